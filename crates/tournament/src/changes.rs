//! What a change does to a ruling before the ledger signs it: an amendment must fit the
//! ruling's body, and an amendment decided by the engine is the rulebook's verdict for the
//! corrected answers. The ledger signs voids, amendments and appeal decisions as facts and
//! checks who may make them (`ledger::changes`); `effective` says what they do once recorded.

use crate::body::{RulingBody, RULING};
use crate::error::TournamentError;
use crate::rulings::{evaluate_before, Context, RecordedRuling, RulingDraft};
use ledger::changes::{given, Recorded};
use ledger::{local_time, ChangeKind, Stamp, Store};
use serde_json::{json, Value};

/// Amends `target` with `changes`: for a ruling, an object replacing any of its `answers`,
/// `facts`, `choice`, `verdict`, `note` (see `effective`). One that could not apply is refused
/// before anything is signed.
pub fn amend(
    store: &mut Store,
    stamp: &Stamp,
    target: &str,
    reason: &str,
    changes: Value,
) -> Result<Recorded, TournamentError> {
    given(reason, ChangeKind::Amend)?;
    if let Some(original) = store.event_by_id(target)? {
        if original.event.kind == RULING {
            let body: RulingBody = serde_json::from_value(original.event.body.clone())?;
            crate::effective::amended_ruling(&original.event, &body, &changes)?;
        }
    }
    Ok(ledger::changes::amend(
        store, stamp, target, reason, changes,
    )?)
}

/// The ruling `target` decided again by the engine from `draft` (the answers, choice and note
/// as corrected) and recorded as its amendment: the verdict is the rulebook's for those
/// answers, escalating from the player's rulings recorded before it, never one typed in. Who,
/// where and what (session, table, hand, player, incident) are not amendable: a ruling on the
/// wrong player is voided and recorded again.
pub fn amend_ruling(
    store: &mut Store,
    ctx: &Context,
    stamp: &Stamp,
    target: &str,
    draft: &RulingDraft,
    reason: &str,
) -> Result<RecordedRuling, TournamentError> {
    let reason = given(reason, ChangeKind::Amend)?;
    let original = store
        .event_by_id(target)?
        .filter(|e| e.event.kind == RULING)
        .ok_or_else(|| TournamentError::BadAmendment {
            detail: target.to_string(),
        })?;
    let o = &original.event;
    let fixed = [
        ("session", o.session == draft.session),
        ("table", o.table == draft.table),
        ("hand", o.hand == draft.hand),
        ("player", o.player == draft.player),
        ("incident", o.incident == draft.incident),
    ];
    if let Some((field, _)) = fixed.iter().find(|(_, same)| !same) {
        return Err(TournamentError::BadAmendment {
            detail: field.to_string(),
        });
    }
    let (verdict, facts) = evaluate_before(store, ctx, draft, Some(target))?;
    let changes = json!({
        "answers": draft.answers,
        "facts": facts,
        "choice": draft.choice,
        "verdict": verdict,
        "note": draft.note,
    });
    let done = amend(store, stamp, target, reason, changes)?;
    Ok(RecordedRuling {
        id: done.id,
        seq: done.seq,
        recorded_at: local_time(stamp.at, stamp.utc_offset_minutes),
        verdict,
    })
}
