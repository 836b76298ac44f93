//! `mjref settle`: a drawn hand settled from a table in JSON (README, "What we add"). The
//! expectations are worked out by hand from SBR 2025 第十条一、三 in the comments beside them.

mod common;

use common::{run, Input};

use serde_json::{json, Value};

fn mjref(args: &[&str], stdin: &str) -> (bool, Value) {
    run(
        args,
        Input {
            stdin: Some(stdin),
            ..Input::default()
        },
    )
}

fn settle(ruleset: &str, table: &Value, lang: &str) -> (bool, Value) {
    mjref(
        &["settle", ruleset, "-", "--json", "--lang", lang],
        &table.to_string(),
    )
}

/// Four seats, no tile more than four times at the table:
/// - seat 0, void 万: `11s55s456s789s[222s]` waits on 1s (111 55 456 789 [222]: 清一色, 2 fan)
///   and 5s (11 555 456 789 [222]: 清一色 + 根 for the four concealed 5s, 3 fan). The most is
///   3 fan, worth 2^3 = 8 (第十条三（四）).
/// - seat 1, void 条: `1479m123456789p` has three dot runs and four lone characters no single
///   tile can turn into a set and a pair: 没叫.
/// - seat 2, void 万, holds 2377m and discarded 9s and 1p (not its void suit): 主动花猪
///   (第十条三（三）2), pays as not ready and is penalised apart.
/// - seat 3, void 条: `13589m13689p` beside a kong of 6m made on seat 0's discard: ten lone
///   tiles, not waiting, so the kong's 2 points go back to seat 0 (第十条一（一）、（三）).
fn table(seat2_discards: &str) -> Value {
    json!({
        "players": [
            {"hand": "11s55s456s789s[222s]", "voidSuit": "m"},
            {"hand": "1479m123456789p", "voidSuit": "s"},
            {"hand": "2377m456p789p234s", "voidSuit": "m", "discards": seat2_discards},
            {"hand": "13589m13689p[6666m]", "voidSuit": "s"}
        ],
        "kongs": [{"kind": "direct", "by": 3, "discarder": 0}]
    })
}

fn flows(doc: &Value) -> Vec<(u64, u64, u64, String, Value)> {
    doc["payments"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["from"].as_u64().unwrap(),
                p["to"].as_u64().unwrap(),
                p["amount"].as_u64().unwrap(),
                p["reason"].as_str().unwrap().to_string(),
                p["fan"].clone(),
            )
        })
        .collect()
}

fn field(doc: &Value, name: &str) -> Vec<Value> {
    doc["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s[name].clone())
        .collect()
}

#[test]
fn the_hand_worked_table_settles_as_the_book_says() {
    let (ok, doc) = settle("sbr-2025", &table("9s1p"), "en");
    assert!(ok, "{doc}");
    assert_eq!(
        field(&doc, "status"),
        [
            json!("ready"),
            json!("not-ready"),
            json!("flower-pig"),
            json!("not-ready")
        ]
    );
    assert_eq!(field(&doc, "flower_pig")[2], "active");
    assert_eq!(field(&doc, "penalty")[2], "active-flower-pig");
    // 查大叫: each of the three not waiting pays seat 0 its 8 (3 fan); then the kong: seat 0
    // paid 2 for the 点杠 and gets them back, its maker not being ready.
    let s = |r: &str| r.to_string();
    assert_eq!(
        flows(&doc),
        [
            (1, 0, 8, s("no-ready-hand"), json!(3)),
            (2, 0, 8, s("flower-pig"), json!(3)),
            (3, 0, 8, s("no-ready-hand"), json!(3)),
            (0, 3, 2, s("kong-direct"), Value::Null),
            (3, 0, 2, s("kong-refund-not-ready"), Value::Null),
        ]
    );
    assert_eq!(doc["nets"], json!([24, -8, -8, -8]));
    assert_eq!(
        field(&doc, "net"),
        [json!(24), json!(-8), json!(-8), json!(-8)]
    );
    // The wait that set the amount, and every wait with its fan.
    let best = &doc["seats"][0]["best"];
    assert_eq!(
        (best["tile"].as_str(), best["fan"].as_u64()),
        (Some("5s"), Some(3))
    );
    let fans: Vec<_> = best["fans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["key"].as_str().unwrap())
        .collect();
    assert_eq!(fans, ["root", "full-flush"]);
    assert_eq!(
        doc["seats"][0]["waits"],
        json!([{"tile": "1s", "fan": 2, "points": 4}, {"tile": "5s", "fan": 3, "points": 8}])
    );
}

#[test]
fn a_passive_flower_pig_pays_as_not_ready_and_is_not_penalised() {
    // Seat 2 discarded only characters, its void suit: 被动花猪 (第十条三（三）1).
    let (ok, doc) = settle("sbr-2025", &table("19m"), "en");
    assert!(ok, "{doc}");
    assert_eq!(doc["seats"][2]["flower_pig"], "passive");
    assert_eq!(doc["seats"][2]["penalty"], Value::Null);
    assert_eq!(doc["payments"][1]["reason"], "passive-flower-pig");
    assert_eq!(doc["nets"], json!([24, -8, -8, -8]));
}

#[test]
fn states_and_reasons_are_said_in_the_chosen_language() {
    let (_, doc) = settle("sbr-2025", &table("9s1p"), "zh-CN");
    assert_eq!(doc["seats"][0]["status_text"], "有叫");
    assert_eq!(doc["seats"][1]["status_text"], "没叫");
    assert!(doc["seats"][2]["status_text"]
        .as_str()
        .unwrap()
        .contains("主动花猪"));
    assert_eq!(doc["seats"][0]["best"]["fans"][1]["name"], "清一色");
    assert!(doc["payments"][4]["reason_text"]
        .as_str()
        .unwrap()
        .contains("退"));
}

#[test]
fn a_table_read_from_a_file_settles_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drawn.json");
    std::fs::write(&path, table("9s1p").to_string()).unwrap();
    let (ok, doc) = mjref(
        &["settle", "sbr-2025", path.to_str().unwrap(), "--json"],
        "",
    );
    assert!(ok, "{doc}");
    assert_eq!(doc["nets"], json!([24, -8, -8, -8]));
}

fn error_of(ruleset: &str, input: &str) -> (String, Value) {
    let (ok, doc) = mjref(&["settle", ruleset, "-", "--json"], input);
    assert!(!ok, "a failure exits non-zero: {doc}");
    let e = &doc["error"];
    assert!(!e["message"].as_str().unwrap().is_empty());
    (e["code"].as_str().unwrap().to_string(), e["args"].clone())
}

#[test]
fn bad_tables_are_refused_with_a_code_and_the_seat_counted_from_one() {
    let mut t = table("9s1p");
    t["players"][1]["voidSuit"] = Value::Null;
    let (code, args) = error_of("sbr-2025", &t.to_string());
    assert_eq!(code, "settle-missing-void-suit");
    assert_eq!(args["seat"], "2");

    // Seat 2 is a flower pig: without its discards, passive or active cannot be told.
    let mut t = table("9s1p");
    t["players"][2]["discards"] = Value::Null;
    assert_eq!(
        error_of("sbr-2025", &t.to_string()).0,
        "settle-missing-discards"
    );

    // A hand the notation cannot read keeps the hand engine's own code and position.
    let mut t = table("9s1p");
    t["players"][0]["hand"] = json!("11s55x");
    let (code, args) = error_of("sbr-2025", &t.to_string());
    assert_eq!(code, "hand-unknown-suit");
    assert_eq!(args["seat"], "1");

    // A kong made by a seat the table does not have.
    let mut t = table("9s1p");
    t["kongs"][0]["by"] = json!(4);
    assert_eq!(
        error_of("sbr-2025", &t.to_string()).0,
        "settle-no-such-seat"
    );

    assert_eq!(error_of("sbr-2025", "{\"players\": [").0, "bad-file");
    assert_eq!(
        error_of("mcr-2006", &table("9s1p").to_string()).0,
        "hand-engine-unsupported"
    );
}

#[test]
fn the_2v2_supplement_has_no_void_suit() {
    // 2V2 第二条二: a 花猪 is three suits in hand. Seat 2 holds all three (2377m, dots, 234s)
    // and discarded two suits: penalised as 花猪 (the supplement's incident). Seat 0 still
    // waits on 清一色 + 根. Partners sit opposite; nobody has won, so the hand is checked.
    let (ok, doc) = settle("sbr-2025-2v2", &table("9s1p"), "en");
    assert!(ok, "{doc}");
    assert_eq!(doc["variant"], "doubles");
    assert_eq!(doc["seats"][2]["penalty"], "flower-pig");
    // Seats 1 and 3 hold two suits each and wait on nothing: 没叫 as before.
    assert_eq!(doc["nets"], json!([24, -8, -8, -8]));
}

/// JSMA (ルール 20–21, 24): East shows 234m 456p 678s 33s 44s (waits 3s, 4s), West 345m 345p
/// 567s 66p 77p (waits 6p, 7p); South and North show no hand. 3,000 in all: 1,500 from each
/// of the two not in tenpai, 750 to each of the two in tenpai. South deals and is not in
/// tenpai, so the deal passes. Then West's riichi with a 6p discarded is フリテンリーチ: a
/// chombo at the draw, the hand void, nothing paid.
#[test]
fn a_jsma_drawn_hand_splits_the_noten_payment_and_a_furiten_riichi_voids_it() {
    let mut t = json!({
        "players": [
            {"hand": "234m456p678s3344s"}, {}, {"hand": "345m345p567s6677p"}, {}
        ],
        "dealer": 1,
        "roundWind": "S",
    });
    let (ok, doc) = settle("jsma", &t, "ja");
    assert!(ok, "{doc}");
    assert_eq!(doc["nets"], json!([1500, -1500, 1500, -1500]));
    assert_eq!(
        field(&doc, "status"),
        [
            json!("tenpai"),
            json!("noten"),
            json!("tenpai"),
            json!("noten")
        ]
    );
    assert_eq!(doc["dealer_keeps"], json!(false));
    assert!(flows(&doc)
        .iter()
        .all(|f| f.2 == 750 && f.3 == "noten-payment"));
    assert_eq!(doc["seats"][1]["status_text"], json!("ノーテン"));

    t["players"][2]["riichi"] = json!(true);
    t["players"][2]["discards"] = json!("6p");
    let (ok, doc) = settle("jsma", &t, "en");
    assert!(ok, "{doc}");
    assert_eq!(doc["hand_void"], json!(true));
    assert_eq!(doc["nets"], json!([0, 0, 0, 0]));
    assert_eq!(doc["seats"][2]["riichi_fault"], json!("furiten"));
    assert_eq!(doc["seats"][2]["penalty"], json!("invalid-riichi"));

    // A void suit means nothing at a riichi table: refused, naming where.
    t["players"][0]["voidSuit"] = json!("m");
    let (ok, doc) = settle("jsma", &t, "en");
    assert!(!ok);
    assert_eq!(doc["error"]["code"], json!("settle-not-asked"));
}
