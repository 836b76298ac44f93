// End to end: the event as a head referee runs it, with two app instances (two data
// directories, one after the other): the head's device names the event, adds session 2 with
// its own start and a hall-wide warning, reads the scoring office's roster file (players move
// tables between the sessions) after six bad files are refused in words with nothing changed,
// and shares the event; a floor tablet joins by importing the head's bundle and records, in
// session 2, a late arrival at the player's session-2 table, its minutes worked out from
// session 2's start, and a hall-warned early draw that starts higher on the ladder; the head
// imports the floor's bundle and finds its rulings kept apart (the tablet is not enrolled), seals
// its key and enrols the tablet — then its log shows both — and the tablet learns its role from
// the head's next bundle. A hall of 120 tables fits the Event screen and gets a number pad.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  centre,
  REPO, STEP_TIMEOUT, addMinutes, browser, choose, click, el, fill, mjref, playerIds, saveEvent, setField, setup, shoot, startOver,
  teardownWith, tid, useDevice,
} from './harness.mjs';

const work = mkdtempSync(join(tmpdir(), 'mjref-event-e2e-'));
const ROSTER = readFileSync(join(REPO, 'crates/tournament/tests/fixtures/two-sessions.csv'), 'utf8');
const HEAD_BUNDLE = join(work, 'head.mjref');
const FLOOR_BUNDLE = join(work, 'floor.mjref');
const EVENT_NAME = '春季公开赛';

before(setup);
after(() => teardownWith(work));

/** Writes `text` as a roster file and reads it on the Event screen; returns the element shown. */
async function readRoster(/** @type {string} */ name, /** @type {string} */ text) {
  const path = join(work, name);
  writeFileSync(path, text);
  await fill('roster-import-path', path);
  await click('roster-import');
  const shown = await browser.$(`${tid('roster-imported')}, ${tid('roster-file')} ${tid('error')}`).getElement();
  await shown.waitForDisplayed();
  return shown;
}

/** The names in the table editors now shown, in order. */
async function shownNames() {
  const names = [];
  for (const input of await browser.$$('[data-testid^="player-name-"]').getElements()) names.push(await input.getValue());
  return names;
}

async function exportBundle(/** @type {string} */ path) {
  await click('nav-record');
  await fill('record-export-path', path);
  await click('record-export');
  await el('record-exported').waitForDisplayed();
}

async function importBundle(/** @type {string} */ path) {
  await click('nav-record');
  await fill('record-import-path', path);
  await click('record-import');
  const shown = await el('record-imported').getElement();
  await shown.waitForDisplayed();
  assert.ok(Number(await shown.getAttribute('data-added')) > 0, 'the bundle brought events');
}

test('the head sets the event up: session 2, a hall-wide warning, the roster file, shared', { timeout: 300_000 }, async () => {
  await click('nav-event');
  await fill('event-name', EVENT_NAME);
  await click('session-add');
  assert.equal(await el('session-id-1').getValue(), 'R2');
  await setField('session-time-1', '13:00:00');
  // The date in the screen's language, not the device's: year, month, day, each named in Chinese.
  const parts = [];
  for (const s of await browser.$$(`${tid('session-date-1')} select`).getElements()) parts.push(await s.getAttribute('data-testid'));
  assert.deepEqual(parts, ['session-date-1-year', 'session-date-1-month', 'session-date-1-day']);
  const date = await el('session-date-1').getAttribute('data-value');
  const [y, m] = (date ?? '').split('-');
  await choose('session-date-1-day', '2');
  await browser.waitUntil(async () => (await el('session-date-1').getAttribute('data-value')) === `${y}-${m}-02`, {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the day chosen',
  });
  assert.match(await browser.$(`${tid('session-date-1-month')} option:checked`).getText(), /月$/);
  await click('hall-warning-early-draw');
  await saveEvent();
  assert.equal(await el('session-date-1').getAttribute('data-value'), `${y}-${m}-02`, 'saved as chosen');

  // Each bad file is refused with its line (or what it lacks) in Chinese; nothing changes.
  const before = await shownNames();
  /** @type {[string, string, RegExp][]} */
  const bad = [
    ['bad-seat.csv', ROSTER.replace('R2,1,南,p2', 'R2,1,X,p2'), /第 11 行/],
    ['player-twice.csv', ROSTER.replace('R1,2,南,p6,"Baker, Tom"', 'R1,2,南,p2,Anna Weber'), /第 7 行/],
    ['seat-taken.csv', ROSTER.replace('R1,1,S,p2', 'R1,1,E,p2'), /第 3 行/],
    ['two-names.csv', ROSTER.replace('R2,2,e,p1,李明', 'R2,2,e,p1,Li Ming'), /第 14 行/],
    ['no-column.csv', ROSTER.replace('player_id', 'player'), /player_id/],
    ['three-players.csv', ROSTER.replace('R2,2,n,p8,张伟\n', ''), /R2.*2.*3/],
  ];
  for (const [name, text, said] of bad) {
    const shown = await readRoster(name, text);
    assert.equal(await shown.getAttribute('data-testid'), 'error', `${name} is refused`);
    assert.match(await shown.getText(), said, `${name}: the problem in words`);
    assert.deepEqual(await shownNames(), before, `${name} changed nothing`);
  }
  await shoot('event-roster-refused');

  const read = await readRoster('two-sessions.csv', ROSTER);
  assert.equal(await read.getAttribute('data-testid'), 'roster-imported');
  assert.equal(await read.getAttribute('data-players'), '8');
  assert.equal(await read.getAttribute('data-seats'), '16');
  // Session 2's seating: 李明 (p1) moved from table 1 East to table 2 East.
  await choose('seating-session', 'R2');
  await el('player-name-2-E').waitForDisplayed();
  assert.equal(await el('player-name-2-E').getValue(), '李明');
  assert.equal(await el('player-name-1-E').getValue(), '陈静');
  await shoot('event-roster-session-2');

  // Written back, the seating is the same file's rows.
  const written = join(work, 'written.csv');
  await fill('roster-export-path', written);
  await click('roster-export');
  await el('roster-exported').waitForDisplayed();
  assert.equal(readFileSync(written, 'utf8').trim().split('\n').length, 17, 'a header and 16 seats');

  await click('event-share');
  await el('event-version').waitForDisplayed();
  assert.equal(await el('event-version').getAttribute('data-version'), '1');
  await shoot('event-shared');
  await exportBundle(HEAD_BUNDLE);
});

test('a floor tablet joins from the head\'s bundle and rules at session 2\'s seats', { timeout: 300_000 }, async () => {
  await useDevice('floor');
  assert.notEqual(await el('event-title').getText(), EVENT_NAME, 'a fresh tablet has its demo event');
  // It starts on "join an event", beside its demo event: a tampered bundle is refused in words.
  await el('join-event').waitForDisplayed();
  await shoot('floor-join');
  // Once a ruling starts the offer steps aside: the steps and "Record" keep the screen.
  await click('table-1');
  assert.equal(await el('join-event').isExisting(), false, 'not above the ruling\'s steps');
  await startOver();
  await el('join-event').waitForDisplayed();
  const tampered = join(work, 'tampered.mjref');
  writeFileSync(tampered, readFileSync(HEAD_BUNDLE, 'utf8').replace('13:00:00', '14:00:00'));
  await fill('join-path', tampered);
  await click('join');
  await el('join-refused').waitForDisplayed();
  assert.notEqual(await el('event-title').getText(), EVENT_NAME, 'refused: still the demo event');
  await fill('join-path', HEAD_BUNDLE);
  await click('join');
  await browser.waitUntil(async () => (await el('event-title').getText()) === EVENT_NAME, {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the top bar names the head\'s event',
  });
  assert.equal(await el('join-event').isExisting(), false, 'joined: no more offer to join');
  await choose('session-picker', 'R2');
  await shoot('floor-joined');

  // Late: 12 minutes after session 2's 13:00 start (four hours after session 1's).
  await startOver();
  await click('table-2');
  const ids = await playerIds();
  assert.equal(ids[0], 'p1', 'session 2 seats p1 East at table 2');
  await click('player-p1');
  await fill('incident-search', '迟到');
  await click('incident-late-arrival');
  await el('input-minutes_late').waitForDisplayed();
  assert.equal(await el('scheduled-start').getAttribute('data-time'), '13:00:00');
  await fill('input-minutes_late', addMinutes('13:00:00', 12));
  await click('confirm-minutes_late');
  await el('verdict').waitForDisplayed();
  const deduction = await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-rank_points')}`);
  assert.equal(Math.abs(Number(await deduction.getAttribute('data-amount'))), 1, 'one rank point');
  await click('record');
  await el('saved').waitForDisplayed();

  // The head's hall-wide warning: a first early draw is a serious warning.
  await click('new-ruling');
  await click('table-1');
  const [, south] = await playerIds();
  await click(`player-${south}`);
  await fill('incident-search', 'early-draw');
  await click('incident-early-draw');
  await el('verdict').waitForDisplayed();
  assert.ok(await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-serious_warning')}`).isExisting(),
    'the hall-wide warning counts the first offence as the second');
  await shoot('floor-hall-warned');
  await click('record');
  await el('saved').waitForDisplayed();
  await exportBundle(FLOOR_BUNDLE);
});

test('the head imports the floor\'s bundle: its rulings are kept apart until the tablet is enrolled', { timeout: 240_000 }, async () => {
  await useDevice('main');
  await importBundle(FLOOR_BUNDLE);
  // The Record screen names the tablet not enrolled, with its two rulings.
  const apart = await browser.$(tid('not-enrolled-device')).getElement();
  await apart.waitForDisplayed();
  assert.equal(await apart.getAttribute('data-rulings'), '2');
  assert.match(await apart.getText(), /floor-1/);
  await shoot('head-not-enrolled', 'not-enrolled');
  // The log counts none of them, and says why.
  await choose('session-picker', 'R2');
  await click('nav-log');
  await el('review-not-enrolled').waitForDisplayed();
  assert.equal(await el('review-not-enrolled').getAttribute('data-count'), '2');
  assert.equal((await browser.$$(tid('log-entry')).getElements()).length, 0);
  await shoot('head-log-not-enrolled');
});

test('the head seals its key, enrols the floor tablet seen in its bundle, and the tablet learns its role', { timeout: 240_000 }, async () => {
  await click('nav-referees');
  await el('team-fingerprint').waitForDisplayed();
  assert.equal(await el('team-role').getAttribute('data-role'), '', 'no list yet');
  assert.equal(await el('team-sealed').getAttribute('data-sealed'), 'false');
  // The passphrase twice: typed differently, refused in words and nothing sealed.
  await fill('team-passphrase', 'our head words');
  await fill('team-passphrase-again', 'our head word');
  await click('team-seal');
  await el('error').waitForDisplayed();
  assert.equal(await el('team-sealed').getAttribute('data-sealed'), 'false');
  await fill('team-passphrase-again', 'our head words');
  await click('team-seal');
  await browser.waitUntil(async () => (await el('team-sealed').getAttribute('data-sealed')) === 'true', {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the key is sealed',
  });
  // The floor tablet's device, seen in the bundle the head imported, with who recorded on it.
  const row = await el('team-row').getElement();
  await row.waitForDisplayed();
  const floorDevice = await row.getAttribute('data-device');
  assert.match(await row.getText(), /floor-1/);
  await fill('team-my-name', '王裁判长');
  await choose(`team-role-${floorDevice}`, 'floor');
  await fill(`team-name-${floorDevice}`, '李裁判');
  await shoot('referees-head');
  await click('team-publish');
  await el('team-published').waitForDisplayed();
  assert.equal(await el('team-role').getAttribute('data-role'), 'head');
  // Enrolled, the tablet's rulings count: the log shows both.
  await click('nav-log');
  await browser.waitUntil(async () => (await browser.$$(tid('log-entry')).getElements()).length === 2, {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the log shows the floor\'s two rulings',
  });
  const rows = [];
  for (const entry of await browser.$$(tid('log-entry')).getElements()) {
    rows.push(`${await entry.getAttribute('data-incident')}@${await entry.getAttribute('data-table')}`);
  }
  assert.deepEqual(rows.sort(), ['early-draw@1', 'late-arrival@2']);
  assert.equal(await el('review-not-enrolled').isExisting(), false);
  // Each says the version of the head's event it was decided under.
  for (const v of await browser.$$(tid('log-event-version')).getElements()) assert.equal(await v.getAttribute('data-version'), '1');
  assert.equal((await browser.$$(tid('log-event-version')).getElements()).length, 2);
  await shoot('head-log-merged');
  await click('nav-standings');
  await el('standings-screen').waitForDisplayed();
  await shoot('head-standings-merged');
  await exportBundle(HEAD_BUNDLE);

  await useDevice('floor');
  await importBundle(HEAD_BUNDLE);
  await click('nav-referees');
  await el('team-fingerprint').waitForDisplayed();
  assert.equal(await el('team-fingerprint').getAttribute('data-device'), floorDevice);
  assert.equal(await el('team-role').getAttribute('data-role'), 'floor');
  assert.ok(await el('team-qr').$('svg').isExisting(), 'the key as a QR code');
  await shoot('referees-floor');
  await useDevice('main');
});

test('a hall of 120 tables: the Event screen holds it, and the table is typed on a number pad', { timeout: 300_000 }, async () => {
  // 480 players at 120 tables, seated again for session 2.
  const rows = ['session,table,seat,player_id,name'];
  for (let p = 0; p < 480; p++) {
    for (const s of ['R1', 'R2']) {
      const k = s === 'R1' ? p : (p + 5) % 480;
      rows.push(`${s},${Math.floor(k / 4) + 1},${'ESWN'[k % 4]},q${p},选手 ${p}`);
    }
  }
  await click('nav-event');
  // The head's key is sealed, and locked since the restart: the change waits for the passphrase.
  const locked = await readRoster('hall-120.csv', `${rows.join('\n')}\n`);
  assert.equal(await locked.getAttribute('data-testid'), 'error');
  await fill('unlock-passphrase', 'our head words');
  await click('unlock-confirm');
  await el('unlock-done').waitForDisplayed();
  const asked = Date.now();
  await click('roster-import');
  const read = await el('roster-imported').getElement();
  await read.waitForDisplayed();
  assert.equal(await read.getAttribute('data-players'), '480');
  // Every table of the session is on the screen to edit, the last one too.
  await el('player-name-120-N').waitForDisplayed();
  console.log(`# 120 tables: roster read and drawn in ${Date.now() - asked} ms`);
  assert.equal((await browser.$$('[data-testid^="player-name-"]').getElements()).length, 480);
  // Found, not scrolled: table 97 by its number, then a player's table by name.
  await fill('tables-find', '97');
  await el('player-name-97-E').waitForDisplayed();
  assert.equal(await el('tables-found').getAttribute('data-count'), '1');
  assert.equal((await browser.$$('[data-testid^="player-name-"]').getElements()).length, 4);
  await centre(await el('tables-find').getElement());
  await shoot('event-120-tables');
  await fill('tables-find', '选手 300');
  await browser.waitUntil(async () => (await el('tables-found').getAttribute('data-count')) === '1', {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the table of 选手 300',
  });
  assert.ok(await el('player-name-77-S').isExisting(), 'the top bar\'s session 2 seats 选手 300 at table 77');
  await fill('tables-find', '');
  await el('player-name-120-N').waitForDisplayed();
  await startOver();
  await el('table-pad').waitForDisplayed();
  assert.equal(await el('table-1').isExisting(), false, 'no wall of 120 buttons');
  await click('table-digit-9');
  await click('table-digit-9');
  await click('table-digit-9');
  await el('table-unknown').waitForDisplayed();
  assert.equal(await el('table-go').isEnabled(), false);
  for (let i = 0; i < 3; i++) await click('table-digit-back');
  await click('table-digit-1');
  await click('table-digit-7');
  await shoot('ruling-table-pad');
  await click('table-go');
  // Session 2 (chosen above) seats q59 East at table 17: in session 1 they sit at table 15.
  assert.deepEqual(await playerIds(), ['q59', 'q60', 'q61', 'q62']);
});

test('a bundle of another event is kept, never put in force; the head chooses it on the Event screen', { timeout: 180_000 }, async () => {
  // Another head's event, made with mjref.
  const other = join(work, 'other.db');
  const otherBundle = join(work, 'other.mjref');
  mjref(['event', 'init', '--db', other, '--ruleset', 'mcr-2006', '--name', 'Autumn Cup', '--id', 'autumn']);
  mjref(['export', '--db', other, '--out', otherBundle]);
  await importBundle(otherBundle);
  assert.equal(await el('event-title').getText(), EVENT_NAME, 'the event in force is unchanged');
  await click('nav-event');
  await el('held-events').waitForDisplayed();
  const rows = await browser.$$(tid('held-event')).getElements();
  assert.equal(rows.length, 2);
  const autumn = browser.$(`${tid('held-event')}[data-event="autumn"]`);
  assert.equal(await autumn.getAttribute('data-in-force'), 'false');
  await shoot('event-held', 'held-events');
  await autumn.$(tid('held-event-use')).click();
  await browser.waitUntil(async () => (await el('event-title').getText()) === 'Autumn Cup', {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the chosen event is in force',
  });
  await browser.waitUntil(async () => (await autumn.getAttribute('data-in-force')) === 'true', {
    timeout: STEP_TIMEOUT, timeoutMsg: 'and marked so',
  });
  await shoot('event-held-chosen', 'held-events');
  // And back.
  await browser.$(`${tid('held-event')}[data-in-force="false"]`).$(tid('held-event-use')).click();
  await browser.waitUntil(async () => (await el('event-title').getText()) === EVENT_NAME, {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the head\'s own event again',
  });
});

test('a substitute takes an absent player\'s place, and the result counts for that player', { timeout: 240_000 }, async () => {
  // Session 2: 周杰 (p9) sits in Anna Weber's (p2) seat as her substitute (替补).
  const rows = ROSTER.replace(/^\uFEFF/, '').trim().split('\n');
  const roster = [
    `${rows[0]},role,replaces`,
    ...rows.slice(1).map((r) => (r.startsWith('R2,1,南,p2') ? 'R2,1,南,p9,周杰,替补,p2' : `${r},,`)),
  ].join('\n');
  await click('nav-event');
  const read = await readRoster('substitute.csv', `${roster}\n`);
  assert.equal(await read.getAttribute('data-testid'), 'roster-imported');
  await choose('seating-session', 'R2');
  await el('seat-replaces-1-S').waitForDisplayed();
  assert.match(await el('seat-replaces-1-S').getText(), /Anna Weber/);
  await shoot('event-substitute', 'seat-replaces-1-S');

  // Session 1: Anna Weber −10 at table 1; session 2: her substitute +25 at table 1.
  await click('nav-standings');
  /** @type {[string, Record<string, string>][]} */
  const entered = [['R1', { p1: '30', p2: '-10', p3: '-20', p4: '0' }], ['R2', { p5: '10', p9: '25', p7: '-15', p4: '-20' }]];
  for (const [session, scores] of entered) {
    await choose('session-picker', session);
    for (const [player, score] of Object.entries(scores)) await fill(`score-1-${player}`, score);
    await click('scores-save-1');
    await el('scores-saved-1').waitForDisplayed();
  }
  // At the table, the one who sat there; in the event's totals, the player replaced.
  await el('standing-1-p9').waitForExist();
  await el('total-p2').waitForExist();
  assert.equal(Number(await el('total-p2').getAttribute('data-score')), 15);
  assert.equal(await browser.$(tid('total-p9')).isExisting(), false, 'no total for the substitute');
  assert.match(await el('total-substitute-p2-R2').getText(), /周杰/);
  await shoot('standings-substitute', 'total-p2');
});
