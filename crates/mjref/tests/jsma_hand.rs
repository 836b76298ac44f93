//! `mjref hand jsma` as `shared/design/contract.md` writes it ("JSMA hands"): a win's han, dora,
//! fu, yakuman, yaku and points (場に2翻 included), no win with a reason, and a waiting hand's
//! waits, 有効テンパイ and furiten; bad circumstances refused with a localised message.

mod common;

use common::mjref;
use serde_json::Value;

fn hand(args: &[&str]) -> Value {
    let mut all = vec!["hand", "jsma"];
    all.extend_from_slice(args);
    all.push("--json");
    let (ok, v) = mjref(&all);
    assert!(ok, "{args:?}: {v}");
    v
}

fn yaku(v: &Value) -> Vec<(String, u64)> {
    v["yaku"]
        .as_array()
        .unwrap()
        .iter()
        .map(|y| {
            (
                y["key"].as_str().unwrap().to_string(),
                y["han"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_win_gives_han_dora_fu_and_what_it_pays() {
    // 平和 ツモ: 20 fu, 2 han; with 場に2翻 20 × 2^4 = 320 → 400 from each non-dealer, 700 from
    // the dealer (ルール 11).
    let v = hand(&[
        "23m456p789s23455s",
        "--win",
        "4m",
        "--tsumo",
        "--seat-wind",
        "S",
    ]);
    assert_eq!(v["win"], true);
    assert_eq!(
        (v["han"].as_u64(), v["dora"].as_u64(), v["fu"].as_u64()),
        (Some(2), Some(0), Some(20))
    );
    assert_eq!(v["yakuman"], false);
    assert_eq!(v["points"], 1500);
    let mut keys = yaku(&v);
    keys.sort();
    assert_eq!(
        keys,
        [("menzen-tsumo".to_string(), 1), ("pinfu".to_string(), 1)]
    );

    // Riichi and a dora (indicator 3s → 4s): han counts the yaku only; points the dora and
    // 場に2翻 too. 平和 ロン 30 fu, riichi + pinfu + 1 dora: 30 × 2^5 = 960 × 4 → 3,900.
    let v = hand(&[
        "23m456p789s23455s",
        "--win",
        "1m",
        "--riichi",
        "--dora-indicators",
        "3s",
        "--seat-wind",
        "W",
    ]);
    assert_eq!(
        (v["han"].as_u64(), v["dora"].as_u64(), v["fu"].as_u64()),
        (Some(2), Some(1), Some(30))
    );
    assert_eq!(v["points"], 3900);

    // The dealer's 七対子 on a ron: 25 fu, 2 han, 2,400 (ルール 19).
    let v = hand(&["1199m2277p3355s6z", "--win", "6z", "--seat-wind", "E"]);
    assert_eq!(
        (v["han"].as_u64(), v["fu"].as_u64(), v["points"].as_u64()),
        (Some(2), Some(25), Some(2400))
    );

    // 国士無双: a yakuman, 4 mangan: 32,000 from a non-dealer's ron (no double yakuman).
    let v = hand(&["19m19p19s1234567z", "--win", "1m"]);
    assert_eq!(v["yakuman"], true);
    assert_eq!(v["points"], 32000);
    assert_eq!(yaku(&v), [("kokushi".to_string(), 13)]);
}

#[test]
fn no_yaku_and_furiten_are_no_win_with_a_reason() {
    // An open hand with nothing but the shape: no yaku (1翻しばり).
    let v = hand(&["23m456p[789s]23455s", "--win", "1m"]);
    assert_eq!(
        (v["win"].as_bool(), v["reason"].as_str()),
        (Some(false), Some("no-yaku"))
    );
    assert_eq!(v["points"], 0);
    // A dora does not make it a win.
    let v = hand(&[
        "23m456p[789s]23455s",
        "--win",
        "1m",
        "--dora-indicators",
        "9m",
    ]);
    assert_eq!(v["reason"], "no-yaku");
    // 海底 alone cannot stand (◎).
    let v = hand(&[
        "23m456p[789s]23455s",
        "--win",
        "1m",
        "--tsumo",
        "--last-tile",
    ]);
    assert_eq!(v["reason"], "no-yaku");
    // A winning tile among one's discards: no ron, but a tsumo stands.
    let v = hand(&["23m456p789s23455s", "--win", "1m", "--discards", "4m"]);
    assert_eq!(
        (v["win"].as_bool(), v["reason"].as_str()),
        (Some(false), Some("furiten"))
    );
    let v = hand(&[
        "23m456p789s23455s",
        "--win",
        "1m",
        "--discards",
        "4m",
        "--tsumo",
    ]);
    assert_eq!(v["win"], true);
}

#[test]
fn a_waiting_hand_says_its_waits_effective_tenpai_and_furiten() {
    let v = hand(&["23m456p789s23455s", "--discards", "1m"]);
    assert_eq!(v["tenpai"], true);
    assert_eq!(v["waits"], serde_json::json!(["1m", "4m"]));
    assert_eq!(v["furiten"], true);
    // Closed: a tsumo always has 門前清自摸, so effective whatever the discards.
    assert_eq!(v["effective_tenpai"], true);
    // Open and without a yaku on any wait: ready, but not 有効テンパイ (ルール 21).
    let v = hand(&["23m456p[789s]23455s"]);
    assert_eq!(
        (v["tenpai"].as_bool(), v["effective_tenpai"].as_bool()),
        (Some(true), Some(false))
    );
    // Open 断幺: only the 4m wait has a yaku; with every 4m gone it is not effective.
    let v = hand(&["23m456p[678s]23455s"]);
    assert_eq!(v["effective_tenpai"], true);
    let v = hand(&["23m456p[678s]23455s", "--seen", "4444m"]);
    assert_eq!(v["effective_tenpai"], false);
    // Not ready.
    let v = hand(&["13m456p789s23459s"]);
    assert_eq!(
        (v["tenpai"].as_bool(), v["effective_tenpai"].as_bool()),
        (Some(false), Some(false))
    );
}

#[test]
fn impossible_circumstances_are_refused_in_the_users_language() {
    let (ok, v) = mjref(&[
        "hand",
        "jsma",
        "23m456p[789s]23455s",
        "--win",
        "1m",
        "--riichi",
        "--json",
        "--lang",
        "ja",
    ]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "hand-impossible-situation");
    assert!(v["error"]["message"].as_str().unwrap().contains("リーチ"));
    let (ok, v) = mjref(&[
        "hand",
        "jsma",
        "23m456p789s23455s",
        "--win",
        "1m",
        "--dora-indicators",
        "1m1m1m1m",
        "--json",
    ]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "hand-seen-fifth-copy");
    // Loose tiles are asked of JSMA only.
    let (ok, v) = mjref(&[
        "hand",
        "mcr-2006",
        "123m456m789m123p5p",
        "--win",
        "5p",
        "--dora-indicators",
        "1m",
        "--json",
    ]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "hand-circumstance-not-played");
}
