//! Properties of 2V2 duplicate (IMP) scoring on random matches with random incidents: which room
//! is listed first, which team is named first and which seat a pair's partners take change
//! nothing; in a hand at most one team gains IMP; each hand's IMP is what a slow walk of the
//! book's table gives; the IMP of a team is never negative before sanctions.

use proptest::prelude::*;
use rulebook::imp::imp_for;
use rulebook::scenario::{replay, Scenario, ScenarioIncident, ScenarioSession};
use rulebook::{builtin, Catalogue, Value};
use std::collections::BTreeMap;
use std::sync::LazyLock;

const OPEN: [&str; 4] = ["A", "E", "C", "F"];
const CLOSED: [&str; 4] = ["G", "B", "H", "D"];

/// Loaded once: parsing every catalogue per case would dominate the run.
static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| {
    builtin()
        .unwrap()
        .into_iter()
        .find(|c| c.id == "sbr-2025-2v2")
        .unwrap()
});

fn catalogue() -> &'static Catalogue {
    &CATALOGUE
}

/// Slow reference: the band whose integer range holds the difference, read row by row.
fn imp_reference(c: &Catalogue, difference: i64) -> f64 {
    for row in &c.standings.imp_table {
        let (from, to) = (row[0] as i64, row[1]);
        if difference >= from && (to.is_infinite() || difference <= to as i64) {
            return row[2];
        }
    }
    panic!("no IMP band holds {difference}")
}

/// Zero-sum hand scores for one room: each hand one player wins what the others pay.
fn room_hands(players: &[&str; 4], seeds: &[(usize, i32)]) -> Vec<BTreeMap<String, f64>> {
    seeds
        .iter()
        .map(|&(winner, value)| {
            players
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    let v = if i == winner % 4 { 3 * value } else { -value };
                    (p.to_string(), f64::from(v))
                })
                .collect()
        })
        .collect()
}

fn incidents(picks: &[(usize, u32, u32)], players: &[&str; 4]) -> Vec<ScenarioIncident> {
    // Incidents that move 副分 or IMP in a duplicate room.
    let kinds = [
        "false-win",
        "late-arrival",
        "information-passing",
        "flower-pig",
    ];
    picks
        .iter()
        .map(|&(who, kind, hand)| {
            let incident = kinds[kind as usize % kinds.len()];
            let mut facts = BTreeMap::new();
            match incident {
                "late-arrival" => {
                    facts.insert("minutes_late".into(), Value::Number(f64::from(hand * 7)));
                }
                "information-passing" => {
                    facts.insert("after_correction".into(), Value::Bool(false));
                }
                _ => {}
            }
            ScenarioIncident {
                player: players[who % 4].to_string(),
                incident: incident.into(),
                hand: Some(hand % 4 + 1),
                facts,
                choice: None,
            }
        })
        .collect()
}

fn session(
    id: &str,
    players: Vec<String>,
    hands: Vec<BTreeMap<String, f64>>,
    incidents: Vec<ScenarioIncident>,
) -> ScenarioSession {
    ScenarioSession {
        id: id.into(),
        players,
        dealer: None,
        scores: BTreeMap::new(),
        hands,
        match_id: Some("M".into()),
        incidents,
    }
}

fn names(players: &[&str; 4], rotate: usize) -> Vec<String> {
    // Rotating by two seats swaps each pair's partners: the pairs stay the same.
    (0..4)
        .map(|i| players[(i + rotate * 2) % 4].to_string())
        .collect()
}

prop_compose! {
    fn hand_seeds()(seeds in proptest::collection::vec((0usize..4, 0i32..20), 1..6)) -> Vec<(usize, i32)> {
        seeds
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn imp_does_not_depend_on_listing_and_follows_the_table(
        open in hand_seeds(),
        closed in hand_seeds(),
        picks_open in proptest::collection::vec((0usize..4, 0u32..4, 0u32..6), 0..3),
        picks_closed in proptest::collection::vec((0usize..4, 0u32..4, 0u32..6), 0..3),
        rotate_open in 0usize..2,
        rotate_closed in 0usize..2,
    ) {
        let c = catalogue();
        let teams: BTreeMap<String, Vec<String>> = [
            ("X".to_string(), ["A", "B", "C", "D"].map(String::from).to_vec()),
            ("Y".to_string(), ["E", "F", "G", "H"].map(String::from).to_vec()),
        ]
        .into();
        let build = |rooms_swapped: bool, ro: usize, rc: usize| {
            let mut sessions = vec![
                session("open", names(&OPEN, ro), room_hands(&OPEN, &open), incidents(&picks_open, &OPEN)),
                session("closed", names(&CLOSED, rc), room_hands(&CLOSED, &closed), incidents(&picks_closed, &CLOSED)),
            ];
            if rooms_swapped {
                sessions.reverse();
            }
            Scenario {
                ruleset: c.id.clone(),
                hall_warnings: Vec::new(),
                overrides: Default::default(),
                teams: teams.clone(),
                sessions,
            }
        };
        let base = replay(c, &build(false, 0, 0)).unwrap();
        let other = replay(c, &build(true, rotate_open, rotate_closed)).unwrap();
        prop_assert_eq!(&base.matches, &other.matches);
        prop_assert_eq!(&base.team_totals, &other.team_totals);

        let [x, y] = [&base.matches[0], &base.matches[1]];
        for (hx, hy) in x.hands.iter().zip(&y.hands) {
            // Every room is zero-sum in every hand, so one team's gain is the other's loss.
            prop_assert!((hx.net + hy.net).abs() < 1e-9);
            prop_assert!(hx.imp == 0.0 || hy.imp == 0.0);
            for h in [hx, hy] {
                prop_assert_eq!(h.imp, imp_reference(c, h.difference.round() as i64));
            }
        }
        for m in [x, y] {
            prop_assert!(m.imp >= 0.0);
            prop_assert!(m.imp_sanctions <= 0.0);
            prop_assert_eq!(m.imp_total, m.imp + m.imp_sanctions);
        }
        prop_assert!(!(x.won && y.won));
    }

    #[test]
    fn imp_never_falls_as_the_difference_grows(a in 0i64..200, b in 0i64..200) {
        let c = catalogue();
        let (lo, hi) = (a.min(b), a.max(b));
        prop_assert!(imp_for(&c.standings, lo as f64) <= imp_for(&c.standings, hi as f64));
        prop_assert_eq!(imp_for(&c.standings, a as f64), imp_reference(c, a));
    }
}
