// The tile picker's state as plain data: the hand being built, the suit shown, a meld waiting
// for its tile, and why the last tap was refused. A refused tap changes nothing but `problem`,
// so the hand is never in an impossible state while it is built. What the ruleset plays comes
// as data (`HandRules`, from the core); a hand given in the notation is read by the core first
// (`HandReading`), never here.
import {
  chowFrom, copies, formatHand, handCount, handOf, isComplete, isKong, meldOf, plays, sortTiles, suitsOf,
  type Hand, type MeldKind, type Problem, type Suit,
} from './tiles';
import type { HandReading, HandRules } from './types';

export interface Picker {
  hand: Hand;
  suit: Suit;
  /** The next tile picked becomes this meld. */
  pending: MeldKind | null;
  problem: Problem | null;
}

/** The melds the picker makes of one tile (a chow of its lowest tile). */
const BUILT: readonly MeldKind[] = ['chow', 'pung', 'kong', 'concealed-kong'];

/** The melds the picker offers: those it makes that the ruleset allows. */
export function meldsOffered(rules: HandRules): MeldKind[] {
  return BUILT.filter((k) => rules.melds.includes(k));
}

/** What the core found wrong with a hand it read, as a problem to show (`error-<code>`). */
export function readingProblem(reading: HandReading): Problem | null {
  if (!reading.problem) return null;
  const args = Object.entries(reading.problem.args).filter((e): e is [string, string] => e[1] !== undefined);
  return { id: `error-${reading.problem.code}`, args: Object.fromEntries(args) };
}

/** An empty picker, or the hand a question was already answered with, as the core read it. */
export function startPicker(rules: HandRules, reading?: HandReading | null): Picker {
  const empty: Picker = { hand: { tiles: [], melds: [] }, suit: suitsOf(rules)[0] ?? '', pending: null, problem: null };
  if (!reading) return empty;
  const problem = readingProblem(reading);
  if (!reading.hand) return { ...empty, problem };
  const hand = handOf(reading.hand);
  return { ...empty, hand: { ...hand, tiles: sortTiles(rules, hand.tiles) }, problem };
}

/** Whether the picker is as it started: nothing picked, nothing pending. */
export function untouched(p: Picker): boolean {
  return handCount(p.hand) === 0 && p.pending === null && p.problem === null;
}

export function showSuit(p: Picker, suit: Suit): Picker {
  return { ...p, suit };
}

/** Pung, kong or concealed kong for the next tile; choosing it again cancels it. */
export function toggleMeld(p: Picker, kind: MeldKind): Picker {
  return { ...p, pending: p.pending === kind ? null : kind, problem: null };
}

/** Tiles a pick takes from the set: one, three for a pung, four for a kong. */
export function tilesNeeded(pending: MeldKind | null): number {
  if (pending === null) return 1;
  return isKong(pending) ? 4 : 3;
}

/** How many more of `tile` the set still has for this hand. */
export function copiesLeft(p: Picker, tile: string, rules: HandRules): number {
  return rules.copies - (copies(p.hand).get(tile) ?? 0);
}

/** Whether a tap on `tile` would be taken (the grid fades the others). */
export function canPick(p: Picker, tile: string, rules: HandRules): boolean {
  return refusal(p, tile, rules) === null;
}

function refusal(p: Picker, tile: string, rules: HandRules): Problem | null {
  if (!plays(rules, tile)) return { id: 'ui-hand-honours', args: { tile } };
  const left = rules.size - handCount(p.hand);
  if (left <= 0) return { id: 'ui-hand-full', args: { expected: rules.size } };
  if (p.pending !== null && left < 3) return { id: 'ui-hand-no-room', args: { left, expected: rules.size } };
  const held = copies(p.hand);
  if (p.pending === 'chow') {
    const chow = chowFrom(tile);
    if (!chow) return { id: 'ui-hand-no-chow', args: { tile } };
    const short = chow.find((t) => (held.get(t) ?? 0) + 1 > rules.copies);
    return short ? { id: 'ui-hand-fifth-copy', args: { tile: short, count: held.get(short) ?? 0 } } : null;
  }
  const n = held.get(tile) ?? 0;
  if (n + tilesNeeded(p.pending) > rules.copies) return { id: 'ui-hand-fifth-copy', args: { tile, count: n } };
  return null;
}

/** Adds the tile, or the waiting meld of it; a tap that would make the hand impossible is
 * refused with the reason. */
export function pick(p: Picker, tile: string, rules: HandRules): Picker {
  const problem = refusal(p, tile, rules);
  if (problem) return { ...p, problem };
  const hand = p.pending === null
    ? { tiles: sortTiles(rules, [...p.hand.tiles, tile]), melds: p.hand.melds }
    : { tiles: p.hand.tiles, melds: [...p.hand.melds, meldOf(p.pending, tile)] };
  return { ...p, hand, pending: null, problem: null };
}

/** Takes out the concealed tile at `index` (the hand is kept sorted, as it is shown). */
export function removeTile(p: Picker, index: number): Picker {
  return { ...p, hand: { ...p.hand, tiles: p.hand.tiles.filter((_, i) => i !== index) }, problem: null };
}

/** A long press on a tile in the grid: one of it comes out of the hand (a loose one first,
 * else the last meld of it). Nothing of it in the hand: unchanged. */
export function removeOne(p: Picker, tile: string): Picker {
  const loose = p.hand.tiles.lastIndexOf(tile);
  if (loose >= 0) return removeTile(p, loose);
  const meld = p.hand.melds.map((m) => m.tile).lastIndexOf(tile);
  return meld >= 0 ? removeMeld(p, meld) : p;
}

export function removeMeld(p: Picker, index: number): Picker {
  return { ...p, hand: { ...p.hand, melds: p.hand.melds.filter((_, i) => i !== index) }, problem: null };
}

export function clearHand(p: Picker): Picker {
  return { ...p, hand: { tiles: [], melds: [] }, pending: null, problem: null };
}

export function countOf(p: Picker): number {
  return handCount(p.hand);
}

/** The answer in the notation, once the hand is complete. */
export function answerOf(p: Picker, rules: HandRules): string | null {
  return isComplete(p.hand, rules) ? formatHand(p.hand) : null;
}
