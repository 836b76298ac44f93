// End to end: a Japanese riichi (JSMA) event in the app. A チョンボ by a non-dealer pays the
// dealer 4,000 and the others 2,000 each (ルール 23, our split), and the 順位点 follow from the
// adjusted scores: 1 point per 1,000 from 30,000 plus the uma row for how many finished at or
// above 30,000. The event goes back to its ruleset and first session at the end.
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

let session = '';

test('the head referee switches the event to the JSMA rules in a new session', { timeout: 180_000 }, async () => {
  await click('nav-event');
  await el('event-ruleset').waitForDisplayed();
  await choose('event-ruleset', 'jsma');
  session = await addSession();
  await saveEvent();
  await choose('session-picker', session);
});

test('a non-dealer\'s chombo is paid out by role', { timeout: 180_000 }, async () => {
  await click('nav-new');
  await click('table-1');
  const [, , , north] = await playerIds();
  await click(`player-${north}`);
  await fill('incident-search', 'チョンボ');
  await click('incident-chombo');
  // North is not the dealer (East deals first), not on purpose, not liable under 責任払い.
  for (const q of ['offender_is_dealer', 'intentional', 'pao_liable']) await click(`answer-${q}-no`);
  await el('verdict').waitForDisplayed();
  const pay = await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-pay')}`);
  assert.ok(await pay.isExisting(), 'a payment');
  assert.match(await el('verdict-article').getText(), /ルール 2[23]/);
  await shoot('ruling-verdict-jsma-chombo');
  await click('record');
  await el('saved').waitForDisplayed();
  await click('new-ruling');
});

test('standings: 順位点 from the adjusted scores and the uma row', { timeout: 180_000 }, async () => {
  await click('nav-standings');
  const [east, south, west, north] = await scorePlayerIds(1);
  for (const [player, score] of [[east, '45000'], [south, '32000'], [west, '20000'], [north, '23000']]) {
    await fill(`score-1-${player}`, score);
  }
  await click('scores-save-1');
  await el('scores-saved-1').waitForDisplayed();
  // After the chombo: E 49,000, S 34,000, W 22,000, N 15,000. Two at or above 30,000 → uma
  // 5, 3, −3, −5: E +19 + 5 = 24, S +4 + 3 = 7, W −8 − 3 = −11, N −15 − 5 = −20.
  const expected = [[east, 49000, 24, 1], [south, 34000, 7, 2], [west, 22000, -11, 3], [north, 15000, -20, 4]];
  for (const [player, adjusted, points, rank] of expected) {
    const row = el(`standing-1-${player}`);
    await row.waitForExist();
    assert.equal(Number(await row.getAttribute('data-score-adjusted')), adjusted, `adjusted score of ${player}`);
    assert.equal(Number(await row.getAttribute('data-rank-points')), points, `順位点 of ${player}`);
    assert.equal(Number(await row.getAttribute('data-rank')), rank, `place of ${player}`);
  }
  await centre(await el('standings-table-1').getElement());
  await shoot('standings-jsma');
});

test('the event goes back to its ruleset and first session', { timeout: 120_000 }, async () => {
  await click('nav-event');
  await choose('event-ruleset', 'sbr-2025');
  await saveEvent();
  await choose('session-picker', 'R1');
});
