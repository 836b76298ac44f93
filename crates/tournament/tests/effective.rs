//! Voids and amendments take effect: a voided ruling costs nothing and no longer climbs the
//! warning ladder; an amended ruling counts with its new verdict; the log shows both, never
//! hides them. One head-referee device records everything here (its key sealed, as the
//! ledger requires for changes).

mod common;

use chrono::{Duration, Utc};
use ledger::changes::{decide_case, publish_referees, void};
use ledger::event::{instant, sign};
use ledger::roles::{Referee, RefereeList, Role, APPEAL_DECISION};
use ledger::{NewEvent, Problem, Stamp, Store, StoredEvent};
use rulebook::{builtin_ruleset, Catalogue, SanctionKind, Value};
use serde_json::json;
use std::collections::BTreeMap;
use tournament::changes::{amend, amend_ruling};
use tournament::effective::resolve;
use tournament::enrolment::Enrolment;
use tournament::standings::{record_scores, standings, TableScores};
use tournament::{log, record, Coded, Context, EventSetup, RulingDraft, TournamentError};

fn setup() -> EventSetup {
    serde_json::from_str(
        r#"{"id":"e","name":"Open","ruleset":"sbr-2025","referee":"r",
        "sessions":[{"id":"R1","name":"1","scheduledStart":"2026-11-22T09:00:00+08:00"}],
        "tables":[{"number":1,"seats":[{"seat":"E","playerId":"A"},{"seat":"S","playerId":"B"},{"seat":"W","playerId":"C"},{"seat":"N","playerId":"D"}]}],
        "players":[{"id":"A","name":"A"},{"id":"B","name":"B"},{"id":"C","name":"C"},{"id":"D","name":"D"}]}"#,
    )
    .unwrap()
}

struct Head {
    _dir: tempfile::TempDir,
    store: Store,
    catalogue: Catalogue,
    /// Each stamp one second after the last, so recorded order is well defined.
    clock: chrono::DateTime<Utc>,
}

impl Head {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(&dir.path().join("head.db")).unwrap();
        store.seal_key("head passphrase").unwrap();
        let device = store.identity().unwrap().device().to_string();
        let mut head = Head {
            _dir: dir,
            store,
            catalogue: builtin_ruleset("sbr-2025").unwrap(),
            clock: Utc::now(),
        };
        let list = RefereeList {
            referees: vec![Referee {
                device,
                role: Role::Head,
                name: "Head".into(),
            }],
            previous: None,
        };
        let s = head.stamp();
        publish_referees(&mut head.store, &s, "e", &list).unwrap();
        head
    }

    fn stamp(&mut self) -> Stamp<'static> {
        self.clock += Duration::seconds(1);
        Stamp {
            referee: "head",
            at: self.clock,
            utc_offset_minutes: 480,
        }
    }

    fn rule(&mut self, player: &str, incident: &str, minutes_late: Option<f64>) -> String {
        let answers: BTreeMap<String, Value> = minutes_late
            .map(|m| ("minutes_late".to_string(), Value::Number(m)))
            .into_iter()
            .collect();
        let draft = RulingDraft {
            session: "R1".into(),
            table: Some(1),
            player: player.into(),
            incident: incident.into(),
            answers,
            ..RulingDraft::default()
        };
        let s = self.stamp();
        let ctx = Context {
            catalogue: &self.catalogue,
            event: "e",
            session_start: None,
            hall_warnings: &[],
            event_version: None,
        };
        record(&mut self.store, &ctx, &s, &draft).unwrap().id
    }

    fn void(&mut self, target: &str, reason: &str) {
        let s = self.stamp();
        void(&mut self.store, &s, target, reason).unwrap();
    }

    fn amend(&mut self, target: &str, changes: serde_json::Value) -> Result<(), TournamentError> {
        let s = self.stamp();
        amend(&mut self.store, &s, target, "corrected", changes).map(|_| ())
    }

    /// The sanction kinds of the verdict the log shows for `id`.
    fn kinds(&self, id: &str) -> Vec<SanctionKind> {
        let entry = log(&self.store, None)
            .unwrap()
            .into_iter()
            .find(|e| e.id == id)
            .unwrap();
        entry.verdict.sanctions.iter().map(|s| s.kind).collect()
    }

    fn rank_points_total(&mut self, player: &str) -> f64 {
        let scores = TableScores {
            session: "R1".into(),
            table: 1,
            scores: [("A", 30.0), ("B", 10.0), ("C", -5.0), ("D", -35.0)]
                .iter()
                .map(|(p, v)| (p.to_string(), *v))
                .collect(),
            hands: vec![],
        };
        let (setup, at) = (setup(), self.stamp().at);
        record_scores(
            &mut self.store,
            &setup,
            &self.catalogue,
            &scores,
            "r",
            at,
            0,
        )
        .unwrap();
        let s = standings(&self.store, &setup, &self.catalogue, "R1").unwrap();
        s.totals
            .iter()
            .find(|t| t.player == player)
            .unwrap()
            .rank_points
    }
}

#[test]
fn a_voided_late_arrival_no_longer_costs_rank_points() {
    let mut head = Head::new();
    let late = head.rule("D", "late-arrival", Some(12.0));
    let with_it = head.rank_points_total("D");
    head.void(&late, "arrival time misread");
    let without_it = head.rank_points_total("D");
    // D is fourth either way (1 rank point); the late arrival took 1 off.
    assert_eq!(with_it, 0.0);
    assert_eq!(without_it, 1.0);
    let s = standings(&head.store, &setup(), &head.catalogue, "R1").unwrap();
    assert!(s.tables[0].adjustments.iter().all(|a| a.ruling != late));
}

#[test]
fn a_voided_warning_no_longer_makes_the_next_offence_a_second_one() {
    let mut head = Head::new();
    let first = head.rule("D", "early-draw", None);
    let second = head.rule("D", "early-draw", None);
    assert_eq!(head.kinds(&second), vec![SanctionKind::SeriousWarning]);
    head.void(&first, "it was B who drew early");
    let third = head.rule("D", "early-draw", None);
    // With the first struck, this is D's second standing offence, not the third.
    assert_eq!(head.kinds(&third), vec![SanctionKind::SeriousWarning]);
    head.void(&second, "the same mistake");
    let fourth = head.rule("D", "early-draw", None);
    assert_eq!(head.kinds(&fourth), vec![SanctionKind::SeriousWarning]);
    head.void(&third, "x");
    head.void(&fourth, "x");
    let fifth = head.rule("D", "early-draw", None);
    assert_eq!(head.kinds(&fifth), vec![SanctionKind::Warning]);
}

#[test]
fn the_log_shows_a_voided_ruling_struck_with_who_when_and_why() {
    let mut head = Head::new();
    let late = head.rule("D", "late-arrival", Some(7.0));
    head.void(&late, "arrival time misread");
    let entries = log(&head.store, None).unwrap();
    assert_eq!(entries.len(), 1, "a voided ruling is still in the log");
    let device = head.store.identity().unwrap().device().to_string();
    let e = &entries[0];
    assert_eq!(e.device, device);
    let v = e.voided.as_ref().expect("marked void");
    assert_eq!(
        (v.kind.as_str(), v.reason.as_str(), v.referee.as_str()),
        ("void", "arrival time misread", "head")
    );
    assert_eq!(v.device, device);
    assert!(v.recorded_at.ends_with("+08:00"));
    // The verdict as recorded is still there to read.
    assert_eq!(e.verdict.sanctions[0].kind, SanctionKind::RankPoints);
}

#[test]
fn an_amended_verdict_is_the_one_that_counts() {
    let mut head = Head::new();
    let late = head.rule("D", "late-arrival", Some(12.0));
    let before = head.rank_points_total("D");
    // The head referee finds D was 7 minutes late, not 12: half a rank point.
    let mut verdict = log(&head.store, None).unwrap()[0].verdict.clone();
    verdict.sanctions[0].amount = Some(-0.5);
    head.amend(
        &late,
        json!({"verdict": verdict, "answers": {"minutes_late": 7.0}}),
    )
    .unwrap();
    assert_eq!(before, 0.0);
    assert_eq!(head.rank_points_total("D"), 0.5);
    let entry = &log(&head.store, None).unwrap()[0];
    assert_eq!(entry.answers["minutes_late"], Value::Number(7.0));
    assert_eq!(entry.amendments.len(), 1);
    assert_eq!(entry.amendments[0].reason, "corrected");
    assert!(entry.voided.is_none());
}

#[test]
fn later_amendments_win_and_a_voided_amendment_no_longer_applies() {
    let mut head = Head::new();
    let ruling = head.rule("D", "late-arrival", Some(7.0));
    head.amend(&ruling, json!({"note": "first"})).unwrap();
    head.amend(&ruling, json!({"note": "second"})).unwrap();
    assert_eq!(log(&head.store, None).unwrap()[0].note, "second");
    let second = head
        .store
        .list(None)
        .unwrap()
        .into_iter()
        .rfind(|e| e.event.kind == "amend")
        .unwrap();
    head.void(&second.id, "wrong note");
    let entry = &log(&head.store, None).unwrap()[0];
    assert_eq!(entry.note, "first");
    assert_eq!(entry.amendments.len(), 1);
}

#[test]
fn an_amendment_that_cannot_apply_is_refused_and_nothing_is_signed() {
    let mut head = Head::new();
    let ruling = head.rule("D", "late-arrival", Some(7.0));
    let events = head.store.list(None).unwrap().len();
    for bad in [
        json!({"player": "A"}),
        json!({"verdict": 3}),
        json!("note"),
        json!({"note": 1}),
    ] {
        let err = head.amend(&ruling, bad.clone()).unwrap_err();
        assert!(
            matches!(err, TournamentError::BadAmendment { .. }),
            "{bad}: {err:?}"
        );
    }
    assert_eq!(head.store.list(None).unwrap().len(), events);
}

/// A ruling's standing changes on appeal only through a case (an `upheld` case strikes its
/// rulings: `tests/appeals.rs`). A committee decision naming a ruling itself is refused before it
/// is signed, refused by the head's import when signed behind the ledger's back, and strikes
/// nothing even where it sits in a list of events.
#[test]
fn a_decision_on_a_bare_ruling_is_refused_and_strikes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut head = Head::new();
    let mut committee = Store::open(&dir.path().join("appeals.db")).unwrap();
    committee.seal_key("appeals passphrase").unwrap();
    let appeals = committee.identity().unwrap().device().to_string();
    let me = head.store.identity().unwrap().device().to_string();
    let list = RefereeList {
        referees: vec![
            Referee {
                device: me,
                role: Role::Head,
                name: "Head".into(),
            },
            Referee {
                device: appeals.clone(),
                role: Role::Appeals,
                name: "Committee".into(),
            },
        ],
        previous: None,
    };
    let s = head.stamp();
    let authority = publish_referees(&mut head.store, &s, "e", &list)
        .unwrap()
        .id;
    let ruling = head.rule("D", "late-arrival", Some(7.0));
    let arrival = tournament::arrival::Arrival::builtin();
    committee
        .import(&head.store.signed_events().unwrap(), arrival)
        .unwrap();

    let before = committee.signed_events().unwrap();
    let s = head.stamp();
    let err = decide_case(
        &mut committee,
        &s,
        &ruling,
        "upheld",
        "clock wrong",
        Role::Appeals,
    )
    .unwrap_err();
    assert_eq!(err.code(), "decision-not-on-case");
    assert_eq!(committee.signed_events().unwrap(), before, "nothing signed");

    // The same decision signed with the committee's key behind the ledger's back, and sent to
    // the head referee: the bundle is refused whole.
    let at = head.stamp().at;
    let e = NewEvent {
        kind: APPEAL_DECISION.into(),
        recorded_at: at,
        body: json!({"target": ruling, "authority": authority, "decision": "upheld",
                     "reason": "clock wrong", "heard_as": "appeals"}),
        ..committee.event_by_id(&ruling).unwrap().unwrap().event
    };
    let id = uuid::Uuid::now_v7().to_string();
    // The committee's first event of its own.
    let forged = sign(
        committee.identity().unwrap(),
        &id,
        1,
        None,
        &instant(&at),
        &e,
    );
    let mut bundle = before.clone();
    bundle.push(forged);
    ledger::bundle::sort(&mut bundle);
    let held = head.store.signed_events().unwrap();
    let problems = head
        .store
        .import_or_problems(
            &ledger::bundle::Bundle {
                events: bundle,
                photos: Vec::new(),
            },
            arrival,
        )
        .unwrap()
        .expect_err("refused");
    assert!(
        problems.contains(&Problem::DecisionNotOnCase {
            id: id.clone(),
            target: ruling.clone(),
        }),
        "{problems:?}"
    );
    assert_eq!(head.store.signed_events().unwrap(), held, "nothing kept");
    let resolved = resolve(head.store.list(None).unwrap(), &Enrolment::everyone()).unwrap();
    assert!(resolved
        .iter()
        .find(|r| r.event.id == ruling)
        .unwrap()
        .stands());

    // Even read beside the ruling (as a record from before the rule would hold it), neither an
    // upheld decision on the ruling nor the old `overturned` strikes it.
    for decision in ["upheld", "overturned"] {
        let mut events = head.store.list(None).unwrap();
        let mut event = e.clone();
        event.body["decision"] = decision.into();
        events.push(StoredEvent {
            id: id.clone(),
            seq: events.len() as i64 + 1,
            device: appeals.clone(),
            event,
        });
        let resolved = resolve(events, &Enrolment::everyone()).unwrap();
        let r = resolved.iter().find(|r| r.event.id == ruling).unwrap();
        assert!(r.stands(), "{decision}");
    }
}

#[test]
fn a_rulings_history_is_every_change_naming_it_oldest_first_a_withdrawn_amendment_marked() {
    let mut head = Head::new();
    let ruling = head.rule("A", "late-arrival", Some(7.0));
    let other = head.rule("B", "late-arrival", Some(7.0));
    head.amend(&ruling, json!({"note": "first"})).unwrap();
    head.amend(&ruling, json!({"note": "second"})).unwrap();
    head.amend(&other, json!({"note": "not this one"})).unwrap();
    let steps = tournament::history::history(&head.store, &ruling).unwrap();
    let second = steps[2].mark.id.clone();
    head.void(&second, "typed on the wrong ruling");
    head.void(&ruling, "recorded twice");
    let steps = tournament::history::history(&head.store, &ruling).unwrap();
    let summary: Vec<(&str, &str, bool)> = steps
        .iter()
        .map(|s| (s.mark.kind.as_str(), s.mark.reason.as_str(), s.withdrawn))
        .collect();
    assert_eq!(
        summary,
        [
            ("ruling", "", false),
            ("amend", "corrected", false),
            ("amend", "corrected", true),
            ("void", "recorded twice", false),
        ]
    );
    assert!(steps
        .windows(2)
        .all(|w| w[0].mark.recorded_at <= w[1].mark.recorded_at));
    assert!(tournament::history::history(&head.store, "no-such-ruling")
        .unwrap()
        .is_empty());
}

/// The same events resolve the same whatever order they arrived in.
#[test]
fn resolution_does_not_depend_on_arrival_order() {
    let mut head = Head::new();
    let a = head.rule("D", "early-draw", None);
    let b = head.rule("C", "late-arrival", Some(7.0));
    head.amend(&b, json!({"note": "one"})).unwrap();
    head.void(&a, "x");
    head.amend(&b, json!({"note": "two"})).unwrap();
    let events = head.store.list(None).unwrap();
    let summary = |events: Vec<ledger::StoredEvent>| {
        let mut out: Vec<(String, bool, String, usize)> = resolve(events, &Enrolment::everyone())
            .unwrap()
            .into_iter()
            .map(|r| {
                let n = r.amendments.len();
                (r.event.id.clone(), r.stands(), r.body.note, n)
            })
            .collect();
        out.sort();
        out
    };
    let expected = summary(events.clone());
    assert_eq!(expected.iter().filter(|r| !r.1).count(), 1);
    let mut rng = 0x2545_f491_u64;
    for _ in 0..50 {
        let mut shuffled = events.clone();
        for i in (1..shuffled.len()).rev() {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            shuffled.swap(i, (rng % (i as u64 + 1)) as usize);
        }
        assert_eq!(summary(shuffled), expected);
    }
}

/// An amendment made from corrected answers: the engine decides again, escalating from the
/// player's rulings recorded before the one amended (not after it), and who, where and what
/// stay as recorded.
#[test]
fn an_amendment_is_decided_again_from_corrected_answers_and_what_came_before() {
    let mut head = Head::new();
    let first = head.rule("A", "early-draw", None);
    let second = head.rule("A", "early-draw", None);
    assert_eq!(head.kinds(&second), vec![SanctionKind::SeriousWarning]);
    let draft = |player: &str, incident: &str, answers: &[(&str, Value)]| RulingDraft {
        note: "seen from the side".into(),
        ..common::draft(player, incident, answers)
    };
    let amend_with = |head: &mut Head, target: &str, d: &RulingDraft, reason: &str| {
        let s = head.stamp();
        let ctx = Context {
            catalogue: &head.catalogue,
            event: "e",
            session_start: None,
            hall_warnings: &[],
            event_version: None,
        };
        amend_ruling(&mut head.store, &ctx, &s, target, d, reason)
    };
    // Decided again, the first early draw is still A's first: a warning, not a third offence.
    let amended = amend_with(
        &mut head,
        &first,
        &draft("A", "early-draw", &[]),
        "note added",
    )
    .unwrap();
    assert_eq!(amended.verdict.sanctions[0].kind, SanctionKind::Warning);
    let entry = log(&head.store, None)
        .unwrap()
        .into_iter()
        .find(|e| e.id == first)
        .unwrap();
    assert_eq!(entry.note, "seen from the side");
    assert_eq!(entry.amendments.len(), 1);

    // Corrected answers give the rulebook's verdict for them.
    let tiles = head.rule("B", "wrong-tile-count", None);
    let d = draft(
        "B",
        "wrong-tile-count",
        &[("intentional", Value::Bool(false))],
    );
    amend_with(&mut head, &tiles, &d, "the referee asked").unwrap();
    assert_eq!(head.kinds(&tiles), vec![SanctionKind::DeadHand]);
    let d = draft(
        "B",
        "wrong-tile-count",
        &[("intentional", Value::Bool(true))],
    );
    amend_with(&mut head, &tiles, &d, "the player admitted it").unwrap();
    assert_eq!(head.kinds(&tiles), vec![SanctionKind::ForfeitSession]);

    // Who and what are not amendable; nothing is signed for a refusal.
    let before = head.store.signed_events().unwrap().len();
    let other = draft(
        "C",
        "wrong-tile-count",
        &[("intentional", Value::Bool(true))],
    );
    let err = amend_with(&mut head, &tiles, &other, "wrong player").unwrap_err();
    assert_eq!(
        (err.code(), err.args()["detail"].as_str()),
        ("bad-amendment", "player")
    );
    let wrong = draft("B", "late-arrival", &[("minutes_late", Value::Number(3.0))]);
    assert_eq!(
        amend_with(&mut head, &tiles, &wrong, "x")
            .unwrap_err()
            .args()["detail"],
        "incident"
    );
    let d = draft(
        "B",
        "wrong-tile-count",
        &[("intentional", Value::Bool(false))],
    );
    assert_eq!(
        amend_with(&mut head, &tiles, &d, " ").unwrap_err().code(),
        "amend-needs-reason"
    );
    assert_eq!(
        amend_with(&mut head, "no-such", &d, "x")
            .unwrap_err()
            .code(),
        "bad-amendment"
    );
    assert_eq!(head.store.signed_events().unwrap().len(), before);
}

#[test]
fn an_amended_verdict_decided_as_no_incident_of_the_ruling_is_refused_and_never_counts() {
    let mut head = Head::new();
    let late = head.rule("D", "late-arrival", Some(12.0));
    let recorded = log(&head.store, None).unwrap()[0].verdict.clone();
    // Through this device: refused before it is signed.
    for decided in ["no-such-incident", "late-arrival"] {
        let mut verdict = recorded.clone();
        verdict.decided_as = Some(decided.into());
        let err = head
            .amend(&late, json!({ "verdict": verdict }))
            .unwrap_err();
        assert_eq!(err.code(), "bad-amendment", "{decided}");
    }
    // Signed elsewhere (the ledger's own amendment, without the check): it arrives, and
    // changes nothing.
    let mut verdict = recorded.clone();
    verdict.decided_as = Some("no-such-incident".into());
    verdict.sanctions.clear();
    let s = head.stamp();
    ledger::changes::amend(
        &mut head.store,
        &s,
        &late,
        "renamed",
        json!({ "verdict": verdict }),
    )
    .unwrap();
    let entry = &log(&head.store, None).unwrap()[0];
    assert_eq!(entry.verdict.decided_as, None);
    assert_eq!(entry.verdict.sanctions, recorded.sanctions);
    assert!(entry.amendments.is_empty());
}
