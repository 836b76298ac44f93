// Hall-wide warnings (SBR 第十一条 一): the head referee warns the whole hall about one kind of
// offence, and from then on a player's first such offence counts as their second. Which
// incidents a warning may name is the core's to say (`Catalogue.hallWarnable`), and it checks
// the setup's list again when the event is saved.
import type { Catalogue, IncidentDef } from './types';

/** The incidents a hall-wide warning can be about, in the catalogue's order. */
export function warnable(c: Catalogue): IncidentDef[] {
  return c.incidents.filter((i) => c.hallWarnable.includes(i.key));
}

/** Keys in the list that the catalogue does not offer (from another ruleset, or no longer
 * warnable under the event's regulations): shown so the head referee can take them out, since
 * the core refuses to save them. */
export function notWarnable(c: Catalogue | null, list: readonly string[]): string[] {
  return list.filter((k) => !c?.hallWarnable.includes(k));
}

/** The list with `key` on or off, in the catalogue's order; keys the catalogue does not offer
 * are kept (nothing the head referee set is dropped silently) after those it does. */
export function setWarning(c: Catalogue | null, list: string[], key: string, on: boolean): string[] {
  const wanted = new Set(list.filter((k) => k !== key));
  if (on) wanted.add(key);
  const offered = (c ? warnable(c) : []).map((i) => i.key).filter((k) => wanted.has(k));
  const others = list.filter((k) => wanted.has(k) && !offered.includes(k));
  if (on && !offered.includes(key) && !others.includes(key)) others.push(key);
  return [...offered, ...others];
}
