//! `mjref bench record`: the median time to decide and durably record one ruling, beside the
//! median of a bare single-row INSERT into the same kind of database (WAL, synchronous=FULL),
//! measured in the same run so the disk is the same. Prints figures; asserts nothing.

use crate::output::{CliError, Output};
use chrono::Utc;
use ledger::{Stamp, Store};
use rulebook::Value;
use serde_json::json;
use std::time::Instant;
use tournament::{Desk, RulingDraft};

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

pub fn record(out: &Output, n: usize) -> Result<(), CliError> {
    let n = n.max(11);
    let dir =
        tempfile::tempdir().map_err(|e| CliError::bad_file(std::path::Path::new("tmp"), e))?;
    let storage = |e: rusqlite::Error| CliError::from(ledger::LedgerError::from(e));

    let bare = rusqlite::Connection::open(dir.path().join("bare.db")).map_err(storage)?;
    bare.pragma_update(None, "journal_mode", "WAL")
        .map_err(storage)?;
    bare.pragma_update(None, "synchronous", "FULL")
        .map_err(storage)?;
    bare.execute(
        "CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT NOT NULL)",
        [],
    )
    .map_err(storage)?;
    let mut desk = Desk::open(
        Store::open(&dir.path().join("ledger.db"))?,
        crate::desk::catalogues(),
    )?;
    desk.under("sbr-2025", "bench")?;
    let (mut bare_ms, mut ruling_ms, mut ladder_ms) = (
        Vec::with_capacity(n),
        Vec::with_capacity(n),
        Vec::with_capacity(n),
    );
    // Interleaved, so both see the same disk at the same moments.
    for i in 0..n {
        let t = Instant::now();
        bare.execute("INSERT INTO t (body) VALUES (?1)", [format!("row {i}")])
            .map_err(storage)?;
        bare_ms.push(t.elapsed().as_secs_f64() * 1e3);

        // A fresh session every 20 rulings (ten rounds of two) keeps the history a session
        // really has: five rulings a player at the most.
        let draft = late_arrival(
            format!("R{}", i / 10),
            format!("P{}", i % 4),
            (i % 20) as u32,
        );
        let stamp = Stamp {
            referee: "bench",
            at: Utc::now(),
            utc_offset_minutes: 0,
        };
        let t = Instant::now();
        desk.record(&draft, &stamp)?;
        ruling_ms.push(t.elapsed().as_secs_f64() * 1e3);

        // A warning-ladder offence, whose verdict depends on the player's earlier rulings in
        // the session: the record is read before deciding.
        let ladder = RulingDraft {
            incident: "early-draw".into(),
            answers: Default::default(),
            ..draft
        };
        let t = Instant::now();
        desk.record(&ladder, &stamp)?;
        ladder_ms.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let (b, r, l) = (median(bare_ms), median(ruling_ms), median(ladder_ms));
    let doc = json!({"samples": n, "bare_insert_median_ms": b, "record_ruling_median_ms": r, "ratio": r / b,
                     "record_ladder_ruling_median_ms": l, "ladder_ratio": l / b, "target_ratio": 1.5});
    out.print(&doc, || {
        format!("samples {n}\nbare INSERT (synchronous=FULL) median {b:.3} ms\nrecord ruling (a late arrival: no history read) median {r:.3} ms, ratio {:.2} (target ≤ 1.5)\nrecord ruling (a warning-ladder offence: the player's history read) median {l:.3} ms, ratio {:.2} (target ≤ 1.5)", r / b, l / b)
    });
    Ok(())
}

/// Reads a roster file of `players` players (a table of four each) over `sessions` sessions,
/// each session seated in another order, with CJK names; prints the median of five reads and
/// of five writes beside the target (a 500-player, 9-session file read in under 1 s).
pub fn roster(out: &Output, players: usize, sessions: usize) -> Result<(), CliError> {
    let players = players.max(4) / 4 * 4;
    let file = roster_text(players, sessions);
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    let mut seats = 0;
    for _ in 0..5 {
        let t = Instant::now();
        let roster = tournament::roster::parse(&file)?;
        reads.push(t.elapsed().as_secs_f64() * 1e3);
        seats = roster.seats();
        let t = Instant::now();
        let text = tournament::roster::render(&roster.players, &roster.seating);
        writes.push(t.elapsed().as_secs_f64() * 1e3);
        std::hint::black_box(text);
    }
    let (read, write) = (median(reads), median(writes));
    let imported = import_into_event(&file, sessions)?;
    let doc = json!({"players": players, "sessions": sessions, "seats": seats,
                     "bytes": file.len(), "read_median_ms": read, "write_median_ms": write,
                     "import_median_ms": imported, "target_read_ms": 1000.0});
    out.print(&doc, || {
        format!(
            "roster of {players} players × {sessions} sessions ({seats} seats, {} KiB)\nread median {read:.1} ms (target < 1000 ms)\nwritten back median {write:.1} ms\nimported into a shared event (read, checked, signed, committed) median {imported:.1} ms (target < 1000 ms)",
            file.len() / 1024
        )
    });
    Ok(())
}

/// The median of three imports of `file` into a fresh shared event with its sessions, as the
/// app and `mjref event roster` do it (`Desk::import_roster`): read, checked, signed as the
/// event's next version, committed.
/// A roster of `players` (a multiple of 4) in `sessions` sessions S1…: each session the seats
/// shift by five, so players change tables and seats.
pub(crate) fn roster_text(players: usize, sessions: usize) -> String {
    let mut file = String::from("\u{feff}session,table,seat,player_id,name\n");
    for s in 0..sessions {
        for k in 0..players {
            let p = (k + s * 5) % players;
            let seat = ["E", "南", "W", "北"][k % 4];
            file.push_str(&format!(
                "S{},{},{seat},P{p:04},选手 {p}\n",
                s + 1,
                k / 4 + 1
            ));
        }
    }
    file
}

/// A new event `bench` with `sessions` sessions S1…, on a fresh record in `dir`.
pub(crate) fn bench_event(
    dir: &std::path::Path,
    sessions: usize,
    stamp: &Stamp,
) -> Result<Desk, CliError> {
    let mut desk = Desk::open(
        Store::open(&dir.join("head.db"))?,
        crate::desk::catalogues(),
    )?;
    desk.create_event("bench", "Bench open", "sbr-2025", stamp)?;
    desk.change_event(stamp, |setup| {
        setup.sessions = (1..=sessions)
            .map(|s| tournament::setup::SessionDef {
                id: format!("S{s}"),
                name: format!("{s}"),
                scheduled_start: format!("2026-11-22T{:02}:00:00+08:00", 8 + s % 12),
            })
            .collect();
        Ok(())
    })?;
    Ok(desk)
}

fn import_into_event(file: &str, sessions: usize) -> Result<f64, CliError> {
    let mut times = Vec::new();
    for _ in 0..3 {
        let dir =
            tempfile::tempdir().map_err(|e| CliError::bad_file(std::path::Path::new("tmp"), e))?;
        let stamp = Stamp {
            referee: "bench",
            at: Utc::now(),
            utc_offset_minutes: 0,
        };
        let mut desk = bench_event(dir.path(), sessions, &stamp)?;
        let t = Instant::now();
        desk.import_roster(file, &stamp)?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    Ok(median(times))
}

/// Records late arrivals into `db` one after another until the process is killed, printing
/// `{"id": ...}` after each commit. The crash test kills it with SIGKILL at random moments and
/// checks that every printed id is in the record.
pub fn until_killed(_: &Output, db: &std::path::Path) -> Result<(), CliError> {
    use std::io::Write;
    let mut desk = Desk::open(Store::open(db)?, crate::desk::catalogues())?;
    desk.under("sbr-2025", "crash")?;
    let mut stdout = std::io::stdout().lock();
    for i in 0.. {
        let draft = late_arrival(
            format!("R{}", i / 20),
            format!("P{}", i % 4),
            (i % 20) as u32,
        );
        let stamp = Stamp {
            referee: "crash",
            at: Utc::now(),
            utc_offset_minutes: 0,
        };
        let saved = desk.record(&draft, &stamp)?;
        // One write per line, flushed: the parent counts a ruling acknowledged once it reads it.
        let line = format!("{}\n", json!({"id": saved.id}));
        if stdout
            .write_all(line.as_bytes())
            .and_then(|_| stdout.flush())
            .is_err()
        {
            break;
        }
    }
    Ok(())
}

/// A late arrival of `minutes` by `player` in `session`: the ruling every record bench records.
pub fn late_arrival(session: String, player: String, minutes: u32) -> RulingDraft {
    RulingDraft {
        session,
        player,
        incident: "late-arrival".into(),
        answers: [(
            rulebook::reserved::MINUTES_LATE.to_string(),
            Value::Number(minutes.into()),
        )]
        .into(),
        ..RulingDraft::default()
    }
}
