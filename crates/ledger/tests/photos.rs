//! Photos in the record: an event names its photos by hash, the bytes are kept with the
//! events, carried by bundles and checked wherever the record is read — a photo changed by one
//! byte, or missing, is caught by `verify` and refused by `import`.

mod common;

use common::ruling;
use ledger::bundle::{self, Bundle};
use ledger::photo::sha256;
use ledger::{LedgerError, Photo, Problem, Store};
use serde_json::json;

fn with_photos(player: &str, photos: &[&Photo]) -> ledger::NewEvent {
    let mut e = ruling(player, "");
    e.body["photos"] = json!(photos.iter().map(|p| &p.sha256).collect::<Vec<_>>());
    e
}

fn store(dir: &tempfile::TempDir, name: &str) -> Store {
    Store::open(&dir.path().join(name)).unwrap()
}

fn id() -> String {
    uuid::Uuid::now_v7().to_string()
}

/// A record with two events carrying photos (one photo named twice).
fn sample(dir: &tempfile::TempDir) -> (Store, Photo, Photo) {
    let mut a = store(dir, "a.db");
    let (one, two) = (
        Photo::of(b"first picture".to_vec()),
        Photo::of(vec![0xff, 0xd8, 0, 1, 2]),
    );
    a.append_with_photos(
        &id(),
        &with_photos("A", &[&one, &two]),
        &[one.clone(), two.clone()],
    )
    .unwrap();
    a.append_with_photos(&id(), &with_photos("B", &[&one]), &[])
        .unwrap();
    (a, one, two)
}

#[test]
fn photos_are_kept_with_their_event_and_travel_in_the_bundle() {
    let dir = tempfile::tempdir().unwrap();
    let (a, one, two) = sample(&dir);
    assert_eq!(a.photo(&one.sha256).unwrap().unwrap(), one.bytes);
    assert!(a.verify(&ledger::SignaturesOnly).unwrap().ok());
    let b = a.bundle().unwrap();
    assert_eq!(b.photos.len(), 2, "a photo named twice travels once");
    let text = bundle::write(&b.events, &b.photos);
    let read = bundle::read(&text).unwrap();
    assert_eq!(
        read,
        Bundle {
            events: b.events.clone(),
            photos: read.photos.clone()
        }
    );
    assert!(ledger::verify::verify_bundle(&read, &ledger::SignaturesOnly).ok());
    let mut c = store(&dir, "c.db");
    c.import_bundle(&read, &ledger::SignaturesOnly).unwrap();
    assert_eq!(c.photo(&two.sha256).unwrap().unwrap(), two.bytes);
    assert!(c.verify(&ledger::SignaturesOnly).unwrap().ok());
    // The same bundle again adds nothing and keeps nothing twice.
    assert_eq!(
        c.import_bundle(&read, &ledger::SignaturesOnly)
            .unwrap()
            .added,
        0
    );
}

#[test]
fn a_photo_not_given_or_not_matching_its_name_is_refused_and_nothing_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let mut a = store(&dir, "a.db");
    let photo = Photo::of(b"picture".to_vec());
    let missing = a.append_with_photos(&id(), &with_photos("A", &[&photo]), &[]);
    assert!(matches!(
        missing,
        Err(LedgerError::NotAllowed(Problem::PhotoMissing { .. }))
    ));
    let mut forged = photo.clone();
    forged.bytes.push(0);
    let altered = a.append_with_photos(&id(), &with_photos("A", &[&photo]), &[forged]);
    assert!(matches!(
        altered,
        Err(LedgerError::NotAllowed(Problem::PhotoAltered { .. }))
    ));
    assert!(a.signed_events().unwrap().is_empty());
    assert!(a.photo(&photo.sha256).unwrap().is_none());
}

#[test]
fn every_changed_byte_of_a_photo_line_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let (a, _, _) = sample(&dir);
    let b = a.bundle().unwrap();
    let text = bundle::write(&b.events, &b.photos);
    let start = text.find("{\"bytes\"").unwrap();
    let accepted = |bytes: &[u8]| {
        let Ok(text) = std::str::from_utf8(bytes) else {
            return false;
        };
        bundle::read(text)
            .is_ok_and(|b| ledger::verify::verify_bundle(&b, &ledger::SignaturesOnly).ok())
    };
    assert!(accepted(text.as_bytes()));
    let mut bytes = text.as_bytes().to_vec();
    let mut missed = Vec::new();
    for i in start..bytes.len() {
        for flip in [0x01u8, 0x20] {
            bytes[i] ^= flip;
            if accepted(&bytes) {
                missed.push((i, flip));
            }
            bytes[i] ^= flip;
        }
    }
    assert!(missed.is_empty(), "changes not caught at {missed:?}");
}

#[test]
fn a_bundle_whose_photo_was_changed_or_left_out_is_refused_by_import() {
    let dir = tempfile::tempdir().unwrap();
    let (a, one, _) = sample(&dir);
    let mut b = a.bundle().unwrap();
    // Re-encoded as if it were genuine: only the hash check can catch it.
    let at = b
        .photos
        .iter()
        .position(|p| p.sha256 == one.sha256)
        .unwrap();
    b.photos[at].bytes[0] ^= 1;
    let mut c = store(&dir, "c.db");
    let refused = c
        .import_or_problems(&b, &ledger::SignaturesOnly)
        .unwrap()
        .unwrap_err();
    assert!(
        refused.contains(&Problem::PhotoAltered {
            sha256: one.sha256.clone()
        }),
        "{refused:?}"
    );
    b.photos.remove(at);
    let refused = c
        .import_or_problems(&b, &ledger::SignaturesOnly)
        .unwrap()
        .unwrap_err();
    assert!(refused
        .iter()
        .any(|p| matches!(p, Problem::PhotoMissing { sha256, .. } if *sha256 == one.sha256)));
    assert!(c.signed_events().unwrap().is_empty());
    assert!(c.photo(&one.sha256).unwrap().is_none());
    // A photo no event names does not belong in a bundle.
    let mut stray = a.bundle().unwrap();
    stray.photos.push(Photo::of(b"unrelated".to_vec()));
    assert!(bundle::read(&bundle::write(&stray.events, &stray.photos)).is_err());
}

#[test]
fn a_stored_photo_changed_behind_the_ledgers_back_is_caught_by_verify() {
    let dir = tempfile::tempdir().unwrap();
    let (a, one, _) = sample(&dir);
    let conn = a.connection();
    assert!(conn
        .execute(
            "UPDATE photos SET bytes = x'00' WHERE sha256 = ?1",
            [&one.sha256]
        )
        .is_err());
    assert!(conn.execute("DELETE FROM photos", []).is_err());
    conn.execute_batch("DROP TRIGGER photos_refuse_update; DROP TRIGGER photos_refuse_delete;")
        .unwrap();
    let mut flipped = one.bytes.clone();
    flipped[3] ^= 0x10;
    conn.execute(
        "UPDATE photos SET bytes = ?1 WHERE sha256 = ?2",
        rusqlite::params![flipped, one.sha256],
    )
    .unwrap();
    let report = a.verify(&ledger::SignaturesOnly).unwrap();
    assert_eq!(
        report.problems,
        [Problem::PhotoAltered {
            sha256: one.sha256.clone()
        }]
    );
    conn.execute("DELETE FROM photos WHERE sha256 = ?1", [&one.sha256])
        .unwrap();
    let report = a.verify(&ledger::SignaturesOnly).unwrap();
    assert_eq!(
        report.problems.len(),
        2,
        "both events naming it: {:?}",
        report.problems
    );
    assert!(report
        .problems
        .iter()
        .all(|p| matches!(p, Problem::PhotoMissing { .. })));
    assert_eq!(
        sha256(b""),
        "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
    );
}

/// A photo no event of the bundle names is signed for by nobody: the bundle's events are taken,
/// that photo is not kept.
#[test]
fn a_photo_no_event_names_is_not_kept() {
    let dir = tempfile::tempdir().unwrap();
    let (a, one, _) = sample(&dir);
    let mut b = a.bundle().unwrap();
    let stray = Photo::of(b"a picture nobody signed for".to_vec());
    b.photos.push(stray.clone());
    let mut c = store(&dir, "c.db");
    let done = c.import_bundle(&b, &ledger::SignaturesOnly).unwrap();
    assert_eq!(done.added, 2);
    assert_eq!(c.photo(&one.sha256).unwrap().unwrap(), one.bytes);
    assert_eq!(c.photo(&stray.sha256).unwrap(), None);
    assert!(c.verify(&ledger::SignaturesOnly).unwrap().ok());
}
