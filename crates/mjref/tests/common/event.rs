//! The head referee's event as the event and review tests start from it.

use super::{mjref, s};
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

/// `mjref log add` of a ruling on the SBR event's table at `at` = (session, table), in JSON:
/// the arguments, for a caller to add facts (`--fact`), `--lang` or others to.
pub fn log_add_args<'a>(
    db: &'a Path,
    (session, table): (&'a str, &'a str),
    player: &'a str,
    incident: &'a str,
) -> Vec<&'a str> {
    vec![
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
    ]
}

/// A ruling on the SBR event's table at `at` = (session, table): `mjref log add`'s answer.
pub fn log_add(
    db: &Path,
    at: (&str, &str),
    player: &str,
    incident: &str,
    fact: Option<&str>,
) -> (bool, Value) {
    let mut args = log_add_args(db, at, player, incident);
    if let Some(fact) = fact {
        args.extend(["--fact", fact]);
    }
    mjref(&args)
}

/// `mjref scores` for the table at `at` = (session, table), in JSON, one `--score` for each
/// of `given` (`player=points`): the arguments.
pub fn scores_args<'a>(
    db: &'a Path,
    (session, table): (&'a str, &'a str),
    given: &[&'a str],
) -> Vec<&'a str> {
    let mut args = vec![
        "scores",
        "--db",
        s(db),
        "--session",
        session,
        "--table",
        table,
        "--json",
    ];
    for g in given {
        args.extend(["--score", g]);
    }
    args
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
