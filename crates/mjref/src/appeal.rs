//! `mjref appeal` (contract, wave 2): appeal cases through the same `Desk` methods the app's
//! Appeals screen calls; photos prepared by the `evidence` crate as the app prepares them.

use crate::desk::stamp;
use crate::desk::{existing, open_desk, read_desk, referee_of};
use crate::output::{CliError, Output};
use serde_json::json;
use std::path::PathBuf;
use tournament::appeal::{Filing, PreparedPhoto};
use tournament::CaseError;

type Result<T = ()> = std::result::Result<T, CliError>;

#[derive(clap::Subcommand)]
pub enum AppealCommand {
    /// Open a case on one or more rulings; the deadline by the ruleset's appeal rule. A late
    /// appeal is recorded all the same, marked out of time.
    File {
        #[arg(long)]
        db: PathBuf,
        /// A ruling appealed (repeatable).
        #[arg(long = "ruling", value_name = "ID")]
        rulings: Vec<String>,
        /// Who appeals (a player id).
        #[arg(long)]
        by: String,
        /// When the appeal was made, RFC 3339.
        #[arg(long)]
        at: String,
        /// When the hand the ruling was made in ended (SBR: nothing is heard after it).
        #[arg(long)]
        hand_ended_at: Option<String>,
        /// When the session ended (MCR: 30 minutes after it).
        #[arg(long)]
        session_ended_at: Option<String>,
        #[arg(long, default_value = "")]
        grounds: String,
    },
    /// Add a photo to a case: stored upright with every metadata block removed.
    Evidence {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        case: String,
        #[arg(long)]
        photo: PathBuf,
        #[arg(long, default_value = "")]
        caption: String,
    },
    /// Add a note to a case.
    Note {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        case: String,
        #[arg(long)]
        text: String,
    },
    /// Write a stored photo out.
    Photo {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        sha256: String,
        #[arg(long)]
        out: PathBuf,
    },
    /// Decide a case: the appeals committee, or the head referee where the ruleset gives the
    /// hearing to the head; a sealed key's passphrase in MJREF_PASSPHRASE.
    Decide {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        case: String,
        /// upheld, amended, recommended or dismissed.
        #[arg(long)]
        decision: String,
        #[arg(long)]
        reason: String,
    },
    /// A case: its rulings with their whole history, evidence, notes, deadline and decision.
    Show {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        case: String,
    },
    /// The case file as PDF, in the language of --lang.
    Pdf {
        #[arg(long)]
        db: PathBuf,
        #[arg(long)]
        case: String,
        #[arg(long)]
        out: PathBuf,
    },
    /// Every case in the record.
    List {
        #[arg(long)]
        db: PathBuf,
    },
}

pub fn run(out: &Output, command: AppealCommand) -> Result {
    match command {
        AppealCommand::File {
            db,
            rulings,
            by,
            at,
            hand_ended_at,
            session_ended_at,
            grounds,
        } => {
            let mut desk = open_desk(&db)?;
            let filing = Filing {
                rulings,
                by,
                filed_at: at,
                hand_ended_at,
                session_ended_at,
                grounds,
            };
            let referee = referee_of(&desk).to_string();
            let filed = desk.file_appeal(&filing, &stamp(&referee))?;
            out.print(&filed, || {
                let key = if filed.in_time {
                    "appeal-filed"
                } else {
                    "appeal-filed-late"
                };
                out.say(
                    key,
                    &errcode::args(&[
                        ("case", filed.case.clone()),
                        ("deadline", filed.deadline.clone().unwrap_or_default()),
                    ]),
                )
            });
        }
        AppealCommand::Evidence {
            db,
            case,
            photo,
            caption,
        } => {
            // The photo first: one refused leaves the record as it was.
            let settings = evidence::Settings::builtin();
            let max = tournament::limits::Limits::bytes(settings.max_file_mib);
            let bytes = tournament::input::read_capped(&photo, max)?;
            let stored = evidence::prepare(&bytes, &settings)?;
            let mut desk = open_desk(&db)?;
            let prepared = PreparedPhoto {
                photo: ledger::Photo {
                    sha256: stored.sha256.clone(),
                    bytes: stored.bytes,
                },
                width: stored.width,
                height: stored.height,
            };
            let referee = referee_of(&desk).to_string();
            desk.add_case_photo(&case, &prepared, &caption, &stamp(&referee))?;
            desk.save_thumbnail(&stored.sha256, &stored.thumbnail)?;
            let doc =
                json!({"sha256": stored.sha256, "width": stored.width, "height": stored.height});
            out.print(&doc, || stored.sha256.clone());
        }
        AppealCommand::Note { db, case, text } => {
            let mut desk = open_desk(&db)?;
            let referee = referee_of(&desk).to_string();
            let noted = desk.add_case_note(&case, &text, &stamp(&referee))?;
            out.print(&noted, || noted.id.clone());
        }
        AppealCommand::Photo {
            db,
            sha256,
            out: file,
        } => {
            let store = crate::desk::open_store(existing(&db)?)?;
            let bytes = store.photo(sha256.trim())?.ok_or(CaseError::UnknownPhoto {
                sha256: sha256.clone(),
            })?;
            std::fs::write(&file, &bytes).map_err(|e| CliError::bad_file(&file, e))?;
            let doc = json!({"path": file, "sha256": sha256.trim(), "bytes": bytes.len()});
            out.print(&doc, || file.display().to_string());
        }
        AppealCommand::Decide {
            db,
            case,
            decision,
            reason,
        } => {
            let mut desk = open_desk(&db)?;
            let referee = referee_of(&desk).to_string();
            let decided = desk.decide_case(&case, &decision, &reason, &stamp(&referee))?;
            let doc =
                json!({"id": decided.id, "seq": decided.seq, "case": case, "decision": decision});
            out.print(&doc, || decided.id.clone());
        }
        AppealCommand::Show { db, case } => {
            let view = read_desk(&db)?.case(&case)?;
            out.print(&view, || case_text(out, &view));
        }
        AppealCommand::Pdf {
            db,
            case,
            out: file,
        } => {
            let desk = read_desk(&db)?;
            let words = report::Words::new(out.l10n(), &out.lang);
            let printed = report::case_pdf(&desk, &case, &words)?;
            std::fs::write(&file, &printed.bytes).map_err(|e| CliError::bad_file(&file, e))?;
            let doc = json!({"path": file, "pages": printed.pages});
            out.print(&doc, || file.display().to_string());
        }
        AppealCommand::List { db } => {
            let cases = read_desk(&db)?.cases()?;
            out.print(&cases, || {
                cases
                    .iter()
                    .map(|c| {
                        format!(
                            "{}\t{}\t{}\t{:?}\t{}",
                            c.id,
                            c.filed_at,
                            c.by,
                            c.status,
                            c.decision.clone().unwrap_or_default()
                        )
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
            });
        }
    }
    Ok(())
}

/// A case for a reader at a terminal: the filing, then each ruling's history and the decisions.
fn case_text(out: &Output, v: &tournament::appeal::CaseView) -> String {
    let mut lines = vec![format!(
        "{} {} {} ({})",
        v.id,
        v.by,
        v.filed_at,
        out.plain(if v.in_time {
            "appeal-in-time"
        } else {
            "appeal-out-of-time"
        })
    )];
    for r in &v.rulings {
        lines.push(format!(
            "  {} {} {} {}",
            r.row.id, r.row.session, r.row.player, r.row.incident
        ));
        for s in &r.history {
            lines.push(format!(
                "    {} {} {}",
                s.mark.recorded_at, s.mark.kind, s.mark.reason
            ));
        }
    }
    for d in &v.decisions {
        lines.push(format!(
            "  {} {} {}",
            d.decided.recorded_at, d.decision, d.reason
        ));
    }
    lines.join("\n")
}
