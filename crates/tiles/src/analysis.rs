//! One entry point for everyone who asks about a hand: the app's tile picker, `mjref hand`
//! and the rulings that turn on a hand. Text in, a plain serialisable answer out.

use crate::{parse_hand, parse_tile, Conditions, HandError, Ruleset, WinOutcome};
use serde::Serialize;

/// A wait of a 13-tile hand, as shown to people.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WaitView {
    pub tile: String,
    pub fan: u32,
    pub points: u32,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FanView {
    pub key: String,
    pub fan: u32,
    pub count: u32,
}

/// A declared win checked: a win with its fans, or why not.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WinView {
    pub win: bool,
    pub fan: u32,
    pub points: u32,
    pub per_payer: u32,
    pub fans: Vec<FanView>,
    /// Why it is not a win (`three-suits`, `honours`, `not-a-winning-shape`).
    pub reason: Option<String>,
    /// Whether the tiles make a winning shape when the suit rule is set aside.
    pub winning_shape: bool,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HandAnalysis {
    /// Tiles in the hand, a kong counting as three.
    pub tiles: u32,
    /// Without a winning tile: the waits (empty when not ready).
    pub waits: Option<Vec<WaitView>>,
    pub max_fan: Option<u32>,
    /// Why a waiting hand cannot wait at all (three suits).
    pub reason: Option<String>,
    /// With a winning tile: the win checked.
    pub win: Option<WinView>,
}

/// Analyses `hand` (13 tiles, melds in brackets) under `ruleset`: with `win`, whether that tile
/// completes a win and for how much; without, the waits.
pub fn analyse(
    ruleset: &str,
    hand: &str,
    win: Option<&str>,
    c: Conditions,
) -> Result<HandAnalysis, HandError> {
    let rules = Ruleset::from_id(ruleset)?;
    let parsed = parse_hand(hand)?;
    rules.check(&parsed)?;
    let hand = &parsed.hand;
    let tiles = hand.size() as u32;
    match win {
        Some(text) => {
            let tile = parse_tile(text)?;
            rules.check_win_tile(hand, tile)?;
            let view = match rules.score(hand, tile, c)? {
                WinOutcome::Win(s) => WinView {
                    win: true,
                    fan: s.fan,
                    points: s.points,
                    per_payer: s.per_payer,
                    fans: s
                        .fans
                        .iter()
                        .map(|f| FanView {
                            key: f.key.key().to_string(),
                            fan: f.fan,
                            count: f.count,
                        })
                        .collect(),
                    reason: None,
                    winning_shape: true,
                },
                WinOutcome::NoWin {
                    reason,
                    winning_shape,
                } => WinView {
                    win: false,
                    fan: 0,
                    points: 0,
                    per_payer: 0,
                    fans: Vec::new(),
                    reason: Some(reason.code().to_string()),
                    winning_shape,
                },
            };
            Ok(HandAnalysis {
                tiles,
                waits: None,
                max_fan: None,
                reason: None,
                win: Some(view),
            })
        }
        None => {
            let w = rules.waits(hand, c)?;
            Ok(HandAnalysis {
                tiles,
                max_fan: w.max_fan(),
                reason: w.reason.map(|r| r.code().to_string()),
                waits: Some(
                    w.waits
                        .iter()
                        .map(|x| WaitView {
                            tile: x.tile.to_string(),
                            fan: x.fan,
                            points: x.points,
                        })
                        .collect(),
                ),
                win: None,
            })
        }
    }
}
