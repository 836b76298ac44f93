// The browser build's e2e harness (issue 24): `make web`'s target/web served over plain HTTP on
// loopback under a mapped name (http://hall.test:PORT, not a secure context, as a venue's LAN
// address is not), driven in Debian's Chromium by chromedriver and WebdriverIO at tablet sizes.
// The browser can be killed (SIGKILL, its whole process tree) and opened again on the same
// profile, as a referee's tablet dies and comes back.
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import assert from 'node:assert/strict';
import { remote } from 'webdriverio';
import { REPO, SHOTS, centre, checkMessages, drive, smallTargets, tid } from '../e2e/harness.mjs';

// The app's steps and its mjref, shared.
export { REPO, SHOTS, addMinutes, mjref, tid } from '../e2e/harness.mjs';

const ROOT = join(REPO, 'target/web');
/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml',
};

/** Serves target/web on 127.0.0.1 (a free port); resolves to its URL under the mapped name. */
export function serve() {
  if (!existsSync(join(ROOT, 'core/web_bg.wasm'))) throw new Error('no target/web: run make web');
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    let file = join(ROOT, path);
    if (!file.startsWith(ROOT)) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) { res.writeHead(404).end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    resolve({ url: `http://hall.test:${port}/`, close: () => server.close() });
  }));
}

/** A tablet: one browser profile (its IndexedDB), opened and killed as often as needed. */
export class Tablet {
  constructor(/** @type {[number, number]} */ size = [800, 1280]) {
    this.profile = mkdtempSync(join(tmpdir(), 'mjref-tablet-'));
    /** Where its downloads land. */
    this.downloads = join(this.profile, 'downloads');
    mkdirSync(this.downloads);
    this.size = size;
    /** @type {WebdriverIO.Browser | null} */
    this.browser = null;
  }

  async open(/** @type {string} */ url) {
    this.browser = await remote({
      logLevel: 'error',
      capabilities: {
        browserName: 'chrome',
        'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' },
        'goog:chromeOptions': {
          binary: '/usr/bin/chromium',
          args: ['--headless=new', '--no-sandbox', '--disable-gpu',
            `--window-size=${this.size[0]},${this.size[1]}`,
            '--host-resolver-rules=MAP hall.test 127.0.0.1', `--user-data-dir=${this.profile}`],
          prefs: { 'download.default_directory': this.downloads, 'download.prompt_for_download': false },
        },
      },
    });
    // Headless Chromium keeps downloads only where it is told to.
    await this.browser.sendCommand('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: this.downloads });
    await this.browser.url(url);
    // The app's steps (click, fill, pickTile…) now drive this tablet.
    drive(this.browser);
    return this.browser;
  }

  /** SIGKILL for the browser's every process, as a tablet's battery dies. */
  async kill() {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let cmd = '';
      try { cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8'); } catch { continue; }
      if (cmd.includes(`--user-data-dir=${this.profile}`)) {
        try { process.kill(Number(pid), 'SIGKILL'); } catch { /* gone already */ }
      }
    }
    try { await this.browser?.deleteSession(); } catch { /* the browser is gone */ }
    this.browser = null;
  }

  async close() {
    try { await this.browser?.deleteSession(); } catch { /* closed */ }
    rmSync(this.profile, { recursive: true, force: true });
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

