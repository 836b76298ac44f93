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

mod hall;
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

    /// The device's key: loaded (or made) on first use, when the rows recorded before the
    /// chain existed are also signed into it.
    pub fn identity(&mut self) -> Result<&Identity, LedgerError> {
        if self.identity.is_none() {
            let identity = self.load_or_create(self.passphrase.as_deref())?;
            adopt_legacy_rows(&mut self.conn, &identity)?;
            self.identity = Some(identity);
        }
        Ok(self.identity.as_ref().expect("just loaded"))
    }

    /// Reads the key, or makes one if there is none. A key that is there but cannot be read
    /// is an error, never replaced: replacing it would silently start a new device. A sealed
    /// key needs its passphrase.
    fn load_or_create(&self, passphrase: Option<&str>) -> Result<Identity, LedgerError> {
        let place = self.key.name();
        match self.key.read(&self.conn)? {
            Some(text) => Identity::parse(&text, passphrase, &place),
            None => {
                let (made, text) = Identity::create()?;
                let kept = self.key.create(&self.conn, &text)?;
                match kept == text {
                    true => Ok(made),
                    // Another process made the key first: use theirs.
                    false => Identity::parse(&kept, passphrase, &place),
                }
            }
        }
    }

    /// How many rows this connection has written since it opened: a browser forces its
    /// storage to disk only when this moved (`crates/web`).
    pub fn writes(&self) -> u64 {
        self.conn.total_changes()
    }

    /// This device's public key, if it has one yet; reading it never makes a key and needs no
    /// passphrase.
    pub fn device_key(&self) -> Result<Option<String>, LedgerError> {
        match &self.identity {
            Some(identity) => Ok(Some(identity.device().to_string())),
            None => self
                .key
                .read(&self.conn)?
                .map(|text| Identity::public_in(&text, &self.key.name()))
                .transpose(),
        }
    }

    /// Signs a message for the hall (`transport`) with this device's key, loading it (or making
    /// it) as a write does: a sealed key needs its passphrase.
    pub fn sign_transport(&mut self, message: &[u8]) -> Result<(String, String), LedgerError> {
        let identity = self.identity()?;
        Ok((identity.device().to_string(), identity.sign(message)))
    }

    /// Whether this device's key is sealed by a passphrase; needs none to tell.
    pub fn key_is_sealed(&self) -> Result<bool, LedgerError> {
        match &self.identity {
            Some(identity) => Ok(identity.is_sealed()),
            None => Ok(match self.key.read(&self.conn)? {
                Some(text) => Identity::sealed_in(&text, &self.key.name())?,
                None => false,
            }),
        }
    }

    /// The passphrase that opens this device's key if it is sealed; set it before the first
    /// write.
    pub fn set_passphrase(&mut self, passphrase: Option<String>) {
        self.passphrase = passphrase;
    }

    /// Opens this device's sealed key with `passphrase` for the writes that follow (a front
    /// end asks for it when the head referee acts). A wrong passphrase changes nothing.
    pub fn unlock(&mut self, passphrase: &str) -> Result<(), LedgerError> {
        let identity = self.load_or_create(Some(passphrase))?;
        self.passphrase = Some(passphrase.to_string());
        self.identity = Some(identity);
        Ok(())
    }

    /// This device's role under the record's latest valid referee list, if it has a key and
    /// is named there.
    pub fn role(&self) -> Result<Option<crate::roles::Role>, LedgerError> {
        let Some(device) = self.device_key()? else {
            return Ok(None);
        };
        Ok(self
            .referee_lists()?
            .pop()
            .and_then(|(_, _, list)| list.role_of(&device)))
    }

    /// Seals this device's key with `passphrase`; the device stays the same device.
    pub fn seal_key(&mut self, passphrase: &str) -> Result<(), LedgerError> {
        let place = self.key.name();
        let text = self.identity()?.sealed_text(passphrase, &place)?;
        self.key.replace(&self.conn, &text)?;
        self.identity = None;
        self.passphrase = Some(passphrase.to_string());
        self.identity()?;
        Ok(())
    }

    /// Judges every event and photo this device appends with `inspect` (the front ends' Desk
    /// sets the tournament's), as `import` judges what arrives.
    pub fn inspect_with(&mut self, inspect: &'static (dyn Inspect + Sync)) {
        self.inspect = Some(inspect);
    }

    /// Signs and appends one event in an immediate transaction; returns only after the commit.
    pub fn append(&mut self, id: &str, e: &NewEvent) -> Result<Appended, LedgerError> {
        self.append_with_photos(id, e, &[])
    }

    /// `append`, keeping `photos` in the same transaction: the event's body names them
    /// (`photos`), and every photo it names must be given here or already held, with bytes that
    /// hash to its name. Nothing is kept when anything is refused.
    pub fn append_with_photos(
        &mut self,
        id: &str,
        e: &NewEvent,
        photos: &[Photo],
    ) -> Result<Appended, LedgerError> {
        if let Some(inspect) = self.inspect {
            if let Err(fault) = inspect.event(e) {
                return Err(LedgerError::NotAllowed(Problem::BadContent {
                    id: id.into(),
                    kind: e.kind.clone(),
                    who: e.who(),
                    fault,
                }));
            }
            if let Some(p) = verify::photo_problems(photos, inspect).into_iter().next() {
                return Err(LedgerError::NotAllowed(p));
            }
        }
        self.identity()?;
        let identity = self.identity.as_ref().expect("loaded above");
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        // Read the head inside the write transaction: two processes cannot take one number.
        let (seq, prev) = chain_head(&tx, identity.device())?;
        let signed = event::sign(
            identity,
            id,
            seq,
            prev.as_deref(),
            &instant(&e.recorded_at),
            e,
        );
        if crate::roles::needs_role(&e.kind) {
            // The ledger, not the front end, decides who may void, amend or decide an appeal.
            let mut payloads = role_payloads(&tx)?;
            let ids = all_ids(&tx)?;
            let ids: HashSet<&str> = ids.iter().map(String::as_str).collect();
            let cases = case_ids(&tx)?;
            let cases: HashSet<&str> = cases.iter().map(String::as_str).collect();
            let before = crate::roles::check(&verify::role_events(&payloads), &ids, &cases);
            payloads.push(signed.decode()?);
            let after = crate::roles::check(&verify::role_events(&payloads), &ids, &cases);
            if let Some(new) = after.into_iter().find(|p| !before.contains(p)) {
                return Err(LedgerError::NotAllowed(new));
            }
            // A role is only as safe as its key: the head's and the committee's are sealed.
            // The event's setup is the exception: it is signed from the first run (a head sets
            // the event up before sealing), and only its head's device can sign it at all.
            if !identity.is_sealed() && e.kind != crate::roles::EVENT {
                return Err(LedgerError::KeyNotSealed);
            }
        }
        for p in photos {
            if !p.intact() {
                return Err(LedgerError::NotAllowed(Problem::PhotoAltered {
                    sha256: p.sha256.clone(),
                }));
            }
            insert_photo(&tx, p)?;
        }
        for sha256 in signed.link().map_err(LedgerError::Corrupt)?.photos {
            if !holds_photo(&tx, &sha256)? {
                return Err(LedgerError::NotAllowed(Problem::PhotoMissing {
                    id: id.to_string(),
                    sha256,
                }));
            }
        }
        insert(&tx, &signed, &signed.fields()?)?;
        let rowid = tx.last_insert_rowid();
        tx.commit()?;
        Ok(Appended { seq: rowid })
    }

    /// A stored photo's bytes, as signed.
    pub fn photo(&self, sha256: &str) -> Result<Option<Vec<u8>>, LedgerError> {
        Ok(self
            .conn
            .prepare_cached("SELECT bytes FROM photos WHERE sha256 = ?1")?
            .query_row([sha256], |r| r.get(0))
            .optional()?)
    }

    /// A photo's thumbnail, if this device has made it.
    pub fn thumbnail(&self, sha256: &str) -> Result<Option<Vec<u8>>, LedgerError> {
        Ok(self
            .conn
            .prepare_cached("SELECT bytes FROM thumbnails WHERE sha256 = ?1")?
            .query_row([sha256], |r| r.get(0))
            .optional()?)
    }

    /// Keeps a thumbnail made from a stored photo (a cache: made again when missing).
    pub fn save_thumbnail(&mut self, sha256: &str, bytes: &[u8]) -> Result<(), LedgerError> {
        self.conn.execute(
            "INSERT OR IGNORE INTO thumbnails (sha256, bytes) VALUES (?1, ?2)",
            params![sha256, bytes],
        )?;
        Ok(())
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

    /// Signs a checkpoint of what this record holds of every device's chain (`checkpoint`:
    /// each device's last sequence number and hash, this device's own up to the event before
    /// the checkpoint) before a bundle is made, so that any copy holding it shows events cut
    /// below it. Only a head signs one (head in a valid referee list, or with no list an
    /// event's creator), and only when something changed since its last checkpoint; a sealed
    /// key that no passphrase has opened signs nothing. `None` when nothing was signed.
    pub fn checkpoint(&mut self, stamp: &Stamp) -> Result<Option<Appended>, LedgerError> {
        let Some(me) = self.device_key()? else {
            return Ok(None);
        };
        let payloads = role_payloads(&self.conn)?;
        let Some(event) = checkpoint::heads(&verify::role_events(&payloads)).remove(&me) else {
            return Ok(None);
        };
        match self.identity() {
            Ok(_) => {}
            Err(LedgerError::IdentityLocked { .. }) => return Ok(None),
            Err(e) => return Err(e),
        }
        let last: Option<(String, String)> = self
            .conn
            .prepare_cached(
                "SELECT kind, body FROM events WHERE device = ?1 AND payload IS NOT NULL
                 ORDER BY device_seq DESC LIMIT 1",
            )?
            .query_row([&me], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?;
        let last: Option<(String, serde_json::Value)> = match last {
            Some((kind, body)) => Some((kind, serde_json::from_str(&body)?)),
            None => None,
        };
        let last = last.as_ref().map(|(kind, body)| (kind.as_str(), body));
        let Some(body) = checkpoint::next(&me, chain_heads(&self.conn)?, last) else {
            return Ok(None);
        };
        let e = NewEvent::about_event(CHECKPOINT, stamp, &event, serde_json::to_value(&body)?);
        self.append(&uuid::Uuid::now_v7().to_string(), &e).map(Some)
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

    /// Verifies the whole record: the signed events, and that every row is signed and says
    /// what its payload says (a row edited behind the ledger's back shows up here), and each
    /// event's content as `inspect` judges it.
    pub fn verify(&self, inspect: &dyn Inspect) -> Result<Report, LedgerError> {
        let mut stmt = self
            .conn
            .prepare_cached(select_rows!("FROM events ORDER BY seq"))?;
        let rows = stmt.query_map([], read_row)?;
        let mut signed = Vec::new();
        let mut row_problems = Vec::new();
        for row in rows {
            let (row, at) = row?;
            match &row.signed {
                None => row_problems.push(Problem::Unsigned { row: row.seq }),
                Some(s) => {
                    if !row_agrees(&row, at.is_ok(), s) {
                        row_problems.push(Problem::RowMismatch { id: row.id.clone() });
                    }
                    signed.push(s.clone());
                }
            }
        }
        let (mut report, links) = verify::verify_links(&signed, inspect);
        report.problems.extend(row_problems);
        let conn = &self.conn;
        report
            .problems
            .extend(verify::check_photos(&links, |sha256| {
                stored_photo_intact(conn, sha256)
            })?);
        Ok(report)
    }

    /// Adds the bundle's events that this record lacks, in one transaction: all of them or,
    /// when any check fails on the bundle or on the record it would make, none.
    pub fn import(
        &mut self,
        events: &[SignedEvent],
        inspect: &dyn Inspect,
    ) -> Result<Imported, LedgerError> {
        self.import_bundle(
            &Bundle {
                events: events.to_vec(),
                photos: Vec::new(),
            },
            inspect,
        )
    }

    /// `import` of a bundle with its photos.
    pub fn import_bundle(
        &mut self,
        bundle: &Bundle,
        inspect: &dyn Inspect,
    ) -> Result<Imported, LedgerError> {
        self.import_or_problems(bundle, inspect)?
            .map_err(|problems| LedgerError::BundleRefused {
                problems: problems.len(),
            })
    }

    /// `import`, with a refusal's every problem (for a front end that names each one). Every
    /// photo an added event names must come in the bundle, or be held already, with bytes that
    /// hash to its name. Every event added and every photo carried is judged by `inspect` as
    /// `verify` judges it.
    pub fn import_or_problems(
        &mut self,
        bundle: &Bundle,
        inspect: &dyn Inspect,
    ) -> Result<Result<Imported, Vec<Problem>>, LedgerError> {
        let events = &bundle.events;
        // Nothing to take (a hall's answer with nothing new): nothing to read either.
        if events.is_empty() && bundle.photos.is_empty() {
            return Ok(Ok(Imported {
                added: 0,
                duplicates: 0,
            }));
        }
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let (kept, links, mut problems) = verify::check_events(events);
        // Only a photo some event of the bundle names is signed for: any other is not kept.
        let named: HashSet<String> = links.iter().flat_map(|l| l.photos.clone()).collect();
        // What is read of the record is what this bundle can change: the chains of the devices
        // it brings events of (the others are as they were, checked when they came), and
        // whether each of its events is here already. Roles and checkpoints are asked below.
        let mut known: HashMap<String, String> = HashMap::new();
        let mut all_links = Vec::new();
        {
            let touched: BTreeSet<&str> = links.iter().map(|l| l.device.as_str()).collect();
            for device in touched {
                all_links.extend(links_of(&tx, device)?);
            }
            let mut by_id =
                tx.prepare_cached("SELECT hash FROM events WHERE id = ?1 AND payload IS NOT NULL")?;
            for link in &links {
                if let Some(hash) = by_id
                    .query_row([&link.id], |r| r.get::<_, String>(0))
                    .optional()?
                {
                    known.insert(link.id.clone(), hash);
                }
            }
        }
        let (mut added, mut duplicates) = (Vec::new(), 0);
        for (i, link) in kept.into_iter().zip(links) {
            let e = &events[i];
            match known.get(&link.id) {
                Some(hash) if *hash == link.hash => duplicates += 1,
                Some(_) => problems.push(Problem::DuplicateId { id: link.id }),
                None => match e.fields() {
                    Ok(fields) => {
                        problems.extend(verify::read_content(e, &link.id, inspect).1);
                        all_links.push(link);
                        added.push((e, fields));
                    }
                    Err(err) => problems.push(Problem::Unreadable {
                        at: i + 1,
                        detail: err.to_string(),
                    }),
                },
            }
        }
        problems.extend(verify::check_chains(&all_links));
        // Roles are checked over the record as it would be, bundle included.
        let mut payloads = role_payloads(&tx)?;
        for (e, _) in added
            .iter()
            .filter(|(_, f)| crate::roles::needs_role(&f.kind))
        {
            payloads.push(e.decode()?);
        }
        // The ids a change may name: those of the bundle, and every target a change names
        // that the record holds.
        let mut held_targets: Vec<String> = Vec::new();
        {
            let mut exists =
                tx.prepare_cached("SELECT 1 FROM events WHERE id = ?1 AND payload IS NOT NULL")?;
            let mut asked: HashSet<&str> = HashSet::new();
            for p in &payloads {
                let Some(target) = p.body.get("target").and_then(|t| t.as_str()) else {
                    continue;
                };
                if asked.insert(target) && exists.exists([target])? {
                    held_targets.push(target.to_string());
                }
            }
        }
        let ids: HashSet<&str> = known
            .keys()
            .map(String::as_str)
            .chain(held_targets.iter().map(String::as_str))
            .chain(added.iter().map(|(_, f)| f.id.as_ref()))
            .collect();
        let stored_cases = case_ids(&tx)?;
        let cases: HashSet<&str> = stored_cases
            .iter()
            .map(String::as_str)
            .chain(
                added
                    .iter()
                    .filter(|(_, f)| f.kind == crate::roles::APPEAL_CASE)
                    .map(|(_, f)| f.id.as_ref()),
            )
            .collect();
        problems.extend(crate::roles::check(
            &verify::role_events(&payloads),
            &ids,
            &cases,
        ));
        // What the head's checkpoints vouch for, over the record as it would be.
        let mut checkpoints = checkpoint_payloads(&tx)?;
        for (e, _) in added.iter().filter(|(_, f)| f.kind == CHECKPOINT) {
            checkpoints.push(e.decode()?);
        }
        // A checkpoint's claims are looked up where they point: in the bundle, else the record.
        {
            let new: HashSet<(&str, u64, &str)> = all_links
                .iter()
                .map(|l| (l.device.as_str(), l.seq, l.hash.as_str()))
                .collect();
            let mut held_at = tx.prepare_cached(
                "SELECT 1 FROM events WHERE device = ?1 AND device_seq = ?2 AND hash = ?3
                 AND payload IS NOT NULL",
            )?;
            let mut top_of = tx.prepare_cached(
                "SELECT MAX(device_seq) FROM events WHERE device = ?1 AND payload IS NOT NULL",
            )?;
            let problems_found = checkpoint::checkpoint_problems_by(
                |device, seq, hash| {
                    Ok::<_, rusqlite::Error>(
                        new.contains(&(device, seq, hash))
                            || held_at.exists(params![device, seq as i64, hash])?,
                    )
                },
                |device| {
                    let stored: Option<i64> = top_of.query_row([device], |r| r.get(0))?;
                    let bundled = all_links
                        .iter()
                        .filter(|l| l.device == device)
                        .map(|l| l.seq)
                        .max()
                        .unwrap_or(0);
                    Ok(bundled.max(stored.unwrap_or(0) as u64))
                },
                payloads.iter().chain(&checkpoints),
            )?;
            problems.extend(problems_found);
        }
        let carried: HashMap<&str, &Photo> = bundle
            .photos
            .iter()
            .map(|p| (p.sha256.as_str(), p))
            .collect();
        // Every photo carried is checked, even one of an event already here: none is kept
        // unless its bytes are the ones signed.
        problems.extend(verify::photo_problems(&bundle.photos, inspect));
        let new_links: Vec<Link> = added.iter().filter_map(|(e, _)| e.link().ok()).collect();
        problems.extend(verify::check_photos(&new_links, |sha256| {
            match carried.contains_key(sha256) {
                true => Ok(Some(true)),
                false => stored_photo_intact(&tx, sha256),
            }
        })?);
        if !problems.is_empty() {
            return Ok(Err(problems));
        }
        for (e, fields) in &added {
            insert(&tx, e, fields)?;
        }
        for p in bundle.photos.iter().filter(|p| named.contains(&p.sha256)) {
            insert_photo(&tx, p)?;
        }
        tx.commit()?;
        Ok(Ok(Imported {
            added: added.len(),
            duplicates,
        }))
    }

    /// Keeps a new version of the event's setup; earlier versions stay.
    pub fn save_setup(&mut self, saved_at: DateTime<Utc>, setup: &str) -> Result<i64, LedgerError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute(
            "INSERT INTO setups (saved_at, setup) VALUES (?1, ?2)",
            params![saved_at.to_rfc3339(), setup],
        )?;
        let version = tx.last_insert_rowid();
        tx.commit()?;
        Ok(version)
    }

    pub fn latest_setup(&self) -> Result<Option<String>, LedgerError> {
        Ok(self
            .conn
            .query_row(
                "SELECT setup FROM setups ORDER BY version DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// For tests and tools that must show the database refuses a change.
    pub fn connection(&self) -> &Connection {
        &self.conn
    }
}

/// The decoded payloads of the record's checkpoints (one per export of a head's device).
fn checkpoint_payloads(conn: &Connection) -> Result<Vec<event::Payload>, LedgerError> {
    payloads_where(conn, "kind = ?1", [CHECKPOINT])
}

/// The decoded payloads of the record's signed events that `condition` selects, in record order.
fn payloads_where<P: rusqlite::Params>(
    conn: &Connection,
    condition: &str,
    params: P,
) -> Result<Vec<event::Payload>, LedgerError> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT payload, signature FROM events WHERE payload IS NOT NULL AND {condition}
             ORDER BY seq"
    ))?;
    let rows = stmt.query_map(params, |r| {
        Ok(SignedEvent {
            payload: r.get(0)?,
            sig: r.get(1)?,
        })
    })?;
    let mut out = Vec::new();
    for row in rows {
        out.push(row?.decode()?);
    }
    Ok(out)
}

/// The links of `device`'s signed events (from the links index).
fn links_of(conn: &Connection, device: &str) -> Result<Vec<Link>, LedgerError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, device, device_seq, prev_hash, hash, kind FROM events
         WHERE device = ?1 AND payload IS NOT NULL",
    )?;
    let rows = stmt.query_map([device], |r| {
        Ok(Link {
            id: r.get(0)?,
            device: r.get(1)?,
            seq: r.get::<_, i64>(2)? as u64,
            prev: r.get(3)?,
            hash: r.get(4)?,
            needs_role: crate::roles::needs_role(&r.get::<_, String>(5)?),
            // Photos of events already here were checked when they came.
            photos: Vec::new(),
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Each device's chain as the record holds it: its last sequence number and that event's hash.
fn chain_heads(conn: &Connection) -> Result<BTreeMap<String, Held>, LedgerError> {
    // SQLite gives a bare column the row of the MAX: each device's last event, by the
    // (device, device_seq) index.
    let mut stmt = conn.prepare_cached(
        "SELECT device, MAX(device_seq), hash FROM events WHERE payload IS NOT NULL
             GROUP BY device",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok((
            r.get::<_, String>(0)?,
            Held {
                seq: r.get::<_, i64>(1)? as u64,
                hash: r.get(2)?,
            },
        ))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The decoded payloads of the record's events that need a role (few: lists and changes).
fn role_payloads(conn: &Connection) -> Result<Vec<event::Payload>, LedgerError> {
    payloads_where(
        conn,
        "kind IN ('referees', 'void', 'amend', 'appeal-decision', 'event')",
        [],
    )
}

fn insert_photo(conn: &Connection, p: &Photo) -> Result<(), LedgerError> {
    conn.prepare_cached("INSERT OR IGNORE INTO photos (sha256, bytes) VALUES (?1, ?2)")?
        .execute(params![p.sha256, p.bytes])?;
    Ok(())
}

fn holds_photo(conn: &Connection, sha256: &str) -> Result<bool, LedgerError> {
    Ok(conn
        .prepare_cached("SELECT EXISTS (SELECT 1 FROM photos WHERE sha256 = ?1)")?
        .query_row([sha256], |r| r.get(0))?)
}

/// Whether photo `sha256` is held (`None`: not) and its bytes still hash to its name.
fn stored_photo_intact(conn: &Connection, sha256: &str) -> Result<Option<bool>, LedgerError> {
    let bytes: Option<Vec<u8>> = conn
        .prepare_cached("SELECT bytes FROM photos WHERE sha256 = ?1")?
        .query_row([sha256], |r| r.get(0))
        .optional()?;
    Ok(bytes.map(|b| crate::photo::sha256(&b) == sha256))
}

fn all_ids(conn: &Connection) -> Result<Vec<String>, LedgerError> {
    let mut stmt = conn.prepare_cached("SELECT id FROM events")?;
    let rows = stmt.query_map([], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The ids of the record's appeal cases (what an appeal decision may name).
fn case_ids(conn: &Connection) -> Result<Vec<String>, LedgerError> {
    let mut stmt = conn.prepare_cached("SELECT id FROM events WHERE kind = ?1")?;
    let rows = stmt.query_map([crate::roles::APPEAL_CASE], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The next sequence number of `device`'s chain and the hash it must name.
fn chain_head(tx: &Transaction, device: &str) -> Result<(u64, Option<String>), LedgerError> {
    let head: Option<(i64, String)> = tx
        .prepare_cached(
            "SELECT device_seq, hash FROM events WHERE device = ?1
             ORDER BY device_seq DESC LIMIT 1",
        )?
        .query_row([device], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    Ok(match head {
        Some((seq, hash)) => (seq as u64 + 1, Some(hash)),
        None => (1, None),
    })
}

/// Inserts a signed event, its columns filled from its own payload.
fn insert(tx: &Transaction, signed: &SignedEvent, f: &Fields) -> Result<(), LedgerError> {
    tx.prepare_cached(
        "INSERT INTO events (id, kind, recorded_at, utc_offset_minutes, referee, event, ruleset,
            catalogue_version, session, table_no, hand, player, incident, body,
            device, device_seq, prev_hash, hash, payload, signature)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
                 ?15, ?16, ?17, ?18, ?19, ?20)",
    )?
    .execute(params![
        f.id,
        f.kind,
        f.recorded_at,
        f.utc_offset_minutes,
        f.referee,
        f.event,
        f.ruleset,
        f.catalogue_version,
        f.session,
        f.table,
        f.hand,
        f.player,
        f.incident,
        f.body.get(),
        f.device,
        f.seq as i64,
        f.prev,
        event::hash(&signed.payload),
        signed.payload,
        signed.sig,
    ])?;
    Ok(())
}

/// Signs the rows recorded before the chain existed into this device's chain, oldest first,
/// in one transaction. They were recorded on this device, so it vouches for them as they
/// stand; from then on the chain protects them like any other event.
fn adopt_legacy_rows(conn: &mut Connection, identity: &Identity) -> Result<(), LedgerError> {
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    let legacy: Vec<(Row, Result<DateTime<Utc>, String>)> = {
        let mut stmt = tx.prepare(select_rows!(
            "FROM events
             WHERE payload IS NULL AND seq <= (SELECT max_seq FROM legacy_mark) ORDER BY seq"
        ))?;
        let rows = stmt.query_map([], read_row)?;
        rows.collect::<Result<_, _>>()?
    };
    if legacy.is_empty() {
        return Ok(());
    }
    let (mut seq, mut prev) = chain_head(&tx, identity.device())?;
    for (row, at) in legacy {
        at.map_err(LedgerError::Corrupt)?;
        let e = NewEvent {
            body: serde_json::from_str(&row.body_text)?,
            ..row.event
        };
        let signed = event::sign(
            identity,
            &row.id,
            seq,
            prev.as_deref(),
            &row.recorded_at,
            &e,
        );
        let hash = event::hash(&signed.payload);
        tx.execute(
            "UPDATE events SET device = ?1, device_seq = ?2, prev_hash = ?3, hash = ?4,
                 payload = ?5, signature = ?6 WHERE seq = ?7",
            params![
                identity.device(),
                seq as i64,
                prev,
                hash,
                signed.payload,
                signed.sig,
                row.seq
            ],
        )?;
        seq += 1;
        prev = Some(hash);
    }
    tx.commit()?;
    Ok(())
}

/// Whether a row's columns say what its signed payload says.
fn row_agrees(row: &Row, time_ok: bool, signed: &SignedEvent) -> bool {
    let Ok(p) = signed.decode() else {
        // Unreadable payloads are reported by verification itself.
        return true;
    };
    let e = &row.event;
    let body_agrees = serde_json::from_str::<serde_json::Value>(&row.body_text)
        .map(|b| crate::canonical::to_string(&b) == crate::canonical::to_string(&p.body))
        .unwrap_or(false);
    let chain_agrees = row.chain.as_ref().is_some_and(|(device, seq, prev, hash)| {
        *device == p.device
            && *seq as u64 == p.seq
            && *prev == p.prev
            && *hash == event::hash(&signed.payload)
    });
    time_ok
        && body_agrees
        && chain_agrees
        && row.id == p.id
        && e.kind == p.kind
        && row.recorded_at == p.recorded_at
        && e.utc_offset_minutes == p.utc_offset_minutes
        && e.referee == p.referee
        && e.event == p.event
        && e.ruleset == p.ruleset
        && e.catalogue_version == p.catalogue_version
        && e.session == p.session
        && e.table == p.table
        && e.hand == p.hand
        && e.player == p.player
        && e.incident == p.incident
}
