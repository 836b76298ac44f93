//! What the hand benches share (`bench_mcr`, `bench_jsma`): the oracle's JSONL cases read, one
//! answer a line written, and a piece of work timed over three passes.

use crate::output::CliError;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::io::{BufRead, Write};
use std::path::Path;
use std::time::Instant;

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
