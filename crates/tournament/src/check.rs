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
        self.validate_shared(known_rulesets, catalogue)?;
        if self.sessions.is_empty() {
            return Err(SetupError::NoSessions.into());
        }
        if self.tables.is_empty() {
            return Err(SetupError::NoTables.into());
        }
        // Namesakes are common in a large field and told apart by their table; two at one
        // table are not, so a name appears once a table (every session's seating).
        let every_table = self
            .tables
            .iter()
            .chain(self.seating.iter().flatten().flat_map(|s| &s.tables));
        for table in every_table {
            let mut names = BTreeSet::new();
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

    /// What every version of an event must be, even one being built a command at a time
    /// (`mjref event …`): named, of a known ruleset, its regulations and hall-wide warnings
    /// allowed by the rulebook, every session's start a time, every seated session one of the
    /// event's.
    pub fn validate_shared(
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
        if let Some(c) = catalogue {
            let c = rulebook::overrides::apply(c, &self.overrides)?;
            check_hall_warnings(self, &c)?;
        }
        for s in &self.sessions {
            s.start()?;
        }
        for seated in self.seating.iter().flatten() {
            self.session(&seated.session)?;
        }
        Ok(check_substitutes(self)?)
    }
}

/// A substitute takes the place of one roster player who has no seat that session, and no
/// other substitute takes it too: their result goes to that player (`standings`).
fn check_substitutes(setup: &EventSetup) -> Result<(), SetupError> {
    let sessions = setup
        .seating
        .iter()
        .flatten()
        .map(|s| (s.session.as_str(), &s.tables))
        .chain(setup.sessions.iter().filter_map(|s| {
            let own = setup.seating.iter().flatten().any(|x| x.session == s.id);
            (!own).then_some((s.id.as_str(), &setup.tables))
        }));
    for (session, tables) in sessions {
        let seats: Vec<_> = tables.iter().flat_map(|t| &t.seats).collect();
        let mut taken = BTreeSet::new();
        for seat in &seats {
            let Some(replaced) = &seat.replaces else {
                continue;
            };
            if seat.role != crate::setup::SeatRole::Substitute {
                return Err(SetupError::ReplacesNotASubstitute {
                    player: seat.player_id.clone(),
                });
            }
            if setup.player(replaced).is_none() {
                return Err(SetupError::UnknownPlayer {
                    player: replaced.clone(),
                });
            }
            let seated = seats.iter().any(|s| &s.player_id == replaced);
            if seated || !taken.insert(replaced.as_str()) {
                return Err(SetupError::ReplacedIsSeated {
                    substitute: seat.player_id.clone(),
                    player: replaced.clone(),
                    session: session.to_string(),
                });
            }
        }
    }
    Ok(())
}

/// Every hall-wide warning names an incident the ruleset can warn the hall about: one it has
/// that can climb its warning ladder, under the event's regulations.
fn check_hall_warnings(setup: &EventSetup, c: &Catalogue) -> Result<(), SetupError> {
    match setup
        .hall_warnings
        .iter()
        .find(|key| !c.hall_warnable.contains(key))
    {
        Some(key) => Err(SetupError::HallWarningNotAllowed {
            incident: key.clone(),
            ruleset: c.id.clone(),
        }),
        None => Ok(()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Coded;

    fn setup(ruleset: &str, hall_warnings: &[&str]) -> EventSetup {
        let mut s: EventSetup = serde_json::from_str(
            r#"{"id":"e","name":"Open","ruleset":"sbr-2025","referee":"r",
            "sessions":[{"id":"R1","name":"Round 1","scheduledStart":"2026-11-22T09:00:00+08:00"}],
            "tables":[{"number":1,"seats":[{"seat":"E","playerId":"p1"},{"seat":"S","playerId":"p2"}]}],
            "players":[{"id":"p1","name":"Li"},{"id":"p2","name":"Wang"}]}"#,
        )
        .unwrap();
        s.ruleset = ruleset.into();
        s.hall_warnings = hall_warnings.iter().map(|k| k.to_string()).collect();
        s
    }

    fn check(s: &EventSetup) -> Result<(), TournamentError> {
        let c = rulebook::builtin_ruleset(&s.ruleset).unwrap();
        s.validate(std::slice::from_ref(&s.ruleset), Some(&c))
    }

    #[test]
    fn a_hall_wide_warning_names_an_incident_that_can_climb_the_ladder() {
        check(&setup("sbr-2025", &["early-draw"])).unwrap();
        check(&setup("sbr-2025-2v2", &["early-draw"])).unwrap();
        // 诈和 is a fixed deduction, never a warning: the hall cannot be warned about it.
        let e = check(&setup("sbr-2025", &["early-draw", "false-win"])).unwrap_err();
        assert_eq!(e.code(), "hall-warning-not-allowed");
        assert_eq!(e.args()["incident"], "false-win");
        assert_eq!(e.args()["ruleset"], "sbr-2025");
        // An incident the ruleset lacks, and a ruleset without hall-wide warnings.
        let e = check(&setup("sbr-2025", &["no-such-incident"])).unwrap_err();
        assert_eq!(e.code(), "hall-warning-not-allowed");
        let e = check(&setup("mcr-2006", &["early-draw"])).unwrap_err();
        assert_eq!(
            (e.code(), e.args()["ruleset"].as_str()),
            ("hall-warning-not-allowed", "mcr-2006")
        );
        check(&setup("mcr-2006", &[])).unwrap();
    }
}
