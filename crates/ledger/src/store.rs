//! The SQLite file: one per device. Recorded events are append-only (triggers refuse UPDATE
//! and DELETE); a commit with `synchronous=FULL` in WAL mode is what "saved" means. Each event
//! is signed by the device that recorded it and chained to that device's previous one; events
//! of other devices arrive by `import`, checked first.

use crate::bundle::Bundle;
use crate::checkpoint::{self, Held, CHECKPOINT};
use crate::error::LedgerError;
use crate::event::{self, instant, Fields, Link, NewEvent, SignedEvent, Stamp};
use crate::identity::Identity;
use crate::inspect::Inspect;
use crate::key_place::KeyPlace;
use crate::photo::Photo;
use crate::problem::Problem;
use crate::roles::RefereeList;
use crate::verify::{self, Report};
use chrono::{DateTime, Utc};
use rusqlite::{params, Connection, OptionalExtension, Transaction, TransactionBehavior};
use rusqlite_migration::{Migrations, M};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::path::Path;

const MIGRATIONS: &[&str] = &[
    include_str!("../migrations/001_events.sql"),
    include_str!("../migrations/002_signed_chain.sql"),
    include_str!("../migrations/003_photos.sql"),
    include_str!("../migrations/004_hall.sql"),
];

pub use hall::{HallDevice, HallPeer, Heads, Page};

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StoredEvent {
    pub id: String,
    pub seq: i64,
    /// The recording device's public key (empty for a row not yet signed).
    pub device: String,
    #[serde(flatten)]
    pub event: NewEvent,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Appended {
    pub seq: i64,
}

pub struct Store {
    conn: Connection,
    /// Where the device's key is kept (`key_place`).
    key: KeyPlace,
    /// Loaded on the first write, so reading or verifying a record never makes a key.
    identity: Option<Identity>,
    /// Opens a sealed key.
    passphrase: Option<String>,
    /// What this device's own events must pass before they are signed: the same judge as
    /// what arrives, so a device never signs an event the others would refuse.
    inspect: Option<&'static (dyn Inspect + Sync)>,
    /// Each chain's head as last read, with the record's write stamp then ([`Store::stamp`]):
    /// a hall answers every woken round with its heads, so forty tablets woken by one ruling
    /// read them once, not forty times over the whole record.
    heads: std::sync::Mutex<Option<(WriteStamp, Heads)>>,
}

/// The writes a record has seen: this connection's changes and other connections' commits.
/// It moves with every write, so what was read under one stamp holds while it does not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct WriteStamp {
    own: u64,
    others: i64,
}

/// What an import did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Imported {
    pub added: usize,
    pub duplicates: usize,
}

/// The recorded columns of a row, as the database holds them.
struct Row {
    seq: i64,
    id: String,
    recorded_at: String,
    event: NewEvent,
    body_text: String,
    signed: Option<SignedEvent>,
    chain: Option<(String, i64, Option<String>, String)>,
}

/// `SELECT` of every recorded column, as `read_row` reads them, followed by the rest of the
/// statement (a literal, so the statement's text is made at compile time).
macro_rules! select_rows {
    ($rest:literal) => {
        concat!(
            "SELECT seq, id, kind, recorded_at, utc_offset_minutes, referee, event, ruleset,
                catalogue_version, session, table_no, hand, player, incident, body,
                payload, signature, device, device_seq, prev_hash, hash ",
            $rest
        )
    };
}

fn read_row(r: &rusqlite::Row) -> rusqlite::Result<(Row, Result<DateTime<Utc>, String>)> {
    let recorded_at: String = r.get(3)?;
    let at = DateTime::parse_from_rfc3339(&recorded_at)
        .map(|t| t.with_timezone(&Utc))
        .map_err(|e| e.to_string());
    let body_text: String = r.get(14)?;
    let payload: Option<String> = r.get(15)?;
    let signature: Option<String> = r.get(16)?;
    let device: Option<String> = r.get(17)?;
    let device_seq: Option<i64> = r.get(18)?;
    let hash: Option<String> = r.get(20)?;
    Ok((
        Row {
            seq: r.get(0)?,
            id: r.get(1)?,
            event: NewEvent {
                kind: r.get(2)?,
                recorded_at: at.clone().unwrap_or_default(),
                utc_offset_minutes: r.get(4)?,
                referee: r.get(5)?,
                event: r.get(6)?,
                ruleset: r.get(7)?,
                catalogue_version: r.get(8)?,
                session: r.get(9)?,
                table: r.get(10)?,
                hand: r.get(11)?,
                player: r.get(12)?,
                incident: r.get(13)?,
                body: serde_json::Value::Null,
            },
            recorded_at,
            body_text,
            signed: payload
                .zip(signature)
                .map(|(payload, sig)| SignedEvent { payload, sig }),
            chain: match (device, device_seq, hash) {
                (Some(d), Some(s), Some(h)) => Some((d, s, r.get(19)?, h)),
                _ => None,
            },
        },
        at,
    ))
}

/// What `list` reads of a row: its number, id and, when it is signed, the signed event.
fn read_listed(r: &rusqlite::Row) -> rusqlite::Result<(i64, String, Option<SignedEvent>)> {
    let payload: Option<String> = r.get(2)?;
    let signature: Option<String> = r.get(3)?;
    Ok((
        r.get(0)?,
        r.get(1)?,
        payload
            .zip(signature)
            .map(|(payload, sig)| SignedEvent { payload, sig }),
    ))
}

mod append;
mod hall;
mod import;
mod keys;
mod legacy;
mod rows;
mod setups;

use legacy::adopt_legacy_rows;
use rows::*;

impl Store {
    /// Opens (creating if needed) the database and brings its schema up to date. The device's
    /// key is kept in a file beside it (`KeyPlace::beside`), made on the first write.
    pub fn open(path: &Path) -> Result<Self, LedgerError> {
        Self::open_with(path, KeyPlace::beside(path))
    }

    /// Opens the database with the device key kept in the file at `key_path`.
    pub fn open_with_key(path: &Path, key_path: &Path) -> Result<Self, LedgerError> {
        Self::open_with(path, KeyPlace::File(key_path.to_path_buf()))
    }

    /// Opens the database with the device key kept at `key`.
    pub fn open_with(path: &Path, key: KeyPlace) -> Result<Self, LedgerError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| LedgerError::Storage(e.to_string()))?;
        }
        let mut conn = Connection::open(path)?;
        // On a disk: write-ahead log, each commit synced. In a browser the IndexedDB storage
        // takes no journal of its own and no sync level (it refuses any): a commit is durable
        // once its IndexedDB transaction is, which the browser build waits for before "saved".
        #[cfg(not(target_arch = "wasm32"))]
        {
            conn.pragma_update(None, "journal_mode", "WAL")?;
            conn.pragma_update(None, "synchronous", "FULL")?;
        }
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        let migrations = Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect());
        migrations.to_latest(&mut conn)?;
        key.prepare(&conn)?;
        let mut store = Store {
            conn,
            key,
            identity: None,
            passphrase: None,
            inspect: None,
            heads: std::sync::Mutex::new(None),
        };
        // A database from before the chain is signed into it on its first opening, so no
        // reader ever sees its old rows as unsigned.
        let unsigned_legacy: bool = store.conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM events WHERE payload IS NULL
                 AND seq <= (SELECT max_seq FROM legacy_mark))",
            [],
            |r| r.get(0),
        )?;
        if unsigned_legacy {
            store.identity()?;
        }
        Ok(store)
    }

    /// How many rows this connection has written since it opened: a browser forces its
    /// storage to disk only when this moved (`crates/web`).
    pub fn writes(&self) -> u64 {
        self.conn.total_changes()
    }

    /// Judges every event and photo this device appends with `inspect` (the front ends' Desk
    /// sets the tournament's), as `import` judges what arrives.
    pub fn inspect_with(&mut self, inspect: &'static (dyn Inspect + Sync)) {
        self.inspect = Some(inspect);
    }

    /// The whole record as a bundle: every signed event, in bundle order, and the photos they
    /// name.
    pub fn bundle(&self) -> Result<Bundle, LedgerError> {
        let events = self.signed_events()?;
        let mut named: Vec<String> = events
            .iter()
            .filter_map(|e| e.link().ok())
            .flat_map(|l| l.photos)
            .collect();
        named.sort_unstable();
        named.dedup();
        let mut photos = Vec::with_capacity(named.len());
        for sha256 in named {
            // A photo missing here is what `verify` reports; the bundle carries what there is.
            if let Some(bytes) = self.photo(&sha256)? {
                photos.push(Photo { sha256, bytes });
            }
        }
        Ok(Bundle { events, photos })
    }

    /// Events in this database's order (the order they arrived), optionally only one event's
    /// session. Content comes from the signed payload; rows not yet signed from their columns.
    pub fn list(&self, session: Option<(&str, &str)>) -> Result<Vec<StoredEvent>, LedgerError> {
        // One statement per shape, so a session's events are found through its index rather
        // than by reading every row of the record.
        match session {
            None => {
                let mut stmt = self.conn.prepare_cached(
                    "SELECT seq, id, payload, signature FROM events ORDER BY seq",
                )?;
                let rows = stmt.query_map([], read_listed)?;
                self.stored_events(rows)
            }
            Some((event, session)) => {
                let mut stmt = self.conn.prepare_cached(
                    "SELECT seq, id, payload, signature FROM events
                     WHERE event = ?1 AND session = ?2 ORDER BY seq",
                )?;
                let rows = stmt.query_map(params![event, session], read_listed)?;
                self.stored_events(rows)
            }
        }
    }

    /// As `list` for one event's session, only the events about `player`: their rulings and
    /// the changes to them (a change copies its target's event, session and player), and the
    /// session's appeal cases and decisions (a case may name several players' rulings).
    pub fn list_player(
        &self,
        event: &str,
        session: &str,
        player: &str,
    ) -> Result<Vec<StoredEvent>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, id, payload, signature FROM events
             WHERE event = ?1 AND session = ?2
                 AND (player = ?3 OR kind IN ('appeal', 'appeal-decision')) ORDER BY seq",
        )?;
        let rows = stmt.query_map(params![event, session, player], read_listed)?;
        self.stored_events(rows)
    }

    /// Every event of one kind (an event's versions, the referee lists), oldest first.
    pub fn list_kind(&self, kind: &str) -> Result<Vec<StoredEvent>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, id, payload, signature FROM events WHERE kind = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([kind], read_listed)?;
        self.stored_events(rows)
    }

    /// The events of `rows`, in their order: a signed row's content from its payload (its
    /// columns are not read), a row not yet signed from its columns.
    fn stored_events(
        &self,
        rows: impl Iterator<Item = rusqlite::Result<(i64, String, Option<SignedEvent>)>>,
    ) -> Result<Vec<StoredEvent>, LedgerError> {
        let mut out = Vec::new();
        for row in rows {
            let (seq, id, signed) = row?;
            let (device, event) = match signed {
                Some(signed) => {
                    let mut p = signed.decode()?;
                    // The body moves rather than being copied: it is most of the payload.
                    let body = std::mem::take(&mut p.body);
                    let event = NewEvent {
                        body,
                        ..p.to_new_event()?
                    };
                    (p.device, event)
                }
                None => {
                    let (row, at) = self
                        .conn
                        .prepare_cached(select_rows!("FROM events WHERE seq = ?1"))?
                        .query_row([seq], read_row)?;
                    at.map_err(LedgerError::Corrupt)?;
                    (
                        String::new(),
                        NewEvent {
                            body: serde_json::from_str(&row.body_text)?,
                            ..row.event
                        },
                    )
                }
            };
            out.push(StoredEvent {
                id,
                seq,
                device,
                event,
            });
        }
        Ok(out)
    }

    /// One event by its id.
    pub fn event_by_id(&self, id: &str) -> Result<Option<StoredEvent>, LedgerError> {
        let row: Option<(i64, String, String)> = self
            .conn
            .query_row(
                "SELECT seq, payload, signature FROM events WHERE id = ?1 AND payload IS NOT NULL",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()?;
        let Some((seq, payload, sig)) = row else {
            return Ok(None);
        };
        let p = SignedEvent { payload, sig }.decode()?;
        Ok(Some(StoredEvent {
            id: id.into(),
            seq,
            device: p.device.clone(),
            event: p.to_new_event()?,
        }))
    }

    /// The valid referee lists of the record, oldest first, each with its id and signer.
    pub fn referee_lists(&self) -> Result<Vec<(String, String, RefereeList)>, LedgerError> {
        let payloads = role_payloads(&self.conn)?;
        let events: Vec<crate::roles::RoleEvent> = payloads
            .iter()
            .map(|p| crate::roles::RoleEvent {
                id: &p.id,
                device: &p.device,
                kind: &p.kind,
                event: &p.event,
                recorded_at: &p.recorded_at,
                body: &p.body,
            })
            .collect();
        let (mut valid, _) = crate::roles::referee_lists(&events);
        // In the order this record holds them, so the last is the latest.
        Ok(payloads
            .iter()
            .filter_map(|p| {
                let (signer, list) = valid.remove(p.id.as_str())?;
                Some((p.id.clone(), signer.to_string(), list))
            })
            .collect())
    }

    /// Every signed event, in bundle order (device, then its sequence number).
    pub fn signed_events(&self) -> Result<Vec<SignedEvent>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT payload, signature FROM events WHERE payload IS NOT NULL
             ORDER BY device, device_seq",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(SignedEvent {
                payload: r.get(0)?,
                sig: r.get(1)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// For tests and tools that must show the database refuses a change.
    pub fn connection(&self) -> &Connection {
        &self.conn
    }
}
