//! What a ruling event carries in its signed body: the answers, the facts worked out from
//! them, the referee's choice, the verdict and the note.

use rulebook::{Choice, Value, Verdict};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The fields of a ruling's body an amendment may replace.
pub const AMENDABLE: &[&str] = &["answers", "facts", "choice", "verdict", "note"];

/// The event kind of a ruling.
pub const RULING: &str = "ruling";

/// The body stored with a ruling event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RulingBody {
    pub answers: BTreeMap<String, Value>,
    pub facts: BTreeMap<String, Value>,
    pub choice: Option<Choice>,
    pub verdict: Verdict,
    pub note: String,
    /// The version of the shared event it was decided under; absent for a device's own setup
    /// (and in records made before events were shared, which read as before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event_version: Option<u64>,
    /// Photos of the hand or table taken when it was recorded, by the SHA-256 of the stored
    /// bytes (the ledger keeps the bytes and checks them against these names).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub photos: Vec<String>,
}

/// The event kind of a table's raw session scores.
pub const SCORES: &str = "scores";

/// What a scores event carries: the session scores, and the hands when they were entered.
/// Events from before hand-by-hand entry hold the bare map.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
pub(crate) enum ScoresBody {
    ByHand(ByHand),
    Total(BTreeMap<String, f64>),
}

/// Scores entered hand by hand. A struct of its own so that an unknown field is refused: an
/// untagged variant's fields cannot say so.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ByHand {
    pub scores: BTreeMap<String, f64>,
    pub hands: Vec<BTreeMap<String, f64>>,
}

impl ScoresBody {
    /// Every player the entry names.
    pub(crate) fn players(&self) -> impl Iterator<Item = &String> {
        let (scores, hands) = match self {
            ScoresBody::ByHand(ByHand { scores, hands }) => (scores, hands.as_slice()),
            ScoresBody::Total(scores) => (scores, &[][..]),
        };
        scores.keys().chain(hands.iter().flat_map(|h| h.keys()))
    }
}
