//! What arrives at `mjref` is checked (contract, wave 3; issue 23): argument errors are said as
//! every error is (`--json`, `--lang`, exit 2); output that cannot be written fails the
//! command; read commands on a record that is not there refuse and make nothing; and every
//! reader refuses a file past its bound (`rules-data/limits.toml`) without reading it all.

mod common;

use common::s;
use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

fn mjref() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_mjref"));
    cmd.env_remove("MJREF_PASSPHRASE");
    cmd
}

/// Runs with `stdin` written to standard input (errors writing it ignored: mjref may stop
/// reading at its bound).
fn run_with(args: &[&str], stdin: Option<Vec<u8>>) -> Output {
    let mut cmd = mjref();
    cmd.args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let writer = stdin.map(|bytes| {
        let mut pipe = child.stdin.take().unwrap();
        std::thread::spawn(move || {
            let _ = pipe.write_all(&bytes);
        })
    });
    let out = child.wait_with_output().unwrap();
    if let Some(w) = writer {
        w.join().unwrap();
    }
    out
}

fn run(args: &[&str]) -> Output {
    run_with(args, None)
}

/// The error object on stdout: its code and message.
fn error(out: &Output) -> (String, String) {
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "one JSON document on stdout ({e}): {}",
            String::from_utf8_lossy(&out.stdout)
        )
    });
    let code = doc["error"]["code"].as_str().expect("an error code");
    let message = doc["error"]["message"].as_str().expect("a message");
    (code.to_string(), message.to_string())
}

/// Fails unless the command failed with `code` (exit 1).
fn refused_with(args: &[&str], stdin: Option<Vec<u8>>, code: &str) {
    let out = run_with(args, stdin);
    assert_eq!(out.status.code(), Some(1), "{args:?}: {out:?}");
    assert_eq!(error(&out).0, code, "{args:?}");
}

fn kana(c: char) -> bool {
    matches!(c, '\u{3040}'..='\u{30ff}')
}

fn han(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}')
}

/// Japanese: written with kana (hiragana or katakana), which Chinese never uses.
fn japanese(text: &str) -> bool {
    text.chars().any(kana)
}

/// Simplified Chinese: Han characters and no kana (Japanese has Han characters too).
fn chinese(text: &str) -> bool {
    text.chars().any(han) && !text.chars().any(kana)
}

#[test]
fn argument_errors_are_said_as_every_error_is() {
    let out = run(&[
        "rule", "sbr-2025", "phone", "--frob", "--json", "--lang", "ja",
    ]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let (code, message) = error(&out);
    assert_eq!(code, "bad-argument");
    assert!(
        japanese(&message) && message.contains("--frob"),
        "{message}"
    );
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["error"]["args"]["reason"], "unknown");
    assert!(String::from_utf8_lossy(&out.stderr).contains(&message));

    // An unknown command, a missing option, a value not among the choices, in each language.
    let out = run(&["fly", "--json", "--lang=zh-CN"]);
    assert_eq!(out.status.code(), Some(2));
    let (code, message) = error(&out);
    assert_eq!(code, "bad-argument");
    assert!(message.contains("fly") && chinese(&message), "{message}");
    let out = run(&["log", "list", "--json"]);
    assert_eq!(
        (out.status.code(), error(&out).0.as_str()),
        (Some(2), "bad-argument")
    );
    assert!(error(&out).1.contains("--db"), "{out:?}");
    let out = run(&["catalog", "jsma", "--json", "--lang", "xx"]);
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    let (code, message) = error(&out);
    assert_eq!(code, "bad-argument");
    let doc: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["error"]["args"]["reason"], "choice", "{doc}");
    assert_eq!(doc["error"]["args"]["value"], "xx", "{doc}");
    assert!(
        message.contains("xx") && message.contains("ja"),
        "{message}"
    );

    // Without --json: the message on stderr, nothing on stdout.
    let out = run(&["rulesets", "--frob", "--lang", "ja"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(japanese(&String::from_utf8_lossy(&out.stderr)), "{out:?}");

    // Help and the version print as ever.
    for asked in [&["--help"][..], &["--version"], &["log", "add", "--help"]] {
        let out = run(asked);
        assert_eq!(out.status.code(), Some(0), "{asked:?}: {out:?}");
        assert!(!out.stdout.is_empty());
    }
}

#[test]
fn output_that_cannot_be_written_fails_the_command() {
    let full = || {
        let f = std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap();
        Stdio::from(f)
    };
    // What `error-output-failed` says in English before the detail (the system's words).
    let ftl = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../locales/en/errors.ftl"
    ))
    .unwrap();
    let failed = ftl
        .lines()
        .find_map(|line| line.strip_prefix("error-output-failed = "))
        .and_then(|text| text.split('{').next())
        .expect("error-output-failed in locales/en/errors.ftl");
    assert!(failed.len() > 10, "{failed}");
    // A document, plain text, and an error's own document: each is said to have failed.
    for args in [
        &["rulesets", "--json"][..],
        &["rulesets"],
        &["catalog", "no-such-ruleset", "--json"],
    ] {
        let out = mjref()
            .args(args)
            .args(["--lang", "en"])
            .stdout(full())
            .stderr(Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {out:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains(&format!("mjref: {failed}")),
            "{args:?}: {said}"
        );
    }
    // A reader that stops reading ends it quietly.
    let mut child = mjref()
        .args(["catalog", "sbr-2025", "--json"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

#[test]
fn read_commands_on_a_record_that_is_not_there_refuse_and_make_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let typo = dir.path().join("typo");
    let db = typo.join("x.db");
    let out = dir.path().join("out.file");
    let (db, out) = (s(&db), s(&out));
    let reads: &[&[&str]] = &[
        &["log", "list", "--db", db],
        &["verify", "--db", db],
        &["review", "--db", db],
        &["report", "log", "--db", db, "--format", "csv", "--out", out],
        &[
            "report",
            "standings",
            "--db",
            db,
            "--format",
            "pdf",
            "--out",
            out,
        ],
        &["event", "show", "--db", db],
        &["event", "roster-export", "--db", db],
        &["export", "--db", db, "--out", out],
        &["appeal", "show", "--db", db, "--case", "c-1"],
        &["appeal", "list", "--db", db],
        &["appeal", "pdf", "--db", db, "--case", "c-1", "--out", out],
        &[
            "appeal", "photo", "--db", db, "--sha256", "ab", "--out", out,
        ],
    ];
    for args in reads {
        let out = run(&[args, &["--json", "--lang", "ja"][..]].concat());
        assert_eq!(out.status.code(), Some(1), "{args:?}: {out:?}");
        let (code, message) = error(&out);
        assert_eq!(code, "no-record", "{args:?}");
        assert!(japanese(&message) && message.contains(db), "{message}");
        assert!(!typo.exists(), "{args:?} made {}", typo.display());
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            0,
            "{args:?}"
        );
    }
    // A command that writes makes the record on first use, as ever.
    let ok = run(&["device", "--db", db, "--json"]);
    assert!(ok.status.success(), "{ok:?}");
    assert!(Path::new(db).exists());
    let listed = run(&["log", "list", "--db", db, "--json"]);
    assert!(listed.status.success(), "{listed:?}");
}

#[test]
fn every_reader_stops_at_its_bound() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("x.db");
    let db = s(&db);
    // A file larger than its bound is refused by its size, unread (sparse: no disk used).
    let big = |name: &str, mib: u64| {
        let path = dir.path().join(name);
        let f = std::fs::File::create(&path).unwrap();
        f.set_len(mib * 1024 * 1024 + 1).unwrap();
        path
    };
    let files = &tournament::limits::Limits::builtin().files;
    let photo_mib = evidence::Settings::builtin().max_file_mib;
    let (bundle, verify) = (
        big("b.jsonl", files.bundle_mib),
        big("v.jsonl", files.bundle_mib),
    );
    let (roster, scenario) = (
        big("r.csv", files.roster_mib),
        big("s.json", files.scenario_mib),
    );
    let (settle, photo) = (big("t.json", files.settle_mib), big("p.jpg", photo_mib));
    let photo_args = |p: &Path| {
        [
            "appeal",
            "evidence",
            "--db",
            db,
            "--case",
            "c-1",
            "--photo",
            s(p),
        ]
        .map(String::from)
    };
    let cases: Vec<Vec<String>> = vec![
        ["import", "--db", db, s(&bundle)]
            .map(String::from)
            .to_vec(),
        ["verify", s(&verify)].map(String::from).to_vec(),
        ["event", "roster", "--db", db, s(&roster)]
            .map(String::from)
            .to_vec(),
        ["scenario", s(&scenario)].map(String::from).to_vec(),
        ["settle", "sbr-2025", s(&settle)]
            .map(String::from)
            .to_vec(),
        photo_args(&photo).to_vec(),
    ];
    for args in &cases {
        let args: Vec<&str> = args.iter().map(String::as_str).chain(["--json"]).collect();
        refused_with(&args, None, "file-too-large");
    }
    // Standard input streams to the same bound.
    let over = vec![b' '; (files.settle_mib * 1024 * 1024 + 1) as usize];
    refused_with(
        &["settle", "sbr-2025", "-", "--json"],
        Some(over),
        "file-too-large",
    );

    // An endless device: a text reader refuses it at its first byte (a NUL is not text), the
    // photo reader at its bound; none holds it in memory.
    let zero = Path::new("/dev/zero");
    for args in &cases[..5] {
        let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
        *args.last_mut().unwrap() = "/dev/zero";
        args.push("--json");
        refused_with(&args, None, "file-not-text");
    }
    let args: Vec<String> = photo_args(zero).to_vec();
    let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
    args.push("--json");
    refused_with(&args, None, "file-too-large");
    refused_with(
        &["settle", "sbr-2025", "-", "--json"],
        Some(vec![0; 4096]),
        "file-not-text",
    );
    // Nothing read, nothing made: the record was never opened.
    assert!(!Path::new(db).exists());
}
