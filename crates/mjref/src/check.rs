//! `mjref catalog-check RULESET`: loads one ruleset folder (and what it extends) from disk, as
//! someone editing `rules-data/` and `locales/` has it now, and reports every problem: syntax,
//! validation, strings missing in a language or used by nothing, and hand-worked scenarios
//! (`<scenarios>/<ruleset>-*.json`) the engine disagrees with.

use crate::output::{CliError, Output};
use rulebook::expect::differences;
use rulebook::scenario::{replay, Scenario};
use rulebook::{load_all, validate::validate, Catalogue};
use serde_json::json;
use std::path::{Path, PathBuf};

pub struct CheckArgs {
    pub ruleset: String,
    pub rules: PathBuf,
    pub locales: PathBuf,
    pub scenarios: PathBuf,
}

fn read(path: &Path) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(|e| CliError::bad_file(path, e))
}

/// The folder's `.toml` files as `(name, text)`.
fn folder(rules: &Path, id: &str) -> Result<Vec<(String, String)>, CliError> {
    let dir = rules.join(id);
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&dir)
        .map_err(|e| CliError::bad_file(&dir, e))?
        .flatten()
    {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "toml") {
            files.push((
                entry.file_name().to_string_lossy().into_owned(),
                read(&path)?,
            ));
        }
    }
    files.sort();
    Ok(files)
}

pub fn run(out: &Output, a: &CheckArgs) -> Result<(), CliError> {
    let mut problems: Vec<String> = Vec::new();
    // The folder and its ancestors, parents first.
    let mut chain = vec![a.ruleset.clone()];
    let mut sources = Vec::new();
    while let Some(id) = chain.last().cloned() {
        let files = folder(&a.rules, &id)?;
        let borrowed: Vec<(&str, &str)> = files
            .iter()
            .map(|(n, t)| (n.as_str(), t.as_str()))
            .collect();
        let parent = rulebook::load::extends_of(&borrowed);
        sources.push((id.clone(), files));
        match parent {
            Some(p) if !chain.contains(&p) => chain.push(p),
            _ => break,
        }
    }
    let borrowed: Vec<(&str, Vec<(&str, &str)>)> = sources
        .iter()
        .map(|(id, files)| {
            (
                id.as_str(),
                files
                    .iter()
                    .map(|(n, t)| (n.as_str(), t.as_str()))
                    .collect(),
            )
        })
        .collect();
    let catalogue: Option<Catalogue> = match load_all(&borrowed) {
        Ok(all) => all.into_iter().find(|c| c.id == a.ruleset),
        Err(rulebook::LoadError::Invalid { problems: p, .. }) => {
            problems.extend(p.iter().map(ToString::to_string));
            // Parse without validating, to go on checking strings and scenarios.
            None
        }
        Err(e) => {
            problems.push(e.to_string());
            None
        }
    };
    let mut ftl = Vec::new();
    for lang in l10n::LANGUAGES {
        let dir = a.locales.join(lang);
        for entry in std::fs::read_dir(&dir)
            .map_err(|e| CliError::bad_file(&dir, e))?
            .flatten()
        {
            if entry.path().extension().is_some_and(|e| e == "ftl") {
                ftl.push((*lang, read(&entry.path())?));
            }
        }
    }
    let sources: Vec<(&str, &str)> = ftl.iter().map(|(l, t)| (*l, t.as_str())).collect();
    let l10n = match l10n::Localizer::from_sources(&sources) {
        Ok(l) => Some(l),
        Err(errors) => {
            problems.extend(errors);
            None
        }
    };
    let mut scenarios = 0;
    if let Some(c) = &catalogue {
        problems.extend(validate(c).iter().map(ToString::to_string));
        if let Some(l10n) = &l10n {
            let others: Vec<String> = std::fs::read_dir(&a.rules)
                .into_iter()
                .flatten()
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect();
            let others: Vec<&str> = others.iter().map(String::as_str).collect();
            for lang in l10n::LANGUAGES {
                for id in c.message_ids() {
                    if !l10n.has(lang, &id) {
                        problems.push(format!("{lang}: missing {id}"));
                    }
                }
                for id in c.orphans(&others, &l10n.ids(lang)) {
                    problems.push(format!("{lang}: {id} is used by nothing"));
                }
            }
        }
        let prefix = format!("{}-", c.id);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&a.scenarios)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| {
                let name = p.file_name().unwrap_or_default().to_string_lossy();
                // `sbr-2025-1.json` belongs to sbr-2025; `sbr-2025-2v2-1.json` does not.
                name.strip_prefix(&prefix)
                    .and_then(|rest| rest.strip_suffix(".json"))
                    .is_some_and(|n| !n.is_empty() && n.chars().all(|ch| ch.is_ascii_digit()))
            })
            .collect();
        files.sort();
        for file in files {
            scenarios += 1;
            let name = file
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            let doc: serde_json::Value = match serde_json::from_str(&read(&file)?) {
                Ok(d) => d,
                Err(e) => {
                    problems.push(format!("{name}: {e}"));
                    continue;
                }
            };
            match serde_json::from_value::<Scenario>(doc["scenario"].clone()) {
                Ok(s) => match replay(c, &s) {
                    Ok(result) => {
                        let actual = serde_json::to_value(&result).unwrap_or_default();
                        problems.extend(
                            differences(&doc["expect"], &actual)
                                .into_iter()
                                .map(|d| format!("{name}: {d}")),
                        );
                    }
                    Err(e) => problems.push(format!("{name}: {e}")),
                },
                Err(e) => problems.push(format!("{name}: {e}")),
            }
        }
    }
    let ok = problems.is_empty();
    let doc = json!({"ruleset": a.ruleset, "ok": ok, "incidents": catalogue.as_ref().map(|c| c.incidents.len()), "scenarios": scenarios, "problems": problems});
    out.print(&doc, || {
        let mut text = format!(
            "{}: {} incidents, {} scenarios, {}",
            a.ruleset,
            catalogue.as_ref().map_or(0, |c| c.incidents.len()),
            scenarios,
            if ok {
                "ok".to_string()
            } else {
                format!("{} problems", problems.len())
            }
        );
        for p in &problems {
            text.push_str(&format!("\n- {p}"));
        }
        text
    });
    if ok {
        Ok(())
    } else {
        Err(CliError::new(
            "catalogue-problems",
            &[("count", problems.len().to_string())],
        ))
    }
}
