//! `mjref hall …` (contract, wave 3): the devices the head's record knows, and the head's
//! decisions to enrol or revoke one — the event's next referee list, signed through the
//! `Desk` as the app's "enrol" signs it. A device's rulings count only once it is enrolled
//! (`tournament::enrolment`).

use crate::event::with_desk;
use crate::output::{CliError, Output};
use ledger::roles::Role;
use std::io::Read;
use std::path::{Path, PathBuf};
use tournament::Desk;

type Result<T = ()> = std::result::Result<T, CliError>;

#[derive(clap::Subcommand)]
pub enum HallCommand {
    /// Every device the record knows besides this one: name, role, state, last seen.
    Devices {
        #[arg(long)]
        db: PathBuf,
    },
    /// Enrol a device (head referee only): what it recorded counts from now on.
    Enrol {
        #[arg(long)]
        db: PathBuf,
        /// The device's public key (64 hex digits).
        #[arg(long)]
        device: String,
        #[arg(long, value_parser = ["floor", "head", "appeals"])]
        role: String,
        #[arg(long)]
        name: String,
        /// A file whose first line is the passphrase of this device's sealed key (else
        /// MJREF_PASSPHRASE).
        #[arg(long)]
        passphrase_file: Option<PathBuf>,
    },
    /// Revoke a device (head referee only): what it records from now on no longer counts.
    Revoke {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        device: String,
        #[arg(long)]
        passphrase_file: Option<PathBuf>,
    },
}

pub fn run(out: &Output, command: HallCommand) -> Result {
    match command {
        HallCommand::Devices { db } => {
            let devices = crate::desk::read_desk(&db)?.known_devices()?;
            out.print(&devices, || {
                devices
                    .iter()
                    .map(|d| format!("{}\t{:?}\t{}", d.device, d.state, d.name))
                    .collect::<Vec<_>>()
                    .join("\n")
            });
        }
        HallCommand::Enrol {
            db,
            device,
            role,
            name,
            passphrase_file,
        } => {
            let role: Role = serde_json::from_value(serde_json::json!(role))
                .map_err(|_| CliError::new("bad-argument", &[("value", role.clone())]))?;
            let done = signed(&db, passphrase_file.as_deref(), |desk, stamp| {
                desk.enrol(&device, role, &name, stamp)
            })?;
            out.print(&done, || format!("{} #{}", done.id, done.seq));
        }
        HallCommand::Revoke {
            db,
            device,
            passphrase_file,
        } => {
            let done = signed(&db, passphrase_file.as_deref(), |desk, stamp| {
                desk.revoke(&device, stamp)
            })?;
            out.print(&done, || format!("{} #{}", done.id, done.seq));
        }
    }
    Ok(())
}

/// `f` on the head's desk, its sealed key opened with the passphrase file's first line when
/// one is given. Only a record that exists has a head: a mistyped `--db` is `no-record` and
/// nothing is made there.
fn signed<T>(
    db: &Path,
    passphrase_file: Option<&Path>,
    f: impl FnOnce(&mut Desk, &ledger::Stamp) -> std::result::Result<T, tournament::TournamentError>,
) -> Result<T> {
    let passphrase = passphrase_file.map(first_line).transpose()?;
    with_desk(crate::desk::existing(db)?, |desk, stamp| {
        if let Some(p) = passphrase {
            desk.set_passphrase(Some(p));
        }
        f(desk, stamp)
    })
}

/// The first line of a small file (a passphrase), read within 4 KiB.
pub(crate) fn first_line(path: &Path) -> Result<String> {
    let file = std::fs::File::open(path).map_err(|e| CliError::bad_file(path, e))?;
    let mut text = String::new();
    file.take(4096)
        .read_to_string(&mut text)
        .map_err(|e| CliError::bad_file(path, e))?;
    Ok(text.lines().next().unwrap_or_default().to_string())
}
