//! Every action × every role: only the head referee publishes the referee list, voids and
//! amends; only the appeals committee decides an appeal case, or the head referee one heard as
//! head (never one heard as a floor referee); anyone may record a ruling or open a case. Checked
//! twice: through the ledger's own functions (refused before anything is signed), and as a
//! forged event signed with the device's key behind the ledger's back (refused by import and
//! reported by verification). Then what the record allows once: a void of an event, a decision
//! of a case by each hearing — and a decision only on a case.

mod common;

use chrono::{DateTime, Duration, Utc};
use common::add;
use ledger::changes::{amend, decide_case, publish_referees, void};
use ledger::event::{hash, instant, sign};
use ledger::roles::{Referee, RefereeList, Role};
use ledger::Coded;
use ledger::NewEvent;
use ledger::{bundle, verify, Problem, SignaturesOnly, SignedEvent, Stamp, Store};
use serde_json::{json, Value};

#[derive(Debug, Clone, Copy, PartialEq)]
enum Actor {
    Unlisted,
    Floor,
    Head,
    Appeals,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Action {
    Ruling,
    Referees,
    Void,
    Amend,
    AppealDecision,
    Case,
    HeardByCommittee,
    HeardByHead,
    HeardByFloor,
}

/// Whether `actor` may do `action`: the table under test.
fn allowed(actor: Actor, action: Action) -> bool {
    match action {
        Action::Ruling => true,
        Action::Referees | Action::Void | Action::Amend => actor == Actor::Head,
        Action::AppealDecision | Action::HeardByCommittee => actor == Actor::Appeals,
        Action::Case => true,
        Action::HeardByHead => actor == Actor::Head,
        Action::HeardByFloor => false,
    }
}

struct World {
    dir: tempfile::TempDir,
    stores: Vec<(Actor, Store)>,
    ruling: String,
    /// An appeal case on `ruling`, opened on the floor.
    case: String,
    list: String,
}

fn stamp() -> Stamp<'static> {
    Stamp {
        referee: "r",
        at: Utc::now(),
        utc_offset_minutes: 0,
    }
}

/// A floor referee has recorded a ruling and opened an appeal case on it; the head referee has
/// published the list (head, floor, appeals); every device has the head's record.
fn world() -> World {
    let dir = tempfile::tempdir().unwrap();
    let actors = [Actor::Unlisted, Actor::Floor, Actor::Head, Actor::Appeals];
    let mut stores: Vec<(Actor, Store)> = actors
        .iter()
        .map(|a| {
            (
                *a,
                Store::open(&dir.path().join(format!("{a:?}.db"))).unwrap(),
            )
        })
        .collect();
    let device = |stores: &mut Vec<(Actor, Store)>, a: Actor| {
        let s = &mut stores.iter_mut().find(|(x, _)| *x == a).unwrap().1;
        s.identity().unwrap().device().to_string()
    };
    let referees = [Actor::Head, Actor::Floor, Actor::Appeals]
        .iter()
        .map(|a| Referee {
            device: device(&mut stores, *a),
            role: match a {
                Actor::Head => Role::Head,
                Actor::Appeals => Role::Appeals,
                _ => Role::Floor,
            },
            name: format!("{a:?}"),
        })
        .collect();
    // The head's and the committee's keys are sealed, as the ledger requires for their roles.
    stores[2].1.seal_key("head passphrase").unwrap();
    stores[3].1.seal_key("appeals passphrase").unwrap();
    let ruling = add(&mut stores[1].1, "P1");
    let case = common::append(&mut stores[1].1, &case_on(&ruling));
    let floor_record = stores[1].1.signed_events().unwrap();
    let head = &mut stores[2].1;
    head.import(&floor_record, &ledger::SignaturesOnly).unwrap();
    let list = publish_referees(
        head,
        &stamp(),
        "e",
        &RefereeList {
            referees,
            previous: None,
        },
    )
    .unwrap()
    .id;
    let head_record = head.signed_events().unwrap();
    for (a, s) in stores.iter_mut() {
        if *a != Actor::Head {
            s.import(&head_record, &ledger::SignaturesOnly).unwrap();
        }
    }
    World {
        dir,
        stores,
        ruling,
        case,
        list,
    }
}

/// An appeal case (kind `appeal`) on `ruling`.
fn case_on(ruling: &str) -> NewEvent {
    let mut e = common::ruling("P1", "");
    e.kind = "appeal".into();
    e.body = json!({"rulings": [ruling], "by": "P1"});
    e
}

impl World {
    fn store(&mut self, a: Actor) -> &mut Store {
        &mut self.stores.iter_mut().find(|(x, _)| *x == a).unwrap().1
    }
}

/// The action through the ledger's functions.
fn act(w: &mut World, actor: Actor, action: Action) -> Result<(), String> {
    let (target, case) = (w.ruling.clone(), w.case.clone());
    let s = stamp();
    let store = w.store(actor);
    let result = match action {
        Action::Ruling => {
            add(store, "P2");
            Ok(())
        }
        Action::Referees => {
            // The device names itself head, as the head referee's own device would.
            let list = RefereeList {
                referees: vec![Referee {
                    device: store_device(store),
                    role: Role::Head,
                    name: "me".into(),
                }],
                previous: None,
            };
            publish_referees(store, &s, "e", &list).map(|_| ())
        }
        Action::Void => void(store, &s, &target, "wrong player").map(|_| ()),
        Action::Amend => amend(store, &s, &target, "typo", json!({"note": "x"})).map(|_| ()),
        Action::AppealDecision => {
            decide_case(store, &s, &case, "upheld", "wrong seat", Role::Appeals).map(|_| ())
        }
        Action::Case => {
            common::append(store, &case_on(&target));
            Ok(())
        }
        Action::HeardByCommittee | Action::HeardByHead | Action::HeardByFloor => {
            let role = heard_as(action);
            decide_case(store, &s, &case, "dismissed", "no error", role).map(|_| ())
        }
    };
    result.map_err(|e| e.code().to_string())
}

fn heard_as(action: Action) -> Role {
    match action {
        Action::HeardByHead => Role::Head,
        Action::HeardByFloor => Role::Floor,
        _ => Role::Appeals,
    }
}

fn store_device(store: &mut Store) -> String {
    store.identity().unwrap().device().to_string()
}

/// The same action as an event signed with the actor's key, skipping the ledger's checks.
fn forge(w: &mut World, actor: Actor, action: Action) -> Vec<SignedEvent> {
    let (target, case, list) = (w.ruling.clone(), w.case.clone(), w.list.clone());
    let store = w.store(actor);
    let device = store_device(store);
    let (kind, body) = match action {
        Action::Ruling => ("ruling", json!({"note": "forged?"})),
        Action::Referees => (
            "referees",
            json!({"referees": [{"device": device, "role": "head", "name": "me"}]}),
        ),
        Action::Void => (
            "void",
            json!({"target": target, "authority": list, "reason": ""}),
        ),
        Action::Amend => (
            "amend",
            json!({"target": target, "authority": list, "reason": "", "changes": {}}),
        ),
        // With no `heard_as`: heard by the committee.
        Action::AppealDecision => (
            "appeal-decision",
            json!({"target": case, "authority": list, "decision": "upheld",
                   "reason": "wrong seat"}),
        ),
        Action::Case => ("appeal", json!({"rulings": [target], "by": "P1"})),
        Action::HeardByCommittee | Action::HeardByHead | Action::HeardByFloor => (
            "appeal-decision",
            json!({"target": case, "authority": list, "decision": "dismissed",
                   "reason": "no error", "heard_as": heard_as(action)}),
        ),
    };
    behind_its_back(store, kind, body, Utc::now()).0
}

/// `store`'s record with one more event of `kind` and `body`, recorded `at` and signed with its
/// key behind the ledger's back (none of `append`'s checks); and that event's id.
fn behind_its_back(
    store: &mut Store,
    kind: &str,
    body: Value,
    at: DateTime<Utc>,
) -> (Vec<SignedEvent>, String) {
    let device = store_device(store);
    let mut record = store.signed_events().unwrap();
    let mine: Vec<_> = record
        .iter()
        .filter(|e| e.link().unwrap().device == device)
        .collect();
    let seq = mine.len() as u64 + 1;
    let prev = mine.last().map(|e| hash(&e.payload));
    let e = NewEvent {
        kind: kind.into(),
        recorded_at: at,
        utc_offset_minutes: 0,
        referee: "r".into(),
        event: "e".into(),
        ruleset: "sbr-2025".into(),
        catalogue_version: "1".into(),
        session: "R1".into(),
        table: None,
        hand: None,
        player: "P1".into(),
        incident: "early-draw".into(),
        body,
    };
    let identity = store.identity().unwrap();
    let id = uuid::Uuid::now_v7().to_string();
    record.push(sign(identity, &id, seq, prev.as_deref(), &instant(&at), &e));
    bundle::sort(&mut record);
    (record, id)
}

const ACTORS: [Actor; 4] = [Actor::Unlisted, Actor::Floor, Actor::Head, Actor::Appeals];
const ACTIONS: [Action; 9] = [
    Action::Ruling,
    Action::Referees,
    Action::Void,
    Action::Amend,
    Action::AppealDecision,
    Action::Case,
    Action::HeardByCommittee,
    Action::HeardByHead,
    Action::HeardByFloor,
];

#[test]
fn every_action_by_every_role_through_the_ledger() {
    for actor in ACTORS {
        for action in ACTIONS {
            let mut w = world();
            let before = w.store(actor).signed_events().unwrap().len();
            let result = act(&mut w, actor, action);
            assert_eq!(
                result.is_ok(),
                allowed(actor, action),
                "{actor:?} {action:?}: {result:?}"
            );
            if let Err(code) = &result {
                let expected = if action == Action::Referees {
                    "two-heads"
                } else {
                    "unauthorized"
                };
                assert_eq!(code, expected, "{actor:?} {action:?}");
            }
            let after = w.store(actor).signed_events().unwrap().len();
            assert_eq!(after - before, usize::from(result.is_ok()));
            assert!(w.store(actor).verify(&ledger::SignaturesOnly).unwrap().ok());
        }
    }
}

#[test]
fn every_action_by_every_role_forged_behind_the_ledgers_back() {
    for actor in ACTORS {
        for action in ACTIONS {
            let mut w = world();
            let forged = forge(&mut w, actor, action);
            let report = verify(&forged, &ledger::SignaturesOnly);
            assert_eq!(
                report.ok(),
                allowed(actor, action),
                "{actor:?} {action:?}: {:?}",
                report.problems
            );
            if !allowed(actor, action) {
                let codes: Vec<_> = report.problems.iter().map(|p| p.code()).collect();
                let expected = if action == Action::Referees {
                    "two-heads"
                } else {
                    "unauthorized"
                };
                assert_eq!(codes, [expected], "{actor:?} {action:?}");
            }
            let head = w.store(Actor::Head);
            let before = head.signed_events().unwrap();
            let imported = head.import(&forged, &ledger::SignaturesOnly);
            assert_eq!(
                imported.is_ok(),
                allowed(actor, action),
                "{actor:?} {action:?}"
            );
            if imported.is_err() {
                assert_eq!(head.signed_events().unwrap(), before, "nothing kept");
            }
        }
    }
}

#[test]
fn a_change_must_name_an_event_in_the_record() {
    let mut w = world();
    let head = w.store(Actor::Head);
    let err = void(head, &stamp(), "no-such-event", "wrong table").unwrap_err();
    assert_eq!(err.code(), "dangling-target");
}

#[test]
fn the_head_referees_changes_need_a_sealed_key_and_its_passphrase() {
    let mut w = world();
    let path = w.dir.path().join("Head.db");
    let ruling = w.ruling.clone();
    // Without the passphrase the sealed key does not open; with a wrong one neither.
    let mut locked = Store::open(&path).unwrap();
    assert_eq!(
        void(&mut locked, &stamp(), &ruling, "wrong table")
            .unwrap_err()
            .code(),
        "identity-locked"
    );
    locked.set_passphrase(Some("guess".into()));
    assert_eq!(
        void(&mut locked, &stamp(), &ruling, "wrong table")
            .unwrap_err()
            .code(),
        "wrong-passphrase"
    );
    let mut open = Store::open(&path).unwrap();
    open.set_passphrase(Some("head passphrase".into()));
    let device = open.identity().unwrap().device().to_string();
    assert_eq!(
        device,
        store_device(w.store(Actor::Head)),
        "the same device"
    );
    void(&mut open, &stamp(), &ruling, "wrong table").unwrap();

    // A head whose key is in the clear is refused: a new head device, on its own record.
    let dir = tempfile::tempdir().unwrap();
    let mut plain = Store::open(&dir.path().join("plain.db")).unwrap();
    let id = add(&mut plain, "P1");
    let me = store_device(&mut plain);
    let list = RefereeList {
        referees: vec![Referee {
            device: me,
            role: Role::Head,
            name: "h".into(),
        }],
        previous: None,
    };
    assert_eq!(
        publish_referees(&mut plain, &stamp(), "e", &list)
            .unwrap_err()
            .code(),
        "key-not-sealed"
    );
    plain.seal_key("pass").unwrap();
    publish_referees(&mut plain, &stamp(), "e", &list).unwrap();
    void(&mut plain, &stamp(), &id, "wrong table").unwrap();
    assert!(plain.verify(&ledger::SignaturesOnly).unwrap().ok());
}

/// What an import of `events` into `store` is refused with; the record is the same after.
fn refused_import(store: &mut Store, events: &[SignedEvent]) -> Vec<Problem> {
    let before = store.signed_events().unwrap();
    let bundle = bundle::Bundle {
        events: events.to_vec(),
        photos: Vec::new(),
    };
    let problems = store
        .import_or_problems(&bundle, &SignaturesOnly)
        .unwrap()
        .expect_err("refused");
    assert_eq!(store.signed_events().unwrap(), before, "nothing kept");
    problems
}

#[test]
fn an_event_is_voided_once_when_signed_and_when_imported() {
    let mut w = world();
    let (ruling, list) = (w.ruling.clone(), w.list.clone());
    let head = w.store(Actor::Head);
    let first = void(head, &stamp(), &ruling, "wrong player").unwrap().id;
    let voided = head.signed_events().unwrap();
    let err = void(head, &stamp(), &ruling, "recorded twice").unwrap_err();
    assert_eq!(err.code(), "second-void");
    assert_eq!(err.args()["target"], ruling);
    assert_eq!(err.args()["first"], first);
    assert_eq!(head.signed_events().unwrap(), voided, "nothing signed");
    assert!(head.verify(&SignaturesOnly).unwrap().ok());

    // A second void signed behind the ledger's back: verification names it, and a bundle
    // carrying it is refused whole, whether the first void came before or comes with it.
    let body = |reason: &str| json!({"target": ruling, "authority": list, "reason": reason});
    let later = Utc::now() + Duration::seconds(1);
    let (forged, second) = behind_its_back(head, "void", body("again"), later);
    let second_void = Problem::SecondVoid {
        id: second,
        target: ruling.clone(),
        first: first.clone(),
    };
    assert_eq!(
        verify(&forged, &SignaturesOnly).problems,
        std::slice::from_ref(&second_void)
    );
    let floor = w.store(Actor::Floor);
    floor.import(&voided, &SignaturesOnly).unwrap();
    assert_eq!(
        refused_import(floor, &forged),
        std::slice::from_ref(&second_void)
    );
    let committee = w.store(Actor::Appeals);
    assert_eq!(refused_import(committee, &forged), [second_void]);

    // Recorded order decides which stands, not arrival: a void stamped before the first one
    // makes the first one the second.
    let earlier = Utc::now() - Duration::hours(1);
    let head = w.store(Actor::Head);
    let (forged, before) = behind_its_back(head, "void", body("earlier"), earlier);
    assert_eq!(
        verify(&forged, &SignaturesOnly).problems,
        [Problem::SecondVoid {
            id: first,
            target: ruling,
            first: before,
        }]
    );
}

#[test]
fn an_appeal_is_decided_on_a_case_never_on_a_bare_ruling() {
    let mut w = world();
    let (ruling, list) = (w.ruling.clone(), w.list.clone());
    let committee = w.store(Actor::Appeals);
    let before = committee.signed_events().unwrap();
    let err = decide_case(
        committee,
        &stamp(),
        &ruling,
        "upheld",
        "wrong seat",
        Role::Appeals,
    )
    .unwrap_err();
    assert_eq!(err.code(), "decision-not-on-case");
    assert_eq!(err.args()["target"], ruling);
    assert_eq!(committee.signed_events().unwrap(), before, "nothing signed");

    // Signed behind the ledger's back, in today's shape or the old one (`overturned` with a
    // note): named by verification, refused by import.
    for body in [
        json!({"target": ruling, "authority": list, "decision": "upheld",
               "reason": "wrong seat", "heard_as": "appeals"}),
        json!({"target": ruling, "authority": list, "decision": "overturned", "note": ""}),
    ] {
        let committee = w.store(Actor::Appeals);
        let (forged, id) = behind_its_back(committee, "appeal-decision", body, Utc::now());
        let problem = Problem::DecisionNotOnCase {
            id,
            target: ruling.clone(),
        };
        assert_eq!(
            verify(&forged, &SignaturesOnly).problems,
            std::slice::from_ref(&problem)
        );
        assert_eq!(refused_import(w.store(Actor::Head), &forged), [problem]);
    }
}

#[test]
fn a_case_is_decided_once_by_each_hearing_and_nothing_follows_the_committee() {
    let mut w = world();
    let (case, list) = (w.case.clone(), w.list.clone());
    let decide = |store: &mut Store, role: Role| {
        decide_case(store, &stamp(), &case, "dismissed", "no error", role)
    };
    // The head referee hears it first, once.
    let head = w.store(Actor::Head);
    let by_head = decide(head, Role::Head).unwrap().id;
    let decided = head.signed_events().unwrap();
    let err = decide(head, Role::Head).unwrap_err();
    assert_eq!(err.code(), "second-decision");
    assert_eq!(err.args()["case"], case);
    assert_eq!(err.args()["first"], by_head);
    assert_eq!(head.signed_events().unwrap(), decided, "nothing signed");

    // The committee hears it after the head referee, once.
    let committee = w.store(Actor::Appeals);
    committee.import(&decided, &SignaturesOnly).unwrap();
    let by_committee = decide(committee, Role::Appeals).unwrap().id;
    let decided = committee.signed_events().unwrap();
    let err = decide(committee, Role::Appeals).unwrap_err();
    assert_eq!(err.code(), "second-decision");
    assert_eq!(err.args()["first"], by_committee);
    assert_eq!(
        committee.signed_events().unwrap(),
        decided,
        "nothing signed"
    );
    assert!(committee.verify(&SignaturesOnly).unwrap().ok());

    // Nothing follows the committee's decision, the head referee's neither.
    let head = w.store(Actor::Head);
    head.import(&decided, &SignaturesOnly).unwrap();
    let before = head.signed_events().unwrap();
    assert_eq!(
        decide(head, Role::Head).unwrap_err().code(),
        "second-decision"
    );
    assert_eq!(head.signed_events().unwrap(), before, "nothing signed");

    // A second committee decision signed behind the ledger's back is refused by import.
    let committee = w.store(Actor::Appeals);
    let body = json!({"target": case, "authority": list, "decision": "upheld",
                      "reason": "on reflection", "heard_as": "appeals"});
    let later = Utc::now() + Duration::seconds(1);
    let (forged, id) = behind_its_back(committee, "appeal-decision", body, later);
    let problem = Problem::SecondDecision {
        id,
        case: case.clone(),
        first: by_committee,
    };
    assert_eq!(
        verify(&forged, &SignaturesOnly).problems,
        std::slice::from_ref(&problem)
    );
    assert_eq!(refused_import(w.store(Actor::Floor), &forged), [problem]);
}
