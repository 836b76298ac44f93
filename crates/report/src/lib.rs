//! What the head referee hands out, in the report's language: the penalty log and the
//! standings as CSV for the scoring office (`csv_file.rs`, columns in `docs/reports.md`) and as
//! A4 PDF for the notice board (`notice.rs`, drawn by `paper`). The rows come from the
//! tournament crate (`Desk::review`, `Desk::standings`); this crate only lays them out, so the
//! app and `mjref report` hand out the same files.

mod case_file;
mod csv_file;
mod notice;
mod words;

pub use case_file::case_pdf;
pub use csv_file::{log_csv, standings_csv, Csv, LOG_COLUMNS, STANDINGS_COLUMNS};
pub use notice::{notice_pdf, standings_pdf};
pub use paper::Printed;
pub use words::{fluent_args, Words};

use errcode::Coded;
use std::collections::BTreeMap;
use tournament::review::ReviewFilter;
use tournament::standings::SessionStandings;
use tournament::{Desk, EventSetup, SetupError, TournamentError};

/// Why a report could not be made: the record or the event, or the page.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error(transparent)]
    Tournament(#[from] TournamentError),
    #[error(transparent)]
    Paper(#[from] paper::PaperError),
    /// A stored photo whose thumbnail cannot be made.
    #[error(transparent)]
    Evidence(#[from] evidence::EvidenceError),
}

impl From<SetupError> for ReportError {
    fn from(e: SetupError) -> Self {
        ReportError::Tournament(e.into())
    }
}

impl Coded for ReportError {
    fn code(&self) -> &'static str {
        match self {
            Self::Tournament(e) => e.code(),
            Self::Paper(e) => e.code(),
            Self::Evidence(e) => e.code(),
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        match self {
            Self::Tournament(e) => e.args(),
            Self::Paper(e) => e.args(),
            Self::Evidence(e) => e.args(),
        }
    }
}

/// The penalty log of the event in force under `filter` (the app exports what its Review
/// screen shows; `mjref report log` a session's or the whole event's).
pub fn log_file(desk: &Desk, filter: &ReviewFilter, words: &Words) -> Result<Csv, ReportError> {
    Ok(log_csv(
        &desk.review(filter)?.rulings,
        desk.catalogues(),
        words,
    ))
}

/// The standings after `session` (default: the event's last session).
pub fn standings_file(
    desk: &Desk,
    session: Option<&str>,
    words: &Words,
) -> Result<Csv, ReportError> {
    let (setup, standings) = standings_after(desk, session)?;
    Ok(standings_csv(&standings, setup, words))
}

/// The event and its standings after `session`, or after its last session.
pub(crate) fn standings_after<'a>(
    desk: &'a Desk,
    session: Option<&str>,
) -> Result<(&'a EventSetup, SessionStandings), ReportError> {
    let setup = desk.setup().ok_or(SetupError::NoEvent)?;
    let session = match session {
        Some(s) => s.to_string(),
        None => setup
            .sessions
            .last()
            .map(|s| s.id.clone())
            .ok_or(SetupError::NoEvent)?,
    };
    Ok((setup, desk.standings(&session)?))
}

/// One player of the standings' totals, with their table and row in the session (if they
/// played it) and their name by the roster: what both the CSV and the PDF print a line of.
pub(crate) struct StandingLine<'a> {
    pub total: &'a tournament::standings::TotalRow,
    pub seat: Option<(u32, &'a tournament::standings::StandingRow)>,
    pub name: Option<&'a str>,
}

pub(crate) fn standing_lines<'a>(
    standings: &'a SessionStandings,
    setup: &'a EventSetup,
) -> impl Iterator<Item = StandingLine<'a>> {
    standings.totals.iter().map(move |total| {
        // A substitute's place this session is the player's it counts for.
        let sat = total
            .substitutes
            .iter()
            .find(|s| s.session == standings.session)
            .map_or(total.player.as_str(), |s| s.substitute.as_str());
        StandingLine {
            total,
            seat: standings.tables.iter().find_map(|t| {
                let row = t.standings.iter().find(|r| r.player == sat)?;
                Some((t.table, row))
            }),
            name: setup
                .players
                .iter()
                .find(|p| p.id == total.player)
                .map(|p| p.name.as_str()),
        }
    })
}
