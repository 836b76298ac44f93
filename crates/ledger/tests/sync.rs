//! What the hall syncs by (docs/hall-protocol.md): each copy's chain heads, and the events a
//! copy lacks given its heads. Importing what one copy lacks makes it hold what the other holds;
//! importing it again adds nothing; a page cut by its budget is continued by the next.

mod common;

use common::{add, device, Device};
use ledger::{Heads, SignaturesOnly, Store};
use proptest::prelude::*;

/// Syncs `from` into `to` page by page within `budget`: the pages it took.
fn pull(to: &mut Store, from: &Store, budget: usize) -> usize {
    let mut pages = 0;
    loop {
        let page = from.lacking(&to.heads().unwrap(), budget).unwrap();
        if page.bundle.events.is_empty() {
            assert!(!page.more);
            return pages;
        }
        to.import_bundle(&page.bundle, &SignaturesOnly).unwrap();
        pages += 1;
        if !page.more {
            return pages;
        }
    }
}

fn ruled(n: usize) -> Device {
    let mut d = device(false);
    for i in 0..n {
        add(&mut d.store, &format!("P{i}"));
    }
    d
}

#[test]
fn a_copy_lacks_exactly_what_comes_after_its_heads() {
    let a = ruled(5);
    let mut b = ruled(2);
    let page = a
        .store
        .lacking(&b.store.heads().unwrap(), usize::MAX)
        .unwrap();
    assert_eq!(page.bundle.events.len(), 5, "b holds none of a's chain");
    assert!(!page.more);
    b.store
        .import_bundle(&page.bundle, &SignaturesOnly)
        .unwrap();
    assert_eq!(
        b.store.heads().unwrap()[&a.key],
        a.store.heads().unwrap()[&a.key]
    );
    assert!(a
        .store
        .lacking(&b.store.heads().unwrap(), usize::MAX)
        .unwrap()
        .bundle
        .events
        .is_empty());
    // What b holds beyond a is not a's to send.
    let mut more: Heads = a.store.heads().unwrap();
    more.get_mut(&a.key).unwrap().seq = 99;
    assert!(a
        .store
        .lacking(&more, usize::MAX)
        .unwrap()
        .bundle
        .events
        .is_empty());
    assert_eq!(a.store.events_after(&a.key, 3).unwrap(), 2);
}

/// The heads are kept between reads (a hall answers every woken round with them): a write on
/// this connection, and a commit by another process on the same file, are both seen at once.
#[test]
fn the_heads_kept_between_reads_follow_every_write() {
    let mut a = ruled(2);
    let before = a.store.heads().unwrap();
    assert_eq!(before[&a.key].seq, 2);
    add(&mut a.store, "P2");
    assert_eq!(a.store.heads().unwrap()[&a.key].seq, 3, "its own write");

    // Another process (as `mjref` beside a running hall) writes into the same file.
    let mut other = Store::open(&a._dir.path().join("log.db")).unwrap();
    add(&mut other, "P3");
    let now = a.store.heads().unwrap();
    assert_eq!(now[&a.key].seq, 4, "another connection's commit");
    assert_eq!(now, other.heads().unwrap());
    assert_eq!(a.store.heads().unwrap(), now, "read again, unchanged");
}

#[test]
fn a_small_budget_pages_and_every_page_holds_an_event() {
    let a = ruled(7);
    let mut b = ruled(0);
    let pages = pull(&mut b.store, &a.store, 1);
    assert_eq!(pages, 7, "one event a page when none fits the budget");
    assert_eq!(b.store.heads().unwrap(), a.store.heads().unwrap());
    assert!(b.store.verify(&SignaturesOnly).unwrap().ok());
}

#[test]
fn the_hall_caches_keep_who_asked_and_the_peer() {
    let mut d = ruled(0);
    let key = "ab".repeat(32);
    d.store
        .hall_asked(&key, "Floor 1", "2026-11-27T10:00:00+00:00")
        .unwrap();
    d.store
        .hall_seen(&key, "2026-11-27T10:01:00+00:00")
        .unwrap();
    assert!(d.store.hall_refuse(&key).unwrap());
    assert!(
        !d.store.hall_refuse(&"cd".repeat(32)).unwrap(),
        "never asked"
    );
    let seen = d.store.hall_devices().unwrap();
    assert_eq!(seen.len(), 1);
    assert!(seen[0].refused);
    assert_eq!(seen[0].name, "Floor 1");
    assert_eq!(
        seen[0].last_seen.as_deref(),
        Some("2026-11-27T10:01:00+00:00")
    );
    d.store
        .hall_asked(&key, "Floor 1b", "2026-11-27T10:02:00+00:00")
        .unwrap();
    assert!(
        !d.store.hall_devices().unwrap()[0].refused,
        "asking again lifts a refusal"
    );

    assert_eq!(d.store.hall_peer().unwrap(), None);
    let mut peer = ledger::HallPeer {
        url: "http://hall.test:8470/".into(),
        hall: key.clone(),
        name: "Mei".into(),
        heads: None,
    };
    d.store.set_hall_peer(&peer).unwrap();
    peer.heads = Some(d.store.heads().unwrap());
    d.store.set_hall_peer(&peer).unwrap();
    assert_eq!(d.store.hall_peer().unwrap(), Some(peer));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    /// Three devices with random chains, each partly known to a fourth: pulling what the
    /// fourth lacks, at any budget, gives it everything, once.
    #[test]
    fn pulling_what_is_lacking_converges(
        lengths in prop::collection::vec(1usize..6, 3),
        known in prop::collection::vec(0usize..6, 3),
        budget in 1usize..4000,
    ) {
        let mut source = ruled(0);
        let mut target = ruled(0);
        for (n, k) in lengths.iter().zip(&known) {
            let d = ruled(*n);
            let all = d.store.bundle().unwrap();
            source.store.import_bundle(&all, &SignaturesOnly).unwrap();
            let part = ledger::bundle::Bundle {
                events: all.events[..(*k).min(*n)].to_vec(),
                photos: vec![],
            };
            target.store.import_bundle(&part, &SignaturesOnly).unwrap();
        }
        pull(&mut target.store, &source.store, budget);
        let mut want = source.store.heads().unwrap();
        want.extend(target.store.heads().unwrap().into_iter().filter(|(d, _)| *d == target.key));
        prop_assert_eq!(target.store.heads().unwrap(), want);
        let again = source.store.lacking(&target.store.heads().unwrap(), budget).unwrap();
        prop_assert!(again.bundle.events.is_empty());
        let whole = source.store.bundle().unwrap();
        let imported = target.store.import_bundle(&whole, &SignaturesOnly).unwrap();
        prop_assert_eq!(imported.added, 0, "nothing is held twice or missing");
    }
}
