//! Who may write into an event (issue 23, point 2): rulings and appeal papers from a device the
//! head has not enrolled are kept, listed apart with the device's key, and counted nowhere —
//! not in the review, not in escalation, not among the cases — until the head enrols it; then
//! they count. Revoking stops what the device records afterwards. Nothing is lost either way.

mod common;

use chrono::{Duration, Utc};
use common::stamp;
use ledger::roles::Role;
use ledger::{Stamp, Store};
use serde_json::json;
use tournament::appeal::Filing;
use tournament::review::ReviewFilter;
use tournament::{Coded, Desk, RulingDraft};

fn desk(dir: &std::path::Path, name: &str) -> Desk {
    let store = Store::open(&dir.join(format!("{name}.db"))).unwrap();
    Desk::open(store, common::catalogues()).unwrap()
}

/// A head's device (its key sealed, as a head's must be to sign a referee list) with event
/// "open" and its session R1.
fn head(dir: &std::path::Path) -> Desk {
    let mut head = desk(dir, "head");
    head.seal_key("head's words").unwrap();
    head.create_event("open", "Open", "sbr-2025", &stamp())
        .unwrap();
    head.change_event(&stamp(), |s| {
        s.sessions
            .push(serde_json::from_value(json!({"id": "R1", "name": "1",
            "scheduledStart": "2026-11-22T09:00:00+08:00"}))?);
        Ok(())
    })
    .unwrap();
    head
}

/// A floor tablet that joined the head's event from its bundle.
fn floor(dir: &std::path::Path, name: &str, head: &Desk) -> Desk {
    let mut floor = desk(dir, name);
    floor
        .import(&head.store().bundle().unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(floor.setup().unwrap().id, "open");
    floor
}

fn early_draw(player: &str) -> RulingDraft {
    RulingDraft {
        session: "R1".into(),
        player: player.into(),
        incident: "early-draw".into(),
        ..RulingDraft::default()
    }
}

fn key(d: &mut Desk) -> String {
    d.device_key().unwrap()
}

fn take(to: &mut Desk, from: &Desk) {
    to.import(&from.store().bundle().unwrap()).unwrap().unwrap();
}

fn standing(d: &Desk) -> Vec<String> {
    d.review(&ReviewFilter::default())
        .unwrap()
        .rulings
        .into_iter()
        .map(|r| r.id)
        .collect()
}

#[test]
fn a_device_nobody_enrolled_is_kept_apart_until_the_head_enrols_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut head = head(dir.path());
    let mut floor = floor(dir.path(), "floor", &head);
    let floor_key = key(&mut floor);
    let by_floor = Stamp {
        referee: "Mei",
        ..stamp()
    };
    let first = floor.record(&early_draw("p1"), &by_floor).unwrap();
    let second = floor.record(&early_draw("p1"), &by_floor).unwrap();
    // The tablet counts its own rulings while it waits: the second climbed the ladder.
    let first_offence = head.evaluate(&early_draw("p1")).unwrap();
    assert_ne!(
        second.verdict, first_offence,
        "the ladder must be able to show"
    );
    assert_eq!(standing(&floor).len(), 2);
    // And it may open a case on them.
    let filed_at = (Utc::now() + Duration::minutes(1)).to_rfc3339();
    let case = floor
        .file_appeal(
            &Filing {
                rulings: vec![first.id.clone()],
                by: "p1".into(),
                filed_at,
                hand_ended_at: None,
                session_ended_at: None,
                grounds: "I had not drawn".into(),
            },
            &by_floor,
        )
        .unwrap();

    // The head takes the tablet's bundle: everything is kept and listed, nothing counts.
    take(&mut head, &floor);
    let events = head.store().signed_events().unwrap().len();
    let log = head.rulings(None).unwrap();
    assert_eq!(log.len(), 2);
    assert!(log.iter().all(|e| !e.enrolled));
    assert!(standing(&head).is_empty());
    let review = head.review(&ReviewFilter::default()).unwrap();
    let apart: Vec<&str> = review.not_enrolled.iter().map(|r| r.id.as_str()).collect();
    assert_eq!(apart, [first.id.as_str(), second.id.as_str()]);
    assert_eq!(head.evaluate(&early_draw("p1")).unwrap(), first_offence);
    assert!(head.cases().unwrap().is_empty());
    // Nor can it be read, added to or decided by id: it is no case here yet.
    let err = head.case(&case.case).unwrap_err();
    assert_eq!(err.code(), "case-unknown");
    let waiting = head.not_enrolled().unwrap();
    assert_eq!(waiting.len(), 1);
    assert_eq!(waiting[0].device, floor_key);
    assert_eq!(waiting[0].referees, ["Mei"]);
    assert_eq!((waiting[0].rulings, waiting[0].other), (2, 1));
    assert!(!waiting[0].revoked);
    assert!(head.verify().unwrap().ok());

    // The head enrols it: the same events now count, and nothing was added but the list.
    head.enrol(&floor_key, Role::Floor, "Mei", &stamp())
        .unwrap();
    assert_eq!(head.store().signed_events().unwrap().len(), events + 1);
    assert_eq!(standing(&head), [first.id.clone(), second.id.clone()]);
    assert_eq!(
        head.evaluate(&early_draw("p1")).unwrap(),
        floor.evaluate(&early_draw("p1")).unwrap()
    );
    assert_eq!(head.cases().unwrap()[0].id, case.case);
    assert_eq!(head.case(&case.case).unwrap().id, case.case);
    assert!(head.not_enrolled().unwrap().is_empty());
    assert!(head.verify().unwrap().ok());

    // Another tablet that takes the head's bundle counts them too: the list travels.
    let mut other = floor_of_head(dir.path(), &head);
    assert_eq!(standing(&other).len(), 2);
    // And a third tablet nobody enrolled is kept apart there as well.
    let mut stranger = self::floor(dir.path(), "stranger", &head);
    stranger.record(&early_draw("p2"), &by_floor).unwrap();
    take(&mut other, &stranger);
    assert_eq!(standing(&other).len(), 2);
    assert_eq!(other.not_enrolled().unwrap()[0].device, key(&mut stranger));
}

fn floor_of_head(dir: &std::path::Path, head: &Desk) -> Desk {
    floor(dir, "other", head)
}

#[test]
fn revoking_stops_what_the_device_records_afterwards_and_keeps_what_came_before() {
    let dir = tempfile::tempdir().unwrap();
    let mut head = head(dir.path());
    let mut floor = floor(dir.path(), "floor", &head);
    let floor_key = key(&mut floor);
    head.enrol(&floor_key, Role::Floor, "Mei", &stamp())
        .unwrap();
    let before = Stamp {
        at: Utc::now() - Duration::minutes(5),
        ..stamp()
    };
    let early = floor.record(&early_draw("p1"), &before).unwrap();
    head.revoke(&floor_key, &stamp()).unwrap();
    let after = Stamp {
        at: Utc::now() + Duration::minutes(5),
        ..stamp()
    };
    let late = floor.record(&early_draw("p2"), &after).unwrap();
    take(&mut head, &floor);
    assert_eq!(standing(&head), [early.id]);
    let waiting = head.not_enrolled().unwrap();
    assert_eq!((waiting[0].rulings, waiting[0].revoked), (1, true));
    assert_eq!(
        head.review(&ReviewFilter::default()).unwrap().not_enrolled[0].id,
        late.id
    );
    // Enrolled again, all of it counts.
    head.enrol(&floor_key, Role::Floor, "Mei", &stamp())
        .unwrap();
    assert_eq!(standing(&head).len(), 2);
}

#[test]
fn only_the_head_enrols_and_a_bad_name_is_refused_with_nothing_signed() {
    let dir = tempfile::tempdir().unwrap();
    let mut head = head(dir.path());
    let mut floor = floor(dir.path(), "floor", &head);
    let floor_key = key(&mut floor);
    let head_key = key(&mut head);
    let count = |d: &Desk| d.store().signed_events().unwrap().len();
    let n = count(&floor);
    let err = floor
        .enrol(&floor_key, Role::Head, "Mei", &stamp())
        .unwrap_err();
    assert_eq!(err.code(), "unauthorized");
    assert_eq!(count(&floor), n);
    let n = count(&head);
    let err = head
        .enrol(&floor_key, Role::Floor, "Mei\u{1b}[2J", &stamp())
        .unwrap_err();
    assert_eq!(err.code(), "control-character");
    let err = head
        .enrol("not a key", Role::Floor, "Mei", &stamp())
        .unwrap_err();
    assert_eq!(err.code(), "bad-device-key");
    assert_eq!(count(&head), n);
    // Enrolling keeps the head the head.
    head.enrol(&floor_key, Role::Floor, "Mei", &stamp())
        .unwrap();
    assert_eq!(head.store().role().unwrap(), Some(Role::Head));
    let list = head.store().referee_lists().unwrap().pop().unwrap().2;
    assert_eq!(list.role_of(&head_key), Some(Role::Head));
    assert_eq!(list.role_of(&floor_key), Some(Role::Floor));
}

#[test]
fn a_record_with_no_head_counts_everything_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = desk(dir.path(), "a");
    let mut b = desk(dir.path(), "b");
    a.under("sbr-2025", "e").unwrap();
    b.under("sbr-2025", "e").unwrap();
    a.record(&early_draw("p1"), &stamp()).unwrap();
    b.record(&early_draw("p2"), &stamp()).unwrap();
    take(&mut a, &b);
    assert_eq!(standing(&a).len(), 2);
    assert!(a.not_enrolled().unwrap().is_empty());
}

/// Two enrolled devices under one name could not be told apart in the log or an appeal
/// (issue 26): the head is refused, in any case or spacing, and nothing is signed; the same
/// device enrolled again under its name, or a freed name, is fine.
#[test]
fn one_referee_name_belongs_to_one_device() {
    let dir = tempfile::tempdir().unwrap();
    let mut head = head(dir.path());
    let mut a = floor(dir.path(), "a", &head);
    let mut b = floor(dir.path(), "b", &head);
    let (a, b) = (key(&mut a), key(&mut b));
    head.enrol(&a, Role::Floor, "Mei", &stamp()).unwrap();
    let lists = head.store().referee_lists().unwrap().len();
    for taken in ["Mei", " mei ", "MEI"] {
        let e = head.enrol(&b, Role::Floor, taken, &stamp()).unwrap_err();
        assert_eq!(e.code(), "referee-name-taken", "{taken}");
        assert_eq!(e.args()["name"], taken);
    }
    let own = stamp().referee.to_string();
    let e = head.enrol(&b, Role::Floor, &own, &stamp()).unwrap_err();
    assert_eq!(e.code(), "referee-name-taken", "the head's own name");
    assert_eq!(
        head.store().referee_lists().unwrap().len(),
        lists,
        "nothing signed"
    );

    head.enrol(&a, Role::Appeals, "Mei", &stamp()).unwrap();
    head.enrol(&b, Role::Floor, "Lin", &stamp()).unwrap();
    head.revoke(&a, &stamp()).unwrap();
    head.enrol(&b, Role::Floor, "Mei", &stamp()).unwrap();
}
