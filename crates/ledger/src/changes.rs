//! Publishing the referee list and changing what is recorded: a void, an amendment or an appeal
//! case's decision is a new signed event naming the one it changes, never an edit.
//! `Store::append` refuses any of them whose signer lacks the role, a second void of one event
//! and a decision on anything but an appeal case (see `roles`).

use crate::error::{ChangeKind, LedgerError};
use crate::event::{NewEvent, Stamp};
use crate::problem::Problem;
use crate::roles::{RefereeList, AMEND, APPEAL_DECISION, REFEREES, VOID};
use crate::store::Store;
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
    // A key typed wrong would name nobody: refused before anything is signed.
    if let Some(bad) = list
        .referees
        .iter()
        .find(|r| !crate::roles::is_device_key(&r.device))
    {
        return Err(LedgerError::BadDeviceKey {
            device: bad.device.clone(),
        });
    }
    let mut list = list.clone();
    // One order, so the same list is the same bytes.
    list.referees.sort_by(|a, b| a.device.cmp(&b.device));
    let e = NewEvent::about_event(REFEREES, stamp, event, serde_json::to_value(&list)?);
    append(store, &e)
}

/// Voids `target`: it stays in the record, marked void by this event. An event is voided once
/// (`second-void`).
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

/// Amends `target` with `changes` (what they mean is the tournament's business: the ledger
/// signs them as given, with the reason).
pub fn amend(
    store: &mut Store,
    stamp: &Stamp,
    target: &str,
    reason: &str,
    changes: Value,
) -> Result<Recorded, LedgerError> {
    let reason = given(reason, ChangeKind::Amend)?;
    change(
        store,
        stamp,
        AMEND,
        target,
        json!({"reason": reason, "changes": changes}),
    )
}

/// The decision on appeal case `case`, heard as `heard_as` (the committee, or the head referee
/// where the ruleset gives the hearing to the head): what was decided and why. Which decisions
/// a ruleset allows is the tournament's to check before this is called; the ledger refuses a
/// decision on anything but a case (`decision-not-on-case`) and one the case's hearing has
/// already made (`second-decision`), as `roles` says.
pub fn decide_case(
    store: &mut Store,
    stamp: &Stamp,
    case: &str,
    decision: &str,
    reason: &str,
    heard_as: crate::roles::Role,
) -> Result<Recorded, LedgerError> {
    let reason = given(reason, ChangeKind::Decide)?;
    change(
        store,
        stamp,
        APPEAL_DECISION,
        case,
        json!({"decision": decision, "reason": reason, "heard_as": heard_as}),
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
