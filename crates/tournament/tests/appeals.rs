//! Appeal cases through the Desk, as both front ends run them: filed with the ruleset's
//! deadline (a late appeal recorded and marked out of time), evidence photos and notes, the
//! decision within what the ruleset lets the committee or the head referee decide, an upheld
//! appeal striking the rulings, and the whole case carried to another device by a bundle.

mod common;

use chrono::{DateTime, Duration, FixedOffset};
use common::{stamp, stored_photo};
use ledger::roles::{Referee, Role};
use ledger::{bundle, Store};
use proptest::prelude::*;
use rulebook::Value;
use tournament::appeal::{CaseStatus, DecisionPowers, Filing, PreparedPhoto};
use tournament::{Coded, Desk, RulingDraft};

struct Device {
    _dir: tempfile::TempDir,
    desk: Desk,
    key: String,
}

fn device(ruleset: &str, sealed: bool) -> Device {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("record.db")).unwrap();
    if sealed {
        store.seal_key("passphrase").unwrap();
    }
    let key = store.identity().unwrap().device().to_string();
    let mut desk = Desk::open(store, common::catalogues()).unwrap();
    desk.under(ruleset, "e").unwrap();
    Device {
        _dir: dir,
        desk,
        key,
    }
}

fn at(text: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(text).unwrap()
}

/// The head, the committee and a floor tablet of one event under `ruleset`: the head's list
/// names all three, every device holds it, and the floor has recorded a late arrival of P1.
struct Event {
    head: Device,
    committee: Device,
    floor: Device,
    ruling: String,
}

fn event(ruleset: &str) -> Event {
    let mut head = device(ruleset, true);
    let committee = device(ruleset, true);
    let mut floor = device(ruleset, false);
    let others = vec![
        Referee {
            device: committee.key.clone(),
            role: Role::Appeals,
            name: "Committee".into(),
        },
        Referee {
            device: floor.key.clone(),
            role: Role::Floor,
            name: "Floor".into(),
        },
    ];
    head.desk
        .publish_referees("Head", others, &stamp())
        .unwrap();
    let draft = RulingDraft {
        session: "R1".into(),
        table: Some(1),
        player: "P1".into(),
        incident: "late-arrival".into(),
        answers: [("minutes_late".to_string(), Value::Number(7.5))].into(),
        ..RulingDraft::default()
    };
    let ruling = floor.desk.record(&draft, &stamp()).unwrap().id;
    let mut e = Event {
        head,
        committee,
        floor,
        ruling,
    };
    e.share();
    e
}

impl Event {
    /// The floor files the player's appeal of its ruling, and every device gets the case.
    fn appeal(&mut self) -> String {
        let filing = filing(&[&self.ruling], "2026-11-24T10:00:00+08:00");
        let case = self.floor.desk.file_appeal(&filing, &stamp()).unwrap().case;
        self.share();
        case
    }

    /// Every device takes every other's record.
    fn share(&mut self) {
        for _ in 0..2 {
            let bundles: Vec<_> = [&self.head, &self.committee, &self.floor]
                .iter()
                .map(|d| d.desk.store().bundle().unwrap())
                .collect();
            for d in [&mut self.head, &mut self.committee, &mut self.floor] {
                for b in &bundles {
                    d.desk.import(b).unwrap().unwrap();
                }
            }
        }
    }
}

fn filing(rulings: &[&str], filed_at: &str) -> Filing {
    Filing {
        rulings: rulings.iter().map(|r| r.to_string()).collect(),
        by: "P1".into(),
        filed_at: filed_at.into(),
        hand_ended_at: None,
        session_ended_at: None,
        grounds: "I was at the table in time".into(),
    }
}

fn count(d: &Device) -> usize {
    d.desk.store().signed_events().unwrap().len()
}

fn standing(d: &Device, ruling: &str) -> bool {
    d.desk
        .rulings(None)
        .unwrap()
        .iter()
        .find(|e| e.id == ruling)
        .unwrap()
        .voided
        .is_none()
}

#[test]
fn mcr_an_appeal_is_in_time_to_thirty_minutes_after_the_session_and_a_late_one_is_kept() {
    let mut e = event("mcr-2006");
    let r = e.ruling.clone();
    let mut f = filing(&[&r], "2026-11-24T15:30:00+08:00");
    f.session_ended_at = Some("2026-11-24T15:00:00+08:00".into());
    let on_time = e.floor.desk.file_appeal(&f, &stamp()).unwrap();
    assert_eq!(
        on_time.deadline.as_deref(),
        Some("2026-11-24T15:30:00+08:00")
    );
    assert!(on_time.in_time);
    f.filed_at = "2026-11-24T15:30:01+08:00".into();
    let late = e.floor.desk.file_appeal(&f, &stamp()).unwrap();
    assert!(!late.in_time, "one second after the deadline");
    let cases = e.floor.desk.cases().unwrap();
    assert_eq!(cases.len(), 2, "the late appeal is recorded all the same");
    assert_eq!(
        cases.iter().map(|c| c.in_time).collect::<Vec<_>>(),
        [true, false]
    );
    // Before the session has ended there is nothing to be late for.
    f.session_ended_at = None;
    let open = e.floor.desk.file_appeal(&f, &stamp()).unwrap();
    assert_eq!((open.deadline, open.in_time), (None, true));
}

#[test]
fn sbr_nothing_is_heard_once_the_hand_has_ended_and_silent_books_set_no_deadline() {
    let mut e = event("sbr-2025");
    let r = e.ruling.clone();
    let mut f = filing(&[&r], "2026-11-24T10:05:00+08:00");
    f.hand_ended_at = Some("2026-11-24T10:04:59+08:00".into());
    let late = e.floor.desk.file_appeal(&f, &stamp()).unwrap();
    assert!(!late.in_time);
    f.hand_ended_at = Some("2026-11-24T10:05:00+08:00".into());
    assert!(e.floor.desk.file_appeal(&f, &stamp()).unwrap().in_time);
    let mut silent = event("china-1998");
    let r = silent.ruling.clone();
    let mut f = filing(&[&r], "2026-11-25T10:05:00+08:00");
    f.hand_ended_at = Some("2026-11-24T10:00:00+08:00".into());
    f.session_ended_at = Some("2026-11-24T12:00:00+08:00".into());
    let filed = silent.floor.desk.file_appeal(&f, &stamp()).unwrap();
    assert_eq!((filed.deadline, filed.in_time), (None, true));
}

#[test]
fn a_filing_that_names_nothing_real_is_refused_and_nothing_is_recorded() {
    let mut e = event("sbr-2025");
    let r = e.ruling.clone();
    let before = count(&e.floor);
    let refused = |d: &mut Device, f: &Filing| d.desk.file_appeal(f, &stamp()).unwrap_err().code();
    assert_eq!(
        refused(&mut e.floor, &filing(&[], "2026-11-24T10:00:00+08:00")),
        "case-needs-ruling"
    );
    assert_eq!(
        refused(
            &mut e.floor,
            &filing(&["no-such"], "2026-11-24T10:00:00+08:00")
        ),
        "case-unknown-ruling"
    );
    assert_eq!(
        refused(&mut e.floor, &filing(&[&r], "ten past ten")),
        "case-bad-time"
    );
    let mut f = filing(&[&r], "2026-11-24T10:00:00+08:00");
    f.by = "  ".into();
    assert_eq!(refused(&mut e.floor, &f), "case-needs-appellant");
    f.by = "P1".into();
    f.hand_ended_at = Some("yesterday".into());
    assert_eq!(refused(&mut e.floor, &f), "case-bad-time");
    let note = e.floor.desk.add_case_note("no-such", "x", &stamp());
    assert_eq!(note.unwrap_err().code(), "case-unknown");
    assert_eq!(count(&e.floor), before);
}

#[test]
fn sbr_the_committee_only_recommends_and_the_head_referee_may_uphold() {
    let mut e = event("sbr-2025");
    let r = e.ruling.clone();
    let case = e.appeal();
    let before = count(&e.committee);
    let beyond = e
        .committee
        .desk
        .decide_case(&case, "upheld", "agreed", &stamp());
    assert_eq!(beyond.unwrap_err().code(), "case-beyond-power");
    let no_reason = e
        .committee
        .desk
        .decide_case(&case, "recommended", " ", &stamp());
    assert_eq!(no_reason.unwrap_err().code(), "decide-needs-reason");
    let unknown = e
        .committee
        .desk
        .decide_case(&case, "overturned", "x", &stamp());
    assert_eq!(unknown.unwrap_err().code(), "case-bad-decision");
    assert_eq!(count(&e.committee), before, "nothing signed");
    // The floor referee hears nothing: refused by the ledger.
    let floor = e.floor.desk.decide_case(&case, "dismissed", "no", &stamp());
    assert_eq!(floor.unwrap_err().code(), "unauthorized");
    // The head referee hears it first and upholds: the ruling no longer stands.
    e.head
        .desk
        .decide_case(&case, "upheld", "the clock was wrong", &stamp())
        .unwrap();
    assert!(!standing(&e.head, &r));
    assert_eq!(
        e.head.desk.cases().unwrap()[0].status,
        CaseStatus::HeardByHead
    );
    let again = e
        .head
        .desk
        .decide_case(&case, "dismissed", "second thoughts", &stamp());
    assert_eq!(again.unwrap_err().code(), "case-already-decided");
    e.share();
    e.committee
        .desk
        .decide_case(&case, "recommended", "restore the warning", &stamp())
        .unwrap();
    let view = e.committee.desk.case(&case).unwrap();
    assert_eq!(view.status, CaseStatus::Decided);
    assert_eq!(view.decisions.len(), 2);
    assert_eq!(view.decision.unwrap().decision, "recommended");
    let last = e
        .committee
        .desk
        .decide_case(&case, "dismissed", "x", &stamp());
    assert_eq!(last.unwrap_err().code(), "case-already-decided");
    // The ruling's history shows the case and both decisions.
    let history = &view.rulings[0].history;
    let kinds: Vec<&str> = history.iter().map(|s| s.mark.kind.as_str()).collect();
    assert_eq!(
        kinds,
        ["ruling", "appeal", "appeal-decision", "appeal-decision"]
    );
    assert!(e.committee.desk.verify().unwrap().ok());
}

#[test]
fn mcr_the_committee_may_not_overrule_and_a_silent_book_lets_it_overturn() {
    let mut e = event("mcr-2006");
    let r = e.ruling.clone();
    let case = e.appeal();
    for decision in ["upheld", "amended", "recommended"] {
        let refused = e.committee.desk.decide_case(&case, decision, "x", &stamp());
        assert_eq!(
            refused.unwrap_err().code(),
            "case-beyond-power",
            "{decision}"
        );
    }
    e.committee
        .desk
        .decide_case(&case, "dismissed", "ruled under 3.11", &stamp())
        .unwrap();
    assert!(standing(&e.committee, &r));

    let mut silent = event("leisure");
    let r = silent.ruling.clone();
    let case = silent.appeal();
    silent
        .committee
        .desk
        .decide_case(&case, "upheld", "wrong player", &stamp())
        .unwrap();
    assert!(!standing(&silent.committee, &r));
    // The upheld appeal reaches every device with the bundle.
    silent.share();
    assert!(!standing(&silent.floor, &r));
}

/// MCR 3.13.3 read the other way by the event's regulations: the committee may not overrule,
/// but may recommend that the head referee change the ruling; every device reads it so.
#[test]
fn mcr_an_event_that_reads_3_13_3_as_recommend_lets_the_committee_recommend() {
    let mut e = event("mcr-2006");
    // The devices so far play the bare ruleset; the head sets the event up, then chooses.
    e.head
        .desk
        .create_event("e", "E", "mcr-2006", &stamp())
        .unwrap();
    e.head
        .desk
        .change_event(&stamp(), |s| {
            s.overrides.committee_may = Some(rulebook::appeal::CommitteePower::Recommend);
            Ok(())
        })
        .unwrap();
    e.share();
    let case = e.appeal();
    let view = e.committee.desk.case(&case).unwrap();
    assert_eq!(view.committee_may, ["recommended", "dismissed"]);
    let refused = e.committee.desk.decide_case(&case, "upheld", "x", &stamp());
    assert_eq!(refused.unwrap_err().code(), "case-beyond-power");
    e.committee
        .desk
        .decide_case(&case, "recommended", "reconsider the minutes", &stamp())
        .unwrap();
    e.share();
    assert!(
        e.floor.desk.verify().unwrap().ok(),
        "the decision is sound everywhere"
    );
    assert!(
        standing(&e.floor, &e.ruling),
        "a recommendation changes nothing by itself"
    );
}

#[test]
fn photos_and_notes_travel_with_the_case_and_a_flipped_photo_byte_is_refused() {
    let mut e = event("sbr-2025");
    // The floor referee photographed the hand when recording a second ruling.
    let hand = stored_photo("phone-gps-orientation-6.jpg");
    let draft = RulingDraft {
        session: "R1".into(),
        table: Some(1),
        player: "P2".into(),
        incident: "late-arrival".into(),
        answers: [("minutes_late".to_string(), Value::Number(3.0))].into(),
        ..RulingDraft::default()
    };
    let second = e
        .floor
        .desk
        .record_with_photos(&draft, std::slice::from_ref(&hand), &stamp())
        .unwrap()
        .id;
    let r = e.ruling.clone();
    let case = e
        .floor
        .desk
        .file_appeal(
            &filing(&[&r, &second], "2026-11-24T10:00:00+08:00"),
            &stamp(),
        )
        .unwrap()
        .case;
    let table = PreparedPhoto {
        photo: stored_photo("camera-420-restart-comment.jpg"),
        width: 2560,
        height: 1920,
    };
    e.floor
        .desk
        .add_case_photo(&case, &table, "seat E", &stamp())
        .unwrap();
    let empty = e.floor.desk.add_case_note(&case, "   ", &stamp());
    assert_eq!(empty.unwrap_err().code(), "case-empty-note");
    e.floor
        .desk
        .add_case_note(&case, "Witness: table 2's referee", &stamp())
        .unwrap();

    let mut b = e.floor.desk.store().bundle().unwrap();
    let text = bundle::write(&b.events, &b.photos);
    assert!(ledger::verify::verify_bundle(
        &bundle::read(&text).unwrap(),
        tournament::arrival::Arrival::builtin()
    )
    .ok());
    // A byte of a photo changed on the way: refused, nothing taken.
    let before = count(&e.committee);
    b.photos[0].bytes[0] ^= 0x40;
    assert!(e.committee.desk.import(&b).unwrap().is_err());
    assert_eq!(count(&e.committee), before);

    e.share();
    let view = e.committee.desk.case(&case).unwrap();
    assert_eq!(view.rulings.len(), 2);
    assert_eq!(view.notes.len(), 1);
    let shas: Vec<(&str, Option<&str>)> = view
        .evidence
        .iter()
        .map(|p| (p.sha256.as_str(), p.ruling.as_deref()))
        .collect();
    assert_eq!(
        shas,
        [
            (hand.sha256.as_str(), Some(second.as_str())),
            (table.photo.sha256.as_str(), None)
        ]
    );
    let store = e.committee.desk.store();
    assert_eq!(
        store.photo(&table.photo.sha256).unwrap().unwrap(),
        table.photo.bytes
    );
    assert_eq!(store.photo(&hand.sha256).unwrap().unwrap(), hand.bytes);
    assert!(store
        .verify(tournament::arrival::Arrival::builtin())
        .unwrap()
        .ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]
    /// Around MCR's deadline, to the second: in time exactly when filed no later than 30
    /// minutes after the session ended, whatever offset the times are written in.
    #[test]
    fn a_case_is_in_time_exactly_up_to_its_deadline(
        seconds in -90i64..90,
        offset_hours in -11i32..12,
    ) {
        let mut e = event("mcr-2006");
        let r = e.ruling.clone();
        let zone = FixedOffset::east_opt(offset_hours * 3600).unwrap();
        let ended = at("2026-11-24T15:00:00+08:00");
        let filed_at = (ended + Duration::minutes(30) + Duration::seconds(seconds)).with_timezone(&zone);
        let mut f = filing(&[&r], &filed_at.to_rfc3339());
        f.session_ended_at = Some(ended.to_rfc3339());
        let filed = e.floor.desk.file_appeal(&f, &stamp()).unwrap();
        prop_assert_eq!(filed.in_time, seconds <= 0);
        prop_assert_eq!(filed.deadline.as_deref(), Some("2026-11-24T15:30:00+08:00"));
    }
}

#[test]
fn who_may_decide_what_is_read_from_the_data_for_each_ruleset() {
    let powers = DecisionPowers::builtin();
    let open = |ruleset: &str, role: Role| {
        let rule = rulebook::builtin_ruleset(ruleset).unwrap().appeals;
        powers.open_to(&rule, role)
    };
    assert_eq!(
        open("sbr-2025", Role::Appeals),
        ["recommended", "dismissed"]
    );
    assert_eq!(open("mcr-2006", Role::Appeals), ["dismissed"]);
    assert_eq!(open("leisure", Role::Appeals), powers.decisions);
    assert_eq!(
        open("sbr-2025", Role::Head),
        ["upheld", "amended", "dismissed"]
    );
    assert!(
        open("jsma", Role::Floor).is_empty(),
        "a floor referee hears nothing"
    );
    // Every list names decisions only, and every decision is open to someone somewhere.
    for ruleset in ["sbr-2025", "mcr-2006", "china-1998", "jsma", "leisure"] {
        for role in [Role::Head, Role::Appeals] {
            assert!(open(ruleset, role)
                .iter()
                .all(|d| powers.decisions.contains(d)));
        }
    }
}
