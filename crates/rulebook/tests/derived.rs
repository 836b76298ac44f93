//! What the hand engine works out for a ruling is the list the model names (`DeriveEngine::
//! outputs`, read by validation and by the outcomes' tests): each engine, on a shipped entry
//! that uses it, sets exactly those facts, each of its kind.

use rulebook::model::Value;
use std::collections::{BTreeMap, BTreeSet};

fn text(pairs: &[(&str, &str)]) -> BTreeMap<String, Value> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), Value::Text(v.to_string())))
        .collect()
}

#[test]
fn each_engine_sets_exactly_the_facts_the_model_names() {
    let nine_gates = "1112345678999m";
    let cases = [
        (
            "sbr-2025",
            "false-win",
            text(&[("declared_hand", nine_gates), ("winning_tile", "5m")]),
        ),
        (
            "sbr-2025",
            "passed-win",
            text(&[
                ("hand_before", nine_gates),
                ("passed_tile", "1m"),
                ("claimed_tile", "5m"),
            ]),
        ),
        (
            "mcr-2006",
            "wrong-win",
            text(&[("declared_hand", nine_gates), ("winning_tile", "5m")]),
        ),
        (
            "jsma",
            "invalid-riichi",
            text(&[("drawn_hand", nine_gates)]),
        ),
    ];
    let mut engines = BTreeSet::new();
    for (ruleset, key, facts) in cases {
        let c = rulebook::builtin_ruleset(ruleset).unwrap();
        let inc = c.incident(key).unwrap();
        let derived = rulebook::facts::derive(&c, inc, &facts).unwrap();
        for d in &inc.derive {
            engines.insert(format!("{:?}", d.engine));
            let named: BTreeMap<String, bool> = d.outputs().into_iter().collect();
            let set: BTreeMap<String, bool> = derived
                .iter()
                .filter(|(k, _)| !facts.contains_key(*k))
                .filter(|(k, _)| k.starts_with(&format!("{}_", d.id)))
                .map(|(k, v)| (k.clone(), matches!(v, Value::Bool(_))))
                .collect();
            assert_eq!(set, named, "{ruleset} {key}: what {:?} sets", d.engine);
        }
    }
    assert_eq!(engines.len(), 4, "every engine tried: {engines:?}");
}
