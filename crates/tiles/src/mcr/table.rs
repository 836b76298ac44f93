//! The MCR fan table as data (`rules-data/mcr-2006/hand/fans.toml`): each fan's key, its number and
//! points in 3.8.1, the fans it makes not count (第九条 3.9.1 5 (1), 不重复), and the book's
//! special cases (flowers, a self-drawn concealed special hand, one melded and one concealed
//! kong). Names and summaries are `mcr-fan-<key>` in `locales/<lang>/mcr-fans.ftl`.

use crate::shared::ReadingDef;
use serde::Deserialize;

/// One fan of 3.8.1.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FanDef {
    pub key: String,
    /// Its number in 3.8.1 (1–81, the book's order).
    pub number: u32,
    pub points: u32,
    pub article: String,
    /// Fans not counted when this one is, anywhere in the hand.
    #[serde(default)]
    pub excludes: Vec<String>,
    /// Fans not counted for the same set (a dragon pung is not also a pung of honours).
    #[serde(default)]
    pub excludes_in_set: Vec<String>,
    /// What self-drawing this concealed special hand counts instead of 自摸.
    #[serde(default)]
    pub self_drawn_counts: Option<String>,
    /// One melded and one concealed kong together (3.8.1 57).
    #[serde(default)]
    pub melded_and_concealed_points: Option<u32>,
    /// A wait inside this shape is not a wait fan (组合龙).
    #[serde(default)]
    pub no_wait_fans_within: bool,
    /// Counted once per tile (flowers).
    #[serde(default)]
    pub per_tile: bool,
    /// Counted toward the minimum for a win (all but the flowers).
    #[serde(default = "yes")]
    pub toward_minimum: bool,
    /// A fan of the tiles alone: every tile of the hand is one of these (in the notation).
    #[serde(default)]
    pub only_tiles: Option<String>,
}

impl FanDef {
    /// `only_tiles` as one bit per tile kind; `None` when the fan has no such list.
    pub fn only_tiles_mask(&self) -> Option<u64> {
        let text = self.only_tiles.as_ref()?;
        Some(crate::notation::tile_mask(&self.key, text))
    }
}

fn yes() -> bool {
    true
}

/// The minimum a win needs (3.9.1 1 (2)).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Minimum {
    pub points: u32,
    pub article: String,
}

/// The base every other player pays the winner (底分, 3.9.1 2 (1)).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Base {
    pub points: u32,
    pub article: String,
}

/// How many flower tiles the set has, so how many a hand may show (3.5.5 1 (4)).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Flowers {
    pub most: u32,
    pub article: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FanTable {
    #[serde(rename = "fan")]
    pub fans: Vec<FanDef>,
    pub minimum: Minimum,
    pub flowers: Flowers,
    pub base: Base,
    /// What a hand may hold and what a hand entry asks besides the tiles.
    pub hand: crate::hand_rules::HandSection,
    #[serde(rename = "reading", default)]
    pub readings: Vec<ReadingDef>,
}

impl FanTable {
    /// The shipped table, read once.
    pub fn builtin() -> &'static Self {
        static TABLE: std::sync::OnceLock<FanTable> = std::sync::OnceLock::new();
        TABLE.get_or_init(|| {
            toml::from_str(include_str!(
                "../../../../rules-data/mcr-2006/hand/fans.toml"
            ))
            .expect("rules-data/mcr-2006/hand/fans.toml parses (tested)")
        })
    }

    pub fn fan(&self, key: &str) -> Option<&FanDef> {
        self.fans.iter().find(|f| f.key == key)
    }
}
