//! The hall's commands as the contract writes them (wave 3): `mjref serve` on the head's
//! record, `mjref pair` and `mjref sync` on a floor device's, `mjref hall devices|enrol` on the
//! database the running hall holds; SIGTERM ends the hall with exit 0, and a hall killed with
//! SIGKILL mid-sync loses nothing it acknowledged.

#![cfg(unix)]

mod common;

use common::event::{head_event, log_add, refused, run};
use common::{s, with_passphrase};
use serde_json::Value;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};

struct Serving {
    child: Child,
    lines: std::sync::mpsc::Receiver<String>,
    url: String,
    code: String,
}

/// A port free now on loopback: the hall is started again on the same address, as a head's
/// laptop keeps its address for the tablets that paired with it.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn serve(head: &Path, passphrase_file: &Path, port: u16) -> Serving {
    let listen = format!("127.0.0.1:{port}");
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("mjref"))
        .args(["serve", "--db", s(head), "--listen", &listen, "--json"])
        .args(["--passphrase-file", s(passphrase_file)])
        .env_remove("MJREF_PASSPHRASE")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let (tx, lines) = std::sync::mpsc::channel();
    let out = BufReader::new(child.stdout.take().unwrap());
    std::thread::spawn(move || {
        for line in out.lines().map_while(Result::ok) {
            let _ = tx.send(line);
        }
    });
    let first: Value = serde_json::from_str(
        &lines
            .recv_timeout(std::time::Duration::from_secs(20))
            .unwrap(),
    )
    .unwrap();
    let url = first["url"].as_str().unwrap().to_string();
    assert!(
        url.starts_with("http://127.0.0.1:") && url.ends_with('/'),
        "{first}"
    );
    let expires =
        chrono::DateTime::parse_from_rfc3339(first["pairing"]["expires"].as_str().unwrap())
            .unwrap();
    let left = expires
        .signed_duration_since(chrono::Utc::now())
        .num_seconds();
    assert!(
        (100..=120).contains(&left),
        "a code stands two minutes: {left} s"
    );
    Serving {
        child,
        lines,
        url,
        code: first["pairing"]["code"].as_str().unwrap().to_string(),
    }
}

fn ruling_ids(db: &Path) -> Vec<String> {
    run(&["log", "list", "--db", s(db), "--json"])
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"] == "ruling")
        .map(|e| e["id"].as_str().unwrap().to_string())
        .collect()
}

fn sync(floor: &Path, url: &str) -> Value {
    run(&["sync", "--db", s(floor), "--hall", url, "--json"])
}

#[test]
fn a_floor_device_pairs_is_enrolled_and_syncs_through_mjref() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let (ok, doc) = with_passphrase(
        &["device", "--db", s(&head), "--seal", "--json"],
        Some("open sesame"),
    );
    assert!(ok, "{doc}");
    let pass = dir.path().join("pass.txt");
    std::fs::write(&pass, "open sesame\n").unwrap();
    let floor = dir.path().join("floor.db");
    let port = free_port();
    let mut hall = serve(&head, &pass, port);

    let paired = run(&[
        "pair",
        "--db",
        s(&floor),
        "--hall",
        &hall.url,
        "--code",
        &hall.code,
        "--name",
        "Mei",
        "--json",
    ]);
    assert_eq!(paired["state"], "pending");
    let key = paired["device"].as_str().unwrap().to_string();
    // The used code is replaced, and the new one printed.
    let next: Value = serde_json::from_str(
        &hall
            .lines
            .recv_timeout(std::time::Duration::from_secs(5))
            .unwrap(),
    )
    .unwrap();
    assert_ne!(next["pairing"]["code"], hall.code.as_str());
    assert_eq!(
        refused(&[
            "pair",
            "--db",
            s(&floor),
            "--hall",
            &hall.url,
            "--code",
            &hall.code,
            "--json"
        ]),
        "pairing-code"
    );

    let devices = run(&["hall", "devices", "--db", s(&head), "--json"]);
    let row = devices
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["device"] == key.as_str())
        .cloned()
        .unwrap();
    assert_eq!(
        (row["state"].as_str(), row["name"].as_str()),
        (Some("pending"), Some("Mei"))
    );
    assert_eq!(
        refused(&["sync", "--db", s(&floor), "--hall", &hall.url, "--json"]),
        "not-enrolled"
    );

    run(&[
        "hall",
        "enrol",
        "--db",
        s(&head),
        "--device",
        &key,
        "--role",
        "floor",
        "--name",
        "Mei",
        "--passphrase-file",
        s(&pass),
        "--json",
    ]);
    let first = sync(&floor, &hall.url);
    assert_eq!(first["sent"], 0);
    assert!(first["received"].as_u64().unwrap() > 0);
    assert_eq!(
        first.as_object().unwrap().len(),
        2,
        "exactly sent and received: {first}"
    );

    // The tablet decides under the head's event and its rulings reach the head, once.
    let (ok, doc) = log_add(&floor, ("R1", "1"), "p1", "phone", None);
    assert!(ok, "{doc}");
    assert_eq!(sync(&floor, &hall.url)["sent"], 1);
    assert_eq!(
        sync(&floor, &hall.url),
        serde_json::json!({"sent": 0, "received": 0})
    );
    assert_eq!(ruling_ids(&head), ruling_ids(&floor));
    let devices = run(&["hall", "devices", "--db", s(&head), "--json"]);
    let row = devices
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["device"] == key.as_str())
        .cloned()
        .unwrap();
    assert_eq!(row["state"], "enrolled");
    assert!(row["last_seen"].is_string());

    // A second device cannot serve the same event: it says whose hall it is.
    let (ok, doc) = common::mjref(&[
        "serve",
        "--db",
        s(&floor),
        "--listen",
        "127.0.0.1:0",
        "--json",
    ]);
    assert!(!ok);
    assert_eq!(doc["error"]["code"], "hall-not-head");
    let head_key = with_passphrase(&["device", "--db", s(&head), "--json"], Some("open sesame")).1
        ["device"]
        .clone();
    assert_eq!(doc["error"]["args"]["device"], head_key, "{doc}");
    assert!(doc["error"]["message"]
        .as_str()
        .unwrap()
        .contains(head_key.as_str().unwrap()));

    // Killed with SIGKILL while tablets sync: nothing it acknowledged is lost.
    for player in ["p2", "p3", "p4"] {
        assert!(log_add(&floor, ("R1", "1"), player, "phone", None).0);
    }
    let mut syncing = Command::new(assert_cmd::cargo::cargo_bin("mjref"))
        .args([
            "sync",
            "--db",
            s(&floor),
            "--hall",
            &hall.url,
            "--follow",
            "--json",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(syncing.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    let acked: Value = serde_json::from_str(&line).unwrap();
    assert_eq!(acked["sent"], 3, "{line}");
    hall.child.kill().unwrap(); // SIGKILL
    hall.child.wait().unwrap();
    let (ok, report) = common::mjref(&["verify", "--db", s(&head), "--json"]);
    assert!(ok, "{report}");
    assert_eq!(
        ruling_ids(&head).len(),
        4,
        "every acknowledged ruling is on the head's record"
    );

    // Started again: the tablet (still following) reconnects by itself, and nothing is twice.
    let hall = serve(&head, &pass, port);
    let (ok, doc) = log_add(&floor, ("R1", "1"), "p1", "phone", None);
    assert!(ok, "{doc}");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while ruling_ids(&head).len() < 5 && std::time::Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    let _ = hall.url;
    assert_eq!(
        ruling_ids(&head).len(),
        5,
        "the following tablet sent its new ruling"
    );
    let mut on_head = ruling_ids(&head);
    let mut on_floor = ruling_ids(&floor);
    on_head.sort();
    on_floor.sort();
    assert_eq!(on_head, on_floor);

    // SIGTERM: the hall and the following tablet stop, and say so by exit 0.
    let mut hall = hall;
    for child in [&mut hall.child, &mut syncing] {
        let pid = child.id().to_string();
        assert!(Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success());
        let status = child.wait().unwrap();
        assert!(status.success(), "{status:?}");
    }
}
