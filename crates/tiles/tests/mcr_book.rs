//! MCR hands worked out by hand from the book (`mcr_book_hands.toml`: at least one per fan of
//! 3.8.1 and one per exclusion and special case, each with every fan it counts), checked against
//! the engine through `tiles::analyse`, the path the app and `mjref hand` take.

use serde::Deserialize;
use std::collections::BTreeMap;
use tiles::mcr::Wind;
use tiles::{analyse, Conditions};

#[derive(Deserialize)]
struct Book {
    hand: Vec<Case>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Case {
    name: String,
    article: String,
    hand: String,
    win: String,
    #[serde(default)]
    tsumo: bool,
    #[serde(default)]
    last_of_kind: bool,
    #[serde(default)]
    after_kong: bool,
    #[serde(default)]
    robbing_kong: bool,
    #[serde(default)]
    last_tile: bool,
    #[serde(default)]
    flowers: u8,
    #[serde(default)]
    seat_wind: Option<String>,
    #[serde(default)]
    round_wind: Option<String>,
    points: u32,
    meets_minimum: bool,
    fans: BTreeMap<String, u32>,
    why: String,
    #[serde(default)]
    doubt: Option<String>,
}

fn wind(w: &Option<String>) -> Wind {
    w.as_deref()
        .map_or(Wind::East, |l| Wind::from_letter(l).expect("E S W N"))
}

#[test]
fn every_hand_worked_from_the_book_counts_as_worked() {
    let book: Book = toml::from_str(include_str!("mcr_book_hands.toml")).unwrap();
    assert!(book.hand.len() >= 100, "{} hands", book.hand.len());
    let mut wrong = Vec::new();
    for c in &book.hand {
        assert!(c.article.starts_with("MCR "), "{}: {}", c.name, c.article);
        assert!(!c.why.is_empty(), "{}", c.name);
        let conditions = Conditions {
            tsumo: c.tsumo,
            after_kong: c.after_kong,
            robbing_kong: c.robbing_kong,
            last_tile: c.last_tile,
            last_of_kind: c.last_of_kind,
            flowers: c.flowers,
            seat_wind: wind(&c.seat_wind),
            round_wind: wind(&c.round_wind),
        };
        let a = match analyse("mcr-2006", &c.hand, Some(&c.win), conditions) {
            Ok(a) => a,
            Err(e) => {
                wrong.push(format!("{}: refused: {e}", c.name));
                continue;
            }
        };
        let w = a.win.expect("a win asked");
        let got: BTreeMap<String, u32> = w.fans.iter().map(|f| (f.key.clone(), f.count)).collect();
        if !w.win
            || got != c.fans
            || w.points != c.points
            || w.meets_minimum != Some(c.meets_minimum)
        {
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
