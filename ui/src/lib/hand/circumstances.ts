// The circumstances of a win the tiles cannot show, as a `circumstances` question answers them:
// the words the core reads (`tiles::Conditions::parse`): the ruleset's circumstance keys that
// are so, `flowers=N`, `seat=W`, `round=W` and the loose tiles it asks (`dora=3m`,
// `discards=…`, `seen=…`). Which circumstances, how many flowers, whether the winds count and
// which loose tiles are the ruleset's hand rules (from the core); nothing here knows a rule.
import type { Line } from '../check';
import type { HandRules } from '../types';

export const WINDS = ['E', 'S', 'W', 'N'] as const;
export type Wind = (typeof WINDS)[number];

export interface Circumstances {
  on: string[];
  flowers: number;
  seat: Wind;
  round: Wind;
  /** The loose tiles per `tilesSeen` key, in the order entered. */
  tiles: Record<string, string[]>;
}

export function noCircumstances(): Circumstances {
  return { on: [], flowers: 0, seat: 'E', round: 'E', tiles: {} };
}

/** `37m1z` → `3m 7m 1z`: each run of digits takes the suit letter after it. */
export function looseTiles(text: string): string[] {
  const tiles: string[] = [];
  for (const [, digits, suit] of text.matchAll(/(\d+)([mpsz])/g)) {
    for (const d of digits) tiles.push(d + suit);
  }
  return tiles;
}

const isWind = (w: string): w is Wind => (WINDS as readonly string[]).includes(w);

/** The words back into a form to edit; a word it does not know is left to the core to refuse. */
export function readCircumstances(text: string | undefined, rules: HandRules): Circumstances {
  const c = noCircumstances();
  for (const word of (text ?? '').split(/[\s,]+/).filter((w) => w !== '')) {
    const [key, value] = word.split('=');
    if (value === undefined) {
      if (rules.circumstances.includes(key) && !c.on.includes(key)) c.on.push(key);
    } else if (key === 'flowers' && /^\d+$/.test(value)) {
      c.flowers = Math.min(Number(value), rules.flowers);
    } else if (key === 'seat' && isWind(value)) {
      c.seat = value;
    } else if (key === 'round' && isWind(value)) {
      c.round = value;
    } else if (rules.tilesSeen.includes(key)) {
      c.tiles = { ...c.tiles, [key]: looseTiles(value) };
    }
  }
  return c;
}

/** The words for the core, in the hand rules' order, leaving out what is not so. */
export function circumstancesText(c: Circumstances, rules: HandRules): string {
  const words = rules.circumstances.filter((k) => c.on.includes(k));
  if (rules.flowers > 0 && c.flowers > 0) words.push(`flowers=${c.flowers}`);
  // Both winds always, as chosen: a ruleset's own default need not be East.
  if (rules.winds) words.push(`seat=${c.seat}`, `round=${c.round}`);
  for (const key of rules.tilesSeen) {
    const tiles = c.tiles[key] ?? [];
    if (tiles.length > 0) words.push(`${key}=${tiles.join('')}`);
  }
  return words.join(' ');
}

export function withTiles(c: Circumstances, key: string, tiles: string[]): Circumstances {
  return { ...c, tiles: { ...c.tiles, [key]: tiles } };
}

export function toggle(c: Circumstances, key: string): Circumstances {
  return { ...c, on: c.on.includes(key) ? c.on.filter((k) => k !== key) : [...c.on, key] };
}

/** What to show for an answer, in the hand rules' order: message ids with their arguments
 * (`refs` are arguments that are message ids themselves, said first: a wind's name). */
export function describeCircumstances(text: string, rules: HandRules): Line[] {
  const c = readCircumstances(text, rules);
  const lines: Line[] = rules.circumstances
    .filter((k) => c.on.includes(k))
    .map((k) => ({ id: `hand-circumstance-${k}`, args: {} }));
  if (rules.flowers > 0) lines.push({ id: 'ui-flowers-count', args: { count: c.flowers } });
  if (rules.winds) {
    lines.push({ id: 'ui-seat-wind-is', args: {}, refs: { wind: `ui-seat-${c.seat}` } });
    lines.push({ id: 'ui-round-wind-is', args: {}, refs: { wind: `ui-seat-${c.round}` } });
  }
  for (const key of rules.tilesSeen) {
    const tiles = c.tiles[key] ?? [];
    if (tiles.length > 0) lines.push({ id: `ui-tiles-seen-${key}`, args: {}, tiles });
  }
  return lines;
}
