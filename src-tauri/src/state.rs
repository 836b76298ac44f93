//! What the app holds while it runs: the catalogues, the device's record and the event setup.
//! Every operation here is what one IPC command does, so it can be tested without a window.

use crate::error::IpcError;
use chrono::{DateTime, Local, Utc};
use ledger::duplicate::preset_answers;
use ledger::standings::{record_scores, standings, SessionStandings, TableScores};
use ledger::{
    evaluate_before, log, record, Context, EventSetup, LogEntry, RecordedRuling, RulingDraft,
    Stamp, Store,
};
use rulebook::{Catalogue, Verdict};
use serde::Serialize;
use std::path::Path;
use std::sync::Mutex;

const DEMO: &str = include_str!("../demo-event.json");

pub struct AppState {
    catalogues: Vec<Catalogue>,
    /// The record and the event, or why the record could not be opened: the app still starts
    /// and every command says so in words, and the file is left exactly as it was.
    inner: Result<Mutex<Inner>, IpcError>,
}

struct Inner {
    store: Store,
    setup: EventSetup,
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
    pub fn open(data_dir: &Path, today: DateTime<Local>) -> Result<Self, IpcError> {
        let catalogues = rulebook::builtin().map_err(IpcError::internal)?;
        let mut store = Store::open(&data_dir.join("mjref.db"))?;
        // The device's key is made on the first run, not the first ruling, so the Record
        // screen shows it from the start; an existing key (sealed or not) is left alone.
        if store.device_key()?.is_none() {
            store.identity()?;
        }
        let setup = match store.latest_setup()? {
            Some(json) => serde_json::from_str(&json).map_err(IpcError::internal)?,
            None => {
                let demo = demo_event(today);
                store.save_setup(
                    Utc::now(),
                    &serde_json::to_string(&demo).map_err(IpcError::internal)?,
                )?;
                demo
            }
        };
        Ok(AppState {
            catalogues,
            inner: Ok(Mutex::new(Inner { store, setup })),
        })
    }

    /// Opens the record, or keeps why it cannot be opened (a damaged file, a full disk, a key
    /// it cannot read) for every command to report; nothing is deleted or made anew.
    pub fn open_or_report(data_dir: &Path, today: DateTime<Local>) -> Self {
        Self::open(data_dir, today).unwrap_or_else(|e| AppState {
            catalogues: rulebook::builtin().unwrap_or_default(),
            inner: Err(e),
        })
    }

    fn lock(&self) -> Result<std::sync::MutexGuard<'_, Inner>, IpcError> {
        let inner = self.inner.as_ref().map_err(Clone::clone)?;
        // A panic while holding the lock cannot leave a half-written record (SQLite rolls back),
        // so the guard is still safe to use.
        Ok(inner.lock().unwrap_or_else(|e| e.into_inner()))
    }

    fn catalogue(&self, id: &str) -> Result<&Catalogue, IpcError> {
        self.catalogues
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| rulebook::RuleError::UnknownRuleset { ruleset: id.into() }.into())
    }

    pub fn event(&self) -> Result<EventSetup, IpcError> {
        Ok(self.lock()?.setup.clone())
    }

    pub fn save_event(&self, setup: EventSetup) -> Result<EventSetup, IpcError> {
        let known: Vec<String> = self.catalogues.iter().map(|c| c.id.clone()).collect();
        setup.validate(&known, self.catalogue(&setup.ruleset).ok())?;
        let mut inner = self.lock()?;
        inner.store.save_setup(
            Utc::now(),
            &serde_json::to_string(&setup).map_err(IpcError::internal)?,
        )?;
        inner.setup = setup.clone();
        Ok(setup)
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

    /// A ruleset's catalogue; the event's own ruleset with the event's overrides marked.
    pub fn catalogue_for(&self, id: &str) -> Result<Catalogue, IpcError> {
        let setup = self.lock()?.setup.clone();
        if setup.ruleset == id {
            self.event_catalogue(&setup)
        } else {
            self.catalogue(id).cloned()
        }
    }

    /// The ruleset as this event plays it: the rulebook with the event's overrides.
    fn event_catalogue(&self, setup: &EventSetup) -> Result<Catalogue, IpcError> {
        Ok(rulebook::overrides::apply(
            self.catalogue(&setup.ruleset)?,
            &setup.overrides,
        )?)
    }

    fn context<'a>(
        &'a self,
        setup: &'a EventSetup,
        catalogue: &'a Catalogue,
        draft: &RulingDraft,
    ) -> Result<Context<'a>, IpcError> {
        let session = setup.session(&draft.session)?;
        if let Some(table) = draft.table {
            setup.seat_check(table, &draft.player)?;
        }
        Ok(Context {
            catalogue,
            event: &setup.id,
            session_start: Some(session.start()?),
            hall_warnings: &setup.hall_warnings,
        })
    }

    pub fn evaluate(&self, draft: &RulingDraft) -> Result<Verdict, IpcError> {
        self.evaluate_before(draft, None)
    }

    /// The draft's verdict, counting the player's rulings recorded before `before` (all of
    /// them without it).
    fn evaluate_before(
        &self,
        draft: &RulingDraft,
        before: Option<&str>,
    ) -> Result<Verdict, IpcError> {
        let inner = self.lock()?;
        let catalogue = self.event_catalogue(&inner.setup)?;
        let draft = &preset_answers(&inner.setup, &catalogue, draft);
        let ctx = self.context(&inner.setup, &catalogue, draft)?;
        Ok(evaluate_before(&inner.store, &ctx, draft, before)?.0)
    }

    /// Returns only after the ruling is committed.
    pub fn record(
        &self,
        draft: &RulingDraft,
        now: DateTime<Local>,
    ) -> Result<RecordedRuling, IpcError> {
        let mut inner = self.lock()?;
        let Inner { store, setup } = &mut *inner;
        let catalogue = self.event_catalogue(setup)?;
        let draft = &preset_answers(setup, &catalogue, draft);
        let ctx = self.context(setup, &catalogue, draft)?;
        let stamp = local_stamp(&setup.referee, now);
        Ok(record(store, &ctx, &stamp, draft)?)
    }

    /// The verdict an amendment of `target` would record: the draft decided again, escalating
    /// from the player's rulings before it.
    pub fn evaluate_amendment(
        &self,
        target: &str,
        draft: &RulingDraft,
    ) -> Result<Verdict, IpcError> {
        self.evaluate_before(draft, Some(target))
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
        let reason = ledger::changes::given(reason, ledger::ChangeKind::Amend)?;
        let mut inner = self.lock()?;
        let Inner { store, setup } = &mut *inner;
        if let Some(p) = passphrase.filter(|p| !p.is_empty()) {
            store.unlock(p)?;
        }
        let catalogue = self.event_catalogue(setup)?;
        let draft = &preset_answers(setup, &catalogue, draft);
        let ctx = self.context(setup, &catalogue, draft)?;
        let stamp = local_stamp(&setup.referee, now);
        Ok(ledger::changes::amend_ruling(
            store, &ctx, &stamp, target, draft, reason,
        )?)
    }

    /// Records a table's raw scores; returns only after the commit.
    pub fn record_scores(
        &self,
        entry: &TableScores,
        now: DateTime<Local>,
    ) -> Result<SessionStandings, IpcError> {
        let mut inner = self.lock()?;
        let Inner { store, setup } = &mut *inner;
        let catalogue = &self.event_catalogue(setup)?;
        let offset = now.offset().local_minus_utc() / 60;
        record_scores(
            store,
            setup,
            catalogue,
            entry,
            &setup.referee,
            now.with_timezone(&Utc),
            offset,
        )?;
        Ok(standings(store, setup, catalogue, &entry.session)?)
    }

    pub fn standings(&self, session: &str) -> Result<SessionStandings, IpcError> {
        let inner = self.lock()?;
        let catalogue = self.event_catalogue(&inner.setup)?;
        Ok(standings(&inner.store, &inner.setup, &catalogue, session)?)
    }

    /// The device's record, for the record screen (`record.rs`).
    pub fn with_store<R>(
        &self,
        f: impl FnOnce(&mut Store) -> Result<R, IpcError>,
    ) -> Result<R, IpcError> {
        f(&mut self.lock()?.store)
    }

    pub fn rulings(&self, session: Option<&str>) -> Result<Vec<LogEntry>, IpcError> {
        let inner = self.lock()?;
        let filter = session.map(|s| (inner.setup.id.as_str(), s));
        Ok(log(&inner.store, filter)?)
    }
}

/// Who records and when: the event's referee, at this device's local time.
pub fn local_stamp(referee: &str, now: DateTime<Local>) -> Stamp<'_> {
    Stamp {
        referee,
        at: now.with_timezone(&Utc),
        utc_offset_minutes: now.offset().local_minus_utc() / 60,
    }
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
