//! What can go wrong in running a tournament over the record: the record's own errors, the
//! rulebook's, the event's setup and amendments that cannot apply. Each has a stable code and
//! arguments; `errcode::ErrorCode` is what every front end passes on.

pub use errcode::{Coded, ErrorCode};
use ledger::LedgerError;
use rulebook::RuleError;
use std::collections::BTreeMap;

#[derive(Debug, thiserror::Error)]
pub enum TournamentError {
    #[error(transparent)]
    Record(#[from] LedgerError),
    #[error(transparent)]
    Rule(#[from] RuleError),
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The scoring office's roster file, refused whole.
    #[error(transparent)]
    Roster(#[from] RosterError),
    /// An appeal case refused before anything is signed.
    #[error(transparent)]
    Case(#[from] crate::case_error::CaseError),
    /// An amendment that cannot apply to a ruling: a field that is not amendable, or a value
    /// of the wrong shape (see `effective`). Nothing is signed.
    #[error("bad amendment: {detail}")]
    BadAmendment { detail: String },
}

impl TournamentError {
    /// The codes of its own; the errors it wraps list theirs (`LedgerError::CODES`,
    /// `RuleError::CODES`, `SetupError::CODES`, `RosterError::CODES`). For the front ends' list of codes (the app's
    /// `ErrorCodeName`); `tests/error_strings.rs` fails when it and the variants differ.
    pub const CODES: &'static [&'static str] = &["bad-amendment"];
}

impl Coded for TournamentError {
    fn code(&self) -> &'static str {
        match self {
            Self::Record(e) => e.code(),
            Self::Rule(e) => e.code(),
            Self::Setup(e) => e.code(),
            Self::Roster(e) => e.code(),
            Self::Case(e) => e.code(),
            Self::BadAmendment { .. } => "bad-amendment",
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        match self {
            Self::Record(e) => e.args(),
            Self::Rule(e) => e.args(),
            Self::Setup(e) => e.args(),
            Self::Roster(e) => e.args(),
            Self::Case(e) => e.args(),
            Self::BadAmendment { detail } => BTreeMap::from([("detail".into(), detail.clone())]),
        }
    }
}

impl From<serde_json::Error> for TournamentError {
    fn from(e: serde_json::Error) -> Self {
        Self::Record(e.into())
    }
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SetupError {
    #[error("the event has no name")]
    EmptyEventName,
    /// A ruling for one ruleset on a record whose event plays another.
    #[error("the event plays {event}, not {given}")]
    RulesetMismatch { event: String, given: String },
    /// Something that needs the event (standings, scores) on a record that has none.
    #[error("no event on this record")]
    NoEvent,
    /// Sharing an event that is already signed into the record.
    #[error("the event is already shared")]
    AlreadyShared,
    /// `event init` on a device that already holds an event (or an id the record holds).
    #[error("this record already holds event {event}")]
    EventExists { event: String },
    /// Choosing an event this record does not hold.
    #[error("this record holds no event {event}")]
    UnknownEvent { event: String },
    #[error("table {table} seat {seat}: empty player name")]
    EmptyPlayerName { table: u32, seat: String },
    #[error("{name} appears twice")]
    DuplicatePlayerName { name: String },
    /// Another enrolled device (or the head) already goes by this referee name: two devices
    /// under one name could not be told apart in the log or an appeal.
    #[error("the referee name {name} is taken")]
    RefereeNameTaken { name: String },
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
    /// `replaces` on a seat that is not a substitute's.
    #[error("{player} takes another's place but is not seated as a substitute")]
    ReplacesNotASubstitute { player: String },
    /// A substitute takes the place of a player who sits in that session anyway (themselves
    /// included), or of a player another substitute already replaces.
    #[error("{substitute} replaces {player}, who has a seat in session {session}")]
    ReplacedIsSeated {
        substitute: String,
        player: String,
        session: String,
    },
    #[error("{player} is not at table {table}")]
    PlayerNotAtTable { player: String, table: u32 },
    #[error("table {table}: no score for {player}")]
    MissingScore { table: u32, player: String },
    #[error("{given} is not PLAYER=SCORE with a number")]
    MalformedScore { given: String },
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
    /// A hall-wide warning about an incident the ruleset lacks, or one that cannot climb its
    /// warning ladder (`Catalogue::hall_warnable`).
    #[error("{ruleset} cannot warn the hall about {incident}")]
    HallWarningNotAllowed { incident: String, ruleset: String },
    /// An id a ruling or an entry needs, empty (`field`: `player`, `session`).
    #[error("the {field} is empty")]
    EmptyId { field: String },
    /// A typed field longer than `rules-data/limits.toml` allows (`field`: `player`,
    /// `session`, `note`).
    #[error("the {field} is longer than {max} characters")]
    FieldTooLong { field: String, max: usize },
    /// A control character (NUL, ESC, a line break in an id…) in a typed field.
    #[error("the {field} holds a control character")]
    ControlCharacter { field: String },
    /// A score that is not a finite number within `numbers.max_magnitude`.
    #[error("the score {value} of {player} is not a number within {max}")]
    ScoreOutOfBounds {
        player: String,
        value: String,
        max: String,
    },
    /// A numeric answer that is not finite or is beyond its bound (`numbers.max_minutes_late`
    /// for an arrival, `numbers.max_magnitude` for any other number).
    #[error("{fact} = {value} is beyond {max}")]
    FactOutOfBounds {
        fact: String,
        value: String,
        max: String,
    },
}

impl SetupError {
    /// Every code `code()` gives, for the front ends' list of codes (the app's
    /// `ErrorCodeName`). `tests/error_strings.rs` fails when it and the variants differ.
    pub const CODES: &'static [&'static str] = &[
        "empty-event-name",
        "event-exists",
        "unknown-event",
        "ruleset-mismatch",
        "no-event",
        "event-already-shared",
        "empty-player-name",
        "duplicate-player-name",
        "referee-name-taken",
        "no-sessions",
        "no-tables",
        "bad-start-time",
        "unknown-session",
        "unknown-table",
        "unknown-player",
        "player-not-at-table",
        "missing-score",
        "malformed-score",
        "empty-team-name",
        "duplicate-team",
        "player-in-two-teams",
        "ruleset-not-duplicate",
        "match-needs-two-tables",
        "table-in-two-matches",
        "table-not-two-pairs",
        "hands-needed",
        "missing-hand-score",
        "hall-warning-not-allowed",
        "empty-id",
        "field-too-long",
        "control-character",
        "score-out-of-bounds",
        "fact-out-of-bounds",
        "replaces-not-a-substitute",
        "replaced-is-seated",
    ];
}

impl Coded for SetupError {
    fn code(&self) -> &'static str {
        match self {
            Self::EmptyEventName => "empty-event-name",
            Self::RulesetMismatch { .. } => "ruleset-mismatch",
            Self::NoEvent => "no-event",
            Self::AlreadyShared => "event-already-shared",
            Self::EventExists { .. } => "event-exists",
            Self::UnknownEvent { .. } => "unknown-event",
            Self::EmptyPlayerName { .. } => "empty-player-name",
            Self::DuplicatePlayerName { .. } => "duplicate-player-name",
            Self::RefereeNameTaken { .. } => "referee-name-taken",
            Self::NoSessions => "no-sessions",
            Self::NoTables => "no-tables",
            Self::BadStartTime { .. } => "bad-start-time",
            Self::UnknownSession { .. } => "unknown-session",
            Self::UnknownTable { .. } => "unknown-table",
            Self::UnknownPlayer { .. } => "unknown-player",
            Self::ReplacesNotASubstitute { .. } => "replaces-not-a-substitute",
            Self::ReplacedIsSeated { .. } => "replaced-is-seated",
            Self::PlayerNotAtTable { .. } => "player-not-at-table",
            Self::MissingScore { .. } => "missing-score",
            Self::MalformedScore { .. } => "malformed-score",
            Self::EmptyTeamName => "empty-team-name",
            Self::DuplicateTeam { .. } => "duplicate-team",
            Self::PlayerInTwoTeams { .. } => "player-in-two-teams",
            Self::RulesetNotDuplicate { .. } => "ruleset-not-duplicate",
            Self::MatchNeedsTwoTables { .. } => "match-needs-two-tables",
            Self::TableInTwoMatches { .. } => "table-in-two-matches",
            Self::TableNotTwoPairs { .. } => "table-not-two-pairs",
            Self::HandsNeeded { .. } => "hands-needed",
            Self::MissingHandScore { .. } => "missing-hand-score",
            Self::HallWarningNotAllowed { .. } => "hall-warning-not-allowed",
            Self::EmptyId { .. } => "empty-id",
            Self::FieldTooLong { .. } => "field-too-long",
            Self::ControlCharacter { .. } => "control-character",
            Self::ScoreOutOfBounds { .. } => "score-out-of-bounds",
            Self::FactOutOfBounds { .. } => "fact-out-of-bounds",
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        let pairs: Vec<(&str, String)> = match self {
            Self::EmptyEventName
            | Self::NoSessions
            | Self::NoTables
            | Self::EmptyTeamName
            | Self::NoEvent
            | Self::AlreadyShared => vec![],
            Self::RulesetMismatch { event, given } => {
                vec![("event", event.clone()), ("given", given.clone())]
            }
            Self::EventExists { event } | Self::UnknownEvent { event } => {
                vec![("event", event.clone())]
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
            Self::DuplicatePlayerName { name } | Self::RefereeNameTaken { name } => {
                vec![("name", name.clone())]
            }
            Self::HallWarningNotAllowed { incident, ruleset } => {
                vec![("incident", incident.clone()), ("ruleset", ruleset.clone())]
            }
            Self::BadStartTime { value } => vec![("value", value.clone())],
            Self::UnknownSession { session } => vec![("session", session.clone())],
            Self::UnknownTable { table } => vec![("table", table.to_string())],
            Self::UnknownPlayer { player } | Self::ReplacesNotASubstitute { player } => {
                vec![("player", player.clone())]
            }
            Self::ReplacedIsSeated {
                substitute,
                player,
                session,
            } => vec![
                ("substitute", substitute.clone()),
                ("player", player.clone()),
                ("session", session.clone()),
            ],
            Self::MalformedScore { given } => vec![("given", given.clone())],
            Self::PlayerNotAtTable { player, table } | Self::MissingScore { table, player } => {
                vec![("player", player.clone()), ("table", table.to_string())]
            }
            Self::EmptyId { field } | Self::ControlCharacter { field } => {
                vec![("field", field.clone())]
            }
            Self::FieldTooLong { field, max } => {
                vec![("field", field.clone()), ("max", max.to_string())]
            }
            Self::ScoreOutOfBounds { player, value, max } => vec![
                ("player", player.clone()),
                ("value", value.clone()),
                ("max", max.clone()),
            ],
            Self::FactOutOfBounds { fact, value, max } => vec![
                ("fact", fact.clone()),
                ("value", value.clone()),
                ("max", max.clone()),
            ],
        };
        pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
    }
}

/// Why a roster file is refused. `line` counts from 1, the header being line 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RosterError {
    #[error("the file is empty")]
    Empty,
    #[error("no column {column}")]
    MissingColumn { column: String },
    /// The header names a column twice (line 1).
    #[error("line {line}: column {column} appears twice")]
    DuplicateColumn { line: usize, column: String },
    #[error("line {line}: {detail}")]
    Unreadable { line: usize, detail: String },
    #[error("line {line}: no {column}")]
    EmptyField { line: usize, column: String },
    /// A control character (NUL, ESC, a tab, a line break…) inside a field.
    #[error("line {line}: the {column} holds a control character")]
    ControlCharacter { line: usize, column: String },
    /// An id or a name longer than `rules-data/limits.toml` allows, in characters.
    #[error("line {line}: the {column} is longer than {max} characters")]
    TooLong {
        line: usize,
        column: String,
        max: usize,
    },
    #[error("line {line}: table {value} is not a table number")]
    BadTable { line: usize, value: String },
    #[error("line {line}: {value} is not a seat")]
    BadSeat { line: usize, value: String },
    #[error("line {line}: {value} is not a role")]
    BadRole { line: usize, value: String },
    #[error("line {line}: session {session} table {table} seat {seat:?} is taken (line {first})")]
    SeatTaken {
        line: usize,
        first: usize,
        session: String,
        table: u32,
        /// E, S, W or N.
        seat: String,
    },
    #[error("line {line}: {player} already sits in session {session} (line {first})")]
    PlayerTwice {
        line: usize,
        first: usize,
        session: String,
        player: String,
    },
    #[error("line {line}: {player} is {name} here and {other} on line {first}")]
    TwoNames {
        line: usize,
        first: usize,
        player: String,
        name: String,
        other: String,
    },
    #[error("line {line}: {player} replaces a player but is not seated as a substitute")]
    ReplacesNotASubstitute { line: usize, player: String },
    #[error("session {session} table {table} has {seats} players, not four")]
    TableIncomplete {
        session: String,
        table: u32,
        seats: usize,
    },
}

impl RosterError {
    /// Every variant's code, for the front ends' list (`tests/error_strings.rs` keeps it so).
    pub const CODES: &'static [&'static str] = &[
        "roster-empty",
        "roster-missing-column",
        "roster-unreadable",
        "roster-empty-field",
        "roster-bad-table",
        "roster-bad-seat",
        "roster-bad-role",
        "roster-seat-taken",
        "roster-player-twice",
        "roster-two-names",
        "roster-table-incomplete",
        "roster-duplicate-column",
        "roster-control-character",
        "roster-too-long",
        "roster-replaces-not-a-substitute",
    ];
}

impl Coded for RosterError {
    fn code(&self) -> &'static str {
        match self {
            Self::Empty => "roster-empty",
            Self::MissingColumn { .. } => "roster-missing-column",
            Self::Unreadable { .. } => "roster-unreadable",
            Self::EmptyField { .. } => "roster-empty-field",
            Self::BadTable { .. } => "roster-bad-table",
            Self::BadSeat { .. } => "roster-bad-seat",
            Self::BadRole { .. } => "roster-bad-role",
            Self::SeatTaken { .. } => "roster-seat-taken",
            Self::PlayerTwice { .. } => "roster-player-twice",
            Self::TwoNames { .. } => "roster-two-names",
            Self::TableIncomplete { .. } => "roster-table-incomplete",
            Self::DuplicateColumn { .. } => "roster-duplicate-column",
            Self::ControlCharacter { .. } => "roster-control-character",
            Self::TooLong { .. } => "roster-too-long",
            Self::ReplacesNotASubstitute { .. } => "roster-replaces-not-a-substitute",
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        let pairs: Vec<(&str, String)> = match self {
            Self::Empty => vec![],
            Self::MissingColumn { column } => vec![("column", column.clone())],
            Self::Unreadable { line, detail } => {
                vec![("line", line.to_string()), ("detail", detail.clone())]
            }
            Self::EmptyField { line, column }
            | Self::DuplicateColumn { line, column }
            | Self::ControlCharacter { line, column } => {
                vec![("line", line.to_string()), ("column", column.clone())]
            }
            Self::TooLong { line, column, max } => vec![
                ("line", line.to_string()),
                ("column", column.clone()),
                ("max", max.to_string()),
            ],
            Self::BadTable { line, value }
            | Self::BadSeat { line, value }
            | Self::BadRole { line, value } => {
                vec![("line", line.to_string()), ("value", value.clone())]
            }
            Self::ReplacesNotASubstitute { line, player } => {
                vec![("line", line.to_string()), ("player", player.clone())]
            }
            Self::SeatTaken {
                line,
                first,
                session,
                table,
                seat,
            } => vec![
                ("line", line.to_string()),
                ("first", first.to_string()),
                ("session", session.clone()),
                ("table", table.to_string()),
                ("seat", seat.clone()),
            ],
            Self::PlayerTwice {
                line,
                first,
                session,
                player,
            } => vec![
                ("line", line.to_string()),
                ("first", first.to_string()),
                ("session", session.clone()),
                ("player", player.clone()),
            ],
            Self::TwoNames {
                line,
                first,
                player,
                name,
                other,
            } => vec![
                ("line", line.to_string()),
                ("first", first.to_string()),
                ("player", player.clone()),
                ("name", name.clone()),
                ("other", other.clone()),
            ],
            Self::TableIncomplete {
                session,
                table,
                seats,
            } => vec![
                ("session", session.clone()),
                ("table", table.to_string()),
                ("seats", seats.to_string()),
            ],
        };
        errcode::args(&pairs)
    }
}
