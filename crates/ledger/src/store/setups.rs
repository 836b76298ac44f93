//! The device's own event setups, kept beside the signed record (the latest is in force on
//! a device that holds no signed event).

use super::*;

impl Store {
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
}
