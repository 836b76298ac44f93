//! Every outcome's sentence, in every language, takes the numbers its data holds as arguments
//! (`reason::data_args`: a band's bounds, an amount, a range, the tier) and types none of them:
//! a number typed into a sentence is one an event's regulations can make wrong. And it uses
//! no argument a verdict does not give it. An incident's summary and interpretation are held
//! to the same with the numbers of all its outcomes (`summary_args`, `<outcome>-<arg>`).

use l10n::{Localizer, LANGUAGES};
use rulebook::model::Incident;
use std::collections::BTreeMap;

#[test]
fn no_outcome_sentence_types_a_number_its_data_holds() {
    let mut read = Reader::new();
    for c in rulebook::builtin().unwrap() {
        for inc in &c.incidents {
            for o in &inc.outcomes {
                let given = |name: &str| {
                    o.reason_args.contains_key(name)
                        || name == "article"
                        || inc.questions.iter().any(|q| q.id == name)
                        || inc
                            .derive
                            .iter()
                            .any(|d| name.starts_with(&format!("{}_", d.id)))
                };
                read.sentence(&o.reason_id, &o.reason_args, given);
            }
        }
    }
    read.finish(300);
}

#[test]
fn no_summary_or_interpretation_types_a_number_its_outcomes_hold() {
    let mut read = Reader::new();
    for c in rulebook::builtin().unwrap() {
        for inc in &c.incidents {
            let given = |name: &str| inc.summary_args.contains_key(name);
            for id in sentences(inc) {
                let data = (inc.summary_args.iter())
                    .filter(|(_, v)| {
                        !COINCIDENCES.iter().any(|(at, n)| {
                            *at == id && matches!(v, rulebook::Arg::Number(x) if x == n)
                        })
                    })
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                read.sentence(id, &data, given);
            }
        }
    }
    read.finish(300);
}

#[test]
fn no_appeals_sentence_types_the_deadline_or_the_fee() {
    let mut read = Reader::new();
    for c in rulebook::builtin().unwrap() {
        let a = &c.appeals;
        let given = |name: &str| a.summary_args.contains_key(name);
        let summary = format!("{}-appeals-summary", c.id);
        let interpretation = format!("{}-appeals-interpretation", a.stated_by);
        for id in std::iter::once(&summary).chain(a.interpretation.then_some(&interpretation)) {
            read.sentence(id, &a.summary_args, given);
        }
    }
    read.finish(18);
}

#[test]
fn no_standings_interpretation_types_the_standings_numbers() {
    let mut read = Reader::new();
    for c in rulebook::builtin().unwrap() {
        let Some(note) = &c.standings_note else {
            assert!(!c.standings.interpretation, "{}: no standings note", c.id);
            continue;
        };
        // The uma are given signed as text ("+8", "−1"): the sentence must not type 8 or 1.
        let data = (note.args.iter())
            .map(|(k, v)| {
                let unsigned = match v {
                    rulebook::Arg::Text(t) => t.trim_start_matches(['+', '\u{2212}']).parse().ok(),
                    rulebook::Arg::Number(n) => Some(n.abs()),
                };
                (
                    k.clone(),
                    rulebook::Arg::Number(unsigned.unwrap_or(f64::NAN)),
                )
            })
            .collect();
        read.sentence(&note.id, &data, |name| note.args.contains_key(name));
    }
    read.finish(18);
}

#[test]
fn an_events_own_rank_points_are_what_the_standings_note_says() {
    use rulebook::overrides::{apply, Overrides};
    let sbr = rulebook::builtin_ruleset("sbr-2025").unwrap();
    let number = |c: &rulebook::Catalogue, k: &str| match c.standings_note.as_ref().unwrap().args[k]
    {
        rulebook::Arg::Number(n) => n,
        rulebook::Arg::Text(_) => panic!("{k} is not a number"),
    };
    assert_eq!(number(&sbr, "rank_points_1"), 4.0);
    let event = Overrides {
        rank_points: Some(vec![6.0, 4.0, 2.0, 0.0]),
        ..Overrides::default()
    };
    let theirs = apply(&sbr, &event).unwrap();
    assert_eq!(number(&theirs, "rank_points_1"), 6.0);
    assert_eq!(number(&theirs, "tied_first_two"), 5.0);
    assert_eq!(number(&theirs, "tied_all"), 3.0);
}

/// Reads sentences in every language and keeps what is wrong with them.
struct Reader {
    l10n: Localizer,
    failures: Vec<String>,
    checked: usize,
}

impl Reader {
    fn new() -> Self {
        let l10n = Localizer::new().expect("the .ftl files parse");
        Reader {
            l10n,
            failures: Vec::new(),
            checked: 0,
        }
    }

    /// Sentence `id` in every language (`check`).
    fn sentence(
        &mut self,
        id: &str,
        data: &BTreeMap<String, rulebook::Arg>,
        given: impl Fn(&str) -> bool,
    ) {
        for lang in LANGUAGES {
            self.checked += 1;
            if let Err(e) = l10n::typed::check(&self.l10n, lang, id, &numbers_of(data), &given) {
                self.failures.push(format!("{lang} {id}: {e}"));
            }
        }
    }

    /// Fails on anything wrong, or on fewer than `at_least` sentences read.
    fn finish(self, at_least: usize) {
        assert!(
            self.checked >= at_least,
            "only {} sentences read",
            self.checked
        );
        assert!(self.failures.is_empty(), "{}", self.failures.join("\n"));
    }
}

/// A number a summary types that its outcomes hold only by coincidence: it is not one of
/// their numbers in meaning and no argument can say it. 8,000 is the book's total for a
/// non-dealer's chombo (the data holds it split, 4,000 and 2,000 each); a yakuman's 8,000 to
/// each other player is another number.
const COINCIDENCES: &[(&str, f64)] = &[("jsma-chombo-summary", 8000.0)];

/// The incident's summary and, when it has one, its interpretation.
fn sentences(inc: &Incident) -> impl Iterator<Item = &str> {
    std::iter::once(inc.summary_id.as_str()).chain(inc.interpretation_id.as_deref())
}

/// The numbers an argument map holds.
fn numbers_of(data: &BTreeMap<String, rulebook::Arg>) -> Vec<f64> {
    (data.values())
        .filter_map(|a| match a {
            rulebook::Arg::Number(n) => Some(*n),
            rulebook::Arg::Text(t) => t.parse().ok(),
        })
        .collect()
}
