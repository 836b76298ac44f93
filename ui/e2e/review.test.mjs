// End to end: the head referee's desk. Two floor tablets (databases written with the mjref
// binary) both record one late arrival of the same player; the head's app imports both
// bundles, sees the pair flagged side by side on the Review screen, filters to the player and
// sees the summary, voids one copy with a reason and the passphrase (the pair is gone, the copy
// stays listed, struck, its history told), and writes the log and the standings as CSV for the scoring office;
// read back, the files hold the rows the screen showed, names in Chinese and Japanese included.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import {
  SHOTS, STEP_TIMEOUT, browser, choose, click, dataDir, el, fill, mjref, restart, setup, shoot, teardownWith, tid,
} from './harness.mjs';

const work = mkdtempSync(join(tmpdir(), 'mjref-review-e2e-'));
const HEAD = { MJREF_PASSPHRASE: 'the head referee desk' };

/** A ruling on tablet `db` in the app's demo event, session R1. */
function rule(/** @type {string} */ db, /** @type {string} */ referee, /** @type {number} */ table, /** @type {string} */ player,
  /** @type {string} */ incident, /** @type {string[]} */ facts = []) {
  return mjref(['log', 'add', '--db', db, '--event', 'demo', '--ruleset', 'sbr-2025', '--session', 'R1',
    '--table', String(table), '--player', player, '--incident', incident, '--referee', referee,
    ...facts.flatMap((f) => ['--fact', f])]).id;
}

/** The header and rows of a CSV written for the scoring office; it must start with a BOM. */
function readCsv(/** @type {string} */ path) {
  const text = readFileSync(path, 'utf8');
  assert.equal(text.charCodeAt(0), 0xfeff, 'a byte-order mark first');
  // No field here holds a comma, quote or line break, so a split reads it.
  const [header, ...rows] = text.slice(1).trimEnd().split('\n').map((line) => line.split(','));
  return { header, rows };
}

const tablets = ['a', 'b'].map((name) => ({ db: join(work, `${name}.db`), bundle: join(work, `tablet-${name}.mjref`) }));
/** @type {string[]} */
const copies = [];

before(async () => {
  // Both tablets see Anna Weber (p2, table 1 in the demo event) arrive 8 minutes late.
  for (const [i, t] of tablets.entries()) {
    copies.push(rule(t.db, `floor-${'AB'[i]}`, 1, 'p2', 'late-arrival', ['minutes_late=8']));
  }
  rule(tablets[0].db, 'floor-A', 2, 'p7', 'phone');
  for (const t of tablets) mjref(['export', '--db', t.db, '--out', t.bundle]);
  // The app's device is the head referee's: its key sealed, a referee list naming it and the two
  // tablets, and table 1's scores entered, done with mjref on the app's database while the app
  // is closed.
  await setup();
  await restart(() => {
    const db = join(dataDir, 'mjref.db');
    mjref(['device', '--db', db, '--seal'], HEAD);
    // Both tablets enrolled as floor referees: their rulings count (issue 23).
    const enrolled = tablets.flatMap((t, i) => ['--referee', `${mjref(['device', '--db', t.db]).device}=floor:floor-${'AB'[i]}`]);
    mjref(['referees', '--db', db, '--event', 'demo', '--name', '审阅裁判长', ...enrolled], HEAD);
    mjref(['scores', '--db', db, '--session', 'R1', '--table', '1',
      '--score', 'p1=32', '--score', 'p2=-8', '--score', 'p3=-4', '--score', 'p4=-20'], HEAD);
  });
  await click('lang-zh-CN');
});
after(() => teardownWith(work));

test('the head imports both tablets and sees the late arrival recorded twice, side by side', { timeout: 180_000 }, async () => {
  await click('nav-record');
  for (const t of tablets) {
    await fill('record-import-path', t.bundle);
    await click('record-import');
    await el('record-imported').waitForDisplayed();
  }
  await click('nav-log');
  await el('review-filters').waitForDisplayed();
  await el('review-duplicates').waitForDisplayed();
  assert.equal(await el('review-duplicates').getAttribute('data-count'), '1');
  const pair = [];
  for (const e of await browser.$$(tid('review-pair-entry')).getElements()) pair.push(await e.getAttribute('data-id'));
  assert.deepEqual(pair.sort(), [...copies].sort(), 'the two copies, side by side');
  // The filters are one bar: the top bar's session in use, the rest folded away.
  assert.equal(await el('review-active-session').getAttribute('data-value'), 'R1');
  assert.equal(await el('review-filters-panel').isExisting(), false, 'folded until asked for');
  await shoot('review-duplicates');
  // Chips count what choosing them would show: three rulings in R1, two of them late arrivals.
  await click('review-filters-toggle');
  assert.equal(await el('review-session-R1').getAttribute('data-count'), '3');
  assert.equal(await el('review-incident-late-arrival').getAttribute('data-count'), '2');
  assert.equal(await el('review-count').getAttribute('data-total'), '3');
  await shoot('review-filters-open');
  await click('review-filters-toggle');
});

test('one tap on a ruling\'s player: the summary says where they stand', { timeout: 120_000 }, async () => {
  const player = await browser.$(`${tid('log-entry')} ${tid('log-player-history')}[data-player="p2"]`).getElement();
  await player.scrollIntoView({ block: 'center' });
  await player.click();
  await el('review-player-summary').waitForDisplayed();
  assert.equal(await el('review-active-player').getAttribute('data-value'), 'p2', 'the bar shows the filter');
  const summary = await el('review-player-summary').getElement();
  assert.equal(await summary.getAttribute('data-player'), 'p2');
  assert.equal(await summary.getAttribute('data-rulings'), '2');
  assert.ok(Number(await summary.getAttribute('data-rank-points')) < 0, 'late arrivals cost rank points');
  assert.equal(await el('review-count').getAttribute('data-total'), '2');
  assert.equal((await browser.$$(tid('log-entry')).getElements()).length, 2, 'only p2\'s rulings listed');
  await shoot('review-player');
});

test('the head voids one copy: the pair is gone and the copy stays listed, struck', { timeout: 120_000 }, async () => {
  const before = Number(await el('review-player-summary').getAttribute('data-rank-points'));
  const second = () => browser.$(`${tid('review-pair-entry')}[data-id="${copies[1]}"]`);
  // Centred first: the top bar stays over the top of the screen.
  const button = await second().$(tid('log-void')).getElement();
  await button.scrollIntoView({ block: 'center' });
  await button.click();
  await second().$(tid('log-void-form')).waitForDisplayed();
  await fill('log-void-reason', '两台平板重复记录');
  await fill('log-void-passphrase', HEAD.MJREF_PASSPHRASE);
  await click('log-void-confirm');
  await browser.waitUntil(async () => !(await el('review-duplicates').isExisting()), {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the pair is no longer flagged',
  });
  const struck = browser.$(`${tid('log-entry')}[data-id="${copies[1]}"]`);
  assert.equal(await struck.getAttribute('data-voided'), 'true');
  // Its whole history, with devices and times: recorded on tablet B, voided here, and why.
  await struck.$(tid('log-history')).click();
  await struck.$(tid('log-history-list')).waitForDisplayed();
  const kinds = [];
  for (const step of await struck.$$(tid('log-history-step')).getElements()) kinds.push(await step.getAttribute('data-kind'));
  assert.deepEqual(kinds, ['ruling', 'void']);
  const told = await struck.$(tid('log-history-list')).getText();
  assert.match(told, /floor-B/);
  assert.match(told, /两台平板重复记录/);
  await struck.$(tid('log-history-list')).scrollIntoView({ block: 'center' });
  await shoot('review-history');
  const summary = await el('review-player-summary').getElement();
  assert.equal(await summary.getAttribute('data-rulings'), '1');
  assert.ok(Number(await summary.getAttribute('data-rank-points')) > before, 'one deduction left');
  await click('review-filters-toggle');
  await click('review-standing-only');
  await browser.waitUntil(async () => (await el('review-count').getAttribute('data-total')) === '1', {
    timeout: STEP_TIMEOUT, timeoutMsg: 'standing only: the copy that counts',
  });
  await shoot('review-voided');
  await click('review-standing-all');
  await click('review-filters-toggle');
});

test('the log and the standings go to the scoring office as CSV, read back row for row', { timeout: 120_000 }, async () => {
  const log = join(work, '判罚记录.csv');
  await click('report-open');
  await click('report-what-log');
  await click('report-format-csv');
  await fill('report-path', log);
  await click('report-write');
  await el('report-written').waitForDisplayed();
  const { header, rows } = readCsv(log);
  assert.equal(await el('report-written').getAttribute('data-rows'), String(rows.length));
  assert.equal(rows.length, 2, 'the view on screen: p2\'s two rulings');
  const at = (/** @type {string} */ c) => header.indexOf(c);
  assert.deepEqual(rows.map((r) => r[at('ruling_id')]).sort(), [...copies].sort());
  assert.ok(rows.every((r) => r[at('player_name')] === 'Anna Weber'));
  assert.ok(rows.every((r) => r[at('incident_name')] === '迟到'));
  assert.deepEqual(rows.map((r) => r[at('standing')]).sort(), ['否', '是']);

  const standings = join(work, 'standings.csv');
  await click('report-what-standings');
  await fill('report-path', standings);
  await click('report-write');
  await browser.waitUntil(async () => (await el('report-written').getText()).includes('standings.csv'), {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the standings are written',
  });
  const table = readCsv(standings);
  const col = (/** @type {string} */ c) => table.header.indexOf(c);
  const p1 = table.rows.find((r) => r[col('player_id')] === 'p1');
  assert.ok(p1, 'p1 in the standings');
  assert.equal(p1[col('player_name')], '李明');
  assert.equal(p1[col('session_score')], '32');
  assert.equal(p1[col('rank')], '1');
  const p3 = table.rows.find((r) => r[col('player_id')] === 'p3');
  assert.equal(p3?.[col('player_name')], '佐藤 健');
  await shoot('review-exported');
});

test('the penalty notice and the standings go to the notice board as PDF, in each language', { timeout: 180_000 }, async () => {
  /** @type {[string, string, string[]][]} */
  const cases = [
    ['zh-CN', 'log', ['判罚公告', 'Anna Weber', '迟到']],
    ['ja', 'standings', ['成績表', '李明', '佐藤 健']],
    ['en', 'standings', ['Standings', '李明', 'Anna Weber']],
  ];
  await click('report-format-pdf');
  for (const [l, what, words] of cases) {
    await click(`lang-${l}`);
    await click(`report-what-${what}`);
    const pdf = join(work, `${what}-${l}.pdf`);
    await fill('report-path', pdf);
    await click('report-write');
    await browser.waitUntil(async () => (await el('report-written').getText()).includes(`${what}-${l}.pdf`), {
      timeout: STEP_TIMEOUT, timeoutMsg: `the ${what} PDF in ${l} is written`,
    });
    assert.equal(await el('report-written').getAttribute('data-pages'), '1');
    assert.ok(await el('report-view').isDisplayed(), 'a PDF can be opened in the viewer');
    // As a person would: every font embedded, the names in the text, the page to look at.
    const fonts = execFileSync('pdffonts', [pdf], { encoding: 'utf8' }).trim().split('\n').slice(2);
    assert.ok(fonts.length > 0);
    for (const line of fonts) assert.deepEqual(line.trim().split(/\s+/).slice(-5, -2), ['yes', 'yes', 'yes'], line);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    for (const w of words) assert.ok(text.includes(w), `${w} in the ${what} PDF (${l})`);
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', pdf, join(SHOTS, `review-${what}-pdf-${l}`)]);
    await shoot(`review-pdf-${l}`);
  }
  // The voided copy is not on the notice: only the rulings that stand.
  const notice = execFileSync('pdftotext', [join(work, 'log-zh-CN.pdf'), '-'], { encoding: 'utf8' });
  assert.equal(notice.split('迟到').length - 1, 1, 'one late arrival stands');
  await click('lang-zh-CN');
});
