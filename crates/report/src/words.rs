//! The words a report prints, in the report's language: incident names from the catalogue,
//! sanctions as the app shows them (`sanction-<kind>` with the sanction's own fields), yes/no.

use l10n::{Arg, Localizer};
use rulebook::reserved::role;
use rulebook::{Catalogue, Sanction, SanctionKind};
use std::collections::BTreeMap;

pub struct Words<'a> {
    l10n: &'a Localizer,
    lang: &'a str,
}

impl<'a> Words<'a> {
    pub fn new(l10n: &'a Localizer, lang: &'a str) -> Self {
        Words { l10n, lang }
    }

    pub fn lang(&self) -> &str {
        self.lang
    }

    pub fn say(&self, id: &str, args: &BTreeMap<String, Arg>) -> String {
        self.l10n.format(self.lang, id, args)
    }

    pub fn plain(&self, id: &str) -> String {
        self.say(id, &BTreeMap::new())
    }

    /// A message with the data's arguments (an incident's summary and its `summary_args`).
    pub fn with_data(&self, id: &str, args: &BTreeMap<String, rulebook::Arg>) -> String {
        self.say(id, &fluent_args(args))
    }

    pub fn yes_no(&self, yes: bool) -> String {
        self.plain(if yes { "report-yes" } else { "report-no" })
    }

    /// The incident's name in the ruleset's catalogue; its key when the catalogue lacks it.
    pub fn incident(&self, catalogues: &[Catalogue], ruleset: &str, key: &str) -> String {
        catalogues
            .iter()
            .find(|c| c.id == ruleset)
            .and_then(|c| c.incident(key))
            .map_or_else(|| key.to_string(), |i| self.plain(&i.name_id))
    }

    /// A ruling's incident as decided, with the call when the answers made it another
    /// (`错和 (called 诈和)`), as the app's log shows it.
    pub fn ruled(
        &self,
        catalogues: &[Catalogue],
        ruleset: &str,
        called: &str,
        decided_as: Option<&str>,
    ) -> String {
        let name = |key: &str| self.incident(catalogues, ruleset, key);
        match decided_as {
            None => name(called),
            Some(decided) => {
                let args = BTreeMap::from([("called".to_string(), Arg::Text(name(called)))]);
                format!("{} {}", name(decided), self.say("ui-log-called", &args))
            }
        }
    }

    /// One sanction as the app words it: its kind's message with every text or number field
    /// of the sanction as an argument (the same rule as the UI's `sanctionText`).
    pub fn sanction(&self, s: &Sanction) -> String {
        // A payment that is not one number has a sentence of its own (as in the UI).
        if s.kind == SanctionKind::Pay {
            if let Some(by_role) = &s.by_role {
                let part = |role: &str| Arg::Number(by_role.get(role).copied().unwrap_or(0.0));
                let args = [
                    (role::DEALER, part(role::DEALER)),
                    (role::OTHERS, part(role::OTHERS)),
                ]
                .into_iter()
                .map(|(k, v)| (k.to_string(), v))
                .collect();
                return self.say("ui-sanction-pay-by-role", &args);
            }
            if let (Some(shares), None) = (&s.shares, s.amount) {
                let total = shares.values().map(|v| v.abs()).sum();
                let args = [("total".to_string(), Arg::Number(total))].into();
                return self.say("ui-sanction-pay-shares", &args);
            }
        }
        let value = serde_json::to_value(s).expect("sanctions serialise");
        let args: BTreeMap<String, Arg> = value
            .as_object()
            .into_iter()
            .flatten()
            .filter_map(|(k, v)| match v {
                serde_json::Value::Number(n) => n.as_f64().map(|n| (k.clone(), Arg::Number(n))),
                serde_json::Value::String(t) => Some((k.clone(), Arg::Text(t.clone()))),
                _ => None,
            })
            .collect();
        self.say(&format!("sanction-{}", s.kind.as_str()), &args)
    }

    /// A verdict's sanctions, one after another.
    pub fn sanctions(&self, list: &[Sanction]) -> String {
        list.iter()
            .map(|s| self.sanction(s))
            .collect::<Vec<_>>()
            .join(&self.plain("report-separator"))
    }
}

/// A catalogue sentence's arguments as Fluent takes them: the one conversion every front end
/// that says one uses (the reports, `mjref`).
pub fn fluent_args(args: &BTreeMap<String, rulebook::Arg>) -> BTreeMap<String, Arg> {
    (args.iter())
        .map(|(k, v)| {
            let v = match v {
                rulebook::Arg::Number(n) => Arg::Number(*n),
                rulebook::Arg::Text(t) => Arg::Text(t.clone()),
            };
            (k.clone(), v)
        })
        .collect()
}
