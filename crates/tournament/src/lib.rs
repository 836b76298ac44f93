//! The tournament over the signed record: the event's setup, deciding and recording a ruling
//! against the record, what voids, amendments and appeal decisions do, the log, standings and
//! duplicate matches, and the head referee's review. [`Desk`] is the one way every front end (the app, `mjref`) decides.

pub mod appeal;
pub mod arrival;
pub mod body;
mod case_body;
mod case_error;
pub mod changes;
mod check;
pub mod csv_cell;
pub mod desk;
pub mod duplicate;
pub mod effective;
pub mod enrolment;
pub mod error;
pub mod event;
pub mod history;
pub mod input;
pub mod limits;
pub mod log;
pub mod review;
pub mod roster;
pub mod rulings;
pub mod setup;
pub mod standings;

pub use case_error::CaseError;
pub use desk::Desk;
pub use error::{Coded, ErrorCode, SetupError, TournamentError};
pub use log::{log, LogEntry};
pub use rulings::{evaluate, evaluate_before, record, Context, RecordedRuling, RulingDraft};
pub use setup::EventSetup;
