// Hall-wide warnings (SBR 第十一条 一): the head referee warns the whole hall about one kind of
// offence, and from then on a player's first such offence counts as their second.
import type { Catalogue, IncidentDef } from './types';

/** The incidents a hall-wide warning can be about: those that can end on the warning ladder
 * (an outcome that climbs it, directly or through a tier whose only choice is the ladder). */
export function warnable(c: Catalogue): IncidentDef[] {
  const ladderTiers = new Set(c.tiers.filter((t) => t.options.some((o) => o.kind === 'ladder')).map((t) => t.id));
  return c.incidents.filter((i) =>
    i.outcomes.some((o) => {
      const given = [...o.sanctions, ...o.options];
      if (given.some((s) => s.kind === 'ladder')) return true;
      return given.length === 0 && o.tier !== null && ladderTiers.has(o.tier);
    }),
  );
}

/** The list with `key` on or off, in the catalogue's order; keys the catalogue does not know
 * (from another ruleset) are kept so nothing the head referee set is dropped silently. */
export function setWarning(c: Catalogue, list: string[], key: string, on: boolean): string[] {
  const wanted = new Set(list.filter((k) => k !== key));
  if (on) wanted.add(key);
  const known = c.incidents.map((i) => i.key).filter((k) => wanted.has(k));
  const unknown = list.filter((k) => wanted.has(k) && !known.includes(k));
  return [...known, ...unknown];
}
