//! Kong points (刮风下雨, 第十条一) and when they go back: the kong's maker not waiting at the
//! draw (一（三）), a 杠上炮 on that kong (一（四）), a dead hand (第十一条四（五）), a false win
//! (第十二条十一（一）). Returned points go to whoever paid them (the book: no 呼叫转移).

use super::{Payment, Reason, SettleError};
use crate::sbr;
use serde::{Deserialize, Serialize};

/// How a kong was made.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum KongKind {
    /// 点杠 / 直杠: claimed on another player's discard.
    Direct,
    /// 加杠 / 补杠: the fourth tile added to one's own pung.
    Added,
    /// 暗杠.
    Concealed,
}

fn yes() -> bool {
    true
}

/// One kong made during the hand. Seats count from 0.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Kong {
    pub kind: KongKind,
    /// Who made it.
    pub by: usize,
    /// A direct kong: whose discard it was (that seat pays).
    #[serde(default)]
    pub discarder: Option<usize>,
    /// An added or concealed kong: the seats that had not won when it was made (they pay).
    #[serde(default)]
    pub payers: Vec<usize>,
    /// An added kong: made with the tile just drawn (及时雨). Added with a tile kept in the
    /// hand, or when the drawn tile was mixed into the hand (第七条二), it earns nothing.
    #[serde(default = "yes")]
    pub from_draw: bool,
    /// The maker's next discard was won on (杠上炮): this kong's points go back.
    #[serde(default)]
    pub kong_discard: bool,
}

impl Kong {
    /// Who pays the maker how much for this kong when it stands.
    pub fn collected(&self) -> Vec<(usize, u32)> {
        let points = &sbr::table::SbrTable::builtin().kong_points;
        match self.kind {
            KongKind::Direct => self
                .discarder
                .map(|d| vec![(d, points.direct)])
                .unwrap_or_default(),
            KongKind::Added if !self.from_draw => Vec::new(),
            KongKind::Added => self.each(points.added),
            KongKind::Concealed => self.each(points.concealed),
        }
    }

    fn each(&self, amount: u32) -> Vec<(usize, u32)> {
        self.payers.iter().map(|&p| (p, amount)).collect()
    }

    fn reason(&self) -> Reason {
        match self.kind {
            KongKind::Direct => Reason::KongDirect,
            KongKind::Added => Reason::KongAdded,
            KongKind::Concealed => Reason::KongConcealed,
        }
    }

    /// Checks the kong (number `index`) against a table of `seats`.
    pub fn check(&self, index: usize, seats: usize) -> Result<(), SettleError> {
        let seat_ok = |seat: usize| {
            if seat < seats {
                Ok(())
            } else {
                Err(SettleError::NoSuchSeat {
                    seat,
                    seats,
                    kong: index,
                })
            }
        };
        seat_ok(self.by)?;
        match (self.kind, self.discarder) {
            (KongKind::Direct, Some(d)) if d != self.by => seat_ok(d)?,
            (KongKind::Added | KongKind::Concealed, None) => {}
            _ => return Err(SettleError::KongDiscarder { kong: index }),
        }
        for (i, &p) in self.payers.iter().enumerate() {
            seat_ok(p)?;
            // A direct kong's one payer is its discarder; nobody pays twice or himself.
            let direct = self.kind == KongKind::Direct;
            if direct || p == self.by || self.payers[..i].contains(&p) {
                return Err(SettleError::KongPayer {
                    kong: index,
                    seat: p,
                });
            }
        }
        Ok(())
    }
}

/// Why a seat's kong points go back at the end of the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RefundCause {
    NotReady,
    FlowerPig,
    DeadHand,
    FalseWin,
}

impl RefundCause {
    fn reason(self) -> Reason {
        match self {
            RefundCause::NotReady => Reason::KongRefundNotReady,
            RefundCause::FlowerPig => Reason::KongRefundFlowerPig,
            RefundCause::DeadHand => Reason::KongRefundDeadHand,
            RefundCause::FalseWin => Reason::KongRefundFalseWin,
        }
    }
}

/// Every kong's points, and each returned when its own 杠上炮 or its maker's `refunds` entry
/// says so (`refunds[seat]`; checked kongs only). A kong returned for two causes is returned
/// once, for the 杠上炮, which came first.
pub fn kong_payments(kongs: &[Kong], refunds: &[Option<RefundCause>]) -> Vec<Payment> {
    let mut payments = Vec::new();
    for (index, k) in kongs.iter().enumerate() {
        let back = if k.kong_discard {
            Some(Reason::KongRefundKongDiscard)
        } else {
            refunds
                .get(k.by)
                .copied()
                .flatten()
                .map(RefundCause::reason)
        };
        for (payer, amount) in k.collected() {
            let paid = Payment {
                from: payer,
                to: k.by,
                amount,
                reason: k.reason(),
                fan: None,
                kong: Some(index),
            };
            payments.push(paid);
            if let Some(reason) = back {
                payments.push(Payment {
                    from: k.by,
                    to: payer,
                    reason,
                    ..paid
                });
            }
        }
    }
    payments
}
