//! What the hall needs of the record (docs/hall-protocol.md): each device's chain head, the
//! events another copy lacks given its heads, and the two caches of migration 004 (who asked
//! the head's hall to pair; the hall a floor device syncs with). Every device's chain is a
//! prefix-closed sequence (`verify::check_chains`), so what a copy holds of a device is its
//! head, and what it lacks is every event after that head.

use super::{chain_heads, Store, WriteStamp};
use crate::bundle::Bundle;
use crate::checkpoint::Held;
use crate::error::LedgerError;
use crate::event::SignedEvent;
use crate::photo::Photo;
use rusqlite::{params, OptionalExtension};
use std::collections::BTreeMap;

/// What a copy of the record holds of each device's chain.
pub type Heads = BTreeMap<String, Held>;

/// Events another copy lacks, as a bundle, and whether more are left for another page.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Page {
    pub bundle: Bundle,
    pub more: bool,
}

/// A device that asked the head's hall to pair, or synced with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HallDevice {
    pub device: String,
    /// The name it gave when it asked (empty when it never asked).
    pub name: String,
    pub asked_at: Option<String>,
    pub refused: bool,
    pub last_seen: Option<String>,
}

/// The hall a floor device syncs with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HallPeer {
    pub url: String,
    /// The head's device key, pinned when the device paired: every answer is signed by it.
    pub hall: String,
    /// The name this device gave the head when it paired (who records on it).
    pub name: String,
    /// The hall's chain heads by its last answer (`None` before the first).
    pub heads: Option<Heads>,
}

impl Store {
    /// Each device's chain as this record holds it.
    pub fn heads(&self) -> Result<Heads, LedgerError> {
        let stamp = self.write_stamp()?;
        let mut cached = self.heads.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, heads)) = cached.as_ref().filter(|(at, _)| *at == stamp) {
            return Ok(heads.clone());
        }
        let heads = chain_heads(&self.conn)?;
        *cached = Some((stamp, heads.clone()));
        Ok(heads)
    }

    /// Where the record's writes stand now.
    pub(super) fn write_stamp(&self) -> Result<WriteStamp, LedgerError> {
        Ok(WriteStamp {
            own: self.conn.total_changes(),
            others: self.data_version()?,
        })
    }

    /// The events a copy holding `theirs` lacks, in bundle order (by device, then sequence),
    /// with the photos they name, within about `budget` bytes of bundle text; a page holds at
    /// least one event when any is lacking, whatever its size. A copy that holds more of a
    /// chain than this one lacks nothing of it here.
    pub fn lacking(&self, theirs: &Heads, budget: usize) -> Result<Page, LedgerError> {
        let mut page = Page::default();
        let mut size = 0usize;
        let mut stmt = self.conn.prepare_cached(
            "SELECT payload, signature FROM events
             WHERE device = ?1 AND device_seq > ?2 AND payload IS NOT NULL
             ORDER BY device_seq",
        )?;
        let mut named: Vec<String> = Vec::new();
        'devices: for (device, held) in self.heads()? {
            let from = theirs.get(&device).map_or(0, |h| h.seq);
            if held.seq <= from {
                continue;
            }
            let rows = stmt.query_map(params![device, from as i64], |r| {
                Ok(SignedEvent {
                    payload: r.get(0)?,
                    sig: r.get(1)?,
                })
            })?;
            for row in rows {
                let event = row?;
                let photos = event.link().map(|l| l.photos).unwrap_or_default();
                let mut cost = event.payload.len() + event.sig.len() + 24;
                for sha256 in &photos {
                    if !named.contains(sha256) {
                        cost += self.photo_size(sha256)? * 4 / 3 + 100;
                    }
                }
                if !page.bundle.events.is_empty() && size + cost > budget {
                    page.more = true;
                    break 'devices;
                }
                size += cost;
                named.extend(photos);
                page.bundle.events.push(event);
            }
        }
        named.sort_unstable();
        named.dedup();
        for sha256 in named {
            // A photo missing here is what `verify` reports; the page carries what there is.
            if let Some(bytes) = self.photo(&sha256)? {
                page.bundle.photos.push(Photo { sha256, bytes });
            }
        }
        Ok(page)
    }

    fn photo_size(&self, sha256: &str) -> Result<usize, LedgerError> {
        Ok(self
            .conn
            .prepare_cached("SELECT length(bytes) FROM photos WHERE sha256 = ?1")?
            .query_row([sha256], |r| r.get::<_, i64>(0))
            .optional()?
            .unwrap_or(0) as usize)
    }

    /// How many of `device`'s own events come after its `seq`-th: what a hall that holds its
    /// chain up to `seq` has still to receive.
    pub fn events_after(&self, device: &str, seq: u64) -> Result<usize, LedgerError> {
        Ok(self.conn.query_row(
            "SELECT COUNT(*) FROM events WHERE device = ?1 AND device_seq > ?2
             AND payload IS NOT NULL",
            params![device, seq as i64],
            |r| r.get::<_, i64>(0),
        )? as usize)
    }

    /// Notes that `device` asked the hall to pair under `name` at `at` (asking again renews
    /// the request and lifts an earlier refusal).
    pub fn hall_asked(&mut self, device: &str, name: &str, at: &str) -> Result<(), LedgerError> {
        self.conn.execute(
            "INSERT INTO hall_devices (device, name, asked_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (device) DO UPDATE SET name = ?2, asked_at = ?3, refused = 0",
            params![device, name, at],
        )?;
        Ok(())
    }

    /// Notes that the head refused `device`'s request (nothing is signed: it is simply never
    /// enrolled). False when it never asked.
    pub fn hall_refuse(&mut self, device: &str) -> Result<bool, LedgerError> {
        Ok(self.conn.execute(
            "UPDATE hall_devices SET refused = 1 WHERE device = ?1",
            [device],
        )? > 0)
    }

    /// Notes that `device` synced with the hall at `at`.
    pub fn hall_seen(&mut self, device: &str, at: &str) -> Result<(), LedgerError> {
        self.conn.execute(
            "INSERT INTO hall_devices (device, name, last_seen) VALUES (?1, '', ?2)
             ON CONFLICT (device) DO UPDATE SET last_seen = ?2",
            params![device, at],
        )?;
        Ok(())
    }

    /// Every device that asked the hall to pair or synced with it, first asked first.
    pub fn hall_devices(&self) -> Result<Vec<HallDevice>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT device, name, asked_at, refused, last_seen FROM hall_devices
             ORDER BY asked_at IS NULL, asked_at, device",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(HallDevice {
                device: r.get(0)?,
                name: r.get(1)?,
                asked_at: r.get(2)?,
                refused: r.get::<_, i64>(3)? != 0,
                last_seen: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The hall this device syncs with, if it paired with one.
    pub fn hall_peer(&self) -> Result<Option<HallPeer>, LedgerError> {
        let row: Option<(String, String, String, Option<String>)> = self
            .conn
            .query_row(
                "SELECT url, hall, name, heads FROM hall_peer WHERE id = 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()?;
        Ok(row.map(|(url, hall, name, heads)| HallPeer {
            url,
            hall,
            name,
            // A cache: one that does not read is as if there were none (all is sent again).
            heads: heads.and_then(|h| serde_json::from_str(&h).ok()),
        }))
    }

    /// Keeps the hall this device syncs with (a new hall replaces the one before).
    pub fn set_hall_peer(&mut self, peer: &HallPeer) -> Result<(), LedgerError> {
        let heads = peer
            .heads
            .as_ref()
            .map(|h| serde_json::to_string(h).expect("heads serialise"));
        self.conn.execute(
            "INSERT INTO hall_peer (id, url, hall, name, heads) VALUES (1, ?1, ?2, ?3, ?4)
             ON CONFLICT (id) DO UPDATE SET url = ?1, hall = ?2, name = ?3, heads = ?4",
            params![peer.url, peer.hall, peer.name, heads],
        )?;
        Ok(())
    }

    /// Whether another connection (another process on this file) committed since this was
    /// last asked: SQLite's `data_version`, which this connection's own commits do not move.
    pub fn data_version(&self) -> Result<i64, LedgerError> {
        Ok(self
            .conn
            .query_row("PRAGMA data_version", [], |r| r.get(0))?)
    }
}
