// iPads run WebKit (issue 24): the browser build in WebKitGTK's MiniBrowser (from the
// libwebkit2gtk package the app already needs), driven by WebKitWebDriver under a virtual
// display. WebKit cannot map a name to loopback, so the page server is its HTTP proxy and the
// page is asked for as http://hall.test/ — not a secure context, as on a venue's network. The
// ruling flow: a 12-minute late arrival decided (one rank point, SBR 第十二条) and recorded, and
// the log reads it back from WebKit's IndexedDB after the page is loaded again.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { remote } from 'webdriverio';
import { SHOTS, click, drive, el, lateArrival, tid, until } from '../e2e/harness.mjs';
import { serve } from '../e2e/chromium.mjs';

/** MiniBrowser where libwebkit2gtk-4.1-0 puts it, on any architecture. */
const MINIBROWSER = readdirSync('/usr/lib', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => join('/usr/lib', d.name, 'webkit2gtk-4.1', 'MiniBrowser'))
  .find((p) => existsSync(p)) ?? '';
const DRIVER = process.env.MJREF_NATIVE_DRIVER ?? '/usr/bin/WebKitWebDriver';
const runnable = existsSync(MINIBROWSER) && existsSync(DRIVER) && !!process.env.DISPLAY;
/** `make test` (scripts/web-e2e.sh) has all three: there a missing one fails, not skips. */
const required = process.env.MJREF_REQUIRE_WEBKIT === '1';

/** @type {{ url: string, port: number, close: () => void }} */
let site;
/** @type {import('node:child_process').ChildProcess} */
let driver;
let driverPort = 0;

/** @type {WebdriverIO.Browser | null} */
let webkit = null;

/** A free loopback port. */
function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

before(async () => {
  if (!runnable) return;
  site = /** @type {any} */ (await serve());
  driverPort = /** @type {number} */ (await freePort());
  driver = spawn(DRIVER, [`--port=${driverPort}`], { stdio: 'ignore' });
  assert.equal(await until(driverPort, true), true, 'WebKitWebDriver listens');
});
after(async () => {
  await webkit?.deleteSession().catch(() => {});
  driver?.kill('SIGTERM');
  site?.close();
});

/** MiniBrowser on a fresh session (WebKit keeps its IndexedDB per user between sessions). */
async function openWebKit() {
  const b = await remote({
    hostname: '127.0.0.1',
    port: driverPort,
    logLevel: 'error',
    waitforTimeout: 15_000,
    capabilities: /** @type {any} */ ({
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${site.port}` },
    }),
  });
  webkit = b;
  drive(b);
  await b.url('http://hall.test/');
  return b;
}

test('WebKit (MiniBrowser): a late arrival decided, recorded and read back', { timeout: 300_000, skip: runnable || required ? false : 'no MiniBrowser, WebKitWebDriver or display' }, async () => {
  assert.ok(runnable, `MiniBrowser (${MINIBROWSER || 'not found'}), ${DRIVER} and a display are there`);
  const b = await openWebKit();
  await el('table-1').waitForDisplayed({ timeout: 60_000 });
  assert.equal(await b.execute(() => isSecureContext), false, 'not a secure context');
  await click('lang-zh-CN');
  await lateArrival(0, 12);
  const deduction = b.$(`${tid('verdict-sanctions')} ${tid('sanction-rank_points')}`);
  assert.equal(Math.abs(Number(await deduction.getAttribute('data-amount'))), 1, 'one rank point');
  assert.match(await el('verdict-article').getText(), /第十二条/);
  mkdirSync(SHOTS, { recursive: true });
  await b.saveScreenshot(join(SHOTS, 'webkit-verdict.png'));
  await click('record');
  await el('saved').waitForDisplayed();

  // An automation session's storage lasts as long as the session: the page is loaded afresh
  // (the core opens its record from IndexedDB again), not the browser.
  await b.refresh();
  await el('nav-log').waitForDisplayed({ timeout: 60_000 });
  await click('nav-log');
  await el('log-entry').waitForDisplayed({ timeout: 30_000 });
  const incidents = [];
  for (const row of await b.$$(tid('log-entry')).getElements()) incidents.push(await row.getAttribute('data-incident'));
  assert.ok(incidents.includes('late-arrival'), `the ruling is in WebKit's record (${incidents})`);
  await b.saveScreenshot(join(SHOTS, 'webkit-log.png'));
});
