//! Handing the head referee's role to another device: the first referee list pins the head's
//! key; a list that follows it, signed by that head, names the next head; the next head's
//! lists and voids are then valid on every device, whatever order the bundles arrive in. A list
//! forged on another device, or a second hand-over from the same list, is refused.

mod common;

use common::{device, stamp, Device};
use ledger::changes::{publish_referees, void};
use ledger::roles::{Referee, RefereeList, Role};
use ledger::Coded;

fn list(heads_and_floors: &[(&str, Role)], previous: Option<&str>) -> RefereeList {
    RefereeList {
        referees: heads_and_floors
            .iter()
            .map(|(device, role)| Referee {
                device: device.to_string(),
                role: *role,
                name: format!("{role:?}"),
            })
            .collect(),
        previous: previous.map(String::from),
    }
}

/// Everything `from` holds goes to `to`.
fn sync(from: &Device, to: &mut Device) {
    to.store
        .import(
            &from.store.signed_events().unwrap(),
            &ledger::SignaturesOnly,
        )
        .unwrap();
}

fn problems(d: &Device) -> Vec<String> {
    let report = d.store.verify(&ledger::SignaturesOnly).unwrap();
    report
        .problems
        .iter()
        .map(|p| p.code().to_string())
        .collect()
}

#[test]
fn the_head_role_passes_to_another_device_and_its_voids_hold_everywhere() {
    let (mut old, mut new, mut floor) = (device(true), device(true), device(false));
    let ruling = common::add(&mut floor.store, "B");
    sync(&floor, &mut old);
    let first = publish_referees(
        &mut old.store,
        &stamp(),
        "e",
        &list(&[(&old.key, Role::Head), (&floor.key, Role::Floor)], None),
    )
    .unwrap();
    // The outgoing head names the next one in a list that follows its own.
    let handed = publish_referees(
        &mut old.store,
        &stamp(),
        "e",
        &list(
            &[(&new.key, Role::Head), (&floor.key, Role::Floor)],
            Some(&first.id),
        ),
    )
    .unwrap();
    sync(&old, &mut new);
    // The next head acts under the list that made it head, and publishes its own after it.
    void(
        &mut new.store,
        &stamp(),
        &ruling,
        "recorded at the wrong table",
    )
    .unwrap();
    publish_referees(
        &mut new.store,
        &stamp(),
        "e",
        &list(&[(&new.key, Role::Head)], Some(&handed.id)),
    )
    .unwrap();
    assert_eq!(problems(&new), Vec::<String>::new());

    // A third device gets both records, in either order: the same clean record.
    for order in [[&old, &new], [&new, &old]] {
        let mut third = device(false);
        for d in order {
            sync(d, &mut third);
        }
        assert_eq!(problems(&third), Vec::<String>::new());
    }
}

#[test]
fn no_other_device_can_make_itself_head_and_a_head_hands_on_only_once() {
    let (mut head, mut other, mut rogue) = (device(true), device(true), device(true));
    let first = publish_referees(
        &mut head.store,
        &stamp(),
        "e",
        &list(&[(&head.key, Role::Head)], None),
    )
    .unwrap();
    sync(&head, &mut rogue);
    // A list following the head's, signed by a device that is not head in it.
    let forged = publish_referees(
        &mut rogue.store,
        &stamp(),
        "e",
        &list(&[(&rogue.key, Role::Head)], Some(&first.id)),
    );
    assert_eq!(forged.unwrap_err().code(), "bad-referee-list");
    // A first list of its own: a second pinned head.
    let second_first = publish_referees(
        &mut rogue.store,
        &stamp(),
        "e",
        &list(&[(&rogue.key, Role::Head)], None),
    );
    assert_eq!(second_first.unwrap_err().code(), "two-heads");

    // The head hands on to `other`; it cannot then hand on again from the same list.
    publish_referees(
        &mut head.store,
        &stamp(),
        "e",
        &list(&[(&other.key, Role::Head)], Some(&first.id)),
    )
    .unwrap();
    let again = publish_referees(
        &mut head.store,
        &stamp(),
        "e",
        &list(&[(&head.key, Role::Head)], Some(&first.id)),
    );
    assert_eq!(again.unwrap_err().code(), "bad-referee-list");
    assert_eq!(problems(&head), Vec::<String>::new(), "nothing was signed");
    sync(&head, &mut other);
    assert_eq!(problems(&other), Vec::<String>::new());
}
