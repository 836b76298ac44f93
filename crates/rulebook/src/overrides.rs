//! Event overrides: what a rulebook lets organisers change (SBR: late-arrival bands, 盘分
//! values, "unless the event's regulations say otherwise"), applied to a catalogue for one
//! event. Only entries the data marks `overridable` can change; the result is validated like
//! any catalogue; verdicts decided by a changed outcome say so.

use crate::error::RuleError;
use crate::model::{Catalogue, Predicate, Sanction};
use crate::validate::{validate, Place, Problem, ProblemKind};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Overrides {
    /// By incident key: the outcomes the event changes.
    #[serde(default)]
    pub incidents: BTreeMap<String, Vec<OutcomeOverride>>,
    /// The rank points by place, when the standings rule allows it.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub rank_points: Option<Vec<f64>>,
    /// The hand engine's readings of the book the event chooses (`HandRules::readings`), by
    /// key; those not named keep the engine's first choice.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<BTreeMap<String, String>>", optional))]
    pub hand_readings: BTreeMap<String, String>,
    /// What the appeals committee may decide, where the book is read more than one way
    /// (`AppealRule::committee_may_readings`, e.g. MCR 3.13.3).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub committee_may: Option<crate::appeal::CommitteePower>,
}

/// New tests and/or sanctions for one existing outcome (by id).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OutcomeOverride {
    pub id: String,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "Record<string, unknown> | null"))]
    pub when: Option<BTreeMap<String, Predicate>>,
    #[serde(default)]
    pub sanctions: Option<Vec<Sanction>>,
}

impl Overrides {
    pub fn is_empty(&self) -> bool {
        self.incidents.is_empty()
            && self.rank_points.is_none()
            && self.hand_readings.is_empty()
            && self.committee_may.is_none()
    }
}

/// The catalogue as this event plays it.
pub fn apply(base: &Catalogue, o: &Overrides) -> Result<Catalogue, RuleError> {
    let mut c = base.clone();
    let refuse = |incident: &str, place: Place, kind: ProblemKind| RuleError::InvalidOverride {
        incident: incident.to_string(),
        problem: Problem { place, kind },
    };
    for (key, changes) in &o.incidents {
        let inc = c
            .incidents
            .iter_mut()
            .find(|i| &i.key == key)
            .ok_or_else(|| RuleError::UnknownIncident {
                ruleset: base.id.clone(),
                incident: key.clone(),
            })?;
        if !inc.overridable {
            return Err(RuleError::NotOverridable {
                incident: key.clone(),
            });
        }
        for change in changes {
            let outcome = inc
                .outcomes
                .iter_mut()
                .find(|out| out.is_named(&change.id))
                .ok_or_else(|| {
                    let place = Place::Outcome {
                        incident: key.clone(),
                        outcome: change.id.clone(),
                    };
                    refuse(key, place, ProblemKind::NoSuchOutcome)
                })?;
            if let Some(when) = &change.when {
                outcome.when = when.clone();
            }
            if let Some(sanctions) = &change.sanctions {
                outcome.sanctions = sanctions.clone();
            }
            outcome.overridden = true;
            let offered = crate::reason::tier_options(base, outcome.tier.as_deref());
            outcome.reason_args = crate::reason::data_args(outcome, offered);
        }
    }
    if let Some(points) = &o.rank_points {
        if !c.standings.overridable {
            return Err(RuleError::NotOverridable {
                incident: "standings".into(),
            });
        }
        if points.len() != c.standings.rank_points.len() {
            let kind = ProblemKind::Places {
                expected: c.standings.rank_points.len(),
                given: points.len(),
            };
            return Err(refuse("standings", Place::Standings, kind));
        }
        c.standings.rank_points = points.clone();
        c.standings.overridden = true;
    }
    for (key, choice) in &o.hand_readings {
        let known = c
            .hand
            .readings
            .iter()
            .any(|r| &r.key == key && r.choices.contains(choice));
        if !known {
            return Err(RuleError::Hand(tiles::HandError::UnknownReading {
                reading: key.clone(),
                choice: choice.clone(),
            }));
        }
    }
    c.hand_readings = o.hand_readings.clone();
    if let Some(power) = o.committee_may {
        if !c.appeals.committee_may_readings.contains(&power) {
            return Err(RuleError::CommitteePowerNotOpen {
                power: power.key().to_string(),
                article: c.appeals.article.clone(),
            });
        }
        c.appeals.committee_may = power;
    }
    // Only in the incidents the event changed: the book's own faults are not the event's.
    let first = validate(&c).into_iter().find_map(|p| {
        let key = p
            .place
            .incident()
            .filter(|k| o.incidents.contains_key(*k))?;
        Some((key.to_string(), p))
    });
    if let Some((incident, problem)) = first {
        return Err(RuleError::InvalidOverride { incident, problem });
    }
    // A changed outcome may climb the warning ladder, or no longer.
    c.derive();
    Ok(c)
}
