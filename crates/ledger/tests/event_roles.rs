//! Who may change an event: its creator (the device that signed its version 1) before any
//! referee list, then the head of the list the change names. A change signed by anyone else,
//! or a second creator of the same event, is refused by `append`, `import` and `verify` alike.

mod common;

use chrono::Utc;
use common::{device, stamp, Device};
use ledger::changes::publish_referees;
use ledger::roles::{Referee, RefereeList, Role, EVENT};
use ledger::{Coded, LedgerError, NewEvent};
use serde_json::json;

/// A version of event `event`; the setup itself is the tournament's business.
fn version(event: &str, version: u64, authority: &str) -> NewEvent {
    NewEvent {
        kind: EVENT.into(),
        recorded_at: Utc::now(),
        utc_offset_minutes: 480,
        referee: "r".into(),
        event: event.into(),
        ruleset: "sbr-2025".into(),
        catalogue_version: String::new(),
        session: String::new(),
        table: None,
        hand: None,
        player: String::new(),
        incident: String::new(),
        body: json!({"version": version, "authority": authority, "setup": {"name": "Open"}}),
    }
}

fn append(d: &mut Device, e: &NewEvent) -> Result<(), LedgerError> {
    d.store
        .append(&uuid::Uuid::now_v7().to_string(), e)
        .map(|_| ())
}

fn refusal(r: Result<(), LedgerError>) -> String {
    r.unwrap_err().code().to_string()
}

fn sync(from: &Device, to: &mut Device) -> Result<ledger::Imported, LedgerError> {
    to.store.import(
        &from.store.signed_events().unwrap(),
        &ledger::SignaturesOnly,
    )
}

/// The problem codes verify finds in two devices' records together, as in a merged file.
fn merged_problems(a: &Device, b: &Device) -> Vec<&'static str> {
    let mut all = a.store.signed_events().unwrap();
    all.extend(b.store.signed_events().unwrap());
    ledger::bundle::sort(&mut all);
    ledger::verify(&all, &ledger::SignaturesOnly)
        .problems
        .iter()
        .map(|p| p.code())
        .collect()
}

fn list(entries: &[(&str, Role)], previous: Option<&str>) -> RefereeList {
    RefereeList {
        referees: entries
            .iter()
            .map(|(device, role)| Referee {
                device: device.to_string(),
                role: *role,
                name: String::new(),
            })
            .collect(),
        previous: previous.map(String::from),
    }
}

#[test]
fn the_creator_changes_its_event_and_nobody_else_can() {
    // An unsealed key may sign the event's setup (a head sets it up before sealing).
    let (mut head, mut floor) = (device(false), device(false));
    append(&mut head, &version("open", 1, "")).unwrap();
    append(&mut head, &version("open", 2, "")).unwrap();
    assert!(head.store.verify(&ledger::SignaturesOnly).unwrap().ok());
    sync(&head, &mut floor).unwrap();
    // The floor tablet holds the event but cannot change it...
    let before = floor.store.signed_events().unwrap().len();
    assert_eq!(
        refusal(append(&mut floor, &version("open", 3, ""))),
        "unauthorized"
    );
    assert_eq!(floor.store.signed_events().unwrap().len(), before);
    // ...nor create it a second time.
    assert_eq!(
        refusal(append(&mut floor, &version("open", 1, ""))),
        "two-creators"
    );
    // Its own event is its own.
    append(&mut floor, &version("practice", 1, "")).unwrap();
    assert!(floor.store.verify(&ledger::SignaturesOnly).unwrap().ok());
}

#[test]
fn a_change_forged_elsewhere_is_refused_on_import_and_found_by_verify() {
    let (mut head, mut forger) = (device(false), device(false));
    append(&mut head, &version("open", 1, "")).unwrap();
    // The forger created an event of the same id on its own device, then changed it.
    append(&mut forger, &version("open", 1, "")).unwrap();
    append(&mut forger, &version("open", 2, "")).unwrap();
    let before = head.store.signed_events().unwrap().len();
    let err = sync(&forger, &mut head).unwrap_err();
    assert_eq!(err.code(), "bundle-refused");
    assert_eq!(head.store.signed_events().unwrap().len(), before);
    let codes = merged_problems(&head, &forger);
    assert!(codes.contains(&"two-creators"), "{codes:?}");
}

#[test]
fn under_a_referee_list_only_its_head_changes_the_event_and_the_role_passes_on() {
    let (mut head, mut floor, mut next) = (device(true), device(false), device(true));
    append(&mut head, &version("open", 1, "")).unwrap();
    let first = publish_referees(
        &mut head.store,
        &stamp(),
        "open",
        &list(&[(&head.key, Role::Head), (&floor.key, Role::Floor)], None),
    )
    .unwrap();
    append(&mut head, &version("open", 2, &first.id)).unwrap();
    sync(&head, &mut floor).unwrap();
    // A floor referee named in the list is not its head.
    assert_eq!(
        refusal(append(&mut floor, &version("open", 3, &first.id))),
        "unauthorized"
    );
    // The head hands the role on; the next head's changes hold on every device.
    let second = publish_referees(
        &mut head.store,
        &stamp(),
        "open",
        &list(
            &[(&next.key, Role::Head), (&floor.key, Role::Floor)],
            Some(&first.id),
        ),
    )
    .unwrap();
    sync(&head, &mut next).unwrap();
    append(&mut next, &version("open", 3, &second.id)).unwrap();
    sync(&next, &mut floor).unwrap();
    assert!(floor.store.verify(&ledger::SignaturesOnly).unwrap().ok());
    // The floor device, naming the newest list, is still no head.
    assert_eq!(
        refusal(append(&mut floor, &version("open", 4, &second.id))),
        "unauthorized"
    );
}

#[test]
fn a_shared_events_first_referee_list_is_its_creators_and_no_joined_tablets() {
    let (mut head, mut tablet) = (device(true), device(true));
    append(&mut head, &version("open", 1, "")).unwrap();
    sync(&head, &mut tablet).unwrap();
    // A tablet that joined the head's event cannot start its referee list, naming itself head.
    let own = list(&[(&tablet.key, Role::Head)], None);
    let err = publish_referees(&mut tablet.store, &stamp(), "open", &own).unwrap_err();
    assert_eq!(err.code(), "unauthorized");
    assert!(tablet.store.referee_lists().unwrap().is_empty());
    // The creator can; and a list forged on a tablet before it joined is refused on import and
    // found by verify.
    publish_referees(
        &mut head.store,
        &stamp(),
        "open",
        &list(&[(&head.key, Role::Head), (&tablet.key, Role::Floor)], None),
    )
    .unwrap();
    let mut early = device(true);
    publish_referees(
        &mut early.store,
        &stamp(),
        "open",
        &list(&[(&early.key, Role::Head)], None),
    )
    .unwrap();
    assert_eq!(
        sync(&early, &mut head).unwrap_err().code(),
        "bundle-refused"
    );
    let codes = merged_problems(&head, &early);
    assert!(codes.contains(&"unauthorized"), "{codes:?}");
    // A list of an event that is not shared in the record is judged as before.
    let mut alone = device(true);
    publish_referees(
        &mut alone.store,
        &stamp(),
        "local",
        &list(&[(&alone.key, Role::Head)], None),
    )
    .unwrap();
}

#[test]
fn a_key_is_not_sealed_with_nothing_and_a_list_names_only_device_keys() {
    let mut d = device(false);
    assert_eq!(
        d.store.seal_key("   ").unwrap_err().code(),
        "empty-passphrase"
    );
    assert!(!d.store.key_is_sealed().unwrap());
    d.store.seal_key("words").unwrap();
    let typo = list(&[(&d.key, Role::Head), ("not-a-key", Role::Floor)], None);
    let err = publish_referees(&mut d.store, &stamp(), "open", &typo).unwrap_err();
    assert_eq!(err.code(), "bad-device-key");
    assert!(
        d.store.referee_lists().unwrap().is_empty(),
        "nothing signed"
    );
}
