//! SBR's hand table as data (`rules-data/sbr-2025/hand/fans.toml`): what a hand may hold, the
//! ten fans' values, the fan cap, what a self-drawn win adds and the kong points. The fast
//! engine, its reference and the settlement all read it; no number of the book is typed in
//! the code.

use super::fan::FanKey;
use crate::hand_rules::HandSection;
use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SbrTable {
    pub hand: HandSection,
    pub points: Points,
    pub kong_points: KongPoints,
    #[serde(rename = "fan")]
    pub fans: Vec<FanDef>,
}

/// 第十条二（一）–（三）（五）.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Points {
    /// The most fan a hand is paid for.
    pub cap: u32,
    /// What a self-drawn win adds to what each payer pays.
    pub self_drawn: u32,
    pub article: String,
}

/// 第十条一: what each kind of kong earns.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KongPoints {
    /// 点杠: the discarder pays it.
    pub direct: u32,
    /// 加杠 with the tile just drawn: each player still in the hand pays it.
    pub added: u32,
    /// 暗杠: each player still in the hand pays it.
    pub concealed: u32,
    pub article: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FanDef {
    pub key: String,
    /// Fan for each time it counts (杠 and 根 count once per group).
    pub value: u32,
}

impl SbrTable {
    /// The shipped table, read once.
    pub fn builtin() -> &'static Self {
        static TABLE: OnceLock<SbrTable> = OnceLock::new();
        TABLE.get_or_init(|| {
            toml::from_str(include_str!(
                "../../../../rules-data/sbr-2025/hand/fans.toml"
            ))
            .expect("rules-data/sbr-2025/hand/fans.toml parses (tested)")
        })
    }

    /// What fan `key` is worth each time it counts (0 for a key the table lacks, which its
    /// test refuses).
    pub fn value(&self, key: FanKey) -> u32 {
        self.fans
            .iter()
            .find(|f| f.key == key.key())
            .map_or(0, |f| f.value)
    }

    /// What a hand of `fan` fan is worth: 2^fan up to the cap.
    pub fn points(&self, fan: u32) -> u32 {
        1 << fan.min(self.points.cap)
    }
}

/// The values the fast engine reads in its inner loop, by fan, taken from the table once.
pub(crate) struct Values {
    pub by_key: [u32; FanKey::SBR.len()],
}

impl Values {
    /// `FanKey::SBR` lists the fans in the enum's order, so a fan's number is its place.
    pub fn of(&self, key: FanKey) -> u32 {
        self.by_key[key as usize]
    }
}

pub(crate) fn values() -> &'static Values {
    static VALUES: OnceLock<Values> = OnceLock::new();
    VALUES.get_or_init(|| Values {
        by_key: FanKey::SBR.map(|k| SbrTable::builtin().value(k)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_gives_each_of_the_ten_fans_a_value_once() {
        let t = SbrTable::builtin();
        let keys: Vec<&str> = t.fans.iter().map(|f| f.key.as_str()).collect();
        let book: Vec<&str> = FanKey::SBR.iter().map(|k| k.key()).collect();
        assert_eq!(keys, book, "the book's ten fans, in its order");
        assert!(FanKey::SBR
            .iter()
            .enumerate()
            .all(|(i, k)| *k as usize == i));
        assert!(t.fans.iter().all(|f| f.value > 0));
        assert_eq!(t.points(0), 1);
        assert_eq!(t.points(t.points.cap + 2), t.points(t.points.cap));
    }
}
