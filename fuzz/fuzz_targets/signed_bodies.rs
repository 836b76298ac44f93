//! Structure-aware: bodies of every kind, signed with a valid key, so the content checks are
//! what is tested (flipped bytes are caught by the signature first, `bundle_import`). Input:
//! a kind (the first byte) and a body (the rest, as JSON; bytes that are not JSON are read as a
//! JSON value built from them, so every input is signed). Whatever is signed: `verify` and
//! `import` agree, nothing panics, a refused bundle leaves the record as it was, and the record
//! stays usable (the log and the review read it).
#![no_main]

use chrono::Utc;
use ledger::bundle::Bundle;
use ledger::{Identity, NewEvent, Store};
use libfuzzer_sys::fuzz_target;
use serde_json::{json, Value};
use std::sync::{Mutex, OnceLock};
use tournament::arrival::Arrival;
use tournament::Desk;

const KINDS: &[&str] = &[
    "ruling", "scores", "void", "amend", "appeal-decision", "appeal", "appeal-evidence",
    "appeal-note", "event", "referees",
];

/// One record for the whole run: a refused import changes nothing, a taken one only adds.
fn desk() -> &'static Mutex<(tempfile::TempDir, Desk)> {
    static DESK: OnceLock<Mutex<(tempfile::TempDir, Desk)>> = OnceLock::new();
    DESK.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("fuzz.db")).unwrap();
        let desk = Desk::open(store, rulebook::builtin().unwrap()).unwrap();
        Mutex::new((dir, desk))
    })
}

/// A JSON value built from bytes that are not JSON text: each byte picks a shape.
fn value_from(bytes: &mut std::slice::Iter<u8>, depth: u8) -> Value {
    let Some(&b) = bytes.next() else {
        return Value::Null;
    };
    let keys = ["answers", "facts", "verdict", "note", "target", "authority", "reason",
                "decision", "changes", "scores", "version", "setup", "zzz"];
    match (b % 8, depth) {
        (0, _) => Value::Null,
        (1, _) => json!(b & 1 == 1),
        (2, _) => json!(f64::from(b) * 1e300_f64.powi(i32::from(b % 3))),
        (3, _) => json!(String::from_utf8_lossy(&[b, b.wrapping_add(27)])),
        (4, d) if d < 4 => Value::Array((0..b % 4).map(|_| value_from(bytes, d + 1)).collect()),
        (_, d) if d < 4 => Value::Object(
            (0..b % 5)
                .map(|i| {
                    let k = keys[usize::from(b.wrapping_add(i)) % keys.len()].to_string();
                    (k, value_from(bytes, d + 1))
                })
                .collect(),
        ),
        _ => json!(i64::from(b) - 128),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&k, rest)) = data.split_first() else {
        return;
    };
    let kind = KINDS[usize::from(k) % KINDS.len()];
    let body = serde_json::from_slice::<Value>(rest)
        .unwrap_or_else(|_| value_from(&mut rest.iter(), 0));
    let mut guard = desk().lock().unwrap();
    let (_, desk) = &mut *guard;
    let e = NewEvent {
        kind: kind.into(),
        recorded_at: Utc::now(),
        utc_offset_minutes: 0,
        referee: "fuzz".into(),
        event: "fuzz".into(),
        ruleset: "sbr-2025".into(),
        catalogue_version: "1".into(),
        session: "R1".into(),
        table: Some(1),
        hand: None,
        player: "p1".into(),
        incident: "late-arrival".into(),
        body,
    };
    // Each event is its own device's first, so no chain links one input to the next.
    let key = Identity::generate().unwrap();
    let id = uuid::Uuid::now_v7().to_string();
    let at = ledger::event::instant(&e.recorded_at);
    let signed = ledger::event::sign(&key, &id, 1, None, &at, &e);
    let b = Bundle { events: vec![signed], photos: vec![] };
    let ok = ledger::verify::verify_bundle(&b, Arrival::builtin()).ok();
    let before = desk.store().list(None).unwrap().len();
    match desk.import(&b).unwrap() {
        Ok(_) => assert!(ok, "an import passed that verification failed"),
        Err(_) => {
            assert!(!ok, "verification passed a bundle import refused");
            assert_eq!(desk.store().list(None).unwrap().len(), before);
        }
    }
    desk.rulings(None).expect("the log reads the record");
    desk.review(&Default::default()).expect("the review reads the record");
});
