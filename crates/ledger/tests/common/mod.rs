//! Appending events for the ledger's own tests. The ledger knows no rulesets: a "ruling" here
//! is a signed event with a body the tournament crate would write, nothing it decides.
#![allow(dead_code)] // each test file uses what it needs

use chrono::Utc;
use ledger::{NewEvent, Stamp, Store};
use serde_json::json;

/// A ruling-shaped event for `player` in event "e", session R1, with `note` in its body.
pub fn ruling(player: &str, note: &str) -> NewEvent {
    NewEvent {
        kind: "ruling".into(),
        recorded_at: Utc::now(),
        utc_offset_minutes: 480,
        referee: "r".into(),
        event: "e".into(),
        ruleset: "sbr-2025".into(),
        catalogue_version: "test".into(),
        session: "R1".into(),
        table: Some(1),
        hand: None,
        player: player.into(),
        incident: "late-arrival".into(),
        // Numbers, text with quotes and a line break: what canonical JSON must keep exactly.
        body: json!({"answers": {"minutes_late": 7.5}, "facts": {"minutes_late": 7.5},
                     "note": format!("说明 \"quoted\"\n{note}"), "verdict": {"tier": "3"}}),
    }
}

/// Appends a ruling-shaped event for `player` and returns its id.
pub fn add(store: &mut Store, player: &str) -> String {
    append(store, &ruling(player, ""))
}

/// A device: its record in a folder of its own, and its key.
pub struct Device {
    pub _dir: tempfile::TempDir,
    pub store: Store,
    pub key: String,
}

/// A fresh device, its key sealed (as a head's or the committee's must be) or not.
pub fn device(sealed: bool) -> Device {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(&dir.path().join("log.db")).unwrap();
    if sealed {
        store.seal_key("words").unwrap();
    }
    let key = store.identity().unwrap().device().to_string();
    Device {
        _dir: dir,
        store,
        key,
    }
}

/// Recorded now by referee "r" at UTC+8.
pub fn stamp() -> Stamp<'static> {
    Stamp {
        referee: "r",
        at: Utc::now(),
        utc_offset_minutes: 480,
    }
}

/// Appends `e` under a fresh id and returns the id.
pub fn append(store: &mut Store, e: &NewEvent) -> String {
    let id = uuid::Uuid::now_v7().to_string();
    store.append(&id, e).unwrap();
    id
}
