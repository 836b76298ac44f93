//! The event a device referees: its name, ruleset, sessions with their scheduled starts,
//! tables with seats, and the roster. Validated before it is saved.

use crate::error::SetupError;
use chrono::{DateTime, FixedOffset};
use rulebook::imp::Teams;
use serde::{Deserialize, Serialize};

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EventSetup {
    pub id: String,
    pub name: String,
    pub ruleset: String,
    pub sessions: Vec<SessionDef>,
    pub tables: Vec<TableDef>,
    pub players: Vec<PlayerDef>,
    #[serde(default)]
    pub hall_warnings: Vec<String>,
    /// Who records on this device.
    pub referee: String,
    /// The event's own regulations where the rulebook allows them (late-arrival bands, 盘分).
    #[serde(default)]
    pub overrides: rulebook::overrides::Overrides,
    /// Duplicate (复式) events: the teams and the matches, each two tables on the same walls.
    #[serde(default)]
    pub teams: Vec<TeamDef>,
    #[serde(default)]
    pub matches: Vec<MatchDef>,
    /// Each session's own seating, from the scoring office's roster (players move tables from
    /// one session to the next); a session without one sits as `tables`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub seating: Option<Vec<Seating>>,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionDef {
    pub id: String,
    pub name: String,
    /// RFC 3339 with the hall's offset.
    pub scheduled_start: String,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TableDef {
    pub number: u32,
    pub seats: Vec<SeatDef>,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatDef {
    pub seat: Seat,
    pub player_id: String,
    /// A substitute or a stand-in; a player of the roster says nothing.
    #[serde(default, skip_serializing_if = "SeatRole::is_player")]
    #[cfg_attr(feature = "ts", ts(as = "Option<SeatRole>", optional))]
    pub role: SeatRole,
    /// A substitute's: the roster player whose place they take this session. Their result
    /// is that player's in the event's totals (`standings`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub replaces: Option<String>,
}

/// A seat at the table by wind.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seat {
    E,
    S,
    W,
    N,
}

impl Seat {
    pub fn as_str(self) -> &'static str {
        match self {
            Seat::E => "E",
            Seat::S => "S",
            Seat::W => "W",
            Seat::N => "N",
        }
    }
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerDef {
    pub id: String,
    pub name: String,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TeamDef {
    pub id: String,
    pub name: String,
    pub players: Vec<String>,
}

/// Two tables that play the same walls: `tables[0]` the open room, `tables[1]` the closed.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MatchDef {
    pub id: String,
    pub tables: Vec<u32>,
}

impl EventSetup {
    pub fn player(&self, id: &str) -> Option<&PlayerDef> {
        self.players.iter().find(|p| p.id == id)
    }

    pub fn session(&self, id: &str) -> Result<&SessionDef, SetupError> {
        self.sessions
            .iter()
            .find(|s| s.id == id)
            .ok_or_else(|| SetupError::UnknownSession {
                session: id.to_string(),
            })
    }

    /// The session's own seating, if the roster gave it one.
    pub fn seating_of(&self, session: &str) -> Option<&Seating> {
        self.seating.iter().flatten().find(|s| s.session == session)
    }

    /// The session's tables with their seats: its own seating, or `tables`.
    pub fn tables_in(&self, session: &str) -> &[TableDef] {
        self.seating_of(session).map_or(&self.tables, |s| &s.tables)
    }

    /// Checks that the player sits at the table in the session.
    pub fn seat_check(&self, session: &str, table: u32, player: &str) -> Result<(), SetupError> {
        let seated: Vec<&str> = self
            .tables_in(session)
            .iter()
            .find(|t| t.number == table)
            .ok_or(SetupError::UnknownTable { table })?
            .seats
            .iter()
            .map(|s| s.player_id.as_str())
            .collect();
        if self.player(player).is_none() {
            return Err(SetupError::UnknownPlayer {
                player: player.to_string(),
            });
        }
        if !seated.contains(&player) {
            return Err(SetupError::PlayerNotAtTable {
                player: player.to_string(),
                table,
            });
        }
        Ok(())
    }
}

impl SessionDef {
    pub fn start(&self) -> Result<DateTime<FixedOffset>, SetupError> {
        DateTime::parse_from_rfc3339(&self.scheduled_start).map_err(|_| SetupError::BadStartTime {
            value: self.scheduled_start.clone(),
        })
    }
}

impl EventSetup {
    /// The match a table plays in, if any.
    pub fn match_of(&self, table: u32) -> Option<&MatchDef> {
        self.matches.iter().find(|m| m.tables.contains(&table))
    }

    pub fn teams_map(&self) -> Teams {
        self.teams
            .iter()
            .map(|t| (t.id.clone(), t.players.clone()))
            .collect()
    }

    pub fn team_of(&self, player: &str) -> Option<&TeamDef> {
        self.teams
            .iter()
            .find(|t| t.players.iter().any(|p| p == player))
    }
}

/// Who sits in a seat: a player of the roster, a substitute (替补, who takes the place and the
/// result of the player they replace) or a stand-in (陪打, who plays so the table has four, and
/// scores, but does not rank).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatRole {
    #[default]
    Player,
    Substitute,
    StandIn,
}

impl SeatRole {
    pub fn is_player(&self) -> bool {
        *self == SeatRole::Player
    }

    pub fn as_str(self) -> &'static str {
        match self {
            SeatRole::Player => "player",
            SeatRole::Substitute => "substitute",
            SeatRole::StandIn => "stand-in",
        }
    }
}

/// One session's seating.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Seating {
    pub session: String,
    /// Its tables, each with its four seats, East first.
    pub tables: Vec<TableDef>,
}

/// The body of an `event` event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VersionBody {
    /// 1 creates the event; each change is one more than the latest its signer had.
    pub version: u64,
    /// The referee list the change acts under (empty: the event's creator, before any list).
    pub authority: String,
    /// The setup as of this version. `referee` is the device's own and is not shared: it is
    /// always empty here.
    pub setup: EventSetup,
}
