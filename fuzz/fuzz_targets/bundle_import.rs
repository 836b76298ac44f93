//! Any bytes offered as a bundle (events and photos): reading, verifying and importing them
//! never panics, and whatever is refused leaves the record as it was.
#![no_main]

use ledger::verify::verify_bundle;
use ledger::{bundle, Store};
use libfuzzer_sys::fuzz_target;
use std::sync::{Mutex, OnceLock};

fn store() -> &'static Mutex<(tempfile::TempDir, Store)> {
    static STORE: OnceLock<Mutex<(tempfile::TempDir, Store)>> = OnceLock::new();
    STORE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("fuzz.db")).unwrap();
        Mutex::new((dir, store))
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(read) = bundle::read(text) else {
        return;
    };
    let report = verify_bundle(&read, tournament::arrival::Arrival::builtin());
    let mut guard = store().lock().unwrap();
    let before = guard.1.signed_events().unwrap().len();
    match guard.1.import_bundle(&read, tournament::arrival::Arrival::builtin()) {
        Ok(_) => assert!(report.ok(), "an import passed that verification failed"),
        Err(_) => assert_eq!(guard.1.signed_events().unwrap().len(), before),
    }
});
