import { describe, expect, it } from 'vitest';
import { findTables, playerName, seatedByRoster, seatedPlayers, seatOf, tableNumbers, tableOf, tablesIn } from './seats';
import type { TableDef } from './types';
import { event } from './test-fixtures';

describe('seats', () => {
  it('orders a table East, South, West, North whatever order it was stored in', () => {
    const seated = seatedPlayers(tableOf(event, 'R1', 2), event.players);
    expect(seated.map((s) => s.seat)).toEqual(['E', 'S', 'W', 'N']);
    expect(seated.map((s) => s.player.name)).toEqual(['Eri', 'Fan', 'Gu', 'Hana']);
  });

  it('keeps a seat whose player is missing from the roster', () => {
    const seated = seatedPlayers({ number: 9, seats: [{ seat: 'S', playerId: 'ghost' }] }, event.players);
    expect(seated).toEqual([{ seat: 'S', player: { id: 'ghost', name: '' } }]);
  });

  it('has no players for an unknown table', () => {
    expect(seatedPlayers(tableOf(event, 'R1', 42), event.players)).toEqual([]);
  });

  it('finds a player\'s seat, name and the table numbers', () => {
    expect(seatOf(event, 'R1', 1, 'p3')).toBe('W');
    expect(seatOf(event, 'R1', 2, 'p3')).toBeUndefined();
    expect(playerName(event, 'p8')).toBe('Hana');
    expect(playerName(event, 'nobody')).toBe('nobody');
    expect(tableNumbers(event, 'R1')).toEqual([1, 2]);
  });

  it('seats a session from its own seating, and any other from the event\'s tables', () => {
    // Session R2 moves p3 to table 2 and seats a stand-in at table 1.
    const moved = {
      ...event,
      seating: [{
        session: 'R2',
        tables: [
          { number: 1, seats: [{ seat: 'E' as const, playerId: 'p1' }, { seat: 'S' as const, playerId: 'p2' }, { seat: 'W' as const, playerId: 'p9', role: 'stand-in' as const }, { seat: 'N' as const, playerId: 'p4' }] },
          { number: 2, seats: [{ seat: 'E' as const, playerId: 'p5' }, { seat: 'S' as const, playerId: 'p6' }, { seat: 'W' as const, playerId: 'p7' }, { seat: 'N' as const, playerId: 'p3' }] },
        ],
      }],
    };
    expect(seatOf(moved, 'R2', 2, 'p3')).toBe('N');
    expect(seatOf(moved, 'R2', 1, 'p3')).toBeUndefined();
    expect(seatOf(moved, 'R1', 1, 'p3')).toBe('W');
    expect(seatedByRoster(moved, 'R2')).toBe(true);
    expect(seatedByRoster(moved, 'R1')).toBe(false);
    expect(tablesIn(moved, 'R1')).toBe(event.tables);
    const seated = seatedPlayers(tableOf(moved, 'R2', 1), moved.players);
    expect(seated.map((s) => s.role)).toEqual([undefined, undefined, 'stand-in', undefined]);
  });
});

describe('finding a table in a large hall', () => {
  const seats = ['E', 'S', 'W', 'N'] as const;
  const tables: TableDef[] = Array.from({ length: 120 }, (_, i) => ({
    number: i + 1,
    seats: seats.map((seat, k) => ({ seat, playerId: `q${i * 4 + k}` })),
  }));
  const players = tables.flatMap((t) => t.seats.map((s) => ({ id: s.playerId, name: `Player ${s.playerId.slice(1)}` })));
  const numbers = (q: string, keep: number | null = null) => findTables(tables, players as never, q, keep).map((t) => t.number);

  it('finds a table by its whole number, not by a part of it', () => {
    expect(numbers('17')).toEqual([17]);
    expect(numbers(' 120 ')).toEqual([120]);
    expect(numbers('999')).toEqual([]);
  });

  it('finds the tables of a player by any part of the name or id, in any case', () => {
    expect(numbers('player 300')).toEqual([76]);
    expect(numbers('Q479')).toEqual([120]);
  });

  it('shows every table for an empty query, and always the table a refusal is about', () => {
    expect(numbers('')).toHaveLength(120);
    expect(numbers('17', 42)).toEqual([17, 42]);
  });
});
