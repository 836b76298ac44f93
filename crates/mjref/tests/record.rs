//! `verify`, `export` and `import` in the shapes of `shared/design/contract.md`: two devices'
//! logs merge into a third through bundles, repeats add nothing, a changed bundle is refused.

mod common;

use common::{mjref, s, with_passphrase};

use serde_json::{json, Value};
use std::path::Path;

fn add(db: &Path, player: &str) -> Value {
    let (ok, v) = mjref(&[
        "log",
        "add",
        "--db",
        s(db),
        "--ruleset",
        "sbr-2025",
        "--session",
        "R1",
        "--player",
        player,
        "--incident",
        "early-draw",
        "--json",
    ]);
    assert!(ok, "{v}");
    v
}

/// The head, its key sealed with "h-pass", signs the referee list "Chief" naming each of
/// `referees` (`device=role:name`).
fn name_referees(head: &Path, referees: &[String]) {
    let mut args = vec!["referees", "--db", s(head), "--name", "Chief", "--json"];
    for referee in referees {
        args.extend(["--referee", referee.as_str()]);
    }
    let (ok, v) = with_passphrase(&args, Some("h-pass"));
    assert!(ok, "{v}");
}

#[test]
fn two_devices_merge_into_a_third_through_bundles() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b, head) = (
        dir.path().join("a/log.db"),
        dir.path().join("b/log.db"),
        dir.path().join("head/log.db"),
    );
    assert_eq!(add(&a, "A")["seq"], 1);
    assert_eq!(add(&a, "B")["seq"], 2);
    add(&b, "C");
    let (ok, v) = mjref(&["verify", "--db", s(&a), "--json"]);
    assert!(ok);
    assert_eq!(v["ok"], true);
    assert_eq!(v["events"], 2);
    assert_eq!(v["problems"], json!([]));

    let (fa, fb) = (dir.path().join("a.bundle"), dir.path().join("b.bundle"));
    let (ok, v) = mjref(&["export", "--db", s(&a), "--out", s(&fa), "--json"]);
    assert!(ok);
    assert_eq!(v, json!({"events": 2}));
    mjref(&["export", "--db", s(&b), "--out", s(&fb), "--json"]);
    let (ok, v) = mjref(&["verify", s(&fa), "--json"]);
    assert!(ok && v["ok"] == true && v["events"] == 2, "{v}");

    let (ok, v) = mjref(&["import", "--db", s(&head), s(&fb), "--json"]);
    assert!(ok);
    assert_eq!(v, json!({"added": 1, "duplicates": 0}));
    let (_, v) = mjref(&["import", "--db", s(&head), s(&fa), "--json"]);
    assert_eq!(v, json!({"added": 2, "duplicates": 0}));
    let (_, v) = mjref(&["import", "--db", s(&head), s(&fa), "--json"]);
    assert_eq!(v, json!({"added": 0, "duplicates": 2}));
    let (ok, v) = mjref(&["verify", "--db", s(&head), "--json"]);
    assert!(ok);
    assert_eq!(v["events"], 3);
    assert_eq!(v["devices"].as_array().unwrap().len(), 2);
    let (_, list) = mjref(&["log", "list", "--db", s(&head), "--json"]);
    let ids: Vec<_> = list.as_array().unwrap().iter().map(|e| &e["id"]).collect();
    assert_eq!(ids.len(), 3);
}

#[test]
fn a_changed_bundle_is_refused_whole_and_verify_fails() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("a/log.db");
    add(&a, "A");
    add(&a, "B");
    let file = dir.path().join("a.bundle");
    mjref(&["export", "--db", s(&a), "--out", s(&file), "--json"]);
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        &file,
        text.replacen("\"player\":\"B\"", "\"player\":\"D\"", 1),
    )
    .unwrap();

    let (ok, v) = mjref(&["verify", s(&file), "--json"]);
    assert!(!ok);
    assert_eq!(v["ok"], false);
    assert_eq!(v["problems"][0]["code"], "bad-signature");
    assert!(v["problems"][0]["message"].as_str().unwrap().len() > 10);

    let head = dir.path().join("head/log.db");
    let (ok, v) = mjref(&["import", "--db", s(&head), s(&file), "--json"]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "bundle-refused");
    let (_, list) = mjref(&["log", "list", "--db", s(&head), "--json"]);
    assert_eq!(list, json!([]), "nothing from a refused bundle is kept");
}

#[test]
fn only_the_head_referee_voids_and_only_once() {
    let dir = tempfile::tempdir().unwrap();
    let (floor, head, appeals) = (
        dir.path().join("floor/log.db"),
        dir.path().join("head/log.db"),
        dir.path().join("appeals/log.db"),
    );
    let device = |db: &Path| {
        let (ok, v) = mjref(&["device", "--db", s(db), "--json"]);
        assert!(ok);
        v["device"].as_str().unwrap().to_string()
    };
    let (f, a) = (device(&floor), device(&appeals));
    // The head's and the committee's keys are sealed with a passphrase.
    for (db, pass) in [(&head, "h-pass"), (&appeals, "a-pass")] {
        let (ok, v) = with_passphrase(&["device", "--db", s(db), "--seal", "--json"], Some(pass));
        assert!(ok && v["sealed"] == true, "{v}");
    }
    let ruling = add(&floor, "A")["id"].as_str().unwrap().to_string();
    let fb = dir.path().join("floor.bundle");
    mjref(&["export", "--db", s(&floor), "--out", s(&fb), "--json"]);
    mjref(&["import", "--db", s(&head), s(&fb), "--json"]);
    let (_, v) = mjref(&["referees", "--db", s(&head), "--name", "Chief", "--json"]);
    assert_eq!(v["error"]["code"], "identity-locked");
    name_referees(
        &head,
        &[format!("{f}=floor:Li"), format!("{a}=appeals:Committee")],
    );
    let hb = dir.path().join("head.bundle");
    mjref(&["export", "--db", s(&head), "--out", s(&hb), "--json"]);
    for db in [&floor, &appeals] {
        let (ok, v) = mjref(&["import", "--db", s(db), s(&hb), "--json"]);
        assert!(ok, "{v}");
    }

    let void = |db: &Path, pass| {
        with_passphrase(
            &[
                "log",
                "void",
                "--db",
                s(db),
                "--id",
                &ruling,
                "--note",
                "wrong table",
                "--json",
            ],
            pass,
        )
    };
    let (ok, v) = void(&floor, None);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "unauthorized");
    let out = dir.path().join("count.bundle");
    // Every event, changes included (the log lists rulings).
    let events = |db: &Path| {
        mjref(&["export", "--db", s(db), "--out", s(&out), "--json"]).1["events"]
            .as_u64()
            .unwrap()
    };
    let before = events(&head);
    // A void or an amendment says why, or nothing is recorded.
    let (ok, v) = with_passphrase(
        &["log", "void", "--db", s(&head), "--id", &ruling, "--json"],
        Some("h-pass"),
    );
    assert!(!ok);
    assert_eq!(v["error"]["code"], "void-needs-reason");
    let amend = |note: &str| {
        with_passphrase(
            &[
                "log",
                "amend",
                "--db",
                s(&head),
                "--id",
                &ruling,
                "--changes",
                r#"{"note": "seat E, not S"}"#,
                "--note",
                note,
                "--json",
            ],
            Some("h-pass"),
        )
    };
    let (ok, v) = amend(" ");
    assert!(!ok);
    assert_eq!(v["error"]["code"], "amend-needs-reason");
    assert_eq!(events(&head), before, "nothing recorded");
    let (ok, v) = amend("the seat was misread");
    assert!(ok, "{v}");
    let (ok, v) = void(&head, Some("h-pass"));
    assert!(ok, "{v}");
    assert!(v["id"].is_string() && v["seq"].is_number());
    assert_eq!(events(&head), before + 2);

    // A ruling is voided once: a second void is refused, said in words, and nothing is written.
    let (ok, v) = void(&head, Some("h-pass"));
    assert!(!ok, "{v}");
    assert_eq!(v["error"]["code"], "second-void");
    let said = v["error"]["message"].as_str().unwrap();
    assert!(
        said.contains(&ruling) && !said.contains("second-void"),
        "{said}"
    );
    assert_eq!(events(&head), before + 2, "nothing recorded");

    // The committee decides an appeal on its case (`mjref appeal decide`), never on a bare
    // ruling: `log appeal` is gone.
    let (ok, v) = with_passphrase(
        &[
            "log",
            "appeal",
            "--db",
            s(&appeals),
            "--id",
            &ruling,
            "--decision",
            "upheld",
            "--json",
        ],
        Some("a-pass"),
    );
    assert!(!ok);
    assert_eq!(v["error"]["code"], "bad-argument");
    let (ok, v) = mjref(&["verify", "--db", s(&head), "--json"]);
    assert!(ok && v["ok"] == true, "{v}");
}

/// `file`'s bundle without `device`'s events numbered above `keep`, written as a bundle is
/// (the header's count follows): what someone cutting the end of a chain would hand over.
fn cut_bundle(file: &Path, device: &str, keep: u64, out: &Path) -> usize {
    let text = std::fs::read_to_string(file).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();
    let header = lines.remove(0);
    let kept: Vec<&str> = lines
        .into_iter()
        .filter(|line| {
            let v: Value = serde_json::from_str(line).unwrap();
            v["event"]["device"] != device || v["event"]["seq"].as_u64().unwrap() <= keep
        })
        .collect();
    let header: Value = serde_json::from_str(header).unwrap();
    let count = header["events"].as_u64().unwrap() as usize;
    let header = format!(
        r#"{{"events":{},"format":"mjref-bundle","version":1}}"#,
        kept.len()
    );
    std::fs::write(out, format!("{header}\n{}\n", kept.join("\n"))).unwrap();
    count - kept.len()
}

#[test]
fn a_bundle_cut_below_the_heads_checkpoint_is_reported_and_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (floor, head) = (
        dir.path().join("floor/log.db"),
        dir.path().join("head/log.db"),
    );
    let (ok, v) = mjref(&["device", "--db", s(&floor), "--json"]);
    assert!(ok);
    let f = v["device"].as_str().unwrap().to_string();
    let (ok, v) = with_passphrase(
        &["device", "--db", s(&head), "--seal", "--json"],
        Some("h-pass"),
    );
    assert!(ok, "{v}");
    for player in ["A", "B", "C", "D", "E"] {
        add(&floor, player);
    }
    let fb = dir.path().join("floor.bundle");
    mjref(&["export", "--db", s(&floor), "--out", s(&fb), "--json"]);
    let (ok, v) = mjref(&["import", "--db", s(&head), s(&fb), "--json"]);
    assert!(ok, "{v}");
    name_referees(&head, &[format!("{f}=floor:Li")]);
    let (hb, cut) = (
        dir.path().join("head.bundle"),
        dir.path().join("cut.bundle"),
    );
    // The head's key locked (no MJREF_PASSPHRASE): the bundle goes out without a checkpoint,
    // and a cut of it is not seen — the known limit of a hash chain.
    let (ok, v) = mjref(&["export", "--db", s(&head), "--out", s(&hb), "--json"]);
    assert!(ok && v["events"] == 6, "{v}");
    assert_eq!(cut_bundle(&hb, &f, 3, &cut), 2);
    let (ok, v) = mjref(&["verify", s(&cut), "--json"]);
    assert!(ok && v["ok"] == true, "{v}");
    // Opened, the head's key signs a checkpoint first; the same cut is now reported in words.
    let (ok, v) = with_passphrase(
        &["export", "--db", s(&head), "--out", s(&hb), "--json"],
        Some("h-pass"),
    );
    assert!(ok && v["events"] == 7, "{v}");
    let (ok, v) = mjref(&["verify", s(&hb), "--json"]);
    assert!(ok && v["ok"] == true, "{v}");
    assert_eq!(cut_bundle(&hb, &f, 3, &cut), 2);
    let (ok, v) = mjref(&["verify", s(&cut), "--json"]);
    assert!(!ok && v["ok"] == false, "{v}");
    let problems = v["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 1, "{v}");
    let p = &problems[0];
    assert_eq!(p["code"], "tail-cut");
    assert_eq!(
        (
            &p["args"]["device"],
            &p["args"]["signed"],
            &p["args"]["held"]
        ),
        (&json!(f), &json!("5"), &json!("3"))
    );
    let message = p["message"].as_str().unwrap();
    assert!(
        message.contains(&f) && message.contains('5') && message.contains('3'),
        "{message}"
    );
    // Nothing of it is taken in, and a second export with nothing new signs no second one.
    let fresh = dir.path().join("fresh/log.db");
    let (ok, v) = mjref(&["import", "--db", s(&fresh), s(&cut), "--json"]);
    assert!(!ok);
    assert_eq!(v["error"]["code"], "bundle-refused");
    let (_, v) = with_passphrase(
        &["export", "--db", s(&head), "--out", s(&hb), "--json"],
        Some("h-pass"),
    );
    assert_eq!(v["events"], 7);
}
