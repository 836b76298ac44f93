// A tile's name in the current language (ui.ftl `ui-tile-<suit>` with its rank, or the honour's
// own name), for labels and for the tiles named in a hand's problems.
import { t } from '../i18n';
import { isTile, rankOf, suitOf, type Problem } from '../tiles';

export function tileName(tile: string): string {
  if (!isTile(tile)) return tile;
  return suitOf(tile) === 'z' ? t(`ui-tile-${tile}`) : t(`ui-tile-${suitOf(tile)}`, { n: rankOf(tile) });
}

/** A hand's problem in the current language, any tile in it by name. */
export function problemText(p: Problem): string {
  const tile = p.args.tile;
  return t(p.id, typeof tile === 'string' ? { ...p.args, tile: tileName(tile) } : p.args);
}
