//! The device behind the desk: its key (made on first use, sealed by a passphrase, opened for a
//! run), who it is to the event (its role, the referee list it signs) and the photos it keeps.
//! Front ends ask the desk for these, never the store beneath it, so the app, `mjref` and the
//! browser build act on a device the same way.

use super::Desk;
use crate::error::TournamentError;
use ledger::changes::Recorded;
use ledger::roles::{Referee, RefereeList, Role};
use ledger::Stamp;

impl Desk {
    /// This device's public key, made now if it has none yet.
    pub fn device_key(&mut self) -> Result<String, TournamentError> {
        Ok(self.store.identity()?.device().to_string())
    }

    /// This device's public key if it has made one (reading never makes one).
    pub fn known_device_key(&self) -> Result<Option<String>, TournamentError> {
        Ok(self.store.device_key()?)
    }

    /// Whether this device's key is sealed by a passphrase.
    pub fn key_is_sealed(&self) -> Result<bool, TournamentError> {
        Ok(self.store.key_is_sealed()?)
    }

    /// Seals this device's key with `passphrase`; the device stays the same device.
    pub fn seal_key(&mut self, passphrase: &str) -> Result<(), TournamentError> {
        Ok(self.store.seal_key(passphrase)?)
    }

    /// Opens the sealed key with `passphrase` for the rest of the run.
    pub fn unlock(&mut self, passphrase: &str) -> Result<(), TournamentError> {
        Ok(self.store.unlock(passphrase)?)
    }

    /// The passphrase to open the sealed key with when it is first needed (`mjref`, which
    /// reads it from the environment or a file).
    pub fn set_passphrase(&mut self, passphrase: Option<String>) {
        self.store.set_passphrase(passphrase);
    }

    /// This device's role by the latest referee list.
    pub fn role(&self) -> Result<Option<Role>, TournamentError> {
        Ok(self.store.role()?)
    }

    /// The latest valid referee list's referees (empty before the first).
    pub fn referees(&self) -> Result<Vec<Referee>, TournamentError> {
        Ok(self
            .store
            .referee_lists()?
            .pop()
            .map(|(_, _, list)| list.referees)
            .unwrap_or_default())
    }

    /// Signs the event's next referee list: this device as head named `name` with `others`,
    /// or, when `others` names another head, the head role handed to them. It follows the
    /// latest list; the ledger refuses it unless this device may sign it.
    pub fn publish_referees(
        &mut self,
        name: &str,
        others: Vec<Referee>,
        stamp: &Stamp,
    ) -> Result<Recorded, TournamentError> {
        let me = self.device_key()?;
        let follows = self.store.referee_lists()?.pop().map(|(id, _, _)| id);
        let list = RefereeList::compose(&me, name, others, follows);
        self.sign_list(&list, stamp)
    }

    /// The head enrols `device` as `role` under `name`: the event's next referee list, signed
    /// by this device (refused unless it is the head; a first list when there is none, this
    /// device head under the stamp's referee). What the device recorded counts from now on.
    pub fn enrol(
        &mut self,
        device: &str,
        role: Role,
        name: &str,
        stamp: &Stamp,
    ) -> Result<Recorded, TournamentError> {
        self.change_list(device, Some((role, name)), stamp)
    }

    /// The head revokes `device`: the next referee list leaves it out, and what it records
    /// after this no longer counts (what it recorded before stands).
    pub fn revoke(&mut self, device: &str, stamp: &Stamp) -> Result<Recorded, TournamentError> {
        self.change_list(device, None, stamp)
    }

    fn change_list(
        &mut self,
        device: &str,
        change: Option<(Role, &str)>,
        stamp: &Stamp,
    ) -> Result<Recorded, TournamentError> {
        if let Some((_, name)) = change {
            crate::rulings::typed_field("name", crate::limits::FieldKind::Name, name)?;
        }
        let list = crate::enrolment::next_list(&mut self.store, device, change, stamp.referee)?;
        self.sign_list(&list, stamp)
    }

    /// Signs `list` as the referee list of the event in force.
    fn sign_list(
        &mut self,
        list: &RefereeList,
        stamp: &Stamp,
    ) -> Result<Recorded, TournamentError> {
        let event = self.event_id()?.to_string();
        Ok(ledger::changes::publish_referees(
            &mut self.store,
            stamp,
            &event,
            list,
        )?)
    }

    /// Each device of the record (in the order first seen) with the referees its events were
    /// recorded by, first seen first: who held it.
    pub fn referees_by_device(&self) -> Result<Vec<(String, Vec<String>)>, TournamentError> {
        let mut out: Vec<(String, Vec<String>)> = Vec::new();
        for e in self.store.list(None)? {
            let at = match out.iter().position(|(d, _)| *d == e.device) {
                Some(i) => i,
                None => {
                    out.push((e.device, Vec::new()));
                    out.len() - 1
                }
            };
            let names = &mut out[at].1;
            if !e.event.referee.is_empty() && !names.contains(&e.event.referee) {
                names.push(e.event.referee);
            }
        }
        Ok(out)
    }

    /// A stored photo's bytes, whole.
    pub fn photo(&self, sha256: &str) -> Result<Option<Vec<u8>>, TournamentError> {
        Ok(self.store.photo(sha256)?)
    }

    /// A stored photo's thumbnail, when one is kept.
    pub fn thumbnail(&self, sha256: &str) -> Result<Option<Vec<u8>>, TournamentError> {
        Ok(self.store.thumbnail(sha256)?)
    }

    /// Keeps `bytes` as the thumbnail of stored photo `sha256` (made from it by the evidence
    /// code; not signed: a thumbnail can always be made again from the photo).
    pub fn save_thumbnail(&mut self, sha256: &str, bytes: &[u8]) -> Result<(), TournamentError> {
        Ok(self.store.save_thumbnail(sha256, bytes)?)
    }
}
