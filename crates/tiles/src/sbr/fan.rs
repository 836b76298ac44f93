//! What an SBR analysis answers: fans, scores, waits (SBR 2025 第十条二（六）, the ten fans in
//! the book's order), and the fans a win's circumstances give. `NoWin` is every ruleset's word
//! for tiles that do not win.

use crate::{Conditions, Tile};
use serde::{Serialize, Serializer};

/// A fan. Display names are `fan-<key>` in `locales/<lang>/hand.ftl`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FanKey {
    /// ① 杠: each declared kong, exposed or concealed.
    Kong,
    /// ② 根: each four of a kind that was not declared as a kong.
    Root,
    /// ③ 大对子: the basic shape made of pungs and kongs only.
    AllPungs,
    /// ④ 金钩钩: four melds on the table, won on a single tile.
    GoldenHook,
    /// ⑤ 清一色: one suit only.
    FullFlush,
    /// ⑥ 七对: seven pairs.
    SevenPairs,
    /// ⑦ 杠上花: self-drawn on the replacement tile after one's own kong.
    KongBloom,
    /// ⑧ 杠上炮: won on the tile another player discards (or adds to a kong) after a kong.
    KongDiscard,
    /// ⑨ 抢杠: won on the tile another player adds to a pung.
    RobbingKong,
    /// ⑩ 海底: won on the wall's last tile, or on the discard after it.
    LastTile,
}

impl FanKey {
    /// The book's order.
    pub const SBR: [FanKey; 10] = [
        FanKey::Kong,
        FanKey::Root,
        FanKey::AllPungs,
        FanKey::GoldenHook,
        FanKey::FullFlush,
        FanKey::SevenPairs,
        FanKey::KongBloom,
        FanKey::KongDiscard,
        FanKey::RobbingKong,
        FanKey::LastTile,
    ];

    /// The stable kebab-case key.
    pub fn key(self) -> &'static str {
        match self {
            FanKey::Kong => "kong",
            FanKey::Root => "root",
            FanKey::AllPungs => "all-pungs",
            FanKey::GoldenHook => "golden-hook",
            FanKey::FullFlush => "full-flush",
            FanKey::SevenPairs => "seven-pairs",
            FanKey::KongBloom => "kong-bloom",
            FanKey::KongDiscard => "kong-discard",
            FanKey::RobbingKong => "robbing-kong",
            FanKey::LastTile => "last-tile",
        }
    }

    /// The message id of its display name.
    pub fn message_id(self) -> String {
        format!("fan-{}", self.key())
    }
}

impl Serialize for FanKey {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

/// One fan of a hand: `count` times, worth `fan` in all (杠 and 根 count per group).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct FanCount {
    pub key: FanKey,
    pub fan: u32,
    pub count: u32,
}

/// The fans a win's circumstances give under SBR.
impl Conditions {
    /// The fans these circumstances give, in the book's order.
    pub fn fans(&self) -> impl Iterator<Item = FanKey> {
        [
            (self.after_kong && self.tsumo, FanKey::KongBloom),
            (self.after_kong && !self.tsumo, FanKey::KongDiscard),
            (self.robbing_kong, FanKey::RobbingKong),
            (self.last_tile, FanKey::LastTile),
        ]
        .into_iter()
        .filter_map(|(on, k)| on.then_some(k))
    }
}

/// A scored win.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Score {
    /// The fans added up, before any cap.
    pub fan: u32,
    /// The hand's value: SBR 2^min(fan, 3).
    pub points: u32,
    pub fans: Vec<FanCount>,
    /// What each payer pays: `points`, plus SBR's one point for a self-drawn win (自摸加底).
    pub per_payer: u32,
}

/// Why tiles are not a win (or a waiting hand has no waits to speak of).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoWin {
    /// Tiles of all three suits (SBR 第九条一（二）: a win must lack one suit).
    ThreeSuits,
    /// Honour tiles, in a ruleset that has none.
    Honours,
    /// Not a winning shape.
    NotAWinningShape,
}

impl NoWin {
    pub const ALL: [NoWin; 3] = [NoWin::ThreeSuits, NoWin::Honours, NoWin::NotAWinningShape];

    /// The reason a code names (`code`'s inverse).
    pub fn from_code(code: &str) -> Option<NoWin> {
        NoWin::ALL.into_iter().find(|r| r.code() == code)
    }

    pub fn code(self) -> &'static str {
        match self {
            NoWin::ThreeSuits => "three-suits",
            NoWin::Honours => "honours",
            NoWin::NotAWinningShape => "not-a-winning-shape",
        }
    }
}

impl Serialize for NoWin {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

/// The answer for a hand and a winning tile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WinOutcome {
    Win(Score),
    /// `winning_shape`: whether the tiles make a winning shape when the suit rule is set aside
    /// (three suits in a winning shape is still 诈和, but the referee wants to say why).
    NoWin {
        reason: NoWin,
        winning_shape: bool,
    },
}

/// One tile a waiting hand wins on, and what the win would be worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Wait {
    pub tile: Tile,
    pub fan: u32,
    pub points: u32,
}

/// The waits of a 13-tile hand.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Waits {
    /// In tile order.
    pub waits: Vec<Wait>,
    /// Set when the hand cannot wait at all for a reason of the rules (three suits).
    pub reason: Option<NoWin>,
}

impl Waits {
    pub fn tenpai(&self) -> bool {
        !self.waits.is_empty()
    }

    /// The most the hand can score (SBR 查大叫, 第十条三（四）, with no circumstances given).
    pub fn max_fan(&self) -> Option<u32> {
        self.waits.iter().map(|w| w.fan).max()
    }

    pub fn max_points(&self) -> Option<u32> {
        self.waits.iter().map(|w| w.points).max()
    }
}
