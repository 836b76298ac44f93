//! Rows recorded before events were signed and chained, taken into this device's chain.

use super::*;

/// Signs the rows recorded before the chain existed into this device's chain, oldest first,
/// in one transaction. They were recorded on this device, so it vouches for them as they
/// stand; from then on the chain protects them like any other event.
pub(super) fn adopt_legacy_rows(
    conn: &mut Connection,
    identity: &Identity,
) -> Result<(), LedgerError> {
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
