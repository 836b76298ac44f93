import type { ReviewFilter } from './types';

/** Newest first: the core lists rulings in the record's order, oldest first. */
export function newestFirst<T>(items: T[]): T[] {
  return [...items].reverse();
}

type Narrowing = 'session' | 'table' | 'player' | 'incident' | 'referee' | 'device';

/** The narrowings in the order the filter bar shows them. */
export const NARROWINGS: readonly Narrowing[] = ['session', 'incident', 'player', 'table', 'referee', 'device'];

/** The filter with one narrowing set, or removed when `value` is undefined. */
export function withFilter<K extends Narrowing>(f: ReviewFilter, key: K, value: ReviewFilter[K] | undefined): ReviewFilter {
  const next: ReviewFilter = { ...f };
  if (value === undefined || value === '') delete next[key];
  else next[key] = value;
  return next;
}

/** What narrows the view now, in the bar's order: each narrowing set, then "standing only". */
export type Active = { key: Narrowing; value: string } | { key: 'standing_only'; value: string };
export function activeFilters(f: ReviewFilter): Active[] {
  const out: Active[] = NARROWINGS.filter((k) => f[k] !== undefined && f[k] !== null).map((k) => ({ key: k, value: String(f[k]) }));
  if (f.standing_only) out.push({ key: 'standing_only', value: 'true' });
  return out;
}

/** The filter without one active narrowing (standing only goes back to showing struck rulings). */
export function without(f: ReviewFilter, a: Active): ReviewFilter {
  return a.key === 'standing_only' ? { ...f, standing_only: false } : withFilter(f, a.key, undefined);
}
