//! One entry point for everyone who asks about a hand: the app's tile picker, `mjref hand`
//! and the rulings that turn on a hand. Text in, a plain serialisable answer out.

use crate::jsma;
use crate::mcr::{self, Situation};
use crate::{parse_hand, parse_tile, Conditions, Hand, HandError, Ruleset, Tile, WinOutcome};
use serde::Serialize;

/// What a ruleset's engine made of a hand: the variant says which engine answered and whether
/// it checked a win or listed waits, so a front end switches on it and never guesses from
/// which fields are present.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum HandAnalysis {
    /// SBR: a declared win counted in fan.
    SbrWin(SbrWin),
    /// SBR: a waiting hand's waits.
    SbrWaits(SbrWaits),
    /// MCR: a declared win counted in points, against the minimum.
    McrWin(McrWin),
    /// MCR: a waiting hand's waits, each counted as a win on a discard.
    McrWaits(McrWaits),
    /// JSMA: a declared win counted in han and fu (the contract's field names).
    JsmaWin(JsmaWinView),
    /// JSMA: a waiting hand, with 有効テンパイ, furiten and karaten.
    JsmaWaits(JsmaWaitsView),
}

/// A wait of a 13-tile SBR hand (and of a seat in a drawn hand), as shown to people.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WaitView {
    pub tile: String,
    pub fan: u32,
    pub points: u32,
}

/// One SBR fan of a win.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FanView {
    pub key: String,
    /// Its fan in all (`count` times).
    pub fan: u32,
    pub count: u32,
    /// The message id of its name (`fan-<key>`).
    pub name: String,
}

/// A declared SBR win checked: its fans, or why it is no win.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SbrWin {
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

/// An SBR waiting hand.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SbrWaits {
    /// Empty when not ready.
    pub waits: Vec<WaitView>,
    pub max_fan: Option<u32>,
    /// Why the hand cannot wait at all (`three-suits`).
    pub reason: Option<String>,
}

/// One MCR fan of a win.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct McrFanView {
    pub key: String,
    /// Its points in all (`count` times).
    pub points: u32,
    pub count: u32,
    /// The message id of its name (`mcr-fan-<key>`).
    pub name: String,
}

/// A declared MCR win checked: its points against the minimum, or why it is no win.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct McrWin {
    /// The tiles make a win (whatever its points).
    pub win: bool,
    /// Every fan counted, the flowers among them.
    pub points: u32,
    /// The flowers' points, counted in `points`.
    pub flowers: u32,
    /// The points without the flowers reach the minimum (3.9.1 1 (2)).
    pub meets_minimum: bool,
    pub minimum: u32,
    /// What the discarder (or, self-drawn, each other player) pays: the base and the points.
    pub per_payer: u32,
    pub fans: Vec<McrFanView>,
    /// Why it is not a win (`not-a-winning-shape`).
    pub reason: Option<String>,
    pub winning_shape: bool,
}

/// A wait of a 13-tile MCR hand: its points as a win on a discard.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct McrWait {
    pub tile: String,
    pub points: u32,
    /// Winning on it reaches the minimum without the flowers.
    pub meets_minimum: bool,
}

/// An MCR waiting hand.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct McrWaits {
    /// Empty when not ready.
    pub waits: Vec<McrWait>,
    pub max_points: Option<u32>,
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
    engine: Ruleset,
    hand: &str,
    win: Option<&str>,
    c: Conditions,
) -> Result<HandAnalysis, HandError> {
    analyse_with(engine, &crate::Readings::new(), hand, win, c)
}

/// `analyse` with an event's choice of the ruleset's readings (`HandRules::readings`).
pub fn analyse_with(
    rules: Ruleset,
    readings: &crate::Readings,
    hand: &str,
    win: Option<&str>,
    c: Conditions,
) -> Result<HandAnalysis, HandError> {
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
    Ok(match win {
        Some(tile) => {
            HandAnalysis::JsmaWin(jsma_win_view(&jsma::score_with(rules, hand, tile, &s), &s))
        }
        None => {
            let r = jsma::readiness(hand, &s);
            HandAnalysis::JsmaWaits(JsmaWaitsView {
                tenpai: r.tenpai,
                waits: r.waits.iter().map(|t| t.to_string()).collect(),
                effective_tenpai: r.effective_tenpai,
                furiten: r.furiten,
                karaten: r.karaten,
            })
        }
    })
}

fn sbr_analysis(
    rules: Ruleset,
    hand: &Hand,
    win: Option<Tile>,
    c: Conditions,
) -> Result<HandAnalysis, HandError> {
    Ok(match win {
        Some(tile) => HandAnalysis::SbrWin(match rules.score(hand, tile, c)? {
            WinOutcome::Win(s) => SbrWin {
                win: true,
                fan: s.fan,
                points: s.points,
                per_payer: s.per_payer,
                fans: s.fans.iter().map(FanView::sbr).collect(),
                reason: None,
                winning_shape: true,
            },
            WinOutcome::NoWin {
                reason,
                winning_shape,
            } => SbrWin {
                win: false,
                fan: 0,
                points: 0,
                per_payer: 0,
                fans: Vec::new(),
                reason: Some(reason.code().to_string()),
                winning_shape,
            },
        }),
        None => {
            let w = rules.waits(hand, c)?;
            HandAnalysis::SbrWaits(SbrWaits {
                waits: w.waits.iter().map(WaitView::sbr).collect(),
                max_fan: w.waits.iter().map(|w| w.fan).max(),
                reason: w.reason.map(|r| r.code().to_string()),
            })
        }
    })
}

impl HandAnalysis {
    /// A declared win's tiles make a win, whatever its value (`None` for a waiting hand).
    pub fn shape_wins(&self) -> Option<bool> {
        match self {
            HandAnalysis::SbrWin(w) => Some(w.win),
            HandAnalysis::McrWin(w) => Some(w.win),
            HandAnalysis::JsmaWin(w) => Some(w.win),
            _ => None,
        }
    }

    /// A declared win stands: a win that reaches the ruleset's minimum where it has one.
    pub fn wins(&self) -> Option<bool> {
        match self {
            HandAnalysis::McrWin(w) => Some(w.win && w.meets_minimum),
            other => other.shape_wins(),
        }
    }

    /// Why a declared win is no win (a `NoWin` code).
    pub fn no_win_reason(&self) -> Option<&str> {
        match self {
            HandAnalysis::SbrWin(w) => w.reason.as_deref(),
            HandAnalysis::McrWin(w) => w.reason.as_deref(),
            HandAnalysis::JsmaWin(w) => w.reason.as_deref(),
            _ => None,
        }
    }

    /// A win's value in its ruleset's own count: SBR fan, MCR points, JSMA han.
    pub fn value(&self) -> u32 {
        match self {
            HandAnalysis::SbrWin(w) => w.fan,
            HandAnalysis::McrWin(w) => w.points,
            HandAnalysis::JsmaWin(w) => w.han,
            _ => 0,
        }
    }

    /// What a win is worth in points (JSMA: what the winner receives).
    pub fn points(&self) -> u32 {
        match self {
            HandAnalysis::SbrWin(w) => w.points,
            HandAnalysis::McrWin(w) => w.points,
            HandAnalysis::JsmaWin(w) => w.points,
            _ => 0,
        }
    }

    /// A JSMA yakuman.
    pub fn yakuman(&self) -> bool {
        matches!(self, HandAnalysis::JsmaWin(w) if w.yakuman)
    }

    /// A waiting hand waits on some tile (`None` for a declared win).
    pub fn ready(&self) -> Option<bool> {
        match self {
            HandAnalysis::SbrWaits(w) => Some(!w.waits.is_empty()),
            HandAnalysis::McrWaits(w) => Some(!w.waits.is_empty()),
            HandAnalysis::JsmaWaits(w) => Some(!w.waits.is_empty()),
            _ => None,
        }
    }

    /// A waiting hand's riichi facts, (有効テンパイ, furiten, karaten); outside JSMA a ready
    /// hand is effectively ready and neither of the others.
    pub fn riichi_readiness(&self) -> Option<(bool, bool, bool)> {
        match self {
            HandAnalysis::JsmaWaits(r) => Some((r.effective_tenpai, r.furiten, r.karaten)),
            other => other.ready().map(|ready| (ready, false, false)),
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
        }
    }

    /// A JSMA wait in a drawn hand: the tile only (what it pays depends on how it is won).
    pub fn jsma(tile: crate::Tile) -> Self {
        WaitView {
            tile: tile.to_string(),
            fan: 0,
            points: 0,
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
pub fn mcr_win_view(score: &mcr::McrScore, rules: &mcr::Rules) -> McrWin {
    let base = mcr::table::FanTable::builtin().base.points;
    McrWin {
        win: true,
        points: score.points,
        flowers: score.flowers,
        meets_minimum: score.meets_minimum,
        minimum: rules.minimum(),
        per_payer: base + score.points,
        fans: score
            .fans
            .iter()
            .map(|f| McrFanView {
                key: f.fan.key().to_string(),
                points: f.count * f.points,
                count: f.count,
                name: f.fan.message_id(),
            })
            .collect(),
        reason: None,
        winning_shape: true,
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
            Ok(HandAnalysis::McrWin(
                match mcr::score_with(rules, hand, tile, &s) {
                    Some(score) => mcr_win_view(&score, rules),
                    None => McrWin {
                        win: false,
                        points: 0,
                        flowers: 0,
                        meets_minimum: false,
                        minimum: rules.minimum(),
                        per_payer: 0,
                        fans: Vec::new(),
                        reason: Some(crate::NoWin::NotAWinningShape.code().to_string()),
                        winning_shape: false,
                    },
                },
            ))
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
                    waits.push(McrWait {
                        tile: tile.to_string(),
                        points: score.points,
                        meets_minimum: score.meets_minimum,
                    });
                }
            }
            Ok(HandAnalysis::McrWaits(McrWaits {
                max_points: waits.iter().map(|w| w.points).max(),
                waits,
            }))
        }
    }
}
