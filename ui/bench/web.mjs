// The browser build's bench (issue 24's budgets, `make bench`): `make web`'s files served on
// loopback under a LAN-like name (ui/e2e/chromium.mjs), in headless Chromium at a tablet's size.
// Prints each figure beside its target; asserts nothing.
//   first screen   navigation → the first step of a new ruling drawn, on a fresh profile (5 runs)
//   transfer       every file the first load fetched, gzip -9 as a static server sends it
//   evaluate       the calls in calls.json through the wasm core, against the native figures
//                  (`cargo run --release -p device --example dispatch_bench`, passed as a file)
//   record         a ruling recorded and committed to IndexedDB (`saved()`), median of 50
//   memory         the tab's JavaScript heap and the core's linear memory after all this
// Usage: node bench/web.mjs NATIVE.json   (MJREF_WEB_DIR names another build than target/web)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Tablet, serve } from '../e2e/chromium.mjs';

const ROOT = resolve(new URL('../..', import.meta.url).pathname, process.env.MJREF_WEB_DIR ?? 'target/web');
const native = JSON.parse(readFileSync(process.argv[2] ?? '/dev/stdin', 'utf8'));
const calls = JSON.parse(readFileSync(new URL('./calls.json', import.meta.url), 'utf8'));
const FIRST_SCREEN = '[data-testid="table-1"]';
const RUNS = 5;

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const line = (/** @type {string} */ what, /** @type {string} */ figure, /** @type {string} */ target, /** @type {boolean} */ met) =>
  console.log(`web ${what.padEnd(44)} ${figure.padStart(12)}   target ${target.padEnd(10)} ${met ? 'met' : 'MISSED'}`);

const site = await serve();
try {
  // First loads, each on a fresh profile (nothing cached), timed in the page itself.
  const firsts = [];
  let transfer = 0;
  /** @type {[string, number][]} */
  let files = [];
  for (let run = 0; run < RUNS; run++) {
    const tablet = new Tablet([800, 1280]);
    try {
      const b = await tablet.open(site.url, (br) => br.sendCommand('Page.addScriptToEvaluateOnNewDocument', {
        source: `new MutationObserver((_, o) => {
          if (document.querySelector('${FIRST_SCREEN}')) { window.__firstScreen = performance.now(); o.disconnect(); }
        }).observe(document, { subtree: true, childList: true });`,
      }));
      await b.$(FIRST_SCREEN).waitForDisplayed({ timeout: 60_000 });
      firsts.push(/** @type {number} */ (await b.execute(() => /** @type {any} */ (window).__firstScreen)));
      if (run === 0) {
        const urls = /** @type {string[]} */ (await b.execute(() => [
          location.href, ...performance.getEntriesByType('resource').map((e) => e.name),
        ]));
        // What the server had to send (a browser also asks for a favicon there is none of).
        files = [...new Set(urls.map((u) => new URL(u).pathname))]
          .map((path) => /** @type {const} */ ([path, join(ROOT, path.endsWith('/') ? `${path}index.html` : path)]))
          .filter(([, file]) => existsSync(file))
          .map(([path, file]) => [path, gzipSync(readFileSync(file), { level: 9 }).length]);
        transfer = files.reduce((sum, [, n]) => sum + n, 0);
      }
    } finally {
      await tablet.close();
    }
  }
  line('first screen after navigation (median of 5)', `${median(firsts).toFixed(0)} ms`, '≤ 1500 ms', median(firsts) <= 1500);
  line(`transfer on first load (${files.length} files, gzip)`, `${(transfer / 1e6).toFixed(2)} MB`, '≤ 3 MB', transfer <= 3e6);
  for (const [path, n] of files.sort((a, b) => b[1] - a[1]).slice(0, 3)) console.log(`      ${path}: ${(n / 1e6).toFixed(2)} MB`);

  // The core in a tablet's page: the same calls as the native bench, then recordings.
  const tablet = new Tablet([1280, 800]);
  try {
    const b = await tablet.open(site.url);
    await b.$(FIRST_SCREEN).waitForDisplayed({ timeout: 60_000 });
    const measured = /** @type {any} */ (await b.executeAsync((/** @type {any} */ c, /** @type {any} */ done) => {
      (async () => {
        const core = await import(new URL('core/web.js', document.baseURI).href);
        const batch = 100;
        const evaluate = [];
        // Warm, every call first: the engine compiles hot code again, optimised, after a while.
        for (const call of c.evaluate) for (let i = 0; i < 1000; i++) core.call(call.command, JSON.stringify(call.args));
        for (const call of c.evaluate) {
          const args = JSON.stringify(call.args);
          // Batches of a hundred: a page that is not cross-origin isolated reads a coarse clock.
          const times = [];
          for (let k = 0; k < 20; k++) {
            const t0 = performance.now();
            for (let i = 0; i < batch; i++) core.call(call.command, args);
            times.push((performance.now() - t0) / batch);
          }
          times.sort((x, y) => x - y);
          evaluate.push({ name: call.name, median_ms: times[10] });
        }
        const record = [];
        const recordArgs = JSON.stringify(c.record.args);
        for (let i = 0; i < 50; i++) {
          const t0 = performance.now();
          core.call(c.record.command, recordArgs);
          await core.saved();
          record.push(performance.now() - t0);
        }
        record.sort((x, y) => x - y);
        const wasm = await core.default();
        done({
          evaluate,
          record_median_ms: record[25],
          heap: /** @type {any} */ (performance).memory?.usedJSHeapSize ?? null,
          linear: wasm.memory.buffer.byteLength,
        });
      })().catch((e) => done({ error: String(e?.message ?? e) }));
    }, calls));
    if (measured.error) throw new Error(measured.error);
    for (const w of measured.evaluate) {
      const n = native.evaluate.find((/** @type {any} */ x) => x.name === w.name);
      const ratio = w.median_ms / n.median_ms;
      line(`evaluate: ${w.name}`, `${ratio.toFixed(1)}× native`, '≤ 3×', ratio <= 3);
      console.log(`      wasm ${w.median_ms.toFixed(3)} ms, native ${n.median_ms.toFixed(3)} ms`);
    }
    line('record a ruling, IndexedDB commit included', `${measured.record_median_ms.toFixed(1)} ms`, '≤ 20 ms', measured.record_median_ms <= 20);
    console.log(`      native (SQLite on disk): ${native.record_median_ms.toFixed(1)} ms`);
    console.log(`web memory: JavaScript heap ${(measured.heap / 1e6).toFixed(1)} MB, the core's linear memory ${(measured.linear / 1e6).toFixed(1)} MB (the record held in it)`);
  } finally {
    await tablet.close();
  }
} finally {
  site.close();
}
