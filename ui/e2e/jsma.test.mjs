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
  enterSeatHand as enterHand,
  setup,
  shoot,
  showDrawnResult,
  startOver,
  STEP_TIMEOUT,
  teardown,
  tid,
  tilesOf,
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

test('a drawn hand: the ノーテン罰符 split, then a furiten riichi found at the draw voids it', { timeout: 600_000 }, async () => {
  await click('nav-drawn');
  await el('drawn-screen').waitForDisplayed();
  if ((await el('drawn-screen').getAttribute('data-table')) !== '') await click('drawn-other-table');
  await click('table-1');
  await el('drawn-seat-3').waitForDisplayed();
  // A riichi table asks who deals, the round and the tiles in sight; no void suit, no kongs.
  await el('drawn-table').waitForDisplayed();
  assert.equal(await browser.$(tid('void-0-m')).isExisting(), false, 'no void suit');
  assert.equal(await browser.$(tid('drawn-kongs')).isExisting(), false, 'no kong points');
  await click('dealer-1');
  await click('round-S');
  // East shows 234m 456p 678s 33s 44s (waits 3s, 4s; 門前清自摸 on either), West 345m 345p
  // 567s 66p 77p (waits 6p, 7p). South (the dealer) and North show no hand: not in tenpai.
  await enterHand(0, tilesOf('234m456p678s3344s'));
  await enterHand(2, tilesOf('345m345p567s6677p'));
  await el('no-hand-1').waitForDisplayed();
  const nets = async () => {
    const out = [];
    for (const i of [0, 1, 2, 3]) out.push(Number(await el(`result-seat-${i}`).getAttribute('data-net')));
    return out;
  };
  await browser.waitUntil(async () => (await el('drawn-answer').getAttribute('data-ok')) === 'true'
    && (await el('drawn-answer').getAttribute('data-pending')) === 'false', { timeout: STEP_TIMEOUT });
  // ルール 20: 3,000 in all, two paying 1,500 each to two receiving 1,500 each.
  assert.deepEqual(await nets(), [1500, -1500, 1500, -1500]);
  assert.equal(await el('result-seat-0').getAttribute('data-status'), 'tenpai');
  assert.equal(await el('payment-0').getAttribute('data-reason'), 'noten-payment');
  assert.equal(await el('dealer-keeps').getAttribute('data-keeps'), 'false', 'a dealer not in tenpai passes the deal');
  assert.match(await el('result-seat-1').getText(), /未听牌/);
  await showDrawnResult();
  await shoot('drawn-jsma');

  // West declared riichi and had discarded a 6p, one of its waits: フリテンリーチ, a chombo at
  // the draw (ルール 24), and the hand ends without its result (ルール 23).
  await click('riichi-2');
  await click('add-discards-2');
  await click('suit-p');
  await click('pick-6p');
  await click('add-discards-2');
  await el('riichi-fault-2').waitForDisplayed();
  await el('hand-void').waitForDisplayed();
  assert.match(await el('seat-status-2').getText(), /振听立直/, 'the seat says what it is: a chombo');
  assert.deepEqual(await nets(), [0, 0, 0, 0]);
  assert.equal(await el('dealer-keeps').getAttribute('data-keeps'), 'true', 'the hand is dealt again');
  for (const l of ['en', 'ja']) {
    await click(`lang-${l}`);
    await el('riichi-fault-2').waitForDisplayed();
    await showDrawnResult();
    await shoot(`drawn-jsma-chombo-${l}`);
  }
  assert.match(await el('riichi-fault-2').getText(), /フリテンリーチ/);
  await click('lang-zh-CN');
  await showDrawnResult();
  await shoot('drawn-jsma-chombo');

  // Its ruling, through the usual flow (not recorded: the standings above stand). The table
  // already said West's hand, riichi, discards, that West does not deal and that South does:
  // only whether it was deliberate and 責任払い are asked.
  await click('rule-2');
  const ruling = el('new-ruling-screen');
  await ruling.waitForDisplayed();
  await el('question-intentional').waitForDisplayed();
  assert.equal(await browser.$(tid('question-offender_is_dealer')).isExisting(), false, 'whether West deals is known');
  assert.equal(await browser.$(tid('question-dealer')).isExisting(), false, 'who deals is known');
  await shoot('drawn-jsma-ruling');
  await click('answer-intentional-no');
  await click('answer-pao_liable-no');
  await el('verdict').waitForDisplayed();
  // A non-dealer's chombo: South, the dealer, takes the dealer's share (ルール 23).
  assert.match(await el('verdict-article').getText(), /ルール 2[34]/);
  assert.ok(await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-pay')}`).isExisting(), 'a payment');
  await shoot('drawn-jsma-verdict');
  await startOver();
});

test('the event goes back to its ruleset and first session', { timeout: 120_000 }, async () => {
  await click('nav-event');
  await choose('event-ruleset', 'sbr-2025');
  await saveEvent();
  await choose('session-picker', 'R1');
});
