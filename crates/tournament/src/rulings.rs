//! Deciding and recording a ruling against the record: the session's earlier rulings feed
//! escalation, and the verdict is stored with everything needed to review it later. The app
//! and the CLI both come through here, so a ruling is the same function call in either.

use crate::body::{RulingBody, RULING};
use crate::effective;
use crate::error::{SetupError, TournamentError};
use crate::limits::{FieldFault, FieldKind, Limits};
use chrono::{DateTime, FixedOffset};
use ledger::{local_time, NewEvent, Stamp, Store};
use rulebook::facts::resolve;
use rulebook::{rule_reading, Catalogue, Choice, Prior, RuleError, Ruling, Value, Verdict};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a referee has entered so far.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RulingDraft {
    pub session: String,
    #[serde(default)]
    pub table: Option<u32>,
    #[serde(default)]
    pub hand: Option<u32>,
    pub player: String,
    pub incident: String,
    #[serde(default)]
    pub answers: BTreeMap<String, Value>,
    #[serde(default)]
    pub choice: Option<Choice>,
    #[serde(default)]
    pub note: String,
}

/// Where and under which rules the ruling is made.
pub struct Context<'a> {
    pub catalogue: &'a Catalogue,
    pub event: &'a str,
    pub session_start: Option<DateTime<FixedOffset>>,
    pub hall_warnings: &'a [String],
    /// The version of the event signed in the record it is decided under (`None`: a device's
    /// own setup, or a bare record); the ruling records it.
    pub event_version: Option<u64>,
}

#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RecordedRuling {
    pub id: String,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub seq: i64,
    pub recorded_at: String,
    pub verdict: Verdict,
}

/// The verdict the draft would get now, given the session's record.
pub fn evaluate(
    store: &Store,
    ctx: &Context,
    draft: &RulingDraft,
) -> Result<(Verdict, BTreeMap<String, Value>), TournamentError> {
    evaluate_before(store, ctx, draft, None)
}

/// As `evaluate`, counting only the player's rulings recorded before `before` (a ruling being
/// decided again for an amendment escalates from what came before it, not after).
pub fn evaluate_before(
    store: &Store,
    ctx: &Context,
    draft: &RulingDraft,
    before: Option<&str>,
) -> Result<(Verdict, BTreeMap<String, Value>), TournamentError> {
    let inc =
        ctx.catalogue
            .incident(&draft.incident)
            .ok_or_else(|| RuleError::UnknownIncident {
                ruleset: ctx.catalogue.id.clone(),
                incident: draft.incident.clone(),
            })?;
    let facts = resolve(inc, &draft.answers, ctx.session_start)?;
    check_facts(inc, &facts, draft.choice.as_ref())?;
    // The player's earlier rulings, read only when the verdict can depend on them.
    let history = || -> Result<Vec<Prior>, TournamentError> {
        // The player's rulings and the changes to them; other players' rulings are not read.
        let theirs = store.list_player(ctx.event, &draft.session, &draft.player)?;
        // The rulings before `before` in the record's order; all of them without it.
        let earlier: Option<Vec<String>> = before.map(|id| {
            theirs
                .iter()
                .take_while(|e| e.id != id)
                .map(|e| e.id.clone())
                .collect()
        });
        // Only what stands counts: a voided ruling does not climb the ladder.
        Ok(
            effective::resolve(theirs, &crate::enrolment::Enrolment::of(store)?)?
                .iter()
                .filter(|r| r.stands())
                .filter(|r| earlier.as_ref().is_none_or(|ids| ids.contains(&r.event.id)))
                .map(|r| Prior::of(&draft.player, r.event.event.hand, &r.body.verdict))
                .collect(),
        )
    };
    let verdict = rule_reading(
        ctx.catalogue,
        &Ruling {
            incident: &draft.incident,
            player: &draft.player,
            hand: draft.hand,
            facts: &facts,
            choice: draft.choice.as_ref(),
            history: &[],
            hall_warnings: ctx.hall_warnings,
        },
        history,
    )?;
    Ok((verdict, facts))
}

/// What the referee typed, held to `rules-data/limits.toml` before anything is decided (the
/// Desk checks every draft with it first; what is signed is checked again by `Arrival`): the
/// player and the session are non-empty ids within the bound, without control characters; the
/// note is text within its bound.
pub fn check_draft(draft: &RulingDraft) -> Result<(), SetupError> {
    typed_field("player", FieldKind::Id, &draft.player)?;
    typed_field("session", FieldKind::Id, &draft.session)?;
    typed_field("note", FieldKind::Text, &draft.note)
}

/// One field a user typed, held to `rules-data/limits.toml`; the refusal names `field`.
pub(crate) fn typed_field(field: &str, kind: FieldKind, value: &str) -> Result<(), SetupError> {
    let field = field.to_string();
    match Limits::builtin().field(kind, value) {
        Ok(()) => Ok(()),
        Err(FieldFault::Empty) => Err(SetupError::EmptyId { field }),
        Err(FieldFault::TooLong { max }) => Err(SetupError::FieldTooLong { field, max }),
        Err(FieldFault::Control) => Err(SetupError::ControlCharacter { field }),
    }
}

/// The answers' numbers, typed, held to their bounds: an arrival no later than
/// `numbers.max_minutes_late`, any other number (and a chosen amount) finite and within
/// `numbers.max_magnitude`.
fn check_facts(
    inc: &rulebook::model::Incident,
    facts: &BTreeMap<String, Value>,
    choice: Option<&Choice>,
) -> Result<(), SetupError> {
    let limits = Limits::builtin();
    let arrival = |key: &str| {
        key == rulebook::facts::MINUTES_LATE || inc.arrival_question().is_some_and(|q| q.id == key)
    };
    let numbers = facts.iter().filter_map(|(key, v)| match v {
        Value::Number(n) => Some((key.as_str(), *n)),
        _ => None,
    });
    let amount = choice.and_then(|c| c.amount).map(|n| ("amount", n));
    for (key, n) in numbers.chain(amount) {
        let max = if arrival(key) {
            limits.numbers.max_minutes_late
        } else {
            limits.numbers.max_magnitude
        };
        if !Limits::within(n, max) {
            return Err(SetupError::FactOutOfBounds {
                fact: key.to_string(),
                value: Limits::shown(n),
                max: Limits::shown(max),
            });
        }
    }
    Ok(())
}

/// Decides and records the ruling; returns only after the commit.
pub fn record(
    store: &mut Store,
    ctx: &Context,
    stamp: &Stamp,
    draft: &RulingDraft,
) -> Result<RecordedRuling, TournamentError> {
    record_with_photos(store, ctx, stamp, draft, &[])
}

/// `record`, with photos of the hand or table (upright, without metadata: `evidence`) kept
/// with the ruling in the same transaction and named in its signed body.
pub fn record_with_photos(
    store: &mut Store,
    ctx: &Context,
    stamp: &Stamp,
    draft: &RulingDraft,
    photos: &[ledger::Photo],
) -> Result<RecordedRuling, TournamentError> {
    let (verdict, facts) = evaluate(store, ctx, draft)?;
    let body = RulingBody {
        answers: draft.answers.clone(),
        facts,
        choice: draft.choice.clone(),
        verdict: verdict.clone(),
        note: draft.note.clone(),
        event_version: ctx.event_version,
        photos: photos.iter().map(|p| p.sha256.clone()).collect(),
    };
    let id = uuid::Uuid::now_v7().to_string();
    let event = NewEvent {
        kind: RULING.into(),
        recorded_at: stamp.at,
        utc_offset_minutes: stamp.utc_offset_minutes,
        referee: stamp.referee.into(),
        event: ctx.event.into(),
        ruleset: ctx.catalogue.id.clone(),
        catalogue_version: ctx.catalogue.version.clone(),
        session: draft.session.clone(),
        table: draft.table,
        hand: draft.hand,
        player: draft.player.clone(),
        incident: draft.incident.clone(),
        body: serde_json::to_value(&body)?,
    };
    let appended = store.append_with_photos(&id, &event, photos)?;
    Ok(RecordedRuling {
        id,
        seq: appended.seq,
        recorded_at: local_time(stamp.at, stamp.utc_offset_minutes),
        verdict,
    })
}
