//! Writing to the record: an event signed and chained on this device, with the photos it
//! names, and the head's checkpoint of every chain it holds.

use super::*;

impl Store {
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
}
