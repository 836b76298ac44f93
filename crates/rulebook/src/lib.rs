//! The rules of each ruleset as data, and the pure functions that apply them: loading and
//! validating catalogues, deciding a ruling, escalating it, computing standings, and an
//! appeal's deadline.
//! No I/O and no clock: the catalogues are embedded at build time and time comes in as values.

pub mod appeal;
pub mod engine;
pub mod error;
pub mod escalation;
pub mod expect;
pub mod facts;
pub mod imp;
pub mod load;
pub mod message;
pub mod model;
pub mod overrides;
pub mod preset;
pub mod reason;
pub mod reserved;
pub mod scenario;
pub mod standings;
pub mod validate;
pub mod verdict;

pub use engine::{rule, rule_reading, Arg, Choice, Message, OptionPick, Ruling, Verdict};
pub use error::RuleError;
pub use escalation::Prior;
pub use load::{load_ruleset, parse_ruleset, LoadError};
pub use model::{Catalogue, Sanction, SanctionKind, Value};
use std::sync::{Arc, OnceLock};

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/rules_data.rs"));
}

/// The text of every file under `rules-data/`, by path relative to it.
pub fn embedded_files() -> &'static [(&'static str, &'static str)] {
    embedded::RULES_DATA
}

/// A file at the top of `rules-data/` (`name`, e.g. `limits.toml`) read as TOML: data every
/// build carries, so one missing or not parsing is a defect of the build, not of the input
/// (each file's own tests parse it).
pub fn embedded_toml<T: serde::de::DeserializeOwned>(name: &str) -> T {
    let text = embedded_files()
        .iter()
        .find(|(path, _)| *path == name)
        .map(|(_, text)| *text)
        .unwrap_or_else(|| panic!("rules-data/{name} is embedded"));
    toml::from_str(text).unwrap_or_else(|e| panic!("rules-data/{name} parses: {e}"))
}

/// Every ruleset shipped with the program, in folder order.
pub fn builtin() -> Result<Vec<Catalogue>, LoadError> {
    let mut folders: Vec<&str> = embedded_files()
        .iter()
        .filter_map(|(path, _)| path.split_once('/').map(|(folder, _)| folder))
        .collect();
    folders.dedup();
    let sources: Vec<(&str, Vec<(&str, &str)>)> = folders
        .into_iter()
        .map(|folder| {
            let files = embedded_files()
                .iter()
                // The folder's own files; its hand table (`hand/`) is the hand engine's.
                .filter_map(|(path, text)| {
                    path.strip_prefix(folder)
                        .and_then(|rest| rest.strip_prefix('/'))
                        .filter(|name| !name.contains('/'))
                        .map(|name| (name, *text))
                })
                .collect();
            (folder, files)
        })
        .collect();
    load_all(&sources)
}

/// Loads folders given as `(folder, files)`, parents before the overlays that extend them.
pub fn load_all(sources: &[(&str, Vec<(&str, &str)>)]) -> Result<Vec<Catalogue>, LoadError> {
    let mut loaded: Vec<Catalogue> = Vec::new();
    let mut pending: Vec<&(&str, Vec<(&str, &str)>)> = sources.iter().collect();
    while !pending.is_empty() {
        let before = pending.len();
        let mut waiting = Vec::new();
        for source in pending {
            let (folder, files) = source;
            match load::extends_of(files) {
                Some(parent) if !loaded.iter().any(|c| c.id == parent) => waiting.push(source),
                parent => {
                    let parent = parent.and_then(|p| loaded.iter().find(|c| c.id == p));
                    let catalogue = load_ruleset(folder, files, parent)?;
                    loaded.push(catalogue);
                }
            }
        }
        if waiting.len() == before {
            let missing = load::extends_of(&waiting[0].1).unwrap_or_default();
            return Err(LoadError::MissingParent(missing));
        }
        pending = waiting;
    }
    let order: Vec<&str> = sources.iter().map(|(f, _)| *f).collect();
    loaded.sort_by_key(|c| order.iter().position(|f| *f == c.id).unwrap_or(usize::MAX));
    Ok(loaded)
}

/// The shipped rulesets, parsed and validated once per process and shared: the arrival
/// checks, every desk and device, and `mjref` all read these (each parse of all six is a few
/// milliseconds and about a megabyte). The embedded data loading is tested; a build where it
/// does not is a defect, not an input to report.
pub fn shipped() -> Arc<[Catalogue]> {
    static SHIPPED: OnceLock<Arc<[Catalogue]>> = OnceLock::new();
    Arc::clone(SHIPPED.get_or_init(|| {
        builtin()
            .expect("the embedded catalogues load (tested)")
            .into()
    }))
}

/// One shipped ruleset by id.
pub fn builtin_ruleset(id: &str) -> Result<Catalogue, RuleError> {
    shipped()
        .iter()
        .find(|c| c.id == id)
        .cloned()
        .ok_or_else(|| RuleError::UnknownRuleset {
            ruleset: id.to_string(),
        })
}
