//! `mjref bench verify`: how fast a record is verified and a bundle imported. Events are
//! signed in memory by a few devices, each with a real ruling's body, then verified on one
//! thread (so the figure is per core) and, separately, a bundle of them is rendered, read and
//! imported into a fresh database the way `mjref import` does it. Prints; asserts nothing.

use crate::output::{CliError, Output};
use chrono::Utc;
use ledger::event::sign;
use ledger::NewEvent;
use ledger::{bundle, Identity, SignedEvent, Store};
use rulebook::{builtin_ruleset, Ruling, Value};
use serde_json::json;
use std::collections::BTreeMap;
use std::time::Instant;

const DEVICES: usize = 4;

/// `n` events spread over `DEVICES` chains, in bundle order.
fn chains(n: usize) -> Result<Vec<SignedEvent>, CliError> {
    let c = builtin_ruleset("sbr-2025")?;
    let facts = BTreeMap::from([(
        rulebook::reserved::MINUTES_LATE.to_string(),
        Value::Number(7.0),
    )]);
    let verdict = rulebook::rule(
        &c,
        &Ruling {
            incident: "late-arrival",
            player: "P1",
            hand: None,
            facts: &facts,
            choice: None,
            history: &[],
            hall_warnings: &[],
        },
    )?;
    let body = json!({"answers": {"minutes_late": "7"}, "facts": facts, "choice": null,
                      "verdict": verdict, "note": ""});
    let at = Utc::now();
    let mut out = Vec::with_capacity(n);
    for d in 0..DEVICES {
        let identity = Identity::generate()?;
        let mut prev: Option<String> = None;
        let count = n / DEVICES + usize::from(d < n % DEVICES);
        for k in 0..count {
            let e = NewEvent {
                kind: "ruling".into(),
                recorded_at: at,
                utc_offset_minutes: 480,
                referee: format!("ref-{d}"),
                event: "bench".into(),
                ruleset: c.id.clone(),
                catalogue_version: c.version.clone(),
                session: format!("R{}", k / 200),
                table: Some((k % 40) as u32 + 1),
                hand: None,
                player: format!("P{}", k % 160),
                incident: "late-arrival".into(),
                body: body.clone(),
            };
            let id = uuid_like(d, k);
            let signed = sign(
                &identity,
                &id,
                k as u64 + 1,
                prev.as_deref(),
                &ledger::event::instant(&at),
                &e,
            );
            prev = Some(ledger::event::hash(&signed.payload));
            out.push(signed);
        }
    }
    bundle::sort(&mut out);
    Ok(out)
}

/// This thread's CPU time (user + system) from /proc, where there is one.
fn thread_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the command name (which may hold spaces) in parentheses.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    // USER_HZ is 100 on every Linux this runs on.
    Some(ticks / 100.0)
}

/// A unique id shaped like the UUIDs the record uses.
fn uuid_like(device: usize, k: usize) -> String {
    format!("00000000-0000-7000-8{device:03x}-{k:012x}")
}

pub fn verify(out: &Output, n: usize, import_n: usize) -> Result<(), CliError> {
    let t = Instant::now();
    let events = chains(n)?;
    let sign_s = t.elapsed().as_secs_f64();
    let bytes: usize = events.iter().map(|e| e.payload.len()).sum();

    let (t, cpu) = (Instant::now(), thread_cpu_seconds());
    let report = ledger::verify(&events, tournament::arrival::Arrival::builtin());
    let verify_s = t.elapsed().as_secs_f64();
    // On a busy machine the wall clock counts other processes' turns; the thread's own CPU
    // time is the per-core figure.
    let verify_cpu_s = thread_cpu_seconds().zip(cpu).map(|(b, a)| b - a);
    if !report.ok() {
        return Err(CliError::internal(
            "bench: the generated record does not verify",
        ));
    }

    let text = bundle::render(&chains(import_n)?);
    let dir =
        tempfile::tempdir().map_err(|e| CliError::bad_file(std::path::Path::new("tmp"), e))?;
    let t = Instant::now();
    let parsed = bundle::parse(&text)
        .map_err(|p| CliError::from(ledger::LedgerError::BundleRefused { problems: p.len() }))?;
    let mut store = Store::open(&dir.path().join("head.db"))?;
    let imported = store.import(&parsed, tournament::arrival::Arrival::builtin())?;
    let import_s = t.elapsed().as_secs_f64();

    let rate = n as f64 / verify_s;
    let cpu_rate = verify_cpu_s.map(|c| n as f64 / c.max(0.01));
    let doc = json!({
        "verify": {"events": n, "devices": DEVICES, "seconds": verify_s,
                   "events_per_second": rate, "target_events_per_second": 50_000,
                   "cpu_seconds": verify_cpu_s, "events_per_cpu_second": cpu_rate,
                   "mean_payload_bytes": bytes / n.max(1), "threads": 1},
        "import": {"events": imported.added, "bundle_bytes": text.len(),
                   "seconds": import_s, "target_seconds": 1.0},
        "signing_seconds": sign_s,
    });
    out.print(&doc, || {
        format!(
            "verify {n} events ({DEVICES} devices, one thread): {verify_s:.3} s, {rate:.0} events/s; {} events per CPU second (target ≥ 50000)\n\
             import a {import_n}-event bundle ({} bytes) into a new database: {import_s:.3} s (target < 1 s)\n\
             signing {n} events: {sign_s:.3} s",
            cpu_rate.map_or("?".into(), |r| format!("{r:.0}")),
            text.len()
        )
    });
    Ok(())
}
