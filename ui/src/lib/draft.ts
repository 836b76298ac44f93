// The New-ruling flow as plain data: which step we are on, what going back undoes, and the
// RulingDraft sent to the backend.
import type { Answer, Choice, IncidentDef, LogEntry, QuestionDef, RulingDraft, Verdict } from './types';

export type Step = 'table' | 'player' | 'incident' | 'questions' | 'verdict';

export interface Flow {
  session: string;
  table: number | null;
  player: string | null;
  incident: string | null;
  /** In the order they were given, so Back undoes the last one. */
  answers: [string, Answer][];
  choice: Choice | null;
  hand: number | null;
  note: string;
}

export function startFlow(session: string): Flow {
  return { session, table: null, player: null, incident: null, answers: [], choice: null, hand: null, note: '' };
}

export function chooseTable(f: Flow, table: number): Flow {
  return { ...f, table, player: null, incident: null, answers: [], choice: null };
}

export function choosePlayer(f: Flow, player: string): Flow {
  return { ...f, player, incident: null, answers: [], choice: null };
}

export function chooseIncident(f: Flow, incident: string): Flow {
  return { ...f, incident, answers: [], choice: null };
}

/** Records an answer; answering again replaces the earlier answer. Choices made on the
 * verdict no longer apply once the facts change. */
export function answer(f: Flow, question: string, value: Answer): Flow {
  return { ...f, answers: [...f.answers.filter(([q]) => q !== question), [question, value]], choice: null };
}

/** Takes an answer back (an optional fact the referee no longer wants checked). */
export function unanswer(f: Flow, question: string): Flow {
  if (!f.answers.some(([q]) => q === question)) return f;
  return { ...f, answers: f.answers.filter(([q]) => q !== question), choice: null };
}

/** The answer given to a question, if any. */
export function answerTo(f: Flow, question: string): Answer | undefined {
  return f.answers.find(([q]) => q === question)?.[1];
}

export function chooseOption(f: Flow, option: number): Flow {
  return { ...f, choice: { option } };
}

export function chooseAmount(f: Flow, amount: number): Flow {
  return { ...f, choice: { ...(f.choice ?? {}), amount } };
}

/** A hand number is a positive whole number; anything else means "not given". */
export function parseHand(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function setHand(f: Flow, v: unknown): Flow {
  return { ...f, hand: parseHand(v) };
}

export function setNote(f: Flow, note: string): Flow {
  return { ...f, note };
}

/** A recorded ruling as a flow, to decide again for an amendment: its table, player, incident,
 * answers, choice, hand and note as recorded. */
export function flowOf(entry: LogEntry): Flow {
  return {
    session: entry.session,
    table: entry.table,
    player: entry.player,
    incident: entry.incident,
    answers: Object.entries(entry.answers).filter((a): a is [string, Answer] => a[1] !== undefined),
    choice: entry.choice,
    hand: entry.hand,
    note: entry.note,
  };
}

/** Whether Back may undo the last step: an amendment keeps its table, player and incident. */
export function canGoBack(f: Flow, amending: boolean): boolean {
  if (!amending) return f.table !== null;
  return f.choice !== null || f.answers.length > 0;
}

/** Undoes the last step: a choice, else the last answer, else the incident, player, table. */
export function back(f: Flow): Flow {
  if (f.choice) return { ...f, choice: null };
  if (f.answers.length > 0) return { ...f, answers: f.answers.slice(0, -1) };
  if (f.incident !== null) return { ...f, incident: null };
  if (f.player !== null) return { ...f, player: null };
  return { ...f, table: null };
}

/** The draft to evaluate or record, once table, player and incident are known. */
export function toDraft(f: Flow): RulingDraft | null {
  if (f.table === null || f.player === null || f.incident === null) return null;
  return {
    session: f.session,
    table: f.table,
    hand: f.hand,
    player: f.player,
    incident: f.incident,
    answers: Object.fromEntries(f.answers),
    choice: f.choice,
    note: f.note,
  };
}

/** A verdict only counts for the flow it was computed from. */
export function stepOf(f: Flow, verdict: Verdict | null): Step {
  if (f.table === null) return 'table';
  if (f.player === null) return 'player';
  if (f.incident === null) return 'incident';
  if (!verdict || verdict.incident !== f.incident || verdict.needs.length > 0) return 'questions';
  return 'verdict';
}

/** The questions the verdict still needs, in its order, minus those answered meanwhile. */
export function openQuestions(f: Flow, verdict: Verdict | null, incident: IncidentDef | undefined): QuestionDef[] {
  if (!verdict || !incident || verdict.incident !== f.incident) return [];
  const answered = new Set(f.answers.map(([q]) => q));
  return verdict.needs
    .filter((id) => !answered.has(id))
    .map((id) => incident.questions.find((q) => q.id === id))
    .filter((q): q is QuestionDef => q !== undefined);
}

/** "HH:MM" or "HH:MM:SS" (24-hour) → "HH:MM:SS"; null when it is not a time of day. */
export function normaliseTime(v: string): string | null {
  // A tablet's number pad may have no colon: "0912" and "091230" are read as 09:12 and
  // 09:12:30; a full-width colon or a dot separates as a colon does.
  const text = v.trim().replace(/^(\d{1,2}:\d{2}:\d{2})\.\d+$/, '$1').replace(/[：.]/g, ':');
  const m = /^(\d{2})(\d{2})(\d{2})?$/.exec(text) ?? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? '0')];
  if (h > 23 || min > 59 || s > 59) return null;
  return [h, min, s].map((n) => String(n).padStart(2, '0')).join(':');
}

/** A number answer from an input's value; null when it is not a finite number. */
export function parseNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}
