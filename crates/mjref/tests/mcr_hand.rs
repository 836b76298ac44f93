//! `mjref hand mcr-2006` as the contract's "MCR hands" writes it: every fan counted (flowers
//! included in `points`), `flowers`, `meets_minimum` (8 points without the flowers), the
//! circumstances by flag, and bad circumstances refused with a localised message.

mod common;

use common::mjref;
use serde_json::Value;

fn hand(args: &[&str]) -> (bool, Value) {
    let mut full = vec!["hand", "mcr-2006"];
    full.extend(args);
    full.push("--json");
    mjref(&full)
}

/// The fans as (key, times counted), from entries that are one fan each time or carry `count`.
fn fans(v: &Value) -> Vec<(String, u64)> {
    let mut out: Vec<(String, u64)> = Vec::new();
    for f in v["fans"].as_array().unwrap() {
        let key = f["key"].as_str().unwrap().to_string();
        let n = f["count"].as_u64().unwrap_or(1);
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, c)) => *c += n,
            None => out.push((key, n)),
        }
    }
    out
}

fn has(v: &Value, key: &str) -> bool {
    fans(v).iter().any(|(k, _)| k == key)
}

#[test]
fn six_points_and_two_flowers_do_not_meet_the_minimum() {
    // 碰碰和 6 and nothing else (three pungs claimed, the fourth completed by the discard won
    // on, an honour pair), with 2 flowers: 8 in all, 6 toward the minimum.
    let (ok, v) = hand(&["66m77z[222s][333p][444s]", "--win", "6m", "--flowers", "2"]);
    assert!(ok, "{v}");
    assert_eq!(v["win"], true, "{v}");
    assert_eq!(v["flowers"], 2);
    let total: u64 = v["fans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["points"].as_u64().unwrap())
        .sum();
    assert_eq!(v["points"].as_u64().unwrap(), total, "{v}");
    assert_eq!(v["points"], 8, "{v}");
    assert_eq!(v["meets_minimum"], false, "{v}");
    assert_eq!(
        fans(&v),
        [
            ("all-pungs".to_string(), 1),
            ("flower-tiles".to_string(), 2)
        ]
    );
}

#[test]
fn a_pure_straight_meets_the_minimum_and_flowers_add_points() {
    let (ok, v) = hand(&["123m456m789m123p5p", "--win", "5p"]);
    assert!(ok, "{v}");
    assert_eq!(v["meets_minimum"], true);
    assert_eq!(v["flowers"], 0);
    assert!(has(&v, "pure-straight") && has(&v, "concealed-hand"), "{v}");
    let without = v["points"].as_u64().unwrap();
    let (_, v) = hand(&["123m456m789m123p5p", "--win", "5p", "--flowers", "3"]);
    assert_eq!(v["points"].as_u64().unwrap(), without + 3);
    assert_eq!(v["flowers"], 3);
}

#[test]
fn the_circumstances_and_the_winds_count() {
    // Self-drawn on the wall's last tile: 妙手回春, which makes 自摸 not count.
    let (_, v) = hand(&[
        "123m456m789m123p5p",
        "--win",
        "5p",
        "--tsumo",
        "--last-tile",
    ]);
    assert!(has(&v, "last-tile-draw") && !has(&v, "self-drawn"), "{v}");
    assert!(has(&v, "fully-concealed-hand"), "{v}");
    // On a discard: 海底捞月.
    let (_, v) = hand(&["123m456m789m123p5p", "--win", "5p", "--last-tile"]);
    assert!(has(&v, "last-tile-claim"), "{v}");
    // 和绝张 on a tile the hand does not hold.
    let (_, v) = hand(&["123m456m789m12p55s", "--win", "3p", "--last-of-kind"]);
    assert!(has(&v, "last-tile"), "{v}");
    // A pung of East is the seat's and the round's wind when both are East, of neither when
    // they are not.
    let (_, v) = hand(&[
        "123m456m789m11z55p",
        "--win",
        "1z",
        "--seat-wind",
        "E",
        "--round-wind",
        "E",
    ]);
    assert!(has(&v, "seat-wind") && has(&v, "prevalent-wind"), "{v}");
    let (_, v) = hand(&[
        "123m456m789m11z55p",
        "--win",
        "1z",
        "--seat-wind",
        "S",
        "--round-wind",
        "W",
    ]);
    assert!(!has(&v, "seat-wind") && !has(&v, "prevalent-wind"), "{v}");
    assert!(has(&v, "pung-of-terminals-or-honours"), "{v}");
}

#[test]
fn a_tile_that_completes_nothing_is_no_win_and_the_waits_say_so() {
    let (ok, v) = hand(&["123m456m789m123p5p", "--win", "9s"]);
    assert!(ok, "{v}");
    assert_eq!(v["win"], false);
    assert_eq!(v["reason"], "not-a-winning-shape");
    let (_, v) = hand(&["123m456m789m123p5p"]);
    assert_eq!(v["tenpai"], true);
    let waits: Vec<&str> = v["waits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["tile"].as_str().unwrap())
        .collect();
    assert_eq!(waits, ["5p"]);
    assert_eq!(v["waits"][0]["meets_minimum"], true);
    // Thirteen orphans waiting on all thirteen.
    let (_, v) = hand(&["19m19p19s1234567z"]);
    assert_eq!(v["waits"].as_array().unwrap().len(), 13);
}

#[test]
fn impossible_circumstances_are_refused_in_the_users_language() {
    for (args, code) in [
        (
            vec!["123m456m789m123p5p", "--win", "5p", "--flowers", "9"],
            "hand-flower-count",
        ),
        (
            vec!["123m456m789m123p5p", "--win", "5p", "--last-of-kind"],
            "hand-impossible-situation",
        ),
        (
            vec!["123m456m789m123p5p", "--win", "5p", "--after-kong"],
            "hand-impossible-situation",
        ),
        (
            vec![
                "123m456m789m123p5p",
                "--win",
                "5p",
                "--tsumo",
                "--robbing-kong",
            ],
            "hand-conflicting-conditions",
        ),
    ] {
        let (ok, v) = hand(&args);
        assert!(!ok, "{args:?}: {v}");
        assert_eq!(v["error"]["code"], code, "{args:?}: {v}");
        let message = v["error"]["message"].as_str().unwrap();
        assert!(!message.starts_with("error-"), "{message}");
    }
    // SBR has no flowers and no 和绝张.
    let (ok, v) = mjref(&[
        "hand",
        "sbr-2025",
        "123m456m789m234p5p",
        "--win",
        "5p",
        "--flowers",
        "1",
        "--json",
    ]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "hand-flower-count");
    let (ok, v) = mjref(&[
        "hand",
        "sbr-2025",
        "123m456m789m234p5p",
        "--win",
        "5p",
        "--last-of-kind",
        "--json",
    ]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "hand-circumstance-not-played");
}
