//! The MCR engine against its slow reference (`tiles::mcr::reference`) on random legal hands:
//! dealt from the 136 tiles with melds, and winning hands (four sets and a pair, seven pairs,
//! thirteen orphans, honours and knitted tiles, a knitted straight with a set and a pair) less
//! one tile, so that most wait. The waits must be the same tiles; a tile that wins must score.

use proptest::prelude::*;
use tiles::mcr::{self, Situation};
use tiles::reference::Rng;
use tiles::{Hand, Meld, MeldKind, Tile};

fn tile(i: usize) -> Tile {
    Tile::from_index(i).unwrap()
}

/// Takes `n` of kind `k` if the set has them left.
fn take(left: &mut [u8; 34], k: usize, n: u8) -> bool {
    if left[k] >= n {
        left[k] -= n;
        true
    } else {
        false
    }
}

/// A random legal 13-tile hand with `melds` melds (chows, pungs, kongs of either kind), the
/// rest dealt from what is left.
fn dealt(seed: u64, melds: usize) -> Hand {
    let mut rng = Rng(seed);
    let mut left = [4u8; 34];
    let mut hand = Hand::default();
    while hand.melds.len() < melds {
        let k = rng.below(34);
        let kind = [
            MeldKind::Chow,
            MeldKind::Pung,
            MeldKind::ExposedKong,
            MeldKind::ConcealedKong,
        ][rng.below(4)];
        let ok = match kind {
            MeldKind::Chow => k < 27 && k % 9 <= 6 && (0..3).all(|j| left[k + j] > 0),
            MeldKind::Pung => left[k] >= 3,
            _ => left[k] == 4,
        };
        if !ok {
            continue;
        }
        match kind {
            MeldKind::Chow => (0..3).for_each(|j| left[k + j] -= 1),
            MeldKind::Pung => left[k] -= 3,
            _ => left[k] = 0,
        }
        hand.melds.push(Meld {
            kind,
            tile: tile(k),
        });
    }
    while hand.size() < 13 {
        let k = rng.below(34);
        if take(&mut left, k, 1) {
            hand.tiles.push(tile(k));
        }
    }
    hand
}

/// A winning hand of some shape less one concealed tile.
fn ready(seed: u64) -> Hand {
    let mut rng = Rng(seed);
    loop {
        let mut left = [4u8; 34];
        let mut hand = Hand::default();
        let ok = match rng.below(8) {
            0 => (0..7).all(|_| {
                let k = rng.below(34);
                hand.tiles.extend([tile(k); 2]);
                take(&mut left, k, 2)
            }),
            1 => {
                let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
                hand.tiles.extend(orphans.map(tile));
                hand.tiles.push(tile(orphans[rng.below(13)]));
                true
            }
            2 | 3 => {
                // A knitted straight's nine (or fewer) with honours, or with a set and a pair.
                let order = [
                    [0, 1, 2],
                    [0, 2, 1],
                    [1, 0, 2],
                    [1, 2, 0],
                    [2, 0, 1],
                    [2, 1, 0],
                ][rng.below(6)];
                let knitted: Vec<usize> = (0..3)
                    .flat_map(|g| (0..3).map(move |s| order[g] * 9 + g + 3 * s))
                    .collect();
                if rng.below(2) == 0 {
                    let mut pool: Vec<usize> = knitted.iter().copied().chain(27..34).collect();
                    for _ in 0..14 {
                        let k = pool.swap_remove(rng.below(pool.len()));
                        hand.tiles.push(tile(k));
                    }
                    true
                } else {
                    hand.tiles.extend(knitted.iter().map(|&k| tile(k)));
                    knitted.iter().for_each(|&k| left[k] -= 1);
                    let p = rng.below(34);
                    hand.tiles.extend([tile(p); 2]);
                    take(&mut left, p, 2) && set(&mut rng, &mut left, &mut hand)
                }
            }
            _ => {
                let p = rng.below(34);
                hand.tiles.extend([tile(p); 2]);
                take(&mut left, p, 2) && (0..4).all(|_| set(&mut rng, &mut left, &mut hand))
            }
        };
        if ok && hand.size() == 14 {
            let drop = rng.below(hand.tiles.len());
            hand.tiles.swap_remove(drop);
            return hand;
        }
    }
}

/// Adds a random set, melded one time in three.
fn set(rng: &mut Rng, left: &mut [u8; 34], hand: &mut Hand) -> bool {
    let k = rng.below(34);
    let chow = k < 27 && k % 9 <= 6 && rng.below(2) == 0;
    let ok = if chow {
        (0..3).all(|j| left[k + j] > 0)
    } else {
        left[k] >= 3
    };
    if !ok {
        return false;
    }
    if chow {
        (0..3).for_each(|j| left[k + j] -= 1);
    } else {
        left[k] -= 3;
    }
    if rng.below(3) == 0 {
        let kind = if chow { MeldKind::Chow } else { MeldKind::Pung };
        hand.melds.push(Meld {
            kind,
            tile: tile(k),
        });
    } else if chow {
        hand.tiles.extend((0..3).map(|j| tile(k + j)));
    } else {
        hand.tiles.extend([tile(k); 3]);
    }
    true
}

fn check(hand: &Hand) {
    let fast = mcr::tiles_of(mcr::waits_mask(hand));
    assert_eq!(fast, mcr::reference::waits(hand), "waits of {hand}");
    for t in &fast {
        assert!(
            mcr::score(hand, *t, &Situation::default())
                .unwrap()
                .is_some(),
            "{hand} waits on {t} but does not win on it"
        );
    }
    for t in Tile::all().filter(|t| !fast.contains(t) && hand.counts()[t.index()] < 4) {
        assert!(
            mcr::score(hand, t, &Situation::default())
                .unwrap()
                .is_none(),
            "{hand} wins on {t}, which is no wait"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn dealt_hands_wait_as_the_reference_says(seed in any::<u64>(), melds in 0usize..=4) {
        check(&dealt(seed, melds));
    }

    #[test]
    fn ready_hands_wait_as_the_reference_says(seed in any::<u64>()) {
        check(&ready(seed));
    }
}
