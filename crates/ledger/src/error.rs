//! Every error a front end can show, with a stable code and arguments for `locales/`.

use rulebook::RuleError;
use serde::Serialize;
use std::collections::BTreeMap;

/// An error as every front end passes it on: a stable code and its arguments, said in the
/// user's language from `error-<code>` in `locales/`. Never English text.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ErrorCode {
    pub code: String,
    pub args: BTreeMap<String, String>,
}

impl ErrorCode {
    pub fn new(code: &str, args: &[(&str, String)]) -> Self {
        ErrorCode {
            code: code.into(),
            args: args
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        }
    }

    /// Something that should not happen; the detail is for the report, not for the referee.
    pub fn internal(detail: impl ToString) -> Self {
        Self::new("internal", &[("detail", detail.to_string())])
    }

    /// A file that cannot be read or parsed.
    pub fn bad_file(path: &std::path::Path, detail: impl ToString) -> Self {
        Self::new(
            "bad-file",
            &[
                ("path", path.display().to_string()),
                ("detail", detail.to_string()),
            ],
        )
    }
}

impl<E: Into<LedgerError>> From<E> for ErrorCode {
    fn from(e: E) -> Self {
        let e: LedgerError = e.into();
        ErrorCode {
            code: e.code().into(),
            args: e.args(),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    #[error(transparent)]
    Rule(#[from] RuleError),
    #[error(transparent)]
    Setup(#[from] SetupError),
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
    /// The passphrase does not open the device's key (or is empty when sealing).
    #[error("wrong passphrase for {path}")]
    WrongPassphrase { path: String },
    /// The head referee's and the appeals committee's changes need a passphrase-sealed key.
    #[error("the device key is not sealed")]
    KeyNotSealed,
    /// A bundle failed a check; nothing from it was kept. `mjref verify` names each problem.
    #[error("bundle refused: {problems} problems")]
    BundleRefused { problems: usize },
    /// The event would break a rule of the record (a role it lacks, a change naming nothing);
    /// said by `error-<problem code>`.
    #[error("not allowed: {0:?}")]
    NotAllowed(crate::verify::Problem),
    /// An amendment that cannot apply to a ruling: a field that is not amendable, or a value
    /// of the wrong shape (see `effective`). Nothing is signed.
    #[error("bad amendment: {detail}")]
    BadAmendment { detail: String },
    /// A void or an amendment without a reason: the record must say why.
    #[error("a {change:?} needs a reason")]
    ReasonMissing { change: ChangeKind },
}

/// The changes that must give a reason.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangeKind {
    Void,
    Amend,
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SetupError {
    #[error("the event has no name")]
    EmptyEventName,
    #[error("table {table} seat {seat}: empty player name")]
    EmptyPlayerName { table: u32, seat: String },
    #[error("{name} appears twice")]
    DuplicatePlayerName { name: String },
    #[error("no sessions")]
    NoSessions,
    #[error("no tables")]
    NoTables,
    #[error("bad start time {value}")]
    BadStartTime { value: String },
    #[error("no session {session}")]
    UnknownSession { session: String },
    #[error("no table {table}")]
    UnknownTable { table: u32 },
    #[error("no player {player}")]
    UnknownPlayer { player: String },
    #[error("{player} is not at table {table}")]
    PlayerNotAtTable { player: String, table: u32 },
    #[error("table {table}: no score for {player}")]
    MissingScore { table: u32, player: String },
    #[error("a team has no name")]
    EmptyTeamName,
    #[error("team {team} appears twice")]
    DuplicateTeam { team: String },
    #[error("{player} is on two teams")]
    PlayerInTwoTeams { player: String },
    #[error("ruleset {ruleset} has no duplicate matches")]
    RulesetNotDuplicate { ruleset: String },
    #[error("match {match_id} needs two different tables")]
    MatchNeedsTwoTables { match_id: String },
    #[error("table {table} is in two matches")]
    TableInTwoMatches { table: u32 },
    #[error("table {table} does not seat two pairs of two teams")]
    TableNotTwoPairs { table: u32 },
    #[error("table {table} plays a duplicate match: scores hand by hand")]
    HandsNeeded { table: u32 },
    #[error("table {table}: hand {hand} has no score for {player}")]
    MissingHandScore {
        table: u32,
        hand: usize,
        player: String,
    },
}

impl LedgerError {
    pub fn code(&self) -> &'static str {
        match self {
            Self::Rule(e) => e.code(),
            Self::Setup(e) => e.code(),
            Self::StorageFull => "storage-full",
            Self::Storage(_) => "storage",
            Self::Corrupt(_) => "corrupt",
            Self::Identity { .. } => "identity-unreadable",
            Self::IdentityExposed { .. } => "identity-exposed",
            Self::BundleRefused { .. } => "bundle-refused",
            Self::IdentityLocked { .. } => "identity-locked",
            Self::WrongPassphrase { .. } => "wrong-passphrase",
            Self::KeyNotSealed => "key-not-sealed",
            Self::NotAllowed(p) => p.code(),
            Self::BadAmendment { .. } => "bad-amendment",
            Self::ReasonMissing { change } => match change {
                ChangeKind::Void => "void-needs-reason",
                ChangeKind::Amend => "amend-needs-reason",
            },
        }
    }

    pub fn args(&self) -> BTreeMap<String, String> {
        match self {
            Self::Rule(e) => e.args(),
            Self::Setup(e) => e.args(),
            Self::StorageFull => BTreeMap::new(),
            Self::Storage(d) | Self::Corrupt(d) => BTreeMap::from([("detail".into(), d.clone())]),
            Self::Identity { path, detail } => BTreeMap::from([
                ("path".into(), path.clone()),
                ("detail".into(), detail.clone()),
            ]),
            Self::IdentityExposed { path }
            | Self::IdentityLocked { path }
            | Self::WrongPassphrase { path } => BTreeMap::from([("path".into(), path.clone())]),
            Self::KeyNotSealed => BTreeMap::new(),
            Self::BundleRefused { problems } => {
                BTreeMap::from([("problems".into(), problems.to_string())])
            }
            Self::NotAllowed(p) => p.args(),
            Self::BadAmendment { detail } => BTreeMap::from([("detail".into(), detail.clone())]),
            Self::ReasonMissing { .. } => BTreeMap::new(),
        }
    }
}

impl SetupError {
    pub fn code(&self) -> &'static str {
        match self {
            Self::EmptyEventName => "empty-event-name",
            Self::EmptyPlayerName { .. } => "empty-player-name",
            Self::DuplicatePlayerName { .. } => "duplicate-player-name",
            Self::NoSessions => "no-sessions",
            Self::NoTables => "no-tables",
            Self::BadStartTime { .. } => "bad-start-time",
            Self::UnknownSession { .. } => "unknown-session",
            Self::UnknownTable { .. } => "unknown-table",
            Self::UnknownPlayer { .. } => "unknown-player",
            Self::PlayerNotAtTable { .. } => "player-not-at-table",
            Self::MissingScore { .. } => "missing-score",
            Self::EmptyTeamName => "empty-team-name",
            Self::DuplicateTeam { .. } => "duplicate-team",
            Self::PlayerInTwoTeams { .. } => "player-in-two-teams",
            Self::RulesetNotDuplicate { .. } => "ruleset-not-duplicate",
            Self::MatchNeedsTwoTables { .. } => "match-needs-two-tables",
            Self::TableInTwoMatches { .. } => "table-in-two-matches",
            Self::TableNotTwoPairs { .. } => "table-not-two-pairs",
            Self::HandsNeeded { .. } => "hands-needed",
            Self::MissingHandScore { .. } => "missing-hand-score",
        }
    }

    pub fn args(&self) -> BTreeMap<String, String> {
        let pairs: Vec<(&str, String)> = match self {
            Self::EmptyEventName | Self::NoSessions | Self::NoTables | Self::EmptyTeamName => {
                vec![]
            }
            Self::DuplicateTeam { team } => vec![("team", team.clone())],
            Self::PlayerInTwoTeams { player } => vec![("player", player.clone())],
            Self::RulesetNotDuplicate { ruleset } => vec![("ruleset", ruleset.clone())],
            Self::MatchNeedsTwoTables { match_id } => vec![("match", match_id.clone())],
            Self::TableInTwoMatches { table }
            | Self::TableNotTwoPairs { table }
            | Self::HandsNeeded { table } => vec![("table", table.to_string())],
            Self::MissingHandScore {
                table,
                hand,
                player,
            } => vec![
                ("table", table.to_string()),
                ("hand", hand.to_string()),
                ("player", player.clone()),
            ],
            Self::EmptyPlayerName { table, seat } => {
                vec![("table", table.to_string()), ("seat", seat.clone())]
            }
            Self::DuplicatePlayerName { name } => vec![("name", name.clone())],
            Self::BadStartTime { value } => vec![("value", value.clone())],
            Self::UnknownSession { session } => vec![("session", session.clone())],
            Self::UnknownTable { table } => vec![("table", table.to_string())],
            Self::UnknownPlayer { player } => vec![("player", player.clone())],
            Self::PlayerNotAtTable { player, table } | Self::MissingScore { table, player } => {
                vec![("player", player.clone()), ("table", table.to_string())]
            }
        };
        pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
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
