// The browser build, as issue 24's "done when" says: a fresh tablet, in Chromium under a LAN-like
// name, joins the head's MCR event by uploading the head's bundle, records a late arrival and an
// MCR 错和 (the hand entered with the tile picker) with the verdicts the app and mjref give, is
// killed right after "saved", finds both when opened again, and hands its bundle to the desktop,
// which verifies and imports it, then counts both once the head enrols the tablet. The 错和
// carries a photo taken through the page's camera input (a phone photo with GPS, on its side):
// it reaches the desktop upright and with no metadata left.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  REPO,
  analysisOf,
  centre,
  circumstances,
  click,
  el,
  enterHand,
  lateArrival,
  openIncident,
  paid,
  pickTile,
  settled,
  todayAtNine,
} from '../e2e/harness.mjs';
import { Tablet, mjref, serve, shoot, tid } from './harness.mjs';

/** @type {{ url: string, close: () => void }} */
let site;
const work = mkdtempSync(join(tmpdir(), 'mjref-web-done-'));
const head = join(work, 'head.db');
const tablet = new Tablet([800, 1280]);

before(async () => { site = await serve(); });
after(async () => {
  await tablet.close();
  site.close();
  rmSync(work, { recursive: true, force: true });
});

/** The sanctions as kind and amount, for comparing verdicts. */
const gist = (/** @type {any[]} */ sanctions) => sanctions.map((s) => `${s.kind} ${s.amount === undefined ? '' : Math.abs(s.amount)}`).sort();

test('a tablet in the browser rules under the head\'s MCR event, survives a kill, and its bundle imports on the desktop', { timeout: 600_000 }, async () => {
  // The head's event, as the head referee's desk makes it: MCR, one session today, one table.
  mjref(['event', 'init', '--db', head, '--ruleset', 'mcr-2006', '--name', 'Winter Cup', '--id', 'winter']);
  mjref(['event', 'session', '--db', head, '--id', 'R1', '--start', todayAtNine()]);
  const roster = join(work, 'roster.csv');
  writeFileSync(roster, 'session,table,seat,player_id,name\nR1,1,E,p1,Li Wei\nR1,1,S,p2,Sato Yuki\nR1,1,W,p3,Anna Berg\nR1,1,N,p4,Zhou Min\n');
  mjref(['event', 'roster', '--db', head, roster]);
  const bundle = join(work, 'winter.mjref');
  mjref(['export', '--db', head, '--out', bundle]);

  let b = await tablet.open(site.url);
  assert.equal(await b.execute(() => isSecureContext), false, 'a LAN-like origin, not a secure context');
  await b.$(tid('join-choose')).waitForDisplayed({ timeout: 30_000 });
  await shoot(b, 'join');
  await b.$(tid('join-choose')).click();
  const picker = await b.$(tid('upload-input')).getElement();
  await b.execute((e) => { /** @type {HTMLInputElement} */ (e).hidden = false; }, picker);
  await picker.setValue(bundle);
  await b.waitUntil(async () => (await b.$(tid('event-title')).getText()) === 'Winter Cup', {
    timeout: 30_000, timeoutMsg: 'the head\'s event is in force',
  });
  await click('lang-zh-CN');

  // A late arrival: 12 minutes after the session's start.
  await lateArrival(0, 12);
  await settled();
  const lateShown = [];
  for (const s of await b.$$(`${tid('verdict-sanctions')} [data-testid^="sanction-"]`).getElements()) {
    const amount = await s.getAttribute('data-amount');
    lateShown.push(`${((await s.getAttribute('data-testid')) ?? '').slice('sanction-'.length)} ${amount === null ? '' : Math.abs(Number(amount))}`);
  }
  const native = mjref(['rule', 'mcr-2006', 'late-arrival', '--fact', 'minutes_late=12']);
  assert.ok(native.sanctions.length > 0, 'the book punishes 12 minutes late');
  assert.deepEqual(lateShown.sort(), gist(native.sanctions), 'the tablet shows the verdict mjref gives');
  await shoot(b, 'mcr-late-verdict', 'verdict');
  await click('record');
  await el('saved').waitForDisplayed();

  // An MCR 错和 (3.11.6): 6 points and 2 flowers is a winning shape under the 8-point minimum.
  await openIncident(1, '错和', 'wrong-win');
  await el('hand-check').waitForDisplayed();
  await enterHand('declared_hand', '123123m123p4599s', '112233m123p4599s');
  await pickTile('winning_tile', '6s');
  await circumstances([], 2);
  await settled();
  assert.equal(await analysisOf('winning_tile').getAttribute('data-reason'), 'below-minimum');
  assert.equal(await analysisOf('winning_tile').getAttribute('data-fan'), '8', '6 points and 2 for the flowers');
  assert.equal(await paid(), 10, 'ready but under 8 without the flowers: 错和, 10 to each');
  assert.ok(await b.$(`${tid('verdict-sanctions')} ${tid('sanction-dead_hand')}`).isExisting(), '停和陪打');
  for (const lang of ['zh-CN', 'en', 'ja']) {
    await click(`lang-${lang}`);
    await shoot(b, `mcr-wrong-win-${lang}`, 'hand-check');
  }
  await click('lang-zh-CN');
  // The camera, through the page's `capture` input: a phone photo with GPS, turned on its side.
  const photo = join(REPO, 'crates', 'evidence', 'tests', 'fixtures', 'phone-gps-orientation-6.jpg');
  const camera = await el('ruling-photo-input').getElement();
  assert.equal(await camera.getAttribute('capture'), 'environment', 'the camera is offered');
  await centre(camera);
  await camera.addValue(photo);
  await el('ruling-photo-thumb').waitForDisplayed();
  assert.match(await b.$(`${tid('ruling-photo-thumb')} img`).getAttribute('alt') ?? '', /80 × 120/, 'upright');
  await click('record');
  await el('saved').waitForDisplayed();

  // The battery dies the moment it says "saved".
  await tablet.kill();
  b = await tablet.open(site.url);
  await b.$(tid('nav-log')).waitForDisplayed({ timeout: 30_000 });
  await b.$(tid('nav-log')).click();
  await b.waitUntil(async () => (await b.$$(tid('log-entry')).getElements()).length === 2, {
    timeout: 30_000, timeoutMsg: 'both rulings in the log after the kill',
  });
  const incidents = [];
  for (const row of await b.$$(tid('log-entry')).getElements()) incidents.push(await row.getAttribute('data-incident'));
  assert.deepEqual(incidents.sort(), ['late-arrival', 'wrong-win']);
  for (const lang of ['zh-CN', 'en', 'ja']) {
    await click(`lang-${lang}`);
    await shoot(b, `mcr-log-${lang}`);
  }
  // Reports are the desktop's for now: where they would be, the Log says so.
  await click('report-open');
  await b.$(`${tid('report-export')} ${tid('desktop-only')}`).waitForDisplayed();
  assert.equal(await b.$(tid('report-write')).isExisting(), false, 'no control that cannot work here');
  await shoot(b, 'log-reports-desktop-only', 'report-export');

  // The tablet's bundle, downloaded, verifies and imports on the desktop.
  await click('nav-record');
  await el('record-export-path').setValue('tablet.mjref');
  await click('record-export');
  await el('record-exported').waitForDisplayed();
  await shoot(b, 'record-exported');
  const saved = join(tablet.downloads, 'tablet.mjref');
  await b.waitUntil(async () => existsSync(saved), { timeout: 30_000, timeoutMsg: 'the bundle is downloaded' });
  assert.equal(mjref(['verify', saved]).ok, true);
  // The photo travels in the bundle as it was stored: a JPEG with no metadata block (no Exif,
  // so no GPS) and smaller than the phone's, which had both.
  const photos = readFileSync(saved, 'utf8').split('\n').filter((l) => l.startsWith('{"bytes":'))
    .map((l) => Buffer.from(JSON.parse(l).bytes, 'base64'));
  assert.equal(photos.length, 1, 'the 错和\'s photo is in the bundle');
  assert.deepEqual([...photos[0].subarray(0, 2)], [0xff, 0xd8], 'a JPEG');
  assert.equal(photos[0].indexOf('Exif'), -1, 'no Exif block');
  assert.notEqual(readFileSync(photo).indexOf('Exif'), -1, 'the phone\'s photo had one');
  const imported = mjref(['import', '--db', head, saved]);
  assert.ok(imported.added >= 2, `the rulings arrive (${JSON.stringify(imported)})`);
  const pending = mjref(['hall', 'devices', '--db', head]).filter((/** @type {any} */ d) => d.state === 'pending');
  assert.equal(pending.length, 1, 'the tablet waits for the head');
  // The head's key is sealed by a passphrase, as a head's must be to enrol anyone.
  const passphrase = join(work, 'passphrase.txt');
  writeFileSync(passphrase, 'winter cup head\n');
  mjref(['device', '--db', head, '--seal'], { MJREF_PASSPHRASE: 'winter cup head' });
  mjref(['hall', 'enrol', '--db', head, '--device', pending[0].device, '--role', 'floor', '--name', 'Floor 1', '--passphrase-file', passphrase]);
  const rulings = mjref(['log', 'list', '--db', head])
    .filter((/** @type {any} */ e) => e.incident === 'late-arrival' || e.incident === 'wrong-win');
  assert.equal(rulings.length, 2, 'both rulings on the desktop');
  assert.ok(rulings.every((/** @type {any} */ e) => e.enrolled !== false), 'both count once the tablet is enrolled');
});
