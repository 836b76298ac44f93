//! Replays a scenario (contract: `mjref scenario`): sessions in order, incidents in the order
//! they happened, escalation from that order, then standings and totals.

use crate::engine::{rule, Choice, Ruling, Verdict};
use crate::error::RuleError;
use crate::escalation::Prior;
use crate::facts::resolve;
use crate::imp::{match_result, team_totals, MatchTeam, TeamTotal, Teams};
use crate::model::{Catalogue, Value};
use crate::standings::{
    ranked_totals, session_standings_voiding, void_hands, Ruled, SessionResult, Standing, Total,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Debug, Clone, Deserialize)]
pub struct Scenario {
    pub ruleset: String,
    #[serde(default)]
    pub hall_warnings: Vec<String>,
    /// The event's own regulations where the rulebook allows them.
    #[serde(default)]
    pub overrides: crate::overrides::Overrides,
    /// Team id → players, for duplicate matches (2V2 复式).
    #[serde(default)]
    pub teams: Teams,
    pub sessions: Vec<ScenarioSession>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ScenarioSession {
    pub id: String,
    pub players: Vec<String>,
    #[serde(default)]
    pub dealer: Option<String>,
    #[serde(default)]
    pub scores: BTreeMap<String, f64>,
    /// The scores hand by hand, hand 1 first; `scores` defaults to their sums.
    #[serde(default)]
    pub hands: Vec<BTreeMap<String, f64>>,
    /// The duplicate match this session is one room of; its rooms are scored together by IMP.
    #[serde(default, rename = "match")]
    pub match_id: Option<String>,
    #[serde(default)]
    pub incidents: Vec<ScenarioIncident>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ScenarioIncident {
    pub player: String,
    pub incident: String,
    #[serde(default)]
    pub hand: Option<u32>,
    #[serde(default)]
    pub facts: BTreeMap<String, Value>,
    #[serde(default)]
    pub choice: Option<Choice>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SessionVerdict {
    pub session: String,
    pub player: String,
    #[serde(flatten)]
    pub verdict: Verdict,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScenarioResult {
    pub verdicts: Vec<SessionVerdict>,
    pub standings: Vec<Standing>,
    pub totals: Vec<Total>,
    /// Duplicate matches: each team's hands, IMP and result.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub matches: Vec<MatchTeam>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub team_totals: Vec<TeamTotal>,
}

pub fn replay(base: &Catalogue, scenario: &Scenario) -> Result<ScenarioResult, RuleError> {
    let event_catalogue;
    let c = if scenario.overrides.is_empty() {
        base
    } else {
        event_catalogue = crate::overrides::apply(base, &scenario.overrides)?;
        &event_catalogue
    };
    let mut verdicts = Vec::new();
    let mut standings = Vec::new();
    let mut all_rulings = Vec::new();
    let mut rooms: Vec<(&ScenarioSession, BTreeMap<String, f64>, Vec<Ruled>)> = Vec::new();
    for session in &scenario.sessions {
        let scores = session_scores(session)?;
        let mut history: Vec<Prior> = Vec::new();
        let mut rulings: Vec<Ruled> = Vec::new();
        for inc in &session.incidents {
            let def = c
                .incident(&inc.incident)
                .ok_or_else(|| RuleError::UnknownIncident {
                    ruleset: c.id.clone(),
                    incident: inc.incident.clone(),
                })?;
            // What the session knows (its dealer, whether it is a room of a match) answers
            // the questions the app presets from the event: one function for both.
            let given = crate::preset::answers(
                c,
                &inc.incident,
                &inc.player,
                &inc.facts,
                &crate::preset::Known {
                    in_match: session.match_id.is_some(),
                    dealer: session.dealer.as_deref(),
                },
            );
            let facts = resolve(def, &given, None)?;
            let verdict = rule(
                c,
                &Ruling {
                    incident: &inc.incident,
                    player: &inc.player,
                    hand: inc.hand,
                    facts: &facts,
                    choice: inc.choice.as_ref(),
                    history: &history,
                    hall_warnings: &scenario.hall_warnings,
                },
            )?;
            history.push(Prior::of(&inc.player, inc.hand, &verdict));
            rulings.push(Ruled {
                player: inc.player.clone(),
                hand: inc.hand,
                verdict: verdict.clone(),
            });
            verdicts.push(SessionVerdict {
                session: session.id.clone(),
                player: inc.player.clone(),
                verdict,
            });
        }
        rooms.push((session, scores, rulings));
    }
    let views: Vec<SessionResult> = rooms
        .iter()
        .map(|(session, scores, rulings)| SessionResult {
            session: &session.id,
            players: &session.players,
            dealer: session.dealer.as_deref(),
            scores,
            hands: &session.hands,
            duplicate: session.match_id.is_some(),
            rulings,
        })
        .collect();
    for (i, (view, session)) in views.iter().zip(&scenario.sessions).enumerate() {
        // A board voided in one room of a match is void in all of them.
        let same_board = |j: usize| {
            j == i
                || (session.match_id.is_some() && scenario.sessions[j].match_id == session.match_id)
        };
        let voided: Vec<usize> = (0..views.len())
            .filter(|&j| same_board(j))
            .flat_map(|j| void_hands(&views[j]))
            .collect();
        standings.extend(session_standings_voiding(&c.standings, view, &voided));
        all_rulings.extend(view.rulings.iter().cloned());
    }
    let mut matches = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for session in &scenario.sessions {
        let Some(id) = session.match_id.as_deref() else {
            continue;
        };
        if seen.contains(&id) {
            continue;
        }
        seen.push(id);
        let match_rooms: Vec<SessionResult> = views
            .iter()
            .zip(&scenario.sessions)
            .filter(|(_, s)| s.match_id.as_deref() == Some(id))
            .map(|(v, _)| v.clone())
            .collect();
        matches.extend(match_result(
            &c.standings,
            id,
            &scenario.teams,
            &match_rooms,
        )?);
    }
    let totals = ranked_totals(&c.standings, &standings, &all_rulings);
    Ok(ScenarioResult {
        verdicts,
        standings,
        totals,
        team_totals: team_totals(&matches),
        matches,
    })
}

/// The session's scores: as given, or the sums of its hands; both given, they must agree.
fn session_scores(session: &ScenarioSession) -> Result<BTreeMap<String, f64>, RuleError> {
    if session.hands.is_empty() {
        return Ok(session.scores.clone());
    }
    let mut sums: BTreeMap<String, f64> = BTreeMap::new();
    for hand in &session.hands {
        for (p, v) in hand {
            *sums.entry(p.clone()).or_default() += v;
        }
    }
    for (player, &score) in &session.scores {
        let hands = sums.get(player).copied().unwrap_or(0.0);
        if (hands - score).abs() > 1e-9 {
            return Err(RuleError::HandsDisagree {
                session: session.id.clone(),
                player: player.clone(),
                hands,
                score,
            });
        }
    }
    Ok(sums)
}
