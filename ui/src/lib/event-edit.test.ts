import { describe, expect, it } from 'vitest';
import { addSession, addTable, clone, removeSession, removeTable, setPlayerName, setSessionStart } from './event-edit';
import { event } from './test-fixtures';

describe('editing the event', () => {
  it('renames a player without touching the original', () => {
    const next = setPlayerName(event, 'p2', 'Bob');
    expect(next.players.find((p) => p.id === 'p2')?.name).toBe('Bob');
    expect(event.players.find((p) => p.id === 'p2')?.name).toBe('Bo');
  });

  it('adds a table with four new players and unique ids', () => {
    const next = addTable(event);
    const table = next.tables.at(-1)!;
    expect(table.number).toBe(3);
    expect(table.seats.map((s) => s.seat)).toEqual(['E', 'S', 'W', 'N']);
    const ids = next.players.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(12);
  });

  it('removes a table and its players', () => {
    const next = removeTable(event, 2);
    expect(next.tables.map((t) => t.number)).toEqual([1]);
    expect(next.players.map((p) => p.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('adds a session after the last one and removes one', () => {
    const next = addSession(event);
    expect(next.sessions.at(-1)).toEqual({ id: 'R3', name: '', scheduledStart: '2026-11-22T14:00:00+08:00' });
    expect(removeSession(next, 0).sessions.map((s) => s.id)).toEqual(['R2', 'R3']);
  });

  it('changes the date or the time of a start and keeps its offset', () => {
    let next = setSessionStart(event, 0, 'time', '09:30');
    expect(next.sessions[0].scheduledStart).toBe('2026-11-22T09:30:00+08:00');
    next = setSessionStart(next, 0, 'date', '2026-11-23');
    expect(next.sessions[0].scheduledStart).toBe('2026-11-23T09:30:00+08:00');
  });

  it('clones deeply', () => {
    const copy = clone(event);
    copy.tables[0].seats[0].playerId = 'x';
    expect(event.tables[0].seats[0].playerId).toBe('p8');
  });
});
