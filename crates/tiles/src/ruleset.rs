//! Which rules judge a hand. Every entry point dispatches on `Ruleset`: SBR (`sbr`) and MCR
//! (`mcr`, whose counting has its own types: `analysis` turns both into one answer).

use crate::notation::Parsed;
use crate::{sbr, Conditions, Hand, HandError, HandRules, Tile, Waits, WinOutcome};

/// A hand engine. Which one judges a ruleset's hands is the ruleset's data (`[engines] hand`
/// in `rules-data/<ruleset>/ruleset.toml`), read by the rulebook; nothing here maps ids.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Deserialize)]
#[non_exhaustive]
pub enum Ruleset {
    /// 四川麻将（SBR）竞赛规则 2025. The 2V2 supplement keeps the book's win shapes, suit rule
    /// and fans (its 第二条 changes 定缺, 花猪 and 顺和, not the hand), so it names this engine
    /// too.
    #[serde(rename = "sbr")]
    Sbr2025,
    /// MCR 2006 (World Mahjong Organization): the full set with flowers, chows, 81 fans.
    #[serde(rename = "mcr")]
    Mcr2006,
    /// JSMA 公式競技規定ルール: riichi with the 136 tiles, its own yaku, fu and payment.
    #[serde(rename = "jsma")]
    Jsma,
}

impl Ruleset {
    /// The ruleset the engine's table encodes (`[hand] ruleset`), as its messages name it.
    pub fn id(self) -> &'static str {
        match self {
            Ruleset::Sbr2025 => &sbr::table::SbrTable::builtin().hand.ruleset,
            Ruleset::Mcr2006 => &crate::mcr::table::FanTable::builtin().hand.ruleset,
            Ruleset::Jsma => &crate::jsma::table::YakuTable::builtin().hand.ruleset,
        }
    }

    /// Tiles in a waiting hand, counting each kong as three.
    pub fn hand_size(self) -> usize {
        self.hand_rules().size as usize
    }

    /// What a hand may hold and what a hand entry asks: each ruleset's hand table says it
    /// (`[hand]` in `rules-data/<ruleset>/hand/`), with MCR's flowers and the readings an event
    /// may choose from the same table.
    pub fn hand_rules(self) -> HandRules {
        match self {
            Ruleset::Sbr2025 => sbr::table::SbrTable::builtin().hand.rules(),
            Ruleset::Mcr2006 => {
                let table = crate::mcr::table::FanTable::builtin();
                HandRules {
                    flowers: table.flowers.most,
                    readings: table.readings.clone(),
                    ..table.hand.rules()
                }
            }
            Ruleset::Jsma => {
                let table = crate::jsma::table::YakuTable::builtin();
                HandRules {
                    readings: table.readings.clone(),
                    ..table.hand.rules()
                }
            }
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
    }

    fn tile_count(count: usize, at: usize) -> HandError {
        HandError::TileCount {
            count,
            expected: 13,
            at,
        }
    }
}
