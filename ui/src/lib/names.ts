// Message ids for catalogue things, by the catalogue when it knows them, else by convention.
import type { Catalogue } from './types';

export function incidentNameId(catalogue: Catalogue | null, key: string): string {
  return catalogue?.incidents.find((i) => i.key === key)?.nameId ?? `incident-${key}`;
}

export function tierNameId(catalogue: Catalogue | null, ruleset: string, tier: string): string {
  const def = catalogue?.ruleset === ruleset ? catalogue.tiers.find((t) => t.id === tier) : undefined;
  return def?.nameId ?? `tier-${ruleset}-${tier}`;
}
