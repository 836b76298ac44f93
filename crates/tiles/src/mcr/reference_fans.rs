//! A slow reference for the MCR fan count, written from the book's definitions (3.8.1) and
//! counting principles (3.9.1 5) with nothing shared with the fast counter (`count`, `combos`,
//! `reading`, `shape`): every way the 14 tiles can be read is listed by brute force, every fan is
//! a plain predicate over that reading, the combination fans are chosen by trying every subset
//! of their instances, and the dearest reading wins (就高不就低). Property tests hold
//! `score_with` to it.
//!
//! It follows the engine's documented readings of the book (`mcr-fans-interpretation`, the fan
//! table's comments, `docs/mcr-oracle.md`):
//! - a pung completed by a discarded winning tile is not concealed, unless that tile can be read
//!   in a chow of the same reading; a concealed kong is a concealed pung;
//! - 边张, 坎张, 单钓将 only when the 13 tiles win on this one kind of tile (`reference::waits`,
//!   which does not count a tile the player holds all four of), and never for a tile read inside
//!   a knitted straight;
//! - no claimed set: 不求人 when self-drawn, 门前清 otherwise;
//! - one melded and one concealed kong: two-melded-kongs at the table's
//!   `melded_and_concealed_points`; three or four kongs also count 暗杠 or 双暗杠 (暗杠加计);
//! - a knitted straight is three chows for 平和;
//! - the tiles' fans (suits, honours, ranks, 四归一 …) count for four sets and a pair, a knitted
//!   straight with a set and a pair, and seven pairs, not for 十三幺 or 全不靠.

use super::fan::Fan;
use super::reference;
use super::table::FanTable;
use super::Situation;
use crate::{Hand, MeldKind, Tile};

type Counts = [u8; Tile::KINDS];

// ----------------------------------------------------------------------------------------------
// Tiles

fn suit(i: usize) -> usize {
    i / 9
}

/// 0-based rank of a suited tile (0 is the 1, 8 is the 9).
fn rank(i: usize) -> usize {
    i % 9
}

fn suited(i: usize) -> bool {
    i < 27
}

fn terminal(i: usize) -> bool {
    suited(i) && (rank(i) == 0 || rank(i) == 8)
}

fn wind(i: usize) -> bool {
    (27..31).contains(&i)
}

fn dragon(i: usize) -> bool {
    (31..34).contains(&i)
}

/// 147, 258, 369 given to the three suits in `order`.
fn knitted_tiles(order: [usize; 3]) -> [usize; 9] {
    let mut out = [0; 9];
    for (g, &s) in order.iter().enumerate() {
        for k in 0..3 {
            out[g * 3 + k] = s * 9 + g + 3 * k;
        }
    }
    out
}

fn all_orders() -> Vec<[usize; 3]> {
    let mut v = Vec::new();
    for a in 0..3 {
        for b in 0..3 {
            for c in 0..3 {
                if a != b && b != c && a != c {
                    v.push([a, b, c]);
                }
            }
        }
    }
    v
}

// ----------------------------------------------------------------------------------------------
// Readings

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Chow,
    Pung,
    Kong,
}

/// A set of a reading: a meld or a set of concealed tiles.
#[derive(Clone, Copy, Debug)]
struct Set {
    kind: Kind,
    /// Its lowest tile.
    tile: usize,
    /// Claimed from another player (chow, pung, melded kong).
    claimed: bool,
    /// From the hand's melds (a concealed kong included).
    meld: bool,
}

impl Set {
    fn pung_like(&self) -> bool {
        self.kind != Kind::Chow
    }

    fn holds(&self, i: usize) -> bool {
        match self.kind {
            Kind::Chow => i >= self.tile && i <= self.tile + 2,
            _ => i == self.tile,
        }
    }

    fn tiles(&self) -> Vec<usize> {
        match self.kind {
            Kind::Chow => vec![self.tile, self.tile + 1, self.tile + 2],
            Kind::Pung => vec![self.tile; 3],
            Kind::Kong => vec![self.tile; 4],
        }
    }
}

#[derive(Clone, Debug)]
enum Shape {
    /// Four sets (melds first) and a pair, or a knitted straight with one set and a pair.
    Sets {
        sets: Vec<Set>,
        pair: usize,
        knitted: Option<[usize; 9]>,
    },
    SevenPairs,
    ThirteenOrphans,
    /// 全不靠 (七星不靠 with all seven honours); `full` when all nine knitted tiles are there.
    HonoursAndKnitted {
        full: bool,
    },
}

/// Where the winning tile is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Set(usize),
    Pair,
    Knitted,
    Whole,
}

/// Every multiset of `n` concealed sets that uses up `c` exactly.
fn sets_only(c: &mut Counts, n: usize, acc: &mut Vec<Set>, out: &mut Vec<Vec<Set>>) {
    let Some(i) = c.iter().position(|&k| k > 0) else {
        if n == 0 {
            out.push(acc.clone());
        }
        return;
    };
    if n == 0 {
        return;
    }
    // The lowest tile left is in a pung or starts a chow.
    if c[i] >= 3 {
        c[i] -= 3;
        acc.push(Set {
            kind: Kind::Pung,
            tile: i,
            claimed: false,
            meld: false,
        });
        sets_only(c, n - 1, acc, out);
        acc.pop();
        c[i] += 3;
    }
    if suited(i) && rank(i) <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        c[i] -= 1;
        c[i + 1] -= 1;
        c[i + 2] -= 1;
        acc.push(Set {
            kind: Kind::Chow,
            tile: i,
            claimed: false,
            meld: false,
        });
        sets_only(c, n - 1, acc, out);
        acc.pop();
        c[i] += 1;
        c[i + 1] += 1;
        c[i + 2] += 1;
    }
}

/// Every (sets, pair) reading of `c` with `n` sets.
fn sets_and_pair(c: &Counts, n: usize) -> Vec<(Vec<Set>, usize)> {
    let mut out = Vec::new();
    for p in 0..Tile::KINDS {
        if c[p] >= 2 {
            let mut rest = *c;
            rest[p] -= 2;
            let mut found = Vec::new();
            sets_only(&mut rest, n, &mut Vec::new(), &mut found);
            out.extend(found.into_iter().map(|s| (s, p)));
        }
    }
    out
}

fn meld_sets(hand: &Hand) -> Vec<Set> {
    hand.melds
        .iter()
        .map(|m| Set {
            kind: match m.kind {
                MeldKind::Chow => Kind::Chow,
                MeldKind::Pung => Kind::Pung,
                MeldKind::ExposedKong | MeldKind::ConcealedKong => Kind::Kong,
            },
            tile: m.tile.index(),
            claimed: m.kind != MeldKind::ConcealedKong,
            meld: true,
        })
        .collect()
}

/// Every reading of the hand with the winning tile, with every place the winning tile can take
/// in it.
fn readings(hand: &Hand, win: usize) -> Vec<(Shape, Place)> {
    let mut c = hand.concealed_counts();
    c[win] += 1;
    let total: usize = c.iter().map(|&n| n as usize).sum();
    let melds = hand.melds.len();
    let mut out = Vec::new();
    if total + 3 * melds != 14 || melds > 4 {
        return out;
    }
    let fixed = meld_sets(hand);
    let standard = |sets: Vec<Set>, pair: usize, knitted: Option<[usize; 9]>| {
        let mut all = fixed.clone();
        all.extend(sets);
        let mut places = Vec::new();
        for (i, s) in all.iter().enumerate() {
            if !s.meld && s.holds(win) {
                places.push(Place::Set(i));
            }
        }
        if pair == win {
            places.push(Place::Pair);
        }
        if knitted.is_some_and(|k| k.contains(&win)) {
            places.push(Place::Knitted);
        }
        let shape = Shape::Sets {
            sets: all,
            pair,
            knitted,
        };
        places
            .into_iter()
            .map(|p| (shape.clone(), p))
            .collect::<Vec<_>>()
    };
    for (sets, pair) in sets_and_pair(&c, 4 - melds) {
        out.extend(standard(sets, pair, None));
    }
    if melds <= 1 {
        for order in all_orders() {
            let k = knitted_tiles(order);
            if k.iter().all(|&i| c[i] > 0) {
                let mut rest = c;
                for &i in &k {
                    rest[i] -= 1;
                }
                for (sets, pair) in sets_and_pair(&rest, 1 - melds) {
                    out.extend(standard(sets, pair, Some(k)));
                }
            }
        }
    }
    if melds == 0 {
        if c.iter().all(|&n| n % 2 == 0) {
            out.push((Shape::SevenPairs, Place::Pair));
        }
        if (0..Tile::KINDS).all(|i| (terminal(i) || !suited(i)) == (c[i] > 0)) {
            out.push((Shape::ThirteenOrphans, Place::Whole));
        }
        if c.iter().all(|&n| n <= 1) {
            for order in all_orders() {
                let k = knitted_tiles(order);
                if (0..27).all(|i| c[i] == 0 || k.contains(&i)) {
                    let full = k.iter().all(|&i| c[i] > 0);
                    out.push((Shape::HonoursAndKnitted { full }, Place::Whole));
                }
            }
        }
    }
    out
}

// ----------------------------------------------------------------------------------------------
// The table

/// The fan table as this reference reads it.
struct Book {
    points: [u32; 81],
    excludes: Vec<Vec<Fan>>,
    excludes_in_set: Vec<Vec<Fan>>,
    melded_and_concealed: Option<(Fan, u32)>,
    /// Each tile kind's bit, for the fans of a hand made of certain tiles only.
    only_tiles: Vec<(Fan, u64)>,
}

impl Book {
    fn new(table: &FanTable) -> Self {
        let mut b = Book {
            points: [0; 81],
            excludes: vec![Vec::new(); 81],
            excludes_in_set: vec![Vec::new(); 81],
            melded_and_concealed: None,
            only_tiles: Vec::new(),
        };
        let fan = |k: &String| Fan::from_key(k).unwrap_or_else(|| panic!("unknown fan {k}"));
        for def in &table.fans {
            let f = fan(&def.key) as usize;
            b.points[f] = def.points;
            b.excludes[f] = def.excludes.iter().map(fan).collect();
            b.excludes_in_set[f] = def.excludes_in_set.iter().map(fan).collect();
            if let Some(p) = def.melded_and_concealed_points {
                b.melded_and_concealed = Some((Fan::ALL[f], p));
            }
            if let Some(mask) = def.only_tiles_mask() {
                b.only_tiles.push((Fan::ALL[f], mask));
            }
        }
        b
    }

    fn excludes(&self, a: Fan, b: Fan) -> bool {
        self.excludes[a as usize].contains(&b)
    }
}

fn combination(f: Fan) -> bool {
    Fan::COMBINATIONS.contains(&f)
}

// ----------------------------------------------------------------------------------------------
// Counting one reading

type Fans = [u32; 81];

fn add(t: &mut Fans, f: Fan, on: bool) {
    if on {
        t[f as usize] += 1;
    }
}

/// What the whole win is, beside its reading.
struct Win<'a> {
    hand: &'a Hand,
    win: usize,
    s: &'a Situation,
    /// Every tile, kongs as four, the winning tile included.
    all: Counts,
    /// The 13 tiles win on this tile only.
    only_wait: bool,
}

impl Win<'_> {
    fn claimed(&self) -> usize {
        self.hand
            .melds
            .iter()
            .filter(|m| m.kind != MeldKind::ConcealedKong)
            .count()
    }
}

/// 3.8.1 44–47, 53, 56, 58, 62, 80: how the hand was won and what it claimed.
fn circumstances(w: &Win, t: &mut Fans) {
    let s = w.s;
    add(t, Fan::SelfDrawn, s.tsumo);
    add(t, Fan::LastTileDraw, s.last_tile && s.tsumo);
    add(t, Fan::LastTileClaim, s.last_tile && !s.tsumo);
    add(t, Fan::OutWithReplacementTile, s.after_kong && s.tsumo);
    add(t, Fan::RobbingTheKong, s.robbing_kong);
    add(t, Fan::LastTile, s.last_of_kind);
    let claimed = w.claimed();
    add(t, Fan::FullyConcealedHand, claimed == 0 && s.tsumo);
    add(t, Fan::ConcealedHand, claimed == 0);
    add(t, Fan::MeldedHand, claimed == 4 && !s.tsumo);
}

/// The fans of the tiles whatever their sets: suits, honours, ranks, colours, 四归一.
fn tile_fans(w: &Win, book: &Book, t: &mut Fans) {
    let kinds: Vec<usize> = (0..Tile::KINDS).filter(|&i| w.all[i] > 0).collect();
    let every = |p: &dyn Fn(usize) -> bool| kinds.iter().all(|&i| p(i));
    let any = |p: &dyn Fn(usize) -> bool| kinds.iter().any(|&i| p(i));
    let suits = (0..3)
        .filter(|&s| any(&|i| suited(i) && suit(i) == s))
        .count();
    let honours = any(&|i| !suited(i));
    // 绿一色 and 推不倒: the table lists their tiles (3.8.1 3, 40).
    for &(fan, only) in &book.only_tiles {
        add(t, fan, every(&|i| only & 1 << i != 0));
    }
    add(t, Fan::AllTerminals, every(&terminal));
    add(t, Fan::AllHonours, every(&|i| !suited(i)));
    add(
        t,
        Fan::AllTerminalsAndHonours,
        every(&|i| terminal(i) || !suited(i)),
    );
    add(t, Fan::FullFlush, suits == 1 && !honours);
    add(t, Fan::HalfFlush, suits == 1 && honours);
    add(t, Fan::OneVoidedSuit, suits == 2);
    add(t, Fan::NoHonours, !honours);
    add(t, Fan::AllTypes, suits == 3 && any(&wind) && any(&dragon));
    let ranks_within =
        |lo: usize, hi: usize| every(&|i| suited(i) && rank(i) >= lo && rank(i) <= hi);
    add(t, Fan::UpperTiles, ranks_within(6, 8));
    add(t, Fan::MiddleTiles, ranks_within(3, 5));
    add(t, Fan::LowerTiles, ranks_within(0, 2));
    add(t, Fan::UpperFour, ranks_within(5, 8));
    add(t, Fan::LowerFour, ranks_within(0, 3));
    add(t, Fan::AllSimples, ranks_within(1, 7));
    // 1234589 dots, 245689 bamboo, White.
    for i in 0..Tile::KINDS {
        let kong = w
            .hand
            .melds
            .iter()
            .any(|m| m.is_kong() && m.tile.index() == i);
        add(t, Fan::TileHog, w.all[i] == 4 && !kong);
    }
}

/// One instance of a combination fan: the fan and the sets (indices) it combines.
#[derive(Clone, Debug)]
struct Instance {
    fan: Fan,
    sets: Vec<usize>,
}

/// (suit, 0-based start) of each chow, or None when one is not a chow.
fn as_chows(sets: &[Set]) -> Option<Vec<(usize, usize)>> {
    sets.iter()
        .map(|s| (s.kind == Kind::Chow).then(|| (suit(s.tile), rank(s.tile))))
        .collect()
}

/// (suit, 0-based rank) of each suited pung or kong, or None.
fn as_pungs(sets: &[Set]) -> Option<Vec<(usize, usize)>> {
    sets.iter()
        .map(|s| (s.pung_like() && suited(s.tile)).then(|| (suit(s.tile), rank(s.tile))))
        .collect()
}

fn same_suit(v: &[(usize, usize)]) -> bool {
    v.iter().all(|x| x.0 == v[0].0)
}

fn distinct_suits(v: &[(usize, usize)]) -> bool {
    (0..v.len()).all(|a| (a + 1..v.len()).all(|b| v[a].0 != v[b].0))
}

fn sorted_ranks(v: &[(usize, usize)]) -> Vec<usize> {
    let mut r: Vec<usize> = v.iter().map(|x| x.1).collect();
    r.sort();
    r
}

/// Ranks that rise by the same step `d`.
fn stepped(r: &[usize], d: usize) -> bool {
    r.windows(2).all(|w| w[1] == w[0] + d)
}

/// Which combination fans `sets` (two, three or four of them) form, by 3.8.1's definitions.
fn combination_fans(sets: &[Set]) -> Vec<Fan> {
    let mut out = Vec::new();
    let chows = as_chows(sets);
    let pungs = as_pungs(sets);
    match sets.len() {
        2 => {
            if let Some(c) = &chows {
                let r = sorted_ranks(c);
                if same_suit(c) && r[0] == r[1] {
                    out.push(Fan::PureDoubleChow);
                }
                if distinct_suits(c) && r[0] == r[1] {
                    out.push(Fan::MixedDoubleChow);
                }
                if same_suit(c) && r[1] == r[0] + 3 {
                    out.push(Fan::ShortStraight);
                }
                if same_suit(c) && r == [0, 6] {
                    out.push(Fan::TwoTerminalChows);
                }
            }
            if let Some(p) = &pungs {
                if distinct_suits(p) && p[0].1 == p[1].1 {
                    out.push(Fan::DoublePung);
                }
            }
        }
        3 => {
            if let Some(c) = &chows {
                let r = sorted_ranks(c);
                if same_suit(c) && stepped(&r, 0) {
                    out.push(Fan::PureTripleChow);
                }
                if same_suit(c) && r == [0, 3, 6] {
                    out.push(Fan::PureStraight);
                }
                if same_suit(c) && (stepped(&r, 1) || stepped(&r, 2)) {
                    out.push(Fan::PureShiftedChows);
                }
                if distinct_suits(c) && r == [0, 3, 6] {
                    out.push(Fan::MixedStraight);
                }
                if distinct_suits(c) && stepped(&r, 0) {
                    out.push(Fan::MixedTripleChow);
                }
                if distinct_suits(c) && stepped(&r, 1) {
                    out.push(Fan::MixedShiftedChows);
                }
            }
            if let Some(p) = &pungs {
                let r = sorted_ranks(p);
                if same_suit(p) && stepped(&r, 1) {
                    out.push(Fan::PureShiftedPungs);
                }
                if distinct_suits(p) && stepped(&r, 0) {
                    out.push(Fan::TriplePung);
                }
                if distinct_suits(p) && stepped(&r, 1) {
                    out.push(Fan::MixedShiftedPungs);
                }
            }
        }
        4 => {
            if let Some(c) = &chows {
                let r = sorted_ranks(c);
                if same_suit(c) && stepped(&r, 0) {
                    out.push(Fan::QuadrupleChow);
                }
                if same_suit(c) && (stepped(&r, 1) || stepped(&r, 2)) {
                    out.push(Fan::FourPureShiftedChows);
                }
            }
            if let Some(p) = &pungs {
                let r = sorted_ranks(p);
                if same_suit(p) && stepped(&r, 1) {
                    out.push(Fan::FourPureShiftedPungs);
                }
            }
        }
        _ => {}
    }
    out
}

/// Every instance of a combination fan among the sets.
fn instances(sets: &[Set]) -> Vec<Instance> {
    let n = sets.len();
    let mut out = Vec::new();
    for mask in 1u32..(1 << n) {
        let idx: Vec<usize> = (0..n).filter(|&i| mask & (1 << i) != 0).collect();
        if idx.len() < 2 {
            continue;
        }
        let chosen: Vec<Set> = idx.iter().map(|&i| sets[i]).collect();
        for fan in combination_fans(&chosen) {
            out.push(Instance {
                fan,
                sets: idx.clone(),
            });
        }
    }
    out
}

/// Whether `x` may count beside `chosen` (3.9.1 5): 不得相同 (no set twice in the same fan),
/// 套算一次 and 不拆移 (each instance joins sets not yet joined to each other: the instances form
/// a forest over the sets), and the table's exclusions between combination fans, among the sets
/// of the excluding one.
fn admissible(chosen: &[&Instance], x: &Instance, book: &Book) -> bool {
    for y in chosen {
        if y.fan == x.fan && y.sets.iter().any(|s| x.sets.contains(s)) {
            return false;
        }
        let within = |a: &Instance, b: &Instance| b.sets.iter().all(|s| a.sets.contains(s));
        if (book.excludes(y.fan, x.fan) && within(y, x))
            || (book.excludes(x.fan, y.fan) && within(x, y))
        {
            return false;
        }
    }
    // Union-find over the (at most four) sets.
    let mut parent: Vec<usize> = (0..8).collect();
    fn root(p: &mut [usize], mut i: usize) -> usize {
        while p[i] != i {
            i = p[i];
        }
        i
    }
    for y in chosen {
        for w in y.sets.windows(2) {
            let (a, b) = (root(&mut parent, w[0]), root(&mut parent, w[1]));
            parent[a] = b;
        }
    }
    let roots: Vec<usize> = x.sets.iter().map(|&s| root(&mut parent, s)).collect();
    (0..roots.len()).all(|a| (a + 1..roots.len()).all(|b| roots[a] != roots[b]))
}

/// The counted fans and their points, once exclusions are applied.
#[derive(Clone, Debug)]
struct Counted {
    points: u32,
    fans: FanList,
}

/// Applies the exclusions to `present` (every fan found, combinations chosen included) and
/// prices what is left: 不重复 (3.9.1 5 (1)) as the table's `excludes`, except between two
/// combination fans (their sets decided that already), 无番和 when nothing is left but flowers.
fn settle(present: &Fans, book: &Book, mixed_kongs: bool, flowers: u32) -> Counted {
    let mut left = *present;
    for f in Fan::ALL {
        if present[f as usize] == 0 {
            continue;
        }
        for &g in &book.excludes[f as usize] {
            if !(combination(f) && combination(g)) {
                left[g as usize] = 0;
            }
        }
    }
    left[Fan::FlowerTiles as usize] = 0;
    left[Fan::ChickenHand as usize] = 0;
    if left.iter().all(|&n| n == 0) {
        left[Fan::ChickenHand as usize] = 1;
    }
    left[Fan::FlowerTiles as usize] = flowers;
    let mut points = 0;
    let mut fans = Vec::new();
    for f in Fan::ALL {
        let n = left[f as usize];
        if n == 0 {
            continue;
        }
        let each = match book.melded_and_concealed {
            Some((special, p)) if mixed_kongs && special == f => p,
            _ => book.points[f as usize],
        };
        points += n * each;
        fans.push((f, n));
    }
    Counted { points, fans }
}

/// What every choice of combinations of one reading shares.
struct Choices<'a> {
    base: Fans,
    cands: &'a [Instance],
    book: &'a Book,
    mixed_kongs: bool,
    flowers: u32,
}

impl<'a> Choices<'a> {
    /// Every admissible choice of combination instances to which no other can be added (each
    /// subset of the candidates once), with the rest of the reading's fans, settled.
    fn all(&self) -> Vec<Counted> {
        let mut out = Vec::new();
        self.go(0, &mut Vec::new(), &mut out);
        out
    }

    fn go(&self, from: usize, chosen: &mut Vec<&'a Instance>, out: &mut Vec<Counted>) {
        // Only a choice that leaves out nothing it could still count: a fan is not given up for
        // another reading's sake (无番和 is for a hand that has no fan, not one that declines).
        let more = self.cands.iter().any(|x| {
            !chosen.iter().any(|y| std::ptr::eq(*y, x)) && admissible(chosen, x, self.book)
        });
        if !more {
            let mut present = self.base;
            for x in chosen.iter() {
                present[x.fan as usize] += 1;
            }
            out.push(settle(&present, self.book, self.mixed_kongs, self.flowers));
        }
        for j in from..self.cands.len() {
            if admissible(chosen, &self.cands[j], self.book) {
                chosen.push(&self.cands[j]);
                self.go(j + 1, chosen, out);
                chosen.pop();
            }
        }
    }
}

/// The fans of a reading of sets (four and a pair, or a knitted straight, a set and a pair) with
/// the winning tile at `place`, before the combinations are chosen; and whether it has one
/// melded and one concealed kong.
fn set_fans(
    w: &Win,
    book: &Book,
    sets: &[Set],
    (pair, knitted): (usize, bool),
    place: Place,
    t: &mut Fans,
) -> bool {
    let standard = !knitted;
    let pungs: Vec<&Set> = sets.iter().filter(|s| s.pung_like()).collect();
    let chows: Vec<&Set> = sets.iter().filter(|s| s.kind == Kind::Chow).collect();
    let wind_pungs = pungs.iter().filter(|s| wind(s.tile)).count();
    let dragon_pungs = pungs.iter().filter(|s| dragon(s.tile)).count();
    let seat = 27 + w.s.seat_wind as usize;
    let round = 27 + w.s.round_wind as usize;

    add(t, Fan::BigFourWinds, wind_pungs == 4);
    add(t, Fan::BigThreeDragons, dragon_pungs == 3);
    add(t, Fan::LittleFourWinds, wind_pungs == 3 && wind(pair));
    add(
        t,
        Fan::LittleThreeDragons,
        dragon_pungs == 2 && dragon(pair),
    );
    add(t, Fan::BigThreeWinds, wind_pungs >= 3);
    add(t, Fan::TwoDragonPungs, dragon_pungs >= 2);
    add(t, Fan::AllPungs, standard && pungs.len() == 4);
    add(t, Fan::KnittedStraight, knitted);

    // 九莲宝灯: no meld, the 13 tiles 1112345678999 of the winning tile's suit.
    if standard && w.hand.melds.is_empty() && suited(w.win) {
        let c = w.hand.concealed_counts();
        let s = suit(w.win);
        let gates = [3, 1, 1, 1, 1, 1, 1, 1, 3];
        let in_suit: usize = c[s * 9..s * 9 + 9].iter().map(|&n| n as usize).sum();
        add(
            t,
            Fan::NineGates,
            c[s * 9..s * 9 + 9] == gates && in_suit == 13,
        );
    }

    if standard {
        let outside = sets
            .iter()
            .all(|s| s.tiles().iter().any(|&i| terminal(i) || !suited(i)))
            && (terminal(pair) || !suited(pair));
        add(t, Fan::OutsideHand, outside);
        let fives = sets
            .iter()
            .all(|s| s.tiles().iter().any(|&i| suited(i) && rank(i) == 4))
            && suited(pair)
            && rank(pair) == 4;
        add(t, Fan::AllFives, fives);
        let even = |i: usize| suited(i) && rank(i) % 2 == 1;
        add(
            t,
            Fan::AllEvenPungs,
            pungs.len() == 4 && pungs.iter().all(|s| even(s.tile)) && even(pair),
        );
        // The two 双龙会: 123 and 789 chows with a pair of 5s.
        if chows.len() == 4 && suited(pair) && rank(pair) == 4 {
            let n = |s: usize, r: usize| {
                chows
                    .iter()
                    .filter(|c| suit(c.tile) == s && rank(c.tile) == r)
                    .count()
            };
            let ps = suit(pair);
            add(t, Fan::PureTerminalChows, n(ps, 0) == 2 && n(ps, 6) == 2);
            let others: Vec<usize> = (0..3).filter(|&s| s != ps).collect();
            add(
                t,
                Fan::ThreeSuitedTerminalChows,
                others.iter().all(|&s| n(s, 0) == 1 && n(s, 6) == 1),
            );
        }
    }
    // 平和: four chows (a knitted straight counting three) and a suited pair.
    let chows_needed = if knitted { 1 } else { 4 };
    add(
        t,
        Fan::AllChows,
        chows.len() == chows_needed && suited(pair),
    );

    // Concealed pungs: not claimed; a pung the discarded winning tile completed is claimed.
    let concealed = sets
        .iter()
        .enumerate()
        .filter(|(i, s)| s.pung_like() && !s.claimed && (w.s.tsumo || place != Place::Set(*i)))
        .count();
    add(t, Fan::FourConcealedPungs, concealed >= 4);
    add(t, Fan::ThreeConcealedPungs, concealed >= 3);
    add(t, Fan::TwoConcealedPungs, concealed >= 2);

    // Kongs.
    let kongs = sets.iter().filter(|s| s.kind == Kind::Kong).count();
    let hidden = sets
        .iter()
        .filter(|s| s.kind == Kind::Kong && !s.claimed)
        .count();
    let shown = kongs - hidden;
    let mixed = kongs == 2 && hidden == 1;
    add(t, Fan::FourKongs, kongs == 4);
    add(t, Fan::ThreeKongs, kongs >= 3);
    add(t, Fan::TwoMeldedKongs, shown >= 2 || mixed);
    add(t, Fan::TwoConcealedKongs, hidden >= 2);
    add(t, Fan::MeldedKong, shown >= 1);
    // One melded and one concealed kong are two-melded-kongs alone (3.8.1 57).
    add(t, Fan::ConcealedKong, hidden >= 1 && !mixed);

    // Fans of one pung: 箭刻, 圈风刻, 门风刻, 幺九刻 (less what another fan of the same set
    // makes not count: excludes_in_set).
    let book_in_set = |of: &[Fan], fan: Fan, book: &Book| {
        of.iter()
            .any(|&f| book.excludes_in_set[f as usize].contains(&fan))
    };
    for s in &pungs {
        let mut of = Vec::new();
        if dragon(s.tile) {
            of.push(Fan::DragonPung);
        }
        if s.tile == round {
            of.push(Fan::PrevalentWind);
        }
        if s.tile == seat {
            of.push(Fan::SeatWind);
        }
        if wind(s.tile) && wind_pungs >= 3 {
            of.push(Fan::BigThreeWinds);
        }
        if terminal(s.tile) || !suited(s.tile) {
            of.push(Fan::PungOfTerminalsOrHonours);
        }
        let kept: Vec<Fan> = of
            .iter()
            .copied()
            .filter(|&f| f != Fan::BigThreeWinds && !book_in_set(&of, f, book))
            .collect();
        for f in kept {
            add(t, f, true);
        }
    }

    // Wait fans: only when the hand waited on this tile alone, never inside a knitted straight.
    if w.only_wait {
        match place {
            Place::Set(i) if sets[i].kind == Kind::Chow => {
                let start = sets[i].tile;
                let at = w.win - start;
                add(t, Fan::ClosedWait, at == 1);
                add(
                    t,
                    Fan::EdgeWait,
                    (at == 2 && rank(start) == 0) || (at == 0 && rank(start) == 6),
                );
            }
            Place::Pair => add(t, Fan::SingleWait, true),
            _ => {}
        }
    }
    mixed
}

/// Every counted choice of one reading.
fn count_reading(w: &Win, book: &Book, shape: &Shape, place: Place) -> Vec<Counted> {
    let mut t: Fans = [0; 81];
    circumstances(w, &mut t);
    let flowers = u32::from(w.s.flowers);
    match shape {
        Shape::ThirteenOrphans => {
            add(&mut t, Fan::ThirteenOrphans, true);
            vec![settle(&t, book, false, flowers)]
        }
        Shape::HonoursAndKnitted { full } => {
            let honours = (27..34).filter(|&i| w.all[i] > 0).count();
            add(&mut t, Fan::GreaterHonoursAndKnittedTiles, honours == 7);
            add(&mut t, Fan::LesserHonoursAndKnittedTiles, true);
            add(&mut t, Fan::KnittedStraight, *full);
            vec![settle(&t, book, false, flowers)]
        }
        Shape::SevenPairs => {
            add(&mut t, Fan::SevenPairs, true);
            let shifted =
                (0..3).any(|s| (0..3).any(|from| (0..7).all(|k| w.all[s * 9 + from + k] == 2)));
            add(&mut t, Fan::SevenShiftedPairs, shifted);
            tile_fans(w, book, &mut t);
            add(&mut t, Fan::SingleWait, w.only_wait);
            vec![settle(&t, book, false, flowers)]
        }
        Shape::Sets {
            sets,
            pair,
            knitted,
        } => {
            tile_fans(w, book, &mut t);
            let mixed = set_fans(w, book, sets, (*pair, knitted.is_some()), place, &mut t);
            let cands = instances(sets);
            Choices {
                base: t,
                cands: &cands,
                book,
                mixed_kongs: mixed,
                flowers,
            }
            .all()
        }
    }
}

/// Fans with how many times each counts, in the book's order.
pub type FanList = Vec<(Fan, u32)>;

/// The dearest count of the win and every distinct list of fans that reaches it (equal readings,
/// 3.9.1 5 (4) choosing by points only), or None when the tiles make no winning shape.
pub fn dearest(
    table: &FanTable,
    hand: &Hand,
    win: Tile,
    s: &Situation,
) -> Option<(u32, Vec<FanList>)> {
    let book = &Book::new(table);
    let w = Win {
        hand,
        win: win.index(),
        s,
        all: {
            let mut a = hand.counts();
            a[win.index()] += 1;
            a
        },
        only_wait: reference::waits(hand) == [win],
    };
    let mut best: Option<(u32, Vec<FanList>)> = None;
    let mut readings = readings(hand, win.index());
    // Priority among equal readings: the winning tile in a chow (edge before closed), then the
    // pair, then a pung or the knitted straight.
    readings.sort_by_key(|(shape, place)| match (shape, place) {
        (Shape::Sets { sets, .. }, Place::Set(i)) if sets[*i].kind == Kind::Chow => {
            let at = win.index() - sets[*i].tile;
            if at == 1 {
                1
            } else {
                0
            }
        }
        (_, Place::Pair) => 2,
        _ => 3,
    });
    for (shape, place) in &readings {
        for c in count_reading(&w, book, shape, *place) {
            match &mut best {
                Some((p, lists)) if *p == c.points => {
                    if !lists.contains(&c.fans) {
                        lists.push(c.fans);
                    }
                }
                Some((p, _)) if *p > c.points => {}
                _ => best = Some((c.points, vec![c.fans])),
            }
        }
    }
    best
}

/// The total points of the win (flowers included) and each fan with how many times it counts,
/// by brute force from the book; None when the tiles make no winning shape.
pub fn score(table: &FanTable, hand: &Hand, win: Tile, s: &Situation) -> Option<(u32, FanList)> {
    dearest(table, hand, win, s).map(|(p, mut lists)| (p, lists.swap_remove(0)))
}
