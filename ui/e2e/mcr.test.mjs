// End to end: an MCR event in the app, a disputed win settled from the hand (MCR 3.11.6 6). The
// referee enters the declared hand with the tile picker, the tile won on and how the win came
// about (flowers, self-drawn, winds, from the ruleset's hand rules), and the hand engine decides:
// 6 points and 2 flowers is a winning shape under the 8-point minimum, so a wrong win (错和, 10 to
// each other player) whatever the call; exactly 8 stands; a hand one tile from ready is a false
// win (诈和, 20 to each). The fans are listed beside the verdict.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  STEP_TIMEOUT,
  addSession,
  analysisOf,
  browser,
  centre,
  choose,
  circumstances,
  click,
  clickIn,
  el,
  enterHand,
  openIncident,
  paid,
  pickTile,
  saveEvent,
  settled,
  setup,
  shoot,
  startOver,
  teardown,
  tid,
  top,
} from './harness.mjs';

before(setup);
after(teardown);

/** The fans the hand engine lists for the winning tile. */
async function fanLines() {
  const items = await browser.$$(`${tid('analysis-winning_tile')} .fans li`).getElements();
  const out = [];
  for (const li of items) out.push(await li.getText());
  return out;
}

test('the head referee switches the event to the MCR rules in a new session', { timeout: 180_000 }, async () => {
  await click('nav-event');
  await el('event-ruleset').waitForDisplayed();
  await choose('event-ruleset', 'mcr-2006');
  const session = await addSession();
  await saveEvent();
  // MCR 3.13.3 is read two ways: the event's regulations choose what the committee may decide.
  assert.equal(await el('committee-power').getAttribute('data-chosen'), 'uphold', 'the app\'s reading first');
  await click('committee-power-recommend');
  await saveEvent();
  // Read back from the saved event: away and back to the Event screen.
  await click('nav-log');
  await click('nav-event');
  await browser.waitUntil(async () => (await el('committee-power').getAttribute('data-chosen')) === 'recommend', {
    timeout: STEP_TIMEOUT, timeoutMsg: 'saved with the event',
  });
  await centre(await el('committee-power').getElement());
  await shoot('event-committee-power');
  await click('committee-power-uphold');
  await saveEvent();
  assert.equal(await el('committee-power').getAttribute('data-chosen'), 'uphold');
  await choose('session-picker', session);
});

test('six points and two flowers: a wrong win, whatever the call', { timeout: 300_000 }, async () => {
  await openIncident(1, '诈和', 'false-win');
  await el('verdict').waitForDisplayed();
  assert.equal(await paid(), 20, 'called 诈和 without the hand: 20 to each');
  await el('hand-check').waitForDisplayed();
  // 123m 123m 123p 45s 99s, won on 6s: 门前清 2, 平和 2, 一般高 1, 喜相逢 1 = 6.
  await enterHand('declared_hand', '123123m123p4599s', '112233m123p4599s');
  await pickTile('winning_tile', '6s');
  await circumstances([], 2);
  await settled();
  const check = analysisOf('winning_tile');
  assert.equal(await check.getAttribute('data-win'), 'false', 'a winning shape, but no win');
  assert.equal(await check.getAttribute('data-reason'), 'below-minimum');
  assert.equal(await check.getAttribute('data-fan'), '8', '6 points and 2 for the flowers');
  const fans = await fanLines();
  assert.equal(fans.length, 5, `the fans listed: ${fans}`);
  assert.ok(fans.some((f) => f.includes('平和')), `平和 among ${fans}`);
  assert.equal(await paid(), 10, 'ready but under 8 without the flowers: 错和, 10 to each');
  // One voice: the card names 错和 and its article, and says what was called.
  assert.equal(await el('verdict-incident').getText(), '错和');
  assert.match(await el('verdict-article').getText(), /3\.11\.6 6（1）/);
  assert.match(await el('verdict-decided-as').getText(), /诈和.*错和/);
  assert.match(await el('verdict-summary').getText(), /10/);
  assert.ok(await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-dead_hand')}`).isExisting(), '停和陪打');
  await top('hand-check');
  await shoot('mcr-wrong-win');
  // The card's head in each language: the incident decided, its article, what was called.
  await top('verdict');
  for (const l of ['en', 'ja']) {
    await click(`lang-${l}`);
    await shoot(`mcr-wrong-win-${l}`);
  }
  await click('lang-zh-CN');
  await click('record');
  await el('saved').waitForDisplayed();
  await click('new-ruling');
});

test('exactly eight points: the win stands', { timeout: 300_000 }, async () => {
  await openIncident(2, '错和', 'wrong-win');
  await el('hand-check').waitForDisplayed();
  // 234m 234m 234p 56s 88s, won on 7s: 门前清 2, 平和 2, 断幺 2, 一般高 1, 喜相逢 1 = 8.
  await enterHand('declared_hand', '234234m234p5688s', '223344m234p5688s');
  // Before the tile: the hand's waits, each in points as a win on a discard (MCR counts points).
  await settled();
  const waits = analysisOf('waits');
  const worth = await waits.$(tid('wait-7s')).getText();
  assert.match(worth, /^\d+ 分$/, `7s is worth its points: ${worth}`);
  const points = [];
  for (const w of await waits.$$('[data-testid^="wait-"]')) points.push(parseInt(await w.getText(), 10));
  assert.ok(points.length >= 2, `the waits: ${points}`);
  assert.equal(await waits.getAttribute('data-fan'), String(Math.max(...points)), 'the best wait is the most any wait is worth');
  await shoot('mcr-waits', 'hand-analysis');
  await pickTile('winning_tile', '7s');
  await settled();
  assert.equal(await analysisOf('winning_tile').getAttribute('data-fan'), '8');
  assert.equal(await analysisOf('winning_tile').getAttribute('data-win'), 'true');
  assert.equal(await paid(), null, 'a real win of 8: no wrong win');
  // The engine's answer, the fans and the verdict, rather than the unanswered circumstances.
  await shoot('mcr-win-stands', 'hand-analysis');
  // Self-drawn, the same hand is 不求人 (4) instead of 门前清 (2): 10.
  await circumstances(['tsumo'], 0);
  await settled();
  assert.equal(await analysisOf('winning_tile').getAttribute('data-fan'), '10', 'self-drawn counts 不求人');
  await startOver();
});

test('one tile from ready: a false win', { timeout: 300_000 }, async () => {
  await openIncident(3, '错和', 'wrong-win');
  await el('hand-check').waitForDisplayed();
  await enterHand('declared_hand', '123123m123p4799s', '112233m123p4799s');
  await pickTile('winning_tile', '5s');
  await settled();
  assert.equal(await analysisOf('winning_tile').getAttribute('data-win'), 'false');
  assert.equal(await paid(), 20, 'not even ready: 诈和, 20 to each');
  assert.equal(await el('verdict-incident').getText(), '诈和');
  assert.match(await el('verdict-article').getText(), /3\.11\.6 6（2）/);
  assert.match(await el('verdict-decided-as').getText(), /错和.*诈和/);
  await top('hand-check');
  await shoot('mcr-false-win');
  await click('record');
  await el('saved').waitForDisplayed();
  await click('new-ruling');
});

test('the event\'s regulations count a melded and a concealed kong 5: the same hand falls under 8', { timeout: 300_000 }, async () => {
  const kongs = async () => {
    await openIncident(0, '错和', 'wrong-win');
    await el('hand-check').waitForDisplayed();
    await clickIn('question-declared_hand', 'meld-concealed-kong');
    await pickTile('declared_hand', '3s');
    await clickIn('question-declared_hand', 'meld-kong');
    await pickTile('declared_hand', '2p');
    await enterHand('declared_hand', '55m789s77z', '55m789s77z{3333s}[2222p]');
    await pickTile('winning_tile', '7z');
    await settled();
    return Number(await analysisOf('winning_tile').getAttribute('data-fan'));
  };
  // 双明杠 6 (3.8.1 57: one melded and one concealed kong) + 箭刻 2: exactly 8, the win stands.
  assert.equal(await kongs(), 8);
  assert.equal(await paid(), null);
  await click('nav-event');
  await el('hand-readings').waitForDisplayed();
  await click('reading-melded-and-concealed-kong-5');
  await saveEvent();
  assert.equal(await el('reading-melded-and-concealed-kong').getAttribute('data-chosen'), '5');
  await centre(await el('hand-readings').getElement());
  await shoot('event-hand-readings');
  // Under the event's reading the two kongs count 5: 7 points, a wrong win.
  assert.equal(await kongs(), 7);
  assert.equal(await paid(), 10);
  await startOver();
  await click('nav-event');
  await click('reading-melded-and-concealed-kong-6');
  await saveEvent();
});

test('the log names each ruling as decided, with the call beside it', { timeout: 120_000 }, async () => {
  await click('nav-log');
  const called = await browser.$(`${tid('log-entry')}[data-incident="false-win"]`).getElement();
  await called.waitForDisplayed();
  assert.equal(await called.$(tid('log-incident')).getText(), '错和');
  assert.match(await called.$(tid('log-called')).getText(), /诈和/);
  assert.match(await called.getText(), /3\.11\.6 6（1）/);
  await centre(called);
  await shoot('mcr-log-called');
});

test('filing an appeal says MCR\'s deadline and fee from its data', { timeout: 120_000 }, async () => {
  await click('nav-appeals');
  await el('appeals-screen').waitForDisplayed();
  await click('appeal-new');
  await el('appeal-file').waitForDisplayed();
  const rule = await el('appeal-rule').getText();
  assert.match(rule, /30 分钟/, `MCR 3.12's 30 minutes: ${rule}`);
  assert.match(rule, /200 美元/, `and its 200 dollar fee: ${rule}`);
  await shoot('mcr-appeal-file');
});

test('the event goes back to its ruleset and first session', { timeout: 120_000 }, async () => {
  await click('nav-event');
  await choose('event-ruleset', 'sbr-2025');
  await saveEvent();
  await choose('session-picker', 'R1');
});
