//! One entry point for everyone who asks about a hand: the app's tile picker, `mjref hand`
//! and the rulings that turn on a hand. Text in, a plain serialisable answer out.

use crate::jsma;
use crate::mcr::{self, Situation};
use crate::{parse_hand, parse_tile, Conditions, Hand, HandError, Ruleset, Tile, WinOutcome};
use serde::Serialize;

/// A wait of a 13-tile hand, as shown to people.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WaitView {
    pub tile: String,
    pub fan: u32,
    pub points: u32,
    /// MCR: whether winning on it reaches the minimum without the flowers.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub meets_minimum: Option<bool>,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FanView {
    pub key: String,
    /// Its value in all (`count` times): SBR fan, MCR points.
    pub fan: u32,
    pub count: u32,
    /// The message id of its name (`fan-<key>` for SBR, `mcr-fan-<key>` for MCR).
    pub name: String,
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
    /// MCR: the flowers' points, counted in `points`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub flowers: Option<u32>,
    /// MCR: the points without the flowers reach the minimum (3.9.1 1 (2)).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub meets_minimum: Option<bool>,
    /// MCR: that minimum.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub minimum: Option<u32>,
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
    /// A riichi ruleset (JSMA): the win or the waiting hand as the contract's `mjref hand jsma`
    /// gives it.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub riichi: Option<JsmaView>,
}

/// A JSMA answer (contract, "JSMA hands"): a declared win counted, or a waiting hand.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(untagged)]
pub enum JsmaView {
    Win(JsmaWinView),
    Waits(JsmaWaitsView),
}

/// One yaku of a JSMA win.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct JsmaYakuView {
    pub key: String,
    /// Its han in all (翻牌 and 連風牌: for every set that makes it).
    pub han: u32,
    pub count: u32,
    /// The message id of its name (`yaku-<key>`).
    pub name: String,
}

/// What each player pays for a JSMA win.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct JsmaPaymentsView {
    /// A ron: the discarder's payment.
    pub ron: u32,
    /// A tsumo: the dealer's payment (0 when the dealer won).
    pub from_dealer: u32,
    /// A tsumo: each non-dealer's payment.
    pub from_non_dealer: u32,
}

/// A declared JSMA win counted (field names as the contract writes them).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct JsmaWinView {
    pub win: bool,
    /// Why it is not a win: `not-a-winning-shape`, `no-yaku`, `furiten`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub reason: Option<String>,
    /// The yaku's han: no dora, no 場に2翻.
    pub han: u32,
    pub dora: u32,
    pub fu: u32,
    pub yakuman: bool,
    pub yaku: Vec<JsmaYakuView>,
    /// What the winner receives in all, 場に2翻 included.
    pub points: u32,
    pub payments: JsmaPaymentsView,
    /// The winner is the dealer (East).
    pub dealer: bool,
    pub tsumo: bool,
}

/// A JSMA waiting hand.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct JsmaWaitsView {
    pub tenpai: bool,
    pub waits: Vec<String>,
    /// 有効テンパイ (ルール 21).
    pub effective_tenpai: bool,
    pub furiten: bool,
    /// Ready only on tiles the hand holds all four of.
    pub karaten: bool,
}

/// Analyses `hand` (13 tiles, melds in brackets) under `ruleset`: with `win`, whether that tile
/// completes a win and for how much; without, the waits. The book's readings throughout.
pub fn analyse(
    ruleset: &str,
    hand: &str,
    win: Option<&str>,
    c: Conditions,
) -> Result<HandAnalysis, HandError> {
    analyse_with(ruleset, &crate::Readings::new(), hand, win, c)
}

/// `analyse` with an event's choice of the ruleset's readings (`HandRules::readings`).
pub fn analyse_with(
    ruleset: &str,
    readings: &crate::Readings,
    hand: &str,
    win: Option<&str>,
    c: Conditions,
) -> Result<HandAnalysis, HandError> {
    let rules = Ruleset::from_id(ruleset)?;
    let parsed = parse_hand(hand)?;
    rules.check(&parsed)?;
    rules.hand_rules().check_conditions(rules.id(), &c)?;
    let hand = &parsed.hand;
    let tile = match win {
        Some(text) => {
            let tile = parse_tile(text)?;
            rules.check_win_tile(hand, tile)?;
            Some(tile)
        }
        None => None,
    };
    match rules {
        Ruleset::Mcr2006 => {
            let table = mcr::table::FanTable::builtin();
            let compiled;
            let rules = if readings.is_empty() {
                mcr::Rules::builtin()
            } else {
                compiled = mcr::Rules::with_readings(table, readings)?;
                &compiled
            };
            mcr_analysis(rules, hand, tile, c)
        }
        Ruleset::Sbr2025 if !readings.is_empty() => {
            let (reading, choice) = readings.iter().next().expect("not empty");
            Err(HandError::UnknownReading {
                reading: reading.clone(),
                choice: choice.clone(),
            })
        }
        Ruleset::Sbr2025 => sbr_analysis(rules, hand, tile, c),
        Ruleset::Jsma => jsma_analysis(jsma::Rules::with_readings(readings)?, hand, tile, c),
    }
}

/// The JSMA circumstances of a win or a waiting hand, from the shared conditions (a
/// non-dealer in the East round when the winds are not given).
pub fn jsma_situation(c: &Conditions) -> jsma::Situation {
    let plain = jsma::Situation::default();
    jsma::Situation {
        tsumo: c.tsumo,
        riichi: c.riichi,
        double_riichi: c.double_riichi,
        first_turn: c.first_turn,
        after_kong: c.after_kong,
        robbing_kong: c.robbing_kong,
        last_tile: c.last_tile,
        seat_wind: c.seat_wind.unwrap_or(plain.seat_wind),
        round_wind: c.round_wind.unwrap_or(plain.round_wind),
        dora_indicators: c.dora_indicators.0,
        discards: c.discards.0,
        seen: c.seen.0,
    }
}

/// A JSMA win as every front end shows it.
pub fn jsma_win_view(
    outcome: &Result<jsma::JsmaScore, jsma::NoWin>,
    s: &jsma::Situation,
) -> JsmaWinView {
    match outcome {
        Ok(score) => JsmaWinView {
            win: true,
            reason: None,
            han: score.han,
            dora: score.dora,
            fu: score.fu,
            yakuman: score.yakuman,
            yaku: score
                .yaku
                .iter()
                .map(|y| JsmaYakuView {
                    key: y.yaku.key().to_string(),
                    han: y.han,
                    count: y.count,
                    name: y.yaku.message_id(),
                })
                .collect(),
            points: score.points,
            payments: JsmaPaymentsView {
                ron: score.payments.ron,
                from_dealer: score.payments.from_dealer,
                from_non_dealer: score.payments.from_non_dealer,
            },
            dealer: s.dealer(),
            tsumo: s.self_drawn(),
        },
        Err(no) => JsmaWinView {
            win: false,
            reason: Some(no.code().to_string()),
            han: 0,
            dora: 0,
            fu: 0,
            yakuman: false,
            yaku: Vec::new(),
            points: 0,
            payments: JsmaPaymentsView {
                ron: 0,
                from_dealer: 0,
                from_non_dealer: 0,
            },
            dealer: s.dealer(),
            tsumo: s.self_drawn(),
        },
    }
}

fn jsma_analysis(
    rules: jsma::Rules,
    hand: &Hand,
    win: Option<Tile>,
    c: Conditions,
) -> Result<HandAnalysis, HandError> {
    let s = jsma_situation(&c);
    jsma::check_situation(hand, win, &s)?;
    match win {
        Some(tile) => {
            let outcome = jsma::score_with(rules, hand, tile, &s);
            let view = jsma_win_view(&outcome, &s);
            let shared = WinView {
                win: view.win,
                fan: view.han,
                points: view.points,
                per_payer: view.points,
                fans: view
                    .yaku
                    .iter()
                    .map(|y| FanView {
                        key: y.key.clone(),
                        fan: y.han,
                        count: y.count,
                        name: y.name.clone(),
                    })
                    .collect(),
                reason: view.reason.clone(),
                winning_shape: jsma::is_winning_shape(hand, tile),
                ..WinView::none()
            };
            Ok(HandAnalysis {
                riichi: Some(JsmaView::Win(view)),
                ..HandAnalysis::of_win(hand, shared)
            })
        }
        None => {
            let r = jsma::readiness(hand, &s);
            let waits = r.waits.iter().copied().map(WaitView::jsma).collect();
            let view = JsmaWaitsView {
                tenpai: r.tenpai,
                waits: r.waits.iter().map(|t| t.to_string()).collect(),
                effective_tenpai: r.effective_tenpai,
                furiten: r.furiten,
                karaten: r.karaten,
            };
            Ok(HandAnalysis {
                riichi: Some(JsmaView::Waits(view)),
                ..HandAnalysis::of_waits(hand, waits, None)
            })
        }
    }
}

fn sbr_analysis(
    rules: Ruleset,
    hand: &Hand,
    win: Option<Tile>,
    c: Conditions,
) -> Result<HandAnalysis, HandError> {
    match win {
        Some(tile) => {
            let view = match rules.score(hand, tile, c)? {
                WinOutcome::Win(s) => WinView {
                    win: true,
                    fan: s.fan,
                    points: s.points,
                    per_payer: s.per_payer,
                    fans: s.fans.iter().map(FanView::sbr).collect(),
                    reason: None,
                    winning_shape: true,
                    flowers: None,
                    meets_minimum: None,
                    minimum: None,
                },
                WinOutcome::NoWin {
                    reason,
                    winning_shape,
                } => WinView {
                    reason: Some(reason.code().to_string()),
                    winning_shape,
                    ..WinView::none()
                },
            };
            Ok(HandAnalysis::of_win(hand, view))
        }
        None => {
            let w = rules.waits(hand, c)?;
            let waits = w.waits.iter().map(WaitView::sbr).collect();
            Ok(HandAnalysis::of_waits(
                hand,
                waits,
                w.reason.map(|r| r.code().to_string()),
            ))
        }
    }
}

impl HandAnalysis {
    /// A declared win checked.
    fn of_win(hand: &Hand, view: WinView) -> Self {
        HandAnalysis {
            tiles: hand.size() as u32,
            waits: None,
            max_fan: None,
            reason: None,
            win: Some(view),
            riichi: None,
        }
    }

    /// A waiting hand's waits, and why it cannot wait where the rules say so.
    fn of_waits(hand: &Hand, waits: Vec<WaitView>, reason: Option<String>) -> Self {
        HandAnalysis {
            tiles: hand.size() as u32,
            max_fan: waits.iter().map(|w| w.fan).max(),
            waits: Some(waits),
            reason,
            win: None,
            riichi: None,
        }
    }
}

impl FanView {
    /// An SBR fan.
    pub fn sbr(f: &crate::FanCount) -> Self {
        FanView {
            key: f.key.key().to_string(),
            fan: f.fan,
            count: f.count,
            name: f.key.message_id(),
        }
    }
}

impl WaitView {
    /// An SBR wait.
    pub fn sbr(w: &crate::Wait) -> Self {
        WaitView {
            tile: w.tile.to_string(),
            fan: w.fan,
            points: w.points,
            meets_minimum: None,
        }
    }

    /// A JSMA wait: the tile only (what it pays depends on how it is won).
    pub fn jsma(tile: crate::Tile) -> Self {
        WaitView {
            tile: tile.to_string(),
            fan: 0,
            points: 0,
            meets_minimum: None,
        }
    }
}

impl WinView {
    /// No win: nothing counted.
    fn none() -> Self {
        WinView {
            win: false,
            fan: 0,
            points: 0,
            per_payer: 0,
            fans: Vec::new(),
            reason: None,
            winning_shape: false,
            flowers: None,
            meets_minimum: None,
            minimum: None,
        }
    }
}

/// The MCR circumstances of a win, from the shared conditions.
pub fn mcr_situation(c: &Conditions) -> Situation {
    Situation {
        tsumo: c.tsumo,
        last_of_kind: c.last_of_kind,
        after_kong: c.after_kong,
        robbing_kong: c.robbing_kong,
        last_tile: c.last_tile,
        flowers: c.flowers,
        seat_wind: c.seat_wind.unwrap_or_default(),
        round_wind: c.round_wind.unwrap_or_default(),
    }
}

/// A counted MCR win as every front end shows it. `per_payer` is what the discarder (or, on a
/// self-drawn win, each other player) pays: the base and the points (3.9.1 2–3).
pub fn mcr_win_view(score: &mcr::McrScore, rules: &mcr::Rules) -> WinView {
    let base = mcr::table::FanTable::builtin().base.points;
    WinView {
        win: true,
        fan: score.points,
        points: score.points,
        per_payer: base + score.points,
        fans: score
            .fans
            .iter()
            .map(|f| FanView {
                key: f.fan.key().to_string(),
                fan: f.count * f.points,
                count: f.count,
                name: f.fan.message_id(),
            })
            .collect(),
        reason: None,
        winning_shape: true,
        flowers: Some(score.flowers),
        meets_minimum: Some(score.meets_minimum),
        minimum: Some(rules.minimum()),
    }
}

fn mcr_analysis(
    rules: &mcr::Rules,
    hand: &Hand,
    win: Option<Tile>,
    c: Conditions,
) -> Result<HandAnalysis, HandError> {
    let s = mcr_situation(&c);
    match win {
        Some(tile) => {
            mcr::check_situation(hand, tile, &s)?;
            let view = match mcr::score_with(rules, hand, tile, &s) {
                Some(score) => mcr_win_view(&score, rules),
                None => WinView {
                    reason: Some(crate::NoWin::NotAWinningShape.code().to_string()),
                    flowers: Some(0),
                    meets_minimum: Some(false),
                    minimum: Some(rules.minimum()),
                    ..WinView::none()
                },
            };
            Ok(HandAnalysis::of_win(hand, view))
        }
        None => {
            // Each wait counted as a win on a discard, with the circumstances given that a
            // discard allows.
            let on_discard = Situation {
                tsumo: false,
                after_kong: false,
                ..s
            };
            let mut waits = Vec::new();
            for tile in mcr::tiles_of(mcr::waits_mask(hand)) {
                let situation = Situation {
                    robbing_kong: s.robbing_kong && hand.counts()[tile.index()] == 0,
                    last_of_kind: s.last_of_kind && hand.concealed_counts()[tile.index()] == 0,
                    ..on_discard
                };
                if let Some(score) = mcr::score_with(rules, hand, tile, &situation) {
                    waits.push(WaitView {
                        tile: tile.to_string(),
                        fan: score.points,
                        points: score.points,
                        meets_minimum: Some(score.meets_minimum),
                    });
                }
            }
            Ok(HandAnalysis::of_waits(hand, waits, None))
        }
    }
}
