//! The hall end to end over loopback sockets: pairing, enrolment, sync both ways, live news,
//! revocation, and the head's role (issue 25).

mod common;

use common::*;
use device::hall::HallError;
use std::time::{Duration, Instant};
use tournament::enrolment::DeviceState;

fn code_of(e: &HallError) -> &'static str {
    errcode::Coded::code(e)
}

#[test]
fn a_tablet_pairs_is_enrolled_and_syncs_both_ways() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let mut floor = desk(dir.path(), "floor");

    // Not paired: nothing to sync with.
    assert_eq!(
        code_of(&hall::client::sync(&mut floor).unwrap_err()),
        "hall-not-paired"
    );

    // Paired but not enrolled: the hall says so and gives nothing.
    let code = running.hall.code().code;
    let paired = hall::client::pair(&mut floor, &running.url, &code, "Mei").unwrap();
    assert_eq!(paired.state, "pending");
    let seen = running.desk.lock().unwrap().known_devices().unwrap();
    assert!(
        seen.iter().any(|d| d.device == paired.device
            && d.state == DeviceState::Pending
            && d.name == "Mei"),
        "the head sees the request: {seen:?}"
    );
    assert_eq!(
        code_of(&hall::client::sync(&mut floor).unwrap_err()),
        "not-enrolled"
    );
    assert!(
        floor.setup().is_none_or(|s| s.id != "open"),
        "nothing given before enrolment"
    );
    assert_ne!(running.hall.code().code, code, "a code pairs once");

    // Enrolled: the first round brings the head's event, which the tablet takes up.
    running
        .desk
        .lock()
        .unwrap()
        .enrol(&paired.device, ledger::roles::Role::Floor, "Mei", &stamp())
        .unwrap();
    let first = hall::client::sync(&mut floor).unwrap();
    assert!(first.received > 0);
    assert_eq!(floor.setup().unwrap().id, "open");
    assert_eq!(
        floor.referee(),
        "Mei",
        "the tablet records under the name it paired with"
    );

    // A ruling saved on the tablet reaches the head; sending again adds nothing.
    let ruling = floor.record(&late_arrival("P1"), &stamp()).unwrap().id;
    assert_eq!(hall::client::device_unsent(&mut floor), Some(1));
    let round = hall::client::sync(&mut floor).unwrap();
    assert_eq!((round.sent, round.unsent), (1, 0));
    assert!(running.rulings_on_head().contains(&ruling));
    let again = hall::client::sync(&mut floor).unwrap();
    assert_eq!((again.sent, again.received), (0, 0));
    let bundle = floor.store().bundle().unwrap();
    let took = running
        .desk
        .lock()
        .unwrap()
        .import(&bundle)
        .unwrap()
        .unwrap();
    assert_eq!(took.added, 0, "nothing the hall holds is held twice");

    // The head's void reaches a held round within a second.
    let mut skew = 0;
    let waiting = std::thread::spawn(move || {
        let started = Instant::now();
        let r = hall::client::round(&mut floor, 10_000, &mut skew).unwrap();
        (r, started.elapsed(), floor)
    });
    std::thread::sleep(Duration::from_millis(300));
    let voided_at = Instant::now();
    running
        .desk
        .lock()
        .unwrap()
        .void(&ruling, "seat was right", &stamp())
        .unwrap();
    running.hall.changed();
    let (r, _, floor) = waiting.join().unwrap();
    assert!(
        voided_at.elapsed() < Duration::from_secs(5),
        "answered by the news, not its 10 s wait: {:?}",
        voided_at.elapsed()
    );
    assert_eq!(r.received, 1);
    let log = floor.rulings(None).unwrap();
    let struck = log.iter().find(|e| e.id == ruling).unwrap();
    assert!(
        struck.voided.is_some(),
        "the tablet shows the ruling struck"
    );
}

#[test]
fn a_write_by_another_process_wakes_held_rounds() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let mut floor = desk(dir.path(), "floor");
    running.pair_and_enrol(&mut floor, "Mei");
    hall::client::sync(&mut floor).unwrap();
    let waiting = std::thread::spawn(move || {
        let mut skew = 0;
        hall::client::round(&mut floor, 10_000, &mut skew).unwrap()
    });
    std::thread::sleep(Duration::from_millis(300));
    // Another connection to the head's file (as `mjref hall enrol` or `mjref log void` would).
    let started = Instant::now();
    let mut other = desk(dir.path(), "head");
    other.set_passphrase(Some("head's words".into()));
    other
        .enrol(
            &"ab".repeat(32),
            ledger::roles::Role::Floor,
            "Lin",
            &stamp(),
        )
        .unwrap();
    let r = waiting.join().unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "answered by the news, not its 10 s wait: {:?}",
        started.elapsed()
    );
    assert_eq!(r.received, 1, "the new referee list");
}

#[test]
fn a_revoked_device_is_refused_and_what_it_sent_before_stays() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let mut floor = desk(dir.path(), "floor");
    let key = running.pair_and_enrol(&mut floor, "Mei");
    hall::client::sync(&mut floor).unwrap();
    let before = floor.record(&late_arrival("P1"), &stamp()).unwrap().id;
    hall::client::sync(&mut floor).unwrap();
    running.desk.lock().unwrap().revoke(&key, &stamp()).unwrap();
    floor.record(&late_arrival("P2"), &stamp()).unwrap();
    assert_eq!(
        code_of(&hall::client::sync(&mut floor).unwrap_err()),
        "revoked"
    );
    assert!(running.rulings_on_head().contains(&before));
    let refused = running.hall.refusals();
    assert!(refused
        .iter()
        .any(|r| r.code == "revoked" && r.device.as_deref() == Some(key.as_str())));
}

#[test]
fn only_the_events_head_opens_its_hall_and_it_says_who_does() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let mut floor = desk(dir.path(), "floor");
    running.pair_and_enrol(&mut floor, "Mei");
    hall::client::sync(&mut floor).unwrap();
    let head_key = running.hall.key().to_string();
    let floor = std::sync::Arc::new(std::sync::Mutex::new(floor));
    let refused = hall::Hall::open(floor, None, Box::new(|_| {}))
        .err()
        .unwrap();
    assert_eq!(code_of(&refused), "hall-not-head");
    let args = errcode::Coded::args(&refused);
    assert_eq!(args["device"], head_key);
    assert_eq!(args["head"], "Wu");

    let fresh = std::sync::Arc::new(std::sync::Mutex::new(desk(dir.path(), "fresh")));
    let refused = hall::Hall::open(fresh, None, Box::new(|_| {}))
        .err()
        .unwrap();
    assert_eq!(code_of(&refused), "hall-no-event");

    // A sealed key nobody opened cannot sign the hall's answers.
    drop(running);
    let locked = std::sync::Arc::new(std::sync::Mutex::new(desk(dir.path(), "head")));
    let refused = hall::Hall::open(locked, None, Box::new(|_| {}))
        .err()
        .unwrap();
    assert_eq!(code_of(&refused), "identity-locked");
}

#[test]
fn an_answer_not_signed_by_the_paired_hall_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let mut floor = desk(dir.path(), "floor");
    running.pair_and_enrol(&mut floor, "Mei");
    // The tablet believes another key is its hall's (as if another machine had answered).
    let mut peer = floor.hall_peer().unwrap().unwrap();
    peer.hall = "ab".repeat(32);
    floor.set_hall_peer(&peer).unwrap();
    let before = floor.store().heads().unwrap();
    let e = hall::client::sync(&mut floor).unwrap_err();
    assert!(
        matches!(code_of(&e), "hall-unauthorized" | "hall-forged"),
        "{e:?}"
    );
    assert_eq!(floor.store().heads().unwrap(), before, "nothing kept");
}

#[test]
fn an_answer_whose_signature_does_not_hold_keeps_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let mut floor = desk(dir.path(), "floor");
    running.pair_and_enrol(&mut floor, "Mei");
    let before = floor.store().heads().unwrap();
    let out =
        device::hall::client::sync_request(&mut floor, 0, chrono::Utc::now().timestamp_millis())
            .unwrap();
    let answer = hall::client::send(&out, Duration::ZERO).unwrap();
    assert_eq!(answer.status, 200);
    let mut sig = answer.sig.clone().unwrap();
    sig.replace_range(..2, if sig.starts_with("00") { "11" } else { "00" });
    let got = device::hall::client::Incoming {
        status: 200,
        sig: Some(&sig),
        body: &answer.body,
    };
    let e = device::hall::client::sync_answer(&mut floor, &out, got).unwrap_err();
    assert_eq!(code_of(&e), "hall-forged");
    assert_eq!(floor.store().heads().unwrap(), before, "nothing kept");
    // The same answer as signed is taken.
    let got = device::hall::client::Incoming {
        status: 200,
        sig: answer.sig.as_deref(),
        body: &answer.body,
    };
    assert!(
        device::hall::client::sync_answer(&mut floor, &out, got)
            .unwrap()
            .received
            > 0
    );
}

#[test]
fn a_hall_wide_warning_reaches_a_held_round_and_the_tablet_decides_under_it() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let mut floor = desk(dir.path(), "floor");
    running.pair_and_enrol(&mut floor, "Mei");
    hall::client::sync(&mut floor).unwrap();
    assert!(floor.setup().unwrap().hall_warnings.is_empty());
    let waiting = std::thread::spawn(move || {
        let mut skew = 0;
        let r = hall::client::round(&mut floor, 10_000, &mut skew).unwrap();
        (r, floor)
    });
    std::thread::sleep(Duration::from_millis(300));
    let warned = Instant::now();
    running
        .desk
        .lock()
        .unwrap()
        .change_event(&stamp(), |s| {
            s.hall_warnings.push("early-draw".into());
            Ok(())
        })
        .unwrap();
    running.hall.changed();
    let (round, floor) = waiting.join().unwrap();
    assert!(
        warned.elapsed() < Duration::from_secs(5),
        "answered by the news, not its 10 s wait"
    );
    assert_eq!(round.received, 1, "the event's next version");
    assert_eq!(floor.setup().unwrap().hall_warnings, ["early-draw"]);
    assert_eq!(floor.referee(), "Mei", "the tablet still records as itself");
}

#[test]
fn a_refused_tablet_hears_so_and_a_waiting_one_fills_no_log() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let mut floor = desk(dir.path(), "floor");
    let code = running.hall.code().code;
    let paired = hall::client::pair(&mut floor, &running.url, &code, "Mei").unwrap();
    for _ in 0..3 {
        assert_eq!(
            code_of(&hall::client::sync(&mut floor).unwrap_err()),
            "not-enrolled"
        );
    }
    assert!(
        running
            .hall
            .refusals()
            .iter()
            .all(|r| r.device.as_deref() != Some(paired.device.as_str())),
        "a tablet waiting for the head is expected, not logged"
    );
    assert!(running
        .desk
        .lock()
        .unwrap()
        .hall_refuse(&paired.device)
        .unwrap());
    assert_eq!(
        code_of(&hall::client::sync(&mut floor).unwrap_err()),
        "pairing-refused"
    );
    let seen = running.desk.lock().unwrap().known_devices().unwrap();
    assert!(
        seen.iter().all(|d| d.device != paired.device),
        "a refused request is not listed"
    );
}
