//! A 2V2 duplicate (复式) event from the record: teams and a match in the setup, hand-by-hand
//! scores for the open and the closed room, rulings with their hands, and the match scored by
//! IMP. The figures are those worked out by hand in `rulebook/tests/scenarios/sbr-2025-2v2-6`.

use chrono::Utc;
use tournament::duplicate::preset_answers;
use tournament::standings::{record_scores, standings, SessionStandings, TableScores};
mod common;

use common::record_now;
use ledger::Store;
use rulebook::{builtin_ruleset, Catalogue, Value};
use std::collections::BTreeMap;
use tournament::{Coded, EventSetup, RulingDraft, TournamentError};

/// Open room (table 1): X's A–C East–West, Y's E–F South–North; closed room (table 2): Y's G–H
/// East–West, X's B–D South–North.
fn setup() -> EventSetup {
    serde_json::from_str(
        r#"{"id":"e","name":"Doubles","ruleset":"sbr-2025-2v2","referee":"r",
        "sessions":[{"id":"R1","name":"1","scheduledStart":"2026-11-22T09:00:00+08:00"}],
        "tables":[
          {"number":1,"seats":[{"seat":"E","playerId":"A"},{"seat":"S","playerId":"E"},{"seat":"W","playerId":"C"},{"seat":"N","playerId":"F"}]},
          {"number":2,"seats":[{"seat":"E","playerId":"G"},{"seat":"S","playerId":"B"},{"seat":"W","playerId":"H"},{"seat":"N","playerId":"D"}]}],
        "players":[{"id":"A","name":"A"},{"id":"B","name":"B"},{"id":"C","name":"C"},{"id":"D","name":"D"},
                   {"id":"E","name":"E"},{"id":"F","name":"F"},{"id":"G","name":"G"},{"id":"H","name":"H"}],
        "teams":[{"id":"X","name":"Team X","players":["A","B","C","D"]},
                 {"id":"Y","name":"Team Y","players":["E","F","G","H"]}],
        "matches":[{"id":"M1","tables":[1,2]}]}"#,
    )
    .unwrap()
}

fn hands(table: u32, rows: &[[(&str, f64); 4]]) -> TableScores {
    let hands: Vec<BTreeMap<String, f64>> = rows
        .iter()
        .map(|r| r.iter().map(|(p, v)| (p.to_string(), *v)).collect())
        .collect();
    let mut scores = BTreeMap::new();
    for h in &hands {
        for (p, v) in h {
            *scores.entry(p.clone()).or_insert(0.0) += v;
        }
    }
    TableScores {
        session: "R1".into(),
        table,
        scores,
        hands,
    }
}

fn open_room() -> TableScores {
    hands(
        1,
        &[
            [("A", 12.0), ("E", -6.0), ("C", 0.0), ("F", -6.0)],
            [("A", -2.0), ("E", 10.0), ("C", -4.0), ("F", -4.0)],
            [("A", 0.0), ("E", 6.0), ("C", -6.0), ("F", 0.0)],
        ],
    )
}

fn closed_room() -> TableScores {
    hands(
        2,
        &[
            [("G", 4.0), ("B", -2.0), ("H", 0.0), ("D", -2.0)],
            [("G", -16.0), ("B", 8.0), ("H", 0.0), ("D", 8.0)],
            [("G", 0.0), ("B", 0.0), ("H", 0.0), ("D", 0.0)],
        ],
    )
}

fn rule(store: &mut Store, setup: &EventSetup, c: &Catalogue, draft: RulingDraft) {
    let start = chrono::DateTime::parse_from_rfc3339("2026-11-22T09:00:00+08:00").unwrap();
    record_now(
        store,
        c,
        Some(start),
        &preset_answers(Some(setup), c, &draft),
    );
}

fn scores(store: &mut Store, setup: &EventSetup, c: &Catalogue, entry: &TableScores) {
    record_scores(store, setup, c, entry, "r", Utc::now(), 480).unwrap();
}

fn team<'a>(s: &'a SessionStandings, id: &str) -> &'a tournament::duplicate::MatchRow {
    s.matches.iter().find(|m| m.team == id).unwrap()
}

#[test]
fn a_match_is_scored_by_imp_from_both_rooms_and_survives_a_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("log.db");
    let (setup, c) = (setup(), builtin_ruleset("sbr-2025-2v2").unwrap());
    setup.validate(&["sbr-2025-2v2".into()], Some(&c)).unwrap();
    let mut store = Store::open(&path).unwrap();
    // F is 8 minutes late to the open room: at a match table `scoring` is IMP without asking.
    rule(
        &mut store,
        &setup,
        &c,
        RulingDraft {
            session: "R1".into(),
            table: Some(1),
            hand: Some(1),
            player: "F".into(),
            incident: "late-arrival".into(),
            answers: [
                ("minutes_late".to_string(), Value::Number(8.0)),
                ("boards_cancelled".to_string(), Value::Number(0.0)),
            ]
            .into(),
            ..RulingDraft::default()
        },
    );
    // G's 诈和 in the closed room's hand 2: 24 off G, credited to B–D.
    rule(
        &mut store,
        &setup,
        &c,
        RulingDraft {
            session: "R1".into(),
            table: Some(2),
            hand: Some(2),
            player: "G".into(),
            incident: "false-win".into(),
            ..RulingDraft::default()
        },
    );
    scores(&mut store, &setup, &c, &open_room());
    let half = standings(&store, &setup, &c, "R1").unwrap();
    assert!(half.matches.is_empty(), "one room scored: no match yet");
    scores(&mut store, &setup, &c, &closed_room());
    drop(store);

    let store = Store::open(&path).unwrap();
    let s = standings(&store, &setup, &c, "R1").unwrap();
    let (x, y) = (team(&s, "X"), team(&s, "Y"));
    assert_eq!(x.differences, [8.0, 34.0, 0.0]);
    assert_eq!(x.imps, [3.0, 9.0, 0.0]);
    assert_eq!(y.imps, [0.0, 0.0, 3.0]);
    assert_eq!(
        (x.imp_total, y.imp_sanctions, y.imp_total),
        (12.0, -2.0, 1.0)
    );
    assert!(x.won && !y.won);
    let closed = s.tables.iter().find(|t| t.table == 2).unwrap();
    let adjusted: BTreeMap<&str, f64> = closed
        .standings
        .iter()
        .map(|r| (r.player.as_str(), r.score_adjusted))
        .collect();
    assert_eq!(
        adjusted,
        [("B", 18.0), ("D", 18.0), ("G", -36.0), ("H", 0.0)].into()
    );
    assert_eq!(closed.hands.len(), 3, "the hands come back as entered");
    let ranks: Vec<(&str, usize, usize)> = s
        .team_totals
        .iter()
        .map(|t| (t.team.as_str(), t.rank, t.wins))
        .collect();
    assert_eq!(ranks, [("X", 1, 1), ("Y", 2, 0)]);
}

#[test]
fn a_match_table_needs_its_hands_and_the_hands_must_add_up() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    let (setup, c) = (setup(), builtin_ruleset("sbr-2025-2v2").unwrap());
    let mut totals_only = open_room();
    totals_only.hands.clear();
    let err = record_scores(&mut store, &setup, &c, &totals_only, "r", Utc::now(), 0);
    assert_eq!(err.unwrap_err().code(), "hands-needed");
    let mut wrong_sum = open_room();
    wrong_sum.scores.insert("A".into(), 11.0);
    let err = record_scores(&mut store, &setup, &c, &wrong_sum, "r", Utc::now(), 0);
    assert_eq!(err.unwrap_err().code(), "hands-disagree");
    let mut missing = open_room();
    missing.hands[1].remove("C");
    let err = record_scores(&mut store, &setup, &c, &missing, "r", Utc::now(), 0);
    let err = err.unwrap_err();
    assert_eq!(err.code(), "missing-hand-score");
    assert_eq!(err.args()["hand"], "2");
    let s = standings(&store, &setup, &c, "R1").unwrap();
    assert!(s.tables.iter().all(|t| !t.scored), "nothing was recorded");
}

fn refused(setup: &EventSetup, ruleset: &str) -> String {
    let c = builtin_ruleset(ruleset).unwrap();
    let known = [ruleset.to_string()];
    let err: TournamentError = setup.validate(&known, Some(&c)).unwrap_err();
    err.code().to_string()
}

#[test]
fn a_setup_that_cannot_be_a_duplicate_match_is_refused_with_its_reason() {
    let mut s = setup();
    s.ruleset = "sbr-2025".into();
    assert_eq!(refused(&s, "sbr-2025"), "ruleset-not-duplicate");

    let mut s = setup();
    s.matches[0].tables = vec![1];
    assert_eq!(refused(&s, "sbr-2025-2v2"), "match-needs-two-tables");

    let mut s = setup();
    s.teams[1].players.push("A".into());
    assert_eq!(refused(&s, "sbr-2025-2v2"), "player-in-two-teams");

    // Partners side by side instead of opposite.
    let mut s = setup();
    s.teams[0].players = vec!["A".into(), "E".into(), "B".into(), "D".into()];
    s.teams[1].players = vec!["C".into(), "F".into(), "G".into(), "H".into()];
    assert_eq!(refused(&s, "sbr-2025-2v2"), "table-not-two-pairs");

    let mut s = setup();
    s.teams[1].players.retain(|p| p != "H");
    assert_eq!(refused(&s, "sbr-2025-2v2"), "player-without-team");

    let mut s = setup();
    s.teams[0].name = " ".into();
    assert_eq!(refused(&s, "sbr-2025-2v2"), "empty-team-name");
}

#[test]
fn scoring_is_preset_only_where_the_setup_knows_it() {
    let (mut setup, c) = (setup(), builtin_ruleset("sbr-2025-2v2").unwrap());
    let draft = |table: Option<u32>| RulingDraft {
        session: "R1".into(),
        table,
        player: "A".into(),
        incident: "wrong-seat".into(),
        ..RulingDraft::default()
    };
    let scoring = |setup: &EventSetup, table| {
        preset_answers(Some(setup), &c, &draft(table))
            .answers
            .get("scoring")
            .cloned()
    };
    assert_eq!(scoring(&setup, Some(1)), Some(Value::Text("imp".into())));
    setup.matches.clear();
    assert_eq!(
        scoring(&setup, Some(1)),
        Some(Value::Text("rank-points".into())),
        "a table outside any match is scored by 盘分"
    );
    let given = RulingDraft {
        answers: [("scoring".to_string(), Value::Text("rank-points".into()))].into(),
        ..draft(Some(1))
    };
    let kept = preset_answers(Some(&self::setup()), &c, &given);
    assert_eq!(
        kept.answers["scoring"],
        Value::Text("rank-points".into()),
        "an answer given stands"
    );
}

#[test]
fn totals_entered_before_the_tables_became_a_match_are_not_scored_as_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    let c = builtin_ruleset("sbr-2025-2v2").unwrap();
    let mut before = setup();
    before.matches.clear();
    for room in [open_room(), closed_room()] {
        let totals = TableScores {
            hands: vec![],
            ..room
        };
        scores(&mut store, &before, &c, &totals);
    }
    let after = setup();
    let s = standings(&store, &after, &c, "R1").unwrap();
    assert!(s.matches.is_empty(), "no hands, no match result");
    assert!(s.tables.iter().all(|t| t.scored), "the totals still stand");
    scores(&mut store, &after, &c, &open_room());
    scores(&mut store, &after, &c, &closed_room());
    let s = standings(&store, &after, &c, "R1").unwrap();
    assert_eq!(
        team(&s, "X").imps,
        [3.0, 4.0, 0.0],
        "no rulings here: h2 is 10 → 4 IMP"
    );
}

#[test]
fn a_matchs_teams_come_from_its_seating_with_their_names_kept() {
    // Open room: A–C East–West, E–F South–North; closed room: G–H East–West, B–D South–North.
    let mut s = setup();
    s.teams = vec![tournament::setup::TeamDef {
        id: "M1-2".into(),
        name: "Blue".into(),
        players: vec![],
    }];
    let teams = s.teams_of_matches();
    let got: Vec<(&str, &str, Vec<&str>)> = teams
        .iter()
        .map(|t| {
            let players = t.players.iter().map(String::as_str).collect();
            (t.id.as_str(), t.name.as_str(), players)
        })
        .collect();
    assert_eq!(
        got,
        [
            ("M1-1", "", vec!["A", "C", "B", "D"]),
            ("M1-2", "Blue", vec!["E", "F", "G", "H"]),
        ]
    );
    // Named, they are what a duplicate event needs.
    s.teams = teams;
    s.teams[0].name = "Red".into();
    let c = builtin_ruleset("sbr-2025-2v2").unwrap();
    s.validate(&["sbr-2025-2v2".into()], Some(&c)).unwrap();
    // No matches, no teams.
    s.matches.clear();
    assert!(s.teams_of_matches().is_empty());
}
