//! Properties of standings over every shipped ruleset, with random incidents and answers:
//! the order players are listed in changes nothing, payments move points without creating or
//! destroying any, and a full table without forfeits hands out exactly the ruleset's points.

use proptest::prelude::*;
use rulebook::model::StandingsKind;
use rulebook::scenario::{replay, Scenario, ScenarioIncident, ScenarioSession};
use rulebook::{builtin, Catalogue, SanctionKind};

mod common;
use common::{incident, PLAYERS};

/// Slow reference for placement: sort, then walk groups of equal scores.
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

fn scenario(
    c: &Catalogue,
    order: &[String],
    scores: &[i32],
    incidents: Vec<ScenarioIncident>,
) -> Scenario {
    Scenario {
        ruleset: c.id.clone(),
        hall_warnings: Vec::new(),
        overrides: Default::default(),
        teams: Default::default(),
        sessions: vec![ScenarioSession {
            id: "S".into(),
            players: order.to_vec(),
            dealer: Some("A".into()),
            scores: PLAYERS
                .iter()
                .map(|p| p.to_string())
                .zip(scores.iter().map(|&s| s as f64 * 100.0))
                .collect(),
            hands: Vec::new(),
            match_id: None,
            incidents,
        }],
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn standings_hold_their_properties_in_every_ruleset(
        which in 0usize..16,
        scores in proptest::collection::vec(-300i32..300, 4),
        seeds in proptest::collection::vec(proptest::collection::vec(0u32..1000, 6), 0..6),
        rotation in 0usize..4,
    ) {
        let all = builtin().unwrap();
        let c = &all[which % all.len()];
        let incidents: Vec<ScenarioIncident> = seeds.iter().map(|s| incident(c, s)).collect();
        let players: Vec<String> = PLAYERS.iter().map(|s| s.to_string()).collect();
        let r = replay(c, &scenario(c, &players, &scores, incidents.clone())).unwrap();

        // Order independence.
        let mut rotated = players.clone();
        rotated.rotate_left(rotation);
        let r2 = replay(c, &scenario(c, &rotated, &scores, incidents)).unwrap();
        let by_player = |s: &[rulebook::standings::Standing]| {
            let mut v = s.to_vec();
            v.sort_by(|a, b| a.player.cmp(&b.player));
            v
        };
        prop_assert_eq!(by_player(&r.standings), by_player(&r2.standings));

        // A forfeit, a disqualification or cancelled results take points off the table.
        let forfeits = r.standings.iter().any(|s| s.forfeit || s.disqualified || s.annulled);
        if forfeits {
            return Ok(());
        }
        // Payments net to zero: the adjusted total differs from the raw total by the deductions.
        let raw: f64 = r.standings.iter().map(|s| s.score).sum();
        let adjusted: f64 = r.standings.iter().map(|s| s.score_adjusted).sum();
        let deducted: f64 = r.verdicts.iter().flat_map(|v| &v.verdict.sanctions)
            .filter(|s| s.kind == SanctionKind::Score)
            .map(|s| s.amount.unwrap_or(0.0))
            .sum();
        prop_assert!((adjusted - raw - deducted).abs() < 1e-6, "{}: {adjusted} vs {raw} + {deducted}", c.id);

        // A full table hands out exactly the ruleset's points, by the slow reference too.
        if c.standings.rule == StandingsKind::Placement && c.standings.rank_points.len() == PLAYERS.len() {
            let total: f64 = r.standings.iter().map(|s| s.rank_points).sum();
            let expected: f64 = c.standings.rank_points.iter().sum();
            prop_assert!((total - expected).abs() < 1e-9, "{}: {total} vs {expected}", c.id);
            let adjusted: Vec<f64> = r.standings.iter().map(|s| s.score_adjusted).collect();
            for (s, e) in r.standings.iter().zip(reference(&c.standings.rank_points, &adjusted)) {
                prop_assert!((s.rank_points - e).abs() < 1e-9);
            }
        }
        if c.standings.rule == StandingsKind::Pairs {
            // Each pair's two partners share its place: the table hands out the first and the
            // second place's points twice, however the pairs tie.
            let total: f64 = r.standings.iter().map(|s| s.rank_points).sum();
            let expected = 2.0 * (c.standings.rank_points[0] + c.standings.rank_points[1]);
            prop_assert!((total - expected).abs() < 1e-9, "{}: {total} vs {expected}", c.id);
        }
        if c.standings.rule == StandingsKind::Cumulative {
            // Points are the adjusted score itself.
            for s in &r.standings {
                prop_assert!((s.rank_points - s.score_adjusted).abs() < 1e-9, "{}: {:?}", c.id, s);
            }
        }
        if c.standings.rule == StandingsKind::Jsma {
            // Uma rows sum to zero, so the points sum to the total difference from the return.
            let j = c.standings.jsma.as_ref().unwrap();
            let total: f64 = r.standings.iter().map(|s| s.rank_points).sum();
            let diff: f64 = r.standings.iter().map(|s| (s.score_adjusted - j.return_points) / j.per).sum();
            prop_assert!((total - diff).abs() < 1e-6, "{total} vs {diff}");
        }
    }
}
