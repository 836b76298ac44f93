// The UI knows no rule (ARCHITECTURE.md, "Invariants"): it asks the core, or receives a
// ruleset's rules as data (the catalogue, the settlement, `read_hand`, `match_teams`). So the
// UI's source names no ruleset and no incident of the catalogues: a `ruleset === '…'` or an
// incident key written into a screen is a rule the core no longer decides. Tests, their
// fixtures and the generated bindings may name them; comments may mention them in words.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('.', import.meta.url));
const rulesData = join(src, '../../rules-data');

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    return d.isDirectory() ? files(path, keep) : keep(path) ? [path] : [];
  });
}

/** Every `<name> = "<value>"` of the catalogues' TOML (`id` of a ruleset, `key` of an incident). */
function values(name: string, paths: string[]): string[] {
  const line = new RegExp(`^\\s*${name}\\s*=\\s*"([^"]+)"`, 'gm');
  return [...new Set(paths.flatMap((p) => [...readFileSync(p, 'utf8').matchAll(line)].map((m) => m[1])))].sort();
}

const toml = files(rulesData, (p) => p.endsWith('.toml'));
/** A ruleset's own `id`: the one before its first table (tiers have ids too). */
const rulesets = toml.filter((p) => p.endsWith('ruleset.toml'))
  .map((p) => /^id\s*=\s*"([^"]+)"/m.exec(readFileSync(p, 'utf8').split(/^\[/m)[0])?.[1])
  .filter((id): id is string => id !== undefined)
  .sort();
// Incidents live in the ruleset folders' own files (a file beside them, or a ruleset's hand
// table under `hand/`, is no catalogue: its keys are fans and yaku).
const incidents = values('key', toml.filter((p) => relative(rulesData, p).split(/[\\/]/).length === 2));

/** The UI's own source: not its tests, their fixtures or the bindings generated from Rust. */
const source = files(src, (p) => /\.(ts|svelte|js|css|html)$/.test(p))
  .filter((p) => !p.endsWith('.test.ts') && !p.endsWith('test-fixtures.ts'))
  .filter((p) => !relative(src, p).split(/[\\/]/).includes('bindings'));

/** The text without its comments (`//`, block comments, `<!-- -->`); strings and markup kept. */
export function withoutComments(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = null;
      continue;
    }
    const skipTo = (end: string, from: number) => {
      const at = text.indexOf(end, from);
      i = (at < 0 ? text.length : at + end.length) - 1;
    };
    if (text.startsWith('//', i) && (i === 0 || /[\s;{}(),]/.test(text[i - 1]))) skipTo('\n', i);
    else if (text.startsWith('/*', i)) skipTo('*/', i + 2);
    else if (text.startsWith('<!--', i)) skipTo('-->', i + 4);
    else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
    }
  }
  return out;
}

/** Where `names` appear in `text` as whole names (not inside a longer one: `sbr-2025` is not
 * found in `sbr-2025-2v2`, nor `phone` in `iphone`). */
export function named(text: string, names: readonly string[]): string[] {
  return names.filter((n) => new RegExp(`(?<![\\w-])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text));
}

/** A ruleset family written as a string of its own, to test ids against (`'sbr-'` in
 * `ruleset.startsWith('sbr-')`). */
export function families(text: string, ids: readonly string[]): string[] {
  const prefixes = [...new Set(ids.map((id) => id.split('-')[0]))];
  return prefixes.filter((f) => new RegExp(`(['"\`])${f}-?\\1`).test(text));
}

describe('the UI knows no rule', () => {
  it('reads the rulesets and the incident keys from the catalogues', () => {
    expect(rulesets).toEqual(expect.arrayContaining(['sbr-2025', 'sbr-2025-2v2', 'mcr-2006', 'jsma', 'china-1998', 'leisure']));
    expect(incidents.length).toBeGreaterThan(50);
    expect(incidents).toEqual(expect.arrayContaining(['ready-card-misuse', 'early-draw', 'active-flower-pig']));
    expect(source.length).toBeGreaterThan(40);
    expect(source.some((p) => p.endsWith('DrawnScreen.svelte'))).toBe(true);
  });

  it('finds names in code and strings, not in comments or longer names', () => {
    const text = withoutComments(`// sbr-2025 in a comment\nconst x = 'sbr-2025-2v2'; /* phone */ <!-- jsma -->\nconst u = 'https://x';`);
    expect(named(text, ['sbr-2025', 'sbr-2025-2v2', 'phone', 'jsma'])).toEqual(['sbr-2025-2v2']);
    expect(named(withoutComments("const k = 'ready-card-misuse';"), ['ready-card-misuse'])).toEqual(['ready-card-misuse']);
    expect(named('iphone data-flower-pig', ['phone', 'flower-pig'])).toEqual([]);
    expect(families("ruleset.startsWith('sbr-')", ['sbr-2025', 'mcr-2006'])).toEqual(['sbr']);
    expect(families("ruleset === `jsma`", ['jsma'])).toEqual(['jsma']);
    expect(families("t('ui-sbr-note')", ['sbr-2025'])).toEqual([]);
  });

  it('names no ruleset and no incident in its source', () => {
    const found = source.flatMap((p) => {
      const text = withoutComments(readFileSync(p, 'utf8'));
      const names = [...named(text, [...rulesets, ...incidents]), ...families(text, rulesets)];
      return names.map((n) => `${relative(src, p)}: ${n}`);
    });
    expect(found).toEqual([]);
  });
});
