//! `mjref appeal` as the contract writes it: a floor tablet opens a case on its ruling (late
//! by the ruleset, and still recorded), adds a phone photo that comes out upright with its GPS
//! gone, the committee's device gets it by bundle — a bundle with a photo byte changed is
//! refused — and decides within what SBR lets it, and the case file prints.

mod common;

use common::event::{head_event, log_add, refused, run};
use common::{s, with_passphrase};
use std::path::{Path, PathBuf};

const PHOTO: &[u8] = include_bytes!("../../evidence/tests/fixtures/phone-gps-orientation-6.jpg");

fn export(db: &Path, file: &Path) -> PathBuf {
    run(&["export", "--db", s(db), "--out", s(file), "--json"]);
    file.to_path_buf()
}

fn events(db: &Path) -> usize {
    run(&["log", "list", "--db", s(db), "--json"])
        .as_array()
        .map_or(0, |a| a.len())
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

#[test]
fn an_appeal_runs_from_filing_to_the_committees_decision_and_the_case_file() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let floor = dir.path().join("floor.db");
    let committee = dir.path().join("committee.db");
    let key = |db: &Path, pass: &str| {
        let (ok, doc) = with_passphrase(&["device", "--db", s(db), "--seal", "--json"], Some(pass));
        assert!(ok, "{doc}");
        doc["device"].as_str().unwrap().to_string()
    };
    key(&head, "head words");
    let committee_key = key(&committee, "committee words");
    let floor_key = run(&["device", "--db", s(&floor), "--json"])["device"]
        .as_str()
        .unwrap()
        .to_string();
    let (ok, doc) = with_passphrase(
        &[
            "referees",
            "--db",
            s(&head),
            "--name",
            "Chief",
            "--event",
            "open",
            "--referee",
            &format!("{committee_key}=appeals:Board"),
            "--referee",
            &format!("{floor_key}=floor:Lee"),
            "--json",
        ],
        Some("head words"),
    );
    assert!(ok, "{doc}");
    let from_head = export(&head, &dir.path().join("head.bundle"));
    run(&["import", "--db", s(&floor), s(&from_head), "--json"]);
    run(&["import", "--db", s(&committee), s(&from_head), "--json"]);

    let (ok, ruling) = log_add(
        &floor,
        ("R1", "1"),
        "p1",
        "late-arrival",
        Some("arrived_at=2026-11-22T09:12:00+08:00"),
    );
    assert!(ok, "{ruling}");
    let ruling = ruling["id"].as_str().unwrap().to_string();

    // Filed after the hand ended: SBR hears nothing then, but the case is kept, out of time.
    let f = s(&floor);
    let filed = run(&[
        "appeal",
        "file",
        "--db",
        f,
        "--ruling",
        &ruling,
        "--by",
        "p1",
        "--at",
        "2026-11-22T09:40:00+08:00",
        "--hand-ended-at",
        "2026-11-22T09:35:00+08:00",
        "--grounds",
        "The clock at the door was fast",
        "--json",
    ]);
    let keys: Vec<&str> = filed
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["case", "deadline", "in_time"]);
    assert_eq!(filed["deadline"], "2026-11-22T09:35:00+08:00");
    assert_eq!(filed["in_time"], false);
    let case = filed["case"].as_str().unwrap().to_string();
    let code = refused(&[
        "appeal",
        "file",
        "--db",
        f,
        "--ruling",
        "nope",
        "--by",
        "p1",
        "--at",
        "2026-11-22T09:40:00+08:00",
        "--json",
    ]);
    assert_eq!(code, "case-unknown-ruling");

    // A text file named .jpg is refused by name, nothing kept; the phone photo is stored
    // upright, its GPS and EXIF gone, and written back out byte for byte.
    let before = events(&floor);
    let offer = |name: &str, bytes: &[u8]| {
        let file = dir.path().join(name);
        std::fs::write(&file, bytes).unwrap();
        let args = [
            "appeal",
            "evidence",
            "--db",
            f,
            "--case",
            &case,
            "--photo",
            s(&file),
            "--json",
        ];
        refused(&args)
    };
    assert_eq!(offer("fake.jpg", b"not a photo"), "photo-unsupported");
    assert_eq!(
        offer("cut.jpg", &PHOTO[..PHOTO.len() / 2]),
        "photo-unreadable"
    );
    assert_eq!(events(&floor), before, "nothing recorded");
    let photo = dir.path().join("phone.jpg");
    std::fs::write(&photo, PHOTO).unwrap();
    let stored = run(&[
        "appeal",
        "evidence",
        "--db",
        f,
        "--case",
        &case,
        "--photo",
        s(&photo),
        "--caption",
        "the clock",
        "--json",
    ]);
    assert_eq!(
        (stored["width"].as_u64(), stored["height"].as_u64()),
        (Some(80), Some(120))
    );
    let sha = stored["sha256"].as_str().unwrap().to_string();
    let out = dir.path().join("out.jpg");
    run(&[
        "appeal",
        "photo",
        "--db",
        f,
        "--sha256",
        &sha,
        "--out",
        s(&out),
        "--json",
    ]);
    let back = std::fs::read(&out).unwrap();
    assert_eq!(ledger::photo::sha256(&back), sha);
    assert!(!contains(&back, b"GPSSECRET123") && !contains(&back, b"Exif"));
    run(&[
        "appeal",
        "note",
        "--db",
        f,
        "--case",
        &case,
        "--text",
        "Door clock checked: 4 min fast",
        "--json",
    ]);

    // The floor tablet hears no appeal.
    let code = refused(&[
        "appeal",
        "decide",
        "--db",
        f,
        "--case",
        &case,
        "--decision",
        "dismissed",
        "--reason",
        "x",
        "--json",
    ]);
    assert_eq!(code, "unauthorized");

    // The floor's bundle with one byte of the photo changed is refused; the true one is taken.
    let bundle = export(&floor, &dir.path().join("floor.bundle"));
    let text = std::fs::read_to_string(&bundle).unwrap();
    let at = text.find("{\"bytes\":\"").unwrap() + 40;
    let mut forged = text.clone().into_bytes();
    forged[at] = if forged[at] == b'A' { b'B' } else { b'A' };
    let forged_file = dir.path().join("forged.bundle");
    std::fs::write(&forged_file, &forged).unwrap();
    let c = s(&committee);
    let before = events(&committee);
    assert_eq!(
        refused(&["import", "--db", c, s(&forged_file), "--json"]),
        "bundle-refused"
    );
    let (ok, report) = common::mjref(&["verify", s(&forged_file), "--json"]);
    assert!(!ok && report["ok"] == false, "{report}");
    assert_eq!(events(&committee), before);
    run(&["import", "--db", c, s(&bundle), "--json"]);

    // The committee under SBR only recommends; it cannot overturn the head referee's ruling.
    let decide = |decision: &str| {
        with_passphrase(
            &[
                "appeal",
                "decide",
                "--db",
                c,
                "--case",
                &case,
                "--decision",
                decision,
                "--reason",
                "The late arrival stands under 第十三条",
                "--json",
            ],
            Some("committee words"),
        )
    };
    let (ok, doc) = decide("upheld");
    assert!(!ok);
    assert_eq!(doc["error"]["code"], "case-beyond-power");
    let (ok, doc) = decide("recommended");
    assert!(ok, "{doc}");
    // The committee decides once; nothing is signed after its decision.
    let decided = events(&committee);
    let (ok, doc) = decide("dismissed");
    assert!(!ok);
    assert_eq!(doc["error"]["code"], "case-already-decided");
    assert_eq!(events(&committee), decided);

    let view = run(&["appeal", "show", "--db", c, "--case", &case, "--json"]);
    assert_eq!(view["deadline"], "2026-11-22T09:35:00+08:00");
    assert_eq!(view["in_time"], false);
    assert_eq!(view["rulings"][0]["id"], ruling.as_str());
    let history: Vec<&str> = view["rulings"][0]["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["kind"].as_str().unwrap())
        .collect();
    assert_eq!(history, ["ruling", "appeal", "appeal-decision"]);
    assert_eq!(view["evidence"][0]["sha256"], sha.as_str());
    assert_eq!(view["notes"][0]["text"], "Door clock checked: 4 min fast");
    assert_eq!(view["decision"]["decision"], "recommended");
    assert_eq!(view["decision"]["heard_as"], "appeals");
    // A recommendation changes nothing by itself: the ruling still stands.
    let review = run(&["review", "--db", c, "--json"]);
    assert_eq!(review["rulings"][0]["standing"], true);
    assert_eq!(run(&["verify", "--db", c, "--json"])["ok"], true);

    // The case file, in Japanese: the case, the ruling, the photo's thumbnail.
    let pdf = dir.path().join("case.pdf");
    let printed = run(&[
        "appeal",
        "pdf",
        "--db",
        c,
        "--case",
        &case,
        "--out",
        s(&pdf),
        "--lang",
        "ja",
        "--json",
    ]);
    assert!(
        printed["pages"].as_u64().unwrap() >= 2,
        "the table, then the photos"
    );
    let text = std::process::Command::new("pdftotext")
        .args([s(&pdf), "-"])
        .output()
        .expect("pdftotext (poppler-utils, installed by scripts/bootstrap.sh)");
    let text = String::from_utf8(text.stdout).unwrap();
    // The photo's digest in fours, as a reader compares it; the appellant by name; every time
    // at the filing's offset (+08:00), whole on its line.
    let fours = |hex: &str| {
        hex.as_bytes()
            .chunks(4)
            .map(|c| std::str::from_utf8(c).unwrap())
            .collect::<Vec<_>>()
            .join(" ")
    };
    for needle in [
        "提訴記録",
        case.as_str(),
        "提訴者 李明",
        &fours(&sha[..24]),
        "The clock at the door was fast",
        "2026-11-22 09:40:00",
        "UTC+08:00",
    ] {
        assert!(
            text.contains(needle),
            "{needle} not in the case file:\n{text}"
        );
    }
    assert!(
        !text.contains("p1"),
        "the appellant by name, not id:\n{text}"
    );
    assert!(
        !text.lines().any(|l| l.trim_start().starts_with('。')),
        "no line starts with 。:\n{text}"
    );
    let images = std::process::Command::new("pdfimages")
        .args(["-list", s(&pdf)])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(images.stdout)
            .unwrap()
            .lines()
            .skip(2)
            .count(),
        1
    );
    let out_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/e2e");
    std::fs::create_dir_all(&out_dir).unwrap();
    std::fs::copy(&pdf, out_dir.join("case-file-ja.pdf")).unwrap();
}
