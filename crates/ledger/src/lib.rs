//! The record: an append-only SQLite log of rulings (one file per device), the event's setup,
//! and the functions that decide a ruling against what is already recorded.

mod batch;
pub mod bundle;
mod canonical;
pub mod changes;
pub mod duplicate;
pub mod effective;
pub mod error;
pub mod event;
mod hex;
pub mod identity;
pub mod roles;
pub mod rulings;
pub mod setup;
pub mod standings;
pub mod store;
pub mod verify;

pub use error::{ChangeKind, ErrorCode, LedgerError, SetupError};
pub use event::SignedEvent;
pub use identity::Identity;
pub use rulings::{
    evaluate, evaluate_before, log, record, Context, LogEntry, RecordedRuling, RulingDraft, Stamp,
};
pub use setup::EventSetup;
pub use store::{Imported, Store};
pub use verify::{verify, Problem, Report};
