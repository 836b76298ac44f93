//! Durability: a child records rulings and is killed with SIGKILL at random moments (on its
//! first start, while making its key, mid-transaction, between rulings). After every kill no
//! ruling the child acknowledged is missing, SQLite's integrity check passes and the record
//! verifies (checked every tenth kill and after the last). `MJREF_CRASH_KILLS` sets how many kills (default 200; the soak runs 10,000).

#![cfg(unix)]

use ledger::Store;
use std::collections::HashSet;
use std::io::{BufRead, BufReader, Read};
use std::process::{Command, Stdio};
use std::time::Duration;

/// A small deterministic generator: the kill times differ run to run only through the seed.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % below
    }
}

#[test]
fn no_acknowledged_ruling_is_lost_when_the_process_is_killed() {
    let kills: usize = std::env::var("MJREF_CRASH_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64;
    let mut rng = Lcg(seed);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("log.db");
    let bin = assert_cmd::cargo::cargo_bin("mjref");
    let mut acknowledged: HashSet<String> = HashSet::new();
    for round in 0..kills {
        let mut child = Command::new(&bin)
            .args(["bench", "until-killed", "--db"])
            .arg(&db)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let mut out = String::new();
        if rng.next(4) == 0 {
            // Anywhere in startup: opening, migrating, making the key, the first ruling.
            std::thread::sleep(Duration::from_micros(rng.next(150_000)));
        } else {
            // Once it is recording: mid-transaction, mid-fsync, between rulings.
            stdout.read_line(&mut out).unwrap();
            std::thread::sleep(Duration::from_micros(rng.next(20_000)));
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        stdout.read_to_string(&mut out).unwrap();
        // A line cut by the kill was never acknowledged.
        for line in out.lines() {
            if let Ok(v) = serde_json::from_str::<serde_json::Value>(line) {
                acknowledged.insert(v["id"].as_str().unwrap().to_string());
            }
        }
        let store = Store::open(&db).unwrap();
        let ok: String = store
            .connection()
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .unwrap();
        assert_eq!(ok, "ok", "seed {seed}, round {round}");
        let ids: HashSet<String> = store
            .connection()
            .prepare("SELECT id FROM events")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        let lost: Vec<_> = acknowledged.difference(&ids).collect();
        assert!(lost.is_empty(), "seed {seed}, round {round}: lost {lost:?}");
        // Verifying the whole chain is the slow part: every tenth kill and after the last.
        if round % 10 == 9 || round + 1 == kills {
            let report = store
                .verify(tournament::arrival::Arrival::builtin())
                .unwrap();
            assert!(
                report.ok(),
                "seed {seed}, round {round}: {:?}",
                report.problems
            );
        }
    }
    assert!(
        acknowledged.len() > kills / 4,
        "the kills should land after some rulings too ({} acknowledged)",
        acknowledged.len()
    );
}
