//! The head referee's review against a brute-force reference: random logs, random filters.
//! The reference is written from the contract's words (filters combine with AND; two standing
//! rulings by different devices on the same player, session and incident, and hand when both
//! give one, are a possible duplicate), by looking at every ruling and every pair, not with the
//! review's own predicates.

use chrono::{Duration, FixedOffset, TimeZone};
use proptest::prelude::*;
use rulebook::{Sanction, SanctionKind, Verdict};
use std::collections::BTreeMap;
use tournament::effective::ChangeMark;
use tournament::review::{review, DuplicateSettings, ReviewFilter, ReviewSettings};
use tournament::LogEntry;

const SESSIONS: [&str; 3] = ["R1", "R2", "R3"];
const PLAYERS: [&str; 4] = ["p1", "p2", "p3", "p4"];
const INCIDENTS: [&str; 3] = ["late-arrival", "dissent", "false-win"];
const DEVICES: [&str; 3] = ["d-a", "d-b", "d-c"];
const REFEREES: [&str; 2] = ["Ana", "Bo"];

/// What varies between rulings: indexes into the lists above, the hand (0: none), the
/// minute of the day recorded, the device's offset, whether it was struck, and the sanction.
type Spec = (
    usize,
    usize,
    usize,
    usize,
    usize,
    u32,
    i64,
    bool,
    bool,
    (u8, i8),
);

fn spec() -> impl Strategy<Value = Spec> {
    (
        0..3usize,
        0..4usize,
        0..3usize,
        0..3usize,
        0..2usize,
        0..3u32,
        0..600i64,
        any::<bool>(),
        prop::bool::weighted(0.2),
        (0..5u8, -3..0i8),
    )
}

/// `outsider`: whether the third device is one the head has not enrolled.
fn entry(i: usize, s: &Spec, outsider: bool) -> LogEntry {
    let (session, player, incident, device, referee, hand, minute, east, struck, (kind, amount)) =
        *s;
    // Two offsets, so the same instant is written two ways: time apart is by instant.
    let offset = FixedOffset::east_opt(if east { 8 * 3600 } else { 9 * 3600 }).unwrap();
    let at = offset.with_ymd_and_hms(2026, 11, 22, 9, 0, 0).unwrap() + Duration::minutes(minute);
    let sanction = match kind {
        0 => Sanction::of(SanctionKind::Warning),
        1 => Sanction::with_amount(SanctionKind::Score, 10.0 * f64::from(amount)),
        2 => Sanction::with_amount(SanctionKind::RankPoints, f64::from(amount)),
        3 => Sanction::of(SanctionKind::Disqualification),
        _ => Sanction::of(SanctionKind::SeriousWarning),
    };
    LogEntry {
        id: format!("r{i:03}"),
        seq: i as i64,
        kind: "ruling".into(),
        recorded_at: at.to_rfc3339(),
        utc_offset_minutes: offset.local_minus_utc() / 60,
        referee: REFEREES[referee].into(),
        event: "open".into(),
        ruleset: "sbr-2025".into(),
        session: SESSIONS[session].into(),
        table: Some(1 + (player as u32 + session as u32) % 3),
        hand: (hand > 0).then_some(hand),
        player: PLAYERS[player].into(),
        incident: INCIDENTS[incident].into(),
        answers: BTreeMap::new(),
        choice: None,
        verdict: Verdict {
            ruleset: "sbr-2025".into(),
            incident: INCIDENTS[incident].into(),
            article: "x".into(),
            tier: None,
            applicable: true,
            needs: vec![],
            warning_level: kind == 0,
            sanctions: vec![sanction],
            options: vec![],
            outcome: None,
            reasons: vec![],
            overridden: false,
            decided_as: None,
        },
        note: String::new(),
        catalogue_version: "1".into(),
        event_version: Some(1),
        device: DEVICES[device].into(),
        voided: struck.then(|| ChangeMark {
            id: format!("v{i}"),
            kind: "void".into(),
            device: DEVICES[0].into(),
            referee: "Head".into(),
            recorded_at: at.to_rfc3339(),
            utc_offset_minutes: 480,
            reason: "twice".into(),
        }),
        amendments: vec![],
        enrolled: !(outsider && device == 2),
    }
}

fn filter() -> impl Strategy<Value = ReviewFilter> {
    let pick = |list: &'static [&'static str]| {
        prop::option::weighted(0.4, prop::sample::select(list)).prop_map(|o| o.map(String::from))
    };
    (
        pick(&SESSIONS),
        prop::option::weighted(0.3, 1..4u32),
        pick(&PLAYERS),
        pick(&INCIDENTS),
        pick(&REFEREES),
        pick(&DEVICES),
        any::<bool>(),
    )
        .prop_map(
            |(session, table, player, incident, referee, device, standing_only)| ReviewFilter {
                session,
                table,
                player,
                incident,
                referee,
                device,
                standing_only,
            },
        )
}

/// The contract's filter, field by field.
fn reference_admits(f: &ReviewFilter, e: &LogEntry) -> bool {
    let mut ok = true;
    if let Some(s) = &f.session {
        ok &= &e.session == s;
    }
    if let Some(t) = f.table {
        ok &= e.table == Some(t);
    }
    if let Some(p) = &f.player {
        ok &= &e.player == p;
    }
    if let Some(i) = &f.incident {
        ok &= &e.incident == i;
    }
    if let Some(r) = &f.referee {
        ok &= &e.referee == r;
    }
    if let Some(d) = &f.device {
        ok &= &e.device == d;
    }
    if f.standing_only {
        ok &= e.voided.is_none();
    }
    ok
}

fn instant(e: &LogEntry) -> i64 {
    chrono::DateTime::parse_from_rfc3339(&e.recorded_at)
        .unwrap()
        .timestamp()
}

/// Every pair, looked at one by one.
fn reference_pairs(view: &[&LogEntry], window: Option<f64>) -> Vec<[String; 2]> {
    let mut out = Vec::new();
    for (i, a) in view.iter().enumerate() {
        for b in &view[i + 1..] {
            let hands_agree = match (a.hand, b.hand) {
                (Some(x), Some(y)) => x == y,
                _ => true,
            };
            let close = window.is_none_or(|w| ((instant(a) - instant(b)).abs() as f64) <= w * 60.0);
            if a.voided.is_none()
                && b.voided.is_none()
                && a.device != b.device
                && (a.player == b.player)
                && (a.session == b.session)
                && (a.incident == b.incident)
                && hands_agree
                && close
            {
                out.push([a.id.clone(), b.id.clone()]);
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_review_agrees_with_looking_at_every_ruling_and_every_pair(
        specs in prop::collection::vec(spec(), 0..40),
        f in filter(),
        window in prop::option::of(prop::sample::select(vec![5.0, 30.0, 120.0])),
        outsider in any::<bool>(),
    ) {
        let all: Vec<LogEntry> = specs.iter().enumerate().map(|(i, s)| entry(i, s, outsider)).collect();
        let settings = ReviewSettings {
            possible_duplicates: DuplicateSettings { window_minutes: window },
        };
        let got = review(&all, None, &f, &settings);

        // A device not enrolled counts nowhere: its rulings are listed apart, all of them.
        let apart: Vec<&str> = all.iter().filter(|e| !e.enrolled).map(|e| e.id.as_str()).collect();
        prop_assert_eq!(got.not_enrolled.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(), apart);
        let log: Vec<LogEntry> = all.iter().filter(|e| e.enrolled).cloned().collect();

        let view: Vec<&LogEntry> = log.iter().filter(|e| reference_admits(&f, e)).collect();
        let ids: Vec<&str> = view.iter().map(|e| e.id.as_str()).collect();
        let got_ids: Vec<&str> = got.rulings.iter().map(|r| r.id.as_str()).collect();
        prop_assert_eq!(got_ids, ids);
        for r in &got.rulings {
            let e = log.iter().find(|e| e.id == r.id).unwrap();
            prop_assert_eq!(r.standing, e.voided.is_none());
        }

        let pairs: Vec<[String; 2]> = got.possible_duplicates.iter().map(|d| d.rulings.clone()).collect();
        let mut want = reference_pairs(&view, window);
        let mut sorted = pairs.clone();
        sorted.sort();
        want.sort();
        prop_assert_eq!(sorted, want);

        // Each player's summary: the standing rulings in the view, summed one by one.
        for p in &got.players {
            let mine: Vec<&&LogEntry> = view.iter().filter(|e| e.player == p.player).collect();
            let standing: Vec<&&LogEntry> = mine.iter().copied().filter(|e| e.voided.is_none()).collect();
            prop_assert_eq!(p.rulings, standing.len());
            prop_assert_eq!(p.struck, mine.len() - standing.len());
            let sum = |kind: SanctionKind| -> f64 {
                standing.iter().flat_map(|e| &e.verdict.sanctions).filter(|s| s.kind == kind).filter_map(|s| s.amount).sum()
            };
            prop_assert!((p.score - sum(SanctionKind::Score)).abs() < 1e-9);
            prop_assert!((p.rank_points - sum(SanctionKind::RankPoints)).abs() < 1e-9);
            let dq = standing.iter().flat_map(|e| &e.verdict.sanctions).any(|s| s.kind == SanctionKind::Disqualification);
            prop_assert_eq!(p.disqualified, dq);
            let everywhere = log.iter().filter(|e| e.player == p.player && e.voided.is_none()).count();
            prop_assert_eq!(p.in_event, everywhere);
            let ladder = log.iter().filter(|e| e.player == p.player && e.voided.is_none()
                && e.session == p.ladder_session && e.verdict.warning_level).count();
            prop_assert_eq!(p.ladder_offences, ladder);
        }
        let mut players: Vec<&str> = view.iter().map(|e| e.player.as_str()).collect();
        players.sort();
        players.dedup();
        prop_assert_eq!(got.players.iter().map(|p| p.player.as_str()).collect::<Vec<_>>(), players);

        // Each table's summary.
        for t in &got.tables {
            let here: Vec<&&LogEntry> = view.iter().filter(|e| e.table == Some(t.table)).collect();
            prop_assert_eq!(t.rulings + t.struck, here.len());
        }

        // A chip counts what the view would hold with that chip chosen instead.
        for chip in &got.chips.players {
            let g = ReviewFilter { player: Some(chip.value.clone()), ..f.clone() };
            prop_assert_eq!(chip.count, log.iter().filter(|e| reference_admits(&g, e)).count());
        }
        // And no player is left out of the chips.
        let any_player = ReviewFilter { player: None, ..f.clone() };
        prop_assert_eq!(
            got.chips.players.iter().map(|c| c.count).sum::<usize>(),
            log.iter().filter(|e| reference_admits(&any_player, e)).count()
        );
        for chip in &got.chips.sessions {
            let g = ReviewFilter { session: Some(chip.value.clone()), ..f.clone() };
            prop_assert_eq!(chip.count, log.iter().filter(|e| reference_admits(&g, e)).count());
        }
        for chip in &got.chips.tables {
            let g = ReviewFilter { table: Some(chip.value.parse().unwrap()), ..f.clone() };
            prop_assert_eq!(chip.count, log.iter().filter(|e| reference_admits(&g, e)).count());
        }
        for chip in &got.chips.incidents {
            let g = ReviewFilter { incident: Some(chip.value.clone()), ..f.clone() };
            prop_assert_eq!(chip.count, log.iter().filter(|e| reference_admits(&g, e)).count());
        }
        for chip in got.chips.devices.iter().chain(&got.chips.referees) {
            prop_assert!(chip.count > 0);
        }
        let everything = ReviewFilter { standing_only: false, ..f.clone() };
        let standing = ReviewFilter { standing_only: true, ..f.clone() };
        prop_assert_eq!(got.chips.all, log.iter().filter(|e| reference_admits(&everything, e)).count());
        prop_assert_eq!(got.chips.standing, log.iter().filter(|e| reference_admits(&standing, e)).count());
    }
}
