//! Checks a catalogue for the mistakes that would strand a referee mid-ruling: a reference to
//! nothing, a question no outcome asks, an outcome no answer reaches, answers no outcome covers,
//! an outcome that sanctions nothing, an entry without its article.

use crate::model::{Catalogue, Incident, Predicate, QuestionKind, Sanction, SanctionKind, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// One mistake in a catalogue (or in an event's change to one): where it is and what it is.
/// Callers decide by `kind`; the text is for whoever edits `rules-data/`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{place}: {kind}")]
pub struct Problem {
    pub place: Place,
    pub kind: ProblemKind,
}

/// Where in a catalogue a problem is.
#[derive(Debug, Clone, PartialEq)]
pub enum Place {
    Tier(String),
    Incident(String),
    Outcome {
        incident: String,
        outcome: String,
    },
    Question {
        incident: String,
        question: String,
    },
    Derive {
        incident: String,
        derive: String,
    },
    /// The standings rule (only an event's override gets it wrong).
    Standings,
}

impl Place {
    /// The incident the place belongs to, if it is in one.
    pub fn incident(&self) -> Option<&str> {
        match self {
            Self::Incident(incident)
            | Self::Outcome { incident, .. }
            | Self::Question { incident, .. }
            | Self::Derive { incident, .. } => Some(incident),
            Self::Tier(_) | Self::Standings => None,
        }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Tier(id) => write!(f, "tier {id}"),
            Self::Incident(key) => write!(f, "{key}"),
            Self::Outcome { incident, outcome } => write!(f, "{incident} outcome {outcome}"),
            Self::Question { incident, question } => write!(f, "{incident} question {question}"),
            Self::Derive { incident, derive } => write!(f, "{incident} derive {derive}"),
            Self::Standings => write!(f, "standings"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ProblemKind {
    #[error("no article")]
    NoArticle,
    #[error("unknown category {0}")]
    UnknownCategory(String),
    #[error("listed twice")]
    ListedTwice,
    #[error("not applicable but has outcomes")]
    OutcomesWhenNotApplicable,
    #[error("no outcome")]
    NoOutcome,
    /// An event's change names an outcome the incident does not have.
    #[error("no such outcome")]
    NoSuchOutcome,
    #[error("unknown tier {0}")]
    UnknownTier(String),
    #[error("no sanction")]
    NoSanction,
    #[error("no_penalty but sanctions")]
    SanctionsWithNoPenalty,
    /// `decided_as` names no other incident of the catalogue that applies.
    #[error("decided as {0}, which is no other incident that applies")]
    DecidedAsUnknown(String),
    /// `asks_as` names no other incident of the catalogue.
    #[error("asks as {0}, which is no other incident")]
    AsksAsUnknown(String),
    /// A `when` test of the wrong kind for its fact (a range on a yes/no question, …).
    #[error("the test on {0} does not fit its kind")]
    TestMisfit(String),
    #[error("asks about {0}, which is no question")]
    NotAQuestion(String),
    #[error("pays @{0}, which is no player question")]
    PayeeNotAPlayer(String),
    #[error("pays by role but asks no player question dealer")]
    NoDealerQuestion,
    #[error("counts per {0}, which is no required number question")]
    PerNotANumber(String),
    #[error("needs a {kind:?} question {question}")]
    DeriveNeeds {
        kind: QuestionKind,
        question: String,
    },
    #[error("lacks a tile question")]
    NoTileQuestion,
    #[error("asked by no outcome")]
    Unasked,
    #[error("offers fewer than two choices")]
    TooFewChoices,
    #[error("a ladder sanction but the ruleset has no warning ladder")]
    NoLadder,
    #[error("{} has a malformed range", .0.as_str())]
    MalformedRange(SanctionKind),
    #[error("{} has no amount", .0.as_str())]
    NoAmount(SanctionKind),
    #[error("too many answer combinations to check")]
    TooManyCombinations,
    /// These answers reach no outcome.
    #[error("no outcome for answers {0:?}")]
    Gap(BTreeMap<String, Value>),
    /// No answers make this outcome the first whose tests hold.
    #[error("unreachable")]
    Unreachable,
    #[error("{expected} places, not {given}")]
    Places { expected: usize, given: usize },
}

pub fn validate(c: &Catalogue) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut say = |place: &Place, kind| {
        problems.push(Problem {
            place: place.clone(),
            kind,
        })
    };
    for tier in &c.tiers {
        let here = Place::Tier(tier.id.clone());
        if tier.article.trim().is_empty() {
            say(&here, ProblemKind::NoArticle);
        }
        check_sanctions(c, &here, &tier.options, &mut say);
    }
    let mut keys = BTreeSet::new();
    for inc in &c.incidents {
        if !keys.insert(&inc.key) {
            say(&Place::Incident(inc.key.clone()), ProblemKind::ListedTwice);
        }
        check_incident(c, inc, &mut say);
    }
    problems
}

fn check_incident(c: &Catalogue, inc: &Incident, say: &mut impl FnMut(&Place, ProblemKind)) {
    use ProblemKind as K;
    let here = Place::Incident(inc.key.clone());
    let outcome = |id: &str| Place::Outcome {
        incident: inc.key.clone(),
        outcome: id.to_string(),
    };
    if inc.article.trim().is_empty() {
        say(&here, K::NoArticle);
    }
    if !c.categories.contains(&inc.category) {
        say(&here, K::UnknownCategory(inc.category.clone()));
    }
    if !inc.applicable {
        if !inc.outcomes.is_empty() {
            say(&here, K::OutcomesWhenNotApplicable);
        }
        return;
    }
    if inc.outcomes.is_empty() {
        say(&here, K::NoOutcome);
    }
    if let Some(key) = &inc.asks_as {
        if key == &inc.key || c.incident(key).is_none() {
            say(&here, K::AsksAsUnknown(key.clone()));
        }
    }
    let mut asked = BTreeSet::new();
    let mut ids = BTreeSet::new();
    for o in &inc.outcomes {
        let here = outcome(&o.id);
        // A former id names this outcome too: no other may have it.
        for id in [Some(&o.id), o.formerly.as_ref()].into_iter().flatten() {
            if !ids.insert(id) {
                say(&here, K::ListedTwice);
            }
        }
        match &o.tier {
            Some(t) if c.tier(t).is_none() => say(&here, K::UnknownTier(t.clone())),
            _ => {}
        }
        if o.sanctions.is_empty() && o.options.is_empty() && !o.no_penalty {
            say(&here, K::NoSanction);
        }
        if o.no_penalty && !o.sanctions.is_empty() {
            say(&here, K::SanctionsWithNoPenalty);
        }
        if let Some(key) = &o.decided_as {
            let fits = key != &inc.key && c.incident(key).is_some_and(|d| d.applicable);
            if !fits {
                say(&here, K::DecidedAsUnknown(key.clone()));
            }
        }
        check_sanctions(c, &here, &o.sanctions, say);
        check_sanctions(c, &here, &o.options, say);
        for (fact, pred) in &o.when {
            asked.insert(fact.as_str());
            if let Some(d) = inc.derivation_of(fact) {
                let is_bool = d.outputs().into_iter().any(|(o, b)| &o == fact && b);
                let fits = matches!(
                    (is_bool, pred),
                    (true, Predicate::Is(Value::Bool(_))) | (false, Predicate::Range(_))
                );
                if !fits {
                    say(&here, K::TestMisfit(fact.clone()));
                }
                continue;
            }
            let Some(q) = inc.question(fact) else {
                say(&here, K::NotAQuestion(fact.clone()));
                continue;
            };
            let fits = match (q.kind, pred) {
                (QuestionKind::Bool, Predicate::Is(Value::Bool(_))) => true,
                (QuestionKind::Choice, Predicate::Is(Value::Text(v))) => {
                    q.choices.iter().any(|c| &c.value == v)
                }
                (QuestionKind::Number | QuestionKind::ArrivalTime, Predicate::Range(_)) => true,
                _ => false,
            };
            if !fits {
                say(&here, K::TestMisfit(fact.clone()));
            }
        }
    }
    for o in &inc.outcomes {
        let named = o
            .sanctions
            .iter()
            .flat_map(|s| s.to.iter().flatten().chain(s.except.iter().flatten()));
        for payee in named {
            if let Some(q) = payee.strip_prefix('@') {
                match inc.question(q) {
                    Some(def) if def.kind == QuestionKind::Player => {
                        asked.insert(q);
                    }
                    _ => say(&outcome(&o.id), K::PayeeNotAPlayer(q.to_string())),
                }
            }
        }
    }
    // A payment by role needs the hand's dealer, which only the referee knows.
    if inc
        .outcomes
        .iter()
        .flat_map(|o| &o.sanctions)
        .any(|s| s.by_role.is_some())
    {
        match inc.question(crate::reserved::DEALER) {
            Some(def) if def.kind == QuestionKind::Player => {
                asked.insert(crate::reserved::DEALER);
            }
            _ => say(&here, K::NoDealerQuestion),
        }
    }
    for o in &inc.outcomes {
        for q in o.sanctions.iter().filter_map(|s| s.per.as_deref()) {
            match inc.question(q) {
                Some(def) if def.kind == QuestionKind::Number && !def.optional => {
                    asked.insert(q);
                }
                _ => say(&outcome(&o.id), K::PerNotANumber(q.to_string())),
            }
        }
    }
    for d in &inc.derive {
        let here = Place::Derive {
            incident: inc.key.clone(),
            derive: d.id.clone(),
        };
        let wants = [
            (Some(&d.hand), QuestionKind::Hand),
            (d.tile.as_ref(), QuestionKind::Tile),
            (d.passed.as_ref(), QuestionKind::Tile),
            (d.claimed.as_ref(), QuestionKind::Tile),
            (d.circumstances.as_ref(), QuestionKind::Circumstances),
        ];
        for (id, kind) in wants {
            let Some(id) = id else { continue };
            match inc.question(id) {
                Some(q) if q.kind == kind => {
                    asked.insert(id.as_str());
                }
                _ => say(
                    &here,
                    K::DeriveNeeds {
                        kind,
                        question: id.clone(),
                    },
                ),
            }
        }
        let complete = match d.engine {
            crate::model::DeriveEngine::Win | crate::model::DeriveEngine::ClaimedWin => {
                d.tile.is_some()
            }
            crate::model::DeriveEngine::PassedWin => d.passed.is_some() && d.claimed.is_some(),
            crate::model::DeriveEngine::Readiness => true,
        };
        if !complete {
            say(&here, K::NoTileQuestion);
        }
    }
    for q in &inc.questions {
        let here = Place::Question {
            incident: inc.key.clone(),
            question: q.id.clone(),
        };
        if !asked.contains(q.id.as_str()) {
            say(&here, K::Unasked);
        }
        if q.kind == QuestionKind::Choice && q.choices.len() < 2 {
            say(&here, K::TooFewChoices);
        }
    }
    check_coverage(inc, say);
}

fn check_sanctions(
    c: &Catalogue,
    here: &Place,
    sanctions: &[Sanction],
    say: &mut impl FnMut(&Place, ProblemKind),
) {
    for s in sanctions {
        if s.kind == SanctionKind::Ladder && c.escalation.ladder.is_none() {
            say(here, ProblemKind::NoLadder);
        }
        let range_ok = match (s.min, s.max, &s.values, s.amount) {
            (None, None, None, _) => true,
            (Some(lo), Some(hi), _, Some(a)) => lo <= a && a <= hi && s.allows(a),
            (None, None, Some(values), Some(a)) => !values.is_empty() && values.contains(&a),
            _ => false,
        };
        if !range_ok {
            say(here, ProblemKind::MalformedRange(s.kind));
        }
        let needs_amount = matches!(
            s.kind,
            SanctionKind::Score
                | SanctionKind::RankPoints
                | SanctionKind::Imp
                | SanctionKind::ImpToOpponents
                | SanctionKind::Pay
        );
        if needs_amount && s.amount.is_none() && s.shares.is_none() && s.by_role.is_none() {
            say(here, ProblemKind::NoAmount(s.kind));
        }
    }
}

/// Tries every combination of representative answers (and of facts the hand engine derives;
/// an optional one may also be absent): each outcome must be the first match for at least one,
/// and every combination must reach some outcome.
fn check_coverage(inc: &Incident, say: &mut impl FnMut(&Place, ProblemKind)) {
    let here = Place::Incident(inc.key.clone());
    let with_absent = |fact: &str, mut values: Vec<Option<Value>>| {
        if inc.is_optional(fact) {
            values.push(None);
        }
        values
    };
    let mut samples: Vec<(String, Vec<Option<Value>>)> = Vec::new();
    for q in &inc.questions {
        let values: Vec<Value> = match q.kind {
            QuestionKind::Bool => vec![Value::Bool(true), Value::Bool(false)],
            QuestionKind::Choice => q
                .choices
                .iter()
                .map(|c| Value::Text(c.value.clone()))
                .collect(),
            QuestionKind::Number | QuestionKind::ArrivalTime => number_samples(inc, &q.id),
            // Never tested by `when` directly: one stand-in is enough.
            QuestionKind::Player
            | QuestionKind::Hand
            | QuestionKind::Tile
            | QuestionKind::Circumstances => {
                vec![Value::Text("P".into())]
            }
        };
        samples.push((
            q.id.clone(),
            with_absent(&q.id, values.into_iter().map(Some).collect()),
        ));
    }
    for d in &inc.derive {
        for (fact, is_bool) in d.outputs() {
            let values = if is_bool {
                vec![Value::Bool(true), Value::Bool(false)]
            } else {
                number_samples(inc, &fact)
            };
            samples.push((
                fact.clone(),
                with_absent(&fact, values.into_iter().map(Some).collect()),
            ));
        }
    }
    let combos: usize = samples.iter().map(|(_, v)| v.len().max(1)).product();
    if combos > 100_000 {
        say(&here, ProblemKind::TooManyCombinations);
        return;
    }
    // Each outcome's conditions as (which sample, predicate), found once: the combinations are
    // then read without building a map each (every start validates every shipped ruleset).
    let conditions: Vec<Vec<(Option<usize>, &Predicate)>> = (inc.outcomes.iter())
        .map(|o| {
            (o.when.iter())
                .map(|(f, p)| (samples.iter().rposition(|(id, _)| id == f), p))
                .collect()
        })
        .collect();
    let mut picked: Vec<Option<&Value>> = vec![None; samples.len()];
    let mut reached = BTreeSet::new();
    for n in 0..combos {
        let mut rest = n;
        for (slot, (_, values)) in picked.iter_mut().zip(&samples) {
            *slot = values[rest % values.len()].as_ref();
            rest /= values.len();
        }
        let holds = |c: &Vec<(Option<usize>, &Predicate)>| {
            (c.iter()).all(|(at, p)| at.and_then(|i| picked[i]).is_some_and(|v| p.holds(v)))
        };
        match conditions.iter().position(holds) {
            Some(o) => {
                reached.insert(inc.outcomes[o].id.as_str());
            }
            None => {
                let answers: BTreeMap<String, Value> = (samples.iter().zip(&picked))
                    .filter_map(|((id, _), v)| v.map(|v| (id.clone(), v.clone())))
                    .collect();
                say(&here, ProblemKind::Gap(answers));
            }
        }
    }
    for o in &inc.outcomes {
        if !reached.contains(o.id.as_str()) {
            let outcome = Place::Outcome {
                incident: inc.key.clone(),
                outcome: o.id.clone(),
            };
            say(&outcome, ProblemKind::Unreachable);
        }
    }
}

fn number_samples(inc: &Incident, fact: &str) -> Vec<Value> {
    let mut points = vec![0.0];
    for o in &inc.outcomes {
        if let Some(Predicate::Range(r)) = o.when.get(fact) {
            for b in r.bounds() {
                points.extend([b - 0.5, b, b + 0.5]);
            }
        }
    }
    points.sort_by(f64::total_cmp);
    points.dedup();
    points
        .into_iter()
        .filter(|p| *p >= 0.0)
        .map(Value::Number)
        .collect()
}
