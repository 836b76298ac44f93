//! Every way a win reads: its concealed tiles split into sets and a pair beside the melds, and
//! each place the winning tile can take among them (which decides the wait, and whether a pung
//! won on a discard is concealed). 七対子 and 国士無双 are read apart.

use super::Counts;
use crate::notation::MeldKind;
use crate::{Hand, Tile};

/// What a set is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetKind {
    Chow,
    Pung,
    Kong,
}

/// One set of a reading.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Set {
    pub kind: SetKind,
    /// Its lowest tile's index.
    pub tile: u8,
    /// Concealed: in the hand (and, for a pung, not completed by a discard), or a concealed kong.
    pub concealed: bool,
    /// A called set (chow, pung or open kong): it opens the hand.
    pub called: bool,
}

/// How the winning tile completed the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wait {
    /// 両面.
    TwoSided,
    /// 嵌張.
    Closed,
    /// 辺張.
    Edge,
    /// 双碰: the tile completed a pung.
    DualPung,
    /// 単騎.
    Single,
}

/// Four sets and a pair with the winning tile's place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Standard {
    pub sets: [Set; 4],
    pub pair: u8,
    pub wait: Wait,
}

/// Up to four sets found so far: kind and lowest tile.
#[derive(Clone, Copy)]
struct Found {
    sets: [(SetKind, u8); 4],
    len: usize,
}

/// Splits `c` (the concealed tiles with the winning tile) into `need` sets and a pair, calling
/// `f` with each split's sets (lowest tile, chow or pung) and pair.
fn splits(c: &mut Counts, need: usize, f: &mut impl FnMut(&[(SetKind, u8)], u8)) {
    for pair in 0..Tile::KINDS {
        if c[pair] < 2 {
            continue;
        }
        c[pair] -= 2;
        let mut found = Found {
            sets: [(SetKind::Chow, 0); 4],
            len: 0,
        };
        sets_of(c, 0, need, &mut found, &mut |s| f(s, pair as u8));
        c[pair] += 2;
    }
}

/// Every way the tiles of `c` from index `from` on make exactly `need` sets.
fn sets_of(
    c: &mut Counts,
    from: usize,
    need: usize,
    found: &mut Found,
    f: &mut impl FnMut(&[(SetKind, u8)]),
) {
    let Some(i) = (from..Tile::KINDS).find(|&i| c[i] > 0) else {
        if found.len == need {
            f(&found.sets[..found.len]);
        }
        return;
    };
    if found.len == need {
        return;
    }
    if c[i] >= 3 {
        c[i] -= 3;
        found.sets[found.len] = (SetKind::Pung, i as u8);
        found.len += 1;
        sets_of(c, i, need, found, f);
        found.len -= 1;
        c[i] += 3;
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        found.sets[found.len] = (SetKind::Chow, i as u8);
        found.len += 1;
        sets_of(c, i, need, found, f);
        found.len -= 1;
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
}

/// The sets of the hand's melds.
pub fn meld_sets(hand: &Hand) -> impl Iterator<Item = Set> + '_ {
    hand.melds.iter().map(|m| Set {
        kind: match m.kind {
            MeldKind::Chow => SetKind::Chow,
            MeldKind::Pung => SetKind::Pung,
            MeldKind::ExposedKong | MeldKind::ConcealedKong => SetKind::Kong,
        },
        tile: m.tile.index() as u8,
        concealed: m.kind == MeldKind::ConcealedKong,
        called: m.kind != MeldKind::ConcealedKong,
    })
}

/// Every standard reading of `hand` won on `win` (`tsumo`: self-drawn), for `f`.
pub fn standard(hand: &Hand, win: Tile, tsumo: bool, mut f: impl FnMut(&Standard)) {
    let mut c = hand.concealed_counts();
    let w = win.index();
    c[w] += 1;
    if !crate::shared::suit_patterns::standard(&c) {
        return;
    }
    let mut fixed = [Set {
        kind: SetKind::Chow,
        tile: 0,
        concealed: false,
        called: false,
    }; 4];
    let melds = hand.melds.len();
    for (slot, set) in fixed.iter_mut().zip(meld_sets(hand)) {
        *slot = set;
    }
    splits(&mut c, 4 - melds, &mut |sets, pair| {
        let mut r = Standard {
            sets: fixed,
            pair,
            wait: Wait::Single,
        };
        for (k, &(kind, tile)) in sets.iter().enumerate() {
            r.sets[melds + k] = Set {
                kind,
                tile,
                concealed: true,
                called: false,
            };
        }
        if pair as usize == w {
            f(&r);
        }
        // The tile in each concealed set that holds it; one set of each shape is enough.
        for k in melds..4 {
            let set = r.sets[k];
            let at = w as i32 - set.tile as i32;
            let holds = match set.kind {
                SetKind::Pung => at == 0,
                _ => (0..3).contains(&at),
            };
            let tried = r.sets[melds..k]
                .iter()
                .any(|x| (x.kind, x.tile) == (set.kind, set.tile));
            if !holds || tried {
                continue;
            }
            let mut read = r;
            read.wait = match set.kind {
                SetKind::Pung => {
                    read.sets[k].concealed = tsumo;
                    Wait::DualPung
                }
                _ => {
                    let rank = set.tile as usize % 9; // 0-based rank of its lowest tile
                    match at {
                        1 => Wait::Closed,
                        0 if rank == 6 => Wait::Edge,
                        2 if rank == 0 => Wait::Edge,
                        _ => Wait::TwoSided,
                    }
                }
            };
            f(&read);
        }
    });
}

/// 七対子: seven different pairs, no melds.
pub fn seven_pairs(c: &Counts) -> bool {
    c.iter().all(|&n| n == 0 || n == 2) && c.iter().filter(|&&n| n == 2).count() == 7
}

/// 国士無双.
pub fn thirteen_orphans(c: &Counts) -> bool {
    crate::shared::suit_patterns::thirteen_orphans(c)
}
