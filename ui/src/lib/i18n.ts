// Every user-facing string comes from locales/<lang>/*.ftl. t() falls back to English and then
// to the message id itself, and notes each such miss in `missing` (the e2e fails on any). The
// current language is reactive: reading it inside a Svelte template or effect (t() does) re-runs
// that template when the language changes.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import { createSubscriber } from 'svelte/reactivity';
import { splitEntries, type Entries } from './ftl-entries';
import { CHUNKS, FALLBACK, isLang, LANGS, startLang, STORAGE_KEY } from './lang-choice';
import type { ApiError, Lang } from './types';

export { detectLang, FALLBACK, isLang, LANGS } from './lang-choice';

/** A bundle per language that parses a message only when it is first asked for, with the terms
 * and messages it refers to: a start parses the few dozen messages its first screen says, not
 * whole files, let alone three languages. `get(lang, id)` is the bundle with `id` in it. */
export interface Bundles { get(lang: Lang, id: string): FluentBundle | undefined }
/** Anything whose own fields can serve as Fluent arguments (a Sanction, a Message's args...). */
export type Args = object | null | undefined;

/** `.../locales/ja/ui.ftl` → `ja`. */
export function langOfPath(path: string): Lang | null {
  const m = /locales\/([^/]+)\/[^/]+\.ftl$/.exec(path);
  return m && isLang(m[1]) ? m[1] : null;
}

/** A message or term a pattern refers to (`{ -jsma-void }`, `{ ui-seat-E }`; not `{ $n }`). */
const REFERRED = /\{\s*(-?[a-zA-Z][\w-]*)/g;

interface Language { bundle: FluentBundle; files: Entries[]; added: Set<string> }

/** One bundle per language from a map of file path → that file's entries (as the build cuts
 * them, `ftl-entries.ts`) or its whole source. An entry is parsed into its language's bundle
 * when it is first asked for, with the entries it refers to; of two files defining an id, the
 * first by path counts. A language whose files `sources` does not hold yet (its chunk still
 * loading) has no bundle until they are added. */
export function buildBundles(sources: Record<string, string | Entries>): Bundles {
  const langs = new Map<Lang, Language>();
  const of = (lang: Lang): Language | undefined => {
    let l = langs.get(lang);
    if (!l) {
      const paths = Object.keys(sources).sort().filter((p) => langOfPath(p) === lang);
      if (paths.length === 0) return undefined;
      const files = paths.map((p) => {
        const file = sources[p];
        return typeof file === 'string' ? splitEntries(file) : file;
      });
      l = { bundle: new FluentBundle(lang, { useIsolating: false }), files, added: new Set() };
      langs.set(lang, l);
    }
    return l;
  };
  const add = (l: Language, id: string): void => {
    if (l.added.has(id)) return;
    l.added.add(id);
    const text = l.files.find((f) => Object.hasOwn(f, id))?.[id];
    if (text === undefined) return;
    l.bundle.addResource(new FluentResource(text));
    for (const [, ref] of text.matchAll(REFERRED)) add(l, ref);
  };
  return {
    get(lang: Lang, id: string): FluentBundle | undefined {
      if (!isLang(lang)) return undefined;
      const l = of(lang);
      if (!l) return undefined;
      if (!l.bundle.hasMessage(id)) add(l, id);
      return l.bundle;
    },
  };
}

/** Keeps the fields Fluent can format: numbers, strings, booleans (as text), lists (joined). */
export function toFluentArgs(args: Args): Record<string, FluentVariable> | undefined {
  if (!args) return undefined;
  const out: Record<string, FluentVariable> = {};
  for (const [k, v] of Object.entries(args)) {
    if (typeof v === 'number' || typeof v === 'string') out[k] = v;
    else if (typeof v === 'boolean') out[k] = String(v);
    else if (Array.isArray(v)) out[k] = v.join(', ');
  }
  return out;
}

function format(bundle: FluentBundle | undefined, id: string, args: Args): string | null {
  const msg = bundle?.getMessage(id);
  if (!bundle || !msg?.value) return null;
  return bundle.formatPattern(msg.value, toFluentArgs(args), []);
}

/** A message not found in the language asked for: what was shown instead, English or the id. */
export interface Miss {
  id: string;
  lang: Lang;
  shown: 'en' | 'id';
}

/** The message in `lang`, else in English, else the id; `onMiss` hears of the last two. */
export function translate(bundles: Bundles, lang: Lang, id: string, args?: Args, onMiss?: (m: Miss) => void): string {
  const own = format(bundles.get(lang, id), id, args);
  if (own !== null) return own;
  const en = lang === FALLBACK ? null : format(bundles.get(FALLBACK, id), id, args);
  onMiss?.({ id, lang, shown: en === null ? 'id' : 'en' });
  return en ?? id;
}

/** The names of the variables a Fluent pattern refers to (`{ $minutes_late }` → minutes_late). */
export function variablesOf(node: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) {
    for (const n of node) variablesOf(n, out);
  } else if (typeof node === 'object' && node !== null) {
    const o = node as Record<string, unknown>;
    if (o.type === 'var' && typeof o.name === 'string') out.add(o.name);
    for (const v of Object.values(o)) variablesOf(v, out);
  }
  return out;
}

export const PLACEHOLDER = '…';

/** A message shown as a template, without the facts it is usually given: each variable not in
 * `given` is shown as `placeholder` (the catalogue's "why" sentences name facts such as minutes
 * late, and are given the numbers their data holds). */
export function translateTemplate(
  bundles: Bundles, lang: Lang, id: string, placeholder: string = PLACEHOLDER, onMiss?: (m: Miss) => void,
  given: Record<string, string | number> = {},
): string {
  const vars = new Set<string>();
  for (const l of [lang, FALLBACK]) variablesOf(bundles.get(l, id)?.getMessage(id)?.value, vars);
  const blanks = Object.fromEntries([...vars].map((v) => [v, placeholder]));
  return translate(bundles, lang, id, { ...blanks, ...given }, onMiss);
}

const sources: Record<string, Entries> = {};
const loading = new Map<Lang, Promise<void>>();
const loaded = new Set<Lang>();
const bundles = buildBundles(sources);

/** Loads `l`'s messages, once; a chunk that could not be fetched (the hall out of reach) is
 * asked for again next time. */
export function loadLanguage(l: Lang): Promise<void> {
  let p = loading.get(l);
  if (!p) {
    p = CHUNKS[l]().then(
      (m) => { Object.assign(sources, m.default); loaded.add(l); },
      (e: unknown) => { loading.delete(l); throw e; },
    );
    loading.set(l, p);
  }
  return p;
}

/** Every message the app asked for and did not have in the language asked, as `<lang> <id>
 * (<shown instead>)`. Also `window.__mjrefMissing`, where the e2e harness reads (and empties)
 * it at every screenshot and fails naming the ids; nothing else reads it. */
export const missing = new Set<string>();
(globalThis as { __mjrefMissing?: Set<string> }).__mjrefMissing = missing;
const noteMiss = (m: Miss): void => { missing.add(`${m.lang} ${m.id} (${m.shown === 'id' ? 'the id' : 'English'} shown)`); };

let current: Lang = startLang();
// Nothing is said before the start's language is here; the others (English, the fallback;
// search matches names in every language) follow once the first screen is up
// (`loadAllLanguages`).
await loadLanguage(current);

/** The other languages, loaded once the first screen is drawn. */
export function loadAllLanguages(): Promise<void> {
  return Promise.all(LANGS.map(loadLanguage)).then(() => {}, () => {});
}
const listeners = new Set<() => void>();
const track = createSubscriber((update) => {
  listeners.add(update);
  return () => { listeners.delete(update); };
});

/** The current language: `lang.current` in runes code, `$lang` as a store. */
export const lang = {
  get current(): Lang {
    track();
    return current;
  },
  set(next: Lang): void {
    if (next === current) return;
    try { globalThis.localStorage?.setItem(STORAGE_KEY, next); } catch { /* private mode */ }
    const apply = () => {
      current = next;
      for (const l of [...listeners]) l();
    };
    if (loaded.has(next)) apply();
    // Not here yet: switched once it is; where it cannot be fetched, the language stays.
    else loadLanguage(next).then(apply, () => {});
  },
  subscribe(run: (l: Lang) => void): () => void {
    run(current);
    const l = () => run(current);
    listeners.add(l);
    return () => { listeners.delete(l); };
  },
};

export function t(id: string, args?: Args): string {
  return translate(bundles, lang.current, id, args, noteMiss);
}

/** A table's name ("Table 3", "3 号桌"): its number is said as written, as a name is, never
 * as a quantity with a locale's grouping. As text it also takes no number format, whose first
 * use (ICU's) cost the first screen 8 ms before it could paint. */
export function tableName(n: number): string {
  return t('ui-table-n', { n: String(n) });
}

/** Translation in a given language (search matches names in every language). */
export function tIn(l: Lang, id: string): string {
  return translate(bundles, l, id, undefined, noteMiss);
}

/** A message with the arguments `given`, each other shown as "…". */
export function tTemplate(id: string, given: Record<string, string | number> = {}): string {
  return translateTemplate(bundles, lang.current, id, PLACEHOLDER, noteMiss, given);
}

/** An ApiError in `lang`: the message `error-<code>` with the error's args. */
export function translateError(b: Bundles, l: Lang, err: ApiError, onMiss?: (m: Miss) => void): string {
  return translate(b, l, 'error-' + err.code, err.args, onMiss);
}

export function tError(err: ApiError): string {
  return translateError(bundles, lang.current, err, noteMiss);
}

/** An incident's name in every language, for searching in any of them. */
export function namesInAllLanguages(incident: { nameId: string }): string[] {
  return LANGS.filter((l) => loaded.has(l)).map((l) => tIn(l, incident.nameId));
}

/** A message with arguments some of which are message ids themselves (`refs`: a fan's name, a
 * wind), said first. */
export function tLine(l: { id: string; args: Record<string, string | number>; refs?: Record<string, string> }): string {
  const refs = Object.fromEntries(Object.entries(l.refs ?? {}).map(([k, id]) => [k, t(id)]));
  return t(l.id, { ...l.args, ...refs });
}
