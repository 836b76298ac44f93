//! Which tiles make a winning shape under MCR (3.7.1 ... 第七条: four sets and a pair, 七对,
//! 十三幺, 全不靠 and 七星不靠, and a 组合龙 with a set and a pair), and the waits of a 13-tile
//! hand. Fast: a suit's tiles are looked up in a table of every suit pattern that splits into
//! sets (and a pair), built once.

use crate::{Hand, Tile};
use std::sync::OnceLock;

pub(crate) type Counts = [u8; Tile::KINDS];

/// The suit pattern splits into sets only.
const SETS: u8 = 1;
/// The suit pattern splits into sets and one pair.
const SETS_AND_PAIR: u8 = 2;

const POW5: [u32; 10] = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125];

/// For every suit pattern (a count 0–4 per rank, base 5), `SETS` and `SETS_AND_PAIR`.
fn suit_table() -> &'static [u8] {
    static TABLE: OnceLock<Box<[u8]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut t = vec![0u8; POW5[9] as usize].into_boxed_slice();
        let mut counts = [0u8; 9];
        fill(&mut t, &mut counts, 0, 0);
        t
    })
}

/// Marks every pattern of up to four sets (set kinds taken in order from `from`: chows on 0–6,
/// pungs on 7–15), with and without a pair.
fn fill(t: &mut [u8], c: &mut [u8; 9], from: usize, sets: usize) {
    let code = |c: &[u8; 9]| -> usize {
        c.iter().zip(POW5).map(|(&n, p)| n as u32 * p).sum::<u32>() as usize
    };
    t[code(c)] |= SETS;
    for r in 0..9 {
        if c[r] + 2 <= 4 {
            c[r] += 2;
            t[code(c)] |= SETS_AND_PAIR;
            c[r] -= 2;
        }
    }
    if sets == 4 {
        return;
    }
    for kind in from..16 {
        let ranks: &[usize] = if kind < 7 {
            &[kind, kind + 1, kind + 2]
        } else {
            &[kind - 7; 3]
        };
        for &r in ranks {
            c[r] += 1;
        }
        if ranks.iter().all(|&r| c[r] <= 4) {
            fill(t, c, kind, sets + 1);
        }
        for &r in ranks {
            c[r] -= 1;
        }
    }
}

/// The suit's code in the table.
fn suit_code(c: &Counts, suit: usize) -> usize {
    c[suit * 9..suit * 9 + 9]
        .iter()
        .zip(POW5)
        .map(|(&n, p)| n as u32 * p)
        .sum::<u32>() as usize
}

/// Whether a group of `n` tiles with table flags `flags` can be sets, or sets and the pair.
fn group_ok(n: u32, flags: u8) -> bool {
    match n % 3 {
        0 => flags & SETS != 0,
        2 => flags & SETS_AND_PAIR != 0,
        _ => false,
    }
}

fn honour_ok(n: u8) -> bool {
    matches!(n, 0 | 2 | 3)
}

/// The concealed tiles (14 less three per meld) make four sets and a pair with the melds.
pub(crate) fn standard(c: &Counts) -> bool {
    let table = suit_table();
    (0..3).all(|s| {
        let n: u32 = c[s * 9..s * 9 + 9].iter().map(|&x| x as u32).sum();
        group_ok(n, table[suit_code(c, s)])
    }) && c[27..].iter().all(|&n| honour_ok(n))
        && c[27..].iter().filter(|&&n| n == 2).count() + pairs_in_suits(c) == 1
}

/// How many suits hold the pair (a suit whose count is 2 mod 3).
fn pairs_in_suits(c: &Counts) -> usize {
    (0..3)
        .filter(|s| c[s * 9..s * 9 + 9].iter().map(|&x| x as u32).sum::<u32>() % 3 == 2)
        .count()
}

/// 七对: seven pairs, four of a kind counting as two (no melds).
pub(crate) fn seven_pairs(c: &Counts) -> bool {
    c.iter().all(|&n| n % 2 == 0) && c.iter().map(|&n| n as u32).sum::<u32>() == 14
}

/// The 13 terminal and honour kinds.
pub(crate) const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// 十三幺: one of each terminal and honour and a second of one of them.
pub(crate) fn thirteen_orphans(c: &Counts) -> bool {
    ORPHANS.iter().all(|&i| c[i] >= 1) && ORPHANS.iter().map(|&i| c[i] as u32).sum::<u32>() == 14
}

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

/// The tiles that make the concealed tiles `c` (13 less three per meld) four sets and a pair
/// with the melds, one bit per tile kind; never a fifth copy of a tile `c` holds four of.
pub(crate) fn standard_waits(c: &Counts) -> u64 {
    let table = suit_table();
    let mut mask = 0u64;
    // Only the suit the tile goes into changes.
    let codes = [suit_code(c, 0), suit_code(c, 1), suit_code(c, 2)];
    let sizes: [u32; 3] = [0, 1, 2].map(|s| c[s * 9..s * 9 + 9].iter().map(|&x| x as u32).sum());
    let suit_fine = [0, 1, 2].map(|s| group_ok(sizes[s], table[codes[s]]));
    let honour_bad = c[27..].iter().filter(|&&n| !honour_ok(n)).count();
    let honour_pairs = c[27..].iter().filter(|&&n| n == 2).count();
    // A suited tile mends only its own suit, so every other suit must already be fine; an
    // honour needs all three. Only the candidates that can be are tried.
    let mut broken = (0..3).filter(|&s| !suit_fine[s]);
    let candidates = match (broken.next(), broken.next()) {
        (None, _) => 0..Tile::KINDS,
        (Some(s), None) => s * 9..s * 9 + 9,
        _ => 0..0,
    };
    for t in candidates {
        if c[t] >= 4 {
            continue;
        }
        let ok = if t < 27 {
            let s = t / 9;
            let others = (0..3).filter(|&o| o != s).all(|o| suit_fine[o]);
            let pairs = (0..3).filter(|&o| o != s && sizes[o] % 3 == 2).count()
                + honour_pairs
                + usize::from((sizes[s] + 1) % 3 == 2);
            others
                && honour_bad == 0
                && pairs == 1
                && group_ok(sizes[s] + 1, table[codes[s] + POW5[t % 9] as usize])
        } else {
            let n = c[t] + 1;
            let bad = honour_bad - usize::from(!honour_ok(c[t])) + usize::from(!honour_ok(n));
            let pairs = honour_pairs - usize::from(c[t] == 2) + usize::from(n == 2);
            bad == 0
                && suit_fine.iter().all(|&f| f)
                && pairs + (0..3).filter(|&o| sizes[o] % 3 == 2).count() == 1
        };
        if ok {
            mask |= 1 << t;
        }
    }
    mask
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

/// The tiles of a waits mask, in tile order.
pub fn tiles_of(mut mask: u64) -> Vec<Tile> {
    let mut tiles = Vec::with_capacity(mask.count_ones() as usize);
    while mask != 0 {
        let i = mask.trailing_zeros() as usize;
        tiles.extend(Tile::from_index(i));
        mask &= mask - 1;
    }
    tiles
}
