//! Replays a scenario (contract: `mjref scenario`): sessions in order, incidents in the order
//! they happened, escalation from that order, then standings and totals.

use crate::engine::{rule, Choice, Ruling, Verdict};
use crate::error::RuleError;
use crate::escalation::Prior;
use crate::facts::resolve;
use crate::model::{Catalogue, Value};
use crate::standings::{ranked_totals, session_standings, SessionResult, Standing, Total};
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
    for session in &scenario.sessions {
        let mut history: Vec<Prior> = Vec::new();
        let mut rulings: Vec<(String, Verdict)> = Vec::new();
        for inc in &session.incidents {
            let def = c
                .incident(&inc.incident)
                .ok_or_else(|| RuleError::UnknownIncident {
                    ruleset: c.id.clone(),
                    incident: inc.incident.clone(),
                })?;
            let mut given = inc.facts.clone();
            // The session's dealer answers "is the offender the dealer?" unless the incident says.
            if let Some(dealer) = &session.dealer {
                if def.question("offender_is_dealer").is_some() {
                    given
                        .entry("offender_is_dealer".into())
                        .or_insert(Value::Bool(dealer == &inc.player));
                }
            }
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
            rulings.push((inc.player.clone(), verdict.clone()));
            verdicts.push(SessionVerdict {
                session: session.id.clone(),
                player: inc.player.clone(),
                verdict,
            });
        }
        standings.extend(session_standings(
            &c.standings,
            &SessionResult {
                session: &session.id,
                players: &session.players,
                dealer: session.dealer.as_deref(),
                scores: &session.scores,
                rulings: &rulings,
            },
        ));
        all_rulings.extend(rulings);
    }
    let totals = ranked_totals(&c.standings, &standings, &all_rulings);
    Ok(ScenarioResult {
        verdicts,
        standings,
        totals,
    })
}
