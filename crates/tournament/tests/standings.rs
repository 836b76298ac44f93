//! Standings from the record: entered scores, the session's rulings applied, each change named
//! with its ruling; a corrected entry replaces the earlier one without erasing it.

use chrono::Utc;
use ledger::{Stamp, Store};
use rulebook::{builtin_ruleset, SanctionKind, Value};
use std::collections::BTreeMap;
use tournament::standings::{record_scores, standings, TableScores};
use tournament::{record, Coded, Context, EventSetup, RulingDraft};

fn setup() -> EventSetup {
    serde_json::from_str(
        r#"{"id":"e","name":"Open","ruleset":"sbr-2025","referee":"r",
        "sessions":[{"id":"R1","name":"1","scheduledStart":"2026-11-22T09:00:00+08:00"},
                    {"id":"R2","name":"2","scheduledStart":"2026-11-22T14:00:00+08:00"}],
        "tables":[{"number":1,"seats":[{"seat":"E","playerId":"A"},{"seat":"S","playerId":"B"},{"seat":"W","playerId":"C"},{"seat":"N","playerId":"D"}]}],
        "players":[{"id":"A","name":"A"},{"id":"B","name":"B"},{"id":"C","name":"C"},{"id":"D","name":"D"}]}"#,
    )
    .unwrap()
}

fn scores(session: &str, values: [f64; 4]) -> TableScores {
    TableScores {
        session: session.into(),
        table: 1,
        scores: ["A", "B", "C", "D"]
            .iter()
            .map(|p| p.to_string())
            .zip(values)
            .collect(),
        hands: vec![],
    }
}

/// Enters a table's scores now, as the head referee's device.
fn enter(store: &mut Store, setup: &EventSetup, c: &rulebook::Catalogue, entry: &TableScores) {
    record_scores(store, setup, c, entry, "r", Utc::now(), 0).unwrap();
}

#[test]
fn standings_apply_the_logged_sanctions_and_name_them() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    let (setup, c) = (setup(), builtin_ruleset("sbr-2025").unwrap());
    let start = chrono::DateTime::parse_from_rfc3339("2026-11-22T09:00:00+08:00").unwrap();
    let ctx = Context {
        catalogue: &c,
        event: "e",
        session_start: Some(start),
        hall_warnings: &[],
        event_version: None,
    };
    let stamp = Stamp {
        referee: "r",
        at: Utc::now(),
        utc_offset_minutes: 480,
    };
    let draft = |player: &str, incident: &str, answers: BTreeMap<String, Value>| RulingDraft {
        session: "R1".into(),
        table: Some(1),
        player: player.into(),
        incident: incident.into(),
        answers,
        ..RulingDraft::default()
    };
    let late = record(
        &mut store,
        &ctx,
        &stamp,
        &draft(
            "D",
            "late-arrival",
            [("minutes_late".to_string(), Value::Number(7.0))].into(),
        ),
    )
    .unwrap();
    let false_win = record(
        &mut store,
        &ctx,
        &stamp,
        &draft("B", "false-win", BTreeMap::new()),
    )
    .unwrap();

    // Not scored yet: nothing ranked, the adjustments already listed.
    let before = standings(&store, &setup, &c, "R1").unwrap();
    assert!(!before.tables[0].scored);
    assert!(before.tables[0].standings.is_empty());
    assert_eq!(before.tables[0].adjustments.len(), 2);

    record_scores(
        &mut store,
        &setup,
        &c,
        &scores("R1", [30.0, 10.0, -5.0, -35.0]),
        "r",
        Utc::now(),
        480,
    )
    .unwrap();
    // A correction: B's score was 20, C's -15.
    record_scores(
        &mut store,
        &setup,
        &c,
        &scores("R1", [30.0, 20.0, -15.0, -35.0]),
        "r",
        Utc::now(),
        480,
    )
    .unwrap();
    let s = standings(&store, &setup, &c, "R1").unwrap();
    let t = &s.tables[0];
    let row = |p: &str| t.standings.iter().find(|r| r.player == p).unwrap().clone();
    assert_eq!(
        (row("B").score, row("B").score_adjusted, row("B").rank),
        (20.0, -4.0, 2)
    );
    assert_eq!((row("C").rank, row("C").rank_points), (3, 2.0));
    let adj: Vec<_> = t
        .adjustments
        .iter()
        .map(|a| (a.player.as_str(), a.kind, a.amount, a.ruling.as_str()))
        .collect();
    assert!(adj.contains(&("D", SanctionKind::RankPoints, -0.5, late.id.as_str())));
    assert!(adj.contains(&("B", SanctionKind::Score, -24.0, false_win.id.as_str())));
    let total = |p: &str| s.totals.iter().find(|t| t.player == p).unwrap().rank_points;
    assert_eq!(total("D"), 1.0 - 0.5);
    // The table says what the totals count: D's place is worth 1, the late arrival takes 0.5.
    assert_eq!(
        (row("D").rank_points, row("D").rank_points_adjusted),
        (1.0, 0.5)
    );
    let d = s.totals.iter().find(|t| t.player == "D").unwrap();
    let named: Vec<_> = d
        .sanctions
        .iter()
        .map(|a| (a.ruling.as_str(), a.amount))
        .collect();
    assert_eq!(named, [(late.id.as_str(), -0.5)]);

    // A second session adds to the totals.
    record_scores(
        &mut store,
        &setup,
        &c,
        &scores("R2", [-10.0, 0.0, 0.0, 10.0]),
        "r",
        Utc::now(),
        480,
    )
    .unwrap();
    let s2 = standings(&store, &setup, &c, "R2").unwrap();
    let total2 = |p: &str| {
        s2.totals
            .iter()
            .find(|t| t.player == p)
            .unwrap()
            .rank_points
    };
    assert_eq!(total2("D"), 0.5 + 4.0);
    assert_eq!(total2("B"), 3.0 + 2.5);
    // Two derivations, one sum: each total is its tables' points after sanctions, and what it
    // names as sanctions is the difference; best placed first.
    for t in &s2.totals {
        let rows: Vec<_> = [&s, &s2]
            .iter()
            .flat_map(|v| v.tables.iter().flat_map(|x| &x.standings))
            .filter(|r| r.player == t.player)
            .collect();
        let adjusted: f64 = rows.iter().map(|r| r.rank_points_adjusted).sum();
        let placed: f64 = rows.iter().map(|r| r.rank_points).sum();
        let named: f64 = t.sanctions.iter().map(|a| a.amount).sum();
        assert_eq!(t.rank_points, adjusted, "{}", t.player);
        assert_eq!(named, adjusted - placed, "{}", t.player);
    }
    assert!(s2.totals.windows(2).all(|w| w[0].rank <= w[1].rank));

    // Both score entries stay on record.
    let kinds: Vec<String> = store
        .list(None)
        .unwrap()
        .into_iter()
        .map(|e| e.event.kind)
        .collect();
    assert_eq!(kinds.iter().filter(|k| *k == "scores").count(), 3);
}

#[test]
fn scores_must_cover_every_seated_player() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    let (setup, c) = (setup(), builtin_ruleset("sbr-2025").unwrap());
    let mut partial = scores("R1", [1.0, 2.0, 3.0, 4.0]);
    partial.scores.remove("C");
    let err = record_scores(&mut store, &setup, &c, &partial, "r", Utc::now(), 0).unwrap_err();
    assert_eq!(
        (err.code(), err.args()["player"].as_str()),
        ("missing-score", "C")
    );
    let mut nowhere = scores("R1", [1.0, 2.0, 3.0, 4.0]);
    nowhere.table = 9;
    assert_eq!(
        record_scores(&mut store, &setup, &c, &nowhere, "r", Utc::now(), 0)
            .unwrap_err()
            .code(),
        "unknown-table"
    );
    assert!(store.list(None).unwrap().is_empty());
}

#[test]
fn a_stand_in_places_the_others_at_the_table_but_is_not_ranked_in_the_event() {
    use tournament::setup::{SeatRole, Seating};
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    let c = builtin_ruleset("sbr-2025").unwrap();
    let mut setup = setup();
    // In R1, D plays as a stand-in (陪打); in R2 the event's own seating, D a player.
    let mut table = setup.tables[0].clone();
    table.seats[3].role = SeatRole::StandIn;
    setup.seating = Some(vec![Seating {
        session: "R1".into(),
        tables: vec![table],
    }]);
    // D has the best score of R1.
    enter(
        &mut store,
        &setup,
        &c,
        &scores("R1", [30.0, 20.0, 10.0, 40.0]),
    );
    let r1 = standings(&store, &setup, &c, "R1").unwrap();
    let at_table = |player: &str| {
        r1.tables[0]
            .standings
            .iter()
            .find(|s| s.player == player)
            .map(|s| s.rank)
    };
    // The stand-in places at the table, so A is second there…
    assert_eq!(at_table("D"), Some(1));
    assert_eq!(at_table("A"), Some(2));
    // …but the event ranks only its players.
    let ranked: Vec<(&str, usize)> = r1
        .totals
        .iter()
        .map(|t| (t.player.as_str(), t.rank))
        .collect();
    assert_eq!(ranked.len(), 3, "{ranked:?}");
    assert!(ranked.iter().all(|(p, _)| *p != "D"), "{ranked:?}");
    assert_eq!(ranked.iter().find(|(p, _)| *p == "A").unwrap().1, 1);
    // Seated as a player in R2, D is ranked from then on, with R2's result only.
    enter(
        &mut store,
        &setup,
        &c,
        &scores("R2", [10.0, 20.0, 30.0, 40.0]),
    );
    let r2 = standings(&store, &setup, &c, "R2").unwrap();
    assert_eq!(r2.totals.len(), 4);
}

#[test]
fn a_substitute_plays_for_the_player_replaced_whose_totals_carry_the_result() {
    use tournament::setup::{PlayerDef, SeatRole, Seating};
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    let c = builtin_ruleset("sbr-2025").unwrap();
    let mut setup = setup();
    setup.players.push(PlayerDef {
        id: "X".into(),
        name: "X".into(),
    });
    // In R1, X sits in D's seat as D's substitute (替补); in R2 D is back.
    let mut table = setup.tables[0].clone();
    table.seats[3].player_id = "X".into();
    table.seats[3].role = SeatRole::Substitute;
    table.seats[3].replaces = Some("D".into());
    setup.seating = Some(vec![Seating {
        session: "R1".into(),
        tables: vec![table],
    }]);
    setup.validate(&["sbr-2025".into()], Some(&c)).unwrap();
    let r1_scores = TableScores {
        scores: [("A", 30.0), ("B", 20.0), ("C", 10.0), ("X", 40.0)]
            .iter()
            .map(|(p, v)| (p.to_string(), *v))
            .collect(),
        ..scores("R1", [0.0; 4])
    };
    enter(&mut store, &setup, &c, &r1_scores);
    enter(
        &mut store,
        &setup,
        &c,
        &scores("R2", [10.0, 20.0, 30.0, 40.0]),
    );
    let r1 = standings(&store, &setup, &c, "R1").unwrap();
    // At the table, the one who sat there.
    assert!(r1.tables[0].standings.iter().any(|s| s.player == "X"));
    // In the event, D: first place in R1 (X's 40) and first in R2, no row for X.
    let r2 = standings(&store, &setup, &c, "R2").unwrap();
    let total = |p: &str| r2.totals.iter().find(|t| t.player == p).cloned();
    assert!(total("X").is_none(), "{:?}", r2.totals);
    let d = total("D").unwrap();
    assert_eq!(d.score, 80.0);
    assert_eq!(d.substitutes.len(), 1);
    assert_eq!(
        (
            d.substitutes[0].session.as_str(),
            d.substitutes[0].substitute.as_str()
        ),
        ("R1", "X")
    );
    assert!(total("A").unwrap().substitutes.is_empty());
    assert_eq!(d.rank, 1);
    assert_eq!(r2.totals.len(), 4);
}

#[test]
fn a_substitute_replaces_one_absent_roster_player() {
    use tournament::setup::{SeatRole, Seating};
    let c = builtin_ruleset("sbr-2025").unwrap();
    let known = ["sbr-2025".to_string()];
    let seated = |mutate: &dyn Fn(&mut tournament::setup::TableDef)| {
        let mut setup = setup();
        let mut table = setup.tables[0].clone();
        mutate(&mut table);
        setup.seating = Some(vec![Seating {
            session: "R1".into(),
            tables: vec![table],
        }]);
        setup.validate(&known, Some(&c)).map_err(|e| e.code())
    };
    // Replacing someone without being a substitute.
    let code = seated(&|t| t.seats[3].replaces = Some("A".into()));
    assert_eq!(code, Err("replaces-not-a-substitute"));
    // Replacing a player who has a seat in the session (here, themselves).
    let code = seated(&|t| {
        t.seats[3].role = SeatRole::Substitute;
        t.seats[3].replaces = Some("A".into());
    });
    assert_eq!(code, Err("replaced-is-seated"));
    // Replacing nobody of the roster.
    let code = seated(&|t| {
        t.seats[3].role = SeatRole::Substitute;
        t.seats[3].replaces = Some("nobody".into());
    });
    assert_eq!(code, Err("unknown-player"));
}
