// The browser build's e2e harness (issue 24): `make web`'s target/web served over plain HTTP on
// loopback under a mapped name (http://hall.test:PORT, not a secure context, as a venue's LAN
// address is not), driven in Debian's Chromium by chromedriver and WebdriverIO at tablet sizes.
// The browser can be killed (SIGKILL, its whole process tree) and opened again on the same
// profile, as a referee's tablet dies and comes back.
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { remote } from 'webdriverio';

export const REPO = new URL('../..', import.meta.url).pathname;
const ROOT = join(REPO, 'target/web');
export const SHOTS = join(REPO, 'target/e2e');
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

export const tid = (/** @type {string} */ id) => `[data-testid="${id}"]`;

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

/** Saves a screenshot as target/e2e/web-<name>.png. */
export async function shoot(/** @type {WebdriverIO.Browser} */ b, /** @type {string} */ name) {
  mkdirSync(SHOTS, { recursive: true });
  await b.saveScreenshot(join(SHOTS, `web-${name}.png`));
}

/** The built `mjref` (`make app` builds it) with `--json`: its one JSON document. */
export function mjref(/** @type {string[]} */ args) {
  const out = execFileSync(join(REPO, 'target/debug/mjref'), [...args, '--json'], { encoding: 'utf8' });
  return JSON.parse(out);
}

/** "09:00:00" + 12 → "09:12:00". */
export function addMinutes(/** @type {string} */ hms, /** @type {number} */ minutes) {
  const [h, m, s] = hms.split(':').map(Number);
  const t = h * 60 + m + minutes;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
