// The contract's hand notation (shared/design/contract.md, "Hand notation") as plain data:
// tiles are a rank and a suit letter (`3m`), a run of digits shares the suit after it
// (`123m456p11s`), melds follow in brackets: `[777s]` pung, `[7777s]` exposed kong, `{7777s}`
// concealed kong, `[123m]` chow. A waiting hand has 13 tiles without the winning one, each kong
// counting as three. What is wrong with a hand is a Problem: a ui.ftl id and its arguments.

export type Suit = 'm' | 'p' | 's' | 'z';
/** `m` characters, `p` dots, `s` bamboo, `z` honours (1z–4z winds E S W N, 5z white, 6z green, 7z red). */
export const SUITS: readonly Suit[] = ['m', 'p', 's', 'z'];

export type MeldKind = 'pung' | 'kong' | 'concealed-kong' | 'chow';
/** A meld by its kind and its lowest tile. */
export interface Meld { kind: MeldKind; tile: string }
/** Concealed tiles (any order) and melds on the table. */
export interface Hand { tiles: string[]; melds: Meld[] }

export interface Problem { id: string; args: Record<string, string | number> }

/** What a ruleset lets a hand hold. */
export interface HandRules { size: number; honours: boolean; chows: boolean }

/** SBR (and its 2v2 supplement) plays the 108 suited tiles and claims no chows. */
export function rulesFor(ruleset: string): HandRules {
  const sbr = ruleset.startsWith('sbr-');
  return { size: 13, honours: !sbr, chows: !sbr };
}

export const COPIES = 4;

export function isSuit(c: string): c is Suit {
  return (SUITS as readonly string[]).includes(c);
}

/** `3m`, `9s`, `7z`: a tile code of the notation. */
export function isTile(code: string): boolean {
  return /^[1-9][mps]$|^[1-7]z$/.test(code);
}

export function suitOf(tile: string): Suit {
  return tile[1] as Suit;
}

export function rankOf(tile: string): number {
  return Number(tile[0]);
}

export function tilesOfSuit(suit: Suit): string[] {
  const n = suit === 'z' ? 7 : 9;
  return Array.from({ length: n }, (_, i) => `${i + 1}${suit}`);
}

/** The suits a ruleset plays, in the notation's order. */
export function suitsFor(rules: HandRules): Suit[] {
  return SUITS.filter((s) => s !== 'z' || rules.honours);
}

/** Characters, dots, bamboo, honours; by rank inside a suit. */
export function compareTiles(a: string, b: string): number {
  return SUITS.indexOf(suitOf(a)) - SUITS.indexOf(suitOf(b)) || rankOf(a) - rankOf(b);
}

export function sortTiles(tiles: readonly string[]): string[] {
  return [...tiles].sort(compareTiles);
}

export function isKong(m: Meld): boolean {
  return m.kind === 'kong' || m.kind === 'concealed-kong';
}

/** A meld's physical tiles: three, four for a kong, a run for a chow. */
export function meldTiles(m: Meld): string[] {
  if (m.kind === 'chow') return [0, 1, 2].map((i) => `${rankOf(m.tile) + i}${suitOf(m.tile)}`);
  return Array(isKong(m) ? 4 : 3).fill(m.tile);
}

/** Tiles toward the hand's 13: each meld counts three, a kong too (its fourth is replaced). */
export function handCount(h: Hand): number {
  return h.tiles.length + 3 * h.melds.length;
}

/** How many of each tile the hand holds, concealed and melded. */
export function copies(h: Hand): Map<string, number> {
  const c = new Map<string, number>();
  for (const t of [...h.tiles, ...h.melds.flatMap(meldTiles)]) c.set(t, (c.get(t) ?? 0) + 1);
  return c;
}

/** `1123m45p` from tiles in any order: sorted, each suit's digits then its letter. */
export function formatTiles(tiles: readonly string[]): string {
  let out = '';
  const sorted = sortTiles(tiles);
  sorted.forEach((t, i) => {
    out += t[0];
    if (sorted[i + 1]?.[1] !== t[1]) out += t[1];
  });
  return out;
}

export function formatMeld(m: Meld): string {
  const ranks = meldTiles(m).map((t) => t[0]).join('');
  const [open, close] = m.kind === 'concealed-kong' ? ['{', '}'] : ['[', ']'];
  return `${open}${ranks}${suitOf(m.tile)}${close}`;
}

/** The notation: concealed tiles sorted, then the melds in their order. */
export function formatHand(h: Hand): string {
  return formatTiles(h.tiles) + h.melds.map(formatMeld).join('');
}

function meldOf(open: string, close: string, tiles: string[]): Meld | null {
  if (tiles.length === 0) return null;
  const first = tiles[0];
  const same = tiles.every((t) => t === first);
  if (same && open === '[' && close === ']' && tiles.length === 3) return { kind: 'pung', tile: first };
  if (same && open === '[' && close === ']' && tiles.length === 4) return { kind: 'kong', tile: first };
  if (same && open === '{' && close === '}' && tiles.length === 4) return { kind: 'concealed-kong', tile: first };
  if (!same && open === '[' && close === ']' && tiles.length === 3) {
    const s = sortTiles(tiles);
    const run = suitOf(s[0]) !== 'z' && s.every((t, i) => suitOf(t) === suitOf(s[0]) && rankOf(t) === rankOf(s[0]) + i);
    if (run) return { kind: 'chow', tile: s[0] };
  }
  return null;
}

export type Parsed = { hand: Hand; problem: null } | { hand: null; problem: Problem };

const unreadable = (text: string, at: number, len = 1): Parsed =>
  ({ hand: null, problem: { id: 'ui-hand-unreadable', args: { text: [...text].slice(at, at + len).join(''), position: at + 1 } } });

/** Reads the notation (spaces are ignored). Only the notation is checked here: a fifth copy,
 * the size and what a ruleset allows are `problemsOf`'s business. */
export function parseHand(text: string): Parsed {
  const hand: Hand = { tiles: [], melds: [] };
  const chars = [...text];
  let digits: { d: string; at: number }[] = [];
  let open: { bracket: string; at: number; tiles: string[] } | null = null;
  for (let at = 0; at < chars.length; at++) {
    const c = chars[at];
    if (/\s/.test(c)) continue;
    if (/[0-9]/.test(c)) {
      digits.push({ d: c, at });
    } else if (c === '[' || c === '{') {
      if (digits.length > 0) return unreadable(text, digits[0].at, at - digits[0].at + 1);
      if (open) return unreadable(text, open.at, at - open.at + 1);
      open = { bracket: c, at, tiles: [] };
    } else if (c === ']' || c === '}') {
      if (digits.length > 0) return unreadable(text, digits[0].at, at - digits[0].at + 1);
      if (!open) return unreadable(text, at);
      const meld = meldOf(open.bracket, c, open.tiles);
      const written = chars.slice(open.at, at + 1).join('');
      if (!meld) return { hand: null, problem: { id: 'ui-hand-meld-not-one-tile', args: { meld: written } } };
      hand.melds.push(meld);
      open = null;
    } else if (isSuit(c) && digits.length > 0) {
      for (const { d, at: dat } of digits) {
        const tile = d + c;
        if (!isTile(tile)) return unreadable(text, dat);
        if (open) open.tiles.push(tile);
        else hand.tiles.push(tile);
      }
      digits = [];
    } else {
      return unreadable(text, at);
    }
  }
  if (digits.length > 0) return unreadable(text, digits[0].at, chars.length - digits[0].at);
  if (open) return unreadable(text, open.at, chars.length - open.at);
  return { hand, problem: null };
}

/** One tile (`5m`), or null. */
export function parseTile(text: string): string | null {
  const t = text.trim();
  return isTile(t) ? t : null;
}

/** What makes a hand impossible or not allowed, in the order a referee would fix it. Too few
 * tiles is not a problem: the hand is still being entered. */
export function problemsOf(h: Hand, rules: HandRules): Problem[] {
  const out: Problem[] = [];
  const all = [...h.tiles, ...h.melds.map((m) => m.tile)];
  const honour = all.find((t) => suitOf(t) === 'z');
  if (honour && !rules.honours) out.push({ id: 'ui-hand-honours', args: { tile: honour } });
  const chow = h.melds.find((m) => m.kind === 'chow');
  if (chow && !rules.chows) out.push({ id: 'ui-hand-meld-not-one-tile', args: { meld: formatMeld(chow) } });
  for (const [tile, n] of [...copies(h)].sort(([a], [b]) => compareTiles(a, b))) {
    if (n > COPIES) out.push({ id: 'ui-hand-fifth-copy', args: { tile, count: n } });
  }
  const count = handCount(h);
  if (count > rules.size) out.push({ id: 'ui-hand-too-many', args: { count, expected: rules.size } });
  return out;
}

/** A complete waiting hand: exactly the ruleset's size, and nothing wrong with it. */
export function isComplete(h: Hand, rules: HandRules): boolean {
  return handCount(h) === rules.size && problemsOf(h, rules).length === 0;
}
