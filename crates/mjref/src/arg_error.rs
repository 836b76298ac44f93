//! Argument errors as every other error (contract, wave 3): a code and its arguments, said in
//! the language of `--lang`, the error object on stdout with `--json`, exit code 2. clap has
//! failed, so `--json` and `--lang` are found in the raw arguments leniently.

use crate::output::{CliError, Output};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::ffi::OsString;
use std::process::ExitCode;

/// The code of every argument error; `reason` says which (the message selects on it).
pub const CODE: &str = "bad-argument";

/// Says `e` and gives the exit code; help and the version are printed as clap prints them.
pub fn refuse(e: clap::Error, args: &[OsString]) -> ExitCode {
    let (json, lang) = json_and_lang(args);
    let help = matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion)
        || (e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand && !json);
    if help {
        // Exit 0 for --help and --version, 2 for a bare `mjref`.
        let _ = e.print();
        return ExitCode::from(e.exit_code().clamp(0, 255) as u8);
    }
    let out = Output::new(json, &lang);
    out.error(&code(&e));
    let _ = out.finish();
    ExitCode::from(2)
}

/// `--json` and `--lang X` (or `--lang=X`) before any `--`; English unless X is a language.
fn json_and_lang(args: &[OsString]) -> (bool, String) {
    let (mut json, mut lang) = (false, String::from(l10n::FALLBACK));
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        let given = match arg.as_ref() {
            "--" => break,
            "--json" => {
                json = true;
                continue;
            }
            "--lang" => args.next().map(|v| v.into_owned()),
            other => other.strip_prefix("--lang=").map(String::from),
        };
        if let Some(given) = given.filter(|g| l10n::LANGUAGES.contains(&g.as_str())) {
            lang = given;
        }
    }
    (json, lang)
}

fn context(e: &clap::Error, kind: ContextKind) -> Vec<String> {
    match e.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(other) => vec![other.to_string()],
        None => vec![],
    }
}

/// clap's error as `bad-argument`: `reason` (command, subcommand, unknown, missing, no-value,
/// choice, value, conflict, other) and what it names: `argument`, `value`, `other`, `choices`.
pub fn code(e: &clap::Error) -> CliError {
    let get = |kind| context(e, kind).join(", ");
    let (arg, value) = (get(ContextKind::InvalidArg), get(ContextKind::InvalidValue));
    let (reason, pairs): (&str, Vec<(&str, String)>) = match e.kind() {
        ErrorKind::InvalidSubcommand => (
            "command",
            vec![("argument", get(ContextKind::InvalidSubcommand))],
        ),
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => (
            "subcommand",
            vec![
                ("argument", get(ContextKind::InvalidSubcommand)),
                ("choices", get(ContextKind::ValidSubcommand)),
            ],
        ),
        ErrorKind::UnknownArgument => ("unknown", vec![("argument", arg)]),
        ErrorKind::MissingRequiredArgument => ("missing", vec![("argument", arg)]),
        ErrorKind::ArgumentConflict => (
            "conflict",
            vec![("argument", arg), ("other", get(ContextKind::PriorArg))],
        ),
        ErrorKind::InvalidValue
        | ErrorKind::ValueValidation
        | ErrorKind::NoEquals
        | ErrorKind::TooManyValues
        | ErrorKind::TooFewValues
        | ErrorKind::WrongNumberOfValues
        | ErrorKind::InvalidUtf8 => {
            let choices = get(ContextKind::ValidValue);
            match (value.is_empty(), choices.is_empty()) {
                (true, _) => ("no-value", vec![("argument", arg)]),
                (false, true) => ("value", vec![("argument", arg), ("value", value)]),
                (false, false) => (
                    "choice",
                    vec![("argument", arg), ("value", value), ("choices", choices)],
                ),
            }
        }
        _ => ("other", vec![("detail", e.kind().to_string())]),
    };
    let mut args = vec![("reason", reason.to_string())];
    args.extend(pairs);
    CliError::new(CODE, &args)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn refused(args: &[&str]) -> CliError {
        let e = crate::Cli::command()
            .try_get_matches_from(args)
            .expect_err("refused");
        code(&e)
    }

    #[test]
    fn each_argument_error_names_its_reason_and_what_it_names() {
        let e = refused(&["mjref", "fly"]);
        assert_eq!(
            (e.args["reason"].as_str(), e.args["argument"].as_str()),
            ("command", "fly")
        );
        let e = refused(&["mjref", "rulesets", "--lang", "fr"]);
        assert_eq!(e.args["reason"], "choice");
        assert_eq!(e.args["value"], "fr");
        assert!(e.args["choices"].contains("ja"), "{e:?}");
        assert_eq!(
            refused(&["mjref", "rulesets", "--frob"]).args["reason"],
            "unknown"
        );
        assert_eq!(refused(&["mjref", "log", "list"]).args["reason"], "missing");
        assert_eq!(
            refused(&["mjref", "log", "--json"]).args["reason"],
            "subcommand"
        );
        assert_eq!(
            refused(&["mjref", "log", "list", "--db"]).args["reason"],
            "no-value"
        );
        let hand = [
            "mjref",
            "log",
            "add",
            "--db",
            "x",
            "--ruleset",
            "r",
            "--session",
            "s",
        ];
        let e = refused(
            &[
                &hand[..],
                &["--player", "p", "--incident", "i", "--hand", "two"],
            ]
            .concat(),
        );
        assert_eq!(
            (e.args["reason"].as_str(), e.args["value"].as_str()),
            ("value", "two")
        );
        let e = refused(&["mjref", "verify", "f", "--db", "d"]);
        assert_eq!(e.args["reason"], "conflict", "{e:?}");
    }

    #[test]
    fn json_and_lang_are_found_leniently() {
        let os = |a: &[&str]| a.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            json_and_lang(&os(&["mjref", "x", "--lang", "ja", "--json"])),
            (true, "ja".into())
        );
        assert_eq!(
            json_and_lang(&os(&["mjref", "--lang=zh-CN"])),
            (false, "zh-CN".into())
        );
        assert_eq!(
            json_and_lang(&os(&["mjref", "--lang", "fr"])),
            (false, "en".into())
        );
        assert_eq!(
            json_and_lang(&os(&["mjref", "--", "--json"])),
            (false, "en".into())
        );
    }

    /// Every reason is said in every language with what it names (the CLI's codes are not the
    /// app's, so `crates/device/src/codes.rs` does not check them).
    #[test]
    fn every_cli_code_is_said_in_every_language_with_its_arguments() {
        let l10n = l10n::Localizer::new().unwrap();
        let a = |pairs: &[(&str, &str)]| {
            CliError::new(
                CODE,
                &pairs
                    .iter()
                    .map(|(k, v)| (*k, v.to_string()))
                    .collect::<Vec<_>>(),
            )
        };
        let all = [
            a(&[("reason", "command"), ("argument", "fly")]),
            a(&[
                ("reason", "subcommand"),
                ("argument", "mjref log"),
                ("choices", "add, list"),
            ]),
            a(&[("reason", "unknown"), ("argument", "--frob")]),
            a(&[("reason", "missing"), ("argument", "--db <DB>")]),
            a(&[("reason", "no-value"), ("argument", "--db <DB>")]),
            a(&[
                ("reason", "value"),
                ("argument", "--hand <HAND>"),
                ("value", "two"),
            ]),
            a(&[
                ("reason", "choice"),
                ("argument", "--lang <LANG>"),
                ("value", "fr"),
                ("choices", "zh-CN, en, ja"),
            ]),
            a(&[
                ("reason", "conflict"),
                ("argument", "--db <DB>"),
                ("other", "[FILE]"),
            ]),
            CliError::new("no-record", &[("path", "typo/x.db".into())]),
            CliError::new("output-failed", &[("detail", "No space left".into())]),
        ];
        for lang in l10n::LANGUAGES {
            for e in &all {
                l10n.says(lang, &format!("error-{}", e.code), &e.args, |k, _| {
                    k != "reason"
                })
                .unwrap();
            }
            let other = a(&[("reason", "other"), ("detail", "Format")]);
            let said = l10n
                .says(lang, "error-bad-argument", &other.args, |_, _| false)
                .unwrap();
            assert!(said.contains("mjref --help"), "{said}");
        }
    }
}
