//! A payment in the standings' list of changes: the payer with all it pays and each payee with
//! what it receives, as the standings apply it (here a JSMA chombo paid by role, to the dealer
//! the referee named).

use chrono::Utc;
use tournament::standings::{record_scores, standings, TableScores};
mod common;

use common::record_now;
use ledger::Store;
use rulebook::{builtin_ruleset, SanctionKind, Value};
use std::collections::BTreeMap;
use tournament::{EventSetup, RulingDraft};

#[test]
fn a_chombo_paid_by_role_lists_the_payer_and_every_payee() {
    let setup: EventSetup = serde_json::from_str(
        r#"{"id":"e","name":"Riichi","ruleset":"jsma","referee":"r",
        "sessions":[{"id":"R1","name":"1","scheduledStart":"2026-11-22T09:00:00+09:00"}],
        "tables":[{"number":1,"seats":[{"seat":"E","playerId":"A"},{"seat":"S","playerId":"B"},{"seat":"W","playerId":"C"},{"seat":"N","playerId":"D"}]}],
        "players":[{"id":"A","name":"A"},{"id":"B","name":"B"},{"id":"C","name":"C"},{"id":"D","name":"D"}]}"#,
    )
    .unwrap();
    let c = builtin_ruleset("jsma").unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    let no = |q: &str| (q.to_string(), Value::Bool(false));
    let draft = RulingDraft {
        session: "R1".into(),
        table: Some(1),
        player: "D".into(),
        incident: "chombo".into(),
        answers: [
            no("offender_is_dealer"),
            no("intentional"),
            no("pao_liable"),
            ("dealer".to_string(), Value::Text("B".into())),
        ]
        .into(),
        ..RulingDraft::default()
    };
    record_now(&mut store, &c, None, &draft);
    let scores = TableScores {
        session: "R1".into(),
        table: 1,
        scores: [
            ("A", 45000.0),
            ("B", 32000.0),
            ("C", 20000.0),
            ("D", 23000.0),
        ]
        .iter()
        .map(|(p, v)| (p.to_string(), *v))
        .collect(),
        hands: vec![],
    };
    record_scores(&mut store, &setup, &c, &scores, "r", Utc::now(), 540).unwrap();

    let s = standings(&store, &setup, &c, "R1").unwrap();
    let table = &s.tables[0];
    let listed: BTreeMap<&str, f64> = table
        .adjustments
        .iter()
        .filter(|a| a.kind == SanctionKind::Pay)
        .map(|a| (a.player.as_str(), a.amount))
        .collect();
    // South deals this hand (East dealt first): 4,000 of the non-dealer's 8,000 to South, the
    // others 2,000 each.
    assert_eq!(
        listed,
        [("A", 2000.0), ("B", 4000.0), ("C", 2000.0), ("D", -8000.0)].into()
    );
    // The list says what the standings did.
    for row in &table.standings {
        assert_eq!(row.score + listed[row.player.as_str()], row.score_adjusted);
    }
}
