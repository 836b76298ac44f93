//! The native side of the browser build's bench (`ui/bench/web.mjs`, `make bench`): the calls
//! in `ui/bench/calls.json`, through the same `dispatch` the app and the browser use, on a fresh
//! device holding the demo event. Prints one JSON document: each call's median time, and a
//! ruling's record (committed to disk). `cargo run --release -p device --example dispatch_bench
//! -- ui/bench/calls.json`.

use chrono::Local;
use device::dispatch::dispatch;
use device::state::AppState;
use serde_json::{json, Value};
use std::time::Instant;

const EVALUATIONS: usize = 2000;
const RECORDS: usize = 50;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "ui/bench/calls.json".into());
    let calls: Value = serde_json::from_str(&std::fs::read_to_string(&path).expect("calls file"))
        .expect("calls JSON");
    let dir = tempfile::tempdir().expect("temp dir");
    let state = AppState::open(dir.path(), Local::now()).expect("a device");
    // As the browser's `call` does: the arguments read from JSON text, the answer written out.
    let run = |call: &Value| {
        let args = call["args"].to_string();
        let started = Instant::now();
        let answer = dispatch(
            &state,
            call["command"].as_str().expect("command"),
            serde_json::from_str(&args).expect("arguments"),
            Local::now(),
        )
        .unwrap_or_else(|e| panic!("{}: {e:?}", call["name"]));
        std::hint::black_box(answer.to_string());
        started.elapsed().as_secs_f64() * 1000.0
    };
    let mut evaluate = Vec::new();
    for call in calls["evaluate"].as_array().expect("evaluate list") {
        for _ in 0..500 {
            run(call);
        }
        let times = (0..EVALUATIONS).map(|_| run(call)).collect();
        evaluate.push(json!({"name": call["name"], "median_ms": median(times)}));
    }
    let record = (0..RECORDS).map(|_| run(&calls["record"])).collect();
    println!(
        "{}",
        json!({"evaluate": evaluate, "record_median_ms": median(record)})
    );
}
