//! Every error code the UI can receive, listed once: each error type's `CODES` (kept exactly
//! its variants' codes by `crates/tournament/tests/error_strings.rs`) and the app's own. The
//! bindings test makes the UI's `ErrorCodeName` and `ProblemCodeName` from these, so a code
//! the UI compares with is checked by TypeScript; the tests here check that each is said in
//! every language and that every code the app makes by hand is listed.

/// The codes the app shell makes itself, with `IpcError::new`.
pub const APP_CODES: &[&str] = &["desktop-only", "no-file", "not-a-report"];

/// The codes the browser transport (`ui/src/lib/api.ts`) makes before the core is asked: the
/// device's record is open in another tab of the same browser.
pub const UI_CODES: &[&str] = &["open-in-another-tab"];

/// Every code a command can reject with, each said by `error-<code>` in `locales/`; sorted,
/// each once.
pub fn error_codes() -> Vec<&'static str> {
    let mut all = [
        errcode::CODES,
        APP_CODES,
        UI_CODES,
        tournament::TournamentError::CODES,
        tournament::SetupError::CODES,
        tournament::roster::RosterError::CODES,
        tournament::CaseError::CODES,
        // A picked file read within its bound (`files::read_text`).
        tournament::input::InputError::CODES,
        ledger::LedgerError::CODES,
        rulebook::RuleError::CODES,
        // `analyse_hand`, and a hand in a ruling (`RuleError::Hand`).
        tiles::HandError::CODES,
        // `settle_drawn_hand`.
        tiles::SettleError::CODES,
        // `export_report` as PDF.
        paper::PaperError::CODES,
        // `prepare_photo`.
        evidence::EvidenceError::CODES,
        // A device and its hall: its own errors, and the codes a hall refuses with.
        crate::hall::HallError::CODES,
        crate::hall::error::REFUSALS,
    ]
    .concat();
    all.sort_unstable();
    all.dedup();
    all
}

/// Every problem a record check or a refused import names (`RecordCheck.problems`,
/// `ImportResult.problems`), each said by `problem-<code>` in `locales/<lang>/record.ftl`;
/// sorted.
pub fn problem_codes() -> Vec<&'static str> {
    let mut all = ledger::Problem::CODES.to_vec();
    all.sort_unstable();
    all
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    fn root() -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
    }

    /// The message ids a Fluent file defines: `id = …` at the start of a line.
    fn message_ids(ftl: &str) -> impl Iterator<Item = &str> {
        ftl.lines().filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let plain = id.starts_with(|c: char| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            plain.then_some(id)
        })
    }

    fn files(dir: &Path, ext: &str) -> Vec<PathBuf> {
        let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        found.sort();
        found
    }

    #[test]
    fn every_code_the_ui_can_receive_is_said_in_every_language() {
        let locales = root().join("locales");
        let mut languages: Vec<PathBuf> = std::fs::read_dir(&locales)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.is_dir())
            .collect();
        languages.sort();
        assert!(languages.len() >= 3, "locales/ has {languages:?}");
        let mut missing = Vec::new();
        for lang in &languages {
            let mut ids = BTreeSet::new();
            for file in files(lang, "ftl") {
                let text = std::fs::read_to_string(&file).unwrap();
                ids.extend(message_ids(&text).map(String::from));
            }
            let lang = lang.file_name().unwrap().to_string_lossy();
            let wanted = error_codes()
                .into_iter()
                .map(|c| format!("error-{c}"))
                .chain(problem_codes().into_iter().map(|c| format!("problem-{c}")));
            for id in wanted {
                if !ids.contains(&id) {
                    missing.push(format!("locales/{lang}/ has no {id}"));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "every code in ui/src/lib/bindings/ErrorCodeName.ts and ProblemCodeName.ts needs \
             a message in every language:\n  {}",
            missing.join("\n  ")
        );
    }

    /// The string literals given as a code in `source`: `IpcError::new("…"`,
    /// `ErrorCode::new("…"`, `code: "…"`.
    fn literal_codes(source: &str) -> Vec<String> {
        let mut found = Vec::new();
        for start in ["IpcError::new(", "ErrorCode::new(", "code: "] {
            for (at, _) in source.match_indices(start) {
                let rest = source[at + start.len()..].trim_start();
                if let Some(rest) = rest.strip_prefix('"') {
                    if let Some(end) = rest.find('"') {
                        found.push(rest[..end].to_string());
                    }
                }
            }
        }
        found
    }

    #[test]
    fn every_code_the_app_makes_by_hand_is_listed() {
        let listed = error_codes();
        let mut made = BTreeSet::new();
        let mut unlisted = Vec::new();
        let sources = [
            root().join("crates/device/src"),
            root().join("src-tauri/src"),
        ];
        for file in sources.iter().flat_map(|dir| files(dir, "rs")) {
            if file.ends_with("codes.rs") {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            // Tests compare with codes; they make none.
            let text = text
                .split("#[cfg(test)]\nmod tests")
                .next()
                .unwrap_or_default();
            for code in literal_codes(text) {
                if !listed.contains(&code.as_str()) {
                    unlisted.push(format!(
                        "{} makes \"{code}\": add it to APP_CODES in \
                         crates/device/src/codes.rs (and error-{code} to every locale)",
                        file.display()
                    ));
                }
                made.insert(code);
            }
        }
        assert!(unlisted.is_empty(), "{}", unlisted.join("\n"));
        for code in APP_CODES {
            assert!(
                made.contains(*code),
                "APP_CODES lists \"{code}\", which nothing in the device or the app makes: remove it"
            );
        }
    }

    #[test]
    fn the_scanners_find_what_they_should() {
        let ftl = "# comment\nerror-a = A\n    .attr = x\nerror-b=\n  B\n-term = t\n";
        assert_eq!(message_ids(ftl).collect::<Vec<_>>(), ["error-a", "error-b"]);
        let rs = "IpcError::new(\n    \"no-file\",\n)\nErrorCode::new(\"x\", &[])\ncode: \"y\".into()\ncode: e.code()";
        assert_eq!(literal_codes(rs), ["no-file", "x", "y"]);
    }
}
