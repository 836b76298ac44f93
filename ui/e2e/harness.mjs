// The end-to-end harness shared by every e2e/*.test.mjs file: the app under tauri-driver, and
// the steps a user takes (click, fill, shoot). The tests in each file share one app session.
//
// Needs a running tauri-driver on 127.0.0.1:4444 and MJREF_APP, the path of the built app (the
// Makefile starts tauri-driver under Xvfb with MJREF_DATA_DIR set to a fresh directory).
// Screenshots of every screen, landscape and portrait, go to <repo>/target/e2e/; the Xvfb
// screen must be larger than 800x1280 for the portrait ones (e.g. -screen 0 1920x1440x24).
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Key, remote } from 'webdriverio';

export { Key };

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const SHOTS = join(REPO, 'target', 'e2e');
const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
export const STEP_TIMEOUT = 15_000;

/** @type {WebdriverIO.Browser} */
export let browser;
let resizable = true;

export const tid = (/** @type {string} */ id) => `[data-testid="${id}"]`;
export const el = (/** @type {string} */ id) => browser.$(tid(id));

export function capabilities() {
  const classic = { 'wdio:enforceWebDriverClassic': true };
  assert.ok(process.env.MJREF_APP, 'MJREF_APP must be the path of the built app');
  return { 'tauri:options': { application: process.env.MJREF_APP }, browserName: 'wry', ...classic };
}

/** Starts the app (a new WebDriver session) and waits until it shows its first screen. */
export async function open() {
  browser = await remote({
    hostname: '127.0.0.1',
    port: Number(process.env.MJREF_E2E_PORT ?? 4444),
    logLevel: 'warn',
    waitforTimeout: STEP_TIMEOUT,
    connectionRetryCount: 3,
    capabilities: /** @type {WebdriverIO.Capabilities} */ (capabilities()),
  });
  await el('nav-new').waitForDisplayed({ timeout: 60_000 });
  await size(LANDSCAPE);
}

export async function restart() {
  await browser.deleteSession();
  await open();
}

/** @param {{width: number, height: number}} s */
export async function size(s) {
  if (!resizable) return;
  try {
    await browser.setWindowSize(s.width, s.height);
  } catch (e) {
    resizable = false;
    console.log(`setWindowSize is not supported (${/** @type {Error} */ (e).message}); screenshots keep the window's size`);
  }
}

/** Visible controls smaller than a fingertip (44 × 44 CSS px), named for the failure message. */
export async function smallTargets() {
  return browser.execute(() => {
    const small = [];
    for (const e of document.querySelectorAll('button, input, select, textarea, a[href], [role="button"]')) {
      const r = e.getBoundingClientRect();
      const hidden = r.width === 0 || r.height === 0 || getComputedStyle(e).visibility === 'hidden';
      if (!hidden && (r.width < 44 || r.height < 44)) {
        small.push(`${e.getAttribute('data-testid') ?? e.tagName.toLowerCase()} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
    }
    return small;
  });
}

/** Saves <name>-portrait.png and <name>-landscape.png, checks every visible control is large
 * enough to touch in both, and leaves the window in landscape. */
export async function shoot(/** @type {string} */ name) {
  for (const [orientation, s] of /** @type {const} */ ([['portrait', PORTRAIT], ['landscape', LANDSCAPE]])) {
    await size(s);
    await browser.pause(400);
    await browser.saveScreenshot(join(SHOTS, `${name}-${orientation}.png`));
    assert.deepEqual(await smallTargets(), [], `touch targets on ${name} (${orientation})`);
  }
}

/** Scrolls an element to the middle of the window, clear of the sticky bars. */
export async function centre(/** @type {WebdriverIO.Element} */ e) {
  await browser.execute((/** @type {any} */ node) => node.scrollIntoView({ block: 'center' }), /** @type {any} */ (e));
}

export async function click(/** @type {string} */ id) {
  const e = await el(id).getElement();
  await e.waitForDisplayed();
  await centre(e);
  await e.waitForClickable();
  await e.click();
}

/** Sets an input's value the way a user would; falls back to setting it by script (some
 * WebKitGTK inputs, e.g. type="time", do not take typed text) with the events the UI listens to. */
export async function fill(/** @type {string} */ id, /** @type {string} */ value) {
  const e = await el(id).getElement();
  await e.waitForDisplayed();
  await centre(e);
  await e.click();
  await browser.keys([Key.Ctrl, 'a']);
  await browser.keys(Key.Backspace);
  if (value) await e.addValue(value);
  if ((await e.getValue()) !== value) {
    await browser.execute((/** @type {any} */ input, /** @type {any} */ v) => {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
      setter?.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }, /** @type {any} */ (e), value);
  }
  assert.equal(await e.getValue(), value, `value of ${id}`);
}

/** The player ids of a table's seats in seat order (E, S, W, N), from the player step. */
export async function playerIds() {
  const buttons = await browser.$$('[data-testid^="player-"]').getElements();
  assert.equal(buttons.length, 4, 'four seated players');
  const ids = [];
  for (const b of buttons) ids.push((await b.getAttribute('data-testid') ?? '').slice('player-'.length));
  return ids;
}

/** "09:00:00" + 12 → "09:12:00". */
export function addMinutes(/** @type {string} */ hms, /** @type {number} */ minutes) {
  const [h, m, s] = hms.split(':').map(Number);
  const t = (h * 3600 + m * 60 + (s || 0) + minutes * 60) % 86400;
  return [Math.floor(t / 3600), Math.floor(t / 60) % 60, t % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The player ids of a table's score inputs on the standings screen, in seat order (E, S, W, N). */
export async function scorePlayerIds(/** @type {number} */ table) {
  const prefix = `score-${table}-`;
  await el(`scores-save-${table}`).waitForDisplayed();
  /** @type {Record<string, string>} */
  const bySeat = {};
  for (const input of await browser.$$(`[data-testid^="${prefix}"]`).getElements()) {
    bySeat[(await input.getAttribute('data-seat')) ?? ''] = ((await input.getAttribute('data-testid')) ?? '').slice(prefix.length);
  }
  const ids = ['E', 'S', 'W', 'N'].map((seat) => bySeat[seat]);
  assert.ok(ids.every((id) => id), `a score input for every seat of table ${table}`);
  return ids;
}

/** A standings row's (or totals row's) number attribute. */
export async function numberAt(/** @type {string} */ id, /** @type {string} */ attribute) {
  const e = await el(id).getElement();
  await e.waitForExist();
  return Number(await e.getAttribute(attribute));
}

/** Back to the first step of a new ruling from wherever the flow was left, recording nothing. */
export async function startOver() {
  await click('nav-new');
  const screen = el('new-ruling-screen');
  await screen.waitForDisplayed();
  for (let i = 0; i < 10 && (await screen.getAttribute('data-step')) !== 'table'; i++) {
    await click((await screen.getAttribute('data-step')) === 'saved' ? 'new-ruling' : 'step-back');
    await browser.pause(300);
  }
  assert.equal(await screen.getAttribute('data-step'), 'table', 'back at the first step');
}

/** From the first step of a new ruling: table 1, the player in `seat` (0 East … 3 North), and
 * the incident found by `query`. */
export async function openIncident(/** @type {number} */ seat, /** @type {string} */ query, /** @type {string} */ incident) {
  await startOver();
  await click('table-1');
  const ids = await playerIds();
  await click(`player-${ids[seat]}`);
  await fill('incident-search', query);
  await click(`incident-${incident}`);
}

export async function logIncidents() {
  await click('nav-log');
  await browser.waitUntil(async () => (await browser.$$(tid('log-entry')).getElements()).length >= 2, {
    timeout: STEP_TIMEOUT,
    timeoutMsg: 'the log shows two rulings',
  });
  const incidents = [];
  for (const row of await browser.$$(tid('log-entry')).getElements()) incidents.push(await row.getAttribute('data-incident'));
  return incidents;
}

/** Picks an option of a <select> the way a user would, or by script where the driver cannot. */
export async function choose(/** @type {string} */ id, /** @type {string} */ value) {
  const e = await el(id).getElement();
  await e.waitForDisplayed();
  await centre(e);
  try {
    await e.selectByAttribute('value', value);
  } catch { /* set below */ }
  if ((await e.getValue()) !== value) {
    await browser.execute((/** @type {any} */ s, /** @type {any} */ v) => {
      s.value = v;
      s.dispatchEvent(new Event('change', { bubbles: true }));
    }, /** @type {any} */ (e), value);
  }
  assert.equal(await e.getValue(), value, `value of ${id}`);
}

/** Saves the Event screen's form and waits until it says so. */
export async function saveEvent() {
  await click('event-save');
  await el('event-saved').waitForDisplayed({ timeout: STEP_TIMEOUT });
}

/** Adds a session on the Event screen (saved with the next save) and returns its id: a test
 * that changes the ruleset scores in a session of its own, clear of earlier rulings. */
export async function addSession() {
  await click('session-add');
  const rows = await browser.$$('[data-testid^="session-row-"]').getElements();
  return el(`session-id-${rows.length - 1}`).getValue();
}

/** Opens the app in Chinese, the language of the floor; call from each file's `before`. */
export async function setup() {
  await mkdir(SHOTS, { recursive: true });
  await open();
  await click('lang-zh-CN');
}

export async function teardown() {
  await browser?.deleteSession().catch(() => {});
}
