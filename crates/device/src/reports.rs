//! The head referee's review and the files it hands out, for the app: the same
//! `Desk::review` and `report` functions `mjref review` and `mjref report` call.

use crate::error::IpcError;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use tournament::review::{Chips, PlayerSummary, PossibleDuplicate, ReviewFilter, TableSummary};
use tournament::{Desk, LogEntry};

/// Rulings on one page of the Log: a thousand stay smooth on a tablet, and the view crosses
/// IPC (or the browser build's boundary) a page at a time.
pub const PAGE: usize = 50;

/// The review of the event for the Log screen: what the filters count and sum (the contract's
/// `mjref review` document less its rows), one page of rulings newest first in the record's
/// order, and the rulings of each possible duplicate, each shown whole (answers, reasons,
/// what changed it).
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ReviewView {
    pub players: Vec<PlayerSummary>,
    pub tables: Vec<TableSummary>,
    pub possible_duplicates: Vec<PossibleDuplicate>,
    pub chips: Chips,
    /// Rulings from devices the head has not enrolled, which the view leaves out.
    pub not_enrolled: usize,
    /// This page's rulings: the record's order (the numbers this device gave them as they
    /// arrived), newest first. Times from several tablets need not follow it.
    pub entries: Vec<LogEntry>,
    /// The two rulings of each possible duplicate, wherever their pages are.
    pub pairs: Vec<LogEntry>,
    pub page: ReviewPage,
}

/// Which page of how many; `from`/`to` count rulings from 1 (0 when there are none).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ReviewPage {
    pub page: usize,
    pub pages: usize,
    pub from: usize,
    pub to: usize,
    pub total: usize,
}

impl ReviewPage {
    /// Page `page` (from 0, clamped to the last) of `total` rulings.
    pub fn of(total: usize, page: usize) -> Self {
        let pages = total.div_ceil(PAGE).max(1);
        let page = page.min(pages - 1);
        let from = page * PAGE;
        let to = total.min(from + PAGE);
        ReviewPage {
            page,
            pages,
            from: if to > from { from + 1 } else { 0 },
            to,
            total,
        }
    }
}

pub fn review(desk: &Desk, filter: &ReviewFilter, page: usize) -> Result<ReviewView, IpcError> {
    let (review, entries) = desk.review_with_entries(filter)?;
    let at = ReviewPage::of(entries.len(), page);
    let paired: HashSet<&str> = review
        .possible_duplicates
        .iter()
        .flat_map(|d| d.rulings.iter().map(String::as_str))
        .collect();
    let pairs = entries
        .iter()
        .filter(|e| paired.contains(e.id.as_str()))
        .cloned()
        .collect();
    let shown = entries
        .into_iter()
        .rev()
        .skip(at.page * PAGE)
        .take(PAGE)
        .collect();
    Ok(ReviewView {
        players: review.players,
        tables: review.tables,
        possible_duplicates: review.possible_duplicates,
        chips: review.chips,
        not_enrolled: review.not_enrolled.len(),
        entries: shown,
        pairs,
        page: at,
    })
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

#[cfg(test)]
mod page_tests {
    use super::{ReviewPage, PAGE};

    #[test]
    fn pages_say_which_rulings_they_hold_counting_from_one() {
        let total = 2 * PAGE + 20;
        let second = ReviewPage::of(total, 1);
        assert_eq!(
            (second.from, second.to, second.total, second.pages),
            (PAGE + 1, 2 * PAGE, total, 3)
        );
        let last = ReviewPage::of(total, 2);
        assert_eq!((last.from, last.to), (2 * PAGE + 1, total));
        // A page number past the end is the last page; nothing is one empty page.
        assert_eq!(ReviewPage::of(total, 9), last);
        let none = ReviewPage::of(0, 3);
        assert_eq!((none.page, none.pages, none.from, none.to), (0, 1, 0, 0));
        let full = ReviewPage::of(PAGE, 0);
        assert_eq!((full.pages, full.from, full.to), (1, 1, PAGE));
    }
}
