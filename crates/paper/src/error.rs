//! Why a page could not be made, as a code the front ends say in the user's language.

use errcode::Coded;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PaperError {
    /// None of the places fonts are looked for has the font a page in this language needs.
    #[error("no font {font} in {places}")]
    FontMissing { font: String, places: String },
    /// The font file is there but is not the font collection it should be.
    #[error("font {path} cannot be read")]
    FontUnreadable { path: String },
    #[error("the PDF could not be written: {detail}")]
    PdfFailed { detail: String },
}

impl PaperError {
    pub const CODES: &'static [&'static str] = &["font-missing", "font-unreadable", "pdf-failed"];
}

impl Coded for PaperError {
    fn code(&self) -> &'static str {
        match self {
            Self::FontMissing { .. } => "font-missing",
            Self::FontUnreadable { .. } => "font-unreadable",
            Self::PdfFailed { .. } => "pdf-failed",
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        match self {
            Self::FontMissing { font, places } => {
                errcode::args(&[("font", font.clone()), ("places", places.clone())])
            }
            Self::FontUnreadable { path } => errcode::args(&[("path", path.clone())]),
            Self::PdfFailed { detail } => errcode::args(&[("detail", detail.clone())]),
        }
    }
}
