// Entering a table's session scores and showing the standings: plain data, no UI.
import type { SeatedPlayer } from './seats';
import type { Adjustment, SanctionKind, StandingRow, TableStandings, TotalRow } from './types';

/** A sentence the UI shows instead of calling the backend: a ui.ftl id and its arguments. */
export interface Problem { id: string; args: Record<string, string | number> }

export type ParsedScores =
  | { ok: true; scores: Record<string, number> }
  | { ok: false; problem: Problem; player: string };

const SCORE = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** A score as typed: digits with an optional sign and decimal point; full-width digits and the
 * typographic minus are accepted. Anything else (empty, "1,000", "1e3", "abc") is null. */
export function parseScore(raw: string): number | null {
  const s = raw.normalize('NFKC').replace(/[\u2212\u2012\u2013\uFE63]/g, '-').replace(/\s+/g, '');
  if (!SCORE.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** Every seated player's score, or the first problem in seat order. */
export function parseScores(seated: SeatedPlayer[], inputs: Record<string, string | undefined>): ParsedScores {
  const scores: Record<string, number> = {};
  for (const { seat, player } of seated) {
    const raw = (inputs[player.id] ?? '').trim();
    const args = { name: player.name || player.id, seat };
    if (raw === '') return { ok: false, player: player.id, problem: { id: 'ui-score-missing', args } };
    const n = parseScore(raw);
    if (n === null) return { ok: false, player: player.id, problem: { id: 'ui-score-not-a-number', args: { ...args, value: raw } } };
    scores[player.id] = n;
  }
  return { ok: true, scores };
}

/** A number as the score sheet writes it: at most two decimals, no float noise. */
export function formatNumber(n: number): string {
  const r = Math.round(n * 100) / 100;
  return String(Object.is(r, -0) ? 0 : r);
}

/** What the inputs show for a table: its recorded scores, else empty. */
export function scoreInputs(table: TableStandings | undefined, seated: SeatedPlayer[]): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const { player } of seated) {
    const v = table?.scored ? table.scores[player.id] : undefined;
    inputs[player.id] = v === undefined ? '' : formatNumber(v);
  }
  return inputs;
}

/** "12" → "-12", "-12" → "12", "" → "-": the sign a tablet's number pad may not have. */
export function toggleSign(raw: string): string {
  const s = raw.trim();
  if (s.startsWith('-') || s.startsWith('\u2212')) return s.slice(1);
  if (s.startsWith('+')) return '-' + s.slice(1);
  return '-' + s;
}

/** "+2", "−1.5" (typographic minus), "0". */
export function signed(n: number): string {
  const s = formatNumber(Math.abs(n));
  if (s === '0') return '0';
  return (n > 0 ? '+' : '\u2212') + s;
}

/** Rows by rank, ties in seat order. */
export function standingRows(table: TableStandings, seatOrder: string[]): StandingRow[] {
  const at = (p: string) => {
    const i = seatOrder.indexOf(p);
    return i < 0 ? seatOrder.length : i;
  };
  return [...table.standings].sort((a, b) => a.rank - b.rank || at(a.player) - at(b.player));
}

/** The kinds that change the standings without a number of their own: the session's rank
 * points (and for annul_results its score) are lost. */
const LOSSES: SanctionKind[] = ['forfeit_session', 'disqualification', 'annul_results'];

/** How an adjustment names its kind: the kinds that change the standings have their own label. */
export function adjustmentKindId(kind: SanctionKind): string {
  const own: SanctionKind[] = ['score', 'pay', 'rank_points', ...LOSSES];
  return own.includes(kind) ? `ui-adjust-${kind}` : `sanction-${kind}`;
}

/** What an adjustment changes, signed; a forfeit, disqualification or cancelled result
 * changes no number itself. */
export function adjustmentAmount(a: Adjustment): string | null {
  return LOSSES.includes(a.kind) ? null : signed(a.amount);
}

/** Why a player's session counts for nothing (a ui.ftl id), or null when it counts. */
export function standingStatusId(row: StandingRow): string | null {
  if (row.annulled) return 'ui-standings-annulled';
  if (row.disqualified) return 'ui-standings-disqualified';
  if (row.forfeit) return 'ui-standings-forfeit-yes';
  return null;
}

/** Adjustments in the order the rulings were recorded. */
export function adjustmentRows(table: TableStandings): Adjustment[] {
  return [...table.adjustments].sort((a, b) => a.seq - b.seq);
}

/** The totals in the stage's order: the place the backend gave by the ruleset's tie-breaks,
 * then the ids for a stable order among shared places. */
export function totalRows(totals: TotalRow[]): TotalRow[] {
  return [...totals].sort((a, b) => a.rank - b.rank || a.player.localeCompare(b.player));
}
