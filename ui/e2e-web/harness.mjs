// The browser build's e2e harness (issue 24): `make web`'s target/web served over plain HTTP on
// loopback under a mapped name (http://hall.test:PORT, not a secure context, as a venue's LAN
// address is not), driven in Debian's Chromium by chromedriver and WebdriverIO at tablet sizes.
// The browser can be killed (SIGKILL, its whole process tree) and opened again on the same
// profile, as a referee's tablet dies and comes back.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Tablet as ChromiumTablet } from '../e2e/chromium.mjs';
import { SHOTS, centre, checkMessages, drive, smallTargets, tid } from '../e2e/harness.mjs';

// The app's steps and its mjref, shared.
export { REPO, SHOTS, addMinutes, mjref, tid } from '../e2e/harness.mjs';
export { serve } from '../e2e/chromium.mjs';

/** A tablet whose browser the app's steps (click, fill, pickTile…) drive once it is open. */
export class Tablet extends ChromiumTablet {
  async open(/** @type {string} */ url) {
    const b = await super.open(url);
    drive(b);
    return b;
  }
}

/** Sets a time field the way a referee's picker does (Chromium's time input takes no typing). */
export async function setTime(/** @type {WebdriverIO.Browser} */ b, /** @type {string} */ id, /** @type {string} */ hms) {
  const input = await b.$(tid(id)).getElement();
  await b.execute((el, v) => {
    const field = /** @type {HTMLInputElement} */ (el);
    field.value = v;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }, input, hms);
}

/** The tablets a floor referee holds, portrait and landscape: an Android tablet and an iPad Pro. */
export const TABLET_SIZES = /** @type {const} */ ([[800, 1280], [1280, 800], [1024, 1366], [1366, 1024]]);

/** Saves target/e2e/web-<name>-<w>x<h>.png at every tablet size (the element `at`, if given, in
 * the middle), fails on a control too small to touch at any of them or on a message missing in
 * the language shown (the app's checks: ../e2e/harness.mjs), and puts the window back. */
export async function shoot(/** @type {WebdriverIO.Browser} */ b, /** @type {string} */ name, /** @type {string | undefined} */ at = undefined) {
  mkdirSync(SHOTS, { recursive: true });
  drive(b);
  const { width, height } = await b.getWindowSize();
  for (const [w, h] of TABLET_SIZES) {
    await b.setWindowSize(w, h);
    await b.pause(250);
    if (at) await centre(await b.$(tid(at)).getElement());
    await b.saveScreenshot(join(SHOTS, `web-${name}-${w}x${h}.png`));
    assert.deepEqual(await smallTargets(), [], `touch targets on ${name} at ${w}×${h}`);
  }
  await b.setWindowSize(width, height);
  await checkMessages(name);
}

