//! `mjref bench hall`: the head's hall on loopback under issue 25's load. TABLETS simulated
//! floor tablets, each its own record and thread, record a late arrival every 2–5 s and sync at
//! once, for SECONDS, with a burst at mid-run where all of them record and sync together; each
//! ruling's time from its commit on the tablet ("saved") to the hall's acknowledgement (the
//! sync's answer is written only once the hall's import committed) is reported beside the
//! target (p99 ≤ 1 s), and the head's rulings are checked against the union of the tablets'
//! (nothing lost, none twice). Then a head record of JOIN rulings and a fresh tablet's first
//! sync (paged): how long until it holds everything (target ≤ 3 s), in how many pages and
//! bytes, and where the time went. Prints figures; asserts nothing.

use crate::output::{CliError, Output};
use chrono::Utc;
use device::hall::client::{self as side, Incoming, Round};
use hall::Hall;
use ledger::roles::Role;
use ledger::{HallPeer, Stamp, Store};
use serde_json::json;
use std::collections::{BTreeSet, HashSet};
use std::net::TcpListener;
use std::path::Path;
use std::sync::{Arc, Barrier, Mutex};
use std::time::{Duration, Instant};
use tournament::{Desk, RulingDraft};

const PASSPHRASE: &str = "bench hall";

fn stamp(referee: &str) -> Stamp<'_> {
    Stamp {
        referee,
        at: Utc::now(),
        utc_offset_minutes: 480,
    }
}

fn tmp() -> Result<tempfile::TempDir, CliError> {
    tempfile::tempdir().map_err(|e| CliError::bad_file(Path::new("tmp"), e))
}

fn open_desk(dir: &Path, name: &str) -> Result<Desk, CliError> {
    let store = Store::open(&dir.join(format!("{name}.db")))?;
    Ok(Desk::open(store, crate::desk::catalogues())?)
}

/// The head's device: its key sealed (and open), event "open" with session R1.
fn head_desk(dir: &Path) -> Result<Desk, CliError> {
    let mut head = open_desk(dir, "head")?;
    head.seal_key(PASSPHRASE)?;
    head.create_event("open", "Open", "sbr-2025", &stamp("Head"))?;
    head.change_event(&stamp("Head"), |s| {
        s.sessions.push(tournament::setup::SessionDef {
            id: "R1".into(),
            name: "1".into(),
            scheduled_start: "2026-11-22T09:00:00+08:00".into(),
        });
        Ok(())
    })?;
    Ok(head)
}

fn late_arrival(player: String, minutes: u32) -> RulingDraft {
    crate::bench::late_arrival("R1".into(), player, minutes)
}

/// A hall serving the head's desk on 127.0.0.1, stopped when dropped.
struct Running {
    hall: Arc<Hall>,
    desk: Arc<Mutex<Desk>>,
    url: String,
    serving: Option<std::thread::JoinHandle<std::io::Result<()>>>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.hall.stop();
        if let Some(t) = self.serving.take() {
            let _ = t.join();
        }
    }
}

fn open_hall(head: Desk) -> Result<Running, CliError> {
    let desk = Arc::new(Mutex::new(head));
    let hall = Hall::open(Arc::clone(&desk), None, Box::new(|_| {}))?;
    let listener = TcpListener::bind("127.0.0.1:0").map_err(CliError::internal)?;
    let addr = listener.local_addr().map_err(CliError::internal)?;
    let serving = {
        let hall = Arc::clone(&hall);
        std::thread::spawn(move || hall.serve(listener))
    };
    Ok(Running {
        hall,
        desk,
        url: format!("http://{addr}/"),
        serving: Some(serving),
    })
}

impl Running {
    fn head(&self) -> std::sync::MutexGuard<'_, Desk> {
        self.desk.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Pairs `floor` under the standing code and enrols it as a floor referee. True when it
    /// paired over the wire; false when the pairing route's rate (10 a minute from one
    /// address, and every simulated tablet is 127.0.0.1) refused it, and the tablet was given
    /// what a pairing answer keeps instead (the hall's address and key; the head's note that
    /// it asked).
    fn pair_and_enrol(&self, floor: &mut Desk, name: &str) -> Result<bool, CliError> {
        let code = self.hall.code().code;
        let wire = match hall::client::pair(floor, &self.url, &code, name) {
            Ok(_) => true,
            Err(e) if errcode::Coded::code(&e) == "hall-busy" => {
                floor.set_hall_peer(&HallPeer {
                    url: self.url.clone(),
                    hall: self.hall.key().to_string(),
                    name: String::new(),
                    heads: None,
                })?;
                let at = Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
                self.head().hall_asked(&floor.device_key()?, name, &at)?;
                false
            }
            Err(e) => return Err(e.into()),
        };
        let key = floor.device_key()?;
        self.head().enrol(&key, Role::Floor, name, &stamp("Head"))?;
        Ok(wire)
    }
}

/// One sync (rounds until neither side has more), as `hall::client::sync` does it, counting
/// pages and bytes and timing its three parts: the request built on the tablet (what the hall
/// lacks, signed), the round trip (the hall's import, what the tablet lacks, its signature,
/// loopback), and the answer taken in on the tablet (its one import).
#[derive(Default, Clone, Copy)]
struct Synced {
    sent: usize,
    received: usize,
    unsent: usize,
    pages: usize,
    up: usize,
    down: usize,
    build: Duration,
    trip: Duration,
    take: Duration,
}

fn sync(desk: &mut Desk) -> Result<Synced, CliError> {
    let mut s = Synced::default();
    loop {
        let t0 = Instant::now();
        let out = side::sync_request(desk, 0, Utc::now().timestamp_millis())?;
        let t1 = Instant::now();
        let answer = hall::client::send(&out, Duration::ZERO)?;
        let t2 = Instant::now();
        let r: Round = side::sync_answer(
            desk,
            &out,
            Incoming {
                status: answer.status,
                sig: answer.sig.as_deref(),
                body: &answer.body,
            },
        )?;
        s.build += t1 - t0;
        s.trip += t2 - t1;
        s.take += t2.elapsed();
        s.pages += 1;
        s.up += out.body.len();
        s.down += answer.body.len();
        s.sent += r.sent;
        s.received += r.received;
        s.unsent = r.unsent;
        if !r.more {
            return Ok(s);
        }
    }
}

/// A small xorshift: the tablets' intervals need no better.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    /// Uniform in [lo, hi) seconds.
    fn between(&mut self, lo: f64, hi: f64) -> Duration {
        Duration::from_secs_f64(lo + (hi - lo) * (self.next() >> 11) as f64 / (1u64 << 53) as f64)
    }
}

/// utime + stime in seconds of `/proc/<which>/stat` (`self`: the process, every thread it
/// ran; `thread-self`: the calling thread), at USER_HZ = 100 as on every Linux this runs on.
fn cpu_seconds(which: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{which}/stat")).ok()?;
    let after = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    Some(ticks as f64 / 100.0)
}

/// The process's peak resident set (VmHWM) in MiB.
fn peak_rss_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// The nearest-rank percentile of sorted `xs`.
fn percentile(xs: &[f64], p: f64) -> f64 {
    if xs.is_empty() {
        return f64::NAN;
    }
    let rank = ((p / 100.0) * xs.len() as f64).ceil() as usize;
    xs[rank.clamp(1, xs.len()) - 1]
}

fn spread(mut xs: Vec<f64>) -> serde_json::Value {
    xs.sort_by(f64::total_cmp);
    json!({"n": xs.len(), "p50": percentile(&xs, 50.0), "p99": percentile(&xs, 99.0),
           "max": xs.last().copied().unwrap_or(f64::NAN)})
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// What one tablet did.
#[derive(Default)]
struct Progress {
    ids: Vec<String>,
    /// Saved → acknowledged, ms, of each ruling, and whether it was the burst's.
    latencies: Vec<(f64, bool)>,
    sync_errors: usize,
    record_errors: usize,
    first_error: Option<String>,
    up: usize,
    down: usize,
    syncs: usize,
}

/// A tablet's thread's result: what it did, its thread's CPU time, its desk handed back.
struct Tablet {
    done: Progress,
    cpu_s: f64,
    desk: Desk,
}

fn run_tablet(
    mut desk: Desk,
    i: usize,
    start: Instant,
    seconds: f64,
    barrier: &Barrier,
) -> Result<Tablet, CliError> {
    let cpu_before = cpu_seconds("thread-self").unwrap_or(0.0);
    let referee = format!("Floor {i:02}");
    let mut rng = Rng::new(i as u64 + 1);
    let end = start + Duration::from_secs_f64(seconds);
    let burst_at = start + Duration::from_secs_f64(seconds / 2.0);
    let mut burst_done = false;
    let mut next = start + rng.between(0.0, 5.0);
    let mut t = Progress::default();
    // Rulings saved but not yet acknowledged (a failed sync leaves them for the next).
    let mut pending: Vec<(Instant, bool)> = Vec::new();
    loop {
        let wake = if burst_done { next } else { next.min(burst_at) };
        if wake >= end {
            break;
        }
        if let Some(left) = wake.checked_duration_since(Instant::now()) {
            std::thread::sleep(left);
        }
        let burst = !burst_done && Instant::now() >= burst_at;
        if burst {
            barrier.wait();
            burst_done = true;
        }
        let n = t.ids.len();
        let draft = late_arrival(
            format!("P{:04}", (i * 12 + n) % 480),
            1 + (rng.next() % 30) as u32,
        );
        // A failed save is counted, not returned: the others wait at the burst's barrier.
        match desk.record(&draft, &stamp(&referee)) {
            Ok(r) => {
                pending.push((Instant::now(), burst));
                t.ids.push(r.id);
            }
            Err(e) => {
                t.record_errors += 1;
                t.first_error
                    .get_or_insert(format!("{:?}", CliError::from(e)));
                continue;
            }
        }
        match sync(&mut desk) {
            Ok(s) => {
                let acked = Instant::now();
                t.syncs += 1;
                t.up += s.up;
                t.down += s.down;
                if s.unsent == 0 && s.sent >= 1 {
                    for (saved, burst) in pending.drain(..) {
                        t.latencies.push((ms(acked - saved), burst));
                    }
                }
            }
            Err(e) => {
                t.sync_errors += 1;
                t.first_error.get_or_insert(format!("{e:?}"));
            }
        }
        if !burst {
            next = Instant::now() + rng.between(2.0, 5.0);
        }
    }
    // Whatever a failed sync left is sent now, its latency counted as it falls.
    if !pending.is_empty() {
        if let Ok(s) = sync(&mut desk) {
            let acked = Instant::now();
            if s.unsent == 0 {
                for (saved, burst) in pending.drain(..) {
                    t.latencies.push((ms(acked - saved), burst));
                }
            }
        }
    }
    Ok(Tablet {
        cpu_s: cpu_seconds("thread-self").unwrap_or(0.0) - cpu_before,
        desk,
        done: t,
    })
}

fn load(tablets: usize, seconds: f64, base: usize) -> Result<serde_json::Value, CliError> {
    let dir = tmp()?;
    let mut head = head_desk(dir.path())?;
    if base > 0 {
        fill(&mut head, dir.path(), base)?;
    }
    let before: HashSet<String> = head.rulings(None)?.into_iter().map(|r| r.id).collect();
    let running = open_hall(head)?;
    let (mut over_wire, mut given) = (0, 0);
    let mut desks = Vec::with_capacity(tablets);
    for i in 0..tablets {
        let mut floor = open_desk(dir.path(), &format!("tablet{i:02}"))?;
        if running.pair_and_enrol(&mut floor, &format!("Floor {i:02}"))? {
            over_wire += 1;
        } else {
            given += 1;
        }
        desks.push(floor);
    }
    // Each takes up the event (and the referee list, and the base) before recording under
    // it: two at a time, as the machine has two cores.
    let desks = {
        let (tx, rx) = std::sync::mpsc::channel();
        let queue = Arc::new(Mutex::new(
            desks.into_iter().enumerate().collect::<Vec<_>>(),
        ));
        let workers: Vec<_> = (0..2)
            .map(|_| {
                let (queue, tx) = (Arc::clone(&queue), tx.clone());
                std::thread::spawn(move || loop {
                    let next = queue.lock().unwrap_or_else(|e| e.into_inner()).pop();
                    let Some((i, mut floor)) = next else { break };
                    let done = sync(&mut floor).map(|_| floor);
                    let _ = tx.send((i, done));
                })
            })
            .collect();
        drop(tx);
        let mut synced: Vec<(usize, Desk)> = Vec::with_capacity(tablets);
        for (i, done) in rx {
            synced.push((i, done?));
        }
        for w in workers {
            let _ = w.join();
        }
        synced.sort_by_key(|(i, _)| *i);
        synced.into_iter().map(|(_, d)| d).collect::<Vec<_>>()
    };
    let barrier = Arc::new(Barrier::new(tablets));
    let cpu_before = cpu_seconds("self");
    let started = Instant::now();
    let threads: Vec<_> = desks
        .into_iter()
        .enumerate()
        .map(|(i, desk)| {
            let barrier = Arc::clone(&barrier);
            std::thread::spawn(move || run_tablet(desk, i, started, seconds, &barrier))
        })
        .collect();
    let mut done = Vec::with_capacity(tablets);
    for t in threads {
        done.push(
            t.join()
                .map_err(|_| CliError::internal("a tablet's thread panicked"))??,
        );
    }
    let ran = started.elapsed().as_secs_f64();
    let cpu_s = cpu_before
        .zip(cpu_seconds("self"))
        .map(|(a, b)| b - a)
        .unwrap_or(f64::NAN);
    let tablets_cpu: f64 = done.iter().map(|t| t.cpu_s).sum();
    let rss_during = peak_rss_mib();

    // Nothing lost, none twice: the head's rulings against every tablet's own.
    let on_head: Vec<String> = running
        .head()
        .rulings(None)?
        .into_iter()
        .map(|r| r.id)
        .filter(|id| !before.contains(id))
        .collect();
    let head_set: HashSet<&str> = on_head.iter().map(String::as_str).collect();
    let saved_ids: Vec<String> = done
        .iter()
        .flat_map(|t| t.done.ids.iter().cloned())
        .collect();
    let saved_n = saved_ids.len();
    let saved_set: HashSet<&str> = saved_ids.iter().map(String::as_str).collect();
    let lost = saved_set.difference(&head_set).count();
    // Twice on the head, or saved twice under one id on the tablets.
    let twice = (on_head.len() - head_set.len()) + (saved_n - saved_set.len());
    let extra = head_set.difference(&saved_set).count();
    // What every tablet holds at the end, of the union (each took the others' from the hall).
    let mut behind = 0usize;
    for t in &mut done {
        let _ = sync(&mut t.desk);
        let held: BTreeSet<String> = t.desk.rulings(None)?.into_iter().map(|r| r.id).collect();
        behind += saved_set.iter().filter(|id| !held.contains(**id)).count();
    }

    let all: Vec<f64> = done
        .iter()
        .flat_map(|t| t.done.latencies.iter().map(|l| l.0))
        .collect();
    let burst: Vec<f64> = done
        .iter()
        .flat_map(|t| t.done.latencies.iter().filter(|l| l.1).map(|l| l.0))
        .collect();
    let steady: Vec<f64> = done
        .iter()
        .flat_map(|t| t.done.latencies.iter().filter(|l| !l.1).map(|l| l.0))
        .collect();
    let unacknowledged = saved_n - all.len();
    let sync_errors: usize = done.iter().map(|t| t.done.sync_errors).sum();
    let record_errors: usize = done.iter().map(|t| t.done.record_errors).sum();
    let first_error = done.iter().find_map(|t| t.done.first_error.clone());
    let syncs: usize = done.iter().map(|t| t.done.syncs).sum();
    let up: usize = done.iter().map(|t| t.done.up).sum();
    let down: usize = done.iter().map(|t| t.done.down).sum();
    let mut saved_to_head = spread(all);
    saved_to_head["target_p99"] = json!(1000);
    let refused = running.hall.refusals().len();
    drop(running);
    Ok(json!({
        "tablets": tablets, "base": base, "seconds": ran, "rulings": saved_n, "on_head": on_head.len(),
        "paired_over_the_wire": over_wire, "paired_by_hand": given,
        "saved_to_head_ms": saved_to_head, "burst_saved_to_head_ms": spread(burst),
        "outside_burst_saved_to_head_ms": spread(steady),
        "unacknowledged": unacknowledged, "sync_errors": sync_errors, "record_errors": record_errors, "first_error": first_error,
        "hall_refusals": refused,
        "lost": lost, "twice": twice, "extra": extra, "tablets_missing_others": behind,
        "syncs": syncs, "bytes_up": up, "bytes_down": down,
        "cpu_s": cpu_s, "cpu_tablet_threads_s": tablets_cpu, "cpu_rest_s": cpu_s - tablets_cpu,
        "cpu_note": "process-wide utime+stime over the run (hall and simulated tablets in one process); cpu_tablet_threads_s is the tablet threads' own, so cpu_rest_s is about the hall's",
        "peak_rss_mib": rss_during,
        "rss_note": "VmHWM of the whole bench process (the hall, every tablet's desk and thread) after the run",
    }))
}

/// Records `n` rulings on 4 floor tablets (in parallel) and imports their bundles into the
/// head: a head record of `n` rulings, fast.
fn fill(head: &mut Desk, dir: &Path, n: usize) -> Result<serde_json::Value, CliError> {
    const FILLERS: usize = 4;
    let mut fillers = Vec::new();
    for f in 0..FILLERS {
        let mut floor = open_desk(dir, &format!("filler{f}"))?;
        let key = floor.device_key()?;
        head.enrol(&key, Role::Floor, &format!("Filler {f}"), &stamp("Head"))?;
        fillers.push(floor);
    }
    // The event and the referee list, taken up as a first sync would.
    let head_bundle = head.store().bundle()?;
    for floor in &mut fillers {
        floor
            .import(&head_bundle)?
            .map_err(|p| CliError::internal(format!("{} problems", p.len())))?;
    }
    let t = Instant::now();
    let threads: Vec<_> = fillers
        .into_iter()
        .enumerate()
        .map(|(f, mut floor)| {
            let count = n / FILLERS + usize::from(f < n % FILLERS);
            std::thread::spawn(move || -> Result<Desk, CliError> {
                let referee = format!("Filler {f}");
                for k in 0..count {
                    let draft =
                        late_arrival(format!("P{:04}", (k * 7919 + f) % 480), 1 + (k % 30) as u32);
                    floor.record(&draft, &stamp(&referee))?;
                }
                Ok(floor)
            })
        })
        .collect();
    let mut fillers = Vec::new();
    for t in threads {
        fillers.push(
            t.join()
                .map_err(|_| CliError::internal("a filler's thread panicked"))??,
        );
    }
    let record_s = t.elapsed().as_secs_f64();
    let t = Instant::now();
    for floor in &fillers {
        head.import(&floor.store().bundle()?)?
            .map_err(|p| CliError::internal(format!("{} problems", p.len())))?;
    }
    let import_s = t.elapsed().as_secs_f64();
    Ok(json!({"tablets": FILLERS, "record_s": record_s,
              "record_per_ruling_ms": record_s * 1e3 / n.max(1) as f64 * FILLERS as f64,
              "head_import_s": import_s}))
}

fn join(n: usize) -> Result<serde_json::Value, CliError> {
    let dir = tmp()?;
    let mut head = head_desk(dir.path())?;
    let filled = fill(&mut head, dir.path(), n)?;
    let on_head = head.rulings(None)?.len();
    let running = open_hall(head)?;
    let mut fresh = open_desk(dir.path(), "fresh")?;
    let wire = running.pair_and_enrol(&mut fresh, "Fresh")?;
    let t = Instant::now();
    let s = sync(&mut fresh)?;
    let seconds = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let held = fresh.rulings(None)?.len();
    let listed_ms = ms(t.elapsed());
    // Then the steady state on a record this size: one ruling saved and synced, 5 times.
    let (mut one_more, mut parts) = (Vec::new(), [Vec::new(), Vec::new(), Vec::new()]);
    for k in 0..5 {
        fresh.record(&late_arrival(format!("P{k:04}"), 5), &stamp("Fresh"))?;
        let saved = Instant::now();
        let s = sync(&mut fresh)?;
        one_more.push(ms(saved.elapsed()));
        parts[0].push(ms(s.build));
        parts[1].push(ms(s.trip));
        parts[2].push(ms(s.take));
    }
    let [build, trip, take] = parts.map(spread);
    let calls = profile(&running, &mut fresh)?;
    drop(running);
    Ok(json!({
        "rulings": on_head, "held": held, "seconds": seconds, "target_seconds": 3,
        "pages": s.pages, "bytes": s.down, "bytes_up": s.up, "received": s.received,
        "build_s": s.build.as_secs_f64(), "round_trip_s": s.trip.as_secs_f64(),
        "take_in_s": s.take.as_secs_f64(), "listed_ms": listed_ms,
        "paired_over_the_wire": wire,
        "saved_to_head_after_ms": spread(one_more),
        "saved_to_head_after_parts_ms": {"build": build, "round_trip": trip, "take_in": take},
        "fill": filled,
        "calls_median_ms": calls,
    }))
}

/// The median of 5 runs of `f`, in ms.
fn median5<T>(mut f: impl FnMut() -> Result<T, CliError>) -> Result<f64, CliError> {
    let mut xs = Vec::new();
    for _ in 0..5 {
        let t = Instant::now();
        std::hint::black_box(f()?);
        xs.push(ms(t.elapsed()));
    }
    xs.sort_by(f64::total_cmp);
    Ok(xs[2])
}

/// What each desk call of a sync round costs on records this size: the hall's (in the order
/// its sync route makes them) and the tablet's (building the request, taking in the answer).
fn profile(running: &Running, fresh: &mut Desk) -> Result<serde_json::Value, CliError> {
    use device::hall::wire::PAGE_BUDGET;
    let key = fresh.device_key()?;
    let theirs = fresh.heads()?;
    let empty = ledger::bundle::Bundle::default();
    let mut head = running.head();
    let now = Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    let hall_seen = median5(|| Ok(head.hall_seen(&key, &now)?))?;
    let standing = median5(|| Ok(head.standing(&key)?))?;
    let import_empty = median5(|| Ok(head.import(&empty)?))?;
    let lacking = median5(|| Ok(head.lacking(&theirs, PAGE_BUDGET)?))?;
    let heads = median5(|| Ok(head.heads()?))?;
    let sign = median5(|| Ok(head.sign_transport(b"a message")?))?;
    // One new ruling of the tablet's, imported alone.
    let mut import_one = Vec::new();
    for k in 0..5 {
        fresh.record(&late_arrival(format!("P{k:04}"), 9), &stamp("Fresh"))?;
        let page = fresh.lacking(&head.heads()?, PAGE_BUDGET)?;
        let t = Instant::now();
        head.import(&page.bundle)?
            .map_err(|p| CliError::internal(format!("{} problems", p.len())))?;
        import_one.push(ms(t.elapsed()));
    }
    import_one.sort_by(f64::total_cmp);
    drop(head);
    let peer = fresh.hall_peer()?;
    let held = peer.and_then(|p| p.heads).unwrap_or_default();
    let t_heads = median5(|| Ok(fresh.heads()?))?;
    let t_lacking = median5(|| Ok(fresh.lacking(&held, PAGE_BUDGET)?))?;
    let t_import_empty = median5(|| Ok(fresh.import(&empty)?))?;
    let t_after = median5(|| Ok(fresh.events_after(&key, 0)?))?;
    Ok(json!({
        "hall": {"hall_seen": hall_seen, "standing": standing, "import_empty": import_empty,
                 "import_one": import_one[2], "lacking_nothing": lacking, "heads": heads,
                 "sign": sign},
        "tablet": {"heads": t_heads, "lacking": t_lacking, "import_empty": t_import_empty,
                   "events_after": t_after},
    }))
}

pub fn hall_bench(
    out: &Output,
    tablets: usize,
    seconds: f64,
    base: usize,
    n: usize,
) -> Result<(), CliError> {
    let mut doc = if tablets > 0 {
        load(tablets, seconds, base)?
    } else {
        json!({"tablets": 0})
    };
    if n > 0 {
        doc["join"] = join(n)?;
    }
    doc["peak_rss_mib_end"] = json!(peak_rss_mib());
    out.print(&doc, || human(&doc));
    Ok(())
}

fn human(d: &serde_json::Value) -> String {
    let f = |v: &serde_json::Value| v.as_f64().unwrap_or(f64::NAN);
    let mut lines = Vec::new();
    if d["tablets"].as_u64().unwrap_or(0) > 0 {
        let s = &d["saved_to_head_ms"];
        let b = &d["burst_saved_to_head_ms"];
        lines.push(format!(
            "{} tablets for {:.0} s over loopback, the head holding {} rulings at the start ({} paired over the wire, {} given the hall's key: pairing allows 10 a minute from one address)",
            d["tablets"], f(&d["seconds"]), d["base"], d["paired_over_the_wire"], d["paired_by_hand"]
        ));
        lines.push(format!(
            "{} rulings saved, {} of them on the head: lost {}, twice {}, unknown {}; tablets missing others' rulings: {}",
            d["rulings"], d["on_head"], d["lost"], d["twice"], d["extra"], d["tablets_missing_others"]
        ));
        lines.push(format!(
            "saved → acknowledged by the head: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms over {} (target p99 ≤ 1000 ms)",
            f(&s["p50"]), f(&s["p99"]), f(&s["max"]), s["n"]
        ));
        let o = &d["outside_burst_saved_to_head_ms"];
        lines.push(format!(
            "  outside the burst: p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms over {}",
            f(&o["p50"]),
            f(&o["p99"]),
            f(&o["max"]),
            o["n"]
        ));
        lines.push(format!(
            "  the burst (all at once): p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms over {}",
            f(&b["p50"]),
            f(&b["p99"]),
            f(&b["max"]),
            b["n"]
        ));
        lines.push(format!(
            "{} syncs, {} failed ({} saves failed), {} refused by the hall (the pairings over the limit); {} KiB up, {} KiB down",
            d["syncs"],
            d["sync_errors"],
            d["record_errors"],
            d["hall_refusals"],
            d["bytes_up"].as_u64().unwrap_or(0) / 1024,
            d["bytes_down"].as_u64().unwrap_or(0) / 1024
        ));
        lines.push(format!(
            "CPU {:.1} s over the run, the whole process (of which the tablets' threads {:.1} s, the rest — about the hall's — {:.1} s); peak RSS {:.0} MiB, the whole process",
            f(&d["cpu_s"]), f(&d["cpu_tablet_threads_s"]), f(&d["cpu_rest_s"]), f(&d["peak_rss_mib"])
        ));
    }
    let j = &d["join"];
    if j.is_object() {
        let fill = &j["fill"];
        lines.push(format!(
            "head of {} rulings (recorded on {} tablets in {:.1} s, {:.2} ms a ruling each; imported into the head in {:.1} s)",
            j["rulings"], fill["tablets"], f(&fill["record_s"]), f(&fill["record_per_ruling_ms"]), f(&fill["head_import_s"])
        ));
        lines.push(format!(
            "a fresh tablet's first sync: {:.2} s (target ≤ 3 s), {} pages, {} KiB; holds {} rulings",
            f(&j["seconds"]),
            j["pages"],
            j["bytes"].as_u64().unwrap_or(0) / 1024,
            j["held"]
        ));
        lines.push(format!(
            "  requests built {:.2} s, round trips (the hall) {:.2} s, taken in (the tablet's import) {:.2} s",
            f(&j["build_s"]),
            f(&j["round_trip_s"]),
            f(&j["take_in_s"])
        ));
        let a = &j["saved_to_head_after_ms"];
        let p = &j["saved_to_head_after_parts_ms"];
        lines.push(format!(
            "  then one ruling saved → acknowledged on a record this size: p50 {:.0} ms, max {:.0} ms (built {:.0}, round trip {:.0}, taken in {:.0} ms at p50)",
            f(&a["p50"]),
            f(&a["max"]),
            f(&p["build"]["p50"]),
            f(&p["round_trip"]["p50"]),
            f(&p["take_in"]["p50"])
        ));
    }
    if j.is_object() {
        let c = &j["calls_median_ms"];
        lines.push(format!(
            "  desk calls of one round at this size, median ms — hall: hall_seen {:.1}, standing {:.1}, import of 1 {:.1}, lacking {:.1}, heads {:.1}, sign {:.1}; tablet: heads {:.1}, lacking {:.1}, import of 0 {:.1}",
            f(&c["hall"]["hall_seen"]), f(&c["hall"]["standing"]), f(&c["hall"]["import_one"]),
            f(&c["hall"]["lacking_nothing"]), f(&c["hall"]["heads"]), f(&c["hall"]["sign"]),
            f(&c["tablet"]["heads"]), f(&c["tablet"]["lacking"]), f(&c["tablet"]["import_empty"])
        ));
    }
    lines.push(format!(
        "peak RSS at the end {:.0} MiB (the whole process)",
        f(&d["peak_rss_mib_end"])
    ));
    lines.join("\n")
}
