//! The hand notation of `shared/design/contract.md` ("Hand notation"): digits followed by a
//! suit letter (`123m456p11s`), then melds in brackets: `[777s]` pung, `[7777s]` exposed kong,
//! `{7777s}` concealed kong, `[123m]` chow. Spaces are ignored. The parser knows no ruleset: it
//! checks the notation and that no tile appears a fifth time; how many tiles a hand must have,
//! and which tiles and melds a ruleset allows, is `Ruleset::check`'s business.

use crate::{HandError, Suit, Tile};
use std::fmt;

/// How a meld was made. Front ends know them as `chow`, `pung`, `kong` and `concealed-kong`.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MeldKind {
    /// `[123m]`
    Chow,
    /// `[777s]`
    Pung,
    /// `[7777s]`: a claimed kong or a pung with the fourth tile added.
    #[serde(rename = "kong")]
    ExposedKong,
    /// `{7777s}`
    ConcealedKong,
}

/// A meld: its kind and its lowest tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Meld {
    pub kind: MeldKind,
    pub tile: Tile,
}

impl Meld {
    pub fn pung(tile: Tile) -> Self {
        Meld {
            kind: MeldKind::Pung,
            tile,
        }
    }

    pub fn is_kong(&self) -> bool {
        matches!(self.kind, MeldKind::ExposedKong | MeldKind::ConcealedKong)
    }

    /// How many physical tiles lie on the table: 3, or 4 for a kong.
    pub fn size(&self) -> usize {
        if self.is_kong() {
            4
        } else {
            3
        }
    }

    /// Its physical tiles.
    pub fn tiles(&self) -> Vec<Tile> {
        match self.kind {
            MeldKind::Chow => {
                let second = self.tile.next().expect("a chow starts at rank 7 or below");
                let third = second.next().expect("a chow starts at rank 7 or below");
                vec![self.tile, second, third]
            }
            _ => vec![self.tile; self.size()],
        }
    }
}

impl fmt::Display for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (open, close) = match self.kind {
            MeldKind::ConcealedKong => ('{', '}'),
            _ => ('[', ']'),
        };
        let ranks: String = self
            .tiles()
            .iter()
            .map(|t| char::from(b'0' + t.rank()))
            .collect();
        write!(f, "{open}{ranks}{}{close}", self.tile.suit().letter())
    }
}

/// A player's tiles: the concealed ones (in any order) and the melds on the table.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Hand {
    pub tiles: Vec<Tile>,
    pub melds: Vec<Meld>,
}

impl Hand {
    /// Tiles held and melded, each kong counted as three (the fourth tile is replaced by a
    /// draw): 13 for a waiting hand, 14 with the winning tile.
    pub fn size(&self) -> usize {
        self.tiles.len() + 3 * self.melds.len()
    }

    /// How many of each kind the concealed tiles hold.
    pub fn concealed_counts(&self) -> [u8; Tile::KINDS] {
        let mut c = [0; Tile::KINDS];
        for t in &self.tiles {
            c[t.index()] += 1;
        }
        c
    }

    /// How many of each kind the player has, concealed and melded (a kong's four).
    pub fn counts(&self) -> [u8; Tile::KINDS] {
        let mut c = self.concealed_counts();
        for m in &self.melds {
            let i = m.tile.index();
            match m.kind {
                MeldKind::Chow => (i..i + 3).for_each(|k| c[k] += 1),
                _ => c[i] += m.size() as u8,
            }
        }
        c
    }
}

impl fmt::Display for Hand {
    /// The notation, concealed tiles sorted and grouped by suit.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut tiles = self.tiles.clone();
        tiles.sort();
        for (i, t) in tiles.iter().enumerate() {
            write!(f, "{}", t.rank())?;
            if tiles.get(i + 1).is_none_or(|n| n.suit() != t.suit()) {
                write!(f, "{}", t.suit().letter())?;
            }
        }
        for m in &self.melds {
            write!(f, "{m}")?;
        }
        Ok(())
    }
}

/// A hand with where each part was written, for errors that point at it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsed {
    pub hand: Hand,
    /// The character position of each of `hand.tiles` (its digit).
    pub tile_at: Vec<usize>,
    /// The character position of each of `hand.melds` (its opening bracket).
    pub meld_at: Vec<usize>,
    /// The text's length in characters (where a missing tile would go).
    pub len: usize,
}

struct Open {
    bracket: char,
    at: usize,
    tiles: Vec<(Tile, usize)>,
}

/// Parses a hand in the contract's notation.
pub fn parse_hand(text: &str) -> Result<Parsed, HandError> {
    let mut hand = Hand::default();
    let (mut tile_at, mut meld_at) = (Vec::new(), Vec::new());
    let mut counts = [0u8; Tile::KINDS];
    // Digits waiting for their suit letter: (digit, position).
    let mut digits: Vec<(u8, usize)> = Vec::new();
    let mut open: Option<Open> = None;
    let mut len = 0;
    for (at, c) in text.chars().enumerate() {
        len = at + 1;
        match c {
            c if c.is_whitespace() => {}
            '0'..='9' => digits.push((c as u8 - b'0', at)),
            '[' | '{' | ']' | '}' if !digits.is_empty() => return Err(missing_suit(&digits)),
            '[' | '{' => {
                if let Some(o) = &open {
                    return Err(HandError::MalformedMeld {
                        meld: text.chars().skip(o.at).take(at - o.at + 1).collect(),
                        at: o.at,
                    });
                }
                open = Some(Open {
                    bracket: c,
                    at,
                    tiles: Vec::new(),
                });
            }
            ']' | '}' => {
                let Some(o) = open.take() else {
                    return Err(HandError::UnexpectedCharacter { character: c, at });
                };
                let written: String = text.chars().skip(o.at).take(at - o.at + 1).collect();
                let meld = meld_of(o.bracket, c, &o.tiles).ok_or(HandError::MalformedMeld {
                    meld: written,
                    at: o.at,
                })?;
                hand.melds.push(meld);
                meld_at.push(o.at);
            }
            c => {
                let Some(suit) = Suit::from_letter(c) else {
                    return Err(if digits.is_empty() {
                        HandError::UnexpectedCharacter { character: c, at }
                    } else {
                        HandError::UnknownSuit { suit: c, at }
                    });
                };
                if digits.is_empty() {
                    return Err(HandError::UnexpectedCharacter { character: c, at });
                }
                for (d, dat) in digits.drain(..) {
                    let tile = Tile::new(suit, d).ok_or_else(|| HandError::UnknownTile {
                        tile: format!("{d}{c}"),
                        at: dat,
                    })?;
                    counts[tile.index()] += 1;
                    if counts[tile.index()] > 4 {
                        return Err(HandError::FifthCopy { tile, at: dat });
                    }
                    match &mut open {
                        Some(o) => o.tiles.push((tile, dat)),
                        None => {
                            hand.tiles.push(tile);
                            tile_at.push(dat);
                        }
                    }
                }
            }
        }
    }
    if !digits.is_empty() {
        return Err(missing_suit(&digits));
    }
    if let Some(o) = open {
        return Err(HandError::MalformedMeld {
            meld: text.chars().skip(o.at).collect(),
            at: o.at,
        });
    }
    Ok(Parsed {
        hand,
        tile_at,
        meld_at,
        len,
    })
}

/// Parses exactly one tile, e.g. a winning tile: `5m`.
pub fn parse_tile(text: &str) -> Result<Tile, HandError> {
    let p = parse_hand(text)?;
    match (p.hand.tiles.as_slice(), p.hand.melds.is_empty()) {
        ([t], true) => Ok(*t),
        _ => Err(HandError::NotOneTile { text: text.into() }),
    }
}

fn missing_suit(digits: &[(u8, usize)]) -> HandError {
    HandError::MissingSuit {
        digits: digits.iter().map(|(d, _)| char::from(b'0' + d)).collect(),
        at: digits[0].1,
    }
}

fn meld_of(open: char, close: char, tiles: &[(Tile, usize)]) -> Option<Meld> {
    let first = tiles.first()?.0;
    let same = tiles.iter().all(|(t, _)| *t == first);
    let kind = match (open, close, tiles.len(), same) {
        ('[', ']', 3, true) => MeldKind::Pung,
        ('[', ']', 4, true) => MeldKind::ExposedKong,
        ('{', '}', 4, true) => MeldKind::ConcealedKong,
        ('[', ']', 3, false) => {
            let mut ts: Vec<Tile> = tiles.iter().map(|(t, _)| *t).collect();
            ts.sort();
            let run = ts[0].next() == Some(ts[1]) && ts[1].next() == Some(ts[2]);
            if !run {
                return None;
            }
            return Some(Meld {
                kind: MeldKind::Chow,
                tile: ts[0],
            });
        }
        _ => return None,
    };
    Some(Meld { kind, tile: first })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Tile {
        parse_tile(s).unwrap()
    }

    #[test]
    fn the_contracts_examples_parse() {
        let p = parse_hand("123m456p11s").unwrap();
        assert_eq!(p.hand.tiles.len(), 8);
        assert_eq!(p.tile_at, vec![0, 1, 2, 4, 5, 6, 8, 9]);
        let p = parse_hand("11m[777s][7777p]{1111s}[123m]").unwrap();
        let kinds: Vec<_> = p.hand.melds.iter().map(|m| m.kind).collect();
        assert_eq!(
            kinds,
            vec![
                MeldKind::Pung,
                MeldKind::ExposedKong,
                MeldKind::ConcealedKong,
                MeldKind::Chow
            ]
        );
        assert_eq!(p.meld_at, vec![3, 9, 16, 23]);
        assert_eq!(p.hand.size(), 14);
        assert_eq!(p.hand.to_string(), "11m[777s][7777p]{1111s}[123m]");
        assert_eq!(parse_hand("[312m]").unwrap().hand.melds[0].tile, t("1m"));
        assert_eq!(
            parse_hand(" 1 2m ").unwrap().hand.tiles,
            vec![t("1m"), t("2m")]
        );
        assert_eq!(parse_hand("1234567z").unwrap().hand.tiles.len(), 7);
    }

    #[test]
    fn faults_carry_their_position() {
        let e = |s: &str| parse_hand(s).unwrap_err();
        assert_eq!(e("123x"), HandError::UnknownSuit { suit: 'x', at: 3 });
        assert_eq!(
            e("12m0p"),
            HandError::UnknownTile {
                tile: "0p".into(),
                at: 3
            }
        );
        assert_eq!(
            e("8z"),
            HandError::UnknownTile {
                tile: "8z".into(),
                at: 0
            }
        );
        assert_eq!(
            e("12m345"),
            HandError::MissingSuit {
                digits: "345".into(),
                at: 3
            }
        );
        assert_eq!(
            e("12m34[555s]"),
            HandError::MissingSuit {
                digits: "34".into(),
                at: 3
            }
        );
        assert_eq!(
            e("m12"),
            HandError::UnexpectedCharacter {
                character: 'm',
                at: 0
            }
        );
        assert_eq!(
            e("11m]"),
            HandError::UnexpectedCharacter {
                character: ']',
                at: 3
            }
        );
        assert_eq!(
            e("1111m1m"),
            HandError::FifthCopy {
                tile: t("1m"),
                at: 5
            }
        );
        assert_eq!(
            e("5s[5555s]"),
            HandError::FifthCopy {
                tile: t("5s"),
                at: 6
            }
        );
        for (s, meld, at) in [
            ("1m[12m]", "[12m]", 2),
            ("1m[135m]", "[135m]", 2),
            ("[777s}", "[777s}", 0),
            ("{777s}", "{777s}", 0),
            ("[789s1p]", "[789s1p]", 0),
            ("[123z]", "[123z]", 0),
            ("[]", "[]", 0),
            ("11m[777s", "[777s", 3),
            ("[77s[7s]", "[77s[", 0),
        ] {
            assert_eq!(
                e(s),
                HandError::MalformedMeld {
                    meld: meld.into(),
                    at
                },
                "{s}"
            );
        }
        assert_eq!(e("123x").args()["position"], "4");
    }

    #[test]
    fn one_tile() {
        assert_eq!(t("5m"), Tile::new(Suit::Characters, 5).unwrap());
        assert_eq!(
            parse_tile("55m"),
            Err(HandError::NotOneTile { text: "55m".into() })
        );
        assert_eq!(
            parse_tile(""),
            Err(HandError::NotOneTile { text: "".into() })
        );
    }
}

/// Loose tiles counted per kind — dora indicators, discards, tiles seen — written in the
/// notation (`3m77z`), melds not allowed, empty for none. Read from JSON or TOML as that text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TileCounts(pub [u8; Tile::KINDS]);

impl Default for TileCounts {
    fn default() -> Self {
        TileCounts([0; Tile::KINDS])
    }
}

impl TileCounts {
    /// Reads `text`: loose tiles in the notation, none a fifth time.
    pub fn parse(text: &str) -> Result<TileCounts, HandError> {
        let p = parse_hand(text)?;
        if let (Some(m), Some(&at)) = (p.hand.melds.first(), p.meld_at.first()) {
            return Err(HandError::MalformedMeld {
                meld: m.to_string(),
                at,
            });
        }
        Ok(TileCounts(p.hand.concealed_counts()))
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    /// One bit per tile kind present.
    pub fn mask(&self) -> u64 {
        (0..Tile::KINDS)
            .filter(|&i| self.0[i] > 0)
            .fold(0, |m, i| m | 1 << i)
    }
}

/// The tiles a table lists in the notation (`23468s6z`) as one bit per tile kind; `owner`
/// names the table entry in the panic a malformed list (a data error, caught by its tests)
/// gives.
pub fn tile_mask(owner: &str, text: &str) -> u64 {
    TileCounts::parse(text)
        .unwrap_or_else(|e| panic!("{owner}: only_tiles {text}: {e}"))
        .mask()
}

impl fmt::Display for TileCounts {
    /// The notation, tiles in order (`parse` reads it back).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hand = Hand {
            tiles: (0..Tile::KINDS)
                .flat_map(|i| {
                    std::iter::repeat_n(Tile::from_index(i).expect("a tile"), self.0[i] as usize)
                })
                .collect(),
            melds: Vec::new(),
        };
        write!(f, "{hand}")
    }
}

impl<'de> serde::Deserialize<'de> for TileCounts {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        TileCounts::parse(&text).map_err(serde::de::Error::custom)
    }
}
