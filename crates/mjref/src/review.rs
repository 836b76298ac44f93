//! `mjref review` and `mjref scores` (contract, wave 2): the head referee's review of the
//! event and a table's raw scores, through the same `Desk` methods the app calls.

use crate::desk::{open_desk, read_desk, referee_of};
use crate::output::{CliError, Output};
use serde_json::json;
use std::collections::BTreeMap;
use std::path::PathBuf;
use tournament::review::ReviewFilter;
use tournament::standings::TableScores;
use tournament::SetupError;

type Result<T = ()> = std::result::Result<T, CliError>;

#[derive(clap::Args)]
pub struct ReviewArgs {
    #[arg(long)]
    pub db: PathBuf,
    #[arg(long)]
    pub session: Option<String>,
    #[arg(long)]
    pub table: Option<u32>,
    #[arg(long)]
    pub player: Option<String>,
    #[arg(long)]
    pub incident: Option<String>,
    #[arg(long)]
    pub referee: Option<String>,
    /// The recording device's public key.
    #[arg(long)]
    pub device: Option<String>,
    /// Only rulings that still stand (not voided, not overturned on appeal).
    #[arg(long)]
    pub standing_only: bool,
}

pub fn review(out: &Output, a: &ReviewArgs) -> Result {
    let desk = read_desk(&a.db)?;
    let filter = ReviewFilter {
        session: a.session.clone(),
        table: a.table,
        player: a.player.clone(),
        incident: a.incident.clone(),
        referee: a.referee.clone(),
        device: a.device.clone(),
        standing_only: a.standing_only,
    };
    let review = desk.review(&filter)?;
    out.print(&review, || {
        let mut lines: Vec<String> = review
            .rulings
            .iter()
            .map(|r| {
                format!(
                    "{}\t{}\t{}\t{}\t{}\t{}{}",
                    r.recorded_at,
                    r.session,
                    r.table.map(|t| t.to_string()).unwrap_or_default(),
                    r.player,
                    r.incident,
                    r.referee,
                    if r.standing {
                        String::new()
                    } else {
                        format!("\t{}", out.plain("review-struck"))
                    }
                )
            })
            .collect();
        for d in &review.possible_duplicates {
            let args = [("first", &d.rulings[0]), ("second", &d.rulings[1])]
                .into_iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect();
            lines.push(out.say("review-possible-duplicate", &args));
        }
        lines.join("\n")
    });
    Ok(())
}

#[derive(clap::Args)]
pub struct ScoresArgs {
    #[arg(long)]
    pub db: PathBuf,
    #[arg(long)]
    pub session: String,
    #[arg(long)]
    pub table: u32,
    /// A player's raw session score, PLAYER=VALUE (one for every player at the table).
    #[arg(long = "score", value_name = "PLAYER=VALUE")]
    pub scores: Vec<String>,
}

pub fn scores(out: &Output, a: &ScoresArgs) -> Result {
    let scores = a
        .scores
        .iter()
        .map(|given| parse_score(given))
        .collect::<Result<BTreeMap<String, f64>>>()?;
    let mut desk = open_desk(&a.db)?;
    let referee = referee_of(&desk).to_string();
    let entry = TableScores {
        session: a.session.clone(),
        table: a.table,
        scores,
        hands: Vec::new(),
    };
    let (recorded, _) = desk.record_scores(&entry, &crate::desk::stamp(&referee))?;
    let doc = json!({"id": recorded.id, "seq": recorded.seq});
    out.print(&doc, || format!("{} #{}", recorded.id, recorded.seq));
    Ok(())
}

fn parse_score(given: &str) -> Result<(String, f64)> {
    let malformed = || -> CliError {
        tournament::TournamentError::from(SetupError::MalformedScore {
            given: given.to_string(),
        })
        .into()
    };
    let (player, value) = given.split_once('=').ok_or_else(malformed)?;
    let value: f64 = value.trim().parse().map_err(|_| malformed())?;
    if player.trim().is_empty() || !value.is_finite() {
        return Err(malformed());
    }
    Ok((player.trim().to_string(), value))
}

#[derive(clap::Args)]
pub struct ReportArgs {
    /// `log` (one row per ruling) or `standings` (one row per player).
    #[arg(value_parser = ["log", "standings"])]
    pub what: String,
    #[arg(long)]
    pub db: PathBuf,
    /// `csv` for the scoring office (columns in docs/reports.md) or `pdf` for the notice
    /// board (A4; the log's PDF is the penalty notice: the rulings that stand).
    #[arg(long, value_parser = ["csv", "pdf"])]
    pub format: String,
    #[arg(long)]
    pub out: PathBuf,
    /// The log of this session only; the standings after this session (default: the last).
    #[arg(long)]
    pub session: Option<String>,
}

pub fn report(out: &Output, a: &ReportArgs) -> Result {
    let desk = read_desk(&a.db)?;
    let words = report::Words::new(out.l10n(), &out.lang);
    let filter = ReviewFilter {
        session: a.session.clone(),
        ..ReviewFilter::default()
    };
    let session = a.session.as_deref();
    let (bytes, doc) = match (a.what.as_str(), a.format.as_str()) {
        ("log", "csv") => csv_doc(report::log_file(&desk, &filter, &words)?, &a.out),
        ("standings", "csv") => csv_doc(report::standings_file(&desk, session, &words)?, &a.out),
        ("log", _) => pdf_doc(report::notice_pdf(&desk, &filter, &words)?, &a.out),
        _ => pdf_doc(report::standings_pdf(&desk, session, &words)?, &a.out),
    };
    std::fs::write(&a.out, bytes).map_err(|e| CliError::bad_file(&a.out, e))?;
    out.print(&doc, || format!("{}", a.out.display()));
    Ok(())
}

fn csv_doc(csv: report::Csv, path: &std::path::Path) -> (Vec<u8>, serde_json::Value) {
    let doc = json!({"path": path, "rows": csv.rows});
    (csv.text.into_bytes(), doc)
}

fn pdf_doc(pdf: report::Printed, path: &std::path::Path) -> (Vec<u8>, serde_json::Value) {
    let doc = json!({"path": path, "pages": pdf.pages});
    (pdf.bytes, doc)
}
