//! `mjref` refuses what the core refuses (issue 23, point 7), with the code in its JSON error
//! and nothing recorded: a ruling without a player, an arrival time given with minutes late,
//! minutes beyond the bound, a score beyond the bound, a roster with a control character.
//! And the roster it exports keeps a formula-like name as text and reads back the same.

mod common;

use common::event::{head_event, log_add, refused, run, s};
use common::mjref;
use serde_json::Value;
use std::path::Path;

/// The record's events and rulings, for "nothing was recorded".
fn state(db: &Path) -> (Value, Value) {
    let verify = run(&["verify", "--db", s(db), "--json"]);
    let list = run(&["log", "list", "--db", s(db), "--json"]);
    (verify["events"].clone(), list)
}

fn code(doc: &Value) -> &str {
    doc["error"]["code"].as_str().unwrap_or_default()
}

#[test]
fn log_add_refuses_an_empty_player_and_contradicting_answers_and_records_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let before = state(&head);

    let (ok, doc) = log_add(
        &head,
        ("R1", "1"),
        "",
        "late-arrival",
        Some("minutes_late=3"),
    );
    assert!(!ok, "{doc}");
    assert_eq!(code(&doc), "empty-id", "{doc}");
    assert_eq!(doc["error"]["args"]["field"], "player", "{doc}");
    assert_eq!(state(&head), before);

    let (ok, doc) = log_add(
        &head,
        ("", "1"),
        "p1",
        "late-arrival",
        Some("minutes_late=3"),
    );
    assert!(!ok, "{doc}");
    assert_eq!(code(&doc), "empty-id", "{doc}");
    assert_eq!(state(&head), before);

    // Arrived 12 minutes late, but minutes_late=1: refused, neither preferred.
    let h = s(&head);
    let (ok, doc) = mjref(&[
        "log",
        "add",
        "--db",
        h,
        "--ruleset",
        "sbr-2025",
        "--session",
        "R1",
        "--table",
        "1",
        "--player",
        "p1",
        "--incident",
        "late-arrival",
        "--fact",
        "minutes_late=1",
        "--fact",
        "arrived_at=2026-11-22T09:12:00+08:00",
        "--json",
    ]);
    assert!(!ok, "{doc}");
    assert_eq!(code(&doc), "contradictory-answers", "{doc}");
    assert_eq!(doc["error"]["args"]["fact"], "minutes_late");
    assert_eq!(doc["error"]["args"]["other"], "arrived_at");
    assert_eq!(state(&head), before);

    let (ok, doc) = log_add(
        &head,
        ("R1", "1"),
        "p1",
        "late-arrival",
        Some("minutes_late=1e308"),
    );
    assert!(!ok, "{doc}");
    assert_eq!(code(&doc), "fact-out-of-bounds", "{doc}");
    assert_eq!(doc["error"]["args"]["max"], "1440", "{doc}");
    assert_eq!(state(&head), before);

    // In words, in the language asked for.
    let (ok, doc) = mjref(&[
        "log",
        "add",
        "--db",
        h,
        "--ruleset",
        "sbr-2025",
        "--session",
        "R1",
        "--player",
        "",
        "--incident",
        "early-draw",
        "--lang",
        "zh-CN",
        "--json",
    ]);
    assert!(!ok);
    let message = doc["error"]["message"].as_str().unwrap_or_default();
    assert!(message.contains("选手"), "{doc}");
}

#[test]
fn scores_beyond_the_bound_or_for_someone_not_at_the_table_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let h = s(&head);
    let before = state(&head);
    let scores = |given: &[&'static str]| {
        let mut args = vec![
            "scores",
            "--db",
            h,
            "--session",
            "R1",
            "--table",
            "1",
            "--json",
        ];
        for g in given {
            args.extend(["--score", g]);
        }
        args
    };
    let (ok, doc) = mjref(&scores(&["p1=1e308", "p2=0", "p3=0", "p4=0"]));
    assert!(!ok, "{doc}");
    assert_eq!(code(&doc), "score-out-of-bounds", "{doc}");
    assert_eq!(doc["error"]["args"]["value"], "1e308", "{doc}");
    // p5 sits at table 2 in R1.
    assert_eq!(
        refused(&scores(&["p1=10", "p2=-10", "p3=0", "p4=0", "p5=0"])),
        "player-not-at-table"
    );
    assert_eq!(state(&head), before);
}

#[test]
fn a_roster_with_a_control_character_is_refused_and_a_formula_name_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let h = s(&head);
    let before = state(&head);
    let bad = dir.path().join("bad.csv");
    std::fs::write(
        &bad,
        common::event::ROSTER.replace("Anna Weber", "Anna\u{1b}[2JWeber"),
    )
    .unwrap();
    let (ok, doc) = mjref(&["event", "roster", "--db", h, s(&bad), "--json"]);
    assert!(!ok, "{doc}");
    assert_eq!(code(&doc), "roster-control-character", "{doc}");
    assert_eq!(doc["error"]["args"]["line"], "3", "{doc}");
    assert_eq!(state(&head), before);

    // A name the scoring office's spreadsheet would run as a formula.
    let evil = "=HYPERLINK(\"http://evil.example\",\"x\")";
    let file = dir.path().join("evil.csv");
    let roster = common::event::ROSTER
        .replace("Anna Weber", &format!("\"{}\"", evil.replace('"', "\"\"")))
        .replace(",p3,", ",-p3,");
    std::fs::write(&file, roster).unwrap();
    run(&["event", "roster", "--db", h, s(&file), "--json"]);
    let out = dir.path().join("export.csv");
    run(&[
        "event",
        "roster-export",
        "--db",
        h,
        "--out",
        s(&out),
        "--json",
    ]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains(",'-p3,"), "{text}");
    assert!(text.contains(",\"'=HYPERLINK("), "{text}");
    assert!(!text.contains(",=") && !text.contains(",-p3"), "{text}");
    // Read back, the event is the same.
    let shown = run(&["event", "show", "--db", h, "--json"]);
    run(&["event", "roster", "--db", h, s(&out), "--json"]);
    let again = run(&["event", "show", "--db", h, "--json"]);
    assert_eq!(shown["setup"]["players"], again["setup"]["players"]);
    assert_eq!(shown["setup"]["seating"], again["setup"]["seating"]);
    let players = again["setup"]["players"].as_array().unwrap();
    assert!(players.iter().any(|p| p["name"] == evil), "{again}");
    assert!(players.iter().any(|p| p["id"] == "-p3"), "{again}");
}
