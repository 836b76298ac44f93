import type { ReviewFilter } from './types';

/** Rulings on one page of the Review screen: a thousand stay smooth on a tablet. */
export const PAGE = 50;

/** Newest first: the core lists rulings oldest first (per-device numbers do not order them). */
export function newestFirst<T>(items: T[]): T[] {
  return [...items].reverse();
}

export interface Page<T> { items: T[]; page: number; pages: number; from: number; to: number; total: number }

/** Page `page` (from 0, clamped to the last) of `items`; `from`/`to` count from 1 for display. */
export function pageOf<T>(items: T[], page: number, size = PAGE): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const p = Math.min(Math.max(0, page), pages - 1);
  const slice = items.slice(p * size, (p + 1) * size);
  return { items: slice, page: p, pages, from: slice.length ? p * size + 1 : 0, to: p * size + slice.length, total: items.length };
}

type Narrowing = 'session' | 'table' | 'player' | 'incident' | 'referee' | 'device';

/** The filter with one narrowing set, or removed when `value` is undefined. */
export function withFilter<K extends Narrowing>(f: ReviewFilter, key: K, value: ReviewFilter[K] | undefined): ReviewFilter {
  const next: ReviewFilter = { ...f };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}
