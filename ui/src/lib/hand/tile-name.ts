// A tile's name in the current language (ui.ftl `ui-tile-<suit>` with its rank, or the honour's
// own name), for labels and for the tiles named in a hand's problems.
import { t } from '../i18n';
import { rankOf, suitOf, type Problem } from '../tiles';

/** The name of a tile code as the core writes it; a code with no name is shown as it is. */
export function tileName(tile: string): string {
  const rank = rankOf(tile);
  if (!Number.isInteger(rank) || rank < 1) return tile;
  const suit = suitOf(tile);
  if (suit === 'z' && rank <= 7) return t(`ui-tile-${tile}`);
  if ((suit === 'm' || suit === 'p' || suit === 's') && rank <= 9) return t(`ui-tile-${suit}`, { n: rank });
  return tile;
}

/** Arguments with the tile they name (`tile`) by its name, for a sentence a referee reads. */
export function withTileName<T extends Record<string, unknown>>(args: T): T {
  return typeof args.tile === 'string' ? { ...args, tile: tileName(args.tile) } : args;
}

/** A hand's problem in the current language, any tile in it by name. */
export function problemText(p: Problem): string {
  const tile = p.args.tile;
  return t(p.id, typeof tile === 'string' ? { ...p.args, tile: tileName(tile) } : p.args);
}
