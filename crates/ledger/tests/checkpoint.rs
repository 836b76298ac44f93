//! Tail cuts (issue 23, point 9): the head's device signs a checkpoint of what it holds of every
//! chain with each bundle it exports, and a copy of the record cut below it shows the cut. A cut
//! no checkpoint covers is still not seen (the known limit of hash chains), and a checkpoint
//! signed by a floor device counts for nothing.

mod common;

use common::{add, append, device, stamp, Device};
use ledger::bundle::{self, Bundle};
use ledger::changes::publish_referees;
use ledger::checkpoint::CHECKPOINT;
use ledger::roles::{Referee, RefereeList, Role, EVENT};
use ledger::{NewEvent, Problem, SignaturesOnly, SignedEvent, Store};
use proptest::prelude::*;
use serde_json::json;

/// Version 1 of event "e": its signer is the event's creator, head while there is no list.
fn create_event() -> NewEvent {
    NewEvent::about_event(
        EVENT,
        &stamp(),
        "e",
        json!({"version": 1, "authority": "", "setup": {"name": "Open"}}),
    )
}

fn list(head: &str, floor: &str) -> RefereeList {
    let entry = |device: &str, role| Referee {
        device: device.into(),
        role,
        name: String::new(),
    };
    RefereeList {
        referees: vec![entry(head, Role::Head), entry(floor, Role::Floor)],
        previous: None,
    }
}

/// What `mjref export` and the app do: a checkpoint first (a head's device only), then the
/// bundle.
fn export(d: &mut Device) -> Bundle {
    d.store.checkpoint(&stamp()).unwrap();
    d.store.bundle().unwrap()
}

fn import(to: &mut Device, b: &Bundle) {
    let done = to.store.import_or_problems(b, &SignaturesOnly).unwrap();
    assert!(done.is_ok(), "{done:?}");
}

/// `events` without `device`'s events numbered above `keep`.
fn cut(events: &[SignedEvent], device: &str, keep: u64) -> Vec<SignedEvent> {
    events
        .iter()
        .filter(|e| {
            let l = e.link().unwrap();
            l.device != device || l.seq <= keep
        })
        .cloned()
        .collect()
}

fn problems(events: &[SignedEvent]) -> Vec<Problem> {
    ledger::verify(events, &SignaturesOnly).problems
}

/// A sealed head under a referee list and a floor device whose five rulings it imported.
fn head_and_floor() -> (Device, Device) {
    let (mut head, mut floor) = (device(true), device(false));
    for p in ["p1", "p2", "p3", "p4", "p5"] {
        add(&mut floor.store, p);
    }
    let floor_bundle = export(&mut floor);
    import(&mut head, &floor_bundle);
    let l = list(&head.key, &floor.key);
    publish_referees(&mut head.store, &stamp(), "e", &l).unwrap();
    (head, floor)
}

/// The id of the last checkpoint in `events`.
fn last_checkpoint(events: &[SignedEvent]) -> String {
    events
        .iter()
        .filter_map(|e| e.decode().ok())
        .rfind(|p| p.kind == CHECKPOINT)
        .unwrap()
        .id
}

#[test]
fn a_bundle_cut_below_the_heads_checkpoint_shows_the_cut_and_is_refused() {
    let (mut head, floor) = head_and_floor();
    let whole = export(&mut head);
    assert_eq!(problems(&whole.events), vec![]);
    let checkpoint = last_checkpoint(&whole.events);
    let expected = vec![Problem::TailCut {
        device: floor.key.clone(),
        held: 3,
        signed_seq: 5,
        checkpoint,
    }];
    // The floor's last two events dropped from the file, which is otherwise well written.
    let events = cut(&whole.events, &floor.key, 3);
    assert_eq!(events.len(), whole.events.len() - 2);
    let text = bundle::write(&events, &[]);
    let read = bundle::read(&text).unwrap();
    let report = ledger::verify::verify_bundle(&read, &SignaturesOnly);
    assert_eq!(report.problems, expected);
    assert_eq!(report.problems[0].code(), "tail-cut");
    let args = report.problems[0].args();
    assert_eq!((args["signed"].as_str(), args["held"].as_str()), ("5", "3"));
    // No device takes it in.
    let mut other = device(false);
    let refused = other
        .store
        .import_or_problems(&read, &SignaturesOnly)
        .unwrap();
    assert_eq!(refused.unwrap_err(), expected);
    assert_eq!(other.store.signed_events().unwrap().len(), 0);
    // Every event cut, the whole chain: still seen.
    let none = cut(&whole.events, &floor.key, 0);
    let Problem::TailCut { checkpoint, .. } = &expected[0] else {
        unreachable!()
    };
    assert_eq!(
        problems(&none),
        vec![Problem::TailCut {
            device: floor.key.clone(),
            held: 0,
            signed_seq: 5,
            checkpoint: checkpoint.clone(),
        }]
    );
}

#[test]
fn a_record_with_rows_deleted_below_the_checkpoint_shows_the_cut() {
    let (mut head, floor) = head_and_floor();
    export(&mut head);
    assert!(head.store.verify(&SignaturesOnly).unwrap().ok());
    // Behind the ledger's back: the triggers dropped, the floor's last two rows deleted.
    head.store
        .connection()
        .execute_batch(&format!(
            "DROP TRIGGER events_refuse_delete;
             DELETE FROM events WHERE device = '{}' AND device_seq > 3;",
            floor.key
        ))
        .unwrap();
    let report = head.store.verify(&SignaturesOnly).unwrap();
    let codes: Vec<&str> = report.problems.iter().map(|p| p.code()).collect();
    assert_eq!(codes, ["tail-cut"]);
}

#[test]
fn without_a_checkpoint_the_same_cut_is_not_seen() {
    // The known limit: the head's record without a checkpoint, cut the same way.
    let (head, floor) = head_and_floor();
    let whole = head.store.bundle().unwrap();
    assert_eq!(problems(&cut(&whole.events, &floor.key, 3)), vec![]);
    // And the limit that remains: events recorded after the last checkpoint.
    let (mut head, mut floor) = head_and_floor();
    export(&mut head);
    add(&mut floor.store, "p6");
    add(&mut floor.store, "p7");
    let floor_bundle = export(&mut floor);
    import(&mut head, &floor_bundle);
    let whole = head.store.bundle().unwrap();
    assert_eq!(problems(&cut(&whole.events, &floor.key, 5)), vec![]);
    assert_eq!(
        problems(&cut(&whole.events, &floor.key, 4))[0].code(),
        "tail-cut"
    );
    // A bundle that simply does not carry a device's events is no cut when no checkpoint names
    // them: the floor's events the head never saw.
    let (mut head, mut floor) = head_and_floor();
    add(&mut floor.store, "p6");
    let head_bundle = export(&mut head);
    assert_eq!(problems(&head_bundle.events), vec![]);
    let floor_bundle = export(&mut floor);
    import(&mut head, &floor_bundle);
}

#[test]
fn a_checkpoint_signed_by_a_floor_device_is_ignored() {
    let (mut head, mut floor) = head_and_floor();
    let head_bundle = export(&mut head);
    import(&mut floor, &head_bundle);
    // The floor device is not head: `checkpoint` signs nothing there.
    assert!(floor.store.checkpoint(&stamp()).unwrap().is_none());
    // One made by hand, vouching for events of the head that never were.
    let claim = json!({"chains": {head.key.clone(): {"seq": 99, "hash": "ab".repeat(32)}}});
    append(
        &mut floor.store,
        &NewEvent::about_event(CHECKPOINT, &stamp(), "e", claim),
    );
    let floor_bundle = export(&mut floor);
    assert_eq!(problems(&floor_bundle.events), vec![]);
    assert!(floor.store.verify(&SignaturesOnly).unwrap().ok());
    import(&mut head, &floor_bundle);
    assert!(head.store.verify(&SignaturesOnly).unwrap().ok());
}

#[test]
fn an_events_creator_is_head_while_there_is_no_list() {
    let (mut head, mut floor) = (device(false), device(false));
    append(&mut head.store, &create_event());
    for p in ["p1", "p2", "p3"] {
        add(&mut floor.store, p);
    }
    let floor_bundle = export(&mut floor);
    import(&mut head, &floor_bundle);
    let whole = export(&mut head);
    assert_eq!(problems(&whole.events), vec![]);
    let codes: Vec<&str> = problems(&cut(&whole.events, &floor.key, 1))
        .iter()
        .map(|p| p.code())
        .collect();
    assert_eq!(codes, ["tail-cut"]);
    // The limit that remains: the checkpoint is the last of the head's own chain, and a cut of
    // that chain takes it away with the events it vouched for.
    assert_eq!(problems(&cut(&whole.events, &head.key, 0)), vec![]);
}

#[test]
fn a_checkpoint_is_signed_only_when_something_changed_and_the_key_is_open() {
    let (mut head, mut floor) = head_and_floor();
    let dir = head._dir.path().to_path_buf();
    assert!(head.store.checkpoint(&stamp()).unwrap().is_some());
    assert!(
        head.store.checkpoint(&stamp()).unwrap().is_none(),
        "nothing new"
    );
    add(&mut floor.store, "p6");
    let floor_bundle = export(&mut floor);
    import(&mut head, &floor_bundle);
    // The head's sealed key, as a front end finds it after a restart: locked, so nothing.
    let mut reopened = Store::open(&dir.join("log.db")).unwrap();
    let count = |s: &Store| s.signed_events().unwrap().len();
    let before = count(&reopened);
    assert!(reopened.checkpoint(&stamp()).unwrap().is_none());
    assert_eq!(count(&reopened), before);
    reopened.set_passphrase(Some("words".into()));
    assert!(reopened.checkpoint(&stamp()).unwrap().is_some());
    assert!(reopened.verify(&SignaturesOnly).unwrap().ok());
    // A checkpoint is the head's own event like any other: one a change.
    assert!(reopened.checkpoint(&stamp()).unwrap().is_none());
}

/// What can happen between three devices: a floor device records; a device exports (a
/// checkpoint first, when it is the head) and another imports the bundle.
#[derive(Debug, Clone)]
enum Step {
    Record(usize),
    Sync(usize, usize),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (1usize..3).prop_map(Step::Record),
        (0usize..3, 0usize..3).prop_map(|(a, b)| Step::Sync(a, b)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// An honest record with checkpoints always verifies, and every import is taken, whatever
    /// the order of recording, exports and imports.
    #[test]
    fn an_honest_record_with_checkpoints_always_verifies(
        steps in prop::collection::vec(step(), 1..14),
    ) {
        // Device 0 created the event (head, its key in the clear: no list).
        let mut devices = vec![device(false), device(false), device(false)];
        append(&mut devices[0].store, &create_event());
        for s in steps {
            match s {
                Step::Record(d) => {
                    add(&mut devices[d].store, &format!("p{d}"));
                }
                Step::Sync(from, to) if from != to => {
                    let b = export(&mut devices[from]);
                    let done = devices[to]
                        .store
                        .import_or_problems(&b, &SignaturesOnly)
                        .unwrap();
                    prop_assert!(done.is_ok(), "{:?}", done);
                }
                Step::Sync(..) => {}
            }
        }
        let mut all = Vec::new();
        for d in &mut devices {
            let report = d.store.verify(&SignaturesOnly).unwrap();
            prop_assert!(report.ok(), "{:?}", report.problems);
            all.extend(export(d).events);
        }
        bundle::sort(&mut all);
        prop_assert_eq!(problems(&all), vec![]);
    }
}
