//! JSMA settlement of a drawn hand (流局): who is in 有効テンパイ, the ノーテン罰符 between the
//! others and them, whether the dealer keeps the deal, and the riichi that became a chombo.
//!
//! The rules as we read them (the numbers and the readings are `[drawn]` in
//! `rules-data/jsma/hand/yaku.toml`, with the articles):
//! - ルール 20–21: the players not in tenpai pay the payment in all to those in 有効テンパイ, each
//!   side sharing evenly; a ready shape without a yaku, or whose winning tiles are all in sight,
//!   is 形式テンパイ and receives nothing. After a riichi, winning tiles gone later do not count:
//!   only the riichi player's own tiles can make its wait empty (カラテン).
//! - ルール 27: アガリ放棄 counts as not in tenpai whatever the hand.
//! - ルール 24 with 23: a riichi not in tenpai, in カラテン or in フリテン is a chombo at the
//!   draw; the chombo ends the hand without its result, so no ノーテン罰符 changes hands.
//! - ルール 20: the dealer keeps the deal when in 有効テンパイ (and after a chombo, the hand is
//!   dealt again).
//!
//! A seat that shows no hand has declared itself not in tenpai. Seat winds follow the dealer:
//! the dealer is East, the seat after it South, and so on.

use super::{nets, Payment, Reason, SeatView, SettleError, Settlement, Status, Variant};
use crate::analysis::WaitView;
use crate::jsma::{self, table::YakuTable, Situation};
use crate::notation::TileCounts;
use crate::Wind;
use crate::{Hand, Ruleset, Tile};
use serde::Serialize;

use super::entry::{hand_error, seat_hand, DrawnHand, GivenAnswer, GivenValue, PlayerEntry};

/// Seats at a riichi table.
pub const SEATS: usize = 4;

/// Why a riichi is a chombo at the draw (ルール 24).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RiichiFault {
    /// ノーテンリーチ: no wait at all.
    NotTenpai,
    /// カラテンリーチ: every winning tile is in the riichi player's own hand.
    Karaten,
    /// フリテンリーチ: a winning tile among the player's discards.
    Furiten,
}

/// One seat as the JSMA settlement reads it.
struct JsmaSeat {
    hand: Option<Hand>,
    riichi: bool,
    abandoned: bool,
    discards: TileCounts,
}

/// Settles a JSMA drawn hand under the event's readings of the book (`rules`).
pub fn settle(table: &DrawnHand, book: &jsma::Rules) -> Result<Settlement, SettleError> {
    let rules = &YakuTable::builtin().drawn;
    if table.players.len() != SEATS {
        return Err(SettleError::FourSeats {
            count: table.players.len(),
        });
    }
    let dealer = table.dealer.ok_or(SettleError::MissingDealer)?;
    if dealer >= SEATS {
        return Err(SettleError::NoSuchDealer {
            seat: dealer,
            seats: SEATS,
        });
    }
    let round_wind = match table.round_wind.as_deref() {
        None => Wind::East,
        Some(text) => Wind::from_letter(text.trim())
            .ok_or_else(|| SettleError::NotAWind { text: text.into() })?,
    };
    let seen = match &table.seen {
        Some(text) => TileCounts::parse(text).map_err(|source| SettleError::Table {
            field: "seen",
            source,
        })?,
        None => TileCounts::default(),
    };
    let seats_in = table
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| parse_seat(i, p))
        .collect::<Result<Vec<_>, _>>()?;
    check_counts(&seats_in, &seen)?;
    let judged: Vec<Judged> = seats_in
        .iter()
        .enumerate()
        .map(|(i, s)| judge(i, s, dealer, round_wind, &seen))
        .collect::<Result<_, _>>()?;
    let hand_void = judged.iter().any(|j| j.fault.is_some());
    let payments = if hand_void {
        Vec::new()
    } else {
        noten_payments(&judged, rules.noten_payment)
    };
    let net = nets(SEATS, &payments);
    let seats = judged
        .into_iter()
        .enumerate()
        .map(|(i, j)| SeatView {
            seat: i,
            status: j.status,
            flower_pig: None,
            dead_hand: false,
            waits: j.waits.iter().copied().map(WaitView::jsma).collect(),
            max_fan: None,
            best: None,
            penalty: j.fault.map(|_| rules.invalid_riichi.clone()),
            card_misuse: None,
            ruling_answers: match j.fault {
                Some(_) => ruling_answers(&seats_in[i], i, dealer, round_wind),
                None => Vec::new(),
            },
            riichi_fault: j.fault,
            net: net[i],
        })
        .collect::<Vec<_>>();
    // ルール 20 親はテンパイ連荘, in the event's reading (`drawn-dealer-keeps`).
    let keeps = |s: Status| {
        s == Status::Tenpai || (!book.dealer_keeps_on_effective && s == Status::FormalTenpai)
    };
    let dealer_keeps = hand_void || keeps(seats[dealer].status);
    Ok(Settlement {
        variant: Variant::Jsma,
        seats,
        payments,
        dealer: Some(dealer),
        dealer_keeps: Some(dealer_keeps),
        hand_void,
    })
}

/// The seat's wind with `dealer` dealing (the dealer is East).
fn seat_wind(seat: usize, dealer: usize) -> Wind {
    Wind::ALL[(seat + SEATS - dealer) % SEATS]
}

/// What the invalid riichi's ruling need not ask again (`[drawn.answers]`): the riichi hand,
/// its circumstances as the settlement read them (no tiles in sight after a riichi), whether it
/// deals, and who does.
fn ruling_answers(s: &JsmaSeat, seat: usize, dealer: usize, round: Wind) -> Vec<GivenAnswer> {
    let ids = &YakuTable::builtin().drawn.answers;
    let given = |question: &String, value| GivenAnswer {
        question: question.clone(),
        value,
    };
    let mut words = format!(
        "riichi seat={} round={}",
        seat_wind(seat, dealer).letter(),
        round.letter()
    );
    if s.discards.0.iter().any(|&n| n > 0) {
        words.push_str(&format!(" discards={}", s.discards));
    }
    let mut out = Vec::new();
    if let Some(hand) = &s.hand {
        out.push(given(&ids.hand, GivenValue::Text(hand.to_string())));
    }
    out.push(given(&ids.circumstances, GivenValue::Text(words)));
    out.push(given(
        &ids.offender_is_dealer,
        GivenValue::Bool(seat == dealer),
    ));
    if seat != dealer {
        out.push(given(&ids.dealer, GivenValue::Seat(dealer)));
    }
    out
}

/// What a seat is at the draw.
struct Judged {
    status: Status,
    waits: Vec<Tile>,
    fault: Option<RiichiFault>,
}

fn judge(
    seat: usize,
    s: &JsmaSeat,
    dealer: usize,
    round_wind: Wind,
    seen: &TileCounts,
) -> Result<Judged, SettleError> {
    let not_ready = |status| Judged {
        status,
        waits: Vec::new(),
        fault: None,
    };
    // ルール 27 (and 31: a riichi undone by アガリ放棄 is not checked).
    if s.abandoned {
        return Ok(not_ready(Status::Abandoned));
    }
    let Some(hand) = &s.hand else {
        // A riichi is shown at the draw: without its tiles it cannot be judged.
        return if s.riichi {
            Err(SettleError::RiichiHandMissing { seat })
        } else {
            Ok(not_ready(Status::Noten))
        };
    };
    let seat_wind = seat_wind(seat, dealer);
    // After a riichi only the player's own tiles can empty its wait (ルール 21 ただし書き);
    // otherwise every tile in sight counts, the player's discards once.
    let others_seen = if s.riichi {
        [0; Tile::KINDS]
    } else {
        std::array::from_fn(|k| seen.0[k].saturating_sub(s.discards.0[k]))
    };
    let situation = Situation {
        riichi: s.riichi,
        seat_wind,
        round_wind,
        discards: s.discards.0,
        seen: others_seen,
        ..Situation::default()
    };
    let r = jsma::readiness(hand, &situation);
    let fault = if !s.riichi {
        None
    } else if !r.tenpai {
        Some(RiichiFault::NotTenpai)
    } else if r.karaten {
        Some(RiichiFault::Karaten)
    } else if r.furiten {
        Some(RiichiFault::Furiten)
    } else {
        None
    };
    let status = match (fault, r.effective_tenpai, r.tenpai) {
        (Some(_), _, _) | (None, false, false) => Status::Noten,
        (None, true, _) => Status::Tenpai,
        (None, false, true) => Status::FormalTenpai,
    };
    Ok(Judged {
        status,
        waits: r.waits,
        fault,
    })
}

/// ルール 20–21: each seat not in 有効テンパイ pays each one that is an even share of the whole.
fn noten_payments(seats: &[Judged], whole: u32) -> Vec<Payment> {
    let receivers: Vec<usize> = (0..seats.len())
        .filter(|&i| seats[i].status == Status::Tenpai)
        .collect();
    let payers: Vec<usize> = (0..seats.len())
        .filter(|&i| seats[i].status != Status::Tenpai)
        .collect();
    if receivers.is_empty() || payers.is_empty() {
        return Vec::new();
    }
    let share = whole / (receivers.len() * payers.len()) as u32;
    payers
        .iter()
        .flat_map(|&from| {
            receivers.iter().map(move |&to| Payment {
                from,
                to,
                amount: share,
                reason: Reason::NotenPayment,
                fan: None,
                kong: None,
            })
        })
        .collect()
}

fn parse_seat(seat: usize, p: &PlayerEntry) -> Result<JsmaSeat, SettleError> {
    let hand = seat_hand(Ruleset::Jsma, seat, p.hand.as_deref())?;
    let discards = match &p.discards {
        Some(text) => TileCounts::parse(text).map_err(hand_error(seat, "discards"))?,
        None => TileCounts::default(),
    };
    Ok(JsmaSeat {
        hand,
        riichi: p.riichi,
        abandoned: p.abandoned,
        discards,
    })
}

/// No kind more than four times among the hands shown and the tiles in sight. The seats'
/// discards are among the tiles in sight: what they list is counted once, in the larger of
/// the two.
fn check_counts(seats: &[JsmaSeat], seen: &TileCounts) -> Result<(), SettleError> {
    let mut held = [0u8; Tile::KINDS];
    let mut discarded = [0u8; Tile::KINDS];
    for (seat, s) in seats.iter().enumerate() {
        let hand = s
            .hand
            .as_ref()
            .map(Hand::counts)
            .unwrap_or([0; Tile::KINDS]);
        for k in 0..Tile::KINDS {
            held[k] += hand[k];
            discarded[k] += s.discards.0[k];
            if held[k] + seen.0[k].max(discarded[k]) > 4 {
                return Err(SettleError::FifthCopyAtTable {
                    tile: Tile::from_index(k).expect("a kind"),
                    seat,
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(hand: Option<&str>) -> PlayerEntry {
        PlayerEntry {
            hand: hand.map(String::from),
            ..Default::default()
        }
    }

    fn table(players: Vec<PlayerEntry>, dealer: usize) -> DrawnHand {
        DrawnHand {
            players,
            dealer: Some(dealer),
            ..Default::default()
        }
    }

    /// A closed hand waiting on 3s or 4s (シャンポン): menzen tsumo at least.
    const READY: &str = "234m456p678s3344s";
    /// Another, waiting on 6p or 7p, sharing no tile kind with `READY`'s waits.
    const READY_TOO: &str = "345m345p567s6677p";
    /// An open hand whose only completion gives no yaku (a chow of 1m, no value tiles).
    const NO_YAKU: &str = "123m456p78s99s[123p]";

    #[test]
    fn one_in_tenpai_receives_a_thousand_from_each() {
        let t = table(
            vec![seat(Some(READY)), seat(None), seat(None), seat(None)],
            0,
        );
        let s = settle(&t, &jsma::Rules::default()).unwrap();
        let nets: Vec<i64> = s.seats.iter().map(|v| v.net).collect();
        assert_eq!(nets, [3000, -1000, -1000, -1000]);
        assert_eq!(s.dealer_keeps, Some(true));
        assert!(!s.hand_void);
    }

    #[test]
    fn two_and_two_share_fifteen_hundred() {
        let t = table(
            vec![seat(Some(READY)), seat(None), seat(Some(READY)), seat(None)],
            1,
        );
        let s = settle(&t, &jsma::Rules::default()).unwrap();
        let nets: Vec<i64> = s.seats.iter().map(|v| v.net).collect();
        assert_eq!(nets, [1500, -1500, 1500, -1500]);
        // The dealer (seat 1) is not in tenpai: the deal passes.
        assert_eq!(s.dealer_keeps, Some(false));
    }

    #[test]
    fn a_ready_shape_without_a_yaku_receives_nothing_and_keeps_the_deal_only_if_the_event_says() {
        let t = table(
            vec![
                seat(Some(NO_YAKU)),
                seat(Some(READY)),
                seat(None),
                seat(None),
            ],
            0,
        );
        let s = settle(&t, &jsma::Rules::default()).unwrap();
        assert_eq!(s.seats[0].status, Status::FormalTenpai);
        assert_eq!(s.seats[0].net, -1000);
        assert_eq!(s.seats[1].net, 3000);
        // Seat 0 deals: in our reading of ルール 20 its 形式テンパイ passes the deal; an event
        // may read any ready shape as enough (drawn-dealer-keeps = tenpai). The payment is
        // the book's either way.
        assert_eq!(s.dealer_keeps, Some(false));
        let readings = [("drawn-dealer-keeps".to_string(), "tenpai".to_string())]
            .into_iter()
            .collect();
        let any_shape = jsma::Rules::with_readings(&readings).unwrap();
        let theirs = settle(&t, &any_shape).unwrap();
        assert_eq!(theirs.dealer_keeps, Some(true));
        assert_eq!(theirs.payments, s.payments);
    }

    #[test]
    fn a_wait_whose_tiles_are_all_in_sight_is_not_effective_unless_after_a_riichi() {
        // 33s55z waits on 3s and 5z (白); with the two of each in sight, none is left.
        let hand = "234m456p678s33s55z";
        let mut t = table(
            vec![seat(Some(hand)), seat(None), seat(None), seat(None)],
            0,
        );
        t.seen = Some("33s55z".into());
        let s = settle(&t, &jsma::Rules::default()).unwrap();
        assert_eq!(s.seats[0].status, Status::FormalTenpai);
        assert_eq!(s.seats[0].net, 0);
        // One 3s less in sight and it is 有効テンパイ.
        t.seen = Some("3s55z".into());
        assert_eq!(
            settle(&t, &jsma::Rules::default()).unwrap().seats[0].status,
            Status::Tenpai
        );
        // Tiles gone after a riichi do not count against it (ルール 21).
        t.seen = Some("33s55z".into());
        t.players[0].riichi = true;
        let s = settle(&t, &jsma::Rules::default()).unwrap();
        assert_eq!(s.seats[0].status, Status::Tenpai);
        assert_eq!(s.seats[0].riichi_fault, None);
        assert_eq!(s.seats[0].net, 3000);
    }

    #[test]
    fn a_furiten_riichi_is_a_chombo_and_voids_the_payment() {
        let mut t = table(
            vec![
                seat(Some(READY_TOO)),
                seat(Some(READY)),
                seat(None),
                seat(None),
            ],
            0,
        );
        t.players[1].riichi = true;
        t.players[1].discards = Some("4s".into());
        let s = settle(&t, &jsma::Rules::default()).unwrap();
        assert_eq!(s.seats[1].riichi_fault, Some(RiichiFault::Furiten));
        assert_eq!(s.seats[1].penalty.as_deref(), Some("invalid-riichi"));
        // Its ruling need not ask again what the table said: the hand, the riichi with seat 1's
        // wind (South, East dealing) and its discards, not the dealer, and who is.
        let answers: Vec<_> = s.seats[1]
            .ruling_answers
            .iter()
            .map(|a| (a.question.as_str(), a.value.clone()))
            .collect();
        assert_eq!(
            answers,
            [
                // In the notation's own order.
                ("drawn_hand", GivenValue::Text("234m456p3344678s".into())),
                (
                    "drawn_circumstances",
                    GivenValue::Text("riichi seat=S round=E discards=4s".into())
                ),
                ("offender_is_dealer", GivenValue::Bool(false)),
                ("dealer", GivenValue::Seat(0)),
            ]
        );
        assert!(s.seats[0].ruling_answers.is_empty());
        assert!(s.hand_void);
        assert!(s.payments.is_empty());
        assert_eq!(s.dealer_keeps, Some(true));
    }

    #[test]
    fn a_noten_riichi_is_a_chombo() {
        let mut t = table(
            vec![
                seat(Some("159m159p159s1234z")),
                seat(None),
                seat(None),
                seat(None),
            ],
            2,
        );
        t.players[0].riichi = true;
        let s = settle(&t, &jsma::Rules::default()).unwrap();
        assert_eq!(s.seats[0].riichi_fault, Some(RiichiFault::NotTenpai));
    }

    #[test]
    fn an_abandoned_hand_counts_as_noten() {
        let mut t = table(
            vec![seat(Some(READY)), seat(Some(READY)), seat(None), seat(None)],
            0,
        );
        t.players[1].abandoned = true;
        let s = settle(&t, &jsma::Rules::default()).unwrap();
        assert_eq!(s.seats[1].status, Status::Abandoned);
        assert_eq!(s.seats[0].net, 3000);
    }

    #[test]
    fn what_the_book_does_not_ask_is_refused() {
        let mut t = table(
            vec![seat(Some(READY)), seat(None), seat(None), seat(None)],
            0,
        );
        t.players[2].void_suit = Some("m".into());
        let e = crate::settle(Variant::Jsma, &t).unwrap_err();
        assert_eq!(e.code(), "settle-not-asked");
        assert_eq!(e.args()["field"], "players[2].voidSuit");
        // And a riichi under SBR.
        let mut sbr = t.clone();
        sbr.players[2].void_suit = None;
        sbr.dealer = None;
        sbr.players[1].riichi = true;
        let e = crate::settle(Variant::Individual, &sbr).unwrap_err();
        assert_eq!(e.args()["field"], "players[1].riichi");
        let e = settle(&table(vec![seat(None); 3], 0), &jsma::Rules::default()).unwrap_err();
        assert_eq!(e.code(), "settle-four-seats");
        let mut t = table(vec![seat(None); 4], 0);
        t.dealer = None;
        assert_eq!(
            settle(&t, &jsma::Rules::default()).unwrap_err().code(),
            "settle-missing-dealer"
        );
        t.players[0].riichi = true;
        t.dealer = Some(0);
        assert_eq!(
            settle(&t, &jsma::Rules::default()).unwrap_err().code(),
            "settle-riichi-hand-missing"
        );
    }
}
