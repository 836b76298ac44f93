//! The shapes every ruleset's engine shares: four sets and a pair, looked up in a table of
//! every suit pattern (a count 0–4 per rank) that splits into sets, built once (2 MB); seven
//! pairs; thirteen orphans; and the waits toward four sets and a pair. MCR adds its knitted
//! shapes (`mcr::shape`), JSMA reads the same table for its waits; SBR keeps its own, smaller
//! table for its suits without honours (`sbr`).

use crate::Tile;
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
