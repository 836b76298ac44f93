//! `mjref bench mcr-fans` and `mjref bench mcr-waits`: the MCR engine's throughput on one core,
//! one thread, printed beside the targets (never asserted).
//! - `mcr-fans --cases IN --out OUT`: counts every case of a JSONL file (the oracle
//!   comparison's, `scripts/mcr-oracle/`) and writes one answer per line, then times the
//!   counting alone over the parsed hands (three passes, the median).
//! - `mcr-waits --n N`: the waits of random 13-tile hands — dealt from the 136 tiles, and
//!   winning hands less a tile — by the fast path and by the brute-force reference on the same
//!   hands, which must agree.

use crate::bench_cases;
use crate::output::{CliError, Output};
use serde_json::{json, Value};
use std::hint::black_box;
use std::path::Path;
use tiles::mcr;
use tiles::shared::Rng;
use tiles::Hand;

pub fn fans(out: &Output, cases: &Path, to: &Path) -> Result<(), CliError> {
    let mut parsed = Vec::new();
    let mut answers: Vec<Value> = Vec::new();
    for case in bench_cases::read::<bench_cases::WinCase>(cases)? {
        let c = case.conditions;
        // The answer by the one path everyone uses.
        let answer = match tiles::analyse(tiles::Ruleset::Mcr2006, &case.hand, Some(&case.win), c) {
            Ok(tiles::HandAnalysis::McrWin(w)) => {
                json!({"win": w.win, "points": w.points, "flowers": w.flowers,
                       "meets_minimum": w.meets_minimum, "reason": w.reason,
                       "fans": w.fans.iter().map(|f| json!({"key": f.key, "count": f.count,
                               "points": f.points / f.count.max(1)})).collect::<Vec<_>>()})
            }
            Ok(_) => unreachable!("an MCR win was asked"),
            Err(e) => json!({"win": false, "error": e.code(), "args": e.args(), "fans": []}),
        };
        if let Some((hand, t)) = case.parsed() {
            parsed.push((hand, t, tiles::analysis::mcr_situation(&c)));
        }
        answers.push(answer);
    }
    bench_cases::write(to, &answers)?;
    let rules = mcr::Rules::builtin();
    let seconds = bench_cases::median_seconds(|| {
        for (hand, win, s) in &parsed {
            black_box(mcr::score_with(rules, black_box(hand), *win, s));
        }
    });
    let per_second = parsed.len() as f64 / seconds.max(1e-9);
    let doc = json!({"hands": parsed.len(), "seconds": seconds, "per_second": per_second});
    out.print(&doc, || {
        format!(
            "mcr fans: {} hands in {:.3} s, {:.0} hands/s on one core",
            parsed.len(),
            seconds,
            per_second
        )
    });
    Ok(())
}

/// 13 tiles dealt from the 136.
fn dealt(rng: &mut Rng) -> Hand {
    mcr::random::dealt_hand(rng, 0)
}

/// A winning hand of some shape less its winning tile.
fn ready(rng: &mut Rng) -> Hand {
    mcr::random::winning_hand(rng).0
}

type MakeHand = fn(&mut Rng) -> Hand;

pub fn waits(out: &Output, n: usize) -> Result<(), CliError> {
    let n = n.max(1000);
    let mut rng = Rng(0x5eed_3c12);
    let kinds: [(&str, MakeHand); 2] = [("dealt", dealt), ("ready", ready)];
    let mut rows = Vec::new();
    for (name, make) in kinds {
        let hands: Vec<Hand> = (0..n).map(|_| make(&mut rng)).collect();
        let mut ready_hands = 0;
        let seconds = bench_cases::median_seconds(|| {
            ready_hands = 0;
            for h in &hands {
                ready_hands += usize::from(black_box(mcr::waits_mask(black_box(h))) != 0);
            }
        });
        // The reference on a share of the same hands: it must give the same waits.
        let checked = (n / 10).max(100).min(n);
        let (disagree, reference_seconds) =
            bench_cases::against_reference(&hands[..checked], |h| {
                mcr::tiles_of(mcr::waits_mask(h)) == mcr::reference::waits(h)
            });
        rows.push(bench_cases::WaitsRow {
            hands: name,
            n,
            count: "ready",
            counted: ready_hands,
            seconds,
            checked,
            disagree,
            reference_seconds,
        });
    }
    bench_cases::print_waits(out, "mcr_waits", "mcr waits", &rows);
    Ok(())
}
