//! `mjref` refuses what the core refuses (issue 23, point 7), with the code in its JSON error
//! and nothing recorded: a ruling without a player, an arrival time given with minutes late,
//! minutes beyond the bound, a score beyond the bound, a roster with a control character.
//! And the roster it exports keeps a formula-like name as text and reads back the same.

mod common;

use common::event::{head_event, log_add_args, run, scores_args, ROSTER};
use common::{mjref, s};
use serde_json::Value;
use std::path::Path;
use tournament::limits::Limits;

/// The record's state, for "nothing was recorded": every change to the event and every ruling
/// is an event of the signed log, so `verify`'s count of events and each device's chain head
/// change with anything recorded (one process, not two).
fn state(db: &Path) -> Value {
    run(&["verify", "--db", s(db), "--json"])
}

/// `args`, which must be refused with `code`: the error object.
fn refusal(args: &[&str], code: &str) -> Value {
    let (ok, doc) = mjref(args);
    assert!(!ok, "{args:?} should be refused: {doc}");
    assert_eq!(doc["error"]["code"], code, "{args:?}: {doc}");
    doc["error"].clone()
}

/// [`refusal`], and the record `db` as it was `before`.
fn refused_unchanged(db: &Path, before: &Value, args: &[&str], code: &str) -> Value {
    let error = refusal(args, code);
    assert_eq!(state(db), *before, "{args:?} recorded something");
    error
}

/// `log add` of a late arrival at table 1 of `session` with `facts` (`key=value`).
fn late_arrival<'a>(
    db: &'a Path,
    session: &'a str,
    player: &'a str,
    facts: &[&'a str],
) -> Vec<&'a str> {
    let mut args = log_add_args(db, (session, "1"), player, "late-arrival");
    for fact in facts {
        args.extend(["--fact", fact]);
    }
    args
}

#[test]
fn log_add_refuses_an_empty_player_and_contradicting_answers_and_records_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let before = state(&head);
    let unchanged = |args: &[&str], code| refused_unchanged(&head, &before, args, code);

    let e = unchanged(
        &late_arrival(&head, "R1", "", &["minutes_late=3"]),
        "empty-id",
    );
    assert_eq!(e["args"]["field"], "player", "{e}");
    let e = unchanged(
        &late_arrival(&head, "", "p1", &["minutes_late=3"]),
        "empty-id",
    );
    assert_eq!(e["args"]["field"], "session", "{e}");

    // Arrived 12 minutes late, but minutes_late=1: refused, neither preferred.
    let e = unchanged(
        &late_arrival(
            &head,
            "R1",
            "p1",
            &["minutes_late=1", "arrived_at=2026-11-22T09:12:00+08:00"],
        ),
        "contradictory-answers",
    );
    assert_eq!(e["args"]["fact"], "minutes_late", "{e}");
    assert_eq!(e["args"]["other"], "arrived_at", "{e}");

    // The bound is the event's data (`rules-data/limits.toml`), not a number of this test's.
    let max = Limits::shown(Limits::builtin().numbers.max_minutes_late);
    let e = unchanged(
        &late_arrival(&head, "R1", "p1", &["minutes_late=1e308"]),
        "fact-out-of-bounds",
    );
    assert_eq!(e["args"]["fact"], "minutes_late", "{e}");
    assert_eq!(e["args"]["max"], max, "{e}");

    // In words, in the language asked for (the first refusal again: nothing more to compare).
    let mut args = log_add_args(&head, ("R1", "1"), "", "early-draw");
    args.extend(["--lang", "zh-CN"]);
    let e = refusal(&args, "empty-id");
    assert_eq!(e["args"]["field"], "player", "{e}");
    let message = e["message"].as_str().unwrap_or_default();
    assert!(message.contains("选手"), "{e}");
}

#[test]
fn scores_beyond_the_bound_or_for_someone_not_at_the_table_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let before = state(&head);
    let scores = |given| scores_args(&head, ("R1", "1"), given);
    let e = refused_unchanged(
        &head,
        &before,
        &scores(&["p1=1e308", "p2=0", "p3=0", "p4=0"]),
        "score-out-of-bounds",
    );
    assert_eq!(e["args"]["value"], "1e308", "{e}");
    // p5 sits at table 2 in R1.
    refused_unchanged(
        &head,
        &before,
        &scores(&["p1=10", "p2=-10", "p3=0", "p4=0", "p5=0"]),
        "player-not-at-table",
    );
}

#[test]
fn a_roster_with_a_control_character_is_refused_and_a_formula_name_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let h = s(&head);
    let before = state(&head);
    let bad = dir.path().join("bad.csv");
    std::fs::write(&bad, ROSTER.replace("Anna Weber", "Anna\u{1b}[2JWeber")).unwrap();
    let e = refused_unchanged(
        &head,
        &before,
        &["event", "roster", "--db", h, s(&bad), "--json"],
        "roster-control-character",
    );
    assert_eq!(e["args"]["line"], "3", "{e}");

    // A name the scoring office's spreadsheet would run as a formula.
    let evil = "=HYPERLINK(\"http://evil.example\",\"x\")";
    let file = dir.path().join("evil.csv");
    let roster = ROSTER
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
