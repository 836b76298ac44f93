//! The event a device referees: its name, ruleset, sessions with their scheduled starts,
//! tables with seats, and the roster. Validated before it is saved.

use crate::error::SetupError;
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

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
    pub teams: Vec<crate::duplicate::TeamDef>,
    #[serde(default)]
    pub matches: Vec<crate::duplicate::MatchDef>,
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
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

impl EventSetup {
    /// Every problem a head referee must fix before the setup can be saved; the first is shown.
    /// `catalogue` is the chosen ruleset's, to check the overrides against it.
    pub fn validate(
        &self,
        known_rulesets: &[String],
        catalogue: Option<&rulebook::Catalogue>,
    ) -> Result<(), crate::LedgerError> {
        if self.name.trim().is_empty() {
            return Err(SetupError::EmptyEventName.into());
        }
        if !known_rulesets.contains(&self.ruleset) {
            return Err(rulebook::RuleError::UnknownRuleset {
                ruleset: self.ruleset.clone(),
            }
            .into());
        }
        if self.sessions.is_empty() {
            return Err(SetupError::NoSessions.into());
        }
        if let Some(c) = catalogue {
            rulebook::overrides::apply(c, &self.overrides)?;
        }
        for s in &self.sessions {
            s.start()?;
        }
        if self.tables.is_empty() {
            return Err(SetupError::NoTables.into());
        }
        let mut names = BTreeSet::new();
        for table in &self.tables {
            for seat in &table.seats {
                let player =
                    self.player(&seat.player_id)
                        .ok_or_else(|| SetupError::UnknownPlayer {
                            player: seat.player_id.clone(),
                        })?;
                let name = player.name.trim();
                if name.is_empty() {
                    return Err(SetupError::EmptyPlayerName {
                        table: table.number,
                        seat: seat.seat.as_str().to_string(),
                    }
                    .into());
                }
                if !names.insert(name.to_lowercase()) {
                    return Err(SetupError::DuplicatePlayerName {
                        name: name.to_string(),
                    }
                    .into());
                }
            }
        }
        crate::duplicate::validate(self, catalogue)
    }

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
