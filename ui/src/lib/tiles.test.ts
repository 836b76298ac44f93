import { describe, expect, it } from 'vitest';
import {
  allowed, copies, formatHand, formatTiles, handCount, handOf, isComplete, meldOf, plays, rankOf, sortTiles, suitHolding,
  suitOf, suitsOf, tilesOf, type Hand,
} from './tiles';
import { fullHand, reading, sbrHand } from './test-fixtures';

const sbr = sbrHand;
const mcr = fullHand;

/** A hand as the picker holds it: concealed tiles as given, melds of one tile. */
function hand(tiles: string[], melds: [Parameters<typeof meldOf>[0], string][] = []): Hand {
  return { tiles, melds: melds.map(([k, t]) => meldOf(k, t)) };
}

describe('tiles', () => {
  it('reads a tile code for its face and name', () => {
    expect([suitOf('3m'), rankOf('3m')]).toEqual(['m', 3]);
    expect([suitOf('7z'), rankOf('7z')]).toEqual(['z', 7]);
  });

  it('offers what the core says the ruleset plays', () => {
    expect(suitsOf(sbr)).toEqual(['m', 'p', 's']);
    expect(suitsOf(mcr)).toEqual(['m', 'p', 's', 'z']);
    expect(tilesOf(sbr, 'p')).toEqual(['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p']);
    expect(tilesOf(sbr, 'z')).toEqual([]);
    expect(tilesOf(mcr, 'z')).toHaveLength(7);
    expect(plays(sbr, '1z')).toBe(false);
    expect(plays(mcr, '1z')).toBe(true);
    expect(suitHolding(sbr, '5s')).toBe('s');
    expect(suitHolding(sbr, '5z')).toBeNull();
  });

  it('sorts in the core\'s order: characters, dots, bamboo, honours, then rank', () => {
    expect(sortTiles(mcr, ['5z', '1s', '9m', '2p', '1m', '9p'])).toEqual(['1m', '9m', '2p', '9p', '1s', '5z']);
  });
});

describe('writing the notation from taps', () => {
  it('writes each suit\'s ranks then its letter, then the melds in their order', () => {
    expect(formatTiles(['1m', '1m', '2m', '4p', '5p'])).toBe('112m45p');
    expect(formatTiles(['1m', '1s', '2s'])).toBe('1m12s');
    expect(formatHand(hand(['1m', '5m', '9m'], [['pung', '5p']]))).toBe('159m[555p]');
    expect(formatHand(hand([], [['concealed-kong', '7s']]))).toBe('{7777s}');
    expect(formatHand(hand(['1m'], [['kong', '5p']]))).toBe('1m[5555p]');
  });

  it('writes back what the core read, chows too', () => {
    const read = reading(['1m', '1m'], [{ kind: 'chow', tile: '1m', tiles: ['1m', '2m', '3m'] }]);
    expect(formatHand(handOf(read.hand!))).toBe('11m[123m]');
  });
});

describe('counting and checking against the core\'s rules', () => {
  it('counts a kong as three toward the size', () => {
    const h = hand(['1m', '1m', '2m', '3m', '4m', '5m', '6m'], [['pung', '5p'], ['concealed-kong', '7s']]);
    expect(handCount(h)).toBe(13);
    expect(meldOf('kong', '5p').tiles).toEqual(['5p', '5p', '5p', '5p']);
    expect(copies(h).get('7s')).toBe(4);
    expect(isComplete(h, sbr)).toBe(true);
    expect(isComplete(hand(['1m', '2m']), sbr)).toBe(false);
  });

  it('a hand holds only what the ruleset plays', () => {
    expect(allowed(hand(['1z']), sbr)).toBe(false);
    expect(allowed(hand(['1z']), mcr)).toBe(true);
    const chow = handOf(reading([], [{ kind: 'chow', tile: '1m', tiles: ['1m', '2m', '3m'] }]).hand!);
    expect(allowed(chow, sbr)).toBe(false);
    expect(allowed(chow, mcr)).toBe(true);
    expect(allowed(hand(['5p'], [['kong', '5p']]), sbr)).toBe(false);
  });
});
