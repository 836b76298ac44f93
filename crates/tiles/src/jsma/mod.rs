//! JSMA 公式競技規定ルール (日本スポーツ麻雀協会): the riichi hand engine. The yaku, fu and payment
//! are data (`table`, `rules-data/jsma/hand/yaku.toml`); how the engine reads the book is written in
//! `docs/jsma-hands.md`. A win is read every way it can be (`reading`), each reading's yaku and
//! fu counted (`count`), the one that pays most kept; a 13-tile hand's waits, furiten and
//! 有効テンパイ (`waits`).

mod count;
#[cfg(any(test, feature = "reference"))]
pub mod random;
mod reading;
#[cfg(any(test, feature = "reference"))]
pub mod reference;
pub mod table;
pub mod yaku;

pub use yaku::Yaku;

use crate::notation::MeldKind;
use crate::Wind;
use crate::{Hand, HandError, Tile};

/// A count per tile kind.
pub type Counts = [u8; Tile::KINDS];

/// What the tiles cannot show about a win or a waiting hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Situation {
    /// Self-drawn (ツモ).
    pub tsumo: bool,
    pub riichi: bool,
    /// ダブル立直 (a riichi too).
    pub double_riichi: bool,
    /// Before the player's first draw with no call made: 天和, 地和, 人和.
    pub first_turn: bool,
    /// On the replacement tile after one's own kong (嶺上開花: always a tsumo, ルール 15).
    pub after_kong: bool,
    /// On the tile another player adds to a pung (搶槓).
    pub robbing_kong: bool,
    /// The wall's last tile (海底自摸) or the discard after it (河底放銃).
    pub last_tile: bool,
    /// The player's seat; East is the dealer.
    pub seat_wind: Wind,
    pub round_wind: Wind,
    /// The dora indicators.
    pub dora_indicators: Counts,
    /// The player's own discards (furiten).
    pub discards: Counts,
    /// Other tiles seen gone (for whether a winning tile is left).
    pub seen: Counts,
}

impl Default for Situation {
    /// A non-dealer (South) in the East round, nothing else so.
    fn default() -> Self {
        Situation {
            tsumo: false,
            riichi: false,
            double_riichi: false,
            first_turn: false,
            after_kong: false,
            robbing_kong: false,
            last_tile: false,
            seat_wind: Wind::South,
            round_wind: Wind::East,
            dora_indicators: [0; Tile::KINDS],
            discards: [0; Tile::KINDS],
            seen: [0; Tile::KINDS],
        }
    }
}

impl Situation {
    /// The dealer sits East.
    pub fn dealer(&self) -> bool {
        self.seat_wind == Wind::East
    }

    /// Self-drawn, a 嶺上開花 included.
    pub fn self_drawn(&self) -> bool {
        self.tsumo || self.after_kong
    }

    /// A riichi or a double riichi.
    pub fn any_riichi(&self) -> bool {
        self.riichi || self.double_riichi
    }
}

/// The tile a dora indicator indicates: the next of its suit, winds and dragons each in a cycle.
pub fn dora_of(indicator: Tile) -> Tile {
    let i = indicator.index();
    let next = match i {
        0..=26 => i / 9 * 9 + (i % 9 + 1) % 9,
        27..=30 => 27 + (i - 27 + 1) % 4,
        _ => 31 + (i - 31 + 1) % 3,
    };
    Tile::from_index(next).expect("a tile index")
}

/// The readings of the book an event's regulations chose (`[[reading]]` in the table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// ルール 5's 翻 include 場に2翻 (`limits-count-ba-han` = `yes`).
    pub limits_count_ba_han: bool,
    /// 人和 pays the hand's own yaku when they pay more than a 倍満 (`renhou` = `greater`).
    pub renhou_greater: bool,
    /// At a drawn hand the dealer keeps the deal only in 有効テンパイ (`drawn-dealer-keeps` =
    /// `effective-tenpai`), else in any ready shape.
    pub dealer_keeps_on_effective: bool,
}

impl Default for Rules {
    /// The first choice of every reading: ours.
    fn default() -> Self {
        Rules {
            limits_count_ba_han: true,
            renhou_greater: true,
            dealer_keeps_on_effective: true,
        }
    }
}

impl Rules {
    /// The event's choices (`reading key` → `choice`), each checked against the table.
    pub fn with_readings(chosen: &crate::Readings) -> Result<Rules, HandError> {
        let table = table::YakuTable::builtin();
        let mut rules = Rules::default();
        for (key, choice) in chosen {
            let def = table
                .readings
                .iter()
                .find(|d| &d.key == key && d.choices.contains(choice))
                .ok_or_else(|| HandError::UnknownReading {
                    reading: key.clone(),
                    choice: choice.clone(),
                })?;
            let first = *choice == def.choices[0];
            match key.as_str() {
                "limits-count-ba-han" => rules.limits_count_ba_han = first,
                "renhou" => rules.renhou_greater = first,
                "drawn-dealer-keeps" => rules.dealer_keeps_on_effective = first,
                _ => unreachable!("a reading of the table the engine does not know: {key}"),
            }
        }
        Ok(rules)
    }
}

/// One yaku of a win: its han in all, made `count` times (翻牌 and 連風牌 per set).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct YakuHan {
    pub yaku: Yaku,
    pub han: u32,
    pub count: u32,
}

/// What each payer pays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Payments {
    /// A ron: the discarder's payment (0 on a tsumo).
    pub ron: u32,
    /// A tsumo: the dealer's payment (0 when the winner is the dealer).
    pub from_dealer: u32,
    /// A tsumo: each non-dealer's payment.
    pub from_non_dealer: u32,
}

impl Payments {
    /// What the winner receives in all.
    pub fn total(&self, winner_is_dealer: bool) -> u32 {
        if self.ron > 0 {
            self.ron
        } else if winner_is_dealer {
            3 * self.from_non_dealer
        } else {
            self.from_dealer + 2 * self.from_non_dealer
        }
    }
}

/// A counted win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsmaScore {
    /// The yaku's han: no dora, no 場に2翻 (13 for a yakuman).
    pub han: u32,
    pub dora: u32,
    pub fu: u32,
    pub yakuman: bool,
    pub yaku: Vec<YakuHan>,
    pub payments: Payments,
    /// What the winner receives in all (場に2翻 included; no 積み場, no riichi sticks).
    pub points: u32,
}

/// Why a declared win is none.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoWin {
    NotAWinningShape,
    /// No han of yaku that can stand alone (1翻しばり).
    NoYaku,
    /// A ron while a winning tile is among the player's discards.
    Furiten,
}

impl NoWin {
    pub fn code(self) -> &'static str {
        match self {
            NoWin::NotAWinningShape => crate::NoWin::NotAWinningShape.code(),
            NoWin::NoYaku => "no-yaku",
            NoWin::Furiten => "furiten",
        }
    }
}

/// Checks the circumstances against each other and the hand, as a referee would before
/// counting: what cannot happen is refused, not counted.
pub fn check_situation(hand: &Hand, win: Option<Tile>, s: &Situation) -> Result<(), HandError> {
    let clash = |first: &str, second: &str| {
        Err(HandError::ConflictingConditions {
            first: first.into(),
            second: second.into(),
        })
    };
    let impossible = |reason: &str| {
        Err(HandError::ImpossibleSituation {
            reason: reason.into(),
        })
    };
    let open = hand.melds.iter().any(|m| m.kind != MeldKind::ConcealedKong);
    if s.tsumo && s.robbing_kong {
        return clash("tsumo", "robbing-kong");
    }
    if s.after_kong && s.robbing_kong {
        return clash("after-kong", "robbing-kong");
    }
    if s.robbing_kong && s.last_tile {
        return clash("robbing-kong", "last-tile");
    }
    if s.after_kong && s.last_tile {
        return clash("after-kong", "last-tile");
    }
    if s.any_riichi() && open {
        return impossible("riichi-open-hand");
    }
    if s.first_turn && !hand.melds.is_empty() {
        return impossible("first-turn-meld");
    }
    if s.first_turn && s.any_riichi() {
        return clash("first-turn", "riichi");
    }
    if s.after_kong && !hand.melds.iter().any(|m| m.is_kong()) {
        return impossible("after-kong-no-kong");
    }
    if let Some(win) = win {
        if s.robbing_kong && hand.counts()[win.index()] > 0 {
            return impossible("robbed-tile-held");
        }
    }
    // The physical tiles: none a fifth time among the hand, the win and the tiles seen.
    let mut all = hand.counts();
    if let Some(win) = win {
        all[win.index()] += 1;
    }
    for (i, held) in all.iter().enumerate() {
        let n = held + s.dora_indicators[i] + s.discards[i] + s.seen[i];
        if n > 4 {
            return Err(HandError::SeenFifthCopy {
                tile: Tile::from_index(i).expect("a tile"),
            });
        }
    }
    Ok(())
}

/// Counts `hand` (13 tiles) won on `win` under the book's readings.
pub fn score(hand: &Hand, win: Tile, s: &Situation) -> Result<Result<JsmaScore, NoWin>, HandError> {
    check_situation(hand, Some(win), s)?;
    Ok(score_with(Rules::default(), hand, win, s))
}

/// `score` under an event's readings, the circumstances taken as given.
pub fn score_with(rules: Rules, hand: &Hand, win: Tile, s: &Situation) -> Result<JsmaScore, NoWin> {
    let t = table::YakuTable::builtin();
    if !s.self_drawn() && furiten(hand, s) && is_winning_shape(hand, win) {
        return Err(NoWin::Furiten);
    }
    let (facts, full) = facts_of(hand, win, s);
    let dora = (0..Tile::KINDS)
        .filter(|&i| s.dora_indicators[i] > 0)
        .map(|i| {
            let d = dora_of(Tile::from_index(i).expect("a tile")).index();
            u32::from(s.dora_indicators[i]) * u32::from(full[d])
        })
        .sum();
    // The best reading's score (its yaku listed once it has won) and its tally.
    let mut best: Option<(JsmaScore, count::Tally, Option<Yaku>)> = None;
    let shaped = each_tally(t, hand, win, s, &facts, |tally| {
        if let Some((score, skip)) = paid(t, rules, &facts, &tally, dora) {
            let key = |x: &JsmaScore| (x.points, x.han, x.fu);
            if best.as_ref().is_none_or(|(b, _, _)| key(&score) > key(b)) {
                best = Some((score, tally, skip));
            }
        }
    });
    match best {
        Some((mut score, tally, skip)) => {
            score.yaku = Yaku::ALL
                .iter()
                .filter(|&&y| tally.has(y) && Some(y) != skip)
                .map(|&y| YakuHan {
                    yaku: y,
                    han: u32::from(tally.han[y as usize]),
                    count: u32::from(tally.count[y as usize]),
                })
                .collect();
            Ok(score)
        }
        None if shaped => Err(NoWin::NoYaku),
        None => Err(NoWin::NotAWinningShape),
    }
}

/// Whether `win`, a tile that completes a shape of the hand, wins with a yaku that stands alone
/// (1翻しばり), furiten aside: `score_with` succeeding, without counting what it pays.
fn wins_with_yaku(hand: &Hand, win: Tile, s: &Situation) -> bool {
    let t = table::YakuTable::builtin();
    let (facts, _) = facts_of(hand, win, s);
    let mut c = hand.concealed_counts();
    c[win.index()] += 1;
    let base = count::common_yaku(t, &facts, s);
    // The yaku of the whole hand (断幺, 混一色, …) hold in every reading; so does 翻牌 for three
    // of a value honour, which can only be a pung.
    let value_pung = [
        s.seat_wind.tile_index(),
        s.round_wind.tile_index(),
        31,
        32,
        33,
    ]
    .iter()
    .any(|&i| c[i] + hand.melds.iter().filter(|m| m.tile.index() == i).count() as u8 * 3 >= 3);
    if base.meets_minimum(t) || value_pung {
        return true;
    }
    let mut found = false;
    reading::standard(hand, win, s.self_drawn(), |r| {
        found = found || count::standard(t, &facts, &base, r).meets_minimum(t);
    });
    found
        || (hand.melds.is_empty()
            && ((reading::seven_pairs(&c)
                && count::seven_pairs(t, &facts, &base).meets_minimum(t))
                || (reading::thirteen_orphans(&c)
                    && count::thirteen_orphans(t, &facts, &base).meets_minimum(t))))
}

/// What the whole hand shows with the winning tile, and its tiles counted.
fn facts_of(hand: &Hand, win: Tile, s: &Situation) -> (count::Facts, Counts) {
    let mut full = hand.counts();
    full[win.index()] += 1;
    let facts = count::Facts {
        open: hand.melds.iter().any(|m| m.kind != MeldKind::ConcealedKong),
        present: (0..Tile::KINDS)
            .filter(|&i| full[i] > 0)
            .fold(0, |m, i| m | 1 << i),
        self_drawn: s.self_drawn(),
        dealer: s.dealer(),
        seat: s.seat_wind.tile_index(),
        round: s.round_wind.tile_index(),
    };
    (facts, full)
}

/// Each reading's tally, for `f`; whether the tiles made any winning shape.
fn each_tally(
    t: &table::YakuTable,
    hand: &Hand,
    win: Tile,
    s: &Situation,
    facts: &count::Facts,
    mut f: impl FnMut(count::Tally),
) -> bool {
    let mut c = hand.concealed_counts();
    c[win.index()] += 1;
    let base = count::common_yaku(t, facts, s);
    let mut shaped = false;
    reading::standard(hand, win, s.self_drawn(), |r| {
        shaped = true;
        f(count::standard(t, facts, &base, r))
    });
    if hand.melds.is_empty() && reading::seven_pairs(&c) {
        shaped = true;
        f(count::seven_pairs(t, facts, &base));
    }
    if hand.melds.is_empty() && reading::thirteen_orphans(&c) {
        shaped = true;
        f(count::thirteen_orphans(t, facts, &base));
    }
    shaped
}

/// A reading's tally paid (its yaku not yet listed, and the one yaku to leave out of the
/// list), or `None` when it has no yaku that stands alone.
fn paid(
    t: &table::YakuTable,
    rules: Rules,
    f: &count::Facts,
    tally: &count::Tally,
    dora: u32,
) -> Option<(JsmaScore, Option<Yaku>)> {
    if !tally.meets_minimum(t) {
        return None;
    }
    let yakuman = tally.yakuman(t);
    let renhou = tally.has(Yaku::Renhou);
    let qualifying = tally.qualifying(t);
    let han = tally.han(t);
    let p = &t.payment;
    let mangan = f64::from(p.mangan_basic);
    let by_han = |han: u32| -> u32 {
        let counted = if rules.limits_count_ba_han {
            han + p.ba_han
        } else {
            han
        };
        let times = p
            .limits
            .iter()
            .filter(|l| counted >= l.han && tally.fu >= l.fu)
            .map(|l| l.times)
            .fold(0.0, f64::max);
        if times > 0.0 {
            (times * mangan) as u32
        } else {
            let formula = u64::from(tally.fu) << (han + p.ba_han).min(40);
            formula.min(u64::from(p.mangan_basic)) as u32
        }
    };
    let (basic, skip) = if yakuman {
        (p.yakuman_times * p.mangan_basic, None)
    } else {
        let own = (qualifying >= t.minimum.han).then(|| by_han(han + dora));
        let baiman = (p.baiman_times * mangan) as u32;
        match (renhou, own) {
            (true, Some(v)) if rules.renhou_greater && v > baiman => (v, Some(Yaku::Renhou)),
            (true, _) => (baiman, None),
            (false, Some(v)) => (v, None),
            (false, None) => return None,
        }
    };
    let payments = pay(p, basic, f.dealer, f.self_drawn);
    let score = JsmaScore {
        han,
        dora,
        fu: tally.fu,
        yakuman,
        yaku: Vec::new(),
        points: payments.total(f.dealer),
        payments,
    };
    Some((score, skip))
}

/// Each payer's share of `basic` points, rounded up (ルール 5).
fn pay(p: &table::Payment, basic: u32, dealer: bool, tsumo: bool) -> Payments {
    let up = |x: u32| x.div_ceil(p.round_to) * p.round_to;
    if !tsumo {
        let times = if dealer {
            p.dealer_ron
        } else {
            p.non_dealer_ron
        };
        return Payments {
            ron: up(basic * times),
            ..Payments::default()
        };
    }
    let (dealer_share, other_share) = (p.tsumo_dealer_pays, p.tsumo_non_dealer_pays);
    if dealer {
        Payments {
            from_non_dealer: up(dealer_share * basic),
            ..Payments::default()
        }
    } else {
        Payments {
            ron: 0,
            from_dealer: up(dealer_share * basic),
            from_non_dealer: up(other_share * basic),
        }
    }
}

/// The tiles that complete a shape of a 13-tile hand, one bit per kind (a tile of which the
/// hand holds four concealed cannot complete one).
pub fn waits_mask(hand: &Hand) -> u64 {
    let c = hand.concealed_counts();
    let mut mask = crate::shared::suit_patterns::standard_waits(&c);
    if hand.melds.is_empty() {
        // 七対子: six different pairs and a single.
        let pairs = c.iter().filter(|&&n| n == 2).count();
        let singles: Vec<usize> = (0..Tile::KINDS).filter(|&i| c[i] == 1).collect();
        if pairs == 6 && singles.len() == 1 {
            mask |= 1 << singles[0];
        }
        // 国士無双: the thirteen, or twelve of them and a pair.
        const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
        if (0..Tile::KINDS).all(|i| c[i] == 0 || ORPHANS.contains(&i)) {
            let missing: Vec<usize> = ORPHANS.iter().copied().filter(|&i| c[i] == 0).collect();
            match missing.len() {
                0 => mask |= ORPHANS.iter().fold(0, |m, &i| m | 1 << i),
                1 if c.contains(&2) => mask |= 1 << missing[0],
                _ => {}
            }
        }
    }
    mask
}

/// Whether the tiles make a winning shape.
pub fn is_winning_shape(hand: &Hand, win: Tile) -> bool {
    waits_mask(hand) & 1 << win.index() != 0
}

/// A winning tile of the hand's shape among the player's discards (ルール 12).
pub fn furiten(hand: &Hand, s: &Situation) -> bool {
    if s.discards.iter().all(|&n| n == 0) {
        return false;
    }
    let mask = waits_mask(hand);
    (0..Tile::KINDS).any(|i| s.discards[i] > 0 && mask & 1 << i != 0)
}

/// A 13-tile hand at a drawn hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Readiness {
    pub tenpai: bool,
    pub waits: Vec<Tile>,
    /// 有効テンパイ (ルール 21).
    pub effective_tenpai: bool,
    pub furiten: bool,
    /// Ready only on tiles the hand itself holds all four of.
    pub karaten: bool,
}

/// The waits of `hand`, with furiten, karaten and 有効テンパイ (docs/jsma-hands.md).
pub fn readiness(hand: &Hand, s: &Situation) -> Readiness {
    let mask = waits_mask(hand);
    let held = hand.counts();
    let waits = crate::shared::tiles_of(mask);
    let furiten = (0..Tile::KINDS).any(|i| s.discards[i] > 0 && mask & 1 << i != 0);
    let karaten = !waits.is_empty() && waits.iter().all(|t| held[t.index()] >= 4);
    let open = hand.melds.iter().any(|m| m.kind != MeldKind::ConcealedKong);
    let value =
        |i: usize| i >= 31 || i == s.seat_wind.tile_index() || i == s.round_wind.tile_index();
    let value_meld = hand
        .melds
        .iter()
        .any(|m| m.kind != MeldKind::Chow && value(m.tile.index()));
    // Only the hand, the riichi and the winds: no 海底, 嶺上 or first turn at a drawn hand.
    let plain = Situation {
        tsumo: true,
        first_turn: false,
        after_kong: false,
        robbing_kong: false,
        last_tile: false,
        discards: [0; Tile::KINDS],
        ..*s
    };
    let effective_tenpai = waits.iter().any(|&t| {
        let i = t.index();
        let gone = u32::from(held[i])
            + u32::from(s.discards[i])
            + u32::from(s.dora_indicators[i])
            + u32::from(s.seen[i]);
        if gone >= 4 {
            return false;
        }
        // A closed hand always has 門前清自摸 on a tsumo, and a called pung of a value tile is
        // 翻牌 in every reading. Otherwise an open hand has no yaku on a ron that it lacks on a
        // tsumo (a tsumo only makes more pungs concealed), so the tsumo decides.
        !open || value_meld || wins_with_yaku(hand, t, &plain)
    });
    Readiness {
        tenpai: !waits.is_empty(),
        waits,
        effective_tenpai,
        furiten,
        karaten,
    }
}
