import { describe, expect, it } from 'vitest';
import { faceOf } from './tile-faces';

/** A suit's tiles as the core writes them. */
const tilesOfSuit = (suit: string) => Array.from({ length: suit === 'z' ? 7 : 9 }, (_, i) => `${i + 1}${suit}`);

const count = (tile: string, kind: string) => faceOf(tile).filter((s) => s.kind === kind).length;

describe('tile faces', () => {
  it('dots show as many circles as the rank', () => {
    for (const [i, tile] of tilesOfSuit('p').entries()) expect(count(tile, 'dot')).toBe(i + 1);
  });

  it('bamboo shows as many sticks as the rank', () => {
    for (const [i, tile] of tilesOfSuit('s').entries()) expect(count(tile, 'stick')).toBe(i + 1);
  });

  it('characters show the rank in Chinese numerals over 萬', () => {
    expect(faceOf('3m').map((s) => (s.kind === 'text' ? s.text : ''))).toEqual(['三', '萬']);
    expect(faceOf('9m').map((s) => (s.kind === 'text' ? s.text : ''))).toEqual(['九', '萬']);
  });

  it('honours show their character; white is an empty frame', () => {
    expect(faceOf('1z')).toMatchObject([{ kind: 'text', text: '東' }]);
    expect(faceOf('6z')).toMatchObject([{ kind: 'text', text: '發', ink: 'green' }]);
    expect(faceOf('7z')).toMatchObject([{ kind: 'text', text: '中', ink: 'red' }]);
    expect(faceOf('5z')).toEqual([{ kind: 'frame', ink: 'blue' }]);
  });

  it('stays on the face', () => {
    for (const suit of ['p', 's'] as const) {
      for (const tile of tilesOfSuit(suit)) {
        for (const s of faceOf(tile)) {
          if (s.kind === 'dot') {
            expect(s.x - s.r).toBeGreaterThanOrEqual(2);
            expect(s.x + s.r).toBeLessThanOrEqual(58);
            expect(s.y - s.r).toBeGreaterThanOrEqual(2);
            expect(s.y + s.r).toBeLessThanOrEqual(74);
          } else if (s.kind === 'stick') {
            expect(s.y - s.h / 2).toBeGreaterThanOrEqual(2);
            expect(s.y + s.h / 2).toBeLessThanOrEqual(74);
          }
        }
      }
    }
  });
});
