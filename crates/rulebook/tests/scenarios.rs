//! Every scenario under `tests/scenarios/`: a contract scenario and the verdicts, standings and
//! totals worked out by hand from the rulebook (`why` says how). The engine must agree.

use rulebook::expect::differences;
use rulebook::scenario::{replay, Scenario};
use std::path::Path;

#[test]
fn every_hand_worked_scenario_holds() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let catalogues = rulebook::builtin().unwrap();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    files.retain(|p| p.extension().is_some_and(|e| e == "json"));
    files.sort();
    assert!(!files.is_empty(), "no scenarios in {}", dir.display());
    let mut failures = Vec::new();
    for file in &files {
        let doc: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap())
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let scenario: Scenario = serde_json::from_value(doc["scenario"].clone())
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        let name = file.file_name().unwrap().to_string_lossy();
        let Some(c) = catalogues.iter().find(|c| c.id == scenario.ruleset) else {
            failures.push(format!("{name}: unknown ruleset {}", scenario.ruleset));
            continue;
        };
        match replay(c, &scenario) {
            Ok(result) => {
                let actual = serde_json::to_value(&result).unwrap();
                failures.extend(
                    differences(&doc["expect"], &actual)
                        .into_iter()
                        .map(|d| format!("{name}: {d}")),
                );
            }
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Bad match input is refused with a code the front ends localise, not scored half-way.
#[test]
fn inconsistent_hands_and_teams_are_refused() {
    let catalogues = rulebook::builtin().unwrap();
    let c = catalogues.iter().find(|c| c.id == "sbr-2025-2v2").unwrap();
    let parse = |json: &str| -> Scenario { serde_json::from_str(json).unwrap() };
    let disagree = parse(
        r#"{"ruleset": "sbr-2025-2v2", "sessions": [{"id": "R1", "players": ["A", "B", "C", "D"],
            "scores": {"A": 5, "B": -5, "C": 0, "D": 0},
            "hands": [{"A": 4, "B": -4, "C": 0, "D": 0}]}]}"#,
    );
    let e = replay(c, &disagree).unwrap_err();
    assert_eq!(e.code(), "hands-disagree");
    assert_eq!(e.args()["player"], "A");

    let split = parse(
        r#"{"ruleset": "sbr-2025-2v2", "teams": {"X": ["A", "B"], "Y": ["C", "D"]},
            "sessions": [{"id": "R1", "match": "M", "players": ["A", "B", "C", "D"],
            "hands": [{"A": 4, "B": -4, "C": 0, "D": 0}]}]}"#,
    );
    assert_eq!(replay(c, &split).unwrap_err().code(), "room-not-two-pairs");

    let stranger = parse(
        r#"{"ruleset": "sbr-2025-2v2", "teams": {"X": ["A", "C"], "Y": ["B"]},
            "sessions": [{"id": "R1", "match": "M", "players": ["A", "B", "C", "D"],
            "hands": [{"A": 4, "B": -4, "C": 0, "D": 0}]}]}"#,
    );
    let e = replay(c, &stranger).unwrap_err();
    assert_eq!(
        (e.code(), e.args()["player"].as_str()),
        ("player-without-team", "D")
    );
}
