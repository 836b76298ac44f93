//! The yaku and fu of one reading of a win (docs/jsma-hands.md). The han come from the table;
//! what makes each yaku is written here.

use super::reading::{Set, SetKind, Standard, Wait};
use super::table::YakuTable;
use super::{Situation, Yaku};

/// What the whole hand shows, whatever the reading.
#[derive(Debug, Clone, Copy)]
pub struct Facts {
    /// A chow, a pung or an open kong was called.
    pub open: bool,
    /// One bit per tile kind present among the 14 and the melds.
    pub present: u64,
    pub self_drawn: bool,
    pub dealer: bool,
    pub seat: usize,
    pub round: usize,
}

const TERMINALS_AND_HONOURS: u64 =
    1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26 | 0b111_1111 << 27;
const HONOURS: u64 = 0b111_1111 << 27;
const TERMINALS: u64 = TERMINALS_AND_HONOURS & !HONOURS;
const DRAGONS: [usize; 3] = [31, 32, 33];

fn suit_mask(s: usize) -> u64 {
    0b1_1111_1111 << (9 * s)
}

/// What the engine reads of the table on every count, as bit masks (compiled once from the
/// shipped table, the only one the engine counts with).
struct Compiled {
    /// The tiles of 緑一色.
    green: u64,
    /// Per yaku, the yaku it makes not count.
    excludes: [u64; Yaku::ALL.len()],
}

fn compiled(t: &YakuTable) -> &'static Compiled {
    static COMPILED: std::sync::OnceLock<Compiled> = std::sync::OnceLock::new();
    COMPILED.get_or_init(|| {
        let mut excludes = [0u64; Yaku::ALL.len()];
        for (i, y) in t.yaku.iter().enumerate() {
            for key in &y.excludes {
                let x = Yaku::from_key(key).expect("the table names its yaku (tested)");
                excludes[i] |= 1 << x as usize;
            }
        }
        Compiled {
            green: t.yaku[Yaku::Ryuuiisou as usize]
                .only_tiles_mask()
                .expect("緑一色 names its tiles (tested)"),
            excludes,
        }
    })
}

/// One reading's yaku, as han per yaku (0: not made) with how many sets make it.
#[derive(Debug, Clone, Copy)]
pub struct Tally {
    pub han: [u8; Yaku::ALL.len()],
    pub count: [u8; Yaku::ALL.len()],
    pub fu: u32,
}

impl Tally {
    fn new() -> Self {
        Tally {
            han: [0; Yaku::ALL.len()],
            count: [0; Yaku::ALL.len()],
            fu: 0,
        }
    }

    /// Counts `yaku` `times` times at its table value for the hand (nothing when it does not
    /// count open).
    fn add(&mut self, t: &YakuTable, f: &Facts, yaku: Yaku, times: u32) {
        if times == 0 {
            return;
        }
        if let Some(h) = t.yaku[yaku as usize].han_for(f.open) {
            if h > 0 || t.yaku[yaku as usize].limit.is_some() {
                self.han[yaku as usize] += (h * times) as u8;
                self.count[yaku as usize] += times as u8;
            }
        }
    }

    pub fn has(&self, y: Yaku) -> bool {
        self.count[y as usize] > 0
    }

    pub fn yakuman(&self, t: &YakuTable) -> bool {
        Yaku::ALL
            .iter()
            .any(|&y| self.has(y) && t.yaku[y as usize].yakuman)
    }

    /// Drops the yaku a present one excludes (the table's `excludes`), and every other yaku
    /// beside a yakuman.
    fn settle(&mut self, t: &YakuTable) {
        let excludes = &compiled(t).excludes;
        if self.yakuman(t) {
            for &y in Yaku::ALL {
                if !t.yaku[y as usize].yakuman {
                    self.count[y as usize] = 0;
                    self.han[y as usize] = 0;
                }
            }
            return;
        }
        let dropped = Yaku::ALL
            .iter()
            .filter(|&&y| self.has(y))
            .fold(0u64, |m, &y| m | excludes[y as usize]);
        for &x in Yaku::ALL {
            if dropped & 1 << x as usize != 0 {
                self.count[x as usize] = 0;
                self.han[x as usize] = 0;
            }
        }
    }

    /// The han of the yaku (yakuman: the table's 13 once).
    pub fn han(&self, t: &YakuTable) -> u32 {
        if self.yakuman(t) {
            return Yaku::ALL
                .iter()
                .filter(|&&y| self.has(y))
                .map(|&y| t.yaku[y as usize].han)
                .max()
                .unwrap_or(0);
        }
        self.han.iter().map(|&h| h as u32).sum()
    }

    /// Whether the reading can be a win: a yakuman, 人和, or the han of 1翻しばり in yaku that
    /// stand alone.
    pub fn meets_minimum(&self, t: &YakuTable) -> bool {
        self.yakuman(t) || self.has(Yaku::Renhou) || self.qualifying(t) >= t.minimum.han
    }

    /// The han of the yaku that stand alone (1翻しばり).
    pub fn qualifying(&self, t: &YakuTable) -> u32 {
        Yaku::ALL
            .iter()
            .filter(|&&y| self.has(y) && t.yaku[y as usize].stands_alone)
            .map(|&y| self.han[y as usize] as u32)
            .sum()
    }
}

/// The yaku of the circumstances and the whole hand's tiles, common to every reading.
/// The yaku of the circumstances and the whole hand's tiles, the same for every reading of a
/// win: counted once, each reading starts from them.
pub fn common_yaku(t: &YakuTable, f: &Facts, s: &Situation) -> Tally {
    let mut tally = Tally::new();
    common(t, f, s, &mut tally);
    tally
}

fn common(t: &YakuTable, f: &Facts, s: &Situation, tally: &mut Tally) {
    let closed = !f.open;
    tally.add(t, f, Yaku::MenzenTsumo, u32::from(closed && f.self_drawn));
    tally.add(t, f, Yaku::DoubleRiichi, u32::from(s.double_riichi));
    tally.add(t, f, Yaku::Riichi, u32::from(s.riichi && !s.double_riichi));
    tally.add(
        t,
        f,
        Yaku::Tanyao,
        u32::from(f.present & TERMINALS_AND_HONOURS == 0),
    );
    tally.add(t, f, Yaku::Haitei, u32::from(s.last_tile && f.self_drawn));
    tally.add(t, f, Yaku::Houtei, u32::from(s.last_tile && !f.self_drawn));
    tally.add(t, f, Yaku::Rinshan, u32::from(s.after_kong));
    tally.add(t, f, Yaku::Chankan, u32::from(s.robbing_kong));
    let suits = (0..3).filter(|&x| f.present & suit_mask(x) != 0).count();
    let honours = f.present & HONOURS != 0;
    tally.add(t, f, Yaku::Honitsu, u32::from(suits == 1 && honours));
    tally.add(t, f, Yaku::Chinitsu, u32::from(suits == 1 && !honours));
    tally.add(
        t,
        f,
        Yaku::Honroutou,
        u32::from(f.present & !TERMINALS_AND_HONOURS == 0 && suits > 0 && honours),
    );
    tally.add(t, f, Yaku::Tsuuiisou, u32::from(suits == 0));
    tally.add(
        t,
        f,
        Yaku::Chinroutou,
        u32::from(f.present & !TERMINALS == 0),
    );
    let green = compiled(t).green;
    tally.add(t, f, Yaku::Ryuuiisou, u32::from(f.present & !green == 0));
    if s.first_turn {
        let y = match (f.self_drawn, f.dealer) {
            (true, true) => Yaku::Tenhou,
            (true, false) => Yaku::Chiihou,
            (false, false) => Yaku::Renhou,
            (false, true) => return,
        };
        tally.add(t, f, y, 1);
    }
}

/// The yaku and fu of a standard reading.
pub fn standard(t: &YakuTable, f: &Facts, base: &Tally, r: &Standard) -> Tally {
    let mut tally = *base;
    // 字一色 etc. as counted by `common` hold for any shape; the rest read the sets.
    let sets = &r.sets;
    let is_pung = |x: &Set| x.kind != SetKind::Chow;
    let chows = sets.iter().filter(|x| x.kind == SetKind::Chow).count();
    let pungs = 4 - chows;
    let value = |i: usize| DRAGONS.contains(&i) || i == f.seat || i == f.round;

    // 翻牌 and 連風牌, per set.
    let mut yakuhai = 0;
    let mut renfonpai = 0;
    for x in sets.iter().filter(|x| is_pung(x)) {
        let i = x.tile as usize;
        if DRAGONS.contains(&i) {
            yakuhai += 1;
        } else if i == f.seat && i == f.round {
            renfonpai += 1;
        } else if i == f.seat || i == f.round {
            yakuhai += 1;
        }
    }
    tally.add(t, f, Yaku::Yakuhai, yakuhai);
    tally.add(t, f, Yaku::Renfonpai, renfonpai);

    let pair = r.pair as usize;
    let pinfu = !f.open && chows == 4 && !value(pair) && r.wait == Wait::TwoSided;
    tally.add(t, f, Yaku::Pinfu, u32::from(pinfu));

    // 一盃口 / 二盃口: identical concealed chows.
    if !f.open {
        let mut chow_tiles = [u8::MAX; 4];
        for (slot, x) in chow_tiles
            .iter_mut()
            .zip(sets.iter().filter(|x| x.kind == SetKind::Chow))
        {
            *slot = x.tile;
        }
        chow_tiles.sort_unstable();
        let chow_tiles = &chow_tiles[..chows];
        let mut twins = 0;
        let mut k = 0;
        while k + 1 < chow_tiles.len() {
            if chow_tiles[k] == chow_tiles[k + 1] {
                twins += 1;
                k += 2;
            } else {
                k += 1;
            }
        }
        tally.add(t, f, Yaku::Iipeikou, u32::from(twins == 1));
        tally.add(t, f, Yaku::Ryanpeikou, u32::from(twins == 2));
    }

    tally.add(t, f, Yaku::Toitoi, u32::from(pungs == 4));
    let concealed_pungs = sets.iter().filter(|x| is_pung(x) && x.concealed).count();
    tally.add(t, f, Yaku::Sanankou, u32::from(concealed_pungs == 3));
    tally.add(t, f, Yaku::Suuankou, u32::from(concealed_pungs == 4));
    let kongs = sets.iter().filter(|x| x.kind == SetKind::Kong).count();
    tally.add(t, f, Yaku::Sankantsu, u32::from(kongs == 3));
    tally.add(t, f, Yaku::Suukantsu, u32::from(kongs == 4));

    let dragon_pungs = sets
        .iter()
        .filter(|x| is_pung(x) && DRAGONS.contains(&(x.tile as usize)))
        .count();
    let dragon_pair = DRAGONS.contains(&pair);
    tally.add(
        t,
        f,
        Yaku::Shousangen,
        u32::from(dragon_pungs == 2 && dragon_pair),
    );
    tally.add(t, f, Yaku::Daisangen, u32::from(dragon_pungs == 3));
    let wind_pungs = sets
        .iter()
        .filter(|x| is_pung(x) && (27..31).contains(&(x.tile as usize)))
        .count();
    let wind_pair = (27..31).contains(&pair);
    tally.add(
        t,
        f,
        Yaku::Suushiihou,
        u32::from(wind_pungs == 4 || (wind_pungs == 3 && wind_pair)),
    );

    let same_rank_in_three = |kind_ok: &dyn Fn(&Set) -> bool| {
        (0..9).any(|rank| {
            (0..3).all(|suit| {
                sets.iter()
                    .any(|x| kind_ok(x) && x.tile as usize == suit * 9 + rank)
            })
        })
    };
    tally.add(
        t,
        f,
        Yaku::SanshokuDoukou,
        u32::from(same_rank_in_three(&|x: &Set| is_pung(x) && x.tile < 27)),
    );
    tally.add(
        t,
        f,
        Yaku::Sanshoku,
        u32::from(same_rank_in_three(&|x: &Set| x.kind == SetKind::Chow)),
    );
    let ittsu = (0..3).any(|suit| {
        [0, 3, 6].iter().all(|&r| {
            sets.iter()
                .any(|x| x.kind == SetKind::Chow && x.tile as usize == suit * 9 + r)
        })
    });
    tally.add(t, f, Yaku::Ittsu, u32::from(ittsu));

    // 混全帯 / 純全帯: a terminal or honour in every set and the pair, and a chow.
    let outside = |x: &Set| {
        let i = x.tile as usize;
        match x.kind {
            SetKind::Chow => matches!(i % 9, 0 | 6),
            _ => TERMINALS_AND_HONOURS & 1 << i != 0,
        }
    };
    if chows > 0 && sets.iter().all(outside) && TERMINALS_AND_HONOURS & 1 << pair != 0 {
        let honours = f.present & HONOURS != 0;
        tally.add(t, f, Yaku::Chanta, u32::from(honours));
        tally.add(t, f, Yaku::Junchan, u32::from(!honours));
    }

    // 九蓮宝灯: closed, one suit, no kong, 1112345678999 and one more.
    let one_suit = (0..3).any(|x| f.present & !suit_mask(x) == 0);
    if !f.open && one_suit && sets.iter().all(|x| x.kind != SetKind::Kong) {
        let mut c = [0u8; 9];
        for x in sets {
            match x.kind {
                SetKind::Chow => (0..3).for_each(|d| c[x.tile as usize % 9 + d] += 1),
                _ => c[x.tile as usize % 9] += 3,
            }
        }
        c[pair % 9] += 2;
        let nine_gates = [3, 1, 1, 1, 1, 1, 1, 1, 3];
        tally.add(
            t,
            f,
            Yaku::Chuuren,
            u32::from(c.iter().zip(nine_gates).all(|(&n, b)| n >= b)),
        );
    }

    tally.settle(t);
    tally.fu = standard_fu(t, f, r, tally.has(Yaku::Pinfu));
    tally
}

/// The fu of a standard reading.
fn standard_fu(t: &YakuTable, f: &Facts, r: &Standard, pinfu: bool) -> u32 {
    let fu = &t.fu;
    if pinfu {
        return if f.self_drawn {
            fu.tsumo_pinfu
        } else {
            fu.base + fu.concealed_ron
        };
    }
    let mut n = fu.base;
    if !f.open && !f.self_drawn {
        n += fu.concealed_ron;
    }
    if f.self_drawn {
        n += fu.tsumo;
    }
    for x in &r.sets {
        if x.kind == SetKind::Chow {
            continue;
        }
        let mut v = fu.pung_open_simple;
        if TERMINALS_AND_HONOURS & 1 << x.tile != 0 {
            v *= fu.terminal_or_honour_times;
        }
        if x.concealed {
            v *= fu.concealed_times;
        }
        if x.kind == SetKind::Kong {
            v *= fu.kong_times;
        }
        n += v;
    }
    let pair = r.pair as usize;
    if DRAGONS.contains(&pair) || pair == f.seat || pair == f.round {
        n += fu.value_pair;
    }
    if matches!(r.wait, Wait::Closed | Wait::Edge | Wait::Single) {
        n += fu.edge_closed_single_wait;
    }
    let rounded = n.div_ceil(fu.round_to) * fu.round_to;
    if f.open && rounded == fu.base {
        fu.open_pinfu
    } else {
        rounded
    }
}

/// 七対子's yaku and fu.
pub fn seven_pairs(t: &YakuTable, f: &Facts, base: &Tally) -> Tally {
    let mut tally = *base;
    if tally.has(Yaku::Tsuuiisou) {
        tally.count[Yaku::Tsuuiisou as usize] = 0;
        tally.han[Yaku::Tsuuiisou as usize] = 0;
        tally.add(t, f, Yaku::TsuuiisouChiitoitsu, 1);
    }
    // 清老頭 needs pungs: seven pairs of terminals is 混老頭 at most (there are only six).
    tally.add(t, f, Yaku::Chiitoitsu, 1);
    tally.settle(t);
    tally.fu = t.fu.chiitoitsu;
    tally
}

/// 国士無双's.
pub fn thirteen_orphans(t: &YakuTable, f: &Facts, base: &Tally) -> Tally {
    let mut tally = *base;
    tally.add(t, f, Yaku::Kokushi, 1);
    tally.settle(t);
    tally.fu = t.fu.base
        + if f.self_drawn {
            t.fu.tsumo
        } else {
            t.fu.concealed_ron
        };
    tally.fu = tally.fu.div_ceil(t.fu.round_to) * t.fu.round_to;
    tally
}
