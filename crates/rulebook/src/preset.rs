//! Answers the event already knows, so the referee is not asked them and every front end
//! (the app, `mjref log add`, `mjref scenario`) derives them alike: how the table is scored
//! (2V2: by IMP in a room of a duplicate match, by 盘分 elsewhere — the data's
//! `standings.duplicate.scoring`) and who deals when the session names its dealer. An answer
//! the referee gave is never replaced.

use crate::facts::ARRIVED_AT;
use crate::model::{Catalogue, Value};
use crate::reserved::{DEALER, OFFENDER_IS_DEALER};
use std::collections::BTreeMap;

/// What the event knows about where and when an incident happened.
#[derive(Debug, Clone, Copy, Default)]
pub struct Known<'a> {
    /// Whether the table is a room of a duplicate match.
    pub in_match: bool,
    /// The hand's dealer, when the session says.
    pub dealer: Option<&'a str>,
}

/// `answers` with what `known` answers for `incident` added; unknown incidents are left alone
/// (deciding refuses them with their own error).
pub fn answers(
    catalogue: &Catalogue,
    incident: &str,
    player: &str,
    answers: &BTreeMap<String, Value>,
    known: &Known,
) -> BTreeMap<String, Value> {
    let mut given = answers.clone();
    let Some(def) = catalogue.incident(incident) else {
        return given;
    };
    // The contract's fact `arrived_at` (RFC 3339) answers the incident's arrival-time question,
    // whatever its id: the minutes late are worked out from the session's start. When the
    // question is answered as well, both are left for deciding to refuse as answers that may
    // contradict each other (`facts::resolve`); neither is preferred.
    if let Some(at) = given.remove(ARRIVED_AT) {
        match def.arrival_question() {
            Some(q) if !given.contains_key(&q.id) => {
                given.insert(q.id.clone(), at);
            }
            // Left for deciding to refuse: as a contradiction, or as a fact the incident does
            // not ask.
            _ => {
                given.insert(ARRIVED_AT.into(), at);
            }
        }
    }
    let scoring = catalogue
        .standings
        .duplicate
        .as_ref()
        .and_then(|d| d.scoring.as_ref());
    if let Some(s) = scoring.filter(|s| def.question(&s.question).is_some()) {
        let answer = if known.in_match {
            &s.in_match
        } else {
            &s.outside_match
        };
        given
            .entry(s.question.clone())
            .or_insert_with(|| Value::Text(answer.clone()));
    }
    if let Some(dealer) = known.dealer {
        // The dealer answers "who deals?" and so "is the offender the dealer?", unless the
        // referee said otherwise.
        let said = match given.get(OFFENDER_IS_DEALER) {
            Some(Value::Bool(b)) => Some(*b),
            _ => None,
        };
        let agrees = said.is_none_or(|b| b == (dealer == player));
        if def.question(DEALER).is_some() && agrees {
            given
                .entry(DEALER.into())
                .or_insert_with(|| Value::Text(dealer.to_string()));
        } else if def.question(OFFENDER_IS_DEALER).is_some() {
            given
                .entry(OFFENDER_IS_DEALER.into())
                .or_insert(Value::Bool(dealer == player));
        }
    }
    given
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_v_two() -> Catalogue {
        crate::builtin_ruleset("sbr-2025-2v2").unwrap()
    }

    #[test]
    fn a_table_outside_a_match_is_scored_by_rank_points_and_a_room_by_imp() {
        let c = two_v_two();
        let none = BTreeMap::new();
        let outside = answers(&c, "late-arrival", "A", &none, &Known::default());
        let inside = answers(
            &c,
            "late-arrival",
            "A",
            &none,
            &Known {
                in_match: true,
                dealer: None,
            },
        );
        assert_eq!(outside["scoring"], Value::Text("rank-points".into()));
        assert_eq!(inside["scoring"], Value::Text("imp".into()));
    }

    #[test]
    fn arrived_at_answers_the_arrival_time_question() {
        let c = crate::builtin_ruleset("sbr-2025").unwrap();
        let at = Value::Text("2026-11-22T09:12:30+08:00".into());
        let given = BTreeMap::from([("arrived_at".to_string(), at.clone())]);
        let got = answers(&c, "late-arrival", "A", &given, &Known::default());
        assert_eq!(got.get("minutes_late"), Some(&at));
        assert!(!got.contains_key("arrived_at"));
        // An incident that asks no arrival time keeps it, to be refused as unknown.
        let got = answers(&c, "phone", "A", &given, &Known::default());
        assert_eq!(got.get("arrived_at"), Some(&at));
        // Given with the minutes as well, both stay, for deciding to refuse.
        let mut both = given.clone();
        both.insert("minutes_late".into(), Value::Number(1.0));
        let got = answers(&c, "late-arrival", "A", &both, &Known::default());
        assert_eq!(got, both);
    }

    #[test]
    fn the_referees_answer_is_never_replaced() {
        let c = two_v_two();
        let said = BTreeMap::from([("scoring".to_string(), Value::Text("imp".into()))]);
        let got = answers(&c, "late-arrival", "A", &said, &Known::default());
        assert_eq!(got["scoring"], Value::Text("imp".into()));
    }

    #[test]
    fn a_ruleset_without_matches_gets_no_scoring_answer() {
        let c = crate::builtin_ruleset("sbr-2025").unwrap();
        let got = answers(&c, "late-arrival", "A", &BTreeMap::new(), &Known::default());
        assert!(!got.contains_key("scoring"));
    }
}
