//! What arrives from other devices, and the whole record checked: a bundle imported all or
//! nothing after every check, and `verify` over what the record holds.

use super::*;

impl Store {
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
}
