import { describe, expect, it } from 'vitest';
import {
  compareTiles, copies, formatHand, formatTiles, handCount, isComplete, isTile, meldTiles, parseHand, parseTile,
  problemsOf, rulesFor, sortTiles, suitsFor, tilesOfSuit, type Hand,
} from './tiles';

const sbr = rulesFor('sbr-2025');
const mcr = rulesFor('mcr-2006');

function hand(text: string): Hand {
  const p = parseHand(text);
  if (!p.hand) throw new Error(`${text}: ${p.problem.id}`);
  return p.hand;
}

describe('tiles', () => {
  it('knows the tile codes and each suit\'s tiles', () => {
    expect(isTile('3m')).toBe(true);
    expect(isTile('9s')).toBe(true);
    expect(isTile('7z')).toBe(true);
    expect(isTile('8z')).toBe(false);
    expect(isTile('0p')).toBe(false);
    expect(isTile('3x')).toBe(false);
    expect(tilesOfSuit('p')).toEqual(['1p', '2p', '3p', '4p', '5p', '6p', '7p', '8p', '9p']);
    expect(tilesOfSuit('z')).toHaveLength(7);
    expect(parseTile(' 2m ')).toBe('2m');
    expect(parseTile('22m')).toBeNull();
  });

  it('sorts by suit (characters, dots, bamboo, honours), then rank', () => {
    expect(sortTiles(['5z', '1s', '9m', '2p', '1m', '9p'])).toEqual(['1m', '9m', '2p', '9p', '1s', '5z']);
    expect(compareTiles('9m', '1p')).toBeLessThan(0);
    expect(compareTiles('3s', '3s')).toBe(0);
  });

  it('SBR plays no honours and no chows', () => {
    expect(sbr).toEqual({ size: 13, honours: false, chows: false });
    expect(rulesFor('sbr-2025-2v2').honours).toBe(false);
    expect(mcr).toEqual({ size: 13, honours: true, chows: true });
    expect(suitsFor(sbr)).toEqual(['m', 'p', 's']);
    expect(suitsFor(mcr)).toEqual(['m', 'p', 's', 'z']);
  });
});

describe('the notation', () => {
  it('reads runs of digits with their suit, then melds', () => {
    expect(hand('123m456p11s')).toEqual({ tiles: ['1m', '2m', '3m', '4p', '5p', '6p', '1s', '1s'], melds: [] });
    expect(hand('11m[777s][7777p]{1111s}[213m]').melds).toEqual([
      { kind: 'pung', tile: '7s' }, { kind: 'kong', tile: '7p' }, { kind: 'concealed-kong', tile: '1s' }, { kind: 'chow', tile: '1m' },
    ]);
    expect(hand(' 12 3m ').tiles).toEqual(['1m', '2m', '3m']);
    expect(hand('')).toEqual({ tiles: [], melds: [] });
  });

  it('round-trips: formatting sorts the concealed tiles and keeps the melds', () => {
    for (const text of ['1123456m[555p]{7777s}', '123m456p789s1122m', '1112345678999m', '11m[777s][7777p]{1111s}[123m]', '1234567z']) {
      const h = hand(text);
      expect(hand(formatHand(h))).toEqual({ tiles: sortTiles(h.tiles), melds: h.melds });
    }
    expect(formatHand(hand('123m456p789s1122m'))).toBe('1112223m456p789s');
    expect(formatHand(hand('9m1m[555p]5m'))).toBe('159m[555p]');
    expect(formatTiles(['2s', '1m', '1s'])).toBe('1m12s');
    expect(formatHand({ tiles: [], melds: [{ kind: 'concealed-kong', tile: '7s' }] })).toBe('{7777s}');
  });

  it('says where it cannot read the text', () => {
    expect(parseHand('123x').problem).toEqual({ id: 'ui-hand-unreadable', args: { text: 'x', position: 4 } });
    expect(parseHand('12').problem).toEqual({ id: 'ui-hand-unreadable', args: { text: '12', position: 1 } });
    expect(parseHand('0m').problem).toEqual({ id: 'ui-hand-unreadable', args: { text: '0', position: 1 } });
    expect(parseHand('8z').problem?.args.position).toBe(1);
    expect(parseHand('1m]').problem?.args).toEqual({ text: ']', position: 3 });
    expect(parseHand('1m[555p').problem?.args).toEqual({ text: '[555p', position: 3 });
    expect(parseHand('[55[5p]').problem?.id).toBe('ui-hand-unreadable');
  });

  it('a meld is three or four of one tile, or a run for a chow', () => {
    expect(parseHand('[7787s]').problem).toEqual({ id: 'ui-hand-meld-not-one-tile', args: { meld: '[7787s]' } });
    expect(parseHand('{777s}').problem?.id).toBe('ui-hand-meld-not-one-tile');
    expect(parseHand('[135m]').problem?.id).toBe('ui-hand-meld-not-one-tile');
    expect(parseHand('[123z]').problem?.id).toBe('ui-hand-meld-not-one-tile');
    expect(parseHand('[]').problem?.id).toBe('ui-hand-meld-not-one-tile');
  });
});

describe('counting and checking', () => {
  it('counts a kong as three toward the 13', () => {
    const h = hand('1123456m[555p]{7777s}');
    expect(handCount(h)).toBe(13);
    expect(meldTiles({ kind: 'kong', tile: '5p' })).toEqual(['5p', '5p', '5p', '5p']);
    expect(meldTiles({ kind: 'chow', tile: '7s' })).toEqual(['7s', '8s', '9s']);
    expect(copies(h).get('7s')).toBe(4);
    expect(isComplete(h, sbr)).toBe(true);
    expect(isComplete(hand('1m[5555p][6666p][7777p]{8888s}'), sbr)).toBe(true);
    expect(isComplete(hand('123m456p789s112m'), sbr)).toBe(false);
  });

  it('finds a fifth copy, in the concealed tiles or with a meld', () => {
    expect(problemsOf(hand('11111m'), sbr)).toEqual([{ id: 'ui-hand-fifth-copy', args: { tile: '1m', count: 5 } }]);
    expect(problemsOf(hand('5p[5555p]'), sbr)).toEqual([{ id: 'ui-hand-fifth-copy', args: { tile: '5p', count: 5 } }]);
    expect(problemsOf(hand('5p[555p]'), sbr)).toEqual([]);
  });

  it('finds more than 13 tiles, counting kongs as three', () => {
    expect(problemsOf(hand('11123456789999m'), sbr)).toEqual([{ id: 'ui-hand-too-many', args: { count: 14, expected: 13 } }]);
    expect(problemsOf(hand('1123456m[555p][7777s]1s'), sbr)).toEqual([{ id: 'ui-hand-too-many', args: { count: 14, expected: 13 } }]);
    expect(problemsOf(hand('123m'), sbr)).toEqual([]);
  });

  it('finds what the ruleset does not allow', () => {
    expect(problemsOf(hand('1z'), sbr)).toEqual([{ id: 'ui-hand-honours', args: { tile: '1z' } }]);
    expect(problemsOf(hand('1z'), mcr)).toEqual([]);
    expect(problemsOf(hand('[123m]'), sbr)).toEqual([{ id: 'ui-hand-meld-not-one-tile', args: { meld: '[123m]' } }]);
    expect(problemsOf(hand('[123m]'), mcr)).toEqual([]);
  });
});
