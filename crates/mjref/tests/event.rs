//! The event shared through the record (contract, wave 2): the head referee's device creates
//! it, adds sessions, reads the roster with players changing tables between sessions and
//! issues a hall-wide warning; a floor device imports the head's bundle and decides every
//! ruling under that event — seats and starts of the right session, the warning — and cannot
//! change it. The head gets the floor's rulings back the same way.

mod common;

use common::event::{head_event, init_event, log_add, refused, run, ROSTER};
use common::{mjref, s};
use serde_json::Value;

#[test]
fn a_floor_device_decides_under_the_heads_event_and_cannot_change_it() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let (floor, bundle) = (dir.path().join("floor.db"), dir.path().join("head.mjref"));
    run(&["export", "--db", s(&head), "--out", s(&bundle), "--json"]);
    run(&["import", "--db", s(&floor), s(&bundle), "--json"]);
    let f = s(&floor);
    let shown = run(&["event", "show", "--db", f, "--json"]);
    assert_eq!(shown["event"], "open");
    assert_eq!(shown["version"], 5);
    // p1 sits at table 1 in R1 and at table 2 in R2.
    let add = |session: &str, table: &str, player: &str, incident: &str, fact: Option<&str>| {
        log_add(&floor, (session, table), player, incident, fact)
    };
    let (ok, late) = add(
        "R2",
        "2",
        "p1",
        "late-arrival",
        Some("arrived_at=2026-11-22T13:37:00+08:00"),
    );
    assert!(ok, "{late}");
    // Seven minutes after R2's 13:30 start, not R1's 09:00.
    assert_eq!(late["verdict"]["reasons"][0]["args"]["minutes_late"], 7.0);
    let (ok, err) = add("R2", "1", "p1", "phone", None);
    assert!(!ok);
    assert_eq!(err["error"]["code"], "player-not-at-table");
    assert!(add("R1", "1", "p1", "phone", None).0);
    // Hall-warned: p3's first early draw already counts one step up the ladder.
    let (ok, first) = add("R1", "1", "p3", "early-draw", None);
    assert!(ok, "{first}");
    let (_, unwarned) = mjref(&["rule", "sbr-2025", "early-draw", "--json"]);
    assert_ne!(first["verdict"]["sanctions"], unwarned["sanctions"]);
    // The floor device cannot change the event, and nothing changes when it tries.
    assert_eq!(
        refused(&[
            "event",
            "session",
            "--db",
            f,
            "--id",
            "R3",
            "--start",
            "2026-11-23T09:00:00+08:00",
            "--json",
        ]),
        "unauthorized"
    );
    assert_eq!(run(&["event", "show", "--db", f, "--json"])["version"], 5);
    // The head gets the floor's rulings back and decides its own under the same event.
    let back = dir.path().join("floor.mjref");
    run(&["export", "--db", f, "--out", s(&back), "--json"]);
    run(&["import", "--db", s(&head), s(&back), "--json"]);
    let log = run(&["log", "list", "--db", s(&head), "--json"]);
    let rulings: Vec<&Value> = log
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "ruling")
        .collect();
    assert_eq!(rulings.len(), 3);
}

#[test]
fn a_bad_roster_or_a_bad_change_is_refused_and_the_event_stays_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let h = s(&head);
    let bad = dir.path().join("bad.csv");
    std::fs::write(&bad, ROSTER.replace("R2,2,n,p8,张伟\n", "")).unwrap();
    assert_eq!(
        refused(&["event", "roster", "--db", h, s(&bad), "--json"]),
        "roster-table-incomplete"
    );
    std::fs::write(&bad, ROSTER.replace("R2", "R9")).unwrap();
    assert_eq!(
        refused(&["event", "roster", "--db", h, s(&bad), "--json"]),
        "unknown-session"
    );
    assert_eq!(
        refused(&[
            "event",
            "hall-warning",
            "--db",
            h,
            "--incident",
            "false-win",
            "--json"
        ]),
        "hall-warning-not-allowed"
    );
    assert_eq!(
        refused(&["event", "session", "--db", h, "--id", "R3", "--start", "soon", "--json"]),
        "bad-start-time"
    );
    let shown = run(&["event", "show", "--db", h, "--json"]);
    assert_eq!(shown["version"], 5);
    assert_eq!(shown["setup"]["sessions"].as_array().unwrap().len(), 2);
    // A second device cannot create the same event: it joins by importing.
    let other = dir.path().join("other.db");
    init_event(&other);
    let bundle = dir.path().join("other.mjref");
    run(&["export", "--db", s(&other), "--out", s(&bundle), "--json"]);
    assert_eq!(
        refused(&["import", "--db", h, s(&bundle), "--json"]),
        "bundle-refused"
    );
}
