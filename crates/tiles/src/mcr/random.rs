//! Random legal MCR hands for the property tests and the benches: winning hands of every shape
//! (four sets and a pair leaning toward the fans of sets, seven pairs, 十三幺, 全不靠/七星不靠,
//! 组合龙, 九莲宝灯), melds of every kind, consistent circumstances, and hands dealt at random.

use super::Situation;
use crate::shared::Rng;
use crate::Wind;
use crate::{Hand, Meld, MeldKind, Tile};

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

/// The knitted straight of a random order of the suits.
fn knitted(rng: &mut Rng) -> Vec<usize> {
    let order = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ][rng.below(6)];
    (0..3)
        .flat_map(|g| (0..3).map(move |s| order[g] * 9 + g + 3 * s))
        .collect()
}

/// What a hand's sets lean to, so that the fans of sets (combinations, winds and dragons,
/// terminals, 双龙会 …) come up often.
#[derive(Clone, Copy)]
struct Style {
    /// A suit and a rank the sets gather around.
    focus: (usize, usize),
    /// 0–7: anywhere near the focus; honours; terminals and honours; 123 and 789 chows; sets
    /// stepping by `step` (in one suit, or across suits); green tiles; even ranks and fives;
    /// terminals.
    lean: usize,
    step: usize,
    mixed: bool,
    /// Out of 4: how often a set is melded.
    melds: usize,
}

impl Style {
    fn new(rng: &mut Rng) -> Self {
        Style {
            focus: (rng.below(3), rng.below(9)),
            lean: [0, 0, 0, 1, 2, 3, 4, 4, 5, 6, 7][rng.below(11)],
            step: rng.below(4),
            mixed: rng.below(2) == 0,
            melds: rng.below(4),
        }
    }

    /// A tile for the `i`th set (a pung of it, or a chow from it).
    fn tile(&self, rng: &mut Rng, i: usize) -> usize {
        let (s, r) = self.focus;
        match (self.lean, rng.below(4)) {
            (4, 0) => rng.below(34),
            (4, _) => {
                let suit = if self.mixed { (s + i) % 3 } else { s };
                suit * 9 + (r.min(2) + i * self.step).min(8)
            }
            (5, _) => [19, 20, 21, 23, 25, 32][rng.below(6)],
            (6, _) => rng.below(3) * 9 + [1, 3, 5, 7, 4, 4][rng.below(6)],
            (7, _) => [0, 8, 9, 17, 18, 26][rng.below(6)],
            (_, 0) => rng.below(34),
            (0, 1) => s * 9 + (r + rng.below(4)).min(8),
            (0, 2) => rng.below(3) * 9 + r,
            (0, _) => rng.below(3) * 9 + (r + 3 * rng.below(3)) % 9,
            (1, _) => 27 + rng.below(7),
            (2, _) => [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33][rng.below(13)],
            (_, _) => [s, rng.below(3)][rng.below(2)] * 9 + 6 * rng.below(2),
        }
    }

    fn pair(&self, rng: &mut Rng) -> usize {
        if self.lean == 3 && rng.below(2) == 0 {
            rng.below(3) * 9 + 4
        } else if rng.below(3) == 0 {
            rng.below(34)
        } else {
            self.tile(rng, 4)
        }
    }
}

/// A random set as `style` leans, melded as often as it says; a pung is now and then a kong,
/// melded or concealed.
fn set(rng: &mut Rng, left: &mut [u8; 34], hand: &mut Hand, style: Style, i: usize) -> bool {
    let k = style.tile(rng, i);
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
    let makes_kong = !chow && left[k] == 1 && rng.below(4) == 0;
    if makes_kong {
        left[k] = 0;
        hand.melds.push(kong(rng, tile(k)));
    } else if rng.below(4) < style.melds {
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

/// A random legal winning hand of some shape: the 13 tiles (a ready hand) and the winning
/// tile (one of the concealed ones).
pub fn winning_hand(rng: &mut Rng) -> (Hand, Tile) {
    loop {
        let mut left = [4u8; 34];
        let mut hand = Hand::default();
        let ok = match rng.below(16) {
            0 => (0..7).all(|_| {
                let k = rng.below(34);
                hand.tiles.extend([tile(k); 2]);
                take(&mut left, k, 2)
            }),
            1 => {
                // Seven shifted pairs, or seven pairs of one suit.
                let s = rng.below(3) * 9;
                let from = rng.below(3);
                (0..7).all(|j| {
                    let k = if rng.below(4) == 0 {
                        s + rng.below(9)
                    } else {
                        s + from + j
                    };
                    hand.tiles.extend([tile(k); 2]);
                    take(&mut left, k, 2)
                })
            }
            2 => {
                let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
                hand.tiles.extend(orphans.map(tile));
                hand.tiles.push(tile(orphans[rng.below(13)]));
                true
            }
            3 => {
                let mut pool: Vec<usize> = knitted(rng).into_iter().chain(27..34).collect();
                for _ in 0..14 {
                    let k = pool.swap_remove(rng.below(pool.len()));
                    hand.tiles.push(tile(k));
                }
                true
            }
            4 | 5 => {
                let k = knitted(rng);
                hand.tiles.extend(k.iter().map(|&i| tile(i)));
                k.iter().for_each(|&i| left[i] -= 1);
                let style = Style::new(rng);
                let p = style.pair(rng);
                hand.tiles.extend([tile(p); 2]);
                take(&mut left, p, 2) && set(rng, &mut left, &mut hand, style, 0)
            }
            6 => {
                // Nine gates and one more of the suit.
                let s = rng.below(3) * 9;
                for (r, n) in [3, 1, 1, 1, 1, 1, 1, 1, 3].iter().enumerate() {
                    hand.tiles.extend([tile(s + r); 4][..*n as usize].iter());
                }
                hand.tiles.push(tile(s + rng.below(9)));
                true
            }
            _ => {
                let style = Style::new(rng);
                let p = style.pair(rng);
                hand.tiles.extend([tile(p); 2]);
                take(&mut left, p, 2) && (0..4).all(|i| set(rng, &mut left, &mut hand, style, i))
            }
        };
        let size = hand.tiles.len() + 3 * hand.melds.len();
        let legal = hand.counts().iter().all(|&n| n <= 4);
        if ok && size == 14 && legal && !hand.tiles.is_empty() {
            let win = hand.tiles.swap_remove(rng.below(hand.tiles.len()));
            debug_assert!(super::is_winning_shape(&hand, win), "{hand} + {win}");
            return (hand, win);
        }
    }
}

/// Random circumstances consistent with the hand (as `mcr::check_situation` asks).
pub fn situation(rng: &mut Rng, hand: &Hand, win: Tile) -> Situation {
    let winds = [Wind::East, Wind::South, Wind::West, Wind::North];
    let tsumo = rng.below(2) == 0;
    let has_kong = hand.melds.iter().any(|m| m.is_kong());
    let robbing_kong = !tsumo && hand.counts()[win.index()] == 0 && rng.below(6) == 0;
    let s = Situation {
        tsumo,
        last_of_kind: hand.concealed_counts()[win.index()] == 0 && rng.below(4) == 0,
        after_kong: tsumo && has_kong && rng.below(3) == 0,
        robbing_kong,
        last_tile: !robbing_kong && rng.below(8) == 0,
        flowers: if rng.below(3) == 0 {
            rng.below(9) as u8
        } else {
            0
        },
        seat_wind: winds[rng.below(4)],
        round_wind: winds[rng.below(4)],
    };
    debug_assert!(
        super::check_situation(hand, win, &s).is_ok(),
        "consistent circumstances"
    );
    s
}

/// 13 tiles dealt at random after `melds` random melds (chows, pungs, kongs of either kind).
pub fn dealt_hand(rng: &mut Rng, melds: usize) -> Hand {
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
/// A kong of `tile`, exposed or concealed at even odds.
pub(crate) fn kong(rng: &mut Rng, tile: Tile) -> Meld {
    let kind = if rng.below(2) == 0 {
        MeldKind::ExposedKong
    } else {
        MeldKind::ConcealedKong
    };
    Meld { kind, tile }
}
