//! The command line covers every ruleset of the contract: `rulesets` lists all six, `catalog`
//! gives each one's entries with articles and names in every language, `rule` decides an
//! incident in each, and `scenario` replays every hand-worked scenario of `rulebook` with the
//! verdicts, standings and totals its file expects.

mod common;

use common::mjref;
use rulebook::expect::differences;
use serde_json::Value;
use std::path::Path;

const RULESETS: [&str; 6] = [
    "sbr-2025",
    "sbr-2025-2v2",
    "mcr-2006",
    "china-1998",
    "jsma",
    "leisure",
];

#[test]
fn rulesets_lists_the_six_of_the_contract() {
    let (ok, v) = mjref(&["rulesets", "--json"]);
    assert!(ok);
    let mut ids: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    ids.sort();
    let mut want = RULESETS.to_vec();
    want.sort();
    assert_eq!(ids, want);
}

#[test]
fn every_catalogue_has_articles_and_names_in_every_language() {
    for id in RULESETS {
        for lang in ["zh-CN", "en", "ja"] {
            let (ok, v) = mjref(&["catalog", id, "--json", "--lang", lang]);
            assert!(ok, "{id} {lang}: {v}");
            let entries = v.as_array().unwrap();
            assert!(!entries.is_empty(), "{id}: no entries");
            for e in entries {
                let key = e["incident"].as_str().unwrap();
                assert!(
                    !e["article"].as_str().unwrap_or("").is_empty(),
                    "{id} {key}: no article"
                );
                let name = e["name"].as_str().unwrap_or("");
                assert!(
                    !name.is_empty() && !name.starts_with("incident-"),
                    "{id} {key} {lang}: name {name:?}"
                );
            }
        }
    }
}

#[test]
fn a_late_arrival_is_decided_in_every_ruleset() {
    for id in RULESETS {
        let mut args = vec!["rule", id, "late-arrival", "--fact", "minutes_late=20"];
        if id == "sbr-2025-2v2" {
            // The supplement's bands depend on how the event is scored and on a substitute.
            args.extend([
                "--fact",
                "scoring=imp",
                "--fact",
                "substitute_available=true",
            ]);
            args.extend(["--fact", "boards_cancelled=0"]);
        }
        args.push("--json");
        let (ok, v) = mjref(&args);
        assert!(ok, "{id}: {v}");
        assert_eq!(v["ruleset"], id);
        assert_eq!(v["needs"], serde_json::json!([]), "{id}");
        // Either a sanction or the ruleset's word that it does not punish this.
        let sanctions = v["sanctions"].as_array().unwrap();
        assert_eq!(v["applicable"] == true, !sanctions.is_empty(), "{id}: {v}");
        assert!(!v["explanation"].as_str().unwrap().is_empty(), "{id}");
    }
}

#[test]
fn every_hand_worked_scenario_replays_through_the_command_line() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../rulebook/tests/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    let scratch = tempfile::tempdir().unwrap();
    let mut covered = Vec::new();
    let mut failures = Vec::new();
    for file in &files {
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
        let scenario = scratch.path().join("scenario.json");
        std::fs::write(&scenario, doc["scenario"].to_string()).unwrap();
        let (ok, actual) = mjref(&["scenario", scenario.to_str().unwrap(), "--json"]);
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        if !ok {
            failures.push(format!("{name}: {actual}"));
            continue;
        }
        // The CLI's verdicts carry an `explanation` in place of the engine's reasons; every
        // other expected key is compared as the rulebook's own test does.
        failures.extend(
            differences(&without_reasons(&doc["expect"]), &actual)
                .into_iter()
                .map(|d| format!("{name}: {d}")),
        );
        covered.push(doc["scenario"]["ruleset"].as_str().unwrap().to_string());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    for id in RULESETS {
        assert!(covered.iter().any(|c| c == id), "no scenario for {id}");
    }
}

fn without_reasons(expect: &Value) -> Value {
    let mut e = expect.clone();
    if let Some(verdicts) = e.get_mut("verdicts").and_then(Value::as_array_mut) {
        for v in verdicts {
            if let Some(o) = v.as_object_mut() {
                o.remove("reasons");
            }
        }
    }
    e
}
