// The drawn-hand screen (流局) end to end: a table's four seats entered through the tile
// picker, the settlement the engine answers (SBR 2025 第十条), and the ruling an active 花猪
// calls for. The table is the one `crates/mjref/tests/settle.rs` works out by hand.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  STEP_TIMEOUT, browser, click, el, enterSeatHand as enterHand, setup, shoot, showDrawnResult as showResult, startOver,
  teardown, tid, tilesOf as split,
} from './harness.mjs';

before(setup);
after(teardown);

async function attr(/** @type {string} */ id, /** @type {string} */ name) {
  return el(id).getAttribute(name);
}

test('settles a drawn hand: one ready on 清一色 + 根, one 没叫, an active 花猪, a 点杠 returned', { timeout: 600_000 }, async () => {
  await click('nav-drawn');
  await el('drawn-screen').waitForDisplayed();
  await click('table-1');
  await el('drawn-seat-3').waitForDisplayed();
  // Nothing entered yet: no red on a fresh table, only what to do.
  await el('drawn-start').waitForDisplayed();
  assert.equal(await browser.$(tid('error')).isExisting(), false, 'no error before anything is entered');
  // Once something is entered, the engine says what it still needs, in words.
  await click('void-0-m');
  await el('error').waitForDisplayed();
  assert.notEqual((await el('error').getText()).trim(), '');

  // East, void 万: waits on 1s (清一色, 2 fan) and 5s (清一色 + 根, 3 fan): 8 from each.
  await enterHand(0, split('1s1s5s5s4s5s6s7s8s9s'), [['pung', '2s']], 'drawn-picker');
  await shoot('drawn-seats');
  // South, void 条: three dot runs and four lone characters: 没叫.
  await click('void-1-s');
  await enterHand(1, split('1m4m7m9m1p2p3p4p5p6p7p8p9p'));
  // West, void 万, holds 2377m and discarded bamboo and dots: 主动花猪.
  await click('void-2-m');
  await enterHand(2, split('2m3m7m7m4p5p6p7p8p9p2s3s4s'));
  // Before its discards are known, passive or active cannot be told: its card says so, by name.
  const fault = browser.$(`${tid('drawn-seat-2')} ${tid('error')}`);
  await fault.waitForDisplayed();
  assert.match(await fault.getText(), /佐藤/);
  await click('discarded-2-s');
  await click('discarded-2-p');
  // North, void 条: ten lone tiles beside a kong of 6m on East's discard.
  await click('void-3-s');
  await enterHand(3, split('1m3m5m8m9m1p3p6p8p9p'), [['kong', '6m']]);
  // The ready cards: East's says ready and is right; South's says ready for a hand that is not.
  await click('card-0-ready');
  await click('card-1-ready');
  await click('add-kong');
  await click('kong-0-by-3');
  await click('kong-0-from-0');

  await browser.waitUntil(async () => (await el('drawn-answer').getAttribute('data-ok')) === 'true'
    && (await el('drawn-answer').getAttribute('data-pending')) === 'false'
    && (await browser.$$(tid('payment-4')).getElements()).length === 1, {
    timeout: STEP_TIMEOUT, timeoutMsg: 'the settlement with five payments',
  });
  const statuses = [];
  const nets = [];
  for (const i of [0, 1, 2, 3]) {
    statuses.push(await attr(`result-seat-${i}`, 'data-status'));
    nets.push(Number(await attr(`result-seat-${i}`, 'data-net')));
  }
  assert.deepEqual(statuses, ['ready', 'not-ready', 'flower-pig', 'not-ready']);
  assert.equal(await attr('result-seat-2', 'data-flower-pig'), 'active');
  assert.deepEqual(nets, [24, -8, -8, -8]);
  // The kong: East pays North 2 for the 点杠, and North, not ready, gives them back.
  assert.equal(await attr('payment-3', 'data-reason'), 'kong-direct');
  assert.equal(await attr('payment-4', 'data-reason'), 'kong-refund-not-ready');
  // The states in words, in Chinese (the harness's language).
  assert.match(await el('result-seat-0').getText(), /有叫/);
  assert.match(await el('result-seat-2').getText(), /主动花猪/);
  assert.match(await el('result-seat-0').getText(), /\+24/);
  // The tile it is paid on by name, not as a code: "按和 5条 计", never "5s".
  assert.match(await el('result-seat-0').getText(), /按和 5条 计/);
  assert.doesNotMatch(await el('drawn-result').getText(), /\b[1-9][mps]\b/);
  assert.match(await el('payment-0').getText(), /3 番/);
  assert.ok(await el('rule-card-1').isExisting(), 'a false ready card offered for South');
  assert.ok(!(await el('rule-card-0').isExisting()), 'none for East, whose hand is ready');
  await showResult();
  await shoot('drawn-result');

  // The active 花猪's ruling, taken to the verdict through the usual flow (not recorded here).
  await click('rule-2');
  const screen = el('new-ruling-screen');
  await screen.waitForDisplayed();
  await browser.waitUntil(async () => (await screen.getAttribute('data-step')) === 'verdict', { timeout: STEP_TIMEOUT });
  await el('verdict').waitForDisplayed();
  // The sanction depends on West's earlier rulings this session (a second 24 becomes a
  // forfeit), so only the article and that there is one are checked here.
  assert.match(await el('verdict-article').getText(), /第十二条 十/);
  assert.ok((await browser.$$(`${tid('verdict-sanctions')} li`).getElements()).length > 0, 'a sanction');
  await shoot('drawn-ruling');
  await startOver();

  // South's false ready card, taken to its ruling (第十条 三（六）): set on purpose, so the card's
  // own sanction and the further penalty the referee chooses (not recorded here either).
  await click('nav-drawn');
  await click('rule-card-1');
  // The screen is drawn anew after the trip to 流局: found again, not the element held above.
  await el('new-ruling-screen').waitForDisplayed();
  await click('answer-intentional-yes');
  await el('verdict').waitForDisplayed();
  assert.match(await el('verdict-article').getText(), /第十条 三（六）/);
  assert.ok((await browser.$$(`${tid('verdict-sanctions')} li`).getElements()).length > 0, 'the card\'s own sanction');
  assert.ok(await el('option-1').isExisting(), 'a heavier further penalty to choose');
  await shoot('drawn-card-ruling');
  await startOver();

  // Back on the screen, the table is as it was left.
  await click('nav-drawn');
  await el('result-seat-0').waitForDisplayed();
  assert.equal(await attr('result-seat-0', 'data-net'), '24');
  // The longest words: the top bar and the result in English, then back to the floor's language.
  await click('lang-en');
  await el('result-seat-0').waitForDisplayed();
  assert.match(await el('result-seat-2').getText(), /Active flower pig/);
  await showResult();
  await shoot('drawn-result-en');
  await click('lang-zh-CN');
});
