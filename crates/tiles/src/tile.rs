//! Tiles: 34 kinds, numbered 0–33 in the order of the notation's suits (`m`, `p`, `s`, `z`).

use serde::{Serialize, Serializer};
use std::fmt;

/// A suit as the notation writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// `m`: 万, characters.
    Characters,
    /// `p`: 饼/筒, dots.
    Dots,
    /// `s`: 条/索, bamboo.
    Bamboo,
    /// `z`: honours, `1z`–`7z` (winds, then White, Green, Red).
    Honours,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Characters, Suit::Dots, Suit::Bamboo, Suit::Honours];

    pub fn letter(self) -> char {
        match self {
            Suit::Characters => 'm',
            Suit::Dots => 'p',
            Suit::Bamboo => 's',
            Suit::Honours => 'z',
        }
    }

    pub fn from_letter(c: char) -> Option<Suit> {
        match c {
            'm' => Some(Suit::Characters),
            'p' => Some(Suit::Dots),
            's' => Some(Suit::Bamboo),
            'z' => Some(Suit::Honours),
            _ => None,
        }
    }

    /// 0–3, in the order above.
    pub fn index(self) -> usize {
        self as usize
    }

    /// How many ranks the suit has: 9, or 7 for honours.
    pub fn ranks(self) -> u8 {
        if self == Suit::Honours {
            7
        } else {
            9
        }
    }
}

/// One kind of tile (not one physical tile: a hand holds up to four of each kind).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u8);

impl Tile {
    /// Kinds in a full set: 27 suited and 7 honours.
    pub const KINDS: usize = 34;

    /// `rank` counts from 1, as the notation does.
    pub fn new(suit: Suit, rank: u8) -> Option<Tile> {
        (1..=suit.ranks())
            .contains(&rank)
            .then(|| Tile(suit.index() as u8 * 9 + rank - 1))
    }

    /// 0–33: `1m` is 0, `9m` 8, `1p` 9, `1s` 18, `1z` 27, `7z` 33.
    pub fn from_index(i: usize) -> Option<Tile> {
        (i < Self::KINDS).then_some(Tile(i as u8))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn suit(self) -> Suit {
        Suit::ALL[self.index() / 9]
    }

    /// 1–9 (1–7 for honours).
    pub fn rank(self) -> u8 {
        self.0 % 9 + 1
    }

    pub fn is_honour(self) -> bool {
        self.suit() == Suit::Honours
    }

    /// The next rank in the same suit, if there is one (honours have no runs).
    pub fn next(self) -> Option<Tile> {
        if self.is_honour() || self.rank() == 9 {
            None
        } else {
            Some(Tile(self.0 + 1))
        }
    }

    /// Every kind, `1m` to `7z`.
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..Self::KINDS as u8).map(Tile)
    }

    /// The 27 suited kinds.
    pub fn suited() -> impl Iterator<Item = Tile> {
        (0..27u8).map(Tile)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank(), self.suit().letter())
    }
}

impl Serialize for Tile {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl std::str::FromStr for Tile {
    type Err = crate::HandError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::notation::parse_tile(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_follow_the_notation() {
        assert_eq!(Tile::new(Suit::Characters, 1).unwrap().index(), 0);
        assert_eq!(Tile::new(Suit::Dots, 1).unwrap().index(), 9);
        assert_eq!(Tile::new(Suit::Bamboo, 9).unwrap().index(), 26);
        assert_eq!(Tile::new(Suit::Honours, 7).unwrap().index(), 33);
        assert_eq!(Tile::new(Suit::Honours, 8), None);
        assert_eq!(Tile::new(Suit::Dots, 0), None);
        for t in Tile::all() {
            assert_eq!(Tile::new(t.suit(), t.rank()), Some(t));
            assert_eq!(t.to_string().parse::<Tile>().unwrap(), t);
        }
        assert_eq!(Tile::from_index(8).unwrap().next(), None);
        assert_eq!(Tile::from_index(27).unwrap().next(), None);
    }
}
