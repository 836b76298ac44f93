//! `mjref hand` as `shared/design/contract.md` writes it ("Hand notation").

mod common;

use common::mjref;
use serde_json::json;

#[test]
fn a_win_gives_fan_points_and_fans() {
    let (ok, v) = mjref(&[
        "hand",
        "sbr-2025",
        "5p[111m][2222m][333p][444p]",
        "--win",
        "5p",
        "--json",
    ]);
    assert!(ok, "{v}");
    assert_eq!(v["win"], true);
    assert_eq!(v["fan"], 3);
    assert_eq!(v["points"], 8);
    let fans: Vec<_> = v["fans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| json!({"key": f["key"], "fan": f["fan"]}))
        .collect();
    assert_eq!(
        fans,
        vec![
            json!({"key": "kong", "fan": 1}),
            json!({"key": "all-pungs", "fan": 1}),
            json!({"key": "golden-hook", "fan": 1})
        ]
    );
    // 清一色 + 七对 + 根 = 5 fan, capped at 8 points; self-drawn adds a point per payer.
    let (_, v) = mjref(&[
        "hand",
        "sbr-2025-2v2",
        "1111335577994m",
        "--win",
        "4m",
        "--tsumo",
        "--json",
        "--lang",
        "zh-CN",
    ]);
    assert_eq!(
        (v["fan"].clone(), v["points"].clone()),
        (json!(5), json!(8))
    );
    assert_eq!(v["per_payer"], 9);
    assert_eq!(v["fans"][1]["name"], "清一色");
    // The circumstances the tiles cannot show.
    let (_, v) = mjref(&[
        "hand",
        "sbr-2025",
        "123m456m789m234p5p",
        "--win",
        "5p",
        "--after-kong",
        "--last-tile",
        "--json",
    ]);
    assert_eq!(v["fan"], 2);
    assert_eq!(v["fans"][0]["key"], "kong-discard");
    assert_eq!(v["fans"][1]["key"], "last-tile");
    let (_, v) = mjref(&[
        "hand",
        "sbr-2025",
        "123m456m789m234p5p",
        "--win",
        "5p",
        "--after-kong",
        "--tsumo",
        "--json",
    ]);
    assert_eq!(v["fans"][0]["key"], "kong-bloom");
    let (_, v) = mjref(&[
        "hand",
        "sbr-2025",
        "123m456m789m234p5p",
        "--win",
        "5p",
        "--robbing-kong",
        "--json",
    ]);
    assert_eq!(v["fans"][0]["key"], "robbing-kong");
}

#[test]
fn a_waiting_hand_lists_its_waits_and_the_most_it_can_score() {
    let (ok, v) = mjref(&["hand", "sbr-2025", "1112345678999m", "--json"]);
    assert!(ok, "{v}");
    assert_eq!(v["tenpai"], true);
    assert_eq!(v["max_fan"], 3);
    let waits = v["waits"].as_array().unwrap();
    assert_eq!(waits.len(), 9);
    assert_eq!(waits[0]["tile"], "1m");
    assert_eq!(waits[0]["fan"], 3);
    assert_eq!(waits[1]["tile"], "2m");
    assert_eq!(waits[1]["fan"], 2);
    // A tile the player holds four of is no wait.
    let (ok, v) = mjref(&["hand", "sbr-2025", "1m234p567p888p[111m]", "--json"]);
    assert!(ok);
    assert_eq!(v["tenpai"], false);
    assert_eq!(v["waits"], json!([]));
}

#[test]
fn three_suits_are_no_win_with_a_reason() {
    let (ok, v) = mjref(&[
        "hand",
        "sbr-2025",
        "123m456p789s1112m",
        "--win",
        "2m",
        "--json",
    ]);
    assert!(ok, "{v}");
    assert_eq!(v["win"], false);
    assert_eq!(v["reason"], "three-suits");
    assert_eq!(v["winning_shape"], true);
    let (_, v) = mjref(&[
        "hand",
        "sbr-2025",
        "123m456m789m234p5p",
        "--win",
        "6p",
        "--json",
    ]);
    assert_eq!(
        (v["win"].clone(), v["reason"].clone()),
        (json!(false), json!("not-a-winning-shape"))
    );
    let (ok, v) = mjref(&["hand", "sbr-2025", "123m456p789s1122m", "--json"]);
    assert!(ok);
    assert_eq!(v["tenpai"], false);
    assert_eq!(v["win"], false);
    assert_eq!(v["reason"], "three-suits");
}

#[test]
fn bad_hands_are_errors_with_a_code_and_a_position() {
    for (args, code, position) in [
        (vec!["123m4x"], "hand-unknown-suit", Some("6")),
        (vec!["1111m1m23p456p789p"], "hand-fifth-copy", Some("6")),
        (vec!["123m456m789m234p"], "hand-tile-count", Some("17")),
        (vec!["123m456m789m[12p]"], "hand-malformed-meld", Some("13")),
        (
            vec!["123m456m789m11z"],
            "hand-honours-not-allowed",
            Some("13"),
        ),
        (
            vec!["123m456m789m234p5p", "--win", "5q"],
            "hand-unknown-suit",
            Some("2"),
        ),
        (
            vec!["1111m23p456p789p1p", "--win", "1m"],
            "hand-win-fifth-copy",
            None,
        ),
        (
            vec![
                "123m456m789m234p5p",
                "--win",
                "1p",
                "--tsumo",
                "--robbing-kong",
            ],
            "hand-conflicting-conditions",
            None,
        ),
    ] {
        let mut full = vec!["hand", "sbr-2025"];
        full.extend(args.iter());
        full.push("--json");
        let (ok, v) = mjref(&full);
        assert!(!ok, "{args:?}");
        assert_eq!(v["error"]["code"], code, "{args:?}: {v}");
        assert_eq!(
            v["error"]["args"]["position"].as_str(),
            position,
            "{args:?}: {v}"
        );
        assert!(
            !v["error"]["message"]
                .as_str()
                .unwrap()
                .starts_with("error-"),
            "{v}"
        );
    }
    let (ok, v) = mjref(&[
        "hand",
        "leisure",
        "123m456m789m234p5p",
        "--json",
        "--lang",
        "ja",
    ]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "hand-engine-unsupported");
    assert!(v["error"]["message"].as_str().unwrap().contains("leisure"));
    let (_, v) = mjref(&["hand", "no-such", "123m456m789m234p5p", "--json"]);
    assert_eq!(v["error"]["code"], "unknown-ruleset");
}
