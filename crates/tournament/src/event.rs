//! The event in the record. The head referee's device signs each change of the event's setup
//! (sessions and their starts, the roster and every session's seating, the regulations,
//! hall-wide warnings, teams and matches) as an `event` event carrying the whole setup as its
//! next version. Bundles carry versions like rulings; the ledger refuses one not signed by the
//! event's head (`ledger::roles`). On every device the event in force is the latest version —
//! the greatest version number, then the later recording, then the greater id — so importing
//! versions in any order, with repeats, gives the same event.

use crate::error::TournamentError;
use crate::setup::EventSetup;
use ledger::changes::Recorded;
use ledger::roles::EVENT;
use ledger::{NewEvent, Stamp, Store, StoredEvent};
use std::collections::BTreeMap;

pub use crate::setup::VersionBody;

/// One version of an event as recorded.
#[derive(Debug, Clone, PartialEq)]
pub struct Version {
    pub version: u64,
    pub setup: EventSetup,
    /// The `event` event that carried it, and the device that signed it.
    pub id: String,
    pub device: String,
    pub recorded_at: chrono::DateTime<chrono::Utc>,
}

impl Version {
    /// The order that decides which version is in force: version, then time, then id.
    fn rank(&self) -> (u64, chrono::DateTime<chrono::Utc>, &str) {
        (self.version, self.recorded_at, &self.id)
    }
}

/// Every version among `events` (unreadable bodies are skipped: verification reports them).
pub fn versions(events: &[StoredEvent]) -> Vec<Version> {
    events
        .iter()
        .filter(|e| e.event.kind == EVENT && crate::arrival::Arrival::sound(&e.event))
        .filter_map(|e| {
            let body: VersionBody = serde_json::from_value(e.event.body.clone()).ok()?;
            Some(Version {
                version: body.version,
                setup: body.setup,
                id: e.id.clone(),
                device: e.device.clone(),
                recorded_at: e.event.recorded_at,
            })
        })
        .collect()
}

/// The latest version of each event, by event id.
pub fn latest(versions: Vec<Version>) -> BTreeMap<String, Version> {
    let mut out: BTreeMap<String, Version> = BTreeMap::new();
    for v in versions {
        match out.get(&v.setup.id) {
            Some(known) if known.rank() >= v.rank() => {}
            _ => {
                out.insert(v.setup.id.clone(), v);
            }
        }
    }
    out
}

/// The latest version of event `id` in the record, if it has one.
pub fn in_force(store: &Store, id: &str) -> Result<Option<Version>, TournamentError> {
    Ok(latest(versions(&store.list_kind(EVENT)?)).remove(id))
}

/// Signs `setup` as the next version of its event, under the record's latest referee list
/// (none: as the event's creator). Only the event's head may: the ledger refuses anyone else.
pub fn publish(
    store: &mut Store,
    stamp: &Stamp,
    setup: &EventSetup,
) -> Result<(Recorded, u64), TournamentError> {
    let version = in_force(store, &setup.id)?.map_or(1, |v| v.version + 1);
    let authority = store
        .referee_lists()?
        .pop()
        .map(|(id, _, _)| id)
        .unwrap_or_default();
    let shared = EventSetup {
        referee: String::new(),
        ..setup.clone()
    };
    let body = VersionBody {
        version,
        authority,
        setup: shared,
    };
    let e = NewEvent {
        // The ruleset too, so a record's index says what each event is played under.
        ruleset: setup.ruleset.clone(),
        ..NewEvent::about_event(EVENT, stamp, &setup.id, serde_json::to_value(&body)?)
    };
    let id = uuid::Uuid::now_v7().to_string();
    let appended = store.append(&id, &e)?;
    Ok((
        Recorded {
            id,
            seq: appended.seq,
        },
        version,
    ))
}
