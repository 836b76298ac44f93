// Editing an EventSetup: pure functions from one setup to the next. Validation is the
// backend's job (save_event); these only keep the structure consistent.
import { SEATS } from './seats';
import { deviceOffset, joinStart, splitStart } from './time';
import type { EventSetup, PlayerDef, SessionDef, TableDef } from './types';

/** A plain deep copy (also of a Svelte $state proxy, which structuredClone refuses). */
export function clone(setup: EventSetup): EventSetup {
  return JSON.parse(JSON.stringify(setup)) as EventSetup;
}

function freshId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = used.size + 1;
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

export function setPlayerName(setup: EventSetup, playerId: string, name: string): EventSetup {
  const exists = setup.players.some((p) => p.id === playerId);
  const players: PlayerDef[] = exists
    ? setup.players.map((p) => (p.id === playerId ? { ...p, name } : p))
    : [...setup.players, { id: playerId, name }];
  return { ...setup, players };
}

/** A new table after the highest number, with four new (unnamed) players. */
export function addTable(setup: EventSetup): EventSetup {
  const number = Math.max(0, ...setup.tables.map((t) => t.number)) + 1;
  const ids: string[] = [];
  const taken = setup.players.map((p) => p.id);
  for (let i = 0; i < SEATS.length; i++) ids.push(freshId('p', [...taken, ...ids]));
  const table: TableDef = { number, seats: SEATS.map((seat, i) => ({ seat, playerId: ids[i] })) };
  return {
    ...setup,
    tables: [...setup.tables, table],
    players: [...setup.players, ...ids.map((id) => ({ id, name: '' }))],
  };
}

/** Removes a table and the players who sat only there. */
export function removeTable(setup: EventSetup, number: number): EventSetup {
  const tables = setup.tables.filter((t) => t.number !== number);
  const seated = new Set(tables.flatMap((t) => t.seats.map((s) => s.playerId)));
  const leaving = new Set(setup.tables.find((t) => t.number === number)?.seats.map((s) => s.playerId) ?? []);
  return { ...setup, tables, players: setup.players.filter((p) => !leaving.has(p.id) || seated.has(p.id)) };
}

/** A new session on the last session's date and time (or today 09:00 on this device). */
export function addSession(setup: EventSetup, now: Date = new Date()): EventSetup {
  const last = setup.sessions.at(-1);
  const lastParts = last ? splitStart(last.scheduledStart) : null;
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  const session: SessionDef = {
    id: freshId('R', setup.sessions.map((s) => s.id)),
    name: '',
    scheduledStart: lastParts
      ? joinStart(lastParts.date, lastParts.time, lastParts.offset)
      : joinStart(today, '09:00:00', deviceOffset(now)),
  };
  return { ...setup, sessions: [...setup.sessions, session] };
}

export function removeSession(setup: EventSetup, index: number): EventSetup {
  return { ...setup, sessions: setup.sessions.filter((_, i) => i !== index) };
}

export function updateSession(setup: EventSetup, index: number, change: Partial<SessionDef>): EventSetup {
  return { ...setup, sessions: setup.sessions.map((s, i) => (i === index ? { ...s, ...change } : s)) };
}

/** Changes the date or the time of a session's start, keeping its UTC offset. */
export function setSessionStart(setup: EventSetup, index: number, part: 'date' | 'time', value: string): EventSetup {
  const s = setup.sessions[index];
  const parts = splitStart(s.scheduledStart) ?? { date: '', time: '09:00:00', offset: deviceOffset() };
  const next = { ...parts, [part]: value };
  return updateSession(setup, index, { scheduledStart: joinStart(next.date, next.time, next.offset) });
}
