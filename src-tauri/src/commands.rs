//! The IPC commands: each one line into `AppState`. Each is named once in `command_list.rs`
//! (whence `build.rs` declares it and `lib.rs` registers it); `command_drift.rs` fails until
//! it is also granted in `capabilities/default.json`, called from `ui/src/lib/api.ts` and
//! described in `docs/ipc.md`.

use crate::error::IpcError;
use crate::state::{AppState, RulesetInfo};
use rulebook::{Catalogue, Verdict};
use tauri::State;
use tournament::standings::{SessionStandings, TableScores};
use tournament::{EventSetup, LogEntry, RecordedRuling, RulingDraft};

#[tauri::command]
pub async fn get_event(state: State<'_, AppState>) -> Result<EventSetup, IpcError> {
    state.event()
}

/// The events this record holds (a device may hold several), the one in force marked.
#[tauri::command]
pub async fn held_events(
    state: State<'_, AppState>,
) -> Result<Vec<tournament::desk::HeldEvent>, IpcError> {
    state.with_desk(|d| Ok(d.events()?))
}

/// Decides under another event this record holds, from now on (and after a restart).
#[tauri::command]
pub async fn choose_event(state: State<'_, AppState>, id: String) -> Result<EventSetup, IpcError> {
    state.with_desk(|d| Ok(d.choose_event(&id)?.clone()))
}

#[tauri::command]
pub async fn save_event(
    state: State<'_, AppState>,
    setup: EventSetup,
) -> Result<EventSetup, IpcError> {
    state.save_event(setup)
}

#[tauri::command]
pub async fn referee_team(
    state: State<'_, AppState>,
) -> Result<crate::team::RefereeTeam, IpcError> {
    state.referee_team()
}

#[tauri::command]
pub async fn seal_key(
    state: State<'_, AppState>,
    passphrase: String,
) -> Result<crate::team::RefereeTeam, IpcError> {
    state.seal_key(&passphrase)
}

#[tauri::command]
pub async fn publish_referees(
    state: State<'_, AppState>,
    name: String,
    referees: Vec<ledger::roles::Referee>,
    passphrase: Option<String>,
) -> Result<crate::team::RefereeTeam, IpcError> {
    state.publish_referees(&name, referees, passphrase.as_deref(), chrono::Local::now())
}

#[tauri::command]
pub async fn enrol_device(
    state: State<'_, AppState>,
    device: String,
    role: ledger::roles::Role,
    name: String,
    passphrase: Option<String>,
) -> Result<crate::record::RecordCheck, IpcError> {
    state.enrol_device(
        &device,
        role,
        &name,
        passphrase.as_deref(),
        chrono::Local::now(),
    )
}

#[tauri::command]
pub async fn share_event(state: State<'_, AppState>) -> Result<u64, IpcError> {
    state.share_event(chrono::Local::now())
}

#[tauri::command]
pub async fn event_version(state: State<'_, AppState>) -> Result<Option<u64>, IpcError> {
    state.event_version()
}

#[tauri::command]
pub async fn import_roster(
    state: State<'_, AppState>,
    path: String,
) -> Result<tournament::desk::RosterImported, IpcError> {
    state.import_roster(std::path::Path::new(&path))
}

#[tauri::command]
pub async fn export_roster(state: State<'_, AppState>, path: String) -> Result<usize, IpcError> {
    state.export_roster(std::path::Path::new(&path))
}

#[tauri::command]
pub async fn list_rulesets(state: State<'_, AppState>) -> Result<Vec<RulesetInfo>, IpcError> {
    Ok(state.rulesets())
}

#[tauri::command]
pub async fn get_catalogue(
    state: State<'_, AppState>,
    ruleset: String,
) -> Result<Catalogue, IpcError> {
    state.catalogue_for(&ruleset)
}

#[tauri::command]
pub async fn evaluate_ruling(
    state: State<'_, AppState>,
    draft: RulingDraft,
) -> Result<Verdict, IpcError> {
    state.evaluate(&draft)
}

#[tauri::command]
pub async fn record_ruling(
    state: State<'_, AppState>,
    draft: RulingDraft,
    photos: Option<Vec<String>>,
) -> Result<RecordedRuling, IpcError> {
    state.record(&draft, &photos.unwrap_or_default(), chrono::Local::now())
}

#[tauri::command]
pub async fn list_rulings(
    state: State<'_, AppState>,
    session: Option<String>,
) -> Result<Vec<LogEntry>, IpcError> {
    state.rulings(session.as_deref())
}

#[tauri::command]
pub async fn record_scores(
    state: State<'_, AppState>,
    entry: TableScores,
) -> Result<SessionStandings, IpcError> {
    state.record_scores(&entry, chrono::Local::now())
}

#[tauri::command]
pub async fn get_standings(
    state: State<'_, AppState>,
    session: String,
) -> Result<SessionStandings, IpcError> {
    state.standings(&session)
}

/// What the tile picker asks the hand engine.
#[derive(Debug, Clone, serde::Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct HandRequest {
    pub ruleset: String,
    pub hand: String,
    pub win: Option<String>,
    #[serde(default)]
    pub tsumo: bool,
    /// The win's circumstances as a `circumstances` question answers them (`tsumo flowers=2
    /// seat=S`), read by the core.
    #[serde(default)]
    pub circumstances: Option<String>,
}

#[tauri::command]
pub async fn analyse_hand(
    state: State<'_, AppState>,
    request: HandRequest,
) -> Result<tiles::HandAnalysis, IpcError> {
    // The event's readings of the book where the hand is under the event's ruleset.
    let readings = state.catalogue_for(&request.ruleset)?.hand_readings;
    let code = |e: tiles::HandError| IpcError {
        code: e.code().into(),
        args: e.args(),
    };
    let mut conditions = match &request.circumstances {
        Some(words) => tiles::Conditions::parse(words).map_err(code)?,
        None => tiles::Conditions::default(),
    };
    conditions.tsumo |= request.tsumo;
    tiles::analyse_with(
        &request.ruleset,
        &readings,
        &request.hand,
        request.win.as_deref(),
        conditions,
    )
    .map_err(code)
}

/// A hand in the notation read by the core for the UI: its tiles and melds to show, and the
/// first thing wrong with it under the ruleset's hand rules (the UI never reads the notation).
#[tauri::command]
pub async fn read_hand(
    state: State<'_, AppState>,
    ruleset: String,
    hand: String,
) -> Result<tiles::HandReading, IpcError> {
    Ok(state.catalogue_for(&ruleset)?.hand.read(&ruleset, &hand))
}

/// The teams a setup's matches make of its seating (2V2 第一条 二), names kept, for the event
/// screen to show before the setup is saved.
#[tauri::command]
pub async fn match_teams(setup: EventSetup) -> Result<Vec<tournament::setup::TeamDef>, IpcError> {
    Ok(setup.teams_of_matches())
}

#[tauri::command]
pub async fn settle_drawn_hand(
    request: crate::settle::SettleRequest,
) -> Result<tiles::Settlement, IpcError> {
    crate::settle::settle_drawn_hand(&request)
}

#[tauri::command]
pub async fn check_record(
    state: State<'_, AppState>,
) -> Result<crate::record::RecordCheck, IpcError> {
    state.with_desk(|d| crate::record::check(d))
}

#[tauri::command]
pub async fn export_bundle(
    state: State<'_, AppState>,
    path: String,
) -> Result<crate::record::ExportResult, IpcError> {
    state.export_bundle(std::path::Path::new(&path), chrono::Local::now())
}

#[tauri::command]
pub async fn import_bundle(
    state: State<'_, AppState>,
    path: String,
) -> Result<crate::record::ImportResult, IpcError> {
    state.with_desk(|d| crate::record::import(d, std::path::Path::new(&path)))
}

#[tauri::command]
pub async fn device_role(
    state: State<'_, AppState>,
) -> Result<Option<ledger::roles::Role>, IpcError> {
    state.with_desk(|d| Ok(d.role()?))
}

#[tauri::command]
pub async fn void_ruling(
    state: State<'_, AppState>,
    id: String,
    reason: String,
    passphrase: Option<String>,
) -> Result<String, IpcError> {
    state
        .void(&id, &reason, passphrase.as_deref(), chrono::Local::now())
        .map(|done| done.id)
}

/// Opens this device's sealed key with its passphrase for the rest of the app's run, so the
/// head referee's device can sign rulings and scores again; a wrong passphrase changes nothing.
#[tauri::command]
pub async fn unlock_device(state: State<'_, AppState>, passphrase: String) -> Result<(), IpcError> {
    state.unlock(&passphrase, chrono::Local::now()).map(|_| ())
}

#[tauri::command]
pub async fn evaluate_amendment(
    state: State<'_, AppState>,
    target: String,
    draft: RulingDraft,
) -> Result<Verdict, IpcError> {
    state.evaluate_amendment(&target, &draft)
}

#[tauri::command]
pub async fn amend_ruling(
    state: State<'_, AppState>,
    target: String,
    draft: RulingDraft,
    reason: String,
    passphrase: Option<String>,
) -> Result<RecordedRuling, IpcError> {
    state.amend(
        &target,
        &draft,
        &reason,
        passphrase.as_deref(),
        chrono::Local::now(),
    )
}

/// The head referee's review: the event's rulings under the filters, with summaries, chip
/// counts and possible duplicates (the same `Desk::review` as `mjref review`).
#[tauri::command]
pub async fn review_event(
    state: State<'_, AppState>,
    filter: tournament::review::ReviewFilter,
) -> Result<crate::reports::ReviewView, IpcError> {
    state.review(&filter)
}

/// Writes the penalty log (what the Review screen shows; as PDF the penalty notice) or the
/// standings after `session`, as CSV for the scoring office or PDF for the notice board, in
/// `lang` (the same files as `mjref report`).
#[tauri::command]
pub async fn export_report(
    state: State<'_, AppState>,
    what: crate::reports::ReportKind,
    format: crate::reports::ReportFormat,
    lang: String,
    filter: tournament::review::ReviewFilter,
    session: Option<String>,
    path: std::path::PathBuf,
) -> Result<crate::reports::ReportWritten, IpcError> {
    state.export_report((what, format, &lang), &filter, session.as_deref(), &path)
}

/// Opens a report this run wrote (a PDF) in the system's viewer; any other path is refused.
#[tauri::command]
pub async fn open_report(path: std::path::PathBuf) -> Result<(), IpcError> {
    crate::reports::open(&path)
}

/// A ruling's whole history: recorded, then every amendment, void and appeal decision naming
/// it, oldest first, each with its device, referee, time and reason.
#[tauri::command]
pub async fn ruling_history(
    state: State<'_, AppState>,
    id: String,
) -> Result<Vec<tournament::history::HistoryStep>, IpcError> {
    state.ruling_history(&id)
}

/// Prepares a photo from the camera or a file, sent as the request's raw bytes: upright, every
/// metadata block removed, held until a ruling or a case records it.
#[tauri::command]
pub async fn prepare_photo(
    request: tauri::ipc::Request<'_>,
) -> Result<crate::appeals::PhotoPrepared, IpcError> {
    match request.body() {
        tauri::ipc::InvokeBody::Raw(bytes) => crate::appeals::prepare(bytes),
        _ => Err(tournament::CaseError::NoPhoto.into()),
    }
}

/// Every appeal case in the record, oldest first.
#[tauri::command]
pub async fn list_cases(
    state: State<'_, AppState>,
) -> Result<Vec<tournament::appeal::CaseSummary>, IpcError> {
    state.cases()
}

/// One case as the committee reads it: rulings with their whole history, photos, notes,
/// decisions.
#[tauri::command]
pub async fn case_view(
    state: State<'_, AppState>,
    case: String,
) -> Result<tournament::appeal::CaseView, IpcError> {
    state.case(&case)
}

/// Opens a case on one or more rulings, with its deadline by the ruleset.
#[tauri::command]
pub async fn file_appeal(
    state: State<'_, AppState>,
    filing: tournament::appeal::Filing,
) -> Result<tournament::appeal::Filed, IpcError> {
    state.file_appeal(&filing, chrono::Local::now())
}

/// Adds a prepared photo to a case.
#[tauri::command]
pub async fn add_case_photo(
    state: State<'_, AppState>,
    case: String,
    sha256: String,
    caption: String,
) -> Result<String, IpcError> {
    state.add_case_photo(&case, &sha256, &caption, chrono::Local::now())
}

/// Adds a note to a case.
#[tauri::command]
pub async fn add_case_note(
    state: State<'_, AppState>,
    case: String,
    text: String,
) -> Result<String, IpcError> {
    state.add_case_note(&case, &text, chrono::Local::now())
}

/// Decides a case (the committee, or the head referee where the ruleset gives it the hearing);
/// `passphrase` opens the device's sealed key.
#[tauri::command]
pub async fn decide_case(
    state: State<'_, AppState>,
    case: String,
    decision: String,
    reason: String,
    passphrase: Option<String>,
) -> Result<String, IpcError> {
    state.decide_case(
        &case,
        (&decision, &reason),
        passphrase.as_deref(),
        chrono::Local::now(),
    )
}

/// A photo of the record as a data URL: its thumbnail, or the whole photo with `full`.
#[tauri::command]
pub async fn photo_data(
    state: State<'_, AppState>,
    sha256: String,
    full: bool,
) -> Result<String, IpcError> {
    state.photo(&sha256, full)
}

/// Writes a case's file as PDF in `lang` (the same file as `mjref appeal pdf`).
#[tauri::command]
pub async fn export_case(
    state: State<'_, AppState>,
    case: String,
    lang: String,
    path: std::path::PathBuf,
) -> Result<crate::reports::ReportWritten, IpcError> {
    state.export_case(&case, &lang, &path)
}
