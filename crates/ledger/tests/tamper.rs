//! Any change to a bundle or to the database behind the ledger's back is detected: a bundle
//! with any byte changed is refused or fails verification; the database refuses UPDATE and
//! DELETE; and an edit made with the triggers dropped shows up in `Store::verify`.

mod common;

use common::add;
use ledger::{bundle, verify, Problem, Store};

/// A bundle of two devices, the second having imported the first.
fn sample() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let mut a = Store::open(&dir.path().join("a.db")).unwrap();
    add(&mut a, "A");
    add(&mut a, "B");
    let mut b = Store::open(&dir.path().join("b.db")).unwrap();
    b.import(&a.signed_events().unwrap(), &ledger::SignaturesOnly)
        .unwrap();
    add(&mut b, "C");
    let text = bundle::render(&b.signed_events().unwrap());
    (dir, text)
}

/// Whether a bundle's bytes would be accepted: readable, well-formed and verifying.
fn accepted(bytes: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return false;
    };
    match bundle::parse(text) {
        Ok(events) => verify(&events, &ledger::SignaturesOnly).ok(),
        Err(_) => false,
    }
}

#[test]
fn every_changed_byte_of_a_bundle_is_detected() {
    let (_dir, text) = sample();
    let original = text.as_bytes();
    assert!(accepted(original));
    let mut bytes = original.to_vec();
    let mut missed = Vec::new();
    for i in 0..bytes.len() {
        // One bit (a digit becomes another), and the case bit (a hex letter's other spelling).
        for flip in [0x01u8, 0x20] {
            bytes[i] ^= flip;
            if accepted(&bytes) {
                missed.push((i, flip));
            }
            bytes[i] ^= flip;
        }
    }
    assert!(missed.is_empty(), "changes not detected at {missed:?}");
    // Cut, repeated or reordered lines are changes too.
    let lines: Vec<&str> = text.lines().collect();
    let join = |ls: Vec<&str>| ls.iter().map(|l| format!("{l}\n")).collect::<String>();
    assert!(!accepted(
        join(lines[..lines.len() - 1].to_vec()).as_bytes()
    ));
    let mut repeated = lines.clone();
    repeated.push(lines[1]);
    assert!(!accepted(join(repeated).as_bytes()));
    let mut swapped = lines.clone();
    swapped.swap(1, 2);
    assert!(!accepted(join(swapped).as_bytes()));
    assert!(!accepted(&original[..original.len() - 1]));
}

#[test]
fn the_database_refuses_changes_and_removals_of_signed_events() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    add(&mut store, "A");
    let conn = store.connection();
    for sql in [
        "UPDATE events SET player = 'Z'",
        "UPDATE events SET payload = NULL, signature = NULL",
        "UPDATE events SET signature = 'x'",
        "DELETE FROM events",
        "INSERT INTO events (id, kind, recorded_at, utc_offset_minutes, referee, event, ruleset,
            catalogue_version, session, player, incident, body)
         VALUES ('x', 'ruling', 't', 0, 'r', 'e', 's', 'v', 'R1', 'A', 'i', '{}')",
        "UPDATE legacy_mark SET max_seq = 99",
    ] {
        assert!(conn.execute(sql, []).is_err(), "{sql} was allowed");
    }
    assert!(store.verify(&ledger::SignaturesOnly).unwrap().ok());
}

/// Makes the change with the triggers out of the way, as someone with the file and a SQLite
/// shell could, and returns what verification then says.
fn behind_its_back(sql: &str) -> Vec<Problem> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("log.db");
    let mut store = Store::open(&path).unwrap();
    for p in ["A", "B", "C"] {
        add(&mut store, p);
    }
    assert!(store.verify(&ledger::SignaturesOnly).unwrap().ok());
    drop(store);
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(&format!(
        "DROP TRIGGER events_refuse_update; DROP TRIGGER events_refuse_delete;
         DROP TRIGGER events_refuse_unsigned; {sql}"
    ))
    .unwrap();
    drop(conn);
    Store::open(&path)
        .unwrap()
        .verify(&ledger::SignaturesOnly)
        .unwrap()
        .problems
}

#[test]
fn edits_behind_the_databases_back_are_found_by_verification() {
    let codes = |sql: &str| -> Vec<&'static str> {
        behind_its_back(sql).iter().map(|p| p.code()).collect()
    };
    // A column the queries read, changed: the row no longer says what was signed.
    assert_eq!(
        codes("UPDATE events SET player = 'Z' WHERE seq = 2"),
        ["row-mismatch"]
    );
    assert_eq!(
        codes("UPDATE events SET body = replace(body, '7.5', '1') WHERE seq = 1"),
        ["row-mismatch"]
    );
    // The signed payload changed.
    assert!(codes(
        "UPDATE events SET payload = replace(payload, '\"player\":\"B\"', '\"player\":\"Z\"'),
                           player = 'Z' WHERE seq = 2"
    )
    .contains(&"bad-signature"));
    // An event removed from the middle.
    assert_eq!(codes("DELETE FROM events WHERE seq = 2"), ["chain-gap"]);
    // Two events' places in the chain swapped.
    assert!(codes(
        "UPDATE events SET device_seq = 100 WHERE seq = 1;
         UPDATE events SET device_seq = 1 WHERE seq = 2;
         UPDATE events SET device_seq = 2 WHERE seq = 1;"
    )
    .contains(&"row-mismatch"));
    // A row slipped in without a signature.
    assert_eq!(
        codes(
            "INSERT INTO events (id, kind, recorded_at, utc_offset_minutes, referee, event,
                ruleset, catalogue_version, session, player, incident, body)
             VALUES ('x', 'ruling', '2026-01-01T00:00:00Z', 0, 'r', 'e', 's', 'v', 'R1', 'A',
                'i', '{}')"
        ),
        ["unsigned"]
    );
}

#[test]
fn a_row_slipped_in_unsigned_is_listed_from_its_columns() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("log.db");
    let mut store = Store::open(&path).unwrap();
    add(&mut store, "A");
    add(&mut store, "B");
    drop(store);
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "DROP TRIGGER events_refuse_unsigned;
         INSERT INTO events (id, kind, recorded_at, utc_offset_minutes, referee, event,
            ruleset, catalogue_version, session, player, incident, body)
         VALUES ('x', 'ruling', '2026-01-01T00:00:00Z', 0, 'r', 'e', 's', 'v', 'R1', 'A',
            'i', '{\"k\":1}')",
    )
    .unwrap();
    drop(conn);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.list(None).unwrap().len(), 3);
    assert_eq!(store.list(Some(("e", "R1"))).unwrap().len(), 3);
    let theirs = store.list_player("e", "R1", "A").unwrap();
    assert_eq!(theirs.len(), 2);
    assert!(!theirs[0].device.is_empty());
    let slipped = &theirs[1];
    assert_eq!((slipped.id.as_str(), slipped.device.as_str()), ("x", ""));
    assert_eq!(slipped.event.player, "A");
    assert_eq!(slipped.event.body, serde_json::json!({"k": 1}));
}
