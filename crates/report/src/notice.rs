//! The notice board's pages: the standings after a session and the penalty notice (the rulings
//! that stand), A4 in the report's language, laid out by `paper`.

use crate::csv_file::number;
use crate::{standings_after, ReportError, Words};
use paper::{Align, Column, Printed, Sheet};
use std::collections::BTreeMap;
use tournament::review::ReviewFilter;
use tournament::{Desk, EventSetup};

fn column(words: &Words, key: &str, weight: f32, align: Align) -> Column {
    Column {
        title: words.plain(&format!("report-col-{key}")),
        weight,
        align,
    }
}

/// The event's name, the session (with its date) or every session, and when it was printed.
fn heading(words: &Words, setup: Option<&EventSetup>, session: Option<&str>) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(setup) = setup {
        lines.push(words.say("report-event", &text_args(&[("name", &setup.name)])));
    }
    let def = session.and_then(|id| setup?.sessions.iter().find(|s| s.id == id));
    lines.push(match (session, def) {
        (Some(id), def) => {
            let name = def.map_or(id, |d| if d.name.is_empty() { &d.id } else { &d.name });
            let date = def.map_or("", |d| d.scheduled_start.get(..10).unwrap_or(""));
            words.say(
                "report-session",
                &text_args(&[("name", name), ("date", date)]),
            )
        }
        (None, _) => words.plain("report-all-sessions"),
    });
    let now = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
    lines.push(words.say("report-printed", &text_args(&[("at", &now)])));
    lines
}

fn text_args(pairs: &[(&str, &str)]) -> BTreeMap<String, l10n::Arg> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), l10n::Arg::Text(v.to_string())))
        .collect()
}

fn print(
    words: &Words,
    title: &str,
    lines: Vec<String>,
    (columns, rows): (Vec<Column>, Vec<Vec<String>>),
    empty: &str,
) -> Result<Printed, ReportError> {
    let footer = |page: usize, pages: usize| {
        let args = [
            ("page".to_string(), l10n::Arg::Number(page as f64)),
            ("pages".to_string(), l10n::Arg::Number(pages as f64)),
        ]
        .into_iter()
        .collect();
        words.say("report-page", &args)
    };
    Ok(paper::print(&Sheet {
        lang: words.lang(),
        title: words.plain(title),
        lines,
        columns,
        rows,
        empty: words.plain(empty),
        footer: &footer,
        pictures: Vec::new(),
    })?)
}

/// The standings after `session` (default: the event's last), one line per player in the
/// order of the totals.
pub fn standings_pdf(
    desk: &Desk,
    session: Option<&str>,
    words: &Words,
) -> Result<Printed, ReportError> {
    let (setup, standings) = standings_after(desk, session)?;
    let columns = vec![
        column(words, "rank", 1.0, Align::End),
        column(words, "player", 4.0, Align::Start),
        column(words, "table", 1.2, Align::End),
        column(words, "session-score", 2.0, Align::End),
        column(words, "session-rank-points", 2.0, Align::End),
        column(words, "total-score", 2.0, Align::End),
        column(words, "total-rank-points", 2.0, Align::End),
        column(words, "remark", 2.5, Align::Start),
    ];
    let rows = crate::standing_lines(&standings, setup)
        .map(|line| {
            let mut remark = Vec::new();
            if line.seat.is_some_and(|(_, r)| r.forfeit) {
                remark.push(words.plain("report-forfeit"));
            }
            if line.total.disqualified {
                remark.push(words.plain("report-disqualified"));
            }
            // Each session a substitute played in the player's place: the total counts it.
            for played in &line.total.substitutes {
                let session = setup
                    .sessions
                    .iter()
                    .find(|s| s.id == played.session && !s.name.is_empty())
                    .map_or(played.session.as_str(), |s| s.name.as_str());
                let name = setup
                    .player(&played.substitute)
                    .map_or(played.substitute.as_str(), |p| p.name.as_str());
                remark.push(words.say(
                    "report-remark-substitute",
                    &text_args(&[("session", session), ("name", name)]),
                ));
            }
            // Each rank-point sanction the total counts, so the sums can be checked by eye.
            for a in &line.total.sanctions {
                let incident = words.incident(desk.catalogues(), &setup.ruleset, &a.incident);
                let amount = match a.amount > 0.0 {
                    true => format!("+{}", number(a.amount)),
                    false => format!("−{}", number(-a.amount)),
                };
                remark.push(words.say(
                    "report-remark-rank-points",
                    &text_args(&[("incident", &incident), ("amount", &amount)]),
                ));
            }
            let (table, score, points) = line.seat.map_or_else(Default::default, |(t, r)| {
                (
                    t.to_string(),
                    number(r.score_adjusted),
                    number(r.rank_points_adjusted),
                )
            });
            vec![
                line.total.rank.to_string(),
                line.name.unwrap_or(&line.total.player).to_string(),
                table,
                score,
                points,
                number(line.total.score),
                number(line.total.rank_points),
                remark.join(&words.plain("report-separator")),
            ]
        })
        .collect();
    print(
        words,
        "report-standings-title",
        heading(words, Some(setup), Some(&standings.session)),
        (columns, rows),
        "report-no-scores",
    )
}

/// The penalty notice: the rulings that stand under `filter` (a session's, usually), oldest
/// first, with who, what and the article.
pub fn notice_pdf(
    desk: &Desk,
    filter: &ReviewFilter,
    words: &Words,
) -> Result<Printed, ReportError> {
    let standing = ReviewFilter {
        standing_only: true,
        ..filter.clone()
    };
    let review = desk.review(&standing)?;
    let columns = vec![
        column(words, "time", 1.6, Align::Start),
        column(words, "table", 1.0, Align::End),
        column(words, "player", 3.0, Align::Start),
        column(words, "incident", 3.2, Align::Start),
        column(words, "sanctions", 4.5, Align::Start),
        column(words, "article", 2.2, Align::Start),
    ];
    let rows = review
        .rulings
        .iter()
        .map(|r| {
            vec![
                r.recorded_at.get(11..16).unwrap_or_default().to_string(),
                r.table.map(|t| t.to_string()).unwrap_or_default(),
                if r.name.is_empty() {
                    r.player.clone()
                } else {
                    r.name.clone()
                },
                words.ruled(
                    desk.catalogues(),
                    &r.ruleset,
                    &r.incident,
                    r.decided_as.as_deref(),
                ),
                words.sanctions(&r.sanctions),
                r.article.clone(),
            ]
        })
        .collect();
    print(
        words,
        "report-notice-title",
        heading(words, desk.setup(), filter.session.as_deref()),
        (columns, rows),
        "report-none",
    )
}
