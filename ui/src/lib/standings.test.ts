import { describe, expect, it } from 'vitest';
import { seatedPlayers } from './seats';
import {
  adjustmentAmount, adjustmentKindId, adjustmentRows, formatNumber, parseScore, parseScores, scoreInputs, signed,
  standingRows, standingStatusId, toggleSign, totalRows,
} from './standings';
import { event } from './test-fixtures';
import type { Adjustment, TableStandings } from './types';

const seated = seatedPlayers(event.tables.find((t) => t.number === 1), event.players);

function table(extra: Partial<TableStandings> = {}): TableStandings {
  return { table: 1, scored: false, scores: {}, standings: [], adjustments: [], hands: [], ...extra };
}

describe('parsing a score', () => {
  it('takes whole and decimal numbers with a sign', () => {
    expect(parseScore('30')).toBe(30);
    expect(parseScore(' -35 ')).toBe(-35);
    expect(parseScore('+12.5')).toBe(12.5);
    expect(parseScore('.5')).toBe(0.5);
    expect(parseScore('0')).toBe(0);
  });

  it('takes full-width digits and the typographic minus', () => {
    expect(parseScore('３０')).toBe(30);
    expect(parseScore('\u22125')).toBe(-5);
    expect(parseScore('－５')).toBe(-5);
  });

  it('refuses anything else', () => {
    for (const bad of ['', ' ', 'abc', '1,000', '1e3', '0x10', '--5', '5-', 'Infinity', 'NaN', '1.2.3', '-']) {
      expect(parseScore(bad), bad).toBeNull();
    }
  });
});

describe('parsing a table\'s scores', () => {
  it('gives every seated player\'s score', () => {
    expect(parseScores(seated, { p1: '30', p2: '10', p3: '-5', p4: '-35' }))
      .toEqual({ ok: true, scores: { p1: 30, p2: 10, p3: -5, p4: -35 } });
  });

  it('refuses an empty score, naming the player and seat', () => {
    expect(parseScores(seated, { p1: '30', p2: '  ', p3: '-5', p4: '-35' })).toEqual({
      ok: false, player: 'p2', problem: { id: 'ui-score-missing', args: { name: 'Bo', seat: 'S' } },
    });
    expect(parseScores(seated, {})).toMatchObject({ ok: false, player: 'p1' });
  });

  it('refuses a non-numeric score, quoting it', () => {
    expect(parseScores(seated, { p1: '30', p2: '10', p3: 'five', p4: '-35' })).toEqual({
      ok: false, player: 'p3', problem: { id: 'ui-score-not-a-number', args: { name: 'Chen', seat: 'W', value: 'five' } },
    });
  });

  it('names an unnamed player by id', () => {
    const unnamed = seated.map((s) => ({ ...s, player: { ...s.player, name: '' } }));
    expect(parseScores(unnamed, {})).toMatchObject({ problem: { args: { name: 'p1', seat: 'E' } } });
  });
});

describe('the score inputs', () => {
  it('show the recorded scores, else nothing', () => {
    expect(scoreInputs(undefined, seated)).toEqual({ p1: '', p2: '', p3: '', p4: '' });
    expect(scoreInputs(table(), seated)).toEqual({ p1: '', p2: '', p3: '', p4: '' });
    expect(scoreInputs(table({ scored: true, scores: { p1: 30, p2: 10.25, p3: -5, p4: -35.25 } }), seated))
      .toEqual({ p1: '30', p2: '10.25', p3: '-5', p4: '-35.25' });
  });

  it('toggle the sign', () => {
    expect(toggleSign('12')).toBe('-12');
    expect(toggleSign('-12')).toBe('12');
    expect(toggleSign('\u221212')).toBe('12');
    expect(toggleSign('+3')).toBe('-3');
    expect(toggleSign('')).toBe('-');
  });
});

describe('the standings view', () => {
  it('formats numbers without float noise', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-35)).toBe('-35');
    expect(signed(2)).toBe('+2');
    expect(signed(-1.5)).toBe('\u22121.5');
    expect(signed(0)).toBe('0');
  });

  it('orders rows by rank, ties in seat order', () => {
    const row = (player: string, rank: number) =>
      ({ player, score: 0, scoreAdjusted: 0, rank, rankPoints: 0, rankPointsAdjusted: 0, forfeit: false, disqualified: false, annulled: false });
    const t = table({ scored: true, standings: [row('p4', 2), row('p2', 2), row('p3', 4), row('p1', 1)] });
    expect(standingRows(t, ['p1', 'p2', 'p3', 'p4']).map((r) => r.player)).toEqual(['p1', 'p2', 'p4', 'p3']);
  });

  it('lists adjustments in ruling order, each with its kind and signed amount', () => {
    const adj = (seq: number, kind: Adjustment['kind'], amount: number): Adjustment =>
      ({ player: 'p1', ruling: `r${seq}`, seq, incident: 'late-arrival', kind, amount });
    const t = table({ adjustments: [adj(3, 'score', -8), adj(1, 'rank_points', -1), adj(2, 'forfeit_session', 0)] });
    const rows = adjustmentRows(t);
    expect(rows.map((a) => a.seq)).toEqual([1, 2, 3]);
    expect(rows.map(adjustmentAmount)).toEqual(['\u22121', null, '\u22128']);
    expect(rows.map((a) => adjustmentKindId(a.kind))).toEqual(['ui-adjust-rank_points', 'ui-adjust-forfeit_session', 'ui-adjust-score']);
    expect(adjustmentKindId('imp')).toBe('sanction-imp');
    // Losing the session changes no number of its own; each kind names itself.
    const out = adj(4, 'disqualification', 0);
    expect(adjustmentAmount(out)).toBeNull();
    expect(adjustmentKindId('disqualification')).toBe('ui-adjust-disqualification');
    expect(adjustmentKindId('annul_results')).toBe('ui-adjust-annul_results');
  });

  it('says why a session counts for nothing: cancelled, disqualified, forfeited, or nothing', () => {
    const base = { player: 'p1', score: 0, scoreAdjusted: 0, rank: 1, rankPoints: 0, rankPointsAdjusted: 0, forfeit: false, disqualified: false, annulled: false };
    expect(standingStatusId(base)).toBeNull();
    expect(standingStatusId({ ...base, forfeit: true })).toBe('ui-standings-forfeit-yes');
    expect(standingStatusId({ ...base, disqualified: true })).toBe('ui-standings-disqualified');
    expect(standingStatusId({ ...base, annulled: true, disqualified: true })).toBe('ui-standings-annulled');
  });

  it('orders totals by the place the ruleset gave, shared places by id', () => {
    const totals = [
      { player: 'p1', score: 30, rankPoints: 3, rank: 2, disqualified: false, sanctions: [], substitutes: [] },
      { player: 'p2', score: 10, rankPoints: 2, rank: 3, disqualified: false, sanctions: [], substitutes: [] },
      { player: 'p3', score: 40, rankPoints: 3, rank: 1, disqualified: false, sanctions: [], substitutes: [] },
      { player: 'p5', score: -35, rankPoints: 0, rank: 4, disqualified: false, sanctions: [], substitutes: [] },
      { player: 'p4', score: -35, rankPoints: 0, rank: 4, disqualified: false, sanctions: [], substitutes: [] },
    ];
    expect(totalRows(totals).map((t) => t.player)).toEqual(['p3', 'p1', 'p2', 'p4', 'p5']);
    expect(totals[0].player).toBe('p1');
  });
});
