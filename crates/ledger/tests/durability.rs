//! What the record does when the disk fails it: a full disk refuses the ruling in words and
//! keeps everything recorded before, whole and verifiable; a file that is not a database is
//! reported as damaged and never deleted, replaced or written to.

mod common;

use ledger::{ErrorCode, LedgerError, Store};

/// Appends rulings until the store refuses one; returns how many were saved and the refusal.
fn record_until_refused(store: &mut Store, limit: usize) -> (usize, LedgerError) {
    for n in 0..limit {
        let mut e = common::ruling(&format!("P{n}"), "");
        // Long enough that the file must grow within a few rulings.
        e.body["note"] = "x".repeat(2000).into();
        let id = uuid::Uuid::now_v7().to_string();
        if let Err(err) = store.append(&id, &e) {
            return (n, err);
        }
    }
    panic!("{limit} rulings fitted under the limit");
}

#[test]
fn a_full_disk_refuses_the_ruling_in_words_and_keeps_everything_before_it() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("log.db");
    let mut store = Store::open(&path).unwrap();
    for p in ["A", "B", "C"] {
        common::add(&mut store, p);
    }
    // The database may not grow past its present size: as good as a full disk.
    let pages: i64 = store
        .connection()
        .query_row("PRAGMA page_count", [], |r| r.get(0))
        .unwrap();
    store
        .connection()
        .pragma_update(None, "max_page_count", pages)
        .unwrap();
    let (saved, refusal) = record_until_refused(&mut store, 500);
    let code = ErrorCode::from(refusal);
    // Said in every language by error-storage-full (tests/error_strings.rs).
    assert_eq!(code.code, "storage-full", "{code:?}");

    // Exactly what was acknowledged is there, whole, signed and chained.
    let kept = store.list(None).unwrap();
    assert_eq!(kept.len(), 3 + saved);
    assert!(store.verify(&ledger::SignaturesOnly).unwrap().ok());
    let integrity: String = store
        .connection()
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(integrity, "ok");

    // With room again (a new process), recording goes on where the chain left off.
    drop(store);
    let mut store = Store::open(&path).unwrap();
    common::add(&mut store, "D");
    assert_eq!(store.list(None).unwrap().len(), 4 + saved);
    assert!(store.verify(&ledger::SignaturesOnly).unwrap().ok());
}

#[test]
fn a_file_that_is_not_a_database_is_reported_damaged_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("log.db");
    let junk: Vec<u8> = (0..16384u32).map(|i| (i * 13 % 256) as u8).collect();
    std::fs::write(&path, &junk).unwrap();
    let err = match Store::open(&path) {
        Err(e) => e,
        Ok(_) => panic!("opened a file that is not a database"),
    };
    assert_eq!(ErrorCode::from(err).code, "corrupt");
    assert_eq!(std::fs::read(&path).unwrap(), junk, "never written to");
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    // No key was made for it, and nothing was put in its place.
    assert_eq!(names, vec!["log.db".to_string()], "{names:?}");
}

#[test]
fn a_damaged_page_is_caught_by_the_integrity_check_and_the_file_kept() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("log.db");
    {
        let mut store = Store::open(&path).unwrap();
        for p in ["A", "B", "C", "D", "E", "F"] {
            common::add(&mut store, p);
        }
        // Fold the log into the main file so the damage below lands in it.
        store
            .connection()
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .unwrap();
    }
    let mut bytes = std::fs::read(&path).unwrap();
    let page = 4096;
    assert!(bytes.len() > 2 * page, "a file of several pages");
    // Scribble over the second page (a b-tree page), keeping the header intact.
    for b in &mut bytes[page..page + 200] {
        *b = 0xA5;
    }
    std::fs::write(&path, &bytes).unwrap();
    let outcome = Store::open(&path).and_then(|s| {
        let report = s.verify(&ledger::SignaturesOnly)?;
        let integrity: String = s
            .connection()
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))?;
        Ok((report.ok(), integrity))
    });
    match outcome {
        // Opening or reading may say it is damaged…
        Err(e) => assert_eq!(ErrorCode::from(e).code, "corrupt"),
        // …or it opens, and the checks say what is wrong.
        Ok((verified, integrity)) => assert!(!verified || integrity != "ok"),
    }
    assert_eq!(
        std::fs::read(&path).unwrap(),
        bytes,
        "the damaged file is kept as it was"
    );
}
