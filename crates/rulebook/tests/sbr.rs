//! SBR 2025 rulings and standings, with expectations worked out by hand from the rulebook.

mod common;

use rulebook::facts::{minutes_late, resolve};
use rulebook::scenario::{replay, Scenario};
use rulebook::{
    builtin_ruleset, rule, Choice, OptionPick, Prior, Ruling, SanctionKind, Value, Verdict,
};
use std::collections::BTreeMap;

fn sbr() -> rulebook::Catalogue {
    builtin_ruleset("sbr-2025").unwrap()
}

fn verdict(incident: &str, facts: &[(&str, Value)], history: &[Prior], hall: &[&str]) -> Verdict {
    let c = sbr();
    let facts: BTreeMap<String, Value> = facts
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    let hall: Vec<String> = hall.iter().map(|s| s.to_string()).collect();
    rule(
        &c,
        &Ruling {
            incident,
            player: "A",
            hand: None,
            facts: &facts,
            choice: None,
            history,
            hall_warnings: &hall,
        },
    )
    .unwrap()
}

fn kinds(v: &Verdict) -> Vec<SanctionKind> {
    v.sanctions.iter().map(|s| s.kind).collect()
}

#[test]
fn late_arrival_bands_and_the_seconds_that_matter() {
    let late = |m: f64| {
        verdict(
            "late-arrival",
            &[("minutes_late", Value::Number(m))],
            &[],
            &[],
        )
    };
    assert_eq!(late(0.0).sanctions[0].amount, Some(-0.5));
    assert_eq!(late(10.0).sanctions[0].amount, Some(-0.5));
    // 10 min 30 s is over 10.
    assert_eq!(late(10.5).sanctions[0].amount, Some(-1.0));
    assert_eq!(late(10.5).tier.as_deref(), Some("3"));
    assert_eq!(late(15.0).sanctions[0].amount, Some(-1.0));
    let forfeit = late(15.01);
    assert_eq!(kinds(&forfeit), vec![SanctionKind::ForfeitSession]);
    assert_eq!(forfeit.sanctions[0].absent, Some(true));
    assert_eq!(forfeit.tier.as_deref(), Some("1"));
    assert_eq!(forfeit.article, "SBR 第十二条 一");
}

#[test]
fn arrival_times_become_minutes_from_the_scheduled_start() {
    let start = chrono::DateTime::parse_from_rfc3339("2026-11-22T09:00:00+08:00").unwrap();
    assert_eq!(minutes_late(start, "09:12").unwrap().unwrap(), 12.0);
    assert_eq!(minutes_late(start, "09:10:30").unwrap().unwrap(), 10.5);
    assert_eq!(
        minutes_late(start, "2026-11-22T01:07:00Z")
            .unwrap()
            .unwrap(),
        7.0
    );
    assert_eq!(
        minutes_late(start, "08:59:59").unwrap().unwrap_err().code(),
        "arrival-before-start"
    );
    assert!(minutes_late(start, "9 o'clock").is_none());
    let c = sbr();
    let inc = c.incident("late-arrival").unwrap();
    let answers = BTreeMap::from([("minutes_late".to_string(), Value::Text("09:12:00".into()))]);
    let facts = resolve(inc, &answers, Some(start)).unwrap();
    assert_eq!(facts["minutes_late"], Value::Number(12.0));
    let bad = BTreeMap::from([("minutes_late".to_string(), Value::Text("soon".into()))]);
    assert_eq!(
        resolve(inc, &bad, Some(start)).unwrap_err().code(),
        "malformed-fact"
    );
    let unknown = BTreeMap::from([("colour".to_string(), Value::Bool(true))]);
    assert_eq!(
        resolve(inc, &unknown, Some(start)).unwrap_err().code(),
        "unknown-fact"
    );
}

#[test]
fn wrong_tile_count_asks_then_decides() {
    let open = verdict("wrong-tile-count", &[], &[], &[]);
    assert_eq!(open.needs, vec!["intentional"]);
    assert!(open.sanctions.is_empty());
    let accident = verdict(
        "wrong-tile-count",
        &[("intentional", Value::Bool(false))],
        &[],
        &[],
    );
    assert_eq!(kinds(&accident), vec![SanctionKind::DeadHand]);
    let deliberate = verdict(
        "wrong-tile-count",
        &[("intentional", Value::Bool(true))],
        &[],
        &[],
    );
    assert_eq!(deliberate.tier.as_deref(), Some("1"));
    // 第十一条 二（一）: 当盘判负, 取消当场比赛成绩, 停赛 (this session or the event), a report.
    assert_eq!(deliberate.options.len(), 5);
    assert_eq!(deliberate.options[1].kind, SanctionKind::AnnulResults);
    assert_eq!(kinds(&deliberate), vec![SanctionKind::ForfeitSession]);
}

#[test]
fn the_referee_may_pick_another_tier_one_option_or_a_value_in_range() {
    let c = sbr();
    let facts = BTreeMap::from([("intentional".to_string(), Value::Bool(true))]);
    let pick = |choice: Choice| {
        rule(
            &c,
            &Ruling {
                incident: "wrong-tile-count",
                player: "A",
                hand: None,
                facts: &facts,
                choice: Some(&choice),
                history: &[],
                hall_warnings: &[],
            },
        )
    };
    let v = pick(Choice {
        amount: None,
        option: Some(OptionPick::Index(3)),
    })
    .unwrap();
    assert_eq!(v.sanctions[0].kind, SanctionKind::Disqualification);
    assert_eq!(v.sanctions[0].scope.as_deref(), Some("event"));
    let v = pick(Choice {
        amount: None,
        option: Some(OptionPick::Kind("referral".into())),
    })
    .unwrap();
    assert_eq!(v.sanctions[0].kind, SanctionKind::Referral);
    assert_eq!(
        pick(Choice {
            amount: None,
            option: Some(OptionPick::Index(9))
        })
        .unwrap_err()
        .code(),
        "choice-not-offered"
    );
}

#[test]
fn heavy_offences_cost_24_and_a_second_24_loses_the_session() {
    let first = verdict("false-win", &[], &[], &[]);
    assert_eq!(first.sanctions[0].amount, Some(-24.0));
    assert!(kinds(&first).contains(&SanctionKind::ReturnKongPoints));
    let pig = verdict("active-flower-pig", &[], &[], &[]);
    assert_eq!(
        kinds(&pig),
        vec![SanctionKind::Score, SanctionKind::DeadHand]
    );
    let history = vec![Prior::of("A", None, &first)];
    let second = verdict("passed-win", &[], &history, &[]);
    assert_eq!(second.sanctions[0].kind, SanctionKind::ForfeitSession);
    assert!(second.reasons.iter().any(|r| r.id == "reason-repeat"));
    // Another player's 24 does not count against A.
    let other = vec![Prior::of("B", None, &first)];
    assert_eq!(
        verdict("passed-win", &[], &other, &[]).sanctions[0].amount,
        Some(-24.0)
    );
}

#[test]
fn warnings_climb_the_ladder_and_deductions_never_fall() {
    let mut history = Vec::new();
    let mut seen = Vec::new();
    for _ in 0..5 {
        let v = verdict("early-draw", &[], &history, &[]);
        seen.push((
            v.sanctions[0].kind,
            v.sanctions[0].amount,
            v.sanctions[0].max,
        ));
        history.push(Prior::of("A", None, &v));
    }
    assert_eq!(seen[0].0, SanctionKind::Warning);
    assert_eq!(seen[1].0, SanctionKind::SeriousWarning);
    assert_eq!(seen[2], (SanctionKind::Score, Some(-1.0), Some(-1.0)));
    assert_eq!(seen[3], (SanctionKind::Score, Some(-2.0), Some(-1.0)));
    assert_eq!(seen[4], (SanctionKind::Score, Some(-3.0), Some(-2.0)));
    // Any warning-level offence counts: an empty call after two early draws is a deduction.
    let v = verdict(
        "empty-claim",
        &[("misled_others", Value::Bool(false))],
        &history[..2],
        &[],
    );
    assert_eq!(v.sanctions[0].kind, SanctionKind::Score);
}

#[test]
fn a_hall_wide_warning_makes_the_first_offence_the_second() {
    let v = verdict("early-draw", &[], &[], &["early-draw"]);
    assert_eq!(v.sanctions[0].kind, SanctionKind::SeriousWarning);
    assert!(v.reasons.iter().any(|r| r.id == "reason-hall-warning"));
    let v = verdict(
        "empty-claim",
        &[("misled_others", Value::Bool(false))],
        &[],
        &["early-draw"],
    );
    assert_eq!(v.sanctions[0].kind, SanctionKind::Warning);
}

#[test]
fn a_choice_outside_the_range_is_refused() {
    let c = sbr();
    let facts = BTreeMap::from([("misled_others".to_string(), Value::Bool(true))]);
    let try_amount = |amount: f64| {
        rule(
            &c,
            &Ruling {
                incident: "empty-claim",
                player: "A",
                hand: None,
                facts: &facts,
                choice: Some(&Choice {
                    amount: Some(amount),
                    option: None,
                }),
                history: &[],
                hall_warnings: &[],
            },
        )
    };
    assert_eq!(try_amount(-5.0).unwrap().sanctions[0].amount, Some(-5.0));
    assert_eq!(try_amount(-9.0).unwrap_err().code(), "choice-out-of-range");
    assert_eq!(try_amount(0.0).unwrap_err().code(), "choice-out-of-range");
}

fn scenario(json: &str) -> rulebook::scenario::ScenarioResult {
    let s: Scenario = serde_json::from_str(json).unwrap();
    replay(&sbr(), &s).unwrap()
}

#[test]
fn the_contract_example_scenario() {
    let r = scenario(
        r#"{"ruleset": "sbr-2025", "hall_warnings": ["early-draw"],
        "sessions": [{"id": "R1", "players": ["A","B","C","D"], "dealer": "A",
          "scores": {"A": 30, "B": -10, "C": -5, "D": -15},
          "incidents": [
            {"player": "D", "incident": "late-arrival", "facts": {"minutes_late": 7}},
            {"player": "B", "incident": "false-win", "choice": {"amount": -24}}]}]}"#,
    );
    assert_eq!(r.verdicts.len(), 2);
    assert_eq!(r.verdicts[0].verdict.sanctions[0].amount, Some(-0.5));
    // B: -10 - 24 = -34 is now last; D -15 third.
    let by = |p: &str| r.standings.iter().find(|s| s.player == p).unwrap().clone();
    assert_eq!((by("A").rank, by("A").rank_points), (1, 4.0));
    assert_eq!((by("C").rank, by("C").rank_points), (2, 3.0));
    assert_eq!((by("D").rank, by("D").rank_points), (3, 2.0));
    assert_eq!(
        (by("B").rank, by("B").score_adjusted, by("B").rank_points),
        (4, -34.0, 1.0)
    );
    let total = |p: &str| r.totals.iter().find(|t| t.player == p).unwrap().rank_points;
    assert_eq!(total("D"), 1.5);
    assert_eq!(total("A"), 4.0);
}

#[test]
fn ties_share_and_warnings_do_not_carry_into_the_next_session() {
    let r = scenario(
        r#"{"ruleset": "sbr-2025", "sessions": [
          {"id": "R1", "players": ["A","B","C","D"], "scores": {"A": 10, "B": 10, "C": 0, "D": -20},
           "incidents": [{"player": "C", "incident": "early-draw"}, {"player": "C", "incident": "early-draw"}]},
          {"id": "R2", "players": ["A","B","C","D"], "scores": {"A": 0, "B": 0, "C": 0, "D": 0},
           "incidents": [{"player": "C", "incident": "early-draw"}]}]}"#,
    );
    let r1: Vec<_> = r.standings.iter().filter(|s| s.session == "R1").collect();
    assert_eq!((r1[0].rank, r1[0].rank_points), (1, 3.5));
    assert_eq!((r1[1].rank, r1[1].rank_points), (1, 3.5));
    assert_eq!(
        r.verdicts[1].verdict.sanctions[0].kind,
        SanctionKind::SeriousWarning
    );
    assert_eq!(
        r.verdicts[2].verdict.sanctions[0].kind,
        SanctionKind::Warning
    );
    // Four-way tie in R2: 2.5 each.
    assert!(r
        .standings
        .iter()
        .filter(|s| s.session == "R2")
        .all(|s| s.rank_points == 2.5));
}

#[test]
fn forfeits_and_the_short_table() {
    let r = scenario(
        r#"{"ruleset": "sbr-2025", "sessions": [
          {"id": "R1", "players": ["A","B","C","D"], "scores": {"A": 40, "B": -10, "C": -10, "D": -20},
           "incidents": [{"player": "A", "incident": "false-win"}, {"player": "A", "incident": "passed-win"}]},
          {"id": "R2", "players": ["A","B","C","D"], "scores": {"A": 0, "B": 0, "C": 0, "D": 0},
           "incidents": [{"player": "A", "incident": "late-arrival", "facts": {"minutes_late": 16}},
                         {"player": "B", "incident": "late-arrival", "facts": {"minutes_late": 20}}]}]}"#,
    );
    let s = |sess: &str, p: &str| {
        r.standings
            .iter()
            .find(|s| s.session == sess && s.player == p)
            .unwrap()
            .clone()
    };
    // A: 40 - 24 = 16, still first by score, but forfeited: 0 rank points; the others keep places.
    assert_eq!(
        (
            s("R1", "A").score_adjusted,
            s("R1", "A").rank_points,
            s("R1", "A").forfeit
        ),
        (16.0, 0.0, true)
    );
    assert_eq!(s("R1", "B").rank_points, 2.5);
    // Two absent: the table cannot play; C and D get 3 and score 0, A and B get 0.
    assert_eq!(
        (s("R2", "C").rank_points, s("R2", "C").score_adjusted),
        (3.0, 0.0)
    );
    assert_eq!(s("R2", "A").rank_points, 0.0);
    assert_eq!(s("R2", "B").rank_points, 0.0);
}

fn with_facts(incident: &str, facts: &[(&str, &str)]) -> Verdict {
    common::ruled_on(&sbr(), incident, facts)
}

#[test]
fn the_hand_engine_checks_a_false_win_call() {
    // Called without the hand, the referee's call stands (the contract's scenario relies on it).
    let called = with_facts("false-win", &[]);
    assert_eq!(
        (called.outcome.as_deref(), called.sanctions[0].amount),
        (Some("declared"), Some(-24.0))
    );
    assert!(called.needs.is_empty());
    // A real win after all: no 诈和.
    let wins = with_facts(
        "false-win",
        &[("declared_hand", "1112345678999m"), ("winning_tile", "5m")],
    );
    assert_eq!(wins.outcome.as_deref(), Some("win-stands"));
    assert!(wins.sanctions.is_empty());
    assert_eq!(
        wins.reasons[0].args["declared_fan"],
        rulebook::Arg::Number(2.0)
    );
    // Three suits: 诈和 only, not 主动花猪 as well (十一（二）).
    let three = with_facts(
        "false-win",
        &[
            ("declared_hand", "123m456p789s1122m"),
            ("winning_tile", "2m"),
        ],
    );
    assert_eq!(three.outcome.as_deref(), Some("three-suits"));
    assert_eq!(
        three.sanctions.iter().map(|s| s.kind).collect::<Vec<_>>(),
        vec![SanctionKind::Score, SanctionKind::ReturnKongPoints]
    );
    // Not a winning shape.
    let no = with_facts(
        "false-win",
        &[("declared_hand", "1234567m112233p"), ("winning_tile", "9p")],
    );
    assert_eq!(no.outcome.as_deref(), Some("declared"));
}

#[test]
fn the_hand_engine_checks_a_passed_win_by_the_fans() {
    // The nine gates: 2m is 清一色 (2 fan); 1m adds 根 (3 fan).
    let more = with_facts(
        "passed-win",
        &[
            ("hand_before", "1112345678999m"),
            ("passed_tile", "2m"),
            ("claimed_tile", "1m"),
        ],
    );
    assert_eq!(more.outcome.as_deref(), Some("claimed-scores-more"));
    assert!(more.sanctions.is_empty());
    let same_or_less = with_facts(
        "passed-win",
        &[
            ("hand_before", "1112345678999m"),
            ("passed_tile", "1m"),
            ("claimed_tile", "2m"),
        ],
    );
    assert_eq!(
        (
            same_or_less.outcome.as_deref(),
            same_or_less.sanctions[0].amount
        ),
        (Some("declared"), Some(-24.0))
    );
    let equal = with_facts(
        "passed-win",
        &[
            ("hand_before", "1112345678999m"),
            ("passed_tile", "3m"),
            ("claimed_tile", "2m"),
        ],
    );
    assert_eq!(equal.outcome.as_deref(), Some("declared"));
    let changed = with_facts("passed-win", &[("changed_in_between", "true")]);
    assert_eq!(changed.outcome.as_deref(), Some("changed-in-between"));
}

#[test]
fn a_malformed_hand_is_refused_with_where_it_goes_wrong() {
    let c = sbr();
    let inc = c.incident("false-win").unwrap();
    let answers = BTreeMap::from([("declared_hand".to_string(), Value::Text("123x".into()))]);
    let err = resolve(inc, &answers, None).unwrap_err();
    assert_eq!(
        (err.code(), err.args()["position"].as_str()),
        ("hand-unknown-suit", "4")
    );
}

/// The further penalty of a deliberately false ready card (第十条 三（六）) is an option the
/// referee adds; it is held to the same escalation as a sanction: no lighter than the player's
/// last 1–8 deduction in the session (第十一条 三（六）), and a 24 after an earlier 24 is the
/// forfeit (第十一条 三（一）).
#[test]
fn a_chosen_further_penalty_escalates_like_any_deduction() {
    let on_purpose = [("intentional", Value::Bool(true))];
    let fresh = verdict("ready-card-misuse", &on_purpose, &[], &[]);
    let range = |v: &Verdict| v.options.iter().find(|s| s.min.is_some()).cloned().unwrap();
    assert_eq!(
        (range(&fresh).max, range(&fresh).amount),
        (Some(-1.0), Some(-1.0))
    );
    assert!(fresh
        .options
        .iter()
        .any(|s| s.kind == SanctionKind::Score && s.amount == Some(-24.0)));

    let prior = |amount: f64, range: bool| Prior {
        player: "A".into(),
        incident: "early-draw".into(),
        hand: None,
        sanctions: vec![rulebook::Sanction {
            min: range.then_some(-8.0),
            max: range.then_some(-1.0),
            ..rulebook::Sanction::with_amount(SanctionKind::Score, amount)
        }],
        warning_level: true,
    };
    let after_five = verdict("ready-card-misuse", &on_purpose, &[prior(-5.0, true)], &[]);
    assert_eq!(
        (range(&after_five).max, range(&after_five).amount),
        (Some(-5.0), Some(-6.0)),
        "no lighter than the last, one more suggested"
    );
    let after_24 = verdict(
        "ready-card-misuse",
        &on_purpose,
        &[prior(-24.0, false)],
        &[],
    );
    assert!(after_24
        .options
        .iter()
        .any(|s| s.kind == SanctionKind::ForfeitSession));
    assert!(!after_24.options.iter().any(|s| s.amount == Some(-24.0)));
}
