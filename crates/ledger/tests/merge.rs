//! Import is a union by event id: whatever the order and however often bundles are imported,
//! the record ends with the same events; a bundle that contradicts the record adds nothing.

mod common;

use common::add;
use ledger::Coded;
use ledger::{bundle, SignedEvent, Store};
use proptest::prelude::*;
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// Bundles as floor tablets would hand them in: device A twice (after 2 and after 4 rulings),
/// device B, and device C that had imported B's before recording its own.
fn bundles() -> &'static Vec<Vec<SignedEvent>> {
    static BUNDLES: OnceLock<Vec<Vec<SignedEvent>>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let open = |name: &str| Store::open(&dir.path().join(name)).unwrap();
        let (mut a, mut b, mut c) = (open("a.db"), open("b.db"), open("c.db"));
        add(&mut a, "A1");
        add(&mut a, "A2");
        let a_early = a.signed_events().unwrap();
        add(&mut a, "A3");
        add(&mut a, "A4");
        for p in ["B1", "B2", "B3"] {
            add(&mut b, p);
        }
        c.import(&b.signed_events().unwrap(), &ledger::SignaturesOnly)
            .unwrap();
        add(&mut c, "C1");
        add(&mut c, "C2");
        // Through the file format, as they would travel.
        [
            a_early,
            a.signed_events().unwrap(),
            b.signed_events().unwrap(),
            c.signed_events().unwrap(),
        ]
        .iter()
        .map(|events| bundle::parse(&bundle::render(events)).unwrap())
        .collect()
    })
}

fn set(events: &[SignedEvent]) -> BTreeSet<(String, String)> {
    events
        .iter()
        .map(|e| (e.payload.clone(), e.sig.clone()))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_order_with_repeats_gives_the_union(order in prop::collection::vec(0usize..4, 1..9)) {
        let dir = tempfile::tempdir().unwrap();
        let mut head = Store::open(&dir.path().join("head.db")).unwrap();
        let mut expected = BTreeSet::new();
        for &i in &order {
            let before = set(&head.signed_events().unwrap());
            let fresh = set(&bundles()[i]);
            let imported = head.import(&bundles()[i], &ledger::SignaturesOnly).unwrap();
            prop_assert_eq!(imported.added, fresh.difference(&before).count());
            prop_assert_eq!(imported.duplicates, fresh.intersection(&before).count());
            expected.extend(fresh);
        }
        let record = head.signed_events().unwrap();
        prop_assert_eq!(set(&record), expected);
        prop_assert_eq!(record.len(), set(&record).len());
        let report = head.verify(&ledger::SignaturesOnly).unwrap();
        prop_assert!(report.ok(), "{:?}", report.problems);
        // The same record exports to the same bytes, whatever order it arrived in.
        let mut sorted = record.clone();
        bundle::sort(&mut sorted);
        prop_assert_eq!(bundle::render(&sorted), bundle::render(&record));
    }
}

#[test]
fn a_bundle_that_forks_a_chain_is_refused_and_nothing_from_it_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    // Two databases signing with one key: the second's events claim the first's places.
    let key = dir.path().join("shared.key");
    let mut a = Store::open_with_key(&dir.path().join("a.db"), &key).unwrap();
    let mut copy = Store::open_with_key(&dir.path().join("copy.db"), &key).unwrap();
    add(&mut a, "A1");
    add(&mut copy, "X1");
    add(&mut copy, "X2");
    let mut head = Store::open(&dir.path().join("head.db")).unwrap();
    add(&mut head, "H1");
    head.import(&a.signed_events().unwrap(), &ledger::SignaturesOnly)
        .unwrap();
    let before = head.signed_events().unwrap();
    let err = head
        .import(&copy.signed_events().unwrap(), &ledger::SignaturesOnly)
        .unwrap_err();
    assert_eq!(err.code(), "bundle-refused");
    assert_eq!(head.signed_events().unwrap(), before);
    assert!(head.verify(&ledger::SignaturesOnly).unwrap().ok());
}

#[test]
fn a_bundle_missing_the_start_of_a_chain_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = Store::open(&dir.path().join("a.db")).unwrap();
    for p in ["A1", "A2", "A3"] {
        add(&mut a, p);
    }
    let events = a.signed_events().unwrap();
    let mut head = Store::open(&dir.path().join("head.db")).unwrap();
    let err = head
        .import(&events[1..], &ledger::SignaturesOnly)
        .unwrap_err();
    assert_eq!(err.code(), "bundle-refused");
    assert!(head.signed_events().unwrap().is_empty());
}
