//! `mjref bench jsma-hands` and `mjref bench jsma-waits`: the JSMA engine's throughput on one
//! core, one thread, printed beside the targets (never asserted).
//! - `jsma-hands --cases IN --out OUT`: counts every case of a JSONL file (the oracle
//!   comparison's, `scripts/jsma-oracle/`) by the path everyone uses and writes one answer per
//!   line (the contract's JSON), then times the counting alone over the parsed hands (three
//!   passes, the median).
//! - `jsma-waits --n N`: waits, furiten and 有効テンパイ of random 13-tile hands — dealt from the
//!   136 tiles, and winning hands less a tile — by the fast path and by the brute-force
//!   reference on a share of the same hands, which must agree.

use crate::bench_cases;
use crate::output::{CliError, Output};
use serde_json::{json, Value};
use std::hint::black_box;
use std::path::Path;
use tiles::analysis::jsma_situation;
use tiles::jsma::{self, Situation};
use tiles::shared::Rng;
use tiles::Hand;
use tiles::HandAnalysis;

pub fn hands(out: &Output, cases: &Path, to: &Path) -> Result<(), CliError> {
    let mut parsed = Vec::new();
    let mut answers: Vec<Value> = Vec::new();
    for case in bench_cases::read::<bench_cases::WinCase>(cases)? {
        let c = case.conditions;
        let answer = match tiles::analyse(tiles::Ruleset::Jsma, &case.hand, Some(&case.win), c) {
            Ok(HandAnalysis::JsmaWin(view)) => serde_json::to_value(view).expect("plain"),
            Ok(_) => unreachable!("a JSMA win was asked"),
            Err(e) => json!({"win": false, "error": e.code(), "args": e.args()}),
        };
        if answer.get("error").is_none() {
            if let Some((hand, t)) = case.parsed() {
                parsed.push((hand, t, jsma_situation(&c)));
            }
        }
        answers.push(answer);
    }
    bench_cases::write(to, &answers)?;
    let rules = jsma::Rules::default();
    let seconds = bench_cases::median_seconds(|| {
        for (hand, win, s) in &parsed {
            let _ = black_box(jsma::score_with(rules, black_box(hand), *win, s));
        }
    });
    let per_second = parsed.len() as f64 / seconds.max(1e-9);
    let doc = json!({"cases": answers.len(), "hands": parsed.len(), "seconds": seconds,
                     "per_second": per_second, "hands_per_second": per_second});
    out.print(&doc, || {
        format!(
            "jsma hands: {} hands in {:.3} s, {:.0} hands/s on one core",
            parsed.len(),
            seconds,
            per_second
        )
    });
    Ok(())
}

type MakeHand = fn(&mut Rng) -> Hand;

pub fn waits(out: &Output, n: usize) -> Result<(), CliError> {
    let n = n.max(1000);
    let mut rng = Rng(0x15ba_2020);
    let kinds: [(&str, MakeHand); 2] = [
        ("dealt", jsma::random::dealt_hand),
        ("ready", jsma::random::ready_hand),
    ];
    let mut rows = Vec::new();
    for (name, make) in kinds {
        let cases: Vec<(Hand, Situation)> = (0..n)
            .map(|_| {
                let hand = make(&mut rng);
                let s = jsma::random::situation(&mut rng, &hand, None);
                (hand, s)
            })
            .collect();
        let mut effective = 0;
        let seconds = bench_cases::median_seconds(|| {
            effective = 0;
            for (h, s) in &cases {
                let r = black_box(jsma::readiness(black_box(h), s));
                effective += usize::from(r.effective_tenpai);
            }
        });
        // The reference on a share of the same hands: it must give the same answer.
        let checked = (n / 20).max(100).min(n);
        let (disagree, reference_seconds) =
            bench_cases::against_reference(&cases[..checked], |(h, s)| {
                let fast = jsma::readiness(h, s);
                let slow = jsma::reference::waits(h, s, jsma::reference::RefReadings::default());
                (fast.tenpai, &fast.waits, fast.effective_tenpai)
                    == (slow.tenpai, &slow.waits, slow.effective_tenpai)
                    && (fast.furiten, fast.karaten) == (slow.furiten, slow.karaten)
            });
        rows.push(bench_cases::WaitsRow {
            hands: name,
            n,
            count: "effective_tenpai",
            counted: effective,
            seconds,
            checked,
            disagree,
            reference_seconds,
        });
    }
    bench_cases::print_waits(out, "jsma_waits", "jsma waits and 有効テンパイ", &rows);
    Ok(())
}
