//! The hand engine: tiles and the contract's hand notation; what every ruleset's engine shares
//! (`shared`: winds, circumstances, the suit-pattern table, readings); one folder per ruleset's
//! engine (`sbr`, `mcr`, `jsma`), each with its slow reference and random hands beside it
//! behind the `reference` feature (tests, benches, `mjref`; not the app); the one analysis
//! every front end calls (`analysis`); and the settlement of a drawn hand and of kongs
//! (`settlement`, `settle`). Pure: no I/O, no clock, no Tauri.
//!
//! ```
//! use tiles::{parse_hand, Conditions, Ruleset, WinOutcome};
//!
//! let rules = Ruleset::Sbr2025;
//! let parsed = parse_hand("1112345678999m").unwrap();
//! rules.check(&parsed).unwrap();
//! let waits = rules.waits(&parsed.hand, Conditions::default()).unwrap();
//! assert_eq!(waits.waits.len(), 9); // the nine gates
//! assert_eq!(waits.max_fan(), Some(3)); // 清一色 2 + 根 1 (winning on 1m or 9m)
//!
//! let win = "5m".parse().unwrap();
//! let WinOutcome::Win(score) = rules.score(&parsed.hand, win, Conditions::default()).unwrap()
//! else { panic!() };
//! assert_eq!((score.fan, score.points), (2, 4));
//! ```

pub mod analysis;
mod error;
mod hand_rules;
pub mod jsma;
pub mod mcr;
pub mod notation;
mod ruleset;
pub mod sbr;
pub mod settlement;
pub mod shared;
mod tile;

pub use analysis::{analyse, analyse_with, HandAnalysis};
pub use error::HandError;
pub use hand_rules::{HandReading, HandRules, HandView, MeldView, SuitTiles};
pub use notation::{parse_hand, parse_tile, Hand, Meld, MeldKind, Parsed, TileCounts};
pub use ruleset::Ruleset;
pub use sbr::fan::{FanCount, FanKey, NoWin, Score, Wait, Waits, WinOutcome};
pub use settlement::{settle, settle_with, DrawnHand, SettleError, Settlement};
pub use shared::{Conditions, ReadingDef, Readings, Wind};
pub use tile::{Suit, Tile};
