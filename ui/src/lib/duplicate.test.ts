import { describe, expect, it } from 'vitest';
import {
  addMatch, freeTables, handInputs, handTotals, isMatchTable, parseHands, removeMatch, roomOf, setMatchTable,
  setTeamName, teamsOfMatch, withTeams,
} from './duplicate';
import { seatedPlayers } from './seats';
import { event } from './test-fixtures';
import type { EventSetup, TableStandings, TeamDef } from './types';

const table1 = () => event.tables.find((t) => t.number === 1)!;
const seated = () => seatedPlayers(table1(), event.players);

/** Two teams as the core's `match_teams` answers for match M1 of `event` (tables 1 and 2). */
const coreTeams = (name = ''): TeamDef[] => [
  { id: 'M1-1', name, players: ['p1', 'p3', 'p6', 'p8'] },
  { id: 'M1-2', name: '', players: ['p2', 'p4', 'p5', 'p7'] },
];

describe('pairing tables into matches', () => {
  it('makes a match of the first two free tables; its teams are the core\'s to work out', () => {
    const next = addMatch(event);
    expect(next.matches).toEqual([{ id: 'M1', tables: [1, 2] }]);
    expect(next.teams).toEqual(event.teams);
    expect(isMatchTable(next, 2)).toBe(true);
    expect(roomOf(next, 1)).toBe('open');
    expect(roomOf(next, 2)).toBe('closed');
    expect(freeTables(next)).toEqual([]);
    expect(addMatch(next)).toBe(next);
  });

  it('takes the core\'s teams, keeping the names typed meanwhile', () => {
    const named = setTeamName(withTeams(addMatch(event), coreTeams()), 'M1-1', 'Red');
    expect(named.teams[0]).toEqual({ id: 'M1-1', name: 'Red', players: ['p1', 'p3', 'p6', 'p8'] });
    const swapped = setMatchTable(setMatchTable(named, 'M1', 0, 2), 'M1', 1, 1);
    expect(swapped.matches[0].tables).toEqual([2, 1]);
    // The core answers for the setup it was sent; the name typed since then stays.
    const answered: TeamDef[] = [
      { id: 'M1-1', name: '', players: ['p5', 'p7', 'p2', 'p4'] },
      { id: 'M1-2', name: '', players: ['p6', 'p8', 'p1', 'p3'] },
    ];
    expect(withTeams(swapped, answered).teams[0]).toEqual({ id: 'M1-1', name: 'Red', players: ['p5', 'p7', 'p2', 'p4'] });
    expect(teamsOfMatch(withTeams(swapped, answered), 'M1').map((t) => t.id)).toEqual(['M1-1', 'M1-2']);
    expect(teamsOfMatch(withTeams(swapped, answered), 'M2')).toEqual([]);
  });

  it('removing the match leaves the rest of the event alone (the core then gives no teams)', () => {
    const next = withTeams(removeMatch(withTeams(addMatch(event), coreTeams('Red')), 'M1'), []);
    expect(next).toEqual({ ...event, matches: [], teams: [] } satisfies EventSetup);
  });
});

describe('hand-by-hand scores', () => {
  it('adds up the hands per player', () => {
    const rows = [
      { p1: '12', p2: '-6', p3: '0', p4: '-6' },
      { p1: '−2', p2: '10', p3: '-4', p4: '-4' },
    ];
    const parsed = parseHands(seated(), rows);
    expect(parsed).toEqual({
      ok: true,
      hands: [{ p1: 12, p2: -6, p3: 0, p4: -6 }, { p1: -2, p2: 10, p3: -4, p4: -4 }],
      scores: { p1: 10, p2: 4, p3: -4, p4: -10 },
    });
    expect(handTotals(seated(), rows)).toEqual({ p1: 10, p2: 4, p3: -4, p4: -10 });
  });

  it('names the hand and the player of the first gap or bad number', () => {
    const gap = parseHands(seated(), [{ p1: '1', p2: '-1', p3: '0', p4: '0' }, { p1: '1', p2: '', p3: '0', p4: '0' }]);
    expect(gap).toMatchObject({ ok: false, hand: 2, player: 'p2', problem: { id: 'ui-dup-hand-score-missing' } });
    const bad = parseHands(seated(), [{ p1: '1,5', p2: '-1', p3: '0', p4: '0' }]);
    expect(bad).toMatchObject({ ok: false, hand: 1, player: 'p1', problem: { args: { value: '1,5' } } });
    expect(handTotals(seated(), [{ p1: 'x', p2: '3', p3: '', p4: '' }])).toEqual({ p1: null, p2: 3, p3: 0, p4: 0 });
  });

  it('shows the recorded hands, or one empty hand', () => {
    expect(handInputs(undefined, seated())).toEqual([{ p1: '', p2: '', p3: '', p4: '' }]);
    const recorded: TableStandings = {
      table: 1, scored: true, scores: {}, standings: [], adjustments: [],
      hands: [{ p1: 1.5, p2: -1.5, p3: 0, p4: 0 }],
    };
    expect(handInputs(recorded, seated())).toEqual([{ p1: '1.5', p2: '-1.5', p3: '0', p4: '0' }]);
  });
});
