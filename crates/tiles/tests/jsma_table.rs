//! The JSMA yaku table as shipped: the <アガリ役> list on its levels, the ▲ yaku one han less
//! open, the ◎ yaku unable to stand alone, the yakuman, the limits of ルール 5 in order, and
//! every yaku and reading named in every language.

use tiles::jsma::table::YakuTable;
use tiles::jsma::Yaku;

/// <アガリ役> by level: (han closed, keys).
const LEVELS: [(u32, &[&str]); 4] = [
    (
        1,
        &[
            "menzen-tsumo",
            "pinfu",
            "riichi",
            "tanyao",
            "yakuhai",
            "iipeikou",
            "haitei",
            "houtei",
            "rinshan",
            "chankan",
        ],
    ),
    (
        2,
        &[
            "toitoi",
            "double-riichi",
            "sanankou",
            "sankantsu",
            "renfonpai",
            "shousangen",
            "honroutou",
            "sanshoku-doukou",
            "chiitoitsu",
            "chanta",
            "ittsu",
            "sanshoku",
        ],
    ),
    (3, &["junchan", "honitsu", "ryanpeikou"]),
    (6, &["chinitsu"]),
];

/// ▲: one han less open (一盃口's open value is none).
const LESS_OPEN: [&str; 7] = [
    "chanta", "ittsu", "sanshoku", "junchan", "honitsu", "chinitsu", "iipeikou",
];
/// ◎: no win on them alone.
const NOT_ALONE: [&str; 4] = ["haitei", "houtei", "rinshan", "chankan"];
/// Closed only (門前 yaku).
const CLOSED_ONLY: [&str; 6] = [
    "menzen-tsumo",
    "pinfu",
    "riichi",
    "double-riichi",
    "chiitoitsu",
    "ryanpeikou",
];
const YAKUMAN: [&str; 12] = [
    "tenhou",
    "chiihou",
    "daisangen",
    "suushiihou",
    "tsuuiisou",
    "tsuuiisou-chiitoitsu",
    "chinroutou",
    "suuankou",
    "suukantsu",
    "kokushi",
    "ryuuiisou",
    "chuuren",
];

#[test]
fn the_yaku_sit_on_the_books_levels() {
    let t = YakuTable::builtin();
    for (han, keys) in LEVELS {
        for key in keys {
            let y = t.yaku(key).unwrap_or_else(|| panic!("{key} missing"));
            assert_eq!(y.han, han, "{key}");
            assert!(!y.yakuman, "{key}");
        }
    }
    for key in YAKUMAN {
        let y = t.yaku(key).unwrap_or_else(|| panic!("{key} missing"));
        assert!(y.yakuman && y.han == 13, "{key}");
    }
    let renhou = t.yaku("renhou").unwrap();
    assert_eq!(renhou.limit.as_deref(), Some("baiman"));
    let listed = LEVELS.iter().map(|(_, k)| k.len()).sum::<usize>() + YAKUMAN.len() + 1;
    assert_eq!(t.yaku.len(), listed, "no yaku beyond <アガリ役>");
    assert_eq!(t.yaku.len(), Yaku::ALL.len());
}

#[test]
fn open_values_follow_the_marks() {
    let t = YakuTable::builtin();
    for y in &t.yaku {
        let expected = if LESS_OPEN.contains(&y.key.as_str()) {
            (y.han > 1).then(|| y.han - 1)
        } else if CLOSED_ONLY.contains(&y.key.as_str())
            || matches!(
                y.key.as_str(),
                "tenhou"
                    | "chiihou"
                    | "renhou"
                    | "tsuuiisou-chiitoitsu"
                    | "suuankou"
                    | "kokushi"
                    | "chuuren"
            )
        {
            None
        } else {
            Some(y.han)
        };
        assert_eq!(y.open, expected, "{}", y.key);
        assert_eq!(
            y.stands_alone,
            !NOT_ALONE.contains(&y.key.as_str()),
            "{}",
            y.key
        );
        for x in &y.excludes {
            assert!(t.yaku(x).is_some(), "{} excludes unknown {x}", y.key);
        }
    }
}

#[test]
fn the_limits_rise_with_the_han() {
    let p = &YakuTable::builtin().payment;
    assert_eq!((p.ba_han, p.mangan_basic, p.yakuman_times), (2, 2000, 4));
    let hans: Vec<u32> = p.limits.iter().map(|l| l.han).collect();
    assert_eq!(hans, [6, 7, 8, 10, 13]);
    assert!(p.limits.windows(2).all(|w| w[0].times <= w[1].times));
    assert_eq!(p.limits[0].fu, 32);
}

#[test]
fn every_yaku_and_reading_is_named_in_every_language() {
    let l10n = l10n::Localizer::new().unwrap();
    let t = YakuTable::builtin();
    for lang in l10n::LANGUAGES {
        assert!(l10n.has(lang, "yaku-interpretation"), "{lang}");
        for y in &t.yaku {
            for id in [format!("yaku-{}", y.key), format!("yaku-{}-summary", y.key)] {
                assert!(l10n.has(lang, &id), "{lang}: {id}");
            }
        }
        for r in &t.readings {
            assert!(
                l10n.has(lang, &format!("reading-{}", r.key)),
                "{lang}: {}",
                r.key
            );
            for c in &r.choices {
                let id = format!("reading-{}-{c}", r.key);
                assert!(l10n.has(lang, &id), "{lang}: {id}");
            }
        }
    }
}
