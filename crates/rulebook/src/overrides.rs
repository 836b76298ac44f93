//! Event overrides: what a rulebook lets organisers change (SBR: late-arrival bands, 盘分
//! values, "unless the event's regulations say otherwise"), applied to a catalogue for one
//! event. Only entries the data marks `overridable` can change; the result is validated like
//! any catalogue; verdicts decided by a changed outcome say so.

use crate::error::RuleError;
use crate::model::{Catalogue, Predicate, Sanction};
use crate::validate::validate;
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
        self.incidents.is_empty() && self.rank_points.is_none()
    }
}

/// The catalogue as this event plays it.
pub fn apply(base: &Catalogue, o: &Overrides) -> Result<Catalogue, RuleError> {
    let mut c = base.clone();
    let refuse = |incident: &str, problem: String| RuleError::InvalidOverride {
        incident: incident.to_string(),
        problem,
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
                .find(|out| out.id == change.id)
                .ok_or_else(|| refuse(key, format!("no outcome {}", change.id)))?;
            if let Some(when) = &change.when {
                outcome.when = when.clone();
            }
            if let Some(sanctions) = &change.sanctions {
                outcome.sanctions = sanctions.clone();
            }
            outcome.overridden = true;
        }
    }
    if let Some(points) = &o.rank_points {
        if !c.standings.overridable {
            return Err(RuleError::NotOverridable {
                incident: "standings".into(),
            });
        }
        if points.len() != c.standings.rank_points.len() {
            return Err(refuse(
                "standings",
                format!(
                    "{} places, not {}",
                    c.standings.rank_points.len(),
                    points.len()
                ),
            ));
        }
        c.standings.rank_points = points.clone();
        c.standings.overridden = true;
    }
    let problems: Vec<String> = validate(&c)
        .into_iter()
        .filter(|p| {
            o.incidents
                .keys()
                .any(|k| p.starts_with(&format!("{k}:")) || p.starts_with(&format!("{k} ")))
        })
        .collect();
    if let Some(first) = problems.into_iter().next() {
        let key = first
            .split([':', ' '])
            .next()
            .unwrap_or_default()
            .to_string();
        return Err(refuse(&key, first));
    }
    Ok(c)
}
