// End to end: a Japanese riichi (JSMA) event in the app. A チョンボ by a non-dealer pays the
// dealer of that hand (the referee names them) 4,000 and the others 2,000 each (ルール 23, our
// split); a 誤ロン pays the two players not at fault (ルール 29); and the 順位点 follow from the
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

test('a non-dealer\'s chombo is paid out by role to the dealer the referee names', { timeout: 180_000 }, async () => {
  await click('nav-new');
  await click('table-1');
  const [east, south, , north] = await playerIds();
  await click(`player-${north}`);
  await fill('incident-search', 'チョンボ');
  await click('incident-chombo');
  // North is not the dealer, not on purpose, not liable under 責任払い; the deal has passed
  // to South, so South takes the dealer's share.
  for (const q of ['offender_is_dealer', 'intentional', 'pao_liable']) await click(`answer-${q}-no`);
  await el('question-dealer').waitForDisplayed();
  assert.ok(!(await el(`answer-dealer-${north}`).isExisting()), 'the offender is not offered as the dealer');
  assert.ok(await el(`answer-dealer-${east}`).isExisting(), 'the other players are');
  await shoot('ruling-question-jsma-dealer');
  await click(`answer-dealer-${south}`);
  await el('verdict').waitForDisplayed();
  const pay = await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-pay')}`);
  assert.ok(await pay.isExisting(), 'a payment');
  assert.match(await el('verdict-article').getText(), /ルール 2[23]/);
  await shoot('ruling-verdict-jsma-chombo');
  await click('record');
  await el('saved').waitForDisplayed();
  await click('new-ruling');
});

test('a 誤ロン names the other player at fault, and the two left are paid', { timeout: 180_000 }, async () => {
  await click('table-1');
  const [east, , west] = await playerIds();
  await click(`player-${west}`);
  await fill('incident-search', '誤ロン');
  await click('incident-misnamed-discard-ron');
  await click('answer-offender_is_dealer-no');
  await el('question-other_at_fault').waitForDisplayed();
  assert.ok(!(await el(`answer-other_at_fault-${west}`).isExisting()), 'the offender is not offered');
  await click(`answer-other_at_fault-${east}`);
  await el('verdict').waitForDisplayed();
  assert.match(await el('verdict-article').getText(), /ルール 29/);
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
  // North's chombo: South (dealer) +4,000, East and West +2,000, North −8,000. West's 誤ロン
  // (East shares the blame): South and North +2,000, West −4,000. So E 47,000, S 38,000,
  // W 18,000, N 17,000. Two at or above 30,000 → uma 5, 3, −3, −5: E +17 + 5 = 22,
  // S +8 + 3 = 11, W −12 − 3 = −15, N −13 − 5 = −18.
  const expected = [[east, 47000, 22, 1], [south, 38000, 11, 2], [west, 18000, -15, 3], [north, 17000, -18, 4]];
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
