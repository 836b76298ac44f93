//! What the app holds while it runs: the catalogues, the device's record and the event setup.
//! Every operation here is what one IPC command does, so it can be tested without a window.

use crate::error::IpcError;
use chrono::{DateTime, Local};
use ledger::{ChangeKind, Stamp, Store};
use rulebook::{Catalogue, Verdict};
use serde::Serialize;
use std::path::Path;
use std::sync::{Arc, Mutex};
use tournament::desk::RosterImported;
use tournament::standings::{SessionStandings, TableScores};
use tournament::{Desk, EventSetup, LogEntry, RecordedRuling, RulingDraft, TournamentError};

const DEMO: &str = include_str!("../demo-event.json");

/// The app's hold on the desk (`tournament::Desk`, the one decision path `mjref` shares) and
/// its clock: every decision is the desk's.
pub struct AppState {
    catalogues: Arc<[Catalogue]>,
    /// The desk, or why the record could not be opened: the app still starts and every command
    /// says so in words, and the file is left exactly as it was. Shared with the head's hall
    /// when it is open (one desk, one connection, one key for the screens and the hall).
    inner: Result<Arc<Mutex<Desk>>, IpcError>,
    /// The head's hall, where the device can serve one (the app; a browser cannot).
    hall: Option<Box<dyn crate::hall::HallControl>>,
}

#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct RulesetInfo {
    pub id: String,
    pub version: String,
    pub name_id: String,
}

impl AppState {
    /// Opens the record in `data_dir`; on first launch saves the demo event, dated today.
    /// `today` is also the time an upgraded head's setup is signed at.
    pub fn open(data_dir: &Path, today: DateTime<Local>) -> Result<Self, IpcError> {
        Self::over(Store::open(&data_dir.join("mjref.db"))?, today)
    }

    /// The device over `store` (a browser's, kept in IndexedDB with its key in the record);
    /// on first launch saves the demo event, dated today, as `open` does.
    pub fn over(mut store: Store, today: DateTime<Local>) -> Result<Self, IpcError> {
        let catalogues = rulebook::shipped();
        // The device's key is made on the first run, not the first ruling, so the Record
        // screen shows it from the start; an existing key (sealed or not) is left alone.
        if store.device_key()?.is_none() {
            store.identity()?;
        }
        let mut desk = Desk::open(store, Arc::clone(&catalogues))?;
        if desk.setup().is_none() {
            let demo = demo_event(today);
            let referee = demo.referee.clone();
            desk.save_setup(demo, &local_stamp(&referee, today))?;
        }
        // A head referee's device upgraded from before events were signed: its setup becomes
        // the event's first version (`Desk::adopt_own_setup`).
        let referee = desk.referee().to_string();
        desk.adopt_own_setup(&local_stamp(&referee, today))?;
        Ok(AppState {
            catalogues,
            inner: Ok(Arc::new(Mutex::new(desk))),
            hall: None,
        })
    }

    /// Opens the record, or keeps why it cannot be opened (a damaged file, a full disk, a key
    /// it cannot read) for every command to report; nothing is deleted or made anew.
    pub fn open_or_report(data_dir: &Path, today: DateTime<Local>) -> Self {
        Self::open(data_dir, today).unwrap_or_else(|e| AppState {
            catalogues: rulebook::shipped(),
            inner: Err(e),
            hall: None,
        })
    }

    /// Gives the device a way to serve the head's hall (the app's shell does).
    pub fn with_hall(mut self, control: Box<dyn crate::hall::HallControl>) -> Self {
        self.hall = Some(control);
        self
    }

    /// The hall control, if this device can serve one.
    pub fn hall(&self) -> Option<&dyn crate::hall::HallControl> {
        self.hall.as_deref()
    }

    /// The desk itself, to share with the head's hall.
    pub fn shared_desk(&self) -> Result<Arc<Mutex<Desk>>, IpcError> {
        self.inner.as_ref().map(Arc::clone).map_err(Clone::clone)
    }

    /// The desk, its sealed key first opened with `passphrase` when one is given (a head's
    /// change asks for it where the key is locked).
    fn opened(
        &self,
        passphrase: Option<&str>,
    ) -> Result<std::sync::MutexGuard<'_, Desk>, IpcError> {
        let mut desk = self.lock()?;
        if let Some(p) = passphrase.filter(|p| !p.is_empty()) {
            desk.unlock(p)?;
        }
        Ok(desk)
    }

    fn lock(&self) -> Result<std::sync::MutexGuard<'_, Desk>, IpcError> {
        let inner = self.inner.as_ref().map_err(Clone::clone)?;
        // A panic while holding the lock cannot leave a half-written record (SQLite rolls back),
        // so the guard is still safe to use.
        Ok(inner.lock().unwrap_or_else(|e| e.into_inner()))
    }

    pub fn event(&self) -> Result<EventSetup, IpcError> {
        let desk = self.lock()?;
        Ok(desk
            .setup()
            .cloned()
            .expect("the app always has an event (the demo)"))
    }

    pub fn save_event(&self, setup: EventSetup) -> Result<EventSetup, IpcError> {
        let referee = setup.referee.clone();
        let stamp = local_stamp(&referee, Local::now());
        Ok(self.lock()?.save_setup(setup, &stamp)?.clone())
    }

    /// Signs this device's event into the record as its first version (`Desk::share_event`).
    pub fn share_event(&self, now: DateTime<Local>) -> Result<u64, IpcError> {
        self.stamped(now, |desk, stamp| desk.share_event(stamp))
    }

    /// Opens this device's sealed key with `passphrase` for the rest of the run (the Unlock
    /// form, the first thing a head referee does after a start). An upgraded head referee's
    /// setup is signed as the event's first version now (`Desk::adopt_own_setup`); returns
    /// that version, if one was signed. A void or an amendment given with the passphrase opens
    /// the key too, but records only itself: one action, one signed event.
    pub fn unlock(&self, passphrase: &str, now: DateTime<Local>) -> Result<Option<u64>, IpcError> {
        let mut desk = self.lock()?;
        desk.unlock(passphrase)?;
        let referee = desk.referee().to_string();
        Ok(desk.adopt_own_setup(&local_stamp(&referee, now))?)
    }

    /// The version of the event in force when it is signed in the record; `None` for the
    /// device's own unshared event.
    pub fn event_version(&self) -> Result<Option<u64>, IpcError> {
        Ok(self.lock()?.event_version())
    }

    /// This device and the referee team as the record holds them (`team::team`).
    pub fn referee_team(&self) -> Result<crate::team::RefereeTeam, IpcError> {
        crate::team::team(&mut *self.lock()?)
    }

    /// Seals this device's key with `passphrase` (typed twice in the UI); the device stays
    /// the same device. The ledger refuses an empty passphrase.
    pub fn seal_key(&self, passphrase: &str) -> Result<crate::team::RefereeTeam, IpcError> {
        let mut desk = self.lock()?;
        desk.seal_key(passphrase)?;
        crate::team::team(&mut desk)
    }

    /// Signs the event's next referee list (`team::publish`); a sealed key is opened with
    /// `passphrase` first. Returns the team as it now is.
    pub fn publish_referees(
        &self,
        name: &str,
        referees: Vec<ledger::roles::Referee>,
        passphrase: Option<&str>,
        now: DateTime<Local>,
    ) -> Result<crate::team::RefereeTeam, IpcError> {
        let mut desk = self.opened(passphrase)?;
        desk.publish_referees(name, referees, &local_stamp(name, now))?;
        crate::team::team(&mut desk)
    }

    /// The head enrols `device` (`Desk::enrol`): what it recorded counts from now on. A sealed
    /// key is opened with `passphrase` first. Returns the record as it now is.
    pub fn enrol_device(
        &self,
        device: &str,
        role: ledger::roles::Role,
        name: &str,
        passphrase: Option<&str>,
        now: DateTime<Local>,
    ) -> Result<crate::record::RecordCheck, IpcError> {
        let mut desk = self.opened(passphrase)?;
        let referee = desk.referee().to_string();
        desk.enrol(device, role, name, &local_stamp(&referee, now))?;
        crate::record::check(&desk)
    }

    /// The head revokes `device` (`Desk::revoke`): what it records from now on no longer
    /// counts. A sealed key is opened with `passphrase` first. Returns the hall as it now is.
    pub fn revoke_device(
        &self,
        device: &str,
        passphrase: Option<&str>,
        now: DateTime<Local>,
    ) -> Result<crate::hall::HallView, IpcError> {
        let mut desk = self.opened(passphrase)?;
        let referee = desk.referee().to_string();
        desk.revoke(device, &local_stamp(&referee, now))?;
        crate::hall::view::view(&mut desk, self.hall())
    }

    /// Reads the scoring office's roster file at `path` into the event (`Desk::import_roster`):
    /// all of it, or nothing with the line and the problem named.
    pub fn import_roster(&self, path: &Path) -> Result<RosterImported, IpcError> {
        let text = crate::files::read_text(path, crate::files::TextFile::Roster)?;
        self.stamped(Local::now(), |desk, stamp| desk.import_roster(&text, stamp))
    }

    /// Writes the record to `path` as a bundle (`record::export`): a head's device signs a
    /// checkpoint of what it holds first, stamped with this device's referee.
    pub fn export_bundle(
        &self,
        path: &Path,
        now: DateTime<Local>,
    ) -> Result<crate::record::ExportResult, IpcError> {
        let mut desk = self.lock()?;
        let referee = desk.referee().to_string();
        crate::record::export(&mut desk, &local_stamp(&referee, now), path)
    }

    /// The record as a bundle to download (a browser has no path): `{events, name, text}`,
    /// the head's checkpoint signed first as for a file.
    pub fn bundle_text(&self, now: DateTime<Local>) -> Result<crate::record::BundleText, IpcError> {
        let mut desk = self.lock()?;
        let referee = desk.referee().to_string();
        let (events, text) = crate::record::hand_over(&mut desk, &local_stamp(&referee, now))?;
        Ok(crate::record::BundleText { events, text })
    }

    /// Writes every session's seating to `path` as the same CSV; returns how many bytes.
    pub fn export_roster(&self, path: &Path) -> Result<usize, IpcError> {
        crate::files::checked_path(path)?;
        let text = self.lock()?.roster_file()?;
        crate::files::write_whole(path, &text)?;
        Ok(text.len())
    }

    pub fn rulesets(&self) -> Vec<RulesetInfo> {
        self.catalogues
            .iter()
            .map(|c| RulesetInfo {
                id: c.id.clone(),
                version: c.version.clone(),
                name_id: c.name_id(),
            })
            .collect()
    }

    /// How many rows the record has had written since it was opened (`ledger::Store::writes`).
    pub fn writes(&self) -> Result<u64, IpcError> {
        Ok(self.lock()?.store().writes())
    }

    /// A worked example replayed by the rulebook (`mjref scenario`): its verdicts, standings
    /// and totals, decided by the same engine as every ruling.
    pub fn replay_scenario(
        &self,
        scenario: &rulebook::scenario::Scenario,
    ) -> Result<rulebook::scenario::ScenarioResult, IpcError> {
        let c = self
            .catalogues
            .iter()
            .find(|c| c.id == scenario.ruleset)
            .ok_or_else(|| rulebook::RuleError::UnknownRuleset {
                ruleset: scenario.ruleset.clone(),
            })?;
        Ok(rulebook::scenario::replay(c, scenario)?)
    }

    /// A ruleset's catalogue; the event's own ruleset with the event's overrides marked.
    pub fn catalogue_for(&self, id: &str) -> Result<Catalogue, IpcError> {
        Ok(self.lock()?.catalogue_for(id)?)
    }

    pub fn evaluate(&self, draft: &RulingDraft) -> Result<Verdict, IpcError> {
        Ok(self.lock()?.evaluate(draft)?)
    }

    /// Returns only after the ruling is committed, with the photos `photos` (prepared this
    /// run: `appeals::prepare`) signed into it.
    pub fn record(
        &self,
        draft: &RulingDraft,
        photos: &[String],
        now: DateTime<Local>,
    ) -> Result<RecordedRuling, IpcError> {
        let mut desk = self.lock()?;
        let referee = desk.referee().to_string();
        crate::appeals::record_ruling(&mut desk, draft, photos, &local_stamp(&referee, now))
    }

    /// Opens an appeal case (`Desk::file_appeal`).
    pub fn file_appeal(
        &self,
        filing: &tournament::appeal::Filing,
        now: DateTime<Local>,
    ) -> Result<tournament::appeal::Filed, IpcError> {
        self.stamped(now, |desk, stamp| desk.file_appeal(filing, stamp))
    }

    /// Adds the prepared photo `sha256` to case `case`.
    pub fn add_case_photo(
        &self,
        case: &str,
        sha256: &str,
        caption: &str,
        now: DateTime<Local>,
    ) -> Result<String, IpcError> {
        let mut desk = self.lock()?;
        let referee = desk.referee().to_string();
        let stamp = local_stamp(&referee, now);
        crate::appeals::add_case_photo(&mut desk, case, sha256, caption, &stamp)
    }

    pub fn add_case_note(
        &self,
        case: &str,
        text: &str,
        now: DateTime<Local>,
    ) -> Result<String, IpcError> {
        self.stamped(now, |desk, stamp| {
            Ok(desk.add_case_note(case, text, stamp)?.id)
        })
    }

    /// Decides case `case` (the committee, or the head referee where the ruleset lets it); the
    /// reasons are asked for before the passphrase opens the device's sealed key.
    pub fn decide_case(
        &self,
        case: &str,
        (decision, reason): (&str, &str),
        passphrase: Option<&str>,
        now: DateTime<Local>,
    ) -> Result<String, IpcError> {
        let change = (ChangeKind::Decide, reason, passphrase);
        self.as_head(change, now, |desk, stamp| {
            Ok(desk.decide_case(case, decision, reason, stamp)?.id)
        })
    }

    pub fn cases(&self) -> Result<Vec<tournament::appeal::CaseSummary>, IpcError> {
        Ok(self.lock()?.cases()?)
    }

    pub fn case(&self, case: &str) -> Result<tournament::appeal::CaseView, IpcError> {
        Ok(self.lock()?.case(case)?)
    }

    /// A photo of the record as a data URL, whole or its thumbnail.
    pub fn photo(&self, sha256: &str, full: bool) -> Result<String, IpcError> {
        crate::appeals::photo_data(&mut *self.lock()?, sha256, full)
    }

    /// Writes case `case`'s file as PDF in `lang` to `path`.
    pub fn export_case(
        &self,
        case: &str,
        lang: &str,
        path: &Path,
    ) -> Result<crate::reports::ReportWritten, IpcError> {
        crate::appeals::export_case(&*self.lock()?, case, lang, path)
    }

    /// The verdict an amendment of `target` would record: the draft decided again, escalating
    /// from the player's rulings before it.
    pub fn evaluate_amendment(
        &self,
        target: &str,
        draft: &RulingDraft,
    ) -> Result<Verdict, IpcError> {
        Ok(self.lock()?.evaluate_amendment(target, draft)?)
    }

    /// Records the head referee's amendment of `target` from the corrected draft, with a
    /// reason; `passphrase` opens the device's sealed key. Returns only after the commit.
    pub fn amend(
        &self,
        target: &str,
        draft: &RulingDraft,
        reason: &str,
        passphrase: Option<&str>,
        now: DateTime<Local>,
    ) -> Result<RecordedRuling, IpcError> {
        let change = (ChangeKind::Amend, reason, passphrase);
        self.as_head(change, now, |desk, stamp| {
            desk.amend(target, draft, reason, stamp)
        })
    }

    /// Voids `target` with a reason; `passphrase` opens the device's sealed key.
    pub fn void(
        &self,
        target: &str,
        reason: &str,
        passphrase: Option<&str>,
        now: DateTime<Local>,
    ) -> Result<ledger::changes::Recorded, IpcError> {
        let change = (ChangeKind::Void, reason, passphrase);
        self.as_head(change, now, |desk, stamp| desk.void(target, reason, stamp))
    }

    /// Records a table's raw scores; returns only after the commit.
    pub fn record_scores(
        &self,
        entry: &TableScores,
        now: DateTime<Local>,
    ) -> Result<SessionStandings, IpcError> {
        self.stamped(now, |desk, stamp| Ok(desk.record_scores(entry, stamp)?.1))
    }

    pub fn standings(&self, session: &str) -> Result<SessionStandings, IpcError> {
        Ok(self.lock()?.standings(session)?)
    }

    pub fn with_desk<R>(
        &self,
        f: impl FnOnce(&mut Desk) -> Result<R, IpcError>,
    ) -> Result<R, IpcError> {
        f(&mut *self.lock()?)
    }

    pub fn rulings(&self, session: Option<&str>) -> Result<Vec<LogEntry>, IpcError> {
        Ok(self.lock()?.rulings(session)?)
    }

    /// Ruling `id`'s whole history (`Desk::ruling_history`).
    pub fn ruling_history(
        &self,
        id: &str,
    ) -> Result<Vec<tournament::history::HistoryStep>, IpcError> {
        Ok(self.lock()?.ruling_history(id)?)
    }

    /// The head referee's review of the event under `filter`, page `page` of its rulings
    /// (`reports::review`).
    pub fn review(
        &self,
        filter: &tournament::review::ReviewFilter,
        page: usize,
    ) -> Result<crate::reports::ReviewView, IpcError> {
        crate::reports::review(&*self.lock()?, filter, page)
    }

    /// Writes the penalty log (the review's view under `filter`) or the standings after
    /// `session`, as CSV or PDF in `lang`, to `path` (`reports::export`).
    pub fn export_report(
        &self,
        what: (
            crate::reports::ReportKind,
            crate::reports::ReportFormat,
            &str,
        ),
        filter: &tournament::review::ReviewFilter,
        session: Option<&str>,
        path: &Path,
    ) -> Result<crate::reports::ReportWritten, IpcError> {
        crate::reports::export(&*self.lock()?, what, filter, session, path)
    }

    /// Runs `f` on the desk with a stamp of this device's clock, by the event's referee here.
    fn stamped<R>(
        &self,
        now: DateTime<Local>,
        f: impl FnOnce(&mut Desk, &Stamp) -> Result<R, TournamentError>,
    ) -> Result<R, IpcError> {
        let mut desk = self.lock()?;
        let referee = desk.referee().to_string();
        Ok(f(&mut desk, &local_stamp(&referee, now))?)
    }

    /// `stamped`, for a change only the head referee (or the committee) makes: a missing
    /// reason is said before a passphrase is tried, and the passphrase (when given) opens the
    /// device's sealed key.
    fn as_head<R>(
        &self,
        (change, reason, passphrase): (ChangeKind, &str, Option<&str>),
        now: DateTime<Local>,
        f: impl FnOnce(&mut Desk, &Stamp) -> Result<R, TournamentError>,
    ) -> Result<R, IpcError> {
        ledger::changes::given(reason, change)?;
        drop(self.opened(passphrase)?);
        self.stamped(now, f)
    }
}

/// Who records and when: the event's referee, at this device's local time.
pub fn local_stamp(referee: &str, now: DateTime<Local>) -> Stamp<'_> {
    Stamp::local(referee, now)
}

/// The built-in demo event with its session starting at the given clock time today.
fn demo_event(today: DateTime<Local>) -> EventSetup {
    let mut setup: EventSetup = serde_json::from_str(DEMO).expect("the demo event parses (tested)");
    for s in &mut setup.sessions {
        let time = chrono::NaiveTime::parse_from_str(&s.scheduled_start, "%H:%M:%S")
            .expect("demo times are HH:MM:SS");
        let start = today
            .date_naive()
            .and_time(time)
            .and_local_timezone(*today.offset())
            .single()
            .expect("a fixed offset has one local time");
        s.scheduled_start = start.to_rfc3339();
    }
    setup
}
