//! Why a photo is refused, as a code the front ends say in the user's language.

use errcode::Coded;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EvidenceError {
    /// Not JPEG, PNG or WebP (a HEIC from an iPhone, say).
    #[error("{format} photos are not read")]
    Unsupported { format: String },
    #[error("the photo is larger than {limit}")]
    TooLarge { limit: String },
    #[error("the photo cannot be read: {detail}")]
    Unreadable { detail: String },
}

impl EvidenceError {
    pub const CODES: &'static [&'static str] =
        &["photo-unsupported", "photo-too-large", "photo-unreadable"];
}

impl Coded for EvidenceError {
    fn code(&self) -> &'static str {
        match self {
            Self::Unsupported { .. } => "photo-unsupported",
            Self::TooLarge { .. } => "photo-too-large",
            Self::Unreadable { .. } => "photo-unreadable",
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        match self {
            Self::Unsupported { format } => errcode::args(&[("format", format.clone())]),
            Self::TooLarge { limit } => errcode::args(&[("limit", limit.clone())]),
            Self::Unreadable { detail } => errcode::args(&[("detail", detail.clone())]),
        }
    }
}
