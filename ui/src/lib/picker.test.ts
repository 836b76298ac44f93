import { describe, expect, it } from 'vitest';
import {
  answerOf, canPick, clearHand, copiesLeft, countOf, meldsOffered, pick, removeMeld, removeOne, removeTile, showSuit,
  startPicker, toggleMeld, untouched,
  type Picker,
} from './picker';
import { fullHand, reading, sbrHand } from './test-fixtures';
import { meldOf, type MeldKind } from './tiles';

const sbr = sbrHand;
const mcr = fullHand;

/** Picks tiles in order; `P`/`K`/`C` before a tile make it a pung, kong, concealed kong. */
function build(steps: string[], from: Picker = startPicker(sbr)): Picker {
  const melds: Record<string, MeldKind> = { P: 'pung', K: 'kong', C: 'concealed-kong' };
  let p = from;
  for (const s of steps) p = melds[s] ? toggleMeld(p, melds[s]) : pick(p, s, sbr);
  return p;
}

const tiles = (text: string) => [...text.matchAll(/(\d+)([mpsz])/g)].flatMap(([, ds, s]) => [...ds].map((d) => d + s));

describe('the tile picker', () => {
  it('starts empty on the first suit, or with the hand already given as the core read it', () => {
    const p = startPicker(sbr);
    expect(p).toEqual({ hand: { tiles: [], melds: [] }, suit: 'm', pending: null, problem: null });
    expect(untouched(p)).toBe(true);
    const given = reading(['1m', '1m', '2m', '3m', '4m', '5m', '6m'], [meldOf('pung', '5p'), meldOf('concealed-kong', '7s')]);
    expect(countOf(startPicker(sbr, given))).toBe(13);
    expect(answerOf(startPicker(sbr, given), sbr)).toBe('1123456m[555p]{7777s}');
    expect(startPicker(sbr, reading(['9m', '1m'])).hand.tiles).toEqual(['1m', '9m']);
    // What the core found wrong is said with its code and position.
    const unreadable = { hand: null, complete: false, problem: { code: 'hand-unexpected-character', args: { character: 'a', position: '1' } } };
    expect(startPicker(sbr, unreadable).problem).toEqual({ id: 'error-hand-unexpected-character', args: { character: 'a', position: '1' } });
    expect(startPicker(sbr, unreadable).hand.tiles).toEqual([]);
    const honour = reading(['1z'], [], { code: 'hand-honours-not-allowed', args: { tile: '1z', position: '1', ruleset: 'sbr-2025' } });
    expect(startPicker(sbr, honour).problem?.id).toBe('error-hand-honours-not-allowed');
    expect(startPicker(sbr, honour).hand.tiles).toEqual(['1z']);
    expect(answerOf(startPicker(sbr, honour), sbr)).toBeNull();
    expect(startPicker(sbr, null).hand.tiles).toEqual([]);
    expect(startPicker(mcr).suit).toBe('m');
  });

  it('offers the melds it makes of one tile that the ruleset allows', () => {
    expect(meldsOffered(sbr)).toEqual(['pung', 'kong', 'concealed-kong']);
    expect(meldsOffered({ ...sbr, melds: ['pung'] })).toEqual(['pung']);
    expect(meldsOffered(mcr)).toEqual(['chow', 'pung', 'kong', 'concealed-kong']);
  });

  it('makes a chow of its lowest tile, where one starts and the set has the tiles', () => {
    let p = pick(toggleMeld(startPicker(mcr), 'chow'), '7s', mcr);
    expect(p.hand.melds).toEqual([{ kind: 'chow', tile: '7s', tiles: ['7s', '8s', '9s'] }]);
    for (const t of tiles('23m456p23455s')) p = pick(p, t, mcr);
    expect(answerOf(p, mcr)).toBe('23m456p23455s[789s]');
    // No chow starts at an 8, a 9 or an honour: refused, nothing changed.
    const eight = pick(toggleMeld(startPicker(mcr), 'chow'), '8m', mcr);
    expect(eight.problem).toEqual({ id: 'ui-hand-no-chow', args: { tile: '8m' } });
    expect(eight.hand.melds).toEqual([]);
    expect(canPick(toggleMeld(startPicker(mcr), 'chow'), '1z', mcr)).toBe(false);
    // A chow needs one more of each of its tiles.
    let four = startPicker(mcr);
    for (const t of tiles('2222m')) four = pick(four, t, mcr);
    const short = pick(toggleMeld(four, 'chow'), '1m', mcr);
    expect(short.problem).toEqual({ id: 'ui-hand-fifth-copy', args: { tile: '2m', count: 4 } });
  });

  it('keeps the hand sorted as tiles are picked, and answers at exactly 13', () => {
    let p = build(tiles('123m456p789s112m'));
    expect(countOf(p)).toBe(12);
    expect(answerOf(p, sbr)).toBeNull();
    expect(p.hand.tiles.slice(0, 6)).toEqual(['1m', '1m', '1m', '2m', '2m', '3m']);
    p = pick(p, '2m', sbr);
    expect(countOf(p)).toBe(13);
    expect(answerOf(p, sbr)).toBe('1112223m456p789s');
  });

  it('refuses a 14th tile and says why, changing nothing else', () => {
    const p = build(tiles('1112345678999m'));
    const q = pick(p, '5p', sbr);
    expect(q.problem).toEqual({ id: 'ui-hand-full', args: { expected: 13 } });
    expect(q.hand).toEqual(p.hand);
    expect(canPick(p, '5p', sbr)).toBe(false);
  });

  it('refuses a fifth copy', () => {
    const p = build(['3m', '3m', '3m', '3m']);
    expect(copiesLeft(p, '3m', sbr)).toBe(0);
    expect(pick(p, '3m', sbr).problem).toEqual({ id: 'ui-hand-fifth-copy', args: { tile: '3m', count: 4 } });
    expect(countOf(pick(p, '3m', sbr))).toBe(4);
    // A kong needs all four.
    const one = build(['5p']);
    expect(build(['K', '5p'], one).problem).toEqual({ id: 'ui-hand-fifth-copy', args: { tile: '5p', count: 1 } });
    expect(canPick(toggleMeld(one, 'pung'), '5p', sbr)).toBe(true);
  });

  it('refuses honours where the ruleset has none', () => {
    expect(pick(startPicker(sbr), '1z', sbr).problem?.id).toBe('ui-hand-honours');
    expect(pick(startPicker(mcr), '1z', mcr).hand.tiles).toEqual(['1z']);
  });

  it('turns the next tile into a pung, kong or concealed kong, each counting three', () => {
    const p = build(['P', '5p', 'K', '7s', 'C', '9m']);
    expect(p.hand.melds).toEqual([meldOf('pung', '5p'), meldOf('kong', '7s'), meldOf('concealed-kong', '9m')]);
    expect(p.pending).toBeNull();
    expect(countOf(p)).toBe(9);
    const full = build(tiles('1123m'), p);
    expect(answerOf(full, sbr)).toBe('1123m[555p][7777s]{9999m}');
  });

  it('a meld needs room for three', () => {
    const p = build(tiles('1123456789m1p'));
    expect(countOf(p)).toBe(11);
    expect(build(['P', '5s'], p).problem).toEqual({ id: 'ui-hand-no-room', args: { left: 2, expected: 13 } });
  });

  it('choosing a meld again cancels it; a new action clears the last problem', () => {
    const p = toggleMeld(startPicker(sbr), 'pung');
    expect(p.pending).toBe('pung');
    expect(toggleMeld(p, 'pung').pending).toBeNull();
    expect(toggleMeld(p, 'kong').pending).toBe('kong');
    const refused = pick(startPicker(sbr), '1z', sbr);
    expect(toggleMeld(refused, 'pung').problem).toBeNull();
  });

  it('takes out a tile by its place in the sorted hand, a meld as a whole, or everything', () => {
    let p = build(['3m', '9m', 'P', '5p', '1m']);
    expect(p.hand.tiles).toEqual(['1m', '3m', '9m']);
    p = removeTile(p, 2);
    expect(p.hand.tiles).toEqual(['1m', '3m']);
    p = removeMeld(p, 0);
    expect(p.hand.melds).toEqual([]);
    expect(countOf(p)).toBe(2);
    expect(clearHand(showSuit(p, 's'))).toEqual({ hand: { tiles: [], melds: [] }, suit: 's', pending: null, problem: null });
  });

  it('a long press takes one of the tile out: a loose one first, else its meld', () => {
    const p = build(['P', '5m', '5m', '1p']);
    expect(p.hand.tiles).toEqual(['5m', '1p']);
    const once = removeOne(p, '5m');
    expect(once.hand.tiles).toEqual(['1p']);
    expect(once.hand.melds).toHaveLength(1);
    const twice = removeOne(once, '5m');
    expect(twice.hand.melds).toEqual([]);
    expect(removeOne(twice, '9s')).toBe(twice);
  });
});
