//! One CSV cell as every CSV the project writes puts it (the roster export here, the penalty
//! log and standings in `report`), and as the roster import reads it back. A cell a spreadsheet
//! would read as a formula — one beginning with `=`, `+`, `-`, `@`, a tab or a carriage return
//! — is written with a leading `'` (OWASP's advice against CSV injection), so `=HYPERLINK(…)`
//! stays text in the scoring office's spreadsheet. Negative numbers too: `-10` is written
//! `'-10`.
//!
//! [`restore`] undoes it exactly: a cell read back loses one leading `'` when what follows
//! begins with one of those characters. So that it never takes away a `'` that was really
//! there, a cell that is already `'` (one or more) and then one of those characters is given
//! one more: `'=X` is written `''=X` and read back `'=X`.

use std::borrow::Cow;

/// The first characters a spreadsheet takes as the start of a formula.
pub const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// The mark put before a cell that would read as a formula.
pub const MARK: char = '\'';

fn starts_formula(cell: &str) -> bool {
    cell.starts_with(FORMULA_STARTS)
}

/// Whether `cell` is one [`neutralise`] marked: `'`, then any more `'`, then a formula start.
fn marked(cell: &str) -> bool {
    cell.strip_prefix(MARK)
        .is_some_and(|rest| starts_formula(rest.trim_start_matches(MARK)))
}

/// The cell as written: with a leading `'` when it begins as a formula would (or when it
/// already looks marked, so that [`restore`] gives it back whole).
pub fn neutralise(cell: &str) -> Cow<'_, str> {
    if starts_formula(cell) || marked(cell) {
        Cow::Owned(format!("{MARK}{cell}"))
    } else {
        Cow::Borrowed(cell)
    }
}

/// A cell as read: the mark [`neutralise`] added, taken away.
pub fn restore(cell: &str) -> &str {
    if marked(cell) {
        &cell[MARK.len_utf8()..]
    } else {
        cell
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formula_cells_are_marked_and_read_back() {
        for (given, written) in [
            ("=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
            ("+1", "'+1"),
            ("-10", "'-10"),
            ("@SUM(A1)", "'@SUM(A1)"),
            ("\tx", "'\tx"),
            ("\rx", "'\rx"),
            ("'=X", "''=X"),
            ("''-1", "'''-1"),
            ("Ann", "Ann"),
            ("'quoted'", "'quoted'"),
            ("'", "'"),
            ("", ""),
            ("a=b", "a=b"),
            ("李明", "李明"),
        ] {
            assert_eq!(neutralise(given), written, "{given:?}");
            assert_eq!(restore(written), given, "{written:?}");
        }
        // A cell someone else marked reads back unmarked.
        assert_eq!(restore("'-Ann"), "-Ann");
    }
}
