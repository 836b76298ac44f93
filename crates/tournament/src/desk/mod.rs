//! The one way a front end decides: the event in force, its catalogue with the event's
//! regulations, and the record. The app (`src-tauri`) and `mjref` both hold a [`Desk`] and
//! call the same methods to evaluate, record, amend and void, so the same draft gets the same
//! verdict whichever of them records it.

mod device;
mod hall;

use crate::changes::amend_ruling;
use crate::duplicate::preset_answers;
use crate::enrolment::{Enrolment, KnownDevice, NotEnrolled};
use crate::error::{SetupError, TournamentError};
use crate::log::{log, LogEntry};
use crate::rulings::{evaluate_before, Context, RecordedRuling, RulingDraft};
use crate::setup::{EventSetup, Seating};
use crate::standings::{record_scores, standings, SessionStandings, TableScores};
use ledger::changes::Recorded;
use ledger::roles::Role;
use ledger::{Stamp, Store};
use rulebook::{Catalogue, RuleError, Verdict};
use std::sync::Arc;

/// The event rulings are decided under.
#[derive(Debug, Clone)]
enum InForce {
    /// The head referee's setup: sessions with their starts, seats, hall-wide warnings,
    /// regulations.
    Setup(Box<EventSetup>),
    /// No setup on this device (a bare record, `mjref log add`): the ruleset the front end
    /// names, no session starts, no hall-wide warnings.
    Bare { event: String, ruleset: String },
    /// Nothing yet: a bare record before its front end has named a ruleset.
    Nothing,
}

/// What a roster file brought: how many players and seats, and the event's version it made
/// (`None` for a device's own unsigned setup).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RosterImported {
    pub players: usize,
    pub seats: usize,
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub version: Option<u64>,
}

/// An event signed in the record, as a device that holds several lists them to choose.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HeldEvent {
    pub id: String,
    pub name: String,
    pub ruleset: String,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub version: u64,
    pub in_force: bool,
}

pub struct Desk {
    store: Store,
    catalogues: Arc<[Catalogue]>,
    event: InForce,
    /// The version of the event in force when it is signed in the record (`event.rs`);
    /// `None` for a device's own unsigned setup.
    version: Option<u64>,
    /// The event's ruleset with the event's regulations applied.
    catalogue: Option<Catalogue>,
}

impl Desk {
    /// The record with the event it holds: the latest version of the event signed in the
    /// record (the most recently changed one, when it holds several — a tablet that imported
    /// the head's bundle decides under the head's event), else the device's own setup.
    pub fn open(
        mut store: Store,
        catalogues: impl Into<Arc<[Catalogue]>>,
    ) -> Result<Self, TournamentError> {
        // What this device signs passes the checks what arrives passes.
        store.inspect_with(crate::arrival::Arrival::builtin());
        let (event, version) = in_force(&store)?;
        let mut desk = Desk {
            store,
            catalogues: catalogues.into(),
            event,
            version,
            catalogue: None,
        };
        desk.catalogue = desk.event_catalogue()?;
        Ok(desk)
    }

    /// Imports a bundle (all of it, or nothing with its problems), every event and photo
    /// checked by [`Arrival`](crate::arrival::Arrival) as `verify` checks them. A bundle never
    /// changes which event is in force on a device that holds a signed one (a newer version of
    /// that same event is taken up); a device with none, or only its own unsigned setup (the
    /// demo, a hand-typed draft), takes up the event the bundle brings: that is how a floor
    /// tablet joins the head's event. The choice is kept, so a restart decides under it too.
    pub fn import(
        &mut self,
        bundle: &ledger::bundle::Bundle,
    ) -> Result<Result<ledger::Imported, Vec<ledger::Problem>>, TournamentError> {
        let kept = match (&self.event, self.version) {
            (InForce::Setup(setup), Some(_)) => Some(setup.id.clone()),
            _ => None,
        };
        let outcome = self
            .store
            .import_or_problems(bundle, crate::arrival::Arrival::builtin())?;
        // Only what was added can change the event in force (a hall's round is mostly nothing
        // new, or what the device already held).
        if outcome.as_ref().is_ok_and(|i| i.added > 0) {
            let chosen = match &kept {
                Some(id) => crate::event::in_force(&self.store, id)?,
                None => most_recent(&self.store)?,
            };
            if let Some(v) = chosen {
                self.take_up(v)?;
            }
        }
        Ok(outcome)
    }

    /// The record as a bundle to hand over to another device. A head's device first signs a
    /// checkpoint of every chain it holds (`ledger::checkpoint`), so any copy cut below it
    /// shows; a floor device, or a sealed key not yet opened, signs nothing.
    pub fn hand_over(&mut self, stamp: &Stamp) -> Result<ledger::bundle::Bundle, TournamentError> {
        self.store.checkpoint(stamp)?;
        Ok(self.store.bundle()?)
    }

    /// Verifies the whole record: signatures, chains, roles, and every event's content, as
    /// `import` checks what arrives.
    pub fn verify(&self) -> Result<ledger::Report, TournamentError> {
        Ok(self.store.verify(crate::arrival::Arrival::builtin())?)
    }

    /// The events signed in this record (latest version of each), for a device that holds
    /// several to choose among; the one in force is marked.
    pub fn events(&self) -> Result<Vec<HeldEvent>, TournamentError> {
        let in_force = self.version.and(self.setup()).map(|s| s.id.clone());
        Ok(crate::event::latest(crate::event::versions(
            &self.store.list_kind(ledger::roles::EVENT)?,
        ))
        .into_values()
        .map(|v| HeldEvent {
            in_force: in_force.as_deref() == Some(v.setup.id.as_str()),
            id: v.setup.id,
            name: v.setup.name,
            ruleset: v.setup.ruleset,
            version: v.version,
        })
        .collect())
    }

    /// Decides under event `id` (one signed in this record) from now on, and after a restart.
    pub fn choose_event(&mut self, id: &str) -> Result<&EventSetup, TournamentError> {
        let v =
            crate::event::in_force(&self.store, id)?.ok_or_else(|| SetupError::UnknownEvent {
                event: id.to_string(),
            })?;
        self.take_up(v)?;
        Ok(self.setup().expect("just taken up"))
    }

    /// Puts version `v` of an event in force and keeps the choice (the device's own copy, with
    /// who records on it) when it is not already the device's.
    fn take_up(&mut self, v: crate::event::Version) -> Result<(), TournamentError> {
        let local: Option<EventSetup> = match self.store.latest_setup()? {
            Some(json) => Some(serde_json::from_str(&json)?),
            None => None,
        };
        let referee = local
            .as_ref()
            .map(|l| l.referee.clone())
            .unwrap_or_default();
        let setup = EventSetup { referee, ..v.setup };
        if local.as_ref().map(|l| &l.id) != Some(&setup.id) {
            self.store
                .save_setup(chrono::Utc::now(), &serde_json::to_string(&setup)?)?;
        }
        self.catalogue = Some(rulebook::overrides::apply(
            self.base(&setup.ruleset)?,
            &setup.overrides,
        )?);
        self.event = InForce::Setup(Box::new(setup));
        self.version = Some(v.version);
        Ok(())
    }

    /// Decides under `ruleset` on a record without a setup (event id `event`); on a record
    /// with one, `ruleset` must be the event's, and the event's setup decides.
    pub fn under(&mut self, ruleset: &str, event: &str) -> Result<(), TournamentError> {
        match &self.event {
            InForce::Setup(setup) if setup.ruleset != ruleset => Err(SetupError::RulesetMismatch {
                event: setup.ruleset.clone(),
                given: ruleset.to_string(),
            }
            .into()),
            InForce::Setup(_) => Ok(()),
            _ => {
                self.base(ruleset)?;
                self.event = InForce::Bare {
                    event: event.to_string(),
                    ruleset: ruleset.to_string(),
                };
                self.catalogue = self.event_catalogue()?;
                Ok(())
            }
        }
    }

    /// The event's setup, if this record holds one.
    pub fn setup(&self) -> Option<&EventSetup> {
        match &self.event {
            InForce::Setup(s) => Some(s),
            _ => None,
        }
    }

    /// The id of the event rulings are decided under (`no-event` before there is one): what a
    /// referee list or other record of the event names.
    pub fn event_id(&self) -> Result<&str, TournamentError> {
        match &self.event {
            InForce::Setup(s) => Ok(&s.id),
            InForce::Bare { event, .. } => Ok(event),
            InForce::Nothing => Err(no_event().into()),
        }
    }

    /// Validates and keeps a new version of the event's setup; it is in force from now on.
    /// An event signed in the record gets its next signed version (its head's device only);
    /// the device keeps its own copy too, for who records on it.
    pub fn save_setup(
        &mut self,
        setup: EventSetup,
        stamp: &Stamp,
    ) -> Result<&EventSetup, TournamentError> {
        let known: Vec<String> = self.known();
        setup.validate(&known, self.base(&setup.ruleset).ok())?;
        let catalogue = rulebook::overrides::apply(self.base(&setup.ruleset)?, &setup.overrides)?;
        if self.version.is_some() {
            let (_, version) = crate::event::publish(&mut self.store, stamp, &setup)?;
            self.version = Some(version);
        }
        self.store
            .save_setup(stamp.at, &serde_json::to_string(&setup)?)?;
        self.event = InForce::Setup(Box::new(setup));
        self.catalogue = Some(catalogue);
        Ok(self.setup().expect("just set"))
    }

    /// Reads the scoring office's roster file into the event in force: its players and every
    /// session's seating (the first session's is also the event's default for sessions the file
    /// does not seat). A file with any problem, or one the event cannot take (a session it does
    /// not have), is refused whole and nothing changes.
    pub fn import_roster(
        &mut self,
        text: &str,
        stamp: &Stamp,
    ) -> Result<RosterImported, TournamentError> {
        let roster = crate::roster::parse(text)?;
        let mut next = self.setup().ok_or_else(no_event)?.clone();
        let seats = roster.seats();
        next.players = roster.players;
        if let Some(first) = roster.seating.first() {
            next.tables = first.tables.clone();
        }
        next.seating = Some(roster.seating);
        let players = next.players.len();
        self.save_setup(next, stamp)?;
        Ok(RosterImported {
            players,
            seats,
            version: self.version,
        })
    }

    /// The event's seating as the roster file the scoring office writes: every session, with
    /// its own seating or the event's default one.
    pub fn roster_file(&self) -> Result<String, TournamentError> {
        let setup = self.setup().ok_or_else(no_event)?;
        let seating: Vec<Seating> = setup
            .sessions
            .iter()
            .map(|s| Seating {
                session: s.id.clone(),
                tables: setup.tables_in(&s.id).to_vec(),
            })
            .collect();
        Ok(crate::roster::render(&setup.players, &seating))
    }

    /// Creates an event in the record, signed by this device, which becomes its head referee
    /// until a referee list says otherwise; it is in force from now on. Returns its version.
    pub fn create_event(
        &mut self,
        id: &str,
        name: &str,
        ruleset: &str,
        stamp: &Stamp,
    ) -> Result<u64, TournamentError> {
        // One device, one event it heads: a new event is a new record, never a reset of this
        // one (which would sign a version without its players and sessions).
        if let (Some(_), Some(held)) = (self.version, self.setup()) {
            return Err(SetupError::EventExists {
                event: held.id.clone(),
            }
            .into());
        }
        if crate::event::in_force(&self.store, id)?.is_some() {
            return Err(SetupError::EventExists {
                event: id.to_string(),
            }
            .into());
        }
        let setup = EventSetup {
            id: id.to_string(),
            name: name.to_string(),
            ruleset: ruleset.to_string(),
            sessions: Vec::new(),
            tables: Vec::new(),
            players: Vec::new(),
            hall_warnings: Vec::new(),
            referee: self.referee().to_string(),
            overrides: Default::default(),
            teams: Vec::new(),
            matches: Vec::new(),
            seating: None,
        };
        setup.validate_shared(&self.known(), self.base(ruleset).ok())?;
        self.publish(setup, stamp)
    }

    /// Signs the device's own event into the record as its first version, so its bundle
    /// carries it to the floor tablets; this device becomes its head referee until a referee
    /// list says otherwise. An event already signed is refused (`event-already-shared`).
    pub fn share_event(&mut self, stamp: &Stamp) -> Result<u64, TournamentError> {
        if self.version.is_some() {
            return Err(SetupError::AlreadyShared.into());
        }
        let setup = self.setup().ok_or_else(no_event)?.clone();
        setup.validate(&self.known(), self.base(&setup.ruleset).ok())?;
        self.publish(setup, stamp)
    }

    /// The device's own unsigned setup, kept from before events were signed in the record,
    /// becomes the event's first version when this device is the head referee by the record's
    /// referee list: the head's setup is the event, nothing is retyped and nothing is lost.
    /// A tablet that is not the head keeps its copy unsigned until it joins the head's event
    /// (two tablets signing the same hand-typed event would make two creators), and a device
    /// whose key is sealed and locked signs nothing (the app calls this again once the key is
    /// opened).
    /// Returns the version signed, if any.
    pub fn adopt_own_setup(&mut self, stamp: &Stamp) -> Result<Option<u64>, TournamentError> {
        if self.version.is_some()
            || self.setup().is_none()
            || self.store.role()? != Some(ledger::roles::Role::Head)
        {
            return Ok(None);
        }
        match self.share_event(stamp) {
            Ok(version) => Ok(Some(version)),
            Err(TournamentError::Record(ledger::LedgerError::IdentityLocked { .. })) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Changes the event signed in the record by `change` and signs the result as its next
    /// version (only its head may: the ledger refuses anyone else). Nothing is kept when the
    /// change or the check fails. Returns the new version.
    pub fn change_event(
        &mut self,
        stamp: &Stamp,
        change: impl FnOnce(&mut EventSetup) -> Result<(), TournamentError>,
    ) -> Result<u64, TournamentError> {
        let (Some(_), InForce::Setup(setup)) = (self.version, &self.event) else {
            return Err(no_event().into());
        };
        let mut next = (**setup).clone();
        change(&mut next)?;
        next.validate_shared(&self.known(), self.base(&next.ruleset).ok())?;
        self.publish(next, stamp)
    }

    fn publish(&mut self, setup: EventSetup, stamp: &Stamp) -> Result<u64, TournamentError> {
        let catalogue = rulebook::overrides::apply(self.base(&setup.ruleset)?, &setup.overrides)?;
        let (_, version) = crate::event::publish(&mut self.store, stamp, &setup)?;
        self.version = Some(version);
        self.event = InForce::Setup(Box::new(setup));
        self.catalogue = Some(catalogue);
        Ok(version)
    }

    /// The head referee's review of the event in force (every event on a bare record):
    /// its rulings under `filter`, with summaries, chip counts and possible duplicates.
    pub fn review(
        &self,
        filter: &crate::review::ReviewFilter,
    ) -> Result<crate::review::Review, TournamentError> {
        Ok(self.review_with_entries(filter)?.0)
    }

    /// `review`, with the log entries of its rulings in the same order (what the app's Review
    /// screen shows of each: answers, reasons, amendments), from one read of the record.
    pub fn review_with_entries(
        &self,
        filter: &crate::review::ReviewFilter,
    ) -> Result<(crate::review::Review, Vec<LogEntry>), TournamentError> {
        let mut entries = log(&self.store, None)?;
        if let Some(setup) = self.setup() {
            entries.retain(|e| e.event == setup.id);
        }
        let review = crate::review::review(
            &entries,
            self.setup(),
            filter,
            &crate::review::ReviewSettings::builtin(),
        );
        entries.retain(|e| e.enrolled && filter.admits(e));
        Ok((review, entries))
    }

    /// The devices whose rulings, scores or appeal papers the record keeps apart because the
    /// head has not enrolled them (or revoked them), in the order first seen (`enrolment`).
    pub fn not_enrolled(&self) -> Result<Vec<NotEnrolled>, TournamentError> {
        Ok(Enrolment::of(&self.store)?.not_enrolled(&self.store.list(None)?))
    }

    /// Every device the record knows besides this one, with its name, role and standing
    /// (`mjref hall devices`).
    /// Devices that asked the hall to pair and were not refused are pending with the name they
    /// gave; the hall's last sync with a device counts as seen.
    pub fn known_devices(&self) -> Result<Vec<KnownDevice>, TournamentError> {
        let latest = self.store.referee_lists()?.pop().map(|(_, _, list)| list);
        let enrolment = Enrolment::of(&self.store)?;
        let mut known = enrolment.known(latest.as_ref(), &self.store.list(None)?);
        let me = self.store.device_key()?;
        for asked in self.store.hall_devices()? {
            if me.as_deref() == Some(asked.device.as_str()) {
                continue;
            }
            match known.iter_mut().find(|d| d.device == asked.device) {
                Some(d) => {
                    if d.name.is_empty() {
                        d.name = asked.name;
                    }
                    if asked.last_seen > d.last_seen {
                        d.last_seen = asked.last_seen;
                    }
                }
                None if !asked.refused && asked.asked_at.is_some() => known.push(KnownDevice {
                    device: asked.device.clone(),
                    name: asked.name,
                    role: None,
                    state: enrolment
                        .state_of(&asked.device)
                        .unwrap_or(crate::enrolment::DeviceState::Pending),
                    last_seen: asked.last_seen,
                }),
                None => {}
            }
        }
        Ok(known)
    }

    /// Whether this device may enrol others: it is head by the latest referee list, or, before
    /// any list, it created the event in force (or holds no shared event).
    pub fn may_enrol(&self) -> Result<bool, TournamentError> {
        let me = self.store.device_key()?;
        Ok(match self.store.referee_lists()?.pop() {
            Some((_, _, list)) => me.is_some_and(|m| list.role_of(&m) == Some(Role::Head)),
            None => self.event_creator()?.is_none_or(|c| Some(c) == me),
        })
    }

    /// Ruling `id`'s whole history: recorded, then every amendment, void and appeal decision
    /// naming it, oldest first (`history::history`).
    pub fn ruling_history(
        &self,
        id: &str,
    ) -> Result<Vec<crate::history::HistoryStep>, TournamentError> {
        crate::history::history(&self.store, id)
    }

    /// The version of the event in force, when it is signed in the record.
    pub fn event_version(&self) -> Option<u64> {
        self.version
    }

    /// The device that signed the first version of the event in force (`None`: not shared).
    /// Only it starts the event's referee list; a tablet that joined does not.
    pub fn event_creator(&self) -> Result<Option<String>, TournamentError> {
        let Some(setup) = self.setup() else {
            return Ok(None);
        };
        Ok(
            crate::event::versions(&self.store.list_kind(ledger::roles::EVENT)?)
                .into_iter()
                .find(|v| v.setup.id == setup.id && v.version == 1)
                .map(|v| v.device),
        )
    }

    fn known(&self) -> Vec<String> {
        self.catalogues.iter().map(|c| c.id.clone()).collect()
    }

    /// Who records on this device by the event's setup (empty without one).
    pub fn referee(&self) -> &str {
        self.setup().map_or("", |s| s.referee.as_str())
    }

    pub fn catalogues(&self) -> &[Catalogue] {
        &self.catalogues
    }

    /// A ruleset's catalogue; the event's own ruleset with the event's regulations applied.
    pub fn catalogue_for(&self, id: &str) -> Result<Catalogue, TournamentError> {
        match &self.catalogue {
            Some(c) if c.id == id => Ok(c.clone()),
            _ => Ok(self.base(id)?.clone()),
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The verdict `draft` would get now.
    pub fn evaluate(&self, draft: &RulingDraft) -> Result<Verdict, TournamentError> {
        self.evaluate_before(draft, None)
    }

    /// The verdict an amendment of `target` would record: the draft decided again, escalating
    /// from the player's rulings before it.
    pub fn evaluate_amendment(
        &self,
        target: &str,
        draft: &RulingDraft,
    ) -> Result<Verdict, TournamentError> {
        self.evaluate_before(draft, Some(target))
    }

    fn evaluate_before(
        &self,
        draft: &RulingDraft,
        before: Option<&str>,
    ) -> Result<Verdict, TournamentError> {
        let draft = self.preset(draft)?;
        let ctx = context(&self.event, self.version, self.catalogue.as_ref(), &draft)?;
        Ok(evaluate_before(&self.store, &ctx, &draft, before)?.0)
    }

    /// Decides and records the ruling; returns only after the commit.
    pub fn record(
        &mut self,
        draft: &RulingDraft,
        stamp: &Stamp,
    ) -> Result<RecordedRuling, TournamentError> {
        self.record_with_photos(draft, &[], stamp)
    }

    /// `record`, with photos of the hand or table kept with the ruling.
    pub fn record_with_photos(
        &mut self,
        draft: &RulingDraft,
        photos: &[ledger::Photo],
        stamp: &Stamp,
    ) -> Result<RecordedRuling, TournamentError> {
        let draft = self.preset(draft)?;
        let ctx = context(&self.event, self.version, self.catalogue.as_ref(), &draft)?;
        crate::rulings::record_with_photos(&mut self.store, &ctx, stamp, &draft, photos)
    }

    /// The appeal rule of ruleset `id`, with the event's regulations when it is the event's.
    fn appeal_rule(&self, id: &str) -> Result<rulebook::appeal::AppealRule, TournamentError> {
        Ok(self.catalogue_for(id)?.appeals)
    }

    /// The appeal rule the case's rulings were made under (the first ruling's ruleset).
    fn rule_of_rulings(
        &self,
        rulings: &[String],
    ) -> Result<rulebook::appeal::AppealRule, TournamentError> {
        let first = rulings.first().ok_or(crate::CaseError::NoRuling)?;
        let ruling = self
            .store
            .event_by_id(first)?
            .filter(|e| e.event.kind == crate::body::RULING)
            .ok_or_else(|| crate::CaseError::UnknownRuling { id: first.clone() })?;
        self.appeal_rule(&ruling.event.ruleset)
    }

    /// Opens an appeal case (`appeal::file`): the deadline by the rulings' ruleset.
    pub fn file_appeal(
        &mut self,
        filing: &crate::appeal::Filing,
        stamp: &Stamp,
    ) -> Result<crate::appeal::Filed, TournamentError> {
        let rule = self.rule_of_rulings(&filing.rulings)?;
        crate::appeal::file(&mut self.store, &rule, filing, stamp)
    }

    /// Adds an evidence photo to case `case`.
    pub fn add_case_photo(
        &mut self,
        case: &str,
        photo: &crate::appeal::PreparedPhoto,
        caption: &str,
        stamp: &Stamp,
    ) -> Result<Recorded, TournamentError> {
        crate::appeal::add_evidence(&mut self.store, case, photo, caption, stamp)
    }

    /// Adds a note to case `case`.
    pub fn add_case_note(
        &mut self,
        case: &str,
        text: &str,
        stamp: &Stamp,
    ) -> Result<Recorded, TournamentError> {
        crate::appeal::add_note(&mut self.store, case, text, stamp)
    }

    /// Decides case `case` as this device's role and the case's ruleset allow.
    pub fn decide_case(
        &mut self,
        case: &str,
        decision: &str,
        reason: &str,
        stamp: &Stamp,
    ) -> Result<Recorded, TournamentError> {
        let rule = self.case_rule(case)?;
        crate::appeal::decide(&mut self.store, &rule, case, decision, reason, stamp)
    }

    /// The appeal rule a case is heard under: its own ruleset's.
    fn case_rule(&self, case: &str) -> Result<rulebook::appeal::AppealRule, TournamentError> {
        let e = self
            .store
            .event_by_id(case)?
            .filter(|e| e.event.kind == ledger::roles::APPEAL_CASE)
            .ok_or_else(|| crate::CaseError::UnknownCase {
                case: case.to_string(),
            })?;
        self.appeal_rule(&e.event.ruleset)
    }

    /// The appeal cases of the event in force (every case on a record without a setup),
    /// oldest first.
    pub fn cases(&self) -> Result<Vec<crate::appeal::CaseSummary>, TournamentError> {
        let mut cases = crate::appeal::cases(&self.store)?;
        if let Some(setup) = self.setup() {
            cases.retain(|c| c.event == setup.id);
        }
        Ok(cases)
    }

    /// Case `case` as the committee reads it.
    pub fn case(&self, case: &str) -> Result<crate::appeal::CaseView, TournamentError> {
        let all = crate::review::ReviewFilter::default();
        let rows = self.review(&all)?.rulings;
        crate::appeal::view(&self.store, case, &rows, &self.case_rule(case)?)
    }

    /// Records the head referee's amendment of `target` from the corrected draft, with a
    /// reason; the engine decides the verdict. Returns only after the commit.
    pub fn amend(
        &mut self,
        target: &str,
        draft: &RulingDraft,
        reason: &str,
        stamp: &Stamp,
    ) -> Result<RecordedRuling, TournamentError> {
        let draft = self.preset(draft)?;
        let ctx = context(&self.event, self.version, self.catalogue.as_ref(), &draft)?;
        amend_ruling(&mut self.store, &ctx, stamp, target, &draft, reason)
    }

    /// Voids `target` with a reason (head referee only; the ledger checks the role).
    pub fn void(
        &mut self,
        target: &str,
        reason: &str,
        stamp: &Stamp,
    ) -> Result<Recorded, TournamentError> {
        Ok(ledger::changes::void(
            &mut self.store,
            stamp,
            target,
            reason,
        )?)
    }

    /// Records a table's raw scores; returns the scores event and the session's standings
    /// after the commit.
    pub fn record_scores(
        &mut self,
        entry: &TableScores,
        stamp: &Stamp,
    ) -> Result<(Recorded, SessionStandings), TournamentError> {
        let InForce::Setup(setup) = &self.event else {
            return Err(no_event().into());
        };
        let catalogue = self.catalogue.as_ref().ok_or_else(no_event)?;
        let recorded = record_scores(
            &mut self.store,
            setup,
            catalogue,
            entry,
            stamp.referee,
            stamp.at,
            stamp.utc_offset_minutes,
        )?;
        Ok((
            recorded,
            standings(&self.store, setup, catalogue, &entry.session)?,
        ))
    }

    pub fn standings(&self, session: &str) -> Result<SessionStandings, TournamentError> {
        standings(
            &self.store,
            self.require_setup()?,
            self.in_force_catalogue()?,
            session,
        )
    }

    /// The rulings on record as they stand; with `session`, only the event's session.
    pub fn rulings(&self, session: Option<&str>) -> Result<Vec<LogEntry>, TournamentError> {
        let filter = session.map(|s| (self.event_id().unwrap_or_default(), s));
        log(&self.store, filter)
    }

    fn base(&self, id: &str) -> Result<&Catalogue, TournamentError> {
        self.catalogues
            .iter()
            .find(|c| c.id == id)
            .ok_or_else(|| RuleError::UnknownRuleset { ruleset: id.into() }.into())
    }

    fn event_catalogue(&self) -> Result<Option<Catalogue>, TournamentError> {
        Ok(match &self.event {
            InForce::Setup(s) => Some(rulebook::overrides::apply(
                self.base(&s.ruleset)?,
                &s.overrides,
            )?),
            InForce::Bare { ruleset, .. } => Some(self.base(ruleset)?.clone()),
            InForce::Nothing => None,
        })
    }

    fn in_force_catalogue(&self) -> Result<&Catalogue, TournamentError> {
        self.catalogue.as_ref().ok_or_else(|| no_event().into())
    }

    fn require_setup(&self) -> Result<&EventSetup, TournamentError> {
        self.setup().ok_or_else(|| no_event().into())
    }

    /// The draft with what the event already knows answered (see `rulebook::preset`), once
    /// its ids and note are within `rules-data/limits.toml` (`rulings::check_draft`).
    fn preset(&self, draft: &RulingDraft) -> Result<RulingDraft, TournamentError> {
        crate::rulings::check_draft(draft)?;
        let catalogue = self.in_force_catalogue()?;
        Ok(preset_answers(self.setup(), catalogue, draft))
    }
}

/// Where and under which rules `draft` is decided; a table, when given, must seat the player,
/// and the session must be one of the event's.
fn context<'a>(
    event: &'a InForce,
    version: Option<u64>,
    catalogue: Option<&'a Catalogue>,
    draft: &RulingDraft,
) -> Result<Context<'a>, TournamentError> {
    let catalogue = catalogue.ok_or_else(no_event)?;
    Ok(match event {
        InForce::Setup(setup) => {
            let session = setup.session(&draft.session)?;
            if let Some(table) = draft.table {
                setup.seat_check(&draft.session, table, &draft.player)?;
            }
            Context {
                catalogue,
                event: &setup.id,
                session_start: Some(session.start()?),
                hall_warnings: &setup.hall_warnings,
                event_version: version,
            }
        }
        InForce::Bare { event, .. } => Context {
            catalogue,
            event,
            session_start: None,
            hall_warnings: &[],
            event_version: None,
        },
        InForce::Nothing => return Err(no_event().into()),
    })
}

/// The event the record holds: the latest version of the event signed in the record (the most
/// recently changed one, when it holds several — a tablet that imported the head's bundle
/// decides under the head's event), else the device's own setup; with its signed version.
fn in_force(store: &Store) -> Result<(InForce, Option<u64>), TournamentError> {
    let local: Option<EventSetup> = match store.latest_setup()? {
        Some(json) => Some(serde_json::from_str(&json)?),
        None => None,
    };
    // The device's choice is its own copy's event; a record without one (made by `mjref`)
    // decides under the most recently changed event it holds.
    let signed = match &local {
        Some(l) => crate::event::in_force(store, &l.id)?,
        None => most_recent(store)?,
    };
    Ok(match (signed, local) {
        (Some(v), local) => {
            // Who records is the device's own, kept with its local setup.
            let referee = local.map(|l| l.referee).unwrap_or_default();
            let setup = EventSetup { referee, ..v.setup };
            (InForce::Setup(Box::new(setup)), Some(v.version))
        }
        (None, Some(local)) => (InForce::Setup(Box::new(local)), None),
        (None, None) => (InForce::Nothing, None),
    })
}

/// The latest version of the most recently changed event the record holds.
fn most_recent(store: &Store) -> Result<Option<crate::event::Version>, TournamentError> {
    Ok(crate::event::latest(crate::event::versions(
        &store.list_kind(ledger::roles::EVENT)?,
    ))
    .into_values()
    .max_by(|a, b| (a.recorded_at, &a.id).cmp(&(b.recorded_at, &b.id))))
}

/// Asked to decide with no event and no ruleset named.
fn no_event() -> SetupError {
    SetupError::NoEvent
}
