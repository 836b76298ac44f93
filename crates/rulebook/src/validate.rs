//! Checks a catalogue for the mistakes that would strand a referee mid-ruling: a reference to
//! nothing, a question no outcome asks, an outcome no answer reaches, answers no outcome covers,
//! an outcome that sanctions nothing, an entry without its article.

use crate::model::{Catalogue, Incident, Predicate, QuestionKind, Sanction, SanctionKind, Value};
use std::collections::{BTreeMap, BTreeSet};

pub fn validate(c: &Catalogue) -> Vec<String> {
    let mut problems = Vec::new();
    let mut say = |s: String| problems.push(s);
    for tier in &c.tiers {
        if tier.article.trim().is_empty() {
            say(format!("tier {}: no article", tier.id));
        }
        check_sanctions(c, &format!("tier {}", tier.id), &tier.options, &mut say);
    }
    let mut keys = BTreeSet::new();
    for inc in &c.incidents {
        if !keys.insert(&inc.key) {
            say(format!("{}: incident listed twice", inc.key));
        }
        check_incident(c, inc, &mut say);
    }
    problems
}

fn check_incident(c: &Catalogue, inc: &Incident, say: &mut impl FnMut(String)) {
    let at = |what: &str| format!("{}: {what}", inc.key);
    if inc.article.trim().is_empty() {
        say(at("no article"));
    }
    if !c.categories.contains(&inc.category) {
        say(at(&format!("unknown category {}", inc.category)));
    }
    if !inc.applicable {
        if !inc.outcomes.is_empty() {
            say(at("not applicable but has outcomes"));
        }
        return;
    }
    if inc.outcomes.is_empty() {
        say(at("no outcome"));
    }
    let mut asked = BTreeSet::new();
    let mut ids = BTreeSet::new();
    for o in &inc.outcomes {
        if !ids.insert(&o.id) {
            say(at(&format!("outcome {} listed twice", o.id)));
        }
        let here = format!("{} outcome {}", inc.key, o.id);
        match &o.tier {
            Some(t) if c.tier(t).is_none() => say(format!("{here}: unknown tier {t}")),
            _ => {}
        }
        if o.sanctions.is_empty() && o.options.is_empty() && !o.no_penalty {
            say(format!("{here}: no sanction"));
        }
        if o.no_penalty && !o.sanctions.is_empty() {
            say(format!("{here}: no_penalty but sanctions"));
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
                    say(format!("{here}: the test on {fact} does not fit its kind"));
                }
                continue;
            }
            let Some(q) = inc.question(fact) else {
                say(format!("{here}: asks about {fact}, which is no question"));
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
                say(format!("{here}: the test on {fact} does not fit its kind"));
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
                    _ => say(at(&format!(
                        "outcome {} pays @{q}, which is no player question",
                        o.id
                    ))),
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
        match inc.question("dealer") {
            Some(def) if def.kind == QuestionKind::Player => {
                asked.insert("dealer");
            }
            _ => say(at("pays by role but asks no player question dealer")),
        }
    }
    for o in &inc.outcomes {
        for q in o.sanctions.iter().filter_map(|s| s.per.as_deref()) {
            match inc.question(q) {
                Some(def) if def.kind == QuestionKind::Number && !def.optional => {
                    asked.insert(q);
                }
                _ => say(at(&format!(
                    "outcome {} counts per {q}, which is no required number question",
                    o.id
                ))),
            }
        }
    }
    for d in &inc.derive {
        let wants = [
            (Some(&d.hand), QuestionKind::Hand),
            (d.tile.as_ref(), QuestionKind::Tile),
            (d.passed.as_ref(), QuestionKind::Tile),
            (d.claimed.as_ref(), QuestionKind::Tile),
        ];
        for (id, kind) in wants {
            let Some(id) = id else { continue };
            match inc.question(id) {
                Some(q) if q.kind == kind => {
                    asked.insert(id.as_str());
                }
                _ => say(at(&format!(
                    "derive {} needs a {kind:?} question {id}",
                    d.id
                ))),
            }
        }
        let complete = match d.engine {
            crate::model::DeriveEngine::Win => d.tile.is_some(),
            crate::model::DeriveEngine::PassedWin => d.passed.is_some() && d.claimed.is_some(),
        };
        if !complete {
            say(at(&format!("derive {} lacks a tile question", d.id)));
        }
    }
    for q in &inc.questions {
        if !asked.contains(q.id.as_str()) {
            say(at(&format!("question {} is asked by no outcome", q.id)));
        }
        if q.kind == QuestionKind::Choice && q.choices.len() < 2 {
            say(at(&format!(
                "question {} offers fewer than two choices",
                q.id
            )));
        }
    }
    check_coverage(inc, say);
}

fn check_sanctions(
    c: &Catalogue,
    here: &str,
    sanctions: &[Sanction],
    say: &mut impl FnMut(String),
) {
    for s in sanctions {
        if s.kind == SanctionKind::Ladder && c.escalation.ladder.is_none() {
            say(format!(
                "{here}: a ladder sanction but the ruleset has no warning ladder"
            ));
        }
        let range_ok = match (s.min, s.max, &s.values, s.amount) {
            (None, None, None, _) => true,
            (Some(lo), Some(hi), _, Some(a)) => lo <= a && a <= hi && s.allows(a),
            (None, None, Some(values), Some(a)) => !values.is_empty() && values.contains(&a),
            _ => false,
        };
        if !range_ok {
            say(format!("{here}: {} has a malformed range", s.kind.as_str()));
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
            say(format!("{here}: {} has no amount", s.kind.as_str()));
        }
    }
}

/// Tries every combination of representative answers (and of facts the hand engine derives;
/// an optional one may also be absent): each outcome must be the first match for at least one,
/// and every combination must reach some outcome.
fn check_coverage(inc: &Incident, say: &mut impl FnMut(String)) {
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
            QuestionKind::Player | QuestionKind::Hand | QuestionKind::Tile => {
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
        say(format!(
            "{}: too many answer combinations to check",
            inc.key
        ));
        return;
    }
    let mut reached = BTreeSet::new();
    for n in 0..combos {
        let mut answers: BTreeMap<String, Value> = BTreeMap::new();
        let mut rest = n;
        for (id, values) in &samples {
            if let Some(v) = &values[rest % values.len()] {
                answers.insert(id.clone(), v.clone());
            }
            rest /= values.len();
        }
        match inc.outcomes.iter().find(|o| {
            o.when
                .iter()
                .all(|(f, p)| answers.get(f).is_some_and(|v| crate::engine::holds(p, v)))
        }) {
            Some(o) => {
                reached.insert(o.id.as_str());
            }
            None => say(format!("{}: no outcome for answers {answers:?}", inc.key)),
        }
    }
    for o in &inc.outcomes {
        if !reached.contains(o.id.as_str()) {
            say(format!("{}: outcome {} is unreachable", inc.key, o.id));
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
