import { describe, expect, it } from 'vitest';
import { logTables, logView } from './log';
import type { LogEntry } from './types';

const entry = (seq: number, table: number): LogEntry => ({
  id: `e${seq}`, seq, kind: 'ruling', event: 'demo', ruleset: 'sbr-2025', recordedAt: '2026-11-22T01:00:00Z', utcOffsetMinutes: 480, referee: 'A', session: 'R1', table,
  hand: null, player: 'p1', incident: 'phone', answers: {}, choice: null, note: '', catalogueVersion: '1', eventVersion: null, device: 'd1', voided: null, amendments: [],
  verdict: { ruleset: 'sbr-2025', incident: 'phone', article: '12', tier: '1', applicable: true, needs: [], sanctions: [], options: [], outcome: null, reasons: [], warningLevel: false, overridden: false },
});

describe('log view', () => {
  const entries = [entry(1, 2), entry(2, 1), entry(3, 2)];

  it('shows the newest first', () => {
    expect(logView(entries, null).map((e) => e.seq)).toEqual([3, 2, 1]);
  });

  it('filters by table', () => {
    expect(logView(entries, 2).map((e) => e.seq)).toEqual([3, 1]);
    expect(logTables(entries)).toEqual([1, 2]);
  });
});
