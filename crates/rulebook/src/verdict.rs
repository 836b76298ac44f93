//! What a ruling is and what it decides: the referee's question (`Ruling`: the incident, the
//! answered facts, the session's earlier rulings), the referee's pick inside what is left open
//! (`Choice`), and the `Verdict`. The engine decides it, escalation raises it; both read these.

use crate::message::Message;
use crate::model::{Sanction, Value};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The referee's pick inside what the verdict leaves open.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// A value inside a sanction's range (negative, like the range).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub amount: Option<f64>,
    /// One of the verdict's `options`, by position or by sanction kind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub option: Option<OptionPick>,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum OptionPick {
    Index(usize),
    Kind(String),
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    pub ruleset: String,
    pub incident: String,
    pub article: String,
    pub tier: Option<String>,
    pub applicable: bool,
    pub needs: Vec<String>,
    pub sanctions: Vec<Sanction>,
    pub options: Vec<Sanction>,
    pub outcome: Option<String>,
    /// Why: the outcome, then each escalation step that changed it.
    pub reasons: Vec<Message>,
    /// This ruling climbs the warning ladder (counts toward the next warning-level offence).
    #[serde(rename = "warningLevel")]
    pub warning_level: bool,
    /// The event's own regulations, not the rulebook, decided the outcome.
    #[serde(default)]
    pub overridden: bool,
    /// The incident the answers made of the one called (`incident`, kept as the referee called
    /// it): `article` is this one's. Absent from verdicts recorded before it existed.
    #[serde(default, rename = "decidedAs", skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub decided_as: Option<String>,
}

/// What the engine needs to decide one ruling.
pub struct Ruling<'a> {
    pub incident: &'a str,
    pub player: &'a str,
    /// The hand (deal) within the session, when the referee gave it.
    pub hand: Option<u32>,
    pub facts: &'a BTreeMap<String, Value>,
    pub choice: Option<&'a Choice>,
    /// Earlier rulings in the same session, oldest first, any player.
    pub history: &'a [Prior],
    /// Incidents under a hall-wide warning in this event.
    pub hall_warnings: &'a [String],
}

/// An earlier ruling in the same session, as escalation needs to see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Prior {
    pub player: String,
    pub incident: String,
    #[serde(default)]
    pub hand: Option<u32>,
    pub sanctions: Vec<Sanction>,
    #[serde(rename = "warningLevel")]
    pub warning_level: bool,
}

impl Prior {
    pub fn of(player: &str, hand: Option<u32>, v: &Verdict) -> Self {
        Prior {
            player: player.to_string(),
            incident: v.incident.clone(),
            hand,
            sanctions: v.sanctions.clone(),
            warning_level: v.warning_level,
        }
    }
}
