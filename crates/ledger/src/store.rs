//! The SQLite file: one per device. Recorded events are append-only (triggers refuse UPDATE
//! and DELETE); a commit with `synchronous=FULL` in WAL mode is what "saved" means.

use crate::error::LedgerError;
use chrono::{DateTime, Utc};
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};
use rusqlite_migration::{Migrations, M};
use serde::{Deserialize, Serialize};
use std::path::Path;

const MIGRATIONS: &[&str] = &[include_str!("../migrations/001_events.sql")];

/// An event to record. `body` carries what the kind needs (for a ruling: answers, verdict, note).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NewEvent {
    pub kind: String,
    pub recorded_at: DateTime<Utc>,
    pub utc_offset_minutes: i32,
    pub referee: String,
    pub event: String,
    pub ruleset: String,
    pub catalogue_version: String,
    pub session: String,
    pub table: Option<u32>,
    pub hand: Option<u32>,
    pub player: String,
    pub incident: String,
    pub body: serde_json::Value,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StoredEvent {
    pub id: String,
    pub seq: i64,
    #[serde(flatten)]
    pub event: NewEvent,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Appended {
    pub seq: i64,
}

pub struct Store {
    conn: Connection,
}

impl Store {
    /// Opens (creating if needed) the database and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Self, LedgerError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| LedgerError::Storage(e.to_string()))?;
        }
        let mut conn = Connection::open(path)?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        let migrations = Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect());
        migrations.to_latest(&mut conn)?;
        Ok(Store { conn })
    }

    /// Appends one event in an immediate transaction; returns only after the commit.
    pub fn append(&mut self, id: &str, e: &NewEvent) -> Result<Appended, LedgerError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.prepare_cached(
            "INSERT INTO events (id, kind, recorded_at, utc_offset_minutes, referee, event, ruleset,
                catalogue_version, session, table_no, hand, player, incident, body)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
        )?
        .execute(params![
                id,
                e.kind,
                e.recorded_at.to_rfc3339_opts(chrono::SecondsFormat::Micros, true),
                e.utc_offset_minutes,
                e.referee,
                e.event,
                e.ruleset,
                e.catalogue_version,
                e.session,
                e.table,
                e.hand,
                e.player,
                e.incident,
                serde_json::to_string(&e.body)?,
            ])?;
        let seq = tx.last_insert_rowid();
        tx.commit()?;
        Ok(Appended { seq })
    }

    /// Events oldest first, optionally only one event's session.
    pub fn list(&self, session: Option<(&str, &str)>) -> Result<Vec<StoredEvent>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, seq, kind, recorded_at, utc_offset_minutes, referee, event, ruleset,
                    catalogue_version, session, table_no, hand, player, incident, body
             FROM events
             WHERE (?1 IS NULL OR (event = ?1 AND session = ?2))
             ORDER BY seq",
        )?;
        let (event, sess) = session.unzip();
        let rows = stmt.query_map(params![event, sess], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, i64>(1)?,
                r.get::<_, String>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, i32>(4)?,
                r.get::<_, String>(5)?,
                r.get::<_, String>(6)?,
                r.get::<_, String>(7)?,
                r.get::<_, String>(8)?,
                r.get::<_, String>(9)?,
                r.get::<_, Option<u32>>(10)?,
                r.get::<_, Option<u32>>(11)?,
                r.get::<_, String>(12)?,
                r.get::<_, String>(13)?,
                r.get::<_, String>(14)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (
                id,
                seq,
                kind,
                at,
                offset,
                referee,
                event,
                ruleset,
                version,
                session,
                table,
                hand,
                player,
                incident,
                body,
            ) = row?;
            out.push(StoredEvent {
                id,
                seq,
                event: NewEvent {
                    kind,
                    recorded_at: DateTime::parse_from_rfc3339(&at)
                        .map_err(|e| LedgerError::Corrupt(e.to_string()))?
                        .with_timezone(&Utc),
                    utc_offset_minutes: offset,
                    referee,
                    event,
                    ruleset,
                    catalogue_version: version,
                    session,
                    table,
                    hand,
                    player,
                    incident,
                    body: serde_json::from_str(&body)?,
                },
            });
        }
        Ok(out)
    }

    /// The hands and verdicts (as JSON text) of one player's rulings in one session, oldest
    /// first: all
    /// that escalation needs, without reading the rest of the record.
    pub fn verdicts_of(
        &self,
        kind: &str,
        event: &str,
        session: &str,
        player: &str,
    ) -> Result<Vec<(Option<u32>, String)>, LedgerError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT hand, json_extract(body, '$.verdict') FROM events
             WHERE event = ?1 AND session = ?2 AND player = ?3 AND kind = ?4 ORDER BY seq",
        )?;
        let rows = stmt.query_map(params![event, session, player, kind], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
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
