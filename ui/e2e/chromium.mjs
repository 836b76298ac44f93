// A floor tablet in Debian's Chromium for the e2e tests: `make web`'s target/web served over
// plain HTTP on loopback under a mapped name (http://hall.test:PORT, not a secure context, as a
// venue's LAN address is not), driven by chromedriver and WebdriverIO. The browser can be killed
// (SIGKILL, its whole process tree) and opened again on the same profile, as a referee's tablet
// dies and comes back. Used by ./harness.mjs (MJREF_E2E_WEB=1: the app's floor tests in the
// browser) and by ../e2e-web/.
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remote } from 'webdriverio';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** The browser build served: MJREF_WEB_DIR (make test's target/web-test), else target/web. */
const ROOT = resolve(REPO, process.env.MJREF_WEB_DIR ?? 'target/web');
/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css',
  '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml',
};

/** Serves the build on 127.0.0.1 (a free port); resolves to its URL under the mapped name. */
export function serve() {
  if (!existsSync(join(ROOT, 'core/web_bg.wasm'))) throw new Error(`no browser build in ${ROOT}: run make web`);
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
    // A request may also come as to a proxy (`GET http://hall.test/…`): the path is read alike,
    // so a browser that cannot map a name (WebKit) is pointed at this server as its proxy.
    resolve({ url: `http://hall.test:${port}/`, port, close: () => server.close() });
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

  /** Starts the browser on this tablet's profile and goes to `url`; `beforeLoad` runs first
   * (a bench installs its observers there). */
  async open(/** @type {string} */ url, /** @type {((b: WebdriverIO.Browser) => Promise<unknown>) | undefined} */ beforeLoad = undefined) {
    this.browser = await remote({
      logLevel: 'error',
      waitforTimeout: 15_000,
      capabilities: {
        browserName: 'chrome',
        'wdio:chromedriverOptions': { binary: '/usr/bin/chromedriver' },
        'goog:chromeOptions': {
          binary: '/usr/bin/chromium',
          // No calls home: the machine has no network but loopback.
          args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
            '--disable-background-networking', '--disable-component-update', '--disable-sync',
            `--window-size=${this.size[0]},${this.size[1]}`,
            '--host-resolver-rules=MAP hall.test 127.0.0.1', `--user-data-dir=${this.profile}`],
          prefs: { 'download.default_directory': this.downloads, 'download.prompt_for_download': false },
        },
      },
    });
    // Headless Chromium keeps downloads only where it is told to.
    await this.browser.sendCommand('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: this.downloads });
    await beforeLoad?.(this.browser);
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

