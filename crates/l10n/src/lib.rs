//! One copy of every user-facing string lives in `locales/`; this crate serves it to Rust.
//! Missing strings fall back to English, then to the message id, so a gap is visible but never
//! fatal; the catalogue tests make sure there are no gaps.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::collections::BTreeMap;

/// Test support: holds sentences to the data (the rulebook's and the hand engines' tests).
#[cfg(feature = "typed")]
pub mod typed;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

pub const LANGUAGES: &[&str] = &["zh-CN", "en", "ja"];
pub const FALLBACK: &str = "en";

/// An argument to a message.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
}

/// A number of four digits or more with its thousands grouped, as the app's screens say it
/// (`Intl.NumberFormat` in all three languages): a sentence given 16000 says "16,000" on paper
/// too. Other values as Fluent says them.
fn grouped<M>(value: &FluentValue, _: &M) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    if !n.value.is_finite() || n.value.abs() < 1000.0 {
        return None;
    }
    let plain = n.as_string();
    let (sign, unsigned) = match plain.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", plain.as_ref()),
    };
    let (int, frac) = unsigned.split_at(unsigned.find('.').unwrap_or(unsigned.len()));
    let mut out = String::from(sign);
    for (i, digit) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    Some(out + frac)
}

pub struct Localizer {
    bundles: BTreeMap<&'static str, FluentBundle<FluentResource>>,
    sources: Vec<(String, String)>,
}

impl Localizer {
    /// Builds every language's bundle from the embedded files. Fails with the syntax errors
    /// (and duplicate ids) of any `.ftl` file.
    pub fn new() -> Result<Self, Vec<String>> {
        Self::from_sources(embedded::LOCALES)
    }

    /// Builds the bundles from `(language, .ftl text)` pairs, e.g. files being edited on disk.
    pub fn from_sources(sources: &[(&str, &str)]) -> Result<Self, Vec<String>> {
        let mut bundles = BTreeMap::new();
        let mut errors = Vec::new();
        for &lang in LANGUAGES {
            let id: unic_langid::LanguageIdentifier = lang.parse().expect("known language tag");
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            bundle.set_formatter(Some(grouped));
            for (_, text) in sources.iter().filter(|(l, _)| *l == lang) {
                match FluentResource::try_new(text.to_string()) {
                    Ok(res) => {
                        if let Err(es) = bundle.add_resource(res) {
                            errors.extend(es.iter().map(|e| format!("{lang}: {e}")));
                        }
                    }
                    Err((_, es)) => errors.extend(es.iter().map(|e| format!("{lang}: {e}"))),
                }
            }
            bundles.insert(lang, bundle);
        }
        if errors.is_empty() {
            let sources = sources
                .iter()
                .map(|(l, t)| (l.to_string(), t.to_string()))
                .collect();
            Ok(Localizer { bundles, sources })
        } else {
            Err(errors)
        }
    }

    /// Whether `lang` itself (not a fallback) has the message.
    pub fn has(&self, lang: &str, id: &str) -> bool {
        self.bundles.get(lang).is_some_and(|b| b.has_message(id))
    }

    /// The message in `lang`, else English, else the id itself.
    pub fn format(&self, lang: &str, id: &str, args: &BTreeMap<String, Arg>) -> String {
        let mut fluent_args = FluentArgs::new();
        for (k, v) in args {
            let value = match v {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Text(t) => FluentValue::from(t.clone()),
            };
            fluent_args.set(k.clone(), value);
        }
        for l in [lang, FALLBACK] {
            let Some(bundle) = self.bundles.get(l) else {
                continue;
            };
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errs = Vec::new();
            return bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errs)
                .into_owned();
        }
        id.to_string()
    }

    /// Whether `lang` itself says message `id` with `args` (text arguments, as every error
    /// carries them): the message exists, Fluent filled every variable, and each argument's
    /// value appears in the text — but those `shown` says are not printed (a key that picks a
    /// sentence or a name, such as a role). Returns the text, or what is wrong.
    pub fn says(
        &self,
        lang: &str,
        id: &str,
        args: &BTreeMap<String, String>,
        shown: impl Fn(&str, &str) -> bool,
    ) -> Result<String, String> {
        if !self.has(lang, id) {
            return Err(format!("{lang}: {id} is missing"));
        }
        let fluent = args
            .iter()
            .map(|(k, v)| (k.clone(), Arg::Text(v.clone())))
            .collect();
        let text = self.format(lang, id, &fluent);
        // An argument Fluent could not fill shows up as {$name}.
        if text.contains("{$") {
            return Err(format!("{lang}: {id} leaves a variable unfilled: {text}"));
        }
        match args
            .iter()
            .find(|(k, v)| shown(k, v) && !text.contains(v.as_str()))
        {
            Some((_, v)) => Err(format!("{lang}: {id} does not say {v}: {text}")),
            None => Ok(text),
        }
    }

    /// Every message id defined in `lang`.
    pub fn ids(&self, lang: &str) -> Vec<String> {
        self.sources
            .iter()
            .filter(|(l, _)| l == lang)
            .filter_map(|(_, text)| FluentResource::try_new(text.to_string()).ok())
            .flat_map(|res| {
                res.entries()
                    .filter_map(|e| match e {
                        fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
                        _ => None,
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key kept in the record (a browser's) has no file to name: the messages about it say
    /// neither the table's name nor mjref's variable; a key file is named.
    #[test]
    fn a_key_in_the_record_is_not_named_as_a_file() {
        let l10n = Localizer::new().unwrap();
        for lang in ["en", "ja", "zh-CN"] {
            for id in ["error-identity-locked", "error-wrong-passphrase"] {
                let at = |path: &str| {
                    let args = BTreeMap::from([("path".to_string(), Arg::Text(path.into()))]);
                    l10n.format(lang, id, &args)
                };
                let in_record = at("device_key");
                assert!(
                    !in_record.contains("device_key") && !in_record.contains("MJREF"),
                    "{lang} {id}: {in_record}"
                );
                assert!(
                    at("/home/head/keys/mjref.db.key").contains("/home/head/keys/mjref.db.key"),
                    "{lang} {id}"
                );
            }
        }
    }

    #[test]
    fn says_finds_a_missing_message_an_unfilled_variable_and_an_argument_not_said() {
        let l10n = Localizer::new().unwrap();
        let id = "error-unknown-ruleset";
        let args = BTreeMap::from([("ruleset".to_string(), "zzz".to_string())]);
        assert!(l10n
            .says("en", id, &args, |_, _| true)
            .unwrap()
            .contains("zzz"));
        assert!(l10n
            .says("en", "error-no-such-message", &args, |_, _| true)
            .is_err());
        assert!(l10n.says("en", id, &BTreeMap::new(), |_, _| true).is_err());
        // A value the message does not print is caught unless `shown` says it is not printed.
        let extra = BTreeMap::from([
            ("ruleset".to_string(), "zzz".to_string()),
            ("role".to_string(), "head".to_string()),
        ]);
        assert!(l10n.says("en", id, &extra, |_, _| true).is_err());
        assert!(l10n.says("en", id, &extra, |k, _| k != "role").is_ok());
    }

    #[test]
    fn numbers_of_four_digits_or_more_are_grouped_as_the_screens_group_them() {
        let l10n = Localizer::from_sources(&[("en", "m = { $n } / { $x }")]).unwrap();
        let say = |n: f64, x: f64| {
            let args = BTreeMap::from([
                ("n".to_string(), Arg::Number(n)),
                ("x".to_string(), Arg::Number(x)),
            ]);
            l10n.format("en", "m", &args)
        };
        assert_eq!(say(16000.0, 999.0), "16,000 / 999");
        assert_eq!(say(-1234567.5, 0.5), "-1,234,567.5 / 0.5");
        assert_eq!(say(1000.0, 100000.0), "1,000 / 100,000");
    }
}
