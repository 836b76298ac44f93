//! The penalty log and the standings as CSV for the scoring office: UTF-8 with a BOM, one
//! header row of the column keys documented in `docs/reports.md`, then one row per ruling or
//! per player, names and sanctions in the report's language. Every cell goes through
//! `tournament::csv_cell`, as the roster export does: one a spreadsheet would read as a formula
//! (`=`, `+`, `-`, `@`, a tab or a carriage return first) is written with a leading `'`.

use crate::Words;
use rulebook::Catalogue;
use tournament::csv_cell::neutralise;
use tournament::review::ReviewRow;
use tournament::standings::SessionStandings;
use tournament::EventSetup;

/// The log's columns, in order: the header row says these keys.
pub const LOG_COLUMNS: [&str; 17] = [
    "ruling_id",
    "recorded_at",
    "session",
    "table",
    "hand",
    "player_id",
    "player_name",
    "incident",
    "incident_name",
    "article",
    "sanctions",
    "standing",
    "struck_reason",
    "amendments",
    "referee",
    "device",
    "event_version",
];

/// The standings' columns, in order: one row per player, in the order of the event's totals.
pub const STANDINGS_COLUMNS: [&str; 12] = [
    "rank",
    "player_id",
    "player_name",
    "session",
    "table",
    "session_score",
    "session_score_adjusted",
    "session_rank_points",
    "total_score",
    "total_rank_points",
    "forfeit",
    "disqualified",
];

/// A byte-order mark first, so spreadsheet programs read the file as UTF-8 and show CJK names.
const BOM: &str = "\u{feff}";

/// The file and how many rows it holds (the header not counted).
pub struct Csv {
    pub text: String,
    pub rows: usize,
}

fn write(header: &[&str], rows: Vec<Vec<String>>) -> Csv {
    let mut w = csv::Writer::from_writer(BOM.as_bytes().to_vec());
    let count = rows.len();
    w.write_record(header).expect("writing to memory");
    for row in rows {
        let cells = row.iter().map(|cell| neutralise(cell).into_owned());
        w.write_record(cells).expect("writing to memory");
    }
    let bytes = w.into_inner().expect("writing to memory");
    Csv {
        text: String::from_utf8(bytes).expect("every field is a String"),
        rows: count,
    }
}

pub(crate) fn number(x: f64) -> String {
    // 30 rather than 30.0; fractions as they are.
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        x.to_string()
    }
}

fn opt<T: ToString>(x: Option<T>) -> String {
    x.map(|v| v.to_string()).unwrap_or_default()
}

/// The penalty log: one row per ruling, as the review lists them (voided ones too, marked).
pub fn log_csv(rows: &[ReviewRow], catalogues: &[Catalogue], words: &Words) -> Csv {
    let rows = rows
        .iter()
        .map(|r| {
            vec![
                r.id.clone(),
                r.recorded_at.clone(),
                r.session.clone(),
                opt(r.table),
                opt(r.hand),
                r.player.clone(),
                r.name.clone(),
                r.incident.clone(),
                words.ruled(catalogues, &r.ruleset, &r.incident, r.decided_as.as_deref()),
                r.article.clone(),
                words.sanctions(&r.sanctions),
                words.yes_no(r.standing),
                r.struck_reason.clone().unwrap_or_default(),
                r.amendments.to_string(),
                r.referee.clone(),
                r.device.clone(),
                opt(r.event_version),
            ]
        })
        .collect();
    write(&LOG_COLUMNS, rows)
}

/// The standings after `standings.session`: every player of the event's totals, with their
/// table, score and rank points in that session.
pub fn standings_csv(standings: &SessionStandings, setup: &EventSetup, words: &Words) -> Csv {
    let rows = crate::standing_lines(standings, setup)
        .map(|line| {
            let (table, score, adjusted, points, forfeit) = match line.seat {
                Some((table, row)) => (
                    table.to_string(),
                    number(row.score),
                    number(row.score_adjusted),
                    number(row.rank_points),
                    words.yes_no(row.forfeit),
                ),
                None => Default::default(),
            };
            vec![
                line.total.rank.to_string(),
                line.total.player.clone(),
                line.name.unwrap_or_default().to_string(),
                standings.session.clone(),
                table,
                score,
                adjusted,
                points,
                number(line.total.score),
                number(line.total.rank_points),
                forfeit,
                words.yes_no(line.total.disqualified),
            ]
        })
        .collect();
    write(&STANDINGS_COLUMNS, rows)
}
