import type { EventSetup, PlayerDef, Seat, SeatRole, TableDef } from './types';

export const SEATS: readonly Seat[] = ['E', 'S', 'W', 'N'];

export interface SeatedPlayer {
  seat: Seat;
  player: PlayerDef;
  role?: SeatRole;
  /** A substitute's: the player whose place they take (their result is that player's). */
  replaces?: PlayerDef;
}

/** The players of a table in seat order East, South, West, North. */
export function seatedPlayers(table: TableDef | undefined, players: PlayerDef[]): SeatedPlayer[] {
  if (!table) return [];
  return [...table.seats]
    .sort((a, b) => SEATS.indexOf(a.seat) - SEATS.indexOf(b.seat))
    .map((s) => ({
      seat: s.seat,
      player: players.find((p) => p.id === s.playerId) ?? { id: s.playerId, name: '' },
      ...(s.role && s.role !== 'player' ? { role: s.role } : {}),
      ...(s.replaces ? { replaces: players.find((p) => p.id === s.replaces) ?? { id: s.replaces, name: '' } } : {}),
    }));
}

/** The session's tables: its own seating from the roster, or the event's tables (as the core's
 * `EventSetup::tables_in`). */
export function tablesIn(event: EventSetup, session: string): TableDef[] {
  return event.seating?.find((s) => s.session === session)?.tables ?? event.tables;
}

/** Whether the session is seated by the roster file rather than by the event's tables. */
export function seatedByRoster(event: EventSetup, session: string): boolean {
  return event.seating?.some((s) => s.session === session) ?? false;
}

export function tableOf(event: EventSetup, session: string, number: number | null): TableDef | undefined {
  return tablesIn(event, session).find((t) => t.number === number);
}

/** Where a player sits at a table in the session, if they do. */
export function seatOf(event: EventSetup, session: string, table: number | null, playerId: string): Seat | undefined {
  return tableOf(event, session, table)?.seats.find((s) => s.playerId === playerId)?.seat;
}

export function playerName(event: EventSetup, playerId: string): string {
  return event.players.find((p) => p.id === playerId)?.name ?? playerId;
}

export function tableNumbers(event: EventSetup, session: string): number[] {
  return tablesIn(event, session).map((t) => t.number).sort((a, b) => a - b);
}

/** A hall's tables this many or fewer are all shown; more are found by number or player. */
export const TABLES_AT_A_GLANCE = 8;

/** The tables `query` finds: a number finds that table (or the player with that id); words find
 * the tables of the players whose name or id holds them (any case); an empty query, every
 * table. `keep` (the table with the field a refusal is about) is always among them. */
export function findTables(tables: TableDef[], players: PlayerDef[], query: string, keep: number | null = null): TableDef[] {
  const q = query.trim().toLowerCase();
  if (!q) return tables;
  const names = new Map(players.map((p) => [p.id, p.name.toLowerCase()]));
  const found = /^\d+$/.test(q)
    ? (t: TableDef) => String(t.number) === q || t.seats.some((s) => s.playerId.toLowerCase() === q)
    : (t: TableDef) => t.seats.some((s) => s.playerId.toLowerCase().includes(q) || (names.get(s.playerId) ?? '').includes(q));
  return tables.filter((t) => t.number === keep || found(t));
}
