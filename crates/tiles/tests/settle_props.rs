//! Random drawn-hand tables through the settlement: hands dealt from one set of 108 tiles
//! (so no kind comes five times), near-wins so that many seats wait, 花猪, dead hands, cards
//! left on "not waiting", players already out, and kongs of every kind. Each table is checked
//! against the rules restated plainly here, and the amounts against the brute-force
//! `tiles::sbr::reference`, which shares no code with the fast engine.

use proptest::prelude::*;
use tiles::sbr::reference;
use tiles::settlement::{
    settle_seats, Discards, FlowerPig, Kong, KongKind, PlayerEntry, Reason, Seat, Standing, Status,
    SuitSet, Variant,
};
use tiles::shared::Rng;
use tiles::{Conditions, DrawnHand, Hand, Meld, MeldKind, Suit, Tile};

const SUITS: [Suit; 3] = [Suit::Characters, Suit::Dots, Suit::Bamboo];

fn tile(i: usize) -> Tile {
    Tile::from_index(i).unwrap()
}

/// What is left of the 108 tiles.
#[derive(Clone)]
struct Wall([u8; 27]);

impl Wall {
    fn take(&mut self, k: usize, n: u8) -> bool {
        if self.0[k] >= n {
            self.0[k] -= n;
            true
        } else {
            false
        }
    }
}

fn kinds(suits: &[Suit]) -> Vec<usize> {
    (0..27)
        .filter(|&i| suits.contains(&tile(i).suit()))
        .collect()
}

/// A winning hand from `suits` less one concealed tile: four sets and a pair (some of them
/// melds) or seven pairs. `None` when the wall cannot give one.
fn near_win(rng: &mut Rng, wall: &mut Wall, suits: &[Suit]) -> Option<Hand> {
    let kinds = kinds(suits);
    'again: for _ in 0..40 {
        let mut w = wall.clone();
        let mut hand = Hand::default();
        let add = |hand: &mut Hand, w: &mut Wall, k: usize, n: u8| {
            let ok = w.take(k, n);
            hand.tiles.extend(std::iter::repeat_n(tile(k), n as usize));
            ok
        };
        if rng.below(5) == 0 {
            for _ in 0..7 {
                if !add(&mut hand, &mut w, kinds[rng.below(kinds.len())], 2) {
                    continue 'again;
                }
            }
        } else {
            if !add(&mut hand, &mut w, kinds[rng.below(kinds.len())], 2) {
                continue;
            }
            for _ in 0..4 {
                let k = kinds[rng.below(kinds.len())];
                match rng.below(8) {
                    0..=3 => {
                        if k % 9 > 6 || !(0..3).all(|j| add(&mut hand, &mut w, k + j, 1)) {
                            continue 'again;
                        }
                    }
                    4 => {
                        if !add(&mut hand, &mut w, k, 3) {
                            continue 'again;
                        }
                    }
                    m => {
                        let kind = [
                            MeldKind::Pung,
                            MeldKind::ExposedKong,
                            MeldKind::ConcealedKong,
                        ][m - 5];
                        if !w.take(k, if kind == MeldKind::Pung { 3 } else { 4 }) {
                            continue 'again;
                        }
                        hand.melds.push(Meld {
                            kind,
                            tile: tile(k),
                        });
                    }
                }
            }
        }
        let out = hand.tiles.remove(rng.below(hand.tiles.len()));
        w.0[out.index()] += 1;
        *wall = w;
        return Some(hand);
    }
    None
}

/// 13 tiles dealt at random from `suits`, with up to two melds.
fn dealt(rng: &mut Rng, wall: &mut Wall, suits: &[Suit]) -> Option<Hand> {
    let kinds = kinds(suits);
    let mut w = wall.clone();
    let mut hand = Hand::default();
    for _ in 0..rng.below(3) {
        let kind = [
            MeldKind::Pung,
            MeldKind::ExposedKong,
            MeldKind::ConcealedKong,
        ][rng.below(3)];
        let need = if kind == MeldKind::Pung { 3 } else { 4 };
        let options: Vec<_> = kinds.iter().filter(|&&k| w.0[k] >= need).collect();
        if let Some(&&k) = options.get(rng.below(options.len().max(1))) {
            w.take(k, need);
            hand.melds.push(Meld {
                kind,
                tile: tile(k),
            });
        }
    }
    while hand.size() < 13 {
        let options: Vec<_> = kinds.iter().filter(|&&k| w.0[k] > 0).collect();
        let &&k = options.get(rng.below(options.len().max(1)))?;
        w.take(k, 1);
        hand.tiles.push(tile(k));
    }
    *wall = w;
    Some(hand)
}

fn random_suits(rng: &mut Rng) -> SuitSet {
    let bits = rng.below(8);
    let mut s = SuitSet::default();
    for (i, suit) in SUITS.iter().enumerate() {
        if bits >> i & 1 == 1 {
            s.insert(*suit);
        }
    }
    s
}

/// A seat in the hand.
fn in_hand(rng: &mut Rng, wall: &mut Wall, variant: Variant) -> Option<Seat> {
    let void = SUITS[rng.below(3)];
    let others: Vec<Suit> = SUITS.iter().copied().filter(|&s| s != void).collect();
    let kept: Vec<Suit> = if rng.below(4) == 0 {
        vec![others[rng.below(2)]]
    } else {
        others
    };
    let hand = match rng.below(10) {
        0..=5 => near_win(rng, wall, &kept)?,
        6..=7 => dealt(rng, wall, &kept)?,
        // Any suit at all: often a 花猪.
        _ => dealt(rng, wall, &SUITS)?,
    };
    Some(Seat {
        standing: Standing::InHand,
        hand: Some(hand),
        void_suit: (variant == Variant::Individual).then_some(void),
        discards: Discards::Suits(random_suits(rng)),
        dead_hand: rng.below(8) == 0,
        card_not_ready: rng.below(10) == 0,
    })
}

fn kongs(rng: &mut Rng, seats: usize) -> Vec<Kong> {
    (0..rng.below(6))
        .map(|_| {
            let by = rng.below(seats);
            let others: Vec<usize> = (0..seats).filter(|&s| s != by).collect();
            let kind = [KongKind::Direct, KongKind::Added, KongKind::Concealed][rng.below(3)];
            Kong {
                kind,
                by,
                discarder: (kind == KongKind::Direct).then(|| others[rng.below(others.len())]),
                payers: if kind == KongKind::Direct {
                    vec![]
                } else {
                    others.into_iter().filter(|_| rng.below(4) != 0).collect()
                },
                from_draw: rng.below(4) != 0,
                kong_discard: rng.below(6) == 0,
            }
        })
        .collect()
}

/// A random drawn-hand table: 3 or 4 seats, at least two still in the hand (and in 2V2 no
/// team with both players out).
fn table(seed: u64, variant: Variant) -> (Vec<Seat>, Vec<Kong>) {
    let mut rng = Rng(seed);
    loop {
        let n = if rng.below(5) == 0 { 3 } else { 4 };
        let mut out: Vec<bool> = (0..n).map(|_| rng.below(4) == 0).collect();
        out[0] = false;
        if out.iter().filter(|&&o| !o).count() < 2 {
            out[1] = false;
        }
        if variant == Variant::Doubles && n == 4 {
            for i in 0..2 {
                out[i] &= !out[i + 2];
            }
        }
        let mut wall = Wall([4; 27]);
        let seats: Option<Vec<Seat>> = out
            .iter()
            .map(|&o| {
                if o {
                    Some(Seat {
                        standing: if rng.below(3) == 0 {
                            Standing::FalseWin
                        } else {
                            Standing::Won
                        },
                        ..Seat::default()
                    })
                } else {
                    in_hand(&mut rng, &mut wall, variant)
                }
            })
            .collect();
        if let Some(seats) = seats {
            let k = kongs(&mut rng, n);
            return (seats, k);
        }
    }
}

/// The book's state of a seat in the hand, restated: (flower pig, if so passive).
fn pig_by_the_book(variant: Variant, s: &Seat) -> Option<bool> {
    let hand = s.hand.as_ref().unwrap();
    let held = SuitSet::of_hand(hand);
    let discarded = s.discards.suits().unwrap();
    match variant {
        Variant::Individual => {
            let void = s.void_suit.unwrap();
            let claimed = hand.melds.iter().any(|m| m.tile.suit() == void);
            held.contains(void)
                .then_some(!claimed && SUITS.iter().all(|&x| x == void || !discarded.contains(x)))
        }
        Variant::Doubles => (held.len() == 3).then_some(discarded.len() <= 1),
        Variant::Jsma => unreachable!("JSMA has no 花猪"),
    }
}

fn to_entry(s: &Seat) -> PlayerEntry {
    let letters = |set: SuitSet| -> String {
        SUITS
            .iter()
            .filter(|&&x| set.contains(x))
            .map(|x| x.letter())
            .collect()
    };
    PlayerEntry {
        standing: s.standing,
        hand: s.hand.as_ref().map(|h| h.to_string()),
        void_suit: s.void_suit.map(|v| v.letter().to_string()),
        discards: None,
        discard_suits: s.discards.suits().map(letters),
        dead_hand: s.dead_hand,
        card_not_ready: s.card_not_ready,
        card_ready: false,
        ..Default::default()
    }
}

fn check_table(seed: u64, variant: Variant) -> Result<(), TestCaseError> {
    let (seats, kongs) = table(seed, variant);
    let s = settle_seats(variant, &seats, &kongs)
        .map_err(|e| TestCaseError::fail(format!("{e}: {seats:?}")))?;

    // Payments move points: they sum to zero, and each is a positive amount between two seats.
    prop_assert_eq!(s.seats.iter().map(|v| v.net).sum::<i64>(), 0);
    for p in &s.payments {
        prop_assert!(p.amount > 0 && p.from != p.to, "{:?}", p);
    }

    // The text entry point gives the same settlement.
    let text = DrawnHand {
        players: seats.iter().map(to_entry).collect(),
        kongs: kongs.clone(),
        ..Default::default()
    };
    prop_assert_eq!(&tiles::settle(variant, &text).unwrap(), &s);

    // Each seat's state, by the book and the brute-force reference.
    for (i, (seat, view)) in seats.iter().zip(&s.seats).enumerate() {
        match seat.standing {
            Standing::Won => prop_assert_eq!(view.status, Status::Won),
            Standing::FalseWin => prop_assert_eq!(view.status, Status::FalseWin),
            Standing::InHand => match pig_by_the_book(variant, seat) {
                Some(passive) => {
                    prop_assert_eq!(view.status, Status::FlowerPig);
                    let kind = if passive {
                        FlowerPig::Passive
                    } else {
                        FlowerPig::Active
                    };
                    prop_assert_eq!(view.flower_pig, Some(kind));
                    prop_assert_eq!(view.penalty.is_some(), !passive);
                }
                None => {
                    let waits =
                        reference::waits(seat.hand.as_ref().unwrap(), Conditions::default())
                            .unwrap();
                    let ready = waits.tenpai() && !seat.card_not_ready;
                    let expected = if ready {
                        Status::Ready
                    } else {
                        Status::NotReady
                    };
                    prop_assert_eq!(view.status, expected, "seat {}", i);
                    prop_assert_eq!(view.max_fan, waits.max_fan());
                    // 查大叫: every seat that is not waiting pays this one its most, once.
                    let received: Vec<_> = s
                        .payments
                        .iter()
                        .filter(|p| p.to == i && p.reason.is_ready_check())
                        .collect();
                    let payers: Vec<usize> = (0..seats.len())
                        .filter(|&j| {
                            matches!(s.seats[j].status, Status::NotReady | Status::FlowerPig)
                        })
                        .collect();
                    if ready && !seat.dead_hand {
                        let fan = waits.max_fan().unwrap();
                        let from: Vec<usize> = received.iter().map(|p| p.from).collect();
                        prop_assert_eq!(&from, &payers);
                        for p in &received {
                            prop_assert_eq!(p.fan, Some(fan));
                            prop_assert_eq!(p.amount, 1u32 << fan.min(3));
                        }
                    } else {
                        prop_assert!(received.is_empty());
                    }
                }
            },
        }
        // A waiting seat never pays in 查大叫; a 花猪, a seat out and a dead hand never collect.
        for p in s.payments.iter().filter(|p| p.reason.is_ready_check()) {
            let (from, to) = (&s.seats[p.from], &s.seats[p.to]);
            prop_assert!(matches!(from.status, Status::NotReady | Status::FlowerPig));
            prop_assert!(to.status == Status::Ready && !to.dead_hand);
            let expected = match from.flower_pig {
                None => Reason::NoReadyHand,
                Some(FlowerPig::Passive) => Reason::PassiveFlowerPig,
                Some(FlowerPig::Active) => Reason::FlowerPig,
            };
            prop_assert_eq!(p.reason, expected);
        }
    }

    // Kongs: a kong stands when its maker won or waits (and is no dead hand) and no 杠上炮
    // followed it; then its maker keeps what the book's amounts give, else nobody gains.
    for (index, k) in kongs.iter().enumerate() {
        let maker = &s.seats[k.by];
        let stands = !k.kong_discard
            && !maker.dead_hand
            && matches!(maker.status, Status::Won | Status::Ready);
        let earned: u32 = match k.kind {
            KongKind::Direct => 2,
            KongKind::Added if k.from_draw => k.payers.len() as u32,
            KongKind::Added => 0,
            KongKind::Concealed => 2 * k.payers.len() as u32,
        };
        let mut net = vec![0i64; seats.len()];
        for p in s.payments.iter().filter(|p| p.kong == Some(index)) {
            net[p.from] -= i64::from(p.amount);
            net[p.to] += i64::from(p.amount);
        }
        let kept = if stands { i64::from(earned) } else { 0 };
        prop_assert_eq!(net[k.by], kept, "kong {}: {:?}", index, k);
        prop_assert_eq!(net.iter().sum::<i64>(), 0);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    #[test]
    fn main_book_tables_settle_by_the_book(seed in any::<u64>()) {
        check_table(seed, Variant::Individual)?;
    }

    #[test]
    fn doubles_tables_settle_by_the_book(seed in any::<u64>()) {
        check_table(seed, Variant::Doubles)?;
    }
}

/// The generator makes every kind of seat often enough for the properties to mean something.
#[test]
fn the_tables_cover_every_state() {
    let mut seen = std::collections::BTreeMap::new();
    for seed in 0..2000 {
        for variant in [Variant::Individual, Variant::Doubles] {
            let (seats, kongs) = table(seed, variant);
            let s = settle_seats(variant, &seats, &kongs).unwrap();
            for v in &s.seats {
                *seen
                    .entry(format!("{:?} {:?}", v.status, v.flower_pig))
                    .or_insert(0) += 1;
            }
            for p in &s.payments {
                *seen.entry(p.reason.key().to_string()).or_insert(0) += 1;
            }
        }
    }
    for (key, min) in [
        ("Ready None", 500),
        ("NotReady None", 500),
        ("FlowerPig Some(Passive)", 50),
        ("FlowerPig Some(Active)", 100),
        ("Won None", 100),
        ("FalseWin None", 50),
    ] {
        let n = seen.get(key).copied().unwrap_or(0);
        assert!(n >= min, "{key}: {n} in {seen:?}");
    }
    // The ノーテン罰符 is JSMA's (tests/jsma_drawn_props.rs).
    for r in Reason::ALL
        .into_iter()
        .filter(|r| *r != Reason::NotenPayment)
    {
        assert!(
            seen.get(r.key()).copied().unwrap_or(0) >= 20,
            "{}: {seen:?}",
            r.key()
        );
    }
}
