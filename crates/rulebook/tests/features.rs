//! The catalogue features other rulebooks need, each on a small made-up ruleset: hand-scoped
//! ladders that double, discrete ranges, payments to a named player or by role, JSMA and
//! cumulative standings, and overlays.

use rulebook::scenario::{replay, Scenario};
use rulebook::validate::{validate, Place, Problem, ProblemKind};
use rulebook::{
    load_all, parse_ruleset, rule, Catalogue, Choice, Prior, Ruling, SanctionKind, Value,
};
use std::collections::BTreeMap;

const HEADER: &str = r#"
id = "toy"
version = "1"
rulebook = "Toy rules"
categories = ["play"]
[appeals]
article = "T 13"
deadline_from = "none"
heard_by = ["head"]
committee_may = "overturn"
[standings]
article = "T 9"
rank_points = [4.0, 2.0, 1.0, 0.0]
ties_share = true
forfeit_rank_points = 0.0
[escalation.ladder]
article = "T 3"
scope = "hand"
steps = [{ kind = "warning" }, { kind = "score", amount = -5.0 }, { kind = "score", amount = -10.0 }, { kind = "score", amount = -20.0 }]
beyond = "double"
"#;

const INCIDENTS: &str = r#"
[[incident]]
key = "empty-claim"
article = "T 3"
category = "play"
[[incident.outcome]]
id = "any"
sanctions = [{ kind = "ladder" }]

[[incident]]
key = "exposed-tiles"
article = "T 7"
category = "play"
[[incident.question]]
id = "victim"
kind = "player"
[[incident.outcome]]
id = "any"
sanctions = [{ kind = "pay", amount = 5.0, values = [5.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0], to = ["@victim"] }]

[[incident]]
key = "cheating"
article = "T 2"
category = "play"
[[incident.outcome]]
id = "any"
sanctions = [{ kind = "referral" }]
options = [{ kind = "disqualification", scope = "session" }, { kind = "disqualification", scope = "event" }, { kind = "annul_results" }]

[[incident]]
key = "chombo"
article = "T 8"
category = "play"
[[incident.question]]
id = "offender_is_dealer"
kind = "bool"
[[incident.question]]
id = "dealer"
kind = "player"
[[incident.outcome]]
id = "dealer"
when = { offender_is_dealer = true }
sanctions = [{ kind = "pay", by_role = { others = 4000.0 } }]
[[incident.outcome]]
id = "non-dealer"
when = { offender_is_dealer = false }
sanctions = [{ kind = "pay", by_role = { dealer = 4000.0, others = 2000.0 } }]
"#;

fn toy() -> Catalogue {
    let c = parse_ruleset(
        "toy",
        &[("ruleset.toml", HEADER), ("i.toml", INCIDENTS)],
        None,
    )
    .unwrap();
    assert_eq!(validate(&c), Vec::<Problem>::new());
    c
}

fn ladder_step(c: &Catalogue, history: &[Prior], hand: Option<u32>) -> rulebook::Sanction {
    let facts = BTreeMap::new();
    let v = rule(
        c,
        &Ruling {
            incident: "empty-claim",
            player: "A",
            hand,
            facts: &facts,
            choice: None,
            history,
            hall_warnings: &[],
        },
    )
    .unwrap();
    v.sanctions[0].clone()
}

#[test]
fn a_hand_scoped_ladder_doubles_beyond_its_steps_and_restarts_each_hand() {
    let c = toy();
    let mut history = Vec::new();
    let mut amounts = Vec::new();
    for _ in 0..6 {
        let s = ladder_step(&c, &history, Some(1));
        amounts.push((s.kind, s.amount));
        history.push(Prior {
            player: "A".into(),
            incident: "empty-claim".into(),
            hand: Some(1),
            sanctions: vec![s],
            warning_level: true,
        });
    }
    assert_eq!(
        amounts,
        vec![
            (SanctionKind::Warning, None),
            (SanctionKind::Score, Some(-5.0)),
            (SanctionKind::Score, Some(-10.0)),
            (SanctionKind::Score, Some(-20.0)),
            (SanctionKind::Score, Some(-40.0)),
            (SanctionKind::Score, Some(-80.0)),
        ]
    );
    assert_eq!(
        ladder_step(&c, &history, Some(2)).kind,
        SanctionKind::Warning
    );
}

#[test]
fn discrete_values_and_a_named_payee() {
    let c = toy();
    let facts = BTreeMap::from([("victim".to_string(), Value::Text("C".into()))]);
    let pick = |amount: f64| {
        rule(
            &c,
            &Ruling {
                incident: "exposed-tiles",
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
    let v = pick(20.0).unwrap();
    assert_eq!(v.sanctions[0].amount, Some(20.0));
    assert_eq!(v.sanctions[0].to.as_deref(), Some(&["C".to_string()][..]));
    assert_eq!(pick(15.0).unwrap_err().code(), "choice-out-of-range");
}

#[test]
fn payments_by_role_follow_the_dealer_and_sum_to_zero() {
    let c = toy();
    let s: Scenario = serde_json::from_str(
        r#"{"ruleset": "toy", "sessions": [{"id": "S", "players": ["A","B","C","D"], "dealer": "B",
            "scores": {"A": 0, "B": 0, "C": 0, "D": 0},
            "incidents": [{"player": "A", "incident": "chombo"}, {"player": "B", "incident": "chombo"},
                          {"player": "C", "incident": "exposed-tiles", "facts": {"victim": "D"}, "choice": {"amount": 10}}]}]}"#,
    )
    .unwrap();
    let r = replay(&c, &s).unwrap();
    let score = |p: &str| {
        r.standings
            .iter()
            .find(|s| s.player == p)
            .unwrap()
            .score_adjusted
    };
    // A (not dealer) pays B 4000, C and D 2000; B (dealer) pays A, C, D 4000; C pays D 10.
    assert_eq!(score("A"), -8000.0 + 4000.0);
    assert_eq!(score("B"), 4000.0 - 12000.0);
    assert_eq!(score("C"), 2000.0 + 4000.0 - 10.0);
    assert_eq!(score("D"), 2000.0 + 4000.0 + 10.0);
    assert_eq!(
        r.standings.iter().map(|s| s.score_adjusted).sum::<f64>(),
        0.0
    );
}

#[test]
fn jsma_and_cumulative_standings() {
    let jsma_header = HEADER.replace(
        "rank_points = [4.0, 2.0, 1.0, 0.0]",
        "rule = \"jsma\"\njsma = { start = 30000.0, return = 30000.0, per = 1000.0, uma = { \"1\" = [8.0, -1.0, -2.0, -5.0], \"2\" = [5.0, 3.0, -3.0, -5.0], \"3\" = [5.0, 3.0, 1.0, -9.0] } }",
    );
    let c = parse_ruleset(
        "toy",
        &[("ruleset.toml", &jsma_header), ("i.toml", INCIDENTS)],
        None,
    )
    .unwrap();
    let s: Scenario = serde_json::from_str(
        r#"{"ruleset": "toy", "sessions": [{"id": "S", "players": ["A","B","C","D"],
            "scores": {"A": 45000, "B": 30000, "C": 25000, "D": 20000}}]}"#,
    )
    .unwrap();
    let r = replay(&c, &s).unwrap();
    let points: Vec<f64> = r.standings.iter().map(|s| s.rank_points).collect();
    // Two at or above 30,000 (exactly 30,000 floats): +15+5, 0+3, -5-3, -10-5.
    assert_eq!(points, vec![20.0, 3.0, -8.0, -15.0]);

    let cumulative = HEADER.replace(
        "rank_points = [4.0, 2.0, 1.0, 0.0]",
        "rule = \"cumulative\"",
    );
    let c = parse_ruleset(
        "toy",
        &[("ruleset.toml", &cumulative), ("i.toml", INCIDENTS)],
        None,
    )
    .unwrap();
    let r = replay(&c, &s).unwrap();
    assert_eq!(r.standings[1].rank_points, 30000.0);
    assert_eq!(r.standings[3].rank, 4);
}

#[test]
fn an_overlay_inherits_what_it_does_not_replace() {
    let child_header = r#"
id = "toy-2"
version = "1"
rulebook = "Toy doubles"
extends = "toy"
"#;
    let child_incidents = r#"
[[incident]]
key = "exposed-tiles"
article = "T2 1"
category = "play"
applicable = false
"#;
    let sources = vec![
        (
            "toy-2",
            vec![("ruleset.toml", child_header), ("i.toml", child_incidents)],
        ),
        ("toy", vec![("ruleset.toml", HEADER), ("i.toml", INCIDENTS)]),
    ];
    let all = load_all(&sources).unwrap();
    let child = all.iter().find(|c| c.id == "toy-2").unwrap();
    assert!(!child.incident("exposed-tiles").unwrap().applicable);
    assert_eq!(
        child.incident("chombo").unwrap().summary_id,
        "toy-chombo-summary"
    );
    assert_eq!(
        child.incident("exposed-tiles").unwrap().summary_id,
        "toy-2-exposed-tiles-summary"
    );
    assert_eq!(child.standings.rank_points, vec![4.0, 2.0, 1.0, 0.0]);
    assert!(child.escalation.ladder.is_some());
    // An overlay of a ruleset that is not there is refused, not loaded half-empty.
    let stray = child_header.replace("\"toy\"", "\"nothing\"");
    let err = load_all(&[("toy-2", vec![("ruleset.toml", stray.as_str())])]).unwrap_err();
    assert!(err.to_string().contains("nothing"), "{err}");
}

#[test]
fn an_event_may_change_only_what_the_book_lets_it() {
    use rulebook::overrides::{apply, Overrides};
    let header = HEADER.replace(
        "forfeit_rank_points = 0.0",
        "forfeit_rank_points = 0.0\noverridable = true",
    );
    let incidents = format!(
        "{INCIDENTS}\n{}",
        r#"
[[incident]]
key = "late-arrival"
article = "T 1"
category = "play"
overridable = true
[[incident.question]]
id = "minutes_late"
kind = "number"
[[incident.outcome]]
id = "short"
when = { minutes_late = { le = 10.0 } }
sanctions = [{ kind = "rank_points", amount = -0.5 }]
[[incident.outcome]]
id = "long"
when = { minutes_late = { gt = 10.0 } }
sanctions = [{ kind = "forfeit_session" }]
"#
    );
    let c = parse_ruleset(
        "toy",
        &[("ruleset.toml", &header), ("i.toml", &incidents)],
        None,
    )
    .unwrap();
    assert_eq!(validate(&c), Vec::<Problem>::new());
    let bands: Overrides = serde_json::from_str(
        r#"{"incidents": {"late-arrival": [
            {"id": "short", "when": {"minutes_late": {"le": 5.0}}, "sanctions": [{"kind": "rank_points", "amount": -1.0}]},
            {"id": "long", "when": {"minutes_late": {"gt": 5.0}}}]},
          "rankPoints": [3.0, 2.0, 1.0, 0.0]}"#,
    )
    .unwrap();
    let event = apply(&c, &bands).unwrap();
    let facts = BTreeMap::from([("minutes_late".to_string(), Value::Number(4.0))]);
    let ruling = Ruling {
        incident: "late-arrival",
        player: "A",
        hand: None,
        facts: &facts,
        choice: None,
        history: &[],
        hall_warnings: &[],
    };
    let v = rule(&event, &ruling).unwrap();
    assert_eq!(v.sanctions[0].amount, Some(-1.0));
    assert!(v.overridden);
    // The event's band is said with the event's numbers, then whose rule it is.
    assert_eq!(v.reasons[0].id, "toy-late-arrival-short");
    assert_eq!(
        v.reasons[0].args["minutes_late_le"],
        rulebook::Arg::Number(5.0)
    );
    assert_eq!(v.reasons[0].args["rank_points"], rulebook::Arg::Number(1.0));
    assert_eq!(v.reasons[1].id, "reason-override");
    // The book's catalogue is untouched.
    let book = rule(&c, &ruling).unwrap();
    assert_eq!(
        (book.sanctions[0].amount, book.overridden),
        (Some(-0.5), false)
    );
    assert_eq!(event.standings.rank_points, vec![3.0, 2.0, 1.0, 0.0]);

    // Not allowed by the book, or leaving a gap: refused.
    let chombo: Overrides =
        serde_json::from_str(r#"{"incidents": {"chombo": [{"id": "dealer", "sanctions": []}]}}"#)
            .unwrap();
    assert_eq!(apply(&c, &chombo).unwrap_err().code(), "not-overridable");
    let gap: Overrides = serde_json::from_str(
        r#"{"incidents": {"late-arrival": [{"id": "long", "when": {"minutes_late": {"gt": 20.0}}}]}}"#,
    )
    .unwrap();
    let refused = apply(&c, &gap).unwrap_err();
    assert_eq!(refused.code(), "invalid-override");
    assert_eq!(
        refused.args()["reason"],
        "gap",
        "the user is told what kind of fault"
    );
    let places: Overrides = serde_json::from_str(r#"{"rankPoints": [1.0]}"#).unwrap();
    let refused = apply(&c, &places).unwrap_err();
    assert_eq!(refused.code(), "invalid-override");
    assert_eq!(refused.args()["reason"], "places");
    // Each kind of fault is told by its kind, whatever the validator's wording.
    let reason = |json: &str| {
        let o: Overrides = serde_json::from_str(json).unwrap();
        apply(&c, &o).unwrap_err().args()["reason"].clone()
    };
    let overlap = r#"{"incidents": {"late-arrival": [
        {"id": "short", "when": {"minutes_late": {"ge": 0.0}}}]}}"#;
    assert_eq!(reason(overlap), "unreachable");
    let no_amount = r#"{"incidents": {"late-arrival": [
        {"id": "short", "sanctions": [{"kind": "rank_points"}]}]}}"#;
    assert_eq!(reason(no_amount), "amount");
    let unknown = r#"{"incidents": {"late-arrival": [{"id": "medium"}]}}"#;
    assert_eq!(reason(unknown), "other");
}

#[test]
fn a_payee_named_by_a_question_is_asked_for() {
    let c = toy();
    let facts = BTreeMap::new();
    let v = rule(
        &c,
        &Ruling {
            incident: "exposed-tiles",
            player: "A",
            hand: None,
            facts: &facts,
            choice: None,
            history: &[],
            hall_warnings: &[],
        },
    )
    .unwrap();
    assert_eq!(v.needs, vec!["victim"]);
    assert!(v.sanctions.is_empty());
}

#[test]
fn the_dealer_of_the_hand_decides_a_payment_by_role() {
    let c = toy();
    let s: Scenario = serde_json::from_str(
        r#"{"ruleset": "toy", "sessions": [{"id": "S", "players": ["A","B","C","D"], "dealer": "A",
            "scores": {"A": 0, "B": 0, "C": 0, "D": 0},
            "incidents": [{"player": "B", "incident": "chombo", "hand": 5, "facts": {"dealer": "C", "offender_is_dealer": false}}]}]}"#,
    )
    .unwrap();
    let r = replay(&c, &s).unwrap();
    let score = |p: &str| {
        r.standings
            .iter()
            .find(|s| s.player == p)
            .unwrap()
            .score_adjusted
    };
    assert_eq!(
        (score("A"), score("B"), score("C"), score("D")),
        (2000.0, -8000.0, 4000.0, 2000.0)
    );
}

#[test]
fn options_come_on_top_of_the_sanctions_that_always_apply() {
    let c = toy();
    let facts = BTreeMap::new();
    let with = |choice: Option<Choice>| {
        rule(
            &c,
            &Ruling {
                incident: "cheating",
                player: "A",
                hand: None,
                facts: &facts,
                choice: choice.as_ref(),
                history: &[],
                hall_warnings: &[],
            },
        )
    };
    let scopes = |v: rulebook::Verdict| {
        v.sanctions
            .iter()
            .map(|s| (s.kind, s.scope.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        scopes(with(None).unwrap()),
        vec![
            (SanctionKind::Referral, None),
            (SanctionKind::Disqualification, Some("session".into()))
        ]
    );
    let event = Choice {
        amount: None,
        option: Some(rulebook::OptionPick::Index(1)),
    };
    assert_eq!(
        scopes(with(Some(event)).unwrap())[1],
        (SanctionKind::Disqualification, Some("event".into()))
    );
    let none = Choice {
        amount: None,
        option: Some(rulebook::OptionPick::Index(3)),
    };
    assert_eq!(with(Some(none)).unwrap_err().code(), "choice-not-offered");
}

#[test]
fn equal_totals_are_separated_by_the_rulesets_tie_breaks() {
    let cumulative = HEADER.replace(
        "rank_points = [4.0, 2.0, 1.0, 0.0]",
        "rule = \"cumulative\"\ntie_breaks = [\"best_place\", \"places_profile\", \"best_session_score\"]",
    );
    let c = parse_ruleset(
        "toy",
        &[("ruleset.toml", &cumulative), ("i.toml", INCIDENTS)],
        None,
    )
    .unwrap();
    // Totals: A 30, B 30, C 10, D 10. A was first once (R1); B never first → A ahead.
    // C and D: same places (3rd, 3rd vs 4th, 2nd)? C: R1 3rd, R2 3rd; D: R1 4th, R2 2nd → D's best
    // place (2nd) beats C's (3rd).
    let s: Scenario = serde_json::from_str(
        r#"{"ruleset": "toy", "sessions": [
          {"id": "R1", "players": ["A","B","C","D"], "scores": {"A": 40, "B": 20, "C": 5, "D": -65}},
          {"id": "R2", "players": ["A","B","C","D"], "scores": {"A": -10, "B": 10, "C": 5, "D": 75}}]}"#,
    )
    .unwrap();
    let r = replay(&c, &s).unwrap();
    let rank = |p: &str| r.totals.iter().find(|t| t.player == p).unwrap().rank;
    assert_eq!((rank("A"), rank("B"), rank("C"), rank("D")), (1, 2, 4, 3));
    // Without tie-breaks the equal totals share their place.
    let plain = parse_ruleset(
        "toy",
        &[
            (
                "ruleset.toml",
                &HEADER.replace(
                    "rank_points = [4.0, 2.0, 1.0, 0.0]",
                    "rule = \"cumulative\"",
                ),
            ),
            ("i.toml", INCIDENTS),
        ],
        None,
    )
    .unwrap();
    let r = replay(&plain, &s).unwrap();
    let rank = |p: &str| r.totals.iter().find(|t| t.player == p).unwrap().rank;
    assert_eq!((rank("A"), rank("B"), rank("C"), rank("D")), (1, 1, 3, 3));
}

#[test]
fn an_amount_per_cancelled_board_is_asked_for_multiplied_and_dropped_at_zero() {
    let c = rulebook::builtin_ruleset("sbr-2025-2v2").unwrap();
    let verdict = |boards: Option<f64>| {
        let mut facts: BTreeMap<String, Value> = [
            ("scoring".to_string(), Value::Text("imp".into())),
            ("minutes_late".to_string(), Value::Number(25.0)),
        ]
        .into();
        if let Some(b) = boards {
            facts.insert("boards_cancelled".into(), Value::Number(b));
        }
        rule(
            &c,
            &Ruling {
                incident: "late-arrival",
                player: "A",
                hand: None,
                facts: &facts,
                choice: None,
                history: &[],
                hall_warnings: &[],
            },
        )
    };
    assert_eq!(verdict(None).unwrap().needs, vec!["boards_cancelled"]);
    let credit = |v: &rulebook::Verdict| {
        v.sanctions
            .iter()
            .filter(|s| s.kind == SanctionKind::ImpToOpponents)
            .map(|s| s.amount.unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(credit(&verdict(Some(3.0)).unwrap()), vec![12.0]);
    let none = verdict(Some(0.0)).unwrap();
    assert_eq!(credit(&none), Vec::<f64>::new());
    assert_eq!(none.sanctions.len(), 1, "the team's own deduction stays");
    for bad in [-1.0, 1.5] {
        let err = verdict(Some(bad)).unwrap_err();
        assert_eq!(err.code(), "malformed-fact", "{bad} boards");
    }
}

#[test]
fn a_payment_to_each_other_player_but_one_asks_who_and_refuses_the_offender_himself() {
    let c = rulebook::builtin_ruleset("jsma").unwrap();
    let ruling = |facts: &BTreeMap<String, Value>| {
        rule(
            &c,
            &Ruling {
                incident: "misnamed-discard-ron",
                player: "A",
                hand: None,
                facts,
                choice: None,
                history: &[],
                hall_warnings: &[],
            },
        )
    };
    let mut facts: BTreeMap<String, Value> =
        [("offender_is_dealer".to_string(), Value::Bool(false))].into();
    assert_eq!(ruling(&facts).unwrap().needs, vec!["other_at_fault"]);
    facts.insert("other_at_fault".into(), Value::Text("B".into()));
    let pay = ruling(&facts).unwrap().sanctions[0].clone();
    assert_eq!(pay.except, Some(vec!["B".to_string()]));
    facts.insert("other_at_fault".into(), Value::Text("A".into()));
    assert_eq!(ruling(&facts).unwrap_err().code(), "malformed-fact");
}

fn chombo_by(
    c: &Catalogue,
    player: &str,
    facts: &[(&str, Value)],
) -> Result<rulebook::Verdict, rulebook::RuleError> {
    let facts: BTreeMap<String, Value> = facts
        .iter()
        .map(|(k, v)| (k.to_string(), v.clone()))
        .collect();
    rule(
        c,
        &Ruling {
            incident: "chombo",
            player,
            hand: None,
            facts: &facts,
            choice: None,
            history: &[],
            hall_warnings: &[],
        },
    )
}

#[test]
fn a_payment_by_role_at_a_table_asks_who_deals_and_that_answer_settles_both_questions() {
    let c = toy();
    let no = || Value::Bool(false);
    let who = |p: &str| Value::Text(p.into());
    // Not the dealer: the referee must say who is, or the dealer's share has no payee.
    let v = chombo_by(&c, "B", &[("offender_is_dealer", no())]).unwrap();
    assert_eq!(v.needs, vec!["dealer".to_string()]);
    assert!(v.sanctions.is_empty());
    let v = chombo_by(
        &c,
        "B",
        &[("offender_is_dealer", no()), ("dealer", who("C"))],
    )
    .unwrap();
    assert_eq!(v.outcome.as_deref(), Some("non-dealer"));
    assert_eq!(v.sanctions[0].dealer.as_deref(), Some("C"));
    // Naming the dealer alone answers whether the offender is the dealer.
    let v = chombo_by(&c, "B", &[("dealer", who("B"))]).unwrap();
    assert_eq!(v.outcome.as_deref(), Some("dealer"));
    let v = chombo_by(&c, "B", &[("dealer", who("D"))]).unwrap();
    assert_eq!(v.outcome.as_deref(), Some("non-dealer"));
    // Answers that contradict each other are refused, naming the dealer answer.
    let err = chombo_by(
        &c,
        "B",
        &[("offender_is_dealer", no()), ("dealer", who("B"))],
    )
    .unwrap_err();
    assert!(
        matches!(err, rulebook::RuleError::MalformedFact { ref fact, .. } if fact == "dealer"),
        "{err:?}"
    );
    // A ruling about nobody in particular (mjref rule) states the payment by role as it is.
    let v = chombo_by(&c, "", &[("offender_is_dealer", no())]).unwrap();
    assert!(v.needs.is_empty());
    assert!(v.sanctions[0].by_role.is_some() && v.sanctions[0].dealer.is_none());
}

#[test]
fn a_payment_by_role_without_a_dealer_question_is_a_catalogue_fault() {
    let without = INCIDENTS.replace(
        "[[incident.question]]\nid = \"dealer\"\nkind = \"player\"\n",
        "",
    );
    assert_ne!(without, INCIDENTS);
    let c = parse_ruleset(
        "toy",
        &[("ruleset.toml", HEADER), ("i.toml", &without)],
        None,
    )
    .unwrap();
    let problems = validate(&c);
    let fault = Problem {
        place: Place::Incident("chombo".into()),
        kind: ProblemKind::NoDealerQuestion,
    };
    assert!(problems.contains(&fault), "{problems:?}");
}

#[test]
fn disqualified_or_cancelled_players_lose_the_session_and_an_event_disqualification_loses_the_place(
) {
    let c = toy();
    let s: Scenario = serde_json::from_str(
        r#"{"ruleset": "toy", "sessions": [
            {"id": "S1", "players": ["A","B","C","D"],
             "scores": {"A": 40, "B": 10, "C": -20, "D": -30},
             "incidents": [{"player": "A", "incident": "cheating", "choice": {"option": 1}}]},
            {"id": "S2", "players": ["A","B","C","D"],
             "scores": {"A": 40, "B": 10, "C": -20, "D": -30},
             "incidents": [{"player": "B", "incident": "cheating", "choice": {"option": "annul_results"}},
                           {"player": "C", "incident": "cheating", "choice": {"option": 0}}]}]}"#,
    )
    .unwrap();
    let r = replay(&c, &s).unwrap();
    let at = |session: &str, p: &str| {
        r.standings
            .iter()
            .find(|s| s.session == session && s.player == p)
            .unwrap()
            .clone()
    };
    // S1: A is out of the event; the others keep the places their scores give among all four.
    let a = at("S1", "A");
    assert!(a.disqualified && !a.forfeit && !a.annulled);
    assert_eq!((a.rank, a.rank_points, a.score_adjusted), (1, 0.0, 40.0));
    assert_eq!(at("S1", "B").rank_points, 2.0);
    // S2: B's results are cancelled (no rank points, no score); C is out of the session only.
    let b = at("S2", "B");
    assert!(b.annulled && !b.disqualified);
    assert_eq!((b.rank_points, b.score_adjusted), (0.0, 0.0));
    let cc = at("S2", "C");
    assert!(cc.disqualified);
    assert_eq!(cc.rank_points, 0.0);
    assert_eq!(at("S2", "A").rank_points, 4.0);
    assert_eq!(at("S2", "D").rank_points, 0.0);
    // Totals: A 4, B 2, C 1, D 0 by rank points, but A is out of the event and comes last.
    let total = |p: &str| r.totals.iter().find(|t| t.player == p).unwrap().clone();
    assert_eq!(total("A").rank_points, 4.0);
    assert!(total("A").disqualified && !total("B").disqualified);
    assert_eq!(["A", "B", "C", "D"].map(|p| total(p).rank), [4, 1, 2, 3]);
    assert_eq!(total("B").score, 10.0);
}
