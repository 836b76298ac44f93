// Browsing a penalty catalogue and comparing one incident across rulesets: plain data, no UI.
import { tierNameId } from './names';
import { groupByCategory, searchIncidents, type NamesOf } from './search';
import type { ApiError, Catalogue, IncidentDef, RulesetInfo, Sanction } from './types';

/** The categories to offer as filters: the catalogue's, in its order, that have incidents. */
export function categoryChips(catalogue: Catalogue): string[] {
  return groupByCategory(catalogue.incidents, catalogue.categories).map((g) => g.category);
}

/** The incidents of one category (all when `category` is null) that match the search. */
export function filterIncidents(
  incidents: IncidentDef[], category: string | null, query: string, namesOf: NamesOf,
): IncidentDef[] {
  const inCategory = category === null ? incidents : incidents.filter((i) => i.category === category);
  return searchIncidents(inCategory, query, namesOf);
}

/** Whether the ruleset punishes the incident at all (else it says why not). */
export function isApplicable(incident: IncidentDef): boolean {
  return incident.notApplicableId === null;
}

/** The message ids of the tiers an incident's outcomes reach, each once, in outcome order. */
export function tierIdsOf(catalogue: Catalogue, incident: IncidentDef): string[] {
  const ids = incident.outcomes
    .map((o) => o.tier)
    .filter((t): t is string => t !== null)
    .map((t) => tierNameId(catalogue, catalogue.ruleset, t));
  return [...new Set(ids)];
}

/** The bounds of a sanction the referee chooses within, or null when it is fixed. */
export function rangeOf(s: Sanction): { min: number; max: number } | null {
  if (s.values && s.values.length > 1) return { min: Math.min(...s.values), max: Math.max(...s.values) };
  if (s.min != null && s.max != null && s.min !== s.max) return { min: s.min, max: s.max };
  return null;
}

/** One ruleset's side of a comparison. */
export interface CompareColumn {
  ruleset: string;
  nameId: string;
  catalogue: Catalogue | null;
  /** Null when the ruleset has no incident with this key (or its catalogue did not load). */
  incident: IncidentDef | null;
  error: ApiError | null;
}

/** A column per ruleset: the one the comparison started from first, then the rulesets that
 * have the incident, then those that do not, each group in the list's order. */
export function compareColumns(
  rulesets: RulesetInfo[],
  loaded: Record<string, Catalogue | ApiError | undefined>,
  key: string,
  from: string | null = null,
): CompareColumn[] {
  const columns = rulesets.map((info): CompareColumn => {
    const got = loaded[info.id];
    const catalogue = got && 'incidents' in got ? got : null;
    const error = got && !('incidents' in got) ? got : null;
    const incident = catalogue?.incidents.find((i) => i.key === key) ?? null;
    return { ruleset: info.id, nameId: info.nameId, catalogue, incident, error };
  });
  const rank = (c: CompareColumn) => (c.ruleset === from ? 0 : c.incident ? 1 : 2);
  return columns
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}
