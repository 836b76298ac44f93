//! The event shared between the head referee's device and a floor tablet, through the app's
//! own state (what the IPC commands do): the head reads the scoring office's roster with two
//! sessions, shares the event, and the tablet that imports the head's bundle decides under it,
//! at the seats of the session the ruling is in.

use chrono::{DateTime, Duration, Local, TimeZone};
use device::record;
use device::state::AppState;
use rulebook::{SanctionKind, Value};
use std::path::{Path, PathBuf};
use tournament::setup::SessionDef;
use tournament::RulingDraft;

fn nine_thirty() -> DateTime<Local> {
    Local
        .with_ymd_and_hms(2026, 11, 22, 9, 30, 0)
        .single()
        .unwrap()
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tournament/tests/fixtures")
        .join(name)
}

/// The head's demo event with a second session four hours after the first.
fn head_with_two_sessions(dir: &Path) -> AppState {
    let head = AppState::open(dir, nine_thirty()).unwrap();
    let mut event = head.event().unwrap();
    let r1 = DateTime::parse_from_rfc3339(&event.sessions[0].scheduled_start).unwrap();
    event.sessions.push(SessionDef {
        id: "R2".into(),
        name: "Round 2".into(),
        scheduled_start: (r1 + Duration::hours(4)).to_rfc3339(),
    });
    head.save_event(event).unwrap();
    head
}

fn late(session: &str, table: u32, player: &str, arrival: &str) -> RulingDraft {
    RulingDraft {
        session: session.into(),
        table: Some(table),
        player: player.into(),
        incident: "late-arrival".into(),
        answers: [("minutes_late".to_string(), Value::Text(arrival.into()))].into(),
        ..RulingDraft::default()
    }
}

#[test]
fn a_floor_tablet_joins_the_heads_event_and_rules_at_the_seats_of_session_two() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_with_two_sessions(&dir.path().join("head"));
    let read = head.import_roster(&fixture("two-sessions.csv")).unwrap();
    assert_eq!((read.players, read.seats, read.version), (8, 16, None));
    assert_eq!(head.event_version().unwrap(), None);
    assert_eq!(head.share_event(nine_thirty()).unwrap(), 1);
    // Shared once; a second share is refused in words, and the version stays.
    assert_eq!(
        head.share_event(nine_thirty()).unwrap_err().code,
        "event-already-shared"
    );
    let bundle = dir.path().join("head.mjref");
    head.export_bundle(&bundle, nine_thirty()).unwrap();

    let floor = AppState::open(&dir.path().join("floor"), nine_thirty()).unwrap();
    let joined = floor.with_desk(|d| record::import(d, &bundle)).unwrap();
    assert!(joined.ok, "{:?}", joined.problems);
    assert_eq!(floor.event_version().unwrap(), Some(1));
    // The head, which created the event, starts its referee list; the tablet that joined does not.
    assert!(head.referee_team().unwrap().may_start_list);
    assert!(!floor.referee_team().unwrap().may_start_list);
    let event = floor.event().unwrap();
    assert_eq!(event.id, head.event().unwrap().id);
    assert_eq!(event.sessions.len(), 2);
    // The floor keeps its own referee's name; the event is the head's.
    assert_eq!(event.referee, "floor-1");

    // Session 2 starts at 13:00 here; p1 sits at table 2 in it (table 1 in session 1).
    let r2_start = DateTime::parse_from_rfc3339(&event.sessions[1].scheduled_start).unwrap();
    let arrival = (r2_start + Duration::minutes(12))
        .format("%H:%M:%S")
        .to_string();
    let at_one = floor.record(&late("R2", 1, "p1", &arrival), &[], nine_thirty());
    assert_eq!(at_one.unwrap_err().code, "player-not-at-table");
    let saved = floor
        .record(&late("R2", 2, "p1", &arrival), &[], nine_thirty())
        .unwrap();
    assert_eq!(saved.verdict.sanctions[0].kind, SanctionKind::RankPoints);
    assert_eq!(saved.verdict.sanctions[0].amount, Some(-1.0));
    let log = floor.rulings(Some("R2")).unwrap();
    assert_eq!(log.len(), 1);
    assert_eq!(log[0].table, Some(2));
    // Decided under the head's first version, and it says so.
    assert_eq!(log[0].event_version, Some(1));
}

#[test]
fn a_bad_roster_file_is_refused_with_its_line_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_with_two_sessions(dir.path());
    let before = head.event().unwrap();
    let good = std::fs::read_to_string(fixture("two-sessions.csv")).unwrap();
    let cases = [
        (
            good.replace("R2,1,南,p2", "R2,1,X,p2"),
            "roster-bad-seat",
            "11",
        ),
        (
            good.replace("R2,2,n,p8,张伟\n", ""),
            "roster-table-incomplete",
            "",
        ),
        (
            good.replace("R2,2,e,p1,李明", "R2,2,e,p1,Li Ming"),
            "roster-two-names",
            "14",
        ),
        (good.replace("R2,", "R3,"), "unknown-session", ""),
    ];
    for (text, code, line) in cases {
        let file = dir.path().join("bad.csv");
        std::fs::write(&file, text).unwrap();
        let err = head.import_roster(&file).unwrap_err();
        assert_eq!(err.code, code, "{err:?}");
        if !line.is_empty() {
            assert_eq!(
                err.args.get("line").map(String::as_str),
                Some(line),
                "{err:?}"
            );
        }
        assert_eq!(head.event().unwrap(), before, "{code} changed the event");
    }
    // The seating written back reads in as the same event.
    let good_file = dir.path().join("good.csv");
    std::fs::write(&good_file, &good).unwrap();
    head.import_roster(&good_file).unwrap();
    let after = head.event().unwrap();
    let written = dir.path().join("written.csv");
    head.export_roster(&written).unwrap();
    head.import_roster(&written).unwrap();
    assert_eq!(head.event().unwrap(), after);
}

#[test]
fn the_head_seals_its_key_enrols_a_tablet_seen_in_a_bundle_and_hands_the_head_role_on() {
    use ledger::roles::{Referee, Role};
    let dir = tempfile::tempdir().unwrap();
    let head = head_with_two_sessions(&dir.path().join("head"));
    let floor = AppState::open(&dir.path().join("floor"), nine_thirty()).unwrap();
    // The floor records once, so its device is seen in its bundle.
    floor
        .record(&late("R1", 1, "p2", "09:12:00"), &[], nine_thirty())
        .unwrap();
    let floor_bundle = dir.path().join("floor.mjref");
    floor.export_bundle(&floor_bundle, nine_thirty()).unwrap();
    head.with_desk(|d| record::import(d, &floor_bundle))
        .unwrap();
    let team = head.referee_team().unwrap();
    let floor_key = floor.referee_team().unwrap().device;
    assert_eq!(team.seen.len(), 1);
    assert_eq!(team.seen[0].device, floor_key);
    assert_eq!(team.seen[0].referees, ["floor-1"]);
    assert!(team.qr_svg.starts_with("<?xml") || team.qr_svg.contains("<svg"));
    assert!(!team.sealed);

    let enrol = vec![Referee {
        device: floor_key.clone(),
        role: Role::Floor,
        name: "Ana".into(),
    }];
    // Unsealed, the head may not sign a list; nothing is written.
    let refused = head.publish_referees("Mei", enrol.clone(), None, nine_thirty());
    assert_eq!(refused.unwrap_err().code, "key-not-sealed");
    assert_eq!(head.seal_key("  ").unwrap_err().code, "empty-passphrase");
    assert!(head.seal_key("our head's words").unwrap().sealed);
    // A key typed wrong is refused in words.
    let typo = vec![Referee {
        device: "abc".into(),
        role: Role::Floor,
        name: "X".into(),
    }];
    let bad = head.publish_referees("Mei", typo, None, nine_thirty());
    assert_eq!(bad.unwrap_err().code, "bad-device-key");
    let team = head
        .publish_referees("Mei", enrol, None, nine_thirty())
        .unwrap();
    assert_eq!(team.role, Some(Role::Head));
    assert_eq!(team.referees.len(), 2);

    // The floor tablet learns its role from the head's bundle.
    let head_bundle = dir.path().join("head.mjref");
    head.export_bundle(&head_bundle, nine_thirty()).unwrap();
    floor
        .with_desk(|d| record::import(d, &head_bundle))
        .unwrap();
    assert_eq!(floor.referee_team().unwrap().role, Some(Role::Floor));

    // Handed on: the floor's device is head now, and this one is not.
    let hand_on = vec![Referee {
        device: floor_key.clone(),
        role: Role::Head,
        name: "Ana".into(),
    }];
    let after = head
        .publish_referees("Mei", hand_on, None, nine_thirty())
        .unwrap();
    assert_eq!(after.role, None);
    assert_eq!(
        after
            .referees
            .iter()
            .find(|r| r.device == floor_key)
            .map(|r| r.role),
        Some(Role::Head)
    );
    // A list signed by a device that is no longer head is refused.
    let again = head.publish_referees("Mei", vec![], None, nine_thirty());
    assert_eq!(again.unwrap_err().code, "bad-referee-list");
}
