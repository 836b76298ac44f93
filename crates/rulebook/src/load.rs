//! Turns the TOML files of one ruleset folder into a [`Catalogue`], fills in the message ids,
//! and checks it. Input is text, never a path: the caller (or the embedded copy) reads files.

use crate::model::{Catalogue, Escalation, Incident, StandingsRule, Tier};
use crate::validate::validate;
use serde::Deserialize;

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum LoadError {
    #[error("{file}: {message}")]
    Syntax { file: String, message: String },
    #[error("ruleset folder {0} has no ruleset.toml")]
    MissingHeader(String),
    #[error("{ruleset}: {problems:?}")]
    Invalid {
        ruleset: String,
        problems: Vec<String>,
    },
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    id: String,
    version: String,
    rulebook: String,
    categories: Vec<String>,
    #[serde(default)]
    escalation: Escalation,
    standings: StandingsRule,
    #[serde(default, rename = "tier")]
    tiers: Vec<Tier>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IncidentFile {
    #[serde(default, rename = "incident")]
    incidents: Vec<Incident>,
}

/// Loads one ruleset from `(file name, text)` pairs: `ruleset.toml` plus any number of files
/// holding `[[incident]]` tables. Fails on syntax errors and on any validation problem.
pub fn load_ruleset(folder: &str, files: &[(&str, &str)]) -> Result<Catalogue, LoadError> {
    let catalogue = parse_ruleset(folder, files)?;
    let problems = validate(&catalogue);
    if problems.is_empty() {
        Ok(catalogue)
    } else {
        Err(LoadError::Invalid {
            ruleset: catalogue.id,
            problems,
        })
    }
}

/// Parses without validating, so that validation itself can be tested on broken data.
pub fn parse_ruleset(folder: &str, files: &[(&str, &str)]) -> Result<Catalogue, LoadError> {
    let syntax = |file: &str, e: toml::de::Error| LoadError::Syntax {
        file: format!("{folder}/{file}"),
        message: e.to_string(),
    };
    let (_, header_text) = files
        .iter()
        .find(|(name, _)| *name == "ruleset.toml")
        .ok_or_else(|| LoadError::MissingHeader(folder.to_string()))?;
    let header: Header = toml::from_str(header_text).map_err(|e| syntax("ruleset.toml", e))?;
    let mut incidents = Vec::new();
    for (name, text) in files.iter().filter(|(name, _)| *name != "ruleset.toml") {
        let file: IncidentFile = toml::from_str(text).map_err(|e| syntax(name, e))?;
        incidents.extend(file.incidents);
    }
    let mut catalogue = Catalogue {
        id: header.id,
        version: header.version,
        categories: header.categories,
        tiers: header.tiers,
        incidents,
        escalation: header.escalation,
        standings: header.standings,
        rulebook: header.rulebook,
    };
    fill_message_ids(&mut catalogue);
    Ok(catalogue)
}

/// The naming conventions that tie data to `locales/`. Incident names are shared across
/// rulesets (one key, one name); summaries, reasons and tiers belong to a ruleset.
fn fill_message_ids(c: &mut Catalogue) {
    let rs = c.id.clone();
    for tier in &mut c.tiers {
        tier.name_id = format!("tier-{rs}-{}", tier.id);
    }
    let tiers = c.tiers.clone();
    for inc in &mut c.incidents {
        inc.name_id = format!("incident-{}", inc.key);
        inc.summary_id = format!("{rs}-{}-summary", inc.key);
        inc.interpretation_id = inc
            .interpretation
            .then(|| format!("{rs}-{}-interpretation", inc.key));
        for q in &mut inc.questions {
            q.text_id = format!("question-{}", q.id);
            q.help_id = q.help.then(|| format!("question-{}-help", q.id));
            for choice in &mut q.choices {
                choice.label_id = format!("question-{}-{}", q.id, choice.value);
            }
        }
        for o in &mut inc.outcomes {
            o.reason_id = format!("{rs}-{}-{}", inc.key, o.id);
            if o.sanctions.is_empty() {
                if let Some(tier) = o
                    .tier
                    .as_ref()
                    .and_then(|t| tiers.iter().find(|x| &x.id == t))
                {
                    o.options = tier.options.clone();
                }
            }
        }
    }
}
