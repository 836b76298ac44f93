//! MCR hands worked out by hand from the book (`mcr_book_hands.toml`: at least one per fan of
//! 3.8.1 and one per exclusion and special case, each with every fan it counts), checked against
//! the engine through `tiles::analyse`, the path the app and `mjref hand` take.

use serde::Deserialize;
use std::collections::BTreeMap;
use tiles::{analyse, Conditions};

#[derive(Deserialize)]
struct Book {
    hand: Vec<Case>,
}

/// A hand worked from the book: the hand, the tile and the circumstances, what it should count
/// and how it was worked out.
#[derive(Deserialize)]
struct Case {
    name: String,
    article: String,
    hand: String,
    win: String,
    #[serde(flatten)]
    conditions: Conditions,
    points: u32,
    meets_minimum: bool,
    fans: BTreeMap<String, u32>,
    why: String,
    #[serde(default)]
    doubt: Option<String>,
}

#[test]
fn every_hand_worked_from_the_book_counts_as_worked() {
    let book: Book = toml::from_str(include_str!("mcr_book_hands.toml")).unwrap();
    assert!(book.hand.len() >= 100, "{} hands", book.hand.len());
    let mut wrong = Vec::new();
    for c in &book.hand {
        assert!(c.article.starts_with("MCR "), "{}: {}", c.name, c.article);
        assert!(!c.why.is_empty(), "{}", c.name);
        let conditions = c.conditions;
        let a = match analyse(tiles::Ruleset::Mcr2006, &c.hand, Some(&c.win), conditions) {
            Ok(a) => a,
            Err(e) => {
                wrong.push(format!("{}: refused: {e}", c.name));
                continue;
            }
        };
        let tiles::HandAnalysis::McrWin(w) = a else {
            panic!("{}: an MCR win was asked", c.name)
        };
        let got: BTreeMap<String, u32> = w.fans.iter().map(|f| (f.key.clone(), f.count)).collect();
        if !w.win || got != c.fans || w.points != c.points || w.meets_minimum != c.meets_minimum {
            wrong.push(format!(
                "{} ({}{}): {}+{}\n    book {} {:?}\n    ours {} {:?} (min {:?})",
                c.name,
                c.article,
                c.doubt
                    .as_deref()
                    .map_or(String::new(), |d| format!("; doubt: {d}")),
                c.hand,
                c.win,
                c.points,
                c.fans,
                w.points,
                got,
                w.meets_minimum
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {}:\n{}",
        wrong.len(),
        book.hand.len(),
        wrong.join("\n")
    );
}

#[test]
fn every_fan_has_a_hand_of_its_own() {
    let book: Book = toml::from_str(include_str!("mcr_book_hands.toml")).unwrap();
    for fan in tiles::mcr::Fan::ALL {
        assert!(
            book.hand.iter().any(|h| h.fans.contains_key(fan.key())),
            "no hand counts {}",
            fan.key()
        );
    }
}
