//! Duplicate (复式) matches in an event (SBR 2V2 第一条 二、六、七): the teams, which tables play
//! the same walls as the open and the closed room of a match, the checks a head referee needs
//! before saving them, and each match's IMP result from the record.

use crate::error::TournamentError;
use crate::rulings::RulingDraft;
use crate::setup::{EventSetup, MatchDef, Seat, TableDef, TeamDef};
use rulebook::imp::{match_result, MatchTeam};
use rulebook::model::StandingsRule;
use rulebook::standings::SessionResult;
use rulebook::Catalogue;
use serde::{Deserialize, Serialize};

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
    /// The two teams of a match by the duplicate arrangement (2V2 第一条 二): the pair that sits
    /// East–West in the open room sits South–North in the closed room, and the other way round,
    /// so each team plays every wall from both sides. `<match>-1` is the open room's
    /// East–West pair, `<match>-2` its South–North pair; names are kept from the setup's teams
    /// of those ids. A seat without a player is left out (validation says so on saving).
    pub fn match_teams(&self, m: &MatchDef) -> [TeamDef; 2] {
        let table = |room: usize| {
            m.tables
                .get(room)
                .and_then(|n| self.tables.iter().find(|t| t.number == *n))
        };
        let (open, closed) = (table(0), table(1));
        let at = |table: Option<&TableDef>, seat: Seat| {
            table.and_then(|t| {
                t.seats
                    .iter()
                    .find(|s| s.seat == seat)
                    .map(|s| s.player_id.clone())
            })
        };
        let team = |n: usize, sides: [(Option<&TableDef>, Seat); 4]| {
            let id = format!("{}-{n}", m.id);
            TeamDef {
                name: self
                    .teams
                    .iter()
                    .find(|t| t.id == id)
                    .map_or_else(String::new, |t| t.name.clone()),
                players: sides.into_iter().filter_map(|(t, s)| at(t, s)).collect(),
                id,
            }
        };
        [
            team(
                1,
                [
                    (open, Seat::E),
                    (open, Seat::W),
                    (closed, Seat::S),
                    (closed, Seat::N),
                ],
            ),
            team(
                2,
                [
                    (open, Seat::S),
                    (open, Seat::N),
                    (closed, Seat::E),
                    (closed, Seat::W),
                ],
            ),
        ]
    }

    /// The teams the setup's matches imply from its seating, names kept: what the event
    /// screen shows and saves after a match changes.
    pub fn teams_of_matches(&self) -> Vec<TeamDef> {
        self.matches
            .iter()
            .flat_map(|m| self.match_teams(m))
            .collect()
    }
}

/// A match's result from its rooms (the open room first), scored hand by hand.
pub(crate) fn match_teams(
    rule: &StandingsRule,
    setup: &EventSetup,
    m: &MatchDef,
    rooms: &[SessionResult],
) -> Result<Vec<MatchTeam>, TournamentError> {
    Ok(match_result(rule, &m.id, &setup.teams_map(), rooms)?)
}

/// The draft with what the event already knows answered, by the same function a scenario's
/// replay uses (`rulebook::preset`): at a table that is a room of a duplicate match, how the
/// table is scored.
pub fn preset_answers(
    setup: Option<&EventSetup>,
    catalogue: &Catalogue,
    draft: &RulingDraft,
) -> RulingDraft {
    let in_match = setup
        .zip(draft.table)
        .is_some_and(|(s, t)| s.match_of(t).is_some());
    let known = rulebook::preset::Known {
        in_match,
        dealer: None,
    };
    RulingDraft {
        answers: rulebook::preset::answers(
            catalogue,
            &draft.incident,
            &draft.player,
            &draft.answers,
            &known,
        ),
        ..draft.clone()
    }
}
