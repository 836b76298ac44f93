// An event's own regulations, where the rulebook lets organisers change it (SBR: the
// late-arrival bands, 盘分): the numbers the Event screen offers to change, and the `overrides`
// of the setup it saves. Plain data, no UI.
//
// The rulebook's own values are not known once an event has changed them: the catalogue the
// editor starts from is the event's (`get_catalogue` applies the overrides). So a value counts
// as changed when it differs from what the event plays now; an outcome the event changed
// earlier keeps its override until "Reset" removes the incident's overrides altogether.
import { SEATS } from './seats';
import { parseScore, type Problem } from './standings';
import type {
  Catalogue, CommitteePower, EventSetup, IncidentDef, OutcomeDef, OutcomeOverride, Overrides, Sanction,
} from './types';

export const BOUNDS = ['gt', 'ge', 'lt', 'le'] as const;
export type Bound = (typeof BOUNDS)[number];

/** A numeric test on a fact, as the data writes it: `{ gt = 10.0, le = 15.0 }`. */
export type Range = Partial<Record<Bound, number>>;

/** A bound of one of an outcome's tests. */
export interface BoundField { key: string; fact: string; bound: Bound; value: number }
/** The fixed amount of one of an outcome's sanctions (by its position in `sanctions`). */
export interface AmountField { key: string; index: number; sanction: Sanction; value: number }
/** What the editor offers for one outcome, in the data's order. */
export interface OutcomeFields { outcome: OutcomeDef; bounds: BoundField[]; amounts: AmountField[] }

/** What the organiser has typed for one incident, by field key. */
export type Inputs = Record<string, string>;

/** The problems refer to fields as "<incident key>|<field key>"; rank points as "rank|<place index>". */
export type Built =
  | { ok: true; overrides: Overrides }
  | { ok: false; problem: Problem; field: string };

export const boundKey = (outcome: string, fact: string, bound: Bound): string => `${outcome}|${fact}|${bound}`;
export const amountKey = (outcome: string, index: number): string => `${outcome}|sanction|${index}`;
export const rankKey = (index: number): string => `rank|${index}`;

/** A plain deep copy (also of a Svelte $state proxy). */
function copy<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An outcome's tests by fact (`when`), as the backend sends them; none when it sends none. */
export function whenOf(outcome: OutcomeDef): Record<string, unknown> {
  return isObject(outcome.when) ? outcome.when : {};
}

/** A numeric test (`{ gt, ge, lt, le }`), not a yes/no or a choice. */
export function isRange(p: unknown): p is Range {
  if (!isObject(p)) return false;
  const keys = Object.keys(p);
  return keys.length > 0 && keys.every((k) => (BOUNDS as readonly string[]).includes(k) && typeof p[k] === 'number');
}

/** A sanction with one fixed amount (not a range the referee chooses within). */
export function isFixedAmount(s: Sanction): boolean {
  return typeof s.amount === 'number' && s.min == null && s.max == null && !(s.values && s.values.length > 0);
}

/** The incidents of a catalogue an event may change. */
export function overridableIncidents(catalogue: Catalogue): IncidentDef[] {
  return catalogue.incidents.filter((i) => i.overridable);
}

/** The numbers of each outcome the organiser may change, with their current values. */
export function fieldsOf(incident: IncidentDef): OutcomeFields[] {
  return incident.outcomes.map((outcome) => {
    const bounds: BoundField[] = [];
    for (const [fact, p] of Object.entries(whenOf(outcome))) {
      if (!isRange(p)) continue;
      for (const bound of BOUNDS) {
        const value = p[bound];
        if (value !== undefined) bounds.push({ key: boundKey(outcome.id, fact, bound), fact, bound, value });
      }
    }
    const amounts: AmountField[] = [];
    outcome.sanctions.forEach((sanction, index) => {
      if (isFixedAmount(sanction)) amounts.push({ key: amountKey(outcome.id, index), index, sanction, value: sanction.amount! });
    });
    return { outcome, bounds, amounts };
  });
}

/** What the inputs show for an incident: the values the event plays now. */
export function initialInputs(incident: IncidentDef): Inputs {
  const inputs: Inputs = {};
  for (const { bounds, amounts } of fieldsOf(incident)) {
    for (const f of [...bounds, ...amounts]) inputs[f.key] = String(f.value);
  }
  return inputs;
}

/** The inputs of every incident the event may change. */
export function initialAllInputs(catalogue: Catalogue): Record<string, Inputs> {
  return Object.fromEntries(overridableIncidents(catalogue).map((i) => [i.key, initialInputs(i)]));
}

type Parsed = { ok: true; value: number } | { ok: false; problem: Problem };

function parseField(raw: string | undefined, args: Record<string, string | number>, missing: string, bad: string): Parsed {
  const s = (raw ?? '').trim();
  if (s === '') return { ok: false, problem: { id: missing, args } };
  const value = parseScore(s);
  if (value === null) return { ok: false, problem: { id: bad, args: { ...args, value: s } } };
  return { ok: true, value };
}

/** One incident's outcome overrides after the organiser's edits: the earlier overrides of the
 * outcomes left alone, and for each outcome with a changed value its full new `when` (when a
 * bound changed) and/or its full new `sanctions` (when an amount changed). */
export function incidentOverrides(
  incident: IncidentDef,
  existing: OutcomeOverride[] | undefined,
  inputs: Inputs,
): { ok: true; overrides: OutcomeOverride[] } | { ok: false; problem: Problem; field: string } {
  const out: OutcomeOverride[] = [];
  const args = { incident: incident.key };
  for (const { outcome, bounds, amounts } of fieldsOf(incident)) {
    const when = copy(whenOf(outcome));
    let whenChanged = false;
    for (const f of bounds) {
      const parsed = parseField(inputs[f.key], args, 'ui-override-missing', 'ui-override-not-a-number');
      if (!parsed.ok) return { ok: false, problem: parsed.problem, field: `${incident.key}|${f.key}` };
      if (parsed.value !== f.value) {
        (when[f.fact] as Range)[f.bound] = parsed.value;
        whenChanged = true;
      }
    }
    const sanctions = copy(outcome.sanctions);
    let sanctionsChanged = false;
    for (const f of amounts) {
      const parsed = parseField(inputs[f.key], args, 'ui-override-missing', 'ui-override-not-a-number');
      if (!parsed.ok) return { ok: false, problem: parsed.problem, field: `${incident.key}|${f.key}` };
      if (parsed.value !== f.value) {
        sanctions[f.index].amount = parsed.value;
        sanctionsChanged = true;
      }
    }
    // An override signed before the outcome was renamed names it by its former id.
    const prior = existing?.find((o) => o.id === outcome.id || o.id === outcome.formerly);
    if (whenChanged || sanctionsChanged) {
      out.push({
        id: outcome.id,
        when: whenChanged ? when : copy(prior?.when ?? null),
        sanctions: sanctionsChanged ? sanctions : copy(prior?.sanctions ?? null),
      });
    } else if (prior) {
      out.push({ ...copy(prior), id: outcome.id });
    }
  }
  return { ok: true, overrides: out };
}

/** `overrides` with one incident's outcome overrides; none removes the incident. */
export function withIncident(overrides: Overrides, key: string, list: OutcomeOverride[]): Overrides {
  const incidents = { ...overrides.incidents };
  if (list.length > 0) incidents[key] = list;
  else delete incidents[key];
  return { ...overrides, incidents };
}

/** Back to the rulebook for one incident. */
export function resetIncident(overrides: Overrides, key: string): Overrides {
  return withIncident(overrides, key, []);
}

/** One input per place: the event's rank points if it set them, else empty ("as the rulebook"). */
export function rankPointInputs(overrides: Overrides, places: number = SEATS.length): string[] {
  return overrides.rankPoints?.map(String) ?? Array.from({ length: places }, () => '');
}

/** The rank points to send: none when every place is empty, all of them when every place is
 * filled with a number; anything in between is refused. */
export function parseRankPoints(
  inputs: string[],
): { ok: true; rankPoints: number[] | undefined } | { ok: false; problem: Problem; field: string } {
  const raw = inputs.map((s) => s.trim());
  if (raw.every((s) => s === '')) return { ok: true, rankPoints: undefined };
  const points: number[] = [];
  for (const [i, s] of raw.entries()) {
    const parsed = parseField(s, { place: i + 1 }, 'ui-rank-points-incomplete', 'ui-rank-points-not-a-number');
    if (!parsed.ok) return { ok: false, problem: parsed.problem, field: rankKey(i) };
    points.push(parsed.value);
  }
  return { ok: true, rankPoints: points };
}

/** The overrides to save: for every incident of the event's catalogue it may change, what the
 * inputs say; the rank points when all are filled. Nothing is built when an input is refused. */
export function buildOverrides(
  catalogue: Catalogue,
  current: Overrides,
  inputs: Record<string, Inputs>,
  rankInputs: string[],
): Built {
  let overrides: Overrides = { incidents: copy(current.incidents) };
  if (current.handReadings && Object.keys(current.handReadings).length > 0) overrides.handReadings = copy(current.handReadings);
  if (current.committeeMay !== undefined) overrides.committeeMay = current.committeeMay;
  for (const incident of overridableIncidents(catalogue)) {
    const built = incidentOverrides(incident, current.incidents[incident.key], inputs[incident.key] ?? initialInputs(incident));
    if (!built.ok) return built;
    overrides = withIncident(overrides, incident.key, built.overrides);
  }
  const rank = parseRankPoints(rankInputs);
  if (!rank.ok) return rank;
  if (rank.rankPoints) overrides.rankPoints = rank.rankPoints;
  return { ok: true, overrides };
}

/** The overrides a form keeps when its ruleset changes: an event's regulations belong to its
 * ruleset, so the saved ones for the saved ruleset and none for another. */
export function overridesFor(ruleset: string, saved: EventSetup): Overrides {
  return ruleset === saved.ruleset ? copy(saved.overrides) : { incidents: {} };
}

/** An error or problem about an incident (its `incident` argument), naming the incident in the
 * user's language instead of by key. */
export function namingIncident<T extends { args: Record<string, string | number> }>(
  x: T,
  nameOf: (key: string) => string,
): T {
  const key = x.args.incident;
  return typeof key === 'string' ? { ...x, args: { ...x.args, incident: nameOf(key) } } : x;
}

/** The readings an event chose after picking `choice` for `reading`: the engine's first
 * choice is no regulation, so it is left out. */
export function chooseReading(
  chosen: Partial<Record<string, string>>,
  reading: { key: string; choices: string[] },
  choice: string,
): Partial<Record<string, string>> {
  const next = { ...chosen };
  if (choice === reading.choices[0]) delete next[reading.key];
  else next[reading.key] = choice;
  return next;
}

/** The overrides with what the appeals committee may decide set, or left to the book's reading
 * (`undefined`: the key goes, so an event that never chose saves as it did). */
export function withCommitteePower(o: Overrides, power: CommitteePower | undefined): Overrides {
  const next: Overrides = { ...o };
  if (power === undefined) delete next.committeeMay;
  else next.committeeMay = power;
  return next;
}
