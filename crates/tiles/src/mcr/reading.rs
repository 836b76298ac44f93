//! The ways to read a winning hand (3.7.2): four sets and a pair in every split of the
//! concealed tiles, 七对, 十三幺, 全不靠 / 七星不靠, and a 组合龙 with a set and a pair. Each
//! reading is counted on its own; the dearest stands (就高不就低, 3.9.1 5 (4)).

use super::shape::{self, Counts};
use crate::{Hand, MeldKind, Tile};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SetKind {
    Chow,
    Pung,
    Kong,
}

/// A set of a reading. `tile` is its lowest tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Set {
    pub kind: SetKind,
    pub tile: Tile,
    /// Claimed from another player: a chow, a pung or a melded kong on the table.
    pub claimed: bool,
    /// Made of concealed tiles in this reading (not a meld of the notation), so it may hold
    /// the winning tile.
    pub in_hand: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    Standard,
    SevenPairs,
    ThirteenOrphans,
    /// 全不靠 or 七星不靠, its suited tiles within knitted straight `knitted`.
    HonoursAndKnitted {
        knitted: usize,
    },
    /// A 组合龙 (`knitted`) with one set and a pair.
    KnittedStraight {
        knitted: usize,
    },
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct Reading {
    pub form: Form,
    pub sets: [Set; 4],
    pub len: usize,
    pub pair: Option<Tile>,
}

impl Reading {
    pub fn sets(&self) -> &[Set] {
        &self.sets[..self.len]
    }

    fn new(form: Form) -> Self {
        let none = Set {
            kind: SetKind::Pung,
            tile: Tile::all().next().expect("tiles"),
            claimed: false,
            in_hand: false,
        };
        Reading {
            form,
            sets: [none; 4],
            len: 0,
            pair: None,
        }
    }

    fn push(&mut self, s: Set) {
        self.sets[self.len] = s;
        self.len += 1;
    }
}

fn meld_set(m: &crate::Meld) -> Set {
    let (kind, claimed) = match m.kind {
        MeldKind::Chow => (SetKind::Chow, true),
        MeldKind::Pung => (SetKind::Pung, true),
        MeldKind::ExposedKong => (SetKind::Kong, true),
        MeldKind::ConcealedKong => (SetKind::Kong, false),
    };
    Set {
        kind,
        tile: m.tile,
        claimed,
        in_hand: false,
    }
}

/// Calls `f` with every reading of `hand` completed by the concealed tiles `c` (the winning
/// tile included).
pub(crate) fn each(hand: &Hand, c: &Counts, mut f: impl FnMut(&Reading)) {
    let melds = hand.melds.len();
    let mut base = Reading::new(Form::Standard);
    for m in &hand.melds {
        base.push(meld_set(m));
    }
    if shape::standard(c) {
        let mut work = *c;
        split(&mut work, 0, base, &mut f);
    }
    if melds == 0 {
        if shape::seven_pairs(c) {
            f(&Reading::new(Form::SevenPairs));
        }
        if shape::thirteen_orphans(c) {
            f(&Reading::new(Form::ThirteenOrphans));
        }
        if let Some(knitted) = shape::honours_and_knitted(c) {
            f(&Reading::new(Form::HonoursAndKnitted { knitted }));
        }
    }
    if melds <= 1 {
        for knitted in 0..6 {
            let tiles = shape::knitted_tiles(knitted);
            if tiles.iter().any(|&i| c[i] == 0) {
                continue;
            }
            let mut rest = *c;
            for i in tiles {
                rest[i] -= 1;
            }
            if !shape::standard(&rest) {
                continue;
            }
            let mut r = base;
            r.form = Form::KnittedStraight { knitted };
            split(&mut rest, 0, r, &mut f);
        }
    }
}

/// Every split of `c` into sets and one pair, the lowest tile first.
fn split(c: &mut Counts, from: usize, r: Reading, f: &mut impl FnMut(&Reading)) {
    let Some(i) = (from..Tile::KINDS).find(|&i| c[i] > 0) else {
        if r.pair.is_some() {
            f(&r);
        }
        return;
    };
    let tile = Tile::from_index(i).expect("a kind");
    let in_hand = |kind| Set {
        kind,
        tile,
        claimed: false,
        in_hand: true,
    };
    if r.pair.is_none() && c[i] >= 2 {
        c[i] -= 2;
        split(
            c,
            i,
            Reading {
                pair: Some(tile),
                ..r
            },
            f,
        );
        c[i] += 2;
    }
    if c[i] >= 3 && r.len < 4 {
        c[i] -= 3;
        let mut next = r;
        next.push(in_hand(SetKind::Pung));
        split(c, i, next, f);
        c[i] += 3;
    }
    if i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0 && r.len < 4 {
        c[i..i + 3].iter_mut().for_each(|n| *n -= 1);
        let mut next = r;
        next.push(in_hand(SetKind::Chow));
        split(c, i, next, f);
        c[i..i + 3].iter_mut().for_each(|n| *n += 1);
    }
}
