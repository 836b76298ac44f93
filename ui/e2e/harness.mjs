// The end-to-end harness shared by every e2e/*.test.mjs file: the app under tauri-driver, and
// the steps a user takes (click, fill, shoot). The tests in each file share one app session.
//
// Each file starts the app on a data directory of its own, fresh and empty: setup() makes a
// temporary folder and starts a tauri-driver for this file with MJREF_DATA_DIR (where the app
// keeps its record) and XDG_DATA_HOME (where the webview keeps its storage: the language and
// session chosen) inside it, as tauri-driver passes no environment per session. restart()
// keeps both; teardown() stops the driver and removes the folder (MJREF_E2E_KEEP=1 keeps it).
// So no file depends on another, and they pass in any order.
//
// Needs tauri-driver and WebKitWebDriver (MJREF_NATIVE_DRIVER, default /usr/bin/WebKitWebDriver)
// and MJREF_APP, the path of the built app; scripts/e2e.sh runs the files under Xvfb. The driver
// listens on MJREF_E2E_PORT (default 4444), WebKitWebDriver on the port after it.
// Screenshots of every screen, landscape and portrait, go to <repo>/target/e2e/; the Xvfb
// screen must be larger than 800x1280 for the portrait ones (e.g. -screen 0 1920x1440x24).
// Every screenshot also fails on a message the UI could not find in the language shown (the
// id or English shown in its place, noted by ui/src/lib/i18n.ts) and on visible text that is a
// message id or an unfilled Fluent variable.
//
// With MJREF_E2E_WEB=1 the same steps run on the browser build instead (issue 24): a floor
// tablet in Chromium on `make web`'s files served under a LAN-like name (./chromium.mjs), its
// record in IndexedDB; restart() kills the browser and opens it again on the same profile.
// Only files that drive one device through its screens run so (no `dataDir`, no `useDevice`);
// their screenshots are named web-<name>-<orientation>.png.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Key, remote } from 'webdriverio';
import { Tablet, serve } from './chromium.mjs';

export { Key };

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const SHOTS = join(REPO, 'target', 'e2e');
const LANDSCAPE = { width: 1280, height: 800 };
const PORTRAIT = { width: 800, height: 1280 };
export const STEP_TIMEOUT = 15_000;

/** @type {WebdriverIO.Browser} */
export let browser;
let resizable = true;
/** The browser build instead of the app (see the top of this file). */
export const WEB = process.env.MJREF_E2E_WEB === '1';
/** @type {{ url: string, close: () => void } | null} */
let site = null;
/** @type {Tablet | null} */
let tablet = null;

export const tid = (/** @type {string} */ id) => `[data-testid="${id}"]`;
export const el = (/** @type {string} */ id) => browser.$(tid(id));

export function capabilities() {
  const classic = { 'wdio:enforceWebDriverClassic': true };
  assert.ok(process.env.MJREF_APP, 'MJREF_APP must be the path of the built app');
  return { 'tauri:options': { application: process.env.MJREF_APP }, browserName: 'wry', ...classic };
}

const PORT = Number(process.env.MJREF_E2E_PORT ?? 4444);
/** The file running, for the names of its folder and its driver's log. */
const FILE = basename(process.argv[1] ?? 'e2e', '.mjs').replace(/\.test$/, '');
let root = '';
/** Each device's folder by name: a file may run two apps (the head's and a floor tablet), one
 * after the other, each on its own data (`useDevice`). */
const roots = new Map();
/** This file's data directory (MJREF_DATA_DIR of its app): `mjref.db` and `keys/` are in it. */
export let dataDir = '';
/** @type {import('node:child_process').ChildProcess | null} */
let driver = null;

/** Whether something listens on `port` now. */
function taken(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
  });
}

/** Resolves once `port` is `taken` (true) or free (false) as asked, or after `ms` (the other). */
export async function until(/** @type {number} */ port, /** @type {boolean} */ want, ms = 10_000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if ((await taken(port)) === want) return want;
  }
  return !want;
}

/** A fresh, empty data directory for this file's device `name` (its own again, when it ran
 * before) and a tauri-driver whose app uses it. */
async function startDriver(name = 'main') {
  // The last file's WebKitWebDriver may take a moment to go.
  for (const port of [PORT, PORT + 1]) {
    assert.equal(await until(port, false), false, `port ${port} is taken: another e2e run or tauri-driver? (MJREF_E2E_PORT moves it)`);
  }
  root = roots.get(name) ?? '';
  dataDir = join(root, 'data');
  if (!root) {
    root = mkdtempSync(join(tmpdir(), `mjref-e2e-${FILE}-${name}-`));
    roots.set(name, root);
    dataDir = join(root, 'data');
    mkdirSync(dataDir);
    mkdirSync(join(root, 'xdg-data'));
  }
  await mkdir(SHOTS, { recursive: true });
  const log = openSync(join(SHOTS, `tauri-driver-${FILE}.log`), 'w');
  const native = process.env.MJREF_NATIVE_DRIVER ?? '/usr/bin/WebKitWebDriver';
  driver = spawn('tauri-driver', ['--port', String(PORT), '--native-port', String(PORT + 1), '--native-driver', native], {
    env: { ...process.env, MJREF_DATA_DIR: dataDir, XDG_DATA_HOME: join(root, 'xdg-data') },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => { driver?.once('exit', resolve); driver?.once('error', resolve); });
  const ready = (async () => (await until(PORT, true)) && (await until(PORT + 1, true)))();
  assert.equal(await Promise.race([ready, exited.then(() => 'exited')]), true,
    `tauri-driver is listening on ${PORT} and ${PORT + 1} (its log: target/e2e/tauri-driver-${FILE}.log)`);
}

/** The processes still running on this file's data: the app and its WebKit processes, which
 * inherit the driver's environment. */
function appPids() {
  const mark = `\0MJREF_DATA_DIR=${dataDir}\0`;
  const pids = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (`\0${readFileSync(`/proc/${pid}/environ`, 'utf8')}\0`.includes(mark)) pids.push(Number(pid));
    } catch { /* gone meanwhile, or not ours to read */ }
  }
  return pids;
}

/** Stops the driver, waits for the app's processes to end (ending them after 10 s), so none
 * outlives its file, and removes every device's data unless `keep` (switching devices). */
async function stopDriver(keep = false) {
  const d = driver;
  driver = null;
  if (d && d.exitCode === null && d.signalCode === null) {
    const exited = new Promise((resolve) => d.once('exit', resolve));
    d.kill('SIGTERM');
    await exited;
  }
  if (dataDir) {
    for (let i = 0; i < 100 && appPids().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    for (const pid of appPids()) {
      const cmd = (() => { try { return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim(); } catch { return '?'; } })();
      console.log(`e2e: ending ${pid} (${cmd}), still running on ${dataDir} after the app closed`);
      try { process.kill(pid, 'SIGTERM'); } catch { /* gone meanwhile */ }
    }
    for (let i = 0; i < 20 && appPids().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  }
  if (keep) return;
  for (const r of roots.values()) {
    if (!process.env.MJREF_E2E_KEEP) rmSync(r, { recursive: true, force: true, maxRetries: 5 });
    else console.log(`e2e data of ${FILE} kept in ${r}`);
  }
  roots.clear();
  root = '';
}

/** Closes this device's app and opens device `name`'s (a fresh one the first time, in Chinese),
 * each on its own data directory: the head referee's device and a floor tablet in one file. */
export async function useDevice(/** @type {string} */ name) {
  assert.ok(!WEB, 'a browser tablet is one device: this file runs only against the app');
  await checkMessages(`the screen before switching to ${name}`);
  await browser.deleteSession();
  await stopDriver(true);
  const fresh = !roots.has(name);
  await startDriver(name);
  await open();
  if (fresh) await click('lang-zh-CN');
}

// Should the test process end without teardown, its driver goes with it.
process.on('exit', () => { driver?.kill('SIGTERM'); });

/** Starts the app (a new WebDriver session) and waits until it shows its first screen. */
export async function open() {
  if (tablet && site) {
    browser = await tablet.open(site.url);
    // The top bar, whichever screens the device's role shows.
  await el('event-title').waitForDisplayed({ timeout: 60_000 });
    await size(LANDSCAPE);
    return;
  }
  browser = await remote({
    hostname: '127.0.0.1',
    port: PORT,
    logLevel: 'warn',
    waitforTimeout: STEP_TIMEOUT,
    connectionRetryCount: 3,
    capabilities: /** @type {WebdriverIO.Capabilities} */ (capabilities()),
  });
  // The top bar, whichever screens the device's role shows.
  await el('event-title').waitForDisplayed({ timeout: 60_000 });
  await size(LANDSCAPE);
}

/** Closes the app and starts it again on the same data; `whileClosed` runs in between (e.g.
 * mjref on the app's own database, as a head referee sets up the tablet). */
export async function restart(/** @type {(() => unknown) | undefined} */ whileClosed = undefined) {
  await checkMessages('the screen before the restart');
  // A tablet's browser is not closed politely: it dies (everything said "saved" must be there).
  if (tablet) await tablet.kill();
  else await browser.deleteSession();
  await whileClosed?.();
  await open();
}

/** Drives another browser with these steps: the browser build's tests (ui/e2e-web) take the
 * same steps in Chromium as these take in the app. */
export function drive(/** @type {WebdriverIO.Browser} */ b) {
  browser = b;
  resizable = true;
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

/** Every message id in locales/en/*.ftl (every language has the same ones: ui/src/lib/i18n.test.ts). */
const MESSAGE_IDS = readdirSync(join(REPO, 'locales', 'en'))
  .filter((f) => f.endsWith('.ftl'))
  .flatMap((f) => readFileSync(join(REPO, 'locales', 'en', f), 'utf8').split('\n'))
  .map((line) => /^([a-zA-Z][\w-]*)\s*=/.exec(line)?.[1])
  .filter((id) => id !== undefined);

/** Messages the app could not show in the language asked since the last call (read from
 * ui/src/lib/i18n.ts's `missing`, which this empties), and visible text that is a message id or
 * an unfilled Fluent variable (`{$name}`). Empty when all is well. */
export async function missingMessages() {
  const [missed, text] = await browser.execute(() => {
    const m = /** @type {any} */ (window).__mjrefMissing;
    const out = m ? [...m] : ['window.__mjrefMissing is not there: is the app built from this ui/?'];
    m?.clear();
    return [out, document.body.innerText];
  });
  const words = new Set(text.split(/\s+/).map((w) => w.replace(/^[(（「"'“]+|[)）」"'”.,:;。、，：；!?]+$/g, '')));
  const shownIds = MESSAGE_IDS.filter((id) => words.has(id)).map((id) => `${id} (shown as an id)`);
  const unfilled = [...new Set(text.match(/\{\s*\$[\w-]+\s*\}/g) ?? [])].map((v) => `${v} (a variable not filled in)`);
  return [...missed, ...shownIds, ...unfilled];
}

/** Fails naming the messages missing on `screen` (see missingMessages). */
export async function checkMessages(/** @type {string} */ screen) {
  assert.deepEqual(await missingMessages(), [], `messages missing on ${screen}`);
}

/** The app's two window shapes, by the name its screenshots carry. */
const ORIENTATIONS = /** @type {[string, {width: number, height: number}][]} */ ([['portrait', PORTRAIT], ['landscape', LANDSCAPE]]);

/** The page's viewport now, as `width×height`. */
async function viewport() {
  return browser.execute(() => `${innerWidth}×${innerHeight}`);
}

/** Two animation frames: whatever the last change laid out has been painted. */
async function frames() {
  await browser.executeAsync((/** @type {() => void} */ done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
}

/** Once the page has taken the window's new size (it follows the window a moment later) and
 * painted it; `before`: its size before the resize, null when the size did not change. */
async function resized(/** @type {string | null} */ before) {
  if (resizable && before !== null) {
    await browser.waitUntil(async () => (await viewport()) !== before, { timeout: 1500, interval: 20 }).catch(() => {});
  }
  await frames();
}

/** Saves <name>-portrait.png and <name>-landscape.png (or <name>-<label>.png at each of `sizes`),
 * with the element `at`, if given, in the middle of each; checks every visible control is large
 * enough to touch at each and that no message is missing, and leaves the window in landscape. */
export async function shoot(
  /** @type {string} */ name,
  /** @type {string | undefined} */ at = undefined,
  sizes = ORIENTATIONS,
) {
  for (const [orientation, s] of sizes) {
    const before = await viewport();
    await size(s);
    await resized(before === `${s.width}×${s.height}` ? null : before);
    // A resize moves the page: bring the part the picture is of back into view.
    if (at) {
      await centre(await el(at).getElement());
      await frames();
    }
    await screenshot(`${WEB ? 'web-' : ''}${name}-${orientation}.png`);
    assert.deepEqual(await smallTargets(), [], `touch targets on ${name} (${orientation})`);
  }
  await size(LANDSCAPE);
  await checkMessages(name);
}

/** Saves a picture of the window as `file` under target/e2e/.
 *
 * WebKitWebDriver takes it after the page's next paint. The app paints on the CPU
 * (src-tauri/src/paint.rs), and a page painted so with nothing left to draw does not paint
 * again: the picture would wait for ever. So, while it is taken, the page is kept painting by
 * an outline on the root whose colour changes every frame. It lies outside the window and so
 * changes no pixel; it is all but transparent rather than transparent, as WebKit does not
 * repaint a change between two invisible colours. */
export async function screenshot(/** @type {string} */ file) {
  await browser.execute(() => {
    const root = document.documentElement;
    root.dataset.e2eShot = '1';
    const [a, b] = ['rgba(0, 0, 0, 0.01)', 'rgba(0, 0, 0, 0.02)'];
    root.style.outline = `1px solid ${a}`;
    let frame = 0;
    const tick = () => {
      if (!root.dataset.e2eShot) return;
      root.style.outlineColor = ++frame % 2 ? b : a;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  try {
    await browser.saveScreenshot(join(SHOTS, file));
  } finally {
    await browser.execute(() => {
      const root = document.documentElement;
      delete root.dataset.e2eShot;
      root.style.outline = '';
    });
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
  await tap(e);
}

/** Taps `e`; when the driver finds it not yet interactable (a screen still laying out on a busy
 * machine), taps again once, after a moment, as a referee would. */
async function tap(/** @type {WebdriverIO.Element} */ e) {
  try {
    await e.click();
  } catch (err) {
    if (!/interactable/i.test(String(/** @type {Error} */ (err).message))) throw err;
    await browser.pause(300);
    await centre(e);
    await e.waitForClickable();
    await e.click();
  }
}

/** Sets an input's value the way a user would; falls back to setting it by script (some
 * WebKitGTK inputs, e.g. type="time", do not take typed text) with the events the UI listens to. */
export async function fill(/** @type {string} */ id, /** @type {string} */ value) {
  const e = await el(id).getElement();
  // A field folded away (a typed path behind the picker) is unfolded first, as a user would;
  // a screen still on its way is waited for first.
  await e.waitForExist();
  await browser.execute((/** @type {any} */ node) => { const d = node.closest('details'); if (d) d.open = true; }, /** @type {any} */ (e));
  await e.waitForDisplayed();
  await centre(e);
  // As `click` does: a screen still settling (a busy machine) may not take the tap yet.
  await e.waitForClickable();
  await tap(e);
  await browser.keys([Key.Ctrl, 'a']);
  await browser.keys(Key.Backspace);
  if (value) await e.addValue(value);
  if ((await e.getValue()) !== value) await setByScript(e, value);
  assert.equal(await e.getValue(), value, `value of ${id}`);
}

/** Sets an input's value by script, with the input and change events the UI listens to. */
async function setByScript(/** @type {WebdriverIO.Element} */ e, /** @type {string} */ value) {
  await browser.execute((/** @type {any} */ input, /** @type {any} */ v) => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
    setter?.call(input, v);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, /** @type {any} */ (e), value);
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

/** From anywhere: a late arrival at table 1 of the player in `seat`, `minutes` after the
 * session's scheduled start, decided (the verdict on screen, nothing recorded yet). */
export async function lateArrival(/** @type {number} */ seat, /** @type {number} */ minutes) {
  await openIncident(seat, 'late', 'late-arrival');
  await el('input-minutes_late').waitForDisplayed();
  const start = (await el('scheduled-start').isExisting())
    ? (await el('scheduled-start').getAttribute('data-time')) ?? '09:00:00'
    : '09:00:00';
  await fill('input-minutes_late', addMinutes(start, minutes));
  await click('confirm-minutes_late');
  await el('verdict').waitForDisplayed();
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

/** Sets a date or time input by script, with the events the UI listens to: WebKitGTK's
 * date and time fields take typed keys one segment at a time, and a key that lands in the
 * wrong segment leaves the field half empty. */
export async function setField(/** @type {string} */ id, /** @type {string} */ value) {
  const e = await el(id).getElement();
  await e.waitForDisplayed();
  await centre(e);
  await setByScript(e, value);
  assert.equal(await e.getValue(), value, `value of ${id}`);
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
  const shown = await browser.$(`${tid('event-saved')}, ${tid('event-screen')} .bar ${tid('error')}`).getElement();
  await shown.waitForDisplayed({ timeout: STEP_TIMEOUT });
  if ((await shown.getAttribute('data-testid')) === 'error') assert.fail(`the event was not saved: ${await shown.getText()}`);
}

/** Adds a session on the Event screen (saved with the next save) and returns its id: a test
 * that changes the ruleset scores in a session of its own, clear of the file's earlier rulings. */
export async function addSession() {
  await click('session-add');
  const rows = await browser.$$('[data-testid^="session-row-"]').getElements();
  return el(`session-id-${rows.length - 1}`).getValue();
}

/** Starts this file's driver on a fresh data directory and opens the app in Chinese, the
 * language of the floor; call from each file's `before`. */
export async function setup() {
  if (WEB) {
    mkdirSync(SHOTS, { recursive: true });
    site = await serve();
    tablet = new Tablet([LANDSCAPE.width, LANDSCAPE.height]);
  } else await startDriver();
  await open();
  await click('lang-zh-CN');
}

/** The mjref binary the tests drive beside the app: MJREF_BIN, else <repo>/target/debug/mjref
 * (built by `make app`). */
export const MJREF = process.env.MJREF_BIN ?? join(REPO, 'target', 'debug', 'mjref');

/** Today at 09:00 on this machine's clock, RFC 3339 with its offset: a session's start that a
 * late arrival recorded now is minutes after (every device under test shares this clock). */
export function todayAtNine() {
  const d = new Date();
  const offset = -d.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hhmm = `${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return `${day}T09:00:00${sign}${hhmm}`;
}

/** A free port on loopback now. */
export function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/** A head referee's record at `db`, as the head's desk makes it: event "Open 2026" (SBR), a
 * session today at 09:00, table 1's four players, and the key sealed with the passphrase that
 * `env` gives (MJREF_PASSPHRASE). `work` holds the roster file. */
export function headRecord(/** @type {string} */ db, /** @type {string} */ work, /** @type {Record<string, string>} */ env) {
  mjref(['event', 'init', '--db', db, '--ruleset', 'sbr-2025', '--name', 'Open 2026', '--id', 'open']);
  mjref(['event', 'session', '--db', db, '--id', 'R1', '--start', todayAtNine()]);
  const roster = join(work, 'roster.csv');
  writeFileSync(roster, 'session,table,seat,player_id,name\nR1,1,E,p1,李明\nR1,1,S,p2,Anna Weber\nR1,1,W,p3,佐藤 健\nR1,1,N,p4,王芳\n');
  mjref(['event', 'roster', '--db', db, roster]);
  mjref(['device', '--db', db, '--seal'], env);
}

/** Runs mjref with --json and returns its one JSON document. */
export function mjref(/** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) {
  const out = execFileSync(MJREF, [...args, '--json'], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return JSON.parse(out);
}

/** `teardown`, then the file's own working folder removed whatever happened. */
export async function teardownWith(/** @type {string} */ work) {
  try {
    await teardown();
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Checks the last screen's messages, closes the app, stops the driver and removes the data;
 * call from each file's `after`. */
export async function teardown() {
  try {
    // Only when the app still answers: a test that lost it has failed already.
    const missed = browser ? await missingMessages().catch(() => []) : [];
    assert.deepEqual(missed, [], 'messages missing on the last screen');
  } finally {
    if (tablet) {
      await tablet.close();
      site?.close();
    } else {
      await browser?.deleteSession().catch(() => {});
      await stopDriver();
    }
  }
}

// Entering a hand and reading the verdict on the verdict step (the hand check).

/** Clicks a control inside another, e.g. a tile inside one question's card. */
export async function clickIn(/** @type {string} */ scope, /** @type {string} */ id) {
  const e = await browser.$(`${tid(scope)} ${tid(id)}`).getElement();
  await e.waitForDisplayed();
  await centre(e);
  await e.waitForClickable();
  await e.click();
}

/** Holds a finger on a control inside another for longer than a tap: pointer down, a wait,
 * pointer up and the click that ends it. The events are sent by script, as WebKitWebDriver's
 * action chains do not hold a button down for the pause. */
export async function longPressIn(/** @type {string} */ scope, /** @type {string} */ id) {
  const e = await browser.$(`${tid(scope)} ${tid(id)}`).getElement();
  await e.waitForDisplayed();
  await centre(e);
  const send = (/** @type {string} */ type) => browser.execute((/** @type {any} */ node, /** @type {any} */ t) => {
    node.dispatchEvent(new PointerEvent(t, { bubbles: true, pointerType: 'touch', pointerId: 7 }));
    if (t === 'pointerup') node.click();
  }, /** @type {any} */ (e), type);
  await send('pointerdown');
  await browser.pause(900);
  await send('pointerup');
}

/** Scrolls an element to the top of the window, below the sticky bar (for a screenshot). */
export async function top(/** @type {string} */ id) {
  const e = await el(id).getElement();
  await browser.execute((/** @type {any} */ node) => node.scrollIntoView({ block: 'start' }), /** @type {any} */ (e));
}

/** Taps a tile in a question's tile grid: its suit's tab, then the tile (`3m`). */
export async function pickTile(/** @type {string} */ question, /** @type {string} */ tile) {
  await clickIn(`question-${question}`, `suit-${tile.slice(-1)}`);
  await clickIn(`question-${question}`, `pick-${tile}`);
}

/** `123m45p` → 1m 2m 3m 4p 5p. */
export function tilesOf(/** @type {string} */ hand) {
  return [...hand.matchAll(/(\d+)([mpsz])/g)].flatMap(([, digits, suit]) => [...digits].map((d) => d + suit));
}

/** The picker's running count of tiles (a kong counts three). */
export async function handCount() {
  return Number(await el('hand-count').getAttribute('data-count'));
}

/** Builds a hand with a `hand` question's picker, confirms it, and waits until it is the answer. */
export async function enterHand(/** @type {string} */ question, /** @type {string} */ hand, /** @type {string} */ answer = hand) {
  for (const tile of tilesOf(hand)) await pickTile(question, tile);
  assert.equal(await handCount(), 13);
  await clickIn(`question-${question}`, `confirm-${question}`);
  await browser.waitUntil(async () => (await el(`question-${question}`).getAttribute('data-answer')) === answer, {
    timeout: STEP_TIMEOUT,
    timeoutMsg: `${question} answered with ${answer}`,
  });
}

/** Answers the circumstances question of a win: the toggles named, and the flowers. */
export async function circumstances(/** @type {string[]} */ on, /** @type {number} */ flowers) {
  await el('question-win_circumstances').waitForDisplayed();
  const edit = browser.$(`${tid('question-win_circumstances')} ${tid('change-win_circumstances')}`);
  if (await edit.isExisting()) await edit.click();
  for (const key of on) await clickIn('question-win_circumstances', `circumstance-win_circumstances-${key}`);
  await clickIn('question-win_circumstances', `flowers-win_circumstances-${flowers}`);
  await clickIn('question-win_circumstances', 'confirm-win_circumstances');
  await el('circumstances-answer').waitForDisplayed();
}

/** What each other player is paid in the verdict, or null without a payment. */
export async function paid() {
  const s = browser.$(`${tid('verdict-sanctions')} ${tid('sanction-pay')}`);
  return (await s.isExisting()) ? Number(await s.getAttribute('data-amount')) : null;
}

/** Waits until the verdict is worked out again and the hand engine has answered. */
export async function settled() {
  await browser.waitUntil(async () => {
    if ((await el('verdict').getAttribute('data-evaluating')) !== 'false') return false;
    const analysis = el('hand-analysis');
    return !(await analysis.isExisting()) || (await analysis.getAttribute('data-done')) === 'true';
  }, { timeout: STEP_TIMEOUT, timeoutMsg: 'the verdict and the hand engine have answered' });
}

/** The verdict's score sanction's amount, or null without one. */
export async function scoreSanction() {
  const s = browser.$(`${tid('verdict-sanctions')} ${tid('sanction-score')}`);
  return (await s.isExisting()) ? Number(await s.getAttribute('data-amount')) : null;
}

export const analysisOf = (/** @type {string} */ key) => browser.$(`${tid('hand-analysis')} ${tid(`analysis-${key}`)}`);

/** The drawn-hand screen: taps a hand into seat `i`'s picker (concealed tiles, then melds),
 * then Confirm.
 * @param {number} i @param {string[]} tiles @param {[string, string][]} melds @param {string} [shot] */
export async function enterSeatHand(i, tiles, melds = [], shot) {
  await click(`enter-hand-${i}`);
  await el(`picker-seat-${i}`).waitForDisplayed();
  for (const tile of tiles) {
    await click(`suit-${tile[1]}`);
    await click(`pick-${tile}`);
  }
  for (const [kind, tile] of melds) {
    await click(`meld-${kind}`);
    await click(`suit-${tile[1]}`);
    await click(`pick-${tile}`);
  }
  assert.equal(await el('hand-count').getAttribute('data-count'), '13', `seat ${i + 1} has 13 tiles`);
  if (shot) await shoot(shot);
  await click(`confirm-seat-${i}`);
  await el(`picker-seat-${i}`).waitForDisplayed({ reverse: true });
}

/** Scrolls the drawn hand's settlement to just below the sticky top bar, so the shots show it. */
export async function showDrawnResult() {
  await browser.execute(() => {
    const r = document.querySelector('[data-testid="drawn-result"]');
    const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    if (r) window.scrollBy(0, r.getBoundingClientRect().top - bar - 12);
  });
}
