//! Every hand error, fan and reason is said in every language (`locales/<lang>/hand.ftl`,
//! `errors-hand.ftl`), with every argument it carries.

use tiles::{FanKey, HandError, NoWin, Tile};

/// One of each variant; the match stops compiling when a variant is added.
fn every_error() -> Vec<HandError> {
    let tile: Tile = "5m".parse().unwrap();
    let all = vec![
        HandError::UnknownSuit { suit: 'x', at: 3 },
        HandError::UnknownTile {
            tile: "0p".into(),
            at: 3,
        },
        HandError::MissingSuit {
            digits: "345".into(),
            at: 3,
        },
        HandError::UnexpectedCharacter {
            character: '#',
            at: 3,
        },
        HandError::FifthCopy { tile, at: 3 },
        HandError::MalformedMeld {
            meld: "[12m]".into(),
            at: 3,
        },
        HandError::TileCount {
            count: 12,
            expected: 13,
            at: 3,
        },
        HandError::HonoursNotAllowed {
            ruleset: "sbr-2025".into(),
            tile: "1z".parse().unwrap(),
            at: 3,
        },
        HandError::ChowNotAllowed {
            ruleset: "sbr-2025".into(),
            meld: "[123m]".into(),
            at: 3,
        },
        HandError::NotOneTile { text: "55m".into() },
        HandError::WinFifthCopy { tile },
        HandError::SeenFifthCopy { tile },
        HandError::Unsupported {
            ruleset: "leisure".into(),
        },
        HandError::ConflictingConditions {
            first: "tsumo".into(),
            second: "robbing-kong".into(),
        },
        HandError::FlowerCount { count: 9, most: 8 },
        HandError::UnknownCircumstance {
            text: "flowers=x".into(),
        },
        HandError::UnknownReading {
            reading: "melded-and-concealed-kong".into(),
            choice: "7".into(),
        },
        HandError::CircumstanceNotPlayed {
            ruleset: "sbr-2025".into(),
            circumstance: "last-of-kind".into(),
        },
    ];
    let all: Vec<HandError> = all
        .into_iter()
        .chain(
            [
                "after-kong-discard",
                "after-kong-no-kong",
                "robbed-tile-held",
                "last-of-kind-held",
                "riichi-open-hand",
                "first-turn-meld",
            ]
            .map(|reason| HandError::ImpossibleSituation {
                reason: reason.into(),
            }),
        )
        .collect();
    for e in &all {
        match e {
            HandError::UnknownSuit { .. }
            | HandError::UnknownTile { .. }
            | HandError::MissingSuit { .. }
            | HandError::UnexpectedCharacter { .. }
            | HandError::FifthCopy { .. }
            | HandError::MalformedMeld { .. }
            | HandError::TileCount { .. }
            | HandError::HonoursNotAllowed { .. }
            | HandError::ChowNotAllowed { .. }
            | HandError::NotOneTile { .. }
            | HandError::WinFifthCopy { .. }
            | HandError::SeenFifthCopy { .. }
            | HandError::Unsupported { .. }
            | HandError::ConflictingConditions { .. }
            | HandError::FlowerCount { .. }
            | HandError::ImpossibleSituation { .. }
            | HandError::CircumstanceNotPlayed { .. }
            | HandError::UnknownCircumstance { .. }
            | HandError::UnknownReading { .. } => {}
        }
    }
    all
}

#[test]
fn every_hand_error_is_localised_with_its_arguments() {
    let l10n = l10n::Localizer::new().unwrap();
    for lang in l10n::LANGUAGES {
        for e in every_error() {
            let id = format!("error-{}", e.code());
            // `reason` picks the sentence; it is not printed, but it must pick one of its own.
            let text = l10n
                .says(lang, &id, &e.args(), |k, _| k != "reason")
                .unwrap();
            if let HandError::ImpossibleSituation { .. } = e {
                let unknown = HandError::ImpossibleSituation {
                    reason: "no-such-reason".into(),
                };
                let fallback = l10n.says(lang, &id, &unknown.args(), |_, _| false).unwrap();
                assert_ne!(
                    text,
                    fallback,
                    "{lang}: {:?} has no sentence of its own",
                    e.args()
                );
            }
        }
    }
}

#[test]
fn every_fan_and_reason_has_a_name_in_every_language() {
    let l10n = l10n::Localizer::new().unwrap();
    for lang in l10n::LANGUAGES {
        for k in FanKey::SBR {
            assert!(
                l10n.has(lang, &k.message_id()),
                "{lang}: {}",
                k.message_id()
            );
        }
        for r in [NoWin::ThreeSuits, NoWin::Honours, NoWin::NotAWinningShape] {
            let id = format!("hand-reason-{}", r.code());
            assert!(l10n.has(lang, &id), "{lang}: {id}");
        }
        for r in &tiles::mcr::table::FanTable::builtin().readings {
            let id = format!("reading-{}", r.key);
            assert!(l10n.has(lang, &id), "{lang}: {id}");
            for c in &r.choices {
                assert!(l10n.has(lang, &format!("{id}-{c}")), "{lang}: {id}-{c}");
            }
        }
        for f in tiles::mcr::Fan::ALL {
            assert!(
                l10n.has(lang, &f.message_id()),
                "{lang}: {}",
                f.message_id()
            );
        }
        for id in ["hand-tenpai", "hand-not-tenpai", "hand-below-minimum"] {
            assert!(l10n.has(lang, id), "{lang}: {id}");
        }
    }
}

/// One of each settlement error; the match stops compiling when a variant is added.
fn every_settle_error() -> Vec<tiles::SettleError> {
    use tiles::SettleError as E;
    let all = vec![
        E::Hand {
            seat: 1,
            field: "hand",
            source: HandError::UnknownSuit { suit: 'x', at: 3 },
        },
        E::Unsupported {
            ruleset: "mcr-2006".into(),
        },
        E::SeatCount { count: 2 },
        E::NotADrawnHand { in_hand: 1 },
        E::TeamWon {
            seat: 0,
            partner: 2,
        },
        E::MissingHand { seat: 1 },
        E::MissingVoidSuit { seat: 1 },
        E::NotASuit {
            seat: 1,
            text: "x".into(),
        },
        E::MissingDiscards { seat: 1 },
        E::FifthCopyAtTable {
            tile: "5m".parse().unwrap(),
            seat: 1,
        },
        E::NoSuchSeat {
            seat: 5,
            seats: 4,
            kong: 0,
        },
        E::KongDiscarder { kong: 0 },
        E::KongPayer { kong: 0, seat: 1 },
        E::Table {
            field: "seen",
            source: HandError::UnknownSuit { suit: 'x', at: 3 },
        },
        E::FourSeats { count: 3 },
        E::MissingDealer,
        E::NoSuchDealer { seat: 4, seats: 4 },
        E::NotAWind { text: "X".into() },
        E::RiichiHandMissing { seat: 2 },
        E::NotAsked {
            field: "players[1].voidSuit".into(),
        },
    ];
    for e in &all {
        match e {
            E::Hand { .. }
            | E::Unsupported { .. }
            | E::SeatCount { .. }
            | E::NotADrawnHand { .. }
            | E::TeamWon { .. }
            | E::MissingHand { .. }
            | E::MissingVoidSuit { .. }
            | E::NotASuit { .. }
            | E::MissingDiscards { .. }
            | E::FifthCopyAtTable { .. }
            | E::NoSuchSeat { .. }
            | E::KongDiscarder { .. }
            | E::KongPayer { .. }
            | E::Table { .. }
            | E::FourSeats { .. }
            | E::MissingDealer
            | E::NoSuchDealer { .. }
            | E::NotAWind { .. }
            | E::RiichiHandMissing { .. }
            | E::NotAsked { .. } => {}
        }
    }
    all
}

/// The drawn-hand settlement's errors and reasons: `error-<code>`, `settle-reason-<key>`,
/// `settle-status-<status>` (locales/<lang>/settle.ftl).
#[test]
fn every_settle_error_and_reason_is_localised() {
    let l10n = l10n::Localizer::new().unwrap();
    for lang in l10n::LANGUAGES {
        for e in every_settle_error() {
            // Seats are said counted from one, so only that every variable is filled is checked.
            let id = format!("error-{}", e.code());
            l10n.says(lang, &id, &e.args(), |_, _| false).unwrap();
        }
        for r in tiles::settlement::Reason::ALL {
            let id = format!("settle-reason-{}", r.key());
            assert!(l10n.has(lang, &id), "{lang}: {id}");
        }
        for s in [
            "ready",
            "not-ready",
            "flower-pig",
            "passive-flower-pig",
            "active-flower-pig",
            "won",
            "false-win",
            "tenpai",
            "noten",
            "formal-tenpai",
            "abandoned",
        ] {
            let id = format!("settle-status-{s}");
            assert!(l10n.has(lang, &id), "{lang}: {id}");
        }
    }
}

/// Each error type's list of codes (what the app's `ErrorCodeName` is made from) is exactly
/// the codes of its variants: a new variant must add its code, a removed one take it out.
#[test]
fn the_code_lists_are_exactly_the_variants_codes() {
    use std::collections::BTreeSet;
    let hand: BTreeSet<&str> = every_error().iter().map(|e| e.code()).collect();
    assert_eq!(
        hand,
        HandError::CODES.iter().copied().collect(),
        "HandError::CODES"
    );
    // A hand error inside a settlement keeps its own code (listed by HandError).
    let settle: BTreeSet<&str> = every_settle_error()
        .iter()
        .filter(|e| {
            !matches!(
                e,
                tiles::SettleError::Hand { .. } | tiles::SettleError::Table { .. }
            )
        })
        .map(|e| e.code())
        .collect();
    let listed: BTreeSet<&str> = tiles::SettleError::CODES.iter().copied().collect();
    assert_eq!(settle, listed, "SettleError::CODES");
}
