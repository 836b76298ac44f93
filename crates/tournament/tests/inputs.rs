//! What a referee types or a file brings is checked before anything is kept (issue 23, point 7):
//! scores beyond the bound or for a player not seated at the table, a ruling without a player
//! or session, answers that contradict each other, numbers beyond their bounds, a roster file
//! with a bad field. Each is refused with its code, and the record is as it was: the same
//! events, the same event in force.

mod common;

use common::{assert_coded, snapshot, stamp};
use ledger::Store;
use rulebook::{Choice, Value};
use std::collections::BTreeMap;
use tournament::limits::Limits;
use tournament::standings::TableScores;
use tournament::{Desk, EventSetup, RulingDraft, TournamentError};

const ROSTER: &str = include_str!("fixtures/two-sessions.csv");

/// A device's event of two sessions, seated by the fixture's roster: in R1, p1–p4 at table 1
/// and p5–p8 at table 2; in R2, p5 p2 p7 p4 at table 1.
fn desk() -> (tempfile::TempDir, Desk) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("record.db")).unwrap();
    let mut desk = Desk::open(store, common::catalogues()).unwrap();
    let setup: EventSetup = serde_json::from_str(
        r#"{"id":"open","name":"Open","ruleset":"sbr-2025","referee":"r",
        "sessions":[{"id":"R1","name":"1","scheduledStart":"2026-11-22T09:00:00+08:00"},
                    {"id":"R2","name":"2","scheduledStart":"2026-11-22T13:30:00+08:00"}],
        "tables":[{"number":1,"seats":[{"seat":"E","playerId":"p1"},{"seat":"S","playerId":"p2"},
                  {"seat":"W","playerId":"p3"},{"seat":"N","playerId":"p4"}]}],
        "players":[{"id":"p1","name":"李明"},{"id":"p2","name":"Anna"},{"id":"p3","name":"佐藤"},
                   {"id":"p4","name":"王芳"}]}"#,
    )
    .unwrap();
    desk.save_setup(setup, &stamp()).unwrap();
    desk.import_roster(ROSTER, &stamp()).unwrap();
    (dir, desk)
}

/// Asserts `result` is refused with `code` and each of `args`.
fn refused<T: std::fmt::Debug>(
    result: Result<T, TournamentError>,
    code: &str,
    args: &[(&str, &str)],
) {
    assert_coded(&result.expect_err(code), code, args);
}

fn scores(session: &str, table: u32, given: &[(&str, f64)]) -> TableScores {
    TableScores {
        session: session.into(),
        table,
        scores: given.iter().map(|(p, s)| (p.to_string(), *s)).collect(),
        hands: Vec::new(),
    }
}

#[test]
fn scores_not_finite_or_beyond_the_bound_are_refused_and_nothing_is_kept() {
    let (_dir, mut desk) = desk();
    let before = snapshot(&desk);
    let max = Limits::builtin().numbers.max_magnitude;
    // Below 1e15 a refusal shows a number in digits, as `to_string` writes it.
    assert!(max < 1e15, "the bound {max} is shown in digits");
    let max_s = max.to_string();
    // Just beyond the bound.
    let above = (max + 1.0).to_string();
    for (bad, shown) in [
        (1e308, "1e308"),
        (-1e308, "-1e308"),
        (f64::INFINITY, "inf"),
        (f64::NAN, "NaN"),
        (max + 1.0, above.as_str()),
    ] {
        let entry = scores(
            "R1",
            1,
            &[("p1", bad), ("p2", 0.0), ("p3", 0.0), ("p4", 0.0)],
        );
        refused(
            desk.record_scores(&entry, &stamp()),
            "score-out-of-bounds",
            &[("player", "p1"), ("value", shown), ("max", &max_s)],
        );
        assert_eq!(snapshot(&desk), before, "{bad} left something");
    }
    // A hand beyond the bound, its sum agreeing or not.
    let mut entry = scores(
        "R1",
        1,
        &[("p1", 0.0), ("p2", 0.0), ("p3", 0.0), ("p4", 0.0)],
    );
    let hand = |p1: f64| {
        BTreeMap::from([
            ("p1".into(), p1),
            ("p2".into(), 0.0),
            ("p3".into(), 0.0),
            ("p4".into(), 0.0),
        ])
    };
    entry.hands = vec![hand(1e300), hand(-1e300)];
    refused(
        desk.record_scores(&entry, &stamp()),
        "score-out-of-bounds",
        &[("player", "p1"), ("value", "1e300")],
    );
    assert_eq!(snapshot(&desk), before);
    // At the bound it is kept.
    let entry = scores(
        "R1",
        1,
        &[("p1", max), ("p2", -max), ("p3", 0.0), ("p4", 0.0)],
    );
    desk.record_scores(&entry, &stamp()).unwrap();
    assert_eq!(snapshot(&desk).events, before.events + 1);
}

#[test]
fn scores_for_a_player_not_seated_at_that_table_in_that_session_are_refused() {
    let (_dir, mut desk) = desk();
    let before = snapshot(&desk);
    let seated = [("p1", 10.0), ("p2", -10.0), ("p3", 0.0), ("p4", 0.0)];
    // p5 sits at table 2 in R1; zz sits nowhere.
    for extra in ["p5", "zz"] {
        let mut given = seated.to_vec();
        given.push((extra, 0.0));
        refused(
            desk.record_scores(&scores("R1", 1, &given), &stamp()),
            "player-not-at-table",
            &[("player", extra), ("table", "1")],
        );
        assert_eq!(snapshot(&desk), before);
    }
    // In R2 table 1 seats p5 p2 p7 p4: p1 (who sat there in R1) does not.
    let r2 = [
        ("p5", 1.0),
        ("p2", -1.0),
        ("p7", 0.0),
        ("p4", 0.0),
        ("p1", 0.0),
    ];
    refused(
        desk.record_scores(&scores("R2", 1, &r2), &stamp()),
        "player-not-at-table",
        &[("player", "p1"), ("table", "1")],
    );
    // A hand naming someone else.
    let mut entry = scores("R1", 1, &seated);
    let mut hand: BTreeMap<String, f64> = seated.iter().map(|(p, s)| (p.to_string(), *s)).collect();
    hand.insert("p6".into(), 0.0);
    entry.hands = vec![hand];
    refused(
        desk.record_scores(&entry, &stamp()),
        "player-not-at-table",
        &[("player", "p6")],
    );
    assert_eq!(snapshot(&desk), before);
    // The table's own players are kept.
    desk.record_scores(&scores("R2", 1, &r2[..4]), &stamp())
        .unwrap();
}

/// A late arrival of `player` at table 1 of R1.
fn late(player: &str, answers: &[(&str, Value)]) -> RulingDraft {
    common::draft(player, "late-arrival", answers)
}

/// Evaluating and recording `draft` are both refused with `code` and `args`; nothing is kept.
fn draft_refused(desk: &mut Desk, draft: &RulingDraft, code: &str, args: &[(&str, &str)]) {
    let before = snapshot(desk);
    refused(desk.evaluate(draft), code, args);
    refused(desk.record(draft, &stamp()), code, args);
    assert_eq!(snapshot(desk), before, "{code} left something");
}

#[test]
fn a_ruling_without_a_player_or_session_or_with_a_bad_id_is_refused() {
    let (_dir, mut desk) = desk();
    let minutes = [("minutes_late", Value::Number(3.0))];
    let mut no_player = late("", &minutes);
    draft_refused(&mut desk, &no_player, "empty-id", &[("field", "player")]);
    // Without a table too (nothing else would look at the player).
    no_player.table = None;
    draft_refused(&mut desk, &no_player, "empty-id", &[("field", "player")]);
    let no_session = RulingDraft {
        session: String::new(),
        ..late("p1", &minutes)
    };
    draft_refused(&mut desk, &no_session, "empty-id", &[("field", "session")]);
    let id_max = Limits::builtin().fields.id_chars;
    let long = late(&"p".repeat(id_max + 1), &minutes);
    draft_refused(
        &mut desk,
        &long,
        "field-too-long",
        &[("field", "player"), ("max", &id_max.to_string())],
    );
    for bad in ["p\u{0}1", "p1\n", "\u{1b}[2Jp1"] {
        draft_refused(
            &mut desk,
            &late(bad, &minutes),
            "control-character",
            &[("field", "player")],
        );
    }
    let long_note = RulingDraft {
        note: "x".repeat(Limits::builtin().fields.text_chars + 1),
        ..late("p1", &minutes)
    };
    draft_refused(
        &mut desk,
        &long_note,
        "field-too-long",
        &[("field", "note")],
    );
    // A note may break lines.
    let note = RulingDraft {
        note: "first line\nsecond".into(),
        ..late("p1", &minutes)
    };
    desk.record(&note, &stamp()).unwrap();
}

#[test]
fn an_arrival_time_given_with_minutes_late_is_refused_whichever_it_would_have_been() {
    let (_dir, mut desk) = desk();
    // Arrived 12 minutes late (a penalty under SBR) but minutes_late=1 (none): neither wins.
    for minutes in [
        Value::Number(1.0),
        Value::Text("1".into()),
        Value::Number(12.0),
    ] {
        let both = late(
            "p1",
            &[
                ("minutes_late", minutes),
                (
                    "arrived_at",
                    Value::Text("2026-11-22T09:12:00+08:00".into()),
                ),
            ],
        );
        draft_refused(
            &mut desk,
            &both,
            "contradictory-answers",
            &[("fact", "minutes_late"), ("other", "arrived_at")],
        );
    }
    // Each alone is decided: the arrival is 12 minutes late.
    let arrival = late(
        "p1",
        &[(
            "arrived_at",
            Value::Text("2026-11-22T09:12:00+08:00".into()),
        )],
    );
    let by_time = desk.evaluate(&arrival).unwrap();
    let by_minutes = desk
        .evaluate(&late("p1", &[("minutes_late", Value::Number(12.0))]))
        .unwrap();
    assert_eq!(by_time, by_minutes);
}

#[test]
fn numeric_answers_beyond_their_bounds_are_refused() {
    let (_dir, mut desk) = desk();
    let limits = Limits::builtin();
    let most = limits.numbers.max_minutes_late.to_string();
    draft_refused(
        &mut desk,
        &late(
            "p1",
            &[(
                "minutes_late",
                Value::Number(limits.numbers.max_minutes_late + 1.0),
            )],
        ),
        "fact-out-of-bounds",
        &[("fact", "minutes_late"), ("max", &most)],
    );
    draft_refused(
        &mut desk,
        &late("p1", &[("minutes_late", Value::Text("1e308".into()))]),
        "fact-out-of-bounds",
        &[("fact", "minutes_late"), ("value", "1e308"), ("max", &most)],
    );
    // An arrival a week after the start.
    draft_refused(
        &mut desk,
        &late(
            "p1",
            &[(
                "arrived_at",
                Value::Text("2026-11-29T09:00:00+08:00".into()),
            )],
        ),
        "fact-out-of-bounds",
        &[("fact", "minutes_late"), ("value", "10080"), ("max", &most)],
    );
    // Not finite: refused as no answer at all, as before.
    draft_refused(
        &mut desk,
        &late("p1", &[("minutes_late", Value::Number(f64::INFINITY))]),
        "malformed-fact",
        &[("fact", "minutes_late")],
    );
    // A chosen amount that is no number.
    let choice = RulingDraft {
        choice: Some(Choice {
            amount: Some(f64::NEG_INFINITY),
            option: None,
        }),
        ..late("p1", &[("minutes_late", Value::Number(12.0))])
    };
    draft_refused(
        &mut desk,
        &choice,
        "fact-out-of-bounds",
        &[("fact", "amount")],
    );
    // A whole day late is still a late arrival.
    desk.record(
        &late(
            "p1",
            &[(
                "minutes_late",
                Value::Number(limits.numbers.max_minutes_late),
            )],
        ),
        &stamp(),
    )
    .unwrap();
}

#[test]
fn a_roster_file_with_a_bad_field_changes_nothing() {
    let (_dir, mut desk) = desk();
    let before = snapshot(&desk);
    let name_max = Limits::builtin().fields.name_chars;
    let long_name = ROSTER.replace("Anna Weber", &"A".repeat(name_max + 1));
    let cases = [
        (
            ROSTER.replace("Anna Weber", "Anna\u{0}Weber"),
            "roster-control-character",
        ),
        (
            ROSTER.replace("p3,", "p\u{1b}3,"),
            "roster-control-character",
        ),
        (long_name, "roster-too-long"),
        (
            ROSTER.replacen("player_id,name", "player_id,name,NAME", 1),
            "roster-duplicate-column",
        ),
        (ROSTER.replace(",p4,", ",,"), "roster-empty-field"),
    ];
    for (file, code) in cases {
        refused(desk.import_roster(&file, &stamp()), code, &[]);
        assert_eq!(snapshot(&desk), before, "{code} left something");
    }
    // The event's own export reads back to the same event.
    let export = desk.roster_file().unwrap();
    desk.import_roster(&export, &stamp()).unwrap();
    assert_eq!(desk.setup(), before.setup.as_ref());
}
