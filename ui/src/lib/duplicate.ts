// Duplicate (复式) matches in the UI: pairing tables into matches, and hand-by-hand score
// entry. Plain data, no UI. Which players make a match's two teams is the core's to say
// (`match_teams`, the 2V2 arrangement): the screen asks it after each change of a match and
// keeps the names typed; the backend validates on saving.
import type { SeatedPlayer } from './seats';
import { parseScore, type Problem, formatNumber } from './standings';
import type { EventSetup, TableStandings, TeamDef } from './types';

/** Open room first, closed room second (the order of `MatchDef.tables`). */
export const ROOMS = ['open', 'closed'] as const;

/** The teams the core worked out, each with the name it has in `named` (typed while the core
 * was asked), else the one the core kept. */
export function withTeams(setup: EventSetup, teams: TeamDef[], named: TeamDef[] = setup.teams): EventSetup {
  return { ...setup, teams: teams.map((t) => ({ ...t, name: named.find((n) => n.id === t.id)?.name ?? t.name })) };
}

/** The teams of a match, as the core names them (`<match>-1`, `<match>-2`). */
export function teamsOfMatch(setup: EventSetup, matchId: string): TeamDef[] {
  return setup.teams.filter((t) => t.id.startsWith(`${matchId}-`));
}

export function matchedTables(setup: EventSetup): Set<number> {
  return new Set(setup.matches.flatMap((m) => m.tables));
}

/** The tables no match uses, in number order. */
export function freeTables(setup: EventSetup): number[] {
  const used = matchedTables(setup);
  return setup.tables.map((t) => t.number).filter((n) => !used.has(n)).sort((a, b) => a - b);
}

/** A new match of the first two free tables; unchanged when fewer than two are free. */
export function addMatch(setup: EventSetup): EventSetup {
  const free = freeTables(setup);
  if (free.length < 2) return setup;
  const taken = new Set(setup.matches.map((m) => m.id));
  let n = setup.matches.length + 1;
  while (taken.has(`M${n}`)) n++;
  return { ...setup, matches: [...setup.matches, { id: `M${n}`, tables: [free[0], free[1]] }] };
}

export function removeMatch(setup: EventSetup, id: string): EventSetup {
  return { ...setup, matches: setup.matches.filter((m) => m.id !== id) };
}

/** Puts `table` in a room of a match; the backend refuses a table used twice. */
export function setMatchTable(setup: EventSetup, id: string, room: number, table: number): EventSetup {
  const matches = setup.matches.map((m) =>
    m.id === id ? { ...m, tables: m.tables.map((t, i) => (i === room ? table : t)) } : m,
  );
  return { ...setup, matches };
}

export function setTeamName(setup: EventSetup, teamId: string, name: string): EventSetup {
  return { ...setup, teams: setup.teams.map((t) => (t.id === teamId ? { ...t, name } : t)) };
}

export function isMatchTable(setup: EventSetup, table: number): boolean {
  return setup.matches.some((m) => m.tables.includes(table));
}

export function teamName(setup: EventSetup, id: string): string {
  return setup.teams.find((t) => t.id === id)?.name || id;
}

/** Which room of its match a table is, if any. */
export function roomOf(setup: EventSetup, table: number): (typeof ROOMS)[number] | null {
  for (const m of setup.matches) {
    const i = m.tables.indexOf(table);
    if (i >= 0) return ROOMS[i] ?? null;
  }
  return null;
}

export type HandRow = Record<string, string>;

export function emptyHand(seated: SeatedPlayer[]): HandRow {
  return Object.fromEntries(seated.map(({ player }) => [player.id, '']));
}

/** What the hand inputs show: the recorded hands, else one empty hand. */
export function handInputs(table: TableStandings | undefined, seated: SeatedPlayer[]): HandRow[] {
  const hands = table?.scored ? table.hands : [];
  if (hands.length === 0) return [emptyHand(seated)];
  return hands.map((h) =>
    Object.fromEntries(seated.map(({ player }) => {
      const v = h[player.id];
      return [player.id, v === undefined ? '' : formatNumber(v)];
    })),
  );
}

export type ParsedHands =
  | { ok: true; hands: Record<string, number>[]; scores: Record<string, number> }
  | { ok: false; problem: Problem; player: string; hand: number };

/** Every hand's score for every seated player, and their sums; or the first problem, hand by
 * hand in seat order (`hand` counts from 1). */
export function parseHands(seated: SeatedPlayer[], rows: HandRow[]): ParsedHands {
  const hands: Record<string, number>[] = [];
  const scores: Record<string, number> = Object.fromEntries(seated.map(({ player }) => [player.id, 0]));
  for (const [i, row] of rows.entries()) {
    const hand: Record<string, number> = {};
    for (const { seat, player } of seated) {
      const raw = (row[player.id] ?? '').trim();
      const args = { hand: i + 1, name: player.name || player.id, seat };
      if (raw === '') return { ok: false, hand: i + 1, player: player.id, problem: { id: 'ui-dup-hand-score-missing', args } };
      const n = parseScore(raw);
      if (n === null) {
        return { ok: false, hand: i + 1, player: player.id, problem: { id: 'ui-dup-hand-score-not-a-number', args: { ...args, value: raw } } };
      }
      hand[player.id] = n;
      scores[player.id] += n;
    }
    hands.push(hand);
  }
  return { ok: true, hands, scores };
}

/** Each player's running total over the hands typed so far; null once any of theirs is not a
 * number (so the sum shown is never a guess). */
export function handTotals(seated: SeatedPlayer[], rows: HandRow[]): Record<string, number | null> {
  const totals: Record<string, number | null> = {};
  for (const { player } of seated) {
    let sum: number | null = 0;
    for (const row of rows) {
      const raw = (row[player.id] ?? '').trim();
      if (raw === '') continue;
      const n = parseScore(raw);
      sum = n === null || sum === null ? null : sum + n;
    }
    totals[player.id] = sum;
  }
  return totals;
}
