import { describe, expect, it } from 'vitest';
import { fullHand, sbrHand } from '../test-fixtures';
import { circumstancesText, describeCircumstances, noCircumstances, readCircumstances, toggle } from './circumstances';

describe('the circumstances of a win, as words for the core', () => {
  it('writes only what is so, in the hand rules order, and reads it back', () => {
    let c = toggle(toggle(noCircumstances(), 'last-tile'), 'tsumo');
    c = { ...c, flowers: 2, seat: 'S' };
    const text = circumstancesText(c, fullHand);
    expect(text).toBe('tsumo last-tile flowers=2 seat=S');
    expect(readCircumstances(text, fullHand)).toEqual({ on: ['tsumo', 'last-tile'], flowers: 2, seat: 'S', round: 'E' });
    expect(circumstancesText(toggle(c, 'tsumo'), fullHand)).toBe('last-tile flowers=2 seat=S');
    expect(circumstancesText(noCircumstances(), fullHand)).toBe('');
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
});
