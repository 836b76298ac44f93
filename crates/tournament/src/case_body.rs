//! The body of an appeal case as the record holds it: the filing, and the deadline the
//! ruleset gave it when it was opened. Read by `appeal` (cases), `effective` (an upheld
//! appeal strikes the case's rulings) and `history` (a ruling's cases).

use ledger::roles::APPEAL_CASE;
use ledger::StoredEvent;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// An appeal as it is filed. Times are RFC 3339 with their offset.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Filing {
    pub rulings: Vec<String>,
    /// Who appeals (a player id).
    pub by: String,
    pub filed_at: String,
    #[serde(default)]
    pub hand_ended_at: Option<String>,
    #[serde(default)]
    pub session_ended_at: Option<String>,
    #[serde(default)]
    pub grounds: String,
}

/// A case's body as signed: the filing, and the deadline the ruleset gave it then.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct CaseBody {
    #[serde(flatten)]
    pub filing: Filing,
    pub deadline: Option<String>,
    pub in_time: bool,
    /// The ruleset's appeal article the deadline was worked out under.
    pub article: String,
}

/// The rulings each case names, by case id (for `effective`: an upheld appeal strikes them).
pub(crate) fn case_rulings(events: &[StoredEvent]) -> HashMap<String, Vec<String>> {
    events
        .iter()
        .filter(|e| e.event.kind == APPEAL_CASE)
        .filter_map(|e| {
            let b = CaseBody::deserialize(&e.event.body).ok()?;
            Some((e.id.clone(), b.filing.rulings))
        })
        .collect()
}
