//! `mjref bench review`: the head referee's review of a large event — N rulings over 9
//! sessions, 120 tables and 480 players from 6 tablets, a tenth of them voided — filtered and
//! summarised (`tournament::review::review`, what the Review screen and `mjref review` call),
//! with no filter and with a player's filter. Prints medians beside the target; asserts nothing.

use crate::output::{CliError, Output};
use rulebook::{Sanction, SanctionKind, Verdict};
use serde_json::json;
use std::time::Instant;
use tournament::effective::ChangeMark;
use tournament::review::{review, ReviewFilter, ReviewSettings};
use tournament::LogEntry;

const INCIDENTS: [&str; 6] = [
    "late-arrival",
    "dissent",
    "false-win",
    "early-draw",
    "wrong-tile-count",
    "phone",
];

fn ruling(i: usize) -> LogEntry {
    let player = i * 7919 % 480;
    let session = i * 9 / 10_000 % 9;
    let sanction = match i % 4 {
        0 => Sanction::of(SanctionKind::Warning),
        1 => Sanction::with_amount(SanctionKind::Score, -10.0),
        2 => Sanction::with_amount(SanctionKind::RankPoints, -1.0),
        _ => Sanction::with_amount(SanctionKind::Score, -30.0),
    };
    let minute = i % 600;
    let recorded_at = format!(
        "2026-11-{:02}T{:02}:{:02}:00+08:00",
        20 + session / 3,
        9 + minute / 60,
        minute % 60
    );
    LogEntry {
        id: format!("01a2{i:08}"),
        seq: i as i64,
        kind: "ruling".into(),
        recorded_at: recorded_at.clone(),
        utc_offset_minutes: 480,
        referee: format!("referee {}", i % 6),
        event: "open".into(),
        ruleset: "sbr-2025".into(),
        session: format!("R{}", session + 1),
        table: Some((player / 4 + session * 7) as u32 % 120 + 1),
        hand: Some((i % 16) as u32 + 1),
        player: format!("P{player:04}"),
        incident: INCIDENTS[i % INCIDENTS.len()].into(),
        answers: Default::default(),
        choice: None,
        verdict: Verdict {
            ruleset: "sbr-2025".into(),
            incident: INCIDENTS[i % INCIDENTS.len()].into(),
            article: "SBR 第十一条".into(),
            tier: None,
            applicable: true,
            needs: vec![],
            sanctions: vec![sanction],
            options: vec![],
            outcome: None,
            reasons: vec![],
            warning_level: i.is_multiple_of(4),
            overridden: false,
            decided_as: None,
        },
        note: String::new(),
        catalogue_version: "1".into(),
        event_version: Some(3),
        device: format!("{:064x}", (i / 7) % 6),
        voided: i.is_multiple_of(10).then(|| ChangeMark {
            id: format!("v{i}"),
            kind: "void".into(),
            device: format!("{:064x}", 0),
            referee: "Chief".into(),
            recorded_at,
            utc_offset_minutes: 480,
            reason: "recorded twice".into(),
        }),
        amendments: vec![],
        enrolled: true,
    }
}

pub fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut xs: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

pub fn review_bench(out: &Output, n: usize) -> Result<(), CliError> {
    let log: Vec<LogEntry> = (0..n).map(ruling).collect();
    let settings = ReviewSettings::builtin();
    let everything = ReviewFilter::default();
    let one_player = ReviewFilter {
        player: Some("P0042".into()),
        standing_only: true,
        ..ReviewFilter::default()
    };
    let mut duplicates = 0;
    let all_ms = median_ms(11, || {
        duplicates = review(&log, None, &everything, &settings)
            .possible_duplicates
            .len();
    });
    let player_ms = median_ms(11, || {
        std::hint::black_box(review(&log, None, &one_player, &settings));
    });
    // What the Review screen receives for 1,000 rulings (the review and every entry, as the
    // IPC sends it); the screen then draws 50 a page.
    let screen = &log[..n.min(1000)];
    let mut bytes = 0;
    let screen_ms = median_ms(11, || {
        let shown = review(screen, None, &everything, &settings);
        bytes = serde_json::to_vec(&(shown, screen)).map_or(0, |v| v.len());
    });
    let doc = json!({"rulings": n, "possible_duplicates": duplicates,
                     "all_median_ms": all_ms, "player_median_ms": player_ms,
                     "screen_rulings": screen.len(), "screen_bytes": bytes,
                     "screen_median_ms": screen_ms, "target_ms": 50.0});
    out.print(&doc, || {
        format!(
            "review of {n} rulings ({duplicates} possible duplicates)\nno filter: median {all_ms:.1} ms (target < 50 ms)\none player, standing only: median {player_ms:.1} ms (target < 50 ms)\nthe Review screen's {} rulings, reviewed and written as JSON: {} KiB, median {screen_ms:.1} ms",
            screen.len(),
            bytes / 1024
        )
    });
    Ok(())
}

/// `mjref bench report`: the standings of a 120-table session (480 players, every table
/// scored) printed as A4 PDF, in Chinese and in Japanese — what the notice board gets. Prints
/// the medians beside the target.
pub fn report_bench(out: &Output, tables: usize) -> Result<(), CliError> {
    let dir =
        tempfile::tempdir().map_err(|e| CliError::bad_file(std::path::Path::new("tmp"), e))?;
    let stamp = ledger::Stamp {
        referee: "bench",
        at: chrono::Utc::now(),
        utc_offset_minutes: 480,
    };
    let mut desk = crate::bench::bench_event(dir.path(), 1, &stamp)?;
    desk.import_roster(&crate::bench::roster_text(tables * 4, 1), &stamp)?;
    for table in 1..=tables as u32 {
        let scores = desk
            .setup()
            .and_then(|s| s.tables_in("S1").iter().find(|t| t.number == table))
            .map(|t| {
                t.seats
                    .iter()
                    .enumerate()
                    .map(|(k, seat)| (seat.player_id.clone(), [32.0, 8.0, -12.0, -28.0][k]))
                    .collect()
            })
            .unwrap_or_default();
        let entry = tournament::standings::TableScores {
            session: "S1".into(),
            table,
            scores,
            hands: Vec::new(),
        };
        desk.record_scores(&entry, &stamp)?;
    }
    let l10n = l10n::Localizer::new().expect("the embedded .ftl files parse (tested)");
    let mut figures = serde_json::Map::new();
    let mut lines = vec![format!(
        "standings PDF of {tables} tables ({} players)",
        tables * 4
    )];
    for lang in ["zh-CN", "ja"] {
        let words = report::Words::new(&l10n, lang);
        let mut pages = 0;
        let mut failed = None;
        let ms = median_ms(5, || {
            match report::standings_pdf(&desk, Some("S1"), &words) {
                Ok(p) => pages = p.pages,
                Err(e) => failed = Some(e),
            }
        });
        if let Some(e) = failed {
            return Err(e.into());
        }
        figures.insert(format!("{lang}_median_ms"), ms.into());
        figures.insert(format!("{lang}_pages"), pages.into());
        lines.push(format!(
            "{lang}: {pages} pages, median {ms:.0} ms (target < 2000 ms)"
        ));
    }
    figures.insert("tables".into(), tables.into());
    figures.insert("target_ms".into(), 2000.0.into());
    out.print(&figures, || lines.join("\n"));
    Ok(())
}
