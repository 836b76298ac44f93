//! What can be wrong with a drawn hand as described. Like `HandError`: a stable code and
//! arguments (`error-<code>` in `locales/<lang>/errors-hand.ftl`). Seats and kongs count
//! from 0 in the fields and from 1 in `args()`, as people count.

use crate::{HandError, Tile};
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettleError {
    /// A seat's hand or discards in notation that does not parse or does not fit the ruleset;
    /// `code()` is the hand error's own.
    #[error("seat {seat}, {field}: {source}")]
    Hand {
        seat: usize,
        /// `hand` or `discards`.
        field: &'static str,
        source: HandError,
    },
    #[error("the settlement does not know {ruleset}")]
    Unsupported { ruleset: String },
    #[error("{count} seats: a table has three or four")]
    SeatCount { count: usize },
    #[error("{in_hand} seats still in the hand: a drawn hand has at least two")]
    NotADrawnHand { in_hand: usize },
    #[error("seats {seat} and {partner} are a team that has won: the hand ended unchecked")]
    TeamWon { seat: usize, partner: usize },
    #[error("seat {seat} is in the hand but has no hand")]
    MissingHand { seat: usize },
    #[error("seat {seat} has no void suit")]
    MissingVoidSuit { seat: usize },
    #[error("seat {seat}: “{text}” is not a suit (m, p, s)")]
    NotASuit { seat: usize, text: String },
    #[error("seat {seat} is a flower pig: its discards decide passive or active")]
    MissingDiscards { seat: usize },
    #[error("a fifth {tile} at the table, at seat {seat}")]
    FifthCopyAtTable { tile: Tile, seat: usize },
    #[error("kong {kong}: there is no seat {seat} at a table of {seats}")]
    NoSuchSeat {
        seat: usize,
        seats: usize,
        kong: usize,
    },
    #[error("kong {kong}: a direct kong has a discarder other than its maker, no other has one")]
    KongDiscarder { kong: usize },
    #[error("kong {kong}: seat {seat} cannot pay it (its maker, twice, or not the discarder)")]
    KongPayer { kong: usize, seat: usize },
    /// The table's tiles in sight that do not parse.
    #[error("{field}: {source}")]
    Table {
        field: &'static str,
        source: HandError,
    },
    #[error("{count} seats: a riichi table has four")]
    FourSeats { count: usize },
    #[error("which seat deals this hand?")]
    MissingDealer,
    #[error("seat {seat} deals, but the table has {seats} seats")]
    NoSuchDealer { seat: usize, seats: usize },
    #[error("“{text}” is not a wind (E, S, W, N)")]
    NotAWind { text: String },
    #[error("seat {seat} declared riichi: its hand is shown at the draw")]
    RiichiHandMissing { seat: usize },
    #[error("{field} is not asked under this ruleset")]
    NotAsked {
        /// Where in the table, as the JSON names it: `players[2].voidSuit`, `kongs`.
        field: String,
    },
}

impl SettleError {
    /// Every code `code()` gives besides a hand's ([`HandError::CODES`]), for the front ends'
    /// list of codes (the app's `ErrorCodeName`). `tests/strings.rs` fails when it and the
    /// variants differ.
    pub const CODES: &'static [&'static str] = &[
        "hand-engine-unsupported",
        "settle-seat-count",
        "settle-not-a-drawn-hand",
        "settle-team-won",
        "settle-missing-hand",
        "settle-missing-void-suit",
        "settle-not-a-suit",
        "settle-missing-discards",
        "settle-fifth-copy-at-table",
        "settle-no-such-seat",
        "settle-kong-discarder",
        "settle-kong-payer",
        "settle-four-seats",
        "settle-missing-dealer",
        "settle-no-such-dealer",
        "settle-not-a-wind",
        "settle-riichi-hand-missing",
        "settle-not-asked",
    ];

    pub fn code(&self) -> &'static str {
        match self {
            Self::Hand { source, .. } | Self::Table { source, .. } => source.code(),
            // The hand engine's own code: the same sentence.
            Self::Unsupported { .. } => "hand-engine-unsupported",
            Self::SeatCount { .. } => "settle-seat-count",
            Self::NotADrawnHand { .. } => "settle-not-a-drawn-hand",
            Self::TeamWon { .. } => "settle-team-won",
            Self::MissingHand { .. } => "settle-missing-hand",
            Self::MissingVoidSuit { .. } => "settle-missing-void-suit",
            Self::NotASuit { .. } => "settle-not-a-suit",
            Self::MissingDiscards { .. } => "settle-missing-discards",
            Self::FifthCopyAtTable { .. } => "settle-fifth-copy-at-table",
            Self::NoSuchSeat { .. } => "settle-no-such-seat",
            Self::KongDiscarder { .. } => "settle-kong-discarder",
            Self::KongPayer { .. } => "settle-kong-payer",
            Self::FourSeats { .. } => "settle-four-seats",
            Self::MissingDealer => "settle-missing-dealer",
            Self::NoSuchDealer { .. } => "settle-no-such-dealer",
            Self::NotAWind { .. } => "settle-not-a-wind",
            Self::RiichiHandMissing { .. } => "settle-riichi-hand-missing",
            Self::NotAsked { .. } => "settle-not-asked",
        }
    }

    /// The seat the fault is at, counted from 0, where there is one.
    pub fn seat(&self) -> Option<usize> {
        match self {
            Self::Hand { seat, .. }
            | Self::TeamWon { seat, .. }
            | Self::MissingHand { seat }
            | Self::MissingVoidSuit { seat }
            | Self::NotASuit { seat, .. }
            | Self::MissingDiscards { seat }
            | Self::FifthCopyAtTable { seat, .. }
            | Self::NoSuchSeat { seat, .. }
            | Self::KongPayer { seat, .. }
            | Self::RiichiHandMissing { seat } => Some(*seat),
            Self::NotAsked { .. }
            | Self::Table { .. }
            | Self::FourSeats { .. }
            | Self::MissingDealer
            | Self::NoSuchDealer { .. }
            | Self::NotAWind { .. }
            | Self::Unsupported { .. }
            | Self::SeatCount { .. }
            | Self::NotADrawnHand { .. }
            | Self::KongDiscarder { .. } => None,
        }
    }

    pub fn args(&self) -> BTreeMap<String, String> {
        let from_1 = |n: usize| (n + 1).to_string();
        let pairs: Vec<(&str, String)> = match self {
            Self::Hand { field, source, .. } => {
                let mut a: Vec<(&str, String)> = vec![("field", field.to_string())];
                let inner = source.args();
                a.extend(inner.iter().map(|(k, v)| (k.as_str(), v.clone())));
                return self.with_seat(a);
            }
            Self::Table { field, source } => {
                let mut a: BTreeMap<String, String> = source.args();
                a.insert("field".into(), field.to_string());
                return a;
            }
            Self::FourSeats { count } => vec![("count", count.to_string())],
            Self::NoSuchDealer { seat, seats } => {
                vec![("dealer", from_1(*seat)), ("seats", seats.to_string())]
            }
            Self::NotAWind { text } => vec![("text", text.clone())],
            Self::NotAsked { field } => vec![("field", field.clone())],
            Self::MissingDealer | Self::RiichiHandMissing { .. } => vec![],
            Self::Unsupported { ruleset } => vec![("ruleset", ruleset.clone())],
            Self::SeatCount { count } => vec![("count", count.to_string())],
            Self::NotADrawnHand { in_hand } => vec![("count", in_hand.to_string())],
            Self::TeamWon { partner, .. } => vec![("partner", from_1(*partner))],
            Self::NotASuit { text, .. } => vec![("text", text.clone())],
            Self::FifthCopyAtTable { tile, .. } => vec![("tile", tile.to_string())],
            Self::NoSuchSeat { seats, kong, .. } => {
                vec![("seats", seats.to_string()), ("kong", from_1(*kong))]
            }
            Self::KongDiscarder { kong } | Self::KongPayer { kong, .. } => {
                vec![("kong", from_1(*kong))]
            }
            Self::MissingHand { .. }
            | Self::MissingVoidSuit { .. }
            | Self::MissingDiscards { .. } => {
                vec![]
            }
        };
        self.with_seat(pairs)
    }

    fn with_seat(&self, mut pairs: Vec<(&str, String)>) -> BTreeMap<String, String> {
        if let Some(seat) = self.seat() {
            pairs.push(("seat", (seat + 1).to_string()));
        }
        pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
    }
}
