//! The record: an append-only SQLite log of rulings (one file per device), the event's setup,
//! and the functions that decide a ruling against what is already recorded.

pub mod error;
pub mod rulings;
pub mod setup;
pub mod standings;
pub mod store;

pub use error::{ErrorCode, LedgerError, SetupError};
pub use rulings::{evaluate, log, record, Context, LogEntry, RecordedRuling, RulingDraft, Stamp};
pub use setup::EventSetup;
pub use store::Store;
