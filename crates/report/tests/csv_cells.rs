//! No cell of a report begins as a spreadsheet formula (CSV injection, issue 23): whatever the
//! names, ids, reasons and numbers, a cell beginning with `=`, `+`, `-`, `@`, a tab or a
//! carriage return is written with a leading `'`, and taking that `'` away gives the value
//! back (`docs/reports.md`). Each cell is held to what the report was given in its place (the
//! rows' own values), never to what was read back from the file.

use rulebook::{Sanction, SanctionKind};
use std::collections::BTreeMap;
use tournament::csv_cell::restore;
use tournament::review::ReviewRow;
use tournament::standings::{SessionStandings, StandingRow, TableStandings, TotalRow};
use tournament::EventSetup;

/// Every cell of a written report, as any CSV reader reads it (no trimming, no un-marking).
fn cells(text: &str) -> Vec<Vec<String>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .from_reader(text.trim_start_matches('\u{feff}').as_bytes());
    reader
        .records()
        .map(|r| r.unwrap().iter().map(String::from).collect())
        .collect()
}

/// A small generator of hostile text: xorshift over the formula starts, `'`, quotes, commas,
/// line breaks and letters.
struct Texts(u64);

impl Texts {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn text(&mut self) -> String {
        const PIECES: [&str; 16] = [
            "=",
            "+",
            "-",
            "@",
            "\t",
            "\r",
            "'",
            "\"",
            ",",
            "\n",
            "A",
            "名",
            "HYPERLINK(",
            "1",
            " ",
            "cmd|' /C calc'!A0",
        ];
        let len = self.next() % 6;
        (0..len)
            .map(|_| PIECES[(self.next() % PIECES.len() as u64) as usize])
            .collect()
    }

    fn number(&mut self) -> f64 {
        (self.next() % 20_001) as f64 - 10_000.0
    }
}

/// The characters a cell must not begin with, as `docs/reports.md` lists them.
const FORMULA_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

/// A value as `docs/reports.md` says it is written: with one more `'` before it when it
/// begins as a formula would, or with `'`s and then such a character; as it is otherwise.
fn written_as(value: &str) -> String {
    match value.trim_start_matches('\'').starts_with(FORMULA_STARTS) {
        true => format!("'{value}"),
        false => value.to_string(),
    }
}

/// Asserts every cell is safe, is what the contract writes for the value given in that place,
/// and reads back to that value.
fn assert_safe(written: &[Vec<String>], given: &[Vec<String>]) {
    assert_eq!(written.len(), given.len());
    for (row, values) in written.iter().zip(given) {
        assert_eq!(row.len(), values.len());
        for (cell, value) in row.iter().zip(values) {
            assert!(!cell.starts_with(FORMULA_STARTS), "{cell:?} is unmarked");
            assert_eq!(cell, &written_as(value), "{value:?}");
            assert_eq!(restore(cell), value);
        }
    }
}

/// A number as the reports write it: 30 rather than 30.0, fractions as they are.
fn shown(x: f64) -> String {
    match x.fract() == 0.0 {
        true => format!("{}", x as i64),
        false => x.to_string(),
    }
}

#[test]
fn no_cell_of_the_penalty_log_begins_as_a_formula() {
    let l10n = l10n::Localizer::new().unwrap();
    let catalogues = rulebook::builtin().unwrap();
    let words = report::Words::new(&l10n, "en");
    let mut t = Texts(0x9e37_79b9_7f4a_7c15);
    for _ in 0..200 {
        let rows: Vec<ReviewRow> = (0..5)
            .map(|_| ReviewRow {
                id: t.text(),
                seq: 1,
                ruleset: "sbr-2025".into(),
                session: t.text(),
                table: Some(1),
                hand: None,
                player: t.text(),
                name: t.text(),
                incident: "late-arrival".into(),
                decided_as: None,
                article: t.text(),
                sanctions: vec![Sanction::with_amount(SanctionKind::Score, t.number())],
                referee: t.text(),
                device: t.text(),
                recorded_at: t.text(),
                standing: false,
                struck_by: Some("void".into()),
                struck_reason: Some(t.text()),
                amendments: 0,
                event_version: None,
            })
            .collect();
        let csv = report::log_csv(&rows, &catalogues, &words);
        let written = cells(&csv.text);
        // What each cell was given, in the columns' order: the row's values, the worded ones
        // worded from them.
        let given: Vec<Vec<String>> =
            std::iter::once(report::LOG_COLUMNS.iter().map(|c| c.to_string()).collect())
                .chain(rows.iter().map(|r| {
                    vec![
                        r.id.clone(),
                        r.recorded_at.clone(),
                        r.session.clone(),
                        "1".into(),
                        String::new(),
                        r.player.clone(),
                        r.name.clone(),
                        r.incident.clone(),
                        words.incident(&catalogues, &r.ruleset, &r.incident),
                        r.article.clone(),
                        words.sanctions(&r.sanctions),
                        words.yes_no(r.standing),
                        r.struck_reason.clone().unwrap(),
                        "0".into(),
                        r.referee.clone(),
                        r.device.clone(),
                        String::new(),
                    ]
                }))
                .collect();
        assert_safe(&written, &given);
    }
}

#[test]
fn no_cell_of_the_standings_begins_as_a_formula_negative_scores_included() {
    let l10n = l10n::Localizer::new().unwrap();
    let words = report::Words::new(&l10n, "en");
    let mut t = Texts(0x2545_f491_4f6c_dd1d);
    for _ in 0..200 {
        let players: Vec<(String, String)> = (0..4)
            .map(|i| (format!("{}{i}", t.text()), t.text()))
            .collect();
        let scores: Vec<f64> = (0..4).map(|_| t.number()).collect();
        let setup: EventSetup = serde_json::from_value(serde_json::json!({
            "id": "e", "name": "E", "ruleset": "sbr-2025", "referee": "r",
            "sessions": [], "tables": [],
            "players": players.iter().map(|(id, name)| serde_json::json!({"id": id, "name": name}))
                .collect::<Vec<_>>(),
        }))
        .unwrap();
        let session = t.text();
        let standings = SessionStandings {
            session: session.clone(),
            tables: vec![TableStandings {
                table: 1,
                scored: true,
                scores: BTreeMap::new(),
                standings: players
                    .iter()
                    .zip(&scores)
                    .map(|((id, _), s)| StandingRow {
                        player: id.clone(),
                        score: *s,
                        score_adjusted: *s - 10.0,
                        rank: 1,
                        rank_points: -*s / 1000.0,
                        rank_points_adjusted: -*s / 1000.0,
                        forfeit: false,
                        disqualified: false,
                        annulled: false,
                    })
                    .collect(),
                adjustments: Vec::new(),
                hands: Vec::new(),
            }],
            totals: players
                .iter()
                .zip(&scores)
                .enumerate()
                .map(|(i, ((id, _), s))| TotalRow {
                    player: id.clone(),
                    score: *s,
                    rank_points: -*s / 1000.0,
                    rank: i + 1,
                    disqualified: false,
                    sanctions: Vec::new(),
                    substitutes: Vec::new(),
                })
                .collect(),
            matches: Vec::new(),
            team_totals: Vec::new(),
        };
        let csv = report::standings_csv(&standings, &setup, &words);
        let written = cells(&csv.text);
        // What each cell was given: the totals' players in order, each at table 1 this
        // session, from the rows above.
        let given: Vec<Vec<String>> = std::iter::once(
            report::STANDINGS_COLUMNS
                .iter()
                .map(|c| c.to_string())
                .collect(),
        )
        .chain(
            players
                .iter()
                .zip(&scores)
                .enumerate()
                .map(|(i, ((id, name), s))| {
                    vec![
                        (i + 1).to_string(),
                        id.clone(),
                        name.clone(),
                        session.clone(),
                        "1".into(),
                        shown(*s),
                        shown(*s - 10.0),
                        shown(-*s / 1000.0),
                        shown(*s),
                        shown(-*s / 1000.0),
                        words.yes_no(false),
                        words.yes_no(false),
                    ]
                }),
        )
        .collect();
        assert_safe(&written, &given);
        // A negative score is marked; a positive one is not.
        for (row, s) in written[1..].iter().zip(&scores) {
            let shown = (*s as i64).to_string();
            if *s < 0.0 {
                assert_eq!(row[5], format!("'{shown}"));
            } else {
                assert_eq!(row[5], shown);
            }
        }
    }
}

#[test]
fn a_hyperlink_name_is_written_as_text() {
    let l10n = l10n::Localizer::new().unwrap();
    let words = report::Words::new(&l10n, "en");
    let row = ReviewRow {
        id: "r-1".into(),
        seq: 1,
        ruleset: "sbr-2025".into(),
        session: "R1".into(),
        table: None,
        hand: None,
        player: "@p1".into(),
        name: "=HYPERLINK(\"http://evil.example\",\"click\")".into(),
        incident: "late-arrival".into(),
        decided_as: None,
        article: String::new(),
        sanctions: Vec::new(),
        referee: "+r".into(),
        device: "-d".into(),
        recorded_at: String::new(),
        standing: true,
        struck_by: None,
        struck_reason: None,
        amendments: 0,
        event_version: None,
    };
    let csv = report::log_csv(&[row], &rulebook::builtin().unwrap(), &words);
    let line = csv.text.lines().nth(1).unwrap();
    assert!(
        line.contains(",'@p1,\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\","),
        "{line}"
    );
    assert!(line.contains(",'+r,'-d,"), "{line}");
}
