//! How a ruling is appealed under a ruleset, as its rulebook says (`[appeals]` in
//! `ruleset.toml`, each fact with its article): what the deadline runs from and how long it
//! is, whether the appeal must be in writing, the fee, who hears it and what the committee may
//! decide. A book that says nothing is marked silent, and the event's regulations fill it in.
//! `deadline` works out whether an appeal is in time: pure, so a case and its test agree.

use chrono::{DateTime, Duration, FixedOffset};
use serde::{Deserialize, Serialize};

/// What an appeal's deadline runs from.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeadlineFrom {
    /// The end of the hand the ruling was made in (SBR 第十三条 一: nothing is heard after it).
    HandEnd,
    /// The end of the session (MCR 3.12.2: the 局, which 3.4.4 makes the session).
    SessionEnd,
    /// The book sets no deadline.
    None,
}

/// What the committee may do with a head referee's ruling made under the rules.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CommitteePower {
    /// Overturn it like any other.
    Overturn,
    /// Not overturn it, only recommend that the head referee change it (SBR 第十三条 三（二）3).
    Recommend,
    /// Neither overturn it nor a disciplinary ruling (MCR 3.13.3); nothing to recommend.
    Uphold,
}

impl CommitteePower {
    /// The data's word for it (`rules-data/appeals.toml`, messages `…-committee-<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Self::Overturn => "overturn",
            Self::Recommend => "recommend",
            Self::Uphold => "uphold",
        }
    }
}

/// The appeal fee (MCR 3.12.2).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fee {
    pub amount: f64,
    pub currency: String,
    /// Given back when the appeal succeeds.
    pub refunded_if_upheld: bool,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AppealRule {
    pub article: String,
    pub deadline_from: DeadlineFrom,
    /// Minutes after the anchor; 0: by the anchor (the hand must not have ended).
    #[serde(default)]
    pub deadline_minutes: f64,
    #[serde(default)]
    pub in_writing: bool,
    #[serde(default)]
    pub fee: Option<Fee>,
    /// Who hears it, in order: `head` (the head referee), then `appeals` (the committee).
    pub heard_by: Vec<String>,
    pub committee_may: CommitteePower,
    /// Where the book is read more than one way, the readings of `committee_may` an event's
    /// regulations may choose among (ours, `committee_may`, among them); empty: the book is
    /// plain and no event changes it.
    #[serde(default)]
    pub committee_may_readings: Vec<CommitteePower>,
    /// The book says nothing of appeals: what is here is common practice, and the event's
    /// regulations should say.
    #[serde(default)]
    pub silent: bool,
    /// The locales carry a note where the book needs reading (`<ruleset>-appeals-interpretation`).
    #[serde(default)]
    pub interpretation: bool,
    /// The ruleset whose `[appeals]` this is (an overlay inherits its parent's), for the
    /// interpretation's message id. Set at load.
    #[serde(skip)]
    pub stated_by: String,
    /// What the data gives the appeals summary and interpretation (`<ruleset>-appeals-…`):
    /// `deadline_minutes`, and with a fee `fee` and `fee_currency`. Set at load
    /// (`with_sentence_args`).
    #[cfg_attr(feature = "ts", ts(type = "Record<string, number | string>"))]
    #[serde(default, skip_deserializing)]
    pub summary_args: std::collections::BTreeMap<String, crate::message::Arg>,
}

impl AppealRule {
    /// The rule with `summary_args` filled from its numbers: the sentences say the deadline
    /// and the fee as the data holds them, never typed.
    pub fn with_sentence_args(mut self) -> Self {
        use crate::message::Arg;
        let mut args = std::collections::BTreeMap::new();
        args.insert(
            "deadline_minutes".into(),
            Arg::Number(self.deadline_minutes),
        );
        if let Some(fee) = &self.fee {
            args.insert("fee".into(), Arg::Number(fee.amount));
            args.insert("fee_currency".into(), Arg::Text(fee.currency.clone()));
        }
        self.summary_args = args;
        self
    }
}

/// The times an appeal's deadline can run from, as far as they are known.
#[derive(Debug, Clone, Copy, Default)]
pub struct Anchors {
    pub hand_ended_at: Option<DateTime<FixedOffset>>,
    pub session_ended_at: Option<DateTime<FixedOffset>>,
}

/// When an appeal filed at `filed_at` had to be in by, and whether it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deadline {
    /// `None`: no deadline (the book sets none, or what it runs from has not happened yet).
    pub at: Option<DateTime<FixedOffset>>,
    pub in_time: bool,
}

/// The deadline of an appeal under `rule`, and whether one filed at `filed_at` meets it. An
/// anchor not given has not happened yet (the hand or session goes on), so the appeal is in
/// time; one filed exactly at the deadline is in time.
pub fn deadline(rule: &AppealRule, anchors: &Anchors, filed_at: DateTime<FixedOffset>) -> Deadline {
    let anchor = match rule.deadline_from {
        DeadlineFrom::HandEnd => anchors.hand_ended_at,
        DeadlineFrom::SessionEnd => anchors.session_ended_at,
        DeadlineFrom::None => None,
    };
    let at = anchor.map(|a| a + Duration::milliseconds((rule.deadline_minutes * 60_000.0) as i64));
    Deadline {
        at,
        in_time: at.is_none_or(|at| filed_at <= at),
    }
}
