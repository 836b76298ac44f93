//! Which rules judge a hand. Every entry point dispatches on `Ruleset`: SBR (`sbr`) and MCR
//! (`mcr`, whose counting has its own types: `analysis` turns both into one answer).

use crate::notation::{MeldKind, Parsed};
use crate::{sbr, Conditions, Hand, HandError, HandRules, Suit, Tile, Waits, WinOutcome};

/// The circumstances a hand entry asks about, by the keys front ends label them with
/// (`hand-circumstance-<key>`): SBR 第十条二（五） ⑦–⑩.
const SBR_CIRCUMSTANCES: [&str; 4] = ["tsumo", "after-kong", "robbing-kong", "last-tile"];
/// MCR 3.8.1 44–47, 58 and 80.
const MCR_CIRCUMSTANCES: [&str; 5] = [
    "tsumo",
    "last-of-kind",
    "after-kong",
    "robbing-kong",
    "last-tile",
];

/// JSMA アガリ役 (the circumstances its yaku name: ツモ, 立直, ダブル立直, 天和/地和/人和, 嶺上開花,
/// 搶槓, 海底自摸/河底放銃).
const JSMA_CIRCUMSTANCES: [&str; 7] = [
    "tsumo",
    "riichi",
    "double-riichi",
    "first-turn",
    "after-kong",
    "robbing-kong",
    "last-tile",
];
/// JSMA ルール 3 (the dora indicators), 12 (the player's discards: furiten) and 21 (a winning
/// tile left: 有効テンパイ).
const JSMA_TILES_SEEN: [&str; 3] = ["dora", "discards", "seen"];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Ruleset {
    /// 四川麻将（SBR）竞赛规则 2025. The 2V2 supplement (`sbr-2025-2v2`) keeps the book's win
    /// shapes, suit rule and fans (its 第二条 changes 定缺, 花猪 and 顺和, not the hand), so it
    /// uses the same engine.
    Sbr2025,
    /// MCR 2006 (World Mahjong Organization): the full set with flowers, chows, 81 fans.
    Mcr2006,
    /// JSMA 公式競技規定ルール: riichi with the 136 tiles, its own yaku, fu and payment (`jsma`).
    Jsma,
}

impl Ruleset {
    /// The engine for a ruleset id of the contract; `hand-engine-unsupported` for the others.
    pub fn from_id(id: &str) -> Result<Ruleset, HandError> {
        match id {
            "sbr-2025" | "sbr-2025-2v2" => Ok(Ruleset::Sbr2025),
            "mcr-2006" => Ok(Ruleset::Mcr2006),
            "jsma" => Ok(Ruleset::Jsma),
            _ => Err(HandError::Unsupported { ruleset: id.into() }),
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Ruleset::Sbr2025 => "sbr-2025",
            Ruleset::Mcr2006 => "mcr-2006",
            Ruleset::Jsma => "jsma",
        }
    }

    /// Tiles in a waiting hand, counting each kong as three.
    pub fn hand_size(self) -> usize {
        self.hand_rules().size as usize
    }

    /// What a hand may hold: SBR plays the 108 suited tiles (第一条: no honours) and claims no
    /// chows (第七条: pungs and kongs only); a waiting hand has 13 tiles.
    pub fn hand_rules(self) -> HandRules {
        match self {
            Ruleset::Sbr2025 => {
                let full = HandRules::full();
                HandRules {
                    suits: full
                        .suits
                        .into_iter()
                        .filter(|s| s.suit != Suit::Honours.letter().to_string())
                        .collect(),
                    melds: full
                        .melds
                        .into_iter()
                        .filter(|m| *m != MeldKind::Chow)
                        .collect(),
                    circumstances: SBR_CIRCUMSTANCES.map(String::from).to_vec(),
                    ..full
                }
            }
            // 3.5.5 1: the 144-tile set (its flowers: the fan table's `[flowers]`); 3.8.1 the
            // circumstances its fans name (和绝张, 杠上开花, 抢杠和, 妙手回春/海底捞月) and the winds.
            Ruleset::Mcr2006 => HandRules {
                flowers: crate::mcr::table::FanTable::builtin().flowers.most,
                winds: true,
                circumstances: MCR_CIRCUMSTANCES.map(String::from).to_vec(),
                readings: crate::mcr::table::FanTable::builtin().readings.clone(),
                ..HandRules::full()
            },
            // The 136 tiles, no flowers (ルール 3: no red fives either).
            Ruleset::Jsma => HandRules {
                winds: true,
                circumstances: JSMA_CIRCUMSTANCES.map(String::from).to_vec(),
                readings: crate::jsma::table::YakuTable::builtin().readings.clone(),
                tiles_seen: JSMA_TILES_SEEN.map(String::from).to_vec(),
                ..HandRules::full()
            },
        }
    }

    /// Checks a parsed waiting hand (the winning tile not included) against the ruleset's
    /// `hand_rules`: its tiles, its melds and its size.
    pub fn check(self, p: &Parsed) -> Result<(), HandError> {
        let rules = self.hand_rules();
        rules.check_tiles(self.id(), p)?;
        rules.check_size(p, false)
    }

    /// Checks a winning tile against the hand it would complete.
    pub fn check_win_tile(self, hand: &Hand, win: Tile) -> Result<(), HandError> {
        if !self.hand_rules().plays(win.suit()) {
            return Err(HandError::HonoursNotAllowed {
                ruleset: self.id().into(),
                tile: win,
                at: 0,
            });
        }
        if hand.counts()[win.index()] >= 4 {
            return Err(HandError::WinFifthCopy { tile: win });
        }
        Ok(())
    }

    /// Scores `hand` (13 tiles) completed by `win`.
    pub fn score(self, hand: &Hand, win: Tile, c: Conditions) -> Result<WinOutcome, HandError> {
        c.check()?;
        match self {
            Ruleset::Sbr2025 => sbr::score(hand, win, c),
            Ruleset::Mcr2006 | Ruleset::Jsma => Err(self.own_engine()),
        }
    }

    /// The waits of a 13-tile hand, each with what winning on it would score under `c` (no
    /// circumstances: the hand's theoretical value, as SBR's 查大叫 counts it).
    pub fn waits(self, hand: &Hand, c: Conditions) -> Result<Waits, HandError> {
        let mut w = Waits::default();
        self.waits_into(hand, c, &mut w)?;
        Ok(w)
    }

    /// `waits`, into a `Waits` the caller keeps: no allocation once it has grown, for loops
    /// over many hands.
    pub fn waits_into(self, hand: &Hand, c: Conditions, into: &mut Waits) -> Result<(), HandError> {
        c.check()?;
        match self {
            Ruleset::Sbr2025 => sbr::waits_into(hand, c, into),
            Ruleset::Mcr2006 | Ruleset::Jsma => return Err(self.own_engine()),
        }
        Ok(())
    }

    /// A hand's value from its fans: SBR 2^min(fan, 3) (第十条二（一）–（三））; MCR's fans are
    /// points already; JSMA's value needs the fu too (`jsma::score`), so this is its han.
    pub fn points(self, fan: u32) -> u32 {
        match self {
            Ruleset::Sbr2025 => sbr::points(fan),
            Ruleset::Mcr2006 | Ruleset::Jsma => fan,
        }
    }

    /// MCR counts with `mcr::score` and `mcr::waits_mask`, JSMA with `jsma::score` and
    /// `jsma::readiness`, whose answers carry what SBR's types have no room for (points per
    /// fan, flowers, the minimum; fu, dora, furiten); `analysis` joins them.
    fn own_engine(self) -> HandError {
        HandError::Unsupported {
            ruleset: self.id().into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_hand;

    fn check(s: &str) -> Result<(), HandError> {
        Ruleset::Sbr2025.check(&parse_hand(s).unwrap())
    }

    #[test]
    fn sbr_checks_tiles_melds_and_size() {
        assert_eq!(check("11122345678999m"), Err(tile_count(14, 13)));
        assert_eq!(check("111234567899m"), Err(tile_count(12, 13)));
        assert_eq!(check("111234567899m1p"), Ok(()));
        assert_eq!(check("1p[111m][2222m]{3333m}[444m]"), Ok(()));
        assert_eq!(
            check("1p1z[111m][2222m]{3333m}"),
            Err(HandError::HonoursNotAllowed {
                ruleset: "sbr-2025".into(),
                tile: "1z".parse().unwrap(),
                at: 2
            })
        );
        assert_eq!(
            check("1234p[111m][2222m][123s]"),
            Err(HandError::ChowNotAllowed {
                ruleset: "sbr-2025".into(),
                meld: "[123s]".into(),
                at: 18
            })
        );
        assert_eq!(
            check("1p[111m][2222m]{3333m}[444m]1s").unwrap_err().at(),
            Some(28)
        );
        assert_eq!(Ruleset::from_id("mcr-2006"), Ok(Ruleset::Mcr2006));
        assert_eq!(Ruleset::from_id("jsma"), Ok(Ruleset::Jsma));
        assert_eq!(
            Ruleset::from_id("leisure"),
            Err(HandError::Unsupported {
                ruleset: "leisure".into()
            })
        );
        assert_eq!(Ruleset::from_id("sbr-2025-2v2"), Ok(Ruleset::Sbr2025));
    }

    fn tile_count(count: usize, at: usize) -> HandError {
        HandError::TileCount {
            count,
            expected: 13,
            at,
        }
    }
}
