// Which language a start shows, and where each language's messages are: small and with no
// imports at run time, so that the page's first script (`src/early.ts`) can start fetching the
// chosen language's chunk while the app's own script is still loading.
import type { Entries } from './ftl-entries';
import type { Lang } from './types';

export const LANGS: readonly Lang[] = ['zh-CN', 'en', 'ja'];
export const FALLBACK: Lang = 'en';
export const STORAGE_KEY = 'mjref.lang';

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

/** The stored choice if any, else from the system language. */
export function detectLang(stored: string | null | undefined, system: string | undefined): Lang {
  if (isLang(stored)) return stored;
  const s = (system ?? '').toLowerCase();
  if (s.startsWith('zh')) return 'zh-CN';
  if (s.startsWith('ja')) return 'ja';
  return 'en';
}

function readStored(): string | null {
  try { return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null; } catch { return null; }
}

/** The language this page starts in: the one chosen on this device, else the system's. */
export function startLang(): Lang {
  return detectLang(readStored(), globalThis.navigator?.language);
}

/** Each language's messages are a chunk of their own (`./locales/<lang>.ts`): three
 * languages' text is nine tenths of the app's script, and a start needs one. */
export const CHUNKS: Record<Lang, () => Promise<{ default: Record<string, Entries> }>> = {
  'zh-CN': () => import('./locales/zh-CN'),
  en: () => import('./locales/en'),
  ja: () => import('./locales/ja'),
};
