//! The settlement of a drawn hand and of kongs, SBR 2025 第十条一、三 (and the 2V2 supplement's
//! 第二条), restated as tables worked out by hand. Each hand's state is said in the comment
//! beside it; the tests check that the engine agrees and that the payments are the book's.

use tiles::settlement::{FlowerPig, Kong, KongKind, Reason, Status, Variant};
use tiles::{settle, DrawnHand, SettleError, Settlement};

/// A seat in the hand: its tiles and void suit.
fn seat(hand: &str, void: &str) -> tiles::settlement::PlayerEntry {
    tiles::settlement::PlayerEntry {
        hand: Some(hand.into()),
        void_suit: Some(void.into()),
        ..Default::default()
    }
}

fn won() -> tiles::settlement::PlayerEntry {
    tiles::settlement::PlayerEntry {
        standing: tiles::settlement::Standing::Won,
        ..Default::default()
    }
}

fn discarding(
    mut p: tiles::settlement::PlayerEntry,
    discards: &str,
) -> tiles::settlement::PlayerEntry {
    p.discards = Some(discards.into());
    p
}

fn table(players: Vec<tiles::settlement::PlayerEntry>, kongs: Vec<Kong>) -> DrawnHand {
    DrawnHand {
        players,
        kongs,
        ..Default::default()
    }
}

/// Payments as (from, to, amount, reason) for easy comparison.
fn flows(s: &Settlement) -> Vec<(usize, usize, u32, &'static str)> {
    s.payments
        .iter()
        .map(|p| (p.from, p.to, p.amount, p.reason.key()))
        .collect()
}

fn nets(s: &Settlement) -> Vec<i64> {
    s.seats.iter().map(|v| v.net).collect()
}

fn statuses(s: &Settlement) -> Vec<Status> {
    s.seats.iter().map(|v| v.status).collect()
}

// Hands used below (13 tiles each, no tile more than four times at one table):
/// Waiting on every 1m–9m; 1m or 9m makes 清一色 + 根: 3 fan, worth 8.
const NINE_GATES: &str = "1112345678999m";
/// Not waiting: the characters can make no set.
const SCATTERED_MP: &str = "147m258m369p147p9p";
/// Not waiting: four lone dots and three runs that cannot take them.
const SCATTERED_PS: &str = "1357p2468s13579s";
/// Three suits, bamboo its only tile of that suit.
const PIG: &str = "234m567m789p234p5s";
/// Waiting on 1p/4p, no fan: worth 1.
const PLAIN_WAIT: &str = "123s456s789s23p55p";

// 第十条三（四）: 查大叫 on the most a waiting hand can score.

#[test]
fn players_not_waiting_pay_each_waiting_player_its_most() {
    let s = settle(
        Variant::Individual,
        &table(
            vec![
                seat(SCATTERED_PS, "m"),
                seat(NINE_GATES, "p"),
                seat(SCATTERED_MP, "s"),
                // Won earlier (血战到底): out of the settlement.
                won(),
            ],
            vec![],
        ),
    )
    .unwrap();
    assert_eq!(
        statuses(&s),
        [
            Status::NotReady,
            Status::Ready,
            Status::NotReady,
            Status::Won
        ]
    );
    assert_eq!(
        flows(&s),
        [(0, 1, 8, "no-ready-hand"), (2, 1, 8, "no-ready-hand")]
    );
    // The fan that set the amount, and the wait it is scored on.
    assert!(s.payments.iter().all(|p| p.fan == Some(3)));
    let best = s.seats[1].best.as_ref().unwrap();
    assert_eq!((best.tile.as_str(), best.fan, best.points), ("1m", 3, 8));
    let fans: Vec<_> = best.fans.iter().map(|f| f.key.as_str()).collect();
    assert_eq!(fans, ["root", "full-flush"]);
    assert_eq!(s.seats[1].waits.len(), 9);
    assert_eq!(nets(&s), [-8, 16, -8, 0]);
}

#[test]
fn the_books_fourth_example_pays_two_roots() {
    // 第十条三（四） example 4: winning on 7p makes a second four of a kind: 2 fan, worth 4.
    let s = settle(
        Variant::Individual,
        &table(
            vec![
                seat("111123m777p89p55p", "s"),
                seat(SCATTERED_PS, "m"),
                won(),
                won(),
            ],
            vec![],
        ),
    )
    .unwrap();
    assert_eq!(flows(&s), [(1, 0, 4, "no-ready-hand")]);
    assert_eq!(s.payments[0].fan, Some(2));
    assert_eq!(s.seats[0].best.as_ref().unwrap().tile, "7p");
}

// 第十条三（五）: everyone in the same state, none a 花猪: nothing changes hands.

#[test]
fn all_waiting_or_all_not_waiting_pays_nothing() {
    let none_waiting = table(
        vec![
            seat(SCATTERED_PS, "m"),
            won(),
            seat(SCATTERED_MP, "s"),
            won(),
        ],
        vec![],
    );
    assert!(settle(Variant::Individual, &none_waiting)
        .unwrap()
        .payments
        .is_empty());
    let all_waiting = table(
        vec![seat(NINE_GATES, "p"), seat(PLAIN_WAIT, "m"), won(), won()],
        vec![],
    );
    let s = settle(Variant::Individual, &all_waiting).unwrap();
    assert!(s.payments.is_empty());
    assert_eq!(nets(&s), [0, 0, 0, 0]);
}

// 第十条三（一）3 and 三（三）: 花猪 is a tile of the void suit, passive or active by the discards.

#[test]
fn a_flower_pig_whose_discards_were_all_of_its_void_suit_pays_as_not_waiting() {
    // Seat 0 keeps a 5s with bamboo as its void suit: a 花猪. It only ever let bamboo go.
    let pig = discarding(seat(PIG, "s"), "19s");
    let s = settle(
        Variant::Individual,
        &table(
            vec![pig, seat(NINE_GATES, "p"), seat(SCATTERED_MP, "s"), won()],
            vec![],
        ),
    )
    .unwrap();
    assert_eq!(s.seats[0].status, Status::FlowerPig);
    assert_eq!(s.seats[0].flower_pig, Some(FlowerPig::Passive));
    assert_eq!(s.seats[0].penalty, None);
    assert_eq!(
        flows(&s),
        [(0, 1, 8, "passive-flower-pig"), (2, 1, 8, "no-ready-hand")]
    );
}

#[test]
fn a_flower_pig_that_discarded_another_suit_is_active_and_penalised() {
    let pig = discarding(seat(PIG, "s"), "19s6p");
    let s = settle(
        Variant::Individual,
        &table(
            vec![pig, seat(NINE_GATES, "p"), seat(SCATTERED_MP, "s"), won()],
            vec![],
        ),
    )
    .unwrap();
    assert_eq!(s.seats[0].flower_pig, Some(FlowerPig::Active));
    // The penalty (扣当盘副分 24, 第十二条十) is the catalogue's: a deduction, not a payment.
    assert_eq!(s.seats[0].penalty.as_deref(), Some("active-flower-pig"));
    assert_eq!(
        flows(&s),
        [(0, 1, 8, "flower-pig"), (2, 1, 8, "no-ready-hand")]
    );
    assert_eq!(nets(&s), [-8, 16, -8, 0]);
}

#[test]
fn a_void_suit_tile_makes_a_flower_pig_in_two_suits_and_a_waiting_shape() {
    // 2345p waits on 2p/5p, but dots are the void suit: not 有叫 (三（一）1 asks for no void
    // tile), a 花猪 (三（一）3), so it pays the waiting seat rather than collecting.
    let pig = tiles::settlement::PlayerEntry {
        discard_suits: Some("p".into()),
        ..seat("123m456m789m2345p", "p")
    };
    let s = settle(
        Variant::Individual,
        &table(vec![pig, won(), seat(PLAIN_WAIT, "m"), won()], vec![]),
    )
    .unwrap();
    assert_eq!(s.seats[0].status, Status::FlowerPig);
    assert_eq!(s.seats[0].flower_pig, Some(FlowerPig::Passive));
    assert!(s.seats[0].waits.is_empty());
    assert_eq!(flows(&s), [(0, 2, 1, "passive-flower-pig")]);
}

#[test]
fn a_pung_of_the_void_suit_is_active_whatever_was_discarded() {
    // 第六条三: claiming the void suit is itself 主动花猪.
    let pig = discarding(seat("123m456m789m5p[555s]", "s"), "1s");
    let s = settle(
        Variant::Individual,
        &table(vec![pig, seat(NINE_GATES, "p"), won(), won()], vec![]),
    )
    .unwrap();
    assert_eq!(s.seats[0].flower_pig, Some(FlowerPig::Active));
}

// 2V2 第二条一、二: no void suit; three suits make the 花猪; one suit discarded is passive.

#[test]
fn doubles_flower_pigs_hold_three_suits() {
    let three_suits = |discards: &str| tiles::settlement::PlayerEntry {
        hand: Some(PIG.into()),
        discards: Some(discards.into()),
        ..Default::default()
    };
    let waiting = tiles::settlement::PlayerEntry {
        hand: Some(NINE_GATES.into()),
        ..Default::default()
    };
    let passive = settle(
        Variant::Doubles,
        &table(
            vec![three_suits("1s9s"), waiting.clone(), won(), won()],
            vec![],
        ),
    );
    // Partners sit opposite (0 and 2, 1 and 3): each team still has a player in the hand.
    let passive = passive.unwrap();
    assert_eq!(passive.seats[0].flower_pig, Some(FlowerPig::Passive));
    assert_eq!(passive.seats[0].penalty, None);
    assert_eq!(flows(&passive), [(0, 1, 8, "passive-flower-pig")]);

    let active = settle(
        Variant::Doubles,
        &table(
            vec![three_suits("1s9p"), waiting.clone(), won(), won()],
            vec![],
        ),
    )
    .unwrap();
    assert_eq!(active.seats[0].flower_pig, Some(FlowerPig::Active));
    assert_eq!(active.seats[0].penalty.as_deref(), Some("flower-pig"));

    // Two suits and a wait: 有叫 in 2V2, whatever a main-book void suit would have said.
    let two_suits = tiles::settlement::PlayerEntry {
        hand: Some("123m456m789m2345p".into()),
        void_suit: Some("p".into()),
        ..Default::default()
    };
    let s = settle(
        Variant::Doubles,
        &table(vec![two_suits, waiting, won(), won()], vec![]),
    )
    .unwrap();
    assert_eq!(statuses(&s)[..2], [Status::Ready, Status::Ready]);
    assert!(s.payments.is_empty());
}

#[test]
fn doubles_hands_end_unchecked_once_a_team_has_won() {
    // 第二条四: seats 0 and 2 are partners; both have won, so there is no drawn hand.
    let e = settle(
        Variant::Doubles,
        &table(
            vec![won(), seat(NINE_GATES, "p"), won(), seat(SCATTERED_PS, "m")],
            vec![],
        ),
    )
    .unwrap_err();
    assert_eq!(
        e,
        SettleError::TeamWon {
            seat: 0,
            partner: 2
        }
    );
    assert_eq!(e.code(), "settle-team-won");
    // The main book has no teams: the same table settles.
    assert!(settle(
        Variant::Individual,
        &table(
            vec![won(), seat(NINE_GATES, "p"), won(), seat(SCATTERED_PS, "m")],
            vec![]
        )
    )
    .is_ok());
}

// 第十条一: kong points, and when they go back.

fn kong(kind: KongKind, by: usize) -> Kong {
    Kong {
        kind,
        by,
        discarder: None,
        payers: vec![],
        from_draw: true,
        kong_discard: false,
    }
}

#[test]
fn kongs_pay_and_go_back_as_the_book_says() {
    // Seat 0 waits on 9m with two kongs (2 fan, worth 4); seat 1 is not waiting; seat 2 won
    // earlier; seat 3 waits on 1p/4p with a concealed kong (1 fan, worth 2).
    let players = vec![
        seat("123m456m9m[5555p][7777p]", "s"),
        seat("147m258m369s9s{1111s}", "p"),
        won(),
        seat("345s678s11p23p{2222s}", "m"),
    ];
    let kongs = vec![
        // 0: seat 0 claimed seat 1's discard (点杠): seat 1 pays 2. Seat 0 waits: it stands.
        Kong {
            discarder: Some(1),
            ..kong(KongKind::Direct, 0)
        },
        // 1: seat 1's concealed kong, all others still in: 2 each; seat 1 is not waiting at
        // the draw, so all of it goes back (一（三）).
        Kong {
            payers: vec![0, 2, 3],
            ..kong(KongKind::Concealed, 1)
        },
        // 2: seat 2 added the tile it drew to its pung before it won: 1 from each; kept.
        Kong {
            payers: vec![0, 1, 3],
            ..kong(KongKind::Added, 2)
        },
        // 3: seat 0 added a tile it had kept in the hand: no points (及时雨 only).
        Kong {
            payers: vec![1, 2, 3],
            from_draw: false,
            ..kong(KongKind::Added, 0)
        },
        // 4: seat 3's concealed kong, then seat 2 won on seat 3's discard (杠上炮): the kong's
        // points go back to those who paid them, not to the winner (一（四）).
        Kong {
            payers: vec![0, 1, 2],
            kong_discard: true,
            ..kong(KongKind::Concealed, 3)
        },
    ];
    let s = settle(Variant::Individual, &table(players, kongs)).unwrap();
    assert_eq!(
        statuses(&s),
        [Status::Ready, Status::NotReady, Status::Won, Status::Ready]
    );
    assert_eq!(
        flows(&s),
        [
            // 查大叫
            (1, 0, 4, "no-ready-hand"),
            (1, 3, 2, "no-ready-hand"),
            // kong 0
            (1, 0, 2, "kong-direct"),
            // kong 1
            (0, 1, 2, "kong-concealed"),
            (1, 0, 2, "kong-refund-not-ready"),
            (2, 1, 2, "kong-concealed"),
            (1, 2, 2, "kong-refund-not-ready"),
            (3, 1, 2, "kong-concealed"),
            (1, 3, 2, "kong-refund-not-ready"),
            // kong 2
            (0, 2, 1, "kong-added"),
            (1, 2, 1, "kong-added"),
            (3, 2, 1, "kong-added"),
            // kong 4
            (0, 3, 2, "kong-concealed"),
            (3, 0, 2, "kong-refund-kong-discard"),
            (1, 3, 2, "kong-concealed"),
            (3, 1, 2, "kong-refund-kong-discard"),
            (2, 3, 2, "kong-concealed"),
            (3, 2, 2, "kong-refund-kong-discard"),
        ]
    );
    assert_eq!(nets(&s), [5, -9, 3, 1]);
    assert!(s.payments[2..].iter().all(|p| p.fan.is_none()));
    assert_eq!(s.payments[2].kong, Some(0));
    assert_eq!(s.payments[17].kong, Some(4));
}

// 第十一条四（五）: a dead hand returns its kong points, collects nothing, and is not charged
// when it waits. 第十二条十一（一）: a false win returns its kong points.

#[test]
fn a_dead_hand_waits_unpaid_and_returns_its_kongs() {
    let dead = tiles::settlement::PlayerEntry {
        dead_hand: true,
        // Waits on 4m/7m, 1 fan for the kong.
        ..seat("11123456m99m{8888p}", "s")
    };
    let players = vec![
        seat(SCATTERED_MP, "s"),
        dead,
        seat(SCATTERED_PS, "m"),
        seat(PLAIN_WAIT, "m"),
    ];
    let kongs = vec![Kong {
        payers: vec![0, 2, 3],
        ..kong(KongKind::Concealed, 1)
    }];
    let s = settle(Variant::Individual, &table(players, kongs)).unwrap();
    assert_eq!(s.seats[1].status, Status::Ready);
    assert!(s.seats[1].dead_hand);
    assert_eq!(s.seats[1].best, None);
    assert_eq!(
        flows(&s)[..2],
        [(0, 3, 1, "no-ready-hand"), (2, 3, 1, "no-ready-hand")]
    );
    assert!(flows(&s)[2..]
        .iter()
        .all(|f| f.3 == "kong-concealed" || f.3 == "kong-refund-dead-hand"));
    assert_eq!(nets(&s), [-1, 0, -1, 2]);
}

#[test]
fn a_false_win_returns_its_kong_points() {
    let players = vec![
        seat(SCATTERED_MP, "s"),
        tiles::settlement::PlayerEntry {
            standing: tiles::settlement::Standing::FalseWin,
            ..Default::default()
        },
        seat(SCATTERED_PS, "m"),
        won(),
    ];
    let kongs = vec![Kong {
        discarder: Some(0),
        ..kong(KongKind::Direct, 1)
    }];
    let s = settle(Variant::Individual, &table(players, kongs)).unwrap();
    assert_eq!(
        flows(&s),
        [(0, 1, 2, "kong-direct"), (1, 0, 2, "kong-refund-false-win")]
    );
}

// 第十条三（六）: a 听牌卡 left on "not waiting", uncorrected, settles the hand as not waiting.

#[test]
fn a_waiting_hand_shown_as_not_waiting_is_not_waiting() {
    let shown_not_ready = tiles::settlement::PlayerEntry {
        card_not_ready: true,
        ..seat(NINE_GATES, "p")
    };
    let s = settle(
        Variant::Individual,
        &table(
            vec![seat(SCATTERED_PS, "m"), shown_not_ready, won(), won()],
            vec![],
        ),
    )
    .unwrap();
    assert_eq!(s.seats[1].status, Status::NotReady);
    assert_eq!(s.seats[1].waits.len(), 9);
    assert!(s.payments.is_empty());
}

// 第十条三（六）: a 听牌卡 that says waiting on a hand that is not calls for the catalogue's
// ruling; the settlement names the incident, so no front end has to.

#[test]
fn a_card_saying_waiting_on_a_hand_that_is_not_names_its_incident() {
    let card = |p: tiles::settlement::PlayerEntry| tiles::settlement::PlayerEntry {
        card_ready: true,
        ..p
    };
    let s = settle(
        Variant::Individual,
        &table(
            vec![
                card(seat(SCATTERED_PS, "m")),
                card(seat(NINE_GATES, "p")),
                seat(SCATTERED_MP, "s"),
                won(),
            ],
            vec![],
        ),
    )
    .unwrap();
    let misuses: Vec<_> = s.seats.iter().map(|v| v.card_misuse.as_deref()).collect();
    assert_eq!(misuses, [Some("ready-card-misuse"), None, None, None]);
    // A 花猪 is never waiting, in the 2V2 supplement too (three suits).
    let s = settle(
        Variant::Doubles,
        &table(
            vec![
                card(discarding(seat(PIG, "m"), "5s")),
                seat(NINE_GATES, "p"),
                won(),
                seat(SCATTERED_MP, "s"),
            ],
            vec![],
        ),
    )
    .unwrap();
    assert_eq!(s.seats[0].status, Status::FlowerPig);
    assert_eq!(s.seats[0].card_misuse.as_deref(), Some("ready-card-misuse"));
}

// What a described table can get wrong.

#[test]
fn errors_name_the_seat_and_what_is_missing() {
    let code = |t: DrawnHand| settle(Variant::Individual, &t).unwrap_err();

    let e = code(table(
        vec![
            seat("123m456m789m234p5x", "s"),
            seat(NINE_GATES, "p"),
            won(),
        ],
        vec![],
    ));
    assert_eq!(e.code(), "hand-unknown-suit");
    assert_eq!(e.args()["seat"], "1");
    assert_eq!(e.args()["field"], "hand");
    assert_eq!(e.args()["position"], "18");

    let mut no_void = seat(NINE_GATES, "p");
    no_void.void_suit = None;
    let e = code(table(vec![seat(SCATTERED_PS, "m"), no_void, won()], vec![]));
    assert_eq!(e, SettleError::MissingVoidSuit { seat: 1 });
    assert_eq!(e.code(), "settle-missing-void-suit");
    assert_eq!(e.args()["seat"], "2");

    let e = code(table(
        vec![
            seat("123m456m789m234p5s", "s"),
            seat(NINE_GATES, "p"),
            won(),
        ],
        vec![],
    ));
    assert_eq!(e, SettleError::MissingDiscards { seat: 0 });

    let e = code(table(
        vec![seat(NINE_GATES, "p"), seat(NINE_GATES, "s"), won()],
        vec![],
    ));
    assert_eq!(e.code(), "settle-fifth-copy-at-table");
    assert_eq!(e.args()["tile"], "1m");

    let e = code(table(vec![seat(NINE_GATES, "p"), won(), won()], vec![]));
    assert_eq!(e, SettleError::NotADrawnHand { in_hand: 1 });

    let e = code(table(vec![seat(NINE_GATES, "p"), won()], vec![]));
    assert_eq!(e.code(), "settle-seat-count");

    let e = code(table(vec![seat(NINE_GATES, "x"), won(), won()], vec![]));
    assert_eq!(e.code(), "settle-not-a-suit");

    let two = || vec![seat(NINE_GATES, "p"), seat(SCATTERED_PS, "m"), won()];
    let e = code(table(two(), vec![kong(KongKind::Direct, 0)]));
    assert_eq!(e, SettleError::KongDiscarder { kong: 0 });
    let e = code(table(
        two(),
        vec![Kong {
            payers: vec![1, 0],
            ..kong(KongKind::Concealed, 0)
        }],
    ));
    assert_eq!(e, SettleError::KongPayer { kong: 0, seat: 0 });
    assert_eq!(e.args()["kong"], "1");
    let e = code(table(
        two(),
        vec![Kong {
            payers: vec![4],
            ..kong(KongKind::Concealed, 0)
        }],
    ));
    assert_eq!(e.code(), "settle-no-such-seat");
}

#[test]
fn reasons_have_stable_keys() {
    let keys: Vec<_> = Reason::ALL.iter().map(|r| r.key()).collect();
    assert_eq!(
        keys,
        [
            "no-ready-hand",
            "passive-flower-pig",
            "flower-pig",
            "kong-direct",
            "kong-added",
            "kong-concealed",
            "kong-refund-not-ready",
            "kong-refund-flower-pig",
            "kong-refund-dead-hand",
            "kong-refund-false-win",
            "kong-refund-kong-discard",
            "noten-payment",
        ]
    );
}
