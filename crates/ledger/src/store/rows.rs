//! The record's rows read and written for its checks: the payloads a check needs, the chain
//! heads and links, the photos held, and one signed event inserted with its columns.

use super::*;

/// The decoded payloads of the record's checkpoints (one per export of a head's device).
pub(super) fn checkpoint_payloads(conn: &Connection) -> Result<Vec<event::Payload>, LedgerError> {
    payloads_where(conn, "kind = ?1", [CHECKPOINT])
}

/// The decoded payloads of the record's signed events that `condition` selects, in record order.
pub(super) fn payloads_where<P: rusqlite::Params>(
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
pub(super) fn links_of(conn: &Connection, device: &str) -> Result<Vec<Link>, LedgerError> {
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
pub(super) fn chain_heads(conn: &Connection) -> Result<BTreeMap<String, Held>, LedgerError> {
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
pub(super) fn role_payloads(conn: &Connection) -> Result<Vec<event::Payload>, LedgerError> {
    payloads_where(
        conn,
        "kind IN ('referees', 'void', 'amend', 'appeal-decision', 'event')",
        [],
    )
}

pub(super) fn insert_photo(conn: &Connection, p: &Photo) -> Result<(), LedgerError> {
    conn.prepare_cached("INSERT OR IGNORE INTO photos (sha256, bytes) VALUES (?1, ?2)")?
        .execute(params![p.sha256, p.bytes])?;
    Ok(())
}

pub(super) fn holds_photo(conn: &Connection, sha256: &str) -> Result<bool, LedgerError> {
    Ok(conn
        .prepare_cached("SELECT EXISTS (SELECT 1 FROM photos WHERE sha256 = ?1)")?
        .query_row([sha256], |r| r.get(0))?)
}

/// Whether photo `sha256` is held (`None`: not) and its bytes still hash to its name.
pub(super) fn stored_photo_intact(
    conn: &Connection,
    sha256: &str,
) -> Result<Option<bool>, LedgerError> {
    let bytes: Option<Vec<u8>> = conn
        .prepare_cached("SELECT bytes FROM photos WHERE sha256 = ?1")?
        .query_row([sha256], |r| r.get(0))
        .optional()?;
    Ok(bytes.map(|b| crate::photo::sha256(&b) == sha256))
}

pub(super) fn all_ids(conn: &Connection) -> Result<Vec<String>, LedgerError> {
    let mut stmt = conn.prepare_cached("SELECT id FROM events")?;
    let rows = stmt.query_map([], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The ids of the record's appeal cases (what an appeal decision may name).
pub(super) fn case_ids(conn: &Connection) -> Result<Vec<String>, LedgerError> {
    let mut stmt = conn.prepare_cached("SELECT id FROM events WHERE kind = ?1")?;
    let rows = stmt.query_map([crate::roles::APPEAL_CASE], |r| r.get(0))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The next sequence number of `device`'s chain and the hash it must name.
pub(super) fn chain_head(
    tx: &Transaction,
    device: &str,
) -> Result<(u64, Option<String>), LedgerError> {
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
pub(super) fn insert(
    tx: &Transaction,
    signed: &SignedEvent,
    f: &Fields,
) -> Result<(), LedgerError> {
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

/// Whether a row's columns say what its signed payload says.
pub(super) fn row_agrees(row: &Row, time_ok: bool, signed: &SignedEvent) -> bool {
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
