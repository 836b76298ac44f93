//! The head referee's review and the files it hands out, for the app: the same
//! `Desk::review` and `report` functions `mjref review` and `mjref report` call.

use crate::error::IpcError;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
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

/// Which file: the penalty log (one row per ruling; as PDF the penalty notice, the rulings
/// that stand) or the standings (one row per player).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum ReportKind {
    Log,
    Standings,
}

/// CSV for the scoring office or A4 PDF for the notice board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum ReportFormat {
    Csv,
    Pdf,
}

/// What was written: where, and how many rows (CSV, the header not counted) or pages (PDF).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ReportWritten {
    pub path: String,
    pub rows: Option<usize>,
    pub pages: Option<usize>,
}

pub(crate) fn localizer() -> &'static l10n::Localizer {
    static L10N: OnceLock<l10n::Localizer> = OnceLock::new();
    L10N.get_or_init(|| l10n::Localizer::new().expect("the embedded .ftl files parse (tested)"))
}

/// The files written this run: the only ones `open` opens.
fn written() -> std::sync::MutexGuard<'static, HashSet<PathBuf>> {
    static WRITTEN: OnceLock<Mutex<HashSet<PathBuf>>> = OnceLock::new();
    WRITTEN
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Writes the log (the view `filter` gives) or the standings after `session`, as CSV or PDF
/// in `lang`, whole or not at all.
pub fn export(
    desk: &Desk,
    (kind, format, lang): (ReportKind, ReportFormat, &str),
    filter: &ReviewFilter,
    session: Option<&str>,
    path: &Path,
) -> Result<ReportWritten, IpcError> {
    // Where it goes first: no report is made for a path that cannot take it.
    crate::files::checked_path(path)?;
    let words = report::Words::new(localizer(), lang);
    let (bytes, rows, pages) = match (kind, format) {
        (ReportKind::Log, ReportFormat::Csv) => csv(report::log_file(desk, filter, &words)?),
        (ReportKind::Standings, ReportFormat::Csv) => {
            csv(report::standings_file(desk, session, &words)?)
        }
        (ReportKind::Log, ReportFormat::Pdf) => pdf(report::notice_pdf(desk, filter, &words)?),
        (ReportKind::Standings, ReportFormat::Pdf) => {
            pdf(report::standings_pdf(desk, session, &words)?)
        }
    };
    keep(path, bytes)?;
    Ok(ReportWritten {
        path: path.display().to_string(),
        rows,
        pages,
    })
}

/// Writes a report to `path`, whole or not at all, and lets `open` open it.
pub(crate) fn keep(path: &Path, bytes: Vec<u8>) -> Result<(), IpcError> {
    crate::files::write_whole(path, bytes)?;
    written().insert(path.to_path_buf());
    Ok(())
}

fn csv(c: report::Csv) -> (Vec<u8>, Option<usize>, Option<usize>) {
    (c.text.into_bytes(), Some(c.rows), None)
}

fn pdf(p: report::Printed) -> (Vec<u8>, Option<usize>, Option<usize>) {
    (p.bytes, None, Some(p.pages))
}

/// Opens a report this run wrote in the system's viewer (a PDF for the notice board). Any
/// other path is refused: the window cannot make the app open what it likes.
pub fn open(path: &Path) -> Result<(), IpcError> {
    let path = crate::files::checked_path(path)?;
    if !written().contains(path) {
        return Err(IpcError::new(
            "not-a-report",
            &[("path", path.display().to_string())],
        ));
    }
    // A browser never gets here (no path is a file there) and has no viewer to hand one to.
    #[cfg(not(target_arch = "wasm32"))]
    ::open::that_detached(path).map_err(|e| IpcError::bad_file(path, e))?;
    Ok(())
}
