//! What the tournament's tests share: recording rulings, a stamp, what a user sees of a
//! record, a stored photo, and how a refusal is checked.
#![allow(dead_code)] // each test file uses what it needs

use chrono::{DateTime, FixedOffset, Utc};
use ledger::{Photo, Stamp, Store};
use rulebook::{builtin_ruleset, Catalogue, Value};
use std::sync::OnceLock;
use tournament::{record, Coded, Context, Desk, EventSetup, RecordedRuling, RulingDraft};

/// Records one ruling for `player` (a late arrival, so the body carries numbers) and returns
/// its id.
pub fn add(store: &mut Store, player: &str) -> String {
    let c = builtin_ruleset("sbr-2025").unwrap();
    let draft = RulingDraft {
        session: "R1".into(),
        player: player.into(),
        incident: "late-arrival".into(),
        answers: [("minutes_late".to_string(), Value::Number(7.5))].into(),
        note: "说明 \"quoted\"\n".into(),
        ..RulingDraft::default()
    };
    record_now(store, &c, None, &draft).id
}

/// Records `draft` in event "e" by referee "r", now, for a session starting at `session_start`.
pub fn record_now(
    store: &mut Store,
    catalogue: &Catalogue,
    session_start: Option<DateTime<FixedOffset>>,
    draft: &RulingDraft,
) -> RecordedRuling {
    let ctx = Context {
        catalogue,
        event: "e",
        session_start,
        hall_warnings: &[],
        event_version: None,
    };
    let stamp = Stamp {
        referee: "r",
        at: Utc::now(),
        utc_offset_minutes: 480,
    };
    record(store, &ctx, &stamp, draft).unwrap()
}

/// A draft at table 1 of session R1 with the given answers.
pub fn draft(player: &str, incident: &str, answers: &[(&str, Value)]) -> RulingDraft {
    RulingDraft {
        session: "R1".into(),
        table: Some(1),
        hand: None,
        player: player.into(),
        incident: incident.into(),
        answers: answers
            .iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect(),
        choice: None,
        note: String::new(),
    }
}

/// Referee "r", now, in UTC+8.
pub fn stamp() -> Stamp<'static> {
    Stamp {
        referee: "r",
        at: Utc::now(),
        utc_offset_minutes: 480,
    }
}

/// The embedded catalogues, loaded once per test binary (`rulebook::builtin` takes about a
/// tenth of a second), for `Desk::open`.
pub fn catalogues() -> Vec<Catalogue> {
    static CATALOGUES: OnceLock<Vec<Catalogue>> = OnceLock::new();
    CATALOGUES
        .get_or_init(|| rulebook::builtin().unwrap())
        .clone()
}

/// What must not change when something is refused: every event in the record, the rulings
/// the log counts, the event in force (its setup and version), the setup the device keeps.
#[derive(Debug, Clone, PartialEq)]
pub struct Snapshot {
    pub events: usize,
    pub rulings: usize,
    pub setup: Option<EventSetup>,
    pub version: Option<u64>,
    pub kept_setup: Option<String>,
}

impl Snapshot {
    /// The event in force: its id and version (`None`: no shared event).
    pub fn in_force(&self) -> Option<(&str, u64)> {
        self.setup.as_ref().map(|s| s.id.as_str()).zip(self.version)
    }
}

pub fn snapshot(desk: &Desk) -> Snapshot {
    Snapshot {
        events: desk.store().list(None).unwrap().len(),
        rulings: desk.rulings(None).unwrap().len(),
        setup: desk.setup().cloned(),
        version: desk.event_version(),
        kept_setup: desk.store().latest_setup().unwrap(),
    }
}

/// The bytes of the evidence crate's camera fixture `name`, as the camera wrote them.
pub fn photo_fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/../evidence/tests/fixtures/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

/// A photo as a device stores it (`evidence::prepare` of a camera fixture): what arrives in a
/// bundle must be exactly that form.
pub fn stored_photo(fixture: &str) -> Photo {
    let raw = photo_fixture(fixture);
    Photo::of(
        evidence::prepare(&raw, &evidence::Settings::builtin())
            .unwrap()
            .bytes,
    )
}

/// Asserts `err` has `code` and each of `args` (it may carry more).
pub fn assert_coded<E: Coded + std::fmt::Display>(err: &E, code: &str, args: &[(&str, &str)]) {
    assert_eq!(err.code(), code, "{err}");
    let got = err.args();
    for (k, v) in args {
        assert_eq!(
            got.get(*k).map(String::as_str),
            Some(*v),
            "{code}: {k} in {got:?}"
        );
    }
}
