// One decision path, shown (issue 24): every hand-worked scenario the rulebook's tests hold
// (crates/rulebook/tests/scenarios), replayed by the core compiled to WebAssembly inside a
// tablet's browser and by the native `mjref scenario`, gives the same verdicts, standings and
// totals, field for field. Only the explanation sentence is left out of the comparison: mjref
// words it in a language, the screens word it from the verdict's `reasons`, which are compared.
// And the core in a browser refuses every file named by a path as desktop-only, itself.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { REPO, Tablet, mjref, serve, tid } from './harness.mjs';

/** @type {{ url: string, close: () => void }} */
let site;
const tablet = new Tablet([1280, 800]);

before(async () => { site = await serve(); });
after(async () => { await tablet.close(); site.close(); });

/** The document without any verdict's `explanation`. */
function withoutExplanations(/** @type {any} */ doc) {
  return { ...doc, verdicts: doc.verdicts.map((/** @type {any} */ { explanation: _, ...v }) => v) };
}

test('the wasm core and mjref decide every worked scenario alike', { timeout: 180_000 }, async () => {
  const dir = join(REPO, 'crates/rulebook/tests/scenarios');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  assert.ok(files.length >= 20, `the rulebook's scenarios are there (${files.length})`);
  const b = await tablet.open(site.url);
  // The page has loaded and opened its core: the same module, asked directly.
  await b.$(tid('nav-log')).waitForDisplayed({ timeout: 30_000 });
  const rulesets = new Set();
  // Each file holds the scenario and what the rulebook's test expects of it: mjref reads the
  // scenario alone.
  const work = mkdtempSync(join(tmpdir(), 'mjref-web-scenarios-'));
  after(() => rmSync(work, { recursive: true, force: true }));
  for (const file of files) {
    const scenario = JSON.parse(readFileSync(join(dir, file), 'utf8')).scenario;
    writeFileSync(join(work, file), JSON.stringify(scenario));
    const native = mjref(['scenario', join(work, file)]);
    const wasm = await b.executeAsync((text, done) => {
      import(new URL('core/web.js', document.baseURI).href)
        .then((core) => done({ answer: JSON.parse(core.call('replay_scenario', text)) }))
        .catch((e) => done({ error: String(e?.message ?? e) }));
    }, JSON.stringify({ scenario }));
    assert.equal(/** @type {any} */ (wasm).error, undefined, `${file}: the wasm core refused it`);
    const answer = /** @type {any} */ (wasm).answer;
    assert.ok(answer.verdicts.length > 0 || answer.standings.length > 0, `${file}: something decided`);
    assert.deepEqual(answer, withoutExplanations(native), `${file}: the wasm core and mjref differ`);
    rulesets.add(scenario.ruleset);
  }
  assert.ok(rulesets.size >= 5, `scenarios of every ruleset family (${[...rulesets].join(', ')})`);
  await tablet.kill();
});

test('the wasm core refuses every file named by a path as desktop-only, before any work', { timeout: 120_000 }, async () => {
  const b = await tablet.open(site.url);
  await b.$(tid('nav-log')).waitForDisplayed({ timeout: 30_000 });
  const asked = /** @type {[string, object][]} */ ([
    ['import_roster', { path: '/home/head/roster.csv' }],
    ['export_roster', { path: 'roster.csv' }],
    ['import_bundle', { path: 'hall.mjref' }],
    ['export_bundle', { path: 'tablet.mjref' }],
    ['export_report', { what: 'log', format: 'pdf', lang: 'en', filter: {}, session: null, path: 'log.pdf' }],
    ['open_report', { path: 'log.pdf' }],
  ]);
  /** How many events the record holds, by the core's own check. */
  const held = async () => /** @type {number} */ (await b.executeAsync((done) => {
    import(new URL('core/web.js', document.baseURI).href).then((core) => done(
      JSON.parse(core.call('check_record', '{}')).devices.reduce((/** @type {number} */ n, /** @type {any} */ d) => n + d.events, 0),
    ));
  }));
  const before = await held();
  for (const [command, args] of asked) {
    const refused = await b.executeAsync((c, a, done) => {
      import(new URL('core/web.js', document.baseURI).href)
        .then((core) => { core.call(c, a); done(null); })
        .catch((e) => done(JSON.parse(String(e))));
    }, command, JSON.stringify(args));
    assert.equal(/** @type {any} */ (refused)?.code, 'desktop-only', `${command}: ${JSON.stringify(refused)}`);
  }
  // Refused before anything was signed: no checkpoint for the bundle that was not written.
  assert.equal(await held(), before, 'nothing was recorded');
});
