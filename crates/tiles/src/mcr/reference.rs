//! A slow reference for the MCR shapes and waits, written from the book's shapes (3.7.2) with
//! nothing shared with `shape`'s tables: every set tried at every step, each special shape by
//! its definition. Tests and `mjref bench mcr-waits` hold the fast path to it.

use crate::{Hand, Tile};

type Counts = [u8; Tile::KINDS];

/// `sets` sets and one pair, trying every set that holds the first tile left.
fn sets_and_pair(c: &mut Counts, sets: usize, pair: bool) -> bool {
    let Some(i) = c.iter().position(|&n| n > 0) else {
        return sets == 0 && pair;
    };
    let mut found = false;
    if !pair && c[i] >= 2 {
        c[i] -= 2;
        found = sets_and_pair(c, sets, true);
        c[i] += 2;
    }
    if !found && sets > 0 && c[i] >= 3 {
        c[i] -= 3;
        found = sets_and_pair(c, sets - 1, pair);
        c[i] += 3;
    }
    let suited_run = i < 27 && i % 9 <= 6;
    if !found && sets > 0 && suited_run && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        found = sets_and_pair(c, sets - 1, pair);
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
    found
}

fn terminal_or_honour(i: usize) -> bool {
    i >= 27 || i.is_multiple_of(9) || i % 9 == 8
}

/// The knitted straights: 147, 258 and 369 in the three suits, in any order.
fn knitted_straights() -> Vec<Vec<usize>> {
    let orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    orders
        .iter()
        .map(|o| {
            (0..3)
                .flat_map(|g| (0..3).map(move |k| o[g] * 9 + g + 3 * k))
                .collect()
        })
        .collect()
}

/// Whether 14 concealed tiles (less three per meld) win with `melds` melds, by the book.
pub fn is_win(c: &Counts, melds: usize) -> bool {
    let total: usize = c.iter().map(|&n| n as usize).sum();
    if total + 3 * melds != 14 {
        return false;
    }
    let mut work = *c;
    if sets_and_pair(&mut work, 4 - melds, false) {
        return true;
    }
    if melds == 0 {
        // 七对: every kind an even number of times.
        if c.iter().all(|&n| n % 2 == 0) {
            return true;
        }
        // 十三幺: only terminals and honours, each of the thirteen at least once.
        if (0..34).all(|i| terminal_or_honour(i) == (c[i] > 0)) {
            return true;
        }
        // 全不靠: fourteen different tiles, the suited ones inside one knitted straight.
        if c.iter().all(|&n| n <= 1)
            && knitted_straights()
                .iter()
                .any(|k| (0..27).all(|i| c[i] == 0 || k.contains(&i)))
        {
            return true;
        }
    }
    if melds <= 1 {
        for k in knitted_straights() {
            if k.iter().all(|&i| c[i] > 0) {
                let mut rest = *c;
                for &i in &k {
                    rest[i] -= 1;
                }
                if sets_and_pair(&mut rest, 1 - melds, false) {
                    return true;
                }
            }
        }
    }
    false
}

/// The waits of a 13-tile hand: every tile that wins, but a fifth copy.
pub fn waits(hand: &Hand) -> Vec<Tile> {
    let all = hand.counts();
    Tile::all()
        .filter(|t| all[t.index()] < 4)
        .filter(|t| {
            let mut c = hand.concealed_counts();
            c[t.index()] += 1;
            is_win(&c, hand.melds.len())
        })
        .collect()
}
