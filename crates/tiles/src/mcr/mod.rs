//! MCR 2006 (World Mahjong Organization): the hand engine for Mahjong Competition Rules. The
//! fan table is data (`table`, `rules-data/mcr-2006/hand/fans.toml`); this module finds the winning
//! shapes (`shape`), reads a win every way it can be read (`reading`), counts each reading's
//! fans under the principles of 3.9.1 5 (`count`, `combos`) and keeps the dearest.
//!
//! ```
//! use tiles::{parse_hand, parse_tile};
//! use tiles::mcr::{self, Fan, Situation};
//!
//! let hand = parse_hand("123m456m789m123p5p").unwrap().hand;
//! let win = parse_tile("5p").unwrap();
//! let score = mcr::score(&hand, win, &Situation::default()).unwrap().expect("a win");
//! assert!(score.fans.iter().any(|f| f.fan == Fan::PureStraight));
//! assert!(score.meets_minimum);
//! ```

mod combos;
mod count;
pub mod fan;
#[cfg(any(test, feature = "reference"))]
pub mod random;
mod reading;
#[cfg(any(test, feature = "reference"))]
pub mod reference;
#[cfg(any(test, feature = "reference"))]
pub mod reference_fans;
pub mod rules;
pub(crate) mod shape;
pub mod table;

pub use crate::shared::tiles_of;
pub use fan::Fan;
pub use rules::Rules;
pub use shape::waits_mask;

use crate::{Hand, HandError, Tile, Wind};
use count::{Tally, Win};

/// What the tiles cannot show about a win.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Situation {
    /// Self-drawn (自摸).
    pub tsumo: bool,
    /// The fourth of a tile whose other three were already shown (和绝张).
    pub last_of_kind: bool,
    /// Self-drawn on the replacement tile after one's own kong (杠上开花).
    pub after_kong: bool,
    /// On the tile another player adds to a pung (抢杠和).
    pub robbing_kong: bool,
    /// The wall's last tile (妙手回春, self-drawn) or the discard after it (海底捞月).
    pub last_tile: bool,
    /// Flower tiles shown.
    pub flowers: u8,
    pub seat_wind: Wind,
    pub round_wind: Wind,
}

/// One fan of a win: `count` times, each worth `points`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FanCount {
    pub fan: Fan,
    pub count: u32,
    pub points: u32,
}

/// A counted win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McrScore {
    /// In the book's order.
    pub fans: Vec<FanCount>,
    /// Every fan, the flowers included.
    pub points: u32,
    pub flowers: u32,
    /// The points without the flowers reach the minimum (3.9.1 1 (2)).
    pub meets_minimum: bool,
}

/// Checks the circumstances against each other and the hand, as a referee would before
/// counting: what cannot happen together is refused, not counted.
pub fn check_situation(hand: &Hand, win: Tile, s: &Situation) -> Result<(), HandError> {
    let clash = |first: &str, second: &str| {
        Err(HandError::ConflictingConditions {
            first: first.into(),
            second: second.into(),
        })
    };
    if s.tsumo && s.robbing_kong {
        return clash("tsumo", "robbing-kong");
    }
    let impossible = |reason: &str| {
        Err(HandError::ImpossibleSituation {
            reason: reason.into(),
        })
    };
    if s.after_kong && !s.tsumo {
        return impossible("after-kong-discard");
    }
    if s.after_kong && !hand.melds.iter().any(|m| m.is_kong()) {
        return impossible("after-kong-no-kong");
    }
    if s.robbing_kong && hand.counts()[win.index()] > 0 {
        return impossible("robbed-tile-held");
    }
    if s.last_of_kind && hand.concealed_counts()[win.index()] > 0 {
        return impossible("last-of-kind-held");
    }
    if s.robbing_kong && s.last_tile {
        return clash("robbing-kong", "last-tile");
    }
    let most = table::FanTable::builtin().flowers.most;
    if u32::from(s.flowers) > most {
        return Err(HandError::FlowerCount {
            count: s.flowers.into(),
            most,
        });
    }
    Ok(())
}

/// Counts `hand` (13 tiles) completed by `win` under the shipped table: `None` when the tiles
/// make no winning shape.
pub fn score(hand: &Hand, win: Tile, s: &Situation) -> Result<Option<McrScore>, HandError> {
    check_situation(hand, win, s)?;
    Ok(score_with(Rules::builtin(), hand, win, s))
}

/// `score` under any compiled table, the circumstances taken as given.
pub fn score_with(rules: &Rules, hand: &Hand, win: Tile, s: &Situation) -> Option<McrScore> {
    let best = best_tally(rules, hand, win, s)?;
    let fans: Vec<FanCount> = best
        .fans()
        .map(|f| FanCount {
            fan: f,
            count: best.counts[f as usize].into(),
            points: best.points_of(f, rules),
        })
        .collect();
    let points = best.points(rules);
    let flowers =
        u32::from(best.counts[Fan::FlowerTiles as usize]) * rules.points(Fan::FlowerTiles);
    let toward: u32 = fans
        .iter()
        .filter(|f| rules.toward_minimum & f.fan.bit() != 0)
        .map(|f| f.count * f.points)
        .sum();
    Some(McrScore {
        fans,
        points,
        flowers,
        meets_minimum: toward >= rules.minimum,
    })
}

/// The dearest reading's tally, or `None` when there is no winning shape.
fn best_tally(rules: &Rules, hand: &Hand, win: Tile, s: &Situation) -> Option<Tally> {
    let mut concealed = hand.concealed_counts();
    concealed[win.index()] += 1;
    let mut all = hand.counts();
    all[win.index()] += 1;
    let w = Win {
        hand,
        tile: win,
        s,
        all,
        only_wait: Default::default(),
        tile_fans: Default::default(),
    };
    // The dearest reading (就高不就低); between equal ones, the one with more chows, as the
    // common calculators show it.
    let mut best: Option<((u32, usize), Tally)> = None;
    reading::each(hand, &concealed, |r| {
        let t = count::count(&w, r, rules);
        let chows = r
            .sets()
            .iter()
            .filter(|s| s.kind == reading::SetKind::Chow)
            .count();
        let key = (t.points(rules), chows);
        if best.as_ref().is_none_or(|(bk, _)| key > *bk) {
            best = Some((key, t));
        }
    });
    best.map(|(_, t)| t)
}

/// Whether the concealed tiles and the winning tile make a winning shape.
pub fn is_winning_shape(hand: &Hand, win: Tile) -> bool {
    let mut c = hand.concealed_counts();
    c[win.index()] += 1;
    shape::is_win(&c, hand.melds.len())
}
