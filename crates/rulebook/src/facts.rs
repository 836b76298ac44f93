//! Turning what a referee typed or tapped into typed facts. Quantities are computed here, not
//! typed: a late arrival is a clock time, and the minutes come from the session's start.

use crate::error::RuleError;
use crate::model::{output, Catalogue, DeriveEngine, Incident, QuestionKind, Value};
use chrono::{DateTime, FixedOffset, NaiveTime};
use std::collections::BTreeMap;

pub use crate::reserved::{ARRIVED_AT, MINUTES_LATE};
use crate::reserved::{DEALER, INTENTIONAL, OFFENDER_IS_DEALER};

/// Facts the contract lets any ruling carry even when this incident does not ask about them.
const GENERAL_FACTS: &[&str] = &[MINUTES_LATE, INTENTIONAL, OFFENDER_IS_DEALER, DEALER];

/// Checks and types every answer against the incident's questions. An arrival time (clock
/// time `HH:MM[:SS]` on the session's day, or an RFC 3339 instant) becomes minutes late.
pub fn resolve(
    inc: &Incident,
    answers: &BTreeMap<String, Value>,
    session_start: Option<DateTime<FixedOffset>>,
) -> Result<BTreeMap<String, Value>, RuleError> {
    // An arrival time and the minutes late given together may disagree (an arrival 12
    // minutes late with `minutes_late=1`): neither is preferred, the draft is refused.
    if answers.contains_key(ARRIVED_AT) {
        let asked = inc.arrival_question().map(|q| q.id.as_str());
        let other = asked
            .filter(|id| answers.contains_key(*id))
            .or_else(|| answers.contains_key(MINUTES_LATE).then_some(MINUTES_LATE));
        if let Some(other) = other {
            return Err(RuleError::ContradictoryAnswers {
                fact: other.to_string(),
                other: ARRIVED_AT.to_string(),
            });
        }
    }
    let mut facts = BTreeMap::new();
    for (key, raw) in answers {
        let Some(q) = inc.question(key) else {
            // The hand's dealer is a player id, kept for payments by role.
            if key == DEALER {
                if let Value::Text(t) = raw {
                    facts.insert(key.clone(), Value::Text(t.trim().to_string()));
                }
                continue;
            }
            if GENERAL_FACTS.contains(&key.as_str()) {
                continue;
            }
            return Err(RuleError::UnknownFact {
                incident: inc.key.clone(),
                fact: key.clone(),
            });
        };
        let bad = || RuleError::MalformedFact {
            fact: key.clone(),
            value: match raw {
                Value::Text(t) => t.clone(),
                Value::Number(n) => n.to_string(),
                Value::Bool(b) => b.to_string(),
            },
        };
        let value = match (q.kind, raw) {
            (QuestionKind::Bool, Value::Bool(b)) => Value::Bool(*b),
            (QuestionKind::Bool, Value::Text(t)) => Value::Bool(parse_bool(t).ok_or_else(bad)?),
            (QuestionKind::Number | QuestionKind::ArrivalTime, Value::Number(n))
                if n.is_finite() && *n >= 0.0 =>
            {
                Value::Number(*n)
            }
            (QuestionKind::Number, Value::Text(t)) => {
                Value::Number(parse_number(t).ok_or_else(bad)?)
            }
            (QuestionKind::ArrivalTime, Value::Text(t)) => match parse_number(t) {
                Some(n) => Value::Number(n),
                None => {
                    let start = session_start.ok_or_else(bad)?;
                    Value::Number(minutes_late(start, t).ok_or_else(bad)??)
                }
            },
            (QuestionKind::Choice, Value::Text(t)) if q.choices.iter().any(|c| &c.value == t) => {
                Value::Text(t.clone())
            }
            (QuestionKind::Player, Value::Text(t)) if !t.trim().is_empty() => {
                Value::Text(t.trim().to_string())
            }
            // The hand engine says what is wrong with a hand, and where.
            (QuestionKind::Hand, Value::Text(t)) => {
                tiles::parse_hand(t)?;
                Value::Text(t.trim().to_string())
            }
            (QuestionKind::Tile, Value::Text(t)) => {
                tiles::parse_tile(t)?;
                Value::Text(t.trim().to_string())
            }
            // Kept in the one form the hand engine writes.
            (QuestionKind::Circumstances, Value::Text(t)) => {
                Value::Text(tiles::Conditions::parse(t)?.to_text())
            }
            _ => return Err(bad()),
        };
        facts.insert(key.clone(), value);
    }
    Ok(facts)
}

fn parse_bool(t: &str) -> Option<bool> {
    match t.trim().to_ascii_lowercase().as_str() {
        "true" | "yes" | "1" => Some(true),
        "false" | "no" | "0" => Some(false),
        _ => None,
    }
}

fn parse_number(t: &str) -> Option<f64> {
    t.trim()
        .parse::<f64>()
        .ok()
        .filter(|n| n.is_finite() && *n >= 0.0)
}

/// Minutes from the scheduled start to the arrival, seconds included (10 min 30 s is 10.5).
/// `None` when the text is no time; `Some(Err)` when the arrival is before the start.
pub fn minutes_late(start: DateTime<FixedOffset>, arrival: &str) -> Option<Result<f64, RuleError>> {
    let text = arrival.trim();
    let at = match DateTime::parse_from_rfc3339(text) {
        Ok(at) => at,
        Err(_) => {
            let time = NaiveTime::parse_from_str(text, "%H:%M:%S")
                .or_else(|_| NaiveTime::parse_from_str(text, "%H:%M"))
                .ok()?;
            start
                .date_naive()
                .and_time(time)
                .and_local_timezone(*start.offset())
                .single()?
        }
    };
    let seconds = (at - start).num_seconds();
    Some(if seconds < 0 {
        Err(RuleError::ArrivalBeforeStart {
            start: start.format("%H:%M:%S").to_string(),
            arrival: at.format("%H:%M:%S").to_string(),
        })
    } else {
        Ok(seconds as f64 / 60.0)
    })
}

/// Adds the facts the hand engine works out (see `Derive`) to the answered ones, for every
/// derivation whose questions are all answered.
pub fn derive(
    c: &Catalogue,
    inc: &Incident,
    facts: &BTreeMap<String, Value>,
) -> Result<BTreeMap<String, Value>, RuleError> {
    let mut out = facts.clone();
    let text = |id: &Option<String>| -> Option<&str> {
        match id.as_ref().and_then(|q| facts.get(q)) {
            Some(Value::Text(t)) => Some(t.as_str()),
            _ => None,
        }
    };
    for d in &inc.derive {
        let Some(Value::Text(hand)) = facts.get(&d.hand) else {
            continue;
        };
        let conditions = match text(&d.circumstances) {
            Some(words) => tiles::Conditions::parse(words)?,
            None => tiles::Conditions::default(),
        };
        let analyse = |tile: Option<&str>| {
            let engine = c.hand_engine()?;
            tiles::analyse_with(engine, &c.hand_readings, hand, tile, conditions)
        };
        let win = |tile: &str| -> Result<(bool, bool, u32), RuleError> {
            let a = analyse(Some(tile))?;
            let three_suits = a.no_win_reason() == Some(tiles::NoWin::ThreeSuits.code());
            Ok((a.shape_wins() == Some(true), three_suits, a.value()))
        };
        let set = |out: &mut BTreeMap<String, Value>, name: &str, v: Value| {
            out.insert(format!("{}_{name}", d.id), v);
        };
        match d.engine {
            DeriveEngine::Win => {
                let Some(tile) = text(&d.tile) else { continue };
                let (wins, three_suits, fan) = win(tile)?;
                set(&mut out, output::WINS, Value::Bool(wins));
                set(&mut out, output::THREE_SUITS, Value::Bool(three_suits));
                set(&mut out, output::FAN, Value::Number(fan.into()));
            }
            DeriveEngine::PassedWin => {
                let (Some(passed), Some(claimed)) = (text(&d.passed), text(&d.claimed)) else {
                    continue;
                };
                let (passed_wins, _, passed_fan) = win(passed)?;
                let (claimed_wins, _, claimed_fan) = win(claimed)?;
                set(
                    &mut out,
                    output::PASSED_FAN,
                    Value::Number(passed_fan.into()),
                );
                set(
                    &mut out,
                    output::CLAIMED_FAN,
                    Value::Number(claimed_fan.into()),
                );
                set(
                    &mut out,
                    output::NOT_HIGHER,
                    Value::Bool(passed_wins && claimed_wins && claimed_fan <= passed_fan),
                );
            }
            DeriveEngine::ClaimedWin => {
                let Some(tile) = text(&d.tile) else { continue };
                let a = analyse(Some(tile))?;
                let wins = a.wins() == Some(true);
                // Ready: the hand before the tile waited on some tile (whether or not that
                // one was the tile declared on, and whatever its points).
                let ready = a.shape_wins() == Some(true) || analyse(None)?.ready() == Some(true);
                set(&mut out, output::WINS, Value::Bool(wins));
                set(&mut out, output::READY, Value::Bool(ready));
                set(&mut out, output::POINTS, Value::Number(a.points().into()));
                set(&mut out, output::YAKUMAN, Value::Bool(a.yakuman()));
            }
            DeriveEngine::Readiness => {
                let a = analyse(None)?;
                let tenpai = a.ready() == Some(true);
                let (effective, furiten, karaten) =
                    a.riichi_readiness().unwrap_or((tenpai, false, false));
                set(&mut out, output::TENPAI, Value::Bool(tenpai));
                set(&mut out, output::EFFECTIVE, Value::Bool(effective));
                set(&mut out, output::FURITEN, Value::Bool(furiten));
                set(&mut out, output::KARATEN, Value::Bool(karaten));
            }
        }
    }
    Ok(out)
}
