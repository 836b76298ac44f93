//! One entry point for a drawn hand, like `analyse` for a hand: the table described in the
//! contract's notation in, the settlement out, both plain data (JSON in camelCase).

use super::{
    judge, kong_payments, nets, ready_check, Discards, FlowerPig, Kong, Payment, RefundCause, Seat,
    SeatStatus, SettleError, Standing, Status, SuitSet, Variant, DOUBLES_PARTNER,
};
use crate::analysis::{FanView, WaitView};
use crate::{parse_hand, Conditions, Hand, Ruleset, Suit, Tile, WinOutcome};
use serde::{Deserialize, Serialize};

/// A drawn hand as described: every seat at the table, in seat order, and the kongs made.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawnHand {
    pub players: Vec<PlayerEntry>,
    #[serde(default)]
    pub kongs: Vec<Kong>,
    /// JSMA: the seat dealing this hand (from 0); seat winds follow from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub dealer: Option<usize>,
    /// JSMA: the round's wind, `E` or `S` (East when not given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub round_wind: Option<String>,
    /// JSMA: the tiles in sight outside the hands shown (every river, the melds, the dora
    /// indicator), for whether a winning tile is left (有効テンパイ, ルール 21).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub seen: Option<String>,
}

/// One seat as described.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlayerEntry {
    #[serde(default)]
    pub standing: Standing,
    /// The waiting hand (13 tiles, melds in brackets); needed while in the hand.
    #[serde(default)]
    pub hand: Option<String>,
    /// `m`, `p` or `s`: the void suit (定缺), needed in `sbr-2025` while in the hand.
    #[serde(default)]
    pub void_suit: Option<String>,
    /// The discards in notation (`19m3p`): their suits decide passive or active for a 花猪.
    #[serde(default)]
    pub discards: Option<String>,
    /// Or only the suits discarded (`mp`; empty for none).
    #[serde(default)]
    pub discard_suits: Option<String>,
    #[serde(default)]
    pub dead_hand: bool,
    #[serde(default)]
    pub card_not_ready: bool,
    /// Its 听牌卡 says waiting (第十条三（六）): a seat not waiting then calls for the
    /// catalogue's ruling (`SeatView::card_misuse`).
    #[serde(default)]
    pub card_ready: bool,
    /// JSMA: declared riichi (its hand is then shown and checked, ルール 24).
    #[serde(default)]
    pub riichi: bool,
    /// JSMA: アガリ放棄 (ルール 27): counted as not ready.
    #[serde(default)]
    pub abandoned: bool,
}

/// The wait a 有叫 seat is paid on, with its fans.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BestWait {
    pub tile: String,
    pub fan: u32,
    pub points: u32,
    pub fans: Vec<FanView>,
}

/// An answer the drawn hand gives to a question of the ruling it calls for.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GivenAnswer {
    pub question: String,
    pub value: GivenValue,
}

/// A yes or no, words the core reads (a hand, circumstances), or a seat of this table (from 0),
/// for a front end to name by its player.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum GivenValue {
    Bool(bool),
    Text(String),
    Seat(usize),
}

/// A seat at the settlement.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatView {
    pub seat: usize,
    pub status: Status,
    pub flower_pig: Option<FlowerPig>,
    pub dead_hand: bool,
    /// Its waits (also when its 听牌卡 made it not waiting).
    pub waits: Vec<WaitView>,
    pub max_fan: Option<u32>,
    /// A seat that collects in 查大叫: the wait that sets what each payer pays.
    pub best: Option<BestWait>,
    /// The catalogue incident its state calls for (an active 花猪).
    pub penalty: Option<String>,
    /// The catalogue incident its 听牌卡 calls for: it says waiting, and the seat is not
    /// (not waiting, or a 花猪, which never is).
    pub card_misuse: Option<String>,
    /// JSMA: why its riichi is a chombo at the draw (`penalty` names the incident).
    pub riichi_fault: Option<super::RiichiFault>,
    /// The answers the table already gives to the ruling `penalty` calls for, by question id.
    pub ruling_answers: Vec<GivenAnswer>,
    /// What it received less what it paid.
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub net: i64,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Settlement {
    pub variant: Variant,
    pub seats: Vec<SeatView>,
    /// 查大叫 first, then the kongs in the order given, each with its return if any; JSMA:
    /// the ノーテン罰符.
    pub payments: Vec<Payment>,
    /// JSMA: the seat dealing, and whether it deals again (ルール 20, 23).
    pub dealer: Option<usize>,
    pub dealer_keeps: Option<bool>,
    /// JSMA: a chombo at the draw ended the hand without its result: nothing is paid.
    pub hand_void: bool,
}

/// Settles a drawn hand under `variant`'s book, read as we read it.
pub fn settle(variant: Variant, table: &DrawnHand) -> Result<Settlement, SettleError> {
    settle_with(variant, &crate::Readings::default(), table)
}

/// Settles a drawn hand under `variant` and the event's `readings` of its book (JSMA's
/// `drawn-dealer-keeps`; SBR's book has none).
pub fn settle_with(
    variant: Variant,
    readings: &crate::Readings,
    table: &DrawnHand,
) -> Result<Settlement, SettleError> {
    variant.rules().refuse_unasked(table)?;
    if variant == Variant::Jsma {
        let rules =
            crate::jsma::Rules::with_readings(readings).map_err(|source| SettleError::Table {
                field: "readings",
                source,
            })?;
        return super::jsma::settle(table, &rules);
    }
    let seats = table
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| parse_seat(variant, i, p))
        .collect::<Result<Vec<_>, _>>()?;
    let mut settlement = settle_seats(variant, &seats, &table.kongs)?;
    for (view, entry) in settlement.seats.iter_mut().zip(&table.players) {
        let not_waiting = matches!(view.status, Status::NotReady | Status::FlowerPig);
        view.card_misuse =
            (entry.card_ready && not_waiting).then(|| variant.card_misuse_incident().to_string());
    }
    Ok(settlement)
}

/// A hand error at `seat`'s `field` (`hand` or `discards`).
pub(super) fn hand_error(
    seat: usize,
    field: &'static str,
) -> impl Fn(crate::HandError) -> SettleError {
    move |source| SettleError::Hand {
        seat,
        field,
        source,
    }
}

/// A seat's waiting hand in notation, checked against `ruleset`'s hand rules.
pub(super) fn seat_hand(
    ruleset: Ruleset,
    seat: usize,
    text: Option<&str>,
) -> Result<Option<Hand>, SettleError> {
    let Some(text) = text else {
        return Ok(None);
    };
    let parsed = parse_hand(text).map_err(hand_error(seat, "hand"))?;
    ruleset.check(&parsed).map_err(hand_error(seat, "hand"))?;
    Ok(Some(parsed.hand))
}

fn parse_seat(variant: Variant, seat: usize, p: &PlayerEntry) -> Result<Seat, SettleError> {
    let hand_error = |field| hand_error(seat, field);
    let hand = seat_hand(Ruleset::Sbr2025, seat, p.hand.as_deref())?;
    let suit = |text: &str| match text.trim() {
        "m" => Ok(Suit::Characters),
        "p" => Ok(Suit::Dots),
        "s" => Ok(Suit::Bamboo),
        _ => Err(SettleError::NotASuit {
            seat,
            text: text.into(),
        }),
    };
    // The 2V2 supplement declares no void suit (第二条一): one given is not used.
    let void_suit = match (&p.void_suit, variant) {
        (Some(text), Variant::Individual) => Some(suit(text)?),
        _ => None,
    };
    let discards = match (&p.discards, &p.discard_suits) {
        (Some(text), _) => {
            let parsed = parse_hand(text).map_err(hand_error("discards"))?;
            if let Some((t, at)) = parsed
                .hand
                .tiles
                .iter()
                .zip(&parsed.tile_at)
                .find(|(t, _)| t.is_honour())
            {
                return Err(hand_error("discards")(
                    crate::HandError::HonoursNotAllowed {
                        ruleset: Ruleset::Sbr2025.id().into(),
                        tile: *t,
                        at: *at,
                    },
                ));
            }
            // Melds make no sense among discards; their tiles count as discards all the same.
            let mut tiles = parsed.hand.tiles;
            tiles.extend(parsed.hand.melds.iter().flat_map(|m| m.tiles()));
            Discards::Tiles(tiles)
        }
        (None, Some(letters)) => {
            let mut s = SuitSet::default();
            for c in letters.chars().filter(|c| !c.is_whitespace() && *c != ',') {
                s.insert(suit(&c.to_string())?);
            }
            Discards::Suits(s)
        }
        (None, None) => Discards::Unknown,
    };
    Ok(Seat {
        standing: p.standing,
        hand,
        void_suit,
        discards,
        dead_hand: p.dead_hand,
        card_not_ready: p.card_not_ready,
    })
}

/// Settles a drawn hand given as parsed seats (seat order) and the kongs made.
pub fn settle_seats(
    variant: Variant,
    seats: &[Seat],
    kongs: &[Kong],
) -> Result<Settlement, SettleError> {
    if !(3..=4).contains(&seats.len()) {
        return Err(SettleError::SeatCount { count: seats.len() });
    }
    check_tile_counts(seats)?;
    let in_hand = seats
        .iter()
        .filter(|s| s.standing == Standing::InHand)
        .count();
    if variant == Variant::Doubles && seats.len() == 4 {
        // 第二条四: a team whose two players have won ends the hand; nothing is checked.
        for seat in 0..DOUBLES_PARTNER {
            let partner = seat + DOUBLES_PARTNER;
            if seats[seat].standing != Standing::InHand
                && seats[partner].standing != Standing::InHand
            {
                return Err(SettleError::TeamWon { seat, partner });
            }
        }
    }
    if in_hand < 2 {
        return Err(SettleError::NotADrawnHand { in_hand });
    }
    for (i, k) in kongs.iter().enumerate() {
        k.check(i, seats.len())?;
    }
    let statuses = seats
        .iter()
        .enumerate()
        .map(|(i, s)| judge(variant, i, s))
        .collect::<Result<Vec<_>, _>>()?;
    let refunds: Vec<_> = statuses.iter().map(refund_cause).collect();
    let mut payments = ready_check(&statuses);
    payments.extend(kong_payments(kongs, &refunds));
    let net = nets(seats.len(), &payments);
    let views = statuses
        .iter()
        .zip(seats)
        .enumerate()
        .map(|(i, (st, seat))| view(variant, i, st, seat, net[i]))
        .collect();
    Ok(Settlement {
        variant,
        seats: views,
        payments,
        dealer: None,
        dealer_keeps: None,
        hand_void: false,
    })
}

/// Why a seat's kong points go back, if they do.
fn refund_cause(s: &SeatStatus) -> Option<RefundCause> {
    match s.status {
        Status::FalseWin => Some(RefundCause::FalseWin),
        _ if s.dead_hand => Some(RefundCause::DeadHand),
        Status::FlowerPig => Some(RefundCause::FlowerPig),
        Status::NotReady | Status::Noten | Status::FormalTenpai | Status::Abandoned => {
            Some(RefundCause::NotReady)
        }
        Status::Ready | Status::Tenpai | Status::Won => None,
    }
}

/// No kind more than four times among the hands and the discards given as tiles.
fn check_tile_counts(seats: &[Seat]) -> Result<(), SettleError> {
    let mut seen = [0u8; Tile::KINDS];
    for (seat, s) in seats.iter().enumerate() {
        let mut tiles = s
            .hand
            .as_ref()
            .map(Hand::counts)
            .unwrap_or([0; Tile::KINDS]);
        if let Discards::Tiles(d) = &s.discards {
            for t in d {
                tiles[t.index()] += 1;
            }
        }
        for (i, n) in tiles.iter().enumerate() {
            seen[i] += n;
            if seen[i] > 4 {
                return Err(SettleError::FifthCopyAtTable {
                    tile: Tile::from_index(i).expect("a kind"),
                    seat,
                });
            }
        }
    }
    Ok(())
}

fn view(variant: Variant, seat: usize, st: &SeatStatus, s: &Seat, net: i64) -> SeatView {
    let best = st
        .collects()
        .then(|| {
            let hand = s.hand.as_ref()?;
            let top = st.waits.max_fan()?;
            let w = st.waits.waits.iter().find(|w| w.fan == top)?;
            let WinOutcome::Win(score) = Ruleset::Sbr2025
                .score(hand, w.tile, Conditions::default())
                .ok()?
            else {
                return None;
            };
            Some(BestWait {
                tile: w.tile.to_string(),
                fan: score.fan,
                points: score.points,
                fans: score.fans.iter().map(FanView::sbr).collect(),
            })
        })
        .flatten();
    SeatView {
        seat,
        status: st.status,
        flower_pig: st.flower_pig,
        dead_hand: st.dead_hand,
        waits: st.waits.waits.iter().map(WaitView::sbr).collect(),
        max_fan: st.waits.max_fan(),
        best,
        penalty: (st.flower_pig == Some(FlowerPig::Active))
            .then(|| variant.flower_pig_incident().to_string()),
        card_misuse: None,
        riichi_fault: None,
        ruling_answers: Vec::new(),
        net,
    }
}
