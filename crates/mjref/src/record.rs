//! The record's commands: `verify`, `export` and `import` (contract.md). Everything they
//! check is done by `ledger`; this only reads files and prints.

use crate::output::{CliError, Output};
use ledger::{bundle, Report, Store};
use serde_json::json;
use std::collections::BTreeMap;
use std::path::Path;

type Result<T = ()> = std::result::Result<T, CliError>;

fn counts(pairs: &[(&str, usize)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn read(file: &Path) -> Result<String> {
    std::fs::read_to_string(file).map_err(|e| CliError::bad_file(file, e))
}

/// Verifies a bundle file or a database; `Ok(false)` when it has problems.
pub fn verify(out: &Output, file: Option<&Path>, db: Option<&Path>) -> Result<bool> {
    let report = match (file, db) {
        (Some(file), None) => match bundle::parse(&read(file)?) {
            Ok(events) => ledger::verify(&events),
            Err(problems) => Report {
                events: 0,
                problems,
                devices: vec![],
            },
        },
        (None, Some(db)) => Store::open(db)?.verify()?,
        // clap lets exactly one of them through.
        _ => return Err(CliError::internal("verify: FILE or --db")),
    };
    let problems: Vec<_> = report
        .problems
        .iter()
        .map(|p| {
            let code = p.to_code();
            json!({"code": code.code, "args": code.args,
                   "message": out.say(&format!("problem-{}", code.code), &code.args)})
        })
        .collect();
    let doc = json!({"ok": report.ok(), "events": report.events, "problems": problems,
                     "devices": report.devices});
    out.print(&doc, || {
        let mut lines = vec![out.say(
            "record-verify-summary",
            &counts(&[
                ("events", report.events),
                ("devices", report.devices.len()),
                ("problems", problems.len()),
            ]),
        )];
        lines.extend(
            problems
                .iter()
                .map(|p| p["message"].as_str().unwrap_or_default().to_string()),
        );
        lines.join("\n")
    });
    Ok(report.ok())
}

pub fn export(out: &Output, db: &Path, file: &Path) -> Result {
    let events = Store::open(db)?.signed_events()?;
    let text = bundle::render(&events);
    write_durably(file, text.as_bytes()).map_err(|e| CliError::bad_file(file, e))?;
    let doc = json!({"events": events.len()});
    out.print(&doc, || {
        out.say(
            "record-exported",
            &counts(&[("events", events.len())])
                .into_iter()
                .chain([("file".to_string(), file.display().to_string())])
                .collect(),
        )
    });
    Ok(())
}

/// Writes beside the target and renames, so a crash never leaves half a bundle under its name.
fn write_durably(file: &Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let dir = file
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(file).map_err(|e| e.error)?;
    Ok(())
}

pub fn import(out: &Output, db: &Path, file: &Path) -> Result {
    let events = bundle::parse(&read(file)?).map_err(|problems| {
        CliError::from(ledger::LedgerError::BundleRefused {
            problems: problems.len(),
        })
    })?;
    let imported = Store::open(db)?.import(&events)?;
    out.print(&imported, || {
        out.say(
            "record-imported",
            &counts(&[
                ("added", imported.added),
                ("duplicates", imported.duplicates),
            ]),
        )
    });
    Ok(())
}
