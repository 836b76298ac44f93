// The IPC types, generated from the Rust types by ts-rs into ./bindings/ (a Rust test fails
// when they are out of date). The UI's own names for some of them are aliases here.
export type { Adjustment } from './bindings/Adjustment';
export type { Catalogue } from './bindings/Catalogue';
export type { Choice } from './bindings/Choice';
export type { ChoiceDef } from './bindings/ChoiceDef';
export type { EventSetup } from './bindings/EventSetup';
export type { HandAnalysis } from './bindings/HandAnalysis';
export type { HandRequest } from './bindings/HandRequest';
export type { LogEntry } from './bindings/LogEntry';
export type { Message } from './bindings/Message';
export type { OutcomeOverride } from './bindings/OutcomeOverride';
export type { Overrides } from './bindings/Overrides';
export type { PlayerDef } from './bindings/PlayerDef';
export type { QuestionKind } from './bindings/QuestionKind';
export type { RecordedRuling } from './bindings/RecordedRuling';
export type { RulesetInfo } from './bindings/RulesetInfo';
export type { RulingDraft } from './bindings/RulingDraft';
export type { Sanction } from './bindings/Sanction';
export type { SanctionKind } from './bindings/SanctionKind';
export type { Seat } from './bindings/Seat';
export type { SeatDef } from './bindings/SeatDef';
export type { SessionDef } from './bindings/SessionDef';
export type { SessionStandings } from './bindings/SessionStandings';
export type { StandingRow } from './bindings/StandingRow';
export type { TableDef } from './bindings/TableDef';
export type { TableScores } from './bindings/TableScores';
export type { TableStandings } from './bindings/TableStandings';
export type { TotalRow } from './bindings/TotalRow';
export type { Verdict } from './bindings/Verdict';
export type { ReviewFilter } from './bindings/ReviewFilter';
export type { ReviewView } from './bindings/ReviewView';
export type { ReviewPage } from './bindings/ReviewPage';
export type { PlayerSummary } from './bindings/PlayerSummary';
export type { TableSummary } from './bindings/TableSummary';
export type { PossibleDuplicate } from './bindings/PossibleDuplicate';
export type { Chip } from './bindings/Chip';
export type { Chips } from './bindings/Chips';
export type { ReportKind } from './bindings/ReportKind';
export type { ReportFormat } from './bindings/ReportFormat';
export type { HistoryStep } from './bindings/HistoryStep';
export type { ReportWritten } from './bindings/ReportWritten';
export type { CaseSummary } from './bindings/CaseSummary';
export type { CaseView } from './bindings/CaseView';
export type { Filing } from './bindings/Filing';
export type { Filed } from './bindings/Filed';
export type { EvidenceItem } from './bindings/EvidenceItem';
export type { PhotoPrepared } from './bindings/PhotoPrepared';
export type { AppealRule } from './bindings/AppealRule';
export type { CommitteePower } from './bindings/CommitteePower';
import type { Incident } from './bindings/Incident';
import type { Outcome } from './bindings/Outcome';
import type { Question } from './bindings/Question';
import type { Tier } from './bindings/Tier';
import type { Value } from './bindings/Value';

export type IncidentDef = Incident;
export type OutcomeDef = Outcome;
export type QuestionDef = Question;
export type TierDef = Tier;
export type Answer = Value;
export type Lang = 'zh-CN' | 'en' | 'ja';

import type { ErrorCodeName } from './bindings/ErrorCodeName';
export type { ErrorCodeName } from './bindings/ErrorCodeName';
export type { ProblemCodeName } from './bindings/ProblemCodeName';
export type { Command } from './bindings/Command';

/** A rejected command, as `api.ts` normalises it: an `error-<code>` message and its arguments.
 * The codes are the Rust side's (generated), so comparing with one that does not exist is a
 * type error. */
export interface ApiError { code: ErrorCodeName; args: Record<string, string | number> }
export type { MatchDef } from './bindings/MatchDef';
export type { MatchRow } from './bindings/MatchRow';
export type { TeamDef } from './bindings/TeamDef';
export type { TeamTotalRow } from './bindings/TeamTotalRow';
export type { DrawnHand } from './bindings/DrawnHand';
export type { KongKind } from './bindings/KongKind';
export type { Kong } from './bindings/Kong';
export type { PlayerEntry } from './bindings/PlayerEntry';
export type { SeatView } from './bindings/SeatView';
export type { SettleRequest } from './bindings/SettleRequest';
export type { Settlement } from './bindings/Settlement';
export type { Payment } from './bindings/Payment';
export type { ChangeMark } from './bindings/ChangeMark';
export type { RecordCheck } from './bindings/RecordCheck';
export type { DeviceRow } from './bindings/DeviceRow';
export type { ImportResult } from './bindings/ImportResult';
export type { ExportResult } from './bindings/ExportResult';
export type { Role } from './bindings/Role';
export type { SeatRole } from './bindings/SeatRole';
export type { Seating } from './bindings/Seating';
export type { RosterImported } from './bindings/RosterImported';
export type { HeldEvent } from './bindings/HeldEvent';
export type { RefereeTeam } from './bindings/RefereeTeam';
export type { SeenDevice } from './bindings/SeenDevice';
export type { Referee } from './bindings/Referee';
// What a ruleset lets a hand hold and how the core reads a hand (`tiles::HandRules`,
// `read_hand`); what the drawn-hand screen asks (`Catalogue.drawnHand`).
export type { HandRules } from './bindings/HandRules';
export type { SuitTiles } from './bindings/SuitTiles';
export type { MeldKind } from './bindings/MeldKind';
export type { MeldView } from './bindings/MeldView';
export type { HandView } from './bindings/HandView';
export type { HandReading } from './bindings/HandReading';
export type { DrawnHandRules } from './bindings/DrawnHandRules';
export type { SeatField } from './bindings/SeatField';
export type { TableField } from './bindings/TableField';
export type { RiichiFault } from './bindings/RiichiFault';
export type { GivenAnswer } from './bindings/GivenAnswer';
export type { Standing } from './bindings/Standing';
// The hall (issue 25, docs/hall-protocol.md).
export type { HallView } from './bindings/HallView';
export type { OpenHall } from './bindings/OpenHall';
export type { HallRefusal } from './bindings/HallRefusal';
export type { HallRequest } from './bindings/HallRequest';
export type { HallAnswer } from './bindings/HallAnswer';
export type { KnownDevice } from './bindings/KnownDevice';
export type { DeviceState } from './bindings/DeviceState';
export type { Round } from './bindings/Round';
export type { Paired } from './bindings/Paired';
