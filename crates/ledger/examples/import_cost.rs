//! Where an import's time goes on a record of N events (a hall's round brings one).
use ledger::{NewEvent, SignaturesOnly, Store};
use std::time::Instant;

fn ruling(player: &str) -> NewEvent {
    NewEvent {
        kind: "ruling".into(),
        recorded_at: chrono::Utc::now(),
        utc_offset_minutes: 480,
        referee: "r".into(),
        event: "e".into(),
        ruleset: "sbr-2025".into(),
        catalogue_version: "t".into(),
        session: "R1".into(),
        table: Some(1),
        hand: None,
        player: player.into(),
        incident: "late-arrival".into(),
        body: serde_json::json!({"answers": {"minutes_late": 7}, "note": "x".repeat(400)}),
    }
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().unwrap();
    let mut head = Store::open(&dir.path().join("h.db")).unwrap();
    let mut tablets: Vec<Store> = (0..4)
        .map(|i| Store::open(&dir.path().join(format!("t{i}.db"))).unwrap())
        .collect();
    for (i, t) in tablets.iter_mut().enumerate() {
        for k in 0..n / 4 {
            t.append(
                &uuid::Uuid::now_v7().to_string(),
                &ruling(&format!("p{i}{k}")),
            )
            .unwrap();
        }
        head.import_bundle(&t.bundle().unwrap(), &SignaturesOnly)
            .unwrap();
    }
    let mut one = Store::open(&dir.path().join("one.db")).unwrap();
    let mut times = Vec::new();
    for k in 0..20 {
        one.append(&uuid::Uuid::now_v7().to_string(), &ruling(&format!("q{k}")))
            .unwrap();
        let page = one.lacking(&head.heads().unwrap(), usize::MAX).unwrap();
        let t0 = Instant::now();
        head.import_bundle(&page.bundle, &SignaturesOnly).unwrap();
        times.push(t0.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "import of 1 event into {n}: median {:.1} ms",
        times[times.len() / 2]
    );
}
