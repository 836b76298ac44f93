//! `mjref review` and `mjref scores` (contract, wave 2): the head referee sees every ruling of
//! the event from every device, narrowed by filters that combine with AND; two referees who
//! recorded one late arrival on two tablets are flagged as a possible duplicate, and once the
//! head voids one the pair is gone and the voided ruling is listed as not standing. The
//! tablets' rulings count once the head has enrolled them (issue 23).

mod common;

use common::event::{head_event, log_add, refused, run, scores_args};
use common::{s, with_passphrase};
use serde_json::Value;
use std::path::Path;

fn add(db: &Path, table: &str, player: &str, incident: &str, fact: Option<&str>) -> String {
    let (ok, doc) = log_add(db, ("R1", table), player, incident, fact);
    assert!(ok, "{doc}");
    doc["id"].as_str().unwrap().to_string()
}

/// The header and the rows of a CSV the scoring office opens; it must start with a BOM.
fn read_csv(path: &Path) -> (Vec<String>, Vec<Vec<String>>) {
    let bytes = std::fs::read(path).unwrap();
    assert!(
        bytes.starts_with("\u{feff}".as_bytes()),
        "a byte-order mark first"
    );
    let mut r = csv::Reader::from_reader(&bytes[3..]);
    let header = r.headers().unwrap().iter().map(String::from).collect();
    let rows = r
        .records()
        .map(|rec| rec.unwrap().iter().map(String::from).collect())
        .collect();
    (header, rows)
}

/// What a poppler tool (installed by scripts/bootstrap.sh) says of a PDF.
/// `mjref report WHAT` of session R1 as a PDF in `lang`, written to `pdf`.
fn report_pdf(db: &Path, what: &str, lang: &str, pdf: &Path) -> Value {
    run(&[
        "report",
        what,
        "--db",
        s(db),
        "--format",
        "pdf",
        "--out",
        s(pdf),
        "--session",
        "R1",
        "--lang",
        lang,
        "--json",
    ])
}

fn poppler(tool: &str, pdf: &Path) -> String {
    let mut args = vec![pdf.to_str().unwrap()];
    if tool == "pdftotext" {
        args.push("-");
    }
    let out = std::process::Command::new(tool)
        .args(&args)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{tool}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn ids(doc: &Value) -> Vec<&str> {
    doc["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect()
}

#[test]
fn the_head_reviews_two_tablets_rulings_and_voids_one_of_a_duplicate_pair() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let bundle = dir.path().join("head.mjref");
    run(&["export", "--db", s(&head), "--out", s(&bundle), "--json"]);
    // Two floor tablets join; both see p2 arrive late at table 1, and one also rules p7.
    let (a, b) = (dir.path().join("a.db"), dir.path().join("b.db"));
    for floor in [&a, &b] {
        run(&["import", "--db", s(floor), s(&bundle), "--json"]);
    }
    let late = Some("arrived_at=2026-11-22T09:04:00+08:00");
    let first = add(&a, "1", "p2", "late-arrival", late);
    let other = add(&a, "2", "p7", "dissent", None);
    let second = add(&b, "1", "p2", "late-arrival", late);
    for floor in [&a, &b] {
        let out = dir.path().join("floor.mjref");
        run(&["export", "--db", s(floor), "--out", s(&out), "--json"]);
        run(&["import", "--db", s(&head), s(&out), "--json"]);
    }
    let h = s(&head);
    // Until the head enrols the tablets, their rulings are kept apart and counted nowhere.
    let apart = run(&["review", "--db", h, "--json"]);
    assert!(ids(&apart).is_empty());
    assert_eq!(apart["not_enrolled"].as_array().unwrap().len(), 3);
    // The head seals its key and signs the referee list naming both tablets.
    let with = |args: &[&str]| {
        let (ok, doc) = with_passphrase(args, Some("plum blossom"));
        assert!(ok, "{args:?}: {doc}");
    };
    with(&["device", "--db", h, "--seal", "--json"]);
    let key = |db: &Path| {
        run(&["device", "--db", s(db), "--json"])["device"]
            .as_str()
            .unwrap()
            .to_string()
    };
    let (ana, bo) = (
        format!("{}=floor:Ana", key(&a)),
        format!("{}=floor:Bo", key(&b)),
    );
    with(&[
        "referees",
        "--db",
        h,
        "--name",
        "Chief",
        "--event",
        "open",
        "--referee",
        &ana,
        "--referee",
        &bo,
        "--json",
    ]);

    let all = run(&["review", "--db", h, "--json"]);
    assert!(all["not_enrolled"].as_array().unwrap().is_empty());
    assert_eq!(ids(&all), [first.as_str(), other.as_str(), second.as_str()]);
    let row = &all["rulings"][0];
    for field in [
        "session",
        "table",
        "player",
        "incident",
        "referee",
        "device",
        "recorded_at",
    ] {
        assert!(!row[field].is_null(), "{field}: {row}");
    }
    assert_eq!(row["standing"], true);
    let pair = &all["possible_duplicates"][0]["rulings"];
    assert_eq!(pair, &serde_json::json!([first, second]));
    assert_eq!(all["possible_duplicates"].as_array().unwrap().len(), 1);

    // Filters combine with AND: p2 at table 1 has both; p2 and dissent has none.
    let p2 = run(&[
        "review", "--db", h, "--player", "p2", "--table", "1", "--json",
    ]);
    assert_eq!(ids(&p2), [first.as_str(), second.as_str()]);
    let summary = &p2["players"][0];
    assert_eq!(
        (summary["player"].as_str(), summary["rulings"].as_u64()),
        (Some("p2"), Some(2))
    );
    let deducted = |rows: &Value| -> f64 {
        rows.as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["sanctions"].as_array().unwrap())
            .filter(|x| x["kind"] == "rank_points")
            .map(|x| x["amount"].as_f64().unwrap())
            .sum()
    };
    let both = deducted(&p2["rulings"]);
    assert!(both < 0.0, "a late arrival costs rank points: {p2}");
    assert_eq!(summary["rank_points"].as_f64(), Some(both));
    let none = run(&[
        "review",
        "--db",
        h,
        "--player",
        "p2",
        "--incident",
        "dissent",
        "--json",
    ]);
    assert!(ids(&none).is_empty());
    let by_device = run(&[
        "review",
        "--db",
        h,
        "--device",
        row["device"].as_str().unwrap(),
        "--json",
    ]);
    assert_eq!(ids(&by_device), [first.as_str(), other.as_str()]);

    // The head voids the second tablet's copy: the pair is gone, and the voided ruling is
    // still listed, as not standing.
    with(&[
        "log",
        "void",
        "--db",
        h,
        "--id",
        &second,
        "--note",
        "recorded twice",
        "--json",
    ]);
    let after = run(&["review", "--db", h, "--json"]);
    assert!(after["possible_duplicates"].as_array().unwrap().is_empty());
    assert_eq!(after["rulings"][2]["standing"], false);
    let standing = run(&["review", "--db", h, "--standing-only", "--json"]);
    assert_eq!(ids(&standing), [first.as_str(), other.as_str()]);
    let one = deducted(&serde_json::json!([standing["rulings"][0]]));
    assert_eq!(standing["players"][0]["rank_points"].as_f64(), Some(one));
    assert!(one > both, "one deduction left of two");

    // The log for the scoring office, in Chinese: read back, the same rulings in the same
    // order, the voided one marked, names and incidents in words.
    let file = dir.path().join("log.csv");
    let written = run(&[
        "report",
        "log",
        "--db",
        h,
        "--format",
        "csv",
        "--out",
        s(&file),
        "--lang",
        "zh-CN",
        "--json",
    ]);
    assert_eq!(written["rows"], 3);
    let (header, rows) = read_csv(&file);
    let column = |name: &str| header.iter().position(|c| c == name).unwrap();
    let got: Vec<&str> = rows
        .iter()
        .map(|r| r[column("ruling_id")].as_str())
        .collect();
    assert_eq!(got, ids(&after));
    assert_eq!(rows[0][column("player_name")], "Anna Weber");
    assert_eq!(rows[1][column("player_name")], "鈴木 愛");
    assert_eq!(rows[0][column("incident_name")], "迟到");
    assert_eq!(rows[2][column("standing")], "否");
    assert_eq!(rows[2][column("struck_reason")], "recorded twice");
    assert!(
        rows[0][column("sanctions")].starts_with("盘分 -"),
        "{:?}",
        rows[0]
    );
}

#[test]
fn scores_are_recorded_for_a_seated_table_and_refused_in_words_otherwise() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let h = s(&head);
    let scores = |given| scores_args(&head, ("R1", "1"), given);
    let recorded = run(&scores(&["p1=30", "p2=-10", "p3=-5", "p4=-15"]));
    assert!(
        recorded["id"].is_string() && recorded["seq"].is_u64(),
        "{recorded}"
    );
    let malformed = scores(&["p1=thirty"]);
    let missing = scores(&["p1=30"]);
    let events = |doc: Value| doc["events"].as_u64().unwrap();
    let before = events(run(&["verify", "--db", h, "--json"]));
    assert_eq!(refused(&malformed), "malformed-score");
    assert_eq!(refused(&missing), "missing-score");
    assert_eq!(
        events(run(&["verify", "--db", h, "--json"])),
        before,
        "nothing kept"
    );

    // The standings for the scoring office: one row per player, p1's score as entered.
    let file = dir.path().join("standings.csv");
    let written = run(&[
        "report",
        "standings",
        "--db",
        h,
        "--format",
        "csv",
        "--out",
        s(&file),
        "--session",
        "R1",
        "--lang",
        "ja",
        "--json",
    ]);
    let (header, rows) = read_csv(&file);
    assert_eq!(written["rows"].as_u64(), Some(rows.len() as u64));
    let column = |name: &str| header.iter().position(|c| c == name).unwrap();
    let p1 = rows
        .iter()
        .find(|r| r[column("player_id")] == "p1")
        .unwrap();
    assert_eq!(p1[column("player_name")], "李明");
    assert_eq!(p1[column("session_score")], "30");
    assert_eq!(p1[column("table")], "1");
    assert_eq!(p1[column("rank")], "1");

    // The same standings and the penalty notice for the notice board, read back as a person
    // would: every font embedded, the names found in the text.
    add(&head, "2", "p8", "late-arrival", Some("minutes_late=3"));
    for (what, lang, names) in [
        ("standings", "ja", ["李明", "佐藤 健", "Anna Weber"]),
        ("log", "zh-CN", ["迟到", "张伟", "Open 2026"]),
    ] {
        let pdf = dir.path().join(format!("{what}.pdf"));
        let written = report_pdf(&head, what, lang, &pdf);
        assert_eq!(written["pages"], 1, "{written}");
        let fonts = poppler("pdffonts", &pdf);
        assert!(fonts.lines().count() > 2, "{fonts}");
        for line in fonts.lines().skip(2) {
            let cols: Vec<&str> = line.split_whitespace().collect();
            let n = cols.len();
            assert_eq!(&cols[n - 5..n - 2], ["yes", "yes", "yes"], "{line}");
        }
        let text = poppler("pdftotext", &pdf);
        for name in names {
            assert!(text.contains(name), "{what}: {name} not in {text}");
        }
    }
}

/// The standings on the notice board as a player reads them: best placed first, a session's
/// rank points after the sanction that cost one, and the remark naming it (issue 26).
#[test]
fn the_standings_page_lists_by_place_and_names_each_rank_point_sanction() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    // Seat order p1, p2, p3, p4; places p1, p3, p4, p2 (the last also late by 12 minutes).
    run(&scores_args(
        &head,
        ("R1", "1"),
        &["p1=30", "p2=-15", "p3=-5", "p4=-10"],
    ));
    add(&head, "1", "p2", "late-arrival", Some("minutes_late=12"));
    let pdf = dir.path().join("standings.pdf");
    report_pdf(&head, "standings", "en", &pdf);
    let text = poppler("pdftotext", &pdf);
    let at = |name: &str| {
        text.find(name)
            .unwrap_or_else(|| panic!("{name} not in {text}"))
    };
    assert!(
        at("李明") < at("佐藤 健") && at("佐藤 健") < at("王芳") && at("王芳") < at("Anna Weber"),
        "best placed first: {text}"
    );
    // A cell's words may wrap onto a second line.
    let flowing = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flowing.contains("Anna Weber 1 -15 0 -15 0 Late arrival: −1 rank pts"),
        "last and a rank point off, named in the remark: {flowing}"
    );
}

/// A substitute's session on the notice board: on the line of the player replaced, with the
/// substitute's table and score, and a remark saying who played.
#[test]
fn the_standings_page_puts_a_substitutes_session_on_the_line_of_the_player_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let head = head_event(dir.path());
    let rows: Vec<&str> = common::event::ROSTER
        .trim_start_matches('\u{feff}')
        .lines()
        .collect();
    let mut roster = format!("{},role,replaces\n", rows[0]);
    for row in &rows[1..] {
        match row.starts_with("R1,1,S,p2") {
            true => roster.push_str("R1,1,S,p9,周杰,替补,p2\n"),
            false => roster.push_str(&format!("{row},,\n")),
        }
    }
    let file = dir.path().join("substitute.csv");
    std::fs::write(&file, roster).unwrap();
    run(&["event", "roster", "--db", s(&head), s(&file), "--json"]);
    run(&scores_args(
        &head,
        ("R1", "1"),
        &["p1=30", "p9=-15", "p3=-5", "p4=-10"],
    ));
    let pdf = dir.path().join("standings.pdf");
    report_pdf(&head, "standings", "en", &pdf);
    let text = poppler("pdftotext", &pdf);
    let flowing = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        flowing.contains("Anna Weber 1 -15 1 -15 1 session R1: played by 周杰 (substitute)"),
        "the substitute's session on Anna Weber's line: {flowing}"
    );
    assert!(
        !flowing.contains("周杰 1 -15"),
        "no line of the substitute's own: {flowing}"
    );
}
