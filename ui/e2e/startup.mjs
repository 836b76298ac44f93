// Measures the real app's cold start (new WebDriver session → first screen shown) and its
// memory (resident set of the app and its WebKit processes) a few times, and prints figures.
// Run by `make bench` under Xvfb with tauri-driver; asserts nothing.
import { readFileSync, readdirSync } from 'node:fs';
import { remote } from 'webdriverio';

const RUNS = Number(process.env.MJREF_STARTUP_RUNS ?? 5);
const APP = process.env.MJREF_APP ?? '../target/debug/mj-referee';

/** Resident memory in MiB of every process whose command line names the app or WebKit. */
function residentMiB() {
  let kib = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!/mj-referee|WebKitWebProcess|WebKitNetworkProcess/.test(cmd)) continue;
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (m) kib += Number(m[1]);
    } catch { /* the process ended meanwhile */ }
  }
  return kib / 1024;
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const starts = [];
const memory = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  const browser = await remote({
    hostname: '127.0.0.1', port: Number(process.env.MJREF_E2E_PORT ?? 4444), logLevel: 'error',
    capabilities: /** @type {WebdriverIO.Capabilities} */ ({ 'tauri:options': { application: APP }, browserName: 'wry', 'wdio:enforceWebDriverClassic': true }),
  });
  await browser.$('[data-testid="nav-new"]').waitForDisplayed({ timeout: 60_000 });
  starts.push(performance.now() - t0);
  await browser.pause(1000);
  memory.push(residentMiB());
  await browser.deleteSession();
}
console.log(`app: ${APP}`);
console.log(`cold start to first screen: median ${median(starts).toFixed(0)} ms over ${RUNS} (${starts.map((s) => s.toFixed(0)).join(', ')})`);
console.log(`resident memory, app + WebKit processes: median ${median(memory).toFixed(0)} MiB`);
