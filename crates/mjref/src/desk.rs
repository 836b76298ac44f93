//! Opening the record for a command: the store with this device's checks and passphrase,
//! the desk over it, who records and when. Every command reaches the record through these.

use crate::output::CliError;
use chrono::Local;
use ledger::{Stamp, Store};
use std::path::Path;
use tournament::arrival::Arrival;
use tournament::Desk;

type Result<T = ()> = std::result::Result<T, CliError>;

/// The shipped rulesets, parsed once and shared (`rulebook::shipped`).
pub fn catalogues() -> std::sync::Arc<[rulebook::Catalogue]> {
    rulebook::shipped()
}

/// The passphrase that opens a sealed device key, from the environment (never an argument,
/// which other users can see in the process list).
pub const PASSPHRASE_ENV: &str = "MJREF_PASSPHRASE";

/// Opens the record, with the passphrase for a sealed key if one is set.
pub fn open_store(db: &Path) -> Result<Store> {
    let mut store = Store::open(db)?;
    // What this device signs passes the checks what arrives passes.
    store.inspect_with(Arrival::builtin());
    store.set_passphrase(std::env::var(PASSPHRASE_ENV).ok());
    Ok(store)
}

/// Recorded now by `referee`, at this device's clock and offset.
pub fn stamp(referee: &str) -> Stamp<'_> {
    Stamp::local(referee, Local::now())
}

/// The record at `db` as a desk: the event it holds decides; a record without one decides
/// under `ruleset` (contract: `log add` on a bare record).
pub fn open_desk(db: &Path) -> Result<Desk> {
    Ok(Desk::open(open_store(db)?, catalogues())?)
}

/// The record at `db` for a command that only reads it (contract, wave 3): a path with no
/// record is refused with `no-record`, and nothing is made there — no file, folder or key.
/// Commands that write make the record on first use (`open_desk`).
pub fn existing(db: &Path) -> Result<&Path> {
    match db.try_exists() {
        Ok(true) => Ok(db),
        Ok(false) => Err(CliError::new(
            "no-record",
            &[("path", db.display().to_string())],
        )),
        Err(e) => Err(CliError::bad_file(db, e)),
    }
}

/// The desk over an existing record, for a command that only reads it.
pub fn read_desk(db: &Path) -> Result<Desk> {
    open_desk(existing(db)?)
}

/// Who records on this device: the event's referee here, or `cli` when it names nobody.
pub fn referee_of(desk: &Desk) -> &str {
    match desk.referee() {
        "" => "cli",
        name => name,
    }
}
