//! 查大叫 (第十条三（四）): every seat in the hand that is not waiting pays every waiting seat
//! that seat's value at the most fan its waits can score.

use super::{FlowerPig, Payment, Reason, SeatStatus};
use crate::sbr;

/// The 查大叫 payments among the seats' states (`statuses[i]` is seat i's), in seat order of
/// the receiver, then of the payer.
pub fn ready_check(statuses: &[SeatStatus]) -> Vec<Payment> {
    let mut payments = Vec::new();
    for (to, receiver) in statuses.iter().enumerate() {
        if !receiver.collects() {
            continue;
        }
        // The waits were found without circumstances, so no 杠上花, 杠上炮, 抢杠 or 海底.
        let fan = receiver.waits.max_fan().expect("a waiting seat has a wait");
        for (from, payer) in statuses.iter().enumerate() {
            if !payer.pays() {
                continue;
            }
            payments.push(Payment {
                from,
                to,
                amount: sbr::points(fan),
                reason: match payer.flower_pig {
                    None => Reason::NoReadyHand,
                    Some(FlowerPig::Passive) => Reason::PassiveFlowerPig,
                    Some(FlowerPig::Active) => Reason::FlowerPig,
                },
                fan: Some(fan),
                kong: None,
            });
        }
    }
    payments
}
