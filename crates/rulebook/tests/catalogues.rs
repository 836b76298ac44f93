//! Every shipped ruleset loads, validates, and has every string it needs in every language;
//! and validation really does catch the mistakes it claims to catch.

use rulebook::{builtin, parse_ruleset, validate::validate};

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

fn broken(incidents: &str) -> Vec<String> {
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
    assert!(
        p.iter()
            .any(|s| s.contains("nothing, which is no question")),
        "{p:?}"
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
    assert!(
        p.iter()
            .any(|s| s.contains("question q is asked by no outcome")),
        "{p:?}"
    );
    assert!(p.iter().any(|s| s.contains("unknown tier 9")), "{p:?}");
    assert!(p.iter().any(|s| s.contains("no sanction")), "{p:?}");
}

#[test]
fn validation_catches_unreachable_outcomes_gaps_and_missing_articles() {
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
sanctions = [{ kind = "warning" }]
"#,
    );
    assert!(p.iter().any(|s| s.contains("no article")), "{p:?}");
    assert!(
        p.iter()
            .any(|s| s.contains("outcome shadowed is unreachable")),
        "{p:?}"
    );
    assert!(
        p.iter().any(|s| s.contains("no outcome for answers")),
        "{p:?}"
    );
}

#[test]
fn a_syntax_error_names_the_file() {
    let err = parse_ruleset("bad", &[("ruleset.toml", "id = ")], None).unwrap_err();
    assert!(err.to_string().contains("bad/ruleset.toml"));
}
