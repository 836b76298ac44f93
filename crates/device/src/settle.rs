//! The drawn-hand screen's one question: how does this drawn hand settle? The table as the
//! referee entered it goes to the `tiles` engine (SBR 第十条三, kong points 第十条一; JSMA
//! ルール 20–24, the ノーテン罰符); the
//! answer is plain data the UI words from `settle.ftl`. No window needed, so tested here.

use crate::error::IpcError;
use serde::Deserialize;
use tiles::{DrawnHand, SettleError, Settlement};

/// The ruleset (the event's: `sbr-2025` or `sbr-2025-2v2`) and the table, seats in order.
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SettleRequest {
    pub ruleset: String,
    pub table: DrawnHand,
}

fn to_ipc(e: SettleError) -> IpcError {
    IpcError {
        code: e.code().into(),
        args: e.args(),
    }
}

/// The drawn hand settled under the event's readings of its book (a JSMA event may read
/// ルール 20's 親はテンパイ連荘 its own way).
pub fn settle_drawn_hand(
    state: &crate::state::AppState,
    request: &SettleRequest,
) -> Result<Settlement, IpcError> {
    settle_under(&state.catalogue_for(&request.ruleset)?, request)
}

/// Settled by the book the catalogue's data names (`[engines] drawn_hand`), under its readings.
fn settle_under(
    catalogue: &rulebook::Catalogue,
    request: &SettleRequest,
) -> Result<Settlement, IpcError> {
    let variant = catalogue.drawn_hand_variant().map_err(to_ipc)?;
    tiles::settle_with(variant, &catalogue.hand_readings, &request.table).map_err(to_ipc)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The request's ruleset as shipped, with the book's readings.
    fn book(r: &SettleRequest) -> rulebook::Catalogue {
        rulebook::builtin_ruleset(&r.ruleset).expect("a shipped ruleset")
    }
    use tiles::settlement::{Kong, KongKind, PlayerEntry, Reason, Status};

    fn seat(hand: &str, void: &str) -> PlayerEntry {
        PlayerEntry {
            hand: Some(hand.into()),
            void_suit: Some(void.into()),
            ..Default::default()
        }
    }

    fn request(players: Vec<PlayerEntry>, kongs: Vec<Kong>) -> SettleRequest {
        SettleRequest {
            ruleset: "sbr-2025".into(),
            table: DrawnHand {
                players,
                kongs,
                ..Default::default()
            },
        }
    }

    #[test]
    fn a_ready_player_collects_and_its_concealed_kong_stands() {
        // Seat 0 (void 万) waits on 3p (123 345 678 33 + 暗杠 9p: 清一色 2, 杠 1, 根 1 = 4 fan,
        // capped at 3) and 6p (123 456 678 33: 清一色 + 杠 = 3 fan); not 9p, which it holds
        // four of. Either way 8. Seats 1 and 2 hold lone tiles: 没叫, 8 each (第十条三（四）).
        // The 暗杠 earns 2 from each and stands, its maker being ready (第十条一（二）2).
        let r = request(
            vec![
                seat("12345678p33p{9999p}", "m"),
                seat("147m258m369m1478p", "s"),
                seat("159m26m37s48s1599s", "p"),
            ],
            vec![Kong {
                kind: KongKind::Concealed,
                by: 0,
                discarder: None,
                payers: vec![1, 2],
                from_draw: true,
                kong_discard: false,
            }],
        );
        let s = settle_under(&book(&r), &r).expect("settles");
        let statuses: Vec<_> = s.seats.iter().map(|v| v.status).collect();
        assert_eq!(
            statuses,
            [Status::Ready, Status::NotReady, Status::NotReady]
        );
        let flows: Vec<_> = s
            .payments
            .iter()
            .map(|p| (p.from, p.to, p.amount, p.reason))
            .collect();
        assert_eq!(
            flows,
            [
                (1, 0, 8, Reason::NoReadyHand),
                (2, 0, 8, Reason::NoReadyHand),
                (1, 0, 2, Reason::KongConcealed),
                (2, 0, 2, Reason::KongConcealed),
            ]
        );
        let nets: Vec<_> = s.seats.iter().map(|v| v.net).collect();
        assert_eq!(nets, [20, -10, -10]);
    }

    #[test]
    fn a_missing_void_suit_crosses_ipc_as_a_code_with_the_seat_from_one() {
        let r = request(
            vec![
                seat("147m258m369m1478p", "s"),
                seat("159m26m37s48s1599s", "p"),
                PlayerEntry {
                    hand: Some("1234567p99s33p55s".into()),
                    ..Default::default()
                },
            ],
            vec![],
        );
        let e = settle_under(&book(&r), &r).unwrap_err();
        assert_eq!(e.code, "settle-missing-void-suit");
        assert_eq!(e.args["seat"], "3");
    }

    #[test]
    fn a_jsma_table_settles_its_noten_payment_and_names_a_chombo_riichi() {
        let seat = |hand: Option<&str>| PlayerEntry {
            hand: hand.map(String::from),
            ..Default::default()
        };
        let mut table = DrawnHand {
            players: vec![
                seat(Some("234m456p678s3344s")),
                seat(None),
                seat(Some("345m345p567s6677p")),
                seat(None),
            ],
            dealer: Some(3),
            round_wind: Some("S".into()),
            ..Default::default()
        };
        let r = SettleRequest {
            ruleset: "jsma".into(),
            table: table.clone(),
        };
        let s = settle_under(&book(&r), &r).expect("settles");
        let nets: Vec<_> = s.seats.iter().map(|v| v.net).collect();
        assert_eq!(nets, [1500, -1500, 1500, -1500]);
        assert!(s.payments.iter().all(|p| p.reason == Reason::NotenPayment));
        assert_eq!(s.dealer_keeps, Some(false));
        // Seat 3 declared riichi with a winning tile (4s) among its discards: a chombo, and
        // the hand ends without its payment.
        table.players[0].riichi = true;
        table.players[0].discards = Some("4s".into());
        let r = SettleRequest {
            ruleset: "jsma".into(),
            table,
        };
        let s = settle_under(&book(&r), &r).expect("settles");
        assert_eq!(s.seats[0].penalty.as_deref(), Some("invalid-riichi"));
        assert!(s.hand_void && s.payments.is_empty());
    }
}
