//! What can go wrong with the record itself (the disk, the key, a bundle, a role), each with a
//! stable code and arguments for `locales/`.

pub use errcode::{Coded, ErrorCode};
use std::collections::BTreeMap;

#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    #[error("the disk is full")]
    StorageFull,
    #[error("storage: {0}")]
    Storage(String),
    #[error("the record is damaged: {0}")]
    Corrupt(String),
    /// The device's key file exists but cannot be read or made; it is never replaced.
    #[error("device key {path}: {detail}")]
    Identity { path: String, detail: String },
    /// The device's key file can be read by others than its owner.
    #[error("device key {path} is readable by others")]
    IdentityExposed { path: String },
    /// The device's key is sealed and no passphrase was given.
    #[error("device key {path} is sealed")]
    IdentityLocked { path: String },
    /// The passphrase does not open the device's key.
    #[error("wrong passphrase for {path}")]
    WrongPassphrase { path: String },
    /// Sealing a key with no passphrase (nothing, or only spaces).
    #[error("an empty passphrase seals nothing")]
    EmptyPassphrase,
    /// A referee list naming something that is not a device key (64 lowercase hex digits).
    #[error("{device} is not a device key")]
    BadDeviceKey { device: String },
    /// The head referee's and the appeals committee's changes need a passphrase-sealed key.
    #[error("the device key is not sealed")]
    KeyNotSealed,
    /// A bundle failed a check; nothing from it was kept. `mjref verify` names each problem.
    #[error("bundle refused: {problems} problems")]
    BundleRefused { problems: usize },
    /// The event would break a rule of the record (a role it lacks, a change naming nothing);
    /// said by `error-<problem code>`.
    #[error("not allowed: {0:?}")]
    NotAllowed(crate::problem::Problem),
    /// A void or an amendment without a reason: the record must say why.
    #[error("a {change:?} needs a reason")]
    ReasonMissing { change: ChangeKind },
}

/// The changes that must give a reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangeKind {
    Void,
    Amend,
    /// An appeal case's decision.
    Decide,
}

impl LedgerError {
    /// Every code `code()` gives, each said by `error-<code>`, for the front ends' list of
    /// codes (the app's `ErrorCodeName`): its own and those of the problems an append is
    /// refused with ([`LedgerError::NotAllowed`]: what `roles::check` finds, and a change
    /// naming nothing). `tournament/tests/error_strings.rs` fails when it and the variants
    /// differ.
    pub const CODES: &'static [&'static str] = &[
        "storage-full",
        "storage",
        "corrupt",
        "identity-unreadable",
        "identity-exposed",
        "bundle-refused",
        "identity-locked",
        "wrong-passphrase",
        "empty-passphrase",
        "bad-device-key",
        "key-not-sealed",
        "void-needs-reason",
        "amend-needs-reason",
        "decide-needs-reason",
        // NotAllowed
        "bad-referee-list",
        "two-heads",
        "unauthorized",
        "dangling-target",
        "two-creators",
        "photo-altered",
        "photo-missing",
        "second-void",
        "decision-not-on-case",
        "second-decision",
        "bad-content",
        "photo-unsound",
    ];
}

impl Coded for LedgerError {
    fn code(&self) -> &'static str {
        match self {
            Self::StorageFull => "storage-full",
            Self::Storage(_) => "storage",
            Self::Corrupt(_) => "corrupt",
            Self::Identity { .. } => "identity-unreadable",
            Self::IdentityExposed { .. } => "identity-exposed",
            Self::BundleRefused { .. } => "bundle-refused",
            Self::IdentityLocked { .. } => "identity-locked",
            Self::WrongPassphrase { .. } => "wrong-passphrase",
            Self::EmptyPassphrase => "empty-passphrase",
            Self::BadDeviceKey { .. } => "bad-device-key",
            Self::KeyNotSealed => "key-not-sealed",
            Self::NotAllowed(p) => p.code(),
            Self::ReasonMissing { change } => match change {
                ChangeKind::Void => "void-needs-reason",
                ChangeKind::Amend => "amend-needs-reason",
                ChangeKind::Decide => "decide-needs-reason",
            },
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        match self {
            Self::StorageFull => BTreeMap::new(),
            Self::Storage(d) | Self::Corrupt(d) => BTreeMap::from([("detail".into(), d.clone())]),
            Self::Identity { path, detail } => BTreeMap::from([
                ("path".into(), path.clone()),
                ("detail".into(), detail.clone()),
            ]),
            Self::IdentityExposed { path }
            | Self::IdentityLocked { path }
            | Self::WrongPassphrase { path } => BTreeMap::from([("path".into(), path.clone())]),
            Self::KeyNotSealed | Self::EmptyPassphrase => BTreeMap::new(),
            Self::BadDeviceKey { device } => BTreeMap::from([("device".into(), device.clone())]),
            Self::BundleRefused { problems } => {
                BTreeMap::from([("problems".into(), problems.to_string())])
            }
            Self::NotAllowed(p) => p.args(),
            Self::ReasonMissing { .. } => BTreeMap::new(),
        }
    }
}

impl From<rusqlite::Error> for LedgerError {
    fn from(e: rusqlite::Error) -> Self {
        use rusqlite::ffi::ErrorCode;
        match e.sqlite_error_code() {
            Some(ErrorCode::DiskFull) => Self::StorageFull,
            Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => {
                Self::Corrupt(e.to_string())
            }
            _ => Self::Storage(e.to_string()),
        }
    }
}

impl From<rusqlite_migration::Error> for LedgerError {
    fn from(e: rusqlite_migration::Error) -> Self {
        match e {
            rusqlite_migration::Error::RusqliteError { err, .. } => err.into(),
            other => Self::Storage(other.to_string()),
        }
    }
}

impl From<serde_json::Error> for LedgerError {
    fn from(e: serde_json::Error) -> Self {
        Self::Corrupt(e.to_string())
    }
}
