//! What the hand benches share (`bench_mcr`, `bench_jsma`): the oracle's JSONL cases read, one
//! answer a line written, and a piece of work timed over three passes.

use crate::output::{CliError, Output};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use serde_json::Value;
use std::io::{BufRead, Write};
use std::path::Path;
use std::time::Instant;

/// One case line of a win (the oracle's format): the hand, the tile and the circumstances.
#[derive(Deserialize)]
pub struct WinCase {
    pub hand: String,
    pub win: String,
    #[serde(flatten)]
    pub conditions: tiles::Conditions,
}

impl WinCase {
    /// The hand and the tile for the engine's own timed call; `None` where the notation is
    /// refused (its answer is the error).
    pub fn parsed(&self) -> Option<(tiles::Hand, tiles::Tile)> {
        let hand = tiles::parse_hand(&self.hand).ok()?.hand;
        Some((hand, tiles::parse_tile(&self.win).ok()?))
    }
}

/// Every case of a JSONL file, blank lines skipped; a line that is no case is `bad-file` with
/// its number.
pub fn read<T: DeserializeOwned>(cases: &Path) -> Result<Vec<T>, CliError> {
    let file = std::fs::File::open(cases).map_err(|e| CliError::bad_file(cases, e))?;
    let mut out = Vec::new();
    for (n, line) in std::io::BufReader::new(file).lines().enumerate() {
        let line = line.map_err(|e| CliError::bad_file(cases, e))?;
        if line.trim().is_empty() {
            continue;
        }
        out.push(serde_json::from_str(&line).map_err(|e| {
            CliError::bad_file(cases, std::io::Error::other(format!("line {}: {e}", n + 1)))
        })?);
    }
    Ok(out)
}

/// One answer a line.
pub fn write(to: &Path, answers: &[Value]) -> Result<(), CliError> {
    let mut w = std::fs::File::create(to).map_err(|e| CliError::bad_file(to, e))?;
    for a in answers {
        writeln!(w, "{a}").map_err(|e| CliError::bad_file(to, e))?;
    }
    Ok(())
}

/// The median of three timed runs of `work`, in seconds.
pub fn median_seconds(mut work: impl FnMut()) -> f64 {
    let mut passes: Vec<f64> = (0..3)
        .map(|_| {
            let t = Instant::now();
            work();
            t.elapsed().as_secs_f64()
        })
        .collect();
    passes.sort_by(f64::total_cmp);
    passes[1]
}

/// One kind of random hands timed by the fast engine and checked against the slow reference on
/// a share of them: the row `bench` prints (`count` names what `counted` counts).
pub struct WaitsRow<'a> {
    pub hands: &'a str,
    pub n: usize,
    pub count: &'a str,
    pub counted: usize,
    pub seconds: f64,
    /// Cases the reference was asked, and how many it answered otherwise.
    pub checked: usize,
    pub disagree: usize,
    pub reference_seconds: f64,
}

/// The reference run on `cases`: how many answers `agrees` refuses, and the seconds taken.
pub fn against_reference<T>(cases: &[T], agrees: impl Fn(&T) -> bool) -> (usize, f64) {
    let t = Instant::now();
    let disagree = cases.iter().filter(|c| !agrees(c)).count();
    (disagree, t.elapsed().as_secs_f64())
}

/// Prints the waits rows as `{key: [...]}`, or one line each beginning with `label`, each
/// beside the target of a million hands a second.
pub fn print_waits(out: &Output, key: &str, label: &str, rows: &[WaitsRow]) {
    const TARGET_PER_SECOND: u32 = 1_000_000;
    let per_second = |n: usize, s: f64| n as f64 / s.max(1e-9);
    let json: Vec<Value> = rows
        .iter()
        .map(|r| {
            serde_json::json!({"hands": r.hands, "n": r.n, (r.count): r.counted,
                "per_second": per_second(r.n, r.seconds),
                "target_per_second": TARGET_PER_SECOND,
                "reference_per_second": per_second(r.checked, r.reference_seconds),
                "checked_against_reference": r.checked, "disagreements": r.disagree})
        })
        .collect();
    out.print(&serde_json::json!({ key: json }), || {
        rows.iter()
            .map(|r| {
                format!(
                    "{label}, {} hands: {:.0} hands/s (target ≥ {TARGET_PER_SECOND}); reference {:.0} hands/s; {} of {} checked disagree",
                    r.hands,
                    per_second(r.n, r.seconds),
                    per_second(r.checked, r.reference_seconds),
                    r.disagree,
                    r.checked
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    });
}
