//! `mjref event …` (contract, wave 2): the head referee's device creates the event and changes
//! it, each change signed into the record as the event's next version; floor devices get it by
//! importing a bundle. Every command goes through the `Desk`, as the app does; only the event's
//! head may change it (the ledger refuses anyone else), and nothing changes when one fails.

use crate::desk::{open_desk, read_desk};
use crate::output::{CliError, Output};
use chrono::DateTime;
use ledger::Stamp;
use serde_json::json;
use std::path::{Path, PathBuf};
use tournament::setup::SessionDef;
use tournament::{Desk, SetupError};

type Result<T = ()> = std::result::Result<T, CliError>;

#[derive(clap::Subcommand)]
pub enum EventCommand {
    /// Create the event; this device is its head referee until a referee list says otherwise.
    Init {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        ruleset: String,
        #[arg(long)]
        name: String,
        /// The event's id (default: a new one).
        #[arg(long)]
        id: Option<String>,
    },
    /// Add a session, or move its start.
    Session {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        id: String,
        /// RFC 3339, with the hall's offset.
        #[arg(long)]
        start: String,
        #[arg(long)]
        name: Option<String>,
    },
    /// Read the roster and every session's seating from the scoring office's CSV.
    Roster {
        #[arg(long)]
        db: PathBuf,
        file: PathBuf,
    },
    /// Write every session's seating as the same CSV (to FILE, or to stdout).
    RosterExport {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Issue a hall-wide warning about an incident.
    HallWarning {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        incident: String,
    },
    /// The event in force on this device.
    Show {
        #[arg(long)]
        db: PathBuf,
    },
    /// Every event this record holds (a device may hold several), the one in force marked.
    List {
        #[arg(long)]
        db: PathBuf,
    },
    /// Decide under another event this record holds, from now on.
    Use {
        #[arg(long)]
        db: PathBuf,
        /// The event's id.
        #[arg(long)]
        id: String,
    },
}

pub fn run(out: &Output, command: EventCommand) -> Result {
    match command {
        EventCommand::Init {
            db,
            ruleset,
            name,
            id,
        } => {
            let id = id.unwrap_or_else(|| uuid::Uuid::now_v7().to_string());
            let version = with_desk(&db, |desk, stamp| {
                desk.create_event(&id, &name, &ruleset, stamp)
            })?;
            let doc = json!({"event": id, "version": version});
            out.print(&doc, || format!("{id} (version {version})"));
        }
        EventCommand::Session {
            db,
            id,
            start,
            name,
        } => {
            DateTime::parse_from_rfc3339(&start).map_err(|_| SetupError::BadStartTime {
                value: start.clone(),
            })?;
            let version = with_desk(&db, |desk, stamp| {
                desk.change_event(stamp, |setup| {
                    match setup.sessions.iter_mut().find(|s| s.id == id) {
                        Some(s) => {
                            s.scheduled_start = start.clone();
                            if let Some(name) = &name {
                                s.name = name.clone();
                            }
                        }
                        None => setup.sessions.push(SessionDef {
                            id: id.clone(),
                            name: name.clone().unwrap_or_else(|| id.clone()),
                            scheduled_start: start.clone(),
                        }),
                    }
                    Ok(())
                })
            })?;
            let doc = json!({"session": id, "start": start, "version": version});
            out.print(&doc, || format!("{id} {start} (version {version})"));
        }
        EventCommand::Roster { db, file } => {
            let text = tournament::input::read_text(&file, tournament::input::TextFile::Roster)?;
            let done = with_desk(&db, |desk, stamp| desk.import_roster(&text, stamp))?;
            let (players, seats) = (done.players, done.seats);
            let doc = json!({"players": players, "seats": seats, "version": done.version});
            out.print(&doc, || match done.version {
                Some(v) => format!("{players} players, {seats} seats (version {v})"),
                None => format!("{players} players, {seats} seats"),
            });
        }
        EventCommand::RosterExport { db, out: path } => {
            let text = read_desk(&db)?.roster_file()?;
            match path {
                Some(path) => {
                    std::fs::write(&path, &text).map_err(|e| CliError::bad_file(&path, e))?;
                    let doc = json!({"path": path, "bytes": text.len()});
                    out.print(&doc, || path.display().to_string());
                }
                None => out.print(&json!({"csv": text}), || text.trim_end().to_string()),
            }
        }
        EventCommand::HallWarning { db, incident } => {
            let mut warnings = Vec::new();
            let version = with_desk(&db, |desk, stamp| {
                desk.change_event(stamp, |setup| {
                    if !setup.hall_warnings.contains(&incident) {
                        setup.hall_warnings.push(incident.clone());
                    }
                    warnings = setup.hall_warnings.clone();
                    Ok(())
                })
            })?;
            let doc = json!({"hall_warnings": warnings, "version": version});
            out.print(&doc, || {
                format!("{} (version {version})", warnings.join(", "))
            });
        }
        EventCommand::List { db } => {
            let events = read_desk(&db)?.events()?;
            out.print(&events, || {
                events
                    .iter()
                    .map(|e| {
                        let args = [
                            ("id", e.id.clone()),
                            ("name", e.name.clone()),
                            ("ruleset", e.ruleset.clone()),
                            ("version", e.version.to_string()),
                            ("in_force", e.in_force.to_string()),
                        ];
                        out.say(
                            "event-held",
                            &args
                                .iter()
                                .map(|(k, v)| (k.to_string(), v.clone()))
                                .collect(),
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
            });
        }
        EventCommand::Use { db, id } => {
            let mut desk = read_desk(&db)?;
            let chosen = desk.choose_event(&id)?.id.clone();
            let doc = json!({"event": chosen, "version": desk.event_version()});
            out.print(&doc, || id.clone());
        }
        EventCommand::Show { db } => {
            let desk = read_desk(&db)?;
            let setup = desk.setup().ok_or(SetupError::NoEvent)?;
            let doc = json!({"event": setup.id, "version": desk.event_version(),
                             "setup": setup});
            out.print(&doc, || {
                format!(
                    "{} ({}), {} sessions, {} players",
                    setup.name,
                    setup.ruleset,
                    setup.sessions.len(),
                    setup.players.len()
                )
            });
        }
    }
    Ok(())
}

/// Opens the desk at `db` and runs `f` with a stamp of this device's clock, by the event's
/// referee on this device (or `cli`).
pub(crate) fn with_desk<T>(
    db: &Path,
    f: impl FnOnce(&mut Desk, &Stamp) -> std::result::Result<T, tournament::TournamentError>,
) -> Result<T> {
    let mut desk = open_desk(db)?;
    let referee = crate::desk::referee_of(&desk).to_string();
    Ok(f(&mut desk, &crate::desk::stamp(&referee))?)
}
