// End to end: JSMA rulings decided from the hand. The referee enters the hand with the tile
// picker, the tile won on and the circumstances the ruleset's hand rules ask (riichi, the winds,
// the dora indicators, the player's own discards), and the hand engine decides: a ron on an open
// hand with no yaku is 錯ロン, a chombo paid by role (ルール 26, 23); a riichi hand that is furiten
// at the drawn hand is a chombo (ルール 24), and the same hand not furiten is none; a legal ron
// stands, and the engine shows its yaku and what it pays.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  addSession,
  analysisOf,
  browser,
  choose,
  click,
  clickIn,
  el,
  enterHand,
  openIncident,
  pickTile,
  saveEvent,
  settled,
  setup,
  shoot,
  startOver,
  teardown,
  tid,
} from './harness.mjs';

before(setup);
after(teardown);

/** Whether the verdict carries a payment. */
async function paid() {
  return browser.$(`${tid('verdict-sanctions')} ${tid('sanction-pay')}`).isExisting();
}

/** The lines the hand engine shows under its verdict for `key` (yaku, payment). */
async function lines(/** @type {string} */ key) {
  const items = await browser.$$(`${tid(`analysis-${key}`)} .fans li`).getElements();
  const out = [];
  for (const li of items) out.push(await li.getText());
  return out;
}

/** A non-dealer's chombo questions: not the dealer, not on purpose, not liable; the dealer is
 * the first other player offered. */
async function nonDealer() {
  for (const q of ['offender_is_dealer', 'intentional', 'pao_liable']) await click(`answer-${q}-no`);
  await el('question-dealer').waitForDisplayed();
  await browser.$('[data-testid^="answer-dealer-"]').click();
  await el('verdict').waitForDisplayed();
  await el('hand-check').waitForDisplayed();
}

/** Answers a circumstances question: the toggles named, the seat wind, and loose tiles. */
async function circumstances(
  /** @type {string} */ qid,
  /** @type {string[]} */ on,
  /** @type {string} */ seat,
  /** @type {Record<string, string[]>} */ tiles = {},
) {
  await el(`question-${qid}`).waitForDisplayed();
  const edit = browser.$(`${tid(`question-${qid}`)} ${tid(`change-${qid}`)}`);
  if (await edit.isExisting()) await edit.click();
  for (const key of on) await clickIn(`question-${qid}`, `circumstance-${qid}-${key}`);
  await clickIn(`question-${qid}`, `seat-${qid}-${seat}`);
  for (const [key, list] of Object.entries(tiles)) {
    await clickIn(`question-${qid}`, `add-${qid}-${key}`);
    for (const tile of list) await pickTile(qid, tile);
    await clickIn(`question-${qid}`, `add-${qid}-${key}`);
  }
  await clickIn(`question-${qid}`, `confirm-${qid}`);
  await el('circumstances-answer').waitForDisplayed();
}

test('the head referee switches the event to the JSMA rules in a new session', { timeout: 180_000 }, async () => {
  await click('nav-event');
  await el('event-ruleset').waitForDisplayed();
  await choose('event-ruleset', 'jsma');
  const session = await addSession();
  await saveEvent();
  await choose('session-picker', session);
});

test('a ron on an open hand with no yaku: 錯ロン, a chombo paid by role', { timeout: 300_000 }, async () => {
  await openIncident(1, '錯ロン', 'false-win');
  await nonDealer();
  // 23m 456p 23455s and a called 789s chow, ron on 1m: a shape, but no yaku (1翻しばり).
  await clickIn('question-declared_hand', 'meld-chow');
  await pickTile('declared_hand', '7s');
  await enterHand('declared_hand', '23m456p23455s', '23m456p23455s[789s]');
  await pickTile('winning_tile', '1m');
  await circumstances('win_circumstances', [], 'S');
  await settled();
  const check = analysisOf('winning_tile');
  assert.equal(await check.getAttribute('data-win'), 'false', 'no win');
  assert.equal(await check.getAttribute('data-reason'), 'no-yaku');
  assert.ok(await paid(), '錯ロン: the chombo is paid');
  assert.equal(await el('verdict').getAttribute('data-outcome'), 'non-dealer');
  await shoot('jsma-false-ron', 'hand-analysis');
  for (const l of ['en', 'ja']) {
    await click(`lang-${l}`);
    await shoot(`jsma-false-ron-${l}`, 'hand-analysis');
  }
  await click('lang-zh-CN');
  await click('record');
  await el('saved').waitForDisplayed();
  await click('new-ruling');
});

test('a riichi furiten at the drawn hand is a chombo; not furiten, none', { timeout: 300_000 }, async () => {
  await openIncident(2, 'フリテンリーチ', 'invalid-riichi');
  await nonDealer();
  await enterHand('drawn_hand', '23m456p789s23455s', '23m456p23455789s');
  // Riichi, seat West, and 4m (a winning tile) among the player's own discards.
  await circumstances('drawn_circumstances', ['riichi'], 'W', { discards: ['4m', '9p'] });
  await settled();
  const check = analysisOf('waits');
  assert.equal(await check.getAttribute('data-effective'), 'true', 'ready on 1m-4m with tiles left');
  assert.ok(await browser.$(`${tid('analysis-waits')} ${tid('wait-4m')}`).isExisting());
  assert.ok(await paid(), 'フリテンリーチ: a chombo');
  await shoot('jsma-furiten-riichi', 'hand-analysis');
  // The same hand with only 9p thrown: the 4m taken out of the discards, no chombo.
  await clickIn('question-drawn_circumstances', 'change-drawn_circumstances');
  await clickIn('question-drawn_circumstances', 'loose-drawn_circumstances-discards-0');
  await clickIn('question-drawn_circumstances', 'confirm-drawn_circumstances');
  await browser.waitUntil(async () => !(await el('question-drawn_circumstances').getAttribute('data-answer'))?.includes('4m'), {
    timeoutMsg: 'the 4m is out of the discards',
  });
  await settled();
  assert.equal(await el('verdict').getAttribute('data-outcome'), 'hand-ready');
  assert.equal(await paid(), false, 'ready and not furiten: no chombo');
  await startOver();
});

test('a legal ron stands, with its yaku and what it pays', { timeout: 300_000 }, async () => {
  await openIncident(3, '錯ロン', 'false-win');
  await nonDealer();
  // 平和 ロン with riichi and a dora (indicator 3s → 4s): 2 han, 1 dora, 30 fu; with 場に2翻
  // 30 × 2^5 × 4 = 3,840 → 3,900 from the discarder.
  await enterHand('declared_hand', '23m456p789s23455s', '23m456p23455789s');
  await pickTile('winning_tile', '1m');
  await circumstances('win_circumstances', ['riichi'], 'N', { dora: ['3s'] });
  await settled();
  const check = analysisOf('winning_tile');
  assert.equal(await check.getAttribute('data-win'), 'true');
  assert.equal(await check.getAttribute('data-fan'), '2', '2 han of yaku');
  const said = await lines('winning_tile');
  assert.ok(said.some((l) => l.includes('平和')), `平和 among ${said}`);
  assert.ok(said.some((l) => l.includes('立直')), `立直 among ${said}`);
  assert.ok(said.some((l) => l.includes('3,900') || l.includes('3900')), `the payment among ${said}`);
  assert.equal(await el('verdict').getAttribute('data-outcome'), 'win-stands');
  assert.equal(await paid(), false, 'a valid ron: no chombo');
  await shoot('jsma-win-stands', 'hand-analysis');
  for (const l of ['en', 'ja']) {
    await click(`lang-${l}`);
    await shoot(`jsma-win-stands-${l}`, 'hand-analysis');
  }
  await click('lang-zh-CN');
  await startOver();
});

test('the event goes back to its ruleset and first session', { timeout: 120_000 }, async () => {
  await click('nav-event');
  await choose('event-ruleset', 'sbr-2025');
  await saveEvent();
  await choose('session-picker', 'R1');
});
