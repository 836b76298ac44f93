//! What can be wrong with an appeal case before anything is signed: each a code and
//! arguments, said by `error-<code>` (`locales/<lang>/appeals.ftl`).

use errcode::Coded;
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CaseError {
    #[error("a case appeals at least one ruling")]
    NoRuling,
    #[error("no ruling {id} in the record")]
    UnknownRuling { id: String },
    #[error("the case names no appellant")]
    NoAppellant,
    #[error("{value} is not a time")]
    BadTime { value: String },
    #[error("no case {case} in the record")]
    UnknownCase { case: String },
    #[error("{decision} is not a decision")]
    BadDecision { decision: String },
    /// The committee may not decide this under the ruleset (SBR: only recommend; MCR: not
    /// overrule the head referee).
    #[error("the committee may not decide {decision} ({article})")]
    BeyondPower { decision: String, article: String },
    /// The head referee does not hear appeals under the ruleset, or recommends to itself.
    #[error("the head referee may not decide {decision} ({article})")]
    NotHeardByHead { decision: String, article: String },
    /// Already decided at this level (the committee's decision ends the case).
    #[error("case {case} is already decided")]
    AlreadyDecided { case: String },
    #[error("the note is empty")]
    EmptyNote,
    #[error("no photo")]
    NoPhoto,
    #[error("no photo {sha256} in the record")]
    UnknownPhoto { sha256: String },
}

impl CaseError {
    /// Every code `code()` gives (the app's `ErrorCodeName`); `tests/error_strings.rs` fails
    /// when it and the variants differ.
    pub const CODES: &'static [&'static str] = &[
        "case-needs-ruling",
        "case-unknown-ruling",
        "case-needs-appellant",
        "case-bad-time",
        "case-unknown",
        "case-bad-decision",
        "case-beyond-power",
        "case-not-heard-by-head",
        "case-already-decided",
        "case-empty-note",
        "case-no-photo",
        "case-unknown-photo",
    ];
}

impl Coded for CaseError {
    fn code(&self) -> &'static str {
        match self {
            Self::NoRuling => "case-needs-ruling",
            Self::UnknownRuling { .. } => "case-unknown-ruling",
            Self::NoAppellant => "case-needs-appellant",
            Self::BadTime { .. } => "case-bad-time",
            Self::UnknownCase { .. } => "case-unknown",
            Self::BadDecision { .. } => "case-bad-decision",
            Self::BeyondPower { .. } => "case-beyond-power",
            Self::NotHeardByHead { .. } => "case-not-heard-by-head",
            Self::AlreadyDecided { .. } => "case-already-decided",
            Self::EmptyNote => "case-empty-note",
            Self::NoPhoto => "case-no-photo",
            Self::UnknownPhoto { .. } => "case-unknown-photo",
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        let pairs: Vec<(&str, &String)> = match self {
            Self::NoRuling | Self::NoAppellant | Self::EmptyNote | Self::NoPhoto => vec![],
            Self::UnknownRuling { id } => vec![("id", id)],
            Self::BadTime { value } => vec![("value", value)],
            Self::UnknownCase { case } | Self::AlreadyDecided { case } => vec![("case", case)],
            Self::BadDecision { decision } => vec![("decision", decision)],
            Self::UnknownPhoto { sha256 } => vec![("sha256", sha256)],
            Self::BeyondPower { decision, article }
            | Self::NotHeardByHead { decision, article } => {
                vec![("decision", decision), ("article", article)]
            }
        };
        pairs
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.clone()))
            .collect()
    }
}
