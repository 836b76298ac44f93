// Tiles as the core writes them (`3m`, `7z`: a rank and a suit letter) and a hand as the tile
// picker holds it. The UI knows no rule and reads no notation: what a ruleset plays (its suits
// with their tiles, the melds a hand may show, the hand's size, the copies of each tile) comes
// as data on the catalogue (`Catalogue.hand`, the core's `tiles::HandRules`), and a hand
// written in the notation is read by the core (`read_hand`, see `hands.ts`). Here only what
// the picker needs to hold a hand built from taps and to write it in the notation.
import type { HandRules, HandView, MeldKind, MeldView } from './types';

/** A suit letter as the core writes it (`m`, `p`, `s`, `z`). */
export type Suit = string;
export type { MeldKind };

/** A meld: its kind, its lowest tile and its physical tiles (as the core reads them). */
export type Meld = MeldView;
/** Concealed tiles (kept sorted) and melds on the table. */
export interface Hand { tiles: string[]; melds: Meld[] }

/** A message id and its arguments: what is wrong with a hand or a tap. */
export interface Problem { id: string; args: Record<string, string | number> }

/** The suit of a tile code (for its face and its name). */
export function suitOf(tile: string): Suit {
  return tile.slice(-1);
}

/** The rank of a tile code (for its face and its name). */
export function rankOf(tile: string): number {
  return Number(tile.slice(0, -1));
}

/** The suits a ruleset plays, in the core's order. */
export function suitsOf(rules: HandRules): Suit[] {
  return rules.suits.map((s) => s.suit);
}

/** The tiles of one suit the ruleset plays (none for a suit it does not). */
export function tilesOf(rules: HandRules, suit: Suit): string[] {
  return rules.suits.find((s) => s.suit === suit)?.tiles ?? [];
}

/** Whether the ruleset plays this tile. */
export function plays(rules: HandRules, tile: string): boolean {
  return tilesOf(rules, suitOf(tile)).includes(tile);
}

/** The suit a tile belongs to among those the ruleset plays, if any. */
export function suitHolding(rules: HandRules, tile: string): Suit | null {
  return rules.suits.find((s) => s.tiles.includes(tile))?.suit ?? null;
}

/** Tiles in the core's order: suit by suit, by rank. */
export function sortTiles(rules: HandRules, tiles: readonly string[]): string[] {
  const order = rules.suits.flatMap((s) => s.tiles);
  const at = (t: string) => order.indexOf(t);
  return [...tiles].sort((a, b) => at(a) - at(b));
}

export function isKong(kind: MeldKind): boolean {
  return kind === 'kong' || kind === 'concealed-kong';
}

/** The tiles of a chow from its lowest tile (`7s` → 7s 8s 9s), or null where none starts
 * (an honour, an 8 or a 9). */
export function chowFrom(tile: string): string[] | null {
  const suit = suitOf(tile);
  const rank = rankOf(tile);
  if (suit === 'z' || rank > 7) return null;
  return [0, 1, 2].map((d) => `${rank + d}${suit}`);
}

/** A meld the picker makes of one tile: three of it, four for a kong, or the chow it starts. */
export function meldOf(kind: MeldKind, tile: string): Meld {
  if (kind === 'chow') return { kind, tile, tiles: chowFrom(tile) ?? [] };
  return { kind, tile, tiles: Array(isKong(kind) ? 4 : 3).fill(tile) };
}

/** The hand the core read, as the picker holds it. */
export function handOf(view: HandView): Hand {
  return { tiles: [...view.tiles], melds: view.melds.map((m) => ({ ...m, tiles: [...m.tiles] })) };
}

/** Tiles toward the hand's size: each meld counts three, a kong too (its fourth is replaced). */
export function handCount(h: Hand): number {
  return h.tiles.length + 3 * h.melds.length;
}

/** How many of each tile the hand holds, concealed and melded. */
export function copies(h: Hand): Map<string, number> {
  const c = new Map<string, number>();
  for (const t of [...h.tiles, ...h.melds.flatMap((m) => m.tiles)]) c.set(t, (c.get(t) ?? 0) + 1);
  return c;
}

/** Whether the hand holds only what the ruleset plays: its tiles, its melds, no tile more than
 * the set has. */
export function allowed(h: Hand, rules: HandRules): boolean {
  return [...h.tiles, ...h.melds.flatMap((m) => m.tiles)].every((t) => plays(rules, t))
    && h.melds.every((m) => rules.melds.includes(m.kind))
    && [...copies(h).values()].every((n) => n <= rules.copies);
}

/** A whole waiting hand: exactly the ruleset's size, of what it plays. */
export function isComplete(h: Hand, rules: HandRules): boolean {
  return handCount(h) === rules.size && allowed(h, rules);
}

/** Tiles written as the notation writes them: each suit's ranks, then its letter (`1123m45p`).
 * The tiles are taken in the order given (the picker keeps them sorted). */
export function formatTiles(tiles: readonly string[]): string {
  let out = '';
  tiles.forEach((t, i) => {
    out += String(rankOf(t));
    if (suitOf(tiles[i + 1] ?? '') !== suitOf(t)) out += suitOf(t);
  });
  return out;
}

/** `[555p]`, `[5555p]`, `{5555p}`, `[123m]`. */
export function formatMeld(m: Meld): string {
  const [open, close] = m.kind === 'concealed-kong' ? ['{', '}'] : ['[', ']'];
  return `${open}${formatTiles(m.tiles)}${close}`;
}

/** The hand in the notation: the concealed tiles, then the melds in their order. */
export function formatHand(h: Hand): string {
  return formatTiles(h.tiles) + h.melds.map(formatMeld).join('');
}
