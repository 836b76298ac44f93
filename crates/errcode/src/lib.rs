//! The error as every front end passes it on: a stable code and its arguments, said in the
//! user's language from `error-<code>` in `locales/`. Never English text.
//!
//! Every crate's typed error implements [`Coded`]; any of them converts into an [`ErrorCode`],
//! so the app (over IPC) and `mjref` (as JSON) pass on exactly the same value.

use serde::Serialize;
use std::collections::BTreeMap;

/// An error as every front end passes it on: a stable code and its arguments, said in the
/// user's language from `error-<code>` in `locales/`. Never English text.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ErrorCode {
    pub code: String,
    pub args: BTreeMap<String, String>,
}

/// A typed error with a stable code (`error-<code>` in `locales/`) and the arguments its
/// message needs.
pub trait Coded {
    fn code(&self) -> &'static str;
    fn args(&self) -> BTreeMap<String, String>;
}

impl<E: Coded> From<E> for ErrorCode {
    fn from(e: E) -> Self {
        ErrorCode {
            code: e.code().into(),
            args: e.args(),
        }
    }
}

/// The codes [`ErrorCode::internal`] and [`ErrorCode::bad_file`] make, for the front ends'
/// list of codes (the app's `ErrorCodeName`).
pub const CODES: &[&str] = &["internal", "bad-file"];

impl ErrorCode {
    pub fn new(code: &str, args: &[(&str, String)]) -> Self {
        ErrorCode {
            code: code.into(),
            args: args
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        }
    }

    /// Something that should not happen; the detail is for the report, not for the referee.
    pub fn internal(detail: impl ToString) -> Self {
        Self::new("internal", &[("detail", detail.to_string())])
    }

    /// A file that cannot be read or parsed.
    pub fn bad_file(path: &std::path::Path, detail: impl ToString) -> Self {
        Self::new(
            "bad-file",
            &[
                ("path", path.display().to_string()),
                ("detail", detail.to_string()),
            ],
        )
    }
}

/// Builds an argument map from pairs (what most `Coded::args` are).
pub fn args(pairs: &[(&str, String)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Full;
    impl Coded for Full {
        fn code(&self) -> &'static str {
            "storage-full"
        }
        fn args(&self) -> BTreeMap<String, String> {
            args(&[("path", "a.db".into())])
        }
    }

    #[test]
    fn the_json_is_a_code_and_its_arguments() {
        let e: ErrorCode = Full.into();
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"code":"storage-full","args":{"path":"a.db"}}"#
        );
    }

    #[test]
    fn codes_lists_the_codes_made_here() {
        let made = [
            ErrorCode::internal("x").code,
            ErrorCode::bad_file(std::path::Path::new("a"), "x").code,
        ];
        assert_eq!(made.as_slice(), CODES);
    }
}
