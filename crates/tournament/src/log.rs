//! The log: every ruling on record, oldest first, as it stands after voids, amendments and
//! appeal decisions, with what changed it.

use crate::arrival::Arrival;
use crate::effective::{self, ChangeMark, Resolved};
use crate::enrolment::Enrolment;
use crate::error::TournamentError;
use ledger::{local_time, Store};
use rulebook::{Choice, Value, Verdict};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A recorded ruling as the log shows it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LogEntry {
    pub id: String,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub seq: i64,
    pub kind: String,
    pub recorded_at: String,
    pub utc_offset_minutes: i32,
    pub referee: String,
    pub event: String,
    pub ruleset: String,
    pub session: String,
    pub table: Option<u32>,
    pub hand: Option<u32>,
    pub player: String,
    pub incident: String,
    pub answers: BTreeMap<String, Value>,
    pub choice: Option<Choice>,
    pub verdict: Verdict,
    pub note: String,
    pub catalogue_version: String,
    /// The version of the shared event it was decided under (null: a device's own setup).
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub event_version: Option<u64>,
    /// The recording device's public key.
    pub device: String,
    /// The void (or overturning appeal decision) that struck it: it no longer counts, and the
    /// log shows it struck, never hides it.
    pub voided: Option<ChangeMark>,
    /// The amendments that made `verdict`, `answers`, `choice` and `note` what they are.
    pub amendments: Vec<ChangeMark>,
    /// Whether its device may write into the event: `false` for a ruling from a device the
    /// head has not enrolled, which is listed and counts nowhere (`enrolment`).
    pub enrolled: bool,
}

/// The rulings on record, oldest first, each as it stands after voids and amendments (see
/// `effective`); with `session`, only that event's session.
pub fn log(store: &Store, session: Option<(&str, &str)>) -> Result<Vec<LogEntry>, TournamentError> {
    log_with(store, session, &Enrolment::of(store)?)
}

/// `log`, with who counts already read (a reader of many sessions reads it once).
pub fn log_with(
    store: &Store,
    session: Option<(&str, &str)>,
    enrolment: &Enrolment,
) -> Result<Vec<LogEntry>, TournamentError> {
    Ok(effective::resolve(store.list(session)?, enrolment)?
        .into_iter()
        .map(entry)
        .collect())
}

fn entry(r: Resolved) -> LogEntry {
    let (e, body) = (r.event, r.body);
    LogEntry {
        id: e.id,
        seq: e.seq,
        kind: e.event.kind,
        recorded_at: local_time(e.event.recorded_at, e.event.utc_offset_minutes),
        utc_offset_minutes: e.event.utc_offset_minutes,
        referee: e.event.referee,
        event: e.event.event,
        ruleset: e.event.ruleset,
        session: e.event.session,
        table: e.event.table,
        hand: e.event.hand,
        player: e.event.player,
        incident: e.event.incident,
        answers: body.answers,
        choice: body.choice,
        // A ruling recorded before sentences took their numbers as arguments is said as then.
        verdict: rulebook::reason::with_book_args(body.verdict, Arrival::builtin().catalogues()),
        note: body.note,
        event_version: body.event_version,
        catalogue_version: e.event.catalogue_version,
        device: e.device,
        voided: r.struck,
        amendments: r.amendments,
        enrolled: r.enrolled,
    }
}

/// The rulings that stand (not struck, from an enrolled device), as the log shows them: what
/// standings and escalation count.
pub fn standing_rulings(
    store: &Store,
    session: Option<(&str, &str)>,
    enrolment: &Enrolment,
) -> Result<Vec<LogEntry>, TournamentError> {
    Ok(log_with(store, session, enrolment)?
        .into_iter()
        .filter(|e| e.voided.is_none() && e.enrolled)
        .collect())
}
