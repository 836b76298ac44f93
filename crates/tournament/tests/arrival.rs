//! What arrives is checked before it is kept (issue 23, points 1 and 2): an event signed by a
//! valid key whose content is not sound is reported by `verify` and keeps its whole bundle out
//! of `import`, with one answer for both; a record that already holds one still opens and
//! counts it nowhere; and a bundle of another event never changes the event in force.

mod common;

use chrono::Utc;
use ledger::bundle::{self, Bundle};
use ledger::event::sign;
use ledger::{Identity, NewEvent, Problem, SignedEvent, Stamp, Store};
use proptest::prelude::*;
use serde_json::{json, Value};
use tournament::arrival::Arrival;
use tournament::Desk;

fn stamp(at: chrono::DateTime<Utc>) -> Stamp<'static> {
    Stamp {
        referee: "Head",
        at,
        utc_offset_minutes: 480,
    }
}

/// A head's device with event `id` and one ruling recorded under it.
fn head(dir: &std::path::Path, name: &str, id: &str) -> Desk {
    let store = Store::open(&dir.join(format!("{name}.db"))).unwrap();
    let mut desk = Desk::open(store, rulebook::builtin().unwrap()).unwrap();
    desk.create_event(id, "Open", "sbr-2025", &stamp(Utc::now()))
        .unwrap();
    desk.change_event(&stamp(Utc::now()), |s| {
        s.sessions
            .push(serde_json::from_value(json!({"id": "R1", "name": "1",
            "scheduledStart": "2026-11-22T09:00:00+08:00"}))?);
        Ok(())
    })
    .unwrap();
    desk
}

/// One event of `kind` with `body`, signed by a brand-new key as its first.
fn forged(kind: &str, body: Value, index: impl FnOnce(&mut NewEvent)) -> SignedEvent {
    let key = Identity::generate().unwrap();
    let mut e = NewEvent {
        kind: kind.into(),
        recorded_at: Utc::now(),
        utc_offset_minutes: 0,
        referee: "x".into(),
        event: "open".into(),
        ruleset: "sbr-2025".into(),
        catalogue_version: "1".into(),
        session: "R1".into(),
        table: Some(1),
        hand: None,
        player: "p1".into(),
        incident: "late-arrival".into(),
        body,
    };
    index(&mut e);
    let id = uuid::Uuid::now_v7().to_string();
    let at = ledger::event::instant(&e.recorded_at);
    sign(&key, &id, 1, None, &at, &e)
}

/// The record as a user sees it: its events, its log, the event in force.
fn seen(desk: &Desk) -> (usize, usize, Option<(String, u64)>) {
    (
        desk.store().list(None).unwrap().len(),
        desk.rulings(None).unwrap().len(),
        desk.setup().map(|s| s.id.clone()).zip(desk.event_version()),
    )
}

/// The fault code of the content problem among `problems`, if there is one.
fn fault_of(problems: &[Problem]) -> Option<String> {
    problems.iter().find_map(|p| match p {
        Problem::BadContent { fault, .. } => Some(fault.code.clone()),
        _ => None,
    })
}

/// The body of a real ruling, as a device records it.
fn real_ruling_body() -> Value {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("real.db")).unwrap();
    let id = common::add(&mut store, "A");
    store.event_by_id(&id).unwrap().unwrap().event.body
}

#[test]
fn a_signed_ruling_with_a_body_of_nonsense_is_refused_whole_and_verify_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = head(dir.path(), "head", "open");
    let before = seen(&desk);
    let mut extra = real_ruling_body();
    extra["zzz"] = json!(1);
    let mut huge = real_ruling_body();
    huge["verdict"]["sanctions"][0]["amount"] = json!(1e300);
    let cases = [
        (forged("ruling", real_ruling_body(), |_| {}), None),
        (forged("ruling", extra, |_| {}), Some("unknown-field")),
        (forged("ruling", huge, |_| {}), Some("number")),
        (forged("ruling", json!({"zzz": 1}), |_| {}), Some("shape")),
        (
            forged("scores", json!({"p1": 1e308}), |_| {}),
            Some("number"),
        ),
        (
            forged("scores", json!({"p1": 30}), |e| e.player = "p\u{0}1".into()),
            Some("control"),
        ),
        (
            forged("ruling", real_ruling_body(), |e| e.player = String::new()),
            Some("empty"),
        ),
        (
            forged("ruling", real_ruling_body(), |e| {
                e.ruleset = "sbr-1999".into()
            }),
            Some("unknown-ruleset"),
        ),
        (
            forged(
                "void",
                json!({"target": "x", "authority": "", "reason": "r"}),
                |_| {},
            ),
            Some("not-a-name"),
        ),
        (forged("made-up", json!({}), |_| {}), Some("unknown-kind")),
        (
            forged(
                "event",
                json!({"version": 1, "authority": "", "setup": {"zzz": true}}),
                |_| {},
            ),
            Some("shape"),
        ),
    ];
    for (bad, fault) in cases {
        let b = Bundle {
            events: vec![bad.clone()],
            photos: vec![],
        };
        // One check: verify reports it…
        // One check: verify reports it…
        let report = ledger::verify::verify_bundle(&b, Arrival::builtin());
        assert_eq!(
            fault_of(&report.problems).as_deref(),
            fault,
            "{}",
            bad.payload
        );
        if fault.is_none() {
            // A sound ruling from a device with no role here is kept (enrolment is a later
            // check); what matters is that it is the only kind that passes.
            continue;
        }
        let b = Bundle {
            events: vec![bad.clone()],
            photos: vec![],
        };
        // …and import refuses it whole, with the same fault, the record as it was.
        let refused = desk.import(&b).unwrap().unwrap_err();
        assert_eq!(fault_of(&refused).as_deref(), fault);
        assert_eq!(seen(&desk), before, "{}", bad.payload);
    }
    assert!(desk.verify().unwrap().ok());
}

#[test]
fn a_record_that_already_holds_a_bad_event_opens_names_it_and_counts_it_nowhere() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let mut store = Store::open(&path).unwrap();
    let good = common::add(&mut store, "A");
    // As an earlier version kept it: checked for signatures only.
    let bad = forged("ruling", json!({"zzz": 1}), |_| {});
    store
        .import(std::slice::from_ref(&bad), &ledger::SignaturesOnly)
        .unwrap();
    drop(store);
    let desk = Desk::open(Store::open(&path).unwrap(), rulebook::builtin().unwrap()).unwrap();
    let ids: Vec<String> = desk
        .rulings(None)
        .unwrap()
        .iter()
        .map(|r| r.id.clone())
        .collect();
    assert_eq!(ids, [good]);
    let report = desk.verify().unwrap();
    let bad_id = bad.link().unwrap().id;
    assert!(report
        .problems
        .iter()
        .any(|p| matches!(p, Problem::BadContent { id, .. } if *id == bad_id)));
    // Nothing was deleted.
    assert_eq!(desk.store().list(None).unwrap().len(), 2);
}

#[test]
fn a_bundle_of_another_event_never_changes_the_event_in_force() {
    let dir = tempfile::tempdir().unwrap();
    let mut mine = head(dir.path(), "mine", "open");
    let before = seen(&mine);
    // Another device's event, newer than ours, from a device with no role here.
    let mut theirs = head(dir.path(), "theirs", "other");
    theirs
        .change_event(&stamp(Utc::now()), |s| {
            s.name = "Other".into();
            Ok(())
        })
        .unwrap();
    let b = theirs.store().bundle().unwrap();
    let imported = mine.import(&b).unwrap().unwrap();
    assert!(imported.added > 0);
    assert_eq!(seen(&mine).2, before.2);
    // After a restart too; and both events are listed for the user to choose.
    let path = dir.path().join("mine.db");
    drop(mine);
    let mut mine = Desk::open(Store::open(&path).unwrap(), rulebook::builtin().unwrap()).unwrap();
    assert_eq!(seen(&mine).2, before.2);
    let held: Vec<(String, bool)> = mine
        .events()
        .unwrap()
        .into_iter()
        .map(|e| (e.id, e.in_force))
        .collect();
    assert_eq!(held, [("open".into(), true), ("other".into(), false)]);
    mine.choose_event("other").unwrap();
    assert_eq!(mine.setup().unwrap().id, "other");
    assert!(mine.choose_event("nothing").is_err());
}

#[test]
fn a_device_with_no_event_of_its_own_takes_up_the_one_a_bundle_brings() {
    let dir = tempfile::tempdir().unwrap();
    let head = head(dir.path(), "head", "open");
    let store = Store::open(&dir.path().join("floor.db")).unwrap();
    let mut floor = Desk::open(store, rulebook::builtin().unwrap()).unwrap();
    floor
        .import(&head.store().bundle().unwrap())
        .unwrap()
        .unwrap();
    assert_eq!(floor.setup().unwrap().id, "open");
}

#[test]
fn event_init_on_a_device_that_holds_an_event_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut desk = head(dir.path(), "head", "open");
    let before = seen(&desk);
    for id in ["open", "again"] {
        let err = desk
            .create_event(id, "Again", "sbr-2025", &stamp(Utc::now()))
            .unwrap_err();
        assert_eq!(tournament::Coded::code(&err), "event-exists");
    }
    assert_eq!(seen(&desk), before);
}

/// Bodies of every shape: JSON values a hostile device could sign.
fn any_json() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<f64>().prop_map(|f| json!(f)),
        any::<i64>().prop_map(|i| json!(i)),
        "\\PC{0,12}".prop_map(Value::String),
        prop::sample::select(vec!["late-arrival", "R1", "p1", "upheld", "", "\u{1b}"])
            .prop_map(|s| json!(s)),
    ];
    leaf.prop_recursive(4, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(
                prop::sample::select(vec![
                    "answers",
                    "facts",
                    "choice",
                    "verdict",
                    "note",
                    "target",
                    "authority",
                    "reason",
                    "decision",
                    "changes",
                    "photos",
                    "version",
                    "setup",
                    "scores",
                    "hands",
                    "referees",
                    "case",
                    "text",
                    "zzz",
                ])
                .prop_map(String::from),
                inner,
                0..6
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]
    /// Whatever a valid key signs, verify and import agree, nothing panics, and a refused
    /// bundle leaves the record exactly as it was; one taken leaves the record readable.
    #[test]
    fn verify_and_import_agree_on_any_signed_body(
        kind in prop::sample::select(vec!["ruling", "scores", "void", "amend",
            "appeal-decision", "appeal", "appeal-evidence", "appeal-note", "event", "referees"]),
        body in any_json(),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("d.db")).unwrap();
        let mut desk = Desk::open(store, rulebook::builtin().unwrap()).unwrap();
        let e = forged(kind, body, |_| {});
        let b = Bundle { events: vec![e], photos: vec![] };
        let text = bundle::write(&b.events, &b.photos);
        let ok = ledger::verify::verify_bundle(&bundle::read(&text).unwrap(), Arrival::builtin()).ok();
        let before = seen(&desk);
        let imported = desk.import(&b).unwrap();
        prop_assert_eq!(ok, imported.is_ok());
        if !ok {
            prop_assert_eq!(seen(&desk), before);
        }
        // The record stays usable either way.
        desk.rulings(None).unwrap();
        desk.review(&Default::default()).unwrap();
    }
}

/// A ruling that carries `photo`, recorded on a device that keeps whatever it is given (as an
/// earlier version or a hostile device would), as a bundle.
fn ruling_with_photo(dir: &std::path::Path, photo: Vec<u8>) -> Bundle {
    let mut store = Store::open(&dir.join("sender.db")).unwrap();
    let id = common::add(&mut store, "A");
    let mut e = store.event_by_id(&id).unwrap().unwrap().event;
    let photo = ledger::Photo::of(photo);
    e.body["photos"] = json!([photo.sha256]);
    store
        .append_with_photos(&uuid::Uuid::now_v7().to_string(), &e, &[photo])
        .unwrap();
    store.bundle().unwrap()
}

#[test]
fn a_photo_with_its_location_or_cut_in_half_keeps_its_bundle_out() {
    let raw = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../evidence/tests/fixtures/phone-gps-orientation-6.jpg"
    ))
    .unwrap();
    let clean = evidence::prepare(&raw, &evidence::Settings::builtin())
        .unwrap()
        .bytes;
    let half = clean[..clean.len() / 2].to_vec();
    for (photo, sound) in [(clean, true), (raw, false), (half, false)] {
        let dir = tempfile::tempdir().unwrap();
        let b = ruling_with_photo(dir.path(), photo);
        let store = Store::open(&dir.path().join("head.db")).unwrap();
        let mut head = Desk::open(store, rulebook::builtin().unwrap()).unwrap();
        let report = ledger::verify::verify_bundle(&b, Arrival::builtin());
        let imported = head.import(&b).unwrap();
        assert_eq!(report.ok(), sound, "{report:?}");
        assert_eq!(imported.is_ok(), sound);
        if !sound {
            assert!(report
                .problems
                .iter()
                .any(|p| matches!(p, Problem::PhotoUnsound { .. })));
            assert!(head.store().list(None).unwrap().is_empty());
        }
    }
}
