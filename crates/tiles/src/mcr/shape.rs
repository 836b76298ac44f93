//! Which tiles make a winning shape under MCR (3.7.1 ... 第七条: four sets and a pair, 七对,
//! 十三幺, 全不靠 and 七星不靠, and a 组合龙 with a set and a pair), and the waits of a 13-tile
//! hand. Four sets and a pair, 七对 and 十三幺 are the shared suit-pattern table's
//! (`shared::suit_patterns`); the knitted shapes are MCR's own.

pub(crate) use crate::shared::suit_patterns::{
    seven_pairs, standard, standard_waits, thirteen_orphans, Counts, ORPHANS,
};
use crate::{Hand, Tile};

/// The six knitted straights (组合龙): which suit holds 147, which 258, which 369.
pub(crate) const KNITTED: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The nine tile indices of knitted straight `k`.
pub(crate) fn knitted_tiles(k: usize) -> [usize; 9] {
    let mut out = [0; 9];
    for (group, &suit) in KNITTED[k].iter().enumerate() {
        for step in 0..3 {
            out[group * 3 + step] = suit * 9 + group + step * 3;
        }
    }
    out
}

/// 全不靠 (and 七星不靠): fourteen different tiles, the suited ones all within one knitted
/// straight, the rest honours. Which knitted straight, if so.
pub(crate) fn honours_and_knitted(c: &Counts) -> Option<usize> {
    if c.iter().any(|&n| n > 1) || c.iter().map(|&n| n as u32).sum::<u32>() != 14 {
        return None;
    }
    (0..6).find(|&k| {
        let ks = knitted_tiles(k);
        (0..27).all(|i| c[i] == 0 || ks.contains(&i))
    })
}

/// A knitted straight in the concealed tiles whose other tiles make a set and a pair with the
/// melds. Which knitted straight, if so.
pub(crate) fn knitted_straight(c: &Counts) -> Option<usize> {
    (0..6).find(|&k| {
        let ks = knitted_tiles(k);
        if ks.iter().any(|&i| c[i] == 0) {
            return false;
        }
        let mut rest = *c;
        for i in ks {
            rest[i] -= 1;
        }
        standard(&rest)
    })
}

/// Whether the concealed tiles (the winning tile included) win with `melds` melds.
pub(crate) fn is_win(c: &Counts, melds: usize) -> bool {
    standard(c)
        || (melds == 0
            && (seven_pairs(c) || thirteen_orphans(c) || honours_and_knitted(c).is_some()))
        || (melds <= 1 && knitted_straight(c).is_some())
}

/// The waits of a 13-tile hand, one bit per tile kind: the tiles that complete a winning shape,
/// leaving out a tile the player already holds all four of (no fifth exists).
pub fn waits_mask(hand: &Hand) -> u64 {
    let mut c = hand.concealed_counts();
    let all = hand.counts();
    let melds = hand.melds.len();
    let mut mask = standard_waits(&c);

    if melds == 0 {
        mask |= concealed_specials(&c);
    }
    if melds <= 1 && near_knitted(&c) {
        for t in 0..Tile::KINDS {
            if c[t] >= 4 {
                continue;
            }
            c[t] += 1;
            if knitted_straight(&c).is_some() {
                mask |= 1 << t;
            }
            c[t] -= 1;
        }
    }
    (0..Tile::KINDS)
        .filter(|&t| all[t] >= 4)
        .fold(mask, |m, t| m & !(1 << t))
}

/// The waits toward 七对, 十三幺 and 全不靠 of 13 concealed tiles, found from the tiles'
/// counts without trying each tile.
fn concealed_specials(c: &Counts) -> u64 {
    let mut mask = 0u64;
    // 七对: six pairs (a four is two) and one odd tile, which is the wait.
    let odd = (0..Tile::KINDS).fold(0u64, |m, i| m | u64::from(c[i] % 2) << i);
    if odd.count_ones() == 1 {
        mask |= odd;
    }
    // 十三幺: only terminals and honours; all thirteen (any is the wait) or twelve and a pair.
    let held = |i: usize| c[i] > 0;
    if (0..Tile::KINDS).all(|i| !held(i) || ORPHANS.contains(&i)) {
        let missing = ORPHANS
            .iter()
            .filter(|&&i| !held(i))
            .fold(0u64, |m, &i| m | 1 << i);
        match missing.count_ones() {
            0 => mask |= ORPHANS.iter().fold(0, |m, &i| m | 1 << i),
            1 => mask |= missing,
            _ => {}
        }
    }
    // 全不靠: thirteen different tiles inside a knitted straight and the honours; any other
    // tile of those completes it.
    if c.iter().all(|&n| n <= 1) {
        for k in 0..6 {
            let ks = knitted_tiles(k);
            if (0..27).all(|i| !held(i) || ks.contains(&i)) {
                for i in ks.into_iter().chain(27..34) {
                    if !held(i) {
                        mask |= 1 << i;
                    }
                }
            }
        }
    }
    mask
}

/// Eight of some knitted straight's nine tiles present.
fn near_knitted(c: &Counts) -> bool {
    (0..6).any(|k| knitted_tiles(k).iter().filter(|&&i| c[i] > 0).count() >= 8)
}
