//! The record's commands: `verify`, `export` and `import` (contract.md). Everything they
//! check is done by `ledger` with the tournament's checks of what arrives; this only reads
//! files and prints.

use crate::desk::{existing, open_store, stamp, PASSPHRASE_ENV};
use crate::output::{CliError, Output};

use ledger::changes;
use ledger::roles::{Referee, RefereeList, Role};
use ledger::{bundle, Report};
use serde_json::json;
use std::collections::BTreeMap;
use std::path::Path;
use tournament::arrival::Arrival;
use tournament::input::TextFile;

type Result<T = ()> = std::result::Result<T, CliError>;

fn counts(pairs: &[(&str, usize)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// A bundle file's text, within the bound of `what` (`limits.toml`).
fn read(file: &Path, what: TextFile) -> Result<String> {
    Ok(tournament::input::read_text(file, what)?)
}

/// Verifies a bundle file or a database; `Ok(false)` when it has problems.
pub fn verify(out: &Output, file: Option<&Path>, db: Option<&Path>) -> Result<bool> {
    let report = match (file, db) {
        (Some(file), None) => match bundle::read(&read(file, TextFile::Bundle)?) {
            Ok(bundle) => ledger::verify::verify_bundle(&bundle, Arrival::builtin()),
            Err(problems) => Report {
                events: 0,
                problems,
                devices: vec![],
            },
        },
        (None, Some(db)) => open_store(existing(db)?)?.verify(Arrival::builtin())?,
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
    // A head's device vouches for what it holds first (`Desk::hand_over`); a floor device, or
    // a sealed key without MJREF_PASSPHRASE, signs nothing.
    let mut desk = crate::desk::read_desk(db)?;
    let referee = crate::desk::referee_of(&desk).to_string();
    let bundle = desk.hand_over(&stamp(&referee))?;
    let events = &bundle.events;
    let text = bundle::write(events, &bundle.photos);
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
    // Through the desk: the same checks as `verify`, and the event in force kept.
    let outcome = match bundle::read(&read(file, TextFile::Bundle)?) {
        Ok(bundle) => crate::desk::open_desk(db)?.import(&bundle)?,
        Err(problems) => Err(problems),
    };
    let imported = outcome.map_err(|problems| {
        // Each reason in words, as `verify` says them; the error names how many.
        for p in &problems {
            let code = p.to_code();
            eprintln!(
                "mjref: {}",
                out.say(&format!("problem-{}", code.code), &code.args)
            );
        }
        CliError::from(ledger::LedgerError::BundleRefused {
            problems: problems.len(),
        })
    })?;
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

/// This device's public key (made if it has none yet): what the head referee puts in the
/// referee list.
/// With `seal`, seals the key with the passphrase in MJREF_PASSPHRASE.
pub fn device(out: &Output, db: &Path, seal: bool) -> Result {
    let mut store = open_store(db)?;
    if seal {
        let passphrase = std::env::var(PASSPHRASE_ENV).unwrap_or_default();
        store.seal_key(&passphrase)?;
    }
    let identity = store.identity()?;
    let (device, sealed) = (identity.device().to_string(), identity.is_sealed());
    out.print(&json!({"device": device, "sealed": sealed}), || {
        device.clone()
    });
    Ok(())
}

/// `DEVICE=ROLE[:NAME]` → a referee.
fn parse_referee(text: &str) -> Result<Referee> {
    let bad = || CliError::new("bad-referee", &[("value", text.to_string())]);
    let (device, rest) = text.split_once('=').ok_or_else(bad)?;
    let (role, name) = rest.split_once(':').unwrap_or((rest, ""));
    let role: Role = serde_json::from_value(json!(role)).map_err(|_| bad())?;
    Ok(Referee {
        device: device.trim().to_string(),
        role,
        name: name.to_string(),
    })
}

/// Signs the event's referee list with this device. A first list names this device head.
/// A list that follows another (`follows`, that list's id) is signed by that list's head: it
/// names this device head again, unless `others` names another head, to whom the role passes.
pub fn referees(
    out: &Output,
    db: &Path,
    event: &str,
    name: &str,
    others: &[String],
    follows: Option<&str>,
) -> Result {
    let mut store = open_store(db)?;
    let me = store.identity()?.device().to_string();
    let others = others
        .iter()
        .map(|t| parse_referee(t))
        .collect::<Result<Vec<_>>>()?;
    let list = RefereeList::compose(&me, name, others, follows.map(String::from));
    let done = changes::publish_referees(&mut store, &stamp(name), event, &list)?;
    out.print(&done, || format!("{} #{}", done.id, done.seq));
    Ok(())
}

pub enum Change<'a> {
    Void,
    Amend(&'a str),
}

/// A void or amendment of `target`, refused unless this device has the role (and a second void
/// of one event always). An appeal is decided on its case: `mjref appeal decide`.
pub fn change(
    out: &Output,
    db: &Path,
    referee: &str,
    target: &str,
    note: &str,
    kind: Change,
) -> Result {
    let s = stamp(referee);
    let done = match kind {
        // Through the desk, as the app voids.
        Change::Void => crate::desk::open_desk(db)?.void(target, note, &s)?,
        Change::Amend(json) => {
            let value: serde_json::Value = serde_json::from_str(json)
                .map_err(|e| CliError::bad_file(Path::new("--changes"), e))?;
            tournament::changes::amend(&mut open_store(db)?, &s, target, note, value)?
        }
    };
    out.print(&done, || format!("{} #{}", done.id, done.seq));
    Ok(())
}
