//! `mjref scenario` on a 2V2 duplicate match: the contract's fields plus each team's IMP, and a
//! malformed match refused with a code.

mod common;

use common::mjref;
use serde_json::Value;

/// The hand-worked duplicate scenario's input, written to a file as a user would.
fn scenario_file(dir: &std::path::Path, edit: impl FnOnce(&mut Value)) -> std::path::PathBuf {
    let worked = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../rulebook/tests/scenarios/sbr-2025-2v2-6.json");
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(worked).unwrap()).unwrap();
    let mut scenario = doc["scenario"].clone();
    edit(&mut scenario);
    let file = dir.join("match.json");
    std::fs::write(&file, scenario.to_string()).unwrap();
    file
}

#[test]
fn a_duplicate_match_reports_each_teams_imp() {
    let dir = tempfile::tempdir().unwrap();
    let file = scenario_file(dir.path(), |_| {});
    let (ok, r) = mjref(&["scenario", file.to_str().unwrap(), "--json"]);
    assert!(ok, "{r}");
    assert_eq!(r["standings"].as_array().unwrap().len(), 8);
    let teams: Vec<(&str, f64, bool)> = r["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["team"].as_str().unwrap(),
                m["imp_total"].as_f64().unwrap(),
                m["won"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(teams, [("X", 12.0, true), ("Y", 1.0, false)]);
    assert_eq!(r["team_totals"][0]["team"], "X");
    assert_eq!(r["team_totals"][0]["rank"], 1);
}

#[test]
fn a_room_with_partners_of_two_teams_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let file = scenario_file(dir.path(), |s| {
        // E and C swapped: the open room's East–West pair is no longer one team.
        s["sessions"][0]["players"] = serde_json::json!(["A", "C", "E", "F"]);
    });
    let (ok, r) = mjref(&["scenario", file.to_str().unwrap(), "--json"]);
    assert!(!ok);
    assert_eq!(r["error"]["code"], "room-not-two-pairs");
}
