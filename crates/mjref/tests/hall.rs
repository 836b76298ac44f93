//! `mjref hall devices|enrol|revoke` (contract, wave 3) and what enrolment does (issue 23,
//! point 2): a floor device's rulings reach the head's record and are kept apart — listed,
//! counted nowhere — until the head enrols the device; then the review counts them. Only the
//! head enrols, with its sealed key opened by the passphrase file.

mod common;

use common::event::{head_event, log_add, refused, run};
use common::{s, with_passphrase};
use serde_json::Value;

fn review_counts(head: &std::path::Path) -> (usize, usize) {
    let r = run(&["review", "--db", s(head), "--json"]);
    let len = |k: &str| r[k].as_array().unwrap().len();
    (len("rulings"), len("not_enrolled"))
}

#[test]
fn a_floor_devices_rulings_count_once_the_head_enrols_it() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let h: &'static str = s(&head).to_string().leak();
    let (floor, bundle) = (dir.path().join("floor.db"), dir.path().join("head.mjref"));
    run(&["export", "--db", h, "--out", s(&bundle), "--json"]);
    run(&["import", "--db", s(&floor), s(&bundle), "--json"]);
    for player in ["p1", "p2"] {
        let (ok, doc) = log_add(&floor, ("R1", "1"), player, "phone", None);
        assert!(ok, "{doc}");
    }
    let key = run(&["device", "--db", s(&floor), "--json"])["device"]
        .as_str()
        .unwrap()
        .to_string();
    let back = dir.path().join("floor.mjref");
    run(&["export", "--db", s(&floor), "--out", s(&back), "--json"]);
    run(&["import", "--db", h, s(&back), "--json"]);

    // Kept and listed, counted nowhere.
    assert_eq!(review_counts(&head), (0, 2));
    let log = run(&["log", "list", "--db", h, "--json"]);
    assert!(log
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["enrolled"] == false));
    let devices = run(&["hall", "devices", "--db", h, "--json"]);
    let floor_row = |devices: &Value| -> Value {
        devices
            .as_array()
            .unwrap()
            .iter()
            .find(|d| d["device"] == key.as_str())
            .cloned()
            .expect("the floor device is listed")
    };
    let row = floor_row(&devices);
    assert_eq!(row["state"], "pending");
    assert_eq!(row["role"], Value::Null);
    assert!(row["last_seen"].is_string());

    // The floor device cannot enrol itself; the head's key must be sealed and opened.
    let enrol = |db: &'static str| -> Vec<&str> {
        vec![
            "hall", "enrol", "--db", db, "--device", &key, "--role", "floor", "--name", "Mei",
            "--json",
        ]
    };
    assert_eq!(
        refused(&enrol(s(&floor).to_string().leak())),
        "unauthorized"
    );
    assert_eq!(refused(&enrol(h)), "key-not-sealed");
    let (ok, doc) = with_passphrase(
        &["device", "--db", h, "--seal", "--json"],
        Some("open sesame"),
    );
    assert!(ok, "{doc}");
    assert_eq!(refused(&enrol(h)), "identity-locked");
    let wrong = dir.path().join("wrong.txt");
    std::fs::write(&wrong, "guess\n").unwrap();
    let mut args = enrol(h);
    args.extend(["--passphrase-file", s(&wrong)]);
    assert_eq!(refused(&args), "wrong-passphrase");
    assert_eq!(review_counts(&head), (0, 2));

    let right = dir.path().join("passphrase.txt");
    std::fs::write(&right, "open sesame\nanything after the first line\n").unwrap();
    let mut args = enrol(h);
    args.extend(["--passphrase-file", s(&right)]);
    assert!(run(&args)["id"].is_string());
    assert_eq!(review_counts(&head), (2, 0));
    let row = floor_row(&run(&["hall", "devices", "--db", h, "--json"]));
    assert_eq!(
        (&row["state"], &row["role"], &row["name"]),
        (
            &Value::from("enrolled"),
            &Value::from("floor"),
            &Value::from("Mei")
        )
    );
    assert!(run(&["verify", "--db", h, "--json"])["ok"] == true);

    // Revoked: listed so, and what it recorded before still counts.
    run(&[
        "hall",
        "revoke",
        "--db",
        h,
        "--device",
        &key,
        "--passphrase-file",
        s(&right),
        "--json",
    ]);
    let row = floor_row(&run(&["hall", "devices", "--db", h, "--json"]));
    assert_eq!(row["state"], "revoked");
    assert_eq!(review_counts(&head), (2, 0));
}

#[test]
fn hall_commands_on_a_record_that_does_not_exist_create_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("none").join("x.db");
    assert_eq!(
        refused(&["hall", "devices", "--db", s(&db), "--json"]),
        "no-record"
    );
    let key = "ab".repeat(32);
    let enrol = [
        "hall",
        "enrol",
        "--db",
        s(&db),
        "--device",
        &key,
        "--role",
        "floor",
        "--name",
        "Mei",
        "--json",
    ];
    assert_eq!(refused(&enrol), "no-record");
    let revoke = ["hall", "revoke", "--db", s(&db), "--device", &key, "--json"];
    assert_eq!(refused(&revoke), "no-record");
    assert!(!dir.path().join("none").exists());
}
