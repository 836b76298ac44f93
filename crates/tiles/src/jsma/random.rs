//! Random legal JSMA hands for the property tests: winning hands of every shape (four sets and a
//! pair leaning toward the yaku of sets, one or two suits, honours; melds of every kind; seven
//! pairs, 国士無双, 九蓮宝灯 and one-suit hands, all honours, all green), the same less a tile
//! (ready hands), hands dealt at random, and circumstances consistent with a hand (docs
//! "Refused as impossible").

use super::{Counts, Situation};
use crate::shared::Rng;
use crate::Wind;
use crate::{Hand, Meld, MeldKind, Tile};

fn tile(i: usize) -> Tile {
    Tile::from_index(i).expect("a tile index")
}

/// Takes `n` of kind `k` if the set has them left.
fn take(left: &mut Counts, k: usize, n: u8) -> bool {
    if left[k] >= n {
        left[k] -= n;
        true
    } else {
        false
    }
}

const TERMINALS_AND_HONOURS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const GREEN: [usize; 6] = [19, 20, 21, 23, 25, 32];

/// What a hand's sets lean to, so that the yaku of sets come up often.
#[derive(Clone, Copy)]
struct Style {
    /// The suit most sets are of, a second one, and a rank they gather around.
    suit: usize,
    other: usize,
    focus: usize,
    /// 0: near the focus, in one or two suits; 1: honours; 2: terminals and honours (chanta,
    /// honroutou); 3: one rank across the suits (sanshoku, doukou); 4: 123 456 789 (ittsu);
    /// 5: simples (tanyao); 6: one suit and maybe honours (honitsu, chinitsu); 7: the same chow
    /// twice (iipeikou, ryanpeikou); 8: pungs (toitoi, sanankou); 9: anywhere; 10: terminals
    /// (chinroutou); 11: dragons and winds (sangen, suushiihou).
    lean: usize,
    /// Out of 8: how often a set is a chow (when it can be).
    chows: usize,
    /// Out of 8: how often a set is melded.
    melds: usize,
    /// Out of 8: how often a pung is a kong.
    kongs: usize,
}

impl Style {
    fn new(rng: &mut Rng) -> Self {
        let lean = rng.below(12);
        Style {
            suit: rng.below(3),
            other: rng.below(3),
            focus: rng.below(9),
            lean,
            chows: match lean {
                1 | 8 | 10 | 11 => 0,
                3 => [0, 8][rng.below(2)],
                4 | 7 => 6,
                _ => [2, 4, 6, 8][rng.below(4)],
            },
            melds: [0, 0, 0, 1, 2, 4, 6][rng.below(7)],
            kongs: [0, 0, 1, 2, 4][rng.below(5)],
        }
    }

    /// One of the two suits, mostly the first.
    fn a_suit(&self, rng: &mut Rng) -> usize {
        if rng.below(3) == 0 {
            self.other
        } else {
            self.suit
        }
    }

    /// A tile for the `i`th set (a pung of it, or a chow from it).
    fn tile(&self, rng: &mut Rng, i: usize) -> usize {
        if rng.below(10) == 0 {
            return rng.below(34);
        }
        match self.lean {
            0 => self.a_suit(rng) * 9 + (self.focus + rng.below(4)).min(8),
            1 => 27 + rng.below(7),
            2 => match rng.below(3) {
                0 => 27 + rng.below(7),
                _ => self.a_suit(rng) * 9 + [0, 6, 8][rng.below(3)],
            },
            3 => ((self.suit + i) % 3) * 9 + self.focus.min(6),
            4 => self.suit * 9 + [0, 3, 6, rng.below(9)][i.min(3)],
            5 => rng.below(3) * 9 + 1 + rng.below(7),
            6 => match rng.below(4) {
                0 => 27 + rng.below(7),
                _ => self.suit * 9 + rng.below(9),
            },
            7 => self.suit * 9 + (self.focus.min(6) + 3 * (i / 2)) % 7,
            8 => match rng.below(3) {
                0 => 27 + rng.below(7),
                _ => self.a_suit(rng) * 9 + rng.below(9),
            },
            10 => [0, 8, 9, 17, 18, 26][rng.below(6)],
            // Two or three dragons, or three or four winds.
            11 if self.dragons() && (i < 2 || (i == 2 && rng.below(2) == 0)) => {
                31 + (self.focus + i) % 3
            }
            11 if !self.dragons() && (i < 3 || rng.below(2) == 0) => 27 + (self.focus + i) % 4,
            _ => rng.below(34),
        }
    }

    /// For lean 11: dragons rather than winds.
    fn dragons(&self) -> bool {
        self.suit != 1
    }

    fn pair(&self, rng: &mut Rng) -> usize {
        match (self.lean, rng.below(3)) {
            (_, 0) => rng.below(34),
            (2, _) => TERMINALS_AND_HONOURS[rng.below(13)],
            (10, _) => [0, 8, 9, 17, 18, 26][rng.below(6)],
            (11, _) if self.dragons() => 31 + rng.below(3),
            (11, _) => 27 + rng.below(4),
            (5, _) => rng.below(3) * 9 + 1 + rng.below(7),
            (6, _) => self.suit * 9 + rng.below(9),
            _ => self.tile(rng, 4),
        }
    }
}

/// A random set as `style` leans.
fn set(rng: &mut Rng, left: &mut Counts, hand: &mut Hand, style: Style, i: usize) -> bool {
    let k = style.tile(rng, i);
    place_set(rng, left, hand, style, k)
}

/// A set of the style's suit only: near the focus, 123 456 789, the same chow twice, anywhere.
fn set_of_suit(rng: &mut Rng, left: &mut Counts, hand: &mut Hand, style: Style, i: usize) -> bool {
    let s = style.suit * 9;
    let k = match rng.below(4) {
        0 => s + (style.focus + rng.below(4)).min(8),
        1 => s + [0, 3, 6, rng.below(9)][i.min(3)],
        2 => s + (style.focus.min(6) + 3 * (i / 2)) % 7,
        _ => s + rng.below(9),
    };
    place_set(rng, left, hand, style, k)
}

/// A chow from `k` or a pung of it as `style` says, concealed or melded; a pung now and then a
/// kong of either kind. `false` when the tiles are not left.
fn place_set(rng: &mut Rng, left: &mut Counts, hand: &mut Hand, style: Style, k: usize) -> bool {
    let can_chow = k < 27 && k % 9 <= 6 && (0..3).all(|j| left[k + j] > 0);
    let chow = can_chow && rng.below(8) < style.chows;
    if !chow && left[k] < 3 {
        return false;
    }
    let melded = rng.below(8) < style.melds;
    if chow {
        (0..3).for_each(|j| left[k + j] -= 1);
        if melded {
            hand.melds.push(Meld {
                kind: MeldKind::Chow,
                tile: tile(k),
            });
        } else {
            hand.tiles.extend((0..3).map(|j| tile(k + j)));
        }
        return true;
    }
    left[k] -= 3;
    if left[k] == 1 && rng.below(8) < style.kongs {
        left[k] = 0;
        hand.melds.push(crate::mcr::random::kong(rng, tile(k)));
    } else if melded {
        hand.melds.push(Meld::pung(tile(k)));
    } else {
        hand.tiles.extend([tile(k); 3]);
    }
    true
}

/// Seven different pairs from `kinds`.
fn seven_pairs(rng: &mut Rng, kinds: &[usize], hand: &mut Hand) -> bool {
    let mut pool = kinds.to_vec();
    if pool.len() < 7 {
        return false;
    }
    for _ in 0..7 {
        let k = pool.swap_remove(rng.below(pool.len()));
        hand.tiles.extend([tile(k); 2]);
    }
    true
}

/// The 14 tiles of a winning hand (the winning tile among the concealed ones), or `None` when
/// this try ran out of tiles.
fn winning_tiles(rng: &mut Rng) -> Option<Hand> {
    let mut left = [4u8; Tile::KINDS];
    let mut hand = Hand::default();
    let ok = match rng.below(20) {
        0 | 1 => {
            // Seven pairs: anywhere, one suit (and honours), simples, honours only, terminals
            // and honours.
            let s = rng.below(3) * 9;
            let kinds: Vec<usize> = match rng.below(5) {
                0 => (0..34).collect(),
                1 => (s..s + 9).collect(),
                2 => (s..s + 9).chain(27..34).collect(),
                3 => (0..27).filter(|i| i % 9 != 0 && i % 9 != 8).collect(),
                _ if rng.below(2) == 0 => (27..34).collect(),
                _ => TERMINALS_AND_HONOURS.to_vec(),
            };
            seven_pairs(rng, &kinds, &mut hand)
        }
        2 => {
            hand.tiles.extend(TERMINALS_AND_HONOURS.map(tile));
            hand.tiles.push(tile(TERMINALS_AND_HONOURS[rng.below(13)]));
            true
        }
        3 => {
            // Nine gates and one more of the suit.
            let s = rng.below(3) * 9;
            for (r, n) in [3, 1, 1, 1, 1, 1, 1, 1, 3].into_iter().enumerate() {
                hand.tiles.extend(std::iter::repeat_n(tile(s + r), n));
            }
            hand.tiles.push(tile(s + rng.below(9)));
            true
        }
        4 | 5 => {
            // One suit, closed mostly (九蓮宝灯-like, 清一色, 一気通貫, 二盃口 …).
            let style = Style {
                lean: 6,
                chows: 5,
                melds: [0, 0, 0, 2][rng.below(4)],
                ..Style::new(rng)
            };
            let p = style.suit * 9 + rng.below(9);
            take(&mut left, p, 2) && {
                hand.tiles.extend([tile(p); 2]);
                (0..4).all(|i| set_of_suit(rng, &mut left, &mut hand, style, i))
            }
        }
        6 => {
            // All honours: pungs and kongs of honours, a pair of honours.
            let style = Style {
                lean: 1,
                ..Style::new(rng)
            };
            let p = 27 + rng.below(7);
            take(&mut left, p, 2) && {
                hand.tiles.extend([tile(p); 2]);
                (0..4).all(|i| set(rng, &mut left, &mut hand, style, i))
            }
        }
        7 => {
            // All green.
            let style = Style::new(rng);
            let p = GREEN[rng.below(6)];
            take(&mut left, p, 2) && {
                hand.tiles.extend([tile(p); 2]);
                (0..4).all(|_| green_set(rng, &mut left, &mut hand, style))
            }
        }
        _ => {
            let style = Style::new(rng);
            let p = style.pair(rng);
            take(&mut left, p, 2) && {
                hand.tiles.extend([tile(p); 2]);
                (0..4).all(|i| set(rng, &mut left, &mut hand, style, i))
            }
        }
    };
    let legal = hand.counts().iter().all(|&n| n <= 4);
    (ok && legal && hand.size() == 14 && !hand.tiles.is_empty()).then_some(hand)
}

/// A set of green tiles: 234s, or a pung (now and then a kong) of 2 3 4 6 8 索 or 發.
fn green_set(rng: &mut Rng, left: &mut Counts, hand: &mut Hand, style: Style) -> bool {
    if rng.below(3) == 0 && (19..22).all(|k| left[k] > 0) {
        (19..22).for_each(|k| left[k] -= 1);
        if rng.below(8) < style.melds {
            hand.melds.push(Meld {
                kind: MeldKind::Chow,
                tile: tile(19),
            });
        } else {
            hand.tiles.extend((19..22).map(tile));
        }
        return true;
    }
    let pungs = Style { chows: 0, ..style };
    let k = GREEN[rng.below(6)];
    place_set(rng, left, hand, pungs, k)
}

/// A random legal winning hand: the 13 tiles and the winning tile (one of the concealed ones).
pub fn winning_hand(rng: &mut Rng) -> (Hand, Tile) {
    loop {
        if let Some(mut hand) = winning_tiles(rng) {
            let win = hand.tiles.swap_remove(rng.below(hand.tiles.len()));
            return (hand, win);
        }
    }
}

/// A random ready hand: a winning hand less one of its concealed tiles.
pub fn ready_hand(rng: &mut Rng) -> Hand {
    winning_hand(rng).0
}

/// 13 tiles dealt at random, no melds.
pub fn dealt_hand(rng: &mut Rng) -> Hand {
    dealt_hand_with_melds(rng, 0)
}

/// `melds` random melds (chows, pungs, kongs of either kind), then concealed tiles dealt at
/// random up to 13: the full set, as MCR deals it without flowers.
pub fn dealt_hand_with_melds(rng: &mut Rng, melds: usize) -> Hand {
    crate::mcr::random::dealt_hand(rng, melds.min(4))
}

fn wind(rng: &mut Rng) -> Wind {
    [Wind::East, Wind::South, Wind::West, Wind::North][rng.below(4)]
}

/// Adds up to `n` random tiles to `to`, keeping every kind within four in all (`used`).
fn some_tiles(rng: &mut Rng, used: &mut Counts, to: &mut Counts, n: usize) {
    for _ in 0..n {
        let k = rng.below(34);
        if used[k] < 4 {
            used[k] += 1;
            to[k] += 1;
        }
    }
}

/// Random circumstances consistent with `hand` (13 tiles) and, for a win, its winning tile
/// (docs "Refused as impossible"): riichi only with a closed hand; first turn only with no
/// meld and no riichi; after-kong only with a kong; robbing-kong only a ron on a tile the hand
/// does not hold; last-tile with neither. Random winds, 0–2 dora indicators, a few discards and
/// tiles seen, never more than four of a kind with the hand's. Without a winning tile (a
/// waiting hand) the circumstances of a win are left out.
pub fn situation(rng: &mut Rng, hand: &Hand, win: Option<Tile>) -> Situation {
    let open = hand.melds.iter().any(|m| m.kind != MeldKind::ConcealedKong);
    let has_kong = hand.melds.iter().any(|m| m.is_kong());
    let mut s = Situation {
        seat_wind: if rng.below(3) == 0 {
            Wind::East
        } else {
            wind(rng)
        },
        round_wind: if rng.below(2) == 0 {
            Wind::East
        } else {
            wind(rng)
        },
        ..Situation::default()
    };
    if !open {
        match rng.below(8) {
            0..=2 => s.riichi = true,
            3 => {
                s.double_riichi = true;
                s.riichi = rng.below(2) == 0;
            }
            _ => {}
        }
    }
    let mut used = hand.counts();
    if let Some(win) = win {
        used[win.index()] += 1;
        s.tsumo = rng.below(2) == 0;
        s.first_turn = hand.melds.is_empty() && !s.any_riichi() && rng.below(10) == 0;
        s.after_kong = has_kong && rng.below(3) == 0;
        if s.after_kong && rng.below(2) == 0 {
            // 嶺上開花 is a tsumo whether or not the flag says so.
            s.tsumo = true;
        }
        let held = hand.counts()[win.index()] > 0;
        s.robbing_kong = !s.self_drawn() && !held && rng.below(4) == 0;
        s.last_tile = !s.after_kong && !s.robbing_kong && rng.below(8) == 0;
    }
    for _ in 0..rng.below(3) {
        some_tiles(rng, &mut used, &mut s.dora_indicators, 1);
    }
    // Now and then a winning tile among the discards (furiten), else a few random ones.
    if let Some(win) = win {
        if rng.below(6) == 0 && used[win.index()] < 4 {
            used[win.index()] += 1;
            s.discards[win.index()] += 1;
        }
    }
    let n = rng.below(7);
    some_tiles(rng, &mut used, &mut s.discards, n);
    let n = rng.below(9);
    some_tiles(rng, &mut used, &mut s.seen, n);
    s
}

#[cfg(test)]
mod tests {
    use super::super::reference::{self, RefReadings};
    use super::*;

    fn consistent(hand: &Hand, win: Option<Tile>, s: &Situation) -> bool {
        let open = hand.melds.iter().any(|m| m.kind != MeldKind::ConcealedKong);
        let kong = hand.melds.iter().any(|m| m.is_kong());
        let mut all = hand.counts();
        if let Some(w) = win {
            all[w.index()] += 1;
        }
        let four = (0..Tile::KINDS)
            .all(|i| all[i] + s.dora_indicators[i] + s.discards[i] + s.seen[i] <= 4);
        let robbing_ok = !s.robbing_kong
            || (!s.tsumo && !s.after_kong && win.is_some_and(|w| hand.counts()[w.index()] == 0));
        let riichi_ok = !s.any_riichi() || !open;
        let first_ok = !s.first_turn || (!s.any_riichi() && hand.melds.is_empty());
        let after_kong_ok = !s.after_kong || kong;
        let last_ok = !s.last_tile || (!s.after_kong && !s.robbing_kong);
        four && robbing_ok
            && riichi_ok
            && first_ok
            && after_kong_ok
            && last_ok
            && s.dora_indicators.iter().map(|&n| n as usize).sum::<usize>() <= 2
    }

    #[test]
    fn winning_hands_are_legal_wins_and_situations_consistent() {
        let mut rng = Rng(7);
        let mut shapes = [0usize; 4];
        for _ in 0..3000 {
            let (hand, win) = winning_hand(&mut rng);
            assert_eq!(hand.size(), 13, "{hand}");
            let mut all = hand.counts();
            all[win.index()] += 1;
            assert!(all.iter().all(|&n| n <= 4), "{hand} {win}");
            let s = situation(&mut rng, &hand, Some(win));
            assert!(consistent(&hand, Some(win), &s), "{hand} {win} {s:?}");
            let w = reference::score(&hand, win, &s, RefReadings::default());
            assert_ne!(w.reason, Some("not-a-winning-shape"), "{hand} + {win}");
            let ws = reference::waits(&hand, &s, RefReadings::default());
            assert!(ws.waits.contains(&win), "{hand} + {win}");
            if w.win {
                shapes[0] += 1;
                shapes[1] += usize::from(w.yakuman);
                shapes[2] += usize::from(!hand.melds.is_empty());
                shapes[3] += usize::from(w.yaku.iter().any(|(k, _)| *k == "chiitoitsu"));
            }
        }
        assert!(shapes.iter().all(|&n| n > 30), "{shapes:?}");
    }

    #[test]
    fn ready_and_dealt_hands_have_13_tiles() {
        let mut rng = Rng(11);
        for _ in 0..300 {
            let hand = ready_hand(&mut rng);
            assert_eq!(hand.size(), 13);
            assert!(reference::waits(&hand, &Situation::default(), RefReadings::default()).tenpai);
            let s = situation(&mut rng, &hand, None);
            assert!(consistent(&hand, None, &s));
            assert!(!s.tsumo && !s.first_turn && !s.after_kong && !s.robbing_kong);
            let dealt = dealt_hand(&mut rng);
            assert_eq!((dealt.size(), dealt.melds.len()), (13, 0));
            let melds = rng.below(5);
            let dealt = dealt_hand_with_melds(&mut rng, melds);
            assert_eq!(dealt.size(), 13);
            assert!(dealt.counts().iter().all(|&n| n <= 4));
        }
    }

    #[test]
    fn every_yaku_comes_up() {
        let mut rng = Rng(3);
        let mut seen = std::collections::BTreeSet::new();
        let mut reasons = std::collections::BTreeSet::new();
        for _ in 0..8000 {
            let (hand, win) = winning_hand(&mut rng);
            let s = situation(&mut rng, &hand, Some(win));
            let w = reference::score(&hand, win, &s, RefReadings::default());
            reasons.insert(w.reason);
            seen.extend(w.yaku.iter().map(|(k, _)| *k));
        }
        let missing: Vec<&str> = crate::jsma::Yaku::ALL
            .iter()
            .map(|y| y.key())
            .filter(|k| !seen.contains(k))
            .collect();
        assert!(missing.is_empty(), "{missing:?}");
        assert_eq!(reasons.len(), 3, "{reasons:?}");
    }
}
