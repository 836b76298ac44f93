//! SBR 2025 第九条–第十条 restated as cases. The book's worked examples are drawings of tiles
//! that our text copy lacks, so each case below is our own hand built to show what the
//! example's caption says (the fans it names), with the article and example number.

use tiles::{parse_hand, Conditions, FanKey, NoWin, Ruleset, WinOutcome};

const SBR: Ruleset = Ruleset::Sbr2025;

fn hand(s: &str) -> tiles::Hand {
    let p = parse_hand(s).unwrap();
    SBR.check(&p).unwrap();
    p.hand
}

/// The fans of `h` won on `win`, as (key, fan) pairs, and the total and points.
fn win_with(h: &str, win: &str, c: Conditions) -> (Vec<(&'static str, u32)>, u32, u32, u32) {
    match SBR.score(&hand(h), win.parse().unwrap(), c).unwrap() {
        WinOutcome::Win(s) => {
            let reference =
                tiles::sbr::reference::score(&hand(h), win.parse().unwrap(), c).unwrap();
            assert_eq!(reference, WinOutcome::Win(s.clone()), "{h} + {win}");
            (
                s.fans.iter().map(|f| (f.key.key(), f.fan)).collect(),
                s.fan,
                s.points,
                s.per_payer,
            )
        }
        other => panic!("{h} + {win} is not a win: {other:?}"),
    }
}

fn win(h: &str, w: &str) -> (Vec<(&'static str, u32)>, u32, u32) {
    let (fans, fan, points, _) = win_with(h, w, Conditions::default());
    (fans, fan, points)
}

fn no_win(h: &str, w: &str) -> (NoWin, bool) {
    match SBR
        .score(&hand(h), w.parse().unwrap(), Conditions::default())
        .unwrap()
    {
        WinOutcome::NoWin {
            reason,
            winning_shape,
        } => (reason, winning_shape),
        other => panic!("{h} + {w} is a win: {other:?}"),
    }
}

/// Waits as ("tile", fan) pairs and the most any of them scores.
fn waits(h: &str) -> (Vec<(String, u32)>, Option<u32>) {
    let w = SBR.waits(&hand(h), Conditions::default()).unwrap();
    let r = tiles::sbr::reference::waits(&hand(h), Conditions::default()).unwrap();
    assert_eq!(w, r, "{h}");
    (
        w.waits
            .iter()
            .map(|w| (w.tile.to_string(), w.fan))
            .collect(),
        w.max_fan(),
    )
}

// 第九条一（一）: the two winning shapes.

#[test]
fn basic_shape_and_seven_pairs_win() {
    // Four sets (runs count) and a pair, no fan: 平和, worth 1 (第十条二（一）).
    assert_eq!(win("123m456m789m234p5p", "5p"), (vec![], 0, 1));
    // Seven pairs that also group as runs: the better shape counts (七对 2).
    assert_eq!(
        win("112233m445566p7p", "7p"),
        (vec![("seven-pairs", 2)], 2, 4)
    );
    // A four of a kind not declared is two of the seven pairs, and a root.
    assert_eq!(
        win("11112233m4455p6p", "6p"),
        (vec![("root", 1), ("seven-pairs", 2)], 3, 8)
    );
    assert_eq!(
        no_win("123m456m789m234p5p", "6p"),
        (NoWin::NotAWinningShape, false)
    );
}

// 第九条一（二）: at most two suits.

#[test]
fn three_suits_never_win() {
    // A winning shape with three suits is still no win (and no 花猪 in the 2V2 book either:
    // its 第三条 六（三） makes it 诈和).
    assert_eq!(no_win("123m456p789s1112m", "2m"), (NoWin::ThreeSuits, true));
    // The winning tile can be the third suit.
    assert_eq!(
        no_win("123m456p789p1112m", "2s"),
        (NoWin::ThreeSuits, false)
    );
    // A meld counts.
    assert_eq!(no_win("123m456p78m99m[555s]", "9m").0, NoWin::ThreeSuits);
    // 第十条三（六）: a three-suit hand is never waiting.
    let w = SBR
        .waits(&hand("123m456p789s1122m"), Conditions::default())
        .unwrap();
    assert_eq!((w.tenpai(), w.reason), (false, Some(NoWin::ThreeSuits)));
}

// 第十条二（六）, examples 1–9 of the fan table.

#[test]
fn example_1_two_kongs() {
    assert_eq!(
        win("234m678m9p[5555p]{7777p}", "9p"),
        (vec![("kong", 2)], 2, 4)
    );
}

#[test]
fn example_2_two_roots() {
    // 1m: four in the hand (111 + 123); 5p: a pung with the fourth in a run.
    assert_eq!(win("111123m4568p[555p]", "8p"), (vec![("root", 2)], 2, 4));
}

#[test]
fn example_3_root_and_seven_pairs() {
    assert_eq!(
        win("11112233m4455p6p", "6p"),
        (vec![("root", 1), ("seven-pairs", 2)], 3, 8)
    );
}

#[test]
fn example_4_all_pungs() {
    // The caption adds a 根; a four of a kind cannot sit in pungs and a pair unless it is
    // declared, so we restate the 大对子 part (and 大对子 with a kong).
    assert_eq!(
        win("[111m][222m]333p44p55p", "4p"),
        (vec![("all-pungs", 1)], 1, 2)
    );
    assert_eq!(
        win("[1111m]222m333p44p55p", "5p"),
        (vec![("kong", 1), ("all-pungs", 1)], 2, 4)
    );
}

#[test]
fn example_5_golden_hook() {
    assert_eq!(
        win("5p[111m][2222m][333p][444p]", "5p"),
        (
            vec![("kong", 1), ("all-pungs", 1), ("golden-hook", 1)],
            3,
            8
        )
    );
    // A concealed kong is on the table too.
    assert_eq!(win("5p[111m]{2222m}[333p][444p]", "5p").1, 3);
}

#[test]
fn example_6_root_and_full_flush() {
    // A pung of 5m and the fourth 5m in a run.
    assert_eq!(
        win("345678m99m12m[555m]", "3m"),
        (vec![("root", 1), ("full-flush", 2)], 3, 8)
    );
}

#[test]
fn example_7_all_pungs_and_full_flush() {
    assert_eq!(
        win("[111m][222m]333m44m55m", "5m"),
        (vec![("all-pungs", 1), ("full-flush", 2)], 3, 8)
    );
}

#[test]
fn example_8_full_flush_and_seven_pairs() {
    // 4 fan, capped at 3 for the value (第十条二（三）).
    assert_eq!(
        win("1122335577994m", "4m"),
        (vec![("full-flush", 2), ("seven-pairs", 2)], 4, 8)
    );
}

#[test]
fn example_9_seven_pairs() {
    assert_eq!(
        win("1133m5577p99p22m4p", "4p"),
        (vec![("seven-pairs", 2)], 2, 4)
    );
}

// ⑦–⑩ and 第十条二（五）.

#[test]
fn circumstances_add_a_fan_and_tsumo_adds_a_point() {
    let h = "123m456m789m234p5p";
    let c = |tsumo, after_kong, robbing_kong, last_tile| Conditions {
        tsumo,
        after_kong,
        robbing_kong,
        last_tile,
        ..Conditions::default()
    };
    // 自摸: no fan; each payer pays the value plus one.
    assert_eq!(
        win_with(h, "5p", c(true, false, false, false)),
        (vec![], 0, 1, 2)
    );
    assert_eq!(
        win_with(h, "5p", c(true, true, false, false)),
        (vec![("kong-bloom", 1)], 1, 2, 3)
    );
    assert_eq!(
        win_with(h, "5p", c(false, true, false, false)),
        (vec![("kong-discard", 1)], 1, 2, 2)
    );
    assert_eq!(
        win_with(h, "5p", c(false, false, true, false)),
        (vec![("robbing-kong", 1)], 1, 2, 2)
    );
    assert_eq!(
        win_with(h, "5p", c(true, false, false, true)),
        (vec![("last-tile", 1)], 1, 2, 3)
    );
    // The cap: 清一色 + 七对 + 根 + 杠上花 + 海底 = 7 fan, worth 8, 9 from each payer.
    let (_, fan, points, per_payer) = win_with("1111335577994m", "4m", c(true, true, false, true));
    assert_eq!((fan, points, per_payer), (7, 8, 9));
    // Impossible together.
    let e = SBR
        .score(&hand(h), "5p".parse().unwrap(), c(true, false, true, false))
        .unwrap_err();
    assert_eq!(e.code(), "hand-conflicting-conditions");
}

// 第十条三（二）: waits, and the tile one already holds four of.

#[test]
fn waits_exclude_a_tile_held_four_times() {
    // 111 + a lone 1m waits only on a fifth 1m: not waiting.
    assert_eq!(waits("1111m234p567p888p"), (vec![], None));
    // The same with the pung on the table.
    assert_eq!(waits("1m234p567p888p[111m]"), (vec![], None));
    // A kong does not wait on its own tile either.
    assert_eq!(waits("1m234p567p888p{1111p}").0.len(), 1);
    // With three in the hand the fourth is a wait (and a root).
    // (3p, 6p, 9p: 11m + 123m makes the pair, 3456789p99p + one the sets.)
    let (w, max) = waits("111m23m456p789p99p");
    let expected: Vec<(String, u32)> = [("1m", 1), ("4m", 0), ("3p", 0), ("6p", 0), ("9p", 1)]
        .iter()
        .map(|(t, f)| (t.to_string(), *f))
        .collect();
    assert_eq!((w, max), (expected, Some(1)));
}

// 第十条三（四）: 查大叫 on the most a waiting hand can score.

#[test]
fn most_a_waiting_hand_can_score() {
    // Example 1: 大对子 1 fan.
    assert_eq!(
        waits("[111m][222m]333p55p77p"),
        (vec![("5p".into(), 1), ("7p".into(), 1)], Some(1))
    );
    // Example 2: 清一色 + 根 = 3 fan (the nine gates, winning on 1m or 9m).
    let (w, max) = waits("1112345678999m");
    assert_eq!(w.len(), 9);
    assert_eq!(max, Some(3));
    assert_eq!(w[0], ("1m".into(), 3));
    assert_eq!(w[1], ("2m".into(), 2));
    // Example 3: a four in the hand is one root, whatever the wait.
    assert_eq!(
        waits("11112m345p678p99p"),
        (vec![("3m".into(), 1)], Some(1))
    );
    // Example 4: winning on 7p makes a second four: 2 roots (5p, as 555p + 77p + 789p,
    // keeps one).
    assert_eq!(
        waits("111123m777p89p55p"),
        (vec![("5p".into(), 1), ("7p".into(), 2)], Some(2))
    );
    // 杠上花 etc. are not part of it: no circumstances are given when none are asked.
    let w = SBR
        .waits(
            &hand("[111m][222m]333p44p55p"),
            Conditions {
                last_tile: true,
                ..Conditions::default()
            },
        )
        .unwrap();
    assert_eq!(w.max_fan(), Some(2));
}

#[test]
fn every_fan_has_a_kebab_case_key() {
    let keys: Vec<_> = FanKey::SBR.iter().map(|k| k.key()).collect();
    assert_eq!(
        keys,
        [
            "kong",
            "root",
            "all-pungs",
            "golden-hook",
            "full-flush",
            "seven-pairs",
            "kong-bloom",
            "kong-discard",
            "robbing-kong",
            "last-tile"
        ]
    );
}
