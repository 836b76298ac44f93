//! Escalation as the ruleset's data says: a ladder of warning-level offences counted within a
//! session or a hand, ranges that never decrease, a repeated heavy deduction turning into a
//! forfeit, and hall-wide warnings that make the first offence count as a later one.

use crate::message::Message;
use crate::model::{Beyond, Catalogue, Ladder, Sanction, SanctionKind, Scope};
use crate::verdict::{Ruling, Verdict};

pub use crate::verdict::Prior;

/// Whether escalating `v` (a verdict before escalation) can read the player's earlier rulings:
/// it climbs the ladder, holds a score range to rising (both `climb` and `keep_ranges_rising`),
/// or carries a deduction a repeat rule counts (`apply_repeats`). Each test is the one that
/// function starts with; `tests/history_props.rs` checks that a verdict this says is
/// independent of history is the same with any history.
pub(crate) fn reads_history(c: &Catalogue, v: &Verdict) -> bool {
    let all = || v.sanctions.iter().chain(v.options.iter());
    let on_ladder = v.sanctions.iter().any(|s| s.kind == SanctionKind::Ladder);
    let ranged = c
        .escalation
        .ladder
        .as_ref()
        .is_some_and(|l| l.beyond == Beyond::Rising)
        && all().any(|s| s.kind == SanctionKind::Score && s.min.is_some() && s.max.is_some());
    let repeated =
        c.escalation.repeat.iter().any(|rule| {
            all().any(|s| s.kind == SanctionKind::Score && s.amount == Some(rule.amount))
        });
    on_ladder || ranged || repeated
}

pub(crate) fn escalate(c: &Catalogue, r: &Ruling, v: &mut Verdict) {
    let mine: Vec<&Prior> = r.history.iter().filter(|p| p.player == r.player).collect();
    if let Some(ladder) = &c.escalation.ladder {
        climb(c, ladder, r, &mine, v);
        if ladder.beyond == Beyond::Rising {
            keep_ranges_rising(ladder, &mine, v);
        }
    }
    apply_repeats(c, &mine, v);
}

fn climb(c: &Catalogue, ladder: &Ladder, r: &Ruling, mine: &[&Prior], v: &mut Verdict) {
    let Some(at) = v
        .sanctions
        .iter()
        .position(|s| s.kind == SanctionKind::Ladder)
    else {
        return;
    };
    v.warning_level = true;
    // A hand-scoped ladder counts the offences in the same hand (hand numbers as entered).
    let earlier = mine
        .iter()
        .filter(|p| p.warning_level && (ladder.scope == Scope::Session || p.hand == r.hand))
        .count();
    let hall = c
        .escalation
        .hall_warning
        .as_ref()
        .filter(|_| r.hall_warnings.iter().any(|h| h == r.incident));
    if let Some(h) = hall {
        v.reasons
            .push(Message::new("reason-hall-warning").arg("article", h.article.as_str()));
    }
    let boost = hall.map_or(0, |h| h.counts_as.saturating_sub(1) as usize);
    let count = earlier + boost + 1;
    let sanction = step(ladder, count);
    v.reasons.push(
        Message::new("reason-ladder")
            .arg("count", count as f64)
            .arg(
                "scope",
                match ladder.scope {
                    Scope::Session => "session",
                    Scope::Hand => "hand",
                },
            )
            .arg("sanction", sanction.kind.as_str())
            .arg("article", ladder.article.as_str()),
    );
    v.sanctions[at] = sanction;
}

/// The sanction for the `count`-th offence (1-based).
fn step(ladder: &Ladder, count: usize) -> Sanction {
    let last = ladder.steps.len();
    if count <= last {
        return ladder.steps[count - 1].clone();
    }
    let final_step = ladder.steps[last - 1].clone();
    match ladder.beyond {
        Beyond::Repeat => final_step,
        Beyond::Double => {
            let times = 2f64.powi((count - last) as i32);
            let capped = |a: f64| ladder.cap.map_or(a, |cap| a.max(cap));
            Sanction {
                amount: final_step.amount.map(|a| capped(a * times)),
                ..final_step
            }
        }
        Beyond::Rising => {
            let lo = ladder.score_min.unwrap_or(1.0);
            let hi = ladder.score_max.unwrap_or(lo);
            Sanction {
                min: Some(-hi),
                max: Some(-lo),
                ..Sanction::with_amount(SanctionKind::Score, -lo)
            }
        }
    }
}

/// Within a session, deductions from a range never fall below the last one; the suggestion is
/// one more than the last (SBR 第十一条 三（六）: gradually increasing, all accumulated).
fn keep_ranges_rising(ladder: &Ladder, mine: &[&Prior], v: &mut Verdict) {
    let (floor, ceiling) = (
        ladder.score_min.unwrap_or(1.0),
        ladder.score_max.unwrap_or(1.0),
    );
    let last = mine
        .iter()
        .flat_map(|p| &p.sanctions)
        .filter(|s| s.kind == SanctionKind::Score && s.min.is_some() && s.max.is_some())
        .filter_map(|s| s.amount)
        .map(f64::abs)
        .fold(0.0, f64::max);
    if last == 0.0 {
        return;
    }
    // The options the referee may add are held to the same floor as the sanctions.
    let mut raised = false;
    for s in v
        .sanctions
        .iter_mut()
        .chain(v.options.iter_mut())
        .filter(|s| s.kind == SanctionKind::Score && s.min.is_some() && s.max.is_some())
    {
        let heaviest = s.min.unwrap_or(-ceiling).abs();
        let lightest = last.max(s.max.unwrap_or(-floor).abs()).min(heaviest);
        let suggested = (last + 1.0).clamp(lightest, heaviest);
        s.max = Some(-lightest);
        s.amount = Some(-suggested);
        raised = true;
    }
    if raised {
        v.reasons
            .push(Message::new("reason-rising").arg("previous", -last));
    }
}

fn apply_repeats(c: &Catalogue, mine: &[&Prior], v: &mut Verdict) {
    for rule in &c.escalation.repeat {
        let is_it = |s: &Sanction| s.kind == SanctionKind::Score && s.amount == Some(rule.amount);
        let before = mine.iter().flat_map(|p| &p.sanctions).any(is_it);
        if !before {
            continue;
        }
        // An option of that amount, if the referee picks it, is the repeat too.
        let mut hit = false;
        for s in v
            .sanctions
            .iter_mut()
            .chain(v.options.iter_mut())
            .filter(|s| is_it(s))
        {
            *s = Sanction::of(rule.then);
            hit = true;
        }
        if hit {
            v.reasons.push(
                Message::new("reason-repeat")
                    .arg("amount", rule.amount)
                    .arg("sanction", rule.then.as_str())
                    .arg("article", rule.article.as_str()),
            );
        }
    }
}
