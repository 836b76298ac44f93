//! Turns the TOML files of one ruleset folder into a [`Catalogue`], fills in the message ids,
//! and checks it. Input is text, never a path: the caller (or the embedded copy) reads files.

use crate::model::{Catalogue, Escalation, Incident, StandingsRule, Tier};
use crate::validate::{validate, Problem};
use serde::Deserialize;

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum LoadError {
    #[error("{file}: {message}")]
    Syntax { file: String, message: String },
    #[error("ruleset folder {0} has no ruleset.toml")]
    MissingHeader(String),
    #[error("extends {0}, which is not loaded")]
    MissingParent(String),
    #[error("{ruleset}: {}", list(problems))]
    Invalid {
        ruleset: String,
        problems: Vec<Problem>,
    },
}

fn list(problems: &[Problem]) -> String {
    let lines: Vec<String> = problems.iter().map(Problem::to_string).collect();
    lines.join("; ")
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    id: String,
    version: String,
    rulebook: String,
    /// Another ruleset this one amends (an overlay): what is not named here is inherited.
    #[serde(default)]
    extends: Option<String>,
    #[serde(default)]
    categories: Option<Vec<String>>,
    #[serde(default)]
    escalation: Option<Escalation>,
    #[serde(default)]
    standings: Option<StandingsRule>,
    #[serde(default)]
    appeals: Option<crate::appeal::AppealRule>,
    #[serde(default)]
    engines: Option<crate::model::Engines>,
    #[serde(default, rename = "tier")]
    tiers: Vec<Tier>,
}

/// The ruleset a folder extends, if any (read before loading, to load parents first).
pub fn extends_of(files: &[(&str, &str)]) -> Option<String> {
    #[derive(Deserialize)]
    struct Peek {
        extends: Option<String>,
    }
    let (_, text) = files.iter().find(|(name, _)| *name == "ruleset.toml")?;
    let table: toml::Table = toml::from_str(text).ok()?;
    table.try_into::<Peek>().ok()?.extends
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct IncidentFile {
    #[serde(default, rename = "incident")]
    incidents: Vec<Incident>,
}

/// Loads one ruleset from `(file name, text)` pairs: `ruleset.toml` plus any number of files
/// holding `[[incident]]` tables. Fails on syntax errors and on any validation problem.
pub fn load_ruleset(
    folder: &str,
    files: &[(&str, &str)],
    parent: Option<&Catalogue>,
) -> Result<Catalogue, LoadError> {
    let catalogue = parse_ruleset(folder, files, parent)?;
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
/// `parent` is the ruleset named by `extends`, already loaded.
pub fn parse_ruleset(
    folder: &str,
    files: &[(&str, &str)],
    parent: Option<&Catalogue>,
) -> Result<Catalogue, LoadError> {
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
    let missing = |what: &str| LoadError::Syntax {
        file: format!("{folder}/ruleset.toml"),
        message: format!("{what} is required unless the ruleset extends another"),
    };
    let parent = match (&header.extends, parent) {
        (Some(want), Some(p)) if &p.id == want => Some(p),
        (Some(want), _) => return Err(LoadError::MissingParent(want.clone())),
        (None, _) => None,
    };
    let stated_by = header.id.clone();
    let mut catalogue = Catalogue {
        id: header.id,
        version: header.version,
        categories: match (header.categories, parent) {
            (Some(c), _) => c,
            (None, Some(p)) => p.categories.clone(),
            (None, None) => return Err(missing("categories")),
        },
        tiers: header.tiers,
        incidents,
        escalation: match (header.escalation, parent) {
            (Some(e), _) => e,
            (None, Some(p)) => p.escalation.clone(),
            (None, None) => Escalation::default(),
        },
        standings: match (header.standings, parent) {
            (Some(s), _) => s,
            (None, Some(p)) => p.standings.clone(),
            (None, None) => return Err(missing("[standings]")),
        },
        appeals: match (header.appeals, parent) {
            (Some(a), _) => crate::appeal::AppealRule { stated_by, ..a }.with_sentence_args(),
            (None, Some(p)) => p.appeals.clone(),
            (None, None) => return Err(missing("[appeals]")),
        },
        engines: match (header.engines, parent) {
            (Some(e), _) => e,
            (None, Some(p)) => p.engines,
            (None, None) => crate::model::Engines::default(),
        },
        rulebook: header.rulebook,
        extends: header.extends,
        hall_warning: None,
        duplicate_matches: false,
        hall_warnable: Vec::new(),
        hand: tiles::HandRules::full(),
        hand_readings: Default::default(),
        drawn_hand: None,
        standings_note: None,
    };
    share(&mut catalogue.incidents);
    catalogue.hall_warning = catalogue.escalation.hall_warning.clone();
    catalogue.duplicate_matches = catalogue.standings.duplicate.is_some();
    fill_message_ids(&mut catalogue);
    if let Some(p) = parent {
        inherit(&mut catalogue, p);
    }
    catalogue.derive();
    Ok(catalogue)
}

/// What the data writes once and several entries share. An incident that `asks_as` another
/// asks that one's questions and works out its facts. An outcome the answers decide as another
/// incident (`decided_as`) that names no tier or sanction of its own takes those of that
/// incident's outcome with the same id: 诈和's `ready` is 错和's `ready`, whose 10 to each is
/// written once. What finds nothing to take stays empty, and validation says so.
fn share(incidents: &mut [Incident]) {
    let written: Vec<Incident> = incidents.to_vec();
    let find = |key: &str| written.iter().find(|i| i.key == key);
    for inc in incidents.iter_mut() {
        if let Some(asked) = inc.asks_as.as_deref().and_then(find) {
            inc.questions = asked.questions.clone();
            inc.derive = asked.derive.clone();
        }
        for o in &mut inc.outcomes {
            let bare = o.tier.is_none() && o.sanctions.is_empty() && o.options.is_empty();
            let same = (o.decided_as.as_deref())
                .and_then(find)
                .and_then(|d| d.outcomes.iter().find(|x| x.id == o.id));
            if let (true, Some(same)) = (bare && !o.no_penalty, same) {
                o.tier = same.tier.clone();
                o.sanctions = same.sanctions.clone();
                o.options = same.options.clone();
            }
        }
    }
}

/// Adds what the overlay does not replace: the parent's tiers and incidents, with their own
/// message ids (their sentences are the parent's).
fn inherit(c: &mut Catalogue, parent: &Catalogue) {
    for tier in &parent.tiers {
        if c.tier(&tier.id).is_none() {
            c.tiers.push(tier.clone());
        }
    }
    let mut incidents: Vec<_> = parent
        .incidents
        .iter()
        .filter(|i| c.incident(&i.key).is_none())
        .cloned()
        .collect();
    incidents.append(&mut c.incidents);
    c.incidents = incidents;
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
        inc.not_applicable_id =
            (!inc.applicable).then(|| format!("{rs}-{}-not-applicable", inc.key));
        for q in &mut inc.questions {
            q.text_id = format!("question-{}", q.id);
            q.help_id = q.help.then(|| format!("question-{}-help", q.id));
            for choice in &mut q.choices {
                choice.label_id = format!("question-{}-{}", q.id, choice.value);
            }
        }
        for o in &mut inc.outcomes {
            o.reason_id = format!("{rs}-{}-{}", inc.key, o.id);
            if o.sanctions.is_empty() && o.options.is_empty() {
                if let Some(tier) = o
                    .tier
                    .as_ref()
                    .and_then(|t| tiers.iter().find(|x| &x.id == t))
                {
                    o.options = tier.options.clone();
                }
            }
            let offered = o
                .tier
                .as_ref()
                .and_then(|t| tiers.iter().find(|x| &x.id == t))
                .map_or(&[][..], |t| t.options.as_slice());
            o.reason_args = crate::reason::data_args(o, offered);
        }
        // After `share`: an outcome decided as another's says the numbers it took from it.
        inc.summary_args = (inc.outcomes.iter())
            .flat_map(|o| {
                (o.reason_args.iter()).map(move |(name, v)| (format!("{}-{name}", o.id), v.clone()))
            })
            .collect();
    }
}
