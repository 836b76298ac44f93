//! Duplicate (复式) matches scored by IMP: two teams, each with a pair in an open and a closed
//! room playing the same walls. Per hand, a team's 副差分 is what its two pairs scored together
//! (after the rulings of that hand), never below zero, and the IMP table turns it into IMP.
//! IMP sanctions then come off the team's match total.

use crate::error::RuleError;
use crate::model::{SanctionKind, StandingsRule};
use crate::standings::{adjusted_hands_voiding, void_hands, SessionResult};
use serde::Serialize;
use std::collections::BTreeMap;

/// Team id → its players.
pub type Teams = BTreeMap<String, Vec<String>>;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HandImp {
    /// 1 for the first hand.
    pub hand: usize,
    /// What the team's two pairs scored together in this hand, both rooms.
    pub net: f64,
    /// 副差分: `net` when positive, else 0.
    pub difference: f64,
    pub imp: f64,
}

/// One team's result in one match.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MatchTeam {
    #[serde(rename = "match")]
    pub match_id: String,
    pub team: String,
    pub hands: Vec<HandImp>,
    /// IMP won at the tables.
    pub imp: f64,
    /// IMP sanctions (negative) of the team's players in this match.
    pub imp_sanctions: f64,
    pub imp_total: f64,
    /// A player of the team was given 当盘判负: the match goes to the other team.
    pub forfeit: bool,
    pub won: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TeamTotal {
    pub team: String,
    pub imp: f64,
    pub wins: usize,
    /// By IMP total; equal totals share the place.
    pub rank: usize,
}

/// The IMP for one hand's 副差分: the row whose band starts at or below it.
pub fn imp_for(rule: &StandingsRule, difference: f64) -> f64 {
    rule.imp_table
        .iter()
        .rev()
        .find(|row| difference >= row[0])
        .map_or(0.0, |row| row[2])
}

/// Scores one match from its rooms. Each room seats two pairs (E–W and S–N) of different
/// teams; exactly two teams play.
pub fn match_result(
    rule: &StandingsRule,
    match_id: &str,
    teams: &Teams,
    rooms: &[SessionResult],
) -> Result<Vec<MatchTeam>, RuleError> {
    let team_of = |player: &str| -> Result<&str, RuleError> {
        teams
            .iter()
            .find(|(_, members)| members.iter().any(|m| m == player))
            .map(|(t, _)| t.as_str())
            .ok_or_else(|| RuleError::PlayerWithoutTeam {
                player: player.to_string(),
            })
    };
    let mut sides: Vec<&str> = Vec::new();
    for room in rooms {
        let seated: Vec<&str> = room
            .players
            .iter()
            .map(|p| team_of(p))
            .collect::<Result<_, _>>()?;
        let pairs_ok = seated.len() == 4
            && seated[0] == seated[2]
            && seated[1] == seated[3]
            && seated[0] != seated[1];
        if !pairs_ok {
            return Err(RuleError::RoomNotTwoPairs {
                session: room.session.to_string(),
            });
        }
        for t in seated {
            if !sides.contains(&t) {
                sides.push(t);
            }
        }
    }
    if sides.len() != 2 {
        return Err(RuleError::MatchNotTwoTeams {
            match_id: match_id.to_string(),
            teams: sides.len(),
        });
    }
    sides.sort();
    let hand_count = rooms
        .iter()
        .map(|r| r.hands.len().max(1))
        .max()
        .unwrap_or(0);
    let mut net = vec![[0.0f64; 2]; hand_count];
    let mut sanctions = [0.0f64; 2];
    let mut forfeit = [false; 2];
    // The same board is played in every room: void in one, void in all.
    let voided: Vec<usize> = rooms.iter().flat_map(void_hands).collect();
    for room in rooms {
        let hands = adjusted_hands_voiding(rule, room, &voided);
        for (h, scores) in hands.iter().enumerate() {
            for (i, player) in room.players.iter().enumerate() {
                let side = usize::from(team_of(player)? != sides[0]);
                net[h][side] += scores[i];
            }
        }
        for r in room.rulings {
            let side = usize::from(team_of(&r.player)? != sides[0]);
            for s in &r.verdict.sanctions {
                match s.kind {
                    SanctionKind::Imp => sanctions[side] += s.amount.unwrap_or(0.0),
                    SanctionKind::ImpToOpponents => sanctions[1 - side] += s.amount.unwrap_or(0.0),
                    SanctionKind::ForfeitSession => forfeit[side] = true,
                    _ => {}
                }
            }
        }
    }
    let mut out: Vec<MatchTeam> = (0..2)
        .map(|side| {
            let hands: Vec<HandImp> = net
                .iter()
                .enumerate()
                .map(|(h, n)| {
                    let difference = n[side].max(0.0);
                    HandImp {
                        hand: h + 1,
                        net: n[side],
                        difference,
                        imp: imp_for(rule, difference),
                    }
                })
                .collect();
            let imp: f64 = hands.iter().map(|h| h.imp).sum();
            MatchTeam {
                match_id: match_id.to_string(),
                team: sides[side].to_string(),
                hands,
                imp,
                imp_sanctions: sanctions[side],
                imp_total: imp + sanctions[side],
                forfeit: forfeit[side],
                won: false,
            }
        })
        .collect();
    // 2V2 第三条 四（二）: a forfeit gives the match to the other team; both → nobody wins.
    let winner = match forfeit {
        [true, false] => Some(1),
        [false, true] => Some(0),
        [true, true] => None,
        [false, false] if out[0].imp_total > out[1].imp_total => Some(0),
        [false, false] if out[1].imp_total > out[0].imp_total => Some(1),
        _ => None,
    };
    if let Some(w) = winner {
        out[w].won = true;
    }
    Ok(out)
}

/// Stage totals per team, in order of first appearance, placed by IMP total.
pub fn team_totals(matches: &[MatchTeam]) -> Vec<TeamTotal> {
    let mut out: Vec<TeamTotal> = Vec::new();
    for m in matches {
        let at = match out.iter().position(|t| t.team == m.team) {
            Some(at) => at,
            None => {
                out.push(TeamTotal {
                    team: m.team.clone(),
                    imp: 0.0,
                    wins: 0,
                    rank: 0,
                });
                out.len() - 1
            }
        };
        out[at].imp += m.imp_total;
        out[at].wins += usize::from(m.won);
    }
    let imps: Vec<f64> = out.iter().map(|t| t.imp).collect();
    for t in &mut out {
        t.rank = 1 + imps.iter().filter(|&&o| o > t.imp).count();
    }
    out
}
