//! The engine decides without reading the record when the verdict cannot depend on it
//! (`rule_reading`): over every shipped ruleset, random incidents with random earlier rulings of
//! the same player (and hall-wide warnings), the verdict with history read only when needed is
//! the verdict with the whole history given — so skipping the read never changes a ruling.

use proptest::prelude::*;
use rulebook::{builtin, rule, rule_reading, Catalogue, Prior, RuleError, Ruling, Verdict};
use std::cell::Cell;

mod common;
use common::incident;

/// The verdicts of `earlier` random incidents of `player`, as the record would give them.
fn history(c: &Catalogue, player: &str, seeds: &[Vec<u32>]) -> Vec<Prior> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut inc = incident(c, seed);
        inc.player = player.to_string();
        let Ok(v) = rule(
            c,
            &Ruling {
                incident: &inc.incident,
                player,
                hand: inc.hand,
                facts: &inc.facts,
                choice: None,
                history: &out,
                hall_warnings: &[],
            },
        ) else {
            continue;
        };
        out.push(Prior::of(player, inc.hand, &v));
    }
    out
}

/// The verdict read lazily, and whether the history was read.
fn lazily(c: &Catalogue, r: &Ruling, earlier: &[Prior]) -> (Result<Verdict, RuleError>, bool) {
    let read = Cell::new(false);
    let v = rule_reading(c, &Ruling { history: &[], ..*r }, || {
        read.set(true);
        Ok::<_, RuleError>(earlier.to_vec())
    });
    (v, read.get())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]
    #[test]
    fn reading_history_only_when_needed_changes_no_verdict(
        ruleset in 0usize..16,
        seed in prop::collection::vec(any::<u32>(), 6),
        earlier in prop::collection::vec(prop::collection::vec(any::<u32>(), 6), 0..6),
        hall_warned in any::<bool>(),
        repeats in 1usize..4,
    ) {
        let all = builtin().unwrap();
        let c = &all[ruleset % all.len()];
        let inc = incident(c, &seed);
        let past = history(c, &inc.player, &earlier);
        let warned = [inc.incident.clone()];
        let r = Ruling {
            incident: &inc.incident,
            player: &inc.player,
            hand: inc.hand,
            facts: &inc.facts,
            choice: None,
            history: &past,
            hall_warnings: if hall_warned { &warned } else { &[] },
        };
        let whole = rule(c, &r);
        let (lazy, _) = lazily(c, &r, &past);
        prop_assert_eq!(&lazy, &whole);
        // The same with the offence itself repeated before, as the ladder and repeat rules count.
        let mut again = past.clone();
        if let Ok(v) = &whole {
            again.extend((0..repeats).map(|_| Prior::of(&inc.player, inc.hand, v)));
        }
        let (lazy, _) = lazily(c, &Ruling { history: &again, ..r }, &again);
        prop_assert_eq!(lazy, rule(c, &Ruling { history: &again, ..r }));
    }
}

/// Each way a verdict depends on history is read: a second warning-level offence climbs the
/// ladder, a second ranged deduction is raised (random incidents seldom hit these twice).
#[test]
fn a_second_ladder_offence_reads_the_history_and_climbs() {
    let all = builtin().unwrap();
    let c = all.iter().find(|c| c.id == "sbr-2025").unwrap();
    let facts = Default::default();
    let r = Ruling {
        incident: "early-draw",
        player: "B",
        hand: None,
        facts: &facts,
        choice: None,
        history: &[],
        hall_warnings: &[],
    };
    let first = rule(c, &r).unwrap();
    let past = vec![Prior::of("B", None, &first)];
    let (second, read) = lazily(c, &r, &past);
    assert!(read, "a ladder offence reads the history");
    assert_ne!(second.unwrap().sanctions, first.sanctions);
    // A late arrival's rank points do not depend on earlier rulings: nothing is read.
    let minutes = [("minutes_late".to_string(), rulebook::Value::Number(12.0))].into();
    let late = Ruling {
        incident: "late-arrival",
        facts: &minutes,
        ..r
    };
    let (v, read) = lazily(c, &late, &past);
    assert!(!read, "a late arrival decides without the record");
    assert_eq!(
        v.unwrap(),
        rule(
            c,
            &Ruling {
                history: &past,
                ..late
            }
        )
        .unwrap()
    );
    // A deduction from a range (副分 1–8) never falls below the last one: read, and raised.
    let not_serious = [("serious".to_string(), rulebook::Value::Bool(false))].into();
    let passing = Ruling {
        incident: "information-passing",
        facts: &not_serious,
        ..r
    };
    let first = rule(c, &passing).unwrap();
    let past = vec![Prior::of("B", None, &first)];
    let (again, read) = lazily(c, &passing, &past);
    assert!(read, "a ranged deduction reads the history");
    assert_ne!(
        again.unwrap().sanctions,
        first.sanctions,
        "the second is raised"
    );
}
