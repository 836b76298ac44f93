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
