//! Duplicate (复式) matches in an event (SBR 2V2 第一条 二、六、七): the teams, which tables play
//! the same walls as the open and the closed room of a match, the checks a head referee needs
//! before saving them, and each match's IMP result from the record.

use crate::error::SetupError;
use crate::setup::{EventSetup, Seat, TableDef};
use rulebook::imp::{match_result, MatchTeam, Teams};
use rulebook::model::StandingsRule;
use rulebook::standings::SessionResult;
use rulebook::{Catalogue, RuleError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

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

/// One team's result in one match of a session, as the standings screen shows it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MatchRow {
    pub match_id: String,
    pub team: String,
    /// Per hand, hand 1 first: the team's net over both rooms, its 副差分 and IMP.
    pub nets: Vec<f64>,
    pub differences: Vec<f64>,
    pub imps: Vec<f64>,
    pub imp: f64,
    pub imp_sanctions: f64,
    pub imp_total: f64,
    pub forfeit: bool,
    pub won: bool,
}

impl From<MatchTeam> for MatchRow {
    fn from(m: MatchTeam) -> Self {
        MatchRow {
            nets: m.hands.iter().map(|h| h.net).collect(),
            differences: m.hands.iter().map(|h| h.difference).collect(),
            imps: m.hands.iter().map(|h| h.imp).collect(),
            match_id: m.match_id,
            team: m.team,
            imp: m.imp,
            imp_sanctions: m.imp_sanctions,
            imp_total: m.imp_total,
            forfeit: m.forfeit,
            won: m.won,
        }
    }
}

/// A team's IMP over every scored match of the event.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TeamTotalRow {
    pub team: String,
    pub imp: f64,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub wins: usize,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub rank: usize,
}

impl EventSetup {
    /// The match a table plays in, if any.
    pub fn match_of(&self, table: u32) -> Option<&MatchDef> {
        self.matches.iter().find(|m| m.tables.contains(&table))
    }

    pub(crate) fn teams_map(&self) -> Teams {
        self.teams
            .iter()
            .map(|t| (t.id.clone(), t.players.clone()))
            .collect()
    }

    fn team_of(&self, player: &str) -> Option<&TeamDef> {
        self.teams
            .iter()
            .find(|t| t.players.iter().any(|p| p == player))
    }
}

/// Checks the event's teams and matches; `catalogue` (when known) must score duplicate matches.
pub(crate) fn validate(
    setup: &EventSetup,
    catalogue: Option<&Catalogue>,
) -> Result<(), crate::LedgerError> {
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
fn pairs<'a>(setup: &'a EventSetup, table: &TableDef) -> Result<[&'a str; 2], crate::LedgerError> {
    let seat = |wind: Seat| -> Result<&'a str, crate::LedgerError> {
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

/// A match's result from its rooms (the open room first), scored hand by hand.
pub(crate) fn match_teams(
    rule: &StandingsRule,
    setup: &EventSetup,
    m: &MatchDef,
    rooms: &[SessionResult],
) -> Result<Vec<MatchTeam>, crate::LedgerError> {
    Ok(match_result(rule, &m.id, &setup.teams_map(), rooms)?)
}

/// The fact that says how an event is scored (2V2: `rank-points` or `imp`).
const SCORING: &str = "scoring";

/// Answers what the event's setup already knows: at a table of a duplicate match an incident
/// that asks how the event is scored is scored by IMP, and at any other table of an event with
/// matches by rank points. An event without matches leaves the question to the referee.
pub fn preset_answers(
    setup: &EventSetup,
    catalogue: &Catalogue,
    draft: &crate::RulingDraft,
) -> crate::RulingDraft {
    let mut draft = draft.clone();
    let asks = catalogue
        .incident(&draft.incident)
        .is_some_and(|i| i.question(SCORING).is_some());
    if asks && !setup.matches.is_empty() && !draft.answers.contains_key(SCORING) {
        let in_match = draft.table.is_some_and(|t| setup.match_of(t).is_some());
        let scoring = if in_match { "imp" } else { "rank-points" };
        draft
            .answers
            .insert(SCORING.into(), rulebook::Value::Text(scoring.into()));
    }
    draft
}
