//! The fast SBR engine against the slow reference (`tiles::sbr::reference`) on random legal hands:
//! dealt at random from one, two or three suits, with pungs, exposed and concealed kongs; built
//! from winning hands (basic and seven pairs, with fours) less one tile so that most wait;
//! and every one-suit 13-tile hand there is.

use proptest::prelude::*;
use tiles::sbr::reference;
use tiles::shared::Rng;
use tiles::{Conditions, Hand, Meld, MeldKind, Ruleset, Tile, WinOutcome};

const SBR: Ruleset = Ruleset::Sbr2025;

fn tile(i: usize) -> Tile {
    Tile::from_index(i).unwrap()
}

/// Suited kinds of the suits in `suits` (bits 0–2).
fn kinds(suits: u8) -> Vec<usize> {
    (0..27).filter(|i| suits >> (i / 9) & 1 == 1).collect()
}

/// A random legal 13-tile hand: `melds` pungs or kongs (or chows, which SBR refuses at entry
/// but the engine still scores, as other rulesets will need), the rest dealt from what is
/// left of the suits' 4 × 9 tiles.
fn dealt(seed: u64, suits: u8, melds: usize, chows: bool) -> Hand {
    let mut rng = Rng(seed);
    let kinds = kinds(suits);
    let mut left = [0u8; 27];
    for &k in &kinds {
        left[k] = 4;
    }
    let mut hand = Hand::default();
    for _ in 0..melds {
        let kind = [
            MeldKind::Pung,
            MeldKind::ExposedKong,
            MeldKind::ConcealedKong,
            MeldKind::Chow,
        ][rng.below(if chows { 4 } else { 3 })];
        let runs: Vec<_> = kinds
            .iter()
            .filter(|&&k| k % 9 <= 6 && (k..k + 3).all(|j| left[j] > 0))
            .collect();
        if kind == MeldKind::Chow && !runs.is_empty() {
            let k = *runs[rng.below(runs.len())];
            for n in &mut left[k..k + 3] {
                *n -= 1;
            }
            hand.melds.push(Meld {
                kind,
                tile: tile(k),
            });
            continue;
        }
        let kind = if kind == MeldKind::Chow {
            MeldKind::Pung
        } else {
            kind
        };
        let need = if kind == MeldKind::Pung { 3 } else { 4 };
        let options: Vec<_> = kinds.iter().filter(|&&k| left[k] >= need).collect();
        if options.is_empty() {
            // Chows in one suit can leave no four (or three) of a kind: one meld fewer.
            continue;
        }
        let k = *options[rng.below(options.len())];
        left[k] -= need;
        hand.melds.push(Meld {
            kind,
            tile: tile(k),
        });
    }
    while hand.size() < 13 {
        let options: Vec<_> = kinds.iter().filter(|&&k| left[k] > 0).collect();
        let k = *options[rng.below(options.len())];
        left[k] -= 1;
        hand.tiles.push(tile(k));
    }
    hand
}

/// A random legal winning hand (14 tiles, kongs counted as three): four sets and a pair, or
/// seven pairs, within `suits`.
fn winning(seed: u64, suits: u8) -> Hand {
    let mut rng = Rng(seed);
    let kinds = kinds(suits);
    'again: loop {
        let mut held = [0u8; 27];
        let mut hand = Hand::default();
        let take = |hand_tiles: &mut Vec<Tile>, k: usize, n: u8, held: &mut [u8; 27]| {
            held[k] += n;
            for _ in 0..n {
                hand_tiles.push(tile(k));
            }
            held[k] <= 4
        };
        if rng.below(4) == 0 {
            // Seven pairs; a kind may come twice (a four).
            for _ in 0..7 {
                let k = kinds[rng.below(kinds.len())];
                if !take(&mut hand.tiles, k, 2, &mut held) {
                    continue 'again;
                }
            }
            return hand;
        }
        let pair = kinds[rng.below(kinds.len())];
        if !take(&mut hand.tiles, pair, 2, &mut held) {
            continue;
        }
        for _ in 0..4 {
            let k = kinds[rng.below(kinds.len())];
            match rng.below(7) {
                // Runs are the commonest set in real hands.
                0..=2 => {
                    if k % 9 > 6 {
                        continue 'again;
                    }
                    for j in 0..3 {
                        if !take(&mut hand.tiles, k + j, 1, &mut held) {
                            continue 'again;
                        }
                    }
                }
                3 => {
                    if !take(&mut hand.tiles, k, 3, &mut held) {
                        continue 'again;
                    }
                }
                m => {
                    let kind = [
                        MeldKind::Pung,
                        MeldKind::ExposedKong,
                        MeldKind::ConcealedKong,
                    ][m - 4];
                    held[k] += if kind == MeldKind::Pung { 3 } else { 4 };
                    if held[k] > 4 {
                        continue 'again;
                    }
                    hand.melds.push(Meld {
                        kind,
                        tile: tile(k),
                    });
                }
            }
        }
        return hand;
    }
}

/// `hand` less its concealed tile number `i` (mod their count), and that tile.
fn less_one(mut hand: Hand, i: usize) -> (Hand, Tile) {
    let t = hand.tiles.remove(i % hand.tiles.len());
    (hand, t)
}

fn conditions(bits: u8) -> Conditions {
    let c = Conditions {
        tsumo: bits & 1 != 0,
        after_kong: bits & 2 != 0,
        robbing_kong: bits & 4 != 0,
        last_tile: bits & 8 != 0,
        ..Conditions::default()
    };
    if c.check().is_ok() {
        c
    } else {
        Conditions {
            robbing_kong: false,
            ..c
        }
    }
}

fn same_waits(hand: &Hand, c: Conditions) -> Result<(), TestCaseError> {
    let fast = SBR.waits(hand, c).unwrap();
    let slow = reference::waits(hand, c).unwrap();
    prop_assert_eq!(&fast, &slow, "{}", hand);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn dealt_hands_wait_as_the_reference_says(
        seed in any::<u64>(), suits in 1u8..8, melds in 0usize..5, c in 0u8..16,
    ) {
        let hand = dealt(seed, suits, melds, false);
        prop_assert_eq!(hand.size(), 13);
        same_waits(&hand, conditions(c))?;
    }

    #[test]
    fn hands_with_chows_wait_as_the_reference_says(
        seed in any::<u64>(), suits in 1u8..8, melds in 1usize..5,
    ) {
        let hand = dealt(seed, suits, melds, true);
        same_waits(&hand, Conditions::default())?;
        for t in Tile::suited() {
            if hand.counts()[t.index()] < 4 {
                prop_assert_eq!(
                    SBR.score(&hand, t, Conditions::default()).unwrap(),
                    reference::score(&hand, t, Conditions::default()).unwrap(),
                    "{} + {}", hand, t
                );
            }
        }
    }

    #[test]
    fn winning_hands_less_a_tile_wait_as_the_reference_says(
        seed in any::<u64>(), suits in 1u8..8, i in 0usize..14, c in 0u8..16,
    ) {
        let (hand, _) = less_one(winning(seed, suits), i);
        prop_assert_eq!(hand.size(), 13);
        same_waits(&hand, conditions(c))?;
    }

    #[test]
    fn wins_score_as_the_reference_says(
        seed in any::<u64>(), suits in 1u8..8, i in 0usize..14, c in 0u8..16,
        other in 0usize..27,
    ) {
        let (hand, win) = less_one(winning(seed, suits), i);
        let c = conditions(c);
        let fast = SBR.score(&hand, win, c).unwrap();
        prop_assert_eq!(&fast, &reference::score(&hand, win, c).unwrap(), "{} + {}", hand, win);
        // Suits permitting, the tile taken out wins again.
        if suits.count_ones() <= 2 {
            prop_assert!(matches!(fast, WinOutcome::Win(_)), "{} + {}", hand, win);
        }
        // Any other tile: a win or not, the same answer.
        let other = tile(other);
        if hand.counts()[other.index()] < 4 {
            prop_assert_eq!(
                SBR.score(&hand, other, c).unwrap(),
                reference::score(&hand, other, c).unwrap(),
                "{} + {}", hand, other
            );
        }
    }

    #[test]
    fn a_waits_fan_is_the_fan_of_winning_on_it(seed in any::<u64>(), suits in 1u8..4, i in 0usize..14) {
        let (hand, _) = less_one(winning(seed, suits), i);
        for w in SBR.waits(&hand, Conditions::default()).unwrap().waits {
            match SBR.score(&hand, w.tile, Conditions::default()).unwrap() {
                WinOutcome::Win(s) => prop_assert_eq!((s.fan, s.points), (w.fan, w.points)),
                other => prop_assert!(false, "{} waits on {} but {:?}", hand, w.tile, other),
            }
        }
    }
}

/// Every concealed 13-tile hand of one suit (at most four of a kind): the fast engine and
/// the reference agree on all of them.
#[test]
fn every_one_suit_hand_waits_as_the_reference_says() {
    fn each(counts: &mut [u8; 9], i: usize, left: u8, f: &mut impl FnMut(&[u8; 9])) {
        if i == 9 {
            if left == 0 {
                f(counts);
            }
            return;
        }
        for n in 0..=left.min(4) {
            counts[i] = n;
            each(counts, i + 1, left - n, f);
        }
        counts[i] = 0;
    }
    let mut hands = 0;
    let mut tenpai = 0;
    // One buffer for all: `waits_into` must leave nothing of the hand before.
    let mut reused = tiles::Waits::default();
    each(&mut [0; 9], 0, 13, &mut |counts| {
        let hand = Hand {
            tiles: (0..9)
                .flat_map(|k| std::iter::repeat_n(tile(k), counts[k] as usize))
                .collect(),
            melds: vec![],
        };
        let fast = SBR.waits(&hand, Conditions::default()).unwrap();
        assert_eq!(
            fast,
            reference::waits(&hand, Conditions::default()).unwrap(),
            "{hand}"
        );
        SBR.waits_into(&hand, Conditions::default(), &mut reused)
            .unwrap();
        assert_eq!(reused, fast, "{hand}");
        hands += 1;
        tenpai += fast.tenpai() as usize;
    });
    assert!(hands > 10_000, "{hands}");
    assert!(tenpai > 1_000, "{tenpai}");
}
