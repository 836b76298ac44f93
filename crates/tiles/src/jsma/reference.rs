//! A slow, plain reference for the JSMA hand engine, written from `docs/jsma-hands.md` with
//! nothing shared with the fast engine but the types (`Situation`, `Counts`, `Yaku`), `dora_of`
//! and the table (`rules-data/jsma/hand/yaku.toml`): every way to split the concealed tiles into
//! sets and a pair is listed by plain recursion, each place the winning tile can take in it is a
//! reading of its own, every yaku is a predicate over a reading, the fu and the payment are
//! counted from the table's numbers, and the reading that pays most (then more han, then more
//! fu) is kept. Waits try each of the 34 tiles as the fourteenth. The property tests hold the
//! fast engine to it.
//!
//! Where the page leaves a choice, this reference takes:
//! - a ron that is furiten and has no yaku either is `furiten` (the shape first, then furiten,
//!   then 1翻しばり);
//! - 字一色 (`tsuuiisou`) is of four sets and a pair; seven pairs of honours are
//!   `tsuuiisou-chiitoitsu` only;
//! - 九蓮宝灯 needs a hand with no meld at all (a concealed kong is none);
//! - a yakuman's fu (it does not matter): counted as usual, but 平和's 20 fu on a tsumo only go
//!   with a listed 平和, so never beside a yakuman; 国士無双's: 副底 and the closed ron's or the
//!   tsumo's fu, rounded;
//! - `dora` is counted for a yakuman too (it does not matter either);
//! - a yakuman beats 人和 in both readings (only the yakuman are listed); when 人和's 倍満 is
//!   paid the hand's other yaku are listed beside it and `han` is theirs; "the other yaku pay
//!   more" compares what the winner receives, dora included, and needs them to qualify alone;
//! - 有効テンパイ tries each wait as a plain tsumo and a plain ron: the circumstances of a win
//!   (`tsumo`, `first_turn`, `after_kong`, `robbing_kong`, `last_tile`) are set aside, riichi,
//!   winds, dora and discards kept;
//! - a wait is a tile that completes a shape with at most four of it among the concealed
//!   tiles: a tile the hand shows four of with a meld's (`{2222m}13m…` on 2m) is one (カラテン),
//!   a fifth concealed copy (`4444m` waiting on 4m) is none;
//! - readings that tie on points, han and fu: the first found, in a fixed order (by the pair's
//!   tile, then the sets; four sets and a pair before seven pairs and 国士無双).

use super::table::{YakuDef, YakuTable};
use super::{dora_of, Counts, Situation, Yaku};
use crate::Wind;
use crate::{Hand, MeldKind, Tile};

/// Readings an event may choose (docs/jsma-hands.md): defaults = ours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RefReadings {
    /// ルール 5's 翻 include 場に2翻 (`limits-count-ba-han` = `yes`).
    pub limits_count_ba_han: bool,
    /// 人和 is paid as the hand's own yaku when they pay more than its 倍満 (`renhou` =
    /// `greater`).
    pub renhou_greater: bool,
}

impl Default for RefReadings {
    fn default() -> Self {
        RefReadings {
            limits_count_ba_han: true,
            renhou_greater: true,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefWin {
    pub win: bool,
    /// "not-a-winning-shape", "no-yaku" or "furiten" when not a win.
    pub reason: Option<&'static str>,
    pub han: u32,
    pub dora: u32,
    pub fu: u32,
    pub yakuman: bool,
    /// (key, han) in the table's order (Yaku::ALL order); per_set yaku (yakuhai, renfonpai)
    /// once with their han summed.
    pub yaku: Vec<(&'static str, u32)>,
    /// What the winner receives in all (docs "Points").
    pub points: u32,
}

impl RefWin {
    fn no(reason: &'static str) -> Self {
        RefWin {
            win: false,
            reason: Some(reason),
            han: 0,
            dora: 0,
            fu: 0,
            yakuman: false,
            yaku: Vec::new(),
            points: 0,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefWaits {
    pub tenpai: bool,
    pub waits: Vec<Tile>,
    pub effective_tenpai: bool,
    pub furiten: bool,
    pub karaten: bool,
}

// ----------------------------------------------------------------------------------------------
// Tiles (by index: 0–8 m, 9–17 p, 18–26 s, 27–30 E S W N, 31–33 白 發 中)

fn suited(i: usize) -> bool {
    i < 27
}

fn suit(i: usize) -> usize {
    i / 9
}

/// 0-based rank of a suited tile: 0 is the 1, 8 the 9.
fn rank(i: usize) -> usize {
    i % 9
}

fn honour(i: usize) -> bool {
    i >= 27
}

fn wind(i: usize) -> bool {
    (27..31).contains(&i)
}

fn dragon(i: usize) -> bool {
    (31..34).contains(&i)
}

fn terminal(i: usize) -> bool {
    suited(i) && (rank(i) == 0 || rank(i) == 8)
}

fn terminal_or_honour(i: usize) -> bool {
    terminal(i) || honour(i)
}

fn simple(i: usize) -> bool {
    !terminal_or_honour(i)
}

// ----------------------------------------------------------------------------------------------
// Readings

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Chow,
    Pung,
    Kong,
}

/// One set of a reading.
#[derive(Debug, Clone, Copy)]
struct Set {
    kind: Kind,
    /// Its lowest tile.
    tile: usize,
    /// For the fu and 三暗刻/四暗刻: a concealed kong, or a pung of concealed tiles not completed
    /// by a ron.
    concealed: bool,
}

impl Set {
    fn pung_like(&self) -> bool {
        self.kind != Kind::Chow
    }

    fn holds(&self, i: usize) -> bool {
        match self.kind {
            Kind::Chow => (self.tile..self.tile + 3).contains(&i),
            _ => self.tile == i,
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

/// What the winning tile completed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wait {
    /// 両面
    TwoSided,
    /// 辺張
    Edge,
    /// 嵌張
    Closed,
    /// 単騎
    Single,
    /// シャンポン: one of two pairs became a pung.
    Pung,
}

#[derive(Debug, Clone)]
enum Shape {
    /// Four sets (the melds first) and a pair, with the wait this reading gives.
    Sets {
        sets: Vec<Set>,
        pair: usize,
        wait: Wait,
    },
    /// Seven different pairs.
    SevenPairs,
    /// 国士無双.
    Kokushi,
}

/// Every list of `n` concealed sets (chows and pungs) that uses up `c` exactly.
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
    let concealed = |kind, tile| Set {
        kind,
        tile,
        concealed: true,
    };
    if c[i] >= 3 {
        c[i] -= 3;
        acc.push(concealed(Kind::Pung, i));
        sets_only(c, n - 1, acc, out);
        acc.pop();
        c[i] += 3;
    }
    if suited(i) && rank(i) <= 6 && c[i + 1] > 0 && c[i + 2] > 0 {
        (i..i + 3).for_each(|k| c[k] -= 1);
        acc.push(concealed(Kind::Chow, i));
        sets_only(c, n - 1, acc, out);
        acc.pop();
        (i..i + 3).for_each(|k| c[k] += 1);
    }
}

/// Every (sets, pair) split of `c` into `n` sets and a pair.
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
            concealed: m.kind == MeldKind::ConcealedKong,
        })
        .collect()
}

/// The wait of a chow the winning tile `win` completed.
fn chow_wait(chow: usize, win: usize) -> Wait {
    if win == chow + 1 {
        Wait::Closed
    } else if (win == chow + 2 && rank(chow) == 0) || (win == chow && rank(chow) == 6) {
        // 12 waiting for the 3, 89 waiting for the 7.
        Wait::Edge
    } else {
        Wait::TwoSided
    }
}

/// Every reading of the 13 tiles of `hand` with `win` as the fourteenth. `tsumo` decides
/// whether a pung the winning tile completes is concealed.
fn readings(hand: &Hand, win: usize, tsumo: bool) -> Vec<Shape> {
    let mut c = hand.concealed_counts();
    c[win] += 1;
    let melds = hand.melds.len();
    let total: usize = c.iter().map(|&n| n as usize).sum();
    let mut out = Vec::new();
    if melds > 4 || total + 3 * melds != 14 || c.iter().any(|&n| n > 4) {
        return out;
    }
    let fixed = meld_sets(hand);
    for (sets, pair) in sets_and_pair(&c, 4 - melds) {
        let mut all = fixed.clone();
        all.extend(sets);
        if pair == win {
            out.push(Shape::Sets {
                sets: all.clone(),
                pair,
                wait: Wait::Single,
            });
        }
        for j in melds..all.len() {
            if !all[j].holds(win) {
                continue;
            }
            let mut sets = all.clone();
            let wait = match sets[j].kind {
                Kind::Chow => chow_wait(sets[j].tile, win),
                _ => {
                    // A pung completed by a ron is an open pung for the fu and the 暗刻.
                    sets[j].concealed = tsumo;
                    Wait::Pung
                }
            };
            out.push(Shape::Sets { sets, pair, wait });
        }
    }
    if melds == 0 {
        if c.iter().filter(|&&n| n == 2).count() == 7 {
            out.push(Shape::SevenPairs);
        }
        if (0..Tile::KINDS).all(|i| (c[i] > 0) == terminal_or_honour(i)) {
            out.push(Shape::Kokushi);
        }
    }
    out
}

// ----------------------------------------------------------------------------------------------
// The yaku, one predicate each: how many times the reading makes it (0: not at all)

/// The win as a whole, beside its reading.
struct Win<'a> {
    s: &'a Situation,
    /// Self-drawn, a 嶺上開花 included.
    tsumo: bool,
    /// A chow, pung or open kong.
    open: bool,
    dealer: bool,
    /// Every tile, kongs as four, the winning tile included.
    all: Counts,
    seat: usize,
    round: usize,
    table: &'a YakuTable,
}

impl Win<'_> {
    fn kinds(&self) -> impl Iterator<Item = usize> + '_ {
        (0..Tile::KINDS).filter(|&i| self.all[i] > 0)
    }

    fn every(&self, p: impl Fn(usize) -> bool) -> bool {
        self.kinds().all(p)
    }

    fn value_tile(&self, i: usize) -> bool {
        dragon(i) || i == self.seat || i == self.round
    }

    /// The suits (0–2) the hand's suited tiles are of.
    fn suits(&self) -> Vec<usize> {
        let mut v: Vec<usize> = self.kinds().filter(|&i| suited(i)).map(suit).collect();
        v.dedup();
        v
    }
}

fn sets_of(shape: &Shape) -> Option<(&[Set], usize, Wait)> {
    match shape {
        Shape::Sets { sets, pair, wait } => Some((sets, *pair, *wait)),
        _ => None,
    }
}

fn chows(sets: &[Set]) -> Vec<usize> {
    let mut v: Vec<usize> = sets
        .iter()
        .filter(|s| s.kind == Kind::Chow)
        .map(|s| s.tile)
        .collect();
    v.sort();
    v
}

fn pungs(sets: &[Set]) -> Vec<usize> {
    sets.iter()
        .filter(|s| s.pung_like())
        .map(|s| s.tile)
        .collect()
}

fn count(b: bool) -> u32 {
    u32::from(b)
}

fn pinfu(shape: &Shape, w: &Win) -> bool {
    let Some((sets, pair, wait)) = sets_of(shape) else {
        return false;
    };
    !w.open
        && sets.iter().all(|s| s.kind == Kind::Chow)
        && !w.value_tile(pair)
        && wait == Wait::TwoSided
}

/// 翻牌: each pung or kong of a dragon, or of a wind that is the seat's or the round's but not
/// both.
fn yakuhai(shape: &Shape, w: &Win) -> u32 {
    let Some((sets, _, _)) = sets_of(shape) else {
        return 0;
    };
    let one = |i: usize| dragon(i) || ((i == w.seat) != (i == w.round));
    pungs(sets).into_iter().filter(|&i| one(i)).count() as u32
}

/// 連風牌: a pung or kong of the wind that is both the seat's and the round's.
fn renfonpai(shape: &Shape, w: &Win) -> u32 {
    let Some((sets, _, _)) = sets_of(shape) else {
        return 0;
    };
    let both = |i: usize| i == w.seat && i == w.round;
    pungs(sets).into_iter().filter(|&i| both(i)).count() as u32
}

/// How many pairs of identical chows the chows make (0, 1 or 2).
fn identical_chow_pairs(shape: &Shape) -> usize {
    let Some((sets, _, _)) = sets_of(shape) else {
        return 0;
    };
    let c = chows(sets);
    match c.len() {
        4 if c[0] == c[1] && c[2] == c[3] => 2,
        _ => usize::from((1..c.len()).any(|k| c[k] == c[k - 1])),
    }
}

fn toitoi(shape: &Shape) -> bool {
    sets_of(shape).is_some_and(|(sets, _, _)| sets.iter().all(Set::pung_like))
}

fn concealed_pungs(shape: &Shape) -> usize {
    sets_of(shape).map_or(0, |(sets, _, _)| {
        sets.iter().filter(|s| s.pung_like() && s.concealed).count()
    })
}

fn kongs(shape: &Shape) -> usize {
    sets_of(shape).map_or(0, |(sets, _, _)| {
        sets.iter().filter(|s| s.kind == Kind::Kong).count()
    })
}

fn dragon_pungs(shape: &Shape) -> usize {
    sets_of(shape).map_or(0, |(sets, _, _)| {
        pungs(sets).into_iter().filter(|&i| dragon(i)).count()
    })
}

fn shousangen(shape: &Shape) -> bool {
    sets_of(shape).is_some_and(|(_, pair, _)| dragon(pair)) && dragon_pungs(shape) == 2
}

fn sanshoku_doukou(shape: &Shape) -> bool {
    let Some((sets, _, _)) = sets_of(shape) else {
        return false;
    };
    let p = pungs(sets);
    (0..9).any(|r| (0..3).all(|s| p.contains(&(s * 9 + r))))
}

/// 混全帯 (`terminal` = terminal_or_honour) or 純全帯 (`terminal`): every set and the pair hold
/// such a tile, and there is a chow.
fn outside(shape: &Shape, holds: fn(usize) -> bool) -> bool {
    let Some((sets, pair, _)) = sets_of(shape) else {
        return false;
    };
    holds(pair)
        && sets.iter().all(|s| s.tiles().into_iter().any(holds))
        && sets.iter().any(|s| s.kind == Kind::Chow)
}

fn ittsu(shape: &Shape) -> bool {
    let Some((sets, _, _)) = sets_of(shape) else {
        return false;
    };
    let c = chows(sets);
    (0..3).any(|s| [0, 3, 6].iter().all(|r| c.contains(&(s * 9 + r))))
}

fn sanshoku(shape: &Shape) -> bool {
    let Some((sets, _, _)) = sets_of(shape) else {
        return false;
    };
    let c = chows(sets);
    (0..7).any(|r| (0..3).all(|s| c.contains(&(s * 9 + r))))
}

fn honitsu(w: &Win) -> bool {
    w.suits().len() == 1 && w.kinds().any(honour)
}

fn chinitsu(w: &Win) -> bool {
    w.suits().len() == 1 && !w.kinds().any(honour)
}

fn suushiihou(shape: &Shape) -> bool {
    let Some((sets, pair, _)) = sets_of(shape) else {
        return false;
    };
    let winds = pungs(sets).into_iter().filter(|&i| wind(i)).count();
    winds == 4 || (winds == 3 && wind(pair))
}

/// 九蓮宝灯: no meld, one suit, 1112345678999 and one more of the suit.
fn chuuren(hand: &Hand, w: &Win) -> bool {
    let suits = w.suits();
    if !hand.melds.is_empty() || suits.len() != 1 || w.kinds().any(honour) {
        return false;
    }
    let base = suits[0] * 9;
    let gates = [3, 1, 1, 1, 1, 1, 1, 1, 3];
    (0..9).all(|r| w.all[base + r] >= gates[r])
}

fn only_tiles(y: &YakuDef, w: &Win) -> bool {
    let mask = y.only_tiles_mask().expect("a yaku of certain tiles only");
    w.every(|i| mask & (1 << i) != 0)
}

/// How many times `y` is made by this reading of the win.
fn makes(y: Yaku, hand: &Hand, shape: &Shape, w: &Win) -> u32 {
    let s = w.s;
    let sets_shape = sets_of(shape).is_some();
    let first = s.first_turn;
    match y {
        Yaku::MenzenTsumo => count(!w.open && w.tsumo),
        Yaku::Pinfu => count(pinfu(shape, w)),
        Yaku::Riichi => count(s.riichi || s.double_riichi),
        Yaku::Tanyao => count(w.every(simple)),
        Yaku::Yakuhai => yakuhai(shape, w),
        Yaku::Iipeikou => count(!w.open && identical_chow_pairs(shape) >= 1),
        Yaku::Haitei => count(s.last_tile && w.tsumo),
        Yaku::Houtei => count(s.last_tile && !w.tsumo),
        Yaku::Rinshan => count(s.after_kong),
        Yaku::Chankan => count(s.robbing_kong),
        Yaku::Toitoi => count(toitoi(shape)),
        Yaku::DoubleRiichi => count(s.double_riichi),
        Yaku::Sanankou => count(concealed_pungs(shape) == 3),
        Yaku::Sankantsu => count(kongs(shape) == 3),
        Yaku::Renfonpai => renfonpai(shape, w),
        Yaku::Shousangen => count(shousangen(shape)),
        Yaku::Honroutou => count(w.every(terminal_or_honour)),
        Yaku::SanshokuDoukou => count(sanshoku_doukou(shape)),
        Yaku::Chiitoitsu => count(matches!(shape, Shape::SevenPairs)),
        Yaku::Chanta => count(outside(shape, terminal_or_honour)),
        Yaku::Ittsu => count(ittsu(shape)),
        Yaku::Sanshoku => count(sanshoku(shape)),
        Yaku::Junchan => count(outside(shape, terminal)),
        Yaku::Honitsu => count(honitsu(w)),
        Yaku::Ryanpeikou => count(!w.open && identical_chow_pairs(shape) == 2),
        Yaku::Chinitsu => count(chinitsu(w)),
        Yaku::Renhou => count(first && !w.dealer && !w.tsumo),
        Yaku::Tenhou => count(first && w.dealer && w.tsumo),
        Yaku::Chiihou => count(first && !w.dealer && w.tsumo),
        Yaku::Daisangen => count(dragon_pungs(shape) == 3),
        Yaku::Suushiihou => count(suushiihou(shape)),
        Yaku::Tsuuiisou => count(sets_shape && w.every(honour)),
        Yaku::TsuuiisouChiitoitsu => count(matches!(shape, Shape::SevenPairs) && w.every(honour)),
        Yaku::Chinroutou => count(w.every(terminal)),
        Yaku::Suuankou => count(concealed_pungs(shape) == 4),
        Yaku::Suukantsu => count(kongs(shape) == 4),
        Yaku::Kokushi => count(matches!(shape, Shape::Kokushi)),
        Yaku::Ryuuiisou => count(only_tiles(def(w.table, y), w)),
        Yaku::Chuuren => count(chuuren(hand, w)),
    }
}

fn def(table: &YakuTable, y: Yaku) -> &YakuDef {
    table
        .yaku(y.key())
        .unwrap_or_else(|| panic!("{} is in the table", y.key()))
}

// ----------------------------------------------------------------------------------------------
// Fu and points

fn round_up(n: u32, to: u32) -> u32 {
    n.div_ceil(to) * to
}

fn fu(shape: &Shape, w: &Win, pinfu: bool) -> u32 {
    let f = &w.table.fu;
    let ron_or_tsumo = if w.tsumo {
        f.tsumo
    } else if w.open {
        0
    } else {
        f.concealed_ron
    };
    let Some((sets, pair, wait)) = sets_of(shape) else {
        return match shape {
            Shape::SevenPairs => f.chiitoitsu,
            _ => round_up(f.base + ron_or_tsumo, f.round_to),
        };
    };
    if pinfu && w.tsumo {
        return f.tsumo_pinfu;
    }
    let mut n = f.base + ron_or_tsumo;
    for s in sets.iter().filter(|s| s.pung_like()) {
        let mut v = f.pung_open_simple;
        if terminal_or_honour(s.tile) {
            v *= f.terminal_or_honour_times;
        }
        if s.concealed {
            v *= f.concealed_times;
        }
        if s.kind == Kind::Kong {
            v *= f.kong_times;
        }
        n += v;
    }
    if w.value_tile(pair) {
        n += f.value_pair;
    }
    if matches!(wait, Wait::Edge | Wait::Closed | Wait::Single) {
        n += f.edge_closed_single_wait;
    }
    let n = round_up(n, f.round_to);
    if w.open && n == f.base {
        f.open_pinfu
    } else {
        n
    }
}

/// A win's basic points below a yakuman.
fn basic(table: &YakuTable, han: u32, dora: u32, fu: u32, r: RefReadings) -> u32 {
    let p = &table.payment;
    let total = han + dora + p.ba_han;
    let limit_han = if r.limits_count_ba_han {
        total
    } else {
        han + dora
    };
    let times = p
        .limits
        .iter()
        .filter(|l| limit_han >= l.han && fu >= l.fu)
        .map(|l| l.times)
        .fold(None, |m: Option<f64>, t| Some(m.map_or(t, |m| m.max(t))));
    match times {
        Some(t) => (t * p.mangan_basic as f64).round() as u32,
        None => {
            let formula = u64::from(fu) << total.min(40);
            formula.min(u64::from(p.mangan_basic)) as u32
        }
    }
}

/// What the winner receives for `basic` points: a ron 4× (the dealer's 6×) from the
/// discarder; a tsumo 1× from each non-dealer and 2× from the dealer (the table gives the ron's
/// multipliers only), each payment rounded up.
fn points(table: &YakuTable, basic: u32, dealer: bool, tsumo: bool) -> u32 {
    let p = &table.payment;
    let pay = |times: u32| round_up(basic * times, p.round_to);
    match (tsumo, dealer) {
        (false, false) => pay(p.non_dealer_ron),
        (false, true) => pay(p.dealer_ron),
        (true, false) => 2 * pay(p.tsumo_non_dealer_pays) + pay(p.tsumo_dealer_pays),
        (true, true) => 3 * pay(p.tsumo_dealer_pays),
    }
}

// ----------------------------------------------------------------------------------------------
// Counting one reading

/// One reading counted.
#[derive(Debug, Clone)]
struct Counted {
    yaku: Vec<(Yaku, u32)>,
    han: u32,
    fu: u32,
    yakuman: bool,
    points: u32,
}

/// The yaku of a reading with their han, after the table's exclusions and the yakuman's.
fn yaku_list(hand: &Hand, shape: &Shape, w: &Win) -> Vec<(Yaku, u32)> {
    let mut list: Vec<(Yaku, u32)> = Vec::new();
    for &y in Yaku::ALL {
        let times = makes(y, hand, shape, w);
        if times == 0 {
            continue;
        }
        if let Some(han) = def(w.table, y).han_for(w.open) {
            list.push((y, han * times));
        }
    }
    let excluded: Vec<String> = list
        .iter()
        .flat_map(|(y, _)| def(w.table, *y).excludes.clone())
        .collect();
    list.retain(|(y, _)| !excluded.iter().any(|k| k == y.key()));
    if list.iter().any(|(y, _)| def(w.table, *y).yakuman) {
        list.retain(|(y, _)| def(w.table, *y).yakuman);
    }
    list
}

/// 1翻しばり: a yakuman, a limit yaku (人和), or enough han of yaku that stand alone.
fn qualifies(list: &[(Yaku, u32)], table: &YakuTable) -> bool {
    let d = |y: Yaku| def(table, y);
    list.iter()
        .any(|(y, _)| d(*y).yakuman || d(*y).limit.is_some())
        || list
            .iter()
            .filter(|(y, _)| d(*y).stands_alone)
            .map(|(_, h)| h)
            .sum::<u32>()
            >= table.minimum.han
}

fn limit_times(table: &YakuTable, limit: &str) -> f64 {
    match limit {
        "baiman" => table.payment.baiman_times,
        other => panic!("unknown limit {other}"),
    }
}

fn count_reading(
    hand: &Hand,
    shape: &Shape,
    w: &Win,
    dora: u32,
    r: RefReadings,
) -> Option<Counted> {
    let t = w.table;
    let list = yaku_list(hand, shape, w);
    if !qualifies(&list, t) {
        return None;
    }
    // 平和's 20 fu on a tsumo go with the yaku: not when a yakuman leaves it unlisted.
    let pinfu = list.iter().any(|(y, _)| *y == Yaku::Pinfu);
    let fu = fu(shape, w, pinfu);
    let yakuman = list.iter().any(|(y, _)| def(t, *y).yakuman);
    if yakuman {
        let han = list.iter().map(|(_, h)| *h).max().unwrap_or(0);
        let basic = t.payment.yakuman_times * t.payment.mangan_basic;
        return Some(Counted {
            yaku: list,
            han,
            fu,
            yakuman,
            points: points(t, basic, w.dealer, w.tsumo),
        });
    }
    let by_han = |list: Vec<(Yaku, u32)>| {
        let han = list.iter().map(|(_, h)| h).sum();
        let basic = basic(t, han, dora, fu, r);
        Counted {
            yaku: list,
            han,
            fu,
            yakuman,
            points: points(t, basic, w.dealer, w.tsumo),
        }
    };
    let limit = list.iter().find_map(|(y, _)| def(t, *y).limit.as_deref());
    let Some(limit) = limit else {
        return Some(by_han(list));
    };
    // 人和: its limit, or the other yaku when they pay more (reading `renhou` = `greater`).
    let others: Vec<(Yaku, u32)> = list
        .iter()
        .copied()
        .filter(|(y, _)| def(t, *y).limit.is_none())
        .collect();
    let basic = (limit_times(t, limit) * t.payment.mangan_basic as f64).round() as u32;
    let limit_points = points(t, basic, w.dealer, w.tsumo);
    if r.renhou_greater && qualifies(&others, t) {
        let own = by_han(others);
        if own.points > limit_points {
            return Some(own);
        }
    }
    let mut c = by_han(list);
    c.points = limit_points;
    Some(c)
}

fn dora_count(all: &Counts, s: &Situation) -> u32 {
    Tile::all()
        .map(|ind| u32::from(s.dora_indicators[ind.index()]) * u32::from(all[dora_of(ind).index()]))
        .sum()
}

fn wins(hand: &Hand, t: usize) -> bool {
    !readings(hand, t, true).is_empty()
}

/// Every tile that completes a shape of the 13 tiles (a fifth concealed copy never does).
fn wait_tiles(hand: &Hand) -> Vec<Tile> {
    Tile::all().filter(|t| wins(hand, t.index())).collect()
}

/// Scores `hand` (13 tiles) winning on `win`.
pub fn score(hand: &Hand, win: Tile, s: &Situation, r: RefReadings) -> RefWin {
    let table = YakuTable::builtin();
    let tsumo = s.tsumo || s.after_kong;
    let shapes = readings(hand, win.index(), tsumo);
    if shapes.is_empty() {
        return RefWin::no("not-a-winning-shape");
    }
    if !tsumo && wait_tiles(hand).iter().any(|t| s.discards[t.index()] > 0) {
        return RefWin::no("furiten");
    }
    let mut all = hand.counts();
    all[win.index()] += 1;
    let w = Win {
        s,
        tsumo,
        open: hand.melds.iter().any(|m| m.kind != MeldKind::ConcealedKong),
        dealer: s.seat_wind == Wind::East,
        all,
        seat: 27 + s.seat_wind as usize,
        round: 27 + s.round_wind as usize,
        table,
    };
    let dora = dora_count(&all, s);
    let mut best: Option<Counted> = None;
    for shape in &shapes {
        let Some(c) = count_reading(hand, shape, &w, dora, r) else {
            continue;
        };
        let better = best
            .as_ref()
            .is_none_or(|b| (c.points, c.han, c.fu) > (b.points, b.han, b.fu));
        if better {
            best = Some(c);
        }
    }
    let Some(best) = best else {
        return RefWin::no("no-yaku");
    };
    RefWin {
        win: true,
        reason: None,
        han: best.han,
        dora,
        fu: best.fu,
        yakuman: best.yakuman,
        yaku: best.yaku.iter().map(|(y, h)| (y.key(), *h)).collect(),
        points: best.points,
    }
}

/// The waits of a 13-tile hand, its furiten, 有効テンパイ and カラテン.
pub fn waits(hand: &Hand, s: &Situation, r: RefReadings) -> RefWaits {
    let waits = wait_tiles(hand);
    let held = hand.counts();
    let furiten = waits.iter().any(|t| s.discards[t.index()] > 0);
    let left = |t: &Tile| {
        let i = t.index();
        let gone = held[i] + s.discards[i] + s.dora_indicators[i] + s.seen[i];
        4u8.saturating_sub(gone)
    };
    let plain = Situation {
        tsumo: false,
        first_turn: false,
        after_kong: false,
        robbing_kong: false,
        last_tile: false,
        ..*s
    };
    let tsumo = Situation {
        tsumo: true,
        ..plain
    };
    let effective_tenpai = waits
        .iter()
        .filter(|t| left(t) > 0)
        .any(|&t| score(hand, t, &tsumo, r).win || (!furiten && score(hand, t, &plain, r).win));
    RefWaits {
        tenpai: !waits.is_empty(),
        karaten: !waits.is_empty() && waits.iter().all(|t| held[t.index()] == 4),
        effective_tenpai,
        furiten,
        waits,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_hand, parse_tile};

    fn h(text: &str) -> Hand {
        parse_hand(text).unwrap().hand
    }

    fn t(text: &str) -> Tile {
        parse_tile(text).unwrap()
    }

    fn counts(text: &str) -> Counts {
        h(text).concealed_counts()
    }

    fn ours() -> RefReadings {
        RefReadings::default()
    }

    fn ron() -> Situation {
        Situation::default()
    }

    fn tsumo() -> Situation {
        Situation {
            tsumo: true,
            ..Situation::default()
        }
    }

    fn dealer(s: Situation) -> Situation {
        Situation {
            seat_wind: Wind::East,
            ..s
        }
    }

    fn keys(w: &RefWin) -> Vec<(&'static str, u32)> {
        w.yaku.clone()
    }

    #[test]
    fn pinfu_tsumo_is_20_fu_2_han_and_pays_1500() {
        let w = score(&h("23m456m789p234s55p"), t("1m"), &tsumo(), ours());
        assert!(w.win);
        assert_eq!(keys(&w), vec![("menzen-tsumo", 1), ("pinfu", 1)]);
        assert_eq!((w.han, w.fu, w.dora), (2, 20, 0));
        // 20 × 2^4 = 320: 400 + 400 from the non-dealers, 700 from the dealer.
        assert_eq!(w.points, 1500);
        // The dealer's: 700 from each.
        assert_eq!(
            score(&h("23m456m789p234s55p"), t("4m"), &dealer(tsumo()), ours()).points,
            2100
        );
    }

    #[test]
    fn pinfu_ron_is_30_fu() {
        let w = score(&h("23m456m789p234s55p"), t("4m"), &ron(), ours());
        assert_eq!(keys(&w), vec![("pinfu", 1)]);
        assert_eq!((w.han, w.fu, w.points), (1, 30, 1000));
    }

    #[test]
    fn seven_pairs_are_25_fu_and_pay_1600() {
        let w = score(&h("1133m5577p22s44z6z"), t("6z"), &ron(), ours());
        assert_eq!(keys(&w), vec![("chiitoitsu", 2)]);
        assert_eq!((w.han, w.fu, w.points), (2, 25, 1600));
        assert_eq!(
            score(&h("1133m5577p22s44z6z"), t("6z"), &dealer(ron()), ours()).points,
            2400
        );
        // Four of a kind are not two pairs.
        let w = score(&h("1111m5577p22s44z6z"), t("6z"), &ron(), ours());
        assert_eq!(w.reason, Some("not-a-winning-shape"));
    }

    #[test]
    fn an_open_hand_needs_a_yaku() {
        let w = score(&h("[123m]456p678s23s99m"), t("4s"), &ron(), ours());
        assert_eq!((w.win, w.reason), (false, Some("no-yaku")));
        // 河底放銃 does not stand alone.
        let last = Situation {
            last_tile: true,
            ..ron()
        };
        let w = score(&h("[123m]456p678s23s99m"), t("4s"), &last, ours());
        assert_eq!(w.reason, Some("no-yaku"));
        // Dora do not either.
        let mut dora = ron();
        dora.dora_indicators = counts("8m");
        let w = score(&h("[123m]456p678s23s99m"), t("4s"), &dora, ours());
        assert_eq!(w.reason, Some("no-yaku"));
        // 食いタン and 食いピンフ: 30 fu, 1 han: 1,000.
        let w = score(&h("[234m]456p678s23s55p"), t("4s"), &ron(), ours());
        assert_eq!(keys(&w), vec![("tanyao", 1)]);
        assert_eq!((w.fu, w.points), (30, 1000));
    }

    #[test]
    fn a_ron_on_a_discarded_wait_is_furiten() {
        let mut s = Situation {
            riichi: true,
            ..ron()
        };
        s.discards = counts("1s");
        let w = score(&h("123m456p789s23s55p"), t("4s"), &s, ours());
        assert_eq!((w.win, w.reason), (false, Some("furiten")));
        let w = score(
            &h("123m456p789s23s55p"),
            t("4s"),
            &Situation { tsumo: true, ..s },
            ours(),
        );
        assert!(w.win);
        assert_eq!(
            keys(&w),
            vec![("menzen-tsumo", 1), ("pinfu", 1), ("riichi", 1)]
        );
        let ws = waits(&h("123m456p789s23s55p"), &s, ours());
        assert_eq!(ws.waits, vec![t("1s"), t("4s")]);
        assert!(ws.tenpai && ws.furiten && ws.effective_tenpai && !ws.karaten);
    }

    #[test]
    fn kokushi_from_the_dealer_is_48000() {
        let w = score(&h("19m19p19s1234567z"), t("1m"), &dealer(ron()), ours());
        assert_eq!(keys(&w), vec![("kokushi", 13)]);
        assert!(w.yakuman);
        assert_eq!((w.han, w.points), (13, 48000));
        let ws = waits(&h("19m19p19s1234567z"), &ron(), ours());
        assert_eq!(ws.waits.len(), 13);
    }

    #[test]
    fn chinitsu_is_5_han_open_and_6_closed() {
        let w = score(&h("[123m]345m678m22m99m"), t("9m"), &ron(), ours());
        assert_eq!(keys(&w), vec![("chinitsu", 5)]);
        // 20 + an open pung of 9m 4 = 24 → 30; 5 + 2 = 7: a mangan.
        assert_eq!((w.han, w.fu, w.points), (5, 30, 8000));
        // Closed: 6 han, 20 + 10 + a concealed pung of simples 4 = 34 → 40.
        let w = score(&h("234m456m888m99m67m"), t("5m"), &ron(), ours());
        assert_eq!(keys(&w), vec![("chinitsu", 6)]);
        assert_eq!((w.han, w.fu), (6, 40));
        // 6 + 2 = 8: 1.5 mangan; read on han and dora alone, 6 at 32 fu or more is a mangan.
        assert_eq!(w.points, 12000);
        let no = RefReadings {
            limits_count_ba_han: false,
            ..ours()
        };
        assert_eq!(
            score(&h("234m456m888m99m67m"), t("5m"), &ron(), no).points,
            8000
        );
    }

    #[test]
    fn a_single_wait_on_a_double_wind_is_4_fu_on_a_ron() {
        let s = Situation {
            riichi: true,
            seat_wind: Wind::East,
            round_wind: Wind::East,
            ..ron()
        };
        let w = score(&h("123m456p789s234s1z"), t("1z"), &s, ours());
        assert_eq!(keys(&w), vec![("riichi", 1)]);
        // 20 + 10 + 2 + 2 = 34 → 40; 40 × 2^3 = 320 × 6 = 1,920 → 2,000.
        assert_eq!((w.fu, w.points), (40, 2000));
        // A pung of it is 連風牌, 2 han.
        let w = score(&h("111z456p789s234s5m"), t("5m"), &s, ours());
        assert_eq!(keys(&w), vec![("riichi", 1), ("renfonpai", 2)]);
        // 20 + 10 + a concealed honour pung 8 + single 2 = 40.
        assert_eq!((w.han, w.fu), (3, 40));
    }

    #[test]
    fn a_pung_completed_by_a_ron_is_not_concealed() {
        // Shanpon on 5z by ron: three concealed pungs, the 白 open.
        let w = score(&h("111m222p333s44z55z"), t("5z"), &ron(), ours());
        assert_eq!(
            keys(&w),
            vec![("yakuhai", 1), ("toitoi", 2), ("sanankou", 2)]
        );
        // 20 + 10 + 8 + 4 + 4 + 4 = 50; 5 + 2 = 7: a mangan.
        assert_eq!((w.han, w.fu, w.points), (5, 50, 8000));
        // By tsumo: four concealed pungs.
        let w = score(&h("111m222p333s44z55z"), t("5z"), &tsumo(), ours());
        assert_eq!(keys(&w), vec![("suuankou", 13)]);
        assert_eq!(w.points, 32000);
        // A single wait by ron: four concealed pungs too.
        let w = score(&h("111m222p333s444z5z"), t("5z"), &ron(), ours());
        assert_eq!(keys(&w), vec![("suuankou", 13)]);
    }

    #[test]
    fn renhou_is_a_baiman_unless_the_hand_pays_more() {
        let first = Situation {
            first_turn: true,
            ..ron()
        };
        let w = score(&h("23m456m789p234s55p"), t("1m"), &first, ours());
        assert_eq!(keys(&w), vec![("pinfu", 1), ("renhou", 0)]);
        assert_eq!((w.han, w.points), (1, 16000));
        // 清一色 一気通貫 平和 一盃口 and three dora: 10 + 3 + 2 = 15, 3 mangan.
        let mut big = first;
        big.dora_indicators = counts("4m");
        let hand = h("112233m456m78m55m");
        let w = score(&hand, t("9m"), &big, ours());
        assert_eq!(
            keys(&w),
            vec![("pinfu", 1), ("iipeikou", 1), ("ittsu", 2), ("chinitsu", 6)]
        );
        assert_eq!((w.han, w.dora, w.points), (10, 3, 24000));
        let baiman = RefReadings {
            renhou_greater: false,
            ..ours()
        };
        let w = score(&hand, t("9m"), &big, baiman);
        assert_eq!(w.points, 16000);
        assert!(w.yaku.contains(&("renhou", 0)));
    }

    #[test]
    fn ryanpeikou_beats_seven_pairs() {
        // 234m 234m 567p 567p 88p: a single wait, 20 + 10 + 2 = 32 → 40, 4 han, a mangan;
        // 234m 234m 678p 678p 55p: 平和 too, 30 fu, 5 han, a mangan with more han; seven
        // pairs: 25 fu, 3 han, 3,200.
        let w = score(&h("223344m556677p8p"), t("8p"), &ron(), ours());
        assert_eq!(
            keys(&w),
            vec![("pinfu", 1), ("tanyao", 1), ("ryanpeikou", 3)]
        );
        assert_eq!((w.han, w.fu, w.points), (5, 30, 8000));
    }

    #[test]
    fn chuuren_wins_on_every_tile_of_its_suit() {
        let hand = h("1112345678999m");
        let ws = waits(&hand, &ron(), ours());
        assert_eq!(ws.waits.len(), 9);
        let w = score(&hand, t("5m"), &ron(), ours());
        assert_eq!(keys(&w), vec![("chuuren", 13)]);
        assert_eq!(w.points, 32000);
    }

    #[test]
    fn karaten_and_effective_tenpai() {
        // Waiting on the 2m of which the hand holds all four.
        let ws = waits(&h("{2222m}13m456p789p55s"), &ron(), ours());
        assert_eq!(ws.waits, vec![t("2m")]);
        assert!(ws.tenpai && ws.karaten && !ws.effective_tenpai);
        // An open hand without a yaku is tenpai but not effectively.
        let ws = waits(&h("[123m]456p678s23s99m"), &ron(), ours());
        assert_eq!(ws.waits, vec![t("1s"), t("4s")]);
        assert!(ws.tenpai && !ws.effective_tenpai && !ws.karaten);
        // Closed, it wins by 門前清自摸 at least.
        let ws = waits(&h("123m456p678s23s99m"), &ron(), ours());
        assert!(ws.effective_tenpai);
        // Every winning tile gone: not effective.
        let mut s = ron();
        s.seen = counts("1111s4444s");
        let ws = waits(&h("123m456p678s23s99m"), &s, ours());
        assert!(ws.tenpai && !ws.effective_tenpai && !ws.karaten);
        // A hand that waits on nothing.
        let ws = waits(&h("1357m2468p1357s9p"), &ron(), ours());
        assert!(!ws.tenpai && ws.waits.is_empty() && !ws.karaten);
    }

    #[test]
    fn yakuhai_open_and_rinshan() {
        let w = score(&h("[555z]123m456p78s99s"), t("6s"), &ron(), ours());
        assert_eq!(keys(&w), vec![("yakuhai", 1)]);
        // 20 + an open honour pung 4 = 24 → 30.
        assert_eq!((w.fu, w.points), (30, 1000));
        // 嶺上開花 is a tsumo: 2 fu, and with a concealed kong the hand is closed.
        let s = Situation {
            after_kong: true,
            ..ron()
        };
        let w = score(&h("{5555p}123m78s99s456m"), t("9s"), &s, ours());
        assert_eq!(keys(&w), vec![("menzen-tsumo", 1), ("rinshan", 1)]);
        // 20 + 2 + a concealed kong of simples 16 = 38 → 40; 2 + 2 = 4: 40 × 16 = 640:
        // 700 + 700 + 1,300.
        assert_eq!((w.fu, w.points), (40, 2700));
    }

    #[test]
    fn a_dozen_more_hands() {
        let first_tsumo = Situation {
            first_turn: true,
            ..tsumo()
        };
        let last_tsumo = Situation {
            last_tile: true,
            ..tsumo()
        };
        let double = Situation {
            riichi: true,
            double_riichi: true,
            ..ron()
        };
        // (hand, win, circumstances, yaku, han, fu, points), worked by hand.
        type Case = (
            &'static str,
            &'static str,
            Situation,
            Vec<(&'static str, u32)>,
            u32,
            u32,
            u32,
        );
        #[rustfmt::skip]
        let cases: Vec<Case> = vec![
            // 20 → 30 fu open; 3 + 2 = 5: 30 × 32 × 4 = 3,840 → 3,900.
            ("[123m]123p123s78m99m", "9m", ron(), vec![("sanshoku", 1), ("junchan", 2)], 3, 30, 3900),
            // 25 × 2^6 × 4 = 6,400 (25 fu is below the 32 of 6 翻's mangan).
            ("1199m1199p11s22z3z", "3z", ron(), vec![("honroutou", 2), ("chiitoitsu", 2)], 4, 25, 6400),
            ("1122334455667z", "7z", ron(), vec![("tsuuiisou-chiitoitsu", 13)], 13, 25, 32000),
            // 20 + 10 + 8 + 8 + an open 777z 4 = 50.
            ("555z666z77z123m99p", "7z", ron(), vec![("daisangen", 13)], 13, 50, 32000),
            // 20 + 10 + 8 + 8 + an open 999p 4 + a dragon pair 2 = 52 → 60; 混全帯 too:
            // 6 + 2 = 8, 1.5 mangan.
            ("555z666z77z123m99p", "9p", ron(), vec![("yakuhai", 2), ("shousangen", 2), ("chanta", 2)], 6, 60, 12000),
            // 20 + 2 + 8 × 3 + 4 = 50; the dealer's tsumo: 16,000 from each.
            ("111z222z333z44z55p", "5p", dealer(tsumo()), vec![("suushiihou", 13), ("suuankou", 13)], 13, 50, 48000),
            // 20 + 10 + 4 + 4 + a dragon pair 2 + single 2 = 42 → 50.
            ("223344s666s888s6z", "6z", ron(), vec![("ryuuiisou", 13)], 13, 50, 32000),
            // No 平和 beside a yakuman: 20 + 2 → 30.
            ("23m456m789p234s55p", "1m", dealer(first_tsumo), vec![("tenhou", 13)], 13, 30, 48000),
            ("23m456m789p234s55p", "1m", first_tsumo, vec![("chiihou", 13)], 13, 30, 32000),
            // 20 + 16 + 32 + 8 = 76 → 80; 80 × 16 × 4 = 5,120 → 5,200.
            ("[1111m]{9999p}[5555s]78m22p", "9m", ron(), vec![("sankantsu", 2)], 2, 80, 5200),
            // 20 + 2 = 22 → 30: 480: 500 + 500 + 1,000.
            ("[234m]456p678s23s55p", "4s", last_tsumo, vec![("tanyao", 1), ("haitei", 1)], 2, 30, 2000),
            // A pair of the round's wind: 22 → 30.
            ("[123p]456p789p11z23m", "4m", ron(), vec![("ittsu", 1)], 1, 30, 1000),
            ("123m456p789s23s55p", "4s", double, vec![("pinfu", 1), ("double-riichi", 2)], 3, 30, 3900),
            // 20 + 10 + a concealed 999s 8 + a pair of the round's wind 2 = 40: 2,560 → 2,600.
            ("123m789p11z999s78s", "9s", ron(), vec![("chanta", 2)], 2, 40, 2600),
        ];
        for (hand, win, s, yaku, han, fu, points) in cases {
            let w = score(&h(hand), t(win), &s, ours());
            assert!(w.win, "{hand} {win}: {w:?}");
            assert_eq!(
                (w.yaku.clone(), w.han, w.fu, w.points),
                (yaku, han, fu, points),
                "{hand} {win}"
            );
        }
        // 搶槓 does not stand alone.
        let rob = Situation {
            robbing_kong: true,
            ..ron()
        };
        let w = score(&h("[123m]456p678s23s99m"), t("4s"), &rob, ours());
        assert_eq!(w.reason, Some("no-yaku"));
    }
}
