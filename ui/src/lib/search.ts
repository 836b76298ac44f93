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

/** True when every word of the query is found in one of the incident's texts. */
export function matches(incident: IncidentDef, query: string, namesOf: NamesOf): boolean {
  const words = normalise(query).split(' ').filter((w) => w.length > 0);
  if (words.length === 0) return true;
  const texts = haystack(incident, namesOf);
  return words.every((w) => texts.some((s) => s.includes(w)));
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
