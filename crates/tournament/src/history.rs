//! A ruling's whole history, as the head referee and the appeals committee read it: when and
//! on which device it was recorded, then every change that names it — amendments (and whether
//! a later void withdrew one), voids, appeal decisions whatever they decided, the appeal cases
//! that name it and their decisions — oldest first, each with its device, referee, time and
//! reason (a case's grounds).

use crate::effective::{mark, ChangeMark};
use crate::error::TournamentError;
use ledger::roles::{AMEND, APPEAL_DECISION, VOID};
use ledger::{Store, StoredEvent};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// One step of a ruling's history: who changed it (or recorded it, `kind` `ruling`), on which
/// device, when and why, as the log marks a change.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HistoryStep {
    #[serde(flatten)]
    #[cfg_attr(feature = "ts", ts(flatten))]
    pub mark: ChangeMark,
    /// An appeal decision's outcome: on the ruling itself `upheld`, `overturned` or `amended`
    /// (of the ruling); on a case (`case` set) `upheld`, `amended`, `recommended` or
    /// `dismissed` (of the appeal).
    pub decision: Option<String>,
    /// The appeal case this step is about: its opening (`kind` `appeal`) or its decision.
    pub case: Option<String>,
    /// An amendment a later void withdrew: it no longer applies.
    pub withdrawn: bool,
}

/// The history of ruling `id` (empty when the record has no such ruling).
pub fn history(store: &Store, id: &str) -> Result<Vec<HistoryStep>, TournamentError> {
    let Some(ruling) = store.event_by_id(id)? else {
        return Ok(Vec::new());
    };
    let mut changes: Vec<StoredEvent> = Vec::new();
    for kind in [AMEND, VOID, APPEAL_DECISION] {
        changes.extend(store.list_kind(kind)?);
    }
    let cases = store.list_kind(ledger::roles::APPEAL_CASE)?;
    let its_cases: HashSet<String> = crate::case_body::case_rulings(&cases)
        .into_iter()
        .filter(|(_, rulings)| rulings.iter().any(|r| r == id))
        .map(|(case, _)| case)
        .collect();
    let target = |e: &StoredEvent| {
        e.event
            .body
            .get("target")
            .and_then(|t| t.as_str())
            .map(String::from)
    };
    let names_it = |e: &StoredEvent| {
        target(e).is_some_and(|t| t == id || its_cases.contains(&t)) || its_cases.contains(&e.id)
    };
    let mine: Vec<StoredEvent> = changes
        .iter()
        .chain(cases.iter())
        .filter(|e| names_it(e))
        .cloned()
        .collect();
    let amendments: HashSet<&str> = mine
        .iter()
        .filter(|e| e.event.kind == AMEND)
        .map(|e| e.id.as_str())
        .collect();
    let withdrawn: HashSet<String> = changes
        .iter()
        .filter(|e| e.event.kind == VOID)
        .filter_map(target)
        .filter(|t| amendments.contains(t.as_str()))
        .collect();
    let mut steps: Vec<(chrono::DateTime<chrono::Utc>, HistoryStep)> = std::iter::once(&ruling)
        .chain(mine.iter())
        .map(|e| {
            let case = match e.event.kind.as_str() {
                ledger::roles::APPEAL_CASE => Some(e.id.clone()),
                _ => target(e).filter(|t| its_cases.contains(t)),
            };
            let mut s = step(e, withdrawn.contains(&e.id));
            s.case = case;
            (e.event.recorded_at, s)
        })
        .collect();
    // The ruling first, then its changes in the order they were recorded.
    steps[1..].sort_by(|(a, x), (b, y)| (a, &x.mark.id).cmp(&(b, &y.mark.id)));
    Ok(steps.into_iter().map(|(_, s)| s).collect())
}

fn step(e: &StoredEvent, withdrawn: bool) -> HistoryStep {
    let text = |key: &str| {
        e.event
            .body
            .get(key)
            .and_then(|v| v.as_str())
            .map(String::from)
    };
    let reason = text("reason")
        .or_else(|| text("note"))
        .or_else(|| text("grounds"));
    HistoryStep {
        mark: mark(e, reason.as_deref()),
        decision: text("decision"),
        case: None,
        withdrawn,
    }
}
