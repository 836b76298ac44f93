//! SBR (四川麻将 2025) hands: the win check, the fans and the waits.
//!
//! The rules as we read them (our summary; the book is `shared/rules-sources`, 第九条–第十条):
//! - 第九条一（一）: a win is four sets (pung, kong or run) and a pair, or seven pairs; four
//!   identical tiles not declared as a kong may be two of the seven pairs.
//! - 第九条一（二）: at most two of the three suits among all the player's tiles; three suits
//!   never win. SBR has no honours (第一条: 108 tiles) and no chow claims (第七条), so melds
//!   are pungs and kongs; a run inside the concealed hand is a set as any other.
//! - 第十条二（一）–（三）: a hand with no fan is worth 1; otherwise 2^fan, capped at 3 fan (8).
//! - 第十条二（五）: 自摸 adds one point to what each payer pays; it is not a fan.
//! - 第十条二（六）: ten fans. 杠 and 根 count once per group: a kong is a declared four, a
//!   root four identical tiles that were not declared (concealed, or a pung with the fourth
//!   tile in the hand; with the winning tile included). 大对子: the basic shape with pungs and
//!   kongs only. 金钩钩: four melds on the table and a single-tile wait (so always 大对子
//!   too). 清一色 2, 七对 2 (with 根 for a four inside it). 杠上花, 杠上炮, 抢杠, 海底 1 each,
//!   from the circumstances, which the tiles cannot show.
//! - 第十条三（二）: a waiting hand's waits are the tiles that complete it, except a tile the
//!   player already has all four of. 第十条三（四）: 查大叫 pays on the most any wait can
//!   score without 杠上花, 杠上炮, 抢杠, 海底; a tile kind's 根 or 杠 counts once.
//!
//! Fan is the same for every way the tiles can be grouped except for the shape fans (大对子,
//! 金钩钩, 七对), so the best grouping is the best shape: seven pairs (2) or all pungs (1, 2
//! with 金钩钩), over the plain basic shape (0).
//!
//! Speed: one table entry per possible suit (nine counts of 0–4, at most 14 tiles: 405,350
//! suits, numbered densely by rank) says whether the suit splits into sets, into sets and a
//! pair, and which of its tiles would complete it. As tiles are added each suit keeps two
//! base-5 numbers (kinds 1–5, kinds 6–9); two small tables turn them into the suit's number.
//! A 13-tile hand's waits take one entry per suit it holds, then a few bit operations per
//! wait for the fan. `sbr::reference` is the slow check on all of it.

pub mod fan;
#[cfg(any(test, feature = "reference"))]
pub mod reference;
pub mod table;

use crate::notation::MeldKind;
use crate::Conditions;
use crate::{Hand, HandError, Tile};
use fan::{FanCount, FanKey, NoWin, Score, Wait, Waits, WinOutcome};
use std::sync::OnceLock;
use table::{values, SbrTable};

/// What a hand of `fan` fan is worth: 2^fan up to the table's cap (第十条二（一）–（三））.
pub fn points(fan: u32) -> u32 {
    SbrTable::builtin().points(fan)
}

/// A suit holds at most 14 tiles in a 14-tile hand; the table covers every suit up to that.
const MAX_SUIT: usize = 14;

/// `WAYS[k][s]`: how many ways k kinds of a suit can hold at most s tiles, at most 4 each.
const WAYS: [[u32; MAX_SUIT + 1]; 10] = {
    let mut w = [[0u32; MAX_SUIT + 1]; 10];
    let mut s = 0;
    while s <= MAX_SUIT {
        w[0][s] = 1;
        s += 1;
    }
    let mut k = 1;
    while k < 10 {
        let mut s = 0;
        while s <= MAX_SUIT {
            let mut c = 0;
            while c <= 4 && c <= s {
                w[k][s] += w[k - 1][s - c];
                c += 1;
            }
            s += 1;
        }
        k += 1;
    }
    w
};

/// Table entries: every suit of at most 14 tiles (405,350 of them).
const KEYS: usize = WAYS[9][MAX_SUIT] as usize;

/// `RANK[i][p][d]`: how many suits of at most 14 tiles come before those whose first i kinds
/// hold p tiles and whose kind i holds d, among those that agree on the first i kinds. The
/// key of a suit is the sum over its kinds: its rank in counting order, so the table is dense.
const RANK: [[[u32; 5]; MAX_SUIT + 1]; 9] = {
    let mut r = [[[0u32; 5]; MAX_SUIT + 1]; 9];
    let mut i = 0;
    while i < 9 {
        let mut p = 0;
        while p <= MAX_SUIT {
            let mut d = 1;
            while d <= 4 {
                let c = d - 1;
                let before = if p + c <= MAX_SUIT {
                    WAYS[8 - i][MAX_SUIT - p - c]
                } else {
                    0
                };
                r[i][p][d] = r[i][p][d - 1] + before;
                d += 1;
            }
            p += 1;
        }
        i += 1;
    }
    r
};
/// Bits 0–8: the suit's tiles that complete it (sets only when its size is 2 mod 3, sets and
/// a pair when it is 1 mod 3).
const WAIT_BITS: u16 = 0x1ff;
/// The suit splits into sets only (the empty suit does).
const SETS: u16 = 1 << 9;
/// The suit splits into sets and one pair.
const SETS_AND_PAIR: u16 = 1 << 10;

/// The per-suit table and the two small tables that find a suit's entry from its counts
/// kept in base 5 (kinds 1–5 and kinds 6–9 apart). Built on first use: 860 kB, a few ms.
struct Tables {
    entries: Box<[u16]>,
    /// By the first five kinds' base-5 number: their part of the key, and (bits 24–31)
    /// their tile count.
    first: Box<[u32]>,
    /// By that count × 625 + the last four kinds' base-5 number: the rest of the key.
    last: Box<[u32]>,
}

fn table() -> &'static Tables {
    static TABLE: OnceLock<Tables> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut first = vec![0u32; 3125].into_boxed_slice();
        for (lo, f) in first.iter_mut().enumerate() {
            let digits: Vec<u8> = (0..5).map(|i| (lo / 5usize.pow(i) % 5) as u8).collect();
            let sum: usize = digits.iter().map(|&d| d as usize).sum();
            if sum <= MAX_SUIT {
                let mut v = [0u8; 9];
                v[..5].copy_from_slice(&digits);
                *f = key(&v) as u32 | (sum as u32) << 24;
            }
        }
        let mut last = vec![0u32; 625 * (MAX_SUIT + 1)].into_boxed_slice();
        for p in 0..=MAX_SUIT {
            for hi in 0..625 {
                let digits: Vec<u8> = (0..4).map(|i| (hi / 5usize.pow(i) % 5) as u8).collect();
                if p + digits.iter().map(|&d| d as usize).sum::<usize>() <= MAX_SUIT {
                    let mut q = p;
                    let mut k = 0;
                    for (i, &d) in digits.iter().enumerate() {
                        k += RANK[5 + i][q][d as usize];
                        q += d as usize;
                    }
                    last[p * 625 + hi] = k;
                }
            }
        }
        Tables {
            entries: build_table(),
            first,
            last,
        }
    })
}

/// A suit's place in the table: its nine counts (each at most 4, at most 14 in all).
#[inline]
fn key(v: &[u8]) -> usize {
    let mut p = 0;
    let mut k = 0;
    for (rank, &c) in RANK.iter().zip(v) {
        k += rank[p][c as usize];
        p += c as usize;
    }
    k as usize
}

fn build_table() -> Box<[u16]> {
    let mut t = vec![0u16; KEYS].into_boxed_slice();
    // Every suit that splits into at most four sets: pungs (0–8) and runs (9–15 start at 0–6),
    // chosen in non-decreasing order so that each collection of sets is visited once.
    fn sets(v: &mut [u8; 9], from: usize, depth: u8, t: &mut [u16], out: &mut Vec<[u8; 9]>) {
        let k = key(v);
        if t[k] & SETS == 0 {
            t[k] |= SETS;
            out.push(*v);
        }
        if depth == 4 {
            return;
        }
        for s in from..16 {
            let tiles: &[usize] = if s < 9 {
                &[s, s, s]
            } else {
                &[s - 9, s - 8, s - 7]
            };
            let mut w = *v;
            let mut ok = true;
            for &i in tiles {
                w[i] += 1;
                ok &= w[i] <= 4;
            }
            if ok {
                sets(&mut w, s, depth + 1, t, out);
            }
        }
    }
    let mut complete = Vec::new();
    sets(&mut [0; 9], 0, 0, &mut t, &mut complete);
    let mut with_pair = Vec::new();
    for v in &complete {
        for p in 0..9 {
            if v[p] + 2 <= 4 {
                let mut w = *v;
                w[p] += 2;
                let k = key(&w);
                if t[k] & SETS_AND_PAIR == 0 {
                    t[k] |= SETS_AND_PAIR;
                    with_pair.push(w);
                }
            }
        }
    }
    // A suit one tile short of either shape waits on that tile. Sizes differ mod 3 (sets
    // only: 2 short; with a pair: 1 short), so the two kinds of waits never share an entry.
    for w in complete.iter().chain(&with_pair) {
        for i in 0..9 {
            if w[i] > 0 {
                let mut v = *w;
                v[i] -= 1;
                t[key(&v)] |= 1 << i;
            }
        }
    }
    t
}

/// Each suited tile's suit and its digit's weight in the suit's base-5 key.
const SUIT_OF: [u8; 27] = {
    let mut a = [0; 27];
    let mut i = 0;
    while i < 27 {
        a[i] = (i / 9) as u8;
        i += 1;
    }
    a
};
/// A tile's weight in the concealed suits' base-5 numbers: kinds 1–5 of each suit 12 bits
/// apart in `Summary::low`, kinds 6–9 10 bits apart in `Summary::high`.
const LOW_WEIGHT: [u64; 27] = {
    let mut a = [0; 27];
    let mut i = 0;
    while i < 27 {
        if i % 9 < 5 {
            a[i] = 5u64.pow((i % 9) as u32) << (12 * (i / 9));
        }
        i += 1;
    }
    a
};
const HIGH_WEIGHT: [u32; 27] = {
    let mut a = [0; 27];
    let mut i = 0;
    while i < 27 {
        if i % 9 >= 5 {
            a[i] = 5u32.pow((i % 9 - 5) as u32) << (10 * (i / 9));
        }
        i += 1;
    }
    a
};

/// What the fast engine needs to know about a hand's tiles.
struct Summary {
    /// Concealed tiles per suit, 8 bits apart.
    sizes: u32,
    low: u64,
    high: u32,
    /// Padded to 32 so that counting is a couple of vector instructions.
    concealed: [u8; 32],
    /// The first tiles of chows on the table (SBR has none; other rulesets will).
    chow_starts: [u8; 4],
    chow_count: usize,
    kong_tiles: u32,
    pung_tiles: u32,
    meld_suits: u8,
    melds: u32,
    kongs: u32,
    chows: bool,
    honours: bool,
    /// A fifth tile of a kind among the concealed ones: not a hand (only by misuse of the API).
    overfull: bool,
}

impl Summary {
    #[inline]
    fn new(hand: &Hand) -> Summary {
        let mut s = Summary {
            sizes: 0,
            low: 0,
            high: 0,
            concealed: [0; 32],
            chow_starts: [0; 4],
            chow_count: 0,
            kong_tiles: 0,
            pung_tiles: 0,
            meld_suits: 0,
            melds: 0,
            kongs: 0,
            chows: false,
            honours: false,
            overfull: false,
        };
        for &t in &hand.tiles {
            let i = t.index();
            if i < 27 {
                s.add_concealed(i);
            } else {
                s.honours = true;
            }
        }
        for m in &hand.melds {
            let i = m.tile.index();
            if i >= 27 {
                s.honours = true;
                continue;
            }
            s.melds += 1;
            s.meld_suits |= 1 << SUIT_OF[i];
            match m.kind {
                MeldKind::ExposedKong | MeldKind::ConcealedKong => {
                    s.kongs += 1;
                    s.kong_tiles |= 1 << i;
                }
                MeldKind::Pung => {
                    s.pung_tiles |= 1 << i;
                }
                MeldKind::Chow => {
                    s.chows = true;
                    if s.chow_count < 4 {
                        s.chow_starts[s.chow_count] = i as u8;
                        s.chow_count += 1;
                    }
                }
            }
        }
        s
    }

    #[inline]
    fn add_concealed(&mut self, i: usize) {
        self.sizes += 1 << (8 * SUIT_OF[i]);
        self.low += LOW_WEIGHT[i];
        self.high += HIGH_WEIGHT[i];
        self.overfull |= self.concealed[i] >= 4;
        self.concealed[i] += 1;
    }

    /// The table's entry for a suit of the concealed tiles (none are overfull).
    #[inline]
    fn entry(&self, t: &Tables, suit: usize) -> u16 {
        match self.size(suit) as usize {
            0 => t.entries[0],
            n if n <= MAX_SUIT => {
                let low = (self.low >> (12 * suit)) as usize & 0xfff;
                let high = (self.high >> (10 * suit)) as usize & 0x3ff;
                let f = t.first[low];
                let key = (f & 0xff_ffff) + t.last[(f >> 24) as usize * 625 + high];
                t.entries[key as usize]
            }
            _ => 0,
        }
    }

    #[inline]
    fn size(&self, suit: usize) -> u8 {
        (self.sizes >> (8 * suit)) as u8
    }

    /// How many kinds have 1, 2, 3, 4 concealed (index 0 unused).
    #[inline]
    fn hist(&self) -> [u8; 5] {
        let count = |v: u8| self.concealed.iter().filter(|&&c| c == v).count() as u8;
        [0, count(1), count(2), count(3), count(4)]
    }

    fn suits(&self) -> u8 {
        let concealed = (self.size(0) > 0) as u8
            | ((self.size(1) > 0) as u8) << 1
            | ((self.size(2) > 0) as u8) << 2;
        concealed | self.meld_suits
    }

    /// Tiles of kind `i` not declared in a kong: concealed, in pungs, in chows.
    #[inline]
    fn undeclared(&self, i: usize) -> u8 {
        let pung = 3 * (self.pung_tiles >> i & 1) as u8;
        let chows = self.chow_starts[..self.chow_count]
            .iter()
            .filter(|&&c| (c as usize..c as usize + 3).contains(&i))
            .count() as u8;
        self.concealed[i] + pung + chows
    }

    /// Kinds with four undeclared tiles (根).
    fn roots(&self, hist: &[u8; 5]) -> u32 {
        if self.chows {
            return (0..27).filter(|&i| self.undeclared(i) == 4).count() as u32;
        }
        let mut n = hist[4] as u32;
        let mut p = self.pung_tiles;
        while p != 0 {
            let i = p.trailing_zeros() as usize;
            p &= p - 1;
            n += (self.concealed[i] == 1) as u32;
        }
        n
    }

    /// Kinds the player has all four of (never a wait).
    fn full(&self) -> u32 {
        let mut full = self.kong_tiles;
        if self.chows {
            for i in 0..27 {
                if self.undeclared(i) >= 4 {
                    full |= 1 << i;
                }
            }
            return full;
        }
        let mut p = self.pung_tiles;
        while p != 0 {
            let i = p.trailing_zeros() as usize;
            p &= p - 1;
            if self.concealed[i] >= 1 {
                full |= 1 << i;
            }
        }
        full
    }

    fn flush(&self) -> bool {
        self.suits().count_ones() == 1
    }

    /// Whether a 14-tile hand is a basic win: one suit sets and a pair, the others sets.
    fn basic_shape(&self, t: &Tables) -> bool {
        let mut pairs = 0;
        for s in 0..3 {
            let e = self.entry(t, s);
            match self.size(s) % 3 {
                0 if e & SETS != 0 => {}
                2 if e & SETS_AND_PAIR != 0 => pairs += 1,
                _ => return false,
            }
        }
        pairs == 1
    }
}

/// The shape fans of a winning 14-tile hand: (all pungs, golden hook, seven pairs), given
/// whether it is a basic win.
fn shape_fans(s: &Summary, h: &[u8; 5], basic: bool) -> (bool, bool, bool) {
    // Pungs and one pair: every concealed count is 0, 2 or 3, and exactly one is 2.
    let all_pungs = basic && !s.chows && h[1] == 0 && h[4] == 0 && h[2] == 1;
    let golden_hook = all_pungs && s.melds == 4;
    // Seven pairs: no melds, every count even (a four is two pairs).
    let seven_pairs = s.melds == 0 && h[1] == 0 && h[3] == 0;
    // Seven pairs is worth more than any basic shape without melds, so it is the shape.
    if seven_pairs {
        (false, false, true)
    } else {
        (all_pungs, golden_hook, false)
    }
}

fn breakdown(
    kongs: u32,
    roots: u32,
    shape: (bool, bool, bool),
    flush: bool,
    c: Conditions,
) -> Vec<FanCount> {
    let (all_pungs, golden_hook, seven_pairs) = shape;
    let mut fans = Vec::new();
    let mut add = |key, count: u32, each: u32| {
        if count > 0 {
            fans.push(FanCount {
                key,
                fan: count * each,
                count,
            });
        }
    };
    let v = values();
    add(FanKey::Kong, kongs, v.of(FanKey::Kong));
    add(FanKey::Root, roots, v.of(FanKey::Root));
    add(FanKey::AllPungs, all_pungs as u32, v.of(FanKey::AllPungs));
    add(
        FanKey::GoldenHook,
        golden_hook as u32,
        v.of(FanKey::GoldenHook),
    );
    add(FanKey::FullFlush, flush as u32, v.of(FanKey::FullFlush));
    add(
        FanKey::SevenPairs,
        seven_pairs as u32,
        v.of(FanKey::SevenPairs),
    );
    for k in c.fans() {
        add(k, 1, v.of(k));
    }
    fans
}

/// Scores `hand` completed by `win` (conditions already checked).
pub(crate) fn score(hand: &Hand, win: Tile, c: Conditions) -> Result<WinOutcome, HandError> {
    let mut s = Summary::new(hand);
    if s.honours || win.is_honour() {
        return Ok(WinOutcome::NoWin {
            reason: NoWin::Honours,
            winning_shape: false,
        });
    }
    if s.overfull {
        return Ok(WinOutcome::NoWin {
            reason: NoWin::NotAWinningShape,
            winning_shape: false,
        });
    }
    let i = win.index();
    if s.full() >> i & 1 == 1 || s.concealed[i] >= 4 {
        return Err(HandError::WinFifthCopy { tile: win });
    }
    s.add_concealed(i);
    let basic = s.basic_shape(table());
    let hist = s.hist();
    let shape = shape_fans(&s, &hist, basic);
    let winning_shape = basic || shape.2;
    if s.suits().count_ones() > 2 {
        return Ok(WinOutcome::NoWin {
            reason: NoWin::ThreeSuits,
            winning_shape,
        });
    }
    if !winning_shape {
        return Ok(WinOutcome::NoWin {
            reason: NoWin::NotAWinningShape,
            winning_shape,
        });
    }
    let fans = breakdown(s.kongs, s.roots(&hist), shape, s.flush(), c);
    let fan = fans.iter().map(|f| f.fan).sum();
    Ok(WinOutcome::Win(Score {
        fan,
        points: points(fan),
        fans,
        per_payer: points(fan) + c.tsumo as u32 * SbrTable::builtin().points.self_drawn,
    }))
}

/// The waits of a 13-tile hand, each with what the win on it would score under `c`.
pub(crate) fn waits_into(hand: &Hand, c: Conditions, into: &mut Waits) {
    into.waits.clear();
    let circumstances = c.fans().map(|k| values().of(k)).sum();
    into.reason = scan(hand, circumstances, &mut into.waits).err();
}

/// Finds the waits of a 13-tile hand and their fans (plus `extra` for the circumstances).
#[inline]
fn scan(hand: &Hand, extra: u32, out: &mut Vec<Wait>) -> Result<(), NoWin> {
    let s = Summary::new(hand);
    if s.honours {
        return Err(NoWin::Honours);
    }
    let suits = s.suits();
    if suits.count_ones() > 2 {
        return Err(NoWin::ThreeSuits);
    }
    if s.overfull {
        return Ok(());
    }
    let t = table();
    let e = [s.entry(t, 0), s.entry(t, 1), s.entry(t, 2)];
    let r = [s.size(0) % 3, s.size(1) % 3, s.size(2) % 3];
    let waits_in = |suit: usize| ((e[suit] & WAIT_BITS) as u32) << (9 * suit);
    // Tiles that make a basic win. A 13-tile hand's suits are 1 mod 3 in all: either one
    // suit 1 short of sets and a pair (the others sets), or two suits 2 mod 3 of which one
    // takes the pair and the other is 1 short of sets (the third sets).
    let mut basic = 0u32;
    match r {
        [1, 0, 0] | [0, 1, 0] | [0, 0, 1] => {
            let a = if r[0] == 1 {
                0
            } else if r[1] == 1 {
                1
            } else {
                2
            };
            if (0..3).all(|s| s == a || e[s] & SETS != 0) {
                basic = waits_in(a);
            }
        }
        [0, 2, 2] | [2, 0, 2] | [2, 2, 0] => {
            let (z, a, b) = match r {
                [0, _, _] => (0, 1, 2),
                [_, 0, _] => (1, 0, 2),
                _ => (2, 0, 1),
            };
            if e[z] & SETS != 0 {
                if e[b] & SETS_AND_PAIR != 0 {
                    basic |= waits_in(a);
                }
                if e[a] & SETS_AND_PAIR != 0 {
                    basic |= waits_in(b);
                }
            }
        }
        _ => {}
    }
    // Seven pairs: no melds and exactly one kind with an odd count (1, or 3 becoming a four).
    let mut pairs = 0u32;
    let mut hist = None;
    if s.melds == 0 {
        let h = s.hist();
        if h[1] + h[3] == 1 {
            if let Some(i) = s.concealed.iter().position(|&c| c & 1 == 1) {
                pairs = 1 << i;
            }
        }
        hist = Some(h);
    }
    let mut mask = (basic | pairs) & !s.full();
    if mask == 0 {
        return Ok(());
    }
    let h = &hist.unwrap_or_else(|| s.hist());
    let v = values();
    let flush = if suits.count_ones() == 1 {
        v.of(FanKey::FullFlush)
    } else {
        0
    };
    let base = s.kongs * v.of(FanKey::Kong) + s.roots(h) * v.of(FanKey::Root) + flush + extra;
    out.reserve_exact(mask.count_ones() as usize);
    while mask != 0 {
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        let c = s.concealed[i];
        let shape = if pairs >> i & 1 == 1 {
            v.of(FanKey::SevenPairs)
        } else if basic >> i & 1 == 1
            && !s.chows
            && h[4] == 0
            // All pungs after the win: a single wait on a lone tile (every other count 0
            // or 3), or a wait on one of two pairs (every other count 0, 3, or the pair).
            && ((c == 1 && h[1] == 1 && h[2] == 0) || (c == 2 && h[1] == 0 && h[2] == 2))
        {
            v.of(FanKey::AllPungs) + (s.melds == 4) as u32 * v.of(FanKey::GoldenHook)
        } else {
            0
        };
        let fan = base + (s.undeclared(i) == 3) as u32 * v.of(FanKey::Root) + shape;
        out.push(Wait {
            tile: Tile::from_index(i).expect("a suited tile"),
            fan,
            points: points(fan),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(s: &str) -> [u8; 9] {
        let mut v = [0; 9];
        for c in s.bytes() {
            v[(c - b'1') as usize] += 1;
        }
        v
    }

    #[test]
    fn keys_number_the_suits_densely() {
        let mut seen = vec![false; KEYS];
        let mut v = [0u8; 9];
        let mut n = 0;
        // Every count vector in counting order; the key must count up from 0.
        loop {
            if v.iter().map(|&c| c as usize).sum::<usize>() <= MAX_SUIT {
                let k = key(&v);
                assert_eq!(k, n, "{v:?}");
                seen[k] = true;
                n += 1;
            }
            let Some(i) = (0..9).rev().find(|&i| v[i] < 4) else {
                break;
            };
            v[i] += 1;
            v[i + 1..].fill(0);
        }
        assert_eq!(n, KEYS);
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn the_table_knows_sets_pairs_and_waits() {
        let t = &table().entries;
        let e = |s: &str| t[key(&counts(s))];
        assert_ne!(t[0] & SETS, 0);
        assert_ne!(e("123") & SETS, 0);
        assert_ne!(e("111123") & SETS, 0);
        assert_eq!(e("112") & (SETS | SETS_AND_PAIR), 0);
        assert_ne!(e("11") & SETS_AND_PAIR, 0);
        assert_ne!(e("11123444") & SETS_AND_PAIR, 0);
        // 1112345678999: the nine gates wait on every tile.
        assert_eq!(e("1112345678999") & WAIT_BITS, 0x1ff);
        // 23 waits on 1 or 4 (sets only); 1 waits on 1 (pair).
        assert_eq!(e("23") & WAIT_BITS, 0b1001);
        assert_eq!(e("1") & WAIT_BITS, 0b1);
        // 11112 completes as 111 + 123 only: a fifth 1 is never a wait.
        assert_eq!(e("11112") & WAIT_BITS, 0b100);
        assert_eq!(e("1111") & WAIT_BITS, 0);
    }
}
