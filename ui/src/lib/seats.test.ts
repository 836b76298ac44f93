import { describe, expect, it } from 'vitest';
import { playerName, seatedPlayers, seatOf, tableNumbers, tableOf } from './seats';
import { event } from './test-fixtures';

describe('seats', () => {
  it('orders a table East, South, West, North whatever order it was stored in', () => {
    const seated = seatedPlayers(tableOf(event, 2), event.players);
    expect(seated.map((s) => s.seat)).toEqual(['E', 'S', 'W', 'N']);
    expect(seated.map((s) => s.player.name)).toEqual(['Eri', 'Fan', 'Gu', 'Hana']);
  });

  it('keeps a seat whose player is missing from the roster', () => {
    const seated = seatedPlayers({ number: 9, seats: [{ seat: 'S', playerId: 'ghost' }] }, event.players);
    expect(seated).toEqual([{ seat: 'S', player: { id: 'ghost', name: '' } }]);
  });

  it('has no players for an unknown table', () => {
    expect(seatedPlayers(tableOf(event, 42), event.players)).toEqual([]);
  });

  it('finds a player\'s seat, name and the table numbers', () => {
    expect(seatOf(event, 1, 'p3')).toBe('W');
    expect(seatOf(event, 2, 'p3')).toBeUndefined();
    expect(playerName(event, 'p8')).toBe('Hana');
    expect(playerName(event, 'nobody')).toBe('nobody');
    expect(tableNumbers(event)).toEqual([1, 2]);
  });
});
