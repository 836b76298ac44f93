import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FluentResource } from '@fluent/bundle';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { splitEntries } from './ftl-entries';
import {
  buildBundles, detectLang, lang, langOfPath, LANGS, loadAllLanguages, missing, t, tableName, tError, tIn, toFluentArgs, translate, translateError,
  translateTemplate, tTemplate, variablesOf, type Miss,
} from './i18n';
import type { ApiError } from './types';

/** An error whose code no message has (a newer backend's, say). */
const unknownError = (code: string) => ({ code, args: {} }) as unknown as ApiError;

const bundles = buildBundles({
  '../../../locales/en/a.ftl': 'hello = Hello { $name }\nonly-en = English only\nerror-bad-name = Player { $table }-{ $seat } has no name',
  '../../../locales/zh-CN/a.ftl': 'hello = 你好 { $name }\nerror-bad-name = { $table } 号桌 { $seat } 位选手没有姓名',
  '../../../locales/ja/a.ftl': 'hello = こんにちは { $name }',
  '../../../locales/xx/a.ftl': 'hello = ignored',
});

describe('translate', () => {
  it('formats in the asked language with arguments, without isolation marks', () => {
    expect(translate(bundles, 'zh-CN', 'hello', { name: '张三' })).toBe('你好 张三');
    expect(translate(bundles, 'ja', 'hello', { name: 'A' })).toBe('こんにちは A');
  });

  it('falls back to English, then to the id', () => {
    expect(translate(bundles, 'ja', 'only-en')).toBe('English only');
    expect(translate(bundles, 'zh-CN', 'nowhere-at-all')).toBe('nowhere-at-all');
  });

  it('tells what it showed in place of a missing message: English or the id', () => {
    const misses: Miss[] = [];
    const note = (m: Miss) => misses.push(m);
    expect(translate(bundles, 'zh-CN', 'hello', { name: 'A' }, note)).toBe('你好 A');
    expect(translate(bundles, 'en', 'only-en', undefined, note)).toBe('English only');
    expect(misses).toEqual([]);
    expect(translate(bundles, 'ja', 'only-en', undefined, note)).toBe('English only');
    expect(translate(bundles, 'en', 'nowhere-at-all', undefined, note)).toBe('nowhere-at-all');
    expect(translateError(bundles, 'zh-CN', unknownError('unknown-thing'), note)).toBe('error-unknown-thing');
    expect(translateTemplate(bundles, 'ja', 'error-bad-name', '…', note)).toBe('Player …-… has no name');
    expect(misses).toEqual([
      { id: 'only-en', lang: 'ja', shown: 'en' },
      { id: 'nowhere-at-all', lang: 'en', shown: 'id' },
      { id: 'error-unknown-thing', lang: 'zh-CN', shown: 'id' },
      { id: 'error-bad-name', lang: 'ja', shown: 'en' },
    ]);
  });

  it('localises errors from their code and args', () => {
    // A code of these test bundles, not of the app (ApiError's codes are the generated ones).
    const err = { code: 'bad-name', args: { table: 3, seat: 'E' } } as unknown as ApiError;
    expect(translateError(bundles, 'zh-CN', err)).toBe('3 号桌 E 位选手没有姓名');
    expect(translateError(bundles, 'ja', err)).toBe('Player 3-E has no name');
    expect(translateError(bundles, 'en', { code: 'unknown-thing', args: {} } as unknown as ApiError)).toBe('error-unknown-thing');
  });
});

describe('messages shown without their arguments', () => {
  const reasons = buildBundles({
    'locales/en/r.ftl': [
      'late = { $minutes_late } minutes late, not over 10.',
      'seat = Player at { $seat ->',
      '    [E] East',
      '   *[N] North',
      '} paid { $amount } to { $to }.',
      'plain = No facts here.',
      'only-en = { $n } in English',
    ].join('\n'),
    'locales/zh-CN/r.ftl': 'late = 迟到 { $minutes_late } 分钟，未超过 10 分钟。\nplain = 这里没有事实。\n'
      + 'band = 迟到 { $minutes_late } 分钟，未超过 { $minutes_late_le } 分钟：扣 { $rank_points }。',
  });

  it('finds the variables a message names, also inside selectors and variants', () => {
    const vars = (id: string) => [...variablesOf(reasons.get('en', id)!.getMessage(id)!.value)].sort();
    expect(vars('late')).toEqual(['minutes_late']);
    expect(vars('seat')).toEqual(['amount', 'seat', 'to']);
    expect(vars('plain')).toEqual([]);
  });

  it('shows each variable as a blank instead of its name', () => {
    expect(translateTemplate(reasons, 'en', 'late')).toBe('… minutes late, not over 10.');
    expect(translateTemplate(reasons, 'zh-CN', 'late')).toBe('迟到 … 分钟，未超过 10 分钟。');
    expect(translateTemplate(reasons, 'en', 'seat')).toBe('Player at North paid … to ….');
    expect(translateTemplate(reasons, 'ja', 'only-en', '?')).toBe('? in English');
    expect(translateTemplate(reasons, 'zh-CN', 'plain')).toBe('这里没有事实。');
    expect(translateTemplate(reasons, 'en', 'missing-id')).toBe('missing-id');
    // What the data gives is said; the facts a ruling brings stay blank.
    expect(translateTemplate(reasons, 'zh-CN', 'band', '…', undefined, { minutes_late_le: 5, rank_points: 0.5 }))
      .toBe('迟到 … 分钟，未超过 5 分钟：扣 0.5。');
    // Formatted as usual, the variable's name shows instead.
    expect(translate(reasons, 'en', 'late')).toBe('{$minutes_late} minutes late, not over 10.');
  });
});

describe('helpers', () => {
  it('reads the language from a locale path', () => {
    expect(langOfPath('../../../locales/zh-CN/ui.ftl')).toBe('zh-CN');
    expect(langOfPath('../../../locales/fr/ui.ftl')).toBeNull();
  });

  it('picks the stored language, else from the system language', () => {
    expect(detectLang('ja', 'zh-TW')).toBe('ja');
    expect(detectLang('fr', 'zh-TW')).toBe('zh-CN');
    expect(detectLang(null, 'zh')).toBe('zh-CN');
    expect(detectLang(null, 'ja-JP')).toBe('ja');
    expect(detectLang(null, 'de-DE')).toBe('en');
    expect(detectLang(null, undefined)).toBe('en');
  });

  it('passes sanction fields as Fluent args, dropping nulls', () => {
    expect(toFluentArgs({ kind: 'score', amount: -8, min: null, absent: true, to: ['B', 'C'] }))
      .toEqual({ kind: 'score', amount: -8, absent: 'true', to: 'B, C' });
    expect(toFluentArgs(undefined)).toBeUndefined();
  });
});

describe('the app bundles (locales/*/ui.ftl)', () => {
  // A start loads its own language; the others come once its first screen is drawn.
  beforeAll(loadAllLanguages);
  beforeEach(() => lang.set('en'));
  afterEach(() => lang.set('en'));

  it('switches language', () => {
    lang.set('en');
    expect(t('ui-nav-new')).toBe('New ruling');
    lang.set('zh-CN');
    expect(t('ui-nav-new')).toBe('新判罚');
    expect(t('ui-table-n', { n: 3 })).toBe('3 号桌');
    // A table's number is its name: written as it is, where a quantity is grouped.
    expect(tableName(1200)).toBe('1200 号桌');
    expect(t('ui-table-n', { n: 1200 })).toBe('1,200 号桌');
    lang.set('ja');
    expect(t('ui-seat-E')).toBe('東');
  });

  it('notifies store subscribers', () => {
    const seen: string[] = [];
    const stop = lang.subscribe((l) => seen.push(l));
    lang.set('ja');
    stop();
    lang.set('zh-CN');
    expect(seen).toEqual(['en', 'ja']);
  });

  it('shows an unknown error code as its message id', () => {
    expect(tError({ code: 'no-such-code-in-tests', args: {} } as unknown as ApiError)).toBe('error-no-such-code-in-tests');
  });

  it('notes every message it could not find, for the e2e to fail on, and nothing else', () => {
    missing.clear();
    expect(t('ui-nav-new')).toBe('New ruling');
    expect(tIn('ja', 'ui-seat-E')).toBe('東');
    expect(missing.size).toBe(0);
    lang.set('ja');
    expect(t('ui-no-such-message')).toBe('ui-no-such-message');
    expect(tIn('zh-CN', 'incident-no-such-thing')).toBe('incident-no-such-thing');
    expect(tTemplate('ui-no-such-template')).toBe('ui-no-such-template');
    tError(unknownError('no-such-code'));
    expect([...missing]).toEqual([
      'ja ui-no-such-message (the id shown)',
      'zh-CN incident-no-such-thing (the id shown)',
      'ja ui-no-such-template (the id shown)',
      'ja error-no-such-code (the id shown)',
    ]);
    expect((globalThis as { __mjrefMissing?: Set<string> }).__mjrefMissing).toBe(missing);
    missing.clear();
  });
});

const here = fileURLToPath(new URL('.', import.meta.url));

// The UI's words live in ui.ftl and in the .ftl files of a screen or feature (drawn.ftl, ...);
// the UI loads them all, so the checks read them all.
describe('ui messages', () => {
  const root = join(here, '../../../locales');
  const ids = (l: string) =>
    readdirSync(join(root, l)).filter((f) => f.endsWith('.ftl')).sort()
      .flatMap((f) => readFileSync(join(root, l, f), 'utf8').split('\n'))
      .map((line) => /^([a-zA-Z][\w-]*)\s*=/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);

  it('has the same messages in every language', () => {
    const en = ids('en').sort();
    expect(en.length).toBeGreaterThan(50);
    for (const l of LANGS) expect(ids(l).sort()).toEqual(en);
  });

  it('has every ui- message the source code names', () => {
    const en = new Set(ids('en'));
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : /\.(svelte|ts)$/.test(d.name) && !d.name.endsWith('.test.ts') ? [join(dir, d.name)] : []);
    const used = files(join(here, '..')).flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/'(ui-[a-z0-9-]*[a-z0-9])'/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter((id) => !en.has(id))).toEqual([]);
    // Names put together in code: tiles, suits, melds.
    const composed = [
      ...['m', 'p', 's', 'z'].map((s) => `ui-suit-${s}`), ...['m', 'p', 's'].map((s) => `ui-tile-${s}`),
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => `ui-tile-${n}z`),
      ...['pung', 'kong', 'concealed-kong', 'chow'].map((k) => `ui-meld-${k}`),
    ];
    expect(composed.filter((id) => !en.has(id))).toEqual([]);
    for (const prefix of [
      'ui-nav-new', 'ui-nav-log', 'ui-nav-event', 'ui-nav-standings', 'ui-nav-catalogue', 'ui-step-verdict', 'ui-seat-N',
      'ui-lang-zh-CN', 'ui-adjust-score', 'ui-adjust-pay', 'ui-adjust-rank_points', 'ui-adjust-forfeit_session',
    ])
      expect(en.has(prefix)).toBe(true);
  });
});

describe('a message is parsed when it is first asked for', () => {
  it('parses only that message, with the terms and messages it refers to', () => {
    const lazy = buildBundles({
      '/locales/en/a.ftl': 'a-one = One { -b-term }\na-two = Two\n',
      '/locales/en/b.ftl': '-b-term = term { c-one }\nb-one = B\n',
      '/locales/en/c.ftl': 'c-one = C\n',
      '/locales/en/d.ftl': { 'd-one': 'd-one = D\n' },
    });
    const bundle = lazy.get('en', 'a-one')!;
    // a-one, its term (said below), and the term's reference; nothing else of their files.
    expect(bundle.hasMessage('c-one')).toBe(true);
    expect(bundle.hasMessage('a-two')).toBe(false);
    expect(bundle.hasMessage('b-one')).toBe(false);
    expect(bundle.hasMessage('d-one')).toBe(false);
    expect(translate(lazy, 'en', 'a-one')).toBe('One term C');
    expect(translate(lazy, 'en', 'd-one')).toBe('D');
    expect(translate(lazy, 'en', 'nowhere')).toBe('nowhere');
  });
});

describe('a file cut into its entries', () => {
  /** Each message's and term's parsed form, by id. */
  const parsed = (source: string) => Object.fromEntries(
    new FluentResource(source).body.map((e) => [e.id, JSON.stringify(e)]),
  );

  it('parses, entry by entry, to exactly what the whole file parses to (every locale file)', () => {
    const root = join(here, '../../../locales');
    let checked = 0;
    for (const l of LANGS) {
      for (const f of readdirSync(join(root, l)).filter((n) => n.endsWith('.ftl'))) {
        const source = readFileSync(join(root, l, f), 'utf8');
        const whole = parsed(source);
        const entries = splitEntries(source);
        expect(Object.keys(entries).sort(), `${l}/${f}`).toEqual(Object.keys(whole).sort());
        for (const [id, text] of Object.entries(entries)) {
          expect(parsed(text)[id], `${l}/${f} ${id}`).toBe(whole[id]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('keeps what belongs to an entry and drops the comments between entries', () => {
    const source = [
      '# A comment', 'plain = Plain', '', 'multi =', '    first', '', '    second', '    .title = T',
      '## Section', 'choice = { $n ->', '    [one] one', '   *[other] many', '}', '-term = Term', 'plain = again',
    ].join('\n');
    const entries = splitEntries(source);
    expect(Object.keys(entries)).toEqual(['plain', 'multi', 'choice', '-term']);
    expect(entries.plain).toBe('plain = Plain\n\n');
    expect(entries.choice.trimEnd().endsWith('}')).toBe(true);
    expect(entries.multi).not.toContain('Section');
  });
});
