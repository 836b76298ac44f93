import { describe, expect, it } from 'vitest';
import { fullHand, riichiHand, sbrHand } from '../test-fixtures';
import {
  circumstancesText, describeCircumstances, looseTiles, noCircumstances, readCircumstances, toggle, withTiles,
} from './circumstances';

describe('the circumstances of a win, as words for the core', () => {
  it('writes only what is so, in the hand rules order, and reads it back', () => {
    let c = toggle(toggle(noCircumstances(), 'last-tile'), 'tsumo');
    c = { ...c, flowers: 2, seat: 'S' };
    const text = circumstancesText(c, fullHand);
    expect(text).toBe('tsumo last-tile flowers=2 seat=S round=E');
    expect(readCircumstances(text, fullHand)).toEqual({ on: ['tsumo', 'last-tile'], flowers: 2, seat: 'S', round: 'E', tiles: {} });
    expect(circumstancesText(toggle(c, 'tsumo'), fullHand)).toBe('last-tile flowers=2 seat=S round=E');
    expect(circumstancesText(noCircumstances(), sbrHand)).toBe('');
  });

  it('leaves out what the ruleset does not play', () => {
    const c = { ...toggle(noCircumstances(), 'last-of-kind'), flowers: 3, seat: 'W' as const };
    expect(circumstancesText(c, sbrHand)).toBe('');
    expect(readCircumstances('flowers=12', fullHand).flowers).toBe(8);
  });

  it('says each part, the flowers and winds only where they count', () => {
    expect(describeCircumstances('tsumo flowers=1', fullHand)).toEqual([
      { id: 'hand-circumstance-tsumo', args: {} },
      { id: 'ui-flowers-count', args: { count: 1 } },
      { id: 'ui-seat-wind-is', args: {}, refs: { wind: 'ui-seat-E' } },
      { id: 'ui-round-wind-is', args: {}, refs: { wind: 'ui-seat-E' } },
    ]);
    expect(describeCircumstances('tsumo', sbrHand)).toEqual([{ id: 'hand-circumstance-tsumo', args: {} }]);
  });

  it('writes the loose tiles a ruleset asks and reads them back', () => {
    let c = toggle(noCircumstances(), 'riichi');
    c = withTiles(withTiles(c, 'dora', ['3m']), 'discards', ['1m', '7z']);
    c = { ...c, seat: 'S' };
    const text = circumstancesText(c, riichiHand);
    expect(text).toBe('riichi seat=S round=E dora=3m discards=1m7z');
    expect(readCircumstances(text, riichiHand).tiles).toEqual({ dora: ['3m'], discards: ['1m', '7z'] });
    expect(circumstancesText(withTiles(c, 'discards', ['7z']), riichiHand)).toBe('riichi seat=S round=E dora=3m discards=7z');
    // A ruleset that asks no loose tiles gets none.
    expect(circumstancesText(c, sbrHand)).toBe('');
    expect(looseTiles('37m1z')).toEqual(['3m', '7m', '1z']);
    expect(describeCircumstances(text, riichiHand).slice(-2)).toEqual([
      { id: 'ui-tiles-seen-dora', args: {}, tiles: ['3m'] },
      { id: 'ui-tiles-seen-discards', args: {}, tiles: ['1m', '7z'] },
    ]);
  });
});
