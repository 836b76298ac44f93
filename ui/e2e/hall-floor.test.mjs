// The desktop app as a floor referee's device in the head's hall (issue 25): the head is
// `mjref serve` (a small box at the desk), the app joins it from the Referees screen with the
// address and code the head's screen shows, waits with its fingerprint on screen until the head
// enrols it (`mjref hall enrol`), then decides under the head's event; a late arrival saved in
// the app reaches the head's record by itself.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, before, test } from 'node:test';
import {
  MJREF, STEP_TIMEOUT, browser, click, el, fill, freePort, headRecord, lateArrival, mjref, setup, shoot,
  teardownWith, tid,
} from './harness.mjs';

const work = mkdtempSync(join(tmpdir(), 'mjref-hall-floor-'));
const db = join(work, 'head.db');
const HEAD = { MJREF_PASSPHRASE: 'the desk box' };
/** @type {import('node:child_process').ChildProcess | null} */
let hall = null;
/** @type {{ url: string, code: string }} */
let serving = { url: '', code: '' };

before(async () => {
  headRecord(db, work, HEAD);
  const port = await freePort();
  hall = spawn(MJREF, ['serve', '--db', db, '--listen', `127.0.0.1:${port}`, '--json'], {
    env: { ...process.env, ...HEAD }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: /** @type {import('node:stream').Readable} */ (hall.stdout) });
  serving = await new Promise((resolve, reject) => {
    lines.once('line', (line) => {
      const first = JSON.parse(line);
      resolve({ url: first.url, code: first.pairing.code });
    });
    hall?.once('exit', (code) => reject(new Error(`mjref serve ended (${code})`)));
  });
  await setup();
});

after(async () => {
  hall?.kill('SIGTERM');
  await teardownWith(work);
});

/** The rulings on the head's record. */
function headRulings() {
  return mjref(['log', 'list', '--db', db]).filter((/** @type {any} */ e) => e.kind === 'ruling');
}

test('the app joins the head\'s hall as a floor device and its rulings reach the head', { timeout: 240_000 }, async () => {
  await click('lang-en');
  await click('nav-referees');
  await fill('join-hall-url', serving.url);
  await fill('join-hall-code', serving.code);
  await fill('join-hall-name', 'Mei');
  await shoot('hall-floor-join', 'join-hall-form');
  await click('join-hall-ask');

  // Asked: the app waits with its fingerprint on screen, the one the head sees.
  await el('join-waiting').waitForDisplayed({ timeout: STEP_TIMEOUT });
  const device = await el('join-fingerprint').getAttribute('data-device');
  const asking = mjref(['hall', 'devices', '--db', db]);
  assert.deepEqual(asking.map((/** @type {any} */ d) => [d.device, d.name, d.state]), [[device, 'Mei', 'pending']]);
  await shoot('hall-floor-waiting', 'join-hall');

  mjref(['hall', 'enrol', '--db', db, '--device', device ?? '', '--role', 'floor', '--name', 'Mei'], HEAD);
  await browser.waitUntil(async () => (await el('event-title').getText()) === 'Open 2026', {
    timeout: 30_000, timeoutMsg: 'the app decides under the head\'s event once enrolled',
  });
  await browser.$(`${tid('hall-link')}[data-state="online"]`).waitForDisplayed({ timeout: STEP_TIMEOUT });

  const before = headRulings().length;
  await click('nav-new');
  await lateArrival(0, 7);
  await click('record');
  await el('saved').waitForDisplayed();
  const savedAt = Date.now();
  await browser.waitUntil(async () => headRulings().length === before + 1, {
    timeout: 10_000, interval: 100, timeoutMsg: 'the ruling reaches the head\'s record',
  });
  // An upper bound: each look at the head's record starts an mjref process.
  console.log(`hall e2e: saved in the app → on the head's record within ${Date.now() - savedAt} ms`);
  const [ruling] = headRulings().slice(before);
  assert.equal(ruling.referee, 'Mei', 'recorded under the name the app paired with');
  await shoot('hall-floor-online', 'hall-link');
});
