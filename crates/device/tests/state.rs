//! What the IPC commands do, without a window: the demo event on first launch, a ruling that
//! survives a restart, and bad input that changes nothing.

use chrono::{Local, TimeZone};
use device::state::AppState;
use rulebook::{SanctionKind, Value};
use tournament::RulingDraft;

fn nine_thirty() -> chrono::DateTime<Local> {
    Local
        .with_ymd_and_hms(2026, 11, 22, 9, 30, 0)
        .single()
        .unwrap()
}

fn late_draft(arrival: &str) -> RulingDraft {
    RulingDraft {
        session: "R1".into(),
        table: Some(1),
        player: "p2".into(),
        incident: "late-arrival".into(),
        answers: [("minutes_late".to_string(), Value::Text(arrival.into()))].into(),
        ..RulingDraft::default()
    }
}

#[test]
fn first_launch_has_the_demo_event_and_rulings_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let app = AppState::open(dir.path(), nine_thirty()).unwrap();
        // The device's key exists from the first run, readable by its owner only.
        let key = dir.path().join("keys/mjref.db.key");
        let mode = std::os::unix::fs::PermissionsExt::mode(
            &std::fs::metadata(&key).unwrap().permissions(),
        );
        assert_eq!(mode & 0o777, 0o600, "{key:?}");
        let event = app.event().unwrap();
        assert_eq!(event.ruleset, "sbr-2025");
        assert_eq!(event.tables.len(), 2);
        assert_eq!(event.players.len(), 8);
        assert!(event.sessions[0]
            .scheduled_start
            .starts_with("2026-11-22T09:00:00"));
        let saved = app
            .record(&late_draft("09:12:00"), &[], nine_thirty())
            .unwrap();
        assert_eq!(saved.verdict.sanctions[0].kind, SanctionKind::RankPoints);
        assert_eq!(saved.verdict.sanctions[0].amount, Some(-1.0));
    }
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    let log = app.rulings(Some("R1")).unwrap();
    assert_eq!(log.len(), 1);
    assert_eq!(log[0].player, "p2");
    assert_eq!(log[0].referee, "floor-1");
}

#[test]
fn bad_input_is_refused_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    assert_eq!(
        app.record(&late_draft("08:55:00"), &[], nine_thirty())
            .unwrap_err()
            .code,
        "arrival-before-start"
    );
    let mut elsewhere = late_draft("09:05:00");
    elsewhere.table = Some(2);
    assert_eq!(
        app.record(&elsewhere, &[], nine_thirty()).unwrap_err().code,
        "player-not-at-table"
    );
    assert!(app.rulings(None).unwrap().is_empty());

    let before = app.event().unwrap();
    let mut blank = before.clone();
    blank.players[0].name = " ".into();
    let err = app.save_event(blank).unwrap_err();
    assert_eq!(err.code, "empty-player-name");
    assert_eq!(err.args["table"], "1");
    let mut dup = before.clone();
    dup.players[1].name = dup.players[0].name.clone();
    assert_eq!(
        app.save_event(dup).unwrap_err().code,
        "duplicate-player-name"
    );
    // A hall-wide warning about 诈和, a fixed deduction that never climbs the warning ladder.
    let mut warned = before.clone();
    warned.hall_warnings = vec!["false-win".into()];
    let err = app.save_event(warned).unwrap_err();
    assert_eq!(
        (err.code.as_str(), err.args["incident"].as_str()),
        ("hall-warning-not-allowed", "false-win")
    );
    assert_eq!(app.event().unwrap(), before);
    drop(app);
    assert_eq!(
        AppState::open(dir.path(), nine_thirty())
            .unwrap()
            .event()
            .unwrap(),
        before
    );
}

#[test]
fn a_damaged_record_is_reported_by_every_command_and_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("mjref.db");
    // Not a database at all: what a torn copy or a disk fault can leave.
    let damaged: Vec<u8> = (0..8192u32).map(|i| (i * 7 % 251) as u8).collect();
    std::fs::write(&db, &damaged).unwrap();
    let app = AppState::open_or_report(dir.path(), nine_thirty());
    assert_eq!(app.event().unwrap_err().code, "corrupt");
    assert_eq!(app.rulings(None).unwrap_err().code, "corrupt");
    assert_eq!(
        app.record(&late_draft("09:12:00"), &[], nine_thirty())
            .unwrap_err()
            .code,
        "corrupt"
    );
    // The catalogues need no record: the rulesets can still be read.
    assert!(!app.rulesets().is_empty());
    drop(app);
    assert_eq!(std::fs::read(&db).unwrap(), damaged, "never overwritten");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert!(left.iter().any(|n| n == "mjref.db"), "never deleted");
}

/// A record from before events were signed: the device's own setup, a ruling, and a referee
/// list (so the head's key is sealed, as publishing a list needs). Returns the event as typed.
fn record_from_before(
    dir: &std::path::Path,
    role: ledger::roles::Role,
) -> tournament::setup::EventSetup {
    let app = AppState::open(dir, nine_thirty()).unwrap();
    let mut event = app.event().unwrap();
    event.name = "Spring Open".into();
    let event = app.save_event(event).unwrap();
    app.record(&late_draft("09:12:00"), &[], nine_thirty())
        .unwrap();
    let me = app.referee_team().unwrap().device;
    if role == ledger::roles::Role::Head {
        app.seal_key(PASSPHRASE).unwrap();
        app.publish_referees("Head", Vec::new(), None, nine_thirty())
            .unwrap();
    } else {
        // Another device is head, and names this one a floor referee.
        let head_dir = tempfile::tempdir().unwrap();
        let head = AppState::open(head_dir.path(), nine_thirty()).unwrap();
        head.seal_key(PASSPHRASE).unwrap();
        let floor = ledger::roles::Referee {
            device: me,
            name: "Floor".into(),
            role,
        };
        head.publish_referees("Head", vec![floor], None, nine_thirty())
            .unwrap();
        let bundle = head_dir.path().join("head.mjref");
        head.export_bundle(&bundle, nine_thirty()).unwrap();
        let joined = app
            .with_desk(|d| device::record::import(d, &bundle))
            .unwrap();
        assert!(joined.ok, "{:?}", joined.problems);
    }
    assert_eq!(app.event_version().unwrap(), None);
    event
}

const PASSPHRASE: &str = "plum blossom";

#[test]
fn an_upgraded_head_device_signs_its_own_setup_when_its_key_is_first_opened() {
    let dir = tempfile::tempdir().unwrap();
    let typed = record_from_before(dir.path(), ledger::roles::Role::Head);
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    // The head's key is sealed: nothing can be signed before the passphrase opens it.
    assert_eq!(app.event_version().unwrap(), None);
    assert_eq!(
        app.unlock("peach blossom", nine_thirty()).unwrap_err().code,
        "wrong-passphrase"
    );
    assert_eq!(app.event_version().unwrap(), None);
    assert_eq!(app.unlock(PASSPHRASE, nine_thirty()).unwrap(), Some(1));
    let event = app.event().unwrap();
    assert_eq!(event, typed, "nothing retyped, nothing lost");
    assert_eq!(app.rulings(Some("R1")).unwrap().len(), 1);
    // Signed once: the next start and the next unlock find the version and sign nothing more.
    drop(app);
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    assert_eq!(app.event_version().unwrap(), Some(1));
    assert_eq!(app.unlock(PASSPHRASE, nine_thirty()).unwrap(), None);
    let versions = app
        .with_desk(|d| Ok(d.store().list_kind(ledger::roles::EVENT)?.len()))
        .unwrap();
    assert_eq!(versions, 1);
    assert!(app.with_desk(|d| Ok(d.verify()?.ok())).unwrap());
}

#[test]
fn an_upgraded_floor_tablet_or_a_fresh_device_keeps_its_setup_unsigned() {
    let dir = tempfile::tempdir().unwrap();
    let typed = record_from_before(dir.path(), ledger::roles::Role::Floor);
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    assert_eq!(app.event_version().unwrap(), None);
    assert_eq!(app.event().unwrap(), typed);
    assert_eq!(app.rulings(Some("R1")).unwrap().len(), 1);

    let fresh = tempfile::tempdir().unwrap();
    drop(AppState::open(fresh.path(), nine_thirty()).unwrap());
    let app = AppState::open(fresh.path(), nine_thirty()).unwrap();
    assert_eq!(app.event_version().unwrap(), None, "the demo is not signed");
}

#[test]
fn reports_are_written_whole_and_only_a_report_written_here_is_opened() {
    use device::reports::{open, ReportFormat, ReportKind};
    let dir = tempfile::tempdir().unwrap();
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    app.record(&late_draft("09:12:00"), &[], nine_thirty())
        .unwrap();
    let filter = tournament::review::ReviewFilter::default();
    let csv = dir.path().join("log.csv");
    let written = app
        .export_report(
            (ReportKind::Log, ReportFormat::Csv, "en"),
            &filter,
            None,
            &csv,
        )
        .unwrap();
    assert_eq!((written.rows, written.pages), (Some(1), None));
    let pdf = dir.path().join("standings.pdf");
    let written = app
        .export_report(
            (ReportKind::Standings, ReportFormat::Pdf, "ja"),
            &filter,
            Some("R1"),
            &pdf,
        )
        .unwrap();
    assert_eq!(written.pages, Some(1));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    // An empty path is refused in words and nothing is written.
    let empty = app
        .export_report(
            (ReportKind::Log, ReportFormat::Pdf, "en"),
            &filter,
            None,
            std::path::Path::new(""),
        )
        .unwrap_err();
    assert_eq!(empty.code, "no-file");
    // The window cannot have the app open any file it names.
    let other = dir.path().join("mjref.db");
    assert_eq!(open(&other).unwrap_err().code, "not-a-report");
}

/// A sealed key, after a restart, still shows the device on the Referees screen without its
/// passphrase (the public half needs none); signing with it still asks for it.
#[test]
fn a_sealed_key_shows_its_device_while_locked() {
    let dir = tempfile::tempdir().unwrap();
    let device = {
        let app = AppState::open(dir.path(), nine_thirty()).unwrap();
        let team = app.seal_key("the floor's own words").unwrap();
        assert!(team.sealed);
        team.device
    };
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    let team = app.referee_team().unwrap();
    assert_eq!(team.device, device);
    assert!(team.sealed);
    let refused = app.record(&late_draft("09:42:00"), &[], nine_thirty());
    assert_eq!(refused.unwrap_err().code, "identity-locked");
}

/// A browser asks before it reads an upload into memory: a bundle over its bound is refused by
/// its size alone, with the bound, and one within it is let through (`check_upload`).
#[test]
fn an_upload_over_the_bundle_bound_is_refused_by_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    let bound = tournament::input::TextFile::Bundle.max_bytes();
    let ask = |size: u64| {
        device::dispatch::dispatch(
            &app,
            "check_upload",
            serde_json::json!({"name": "hall.mjref", "size": size}),
            nine_thirty(),
        )
    };
    assert_eq!(ask(bound).unwrap(), serde_json::Value::Null);
    let refused = ask(bound + 1).unwrap_err();
    assert_eq!(refused.code, "file-too-large");
    assert!(
        refused
            .args
            .iter()
            .any(|(k, v)| k == "path" && v == "hall.mjref"),
        "{refused:?}"
    );
}

/// The Log gets one page of rulings, newest first in the record's order, with the whole view's
/// counts (the e2e `review.test` shows a duplicate's two rulings from two tablets).
#[test]
fn the_log_is_sent_a_page_at_a_time_newest_first() {
    use device::reports::PAGE;
    let dir = tempfile::tempdir().unwrap();
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    // Two late arrivals for p2, then a page's worth for others.
    app.record(&late_draft("09:12:00"), &[], nine_thirty())
        .unwrap();
    app.record(&late_draft("09:13:00"), &[], nine_thirty())
        .unwrap();
    let players = ["p1", "p3", "p4"];
    for i in 0..PAGE {
        let draft = RulingDraft {
            player: players[i % players.len()].into(),
            hand: Some(i as u32 + 1),
            ..late_draft("09:05:00")
        };
        app.record(&draft, &[], nine_thirty()).unwrap();
    }
    let filter = tournament::review::ReviewFilter::default();
    let first = app.review(&filter, 0).unwrap();
    let total = PAGE + 2;
    assert_eq!((first.page.page, first.page.pages), (0, 2));
    assert_eq!(
        (first.page.from, first.page.to, first.page.total),
        (1, PAGE, total)
    );
    assert_eq!(first.entries.len(), PAGE);
    let seqs: Vec<i64> = first.entries.iter().map(|e| e.seq).collect();
    assert!(
        seqs.windows(2).all(|w| w[0] > w[1]),
        "newest first: {seqs:?}"
    );
    assert_eq!(first.chips.all, total, "the counts are the whole view's");
    let last = app.review(&filter, 1).unwrap();
    assert_eq!((last.page.from, last.page.to), (PAGE + 1, total));
    let older: Vec<(i64, &str)> = last
        .entries
        .iter()
        .map(|e| (e.seq, e.player.as_str()))
        .collect();
    assert_eq!(older.len(), 2);
    assert!(older[0].0 > older[1].0 && older[0].0 < seqs[PAGE - 1]);
    assert_eq!(
        [older[0].1, older[1].1],
        ["p2", "p2"],
        "the first two recorded"
    );
    // A page past the end is the last; an empty view is one empty page.
    assert_eq!(app.review(&filter, 99).unwrap().page, last.page);
    let nobody = tournament::review::ReviewFilter {
        player: Some("nobody".into()),
        ..filter
    };
    let empty = app.review(&nobody, 0).unwrap();
    assert!(empty.entries.is_empty());
    assert_eq!(
        (empty.page.pages, empty.page.from, empty.page.to),
        (1, 0, 0)
    );
}
