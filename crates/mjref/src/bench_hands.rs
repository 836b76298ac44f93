//! `mjref bench hands`: waits plus the maximum fan of random 13-tile SBR hands, by the fast
//! engine and by the brute-force reference (`tiles::sbr::reference`) on the same hands, and the
//! `xiangting` crate's shanten on the same hands as a yardstick (built with
//! `--features xiangting`). One core, one thread. Three kinds of hands, because most hands
//! dealt from the whole wall hold three suits and stop at the suit rule:
//! - `dealt`: 13 tiles from the 108;
//! - `two-suits`: 13 tiles from two suits' 72, as a hand is after 定缺;
//! - `tenpai`: a random winning hand (runs, pungs, melded pungs and kongs, seven pairs with
//!   fours) less one tile, so every hand has waits to score.
//!
//! Prints figures and checks that both engines agree on the hands the reference sees.

use crate::output::{CliError, Output};
use serde_json::{json, Value};
use std::hint::black_box;
use std::time::{Duration, Instant};
use tiles::sbr::reference;
use tiles::shared::Rng;
use tiles::{Conditions, Hand, Meld, MeldKind, Ruleset, Tile, Waits};

fn tile(i: usize) -> Tile {
    Tile::from_index(i).expect("a suited tile")
}

/// 13 tiles dealt from the suits in `suits` (bits 0–2).
fn dealt(rng: &mut Rng, suits: u8) -> Hand {
    let mut wall: Vec<usize> = (0..27)
        .filter(|i| suits >> (i / 9) & 1 == 1)
        .flat_map(|i| [i; 4])
        .collect();
    let mut tiles = Vec::with_capacity(13);
    for _ in 0..13 {
        let k = wall.swap_remove(rng.below(wall.len()));
        tiles.push(tile(k));
    }
    Hand {
        tiles,
        melds: vec![],
    }
}

/// A winning hand in one or two suits less one concealed tile.
fn tenpai(rng: &mut Rng) -> Hand {
    'again: loop {
        let first = rng.below(3);
        let suits = if rng.below(4) == 0 {
            1 << first
        } else {
            (1 << first) | (1 << ((first + 1 + rng.below(2)) % 3))
        };
        let kinds: Vec<usize> = (0..27).filter(|i| suits >> (i / 9) & 1 == 1).collect();
        let mut held = [0u8; 27];
        let mut hand = Hand::default();
        let mut take = |tiles: &mut Vec<Tile>, k: usize, n: u8| {
            held[k] += n;
            tiles.extend(std::iter::repeat_n(tile(k), n as usize));
            held[k] <= 4
        };
        if rng.below(6) == 0 {
            for _ in 0..7 {
                if !take(&mut hand.tiles, kinds[rng.below(kinds.len())], 2) {
                    continue 'again;
                }
            }
        } else {
            if !take(&mut hand.tiles, kinds[rng.below(kinds.len())], 2) {
                continue;
            }
            for _ in 0..4 {
                let k = kinds[rng.below(kinds.len())];
                match rng.below(10) {
                    0..=5 if k % 9 <= 6 => {
                        for j in 0..3 {
                            if !take(&mut hand.tiles, k + j, 1) {
                                continue 'again;
                            }
                        }
                    }
                    0..=5 => continue 'again,
                    6 | 7 => {
                        if !take(&mut hand.tiles, k, 3) {
                            continue 'again;
                        }
                    }
                    m => {
                        let kind = if m == 8 {
                            MeldKind::Pung
                        } else {
                            MeldKind::ConcealedKong
                        };
                        let mut none = Vec::new();
                        if !take(&mut none, k, if m == 8 { 3 } else { 4 }) {
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
        let i = rng.below(hand.tiles.len());
        hand.tiles.remove(i);
        return hand;
    }
}

/// Runs `f` over all `hands` as many times as it takes to fill `at_least`; hands per second.
fn rate(hands: &[Hand], at_least: Duration, mut f: impl FnMut(&Hand) -> u32) -> f64 {
    let start = Instant::now();
    let mut done = 0usize;
    let mut sink = 0u32;
    loop {
        for h in hands {
            sink = sink.wrapping_add(f(black_box(h)));
        }
        done += hands.len();
        if start.elapsed() >= at_least {
            break;
        }
    }
    black_box(sink);
    done as f64 / start.elapsed().as_secs_f64()
}

/// Waits and the maximum fan, into a buffer the loop keeps (as a 查大叫 over many hands would).
fn fast(w: &mut Waits, h: &Hand) -> u32 {
    Ruleset::Sbr2025
        .waits_into(h, Conditions::default(), w)
        .expect("no conditions");
    w.max_fan().map_or(0, |f| f + 1) + w.waits.len() as u32
}

fn slow(h: &Hand) -> u32 {
    let w = reference::waits(h, Conditions::default()).expect("no conditions");
    w.max_fan().map_or(0, |f| f + 1) + w.waits.len() as u32
}

#[cfg(feature = "xiangting")]
fn shanten_rate(hands: &[Hand], at_least: Duration) -> Option<f64> {
    use xiangting::{calculate_replacement_number, PlayerCount};
    // From the same `Hand`s as the engines, so building the counts is timed for all three.
    Some(rate(hands, at_least, |h| {
        calculate_replacement_number(&h.concealed_counts(), PlayerCount::Four).unwrap_or(0) as u32
    }))
}

#[cfg(not(feature = "xiangting"))]
fn shanten_rate(_: &[Hand], _: Duration) -> Option<f64> {
    None
}

pub fn hands(out: &Output, n: usize) -> Result<(), CliError> {
    let n = n.max(100);
    let mut rng = Rng(0x5b2_2025);
    let t = Instant::now();
    // The first analysis builds the engine's table; time it apart.
    fast(&mut Waits::default(), &dealt(&mut rng, 0b011));
    let table_ms = t.elapsed().as_secs_f64() * 1e3;
    let sets: Vec<(&str, Vec<Hand>)> = vec![
        ("dealt", (0..n).map(|_| dealt(&mut rng, 0b111)).collect()),
        (
            "two-suits",
            (0..n)
                .map(|i| dealt(&mut rng, [0b011, 0b101, 0b110][i % 3]))
                .collect(),
        ),
        ("tenpai", (0..n).map(|_| tenpai(&mut rng)).collect()),
    ];
    // The reference takes microseconds a hand: it sees the first hands of each set only.
    let m = n.min(5_000);
    let mut rows = Vec::new();
    for (name, hands) in &sets {
        let sample = &hands[..m];
        let disagreements = sample
            .iter()
            .filter(|h| {
                Ruleset::Sbr2025.waits(h, Conditions::default()).ok()
                    != reference::waits(h, Conditions::default()).ok()
            })
            .count();
        let mut w = Waits::default();
        let tenpai = hands.iter().filter(|h| fast(&mut w, h) > 0).count();
        let fast_rate = rate(hands, Duration::from_millis(700), |h| fast(&mut w, h));
        let slow_rate = rate(sample, Duration::from_millis(700), slow);
        let shanten = shanten_rate(hands, Duration::from_millis(700));
        rows.push(json!({
            "hands": name, "n": hands.len(), "tenpai_share": tenpai as f64 / hands.len() as f64,
            "fast_hands_per_s": fast_rate, "reference_hands": m, "reference_hands_per_s": slow_rate,
            "speedup": fast_rate / slow_rate, "xiangting_hands_per_s": shanten,
            "disagreements": disagreements,
        }));
    }
    let doc = json!({
        "what": "waits + maximum fan, SBR 2025, one thread",
        "table_build_ms": table_ms,
        "target_hands_per_s": 1_000_000, "target_speedup": 100,
        "xiangting": if cfg!(feature = "xiangting") { "calculate_replacement_number, four players" }
                     else { "not built: cargo run --release -p mjref --features xiangting -- bench hands" },
        "sets": rows,
    });
    out.print(&doc, || text(&doc));
    Ok(())
}

fn text(doc: &Value) -> String {
    let f = |v: &Value| v.as_f64().unwrap_or(f64::NAN);
    let mut lines = vec![format!(
        "{} (table built in {:.1} ms; target ≥ 1,000,000 hands/s and ≥ 100× the reference)",
        doc["what"].as_str().unwrap_or_default(),
        f(&doc["table_build_ms"])
    )];
    for r in doc["sets"].as_array().into_iter().flatten() {
        let xt = match r["xiangting_hands_per_s"].as_f64() {
            Some(x) => format!("{x:.0}/s"),
            None => "not built".into(),
        };
        lines.push(format!(
            "{:<10} {:>7} hands ({:>4.1}% tenpai): fast {:>11.0}/s  reference {:>9.0}/s (first {})  ×{:<7.0} xiangting shanten {}  disagreements {}",
            r["hands"].as_str().unwrap_or_default(),
            r["n"],
            100.0 * f(&r["tenpai_share"]),
            f(&r["fast_hands_per_s"]),
            f(&r["reference_hands_per_s"]),
            r["reference_hands"],
            f(&r["speedup"]),
            xt,
            r["disagreements"],
        ));
    }
    if doc["xiangting"]
        .as_str()
        .is_some_and(|s| s.starts_with("not built"))
    {
        lines.push(format!(
            "xiangting: {}",
            doc["xiangting"].as_str().unwrap_or_default()
        ));
    }
    lines.join("\n")
}
