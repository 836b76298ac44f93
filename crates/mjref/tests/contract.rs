//! The command line as `shared/design/contract.md` writes it: tests outside the repo rely on it.

mod common;

use common::mjref;

#[test]
fn rule_gives_the_verdict_of_the_contract() {
    let (ok, v) = mjref(&[
        "rule",
        "sbr-2025",
        "late-arrival",
        "--fact",
        "minutes_late=12",
        "--json",
    ]);
    assert!(ok);
    assert_eq!(v["ruleset"], "sbr-2025");
    assert_eq!(v["incident"], "late-arrival");
    assert_eq!(v["tier"], "3");
    assert_eq!(v["applicable"], true);
    assert_eq!(v["needs"], serde_json::json!([]));
    assert_eq!(
        v["sanctions"],
        serde_json::json!([{"kind": "rank_points", "amount": -1.0}])
    );
    assert!(v["explanation"].as_str().unwrap().contains("12"));
    let (_, v) = mjref(&["rule", "sbr-2025", "wrong-tile-count", "--json"]);
    assert_eq!(v["needs"], serde_json::json!(["intentional"]));
    let (_, v) = mjref(&[
        "rule",
        "sbr-2025",
        "wrong-tile-count",
        "--fact",
        "intentional=true",
        "--json",
    ]);
    assert_eq!(v["sanctions"][0]["kind"], "forfeit_session");
    assert_eq!(v["options"].as_array().unwrap().len(), 5);
}

#[test]
fn errors_are_a_code_and_a_message_and_a_failure() {
    let (ok, v) = mjref(&["rule", "sbr-2025", "no-such", "--json"]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "unknown-incident");
    let (ok, v) = mjref(&[
        "rule",
        "sbr-2025",
        "late-arrival",
        "--fact",
        "minutes_late=soon",
        "--json",
        "--lang",
        "zh-CN",
    ]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "malformed-fact");
    assert!(v["error"]["message"].as_str().unwrap().contains("无法识别"));
    let (ok, v) = mjref(&["catalog", "nope", "--json"]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "unknown-ruleset");
}

#[test]
fn catalog_lists_every_incident_with_article_and_name() {
    let (ok, v) = mjref(&["catalog", "sbr-2025", "--json", "--lang", "zh-CN"]);
    assert!(ok);
    let entries = v.as_array().unwrap();
    let late = entries
        .iter()
        .find(|e| e["incident"] == "late-arrival")
        .unwrap();
    assert_eq!(late["name"], "迟到");
    assert!(late["article"].as_str().unwrap().contains("第十二条"));
    for key in [
        "wrong-tile-count",
        "false-win",
        "passed-win",
        "active-flower-pig",
        "early-draw",
        "empty-claim",
    ] {
        assert!(entries.iter().any(|e| e["incident"] == key), "{key}");
    }
}

#[test]
fn log_add_commits_and_log_list_reads_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("device.db");
    let db = db.to_str().unwrap();
    let (ok, a) = mjref(&[
        "log",
        "add",
        "--db",
        db,
        "--ruleset",
        "sbr-2025",
        "--session",
        "R1",
        "--player",
        "B",
        "--incident",
        "early-draw",
        "--json",
    ]);
    assert!(ok);
    assert_eq!(a["seq"], 1);
    let (_, b) = mjref(&[
        "log",
        "add",
        "--db",
        db,
        "--ruleset",
        "sbr-2025",
        "--session",
        "R1",
        "--player",
        "B",
        "--incident",
        "early-draw",
        "--hand",
        "3",
        "--note",
        "again",
        "--json",
    ]);
    assert_eq!(b["seq"], 2);
    let (ok, bad) = mjref(&[
        "log",
        "add",
        "--db",
        db,
        "--ruleset",
        "sbr-2025",
        "--session",
        "R1",
        "--player",
        "B",
        "--incident",
        "late-arrival",
        "--fact",
        "minutes_late=-3",
        "--json",
    ]);
    assert!(!ok, "{bad}");
    let (ok, list) = mjref(&["log", "list", "--db", db, "--json"]);
    assert!(ok);
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 2);
    assert_eq!(list[0]["id"], a["id"]);
    assert_eq!(
        list[1]["verdict"]["sanctions"][0]["kind"],
        "serious_warning"
    );
    assert_eq!(list[1]["hand"], 3);
    assert_eq!(list[1]["note"], "again");
}

#[test]
fn scenario_gives_verdicts_standings_and_totals() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("s.json");
    std::fs::write(
        &file,
        r#"{"ruleset": "sbr-2025", "hall_warnings": ["early-draw"],
      "sessions": [{"id": "R1", "players": ["A", "B", "C", "D"], "dealer": "A",
        "scores": {"A": 30, "B": -10, "C": -5, "D": -15},
        "incidents": [
          {"player": "D", "incident": "late-arrival", "facts": {"minutes_late": 7}},
          {"player": "B", "incident": "false-win", "choice": {"amount": -24}},
          {"player": "C", "incident": "early-draw"}]}]}"#,
    )
    .unwrap();
    let (ok, r) = mjref(&["scenario", file.to_str().unwrap(), "--json"]);
    assert!(ok, "{r}");
    assert_eq!(r["verdicts"][0]["session"], "R1");
    assert_eq!(r["verdicts"][0]["player"], "D");
    assert_eq!(r["verdicts"][2]["sanctions"][0]["kind"], "serious_warning");
    let b = r["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["player"] == "B")
        .unwrap();
    assert_eq!(b["score_adjusted"], -34.0);
    assert_eq!(b["rank"], 4);
    assert_eq!(b["forfeit"], false);
    let d = r["totals"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["player"] == "D")
        .unwrap();
    assert_eq!(d["rank_points"], 1.5);
}
