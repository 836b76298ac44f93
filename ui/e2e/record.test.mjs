// End to end: two floor referees' tablets (two databases written with the mjref binary) merge
// into the app's record through the record screen's import view, in either order and twice,
// without duplicates; verification says all is well; their rulings are kept apart until the head
// enrols both tablets from the record screen; a tampered bundle is refused in words and
// changes nothing; the app's device, set up as the head referee's, voids a ruling from the log
// and the log shows it struck through, with its reason.
//
// The app's key is sealed from the start (set up with mjref while the app is closed): after a
// restart the device records again only once its passphrase has unlocked the key.
import assert from 'node:assert/strict';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  STEP_TIMEOUT, browser, click, dataDir, el, fill, mjref, playerIds, restart, setup, shoot, startOver, teardownWith, tid,
} from './harness.mjs';

const work = mkdtempSync(join(tmpdir(), 'mjref-record-e2e-'));

/** A ruling on tablet `db` in the app's demo event. */
function rule(/** @type {string} */ db, /** @type {string} */ referee, /** @type {number} */ table, /** @type {string} */ player, /** @type {string} */ incident) {
  return mjref(['log', 'add', '--db', db, '--event', 'demo', '--ruleset', 'sbr-2025', '--session', 'R1',
    '--table', String(table), '--player', player, '--incident', incident, '--referee', referee,
    '--note', `${referee} e2e`]).id;
}

const A = { db: join(work, 'a.db'), bundle: join(work, 'tablet-a.mjref'), device: '' };
const B = { db: join(work, 'b.db'), bundle: join(work, 'tablet-b.mjref'), device: '' };
const TAMPERED = join(work, 'tablet-a-tampered.mjref');
const FORGED = join(work, 'forged-unknown-field.mjref');
const OUT = join(work, 'app-export.mjref');

const HEAD = { MJREF_PASSPHRASE: 'the head referee app' };

before(async () => {
  rule(A.db, 'floor-A', 1, 'p1', 'phone');
  rule(A.db, 'floor-A', 1, 'p2', 'smoking');
  A.device = mjref(['device', '--db', A.db]).device;
  rule(B.db, 'floor-B', 2, 'p5', 'phone');
  B.device = mjref(['device', '--db', B.db]).device;
  for (const t of [A, B]) mjref(['export', '--db', t.db, '--out', t.bundle]);
  // One changed character inside a signed payload.
  writeFileSync(TAMPERED, readFileSync(A.bundle, 'utf8').replace('"p2"', '"p3"'));
  writeFileSync(FORGED, forgedWithUnknownField(A.bundle));
  // The app's first run makes its record (the demo event, its key). Then this device is made the
  // head referee's: its key sealed and a referee list naming it, done with mjref on the app's
  // own database while the app is closed, as a head referee sets up the tablet.
  await setup();
  await restart(() => {
    const db = join(dataDir, 'mjref.db');
    mjref(['device', '--db', db, '--seal'], HEAD);
    mjref(['referees', '--db', db, '--event', 'demo', '--name', '王强'], HEAD);
  });
  await click('lang-zh-CN');
});
after(() => teardownWith(work));

/**
 * JSON with its members in key order and no spaces: a payload as the record signs it.
 * @returns {string}
 */
function canonical(/** @type {any} */ v) {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((/** @type {string} */ k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/**
 * A bundle of one event, validly signed by a brand-new key, whose body is a real ruling's with
 * one field no ruling has: what a hostile device on the hall's network could send. Its
 * signature says who sent it; the content check must still refuse it.
 */
function forgedWithUnknownField(/** @type {string} */ bundle) {
  const line = readFileSync(bundle, 'utf8').split('\n')[1];
  const payload = JSON.parse(line).event;
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const device = Buffer.from(/** @type {string} */ (publicKey.export({ format: 'jwk' }).x), 'base64url').toString('hex');
  const forged = canonical({ ...payload, id: randomUUID(), device, seq: 1, prev: null,
    body: { ...payload.body, zzz: 1 } });
  const sig = sign(null, Buffer.from(forged), privateKey).toString('hex');
  return `{"events":1,"format":"mjref-bundle","version":1}\n{"event":${forged},"sig":"${sig}"}\n`;
}

/** Imports `path` through the typed path field and returns the result's element. */
async function importByPath(/** @type {string} */ path) {
  await fill('record-import-path', path);
  await click('record-import');
  const shown = await browser.$(`${tid('record-imported')}, ${tid('record-refused')}`).getElement();
  await shown.waitForDisplayed();
  return shown;
}

async function counts(/** @type {WebdriverIO.Element} */ e) {
  return [Number(await e.getAttribute('data-added')), Number(await e.getAttribute('data-duplicates'))];
}

/** Verifies the record; returns the number of events when all is well (fails otherwise). */
async function verifiedEvents() {
  await click('record-verify');
  await el('record-ok').waitForDisplayed();
  return Number(await el('record-ok').getAttribute('data-events'));
}

async function deviceEvents(/** @type {string} */ device) {
  const row = await browser.$(`${tid('record-device')}[data-device="${device}"]`);
  return (await row.isExisting()) ? Number(await row.getAttribute('data-events')) : 0;
}

test('two tablets merge through the import view, in either order and twice, without duplicates', { timeout: 180_000 }, async () => {
  await click('nav-record');
  await el('record-screen').waitForDisplayed();
  const before = await verifiedEvents();
  await shoot('record-verify');

  // B first, then A.
  assert.deepEqual(await counts(await importByPath(B.bundle)), [1, 0], 'B: one event added');
  assert.deepEqual(await counts(await importByPath(A.bundle)), [2, 0], 'A: two events added');
  await shoot('record-imported', 'record-imported');
  // Again, in the other order: nothing new.
  assert.deepEqual(await counts(await importByPath(A.bundle)), [0, 2], 'A again: all duplicates');
  assert.deepEqual(await counts(await importByPath(B.bundle)), [0, 1], 'B again: all duplicates');

  assert.equal(await verifiedEvents(), before + 3, 'all is well, three events more');
  assert.equal(await deviceEvents(A.device), 2);
  assert.equal(await deviceEvents(B.device), 1);
  // Each device is named by who recorded on it.
  const rowA = await browser.$(`${tid('record-device')}[data-device="${A.device}"]`).getText();
  assert.match(rowA, /floor-A/);
});

/** The row of the card of devices not enrolled that names `device`. */
const apartRow = (/** @type {string} */ device) => browser.$(`${tid('not-enrolled-device')}[data-device="${device}"]`);

test('rulings from tablets nobody enrolled are kept apart until the head enrols them from the record screen', { timeout: 180_000 }, async () => {
  // Both tablets are listed with their fingerprints and what they sent; none of it counts.
  await apartRow(A.device).waitForDisplayed();
  assert.equal(await apartRow(A.device).getAttribute('data-rulings'), '2');
  assert.equal(await apartRow(B.device).getAttribute('data-rulings'), '1');
  assert.match(await apartRow(A.device).getText(), /floor-A/);
  for (const l of ['zh-CN', 'en', 'ja']) {
    await click(`lang-${l}`);
    await shoot(`record-not-enrolled-${l}`, 'not-enrolled');
  }
  await click('lang-zh-CN');
  await click('nav-log');
  await el('review-not-enrolled').waitForDisplayed();
  assert.equal(await el('review-not-enrolled').getAttribute('data-count'), '3');
  assert.equal((await browser.$$(tid('log-entry')).getElements()).length, 0, 'no ruling of theirs counts');

  // The head enrols tablet A: its key was locked by the restart, so the passphrase comes first.
  await click('nav-record');
  const events = await verifiedEvents();
  await apartRow(A.device).$(tid('enrol')).click();
  await el('unlock-passphrase').waitForDisplayed();
  await fill('unlock-passphrase', HEAD.MJREF_PASSPHRASE);
  await click('unlock-confirm');
  await el('unlock-done').waitForDisplayed();
  await apartRow(A.device).$(tid('enrol')).click();
  await el('enrolled').waitForDisplayed();
  assert.equal(await apartRow(A.device).isExisting(), false, 'A is enrolled');
  // B under another name than the one it recorded with.
  const name = await apartRow(B.device).$(tid('enrol-name'));
  await name.setValue('李裁判');
  await apartRow(B.device).$(tid('enrol')).click();
  await browser.waitUntil(async () => !(await apartRow(B.device).isExisting()), {
    timeout: STEP_TIMEOUT, timeoutMsg: 'B is enrolled',
  });
  assert.match(await el('enrolled').getText(), /李裁判/);
  await shoot('record-enrolled', 'enrolled');
  // Opening the key signed the head's own event as its first version (as it always does on a
  // head's device), and each enrolment is one referee list.
  assert.equal(await verifiedEvents(), events + 3, 'one version and two referee lists signed');

  // Now their three rulings count.
  await click('nav-log');
  await browser.waitUntil(async () => (await browser.$$(tid('log-entry')).getElements()).length === 3, {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the log shows the tablets\' three rulings',
  });
  assert.equal(await el('review-not-enrolled').isExisting(), false);
  // Recorded without the facts that decide them (phone: was it used?): each entry says so,
  // never a bare line that reads as "no penalty".
  for (const row of await browser.$$(tid('log-entry')).getElements()) {
    const said = await row.$(tid('log-no-sanction')).getElement();
    assert.ok(await said.isExisting(), 'an entry without a sanction says why');
    assert.match(await said.getText(), /\S{4,}/u);
  }
  await shoot('log-undecided', 'log-screen');
  await click('nav-record');
});

test('a tampered bundle is refused in words and changes nothing', { timeout: 120_000 }, async () => {
  const before = await verifiedEvents();
  const refused = await importByPath(TAMPERED);
  assert.equal(await refused.getAttribute('data-testid'), 'record-refused');
  const problem = await el('record-refused-problem');
  assert.equal(await problem.getAttribute('data-code'), 'bad-signature');
  const words = await problem.getText();
  assert.ok(words.length > 20 && !words.startsWith('problem-'), `said in words: ${words}`);
  await shoot('record-refused', 'record-refused');
  assert.equal(await verifiedEvents(), before, 'nothing from the refused bundle was kept');
});

test('a validly signed bundle whose content is unsound is refused in words, in every language', { timeout: 180_000 }, async () => {
  // The forgery is sound as far as signatures go: verification refuses it for its content.
  let report;
  try {
    report = mjref(['verify', FORGED]);
  } catch (/** @type {any} */ failed) {
    // verify exits non-zero on a problem, with its report on stdout.
    report = JSON.parse(failed.stdout);
  }
  assert.equal(report.ok, false);
  assert.deepEqual(report.problems.map((/** @type {any} */ p) => [p.code, p.args.fault]), [['bad-content', 'unknown-field']]);
  const before = await verifiedEvents();
  for (const lang of ['zh-CN', 'en', 'ja']) {
    await click(`lang-${lang}`);
    const refused = await importByPath(FORGED);
    assert.equal(await refused.getAttribute('data-testid'), 'record-refused');
    const problem = await el('record-refused-problem');
    assert.equal(await problem.getAttribute('data-code'), 'bad-content');
    const words = await problem.getText();
    assert.ok(words.includes('zzz') && !words.includes('unknown-field'), `said in words: ${words}`);
    // The event named as a referee knows it, by who signed it and when, not by its id.
    const id = report.problems[0].args.id;
    assert.ok(!words.includes(id) && words.includes(report.problems[0].args.who), `named by who and when: ${words}`);
    await shoot(`record-refused-content-${lang}`, 'record-refused');
  }
  await click('lang-zh-CN');
  assert.equal(await verifiedEvents(), before, 'nothing from the forged bundle was kept');
});

test('the app exports its merged record, which mjref verifies', { timeout: 120_000 }, async () => {
  const events = await verifiedEvents();
  await fill('record-export-path', OUT);
  await click('record-export');
  await el('record-exported').waitForDisplayed();
  const report = mjref(['verify', OUT]);
  assert.equal(report.ok, true);
  // The head's device, its key open, signs a checkpoint of what it hands over.
  assert.equal(report.events, events + 1);
  await shoot('record-exported', 'record-exported');
});

test('the head referee voids a ruling from the log, which shows it struck with its reason; a wrong passphrase changes nothing', { timeout: 120_000 }, async () => {
  await click('nav-record');
  const events = await verifiedEvents();

  await click('nav-log');
  await el('log-screen').waitForDisplayed();
  const entries = await browser.$$(`${tid('log-entry')}[data-voided="false"]`).getElements();
  let target;
  for (const e of entries) if ((await e.getText()).includes('floor-B e2e')) target = e;
  assert.ok(target, 'tablet B\'s ruling is in the log');
  const seq = await target.getAttribute('data-seq');
  const entry = () => browser.$(`${tid('log-entry')}[data-seq="${seq}"]`);
  const button = await entry().$(tid('log-void')).getElement();
  await button.scrollIntoView({ block: 'center' });
  await button.click();
  await entry().$(tid('log-void-form')).waitForDisplayed();
  await fill('log-void-reason', 'entered twice');
  await fill('log-void-passphrase', 'a guess');
  await click('log-void-confirm');
  await entry().$(tid('error')).waitForDisplayed();
  assert.equal(await entry().getAttribute('data-voided'), 'false');
  await shoot('record-void-refused');
  await fill('log-void-passphrase', HEAD.MJREF_PASSPHRASE);
  await click('log-void-confirm');
  await browser.waitUntil(async () => (await entry().getAttribute('data-voided')) === 'true');
  const mark = await entry().$(tid('log-voided')).getText();
  assert.match(mark, /entered twice/);
  assert.match(mark, /Head \(app\)|floor-1/);
  const decoration = await browser.execute(
    (/** @type {any} */ node) => getComputedStyle(node.querySelector('.line')).textDecorationLine,
    /** @type {any} */ (await entry().getElement()),
  );
  assert.match(String(decoration), /line-through/);
  await entry().scrollIntoView({ block: 'center' });
  await shoot('record-log-voided');
  // The same in English and Japanese, whose sentences run longer.
  for (const l of ['en', 'ja']) {
    await click(`lang-${l}`);
    await entry().scrollIntoView({ block: 'center' });
    await shoot(`record-log-voided-${l}`);
  }
  await click('lang-zh-CN');

  await click('nav-record');
  assert.equal(await verifiedEvents(), events + 1, 'the void is one new signed event');
  await click('lang-ja');
  await shoot('record-ja');
  await click('lang-en');
  await shoot('record-en');
  await click('lang-zh-CN');
});

test('after a restart the head referee\'s sealed key is unlocked with its passphrase to record again', { timeout: 180_000 }, async () => {
  await restart();
  await click('lang-zh-CN');
  await startOver();
  await click('table-1');
  const [east] = await playerIds();
  await click(`player-${east}`);
  await fill('incident-search', 'wrong-tile-count');
  await click('incident-wrong-tile-count');
  await click('answer-intentional-no');
  await el('verdict').waitForDisplayed();
  await click('record');
  // Sealed and not yet opened in this run: refused in words, with the way out beside it.
  await el('unlock').waitForDisplayed();
  assert.ok(!(await el('saved').isExisting()), 'not saved');
  await fill('unlock-passphrase', 'a guess');
  await click('unlock-confirm');
  await el('unlock-error').waitForDisplayed();
  await fill('unlock-passphrase', HEAD.MJREF_PASSPHRASE);
  await click('unlock-confirm');
  await el('unlock-done').waitForDisplayed();
  assert.ok(!(await el('error').isExisting()), 'the sealed-key error is gone once unlocked');
  await shoot('record-unlocked');
  await click('record');
  await el('saved').waitForDisplayed();
  await click('new-ruling');
});

test('the head referee amends a ruling from the log: decided again from the corrected answer, with a reason', { timeout: 180_000 }, async () => {
  // The ruling just recorded: East's wrong tile count, said to be accidental (a dead hand).
  await click('nav-log');
  const entry = () => browser.$(`${tid('log-entry')}[data-incident="wrong-tile-count"][data-voided="false"]`);
  await entry().waitForDisplayed();
  const seq = await entry().getAttribute('data-seq');
  const row = () => browser.$(`${tid('log-entry')}[data-seq="${seq}"]`);
  const button = await row().$(tid('log-amend')).getElement();
  await button.scrollIntoView({ block: 'center' });
  await button.click();
  await el('amending').waitForDisplayed();
  await el('verdict').waitForDisplayed();
  assert.ok(await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-dead_hand')}`).isExisting(), 'as recorded: a dead hand');
  // The player admits it was on purpose: the answer is taken back and given again.
  await click('step-back');
  await click('answer-intentional-yes');
  await el('verdict').waitForDisplayed();
  assert.ok(await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-forfeit_session')}`).isExisting(), 'decided again: tier 1');
  assert.equal(await el('step-back').isEnabled(), true);
  assert.equal(await el('amend-confirm').isEnabled(), false, 'not without a reason');
  await fill('amend-reason', 'the player admitted drawing on purpose');
  await shoot('ruling-amend');
  await click('amend-confirm');
  await el('saved').waitForDisplayed();
  await click('new-ruling');
  await click('nav-log');
  await browser.waitUntil(async () => (await row().getAttribute('data-amended')) === 'true', { timeout: STEP_TIMEOUT });
  assert.ok(await row().$(tid('sanction-forfeit_session')).isExisting(), 'the log shows the amended verdict');
  assert.match(await row().$(tid('log-amended')).getText(), /admitted/);
  await row().scrollIntoView({ block: 'center' });
  await shoot('record-log-amended');
});

// Last: the system file picker cannot be driven from WebDriver, but a missing grant (capability
// or CSP) would reject at once and show an error. The picker stays open until the app closes.
test('the file picker is allowed to open', { timeout: 60_000 }, async () => {
  await click('nav-record');
  await click('record-import-choose');
  await browser.pause(2000);
  assert.equal(await el('error').isExisting(), false, 'no error from the picker');
});
