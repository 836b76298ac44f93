//! The MCR fan table as shipped: the 81 fans of 3.8.1 in the book's order, on its twelve levels,
//! every exclusion naming a fan no dearer than the one that excludes it, the book's special
//! cases where the book puts them, and every fan named in every language.

use std::collections::HashSet;
use tiles::mcr::table::FanTable;

const LEVELS: [(u32, usize); 12] = [
    (88, 7),
    (64, 6),
    (48, 2),
    (32, 3),
    (24, 9),
    (16, 6),
    (12, 5),
    (8, 9),
    (6, 7),
    (4, 4),
    (2, 10),
    (1, 13),
];

#[test]
fn eighty_one_fans_in_the_books_order_on_its_twelve_levels() {
    let t = FanTable::builtin();
    assert_eq!(t.fans.len(), 81);
    let numbers: Vec<u32> = t.fans.iter().map(|f| f.number).collect();
    assert_eq!(numbers, (1..=81).collect::<Vec<_>>());
    let keys: HashSet<&str> = t.fans.iter().map(|f| f.key.as_str()).collect();
    assert_eq!(keys.len(), 81, "keys are unique");
    let mut at = 0;
    for (points, count) in LEVELS {
        for f in &t.fans[at..at + count] {
            assert_eq!(f.points, points, "{} (no. {})", f.key, f.number);
            assert_eq!(f.article, format!("MCR 3.8.1 {}", f.number));
        }
        at += count;
    }
    assert_eq!(
        (t.minimum.points, t.minimum.article.as_str()),
        (8, "MCR 3.9.1 1 (2)")
    );
}

#[test]
fn a_fan_excludes_only_other_fans_no_dearer_than_itself() {
    let t = FanTable::builtin();
    for f in &t.fans {
        for x in f.excludes.iter().chain(&f.excludes_in_set) {
            let other = t
                .fan(x)
                .unwrap_or_else(|| panic!("{} excludes unknown {x}", f.key));
            assert_ne!(other.key, f.key, "{} excludes itself", f.key);
            assert!(
                other.points <= f.points,
                "{} ({}) excludes dearer {x} ({})",
                f.key,
                f.points,
                other.points
            );
        }
    }
    // The book's own brackets (3.8.1 44, 46, 47).
    let excludes = |k: &str, x: &str| t.fan(k).unwrap().excludes.iter().any(|e| e == x);
    assert!(excludes("last-tile-draw", "self-drawn"));
    assert!(excludes("out-with-replacement-tile", "self-drawn"));
    assert!(excludes("robbing-the-kong", "last-tile"));
}

#[test]
fn the_books_special_cases_are_where_the_book_puts_them() {
    let t = FanTable::builtin();
    let flowers = t.fan("flower-tiles").unwrap();
    assert!(flowers.per_tile && !flowers.toward_minimum);
    assert!(
        t.fans.iter().filter(|f| !f.toward_minimum).count() == 1,
        "only flowers miss the 8"
    );
    // "自摸加计不求人": the seven concealed special hands the book marks so.
    let marked: Vec<u32> = t
        .fans
        .iter()
        .filter(|f| f.self_drawn_counts.is_some())
        .map(|f| f.number)
        .collect();
    assert_eq!(marked, [4, 6, 7, 12, 19, 20, 34]);
    assert_eq!(
        t.fan("two-melded-kongs")
            .unwrap()
            .melded_and_concealed_points,
        Some(6)
    );
}

#[test]
fn every_fan_is_named_and_summarised_in_every_language() {
    let l10n = l10n::Localizer::new().unwrap();
    for lang in l10n::LANGUAGES {
        assert!(l10n.has(lang, "mcr-fans-interpretation"), "{lang}");
        for f in &FanTable::builtin().fans {
            for id in [
                format!("mcr-fan-{}", f.key),
                format!("mcr-fan-{}-summary", f.key),
            ] {
                assert!(l10n.has(lang, &id), "{lang}: {id}");
            }
        }
    }
}
