//! The ruling engine: an incident, the answered facts and the session's earlier rulings in; a
//! verdict out. Outcomes are tried in catalogue order and the first whose tests all hold
//! decides; a test on an unanswered fact makes the verdict ask for that fact instead.

use crate::error::RuleError;
use crate::escalation::{escalate, Prior};
pub use crate::message::{Arg, Message, OVERRIDE_REASON};
use crate::model::{Catalogue, Incident, Outcome, Value};
use crate::reserved::{DEALER, OFFENDER_IS_DEALER};
pub use crate::verdict::{Choice, OptionPick, Ruling, Verdict};
use std::collections::BTreeMap;

pub fn rule(c: &Catalogue, r: &Ruling) -> Result<Verdict, RuleError> {
    match undecided(c, r)? {
        Undecided::Done(v) => Ok(v),
        Undecided::ToEscalate(v) => finish(c, r, v),
    }
}

/// As `rule`, with the player's earlier rulings read by `history` (`r.history` is not used)
/// only when the verdict can depend on them (`escalation::reads_history`): a ruling the record
/// cannot change is decided without reading the record.
pub fn rule_reading<E: From<RuleError>>(
    c: &Catalogue,
    r: &Ruling,
    history: impl FnOnce() -> Result<Vec<Prior>, E>,
) -> Result<Verdict, E> {
    let verdict = match undecided(c, r)? {
        Undecided::Done(v) => return Ok(v),
        Undecided::ToEscalate(v) => v,
    };
    let earlier = if crate::escalation::reads_history(c, &verdict) {
        history()?
    } else {
        Vec::new()
    };
    let r = Ruling {
        history: &earlier,
        ..*r
    };
    Ok(finish(c, &r, verdict)?)
}

/// Escalates the verdict with `r.history` and applies the referee's choice.
fn finish(c: &Catalogue, r: &Ruling, mut verdict: Verdict) -> Result<Verdict, RuleError> {
    escalate(c, r, &mut verdict);
    apply_choice(&mut verdict, r.choice)?;
    Ok(verdict)
}

enum Undecided {
    Done(Verdict),
    ToEscalate(Verdict),
}

/// The verdict before escalation: `Done` when nothing is left to escalate (the incident does
/// not apply, or answers are missing).
fn undecided(c: &Catalogue, r: &Ruling) -> Result<Undecided, RuleError> {
    let inc = c
        .incident(r.incident)
        .ok_or_else(|| RuleError::UnknownIncident {
            ruleset: c.id.clone(),
            incident: r.incident.to_string(),
        })?;
    let mut verdict = Verdict {
        ruleset: c.id.clone(),
        incident: inc.key.clone(),
        article: inc.article.clone(),
        tier: None,
        applicable: inc.applicable,
        needs: Vec::new(),
        sanctions: Vec::new(),
        options: Vec::new(),
        outcome: None,
        reasons: Vec::new(),
        warning_level: false,
        overridden: false,
        decided_as: None,
    };
    if !inc.applicable {
        verdict
            .reasons
            .extend(inc.not_applicable_id.as_deref().map(Message::new));
        return Ok(Undecided::Done(verdict));
    }
    let facts = with_dealer_role(inc, r.player, r.facts)?;
    let derived = crate::facts::derive(c, inc, &facts)?;
    // Who dealt matters only at a table: a ruling about nobody in particular (`mjref rule`)
    // states a payment by role as such.
    let at_table = !r.player.is_empty();
    let outcome = match decide(inc, &derived, at_table) {
        Decision::Needs(needs) => {
            verdict.needs = needs;
            return Ok(Undecided::Done(verdict));
        }
        Decision::Outcome(o) => o,
    };
    verdict.tier = outcome.tier.clone();
    verdict.outcome = Some(outcome.id.clone());
    verdict.overridden = outcome.overridden;
    // The hand made the call another incident: cite that one's article (validation makes sure
    // it is in this catalogue).
    let article = match outcome.decided_as.as_deref().and_then(|k| c.incident(k)) {
        Some(decided) => {
            verdict.decided_as = Some(decided.key.clone());
            verdict.article = decided.article.clone();
            decided.article.as_str()
        }
        None => inc.article.as_str(),
    };
    // The outcome's sentence says the numbers its data holds (the event's, where its own
    // regulations changed them) and the facts it was decided on; under the event's
    // regulations a second line says so, with the article that lets it.
    let mut reason = Message::new(outcome.reason_id.as_str()).arg("article", article);
    reason.args.extend(outcome.reason_args.clone());
    for (k, v) in &derived {
        if let Value::Number(n) = v {
            reason = reason.arg(k, *n);
        }
    }
    verdict.reasons.push(reason);
    if outcome.overridden {
        verdict
            .reasons
            .push(Message::new(OVERRIDE_REASON).arg("article", article));
    }
    verdict.sanctions = outcome.sanctions.clone();
    verdict.options = outcome.options.clone();
    name_payees(&mut verdict, r.player, &facts)?;
    multiply_per_unit(&mut verdict, &derived)?;
    Ok(Undecided::ToEscalate(verdict))
}

/// The hand's dealer, named by the `dealer` question, also answers whether the offender is the
/// dealer; the two answers must agree.
fn with_dealer_role(
    inc: &Incident,
    player: &str,
    facts: &BTreeMap<String, Value>,
) -> Result<BTreeMap<String, Value>, RuleError> {
    let mut out = facts.clone();
    let Some(Value::Text(dealer)) = facts.get(DEALER) else {
        return Ok(out);
    };
    if inc.question(OFFENDER_IS_DEALER).is_none() {
        return Ok(out);
    }
    let is_dealer = dealer == player;
    match facts.get(OFFENDER_IS_DEALER) {
        None => {
            out.insert(OFFENDER_IS_DEALER.into(), Value::Bool(is_dealer));
        }
        Some(Value::Bool(said)) if *said == is_dealer => {}
        Some(_) => {
            return Err(RuleError::MalformedFact {
                fact: DEALER.into(),
                value: dealer.clone(),
            })
        }
    }
    Ok(out)
}

/// `to = ["@victim"]` and `except = ["@partner"]` name the player a `player` question chose; an
/// unanswered one stays as written (validation makes sure the question is asked). Leaving the
/// offender out of their own payment means the answer is wrong: refused.
fn name_payees(
    v: &mut Verdict,
    player: &str,
    facts: &BTreeMap<String, Value>,
) -> Result<(), RuleError> {
    let named = |written: &str| match written.strip_prefix('@').and_then(|q| facts.get(q)) {
        Some(Value::Text(id)) => Some(id.clone()),
        _ => None,
    };
    for s in &mut v.sanctions {
        if s.by_role.is_some() {
            if let Some(Value::Text(dealer)) = facts.get(DEALER) {
                s.dealer = Some(dealer.clone());
            }
        }
        for payee in s.to.iter_mut().flatten() {
            if let Some(id) = named(payee) {
                *payee = id;
            }
        }
        for left_out in s.except.iter_mut().flatten() {
            if let Some(id) = named(left_out) {
                if id == player {
                    return Err(RuleError::MalformedFact {
                        fact: left_out.trim_start_matches('@').to_string(),
                        value: id,
                    });
                }
                *left_out = id;
            }
        }
    }
    Ok(())
}

/// `per = "<question>"`: the amount is per unit of that answer (validation makes sure it is a
/// number question), a whole count; a product of 0 is no sanction at all.
fn multiply_per_unit(v: &mut Verdict, facts: &BTreeMap<String, Value>) -> Result<(), RuleError> {
    let mut bad = None;
    v.sanctions.retain_mut(|s| {
        let (Some(q), Some(amount)) = (s.per.take(), s.amount) else {
            return true;
        };
        match facts.get(&q) {
            Some(Value::Number(n)) if *n >= 0.0 && n.fract() == 0.0 => {
                s.amount = Some(amount * n);
                *n != 0.0
            }
            other => {
                let value = match other {
                    Some(Value::Number(n)) => n.to_string(),
                    Some(Value::Text(t)) => t.clone(),
                    Some(Value::Bool(b)) => b.to_string(),
                    None => String::new(),
                };
                bad = Some(RuleError::MalformedFact { fact: q, value });
                false
            }
        }
    });
    bad.map_or(Ok(()), Err)
}

enum Decision<'a> {
    Needs(Vec<String>),
    Outcome(&'a Outcome),
}

fn decide<'a>(inc: &'a Incident, facts: &BTreeMap<String, Value>, at_table: bool) -> Decision<'a> {
    for o in &inc.outcomes {
        let mut missing = Vec::new();
        let mut fails = false;
        for (fact, pred) in &o.when {
            match facts.get(fact) {
                Some(v) => fails |= !pred.holds(v),
                // A check the referee may skip: without it, this outcome does not apply.
                None if inc.is_optional(fact) => fails = true,
                // A fact the hand engine works out: ask for what it needs.
                None => match inc.derivation_of(fact) {
                    Some(d) => missing.extend(
                        d.inputs()
                            .into_iter()
                            .filter(|q| !facts.contains_key(*q))
                            .map(String::from),
                    ),
                    None => missing.push(fact.clone()),
                },
            }
        }
        if fails {
            continue;
        }
        // A payee named by a question (`@victim`), and the count an amount is per, must be
        // answered too.
        let payees = o
            .sanctions
            .iter()
            .flat_map(|s| s.to.iter().flatten().chain(s.except.iter().flatten()));
        let named = payees.filter_map(|p| p.strip_prefix('@'));
        let per = o.sanctions.iter().filter_map(|s| s.per.as_deref());
        // Paid by role: the dealer of the hand, where the incident asks who it was.
        let dealer = o
            .sanctions
            .iter()
            .filter(|s| at_table && s.by_role.is_some() && inc.question(DEALER).is_some())
            .map(|_| DEALER);
        for q in named.chain(per).chain(dealer) {
            if !facts.contains_key(q) && !missing.iter().any(|m| m == q) {
                missing.push(q.to_string());
            }
        }
        if missing.is_empty() {
            return Decision::Outcome(o);
        }
        // Ask in the order the catalogue lists its questions.
        let mut needs: Vec<String> = inc
            .questions
            .iter()
            .filter(|q| missing.contains(&q.id))
            .map(|q| q.id.clone())
            .collect();
        needs.dedup();
        return Decision::Needs(needs);
    }
    // Validation guarantees coverage; an uncovered answer set asks nothing and sanctions nothing.
    Decision::Needs(Vec::new())
}

fn apply_choice(v: &mut Verdict, choice: Option<&Choice>) -> Result<(), RuleError> {
    // The sanctions so far are the ones that always apply; one option is added to them.
    if !v.options.is_empty() {
        let index = match choice.and_then(|c| c.option.as_ref()) {
            None => 0,
            Some(OptionPick::Index(i)) => *i,
            Some(OptionPick::Kind(k)) => v
                .options
                .iter()
                .position(|s| s.kind.as_str() == k)
                .unwrap_or(usize::MAX),
        };
        let picked = v.options.get(index).ok_or(RuleError::ChoiceNotOffered)?;
        v.sanctions.push(picked.clone());
    } else if choice.is_some_and(|c| c.option.is_some()) {
        return Err(RuleError::ChoiceNotOffered);
    }
    let Some(choice) = choice else {
        return Ok(());
    };
    if let Some(amount) = choice.amount {
        if let Some(s) = v.sanctions.iter_mut().find(|s| s.is_range()) {
            if !s.allows(amount) {
                let values = s.values.clone().unwrap_or_default();
                let lo = s
                    .min
                    .or_else(|| values.iter().copied().reduce(f64::min))
                    .unwrap_or(amount);
                let hi = s
                    .max
                    .or_else(|| values.iter().copied().reduce(f64::max))
                    .unwrap_or(amount);
                return Err(RuleError::ChoiceOutOfRange {
                    min: lo,
                    max: hi,
                    amount,
                });
            }
            s.amount = Some(amount);
        } else if !v.sanctions.iter().any(|s| s.amount == Some(amount)) {
            return Err(RuleError::ChoiceNotOffered);
        }
    }
    Ok(())
}
