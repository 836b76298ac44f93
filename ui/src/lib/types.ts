// The IPC types. Field names match the Rust side (camelCase); ts-rs will generate identical
// definitions into ./bindings/.
export type Lang = 'zh-CN' | 'en' | 'ja';
export type Seat = 'E' | 'S' | 'W' | 'N';
export interface PlayerDef { id: string; name: string }
export interface SeatDef { seat: Seat; playerId: string }
export interface TableDef { number: number; seats: SeatDef[] }
export interface SessionDef { id: string; name: string; scheduledStart: string } // RFC 3339 with offset, e.g. "2026-11-22T09:00:00+08:00"
export interface EventSetup { id: string; name: string; ruleset: string; sessions: SessionDef[]; tables: TableDef[]; players: PlayerDef[]; hallWarnings: string[]; referee: string }
export interface RulesetInfo { id: string; version: string; nameId: string }
export interface Sanction { kind: string; amount?: number | null; min?: number | null; max?: number | null; scope?: string | null; absent?: boolean | null }
export interface Choice { amount?: number | null; option?: number | null }
export interface ChoiceDef { value: string; labelId: string }
export type QuestionKind = 'bool' | 'number' | 'choice' | 'arrival_time';
export interface QuestionDef { id: string; kind: QuestionKind; textId: string; helpId: string | null; unit: string | null; choices: ChoiceDef[] }
export interface OutcomeDef { id: string; tier: string | null; reasonId: string; sanctions: Sanction[]; options: Sanction[] }
export interface IncidentDef { key: string; article: string; category: string; nameId: string; summaryId: string; interpretationId: string | null; searchTerms: string[]; questions: QuestionDef[]; outcomes: OutcomeDef[] }
export interface TierDef { id: string; article: string; nameId: string }
export interface Catalogue { ruleset: string; version: string; tiers: TierDef[]; incidents: IncidentDef[]; categories: string[] }
export type Answer = boolean | number | string;
export interface RulingDraft { session: string; table: number; hand: number | null; player: string; incident: string; answers: Record<string, Answer>; choice: Choice | null; note: string }
export interface Message { id: string; args: Record<string, string | number> }
export interface Verdict { ruleset: string; incident: string; article: string; tier: string | null; applicable: boolean; needs: string[]; sanctions: Sanction[]; options: Sanction[]; outcome: string | null; reasons: Message[] }
export interface LogEntry { id: string; seq: number; recordedAt: string; utcOffsetMinutes: number; referee: string; session: string; table: number; hand: number | null; player: string; incident: string; answers: Record<string, Answer>; choice: Choice | null; verdict: Verdict; note: string; catalogueVersion: string }
export interface RecordedRuling { id: string; seq: number; recordedAt: string; verdict: Verdict }
export interface ApiError { code: string; args: Record<string, string | number> }
