//! The device key and the signed chain in the database: the key is private and made once,
//! rows from before the chain are signed into it, and edits behind the ledger's back show.

mod common;

use common::add;
use ledger::Coded;
use ledger::{Identity, KeyPlace, Store};
use std::path::Path;

#[cfg(unix)]
fn mode(path: &Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).unwrap().permissions().mode() & 0o777
}

#[test]
#[cfg(unix)]
fn the_key_is_made_on_the_first_write_owner_only_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.db");
    let KeyPlace::File(key) = KeyPlace::beside(&db) else {
        panic!("a desktop record keeps its key in a file");
    };
    assert_eq!(key, dir.path().join("keys").join("log.db.key"));
    let mut store = Store::open(&db).unwrap();
    assert!(!key.exists(), "reading makes no key");
    add(&mut store, "A");
    assert_eq!(mode(&key), 0o600);
    assert_eq!(mode(key.parent().unwrap()), 0o700);
    let device = store.identity().unwrap().device().to_string();
    drop(store);
    let mut again = Store::open(&db).unwrap();
    add(&mut again, "B");
    assert_eq!(again.identity().unwrap().device(), device);
    let report = again.verify(&ledger::SignaturesOnly).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(report.devices.len(), 1);
    assert_eq!(report.devices[0].events, 2);

    // A key others can read is refused, not used.
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
    let mut exposed = Store::open(&db).unwrap();
    let err = exposed.identity().err().unwrap();
    assert_eq!(err.code(), "identity-exposed");
    // A damaged key is reported and left as it is.
    std::fs::write(&key, "garbage").unwrap();
    std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).unwrap();
    let mut damaged = Store::open(&db).unwrap();
    assert_eq!(
        damaged.identity().err().unwrap().code(),
        "identity-unreadable"
    );
    assert_eq!(std::fs::read_to_string(&key).unwrap(), "garbage");
}

/// A browser has no files: its key is kept in the record (`KeyPlace::Record`), made on the
/// first write, the same key after reopening, sealed in place, and never written beside it.
#[test]
fn a_key_kept_in_the_record_is_made_once_sealed_in_place_and_no_file_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("tablet.db");
    let open = || Store::open_with(&db, KeyPlace::Record).unwrap();
    let mut store = open();
    assert_eq!(store.device_key().unwrap(), None, "reading makes no key");
    add(&mut store, "A");
    let device = store
        .device_key()
        .unwrap()
        .expect("made by the first write");
    assert!(!store.key_is_sealed().unwrap());
    drop(store);
    let mut again = open();
    assert_eq!(
        again.device_key().unwrap().as_deref(),
        Some(device.as_str())
    );
    add(&mut again, "B");
    assert_eq!(again.identity().unwrap().device(), device);
    // Sealed: the same device, opened only with its passphrase.
    again.seal_key("tablet words").unwrap();
    drop(again);
    let mut sealed = open();
    assert!(sealed.key_is_sealed().unwrap());
    assert_eq!(
        sealed.device_key().unwrap().as_deref(),
        Some(device.as_str())
    );
    assert_eq!(sealed.identity().err().unwrap().code(), "identity-locked");
    assert_eq!(
        sealed.unlock("guess").err().unwrap().code(),
        "wrong-passphrase"
    );
    sealed.unlock("tablet words").unwrap();
    add(&mut sealed, "C");
    let report = sealed.verify(&ledger::SignaturesOnly).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(report.devices.len(), 1);
    assert_eq!(report.devices[0].events, 3);
    assert!(!dir.path().join("keys").exists(), "no key file beside it");
    // The key is the record's own: never in a bundle.
    let bundle = ledger::bundle::write(&sealed.signed_events().unwrap(), &[]);
    assert!(!bundle.contains("mjref-device-key"));
}

#[test]
fn rows_from_before_the_chain_are_signed_into_it_on_first_opening() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("old.db");
    {
        // A database as the first schema left it, with two rulings.
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch(include_str!("../migrations/001_events.sql"))
            .unwrap();
        conn.pragma_update(None, "user_version", 1).unwrap();
        for (id, player) in [("old-1", "A"), ("old-2", "B")] {
            conn.execute(
                "INSERT INTO events (id, kind, recorded_at, utc_offset_minutes, referee, event,
                    ruleset, catalogue_version, session, table_no, hand, player, incident, body)
                 VALUES (?1, 'ruling', '2026-11-22T01:13:00.000000Z', 480, 'r', 'e', 'sbr-2025',
                    '1', 'R1', 1, NULL, ?2, 'early-draw', '{\"note\":\"x\",\"amount\":-1.0}')",
                [id, player],
            )
            .unwrap();
        }
    }
    let mut store = Store::open(&db).unwrap();
    let before: Vec<_> = store.list(None).unwrap();
    assert_eq!(before.len(), 2);
    assert_eq!(before[0].event.player, "A");
    let report = store.verify(&ledger::SignaturesOnly).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(report.devices[0].events, 2);
    // New events continue the same chain.
    add(&mut store, "C");
    let report = store.verify(&ledger::SignaturesOnly).unwrap();
    assert!(report.ok(), "{:?}", report.problems);
    assert_eq!(report.devices[0].events, 3);
    // The one-time signing cannot be repeated or used to change a row.
    let conn = store.connection();
    assert!(conn
        .execute("UPDATE events SET player = 'Z' WHERE id = 'old-1'", [])
        .is_err());
    assert!(conn
        .execute("UPDATE events SET payload = NULL WHERE id = 'old-1'", [])
        .is_err());
}

#[test]
fn verification_names_exactly_the_forged_events_among_thousands() {
    use ledger::event::{hash, instant, sign};
    use ledger::NewEvent;
    let identity = Identity::generate().unwrap();
    let at = chrono::Utc::now();
    let mut prev: Option<String> = None;
    let mut events = Vec::new();
    for k in 0..2500u64 {
        let e = NewEvent {
            kind: "ruling".into(),
            recorded_at: at,
            utc_offset_minutes: 0,
            referee: "r".into(),
            event: "e".into(),
            ruleset: "sbr-2025".into(),
            catalogue_version: "1".into(),
            session: "R1".into(),
            table: None,
            hand: None,
            player: format!("P{k}"),
            incident: "phone".into(),
            body: serde_json::json!({"k": k}),
        };
        let s = sign(
            &identity,
            &format!("id-{k}"),
            k + 1,
            prev.as_deref(),
            &instant(&at),
            &e,
        );
        prev = Some(hash(&s.payload));
        events.push(s);
    }
    assert!(ledger::verify(&events, &ledger::SignaturesOnly).ok());
    // Another event's signature on 1500's content, and a signature with one bit flipped.
    events[1500].sig = events[1499].sig.clone();
    let flipped = if events[7].sig.starts_with('0') {
        "1"
    } else {
        "0"
    };
    events[7].sig.replace_range(0..1, flipped);
    let report = ledger::verify(&events, &ledger::SignaturesOnly);
    let ids: Vec<String> = report
        .problems
        .iter()
        .map(|p| format!("{}:{}", p.code(), p.args()["id"]))
        .collect();
    assert_eq!(ids, ["bad-signature:id-7", "bad-signature:id-1500"]);
}
