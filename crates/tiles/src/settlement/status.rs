//! A seat's state at a drawn hand: 有叫, 没叫 or 花猪 (passive or active), from its tiles, its
//! void suit and the suits it discarded (第十条三（一）–（三）, 第六条三; 2V2 第二条二).

use super::{SettleError, Variant};
use crate::{Conditions, Hand, Ruleset, Suit, Tile, Waits};
use serde::{Deserialize, Serialize};

/// A set of the three suits (honours are never in it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SuitSet(u8);

impl SuitSet {
    pub fn of(tiles: impl IntoIterator<Item = Tile>) -> SuitSet {
        let mut s = SuitSet::default();
        for t in tiles {
            s.insert(t.suit());
        }
        s
    }

    /// The suits of a hand's tiles, concealed and melded.
    pub fn of_hand(hand: &Hand) -> SuitSet {
        SuitSet::of(
            hand.tiles
                .iter()
                .copied()
                .chain(hand.melds.iter().map(|m| m.tile)),
        )
    }

    pub fn insert(&mut self, suit: Suit) {
        if suit != Suit::Honours {
            self.0 |= 1 << suit.index();
        }
    }

    pub fn contains(self, suit: Suit) -> bool {
        suit != Suit::Honours && self.0 >> suit.index() & 1 == 1
    }

    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every suit of `self` is `suit` (true when empty).
    pub fn only(self, suit: Suit) -> bool {
        self.0 & !(1 << suit.index()) == 0
    }
}

/// Where a seat stands when the wall runs out.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Standing {
    /// Still playing: settled at the draw.
    #[default]
    InHand,
    /// Won earlier in the hand: out of the settlement, keeps its kong points.
    Won,
    /// Declared a win that was not one (诈和): out of play; returns its kong points.
    FalseWin,
}

impl Standing {
    pub const ALL: [Standing; 3] = [Standing::InHand, Standing::Won, Standing::FalseWin];
}

/// What is known of a seat's discards this hand. Only their suits matter.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub enum Discards {
    /// Not given: enough unless the seat is a 花猪.
    #[default]
    Unknown,
    Suits(SuitSet),
    /// The tiles themselves (also counted against the table's four of each).
    Tiles(Vec<Tile>),
}

impl Discards {
    pub fn suits(&self) -> Option<SuitSet> {
        match self {
            Discards::Unknown => None,
            Discards::Suits(s) => Some(*s),
            Discards::Tiles(t) => Some(SuitSet::of(t.iter().copied())),
        }
    }
}

/// One seat of a drawn hand, parsed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seat {
    pub standing: Standing,
    /// The 13 tiles (kongs counting three) of a seat in the hand.
    pub hand: Option<Hand>,
    /// 定缺 (the main book only).
    pub void_suit: Option<Suit>,
    pub discards: Discards,
    /// 停和陪打 (第十一条三（十）、四（五）).
    pub dead_hand: bool,
    /// Its 听牌卡 says not waiting and nobody corrected it (第十条三（六）).
    pub card_not_ready: bool,
}

/// A seat's state at the settlement.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// 有叫: waiting, no void-suit tile.
    Ready,
    /// 没叫.
    NotReady,
    /// 花猪.
    FlowerPig,
    /// Out of the hand: won.
    Won,
    /// Out of the hand: a false win.
    FalseWin,
    /// JSMA: in 有効テンパイ (ルール 21): receives its share of the ノーテン罰符.
    Tenpai,
    /// JSMA: not in tenpai (ノーテン), or showing no hand.
    Noten,
    /// JSMA 形式テンパイ: a ready shape without a yaku or without a winning tile left; counted
    /// as not ready (ルール 21).
    FormalTenpai,
    /// JSMA アガリ放棄: counted as not ready at the draw (ルール 27).
    Abandoned,
}

/// Which kind of 花猪 (第十条三（三）; 2V2 第二条二).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum FlowerPig {
    /// Settled as not waiting, no penalty.
    Passive,
    /// Settled as not waiting, and penalised (the catalogue's incident).
    Active,
}

/// What `judge` finds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatStatus {
    pub status: Status,
    pub flower_pig: Option<FlowerPig>,
    /// The waits of a seat without a void-suit tile (empty otherwise, and when not waiting).
    pub waits: Waits,
    pub dead_hand: bool,
}

impl SeatStatus {
    /// Whether it collects in 查大叫: waiting, and not a dead hand (第十一条四（五）).
    pub fn collects(&self) -> bool {
        self.status == Status::Ready && !self.dead_hand
    }

    /// Whether it pays in 查大叫: in the hand and not waiting.
    pub fn pays(&self) -> bool {
        matches!(self.status, Status::NotReady | Status::FlowerPig)
    }
}

/// Partners sit opposite in 2V2 (as the ledger ranks them).
pub const DOUBLES_PARTNER: usize = 2;

/// The state of seat number `seat` (for errors) at the draw.
pub fn judge(variant: Variant, seat: usize, s: &Seat) -> Result<SeatStatus, SettleError> {
    let out = |status| SeatStatus {
        status,
        flower_pig: None,
        waits: Waits::default(),
        dead_hand: s.dead_hand,
    };
    let hand = match s.standing {
        Standing::Won => return Ok(out(Status::Won)),
        Standing::FalseWin => return Ok(out(Status::FalseWin)),
        Standing::InHand => s.hand.as_ref().ok_or(SettleError::MissingHand { seat })?,
    };
    let held = SuitSet::of_hand(hand);
    let void = match variant {
        Variant::Individual => Some(s.void_suit.ok_or(SettleError::MissingVoidSuit { seat })?),
        Variant::Doubles | Variant::Jsma => None,
    };
    let pig = match void {
        Some(void) => held.contains(void),
        None => held.len() == 3,
    };
    if pig {
        // A pung or kong of the void suit is active whatever was discarded (第六条三).
        let melded = void.is_some_and(|v| hand.melds.iter().any(|m| m.tile.suit() == v));
        let passive = !melded && {
            let discarded = s
                .discards
                .suits()
                .ok_or(SettleError::MissingDiscards { seat })?;
            match void {
                // Every discard of the void suit (第十条三（三）1).
                Some(void) => discarded.only(void),
                // Every discard of one suit (2V2 第二条二).
                None => discarded.len() <= 1,
            }
        };
        return Ok(SeatStatus {
            flower_pig: Some(if passive {
                FlowerPig::Passive
            } else {
                FlowerPig::Active
            }),
            ..out(Status::FlowerPig)
        });
    }
    let waits = Ruleset::Sbr2025
        .waits(hand, Conditions::default())
        .expect("no circumstances, nothing conflicts");
    let status = if waits.tenpai() && !s.card_not_ready {
        Status::Ready
    } else {
        Status::NotReady
    };
    Ok(SeatStatus {
        waits,
        ..out(status)
    })
}
