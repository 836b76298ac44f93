//! The app and `mjref` decide alike: the same drafts, recorded through the app's state on one
//! device and through `mjref log add` on another with the same event, get the same verdicts —
//! the session's start, the seating, hall-wide warnings and escalation included — and the
//! same refusals.

mod common;

use chrono::{Local, TimeZone};
use common::mjref;
use device::state::AppState;
use rulebook::Value;
use std::path::Path;
use tournament::RulingDraft;

fn nine_thirty() -> chrono::DateTime<Local> {
    Local
        .with_ymd_and_hms(2026, 11, 22, 9, 30, 0)
        .single()
        .unwrap()
}

/// The demo event with a hall-wide warning for early draws, on a fresh device at `dir`.
fn device(dir: &Path) -> AppState {
    let app = AppState::open(dir, nine_thirty()).unwrap();
    let mut event = app.event().unwrap();
    event.hall_warnings = vec!["early-draw".into()];
    app.save_event(event).unwrap();
    app
}

/// (player, table, incident, answers as the referee typed them)
type Step = (
    &'static str,
    u32,
    &'static str,
    &'static [(&'static str, &'static str)],
);

const STEPS: &[Step] = &[
    // 12 minutes after the session's 09:00 start.
    ("p2", 1, "late-arrival", &[("minutes_late", "09:12:00")]),
    // Hall-warned: a first early draw counts one step up the ladder, the second climbs on.
    ("p3", 1, "early-draw", &[]),
    ("p3", 1, "early-draw", &[]),
    ("p3", 1, "early-draw", &[]),
    ("p6", 2, "phone", &[]),
    ("p6", 2, "early-draw", &[]),
    ("p1", 1, "late-arrival", &[("minutes_late", "09:03:30")]),
];

fn draft(step: &Step) -> RulingDraft {
    let (player, table, incident, answers) = *step;
    RulingDraft {
        session: "R1".into(),
        table: Some(table),
        player: player.into(),
        incident: incident.into(),
        answers: answers
            .iter()
            .map(|(k, v)| (k.to_string(), Value::Text(v.to_string())))
            .collect(),
        ..RulingDraft::default()
    }
}

fn log_add(db: &Path, step: &Step) -> (bool, serde_json::Value) {
    let (player, table, incident, answers) = *step;
    let table = table.to_string();
    let db = db.to_str().unwrap();
    let mut args = vec![
        "log",
        "add",
        "--db",
        db,
        "--ruleset",
        "sbr-2025",
        "--session",
        "R1",
        "--player",
        player,
        "--incident",
        incident,
        "--table",
        &table,
        "--json",
    ];
    let facts: Vec<String> = answers.iter().map(|(k, v)| format!("{k}={v}")).collect();
    for f in &facts {
        args.extend(["--fact", f]);
    }
    mjref(&args)
}

#[test]
fn the_app_and_mjref_record_the_same_verdicts_for_the_same_drafts() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let app = device(a.path());
    drop(device(b.path()));
    let db = b.path().join("mjref.db");
    for step in STEPS {
        let by_app = app.record(&draft(step), &[], nine_thirty()).unwrap();
        let (ok, doc) = log_add(&db, step);
        assert!(ok, "{step:?}: {doc}");
        assert_eq!(
            doc["verdict"]["sanctions"],
            serde_json::to_value(&by_app.verdict.sanctions).unwrap(),
            "{step:?}"
        );
    }
    // What each device recorded, read back: the same verdicts in the same order.
    let other = AppState::open(b.path(), nine_thirty()).unwrap();
    let (mine, theirs) = (app.rulings(None).unwrap(), other.rulings(None).unwrap());
    assert_eq!(mine.len(), STEPS.len());
    for (x, y) in mine.iter().zip(&theirs) {
        assert_eq!((&x.player, &x.incident), (&y.player, &y.incident));
        assert_eq!(x.verdict, y.verdict, "{} {}", x.player, x.incident);
        assert_eq!(x.event, y.event);
    }
    // The early draws climbed (the hall-wide warning and the ladder both applied).
    let draws: Vec<_> = mine.iter().filter(|e| e.player == "p3").collect();
    assert_ne!(draws[0].verdict.sanctions, draws[2].verdict.sanctions);
}

#[test]
fn the_app_and_mjref_refuse_the_same_drafts_with_the_same_code() {
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let app = device(a.path());
    drop(device(b.path()));
    let db = b.path().join("mjref.db");
    let bad: &[Step] = &[
        // p5 sits at table 2.
        ("p5", 1, "phone", &[]),
        // Before the session's start.
        ("p2", 1, "late-arrival", &[("minutes_late", "08:59:00")]),
        ("p2", 1, "no-such-incident", &[]),
    ];
    for step in bad {
        let by_app = app.record(&draft(step), &[], nine_thirty()).unwrap_err();
        let (ok, doc) = log_add(&db, step);
        assert!(!ok);
        assert_eq!(doc["error"]["code"], by_app.code.as_str(), "{step:?}");
    }
    assert!(app.rulings(None).unwrap().is_empty());
    let (_, list) = mjref(&["log", "list", "--db", db.to_str().unwrap(), "--json"]);
    assert_eq!(list.as_array().unwrap().len(), 0);
    // A ruling for another ruleset than the event's is refused, not decided under it.
    let (ok, doc) = log_add(&db, &("p2", 1, "late-arrival", &[("minutes_late", "5")]));
    assert!(ok, "{doc}");
    let db = db.to_str().unwrap();
    let (ok, doc) = mjref(&[
        "log",
        "add",
        "--db",
        db,
        "--ruleset",
        "jsma",
        "--session",
        "R1",
        "--player",
        "p2",
        "--incident",
        "late-arrival",
        "--json",
    ]);
    assert!(!ok);
    assert_eq!(doc["error"]["code"], "ruleset-mismatch");
}
