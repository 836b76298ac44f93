//! Publishing the referee list and changing what is recorded: a void, an amendment or an appeal
//! decision is a new signed event naming the one it changes, never an edit. `Store::append`
//! refuses any of them whose signer lacks the role (see `roles`).

use crate::error::{ChangeKind, LedgerError};
use crate::roles::{RefereeList, AMEND, APPEAL_DECISION, REFEREES, VOID};
use crate::rulings::{
    evaluate_before, local_time, Context, RecordedRuling, RulingBody, RulingDraft, Stamp, RULING,
};
use crate::store::{NewEvent, Store};
use crate::verify::Problem;
use serde::Serialize;
use serde_json::{json, Value};

/// A change as the record holds it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Recorded {
    pub id: String,
    pub seq: i64,
}

/// Signs the event's referee list with this device's key; the device must name itself head.
pub fn publish_referees(
    store: &mut Store,
    stamp: &Stamp,
    event: &str,
    list: &RefereeList,
) -> Result<Recorded, LedgerError> {
    let mut list = list.clone();
    // One order, so the same list is the same bytes.
    list.referees.sort_by(|a, b| a.device.cmp(&b.device));
    let e = NewEvent {
        kind: REFEREES.into(),
        recorded_at: stamp.at,
        utc_offset_minutes: stamp.utc_offset_minutes,
        referee: stamp.referee.into(),
        event: event.into(),
        ruleset: String::new(),
        catalogue_version: String::new(),
        session: String::new(),
        table: None,
        hand: None,
        player: String::new(),
        incident: String::new(),
        body: serde_json::to_value(&list)?,
    };
    append(store, &e)
}

/// Voids `target`: it stays in the record, marked void by this event.
pub fn void(
    store: &mut Store,
    stamp: &Stamp,
    target: &str,
    reason: &str,
) -> Result<Recorded, LedgerError> {
    let reason = given(reason, ChangeKind::Void)?;
    change(store, stamp, VOID, target, json!({"reason": reason}))
}

/// The reason as recorded, trimmed; nothing is signed without one. Front ends call it first
/// too, so a missing reason is said before a passphrase is tried.
pub fn given(reason: &str, change: ChangeKind) -> Result<&str, LedgerError> {
    match reason.trim() {
        "" => Err(LedgerError::ReasonMissing { change }),
        r => Ok(r),
    }
}

/// Amends `target` with `changes`: for a ruling, an object replacing any of its `answers`,
/// `facts`, `choice`, `verdict`, `note` (see `effective`). One that could not apply is refused
/// before anything is signed.
pub fn amend(
    store: &mut Store,
    stamp: &Stamp,
    target: &str,
    reason: &str,
    changes: Value,
) -> Result<Recorded, LedgerError> {
    let reason = given(reason, ChangeKind::Amend)?;
    if let Some(original) = store.event_by_id(target)? {
        if original.event.kind == RULING {
            let body: RulingBody = serde_json::from_value(original.event.body)?;
            crate::effective::amended(&body, &changes)?;
        }
    }
    change(
        store,
        stamp,
        AMEND,
        target,
        json!({"reason": reason, "changes": changes}),
    )
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
) -> Result<RecordedRuling, LedgerError> {
    let reason = given(reason, ChangeKind::Amend)?;
    let original = store
        .event_by_id(target)?
        .filter(|e| e.event.kind == RULING)
        .ok_or_else(|| LedgerError::BadAmendment {
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
        return Err(LedgerError::BadAmendment {
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

/// The appeals committee's decision on `target`: `upheld`, `overturned` or `amended`.
pub fn decide_appeal(
    store: &mut Store,
    stamp: &Stamp,
    target: &str,
    decision: &str,
    note: &str,
) -> Result<Recorded, LedgerError> {
    change(
        store,
        stamp,
        APPEAL_DECISION,
        target,
        json!({"decision": decision, "note": note}),
    )
}

/// A change event: it names its target and the latest referee list, and copies the target's
/// event, session, table, hand, player and incident so the session's queries find it.
fn change(
    store: &mut Store,
    stamp: &Stamp,
    kind: &str,
    target: &str,
    mut body: Value,
) -> Result<Recorded, LedgerError> {
    let original = store
        .event_by_id(target)?
        .ok_or_else(|| {
            LedgerError::NotAllowed(Problem::DanglingTarget {
                id: String::new(),
                target: target.into(),
            })
        })?
        .event;
    let authority = store
        .referee_lists()?
        .pop()
        .map(|(id, _, _)| id)
        .unwrap_or_default();
    body["target"] = target.into();
    body["authority"] = authority.into();
    let e = NewEvent {
        kind: kind.into(),
        recorded_at: stamp.at,
        utc_offset_minutes: stamp.utc_offset_minutes,
        referee: stamp.referee.into(),
        body,
        ..original
    };
    append(store, &e)
}

fn append(store: &mut Store, e: &NewEvent) -> Result<Recorded, LedgerError> {
    let id = uuid::Uuid::now_v7().to_string();
    let appended = store.append(&id, e)?;
    Ok(Recorded {
        id,
        seq: appended.seq,
    })
}
