//! The MCR engine against its slow reference (`tiles::mcr::reference`) on random legal hands
//! (`tiles::mcr::random`): dealt from the 136 tiles with melds, and winning hands of every
//! shape less the winning tile, so that they wait. The waits must be the same tiles; a tile
//! that wins must score, and no other.

use proptest::prelude::*;
use tiles::mcr::random::{dealt_hand, winning_hand};
use tiles::mcr::{self, Situation};
use tiles::shared::Rng;
use tiles::{Hand, Tile};

fn check(hand: &Hand) {
    let fast = mcr::tiles_of(mcr::waits_mask(hand));
    assert_eq!(fast, mcr::reference::waits(hand), "waits of {hand}");
    for t in &fast {
        assert!(
            mcr::score(hand, *t, &Situation::default())
                .unwrap()
                .is_some(),
            "{hand} waits on {t} but does not win on it"
        );
    }
    for t in Tile::all().filter(|t| !fast.contains(t) && hand.counts()[t.index()] < 4) {
        assert!(
            mcr::score(hand, t, &Situation::default())
                .unwrap()
                .is_none(),
            "{hand} wins on {t}, which is no wait"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn dealt_hands_wait_as_the_reference_says(seed in any::<u64>(), melds in 0usize..=4) {
        check(&dealt_hand(&mut Rng(seed), melds));
    }

    #[test]
    fn ready_hands_wait_as_the_reference_says(seed in any::<u64>()) {
        check(&winning_hand(&mut Rng(seed)).0);
    }
}
