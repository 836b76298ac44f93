//! What an analysis answers: fans, scores, waits. The types are shared by every ruleset; the
//! fan keys are SBR's for now (SBR 2025 第十条二（六）, the ten fans in the book's order).

use crate::{HandError, Tile};
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

/// The circumstances of a win that the tiles cannot show (SBR 第十条二（五）, ⑦–⑩; MCR adds
/// 和绝张, the flowers and the winds; JSMA the riichi, the first turn, the dora indicators and the
/// tiles seen). Read from JSON or TOML with these field names (winds as `E`, `S`, `W`, `N`, tiles
/// in the notation), each defaulting to not so, for the files of hands tests and benches read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(default)]
pub struct Conditions {
    /// Self-drawn (自摸).
    pub tsumo: bool,
    /// Right after a kong: with `tsumo` one's own replacement tile (杠上花), without it the
    /// discard or added tile of the player who just made a kong (杠上炮). JSMA: 嶺上開花, always
    /// a tsumo.
    pub after_kong: bool,
    /// On a tile added to a pung (抢杠).
    pub robbing_kong: bool,
    /// On the wall's last tile or the discard after it (海底).
    pub last_tile: bool,
    /// MCR: the last tile of its kind (和绝张).
    pub last_of_kind: bool,
    /// MCR: flower tiles shown.
    pub flowers: u8,
    /// MCR, JSMA: the seat's and the round's wind; each ruleset says which when not given
    /// (MCR East; JSMA a non-dealer, South, in the East round).
    pub seat_wind: Option<crate::mcr::Wind>,
    pub round_wind: Option<crate::mcr::Wind>,
    /// JSMA: a riichi, a double riichi (ダブル立直).
    pub riichi: bool,
    pub double_riichi: bool,
    /// JSMA: before the player's first draw, no call made (天和, 地和, 人和).
    pub first_turn: bool,
    /// JSMA: the dora indicators.
    pub dora_indicators: crate::notation::TileCounts,
    /// JSMA: the player's own discards (furiten).
    pub discards: crate::notation::TileCounts,
    /// JSMA: other tiles seen gone, for whether a winning tile is left (有効テンパイ).
    pub seen: crate::notation::TileCounts,
}

impl Conditions {
    /// The words of `text` (the form a ruling records): `tsumo`, `last-of-kind`, `after-kong`,
    /// `robbing-kong`, `last-tile`, `riichi`, `double-riichi`, `first-turn`, `flowers=N`,
    /// `seat=E|S|W|N`, `round=…`, `dora=TILES`, `discards=TILES` and `seen=TILES`, separated by
    /// spaces or commas, in any order. Which of them a ruleset plays is its hand rules' say
    /// (`HandRules::check_conditions`).
    pub fn parse(text: &str) -> Result<Conditions, HandError> {
        let mut c = Conditions::default();
        for word in text.split([' ', ',']).filter(|w| !w.is_empty()) {
            let unknown = || HandError::UnknownCircumstance { text: word.into() };
            let wind = |v: &str| crate::mcr::Wind::from_letter(v).ok_or_else(unknown);
            let tiles = |v: &str| crate::notation::TileCounts::parse(v).map_err(|_| unknown());
            match word.split_once('=') {
                None => match word {
                    "tsumo" => c.tsumo = true,
                    "last-of-kind" => c.last_of_kind = true,
                    "after-kong" => c.after_kong = true,
                    "robbing-kong" => c.robbing_kong = true,
                    "last-tile" => c.last_tile = true,
                    "riichi" => c.riichi = true,
                    "double-riichi" => c.double_riichi = true,
                    "first-turn" => c.first_turn = true,
                    _ => return Err(unknown()),
                },
                Some(("flowers", n)) => c.flowers = n.parse().map_err(|_| unknown())?,
                Some(("seat", w)) => c.seat_wind = Some(wind(w)?),
                Some(("round", w)) => c.round_wind = Some(wind(w)?),
                Some(("dora", t)) => c.dora_indicators = tiles(t)?,
                Some(("discards", t)) => c.discards = tiles(t)?,
                Some(("seen", t)) => c.seen = tiles(t)?,
                Some(_) => return Err(unknown()),
            }
        }
        Ok(c)
    }

    /// The words `parse` reads, in one order, leaving out what is not so.
    pub fn to_text(&self) -> String {
        let mut words: Vec<String> = [
            (self.tsumo, "tsumo"),
            (self.riichi, "riichi"),
            (self.double_riichi, "double-riichi"),
            (self.first_turn, "first-turn"),
            (self.last_of_kind, "last-of-kind"),
            (self.after_kong, "after-kong"),
            (self.robbing_kong, "robbing-kong"),
            (self.last_tile, "last-tile"),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, w)| w.to_string())
        .collect();
        if self.flowers > 0 {
            words.push(format!("flowers={}", self.flowers));
        }
        if let Some(w) = self.seat_wind {
            words.push(format!("seat={}", w.letter()));
        }
        if let Some(w) = self.round_wind {
            words.push(format!("round={}", w.letter()));
        }
        for (name, tiles) in [
            ("dora", &self.dora_indicators),
            ("discards", &self.discards),
            ("seen", &self.seen),
        ] {
            if !tiles.is_empty() {
                words.push(format!("{name}={tiles}"));
            }
        }
        words.join(" ")
    }

    /// Refuses circumstances that cannot happen together: a robbed kong's tile is another
    /// player's, so not self-drawn; and nobody may add a kong after drawing the last tile
    /// (SBR 2025 第七条五 3).
    pub fn check(&self) -> Result<(), HandError> {
        let clash = |first: &str, second: &str| {
            Err(HandError::ConflictingConditions {
                first: first.into(),
                second: second.into(),
            })
        };
        if self.tsumo && self.robbing_kong {
            return clash("tsumo", "robbing-kong");
        }
        if self.robbing_kong && self.last_tile {
            return clash("robbing-kong", "last-tile");
        }
        Ok(())
    }

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
