//! Who may write into an event. The head referee enrols devices by naming them in the signed
//! referee list (`ledger::roles`); rulings, scores and appeal papers count only from a device
//! the head enrolled, from the head (the event's creator), and on a device from itself (a
//! tablet counts its own rulings while it waits to be enrolled). What any other device sent
//! stays in the record, is listed as "from a device not enrolled" with its key, and counts from
//! the moment the head enrols it — nothing is lost, nothing is counted unseen.
//!
//! - A record with no head — no signed event and no referee list: a device's own setup, or
//!   tablets exchanging files with no head among them — has no one to enrol, and everything in
//!   it counts, as it always did.
//! - Revoking (a later list that leaves a device out) stops what the device recorded after the
//!   revoking list from counting; what it recorded before stands. Enrolling it again counts
//!   everything again. Times are the recording device's, as everywhere in the record.
//! - Voids, amendments, event versions, referee lists and appeal decisions need a role, which
//!   the ledger checks on every event: they are not this module's.

use crate::error::TournamentError;
use chrono::{DateTime, Utc};
use ledger::roles::{Referee, RefereeList, Role, EVENT, REFEREES};
use ledger::{Store, StoredEvent};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// Who counts in this record.
#[derive(Debug, Clone, Default)]
pub struct Enrolment {
    /// Whether the record has a head to enrol anyone (else everyone counts).
    enforced: bool,
    /// Each enrolled (or once enrolled) device, and when a later list left it out.
    devices: HashMap<String, Standing>,
    /// This device's key.
    me: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Standing {
    Enrolled,
    RevokedAt(DateTime<Utc>),
}

/// A device whose events the record holds but which nobody enrolled, as the head sees it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NotEnrolled {
    /// Its public key (64 hex digits).
    pub device: String,
    /// The referee names its events were recorded under, first seen first.
    pub referees: Vec<String>,
    /// How many of its rulings the record keeps apart.
    pub rulings: usize,
    /// How many of its other events (scores, appeal cases, photos, notes) it keeps apart.
    pub other: usize,
    /// Whether the head revoked it (else it was never enrolled).
    pub revoked: bool,
}

#[derive(Deserialize)]
struct Version {
    version: u64,
}

impl Enrolment {
    /// Everyone counts: a record with no head, or a test that is not about enrolment.
    pub fn everyone() -> Self {
        Self::default()
    }

    /// Who counts in `store`'s record.
    pub fn of(store: &Store) -> Result<Self, TournamentError> {
        let mut devices: HashMap<String, Standing> = HashMap::new();
        // The event's creators (the signers of a version 1) are heads.
        for e in store.list_kind(EVENT)? {
            let first = Version::deserialize(&e.event.body).is_ok_and(|v| v.version == 1);
            if first && crate::arrival::Arrival::sound(&e.event) {
                devices.insert(e.device, Standing::Enrolled);
            }
        }
        let valid: HashMap<String, RefereeList> = store
            .referee_lists()?
            .into_iter()
            .map(|(id, _, list)| (id, list))
            .collect();
        let mut lists: Vec<(DateTime<Utc>, String)> = store
            .list_kind(REFEREES)?
            .into_iter()
            .filter(|e| valid.contains_key(&e.id))
            .map(|e| (e.event.recorded_at, e.id))
            .collect();
        lists.sort();
        let creators: Vec<String> = devices.keys().cloned().collect();
        for (at, id) in &lists {
            let list = &valid[id];
            for (device, standing) in devices.iter_mut() {
                let named = list.role_of(device).is_some();
                if !named && *standing == Standing::Enrolled && !creators.contains(device) {
                    *standing = Standing::RevokedAt(*at);
                }
            }
            for r in &list.referees {
                devices.insert(r.device.clone(), Standing::Enrolled);
            }
        }
        Ok(Enrolment {
            enforced: !devices.is_empty(),
            devices,
            me: store.device_key()?,
        })
    }

    /// Whether events recorded by `device` at `at` count.
    pub fn counts(&self, device: &str, at: DateTime<Utc>) -> bool {
        if !self.enforced || device.is_empty() || self.me.as_deref() == Some(device) {
            return true;
        }
        match self.devices.get(device) {
            Some(Standing::Enrolled) => true,
            Some(Standing::RevokedAt(revoked)) => at < *revoked,
            None => false,
        }
    }

    /// Where `device` stands: enrolled, revoked, or neither (`None`). In a record with no
    /// head nobody is enrolled.
    pub fn state_of(&self, device: &str) -> Option<DeviceState> {
        match self.devices.get(device)? {
            Standing::Enrolled => Some(DeviceState::Enrolled),
            Standing::RevokedAt(_) => Some(DeviceState::Revoked),
        }
    }

    /// Whether `e` counts: its content is sound and its device may write into the event.
    pub fn admits(&self, e: &StoredEvent) -> bool {
        crate::arrival::Arrival::sound(&e.event) && self.counts(&e.device, e.event.recorded_at)
    }

    /// The devices whose events in `events` do not count, with what the record keeps of them,
    /// in the order first seen. Events that need a role are the ledger's, not counted here.
    pub fn not_enrolled(&self, events: &[StoredEvent]) -> Vec<NotEnrolled> {
        let mut out: Vec<NotEnrolled> = Vec::new();
        for e in events {
            if ledger::roles::needs_role(&e.event.kind)
                || e.event.kind == ledger::checkpoint::CHECKPOINT
            {
                continue;
            }
            if self.counts(&e.device, e.event.recorded_at) {
                continue;
            }
            let at = match out.iter().position(|d| d.device == e.device) {
                Some(i) => i,
                None => {
                    out.push(NotEnrolled {
                        device: e.device.clone(),
                        referees: Vec::new(),
                        rulings: 0,
                        other: 0,
                        revoked: self.devices.contains_key(&e.device),
                    });
                    out.len() - 1
                }
            };
            let d = &mut out[at];
            if e.event.kind == crate::body::RULING {
                d.rulings += 1;
            } else {
                d.other += 1;
            }
            if !e.event.referee.is_empty() && !d.referees.contains(&e.event.referee) {
                d.referees.push(e.event.referee.clone());
            }
        }
        out
    }
}

/// The next referee list when the head enrols `referee` (or, with `role` `None`, revokes
/// `device`): the latest list with that one entry changed, signed by this device as head under
/// `my_name` when there is no list yet. The ledger refuses it unless this device is the head.
pub fn next_list(
    store: &mut Store,
    device: &str,
    change: Option<(Role, &str)>,
    my_name: &str,
) -> Result<RefereeList, TournamentError> {
    let me = store.identity()?.device().to_string();
    let latest = store.referee_lists()?.pop();
    let (follows, mut referees, own_name) = match latest {
        Some((id, _, list)) => {
            let name = list
                .referees
                .iter()
                .find(|r| r.device == me)
                .map_or(my_name.to_string(), |r| r.name.clone());
            (Some(id), list.referees, name)
        }
        None => (None, Vec::new(), my_name.to_string()),
    };
    referees.retain(|r| r.device != device && r.device != me);
    if let Some((role, name)) = change {
        let same = |other: &str| other.trim().to_lowercase() == name.trim().to_lowercase();
        if (device != me && same(&own_name)) || referees.iter().any(|r| same(&r.name)) {
            return Err(crate::SetupError::RefereeNameTaken {
                name: name.to_string(),
            }
            .into());
        }
        referees.push(Referee {
            device: device.to_string(),
            role,
            name: name.to_string(),
        });
    }
    Ok(RefereeList::compose(&me, &own_name, referees, follows))
}

/// Where a device stands with the head (contract, wave 3: `mjref hall devices`).
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeviceState {
    /// Its events are in the record but nobody enrolled it.
    Pending,
    Enrolled,
    /// A later referee list left it out.
    Revoked,
}

/// One device as the head's device knows it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct KnownDevice {
    pub device: String,
    /// Its name on the referee list; else the first referee name its events carry.
    pub name: String,
    pub role: Option<Role>,
    pub state: DeviceState,
    /// When it last recorded anything the record holds (RFC 3339), if ever.
    pub last_seen: Option<String>,
}

impl Enrolment {
    /// Every device the record knows other than this one: those on the latest referee list
    /// (in its order), those revoked, then those whose events arrived unenrolled, first seen
    /// first. `latest` is the latest valid list; `events` every event of the record.
    pub fn known(&self, latest: Option<&RefereeList>, events: &[StoredEvent]) -> Vec<KnownDevice> {
        let mut out: Vec<KnownDevice> = latest
            .map(|l| l.referees.as_slice())
            .unwrap_or_default()
            .iter()
            .map(|r| KnownDevice {
                device: r.device.clone(),
                name: r.name.clone(),
                role: Some(r.role),
                state: DeviceState::Enrolled,
                last_seen: None,
            })
            .collect();
        for e in events.iter().filter(|e| !e.device.is_empty()) {
            let at = e.event.recorded_at.to_rfc3339();
            match out.iter_mut().find(|d| d.device == e.device) {
                Some(d) => {
                    if d.name.is_empty() {
                        d.name = e.event.referee.clone();
                    }
                    if d.last_seen.as_ref().is_none_or(|seen| *seen < at) {
                        d.last_seen = Some(at);
                    }
                }
                None => out.push(KnownDevice {
                    device: e.device.clone(),
                    name: e.event.referee.clone(),
                    role: None,
                    state: match self.devices.get(&e.device) {
                        Some(Standing::RevokedAt(_)) => DeviceState::Revoked,
                        Some(Standing::Enrolled) => DeviceState::Enrolled,
                        None => DeviceState::Pending,
                    },
                    last_seen: Some(at),
                }),
            }
        }
        out.retain(|d| self.me.as_deref() != Some(d.device.as_str()));
        out
    }
}
