//! What can be wrong with a hand as entered. Each error has a stable code and arguments, like
//! `rulebook::RuleError`, so every front end can say it in the user's language
//! (`error-<code>` in `locales/<lang>/errors-hand.ftl`).

use crate::Tile;
use std::collections::BTreeMap;

/// `at` is the fault's character position in the text that was parsed, counted from 0 (the
/// hand for most errors, the winning tile's own text for an error in it). `args()` gives it
/// counted from 1 as `position`, as people count.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandError {
    #[error("“{suit}” at {at} is not a suit (m, p, s, z)")]
    UnknownSuit { suit: char, at: usize },
    #[error("{tile} at {at} is not a tile")]
    UnknownTile { tile: String, at: usize },
    #[error("the digits “{digits}” at {at} have no suit after them")]
    MissingSuit { digits: String, at: usize },
    #[error("unexpected “{character}” at {at}")]
    UnexpectedCharacter { character: char, at: usize },
    #[error("a fifth {tile} at {at}: a set has four of each")]
    FifthCopy { tile: Tile, at: usize },
    #[error("“{meld}” at {at} is not a pung, kong or chow")]
    MalformedMeld { meld: String, at: usize },
    #[error("{count} tiles (a kong counts as three), not {expected}")]
    TileCount {
        count: usize,
        expected: usize,
        at: usize,
    },
    #[error("{tile} at {at}: {ruleset} plays without honours")]
    HonoursNotAllowed {
        ruleset: String,
        tile: Tile,
        at: usize,
    },
    #[error("the chow “{meld}” at {at}: {ruleset} has no chow claims")]
    ChowNotAllowed {
        ruleset: String,
        meld: String,
        at: usize,
    },
    #[error("“{text}” is not one tile")]
    NotOneTile { text: String },
    #[error("the winning tile {tile} would be a fifth")]
    WinFifthCopy { tile: Tile },
    /// The hand, the winning tile and the tiles seen (dora indicators, discards) hold a fifth.
    #[error("a fifth {tile} among the hand and the tiles seen")]
    SeenFifthCopy { tile: Tile },
    #[error("the hand engine does not know {ruleset} yet")]
    Unsupported { ruleset: String },
    #[error("a win cannot be both {first} and {second}")]
    ConflictingConditions { first: String, second: String },
    #[error("{count} flowers: the set has {most}")]
    FlowerCount { count: u32, most: u32 },
    /// A circumstance the hand makes impossible (`reason`: `after-kong-discard`,
    /// `after-kong-no-kong`, `robbed-tile-held`, `last-of-kind-held`, `riichi-open-hand`,
    /// `first-turn-meld`).
    #[error("impossible circumstances: {reason}")]
    ImpossibleSituation { reason: String },
    #[error("{ruleset} has no {circumstance}")]
    CircumstanceNotPlayed {
        ruleset: String,
        circumstance: String,
    },
    #[error("“{text}” is no circumstance of a win")]
    UnknownCircumstance { text: String },
    #[error("no reading “{reading}” = “{choice}” in the fan table")]
    UnknownReading { reading: String, choice: String },
}

impl HandError {
    /// Every code `code()` gives, for the front ends' list of codes (the app's
    /// `ErrorCodeName`). `tests/strings.rs` fails when it and the variants
    /// differ.
    pub const CODES: &'static [&'static str] = &[
        "hand-unknown-suit",
        "hand-unknown-tile",
        "hand-missing-suit",
        "hand-unexpected-character",
        "hand-fifth-copy",
        "hand-malformed-meld",
        "hand-tile-count",
        "hand-honours-not-allowed",
        "hand-chow-not-allowed",
        "hand-not-one-tile",
        "hand-win-fifth-copy",
        "hand-seen-fifth-copy",
        "hand-engine-unsupported",
        "hand-conflicting-conditions",
        "hand-flower-count",
        "hand-impossible-situation",
        "hand-circumstance-not-played",
        "hand-unknown-circumstance",
        "hand-unknown-reading",
    ];

    pub fn code(&self) -> &'static str {
        match self {
            Self::UnknownSuit { .. } => "hand-unknown-suit",
            Self::UnknownTile { .. } => "hand-unknown-tile",
            Self::MissingSuit { .. } => "hand-missing-suit",
            Self::UnexpectedCharacter { .. } => "hand-unexpected-character",
            Self::FifthCopy { .. } => "hand-fifth-copy",
            Self::MalformedMeld { .. } => "hand-malformed-meld",
            Self::TileCount { .. } => "hand-tile-count",
            Self::HonoursNotAllowed { .. } => "hand-honours-not-allowed",
            Self::ChowNotAllowed { .. } => "hand-chow-not-allowed",
            Self::NotOneTile { .. } => "hand-not-one-tile",
            Self::WinFifthCopy { .. } => "hand-win-fifth-copy",
            Self::SeenFifthCopy { .. } => "hand-seen-fifth-copy",
            Self::Unsupported { .. } => "hand-engine-unsupported",
            Self::ConflictingConditions { .. } => "hand-conflicting-conditions",
            Self::FlowerCount { .. } => "hand-flower-count",
            Self::ImpossibleSituation { .. } => "hand-impossible-situation",
            Self::CircumstanceNotPlayed { .. } => "hand-circumstance-not-played",
            Self::UnknownCircumstance { .. } => "hand-unknown-circumstance",
            Self::UnknownReading { .. } => "hand-unknown-reading",
        }
    }

    /// The character position of the fault, counted from 0, where there is one.
    pub fn at(&self) -> Option<usize> {
        match self {
            Self::UnknownSuit { at, .. }
            | Self::UnknownTile { at, .. }
            | Self::MissingSuit { at, .. }
            | Self::UnexpectedCharacter { at, .. }
            | Self::FifthCopy { at, .. }
            | Self::MalformedMeld { at, .. }
            | Self::TileCount { at, .. }
            | Self::HonoursNotAllowed { at, .. }
            | Self::ChowNotAllowed { at, .. } => Some(*at),
            Self::NotOneTile { .. }
            | Self::WinFifthCopy { .. }
            | Self::SeenFifthCopy { .. }
            | Self::Unsupported { .. }
            | Self::ConflictingConditions { .. }
            | Self::FlowerCount { .. }
            | Self::ImpossibleSituation { .. }
            | Self::CircumstanceNotPlayed { .. }
            | Self::UnknownCircumstance { .. }
            | Self::UnknownReading { .. } => None,
        }
    }

    pub fn args(&self) -> BTreeMap<String, String> {
        let mut pairs: Vec<(&str, String)> = match self {
            Self::UnknownSuit { suit, .. } => vec![("suit", suit.to_string())],
            Self::UnknownTile { tile, .. } => vec![("tile", tile.clone())],
            Self::MissingSuit { digits, .. } => vec![("digits", digits.clone())],
            Self::UnexpectedCharacter { character, .. } => {
                vec![("character", character.to_string())]
            }
            Self::FifthCopy { tile, .. }
            | Self::WinFifthCopy { tile }
            | Self::SeenFifthCopy { tile } => {
                vec![("tile", tile.to_string())]
            }
            Self::MalformedMeld { meld, .. } => vec![("meld", meld.clone())],
            Self::TileCount {
                count, expected, ..
            } => vec![
                ("count", count.to_string()),
                ("expected", expected.to_string()),
            ],
            Self::HonoursNotAllowed { ruleset, tile, .. } => {
                vec![("ruleset", ruleset.clone()), ("tile", tile.to_string())]
            }
            Self::ChowNotAllowed { ruleset, meld, .. } => {
                vec![("ruleset", ruleset.clone()), ("meld", meld.clone())]
            }
            Self::NotOneTile { text } | Self::UnknownCircumstance { text } => {
                vec![("text", text.clone())]
            }
            Self::UnknownReading { reading, choice } => {
                vec![("reading", reading.clone()), ("choice", choice.clone())]
            }
            Self::Unsupported { ruleset } => vec![("ruleset", ruleset.clone())],
            Self::ConflictingConditions { first, second } => {
                vec![("first", first.clone()), ("second", second.clone())]
            }
            Self::FlowerCount { count, most } => {
                vec![("count", count.to_string()), ("most", most.to_string())]
            }
            Self::ImpossibleSituation { reason } => vec![("reason", reason.clone())],
            Self::CircumstanceNotPlayed {
                ruleset,
                circumstance,
            } => vec![
                ("ruleset", ruleset.clone()),
                ("circumstance", circumstance.clone()),
            ],
        };
        if let Some(at) = self.at() {
            pairs.push(("position", (at + 1).to_string()));
        }
        pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
    }
}
