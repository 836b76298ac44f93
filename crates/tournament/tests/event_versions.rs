//! The event in the record: the head's device signs each change as the next version, bundles
//! carry them, and every device holds the latest — whatever order the bundles are imported in,
//! with repeats. An older version never replaces a newer one.

use chrono::Utc;
use ledger::{bundle, SignedEvent, Stamp, Store};
use proptest::prelude::*;
use std::sync::OnceLock;
use tournament::event::{in_force, publish};
use tournament::setup::EventSetup;
use tournament::{Desk, RulingDraft};

fn demo() -> EventSetup {
    serde_json::from_str(
        r#"{"id":"open","name":"Open","ruleset":"sbr-2025","referee":"head-1",
        "sessions":[{"id":"R1","name":"1","scheduledStart":"2026-11-22T09:00:00+08:00"}],
        "tables":[{"number":1,"seats":[{"seat":"E","playerId":"p1"},{"seat":"S","playerId":"p2"},
                  {"seat":"W","playerId":"p3"},{"seat":"N","playerId":"p4"}]}],
        "players":[{"id":"p1","name":"李明"},{"id":"p2","name":"Anna"},{"id":"p3","name":"佐藤"},
                   {"id":"p4","name":"王芳"}]}"#,
    )
    .unwrap()
}

fn stamp() -> Stamp<'static> {
    Stamp {
        referee: "head-1",
        at: Utc::now(),
        utc_offset_minutes: 480,
    }
}

/// The head's bundles after each of three versions: the event created, a session moved, a
/// hall-wide warning issued; and a fourth after the head enrolled the floor tablet (whose
/// record, with its key made, is at [`floor_path`]). Made once for every case.
fn bundles() -> &'static Vec<Vec<SignedEvent>> {
    static B: OnceLock<Vec<Vec<SignedEvent>>> = OnceLock::new();
    B.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let mut head = Store::open(&dir.path().join("head.db")).unwrap();
        let mut setup = demo();
        let mut out = Vec::new();
        for change in 0..3 {
            match change {
                1 => setup.sessions[0].scheduled_start = "2026-11-22T09:30:00+08:00".into(),
                2 => setup.hall_warnings = vec!["early-draw".into()],
                _ => {}
            }
            let (_, version) = publish(&mut head, &stamp(), &setup).unwrap();
            assert_eq!(version, change + 1);
            out.push(head.signed_events().unwrap());
        }
        let floor = Store::open(floor_path())
            .unwrap()
            .identity()
            .unwrap()
            .device()
            .to_string();
        // A head signs a referee list only with a sealed key.
        head.seal_key("head's words").unwrap();
        let mut desk = Desk::open(head, rulebook::builtin().unwrap()).unwrap();
        desk.enrol(&floor, ledger::roles::Role::Floor, "floor-1", &stamp())
            .unwrap();
        out.push(desk.store().signed_events().unwrap());
        out
    })
}

/// Where the floor tablet's record is kept while the tests run.
fn floor_path() -> &'static std::path::Path {
    static DIR: OnceLock<tempfile::TempDir> = OnceLock::new();
    DIR.get_or_init(|| tempfile::tempdir().unwrap())
        .path()
        .join("floor.db")
        .leak()
}

#[test]
fn the_shared_setup_carries_no_device_referee_and_versions_count_up() {
    let dir = tempfile::tempdir().unwrap();
    let mut floor = Store::open(&dir.path().join("floor.db")).unwrap();
    floor
        .import(&bundles()[2], tournament::arrival::Arrival::builtin())
        .unwrap();
    let v = in_force(&floor, "open").unwrap().unwrap();
    assert_eq!(v.version, 3);
    assert_eq!(v.setup.hall_warnings, ["early-draw"]);
    assert_eq!(
        v.setup.sessions[0].scheduled_start,
        "2026-11-22T09:30:00+08:00"
    );
    // Who records is each device's own: the head's name does not travel.
    assert_eq!(v.setup.referee, "");
    // The bundle file itself carries them and verifies.
    let text = bundle::render(&bundles()[2]);
    assert!(ledger::verify(
        &bundle::parse(&text).unwrap(),
        tournament::arrival::Arrival::builtin()
    )
    .ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn any_order_of_imports_with_repeats_gives_the_latest_version(
        order in proptest::collection::vec(0usize..3, 1..7)
    ) {
        let dir = tempfile::tempdir().unwrap();
        let mut floor = Store::open(&dir.path().join("floor.db")).unwrap();
        for &i in &order {
            floor.import(&bundles()[i], tournament::arrival::Arrival::builtin()).unwrap();
        }
        let newest = *order.iter().max().unwrap();
        let v = in_force(&floor, "open").unwrap().unwrap();
        prop_assert_eq!(v.version as usize, newest + 1);
        prop_assert!(floor.verify(tournament::arrival::Arrival::builtin()).unwrap().ok());
    }
}

/// A floor tablet's bundle: it joined from the head's third version (the hall-wide warning),
/// then ruled twice on p3's early draws and once on p2's late arrival. With the verdicts it
/// recorded, and the verdict it gives a third early draw.
fn floor_bundle() -> &'static (Vec<SignedEvent>, Vec<rulebook::Verdict>, rulebook::Verdict) {
    static B: OnceLock<(Vec<SignedEvent>, Vec<rulebook::Verdict>, rulebook::Verdict)> =
        OnceLock::new();
    B.get_or_init(|| {
        // The head's bundles first: making them makes the floor's record (and its key).
        let joined = &bundles()[2];
        let mut floor = Store::open(floor_path()).unwrap();
        floor
            .import(joined, tournament::arrival::Arrival::builtin())
            .unwrap();
        let mut desk = Desk::open(floor, rulebook::builtin().unwrap()).unwrap();
        let stamp = Stamp {
            referee: "floor-1",
            ..stamp()
        };
        let mut verdicts = Vec::new();
        for draft in [early_draw(), early_draw(), late()] {
            verdicts.push(desk.record(&draft, &stamp).unwrap().verdict);
        }
        let next = desk.evaluate(&early_draw()).unwrap();
        (desk.store().signed_events().unwrap(), verdicts, next)
    })
}

fn early_draw() -> RulingDraft {
    RulingDraft {
        session: "R1".into(),
        table: Some(1),
        player: "p3".into(),
        incident: "early-draw".into(),
        ..RulingDraft::default()
    }
}

fn late() -> RulingDraft {
    RulingDraft {
        session: "R1".into(),
        table: Some(1),
        player: "p2".into(),
        incident: "late-arrival".into(),
        answers: [(
            "minutes_late".to_string(),
            rulebook::Value::Text("09:42:00".into()),
        )]
        .into(),
        ..RulingDraft::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// A desk importing the head's versions and the floor's bundle in any order, with repeats,
    /// holds the latest version and shows the floor's rulings with the verdicts the floor
    /// recorded; once the head's list enrolling the floor is among them, it decides the next
    /// ruling as the floor would, and before, as a first offence (the floor's count nowhere).
    #[test]
    fn any_order_of_versions_and_rulings_gives_the_same_event_and_verdicts(
        order in proptest::collection::vec(0usize..5, 1..8)
    ) {
        let dir = tempfile::tempdir().unwrap();
        let mut desk = Desk::open(
            Store::open(&dir.path().join("review.db")).unwrap(),
            rulebook::builtin().unwrap(),
        ).unwrap();
        let (floor, recorded, next) = floor_bundle();
        // 0–2: the versions; 3: the enrolment (after the third version); 4: the floor's bundle.
        for &i in &order {
            let events = if i == 4 { floor } else { &bundles()[i] };
            let bundle = ledger::bundle::Bundle { events: events.clone(), photos: vec![] };
            desk.import(&bundle).unwrap().unwrap();
        }
        // The floor's bundle carries the version it joined from.
        let newest = order.iter().map(|&i| i.min(2)).max().unwrap();
        prop_assert_eq!(desk.event_version(), Some(newest as u64 + 1));
        if order.contains(&4) {
            let enrolled = order.contains(&3);
            let shown = desk.rulings(Some("R1")).unwrap();
            prop_assert!(shown.iter().all(|e| e.enrolled == enrolled));
            let verdicts: Vec<_> = shown.into_iter().map(|e| e.verdict).collect();
            prop_assert_eq!(&verdicts, recorded);
            let decided = desk.evaluate(&early_draw()).unwrap();
            if enrolled {
                prop_assert_eq!(&decided, next);
            } else {
                prop_assert_eq!(&decided, &recorded[0]);
                prop_assert_eq!(desk.not_enrolled().unwrap().len(), 1);
            }
        }
        prop_assert!(desk.verify().unwrap().ok());
    }
}
