//! `mjref settle RULESET FILE|-`: the settlement of a drawn hand (SBR 第十条三) and of the
//! kongs made in it, or JSMA's ノーテン罰符 (ルール 20–24), by the `tiles` engine. The input is the engine's `DrawnHand` as JSON;
//! the output names each seat's state and each payment's reason in the chosen language.

use crate::output::{CliError, Output};
use rulebook::builtin_ruleset;
use serde_json::{json, Value};
use std::path::Path;
use tiles::settlement::{nets, FlowerPig, Payment, SeatView, Status};
use tiles::{settle as settle_table, DrawnHand, SettleError, Settlement};

fn code(e: SettleError) -> CliError {
    CliError {
        code: e.code().into(),
        args: e.args(),
    }
}

/// The file's text, or standard input's for `-`, within the settle bound (`limits.toml`).
fn read_input(file: &Path) -> Result<String, CliError> {
    use tournament::input::{read_stdin_text, read_text, TextFile};
    Ok(if file == Path::new("-") {
        read_stdin_text(TextFile::Settle)?
    } else {
        read_text(file, TextFile::Settle)?
    })
}

/// The message id saying a seat's state: a 花猪 is passive or active, which decides its penalty.
fn status_id(s: &SeatView) -> String {
    let key = match (s.status, s.flower_pig) {
        (Status::Ready, _) => "ready",
        (Status::NotReady, _) => "not-ready",
        (Status::FlowerPig, Some(FlowerPig::Passive)) => "passive-flower-pig",
        (Status::FlowerPig, Some(FlowerPig::Active)) => "active-flower-pig",
        (Status::FlowerPig, None) => "flower-pig",
        (Status::Won, _) => "won",
        (Status::FalseWin, _) => "false-win",
        (Status::Tenpai, _) => "tenpai",
        (Status::Noten, _) => "noten",
        (Status::FormalTenpai, _) => "formal-tenpai",
        (Status::Abandoned, _) => "abandoned",
    };
    format!("settle-status-{key}")
}

fn seat_json(out: &Output, s: &SeatView) -> Value {
    let best = s.best.as_ref().map(|b| {
        let fans: Vec<Value> = b
            .fans
            .iter()
            .map(|f| {
                json!({"key": f.key, "fan": f.fan, "count": f.count,
                       "name": out.plain(&format!("fan-{}", f.key))})
            })
            .collect();
        json!({"tile": b.tile, "fan": b.fan, "points": b.points, "fans": fans})
    });
    json!({"seat": s.seat, "status": s.status, "flower_pig": s.flower_pig,
           "dead_hand": s.dead_hand, "status_text": out.plain(&status_id(s)),
           "waits": s.waits, "max_fan": s.max_fan, "best": best, "penalty": s.penalty,
           "riichi_fault": s.riichi_fault, "net": s.net})
}

fn payment_json(out: &Output, p: &Payment) -> Value {
    json!({"from": p.from, "to": p.to, "amount": p.amount, "reason": p.reason.key(),
           "reason_text": out.plain(&format!("settle-reason-{}", p.reason.key())),
           "fan": p.fan, "kong": p.kong})
}

/// The settlement as the CLI prints it (snake_case like the other commands).
fn document(out: &Output, ruleset: &str, s: &Settlement) -> Value {
    let seats: Vec<Value> = s.seats.iter().map(|v| seat_json(out, v)).collect();
    let payments: Vec<Value> = s.payments.iter().map(|p| payment_json(out, p)).collect();
    json!({"ruleset": ruleset, "variant": s.variant, "seats": seats, "payments": payments,
           "nets": nets(s.seats.len(), &s.payments), "dealer": s.dealer,
           "dealer_keeps": s.dealer_keeps, "hand_void": s.hand_void})
}

pub fn settle(out: &Output, ruleset: &str, file: &Path) -> Result<(), CliError> {
    // An id no catalogue has is unknown; a known one the settlement does not cover is
    // unsupported (the engine says so).
    let catalogue = builtin_ruleset(ruleset)?;
    let text = read_input(file)?;
    let table: DrawnHand = serde_json::from_str(&text).map_err(|e| CliError::bad_file(file, e))?;
    let variant = catalogue.drawn_hand_variant().map_err(code)?;
    let settlement = settle_table(variant, &table).map_err(code)?;
    let doc = document(out, ruleset, &settlement);
    out.print(&doc, || human(&doc));
    Ok(())
}

/// One line per seat (number from 1, state, net), then one per payment.
fn human(doc: &Value) -> String {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let seat = |v: &Value| v.as_u64().map_or(0, |n| n + 1);
    let seats = doc["seats"].as_array().into_iter().flatten().map(|s| {
        format!(
            "{}\t{}\t{:+}",
            seat(&s["seat"]),
            text(&s["status_text"]),
            s["net"].as_i64().unwrap_or(0)
        )
    });
    let payments = doc["payments"].as_array().into_iter().flatten().map(|p| {
        format!(
            "{} → {}\t{}\t{}",
            seat(&p["from"]),
            seat(&p["to"]),
            p["amount"],
            text(&p["reason_text"])
        )
    });
    seats.chain(payments).collect::<Vec<_>>().join("\n")
}
