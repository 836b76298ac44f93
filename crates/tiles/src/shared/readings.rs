//! The readings of a book an event's regulations may choose, where the book is read more than
//! one way: each hand table (MCR's fans, JSMA's yaku) lists its own, ours first.

use serde::Deserialize;

/// A reading of the book an event's regulations may change: its choices, ours first.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct ReadingDef {
    pub key: String,
    pub article: String,
    pub choices: Vec<String>,
}

/// An event's choice of a table's readings, by reading key.
pub type Readings = std::collections::BTreeMap<String, String>;
