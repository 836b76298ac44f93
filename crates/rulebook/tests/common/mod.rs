//! What the tests share: random incidents of a catalogue with an answer for every question
//! (the property tests), and a first ruling from answers as a referee types them.
#![allow(dead_code)] // each test file uses its part

use rulebook::model::QuestionKind;
use rulebook::scenario::ScenarioIncident;
use rulebook::{rule, Catalogue, Ruling, Value, Verdict};
use std::collections::BTreeMap;

/// Player A's first ruling on `incident` under `c`, the answers typed as text (a hand, a
/// tile, the win's circumstances) and read as the app reads them.
pub fn ruled_on(c: &Catalogue, incident: &str, answers: &[(&str, &str)]) -> Verdict {
    let answers = answers
        .iter()
        .map(|(k, v)| (k.to_string(), Value::Text(v.to_string())))
        .collect();
    ruled_on_values(c, incident, answers)
}

/// `ruled_on` with answers of any kind (a yes or no, a number, a text).
pub fn ruled_on_values(c: &Catalogue, incident: &str, answers: BTreeMap<String, Value>) -> Verdict {
    let inc = c.incident(incident).unwrap();
    let facts = rulebook::facts::resolve(inc, &answers, None).unwrap();
    rule(
        c,
        &Ruling {
            incident,
            player: "A",
            hand: None,
            facts: &facts,
            choice: None,
            history: &[],
            hall_warnings: &[],
        },
    )
    .unwrap()
}

pub const PLAYERS: [&str; 4] = ["A", "B", "C", "D"];

/// A random incident of `c` with an answer for every question, from `seed` numbers.
pub fn incident(c: &Catalogue, seed: &[u32]) -> ScenarioIncident {
    let inc = &c.incidents[seed[0] as usize % c.incidents.len()];
    let mut facts = BTreeMap::new();
    for (i, q) in inc.questions.iter().enumerate() {
        // Naming the hand's dealer answers whether the offender is the dealer; two random
        // answers to both would contradict each other.
        if q.id == "offender_is_dealer" && inc.question("dealer").is_some() {
            continue;
        }
        let r = seed[(i + 2) % seed.len()];
        let value = match q.kind {
            QuestionKind::Bool => Value::Bool(r.is_multiple_of(2)),
            QuestionKind::Choice => {
                Value::Text(q.choices[r as usize % q.choices.len()].value.clone())
            }
            // Minutes may be fractional; a number question counts things (boards).
            QuestionKind::ArrivalTime => Value::Number((r % 40) as f64 / 2.0),
            QuestionKind::Number => Value::Number((r % 4) as f64),
            // A player question names another player (naming the offender is refused).
            QuestionKind::Player => {
                let offender = seed[1] as usize % 4;
                Value::Text(PLAYERS[(offender + 1 + r as usize % 3) % 4].to_string())
            }
            // Hands are the hand engine's business (its own property tests); left unanswered.
            QuestionKind::Hand | QuestionKind::Tile | QuestionKind::Circumstances => continue,
        };
        facts.insert(q.id.clone(), value);
    }
    ScenarioIncident {
        player: PLAYERS[seed[1] as usize % 4].to_string(),
        incident: inc.key.clone(),
        hand: Some(seed[0] % 3),
        facts,
        choice: None,
    }
}
