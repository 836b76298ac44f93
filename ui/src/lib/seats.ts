import type { EventSetup, PlayerDef, Seat, TableDef } from './types';

export const SEATS: readonly Seat[] = ['E', 'S', 'W', 'N'];

export interface SeatedPlayer { seat: Seat; player: PlayerDef }

/** The players of a table in seat order East, South, West, North. */
export function seatedPlayers(table: TableDef | undefined, players: PlayerDef[]): SeatedPlayer[] {
  if (!table) return [];
  return [...table.seats]
    .sort((a, b) => SEATS.indexOf(a.seat) - SEATS.indexOf(b.seat))
    .map((s) => ({
      seat: s.seat,
      player: players.find((p) => p.id === s.playerId) ?? { id: s.playerId, name: '' },
    }));
}

export function tableOf(event: EventSetup, number: number | null): TableDef | undefined {
  return event.tables.find((t) => t.number === number);
}

/** Where a player sits at a table, if they do. */
export function seatOf(event: EventSetup, table: number | null, playerId: string): Seat | undefined {
  return tableOf(event, table)?.seats.find((s) => s.playerId === playerId)?.seat;
}

export function playerName(event: EventSetup, playerId: string): string {
  return event.players.find((p) => p.id === playerId)?.name ?? playerId;
}

export function tableNumbers(event: EventSetup): number[] {
  return event.tables.map((t) => t.number).sort((a, b) => a - b);
}
