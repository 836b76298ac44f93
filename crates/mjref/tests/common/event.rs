//! The head referee's event as the event and review tests start from it.

use super::mjref;
use serde_json::Value;
use std::path::{Path, PathBuf};

/// The scoring office's file: two sessions, players changing tables.
pub const ROSTER: &str = include_str!("../../../tournament/tests/fixtures/two-sessions.csv");

pub fn run(args: &[&str]) -> Value {
    let (ok, doc) = mjref(args);
    assert!(ok, "{args:?}: {doc}");
    doc
}

pub fn refused(args: &[&str]) -> String {
    let (ok, doc) = mjref(args);
    assert!(!ok, "{args:?} should be refused: {doc}");
    doc["error"]["code"].as_str().unwrap().to_string()
}

pub fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The head's event: two sessions, the roster, a hall-wide warning for early draws.
pub fn head_event(dir: &Path) -> PathBuf {
    let head = dir.join("head.db");
    let roster = dir.join("roster.csv");
    std::fs::write(&roster, ROSTER).unwrap();
    let h = s(&head);
    assert_eq!(init_event(&head)["event"], "open");
    run(&[
        "event",
        "session",
        "--db",
        h,
        "--id",
        "R1",
        "--start",
        "2026-11-22T09:00:00+08:00",
        "--json",
    ]);
    run(&[
        "event",
        "session",
        "--db",
        h,
        "--id",
        "R2",
        "--start",
        "2026-11-22T13:30:00+08:00",
        "--name",
        "Afternoon",
        "--json",
    ]);
    let read = run(&["event", "roster", "--db", h, s(&roster), "--json"]);
    assert_eq!(
        (read["players"].as_u64(), read["seats"].as_u64()),
        (Some(8), Some(16))
    );
    run(&[
        "event",
        "hall-warning",
        "--db",
        h,
        "--incident",
        "early-draw",
        "--json",
    ]);
    head
}

/// A ruling on the SBR event's table at `at` = (session, table): `mjref log add`'s answer.
pub fn log_add(
    db: &Path,
    (session, table): (&str, &str),
    player: &str,
    incident: &str,
    fact: Option<&str>,
) -> (bool, Value) {
    let mut args = vec![
        "log",
        "add",
        "--db",
        s(db),
        "--ruleset",
        "sbr-2025",
        "--session",
        session,
        "--table",
        table,
        "--player",
        player,
        "--incident",
        incident,
        "--json",
    ];
    if let Some(fact) = fact {
        args.extend(["--fact", fact]);
    }
    mjref(&args)
}

/// `mjref event init` of the SBR event "Open 2026" (id `open`) on `db`: its answer.
pub fn init_event(db: &Path) -> Value {
    run(&[
        "event",
        "init",
        "--db",
        s(db),
        "--ruleset",
        "sbr-2025",
        "--name",
        "Open 2026",
        "--id",
        "open",
        "--json",
    ])
}
