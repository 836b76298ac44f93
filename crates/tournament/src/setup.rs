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

    /// Checks that the player sits at the table.
    pub fn seat_check(&self, table: u32, player: &str) -> Result<(), SetupError> {
        let t = self
            .tables
            .iter()
            .find(|t| t.number == table)
            .ok_or(SetupError::UnknownTable { table })?;
        if self.player(player).is_none() {
            return Err(SetupError::UnknownPlayer {
                player: player.to_string(),
            });
        }
        if !t.seats.iter().any(|s| s.player_id == player) {
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
