//! A4 pages for the notice board and the appeals case file, as PDF: a heading (a title and
//! lines under it) on every page, then a ruled table whose rows flow over as many pages as
//! they need (the header row repeated, long cells wrapped), and a footer such as "page 2 of 5"
//! in the page's language. Fonts are embedded as subsets (`fonts.rs`), so Chinese and Japanese
//! names print on any machine. Knows nothing of mahjong: `report` says what goes on the page.

mod draw;
pub mod error;
pub mod fonts;
pub mod layout;

pub use error::PaperError;

/// How a column's text sits in its cells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Start,
    End,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    pub title: String,
    /// Its share of the table's width, against the other columns' weights.
    pub weight: f32,
    pub align: Align,
}

/// What goes on the pages.
pub struct Sheet<'a> {
    /// `zh-CN`, `en` or `ja`: picks the font's face and is written into the PDF.
    pub lang: &'a str,
    pub title: String,
    /// Under the title on every page: the event, the session, the date.
    pub lines: Vec<String>,
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<String>>,
    /// A row shown when there are none (the table is never left without a line).
    pub empty: String,
    /// The footer of page `n` of `pages` (both from 1).
    pub footer: &'a dyn Fn(usize, usize) -> String,
    /// Photos printed after the table, three to a row, each with its caption (a case file's
    /// thumbnails). JPEG.
    pub pictures: Vec<Picture>,
}

/// A JPEG and the line printed under it.
pub struct Picture {
    pub jpeg: Vec<u8>,
    pub caption: String,
}

/// The PDF and how many pages it has.
pub struct Printed {
    pub bytes: Vec<u8>,
    pub pages: usize,
}

/// Lays `sheet` out on A4 pages and writes the PDF.
pub fn print(sheet: &Sheet) -> Result<Printed, PaperError> {
    draw::print(sheet, &fonts::Faces::for_lang(sheet.lang)?)
}
