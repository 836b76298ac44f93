//! The checks a head referee's setup must pass before it is saved: names, sessions and their
//! starts, seats, the overrides against the rulebook, and a duplicate event's teams and
//! matches.

use crate::error::{SetupError, TournamentError};
use crate::setup::{EventSetup, Seat, TableDef};
use rulebook::{Catalogue, RuleError};
use std::collections::BTreeSet;

impl EventSetup {
    /// Every problem a head referee must fix before the setup can be saved; the first is shown.
    /// `catalogue` is the chosen ruleset's, to check the overrides against it.
    pub fn validate(
        &self,
        known_rulesets: &[String],
        catalogue: Option<&rulebook::Catalogue>,
    ) -> Result<(), TournamentError> {
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
        validate_matches(self, catalogue)
    }
}

/// Checks the event's teams and matches; `catalogue` (when known) must score duplicate matches.
fn validate_matches(
    setup: &EventSetup,
    catalogue: Option<&Catalogue>,
) -> Result<(), TournamentError> {
    let mut ids = BTreeSet::new();
    let mut members = BTreeSet::new();
    for team in &setup.teams {
        if team.name.trim().is_empty() {
            return Err(SetupError::EmptyTeamName.into());
        }
        if !ids.insert(team.id.as_str()) {
            return Err(SetupError::DuplicateTeam {
                team: team.name.clone(),
            }
            .into());
        }
        for p in &team.players {
            if setup.player(p).is_none() {
                return Err(SetupError::UnknownPlayer { player: p.clone() }.into());
            }
            if !members.insert(p.as_str()) {
                return Err(SetupError::PlayerInTwoTeams { player: p.clone() }.into());
            }
        }
    }
    if setup.matches.is_empty() {
        return Ok(());
    }
    if let Some(c) = catalogue {
        if c.standings.duplicate.is_none() {
            return Err(SetupError::RulesetNotDuplicate {
                ruleset: c.id.clone(),
            }
            .into());
        }
    }
    let mut used = BTreeSet::new();
    for m in &setup.matches {
        if m.tables.len() != 2 || m.tables[0] == m.tables[1] {
            return Err(SetupError::MatchNeedsTwoTables {
                match_id: m.id.clone(),
            }
            .into());
        }
        let mut sides = BTreeSet::new();
        for &number in &m.tables {
            let table = setup
                .tables
                .iter()
                .find(|t| t.number == number)
                .ok_or(SetupError::UnknownTable { table: number })?;
            if !used.insert(number) {
                return Err(SetupError::TableInTwoMatches { table: number }.into());
            }
            sides.extend(pairs(setup, table)?);
        }
        if sides.len() != 2 {
            return Err(RuleError::MatchNotTwoTeams {
                match_id: m.id.clone(),
                teams: sides.len(),
            }
            .into());
        }
    }
    Ok(())
}

/// The two teams at a table: partners opposite (E–W, S–N), of two different teams.
fn pairs<'a>(setup: &'a EventSetup, table: &TableDef) -> Result<[&'a str; 2], TournamentError> {
    let seat = |wind: Seat| -> Result<&'a str, TournamentError> {
        let player = table
            .seats
            .iter()
            .find(|s| s.seat == wind)
            .map(|s| s.player_id.as_str())
            .ok_or(SetupError::TableNotTwoPairs {
                table: table.number,
            })?;
        let team = setup
            .team_of(player)
            .ok_or_else(|| RuleError::PlayerWithoutTeam {
                player: setup
                    .player(player)
                    .map_or(player, |p| p.name.as_str())
                    .to_string(),
            })?;
        Ok(team.id.as_str())
    };
    let (e, s, w, n) = (
        seat(Seat::E)?,
        seat(Seat::S)?,
        seat(Seat::W)?,
        seat(Seat::N)?,
    );
    if e != w || s != n || e == s {
        return Err(SetupError::TableNotTwoPairs {
            table: table.number,
        }
        .into());
    }
    Ok([e, s])
}
