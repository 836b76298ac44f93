//! Every shipped ruleset loads, validates, and has every string it needs in every language;
//! and validation really does catch the mistakes it claims to catch.

use rulebook::validate::{validate, Place, Problem, ProblemKind};
use rulebook::{builtin, parse_ruleset, SanctionKind, Value};
use std::collections::BTreeMap;

#[test]
fn every_shipped_ruleset_loads_and_validates() {
    let all = builtin().expect("the shipped catalogues are valid");
    assert!(all.iter().any(|c| c.id == "sbr-2025"));
    for c in &all {
        assert!(!c.incidents.is_empty(), "{} has no incidents", c.id);
        for inc in &c.incidents {
            assert!(!inc.article.is_empty());
        }
    }
}

#[test]
fn every_string_exists_in_every_language() {
    let l10n = l10n::Localizer::new().expect("the .ftl files parse");
    let mut missing = Vec::new();
    for c in builtin().unwrap() {
        for id in c.message_ids() {
            for lang in l10n::LANGUAGES {
                if !l10n.has(lang, &id) {
                    missing.push(format!("{lang}: {id}"));
                }
            }
        }
    }
    assert!(missing.is_empty(), "missing strings: {missing:#?}");
}

#[test]
fn the_ruleset_file_strings_are_all_used() {
    // An orphan in <ruleset>.ftl is a sentence nobody can see: a typo'd id or a stale entry.
    let l10n = l10n::Localizer::new().unwrap();
    let all = builtin().unwrap();
    let ids: Vec<&str> = all.iter().map(|c| c.id.as_str()).collect();
    for c in &all {
        for lang in l10n::LANGUAGES {
            let orphans = c.orphans(&ids, &l10n.ids(lang));
            assert!(
                orphans.is_empty(),
                "{lang}: used by nothing in {}: {orphans:?}",
                c.id
            );
        }
    }
}

fn broken(incidents: &str) -> Vec<Problem> {
    let header = rulebook::embedded_files()
        .iter()
        .find(|(p, _)| *p == "sbr-2025/ruleset.toml")
        .unwrap()
        .1;
    let c = parse_ruleset(
        "test",
        &[("ruleset.toml", header), ("x.toml", incidents)],
        None,
    )
    .unwrap();
    validate(&c)
}

fn in_x() -> Place {
    Place::Incident("x".into())
}

fn outcome(id: &str) -> Place {
    Place::Outcome {
        incident: "x".into(),
        outcome: id.into(),
    }
}

/// Whether `p` holds `kind` at `place`.
fn has(p: &[Problem], place: Place, kind: ProblemKind) -> bool {
    p.contains(&Problem { place, kind })
}

#[test]
fn validation_catches_a_dangling_question() {
    let p = broken(
        r#"[[incident]]
key = "x"
article = "A 1"
category = "conduct"
[[incident.outcome]]
id = "o"
when = { nothing = true }
tier = "4"
sanctions = [{ kind = "warning" }]
"#,
    );
    let dangling = Problem {
        place: outcome("o"),
        kind: ProblemKind::NotAQuestion("nothing".into()),
    };
    assert!(p.contains(&dangling), "{p:?}");
    // What `mjref catalog-check` shows whoever edits the data.
    assert_eq!(
        dangling.to_string(),
        "x outcome o: asks about nothing, which is no question"
    );
}

#[test]
fn validation_catches_an_unasked_question_an_unknown_tier_and_no_sanction() {
    let p = broken(
        r#"[[incident]]
key = "x"
article = "A 1"
category = "conduct"
[[incident.question]]
id = "q"
kind = "bool"
[[incident.outcome]]
id = "o"
tier = "9"
"#,
    );
    let question = Place::Question {
        incident: "x".into(),
        question: "q".into(),
    };
    assert!(has(&p, question, ProblemKind::Unasked), "{p:?}");
    assert!(
        has(&p, outcome("o"), ProblemKind::UnknownTier("9".into())),
        "{p:?}"
    );
    assert!(has(&p, outcome("o"), ProblemKind::NoSanction), "{p:?}");
}

#[test]
fn validation_catches_unreachable_outcomes_gaps_bad_amounts_and_missing_articles() {
    let p = broken(
        r#"[[incident]]
key = "x"
article = ""
category = "conduct"
[[incident.question]]
id = "m"
kind = "number"
[[incident.outcome]]
id = "low"
when = { m = { le = 10.0 } }
sanctions = [{ kind = "warning" }]
[[incident.outcome]]
id = "shadowed"
when = { m = { le = 5.0 } }
sanctions = [{ kind = "warning" }]
[[incident.outcome]]
id = "high"
when = { m = { gt = 12.0 } }
sanctions = [{ kind = "score" }]
[[incident.outcome]]
id = "out-of-range"
when = { m = { gt = 11.0 } }
sanctions = [{ kind = "score", min = -8.0, max = -1.0, amount = -9.0 }]
"#,
    );
    assert!(has(&p, in_x(), ProblemKind::NoArticle), "{p:?}");
    assert!(
        has(&p, outcome("shadowed"), ProblemKind::Unreachable),
        "{p:?}"
    );
    // 10.5 and 11 fall between `le 10` and `gt 11`.
    let gaps: Vec<&BTreeMap<String, Value>> = p
        .iter()
        .filter_map(|p| match &p.kind {
            ProblemKind::Gap(answers) if p.place == in_x() => Some(answers),
            _ => None,
        })
        .collect();
    assert!(
        gaps.iter()
            .any(|a| a.get("m") == Some(&Value::Number(10.5))),
        "{p:?}"
    );
    assert!(
        has(
            &p,
            outcome("high"),
            ProblemKind::NoAmount(SanctionKind::Score)
        ),
        "{p:?}"
    );
    assert!(
        has(
            &p,
            outcome("out-of-range"),
            ProblemKind::MalformedRange(SanctionKind::Score)
        ),
        "{p:?}"
    );
}

#[test]
fn a_syntax_error_names_the_file() {
    let err = parse_ruleset("bad", &[("ruleset.toml", "id = ")], None).unwrap_err();
    assert!(err.to_string().contains("bad/ruleset.toml"));
}
