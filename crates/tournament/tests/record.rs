//! The record survives a reopen, refuses changes, feeds escalation, and keeps nothing from a
//! ruling that failed.

mod common;

use chrono::{TimeZone, Utc};
use common::draft;
use ledger::{Stamp, Store};
use rulebook::{builtin_ruleset, SanctionKind, Value};
use tournament::{evaluate, log, record, Coded, Context};

#[test]
fn rulings_survive_a_reopen_and_escalate_from_the_record() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("log.db");
    let c = builtin_ruleset("sbr-2025").unwrap();
    let start = chrono::DateTime::parse_from_rfc3339("2026-11-22T09:00:00+08:00").unwrap();
    let ctx = Context {
        catalogue: &c,
        event: "demo",
        session_start: Some(start),
        hall_warnings: &[],
        event_version: None,
    };
    let stamp = Stamp {
        referee: "ref-1",
        at: Utc.with_ymd_and_hms(2026, 11, 22, 1, 13, 0).unwrap(),
        utc_offset_minutes: 480,
    };
    {
        let mut store = Store::open(&path).unwrap();
        let late = record(
            &mut store,
            &ctx,
            &stamp,
            &draft(
                "D",
                "late-arrival",
                &[("minutes_late", Value::Text("09:12:00".into()))],
            ),
        )
        .unwrap();
        assert_eq!(late.verdict.sanctions[0].amount, Some(-1.0));
        assert_eq!(late.recorded_at, "2026-11-22T09:13:00+08:00");
        record(&mut store, &ctx, &stamp, &draft("A", "early-draw", &[])).unwrap();
    }
    let mut store = Store::open(&path).unwrap();
    let entries = log(&store, None).unwrap();
    assert_eq!(entries.len(), 2);
    assert_eq!(entries[0].incident, "late-arrival");
    assert_eq!(entries[0].catalogue_version, c.version);
    assert_eq!(entries[1].verdict.sanctions[0].kind, SanctionKind::Warning);
    // The second early draw by A after the reopen is a serious warning: escalation reads the record.
    let (v, _) = evaluate(&store, &ctx, &draft("A", "early-draw", &[])).unwrap();
    assert_eq!(v.sanctions[0].kind, SanctionKind::SeriousWarning);
    // Another session starts afresh.
    let mut other = draft("A", "early-draw", &[]);
    other.session = "R2".into();
    assert_eq!(
        evaluate(&store, &ctx, &other).unwrap().0.sanctions[0].kind,
        SanctionKind::Warning
    );
    // Bad input changes nothing.
    let before = log(&store, None).unwrap().len();
    let err = record(
        &mut store,
        &ctx,
        &stamp,
        &draft(
            "A",
            "late-arrival",
            &[("minutes_late", Value::Text("08:30".into()))],
        ),
    )
    .unwrap_err();
    assert_eq!(err.code(), "arrival-before-start");
    let err = record(&mut store, &ctx, &stamp, &draft("A", "no-such-thing", &[])).unwrap_err();
    assert_eq!(err.code(), "unknown-incident");
    assert_eq!(log(&store, None).unwrap().len(), before);
}

#[test]
fn the_database_refuses_to_change_or_remove_a_recorded_event() {
    let dir = tempfile::tempdir().unwrap();
    let c = builtin_ruleset("sbr-2025").unwrap();
    let ctx = Context {
        catalogue: &c,
        event: "e",
        session_start: None,
        hall_warnings: &[],
        event_version: None,
    };
    let stamp = Stamp {
        referee: "r",
        at: Utc::now(),
        utc_offset_minutes: 0,
    };
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    record(&mut store, &ctx, &stamp, &draft("B", "false-win", &[])).unwrap();
    let conn = store.connection();
    let update = conn.execute("UPDATE events SET player = 'C'", []);
    assert!(update
        .unwrap_err()
        .to_string()
        .contains("cannot be changed"));
    let delete = conn.execute("DELETE FROM events", []);
    assert!(delete
        .unwrap_err()
        .to_string()
        .contains("cannot be removed"));
    assert_eq!(log(&store, None).unwrap()[0].player, "B");
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    let sync: i64 = conn
        .query_row("PRAGMA synchronous", [], |r| r.get(0))
        .unwrap();
    assert_eq!((mode.as_str(), sync), ("wal", 2));
}

#[test]
fn setups_are_versioned_and_validated() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    assert!(store.latest_setup().unwrap().is_none());
    store.save_setup(Utc::now(), "{\"v\":1}").unwrap();
    store.save_setup(Utc::now(), "{\"v\":2}").unwrap();
    assert_eq!(store.latest_setup().unwrap().as_deref(), Some("{\"v\":2}"));
    let setup: tournament::EventSetup = serde_json::from_str(
        r#"{"id":"e","name":"Open","ruleset":"sbr-2025","referee":"r",
        "sessions":[{"id":"R1","name":"Round 1","scheduledStart":"2026-11-22T09:00:00+08:00"}],
        "tables":[{"number":1,"seats":[{"seat":"E","playerId":"p1"},{"seat":"S","playerId":"p2"}]}],
        "players":[{"id":"p1","name":"Li"},{"id":"p2","name":"Wang"}]}"#,
    )
    .unwrap();
    let known = vec!["sbr-2025".to_string()];
    setup.validate(&known, None).unwrap();
    let mut dup = setup.clone();
    dup.players[1].name = " li ".into();
    assert_eq!(
        dup.validate(&known, None).unwrap_err().code(),
        "duplicate-player-name"
    );
    // Namesakes at different tables are told apart by their table: a large field has them.
    let mut namesakes = setup.clone();
    namesakes.tables[0].seats.pop();
    namesakes.tables.push(tournament::setup::TableDef {
        number: 2,
        seats: vec![tournament::setup::SeatDef {
            seat: tournament::setup::Seat::E,
            player_id: "p2".into(),
            role: Default::default(),
            replaces: None,
        }],
    });
    namesakes.players[1].name = "Li".into();
    namesakes.validate(&known, None).unwrap();
    let mut empty = setup.clone();
    empty.players[0].name = "  ".into();
    let err = empty.validate(&known, None).unwrap_err();
    assert_eq!(
        (err.code(), err.args()["seat"].as_str()),
        ("empty-player-name", "E")
    );
    let mut bad_time = setup.clone();
    bad_time.sessions[0].scheduled_start = "nine".into();
    assert_eq!(
        bad_time.validate(&known, None).unwrap_err().code(),
        "bad-start-time"
    );
    assert_eq!(
        setup.seat_check("R1", 1, "p3").unwrap_err().code(),
        "unknown-player"
    );
    assert_eq!(
        setup.seat_check("R1", 2, "p1").unwrap_err().code(),
        "unknown-table"
    );
}
