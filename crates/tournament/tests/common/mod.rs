//! Recording rulings for the ledger's tests.
#![allow(dead_code)] // each test file uses what it needs

use chrono::{DateTime, FixedOffset, Utc};
use ledger::{Stamp, Store};
use rulebook::{builtin_ruleset, Catalogue, Value};
use tournament::{record, Context, RecordedRuling, RulingDraft};

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
