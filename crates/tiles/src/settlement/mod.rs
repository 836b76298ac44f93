//! SBR settlement of a drawn hand (流局) and of kongs: who pays whom, how much and why.
//!
//! The rules as we read them (our summary; the book is `shared/rules-sources`, SBR 2025):
//! - 第九条二: blood battle. A player who has won leaves the hand; a drawn hand (第四条二十五,
//!   第七条六) settles only among those still in it when the wall runs out, at least two.
//! - 第十条三（一）: each of them is 有叫 (no tile of the declared void suit, 定缺, and
//!   waiting), 没叫 (no such tile, not waiting) or 花猪 (a void-suit tile in hand or melds).
//!   第十条三（二）: waiting is having at least one wait (a tile held four times is none).
//! - 第十条三（三）: a 花猪 whose every discard this hand was of the void suit is passive
//!   (被动): settled as 没叫 only. Otherwise it is active (主动): the penalty of 第十二条 十 and
//!   the ordinary 查大叫. A pung or kong of the void suit is active in any case (第六条三).
//! - 第十条三（四）: 查大叫. Each player who is not 有叫 pays each 有叫 player that player's
//!   value, 2^min(fan, 3), at the most fan any of its waits scores, without 杠上花, 杠上炮,
//!   抢杠 and 海底. The book names no other payment at a drawn hand: a 花猪 pays as one not
//!   waiting, and its penalty is the catalogue's sanction (a deduction, not a payment).
//! - 第十条三（五）: when every player in the hand is in the same state and none is a 花猪,
//!   nothing is paid; the rule above already gives that.
//! - 第十条三（六）: a waiting player whose 听牌卡 says not waiting, uncorrected by the others,
//!   is settled as not waiting.
//! - 第十一条四（五）: a dead hand (停和陪打, e.g. after an earlier 主动花猪, 第六条三) returns
//!   all its kong points, collects nothing in 查大叫, and is not charged when it waits.
//! - 第十条一: kong points (the amounts are in `sbr`); a kong's maker returns all of them when
//!   not waiting at the draw (三), and those of one kong that was followed by a win on the
//!   maker's discard (四, 杠上炮): they go back to whoever paid them, not to the winner.
//!   第十二条十一（一）: a false win (诈和) returns its kong points too.
//!
//! The 2V2 supplement (`sbr-2025-2v2`, 第二条) declares no void suit: 花猪 is holding all three
//! suits at the settlement, passive when every discard was of one suit, and 第二条四 ends the
//! hand, unchecked, once both players of a team have won. `Variant` carries the difference.

mod entry;
mod error;
pub mod jsma;
mod kongs;
mod ready_check;
mod status;

pub use entry::{
    settle, settle_seats, settle_with, BestWait, DrawnHand, GivenAnswer, GivenValue, PlayerEntry,
    SeatView, Settlement,
};
pub use error::SettleError;
pub use jsma::RiichiFault;
pub use kongs::{kong_payments, Kong, KongKind, RefundCause};
pub use ready_check::ready_check;
pub use status::{
    judge, Discards, FlowerPig, Seat, SeatStatus, Standing, Status, SuitSet, DOUBLES_PARTNER,
};

use serde::{Deserialize, Serialize};

/// Which book settles a drawn hand. Which one a ruleset uses is its data (`[engines]
/// drawn_hand` in `rules-data/<ruleset>/ruleset.toml`), read by the rulebook.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Variant {
    /// The main book (`sbr-2025`): a void suit is declared, a tile of it makes a 花猪.
    Individual,
    /// The 2V2 supplement (`sbr-2025-2v2`): no void suit, three suits make a 花猪.
    Doubles,
    /// JSMA (`jsma`): 有効テンパイ and the ノーテン罰符 (`jsma` module).
    Jsma,
}

impl Variant {
    /// The catalogue incident (`rules-data/<ruleset>`) that penalises an active 花猪 found at
    /// the settlement.
    pub fn flower_pig_incident(self) -> &'static str {
        match self {
            Variant::Individual => "active-flower-pig",
            Variant::Doubles | Variant::Jsma => "flower-pig",
        }
    }

    /// The catalogue incident of a 听牌卡 that says waiting for a hand that is not
    /// (第十条三（六）; the 2V2 supplement keeps the main book's).
    pub fn card_misuse_incident(self) -> &'static str {
        match self {
            Variant::Individual | Variant::Doubles | Variant::Jsma => "ready-card-misuse",
        }
    }

    /// Every catalogue incident a settlement under this variant may name.
    pub fn incidents(self) -> Vec<String> {
        match self {
            Variant::Individual | Variant::Doubles => vec![
                self.flower_pig_incident().to_string(),
                self.card_misuse_incident().to_string(),
            ],
            Variant::Jsma => vec![crate::jsma::table::YakuTable::builtin()
                .drawn
                .invalid_riichi
                .clone()],
        }
    }

    /// Whether each player declares a void suit (定缺): the main book's 第五条; the 2V2
    /// supplement declares none (第二条一).
    pub fn declares_void_suit(self) -> bool {
        self == Variant::Individual
    }

    /// What a front end asks of each seat of a drawn hand under this variant.
    pub fn rules(self) -> DrawnHandRules {
        use SeatField as F;
        match self {
            Variant::Individual | Variant::Doubles => DrawnHandRules {
                variant: self,
                standings: Standing::ALL.to_vec(),
                seat_fields: [F::VoidSuit, F::DiscardSuits, F::ReadyCard, F::DeadHand]
                    .into_iter()
                    .filter(|f| *f != F::VoidSuit || self.declares_void_suit())
                    .collect(),
                table_fields: vec![TableField::Kongs],
                hand_optional: false,
            },
            // A riichi table: every seat is in the hand at a draw (one win ends it, ルール 6);
            // a seat that shows no hand declares itself not in tenpai.
            Variant::Jsma => DrawnHandRules {
                variant: self,
                standings: vec![Standing::InHand],
                seat_fields: vec![F::Riichi, F::Abandoned, F::Discards],
                table_fields: vec![TableField::Dealer, TableField::RoundWind, TableField::Seen],
                hand_optional: true,
            },
        }
    }
}

/// What the drawn-hand screen asks of each seat, as data (on the catalogue), so the screen
/// names no ruleset.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DrawnHandRules {
    pub variant: Variant,
    /// Where a seat can stand when the wall runs out, in the order to offer them.
    pub standings: Vec<Standing>,
    /// What is asked of each seat in the hand besides its tiles, in the order to ask it.
    pub seat_fields: Vec<SeatField>,
    /// What is asked of the table as a whole.
    pub table_fields: Vec<TableField>,
    /// Whether a seat in the hand may show no hand (declaring itself not ready).
    pub hand_optional: bool,
}

impl DrawnHandRules {
    /// Refuses what the table says that this ruleset does not ask (`settle-not-asked`, naming
    /// where, as the JSON does): a void suit at a riichi table, a riichi under SBR. A value
    /// not asked would otherwise be silently ignored.
    pub fn refuse_unasked(&self, table: &DrawnHand) -> Result<(), SettleError> {
        let refused = |field: String| Err(SettleError::NotAsked { field });
        for f in TableField::ALL {
            if !self.table_fields.contains(&f) && f.given(table) {
                return refused(f.json_name().to_string());
            }
        }
        for (i, p) in table.players.iter().enumerate() {
            if !self.standings.contains(&p.standing) {
                return refused(format!("players[{i}].standing"));
            }
            for f in SeatField::ALL {
                // The SBR books share one table: discards given as tiles are read for their
                // suits, and 2V2 takes a void suit given without using it (第二条一).
                let sbr = self.seat_fields.contains(&SeatField::DiscardSuits);
                let read = sbr && matches!(f, SeatField::Discards | SeatField::VoidSuit);
                if !self.seat_fields.contains(&f) && !read && f.given(p) {
                    return refused(format!("players[{i}].{}", f.json_name()));
                }
            }
        }
        Ok(())
    }
}

/// A question about one seat of a drawn hand (`PlayerEntry`'s field of the same name).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeatField {
    /// SBR: 定缺.
    VoidSuit,
    /// SBR: the suits discarded (passive or active 花猪).
    DiscardSuits,
    /// SBR: what its 听牌卡 says.
    ReadyCard,
    /// SBR: 停和陪打.
    DeadHand,
    /// JSMA: declared riichi.
    Riichi,
    /// JSMA: アガリ放棄.
    Abandoned,
    /// JSMA: the tiles it discarded (フリテン).
    Discards,
}

impl SeatField {
    pub const ALL: [SeatField; 7] = [
        SeatField::VoidSuit,
        SeatField::DiscardSuits,
        SeatField::ReadyCard,
        SeatField::DeadHand,
        SeatField::Riichi,
        SeatField::Abandoned,
        SeatField::Discards,
    ];

    /// Its field in the table's JSON (`PlayerEntry`).
    pub fn json_name(self) -> &'static str {
        match self {
            SeatField::VoidSuit => "voidSuit",
            SeatField::DiscardSuits => "discardSuits",
            SeatField::ReadyCard => "cardReady",
            SeatField::DeadHand => "deadHand",
            SeatField::Riichi => "riichi",
            SeatField::Abandoned => "abandoned",
            SeatField::Discards => "discards",
        }
    }

    /// Whether the seat says something for it.
    fn given(self, p: &PlayerEntry) -> bool {
        match self {
            SeatField::VoidSuit => p.void_suit.is_some(),
            SeatField::DiscardSuits => p.discard_suits.is_some(),
            SeatField::ReadyCard => p.card_ready || p.card_not_ready,
            SeatField::DeadHand => p.dead_hand,
            SeatField::Riichi => p.riichi,
            SeatField::Abandoned => p.abandoned,
            SeatField::Discards => p.discards.is_some(),
        }
    }
}

/// A question about the whole table of a drawn hand (`DrawnHand`'s field).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TableField {
    /// SBR: the kongs made and who paid them.
    Kongs,
    /// JSMA: who deals this hand.
    Dealer,
    /// JSMA: the round's wind.
    RoundWind,
    /// JSMA: the tiles in sight outside the hands shown.
    Seen,
}

impl TableField {
    pub const ALL: [TableField; 4] = [
        TableField::Kongs,
        TableField::Dealer,
        TableField::RoundWind,
        TableField::Seen,
    ];

    /// Its field in the table's JSON (`DrawnHand`).
    pub fn json_name(self) -> &'static str {
        match self {
            TableField::Kongs => "kongs",
            TableField::Dealer => "dealer",
            TableField::RoundWind => "roundWind",
            TableField::Seen => "seen",
        }
    }

    /// Whether the table says something for it.
    fn given(self, t: &DrawnHand) -> bool {
        match self {
            TableField::Kongs => !t.kongs.is_empty(),
            TableField::Dealer => t.dealer.is_some(),
            TableField::RoundWind => t.round_wind.is_some(),
            TableField::Seen => t.seen.is_some(),
        }
    }
}

/// Why points move. Stable keys; front ends say them in the user's language.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// 查大叫: a player not waiting pays a waiting one.
    NoReadyHand,
    /// 查大叫: a passive 花猪 pays as one not waiting.
    PassiveFlowerPig,
    /// 查大叫: an active 花猪 pays as one not waiting (its penalty is apart).
    FlowerPig,
    /// 刮风: a kong claimed on a discard (点杠).
    KongDirect,
    /// 下雨: a pung completed with the tile just drawn (加杠).
    KongAdded,
    /// 下雨: a concealed kong (暗杠).
    KongConcealed,
    /// Kong points returned: not waiting at the draw.
    KongRefundNotReady,
    /// Kong points returned: a 花猪 at the draw.
    KongRefundFlowerPig,
    /// Kong points returned: a dead hand.
    KongRefundDeadHand,
    /// Kong points returned: a false win.
    KongRefundFalseWin,
    /// Kong points returned: the kong was followed by a win on its maker's discard (杠上炮).
    KongRefundKongDiscard,
    /// JSMA ノーテン罰符: a player not in 有効テンパイ pays one who is.
    NotenPayment,
}

impl Reason {
    pub const ALL: [Reason; 12] = [
        Reason::NoReadyHand,
        Reason::PassiveFlowerPig,
        Reason::FlowerPig,
        Reason::KongDirect,
        Reason::KongAdded,
        Reason::KongConcealed,
        Reason::KongRefundNotReady,
        Reason::KongRefundFlowerPig,
        Reason::KongRefundDeadHand,
        Reason::KongRefundFalseWin,
        Reason::KongRefundKongDiscard,
        Reason::NotenPayment,
    ];

    /// The stable kebab-case key (as serialised).
    pub fn key(self) -> &'static str {
        match self {
            Reason::NoReadyHand => "no-ready-hand",
            Reason::PassiveFlowerPig => "passive-flower-pig",
            Reason::FlowerPig => "flower-pig",
            Reason::KongDirect => "kong-direct",
            Reason::KongAdded => "kong-added",
            Reason::KongConcealed => "kong-concealed",
            Reason::KongRefundNotReady => "kong-refund-not-ready",
            Reason::KongRefundFlowerPig => "kong-refund-flower-pig",
            Reason::KongRefundDeadHand => "kong-refund-dead-hand",
            Reason::KongRefundFalseWin => "kong-refund-false-win",
            Reason::KongRefundKongDiscard => "kong-refund-kong-discard",
            Reason::NotenPayment => "noten-payment",
        }
    }

    /// Whether this is a 查大叫 payment (as opposed to kong points).
    pub fn is_ready_check(self) -> bool {
        matches!(
            self,
            Reason::NoReadyHand | Reason::PassiveFlowerPig | Reason::FlowerPig
        )
    }

    /// Whether this returns kong points.
    pub fn is_kong_refund(self) -> bool {
        matches!(
            self,
            Reason::KongRefundNotReady
                | Reason::KongRefundFlowerPig
                | Reason::KongRefundDeadHand
                | Reason::KongRefundFalseWin
                | Reason::KongRefundKongDiscard
        )
    }
}

/// Points from one seat to another. Seats count from 0 in the order the table was given.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Payment {
    pub from: usize,
    pub to: usize,
    pub amount: u32,
    pub reason: Reason,
    /// 查大叫: the receiver's most fan, which set the amount.
    pub fan: Option<u32>,
    /// Kong points: the kong's place in the list given, from 0.
    pub kong: Option<usize>,
}

/// Each seat's balance: what it received less what it paid. Sums to zero.
pub fn nets(seats: usize, payments: &[Payment]) -> Vec<i64> {
    let mut net = vec![0i64; seats];
    for p in payments {
        net[p.from] -= i64::from(p.amount);
        net[p.to] += i64::from(p.amount);
    }
    net
}
