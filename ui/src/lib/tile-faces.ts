// What each tile face shows, as shapes on a 60 × 80 face (Tile.svelte draws them as SVG; no
// images, no external assets). Characters: the rank in Chinese numerals over 萬; dots: circles
// in the classic layouts; bamboo: sticks; honours: their character, white as an empty frame.
import { rankOf, suitOf } from './tiles';

export const FACE = { width: 60, height: 80 } as const;

export const INK = {
  blue: '#1d3f8f',
  red: '#c3262e',
  green: '#17803d',
  black: '#1b1b1b',
} as const;
export type Ink = keyof typeof INK;

export type Shape =
  | { kind: 'dot'; x: number; y: number; r: number; ink: Ink; big?: boolean }
  | { kind: 'stick'; x: number; y: number; h: number; ink: Ink; angle?: number; w?: number }
  | { kind: 'text'; x: number; y: number; size: number; ink: Ink; text: string }
  | { kind: 'frame'; ink: Ink };

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const HONOURS: [string, Ink][] = [['東', 'black'], ['南', 'black'], ['西', 'black'], ['北', 'black'], ['', 'blue'], ['發', 'green'], ['中', 'red']];

const dot = (x: number, y: number, r: number, ink: Ink): Shape => ({ kind: 'dot', x, y, r, ink });
const stick = (x: number, y: number, h: number, ink: Ink, angle = 0): Shape => ({ kind: 'stick', x, y, h, ink, angle });

function dots(rank: number): Shape[] {
  switch (rank) {
    case 1: return [{ kind: 'dot', x: 30, y: 38, r: 20, ink: 'red', big: true }];
    case 2: return [dot(30, 21, 12, 'green'), dot(30, 55, 12, 'blue')];
    case 3: return [dot(15, 16, 9.5, 'blue'), dot(30, 38, 9.5, 'red'), dot(45, 60, 9.5, 'green')];
    case 4: return [dot(18, 22, 10.5, 'blue'), dot(42, 22, 10.5, 'green'), dot(18, 54, 10.5, 'green'), dot(42, 54, 10.5, 'blue')];
    case 5: return [
      dot(16, 17, 9, 'blue'), dot(44, 17, 9, 'green'), dot(30, 38, 9, 'red'), dot(16, 59, 9, 'green'), dot(44, 59, 9, 'blue'),
    ];
    case 6: return [
      dot(19, 14, 8.5, 'green'), dot(41, 14, 8.5, 'green'),
      dot(19, 40, 8.5, 'red'), dot(41, 40, 8.5, 'red'), dot(19, 62, 8.5, 'red'), dot(41, 62, 8.5, 'red'),
    ];
    case 7: return [
      dot(14, 11, 7, 'green'), dot(30, 18, 7, 'green'), dot(46, 25, 7, 'green'),
      dot(19, 44, 8, 'red'), dot(41, 44, 8, 'red'), dot(19, 63, 8, 'red'), dot(41, 63, 8, 'red'),
    ];
    case 8: return [13, 30, 47, 64].flatMap((y) => [dot(19, y, 7.5, 'blue'), dot(41, y, 7.5, 'blue')]);
    default: return ([[17, 'blue'], [38, 'red'], [59, 'green']] as [number, Ink][])
      .flatMap(([y, ink]) => [dot(14, y, 7.5, ink), dot(30, y, 7.5, ink), dot(46, y, 7.5, ink)]);
  }
}

function bamboo(rank: number): Shape[] {
  switch (rank) {
    case 1: return [{ kind: 'stick', x: 30, y: 38, h: 58, ink: 'green', w: 11 }, dot(30, 12, 5, 'red')];
    case 2: return [stick(30, 22, 26, 'green'), stick(30, 54, 26, 'blue')];
    case 3: return [stick(30, 22, 26, 'blue'), stick(19, 54, 26, 'green'), stick(41, 54, 26, 'green')];
    case 4: return [stick(19, 22, 26, 'blue'), stick(41, 22, 26, 'green'), stick(19, 54, 26, 'green'), stick(41, 54, 26, 'blue')];
    case 5: return [
      stick(15, 22, 26, 'green'), stick(45, 22, 26, 'blue'), stick(30, 38, 26, 'red'), stick(15, 54, 26, 'blue'), stick(45, 54, 26, 'green'),
    ];
    case 6: return [22, 54].flatMap((y) => [stick(15, y, 26, 'green'), stick(30, y, 26, 'blue'), stick(45, y, 26, 'green')]);
    case 7: return [
      stick(30, 14, 18, 'red'),
      ...[38, 62].flatMap((y) => [stick(15, y, 20, 'green'), stick(30, y, 20, 'blue'), stick(45, y, 20, 'green')]),
    ];
    case 8: return [
      stick(11, 22, 26, 'green'), stick(24, 22, 26, 'green', 22), stick(36, 22, 26, 'green', -22), stick(49, 22, 26, 'green'),
      stick(11, 54, 26, 'blue'), stick(24, 54, 26, 'blue', -22), stick(36, 54, 26, 'blue', 22), stick(49, 54, 26, 'blue'),
    ];
    default: return [16, 38, 60].flatMap((y) => [stick(15, y, 19, 'green'), stick(30, y, 19, 'red'), stick(45, y, 19, 'blue')]);
  }
}

/** The shapes of a tile's face; nothing for a code that is not a tile. */
export function faceOf(tile: string): Shape[] {
  const rank = rankOf(tile);
  switch (suitOf(tile)) {
    case 'm': return [
      { kind: 'text', x: 30, y: 24, size: 27, ink: 'blue', text: NUMERALS[rank - 1] ?? '' },
      { kind: 'text', x: 30, y: 57, size: 30, ink: 'red', text: '萬' },
    ];
    case 'p': return dots(rank);
    case 's': return bamboo(rank);
    case 'z': {
      const [text, ink] = HONOURS[rank - 1] ?? ['', 'black'];
      return rank === 5 ? [{ kind: 'frame', ink }] : [{ kind: 'text', x: 30, y: 40, size: 40, ink, text }];
    }
    default: return [];
  }
}
