// End to end: a 2V2 duplicate (复式) match. The head referee pairs tables 1 and 2 as the open
// and the closed room in a new session, a late arrival at the open room costs IMP (the app
// answers "scored by IMP" from the setup) and a cancelled board credits the other team, both rooms' scores go in hand by hand, and the
// standings show each hand's 副差分 and IMP and the winner, also after a restart. The event goes
// back to its ruleset and first session at the end: the matches go with the individual ruleset.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  addMinutes,
  addSession,
  browser,
  centre,
  choose,
  click,
  el,
  fill,
  restart,
  saveEvent,
  setup,
  shoot,
  teardown,
  tid,
} from './harness.mjs';

before(setup);
after(teardown);

/** The player ids of a table's hand columns in seat order E, S, W, N. */
async function handPlayers(/** @type {number} */ table) {
  const prefix = `hand-${table}-1-`;
  /** @type {Record<string, string>} */
  const bySeat = {};
  for (const input of await browser.$$(`[data-testid^="${prefix}"]`).getElements()) {
    bySeat[(await input.getAttribute('data-seat')) ?? ''] = ((await input.getAttribute('data-testid')) ?? '').slice(prefix.length);
  }
  const ids = ['E', 'S', 'W', 'N'].map((s) => bySeat[s]);
  assert.ok(ids.every(Boolean), `a hand input for every seat of table ${table}`);
  return ids;
}

/** Types each hand's four scores (seat order) into a table's grid and saves it. */
async function enterHands(/** @type {number} */ table, /** @type {number[][]} */ hands) {
  const players = await handPlayers(table);
  for (const [h, scores] of hands.entries()) {
    if (h > 0) await click(`hand-add-${table}`);
    for (const [i, v] of scores.entries()) await fill(`hand-${table}-${h + 1}-${players[i]}`, String(v));
  }
  await click(`scores-save-${table}`);
  await el(`scores-saved-${table}`).waitForDisplayed();
  return players;
}

let session = '';
let teams = /** @type {string[]} */ ([]);

test('the head referee pairs two tables into a duplicate match in a new session', { timeout: 240_000 }, async () => {
  await click('nav-event');
  await el('event-ruleset').waitForDisplayed();
  await choose('event-ruleset', 'sbr-2025-2v2');
  session = await addSession();
  await saveEvent();

  await click('match-add');
  await el('match-M1').waitForDisplayed();
  assert.equal(await el('match-M1-open').getValue(), '1');
  assert.equal(await el('match-M1-closed').getValue(), '2');
  // Without team names the event is refused, with the reason, and nothing changes.
  await click('event-save');
  assert.match(await el('error').getText(), /队/);
  teams = ['M1-1', 'M1-2'];
  await fill('team-name-M1-1', '红队');
  await fill('team-name-M1-2', '蓝队');
  await centre(await el('matches-editor').getElement());
  await shoot('event-matches');
  await saveEvent();

  await choose('session-picker', session);
});

test('a late arrival at a match table costs IMP without asking how the event is scored', { timeout: 180_000 }, async () => {
  await click('nav-new');
  await click('table-1');
  // Table 1 North is on the second team (South–North in the open room).
  const north = (await browser.$$('[data-testid^="player-"]').getElements())[3];
  const player = ((await north.getAttribute('data-testid')) ?? '').slice('player-'.length);
  await click(`player-${player}`);
  await fill('incident-search', 'late-arrival');
  await click('incident-late-arrival');
  await el('input-minutes_late').waitForDisplayed();
  const start = (await el('scheduled-start').getAttribute('data-time')) ?? '09:00:00';
  await fill('input-minutes_late', addMinutes(start, 8));
  await click('confirm-minutes_late');
  // The referee cancels one board in both rooms (2V2 第四条 一（二）): 4 IMP to the other team.
  await fill('input-boards_cancelled', '1');
  await click('confirm-boards_cancelled');
  await el('verdict').waitForDisplayed();
  assert.ok(!(await el('question-scoring').isExisting()), 'the setup answered how the event is scored');
  const imp = await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-imp')}`);
  assert.equal(Number(await imp.getAttribute('data-amount')), -2, '6–15 minutes late in an IMP event: 2 IMP');
  const credit = await browser.$(`${tid('verdict-sanctions')} ${tid('sanction-imp_to_opponents')}`);
  assert.equal(Number(await credit.getAttribute('data-amount')), 4, 'one cancelled board: 4 IMP to the other team');
  await shoot('ruling-verdict-duplicate-late');
  await click('record');
  await el('saved').waitForDisplayed();
  await click('new-ruling');
});

test('both rooms scored hand by hand give each hand\'s IMP and the winner', { timeout: 300_000 }, async () => {
  await click('nav-standings');
  await el('hands-1').waitForDisplayed();
  // A hand with a gap is refused before anything is sent.
  const [p1] = await handPlayers(1);
  await fill(`hand-1-1-${p1}`, '12');
  await click('scores-save-1');
  assert.match(await el('error').getText(), /第 1 手/);
  assert.equal(await el('standings-table-1').getAttribute('data-scored'), 'false');

  // Open room (E, S, W, N): the red team sits East–West.
  await enterHands(1, [[12, -6, 0, -6], [-2, 10, -4, -4]]);
  assert.equal(await el('match-result-M1').getAttribute('data-scored'), 'false', 'one room is not a match');
  // Closed room: the red team sits South–North.
  await enterHands(2, [[4, -2, 0, -2], [-16, 8, 0, 8]]);

  // By hand: red h1 12 + 0 − 2 − 2 = 8 → 3 IMP, h2 −2 − 4 + 8 + 8 = 10 → 4 IMP, and 4 IMP for
  // the cancelled board: 11; blue nothing positive, and 2 IMP off for the late arrival.
  const red = el(`match-team-${teams[0]}`);
  await red.waitForExist();
  assert.equal(Number(await red.getAttribute('data-imp-total')), 11);
  assert.equal(await red.getAttribute('data-won'), 'true');
  assert.equal(Number(await el(`match-team-${teams[1]}`).getAttribute('data-imp-total')), -2);
  assert.equal(await el(`team-total-${teams[0]}`).getAttribute('data-rank'), '1');
  await centre(await el('match-result-M1').getElement());
  await shoot('standings-duplicate-match');
  await centre(await el('hands-1').getElement());
  await shoot('standings-duplicate-hands');

  await restart();
  await click('nav-standings');
  await el(`match-team-${teams[0]}`).waitForExist();
  assert.equal(Number(await el(`match-team-${teams[0]}`).getAttribute('data-imp-total')), 11, 'after a restart');
  assert.equal(await el('hand-1-2-' + p1).getValue(), '-2', 'the hands come back as entered');
});

test('the event goes back to its ruleset and first session', { timeout: 180_000 }, async () => {
  await click('nav-event');
  await click('match-remove-M1');
  await choose('event-ruleset', 'sbr-2025');
  await saveEvent();
  assert.ok(!(await el('matches-editor').isExisting()), 'no matches for an individual event');
  // The new session stays: what was recorded in it stays reachable.
  await choose('session-picker', 'R1');
});
