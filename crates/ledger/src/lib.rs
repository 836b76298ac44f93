//! The signed record: an append-only SQLite log of events (one file per device), each signed
//! by its device and chained to the device's previous one; verification, bundles, the referee
//! list and who may change what. It knows no ruleset: a payload's index fields (event,
//! session, table, player, incident) are all it reads, and bodies are the tournament's.

mod batch;
pub mod bundle;
mod canonical;
pub mod changes;
pub mod checkpoint;
pub mod error;
pub mod event;
pub mod files;
mod hex;
pub mod identity;
pub mod inspect;
pub mod key_place;
pub mod photo;
pub mod problem;
pub mod roles;
pub mod store;
pub mod transport;
pub mod verify;

pub use error::{ChangeKind, Coded, ErrorCode, LedgerError};
pub use event::{local_time, NewEvent, SignedEvent, Stamp};
pub use identity::Identity;
pub use inspect::{Inspect, SignaturesOnly};
pub use key_place::KeyPlace;
pub use photo::Photo;
pub use problem::Problem;
pub use store::{HallDevice, HallPeer, Heads, Imported, Page, Store, StoredEvent};
pub use verify::{verify, Report};
