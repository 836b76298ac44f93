// The Referees screen's rows: every device the head can put on the list (those on the latest
// list, those seen in the record, those typed), and the list they make. The core composes and
// checks the signed list; this only gathers what the head chose.
import type { Referee, RefereeTeam, Role } from '../types';

export interface TeamRow {
  device: string;
  /** '' leaves the device off the list. */
  role: Role | '';
  name: string;
  /** The referees whose rulings the record holds from this device. */
  seenAs: string[];
}

/** The rows for `team`: the listed devices first, then the others seen; not this device. */
export function teamRows(team: RefereeTeam): TeamRow[] {
  const rows: TeamRow[] = team.referees
    .filter((r) => r.device !== team.device)
    .map((r) => ({ device: r.device, role: r.role, name: r.name, seenAs: [] }));
  for (const s of team.seen) {
    const row = rows.find((r) => r.device === s.device);
    if (row) row.seenAs = s.referees;
    else rows.push({ device: s.device, role: '', name: s.referees[0] ?? '', seenAs: s.referees });
  }
  return rows;
}

/** Adds a typed key (spaces and case as people copy them) unless it is there already. */
export function withTyped(rows: TeamRow[], typed: string, self: string): TeamRow[] {
  const device = typed.replace(/\s+/g, '').toLowerCase();
  if (!device || device === self || rows.some((r) => r.device === device)) return rows;
  return [...rows, { device, role: 'floor', name: '', seenAs: [] }];
}

/** The referees the list names, besides this device. */
export function chosen(rows: TeamRow[]): Referee[] {
  return rows.filter((r) => r.role !== '').map((r) => ({ device: r.device, role: r.role as Role, name: r.name.trim() }));
}

/** This device's name on the latest list, to sign the next one with. */
export function myName(team: RefereeTeam): string {
  return team.referees.find((r) => r.device === team.device)?.name ?? '';
}
