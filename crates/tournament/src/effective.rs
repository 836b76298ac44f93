//! Which rulings stand after the record's voids, amendments and appeal decisions. This is the
//! one place that decides it: escalation (`rulings::evaluate`), the log and the standings all
//! read rulings through `resolve`, so a change counts the same everywhere.
//!
//! - A **void** (head referee) strikes its target ruling: it stays in the record and the log
//!   shows it struck with the void's reason, but it no longer counts for escalation or
//!   standings. Appeals are decided on a case, never on a bare ruling (the ledger refuses a
//!   decision that names no case). A decision on an appeal *case* (`appeal`) speaks of the appeal:
//!   `upheld` — the appeal succeeds — strikes every ruling the case names; `amended`,
//!   `recommended` and `dismissed` change nothing by themselves.
//! - An **amendment** (head referee) replaces fields of the ruling's body: its `changes` is an
//!   object with any of `answers`, `facts`, `choice`, `verdict`, `note`, each replacing the
//!   recorded one whole. The ledger does not decide again: the head referee states the new
//!   verdict. Amendments apply in the order they were recorded (time, then id), so the same
//!   events give the same result whatever order they were imported in; the latest one wins.
//! - A void of an amendment cancels that amendment. A void of a void or of an appeal decision
//!   changes nothing here (a struck ruling is recorded again, not un-struck).

use crate::body::{RulingBody, RULING};
use crate::enrolment::Enrolment;
use crate::error::TournamentError;
use ledger::roles::{AMEND, APPEAL_DECISION, VOID};
use ledger::{local_time, StoredEvent};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::{HashMap, HashSet};

pub use crate::body::AMENDABLE;

/// A change to a ruling as the log shows it: who, on which device, when (the device's local
/// time), why.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ChangeMark {
    pub id: String,
    /// `void`, `amend` or `appeal-decision` (`ruling` for the recording, in a history).
    pub kind: String,
    pub device: String,
    pub referee: String,
    pub recorded_at: String,
    pub utc_offset_minutes: i32,
    /// The void's or amendment's reason, or the committee's note.
    pub reason: String,
}

/// A ruling as it stands: the recorded event, its body after amendments, and what changed it.
#[derive(Debug, Clone)]
pub struct Resolved {
    pub event: StoredEvent,
    pub body: RulingBody,
    /// The void (or overturning appeal decision) that struck it; `None` while it stands.
    pub struck: Option<ChangeMark>,
    /// The amendments applied, oldest first.
    pub amendments: Vec<ChangeMark>,
    /// Whether its device may write into the event (`enrolment`): a ruling from a device the
    /// head has not enrolled is kept and shown apart, and counts nowhere.
    pub enrolled: bool,
}

impl Resolved {
    /// Whether it counts: not struck, and from a device enrolled.
    pub fn stands(&self) -> bool {
        self.struck.is_none() && self.enrolled
    }
}

#[derive(Deserialize)]
struct ChangeBody {
    target: String,
    #[serde(default)]
    reason: Option<String>,
    #[serde(default)]
    note: Option<String>,
    #[serde(default)]
    decision: Option<String>,
    #[serde(default)]
    changes: Option<Value>,
}

/// The body `ruling` has after `changes`, or why the amendment cannot apply (a field that is
/// not amendable, a value of the wrong shape, or a verdict decided as an incident the
/// ruling's ruleset does not have). `changes::amend` refuses such an amendment before it is
/// signed; one arriving from elsewhere changes nothing.
pub fn amended_ruling(
    ruling: &ledger::NewEvent,
    body: &RulingBody,
    changes: &Value,
) -> Result<RulingBody, TournamentError> {
    let next = amended(body, changes)?;
    if let Some(decided) = &next.verdict.decided_as {
        let arrival = crate::arrival::Arrival::builtin();
        if !arrival.decided_as_fits(&ruling.ruleset, &ruling.incident, decided) {
            return Err(TournamentError::BadAmendment {
                detail: format!("verdict.decidedAs: {decided}"),
            });
        }
    }
    Ok(next)
}

/// The body a ruling has after `changes`, or why the amendment cannot apply (a field that is
/// not amendable, or a value of the wrong shape).
pub fn amended(body: &RulingBody, changes: &Value) -> Result<RulingBody, TournamentError> {
    let bad = |detail: String| TournamentError::BadAmendment { detail };
    let Value::Object(fields) = changes else {
        return Err(bad(changes.to_string()));
    };
    let mut merged = serde_json::to_value(body)?;
    for (key, value) in fields {
        if !AMENDABLE.contains(&key.as_str()) {
            return Err(bad(key.clone()));
        }
        merged[key] = value.clone();
    }
    serde_json::from_value(merged).map_err(|e| bad(e.to_string()))
}

/// Every ruling among `events` (oldest first, as given), each with the changes among `events`
/// applied and whether `enrolment` lets it count. Changes whose target is not among `events`
/// are ignored.
pub fn resolve(
    events: Vec<StoredEvent>,
    enrolment: &Enrolment,
) -> Result<Vec<Resolved>, TournamentError> {
    // Bodies are read in place and rulings moved into the result: nothing is copied.
    let mut rulings = Vec::new();
    let mut changes: Vec<(StoredEvent, ChangeBody)> = Vec::new();
    // An event whose content is not sound is counted nowhere (verification names it).
    let events: Vec<StoredEvent> = events
        .into_iter()
        .filter(|e| crate::arrival::Arrival::sound(&e.event))
        .collect();
    // A case counts only from a device that may write into the event, as its rulings do.
    let cases = crate::case_body::case_rulings(
        events
            .iter()
            .filter(|e| enrolment.counts(&e.device, e.event.recorded_at)),
    );
    for e in events {
        match e.event.kind.as_str() {
            RULING => rulings.push(e),
            VOID | AMEND | APPEAL_DECISION => {
                let body = ChangeBody::deserialize(&e.event.body)?;
                changes.push((e, body));
            }
            _ => {}
        }
    }
    // Recorded order, not arrival order: the same record resolves the same on every device.
    changes
        .sort_by(|(a, _), (b, _)| (a.event.recorded_at, &a.id).cmp(&(b.event.recorded_at, &b.id)));
    let voided: HashSet<&str> = changes
        .iter()
        .filter(|(e, _)| e.event.kind == VOID)
        .map(|(_, c)| c.target.as_str())
        .collect();
    let mut by_target: HashMap<&str, Vec<(&StoredEvent, &ChangeBody)>> = HashMap::new();
    for (e, c) in &changes {
        // A voided amendment no longer applies.
        if e.event.kind == AMEND && voided.contains(e.id.as_str()) {
            continue;
        }
        match cases.get(&c.target) {
            // A case's decision reaches each ruling the case names.
            Some(rulings) => {
                for r in rulings {
                    by_target.entry(r).or_default().push((e, c));
                }
            }
            None => by_target.entry(&c.target).or_default().push((e, c)),
        }
    }
    let mut out = Vec::with_capacity(rulings.len());
    for e in rulings {
        let mut body = RulingBody::deserialize(&e.event.body)?;
        let mut struck = None;
        let mut amendments = Vec::new();
        for (c, change) in by_target.get(e.id.as_str()).into_iter().flatten() {
            match c.event.kind.as_str() {
                VOID => {
                    struck.get_or_insert_with(|| mark(c, change.reason.as_deref()));
                }
                APPEAL_DECISION if strikes(change, &cases) => {
                    let why = change.reason.as_deref().or(change.note.as_deref());
                    struck.get_or_insert_with(|| mark(c, why));
                }
                AMEND => {
                    // An amendment that does not fit cannot be signed by this ledger; one
                    // arriving from elsewhere is shown but changes nothing.
                    let next = change
                        .changes
                        .as_ref()
                        .and_then(|v| amended_ruling(&e.event, &body, v).ok());
                    if let Some(next) = next {
                        body = next;
                        amendments.push(mark(c, change.reason.as_deref()));
                    }
                }
                _ => {}
            }
        }
        out.push(Resolved {
            enrolled: enrolment.counts(&e.device, e.event.recorded_at),
            event: e,
            body,
            struck,
            amendments,
        });
    }
    Ok(out)
}

/// Whether an appeal decision strikes what it reaches: `upheld` on a case (the appeal
/// succeeded). A decision on anything but a case strikes nothing.
fn strikes(change: &ChangeBody, cases: &HashMap<String, Vec<String>>) -> bool {
    cases.contains_key(&change.target) && change.decision.as_deref() == Some("upheld")
}

/// How the log marks change `e` (a void, amendment or appeal decision; or the ruling itself in
/// its history).
pub(crate) fn mark(e: &StoredEvent, reason: Option<&str>) -> ChangeMark {
    ChangeMark {
        id: e.id.clone(),
        kind: e.event.kind.clone(),
        device: e.device.clone(),
        referee: e.event.referee.clone(),
        recorded_at: local_time(e.event.recorded_at, e.event.utc_offset_minutes),
        utc_offset_minutes: e.event.utc_offset_minutes,
        reason: reason.unwrap_or_default().to_string(),
    }
}
