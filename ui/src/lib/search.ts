// Finding an incident fast: by its name in any of the three languages, its key, its article
// or its search terms; case-insensitive, Chinese and Japanese by substring.
import type { IncidentDef } from './types';

export type NamesOf = (incident: IncidentDef) => string[];

export function normalise(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[\s\-_]+/g, ' ').trim();
}

/** Everything an incident can be found by, normalised. */
export function haystack(incident: IncidentDef, namesOf: NamesOf): string[] {
  return [...namesOf(incident), incident.key, incident.article, ...incident.searchTerms]
    .map(normalise)
    .filter((s) => s.length > 0);
}

const CHINESE_DIGITS = '〇一二三四五六七八九';

/** 一 → 1, 十二 → 12, 二十三 → 23 (the numbers a rulebook's articles use). */
function chineseNumber(s: string): number {
  const [tens, ones] = s.includes('十') ? s.split('十') : ['', s];
  const digit = (d: string) => Math.max(0, CHINESE_DIGITS.indexOf(d));
  const t = s.includes('十') ? (tens === '' ? 1 : digit(tens)) : 0;
  return t * 10 + (ones === '' ? 0 : digit(ones));
}

/** Each citation of an article as the numbers it names, in order: "SBR 第十二条 十三（七）" →
 * [12, 13, 7], "MCR 3.11.6 7（1）" → [3, 11, 6, 7, 1], "SBR 2V2 第四条" → [4]; "；" separates
 * citations. */
export function articleNumbers(article: string): number[][] {
  return article
    .normalize('NFKC')
    .split(/[;；]/)
    // Book names ("SBR", "2V2", "MCR") are words with letters, not numbers of the article.
    .map((part) => part.replace(/[0-9A-Za-z]*[A-Za-z][0-9A-Za-z]*/g, ' '))
    .map((part) => [...part.matchAll(/\d+|[〇一二三四五六七八九十]+/g)]
      .map(([n]) => (/\d/.test(n) ? Number(n) : chineseNumber(n))))
    .filter((ns) => ns.length > 0);
}

/** A query like "12.1" (or "12．1"): an article number, matched part by part from the start. */
function numberPath(word: string): number[] | null {
  const w = word.replace(/[．。、]/g, '.');
  return /^\d+(\.\d+)*$/.test(w) ? w.split('.').map(Number) : null;
}

/** True when every word of the query is found in one of the incident's texts; a word that is
 * an article number ("12.1" for SBR 第十二条 一) matches the article's numbers from the start. */
export function matches(incident: IncidentDef, query: string, namesOf: NamesOf): boolean {
  const words = normalise(query).split(' ').filter((w) => w.length > 0);
  if (words.length === 0) return true;
  const texts = haystack(incident, namesOf);
  const cited = articleNumbers(incident.article);
  const byNumber = (path: number[]) => cited.some((ns) => path.every((n, i) => ns[i] === n));
  return words.every((w) => {
    const path = numberPath(w);
    return texts.some((s) => s.includes(w)) || (path !== null && byNumber(path));
  });
}

export function searchIncidents(incidents: IncidentDef[], query: string, namesOf: NamesOf): IncidentDef[] {
  return incidents.filter((i) => matches(i, query, namesOf));
}

export interface Group { category: string; incidents: IncidentDef[] }

/** Groups in the catalogue's category order; categories it does not list come last. */
export function groupByCategory(incidents: IncidentDef[], categories: string[]): Group[] {
  const order = [...categories];
  for (const i of incidents) if (!order.includes(i.category)) order.push(i.category);
  return order
    .map((category) => ({ category, incidents: incidents.filter((i) => i.category === category) }))
    .filter((g) => g.incidents.length > 0);
}

/** The incidents this event has ruled on most, most first (the latest breaks a tie), only
 * those the catalogue has; at most `n`. */
export function mostUsed(rulings: { incident: string; seq: number }[], incidents: IncidentDef[], n = 6): IncidentDef[] {
  const counts = new Map<string, { count: number; last: number }>();
  for (const r of rulings) {
    const c = counts.get(r.incident) ?? { count: 0, last: 0 };
    counts.set(r.incident, { count: c.count + 1, last: Math.max(c.last, r.seq) });
  }
  return [...counts.entries()]
    .sort(([, a], [, b]) => b.count - a.count || b.last - a.last)
    .map(([key]) => incidents.find((i) => i.key === key))
    .filter((i): i is IncidentDef => i !== undefined)
    .slice(0, n);
}
