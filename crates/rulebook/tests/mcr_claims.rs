//! MCR 3.11.6 6 decided from the hand: a disputed win entered with its hand, tile and
//! circumstances stands at 8 points or more without the flowers; a ready hand (a win under 8,
//! or a tile that does not complete it) is 错和, 10 to each; a hand not ready is 诈和, 20 to
//! each — whichever of the two the referee called.

mod common;

use rulebook::{builtin_ruleset, SanctionKind, Value, Verdict};
use std::collections::BTreeMap;

fn ruled(incident: &str, facts: &[(&str, &str)]) -> Verdict {
    common::ruled_on(&builtin_ruleset("mcr-2006").unwrap(), incident, facts)
}

/// The outcome and what each other player is paid.
fn decided(v: &Verdict) -> (&str, Option<f64>) {
    let pay = v
        .sanctions
        .iter()
        .find(|s| s.kind == SanctionKind::Pay)
        .and_then(|s| s.amount);
    (v.outcome.as_deref().unwrap(), pay)
}

#[test]
fn the_hand_decides_between_a_win_a_wrong_win_and_a_false_win() {
    for incident in ["wrong-win", "false-win"] {
        // 碰碰和 6 and two flowers: 8 in all, but 6 toward the minimum.
        let six = ruled(
            incident,
            &[
                ("declared_hand", "66m77z[222s][333p][444s]"),
                ("winning_tile", "6m"),
                ("win_circumstances", "flowers=2"),
            ],
        );
        assert_eq!(decided(&six), ("ready", Some(10.0)), "{incident}");
        assert!(six
            .sanctions
            .iter()
            .any(|s| s.kind == SanctionKind::DeadHand));
        // Exactly 8: 碰碰和 6 + 箭刻 2 (the red dragon pung completed by the discard).
        let eight = ruled(
            incident,
            &[
                ("declared_hand", "66m77z[222s][333p][444s]"),
                ("winning_tile", "7z"),
            ],
        );
        assert_eq!(decided(&eight), ("win-stands", None), "{incident}");
        assert!(eight.sanctions.is_empty());
        assert_eq!(
            eight.reasons[0].args["declared_points"],
            rulebook::Arg::Number(8.0)
        );
        // Ready on 5p, declared on 9s: a wrong win.
        let wrong_tile = ruled(
            incident,
            &[
                ("declared_hand", "123m456m789m123p5p"),
                ("winning_tile", "9s"),
            ],
        );
        assert_eq!(decided(&wrong_tile), ("ready", Some(10.0)), "{incident}");
        // One tile from ready: a false win.
        let short = ruled(
            incident,
            &[
                ("declared_hand", "123m456m789m14p55s"),
                ("winning_tile", "3p"),
            ],
        );
        assert_eq!(decided(&short), ("not-ready", Some(20.0)), "{incident}");
    }
    // Without the hand, the call stands as the referee made it.
    assert_eq!(decided(&ruled("wrong-win", &[])), ("declared", Some(10.0)));
    assert_eq!(decided(&ruled("false-win", &[])), ("declared", Some(20.0)));
}

/// When the hand makes the call the other incident, the verdict speaks of that one only: its
/// name, its article, its amount, and the reason cites the same article; the call is kept.
#[test]
fn a_call_the_hand_changes_is_said_in_one_voice() {
    let c = builtin_ruleset("mcr-2006").unwrap();
    let article = |key: &str| c.incident(key).unwrap().article.clone();
    let ready = [
        ("declared_hand", "123m456m789m123p5p"),
        ("winning_tile", "9s"),
    ];
    let short = [
        ("declared_hand", "123m456m789m14p55s"),
        ("winning_tile", "3p"),
    ];
    for (called, facts, is, pays) in [
        ("false-win", &ready, Some("wrong-win"), 10.0),
        ("wrong-win", &short, Some("false-win"), 20.0),
        ("false-win", &short, None, 20.0),
        ("wrong-win", &ready, None, 10.0),
    ] {
        let v = ruled(called, facts);
        assert_eq!(v.incident, called, "the call is kept as made");
        assert_eq!(v.decided_as.as_deref(), is, "{called}");
        let cited = article(is.unwrap_or(called));
        assert_eq!(v.article, cited, "{called}");
        assert_eq!(
            v.reasons[0].args.get("article"),
            Some(&rulebook::Arg::Text(cited.clone())),
            "{called}"
        );
        assert_eq!(decided(&v).1, Some(pays), "{called}");
    }
    // Recorded verdicts from before `decidedAs` still read, and a verdict says it only when set.
    let plain = ruled("wrong-win", &ready);
    let json = serde_json::to_value(&plain).unwrap();
    assert!(json.get("decidedAs").is_none());
    let back: Verdict = serde_json::from_value(json).unwrap();
    assert_eq!(back, plain);
}

#[test]
fn the_circumstances_count_and_bad_ones_are_refused() {
    // Self-drawn makes the concealed hand 不求人 (4) instead of 门前清 (2): 6 + ... reaches 8.
    let hand = [
        ("declared_hand", "123m456m789m12p55s"),
        ("winning_tile", "3p"),
    ];
    let on_discard = ruled("false-win", &hand);
    let self_drawn = ruled(
        "false-win",
        &[hand[0], hand[1], ("win_circumstances", "tsumo")],
    );
    let points = |v: &Verdict| v.reasons[0].args["declared_points"].clone();
    assert_eq!(points(&on_discard), rulebook::Arg::Number(22.0));
    assert_eq!(points(&self_drawn), rulebook::Arg::Number(24.0));
    // Words that are no circumstance, and a ninth flower, are refused with a hand code.
    let c = builtin_ruleset("mcr-2006").unwrap();
    for (words, code) in [
        ("flowers=9", "hand-flower-count"),
        ("tsumo sideways", "hand-unknown-circumstance"),
    ] {
        let facts: BTreeMap<String, Value> = [
            ("declared_hand", "123m456m789m12p55s"),
            ("winning_tile", "3p"),
            ("win_circumstances", words),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), Value::Text(v.to_string())))
        .collect();
        let inc = c.incident("false-win").unwrap();
        let err = rulebook::facts::resolve(inc, &facts, None)
            .and_then(|f| rulebook::facts::derive(&c, inc, &f))
            .unwrap_err();
        assert_eq!(err.code(), code, "{words}");
    }
}

#[test]
fn the_events_reading_of_the_book_decides_a_win_on_the_edge() {
    use rulebook::overrides::{apply, Overrides};
    // One melded and one concealed kong (6 by 3.8.1 57) and a dragon pung: exactly 8.
    let hand = [
        ("declared_hand", "55m789s77z{3333s}[2222p]"),
        ("winning_tile", "7z"),
    ];
    assert_eq!(decided(&ruled("wrong-win", &hand)).0, "win-stands");
    // An event that counts the two kongs 5: 7, under the minimum, so a wrong win.
    let base = builtin_ruleset("mcr-2006").unwrap();
    let event = apply(
        &base,
        &Overrides {
            hand_readings: [("melded-and-concealed-kong".into(), "5".into())].into(),
            ..Overrides::default()
        },
    )
    .unwrap();
    let v = common::ruled_on(&event, "wrong-win", &hand);
    assert_eq!(decided(&v), ("ready", Some(10.0)));
    // A reading the fan table does not have is refused, and so is one on SBR.
    for (ruleset, key, choice) in [
        ("mcr-2006", "melded-and-concealed-kong", "4"),
        ("sbr-2025", "melded-and-concealed-kong", "5"),
    ] {
        let err = apply(
            &builtin_ruleset(ruleset).unwrap(),
            &Overrides {
                hand_readings: [(key.into(), choice.into())].into(),
                ..Overrides::default()
            },
        )
        .unwrap_err();
        assert_eq!(err.code(), "hand-unknown-reading", "{ruleset}");
    }
}
