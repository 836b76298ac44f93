// The only module that talks to the Rust side. One typed function per command; every
// rejection comes out as an ApiError.
import { invoke } from '@tauri-apps/api/core';
import type {
  ApiError, Command, ErrorCodeName, Catalogue, EventSetup, HandAnalysis, HandRequest, LogEntry, RecordedRuling, RulesetInfo, RulingDraft,
  SessionStandings, SettleRequest, Settlement, TableScores, Verdict, RecordCheck, ExportResult, ImportResult, Role,
  HandReading, TeamDef, RosterImported, HeldEvent, RefereeTeam, Referee, ReviewFilter, ReviewView, ReportKind, ReportFormat, ReportWritten, HistoryStep,
  CaseSummary, CaseView, Filing, Filed, PhotoPrepared, HallView, HallRequest, HallAnswer, Round, Paired,
} from './types';

function isArgs(v: unknown): v is Record<string, string | number> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Normalises whatever a command rejected with into an ApiError. */
export function toApiError(e: unknown): ApiError {
  if (typeof e === 'object' && e !== null) {
    const { code, args } = e as { code?: unknown; args?: unknown };
    // The codes are ErrorCodeName's: the Rust side's, generated (crates/device/src/codes.rs).
    if (typeof code === 'string' && isArgs(args)) return { code: code as ErrorCodeName, args };
  }
  return { code: 'internal', args: { detail: String(e) } };
}

export function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null
    && typeof (e as ApiError).code === 'string' && isArgs((e as ApiError).args);
}

/** The core compiled to WebAssembly (`make web`'s `core/web.js`), as a browser runs it. */
interface BrowserCore {
  default(): Promise<unknown>;
  open(): Promise<void>;
  call(command: string, args: string): string;
  prepare_photo(bytes: Uint8Array): string;
  saved(): Promise<void>;
}

/** In the desktop app, Tauri's IPC; anywhere else, the core in the page. */
const inApp = typeof window !== 'undefined' && '__TAURI_INTERNALS__' in window;
/** Whether a file can be named by its path (the desktop app). A browser only uploads and
 * downloads: what needs a path there (the head's roster, reports, a case file) is desktop-only
 * for now — the core refuses every path there — and screens show `DesktopOnly` in its place. */
export const filesByPath = inApp;
let browserCore: Promise<BrowserCore> | null = null;

// One tab at a time holds the device's record: the storage keeps the record in the tab's
// memory and writes its blocks back, so two tabs writing would corrupt it. A tab about to open
// it asks on a channel every tab of the page hears, with a random ticket; the tab holding it
// answers at once (it holds from the moment it decided, before the core has loaded), and of two
// tabs asking together the lower ticket goes on. The tab that yields opens nothing and says so;
// its "try again" asks anew, once the other tab is closed. (A tab the system has frozen cannot
// answer: a tablet shows one tab at a time, and the note says what is left.)
const HOLDER_CHANNEL = 'mjref-record-holder';
const HOLDER_WAIT_MS = 150;
type HolderMessage = { who: number } | { held: true };

function anotherTabHolds(ticket: number): Promise<boolean> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(HOLDER_CHANNEL);
    const answer = (held: boolean) => { channel.close(); resolve(held); };
    channel.onmessage = (m: MessageEvent<HolderMessage>) => {
      if ('held' in m.data) answer(true);
      else if (m.data.who < ticket) answer(true);
      else channel.postMessage({ held: true } satisfies HolderMessage);
    };
    channel.postMessage({ who: ticket } satisfies HolderMessage);
    setTimeout(() => answer(false), HOLDER_WAIT_MS);
  });
}

/** This tab's answer to every tab that asks, once it holds the record (it never lets go). */
let holding: BroadcastChannel | null = null;

function holdRecord(): void {
  if (holding || typeof BroadcastChannel === 'undefined') return;
  holding = new BroadcastChannel(HOLDER_CHANNEL);
  holding.onmessage = (m: MessageEvent<HolderMessage>) => {
    if ('who' in m.data) holding?.postMessage({ held: true } satisfies HolderMessage);
  };
}

/** Loads the core beside the page once and opens the device's record (IndexedDB). */
function loadCore(): Promise<BrowserCore> {
  browserCore ??= (async () => {
    if (!holding && await anotherTabHolds(Math.random())) throw { code: 'open-in-another-tab', args: {} };
    holdRecord();
    const url = new URL('core/web.js', document.baseURI).href;
    const core = (await import(/* @vite-ignore */ url)) as BrowserCore;
    await core.default();
    await core.open();
    return core;
  })();
  // A core that could not open is asked again by the next call.
  browserCore.catch(() => { browserCore = null; });
  return browserCore;
}

/** The core's rejection in a browser is its `{code, args}` as JSON text. */
function rejection(e: unknown): unknown {
  if (typeof e !== 'string') return e;
  try { return JSON.parse(e); } catch { return e; }
}

/** Called after a command wrote to the record in a browser (the hall link sends it at once). */
let wrote: (() => void) | null = null;
export function onWrite(then: () => void): void { wrote = then; }

// `Command` is generated from the one list of commands (crates/device/src/command_list.rs), and a
// Rust test fails unless each is called here exactly. Every command goes to the core's one
// dispatch — through the app's entry point `call`, or in a browser to the core in the page,
// which answers once what it wrote is in IndexedDB; a photo's bytes go raw (`prepare_photo`).
async function call<T>(command: Command, args?: Record<string, unknown> | Uint8Array): Promise<T> {
  try {
    if (!inApp) {
      const core = await loadCore();
      const before = core.call('record_generation', '{}');
      const answer = args instanceof Uint8Array
        ? core.prepare_photo(args)
        : core.call(command, JSON.stringify(args ?? {}));
      await core.saved();
      // What a screen wrote goes to the hall at once (the hall's own rounds say nothing here).
      if (!command.startsWith('hall_') && core.call('record_generation', '{}') !== before) wrote?.();
      return JSON.parse(answer) as T;
    }
    if (args instanceof Uint8Array) return await invoke<T>(command, args);
    return await invoke<T>('call', { command, args: args ?? {} });
  } catch (e) {
    throw toApiError(rejection(e));
  }
}

/** The first screen's data, as the app's page carries it (src-tauri/src/start.rs): what
 * `get_event`, `get_catalogue` for its ruleset, `event_version` and `referee_team` (its role)
 * answered when the page was asked for, so the first screen is drawn whole without waiting on
 * IPC. Without a role (`undefined`), the page asks for it. */
export interface StartData { event: EventSetup; catalogue: Catalogue; version: number | null; role?: Role | null }

/** The id of the page's data block (start.rs's `START_ID`). */
export const START_ID = 'mjref-start';

/** The page's start data, once: the block is removed as it is read, so every later load asks
 * the core. Null in a browser (the core is in the page) or when the app could not answer. */
export function takeStart(doc: Document = document): StartData | null {
  const block = doc.getElementById(START_ID);
  if (!block) return null;
  block.remove();
  try {
    const data = JSON.parse(block.textContent ?? '') as Partial<StartData> | null;
    if (!data || typeof data.event !== 'object' || typeof data.catalogue !== 'object' || data.event === null
      || data.catalogue === null || !('version' in data)) return null;
    return data as StartData;
  } catch {
    return null;
  }
}

export const getEvent = (): Promise<EventSetup> => call('get_event');
export const saveEvent = (setup: EventSetup): Promise<EventSetup> => call('save_event', { setup });
export const refereeTeam = (): Promise<RefereeTeam> => call('referee_team');
export const sealKey = (passphrase: string): Promise<RefereeTeam> => call('seal_key', { passphrase });
export const publishReferees = (name: string, referees: Referee[], passphrase: string | null): Promise<RefereeTeam> =>
  call('publish_referees', { name, referees, passphrase });
export const enrolDevice = (device: string, role: Role, name: string, passphrase: string | null): Promise<RecordCheck> =>
  call('enrol_device', { device, role, name, passphrase });
export const heldEvents = (): Promise<HeldEvent[]> => call('held_events');
export const chooseEvent = (id: string): Promise<EventSetup> => call('choose_event', { id });
export const shareEvent = (): Promise<number> => call('share_event');
export const eventVersion = (): Promise<number | null> => call('event_version');
export const importRoster = (path: string): Promise<RosterImported> => call('import_roster', { path });
export const exportRoster = (path: string): Promise<number> => call('export_roster', { path });
export const listRulesets = (): Promise<RulesetInfo[]> => call('list_rulesets');
export const getCatalogue = (ruleset: string): Promise<Catalogue> => call('get_catalogue', { ruleset });
/** A worked example replayed by the rulebook, as `mjref scenario` prints it (less each verdict's
 * `explanation`, which the screens say from its `reasons`): the browser build's differential test. */
export const replayScenario = (scenario: unknown): Promise<Record<string, unknown>> =>
  call('replay_scenario', { scenario });
export const evaluateRuling = (draft: RulingDraft): Promise<Verdict> => call('evaluate_ruling', { draft });
export const recordRuling = (draft: RulingDraft, photos: string[] = []): Promise<RecordedRuling> =>
  call('record_ruling', { draft, photos });
export const listRulings = (session: string | null): Promise<LogEntry[]> => call('list_rulings', { session });
export const recordScores = (entry: TableScores): Promise<SessionStandings> => call('record_scores', { entry });
export const getStandings = (session: string): Promise<SessionStandings> => call('get_standings', { session });
export const analyseHand = (request: HandRequest): Promise<HandAnalysis> => call('analyse_hand', { request });
export const readHand = (ruleset: string, hand: string): Promise<HandReading> => call('read_hand', { ruleset, hand });
export const matchTeams = (setup: EventSetup): Promise<TeamDef[]> => call('match_teams', { setup });
export const settleDrawnHand = (request: SettleRequest): Promise<Settlement> => call('settle_drawn_hand', { request });
export const checkRecord = (): Promise<RecordCheck> => call('check_record');
export async function exportBundle(path: string): Promise<ExportResult> {
  if (inApp) return call('export_bundle', { path });
  // A browser downloads the bundle under the name the screen holds.
  const bundle = await call<{ events: number; text: string }>('export_bundle', {});
  download(path, bundle.text);
  return { events: bundle.events, path };
}
export async function importBundle(path: string): Promise<ImportResult> {
  const upload = uploads.get(path);
  if (!inApp && upload) {
    // Asked first: a file over the bound is refused before the page reads it into memory.
    await call<null>('check_upload', { name: path, size: upload.size });
    return call('import_bundle', { text: await upload.text(), name: path });
  }
  return call('import_bundle', { path });
}
export const deviceRole = (): Promise<Role | null> => call('device_role');
export const voidRuling = (id: string, reason: string, passphrase: string | null): Promise<string> =>
  call('void_ruling', { id, reason, passphrase });
export const unlockDevice = (passphrase: string): Promise<void> => call('unlock_device', { passphrase });
export const evaluateAmendment = (target: string, draft: RulingDraft): Promise<Verdict> =>
  call('evaluate_amendment', { target, draft });
export const amendRuling = (target: string, draft: RulingDraft, reason: string, passphrase: string | null): Promise<RecordedRuling> =>
  call('amend_ruling', { target, draft, reason, passphrase });

export const reviewEvent = (filter: ReviewFilter, page: number): Promise<ReviewView> => call('review_event', { filter, page });
export const exportReport = (
  what: ReportKind, format: ReportFormat, lang: string, filter: ReviewFilter, session: string | null, path: string,
): Promise<ReportWritten> => call('export_report', { what, format, lang, filter, session, path });
export const openReport = (path: string): Promise<void> => call('open_report', { path });
export const rulingHistory = (id: string): Promise<HistoryStep[]> => call('ruling_history', { id });

/** Files a browser's picker gave, by the name the screens hold for each. */
const uploads = new Map<string, File>();
/** The browser's picker waiting for its files, if any: a cancelled one waits on, unseen. */
let pending: { input: HTMLInputElement; resolve: (names: string[]) => void } | null = null;

/** The browser's own file picker (a hidden input the page owns): the names of the files chosen. */
function pickUploads(accept: string, multiple: boolean): Promise<string[]> {
  if (pending) { pending.input.remove(); pending.resolve([]); }
  return new Promise((resolve) => {
    const input = document.createElement('input');
    Object.assign(input, { type: 'file', accept, multiple, hidden: true });
    input.dataset.testid = 'upload-input';
    input.addEventListener('change', () => {
      const names = Array.from(input.files ?? []).map((f) => { uploads.set(f.name, f); return f.name; });
      input.remove();
      pending = null;
      resolve(names);
    });
    document.body.append(input);
    pending = { input, resolve };
    input.click();
  });
}

/** Hands `text` to the browser as a file to keep, named `name`. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name.split('/').pop() || name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The system's file picker: a file to write a bundle to, or bundles to read; null if cancelled. */
export async function pickBundleToSave(defaultPath: string): Promise<string | null> {
  // A browser asks nowhere: the download keeps the name.
  if (!inApp) return defaultPath;
  const { save } = await import('@tauri-apps/plugin-dialog');
  return save({ defaultPath, filters: [{ name: 'mjref', extensions: ['mjref', 'jsonl'] }] });
}
export async function pickBundlesToOpen(): Promise<string[]> {
  if (!inApp) return pickUploads('.mjref,.jsonl', true);
  const { open } = await import('@tauri-apps/plugin-dialog');
  const picked = await open({ multiple: true, directory: false, filters: [{ name: 'mjref', extensions: ['mjref', 'jsonl'] }] });
  return picked === null ? [] : Array.isArray(picked) ? picked : [picked];
}
/** The system's file picker for the scoring office's roster CSV: one to read, or where to write. */
export async function pickRosterToOpen(): Promise<string | null> {
  const { open } = await import('@tauri-apps/plugin-dialog');
  const picked = await open({ multiple: false, directory: false, filters: [{ name: 'CSV', extensions: ['csv', 'txt'] }] });
  return Array.isArray(picked) ? picked[0] ?? null : picked;
}
/** The system's file picker: where to write a CSV for the scoring office (a roster or a report). */
export async function pickCsvToSave(defaultPath: string): Promise<string | null> {
  const { save } = await import('@tauri-apps/plugin-dialog');
  return save({ defaultPath, filters: [{ name: 'CSV', extensions: ['csv'] }] });
}
/** The system's file picker: where to write a PDF for the notice board. */
export async function pickPdfToSave(defaultPath: string): Promise<string | null> {
  const { save } = await import('@tauri-apps/plugin-dialog');
  return save({ defaultPath, filters: [{ name: 'PDF', extensions: ['pdf'] }] });
}

// Appeals. A photo goes over as the request's raw bytes (a 12-megapixel JPEG is megabytes: no
// JSON array of numbers).
export const preparePhoto = async (file: Blob): Promise<PhotoPrepared> =>
  call('prepare_photo', new Uint8Array(await file.arrayBuffer()));
export const listCases = (): Promise<CaseSummary[]> => call('list_cases');
export const caseView = (caseId: string): Promise<CaseView> => call('case_view', { case: caseId });
export const fileAppeal = (filing: Filing): Promise<Filed> => call('file_appeal', { filing });
export const addCasePhoto = (caseId: string, sha256: string, caption: string): Promise<string> =>
  call('add_case_photo', { case: caseId, sha256, caption });
export const addCaseNote = (caseId: string, text: string): Promise<string> => call('add_case_note', { case: caseId, text });
export const decideCase = (caseId: string, decision: string, reason: string, passphrase: string | null): Promise<string> =>
  call('decide_case', { case: caseId, decision, reason, passphrase });
export const photoData = (sha256: string, full: boolean): Promise<string> => call('photo_data', { sha256, full });
export const exportCase = (caseId: string, lang: string, path: string): Promise<ReportWritten> =>
  call('export_case', { case: caseId, lang, path });

// The hall (docs/hall-protocol.md). The head's device opens it (the app only); a tablet pairs
// and syncs through requests the core builds and signs and answers the core checks: the page
// only moves the bytes (`hall.ts`).
export const hallStatus = (): Promise<HallView> => call('hall_status');
export const recordGeneration = (): Promise<number> => call('record_generation');
export const openHall = (): Promise<HallView> => call('open_hall', {});
export const closeHall = (): Promise<HallView> => call('close_hall');
export const pairWithHall = (url: string, code: string, name: string): Promise<Paired> =>
  call('pair_with_hall', { url, code, name });
export const refuseDevice = (device: string): Promise<HallView> => call('refuse_device', { device });
export const revokeDevice = (device: string, passphrase: string | null): Promise<HallView> =>
  call('revoke_device', { device, passphrase });
export const hallPairRequest = (url: string, code: string, name: string): Promise<HallRequest> =>
  call('hall_pair_request', { url, code, name });
export const hallPairAnswer = (url: string, sent: HallRequest, got: HallAnswer): Promise<Paired> =>
  call('hall_pair_answer', { url, sent, got });
/** `waitMs` null: as long as the hall holds a round. */
export const hallSyncRequest = (waitMs: number | null, nowMs: number | null): Promise<HallRequest> =>
  call('hall_sync_request', { waitMs, nowMs });
export const hallSyncAnswer = (sent: HallRequest, got: HallAnswer): Promise<Round> =>
  call('hall_sync_answer', { sent, got });
/** Whether this page can serve a hall (the app) or is a tablet that pairs with one. */
export const servesHall = inApp;
