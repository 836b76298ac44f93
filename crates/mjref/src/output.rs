//! Printing: one JSON document with `--json`, otherwise readable text; errors localised.

use rulebook::{Arg, Message, Verdict};
use serde::Serialize;
use std::collections::BTreeMap;

pub struct Output {
    pub json: bool,
    pub lang: String,
    /// Parsed on first use: commands that print only JSON numbers and ids start faster.
    l10n: std::sync::OnceLock<l10n::Localizer>,
    /// The first write to standard output that failed (a full disk): the command ends with it.
    write_failed: std::sync::OnceLock<String>,
}

/// A failure the CLI reports: a code for scripts, a sentence for people.
pub use errcode::ErrorCode as CliError;

impl Output {
    pub fn new(json: bool, lang: &str) -> Self {
        Output {
            json,
            lang: lang.into(),
            l10n: std::sync::OnceLock::new(),
            write_failed: std::sync::OnceLock::new(),
        }
    }

    pub fn l10n(&self) -> &l10n::Localizer {
        self.l10n
            .get_or_init(|| l10n::Localizer::new().expect("the embedded .ftl files parse (tested)"))
    }

    pub fn text(&self, m: &Message) -> String {
        self.with_args(&m.id, &m.args)
    }

    /// A message with the data's arguments (a reason's, a summary's).
    pub fn with_args(&self, id: &str, args: &BTreeMap<String, Arg>) -> String {
        let args = report::fluent_args(args);
        self.l10n().format(&self.lang, id, &args)
    }

    /// A message with text arguments (error and problem arguments are strings).
    pub fn say(&self, id: &str, args: &BTreeMap<String, String>) -> String {
        let args = args
            .iter()
            .map(|(k, v)| (k.clone(), l10n::Arg::Text(v.clone())))
            .collect();
        self.l10n().format(&self.lang, id, &args)
    }

    pub fn plain(&self, id: &str) -> String {
        self.l10n().format(&self.lang, id, &BTreeMap::new())
    }

    /// The verdict's reasons as one localised paragraph.
    pub fn explanation(&self, v: &Verdict) -> String {
        v.reasons
            .iter()
            .map(|m| self.text(m))
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A verdict as JSON, with the `explanation` the contract promises.
    pub fn verdict_json(&self, v: &Verdict) -> serde_json::Value {
        let mut value = serde_json::to_value(v).expect("verdicts serialise");
        value["explanation"] = self.explanation(v).into();
        value
    }

    pub fn print(&self, value: &impl Serialize, human: impl FnOnce() -> String) {
        let text = if self.json {
            serde_json::to_string(value).expect("serialisable")
        } else {
            human()
        };
        self.say_line(&text);
    }

    pub fn error(&self, e: &CliError) {
        let args = e.args.iter().map(|(k, v)| (k.clone(), arg(v))).collect();
        let message = self
            .l10n()
            .format(&self.lang, &format!("error-{}", e.code), &args);
        eprintln!("mjref: {message}");
        if self.json {
            let doc =
                serde_json::json!({"error": {"code": e.code, "message": message, "args": e.args}});
            self.say_line(&doc.to_string());
        }
    }

    /// A line on standard output. A reader that stops reading (`mjref … | head`) ends the
    /// output, not the program with a panic: what was asked has already been done. Any other
    /// failure (a full disk) is kept for [`Output::finish`], which makes the command fail.
    fn say_line(&self, line: &str) {
        use std::io::Write;
        if self.write_failed.get().is_some() {
            return;
        }
        let mut out = std::io::stdout().lock();
        if let Err(e) = writeln!(out, "{line}").and_then(|()| out.flush()) {
            self.failed_write(e);
        }
    }

    fn failed_write(&self, e: std::io::Error) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        let _ = self.write_failed.set(e.to_string());
    }

    /// Flushes standard output; `Err` with the error's code when anything printed was not
    /// written (said on standard error: standard output is what failed).
    pub fn finish(&self) -> Result<(), CliError> {
        use std::io::Write;
        if let Err(e) = std::io::stdout().lock().flush() {
            self.failed_write(e);
        }
        match self.write_failed.get() {
            None => Ok(()),
            Some(detail) => {
                let e = CliError::new("output-failed", &[("detail", detail.clone())]);
                eprintln!("mjref: {}", self.say(&format!("error-{}", e.code), &e.args));
                Err(e)
            }
        }
    }
}

/// An error's argument for Fluent: a number where the text is one as Fluent would write it (so
/// "1 problem" chooses its plural), else the text as it is ("007" stays "007").
fn arg(text: &str) -> l10n::Arg {
    match text.parse::<f64>() {
        Ok(n) if n.to_string() == text => l10n::Arg::Number(n),
        _ => l10n::Arg::Text(text.to_string()),
    }
}
