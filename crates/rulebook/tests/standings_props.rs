//! Properties of the standings: the order players are listed in changes nothing, and a full
//! table without sanctions hands out exactly the ruleset's rank points.

use proptest::prelude::*;
use rulebook::builtin_ruleset;
use rulebook::standings::{session_standings, SessionResult};
use std::collections::BTreeMap;

/// Slow reference: sort, then walk groups of equal scores.
fn reference(points: &[f64], scores: &[f64]) -> Vec<f64> {
    let mut sorted: Vec<f64> = scores.to_vec();
    sorted.sort_by(|a, b| b.total_cmp(a));
    scores
        .iter()
        .map(|s| {
            let first = sorted.iter().position(|x| x == s).unwrap();
            let last = sorted.iter().rposition(|x| x == s).unwrap();
            points[first..=last].iter().sum::<f64>() / (last - first + 1) as f64
        })
        .collect()
}

proptest! {
    #[test]
    fn order_does_not_matter_and_points_sum_to_the_total(
        scores in proptest::collection::vec(-50i32..50, 4),
        rotation in 0usize..4,
    ) {
        let c = builtin_ruleset("sbr-2025").unwrap();
        let players: Vec<String> = ["A", "B", "C", "D"].iter().map(|s| s.to_string()).collect();
        let map: BTreeMap<String, f64> = players.iter().cloned().zip(scores.iter().map(|&s| s as f64)).collect();
        let run = |order: &[String]| {
            let mut out = session_standings(&c.standings, &SessionResult { session: "R", players: order, dealer: None, scores: &map, rulings: &[] });
            out.sort_by(|a, b| a.player.cmp(&b.player));
            out
        };
        let straight = run(&players);
        let mut rotated = players.clone();
        rotated.rotate_left(rotation);
        prop_assert_eq!(&straight, &run(&rotated));
        let sum: f64 = straight.iter().map(|s| s.rank_points).sum();
        prop_assert!((sum - 10.0).abs() < 1e-9);
        let expected = reference(&c.standings.rank_points, &scores.iter().map(|&s| s as f64).collect::<Vec<_>>());
        for (s, e) in straight.iter().zip(expected) {
            prop_assert!((s.rank_points - e).abs() < 1e-9);
        }
    }
}
