//! The appeal case file: what the committee decided on, as one A4 document in the report's
//! language — the filing and its deadline under the ruleset's appeal article, each ruling with
//! its article, the catalogue's summary and its whole history, the photos (listed, and their
//! thumbnails after the table), the notes, the decisions, and the record's verification with
//! its digest, so a reader can check the file against the record it came from.

use crate::{ReportError, Words};
use chrono::{DateTime, FixedOffset};
use l10n::Arg;
use paper::{Align, Column, Picture, Printed, Sheet};
use std::collections::BTreeMap;
use tournament::appeal::CaseView;
use tournament::Desk;

fn args(pairs: &[(&str, &str)]) -> BTreeMap<String, Arg> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), Arg::Text(v.to_string())))
        .collect()
}

/// A device's key as printed: its fingerprint as the app shows it (the first 16 hex digits in
/// fours, `ui/src/lib/record/record.ts`), so paper and screen name a device alike.
fn short(device: &str) -> String {
    in_fours(device.get(..16).unwrap_or(device))
}

/// Hex digits in groups of four, as a reader compares them and as a line may break them.
fn in_fours(hex: &str) -> String {
    hex.as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Who recorded a step, by name (the devices are listed once, with the verification).
fn by(words: &Words, mark: &tournament::effective::ChangeMark) -> String {
    words.say("case-by", &args(&[("referee", &mark.referee)]))
}

/// The case's clock: every time in the file read at one offset, the filing's (the hall's
/// local time), so times recorded on devices set to other zones line up with it.
struct Clock(Option<FixedOffset>);

impl Clock {
    fn of(view: &CaseView) -> Self {
        Clock(
            DateTime::parse_from_rfc3339(&view.filed_at)
                .ok()
                .map(|t| *t.offset()),
        )
    }

    /// `2026-11-22 09:40:00`: a time as one piece a narrow column keeps whole.
    fn at(&self, time: &str) -> String {
        match (self.0, DateTime::parse_from_rfc3339(time)) {
            (Some(zone), Ok(t)) => t
                .with_timezone(&zone)
                .format("%Y-%m-%d %H:%M:%S")
                .to_string(),
            _ => time.replacen('T', " ", 1),
        }
    }

    /// `+08:00`, said once in the heading.
    fn offset(&self) -> Option<String> {
        self.0.map(|z| z.to_string())
    }
}

/// Case `case` of the record as a PDF.
pub fn case_pdf(desk: &Desk, case: &str, words: &Words) -> Result<Printed, ReportError> {
    let view = desk.case(case)?;
    let report = desk.verify()?;
    let clock = Clock::of(&view);
    // The appellant by name (the id when the event names nobody).
    let appellant = desk
        .setup()
        .and_then(|s| s.players.iter().find(|p| p.id == view.by))
        .map_or(view.by.clone(), |p| p.name.clone());
    let mut rows: Vec<Vec<String>> = Vec::new();
    let mut row = |when: &str, what: String, detail: String| {
        rows.push(vec![clock.at(when), what, detail]);
    };
    row(
        &view.opened.recorded_at,
        words.plain("case-row-filed"),
        words.say(
            "case-filed",
            &args(&[
                ("by", &appellant),
                ("at", &clock.at(&view.filed_at)),
                ("grounds", &view.grounds),
                ("referee", &view.opened.referee),
            ]),
        ),
    );
    let status = words.plain(if view.in_time {
        "appeal-in-time"
    } else {
        "appeal-out-of-time"
    });
    let deadline = match &view.deadline {
        Some(at) => words.say(
            "case-deadline",
            &args(&[("at", &clock.at(at)), ("status", &status)]),
        ),
        None => words.plain("case-no-deadline"),
    };
    // The book's rule, its deadline and fee said from the data (never a sentence with its
    // arguments unfilled: a case's ruleset is one the desk knows, or the case is refused).
    let appeals = desk.catalogue_for(&view.ruleset)?.appeals;
    let rule = words.with_data(
        &format!("{}-appeals-summary", view.ruleset),
        &appeals.summary_args,
    );
    row(
        "",
        words.plain("case-row-rule"),
        format!(
            "{}\n{}\n{}",
            words.say("case-article", &args(&[("article", &view.article)])),
            deadline,
            rule,
        ),
    );
    for r in &view.rulings {
        let summary = desk
            .catalogue_for(&r.row.ruleset)
            .ok()
            .and_then(|c| {
                let decided = r.row.decided_as.as_deref().unwrap_or(&r.row.incident);
                c.incident(decided)
                    .map(|i| words.with_data(&i.summary_id, &i.summary_args))
            })
            .unwrap_or_default();
        let player = if r.row.name.is_empty() {
            r.row.player.clone()
        } else {
            r.row.name.clone()
        };
        row(
            "",
            words.plain("case-row-ruling"),
            format!(
                "{} · {} · {}\n{}\n{}",
                player,
                words.ruled(
                    desk.catalogues(),
                    &r.row.ruleset,
                    &r.row.incident,
                    r.row.decided_as.as_deref()
                ),
                r.row.article,
                words.sanctions(&r.row.sanctions),
                summary
            ),
        );
        for step in &r.history {
            let mut detail = by(words, &step.mark);
            if let Some(d) = &step.decision {
                // A case's decision speaks of the appeal; one on the ruling, of the ruling.
                let id = match step.case {
                    Some(_) => format!("case-decision-{d}"),
                    None => format!("ui-history-decision-{d}"),
                };
                detail.push_str(&format!(" · {}", words.plain(&id)));
            }
            if !step.mark.reason.is_empty() {
                detail.push_str(&format!("\n{}", step.mark.reason));
            }
            row(
                &step.mark.recorded_at,
                words.plain(&format!("case-step-{}", step.mark.kind)),
                detail,
            );
        }
    }
    for (n, p) in view.evidence.iter().enumerate() {
        row(
            &p.added.recorded_at,
            words.say("case-row-photo", &num("n", n + 1)),
            format!(
                "{}{}",
                p.caption,
                p.ruling
                    .as_deref()
                    .map(|_| format!(" ({})", words.plain("case-photo-of-ruling")))
                    .unwrap_or_default(),
            ),
        );
    }
    for note in &view.notes {
        row(
            &note.added.recorded_at,
            words.plain("case-row-note"),
            format!("{}\n{}", note.text, by(words, &note.added)),
        );
    }
    for d in &view.decisions {
        row(
            &d.decided.recorded_at,
            words.plain(&format!("case-heard-as-{}", d.heard_as.key())),
            format!(
                "{}\n{}\n{}",
                words.plain(&format!("case-decision-{}", d.decision)),
                d.reason,
                by(words, &d.decided)
            ),
        );
    }
    let verified = if report.ok() {
        words.say(
            "case-verified",
            &[
                ("events".to_string(), Arg::Number(report.events as f64)),
                (
                    "devices".to_string(),
                    Arg::Number(report.devices.len() as f64),
                ),
            ]
            .into_iter()
            .collect(),
        )
    } else {
        words.say("case-not-verified", &num("problems", report.problems.len()))
    };
    // What a reader checks the file against, kept out of the story above: the case's id, each
    // device that signed a step, each photo's digest, the record's digest.
    let mut check = vec![verified, words.say("case-id", &args(&[("case", &view.id)]))];
    let mut devices: Vec<(&str, &str)> = Vec::new();
    for mark in marks(&view) {
        if !devices.iter().any(|(d, _)| *d == mark.device) {
            devices.push((&mark.device, &mark.referee));
        }
    }
    check.extend(devices.iter().map(|(device, referee)| {
        words.say(
            "case-device",
            &args(&[("referee", referee), ("device", &short(device))]),
        )
    }));
    check.extend(view.evidence.iter().enumerate().map(|(n, p)| {
        let mut a = args(&[("sha256", &in_fours(&p.sha256))]);
        a.insert("n".into(), Arg::Number((n + 1) as f64));
        words.say("case-photo-hash", &a)
    }));
    check.push(words.say(
        "case-digest",
        &args(&[("digest", &in_fours(&report.digest()))]),
    ));
    row("", words.plain("case-row-record"), check.join("\n"));
    let pictures = pictures(desk, &view, words)?;
    let footer = |page: usize, pages: usize| {
        let a = [
            ("page".to_string(), Arg::Number(page as f64)),
            ("pages".to_string(), Arg::Number(pages as f64)),
        ]
        .into_iter()
        .collect();
        words.say("report-page", &a)
    };
    let column = |key: &str, weight: f32| Column {
        title: words.plain(&format!("case-col-{key}")),
        weight,
        align: Align::Start,
    };
    let mut lines = Vec::new();
    if let Some(setup) = desk.setup().filter(|s| s.id == view.event) {
        lines.push(words.say("report-event", &args(&[("name", &setup.name)])));
    }
    lines.push(words.say(
        "case-heading",
        &args(&[
            ("by", &appellant),
            (
                "status",
                &words.plain(&format!("case-status-{}", status_key(&view))),
            ),
        ]),
    ));
    if let Some(offset) = clock.offset() {
        lines.push(words.say("case-times", &args(&[("offset", &offset)])));
    }
    Ok(paper::print(&Sheet {
        lang: words.lang(),
        title: words.plain("case-file-title"),
        lines,
        columns: vec![
            column("when", 2.4),
            column("what", 2.0),
            column("detail", 7.0),
        ],
        rows,
        empty: String::new(),
        footer: &footer,
        pictures,
    })?)
}

/// Every signed step of the case, in the order the file tells them.
fn marks(view: &CaseView) -> Vec<&tournament::effective::ChangeMark> {
    let mut out = vec![&view.opened];
    out.extend(
        view.rulings
            .iter()
            .flat_map(|r| r.history.iter().map(|s| &s.mark)),
    );
    out.extend(view.evidence.iter().map(|p| &p.added));
    out.extend(view.notes.iter().map(|n| &n.added));
    out.extend(view.decisions.iter().map(|d| &d.decided));
    out
}

fn num(key: &str, n: usize) -> BTreeMap<String, Arg> {
    [(key.to_string(), Arg::Number(n as f64))]
        .into_iter()
        .collect()
}

fn status_key(view: &CaseView) -> &'static str {
    match view.status {
        tournament::appeal::CaseStatus::Open => "open",
        tournament::appeal::CaseStatus::HeardByHead => "heard-by-head",
        tournament::appeal::CaseStatus::Decided => "decided",
    }
}

/// Each photo's thumbnail, numbered as the table lists them: the one this device made, or
/// one made now from the stored photo (a photo that came in a bundle has none yet).
fn pictures(desk: &Desk, view: &CaseView, words: &Words) -> Result<Vec<Picture>, ReportError> {
    let settings = evidence::Settings::builtin();
    let mut out = Vec::new();
    for (n, p) in view.evidence.iter().enumerate() {
        let thumb = match desk.thumbnail(&p.sha256)? {
            Some(t) => t,
            None => {
                let photo = desk.photo(&p.sha256)?.ok_or_else(|| {
                    tournament::TournamentError::from(tournament::CaseError::UnknownPhoto {
                        sha256: p.sha256.clone(),
                    })
                })?;
                evidence::thumbnail(&photo, &settings)?
            }
        };
        out.push(Picture {
            jpeg: thumb,
            caption: format!(
                "{} {}",
                words.say("case-row-photo", &num("n", n + 1)),
                p.caption
            ),
        });
    }
    Ok(out)
}
