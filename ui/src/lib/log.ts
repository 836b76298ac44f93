import type { LogEntry } from './types';

/** Newest first, optionally only one table's. */
export function logView(entries: LogEntry[], table: number | null): LogEntry[] {
  return entries
    .filter((e) => table === null || e.table === table)
    .sort((a, b) => b.seq - a.seq);
}

/** The tables that appear in the log, in order. */
export function logTables(entries: LogEntry[]): number[] {
  const tables = entries.map((e) => e.table).filter((t): t is number => t !== null);
  return [...new Set(tables)].sort((a, b) => a - b);
}
