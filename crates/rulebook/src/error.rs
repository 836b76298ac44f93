//! Errors a referee can cause with bad input. Each has a stable code and arguments so every
//! front end can say it in the user's language (`error-<code>` in `locales/`).

use crate::validate::{Problem, ProblemKind};
use std::collections::BTreeMap;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RuleError {
    #[error("ruleset {ruleset} is not known")]
    UnknownRuleset { ruleset: String },
    #[error("ruleset {ruleset} has no incident {incident}")]
    UnknownIncident { ruleset: String, incident: String },
    #[error("incident {incident} asks nothing called {fact}")]
    UnknownFact { incident: String, fact: String },
    #[error("{fact} cannot be {value}")]
    MalformedFact { fact: String, value: String },
    #[error("arrival {arrival} is before the scheduled start {start}")]
    ArrivalBeforeStart { start: String, arrival: String },
    /// Two answers to one question that may disagree: `minutes_late` and `arrived_at`.
    #[error("{fact} and {other} answer the same question: give one")]
    ContradictoryAnswers { fact: String, other: String },
    #[error("{amount} is outside {min}..{max}")]
    ChoiceOutOfRange { min: f64, max: f64, amount: f64 },
    #[error("that choice is not one the verdict offers")]
    ChoiceNotOffered,
    #[error("the rulebook does not let an event change {incident}")]
    NotOverridable { incident: String },
    /// The event chose a power for the appeals committee its book cannot be read to give.
    #[error("under {article} the committee's power cannot be read as {power}")]
    CommitteePowerNotOpen { power: String, article: String },
    #[error("the event's change to {incident} does not work: {problem}")]
    InvalidOverride { incident: String, problem: Problem },
    #[error("player {player} is in no team")]
    PlayerWithoutTeam { player: String },
    #[error("session {session} does not seat two pairs of different teams")]
    RoomNotTwoPairs { session: String },
    #[error("match {match_id} has {teams} teams, not two")]
    MatchNotTwoTeams { match_id: String, teams: usize },
    #[error("session {session}: the hands of {player} add up to {hands}, not the score {score}")]
    HandsDisagree {
        session: String,
        player: String,
        hands: f64,
        score: f64,
    },
    /// A hand or tile the hand engine refused (its code says why: `hand-…`).
    #[error("{0}")]
    Hand(#[from] tiles::HandError),
}

impl RuleError {
    /// Every code `code()` gives besides a hand's (`tiles::HandError::CODES`), for the front
    /// ends' list of codes (the app's `ErrorCodeName`). `tournament/tests/error_strings.rs`
    /// fails when it and the variants differ.
    pub const CODES: &'static [&'static str] = &[
        "unknown-ruleset",
        "unknown-incident",
        "unknown-fact",
        "malformed-fact",
        "arrival-before-start",
        "contradictory-answers",
        "choice-out-of-range",
        "choice-not-offered",
        "not-overridable",
        "committee-power-not-open",
        "invalid-override",
        "player-without-team",
        "room-not-two-pairs",
        "match-not-two-teams",
        "hands-disagree",
    ];

    pub fn code(&self) -> &'static str {
        match self {
            Self::UnknownRuleset { .. } => "unknown-ruleset",
            Self::UnknownIncident { .. } => "unknown-incident",
            Self::UnknownFact { .. } => "unknown-fact",
            Self::MalformedFact { .. } => "malformed-fact",
            Self::ArrivalBeforeStart { .. } => "arrival-before-start",
            Self::ContradictoryAnswers { .. } => "contradictory-answers",
            Self::ChoiceOutOfRange { .. } => "choice-out-of-range",
            Self::ChoiceNotOffered => "choice-not-offered",
            Self::NotOverridable { .. } => "not-overridable",
            Self::CommitteePowerNotOpen { .. } => "committee-power-not-open",
            Self::InvalidOverride { .. } => "invalid-override",
            Self::PlayerWithoutTeam { .. } => "player-without-team",
            Self::RoomNotTwoPairs { .. } => "room-not-two-pairs",
            Self::MatchNotTwoTeams { .. } => "match-not-two-teams",
            Self::HandsDisagree { .. } => "hands-disagree",
            Self::Hand(e) => e.code(),
        }
    }

    pub fn args(&self) -> BTreeMap<String, String> {
        let pairs: Vec<(&str, String)> = match self {
            Self::UnknownRuleset { ruleset } => vec![("ruleset", ruleset.clone())],
            Self::UnknownIncident { ruleset, incident } => {
                vec![("ruleset", ruleset.clone()), ("incident", incident.clone())]
            }
            Self::UnknownFact { incident, fact } => {
                vec![("incident", incident.clone()), ("fact", fact.clone())]
            }
            Self::MalformedFact { fact, value } => {
                vec![("fact", fact.clone()), ("value", value.clone())]
            }
            Self::ArrivalBeforeStart { start, arrival } => {
                vec![("start", start.clone()), ("arrival", arrival.clone())]
            }
            Self::ContradictoryAnswers { fact, other } => {
                vec![("fact", fact.clone()), ("other", other.clone())]
            }
            Self::ChoiceOutOfRange { min, max, amount } => vec![
                ("min", min.to_string()),
                ("max", max.to_string()),
                ("amount", amount.to_string()),
            ],
            Self::ChoiceNotOffered => vec![],
            Self::NotOverridable { incident } => vec![("incident", incident.clone())],
            Self::CommitteePowerNotOpen { power, article } => {
                vec![("power", power.clone()), ("article", article.clone())]
            }
            Self::InvalidOverride { incident, problem } => vec![
                ("incident", incident.clone()),
                ("reason", override_reason(&problem.kind).to_string()),
                ("problem", problem.to_string()),
            ],
            Self::PlayerWithoutTeam { player } => vec![("player", player.clone())],
            Self::RoomNotTwoPairs { session } => vec![("session", session.clone())],
            Self::MatchNotTwoTeams { match_id, teams } => {
                vec![("match", match_id.clone()), ("teams", teams.to_string())]
            }
            Self::HandsDisagree {
                session,
                player,
                hands,
                score,
            } => vec![
                ("session", session.clone()),
                ("player", player.clone()),
                ("hands", hands.to_string()),
                ("score", score.to_string()),
            ],
            Self::Hand(e) => return e.args(),
        };
        pairs.into_iter().map(|(k, v)| (k.to_string(), v)).collect()
    }
}

/// What kind of fault an event's override has, for the message a user reads (the `problem`
/// argument is the validator's wording, for whoever edits the data).
fn override_reason(kind: &ProblemKind) -> &'static str {
    match kind {
        ProblemKind::Gap(_) => "gap",
        ProblemKind::Unreachable => "unreachable",
        ProblemKind::MalformedRange(_) | ProblemKind::NoAmount(_) => "amount",
        ProblemKind::Places { .. } => "places",
        _ => "other",
    }
}

impl errcode::Coded for RuleError {
    fn code(&self) -> &'static str {
        RuleError::code(self)
    }

    fn args(&self) -> BTreeMap<String, String> {
        RuleError::args(self)
    }
}
