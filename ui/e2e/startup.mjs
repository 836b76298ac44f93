// Measures the real app's cold start (new WebDriver session → first screen shown; the part
// until the session is up, the app's process and webview started, is printed too) and its
// memory (PSS of the app and its WebKit processes a second after the first screen), beside an
// empty Tauri 2 app's (MJREF_EMPTY_APP, built by scripts/empty-tauri.sh: one window, one
// button) measured in the same rounds, and prints ours as a ratio to it with the targets
// (start within 1.2× the empty app's, memory within +30 MiB of it): the framework's own floor
// is far above any fixed figure. Run by `make bench` on the release build under Xvfb; asserts
// nothing.
//
// Each round starts its own tauri-driver (in front of WebKitWebDriver) with a fresh, empty
// temporary folder holding the app's record (MJREF_DATA_DIR) and the webview's storage and
// cache (XDG_DATA_HOME, XDG_CACHE_HOME), and starts the app twice on it: the first start (an
// empty record: the demo event is saved) and a later start (the record and storage kept). The
// folder is removed after the round. MJREF_APP is the app (default the release build);
// MJREF_STARTUP_RUNS rounds (default 5); the driver listens on MJREF_BENCH_PORT (default 4470)
// and WebKitWebDriver on the port after it, so the bench can run beside the e2e suite.
//
// The empty app is measured twice in each round: as it ships (WebKitGTK composites its layers
// through GL), which is the yardstick the targets are judged against, and painted on the CPU as
// ours is (src-tauri/src/paint.rs: WEBKIT_DISABLE_COMPOSITING_MODE=1), which is printed for
// information: what our page, code and data cost beyond the framework painting the same way.
//
// Memory is PSS (proportional set size, /proc/<pid>/smaps_rollup): a page shared by the app
// and its WebKit processes, or with other programs, counts once in all; RSS counts it in each
// process and is printed beside it for comparison.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remote } from 'webdriverio';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const APP = realpathSync(process.env.MJREF_APP ?? join(REPO, 'target/release/mj-referee'));
const RUNS = Number(process.env.MJREF_STARTUP_RUNS ?? 5);
const PORT = Number(process.env.MJREF_BENCH_PORT ?? 4470);
const NATIVE = process.env.MJREF_NATIVE_DRIVER ?? '/usr/bin/WebKitWebDriver';
const EMPTY = process.env.MJREF_EMPTY_APP ? realpathSync(process.env.MJREF_EMPTY_APP) : null;
// Against the empty app: our start at most this many times its, our memory at most this much more.
const TARGET_START_RATIO = 1.2;
const TARGET_EXTRA_MIB = 30;
// Without it (MJREF_EMPTY_APP unset), the figures alone.
const TARGET_MS = 1000;
/** WebKitGTK's switch that paints on the CPU; ours sets it unless its environment did. */
const CPU_PAINT = 'WEBKIT_DISABLE_COMPOSITING_MODE';
/** What is started in each round, with its first starts (an empty data directory) and later
 * starts (the same one again).
 * @typedef {{app: string, env: Record<string, string | undefined>, firstScreen: string, first: Start[], later: Start[]}} Subject */
/** @param {string} app @param {Record<string, string | undefined>} env @param {string} firstScreen @returns {Subject} */
const subject = (app, env, firstScreen) => ({ app, env, firstScreen, first: [], later: [] });
/** Ours (with the caller's environment), then the empty app as it ships and painted on the CPU.
 * @type {Map<'ours' | 'empty' | 'emptyCpu', Subject>} */
const SUBJECTS = new Map([['ours', subject(APP, {}, '[data-testid="nav-new"]')]]);
if (EMPTY) {
  SUBJECTS.set('empty', subject(EMPTY, { [CPU_PAINT]: undefined }, '[data-testid="first-screen"]'));
  SUBJECTS.set('emptyCpu', subject(EMPTY, { [CPU_PAINT]: '1' }, '[data-testid="first-screen"]'));
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));
const read = (/** @type {string} */ path) => { try { return readFileSync(path, 'utf8'); } catch { return ''; } };

/** Whether something listens on `port` now. */
function taken(/** @type {number} */ port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => { socket.end(); resolve(true); });
    socket.on('error', () => resolve(false));
  });
}

/** Waits until `port` is taken (or free) as asked; false if it did not happen within `ms`. */
async function until(/** @type {number} */ port, /** @type {boolean} */ want, ms = 10_000) {
  for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) {
    if ((await taken(port)) === want) return true;
  }
  return false;
}

/** Every process: pid → parent pid, argv[0]'s name, environment. */
function processes() {
  /** @type {Map<number, {ppid: number, name: string, env: string}>} */
  const all = new Map();
  for (const d of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    const stat = read(`/proc/${d}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const name = basename(read(`/proc/${d}/cmdline`).split('\0')[0] ?? '');
    if (stat) all.set(Number(d), { ppid, name, env: read(`/proc/${d}/environ`) });
  }
  return all;
}

/** `app` started on `dataDir` and every process below it (its WebKit processes). */
function appProcesses(/** @type {string} */ app, /** @type {string} */ dataDir) {
  const all = processes();
  const exeIsApp = (/** @type {number} */ pid) => { try { return realpathSync(`/proc/${pid}/exe`) === app; } catch { return false; } };
  const roots = [...all].filter(([pid, p]) => p.env.split('\0').includes(`MJREF_DATA_DIR=${dataDir}`) && exeIsApp(pid));
  const found = new Set(roots.map(([pid]) => pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of all) if (!found.has(pid) && found.has(p.ppid)) { found.add(pid); grew = true; }
  }
  return [...found].map((pid) => ({ pid, name: all.get(pid)?.name ?? '?' }));
}

/** PSS and RSS in MiB of the app on `dataDir` and its WebKit processes, with PSS per kind, and
 * how many other WebKit processes run (they share library pages, which lowers the PSS). */
function memory(/** @type {string} */ app, /** @type {string} */ dataDir) {
  let pss = 0, rss = 0;
  /** @type {Record<string, number>} */
  const byKind = {};
  /** PSS by what backs it, summed over the processes (smaps_rollup's Pss_Anon, Pss_File,
   * Pss_Shmem): a page's heaps and buffers, the code and fonts it ran, what it shares. */
  const byBacking = { anon: 0, file: 0, shmem: 0 };
  const ours = appProcesses(app, dataDir);
  const mine = new Set(ours.map((p) => p.pid));
  const others = [...processes()].filter(([pid, p]) => !mine.has(pid) && /^WebKit(Web|Network)Process$/.test(p.name)).length;
  for (const { pid, name } of ours) {
    const rollup = read(`/proc/${pid}/smaps_rollup`);
    const p = Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
    pss += p;
    rss += Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
    const kind = basename(name) === basename(APP) ? 'app' : name;
    byKind[kind] = (byKind[kind] ?? 0) + p;
    for (const [key, field] of /** @type {const} */ ([['anon', 'Pss_Anon'], ['file', 'Pss_File'], ['shmem', 'Pss_Shmem']])) {
      byBacking[key] += Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) / 1024;
    }
  }
  return { pss, rss, byKind, byBacking, others };
}

/** The driver of the round under way: it goes when this script ends, however it ends. */
/** @type {import('node:child_process').ChildProcess | null} */
let running = null;
process.on('exit', () => { running?.kill('SIGTERM'); });

/** A tauri-driver whose app keeps everything in `root`, with `extra` in its environment (a
 * variable given as undefined is taken out). */
async function startDriver(/** @type {string} */ root, /** @type {Record<string, string | undefined>} */ extra) {
  for (const port of [PORT, PORT + 1]) {
    if (!(await until(port, false))) throw new Error(`port ${port} is taken (MJREF_BENCH_PORT moves the bench's driver)`);
  }
  /** @type {Record<string, string | undefined>} */
  const env = { ...process.env, ...extra, MJREF_DATA_DIR: join(root, 'data'), XDG_DATA_HOME: join(root, 'xdg-data'), XDG_CACHE_HOME: join(root, 'xdg-cache') };
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
  for (const dir of [env.MJREF_DATA_DIR, env.XDG_DATA_HOME, env.XDG_CACHE_HOME]) mkdirSync(/** @type {string} */ (dir));
  const driver = running = spawn('tauri-driver', ['--port', String(PORT), '--native-port', String(PORT + 1), '--native-driver', NATIVE], { env, stdio: 'ignore' });
  if (!(await until(PORT, true)) || !(await until(PORT + 1, true))) throw new Error('tauri-driver did not start (is it installed? make bootstrap)');
  return driver;
}

/** Starts `app`, times it to the first screen, measures its memory a second later, closes it. */
async function start(/** @type {Subject} */ { app, firstScreen }, /** @type {string} */ dataDir) {
  const t0 = performance.now();
  const browser = await remote({
    hostname: '127.0.0.1', port: PORT, logLevel: 'error',
    capabilities: /** @type {WebdriverIO.Capabilities} */ ({ 'tauri:options': { application: app }, browserName: 'wry', 'wdio:enforceWebDriverClassic': true }),
  });
  const session = performance.now() - t0;
  let ms = 0, mem;
  /** @type {Record<string, number>} */
  let marks = {};
  try {
    await browser.$(firstScreen).waitForDisplayed({ timeout: 60_000, interval: 20 });
    ms = performance.now() - t0;
    // Where the page's time went, from navigation start (the app's marks, ui/src/main.ts).
    marks = /** @type {Record<string, number>} */ (await browser.execute(() => {
      const nav = /** @type {any} */ (performance.getEntriesByType('navigation')[0]);
      /** @type {Record<string, number>} */
      const out = { 'dom-content-loaded': nav?.domContentLoadedEventEnd ?? NaN, now: performance.now() };
      for (const m of performance.getEntriesByType('mark')) out[m.name.replace(/^mjref-/, '')] = m.startTime;
      for (const p of performance.getEntriesByType('paint')) out[p.name] = p.startTime;
      // When the page had arrived through the app's protocol (its files are not timed there).
      out['html-arrived'] = nav?.responseEnd ?? NaN;
      out.elements = document.getElementsByTagName('*').length;
      return out;
    }));
    await browser.pause(1000);
    mem = memory(app, dataDir);
  } finally {
    await browser.deleteSession();
  }
  if (mem.pss === 0) throw new Error(`found no process of ${app} started on ${dataDir}`);
  // The next start begins once this app and its WebKit processes are gone.
  for (const end = Date.now() + 10_000; Date.now() < end && appProcesses(app, dataDir).length > 0;) await sleep(50);
  return { ms, session, marks, ...mem };
}

/** @typedef {{ms: number, session: number, marks: Record<string, number>, pss: number, rss: number, byKind: Record<string, number>, byBacking: {anon: number, file: number, shmem: number}, others: number}} Start */
// The apps take turns within each round, so all meet the same machine.
for (let i = 0; i < RUNS; i++) {
  for (const s of SUBJECTS.values()) {
    const root = mkdtempSync(join(tmpdir(), 'mjref-bench-'));
    const driver = await startDriver(root, s.env);
    try {
      s.first.push(await start(s, join(root, 'data')));
      s.later.push(await start(s, join(root, 'data')));
    } finally {
      driver.kill('SIGTERM');
      await new Promise((res) => (driver.exitCode === null ? driver.once('exit', res) : res(null)));
      // WebKit's last writes (its shader cache) may lag the processes' exit by a moment.
      try { rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }); } catch (e) { console.log(`could not remove ${root}: ${e}`); }
    }
  }
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const f0 = (/** @type {number} */ x) => x.toFixed(0);
const mark = (/** @type {boolean} */ met) => (met ? 'met' : 'MISSED');
/** The medians of one kind of start. */
function summary(/** @type {Start[]} */ starts) {
  const kinds = Object.keys(starts[0]?.byKind ?? {}).sort();
  return {
    ms: median(starts.map((r) => r.ms)),
    pss: median(starts.map((r) => r.pss)),
    rss: median(starts.map((r) => r.rss)),
    session: median(starts.map((r) => r.session)),
    parts: kinds.map((k) => `${k} ${f0(median(starts.map((r) => r.byKind[k] ?? 0)))}`).join(', '),
    backing: /** @type {const} */ (['anon', 'file', 'shmem']).map((k) => /** @type {[string, number]} */ ([k, median(starts.map((r) => r.byBacking[k]))])),
    all: starts.map((r) => f0(r.ms)).join(', '),
    others: Math.max(...starts.map((r) => r.others)),
    page: Object.keys(starts[0]?.marks ?? {}).map((k) => `${k} ${f0(median(starts.map((r) => r.marks[k] ?? NaN)))}`).join(', '),
  };
}
console.log(`app: ${APP}${EMPTY ? `; yardstick: ${EMPTY} (an empty Tauri 2 app, one button)` : ''}; ${RUNS} rounds, each a first start on an empty data directory, then a later start on it`);
for (const label of /** @type {const} */ (['first', 'later'])) {
  const ours = summary(/** @type {Subject} */ (SUBJECTS.get('ours'))[label]);
  const shared = ours.others > 0 ? `; ${ours.others} other WebKit processes were running, sharing library pages: alone the PSS is higher` : '';
  console.log(`${label} start, ours: to first screen median ${f0(ours.ms)} ms (${ours.all}; of which ${f0(ours.session)} ms until the WebDriver session is up; in the page, ms from its navigation: ${ours.page}); PSS, app + WebKit processes, median ${f0(ours.pss)} MiB (${ours.parts}); RSS summed ${f0(ours.rss)} MiB${shared}`);
  if (!EMPTY) {
    console.log(`${label} start: ${f0(ours.ms)} ms (target ≤ ${TARGET_MS} ms: ${mark(ours.ms <= TARGET_MS)}); set MJREF_EMPTY_APP for the ratio to an empty Tauri app`);
    continue;
  }
  const signed = (/** @type {number} */ x) => `${x >= 0 ? '+' : ''}${f0(x)}`;
  for (const [name, what] of /** @type {const} */ ([['empty', 'the empty app'], ['emptyCpu', 'the empty app painted on the CPU']])) {
    const yard = summary(/** @type {Subject} */ (SUBJECTS.get(name))[label]);
    console.log(`${label} start, ${what}: to first screen median ${f0(yard.ms)} ms (${yard.all}; of which ${f0(yard.session)} ms until the WebDriver session is up; in the page: ${yard.page}); PSS median ${f0(yard.pss)} MiB (${yard.parts})`);
    const ratio = ours.ms / yard.ms;
    const extra = ours.pss - yard.pss;
    // What the extra is: anonymous memory (the page's script heap, its layout and painted tiles,
    // the app's data), file pages (more of WebKit's, JavaScriptCore's and our own code run, the
    // fonts drawn, the GL stack) and memory shared between the processes (the frames passed to
    // the window).
    const split = ours.backing.map(([k, v], i) => `${k} ${signed(v - yard.backing[i][1])}`).join(', ');
    const judged = name === 'empty'
      ? ` (target ≤ ${TARGET_START_RATIO}×: ${mark(ratio <= TARGET_START_RATIO)}); memory ${signed(extra)} MiB (${split}; target ≤ +${TARGET_EXTRA_MIB} MiB: ${mark(extra <= TARGET_EXTRA_MIB)})`
      : `; memory ${signed(extra)} MiB (${split}): for information, what our page, code and data cost beyond the framework painting as ours does`;
    console.log(`${label} start, ours against ${what}: start ${ratio.toFixed(2)}×${judged}`);
  }
}
