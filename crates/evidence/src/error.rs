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
    /// The file ends before the whole picture (a copy cut short): the decoder would have
    /// padded it with grey.
    #[error("the photo is cut short")]
    Truncated,
    /// A stored photo (`check_stored`) carrying a block besides the picture: `APP1` (EXIF,
    /// XMP), another application block, `COM`.
    #[error("the stored photo carries a {block} block")]
    Metadata { block: String },
    /// A stored photo with bytes after the picture.
    #[error("the stored photo has {bytes} bytes after the picture")]
    TrailingData { bytes: usize },
    /// A stored photo that is not in the form `prepare` stores (a PNG, a progressive JPEG,
    /// an unused table, …).
    #[error("not a photo as stored: {detail}")]
    NotStoredForm { detail: String },
}

impl EvidenceError {
    pub const CODES: &'static [&'static str] = &[
        "photo-unsupported",
        "photo-too-large",
        "photo-unreadable",
        "photo-truncated",
        "photo-metadata",
        "photo-trailing-data",
        "photo-not-stored-form",
    ];
}

impl Coded for EvidenceError {
    fn code(&self) -> &'static str {
        match self {
            Self::Unsupported { .. } => "photo-unsupported",
            Self::TooLarge { .. } => "photo-too-large",
            Self::Unreadable { .. } => "photo-unreadable",
            Self::Truncated => "photo-truncated",
            Self::Metadata { .. } => "photo-metadata",
            Self::TrailingData { .. } => "photo-trailing-data",
            Self::NotStoredForm { .. } => "photo-not-stored-form",
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        match self {
            Self::Unsupported { format } => errcode::args(&[("format", format.clone())]),
            Self::TooLarge { limit } => errcode::args(&[("limit", limit.clone())]),
            Self::Unreadable { detail } => errcode::args(&[("detail", detail.clone())]),
            Self::Truncated => BTreeMap::new(),
            Self::Metadata { block } => errcode::args(&[("block", block.clone())]),
            Self::TrailingData { bytes } => errcode::args(&[("bytes", bytes.to_string())]),
            Self::NotStoredForm { detail } => errcode::args(&[("detail", detail.clone())]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `CODES` is exactly the variants' codes (the app's `ErrorCodeName` is made from it).
    #[test]
    fn codes_are_the_variants_codes() {
        let every = [
            EvidenceError::Unsupported {
                format: "HEIC".into(),
            },
            EvidenceError::TooLarge {
                limit: "40 MiB".into(),
            },
            EvidenceError::Unreadable { detail: "?".into() },
            EvidenceError::Truncated,
            EvidenceError::Metadata {
                block: "APP1".into(),
            },
            EvidenceError::TrailingData { bytes: 1 },
            EvidenceError::NotStoredForm {
                detail: "PNG".into(),
            },
        ];
        let codes: Vec<&str> = every.iter().map(Coded::code).collect();
        assert_eq!(codes, EvidenceError::CODES);
        for e in &every {
            // Each argument the message names is given.
            let args = e.args();
            assert!(args.values().all(|v| !v.is_empty()), "{e:?}");
        }
    }
}
