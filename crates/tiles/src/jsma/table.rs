//! The JSMA yaku table as data (`rules-data/jsma/hand/yaku.toml`): each yaku's han closed and open,
//! whether it can stand alone (the ◎ ones cannot), the yakuman and 人和's limit; the fu and the
//! payment of a win (ルール 5, 10, 11, 15, 19) and the readings an event may change. Names and
//! summaries are `yaku-<key>` in `locales/<lang>/jsma-yaku.ftl`.

use crate::ReadingDef;
use serde::Deserialize;

/// One yaku of <アガリ役>.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct YakuDef {
    pub key: String,
    /// Han with a closed hand.
    pub han: u32,
    /// Han with an open hand; `None`: closed only.
    #[serde(default)]
    pub open: Option<u32>,
    /// `false` for the ◎ 無資格一翻役: a win needs other yaku.
    #[serde(default = "yes")]
    pub stands_alone: bool,
    #[serde(default)]
    pub yakuman: bool,
    /// Paid as this limit instead of by its han (`baiman`).
    #[serde(default)]
    pub limit: Option<String>,
    /// Counted once per set that makes it (翻牌, 連風牌).
    #[serde(default)]
    pub per_set: bool,
    /// Yaku not counted beside this one.
    #[serde(default)]
    pub excludes: Vec<String>,
    /// Every tile of the hand is one of these (in the notation).
    #[serde(default)]
    pub only_tiles: Option<String>,
    pub article: String,
}

impl YakuDef {
    /// Its han with a closed or an open hand; `None` when it does not count open.
    pub fn han_for(&self, open: bool) -> Option<u32> {
        if open {
            self.open
        } else {
            Some(self.han)
        }
    }

    /// `only_tiles` as one bit per tile kind.
    pub fn only_tiles_mask(&self) -> Option<u64> {
        let text = self.only_tiles.as_ref()?;
        Some(crate::notation::tile_mask(&self.key, text))
    }
}

fn yes() -> bool {
    true
}

/// 1翻しばり: the han of yaku that stand alone a win needs (dora never count).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Minimum {
    pub han: u32,
    pub article: String,
}

/// The fu of a win.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fu {
    pub base: u32,
    pub concealed_ron: u32,
    pub tsumo: u32,
    pub tsumo_pinfu: u32,
    pub open_pinfu: u32,
    pub chiitoitsu: u32,
    pub edge_closed_single_wait: u32,
    pub value_pair: u32,
    pub pung_open_simple: u32,
    pub terminal_or_honour_times: u32,
    pub concealed_times: u32,
    pub kong_times: u32,
    pub round_to: u32,
    pub article: String,
}

/// From `han` (and `fu`, where given) of ルール 5's counting, a win pays `times` a mangan.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limit {
    pub han: u32,
    #[serde(default)]
    pub fu: u32,
    pub times: f64,
}

/// What a win pays.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Payment {
    pub ba_han: u32,
    pub mangan_basic: u32,
    pub non_dealer_ron: u32,
    pub dealer_ron: u32,
    pub tsumo_non_dealer_pays: u32,
    pub tsumo_dealer_pays: u32,
    pub round_to: u32,
    pub yakuman_times: u32,
    pub article: String,
    pub limits: Vec<Limit>,
    pub baiman_times: f64,
}

/// A drawn hand (ルール 20, 21, 23, 24, 27).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Drawn {
    /// ノーテン罰符: what the players not in tenpai pay in all to those in tenpai.
    pub noten_payment: u32,
    pub article: String,
    /// The catalogue incident a riichi found invalid at the draw calls for.
    pub invalid_riichi: String,
    pub invalid_riichi_article: String,
    pub answers: DrawnAnswers,
}

/// The ids of the invalid riichi's questions the drawn hand answers.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrawnAnswers {
    pub hand: String,
    pub circumstances: String,
    pub offender_is_dealer: String,
    /// A player question: answered with the dealing seat.
    pub dealer: String,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct YakuTable {
    #[serde(rename = "yaku")]
    pub yaku: Vec<YakuDef>,
    pub minimum: Minimum,
    pub fu: Fu,
    pub payment: Payment,
    pub drawn: Drawn,
    /// What a hand may hold and what a hand entry asks besides the tiles.
    pub hand: crate::hand_rules::HandSection,
    #[serde(rename = "reading", default)]
    pub readings: Vec<ReadingDef>,
}

impl YakuTable {
    /// The shipped table, read once.
    pub fn builtin() -> &'static Self {
        static TABLE: std::sync::OnceLock<YakuTable> = std::sync::OnceLock::new();
        TABLE.get_or_init(|| {
            toml::from_str(include_str!("../../../../rules-data/jsma/hand/yaku.toml"))
                .expect("rules-data/jsma/hand/yaku.toml parses (tested)")
        })
    }

    pub fn yaku(&self, key: &str) -> Option<&YakuDef> {
        self.yaku.iter().find(|y| y.key == key)
    }

    /// The numbers `yaku-interpretation` says (the minimum han, 場に2翻's han, the fu of a
    /// value pair, of 副底, of the two 平和 and of a tsumo), as this table holds them: the
    /// sentence takes them as arguments and types none of them.
    pub fn interpretation_args(&self) -> [(&'static str, u32); 7] {
        let f = &self.fu;
        [
            ("min_han", self.minimum.han),
            ("ba_han", self.payment.ba_han),
            ("value_pair", f.value_pair),
            ("base_fu", f.base),
            ("open_pinfu", f.open_pinfu),
            ("tsumo_pinfu", f.tsumo_pinfu),
            ("tsumo_fu", f.tsumo),
        ]
    }
}
