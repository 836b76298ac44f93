//! Escalation as the ruleset's data says: the warning ladder within a session, deductions in a
//! range that never decrease, a repeated heavy deduction turning into a forfeit, and hall-wide
//! warnings that make the first offence count as a later one.

use crate::engine::{Message, Ruling, Verdict};
use crate::model::{Catalogue, Sanction, SanctionKind};
use serde::{Deserialize, Serialize};

/// An earlier ruling in the same session, as escalation needs to see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Prior {
    pub player: String,
    pub incident: String,
    pub sanctions: Vec<Sanction>,
    #[serde(rename = "warningLevel")]
    pub warning_level: bool,
}

impl Prior {
    pub fn of(player: &str, v: &Verdict) -> Self {
        Prior {
            player: player.to_string(),
            incident: v.incident.clone(),
            sanctions: v.sanctions.clone(),
            warning_level: v.warning_level,
        }
    }
}

pub(crate) fn escalate(c: &Catalogue, r: &Ruling, v: &mut Verdict) {
    let mine: Vec<&Prior> = r.history.iter().filter(|p| p.player == r.player).collect();
    climb_ladder(c, r, &mine, v);
    keep_ranges_rising(c, &mine, v);
    apply_repeats(c, &mine, v);
}

fn climb_ladder(c: &Catalogue, r: &Ruling, mine: &[&Prior], v: &mut Verdict) {
    let Some(ladder) = &c.escalation.warning_ladder else {
        return;
    };
    let Some(at) = v
        .sanctions
        .iter()
        .position(|s| s.kind == SanctionKind::Ladder)
    else {
        return;
    };
    v.warning_level = true;
    let earlier = mine.iter().filter(|p| p.warning_level).count();
    let hall = c
        .escalation
        .hall_warning
        .as_ref()
        .filter(|_| r.hall_warnings.iter().any(|h| h == r.incident));
    let boost = hall.map_or(0, |h| h.counts_as.saturating_sub(1) as usize);
    if let Some(h) = hall {
        v.reasons
            .push(Message::new("reason-hall-warning").arg("article", h.article.as_str()));
    }
    let count = earlier + boost + 1;
    let step = ladder.steps[(count - 1).min(ladder.steps.len() - 1)];
    let sanction = if step == SanctionKind::Score {
        // The range is narrowed by keep_ranges_rising.
        Sanction {
            min: Some(-ladder.score_max),
            max: Some(-ladder.score_min),
            ..Sanction::with_amount(SanctionKind::Score, -ladder.score_min)
        }
    } else {
        Sanction::of(step)
    };
    v.sanctions[at] = sanction;
    v.reasons.push(
        Message::new("reason-ladder")
            .arg("count", count as f64)
            .arg("sanction", step.as_str())
            .arg("article", ladder.article.as_str()),
    );
}

/// Within a session, deductions from a range never fall below the last one; the suggestion is
/// one more than the last (SBR 第十一条 三（六）: gradually increasing, all accumulated).
fn keep_ranges_rising(c: &Catalogue, mine: &[&Prior], v: &mut Verdict) {
    let Some(ladder) = &c.escalation.warning_ladder else {
        return;
    };
    let last = mine
        .iter()
        .flat_map(|p| &p.sanctions)
        .filter(|s| s.kind == SanctionKind::Score && s.is_range())
        .filter_map(|s| s.amount)
        .map(f64::abs)
        .fold(0.0, f64::max);
    if last == 0.0 {
        return;
    }
    for s in v
        .sanctions
        .iter_mut()
        .filter(|s| s.kind == SanctionKind::Score && s.is_range())
    {
        let heaviest = s.min.unwrap_or(-ladder.score_max).abs();
        let lightest = last
            .max(s.max.unwrap_or(-ladder.score_min).abs())
            .min(heaviest);
        let suggested = (last + 1.0).clamp(lightest, heaviest);
        s.max = Some(-lightest);
        s.amount = Some(-suggested);
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
        if let Some(s) = v.sanctions.iter_mut().find(|s| is_it(s)) {
            *s = Sanction::of(rule.then);
            v.reasons.push(
                Message::new("reason-repeat")
                    .arg("amount", rule.amount)
                    .arg("sanction", rule.then.as_str())
                    .arg("article", rule.article.as_str()),
            );
        }
    }
}
