//! JSMA rulings decided from the hand: a disputed ron stands when the hand engine finds a valid
//! win, else it is 錯ロン (ルール 26, a chombo); a riichi at a drawn hand is a chombo unless the
//! hand was in 有効テンパイ and not furiten (ルール 24); a disputed tenpai shares the ノーテン罰符
//! only in 有効テンパイ (ルール 20–21); pao is for a yakuman only (ルール 30).

mod common;

use rulebook::{builtin_ruleset, SanctionKind, Value, Verdict};

enum A<'a> {
    Text(&'a str),
    Bool(bool),
}

fn ruled(incident: &str, answers: &[(&str, A)]) -> Verdict {
    let answers = answers
        .iter()
        .map(|(k, v)| {
            let v = match v {
                A::Text(t) => Value::Text(t.to_string()),
                A::Bool(b) => Value::Bool(*b),
            };
            (k.to_string(), v)
        })
        .collect();
    common::ruled_on_values(&builtin_ruleset("jsma").unwrap(), incident, answers)
}

fn chombo_questions() -> Vec<(&'static str, A<'static>)> {
    vec![
        ("offender_is_dealer", A::Bool(false)),
        ("dealer", A::Text("B")),
        ("intentional", A::Bool(false)),
        ("pao_liable", A::Bool(false)),
    ]
}

fn paid(v: &Verdict) -> bool {
    v.sanctions.iter().any(|s| s.kind == SanctionKind::Pay)
}

#[test]
fn a_disputed_ron_stands_or_is_a_false_ron_by_the_hand() {
    // An open hand with no yaku: 錯ロン, a non-dealer's chombo.
    let mut answers = chombo_questions();
    answers.extend([
        ("declared_hand", A::Text("23m456p[789s]23455s")),
        ("winning_tile", A::Text("1m")),
        ("win_circumstances", A::Text("seat=S round=E")),
    ]);
    let v = ruled("false-win", &answers);
    assert_eq!(v.outcome.as_deref(), Some("non-dealer"));
    assert!(paid(&v));
    // Open 断幺 on 4m: a valid ron, no chombo, the points said.
    let mut answers = chombo_questions();
    answers.extend([
        ("declared_hand", A::Text("23m456p[678s]23455s")),
        ("winning_tile", A::Text("4m")),
        ("win_circumstances", A::Text("seat=S round=E")),
    ]);
    let v = ruled("false-win", &answers);
    assert_eq!(v.outcome.as_deref(), Some("win-stands"));
    assert!(v.sanctions.is_empty());
    // 1 han 30 fu with 場に2翻: 30 × 2^3 × 4 = 960 → 1,000.
    assert_eq!(
        v.reasons[0].args["declared_points"],
        rulebook::Arg::Number(1000.0)
    );
    // Furiten: the same closed hand with 4m among its discards cannot ron.
    let mut answers = chombo_questions();
    answers.extend([
        ("declared_hand", A::Text("23m456p789s23455s")),
        ("winning_tile", A::Text("1m")),
        ("win_circumstances", A::Text("seat=S round=E discards=4m")),
    ]);
    assert_eq!(
        ruled("false-win", &answers).outcome.as_deref(),
        Some("non-dealer")
    );
    // Without the hand, the call stands as made.
    let v = ruled("false-win", &chombo_questions());
    assert_eq!(v.outcome.as_deref(), Some("non-dealer"));
}

#[test]
fn a_riichi_at_the_draw_is_a_chombo_unless_the_hand_was_effectively_ready() {
    let riichi = |hand: &'static str, words: &'static str| {
        let mut answers = chombo_questions();
        answers.extend([
            ("drawn_hand", A::Text(hand)),
            ("drawn_circumstances", A::Text(words)),
        ]);
        ruled("invalid-riichi", &answers)
    };
    // Ready on 1m-4m, nothing gone: no chombo.
    let v = riichi("23m456p789s23455s", "riichi seat=S round=E");
    assert_eq!(v.outcome.as_deref(), Some("hand-ready"));
    assert!(v.sanctions.is_empty());
    // Furiten: 4m among the discards.
    let v = riichi("23m456p789s23455s", "riichi seat=S round=E discards=4m");
    assert_eq!(v.outcome.as_deref(), Some("non-dealer"));
    // Not ready at all.
    let v = riichi("13m456p789s23459s", "riichi seat=S round=E");
    assert_eq!(v.outcome.as_deref(), Some("non-dealer"));
    // カラテン: every winning tile already gone when the riichi was declared.
    let v = riichi("23m456p789s23455s", "riichi seat=S round=E seen=1111m4444m");
    assert_eq!(v.outcome.as_deref(), Some("non-dealer"));
}

#[test]
fn a_disputed_tenpai_shares_the_noten_payment_only_when_effective() {
    let tenpai = |hand: &'static str, words: &'static str| {
        ruled(
            "disputed-tenpai",
            &[
                ("drawn_hand", A::Text(hand)),
                ("drawn_circumstances", A::Text(words)),
            ],
        )
        .outcome
    };
    // Open, no yaku on any wait: not 有効テンパイ.
    assert_eq!(
        tenpai("23m456p[789s]23455s", "seat=S round=E").as_deref(),
        Some("not-effective")
    );
    // Open 断幺 on 4m: effective; with every 4m seen gone, not.
    assert_eq!(
        tenpai("23m456p[678s]23455s", "seat=S").as_deref(),
        Some("effective-tenpai")
    );
    assert_eq!(
        tenpai("23m456p[678s]23455s", "seat=S seen=4444m").as_deref(),
        Some("not-effective")
    );
}

#[test]
fn pao_is_for_a_yakuman_only() {
    let base = || {
        vec![
            ("pao_win_by", A::Text("tsumo")),
            ("pao_winner_is_dealer", A::Bool(false)),
            ("pao_winner", A::Text("B")),
        ]
    };
    // 大三元 on a tsumo: the liable player pays 32,000.
    let mut yakuman = base();
    yakuman.extend([
        ("declared_hand", A::Text("123m[555z][666z]77z11p")),
        ("winning_tile", A::Text("7z")),
        ("win_circumstances", A::Text("tsumo seat=S")),
    ]);
    let v = ruled("pao", &yakuman);
    assert_eq!(v.outcome.as_deref(), Some("tsumo-non-dealer"));
    assert_eq!(v.sanctions[0].amount, Some(32000.0));
    // 小三元 only: no pao.
    let mut small = base();
    small.extend([
        ("declared_hand", A::Text("[555z][666z]77z11p123m")),
        ("winning_tile", A::Text("1p")),
        ("win_circumstances", A::Text("tsumo seat=S")),
    ]);
    let v = ruled("pao", &small);
    assert_eq!(v.outcome.as_deref(), Some("not-yakuman"));
    assert!(v.sanctions.is_empty());
}
