//! What a ruleset lets a hand hold, as plain data: the suits it plays, the melds a hand may
//! show and the size of a waiting hand. `Ruleset::check` judges a hand by these rules, and
//! front ends receive them (on the catalogue) so that a tile picker offers only what the
//! ruleset plays without knowing any rule itself. Reading a hand for a front end is
//! [`HandRules::read`].

use crate::notation::{MeldKind, Parsed};
use crate::{parse_hand, HandError, Suit, Tile};
use errcode::ErrorCode;
use serde::Serialize;

/// One suit a ruleset plays, with its tiles in rank order.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SuitTiles {
    /// The notation's letter: `m`, `p`, `s` or `z`.
    pub suit: String,
    /// `1m` … `9m`; `1z` … `7z` for the honours.
    pub tiles: Vec<String>,
}

impl SuitTiles {
    fn of(suit: Suit) -> Self {
        SuitTiles {
            suit: suit.letter().to_string(),
            tiles: Tile::all()
                .filter(|t| t.suit() == suit)
                .map(|t| t.to_string())
                .collect(),
        }
    }
}

/// A hand table's `[hand]` section (`rules-data/<ruleset>/hand/`): what the ruleset lets a
/// hand hold and what a hand entry asks besides the tiles. What it does not say is the full
/// set's (`HandRules::full`).
#[derive(Debug, Clone, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandSection {
    /// The ruleset the table encodes: the engine's messages name it.
    pub ruleset: String,
    /// The suits played, by the notation's letter; all four when not given.
    #[serde(default)]
    pub suits: Option<Vec<char>>,
    /// The melds a hand may show; every kind when not given.
    #[serde(default)]
    pub melds: Option<Vec<MeldKind>>,
    #[serde(default)]
    pub winds: bool,
    #[serde(default)]
    pub circumstances: Vec<String>,
    #[serde(default)]
    pub tiles_seen: Vec<String>,
    pub article: String,
}

impl HandSection {
    /// The rules it gives: the full set's, narrowed to what it says.
    pub fn rules(&self) -> HandRules {
        let full = HandRules::full();
        let plays = |s: &SuitTiles| {
            (self.suits.as_ref()).is_none_or(|letters| s.suit.chars().all(|c| letters.contains(&c)))
        };
        HandRules {
            suits: full.suits.iter().filter(|s| plays(s)).cloned().collect(),
            melds: self.melds.clone().unwrap_or(full.melds.clone()),
            winds: self.winds,
            circumstances: self.circumstances.clone(),
            tiles_seen: self.tiles_seen.clone(),
            ..full
        }
    }
}

/// What a ruleset lets a hand hold.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HandRules {
    /// Tiles in a waiting hand (the winning tile not included), each meld, a kong too,
    /// counting as three.
    pub size: u32,
    /// The suits played, in the notation's order (`m`, `p`, `s`, then `z` where honours are
    /// played).
    pub suits: Vec<SuitTiles>,
    /// The melds a hand may show, in the notation's order of kinds.
    pub melds: Vec<MeldKind>,
    /// Copies of each tile in the set.
    pub copies: u32,
    /// Flower tiles in the set (0: none), so the most a hand may show.
    pub flowers: u32,
    /// Whether the seat's and the round's wind count in a hand.
    pub winds: bool,
    /// The circumstances of a win the ruleset's fans name, in the order to ask them (keys
    /// `tsumo`, `last-of-kind`, `after-kong`, `robbing-kong`, `last-tile`).
    pub circumstances: Vec<String>,
    /// The readings of the book an event's regulations may choose (its fan or yaku table's).
    pub readings: Vec<crate::ReadingDef>,
    /// The loose tiles a hand entry asks besides the hand (keys `dora` for the dora
    /// indicators, `discards` for the player's own discards, `seen` for other tiles gone).
    pub tiles_seen: Vec<String>,
}

impl HandRules {
    /// Everything the notation can write: the four suits, every meld, 13 tiles, no flowers and
    /// no circumstances asked. The rules of a ruleset the hand engine does not judge yet
    /// (riichi), which plays the full set with chows.
    pub fn full() -> Self {
        HandRules {
            size: 13,
            suits: Suit::ALL.into_iter().map(SuitTiles::of).collect(),
            melds: vec![
                MeldKind::Pung,
                MeldKind::ExposedKong,
                MeldKind::ConcealedKong,
                MeldKind::Chow,
            ],
            copies: 4,
            flowers: 0,
            winds: false,
            circumstances: Vec::new(),
            readings: Vec::new(),
            tiles_seen: Vec::new(),
        }
    }

    pub fn plays(&self, suit: Suit) -> bool {
        let letter = suit.letter().to_string();
        self.suits.iter().any(|s| s.suit == letter)
    }

    /// The tiles and melds of a parsed hand, against what the ruleset plays: the first tile
    /// of a suit it does not play (honours), the first meld it does not allow (a chow).
    /// `ruleset` names the ruleset in the error.
    pub fn check_tiles(&self, ruleset: &str, p: &Parsed) -> Result<(), HandError> {
        let honours = |tile: Tile, at: usize| HandError::HonoursNotAllowed {
            ruleset: ruleset.into(),
            tile,
            at,
        };
        if let Some((t, at)) = p
            .hand
            .tiles
            .iter()
            .zip(&p.tile_at)
            .find(|(t, _)| !self.plays(t.suit()))
        {
            return Err(honours(*t, *at));
        }
        for (m, at) in p.hand.melds.iter().zip(&p.meld_at) {
            if !self.plays(m.tile.suit()) {
                return Err(honours(m.tile, *at));
            }
            if !self.melds.contains(&m.kind) {
                return Err(if m.kind == MeldKind::Chow {
                    HandError::ChowNotAllowed {
                        ruleset: ruleset.into(),
                        meld: m.to_string(),
                        at: *at,
                    }
                } else {
                    HandError::MalformedMeld {
                        meld: m.to_string(),
                        at: *at,
                    }
                });
            }
        }
        Ok(())
    }

    /// The circumstances of a win against what the ruleset asks about: one it does not name,
    /// or more flowers than its set has, is refused.
    pub fn check_conditions(&self, ruleset: &str, c: &crate::Conditions) -> Result<(), HandError> {
        if u32::from(c.flowers) > self.flowers {
            return Err(HandError::FlowerCount {
                count: c.flowers.into(),
                most: self.flowers,
            });
        }
        let flag = (c.flags().into_iter())
            .find(|(on, key)| *on && !self.circumstances.iter().any(|k| k == key));
        let tiles = (c.tile_lists().into_iter())
            .find(|(name, t)| !t.is_empty() && !self.tiles_seen.iter().any(|k| k == name));
        match flag.map(|(_, key)| key).or(tiles.map(|(name, _)| name)) {
            Some(key) => Err(HandError::CircumstanceNotPlayed {
                ruleset: ruleset.into(),
                circumstance: key.into(),
            }),
            None => Ok(()),
        }
    }

    /// The hand's size: exactly `size`, or (`short_ok`, a hand still being entered) at most.
    pub fn check_size(&self, p: &Parsed, short_ok: bool) -> Result<(), HandError> {
        let expected = self.size as usize;
        let count = p.hand.size();
        if count == expected || (short_ok && count < expected) {
            return Ok(());
        }
        Err(HandError::TileCount {
            count,
            expected,
            at: if count < expected {
                p.len
            } else {
                first_past(p, expected)
            },
        })
    }

    /// Reads `text` for a front end: the tiles and melds to show, and the first thing wrong
    /// with it under these rules. Too few tiles is nothing wrong: the hand is still being
    /// entered (`complete` says whether it is whole).
    pub fn read(&self, ruleset: &str, text: &str) -> HandReading {
        let parsed = match parse_hand(text) {
            Ok(p) => p,
            Err(e) => {
                return HandReading {
                    hand: None,
                    complete: false,
                    problem: Some(coded(&e)),
                }
            }
        };
        let problem = self
            .check_tiles(ruleset, &parsed)
            .and_then(|()| self.check_size(&parsed, true))
            .err();
        let hand = &parsed.hand;
        let mut tiles = hand.tiles.clone();
        tiles.sort();
        let view = HandView {
            tiles: tiles.iter().map(Tile::to_string).collect(),
            melds: hand
                .melds
                .iter()
                .map(|m| MeldView {
                    kind: m.kind,
                    tile: m.tile.to_string(),
                    tiles: m.tiles().iter().map(Tile::to_string).collect(),
                })
                .collect(),
            count: hand.size() as u32,
            exhausted: hand
                .counts()
                .iter()
                .enumerate()
                .filter(|(_, n)| u32::from(**n) >= self.copies)
                .filter_map(|(i, _)| Tile::from_index(i).map(|t| t.to_string()))
                .collect(),
            notation: hand.to_string(),
        };
        HandReading {
            complete: problem.is_none() && hand.size() == self.size as usize,
            hand: Some(view),
            problem: problem.as_ref().map(coded),
        }
    }
}

fn coded(e: &HandError) -> ErrorCode {
    ErrorCode {
        code: e.code().into(),
        args: e.args(),
    }
}

/// The position of the tile or meld that takes the hand past `limit`.
fn first_past(p: &Parsed, limit: usize) -> usize {
    let mut parts: Vec<(usize, usize)> = p.tile_at.iter().map(|&at| (at, 1)).collect();
    parts.extend(p.meld_at.iter().map(|&at| (at, 3)));
    parts.sort();
    let mut total = 0;
    for (at, n) in parts {
        total += n;
        if total > limit {
            return at;
        }
    }
    p.len
}

/// A meld as a front end shows it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MeldView {
    pub kind: MeldKind,
    /// Its lowest tile.
    pub tile: String,
    /// Its physical tiles: three, four for a kong, a run for a chow.
    pub tiles: Vec<String>,
}

/// A hand as a front end shows it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HandView {
    /// The concealed tiles, sorted.
    pub tiles: Vec<String>,
    /// The melds in the order written.
    pub melds: Vec<MeldView>,
    /// Tiles toward the ruleset's size, each meld counting as three.
    pub count: u32,
    /// Tiles the hand holds every copy of (none of them can be the tile won on).
    pub exhausted: Vec<String>,
    /// The hand in the notation, concealed tiles sorted.
    pub notation: String,
}

/// What [`HandRules::read`] finds.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HandReading {
    /// The hand, unless the text is not the notation.
    pub hand: Option<HandView>,
    /// The ruleset's size exactly, and nothing wrong.
    pub complete: bool,
    /// The first thing wrong: the notation's (then there is no `hand`), a tile or meld the
    /// ruleset does not play, too many tiles. A `hand-…` code with the position.
    pub problem: Option<ErrorCode>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ruleset;

    fn sbr() -> HandRules {
        Ruleset::Sbr2025.hand_rules()
    }

    fn code(r: &HandReading) -> Option<&str> {
        r.problem.as_ref().map(|p| p.code.as_str())
    }

    #[test]
    fn sbr_plays_three_suits_without_chows_and_the_others_everything() {
        let letters =
            |r: &HandRules| -> Vec<String> { r.suits.iter().map(|s| s.suit.clone()).collect() };
        assert_eq!(letters(&sbr()), ["m", "p", "s"]);
        assert!(!sbr().melds.contains(&MeldKind::Chow));
        assert_eq!(sbr().size, 13);
        let mcr = Ruleset::Mcr2006.hand_rules();
        assert_eq!(letters(&mcr), ["m", "p", "s", "z"]);
        assert!(mcr.melds.contains(&MeldKind::Chow));
        assert_eq!(
            mcr.suits[3].tiles,
            ["1z", "2z", "3z", "4z", "5z", "6z", "7z"]
        );
        assert_eq!(mcr.suits[0].tiles.len(), 9);
    }

    #[test]
    fn a_reading_shows_the_hand_and_its_first_problem() {
        let r = sbr().read("sbr-2025", "9m1m[555p]{7777s}");
        let hand = r.hand.as_ref().unwrap();
        assert_eq!(hand.tiles, ["1m", "9m"]);
        assert_eq!(hand.melds[1].tiles, ["7s", "7s", "7s", "7s"]);
        assert_eq!(hand.count, 8);
        assert_eq!(hand.exhausted, ["7s"]);
        assert_eq!(hand.notation, "19m[555p]{7777s}");
        assert!(!r.complete);
        assert_eq!(r.problem, None, "too few is still being entered");

        let whole = sbr().read("sbr-2025", "1123456m[555p]{7777s}");
        assert!(whole.complete);

        let unreadable = sbr().read("sbr-2025", "abc");
        assert_eq!(unreadable.hand, None);
        assert_eq!(code(&unreadable), Some("hand-unexpected-character"));
        assert_eq!(unreadable.problem.unwrap().args["position"], "1");

        let honour = sbr().read("sbr-2025", "1z");
        assert_eq!(honour.hand.unwrap().tiles, ["1z"]);
        assert_eq!(
            code(&sbr().read("sbr-2025", "1z")),
            Some("hand-honours-not-allowed")
        );
        assert_eq!(
            code(&sbr().read("sbr-2025", "[123m]")),
            Some("hand-chow-not-allowed")
        );
        assert_eq!(
            code(&sbr().read("sbr-2025", "11123456789999m")),
            Some("hand-tile-count")
        );
        assert_eq!(
            code(&sbr().read("sbr-2025", "11111m")),
            Some("hand-fifth-copy")
        );

        let mcr = Ruleset::Mcr2006.hand_rules();
        assert_eq!(mcr.read("mcr-2006", "1z[123m]").problem, None);
    }
}
