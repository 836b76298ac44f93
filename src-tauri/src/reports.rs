//! The head referee's review and the files it hands out, for the app: the same
//! `Desk::review` and `report` functions `mjref review` and `mjref report` call.

use crate::error::IpcError;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::sync::OnceLock;
use tournament::review::{Review, ReviewFilter};
use tournament::{Desk, LogEntry};

/// The review of the event, and the log entries of its rulings in the same order (each shown
/// whole: answers, reasons, what changed it).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ReviewView {
    pub review: Review,
    pub entries: Vec<LogEntry>,
}

pub fn review(desk: &Desk, filter: &ReviewFilter) -> Result<ReviewView, IpcError> {
    let (review, entries) = desk.review_with_entries(filter)?;
    Ok(ReviewView { review, entries })
}

/// Which file: the penalty log (one row per ruling) or the standings (one row per player).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum ReportKind {
    Log,
    Standings,
}

/// What was written: where, and how many rows (the header not counted).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ReportWritten {
    pub path: String,
    pub rows: usize,
}

fn localizer() -> &'static l10n::Localizer {
    static L10N: OnceLock<l10n::Localizer> = OnceLock::new();
    L10N.get_or_init(|| l10n::Localizer::new().expect("the embedded .ftl files parse (tested)"))
}

/// Writes the log (the view `filter` gives) or the standings after `session` as CSV in `lang`,
/// whole or not at all.
pub fn export(
    desk: &Desk,
    (kind, lang): (ReportKind, &str),
    filter: &ReviewFilter,
    session: Option<&str>,
    path: &Path,
) -> Result<ReportWritten, IpcError> {
    let words = report::Words::new(localizer(), lang);
    let csv = match kind {
        ReportKind::Log => report::log_file(desk, filter, &words)?,
        ReportKind::Standings => report::standings_file(desk, session, &words)?,
    };
    crate::files::write_whole(path, &csv.text)?;
    Ok(ReportWritten {
        path: path.display().to_string(),
        rows: csv.rows,
    })
}
