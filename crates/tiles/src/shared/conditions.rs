//! The circumstances of a win the tiles cannot show, as every ruleset's engine reads them;
//! which of them a ruleset plays is its hand rules' say (`HandRules::check_conditions`).

use super::Wind;
use crate::HandError;

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
    pub seat_wind: Option<Wind>,
    pub round_wind: Option<Wind>,
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
            let wind = |v: &str| Wind::from_letter(v).ok_or_else(unknown);
            let tiles = |v: &str| crate::notation::TileCounts::parse(v).map_err(|_| unknown());
            match word.split_once('=') {
                None => *c.flag_mut(word).ok_or_else(unknown)? = true,
                Some(("flowers", n)) => c.flowers = n.parse().map_err(|_| unknown())?,
                Some(("seat", w)) => c.seat_wind = Some(wind(w)?),
                Some(("round", w)) => c.round_wind = Some(wind(w)?),
                Some((name, t)) => *c.tile_list_mut(name).ok_or_else(unknown)? = tiles(t)?,
            }
        }
        Ok(c)
    }

    /// The circumstances said by one word, each with its word, in one order: `parse`,
    /// `to_text` and the rulesets' hand tables (`[hand] circumstances`) name them so.
    pub fn flags(&self) -> [(bool, &'static str); 8] {
        [
            (self.tsumo, "tsumo"),
            (self.riichi, "riichi"),
            (self.double_riichi, "double-riichi"),
            (self.first_turn, "first-turn"),
            (self.last_of_kind, "last-of-kind"),
            (self.after_kong, "after-kong"),
            (self.robbing_kong, "robbing-kong"),
            (self.last_tile, "last-tile"),
        ]
    }

    fn flag_mut(&mut self, word: &str) -> Option<&mut bool> {
        Some(match word {
            "tsumo" => &mut self.tsumo,
            "riichi" => &mut self.riichi,
            "double-riichi" => &mut self.double_riichi,
            "first-turn" => &mut self.first_turn,
            "last-of-kind" => &mut self.last_of_kind,
            "after-kong" => &mut self.after_kong,
            "robbing-kong" => &mut self.robbing_kong,
            "last-tile" => &mut self.last_tile,
            _ => return None,
        })
    }

    /// The tiles seen, each list with its name (`dora=…`; `[hand] tiles_seen`).
    pub fn tile_lists(&self) -> [(&'static str, &crate::notation::TileCounts); 3] {
        [
            ("dora", &self.dora_indicators),
            ("discards", &self.discards),
            ("seen", &self.seen),
        ]
    }

    fn tile_list_mut(&mut self, name: &str) -> Option<&mut crate::notation::TileCounts> {
        Some(match name {
            "dora" => &mut self.dora_indicators,
            "discards" => &mut self.discards,
            "seen" => &mut self.seen,
            _ => return None,
        })
    }

    /// The words `parse` reads, in one order, leaving out what is not so.
    pub fn to_text(&self) -> String {
        let mut words: Vec<String> = (self.flags().into_iter())
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
        for (name, tiles) in self.tile_lists() {
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
}
