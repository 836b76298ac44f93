// The browser build's e2e harness (issue 24): `make web`'s target/web served over plain HTTP on
// loopback under a mapped name (http://hall.test:PORT, not a secure context, as a venue's LAN
// address is not), driven in Debian's Chromium by chromedriver and WebdriverIO at tablet sizes.
// The browser can be killed (SIGKILL, its whole process tree) and opened again on the same
// profile, as a referee's tablet dies and comes back.
import { Tablet as ChromiumTablet } from '../e2e/chromium.mjs';
import { drive, shoot as shootAt } from '../e2e/harness.mjs';

// The app's steps and its mjref, shared.
export { REPO, SHOTS, mjref, tid } from '../e2e/harness.mjs';
export { serve } from '../e2e/chromium.mjs';

/** A tablet whose browser the app's steps (click, fill, pickTile…) drive once it is open. */
export class Tablet extends ChromiumTablet {
  async open(/** @type {string} */ url) {
    const b = await super.open(url);
    drive(b);
    return b;
  }
}

/** The tablets a floor referee holds, portrait and landscape: an Android tablet and an iPad Pro,
 * each named by its size in the screenshots' names. */
export const TABLET_SIZES = [[800, 1280], [1280, 800], [1024, 1366], [1366, 1024]]
  .map(([width, height]) => /** @type {[string, {width: number, height: number}]} */ ([`${width}x${height}`, { width, height }]));

/** The app's `shoot` on tablet `b` at every tablet size: target/e2e/web-<name>-<w>x<h>.png. */
export async function shoot(/** @type {WebdriverIO.Browser} */ b, /** @type {string} */ name, /** @type {string | undefined} */ at = undefined) {
  drive(b);
  await shootAt(`web-${name}`, at, TABLET_SIZES);
}
