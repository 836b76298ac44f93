//! Duplicate (复式) matches in an event (SBR 2V2 第一条 二、六、七): the teams, which tables play
//! the same walls as the open and the closed room of a match, the checks a head referee needs
//! before saving them, and each match's IMP result from the record.

use crate::error::TournamentError;
use crate::rulings::RulingDraft;
use crate::setup::{EventSetup, MatchDef};
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
