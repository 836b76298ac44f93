//! Appeals through the app's state, as the Appeals screen and the ruling flow call it: a photo
//! taken on the tablet is prepared (upright, GPS gone) and recorded with the ruling, a case is
//! opened on the ruling with its deadline, a photo and a note added, and every photo is shown
//! from what the record holds.

use base64::Engine;
use chrono::{Local, TimeZone};
use device::appeals;
use device::state::AppState;
use rulebook::Value;
use tournament::appeal::Filing;
use tournament::RulingDraft;

const PHOTO: &[u8] = include_bytes!("../../evidence/tests/fixtures/phone-gps-orientation-6.jpg");

fn nine_thirty() -> chrono::DateTime<Local> {
    Local
        .with_ymd_and_hms(2026, 11, 22, 9, 30, 0)
        .single()
        .unwrap()
}

fn decoded(data_url: &str) -> Vec<u8> {
    let b64 = data_url
        .strip_prefix("data:image/jpeg;base64,")
        .expect("a JPEG data URL");
    base64::engine::general_purpose::STANDARD
        .decode(b64)
        .unwrap()
}

#[test]
fn a_photo_of_the_hand_goes_with_the_ruling_and_into_its_case() {
    let dir = tempfile::tempdir().unwrap();
    let app = AppState::open(dir.path(), nine_thirty()).unwrap();
    let prepared = appeals::prepare(PHOTO).unwrap();
    assert_eq!(
        (prepared.width, prepared.height),
        (80, 120),
        "turned upright"
    );
    let draft = RulingDraft {
        session: "R1".into(),
        table: Some(1),
        player: "p2".into(),
        incident: "late-arrival".into(),
        answers: [("minutes_late".to_string(), Value::Text("09:12:00".into()))].into(),
        ..RulingDraft::default()
    };
    // A photo not prepared this run is refused, and nothing is recorded.
    let unknown = app
        .record(&draft, &["ab".repeat(32)], nine_thirty())
        .unwrap_err();
    assert_eq!(unknown.code, "case-no-photo");
    assert!(app.rulings(None).unwrap().is_empty());
    let ruling = app
        .record(
            &draft,
            std::slice::from_ref(&prepared.sha256),
            nine_thirty(),
        )
        .unwrap()
        .id;

    let full = decoded(&app.photo(&prepared.sha256, true).unwrap());
    assert_eq!(ledger::photo::sha256(&full), prepared.sha256);
    assert!(!full.windows(12).any(|w| w == b"GPSSECRET123"));
    assert!(!decoded(&app.photo(&prepared.sha256, false).unwrap()).is_empty());

    let filed = app
        .file_appeal(
            &Filing {
                rulings: vec![ruling.clone()],
                by: "p2".into(),
                filed_at: "2026-11-22T09:40:00+08:00".into(),
                hand_ended_at: None,
                session_ended_at: None,
                grounds: "I was seated".into(),
            },
            nine_thirty(),
        )
        .unwrap();
    assert!(filed.in_time);
    let table = appeals::prepare(&another_photo()).unwrap();
    app.add_case_photo(&filed.case, &table.sha256, "the table", nine_thirty())
        .unwrap();
    // A photo is recorded once: the held copy is let go.
    let again = app.add_case_photo(&filed.case, &table.sha256, "again", nine_thirty());
    assert_eq!(again.unwrap_err().code, "case-no-photo");
    let empty = app.add_case_note(&filed.case, " ", nine_thirty());
    assert_eq!(empty.unwrap_err().code, "case-empty-note");
    app.add_case_note(&filed.case, "Seen by table 2", nine_thirty())
        .unwrap();
    let view = app.case(&filed.case).unwrap();
    let photos: Vec<(&str, Option<&str>)> = view
        .evidence
        .iter()
        .map(|e| (e.sha256.as_str(), e.ruling.as_deref()))
        .collect();
    assert_eq!(
        photos,
        [
            (prepared.sha256.as_str(), Some(ruling.as_str())),
            (table.sha256.as_str(), None)
        ]
    );
    assert_eq!(view.notes[0].text, "Seen by table 2");
    // The demo device is no referee of a list: deciding is refused by the ledger.
    let refused = app.decide_case(&filed.case, ("dismissed", "no"), None, nine_thirty());
    assert!(refused.is_err());
    let pdf = dir.path().join("case.pdf");
    let written = app.export_case(&filed.case, "zh-CN", &pdf).unwrap();
    assert_eq!(written.pages, Some(2));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    assert!(app.with_desk(|d| Ok(d.verify()?.ok())).unwrap());
}

/// A second, different photo: the fixture shrunk to 64 pixels on its long side.
fn another_photo() -> Vec<u8> {
    let small = evidence::Settings {
        long_side: 64,
        ..evidence::Settings::builtin()
    };
    evidence::prepare(PHOTO, &small).unwrap().bytes
}
