//! The JSMA drawn-hand settlement (`tiles::settle(Variant::Jsma, …)`) on random tables, against the
//! book restated with the slow reference (`tiles::jsma::reference::waits`): who is in 有効
//! テンパイ, which riichi is a chombo (ルール 24), and what each seat pays or receives of the
//! ノーテン罰符 (ルール 20–21, 23, 27).

use proptest::prelude::*;
use tiles::jsma::random::{dealt_hand, ready_hand};
use tiles::jsma::reference::{self, RefReadings};
use tiles::jsma::table::YakuTable;
use tiles::jsma::Situation;
use tiles::settlement::{DrawnHand, PlayerEntry, Status, Variant};
use tiles::shared::Rng;
use tiles::Wind;
use tiles::{Hand, MeldKind, Tile};

/// One seat as generated: what the referee enters, in parsed form.
#[derive(Debug, Clone)]
struct Drawn {
    hand: Option<Hand>,
    riichi: bool,
    abandoned: bool,
    discards: [u8; Tile::KINDS],
}

fn text(counts: &[u8; Tile::KINDS]) -> String {
    (0..Tile::KINDS)
        .flat_map(|k| std::iter::repeat_n(Tile::from_index(k).unwrap(), counts[k] as usize))
        .map(|t| t.to_string())
        .collect()
}

/// A random table whose tiles fit the set: hands (ready, dealt or not shown), riichi only on a
/// closed hand shown, a few discards per seat, and a few more tiles in sight.
fn table(seed: u64) -> (Vec<Drawn>, usize, Wind, [u8; Tile::KINDS]) {
    let mut rng = Rng(seed);
    'again: loop {
        let mut used = [0u8; Tile::KINDS];
        let mut seen = [0u8; Tile::KINDS];
        let mut seats = Vec::new();
        for _ in 0..4 {
            let hand = match rng.below(4) {
                0 | 1 => Some(ready_hand(&mut rng)),
                2 => Some(dealt_hand(&mut rng)),
                _ => None,
            };
            if let Some(h) = &hand {
                for (k, n) in h.counts().iter().enumerate() {
                    used[k] += n;
                    if used[k] > 4 {
                        continue 'again;
                    }
                }
            }
            let closed = hand
                .as_ref()
                .is_some_and(|h| h.melds.iter().all(|m| m.kind == MeldKind::ConcealedKong));
            let mut discards = [0u8; Tile::KINDS];
            for _ in 0..rng.below(4) {
                let k = rng.below(Tile::KINDS);
                if used[k] < 4 {
                    used[k] += 1;
                    discards[k] += 1;
                    seen[k] += 1;
                }
            }
            seats.push(Drawn {
                riichi: closed && rng.below(3) == 0,
                abandoned: rng.below(8) == 0,
                hand,
                discards,
            });
        }
        for _ in 0..rng.below(12) {
            let k = rng.below(Tile::KINDS);
            if used[k] < 4 {
                used[k] += 1;
                seen[k] += 1;
            }
        }
        let dealer = rng.below(4);
        let round = [Wind::East, Wind::South][rng.below(2)];
        return (seats, dealer, round, seen);
    }
}

/// The table as the engine's entry point reads it.
fn entry(seats: &[Drawn], dealer: usize, round: Wind, seen: &[u8; Tile::KINDS]) -> DrawnHand {
    DrawnHand {
        players: seats
            .iter()
            .map(|s| PlayerEntry {
                hand: s.hand.as_ref().map(|h| h.to_string()),
                riichi: s.riichi,
                abandoned: s.abandoned,
                discards: Some(text(&s.discards)).filter(|t| !t.is_empty()),
                ..Default::default()
            })
            .collect(),
        dealer: Some(dealer),
        round_wind: Some(round.letter().to_string()),
        seen: Some(text(seen)).filter(|t| !t.is_empty()),
        ..Default::default()
    }
}

fn check(seed: u64) -> Result<(), TestCaseError> {
    let (seats, dealer, round, seen) = table(seed);
    let entry = entry(&seats, dealer, round, &seen);
    let s =
        tiles::settle(Variant::Jsma, &entry).map_err(|e| TestCaseError::fail(format!("{e}")))?;

    // By the book: each seat's 有効テンパイ from the reference, seat winds from the dealer.
    let winds = [Wind::East, Wind::South, Wind::West, Wind::North];
    let mut ready = Vec::new();
    let mut chombo = false;
    for (i, (seat, view)) in seats.iter().zip(&s.seats).enumerate() {
        let by_book = match (&seat.hand, seat.abandoned) {
            (_, true) => Status::Abandoned,
            (None, false) => Status::Noten,
            (Some(hand), false) => {
                // In sight: every river and the loose tiles; after a riichi only its own
                // tiles empty a wait (ルール 21 ただし書き).
                let situation = Situation {
                    riichi: seat.riichi,
                    seat_wind: winds[(i + 4 - dealer) % 4],
                    round_wind: round,
                    discards: seat.discards,
                    seen: if seat.riichi {
                        [0; Tile::KINDS]
                    } else {
                        std::array::from_fn(|k| seen[k] - seat.discards[k])
                    },
                    ..Situation::default()
                };
                let w = reference::waits(hand, &situation, RefReadings::default());
                let fault = seat.riichi && (!w.tenpai || w.karaten || w.furiten);
                prop_assert_eq!(view.riichi_fault.is_some(), fault, "seat {}", i);
                prop_assert_eq!(view.penalty.is_some(), fault);
                chombo |= fault;
                if fault || !w.tenpai {
                    Status::Noten
                } else if w.effective_tenpai {
                    Status::Tenpai
                } else {
                    Status::FormalTenpai
                }
            }
        };
        prop_assert_eq!(view.status, by_book, "seat {}", i);
        if by_book == Status::Tenpai {
            ready.push(i);
        }
    }

    // ルール 20–21, 23: the whole split on both sides, nothing after a chombo.
    let whole = i64::from(YakuTable::builtin().drawn.noten_payment);
    prop_assert_eq!(s.hand_void, chombo);
    prop_assert_eq!(s.seats.iter().map(|v| v.net).sum::<i64>(), 0);
    for (i, view) in s.seats.iter().enumerate() {
        let expected = if chombo || ready.is_empty() || ready.len() == 4 {
            0
        } else if ready.contains(&i) {
            whole / ready.len() as i64
        } else {
            -whole / (4 - ready.len()) as i64
        };
        prop_assert_eq!(view.net, expected, "seat {}", i);
    }
    prop_assert_eq!(s.dealer_keeps, Some(chombo || ready.contains(&dealer)));
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn a_drawn_hand_settles_as_the_book_says(seed in any::<u64>()) {
        check(seed)?;
    }
}

/// The random tables reach every state the property checks, chombo riichi included.
#[test]
fn the_tables_cover_every_state() {
    let mut seen = std::collections::BTreeMap::new();
    for seed in 0..2000u64 {
        let (seats, dealer, round, tiles_seen) = table(seed);
        let entry = entry(&seats, dealer, round, &tiles_seen);
        let s = tiles::settle(Variant::Jsma, &entry).unwrap();
        for v in &s.seats {
            *seen
                .entry(format!("{:?} {:?}", v.status, v.riichi_fault))
                .or_insert(0) += 1;
        }
        *seen.entry(format!("void {}", s.hand_void)).or_insert(0) += 1;
    }
    for (key, min) in [
        ("Tenpai None", 500),
        ("Noten None", 500),
        ("FormalTenpai None", 50),
        ("Abandoned None", 100),
        ("Noten Some(NotTenpai)", 100),
        ("Noten Some(Furiten)", 20),
        ("void true", 100),
        ("void false", 500),
    ] {
        let n = seen.get(key).copied().unwrap_or(0);
        assert!(n >= min, "{key}: {n} in {seen:?}");
    }
}
