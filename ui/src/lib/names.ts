// Message ids for catalogue things, by the catalogue when it knows them, else by convention.
import type { Catalogue } from './types';

export function incidentNameId(catalogue: Catalogue | null, key: string): string {
  return catalogue?.incidents.find((i) => i.key === key)?.nameId ?? `incident-${key}`;
}

/** How a question of `incident` is asked (the catalogue's text), by its id. */
export function questionTextId(catalogue: Catalogue | null, incident: string, question: string): string {
  const def = catalogue?.incidents.find((i) => i.key === incident)?.questions.find((q) => q.id === question);
  return def?.textId ?? `question-${question}`;
}

export function tierNameId(catalogue: Catalogue | null, ruleset: string, tier: string): string {
  const def = catalogue?.ruleset === ruleset ? catalogue.tiers.find((t) => t.id === tier) : undefined;
  return def?.nameId ?? `tier-${ruleset}-${tier}`;
}
