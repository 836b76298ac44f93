//! The JSMA engine (`tiles::jsma::score_with`, `readiness`) against its slow brute-force
//! reference (`tiles::jsma::reference`) on random legal hands of every shape with random,
//! consistent circumstances, under both readings of each disputed point.
//!
//! Everything must agree: win or not and why, han, dora, fu, yakuman, points and the yaku with
//! their han; for a waiting hand the waits, 有効テンパイ, furiten and karaten.

use proptest::prelude::*;
use tiles::jsma::random::{dealt_hand, ready_hand, situation, winning_hand};
use tiles::jsma::reference::{self, RefReadings, RefWin};
use tiles::jsma::{self, Rules, Situation};
use tiles::shared::Rng;
use tiles::{Hand, Tile};

const READINGS: [(bool, bool); 4] = [(true, true), (true, false), (false, true), (false, false)];

fn fast(rules: Rules, hand: &Hand, win: Tile, s: &Situation) -> RefWin {
    match jsma::score_with(rules, hand, win, s) {
        Ok(sc) => RefWin {
            win: true,
            reason: None,
            han: sc.han,
            dora: sc.dora,
            fu: sc.fu,
            yakuman: sc.yakuman,
            yaku: sc.yaku.iter().map(|y| (y.yaku.key(), y.han)).collect(),
            points: sc.points,
        },
        Err(no) => RefWin {
            win: false,
            reason: Some(no.code()),
            han: 0,
            dora: 0,
            fu: 0,
            yakuman: false,
            yaku: Vec::new(),
            points: 0,
        },
    }
}

fn situation_text(s: &Situation) -> String {
    format!(
        "tsumo={} riichi={} double={} first={} after_kong={} robbing={} last={} seat={} round={} dora={:?} discards={:?}",
        s.tsumo,
        s.riichi,
        s.double_riichi,
        s.first_turn,
        s.after_kong,
        s.robbing_kong,
        s.last_tile,
        s.seat_wind.letter(),
        s.round_wind.letter(),
        tiles_of(&s.dora_indicators),
        tiles_of(&s.discards)
    )
}

fn tiles_of(c: &[u8; Tile::KINDS]) -> String {
    tiles::TileCounts(*c).to_string()
}

fn check_win(seed: u64) -> Result<(), String> {
    let mut rng = Rng(seed);
    let (hand, win) = winning_hand(&mut rng);
    let s = situation(&mut rng, &hand, Some(win));
    jsma::check_situation(&hand, Some(win), &s).map_err(|e| format!("{hand} + {win}: {e}"))?;
    for (limits, renhou) in READINGS {
        let rules = Rules {
            limits_count_ba_han: limits,
            renhou_greater: renhou,
            ..Rules::default()
        };
        let r = RefReadings {
            limits_count_ba_han: limits,
            renhou_greater: renhou,
        };
        let ours = fast(rules, &hand, win, &s);
        let slow = reference::score(&hand, win, &s, r);
        if ours != slow {
            return Err(format!(
                "{hand} + {win} ({}) readings {limits}/{renhou}\n  fast:      {ours:?}\n  reference: {slow:?}",
                situation_text(&s)
            ));
        }
    }
    Ok(())
}

fn check_waits(hand: &Hand, s: &Situation) -> Result<(), String> {
    for (limits, renhou) in READINGS {
        // The readings change what a win pays, never whether it is one.
        let f = jsma::readiness(hand, s);
        let r = reference::waits(
            hand,
            s,
            RefReadings {
                limits_count_ba_han: limits,
                renhou_greater: renhou,
            },
        );
        let ours = (f.tenpai, f.waits, f.effective_tenpai, f.furiten, f.karaten);
        let slow = (r.tenpai, r.waits, r.effective_tenpai, r.furiten, r.karaten);
        if ours != slow {
            return Err(format!(
                "{hand} ({})\n  fast:      {ours:?}\n  reference: {slow:?}",
                situation_text(s)
            ));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 4000, ..ProptestConfig::default() })]

    #[test]
    fn a_win_counts_as_the_reference_counts_it(seed in any::<u64>()) {
        check_win(seed).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn a_ready_hand_waits_as_the_reference_says(seed in any::<u64>()) {
        let mut rng = Rng(seed);
        let hand = ready_hand(&mut rng);
        let s = situation(&mut rng, &hand, None);
        check_waits(&hand, &s).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn a_dealt_hand_waits_as_the_reference_says(seed in any::<u64>()) {
        let mut rng = Rng(seed);
        let hand = dealt_hand(&mut rng);
        let s = situation(&mut rng, &hand, None);
        check_waits(&hand, &s).map_err(TestCaseError::fail)?;
    }
}

/// A long run for a session that changes the engine: `cargo test --release -p tiles --test
/// jsma_props -- --ignored`.
#[test]
#[ignore]
fn a_long_run_agrees() {
    let mut failures = Vec::new();
    for seed in 0..200_000u64 {
        if let Err(e) = check_win(seed * 7919 + 1) {
            failures.push(e);
        }
    }
    assert!(
        failures.is_empty(),
        "{} disagreements, first:\n{}",
        failures.len(),
        failures[0]
    );
}
