//! What an outcome's sentence is told besides the ruling's facts: its tier and every number
//! its data holds (a band's bounds, a sanction's amount or range, a payment by role). A
//! sentence takes these as arguments and never types them, so the sentence under an event's
//! own bands says the event's numbers (`tests/sentences.rs` holds every sentence to it).
//!
//! The names: `tier`; `<question>_<gt|ge|lt|le>` for a band; per sanction, by its kind
//! (`rank_points`, `score`, `pay`, …; `<kind>_2` for a second of one kind), `<kind>` the
//! amount, `<kind>_from` and `<kind>_to` a range (smaller first) and `<kind>_<role>` a
//! payment by role; `tier_<kind>…` the same for what the tier offers. Amounts are sizes: the sentence's words say whether they are taken or
//! paid.

use crate::message::Arg;
use crate::model::{Catalogue, Outcome, Predicate, Sanction};
use crate::Verdict;
use std::collections::BTreeMap;

/// The arguments an outcome's data gives its sentence; `tier_options` are its tier's choices,
/// named as sanctions are with `tier_` before (`tier_rank_points_from`), for a sentence that
/// lists what the tier offers beside the outcome's own sanction.
pub fn data_args(o: &Outcome, tier_options: &[Sanction]) -> BTreeMap<String, Arg> {
    let mut args = BTreeMap::new();
    if let Some(tier) = &o.tier {
        args.insert("tier".into(), Arg::Text(tier.clone()));
    }
    for (question, p) in &o.when {
        if let Predicate::Range(r) = p {
            for (op, bound) in [("gt", r.gt), ("ge", r.ge), ("lt", r.lt), ("le", r.le)] {
                if let Some(b) = bound {
                    args.insert(format!("{question}_{op}"), Arg::Number(b));
                }
            }
        }
    }
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    for s in o.sanctions.iter().chain(&o.options) {
        let kind = s.kind.as_str();
        let n = seen.entry(kind).or_default();
        *n += 1;
        let name = match *n {
            1 => kind.to_string(),
            n => format!("{kind}_{n}"),
        };
        sanction_args(s, &name, &mut args);
    }
    for s in tier_options {
        sanction_args(s, &format!("tier_{}", s.kind.as_str()), &mut args);
    }
    args
}

/// The choices tier `tier` of `c` offers (none for no tier or an unknown one).
pub fn tier_options<'a>(c: &'a Catalogue, tier: Option<&str>) -> &'a [Sanction] {
    tier.and_then(|t| c.tiers.iter().find(|x| x.id == t))
        .map_or(&[], |t| t.options.as_slice())
}

fn sanction_args(s: &Sanction, name: &str, args: &mut BTreeMap<String, Arg>) {
    if let Some(amount) = s.amount {
        args.insert(name.to_string(), Arg::Number(amount.abs()));
    }
    let range = [s.min, s.max]
        .into_iter()
        .flatten()
        .chain(s.values.iter().flatten().copied())
        .map(f64::abs);
    let (from, to) = range.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), x| {
        (lo.min(x), hi.max(x))
    });
    if from < to {
        args.insert(format!("{name}_from"), Arg::Number(from));
        args.insert(format!("{name}_to"), Arg::Number(to));
    }
    let by_role = s.by_role.iter().flatten();
    for (who, v) in by_role.chain(s.shares.iter().flatten()) {
        args.insert(format!("{name}_{who}"), Arg::Number(v.abs()));
    }
}

/// A recorded verdict with the data arguments added that its outcome's sentence takes and it
/// lacks: one recorded before sentences took them; `book` is the shipped catalogues as the
/// books have them. Such a verdict was decided by the book
/// (under an event's own regulations its reason was `reason-override`, which takes none), so
/// the book's numbers are the ones it was decided by. A sentence named after the outcome's
/// former id is said by its present one. Nothing else is changed (`outcome` stays as recorded).
pub fn with_book_args(mut verdict: Verdict, book: &[Catalogue]) -> Verdict {
    let Some(outcome) = verdict.outcome.as_deref().and_then(|id| {
        book.iter()
            .find(|c| c.id == verdict.ruleset)?
            .incident(&verdict.incident)?
            .outcome(id)
    }) else {
        return verdict;
    };
    // Under the id the outcome had before, its sentence had that id's name too.
    let former = (outcome.formerly.as_deref()).and_then(|old| {
        outcome
            .reason_id
            .strip_suffix(outcome.id.as_str())
            .map(|p| p.to_string() + old)
    });
    for reason in verdict.reasons.iter_mut() {
        if former.as_deref() == Some(reason.id.as_str()) {
            reason.id = outcome.reason_id.clone();
        }
        if reason.id != outcome.reason_id {
            continue;
        }
        for (name, value) in &outcome.reason_args {
            reason
                .args
                .entry(name.clone())
                .or_insert_with(|| value.clone());
        }
    }
    verdict
}
