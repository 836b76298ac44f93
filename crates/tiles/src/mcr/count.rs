//! Counting one reading of a win: which fans it shows (each as many times as it counts), then
//! what the table's exclusions leave (不重复, 3.9.1 5 (1)), then 无番和 where nothing is left.

use super::combos::{self, CHOWS, PUNGS};
use super::fan::Fan;
use super::reading::{Form, Reading, Set, SetKind};
use super::rules::{FanSet, Rules};
use super::shape::{self, Counts};
use super::Situation;
use crate::{Hand, Tile};

/// Fans with how many times each counts.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Tally {
    pub counts: [u8; 81],
    pub set: FanSet,
    /// One melded and one concealed kong, counted as the table says (3.8.1 57).
    pub melded_and_concealed: bool,
}

impl Default for Tally {
    fn default() -> Self {
        Tally {
            counts: [0; 81],
            set: 0,
            melded_and_concealed: false,
        }
    }
}

impl Tally {
    fn add(&mut self, fan: Fan, n: u8) {
        if n > 0 {
            self.counts[fan as usize] += n;
            self.set |= fan.bit();
        }
    }

    fn when(&mut self, on: bool, fan: Fan) {
        if on {
            self.add(fan, 1);
        }
    }

    /// The points of what is counted, flowers included.
    pub fn points(&self, rules: &Rules) -> u32 {
        self.fans()
            .map(|f| self.counts[f as usize] as u32 * self.points_of(f, rules))
            .sum()
    }

    /// The fans counted, in the book's order.
    pub fn fans(&self) -> impl Iterator<Item = Fan> {
        let mut bits = self.set;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Fan::ALL[i]
            })
        })
    }

    /// One occurrence of `fan`, as this hand counts it.
    pub fn points_of(&self, fan: Fan, rules: &Rules) -> u32 {
        match rules.melded_and_concealed {
            Some((special, p)) if self.melded_and_concealed && special == fan => p,
            _ => rules.points(fan),
        }
    }
}

/// What a win is, beside its readings.
pub(crate) struct Win<'a> {
    pub hand: &'a Hand,
    pub tile: Tile,
    pub s: &'a Situation,
    /// Every tile the player has, the winning tile and each kong's four included.
    pub all: Counts,
    /// The hand could have won on this tile only (the wait fans need it): worked out when a
    /// reading first asks.
    pub only_wait: std::cell::OnceCell<bool>,
    /// The fans of the tiles alone, the same in every reading of a standard or seven-pairs
    /// shape: worked out once.
    pub tile_fans: std::cell::OnceCell<Tally>,
}

impl Win<'_> {
    fn only_wait(&self) -> bool {
        *self
            .only_wait
            .get_or_init(|| shape::waits_mask(self.hand) == 1 << self.tile.index())
    }

    /// Adds the tiles' fans to `t`.
    fn add_tile_fans(&self, rules: &Rules, t: &mut Tally) {
        let fans = self.tile_fans.get_or_init(|| {
            let mut own = Tally::default();
            tiles(self, rules, &mut own);
            own
        });
        let mut bits = fans.set;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            t.counts[i] += fans.counts[i];
        }
        t.set |= fans.set;
    }

    fn claimed(&self) -> usize {
        self.hand
            .melds
            .iter()
            .filter(|m| m.kind != crate::MeldKind::ConcealedKong)
            .count()
    }
}

/// The fans of one reading, exclusions applied.
pub(crate) fn count(w: &Win, r: &Reading, rules: &Rules) -> Tally {
    let mut t = Tally::default();
    circumstances(w, &mut t);
    match r.form {
        Form::ThirteenOrphans => t.add(Fan::ThirteenOrphans, 1),
        Form::HonoursAndKnitted { knitted } => {
            let honours = w.all[27..].iter().filter(|&&n| n > 0).count();
            t.add(
                if honours == 7 {
                    Fan::GreaterHonoursAndKnittedTiles
                } else {
                    Fan::LesserHonoursAndKnittedTiles
                },
                1,
            );
            let full = shape::knitted_tiles(knitted).iter().all(|&i| w.all[i] > 0);
            t.when(full, Fan::KnittedStraight);
        }
        Form::SevenPairs => {
            t.add(Fan::SevenPairs, 1);
            t.when(shifted_pairs(&w.all), Fan::SevenShiftedPairs);
            w.add_tile_fans(rules, &mut t);
        }
        Form::Standard | Form::KnittedStraight { .. } => {
            t.when(r.form != Form::Standard, Fan::KnittedStraight);
            w.add_tile_fans(rules, &mut t);
            sets(w, r, rules, &mut t);
            waits(w, r, rules, &mut t);
        }
    }
    finish(t, rules)
}

/// How the hand was won, what it claimed, and the flowers: the same in every reading.
fn circumstances(w: &Win, t: &mut Tally) {
    let s = w.s;
    t.when(s.tsumo, Fan::SelfDrawn);
    t.when(s.last_tile && s.tsumo, Fan::LastTileDraw);
    t.when(s.last_tile && !s.tsumo, Fan::LastTileClaim);
    t.when(s.after_kong && s.tsumo, Fan::OutWithReplacementTile);
    t.when(s.robbing_kong, Fan::RobbingTheKong);
    t.when(s.last_of_kind, Fan::LastTile);
    let claimed = w.claimed();
    t.when(claimed == 0 && s.tsumo, Fan::FullyConcealedHand);
    t.when(claimed == 0 && !s.tsumo, Fan::ConcealedHand);
    t.when(claimed == 4 && !s.tsumo, Fan::MeldedHand);
    t.add(Fan::FlowerTiles, s.flowers);
}

fn is_terminal(i: usize) -> bool {
    i < 27 && (i.is_multiple_of(9) || i % 9 == 8)
}

/// Fans of the tiles alone: suits, honours, ranks, green and reversible tiles, 四归一.
fn tiles(w: &Win, rules: &Rules, t: &mut Tally) {
    let c = &w.all;
    let present = |from: usize, to: usize| c[from..to].iter().any(|&n| n > 0);
    let suits = (0..3).filter(|&s| present(s * 9, s * 9 + 9)).count();
    let (winds, dragons) = (present(27, 31), present(31, 34));
    let honours = winds || dragons;
    let held = || (0..Tile::KINDS).filter(|&i| c[i] > 0);
    t.when(!honours, Fan::NoHonours);
    t.when(suits == 1 && !honours, Fan::FullFlush);
    t.when(suits == 1 && honours, Fan::HalfFlush);
    t.when(suits == 2, Fan::OneVoidedSuit);
    t.when(suits == 3 && winds && dragons, Fan::AllTypes);
    t.when(suits == 0, Fan::AllHonours);
    t.when(held().all(|i| i < 27 && !is_terminal(i)), Fan::AllSimples);
    t.when(held().all(is_terminal), Fan::AllTerminals);
    t.when(
        held().all(|i| i >= 27 || is_terminal(i)),
        Fan::AllTerminalsAndHonours,
    );
    let held_mask = held().fold(0u64, |m, i| m | 1 << i);
    for &(fan, only) in &rules.only_tiles {
        t.when(held_mask & !only == 0, fan);
    }
    if !honours {
        let ranks = held().fold(0u16, |m, i| m | 1 << (i % 9 + 1));
        let within = |lo: u8, hi: u8| (lo..=hi).fold(0u16, |m, r| m | 1 << r) & ranks == ranks;
        t.when(within(7, 9), Fan::UpperTiles);
        t.when(within(6, 9), Fan::UpperFour);
        t.when(within(4, 6), Fan::MiddleTiles);
        t.when(within(1, 3), Fan::LowerTiles);
        t.when(within(1, 4), Fan::LowerFour);
    }
    let kongs = |i: usize| {
        w.hand
            .melds
            .iter()
            .filter(|m| m.is_kong() && m.tile.index() == i)
            .count()
    };
    let hogs = (0..Tile::KINDS)
        .filter(|&i| c[i] == 4 && kongs(i) == 0)
        .count();
    t.add(Fan::TileHog, hogs as u8);
}

/// 连七对: the seven pairs are seven consecutive ranks of one suit.
fn shifted_pairs(c: &Counts) -> bool {
    (0..3).any(|s| (0..3).any(|from| (0..7).all(|k| c[s * 9 + from + k] == 2)))
}

fn is_wind(t: Tile) -> bool {
    (27..31).contains(&t.index())
}

fn is_dragon(t: Tile) -> bool {
    t.index() >= 31
}

fn is_pung(s: &Set) -> bool {
    s.kind != SetKind::Chow
}

/// Fans of the sets and the pair.
fn sets(w: &Win, r: &Reading, rules: &Rules, t: &mut Tally) {
    let sets = r.sets();
    let pair = r.pair.expect("a standard reading has a pair");
    let standard = r.form == Form::Standard;
    let pungs = || sets.iter().filter(|s| is_pung(s));
    let chows = || sets.iter().filter(|s| !is_pung(s));
    let wind_pungs = pungs().filter(|s| is_wind(s.tile)).count();
    let dragon_pungs = pungs().filter(|s| is_dragon(s.tile)).count();
    t.when(wind_pungs == 4, Fan::BigFourWinds);
    t.when(wind_pungs == 3, Fan::BigThreeWinds);
    t.when(wind_pungs == 3 && is_wind(pair), Fan::LittleFourWinds);
    t.when(dragon_pungs == 3, Fan::BigThreeDragons);
    t.when(dragon_pungs == 2, Fan::TwoDragonPungs);
    t.when(
        dragon_pungs == 2 && is_dragon(pair),
        Fan::LittleThreeDragons,
    );
    t.when(standard && pungs().count() == 4, Fan::AllPungs);
    // A 组合龙 counts as three chows beside its set (as the common calculators read 平和).
    let all_chows = if standard { 4 } else { 1 };
    t.when(
        chows().count() == all_chows && pair.index() < 27,
        Fan::AllChows,
    );
    if standard {
        whole_hand_shapes(w, sets, pair, t);
    }
    concealed_pungs(w, sets, t);
    kongs(sets, rules, t);
    single_pungs(w, sets, rules, wind_pungs == 3, t);
    let mut buf = [pair; 4];
    for kind in [&CHOWS, &PUNGS] {
        let mut n = 0;
        for s in sets {
            let chow = s.kind == SetKind::Chow;
            let wanted = if std::ptr::eq(kind, &CHOWS) {
                chow
            } else {
                !chow && s.tile.index() < 27
            };
            if wanted {
                buf[n] = s.tile;
                n += 1;
            }
        }
        for f in combos::best(kind, &buf[..n], rules).iter() {
            t.add(f, 1);
        }
    }
}

/// Shapes of the whole standard hand: 全带幺, 全带五, 全双刻, the two 双龙会, 九莲宝灯.
fn whole_hand_shapes(w: &Win, sets: &[Set], pair: Tile, t: &mut Tally) {
    let rank = |x: Tile| x.rank();
    let suited = |x: Tile| x.index() < 27;
    let outside = |s: &Set| match s.kind {
        SetKind::Chow => rank(s.tile) == 1 || rank(s.tile) == 7,
        _ => !suited(s.tile) || is_terminal(s.tile.index()),
    };
    t.when(
        sets.iter().all(outside) && (!suited(pair) || is_terminal(pair.index())),
        Fan::OutsideHand,
    );
    let five = |s: &Set| {
        suited(s.tile)
            && match s.kind {
                SetKind::Chow => (3..=5).contains(&rank(s.tile)),
                _ => rank(s.tile) == 5,
            }
    };
    t.when(
        sets.iter().all(five) && suited(pair) && rank(pair) == 5,
        Fan::AllFives,
    );
    let even = |x: Tile| suited(x) && rank(x) % 2 == 0;
    t.when(
        sets.iter().all(|s| is_pung(s) && even(s.tile)) && even(pair),
        Fan::AllEvenPungs,
    );
    if sets.iter().all(|s| s.kind == SetKind::Chow) && suited(pair) && rank(pair) == 5 {
        let mut by_suit = [[0u8; 3]; 3]; // per suit: chows on 1, chows on 7, others
        for s in sets {
            let slot = match rank(s.tile) {
                1 => 0,
                7 => 1,
                _ => 2,
            };
            by_suit[s.tile.suit().index()][slot] += 1;
        }
        let ps = pair.suit().index();
        t.when(by_suit[ps] == [2, 2, 0], Fan::PureTerminalChows);
        let others: Vec<usize> = (0..3).filter(|&s| s != ps).collect();
        t.when(
            others.iter().all(|&s| by_suit[s] == [1, 1, 0]),
            Fan::ThreeSuitedTerminalChows,
        );
    }
    if w.hand.melds.is_empty() {
        let c = w.hand.concealed_counts();
        let gates = [3, 1, 1, 1, 1, 1, 1, 1, 3];
        let suit = w.tile.suit().index();
        let nine = w.tile.index() < 27
            && c[suit * 9..suit * 9 + 9] == gates
            && c.iter().map(|&n| n as u32).sum::<u32>() == 13;
        t.when(nine, Fan::NineGates);
    }
}

/// 双暗刻, 三暗刻, 四暗刻: pungs and kongs not claimed. A pung completed by the discard won on is
/// claimed, unless the winning tile can be read in a chow of the same reading.
fn concealed_pungs(w: &Win, sets: &[Set], t: &mut Tally) {
    let in_chow = sets.iter().any(|s| {
        s.in_hand && s.kind == SetKind::Chow && {
            let (lo, win) = (s.tile.index(), w.tile.index());
            s.tile.suit() == w.tile.suit() && (lo..lo + 3).contains(&win)
        }
    });
    let concealed = sets
        .iter()
        .filter(|s| is_pung(s) && !s.claimed)
        .filter(|s| w.s.tsumo || in_chow || !(s.in_hand && s.tile == w.tile))
        .count();
    t.when(concealed == 4, Fan::FourConcealedPungs);
    t.when(concealed >= 3, Fan::ThreeConcealedPungs);
    t.when(concealed >= 2, Fan::TwoConcealedPungs);
}

/// The kong fans. 四杠 and 三杠 count concealed kongs besides (暗杠加计, 3.8.1 5 and 17).
fn kongs(sets: &[Set], rules: &Rules, t: &mut Tally) {
    let melded = sets
        .iter()
        .filter(|s| s.kind == SetKind::Kong && s.claimed)
        .count();
    let concealed = sets
        .iter()
        .filter(|s| s.kind == SetKind::Kong && !s.claimed)
        .count();
    t.when(melded + concealed == 4, Fan::FourKongs);
    t.when(melded + concealed == 3, Fan::ThreeKongs);
    if melded + concealed >= 3 && !rules.concealed_kongs_besides {
        return;
    }
    if let (1, 1, Some((fan, _))) = (melded, concealed, rules.melded_and_concealed) {
        t.add(fan, 1);
        t.melded_and_concealed = true;
        return;
    }
    t.when(concealed == 1, Fan::ConcealedKong);
    t.when(concealed >= 2, Fan::TwoConcealedKongs);
    t.when(melded == 1, Fan::MeldedKong);
    t.when(melded >= 2, Fan::TwoMeldedKongs);
}

/// Fans of one pung each: 箭刻, 圈风刻, 门风刻, and 幺九刻 where none of those (nor 三风刻) takes
/// the set already (`excludes_in_set`).
fn single_pungs(w: &Win, sets: &[Set], rules: &Rules, three_winds: bool, t: &mut Tally) {
    let ex = |f: Fan| rules.excludes_in_set[f as usize];
    for s in sets.iter().filter(|s| is_pung(s)) {
        let i = s.tile.index();
        let mut own: FanSet = 0;
        if is_dragon(s.tile) {
            t.add(Fan::DragonPung, 1);
            own |= ex(Fan::DragonPung);
        }
        if is_wind(s.tile) {
            if i == w.s.round_wind.tile_index() {
                t.add(Fan::PrevalentWind, 1);
                own |= ex(Fan::PrevalentWind);
            }
            if i == w.s.seat_wind.tile_index() {
                t.add(Fan::SeatWind, 1);
                own |= ex(Fan::SeatWind);
            }
            if three_winds {
                own |= ex(Fan::BigThreeWinds);
            }
        }
        if (i >= 27 || is_terminal(i)) && own & Fan::PungOfTerminalsOrHonours.bit() == 0 {
            t.add(Fan::PungOfTerminalsOrHonours, 1);
        }
    }
}

/// 边张, 坎张, 单钓将: when the hand waited on this one tile, by where the tile sits in the
/// reading (one of them at most). None inside a shape that the table says has no wait fans.
fn waits(w: &Win, r: &Reading, rules: &Rules, t: &mut Tally) {
    if let Form::KnittedStraight { knitted } = r.form {
        // The winning tile completed the knitted straight: the hand held none of it.
        let completes = shape::knitted_tiles(knitted).contains(&w.tile.index())
            && w.hand.concealed_counts()[w.tile.index()] == 0;
        if completes && rules.no_wait_fans_within & Fan::KnittedStraight.bit() != 0 {
            return;
        }
    }
    let win = w.tile;
    let could = r.pair == Some(win)
        || r.sets()
            .iter()
            .any(|s| s.in_hand && s.kind == SetKind::Chow && s.tile.suit() == win.suit());
    if !could || !w.only_wait() {
        return;
    }
    let chows = r
        .sets()
        .iter()
        .filter(|s| s.in_hand && s.kind == SetKind::Chow && s.tile.suit() == win.suit());
    let (mut edge, mut closed) = (false, false);
    for s in chows {
        let (lo, at) = (s.tile.index(), win.index());
        if at == lo + 1 {
            closed = true;
        }
        if (s.tile.rank() == 1 && at == lo + 2) || (s.tile.rank() == 7 && at == lo) {
            edge = true;
        }
    }
    let single = r.pair == Some(win);
    if edge {
        t.add(Fan::EdgeWait, 1);
    } else if closed {
        t.add(Fan::ClosedWait, 1);
    } else if single {
        t.add(Fan::SingleWait, 1);
    }
}

/// Applies the table's exclusions, then counts 无番和 where no fan is left but the flowers.
fn finish(mut t: Tally, rules: &Rules) -> Tally {
    // An event reading 自摸加计不求人 otherwise: the special hand counts 自摸, not 不求人.
    if rules.special_self_drawn_as_self_drawn && t.set & rules.special_hands != 0 {
        let fully = Fan::FullyConcealedHand;
        if t.set & fully.bit() != 0 {
            t.counts[fully as usize] = 0;
            t.set &= !fully.bit();
        }
    }
    let excluded: FanSet = t.fans().fold(0, |x, f| x | rules.excludes[f as usize]);
    let gone = t.set & excluded;
    t.set &= !excluded;
    let mut bits = gone;
    while bits != 0 {
        t.counts[bits.trailing_zeros() as usize] = 0;
        bits &= bits - 1;
    }
    if t.set & !Fan::FlowerTiles.bit() == 0 {
        t.add(Fan::ChickenHand, 1);
    }
    t
}
