// End to end: a player put out of a session for cheating (SBR 第十二条 二（一）: 本场比赛停赛 and a
// report) loses that session's 盘分 even with the table's best score; the other three keep the
// places their scores give among all four, and the standings name the ruling. In a session of
// its own, which the event picker then leaves for its first session again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  addSession,
  browser,
  centre,
  choose,
  click,
  el,
  fill,
  playerIds,
  saveEvent,
  scorePlayerIds,
  setup,
  shoot,
  teardown,
  tid,
} from './harness.mjs';

before(setup);
after(teardown);

test('a new session for this file', { timeout: 120_000 }, async () => {
  await click('nav-event');
  const session = await addSession();
  await saveEvent();
  await choose('session-picker', session);
});

test('cheating puts the east player out of the session', { timeout: 180_000 }, async () => {
  await click('nav-new');
  await click('table-1');
  const [east] = await playerIds();
  await click(`player-${east}`);
  await fill('incident-search', '作弊');
  await click('incident-cheating');
  await el('verdict').waitForDisplayed();
  const out = browser.$(`${tid('verdict-sanctions')} ${tid('sanction-disqualification')}`);
  assert.ok(await out.isExisting(), 'a disqualification');
  await click('record');
  await el('saved').waitForDisplayed();
  await click('new-ruling');
});

test('standings: the disqualified top scorer gets no 盘分, the others keep their places', { timeout: 180_000 }, async () => {
  await click('nav-standings');
  const [east, south, west, north] = await scorePlayerIds(1);
  for (const [player, score] of [[east, '40'], [south, '10'], [west, '-20'], [north, '-30']]) {
    await fill(`score-1-${player}`, score);
  }
  await click('scores-save-1');
  await el('scores-saved-1').waitForDisplayed();
  const expected = [[east, 1, 0, 'true'], [south, 2, 3, 'false'], [west, 3, 2, 'false'], [north, 4, 1, 'false']];
  for (const [player, rank, points, out] of expected) {
    const row = el(`standing-1-${player}`);
    await row.waitForExist();
    assert.equal(Number(await row.getAttribute('data-rank')), rank, `place of ${player}`);
    assert.equal(Number(await row.getAttribute('data-rank-points')), points, `盘分 of ${player}`);
    assert.equal(await row.getAttribute('data-disqualified'), out, `${player} disqualified?`);
  }
  const status = await browser.$(`${tid(`standing-1-${east}`)} ${tid('standing-status')}`).getText();
  assert.notEqual(status.trim(), '', 'the row says why');
  const listed = browser.$(`[data-testid^="adjustment-1-"][data-player="${east}"][data-kind="disqualification"]`);
  assert.ok(await listed.isExisting(), 'the disqualification is listed under the table');
  await centre(await el('standings-table-1').getElement());
  await shoot('standings-disqualified');
});

test('the event goes back to its first session', { timeout: 120_000 }, async () => {
  await choose('session-picker', 'R1');
});
