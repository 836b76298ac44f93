//! How a ruling is appealed under each ruleset, as its book says (`[appeals]`), and whether an
//! appeal is in time. The facts checked here are read from the books: MCR 3.12–3.13 (30
//! minutes after the 局, which 3.4.4 makes the session; in writing; 200 US dollars refunded if
//! it wins; the committee may not overrule the head referee's rulings under the rules),
//! SBR 第十三条 (nothing heard once the hand has ended; the committee may only recommend), and
//! the three books that say nothing.

use chrono::{DateTime, Duration, FixedOffset};
use proptest::prelude::*;
use rulebook::appeal::{deadline, Anchors, AppealRule, CommitteePower, DeadlineFrom};
use rulebook::builtin_ruleset;

fn at(s: &str) -> DateTime<FixedOffset> {
    DateTime::parse_from_rfc3339(s).unwrap()
}

fn rule(ruleset: &str) -> AppealRule {
    builtin_ruleset(ruleset).unwrap().appeals
}

#[test]
fn each_book_gives_its_own_appeal_rule() {
    let mcr = rule("mcr-2006");
    assert_eq!(
        (mcr.deadline_from, mcr.deadline_minutes),
        (DeadlineFrom::SessionEnd, 30.0)
    );
    assert!(mcr.in_writing);
    let fee = mcr.fee.unwrap();
    assert_eq!(
        (fee.amount, fee.currency.as_str(), fee.refunded_if_upheld),
        (200.0, "USD", true)
    );
    assert_eq!(mcr.heard_by, ["head", "appeals"]);
    assert_eq!(mcr.committee_may, CommitteePower::Uphold);

    let sbr = rule("sbr-2025");
    assert_eq!(
        (sbr.deadline_from, sbr.deadline_minutes),
        (DeadlineFrom::HandEnd, 0.0)
    );
    assert!(!sbr.in_writing && sbr.fee.is_none() && !sbr.silent);
    assert_eq!(sbr.committee_may, CommitteePower::Recommend);
    // The 2V2 supplement has no appeal article: the main rules hold.
    let duo = rule("sbr-2025-2v2");
    assert_eq!(duo, sbr);

    for silent in ["china-1998", "jsma", "leisure"] {
        let r = rule(silent);
        assert!(r.silent, "{silent}");
        assert_eq!(r.deadline_from, DeadlineFrom::None, "{silent}");
        assert!(!r.in_writing && r.fee.is_none(), "{silent}");
    }
}

#[test]
fn mcr_thirty_minutes_after_the_session_sbr_not_after_the_hand() {
    let ended = Anchors {
        session_ended_at: Some(at("2026-11-22T12:00:00+08:00")),
        hand_ended_at: Some(at("2026-11-22T10:05:00+08:00")),
    };
    let mcr = rule("mcr-2006");
    let d = deadline(&mcr, &ended, at("2026-11-22T12:30:00+08:00"));
    assert_eq!(d.at, Some(at("2026-11-22T12:30:00+08:00")));
    assert!(d.in_time, "at the deadline itself");
    assert!(!deadline(&mcr, &ended, at("2026-11-22T12:30:01+08:00")).in_time);
    // The same instant written in another offset is the same instant.
    assert!(deadline(&mcr, &ended, at("2026-11-22T04:29:00+00:00")).in_time);

    let sbr = rule("sbr-2025");
    assert!(deadline(&sbr, &ended, at("2026-11-22T10:04:59+08:00")).in_time);
    assert!(!deadline(&sbr, &ended, at("2026-11-22T10:05:01+08:00")).in_time);

    // Before the session (or hand) has ended there is no deadline yet, and the appeal is in time.
    let going_on = Anchors::default();
    for r in [&mcr, &sbr] {
        let d = deadline(r, &going_on, at("2026-11-22T23:00:00+08:00"));
        assert_eq!((d.at, d.in_time), (None, true));
    }
    // A book with no deadline never makes an appeal late.
    let d = deadline(&rule("jsma"), &ended, at("2026-12-31T23:00:00+08:00"));
    assert_eq!((d.at, d.in_time), (None, true));
}

proptest! {
    /// In time exactly when filed no later than the anchor plus the rule's minutes, counted in
    /// whole seconds here (the reference), for any anchor, length and filing time.
    #[test]
    fn in_time_is_filed_no_later_than_the_deadline(
        minutes in 0u32..240,
        after in -10_000i64..30_000,
        offset_hours in -12i32..14,
    ) {
        static MCR: std::sync::OnceLock<AppealRule> = std::sync::OnceLock::new();
        let mut r = MCR.get_or_init(|| rule("mcr-2006")).clone();
        r.deadline_minutes = f64::from(minutes);
        let zone = FixedOffset::east_opt(offset_hours * 3600).unwrap();
        let ended = at("2026-11-22T12:00:00+08:00");
        let filed = (ended + Duration::seconds(after)).with_timezone(&zone);
        let anchors = Anchors { session_ended_at: Some(ended), hand_ended_at: None };
        let d = deadline(&r, &anchors, filed);
        prop_assert_eq!(d.in_time, after <= i64::from(minutes) * 60);
    }
}

/// Where a book is read more than one way, the event's regulations choose what the committee
/// may decide among the readings the data names, ours first; a plain book cannot be changed.
#[test]
fn an_event_chooses_what_the_committee_may_among_the_books_readings() {
    use rulebook::overrides::{apply, Overrides};
    for c in rulebook::builtin().unwrap() {
        let r = &c.appeals;
        if !r.committee_may_readings.is_empty() {
            assert_eq!(
                r.committee_may_readings[0], r.committee_may,
                "{}: ours first",
                c.id
            );
        }
    }
    let mcr = builtin_ruleset("mcr-2006").unwrap();
    assert_eq!(
        mcr.appeals.committee_may_readings,
        [CommitteePower::Uphold, CommitteePower::Recommend]
    );
    let chose = |power| Overrides {
        committee_may: Some(power),
        ..Overrides::default()
    };
    let read = apply(&mcr, &chose(CommitteePower::Recommend)).unwrap();
    assert_eq!(read.appeals.committee_may, CommitteePower::Recommend);
    let ours = apply(&mcr, &chose(CommitteePower::Uphold)).unwrap();
    assert_eq!(ours.appeals, mcr.appeals, "choosing ours changes nothing");
    // A power the book cannot be read to give is refused, with the article.
    let err = apply(&mcr, &chose(CommitteePower::Overturn)).unwrap_err();
    assert_eq!(err.code(), "committee-power-not-open");
    // SBR spells it out: no event changes it.
    let sbr = builtin_ruleset("sbr-2025").unwrap();
    assert!(sbr.appeals.committee_may_readings.is_empty());
    assert!(apply(&sbr, &chose(CommitteePower::Overturn)).is_err());
}
