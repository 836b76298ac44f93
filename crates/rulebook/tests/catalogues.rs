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

/// `broken` on one entry `x` (article `A 1`, category `conduct`) with the rest of its TOML.
fn entry_x(rest: &str) -> Vec<Problem> {
    broken(&format!(
        "[[incident]]\nkey = \"x\"\narticle = \"A 1\"\ncategory = \"conduct\"\n{rest}"
    ))
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
fn a_former_id_names_one_outcome_only() {
    let p = entry_x(
        r#"[[incident.outcome]]
id = "first"
formerly = "second"
when = { late = true }
tier = "4"
sanctions = [{ kind = "warning" }]
[[incident.outcome]]
id = "second"
tier = "4"
sanctions = [{ kind = "warning" }]
[[incident.question]]
id = "late"
kind = "bool"
"#,
    );
    assert!(
        has(&p, outcome("second"), ProblemKind::ListedTwice),
        "{p:?}"
    );
}

#[test]
fn an_entry_asks_as_another_only_if_there_is_one() {
    let p = entry_x(
        r#"asks_as = "nowhere"
[[incident.outcome]]
id = "o"
tier = "4"
sanctions = [{ kind = "warning" }]
"#,
    );
    let kind = ProblemKind::AsksAsUnknown("nowhere".into());
    assert!(has(&p, in_x(), kind), "{p:?}");
}

#[test]
fn validation_catches_a_dangling_question() {
    let p = entry_x(
        r#"[[incident.outcome]]
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
    let p = entry_x(
        r#"[[incident.question]]
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

#[test]
fn hall_warnings_name_only_incidents_that_can_climb_the_warning_ladder() {
    // The four ways an outcome can give a sanction: a tier whose options are the ladder, a
    // tier that deducts, the ladder itself, and a deduction named on top of a ladder tier.
    let header = r#"
id = "test"
version = "1"
rulebook = "test"
categories = ["procedure"]
[appeals]
article = "T 13"
deadline_from = "none"
heard_by = ["head"]
committee_may = "overturn"
[standings]
article = "x"
rank_points = [4.0, 3.0, 2.0, 1.0]
[escalation.ladder]
article = "x"
scope = "session"
steps = [{ kind = "warning" }, { kind = "serious_warning" }]
beyond = "repeat"
[escalation.hall_warning]
article = "x"
counts_as = 2
[[tier]]
id = "3"
article = "x"
options = [{ kind = "score", amount = -1.0 }]
[[tier]]
id = "4"
article = "x"
options = [{ kind = "ladder" }]
"#;
    let incidents = r#"
[[incident]]
key = "early-draw"
article = "12.9"
category = "procedure"
[[incident.outcome]]
id = "first"
tier = "4"
[[incident]]
key = "phone"
article = "12.10"
category = "procedure"
[[incident.outcome]]
id = "seen"
tier = "3"
[[incident]]
key = "dissent"
article = "12.10"
category = "procedure"
[[incident.outcome]]
id = "a"
sanctions = [{ kind = "ladder" }]
[[incident]]
key = "false-win"
article = "12.11"
category = "procedure"
[[incident.outcome]]
id = "b"
tier = "4"
sanctions = [{ kind = "score", amount = -24.0 }]
"#;
    let with = |header: &str| {
        parse_ruleset(
            "test",
            &[("ruleset.toml", header), ("x.toml", incidents)],
            None,
        )
        .unwrap()
    };
    let c = with(header);
    assert_eq!(c.hall_warnable, ["early-draw", "dissent"]);
    assert_eq!(c.warnable(), c.hall_warnable);
    // Without a hall-wide warning rule, nothing can be warned about.
    let without = header.replace(
        "[escalation.hall_warning]\narticle = \"x\"\ncounts_as = 2\n",
        "",
    );
    assert!(with(&without).hall_warnable.is_empty());

    let all = builtin().unwrap();
    let of = |id: &str| all.iter().find(|c| c.id == id).unwrap();
    let sbr = &of("sbr-2025").hall_warnable;
    assert!(sbr.iter().any(|k| k == "early-draw"), "{sbr:?}");
    assert!(!sbr.iter().any(|k| k == "false-win"), "{sbr:?}");
    for c in &all {
        assert_eq!(
            c.hall_warnable.is_empty(),
            c.hall_warning.is_none(),
            "{}",
            c.id
        );
        for key in &c.hall_warnable {
            assert!(c.incident(key).is_some(), "{}: {key}", c.id);
        }
    }
}

#[test]
fn the_catalogue_carries_the_hand_and_drawn_hand_rules_of_its_ruleset() {
    let all = builtin().unwrap();
    let of = |id: &str| all.iter().find(|c| c.id == id).unwrap();
    let suits =
        |id: &str| -> Vec<String> { of(id).hand.suits.iter().map(|s| s.suit.clone()).collect() };
    assert_eq!(suits("sbr-2025"), ["m", "p", "s"]);
    assert_eq!(suits("sbr-2025-2v2"), ["m", "p", "s"]);
    assert_eq!(suits("mcr-2006"), ["m", "p", "s", "z"]);
    let void_suit = |id: &str| {
        of(id).drawn_hand.as_ref().map(|d| {
            d.seat_fields
                .contains(&tiles::settlement::SeatField::VoidSuit)
        })
    };
    assert_eq!(void_suit("sbr-2025"), Some(true));
    assert_eq!(void_suit("sbr-2025-2v2"), Some(false));
    assert_eq!(void_suit("jsma"), Some(false));
    assert_eq!(of("mcr-2006").drawn_hand, None);
    // The incidents the settlement names are the catalogue's own.
    for c in &all {
        if let Some(d) = &c.drawn_hand {
            for key in d.variant.incidents() {
                assert!(c.incident(&key).is_some(), "{}: {key}", c.id);
            }
        }
    }
}

#[test]
fn which_engine_answers_for_a_ruleset_is_its_data() {
    let all = builtin().unwrap();
    let of = |id: &str| all.iter().find(|c| c.id == id).unwrap();
    use tiles::settlement::Variant;
    use tiles::Ruleset;
    assert_eq!(of("sbr-2025").hand_engine(), Ok(Ruleset::Sbr2025));
    assert_eq!(of("sbr-2025-2v2").hand_engine(), Ok(Ruleset::Sbr2025));
    assert_eq!(of("sbr-2025-2v2").hand, of("sbr-2025").hand);
    assert_eq!(of("mcr-2006").hand_engine(), Ok(Ruleset::Mcr2006));
    assert_eq!(of("jsma").hand_engine(), Ok(Ruleset::Jsma));
    let drawn = |id: &str| of(id).drawn_hand_variant().map_err(|e| e.code());
    assert_eq!(drawn("sbr-2025"), Ok(Variant::Individual));
    assert_eq!(drawn("sbr-2025-2v2"), Ok(Variant::Doubles));
    assert_eq!(drawn("jsma"), Ok(Variant::Jsma));
    assert_eq!(drawn("mcr-2006"), Err("hand-engine-unsupported"));
    // A ruleset no engine judges: the referee judges by the book, and the engine says so.
    let leisure = of("leisure");
    assert_eq!(
        leisure.hand_engine(),
        Err(tiles::HandError::Unsupported {
            ruleset: "leisure".into()
        })
    );
    assert_eq!(leisure.hand, tiles::HandRules::full());
    assert_eq!(leisure.drawn_hand, None);
}
