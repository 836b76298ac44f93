//! `mjref hand RULESET HAND [--win TILE] [--tsumo] [--after-kong] [--robbing-kong]
//! [--last-tile]` and, for MCR, `[--last-of-kind] [--flowers N] [--seat-wind W]
//! [--round-wind W]`; for JSMA `[--riichi] [--double-riichi] [--first-turn]
//! [--dora-indicators TILES] [--discards TILES] [--seen TILES]` and the winds: a waiting hand's
//! waits, or a win's fans, by `tiles::analyse` — the same function the app asks (contract:
//! "Hand notation", "MCR hands", "JSMA hands").

use crate::output::{CliError, Output};
use rulebook::builtin_ruleset;
use serde_json::{json, Value};
use tiles::Wind;
use tiles::{Conditions, HandAnalysis, HandError, NoWin, TileCounts};

#[derive(clap::Args)]
pub struct HandArgs {
    pub ruleset: String,
    /// The hand without the winning tile, e.g. `1112345678999m` or `11m234p[555m]{7777p}`.
    pub hand: String,
    /// Score the win on this tile instead of listing the waits.
    #[arg(long, value_name = "TILE")]
    pub win: Option<String>,
    /// Self-drawn (自摸).
    #[arg(long)]
    pub tsumo: bool,
    /// Right after a kong: with --tsumo 杠上花 / 杠上开花, without it 杠上炮 (SBR).
    #[arg(long)]
    pub after_kong: bool,
    /// On a tile added to a kong (抢杠).
    #[arg(long)]
    pub robbing_kong: bool,
    /// On the last tile of the wall or the discard after it (海底; MCR 妙手回春 / 海底捞月).
    #[arg(long)]
    pub last_tile: bool,
    /// MCR: the last tile of its kind (和绝张).
    #[arg(long)]
    pub last_of_kind: bool,
    /// MCR: flower tiles shown.
    #[arg(long, default_value_t = 0)]
    pub flowers: u8,
    /// MCR, JSMA: the seat's wind (E, S, W, N); JSMA's dealer sits East.
    #[arg(long, value_parser = ["E", "S", "W", "N"])]
    pub seat_wind: Option<String>,
    /// MCR, JSMA: the round's wind (E, S, W, N).
    #[arg(long, value_parser = ["E", "S", "W", "N"])]
    pub round_wind: Option<String>,
    /// JSMA: a riichi (立直).
    #[arg(long)]
    pub riichi: bool,
    /// JSMA: a double riichi (ダブル立直).
    #[arg(long)]
    pub double_riichi: bool,
    /// JSMA: before the player's first draw, no call made (天和, 地和, 人和).
    #[arg(long)]
    pub first_turn: bool,
    /// JSMA: the dora indicators, e.g. `3m7z`.
    #[arg(long, value_name = "TILES")]
    pub dora_indicators: Option<String>,
    /// JSMA: the player's own discards (furiten).
    #[arg(long, value_name = "TILES")]
    pub discards: Option<String>,
    /// JSMA: other tiles seen gone (other players' discards and melds), for 有効テンパイ.
    #[arg(long, value_name = "TILES")]
    pub seen: Option<String>,
}

fn code(e: HandError) -> CliError {
    CliError {
        code: e.code().into(),
        args: e.args(),
    }
}

fn wind(letter: &Option<String>) -> Option<Wind> {
    letter.as_deref().and_then(Wind::from_letter)
}

fn tiles(text: &Option<String>) -> Result<TileCounts, CliError> {
    text.as_deref()
        .map_or(Ok(TileCounts::default()), TileCounts::parse)
        .map_err(code)
}

pub fn hand(out: &Output, a: &HandArgs) -> Result<(), CliError> {
    // An id no catalogue has is unknown; a known one the engine does not cover is unsupported.
    let engine = builtin_ruleset(&a.ruleset)?.hand_engine().map_err(code)?;
    let c = Conditions {
        tsumo: a.tsumo,
        after_kong: a.after_kong,
        robbing_kong: a.robbing_kong,
        last_tile: a.last_tile,
        last_of_kind: a.last_of_kind,
        flowers: a.flowers,
        seat_wind: wind(&a.seat_wind),
        round_wind: wind(&a.round_wind),
        riichi: a.riichi,
        double_riichi: a.double_riichi,
        first_turn: a.first_turn,
        dora_indicators: tiles(&a.dora_indicators)?,
        discards: tiles(&a.discards)?,
        seen: tiles(&a.seen)?,
    };
    let analysis = tiles::analyse(engine, &a.hand, a.win.as_deref(), c).map_err(code)?;
    let doc = document(out, &analysis, c);
    match analysis {
        HandAnalysis::JsmaWin(_) | HandAnalysis::JsmaWaits(_) => {
            out.print(&doc, || jsma_human(out, &doc))
        }
        _ => out.print(&doc, || human(out, &doc)),
    }
    Ok(())
}

/// The contract's JSON ("Hand notation", "MCR hands", "JSMA hands"). The MCR-only fields
/// (`flowers`, `meets_minimum`, a fan's `points`) appear for MCR only; MCR's `fan` is its
/// points.
fn document(out: &Output, a: &HandAnalysis, c: Conditions) -> Value {
    let fan = |key: &str, fan: u32, count: u32, name: &str| json!({"key": key, "fan": fan, "count": count, "name": out.plain(name)});
    match a {
        HandAnalysis::SbrWin(w) if !w.win => {
            json!({"win": false, "reason": w.reason, "winning_shape": w.winning_shape})
        }
        HandAnalysis::SbrWin(w) => {
            let fans: Vec<Value> = w
                .fans
                .iter()
                .map(|f| fan(&f.key, f.fan, f.count, &f.name))
                .collect();
            json!({"win": true, "fan": w.fan, "points": w.points, "fans": fans,
                   "tsumo": c.tsumo, "per_payer": w.per_payer})
        }
        HandAnalysis::McrWin(w) if !w.win => {
            json!({"win": false, "reason": w.reason, "winning_shape": w.winning_shape,
                   "flowers": w.flowers, "meets_minimum": w.meets_minimum})
        }
        HandAnalysis::McrWin(w) => {
            let fans: Vec<Value> = w
                .fans
                .iter()
                .map(|f| {
                    let mut v = fan(&f.key, f.points, f.count, &f.name);
                    v["points"] = f.points.into();
                    v
                })
                .collect();
            json!({"win": true, "fan": w.points, "points": w.points, "fans": fans,
                   "tsumo": c.tsumo, "per_payer": w.per_payer, "flowers": w.flowers,
                   "meets_minimum": w.meets_minimum})
        }
        HandAnalysis::SbrWaits(w) => {
            let waits: Vec<Value> = w
                .waits
                .iter()
                .map(|w| json!({"tile": w.tile, "fan": w.fan, "points": w.points}))
                .collect();
            let max_points = w.waits.iter().map(|w| w.points).max();
            let mut doc = json!({"tenpai": !waits.is_empty(), "waits": waits,
                                 "max_fan": w.max_fan, "max_points": max_points});
            if let Some(reason) = &w.reason {
                doc["win"] = false.into();
                doc["reason"] = reason.clone().into();
            }
            doc
        }
        HandAnalysis::McrWaits(w) => {
            let waits: Vec<Value> = w
                .waits
                .iter()
                .map(|w| {
                    json!({"tile": w.tile, "fan": w.points, "points": w.points,
                                "meets_minimum": w.meets_minimum})
                })
                .collect();
            json!({"tenpai": !waits.is_empty(), "waits": waits,
                   "max_fan": w.max_points, "max_points": w.max_points})
        }
        HandAnalysis::JsmaWin(view) => jsma_document(out, serde_json::to_value(view)),
        HandAnalysis::JsmaWaits(view) => jsma_document(out, serde_json::to_value(view)),
    }
}

fn human(out: &Output, doc: &Value) -> String {
    let n = |v: &Value| v.as_u64().unwrap_or(0);
    if let Some(reason) = doc["reason"].as_str() {
        let r = NoWin::from_code(reason).unwrap_or(NoWin::NotAWinningShape);
        return out.plain(&format!("hand-reason-{}", r.code()));
    }
    if doc["win"] == true {
        let args = |keys: &[&str]| {
            keys.iter()
                .map(|k| (k.to_string(), n(&doc[*k]).to_string()))
                .collect()
        };
        // MCR counts points, the flowers among them; SBR fan and their value.
        let head = if doc.get("meets_minimum").is_some() {
            out.say(
                "hand-cli-win-points",
                &args(&["points", "flowers", "per_payer"]),
            )
        } else {
            out.say("hand-cli-win", &args(&["fan", "points", "per_payer"]))
        };
        let mut lines = vec![head];
        if doc["meets_minimum"] == false {
            lines.push(out.plain("hand-below-minimum"));
        }
        for f in doc["fans"].as_array().into_iter().flatten() {
            let times = if n(&f["count"]) > 1 {
                format!(" ×{}", n(&f["count"]))
            } else {
                String::new()
            };
            lines.push(format!(
                "  {}{times} {}",
                f["name"].as_str().unwrap_or_default(),
                n(&f["fan"])
            ));
        }
        return lines.join("\n");
    }
    let waits: Vec<String> = doc["waits"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|w| {
            format!(
                "{} {} fan",
                w["tile"].as_str().unwrap_or_default(),
                n(&w["fan"])
            )
        })
        .collect();
    if waits.is_empty() {
        out.plain("hand-not-tenpai")
    } else {
        format!(
            "{}: {} (max {} fan, {} points)",
            out.plain("hand-tenpai"),
            waits.join(", "),
            n(&doc["max_fan"]),
            n(&doc["max_points"])
        )
    }
}

/// The contract's JSON for JSMA ("JSMA hands"), each yaku's name localised beside its key.
fn jsma_document(out: &Output, view: serde_json::Result<Value>) -> Value {
    let mut doc = view.expect("a plain view");
    if let Some(yaku) = doc.get_mut("yaku").and_then(Value::as_array_mut) {
        for y in yaku {
            let name = out.plain(y["name"].as_str().unwrap_or_default());
            y["name"] = name.into();
        }
    }
    doc
}

fn jsma_human(out: &Output, doc: &Value) -> String {
    let n = |v: &Value| v.as_u64().unwrap_or(0).to_string();
    if let Some(reason) = doc["reason"].as_str() {
        return out.plain(&format!("hand-reason-{reason}"));
    }
    if doc["win"] == true {
        let args = ["han", "dora", "fu", "points"]
            .iter()
            .map(|k| (k.to_string(), n(&doc[*k])))
            .collect();
        let mut lines = vec![out.say("hand-cli-riichi-win", &args)];
        for y in doc["yaku"].as_array().into_iter().flatten() {
            lines.push(format!(
                "  {} {}",
                y["name"].as_str().unwrap_or_default(),
                n(&y["han"])
            ));
        }
        return lines.join("\n");
    }
    if doc["tenpai"] != true {
        return out.plain("hand-not-tenpai");
    }
    let waits: Vec<&str> = doc["waits"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    let mut lines = vec![format!("{}: {}", out.plain("hand-tenpai"), waits.join(" "))];
    for (key, on) in [
        (
            "hand-riichi-effective-tenpai",
            doc["effective_tenpai"] == true,
        ),
        (
            "hand-riichi-not-effective-tenpai",
            doc["effective_tenpai"] != true,
        ),
        ("hand-riichi-furiten", doc["furiten"] == true),
        ("hand-riichi-karaten", doc["karaten"] == true),
    ] {
        if on {
            lines.push(out.plain(key));
        }
    }
    lines.join("\n")
}
