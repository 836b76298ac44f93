//! `mjref hand RULESET HAND [--win TILE] [--tsumo] [--after-kong] [--robbing-kong]
//! [--last-tile]`: a waiting hand's waits, or a win's fans, by the `tiles` engine (contract:
//! "Hand notation").

use crate::output::{CliError, Output};
use rulebook::builtin_ruleset;
use serde_json::{json, Value};
use tiles::{parse_hand, parse_tile, Conditions, HandError, NoWin, Ruleset, WinOutcome};

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
    /// Right after a kong: with --tsumo 杠上花, without it 杠上炮.
    #[arg(long)]
    pub after_kong: bool,
    /// On a tile added to a kong (抢杠).
    #[arg(long)]
    pub robbing_kong: bool,
    /// On the last tile of the wall or the discard after it (海底).
    #[arg(long)]
    pub last_tile: bool,
}

fn code(e: HandError) -> CliError {
    CliError {
        code: e.code().into(),
        args: e.args(),
    }
}

fn reason_text(out: &Output, r: NoWin) -> String {
    out.plain(&format!("hand-reason-{}", r.code()))
}

pub fn hand(out: &Output, a: &HandArgs) -> Result<(), CliError> {
    // An id no catalogue has is unknown; a known one the engine does not cover is unsupported.
    builtin_ruleset(&a.ruleset)?;
    let rules = Ruleset::from_id(&a.ruleset).map_err(code)?;
    let parsed = parse_hand(&a.hand).map_err(code)?;
    rules.check(&parsed).map_err(code)?;
    let hand = &parsed.hand;
    let c = Conditions {
        tsumo: a.tsumo,
        after_kong: a.after_kong,
        robbing_kong: a.robbing_kong,
        last_tile: a.last_tile,
    };
    let doc = match &a.win {
        Some(text) => {
            let win = parse_tile(text).map_err(code)?;
            rules.check_win_tile(hand, win).map_err(code)?;
            match rules.score(hand, win, c).map_err(code)? {
                WinOutcome::Win(s) => {
                    let fans: Vec<Value> = s
                        .fans
                        .iter()
                        .map(|f| {
                            json!({"key": f.key.key(), "fan": f.fan, "count": f.count,
                                   "name": out.plain(&f.key.message_id())})
                        })
                        .collect();
                    json!({"win": true, "fan": s.fan, "points": s.points, "fans": fans,
                           "tsumo": c.tsumo, "per_payer": s.per_payer})
                }
                WinOutcome::NoWin {
                    reason,
                    winning_shape,
                } => json!({"win": false, "reason": reason.code(),
                            "winning_shape": winning_shape}),
            }
        }
        None => {
            let w = rules.waits(hand, c).map_err(code)?;
            let mut doc = json!({"tenpai": w.tenpai(), "waits": w.waits,
                                 "max_fan": w.max_fan(), "max_points": w.max_points()});
            if let Some(reason) = w.reason {
                doc["win"] = false.into();
                doc["reason"] = reason.code().into();
            }
            doc
        }
    };
    out.print(&doc, || human(out, &doc));
    Ok(())
}

fn human(out: &Output, doc: &Value) -> String {
    let n = |v: &Value| v.as_u64().unwrap_or(0);
    if let Some(reason) = doc["reason"].as_str() {
        let r = match reason {
            "three-suits" => NoWin::ThreeSuits,
            "honours" => NoWin::Honours,
            _ => NoWin::NotAWinningShape,
        };
        return reason_text(out, r);
    }
    if doc["win"] == true {
        let mut lines = vec![format!(
            "{} fan, {} points, {} per payer",
            n(&doc["fan"]),
            n(&doc["points"]),
            n(&doc["per_payer"])
        )];
        for f in doc["fans"].as_array().into_iter().flatten() {
            lines.push(format!(
                "  {} {}",
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
