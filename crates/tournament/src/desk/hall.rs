//! What the head's hall and a floor device's sync ask of the desk (docs/hall-protocol.md):
//! transport signatures, where a device stands with the head, and the hall's unsigned caches.
//! Everything that arrives still comes in through [`Desk::import`]: the hall adds no path into
//! the record.

use super::Desk;
use crate::enrolment::{DeviceState, Enrolment, KnownDevice};
use crate::error::TournamentError;
use ledger::roles::Role;
use ledger::{HallPeer, Heads, Page};

impl Desk {
    /// Signs a hall message (`ledger::transport`) with this device's key: its key and the
    /// signature. A sealed key needs its passphrase, as for any write.
    pub fn sign_transport(&mut self, message: &[u8]) -> Result<(String, String), TournamentError> {
        Ok(self.store.sign_transport(message)?)
    }

    /// Where `device` stands with the head: enrolled, revoked, or neither (`None`).
    pub fn standing(&self, device: &str) -> Result<Option<DeviceState>, TournamentError> {
        Ok(Enrolment::of(&self.store)?.state_of(device))
    }

    /// The head of the event by the latest referee list (its key and name), else the event's
    /// creator: the device whose hall the event's tablets sync with.
    pub fn head_device(&self) -> Result<Option<(String, String)>, TournamentError> {
        if let Some((_, _, list)) = self.store.referee_lists()?.pop() {
            return Ok(list
                .referees
                .into_iter()
                .find(|r| r.role == Role::Head)
                .map(|r| (r.device, r.name)));
        }
        Ok(self.event_creator()?.map(|d| (d, String::new())))
    }

    /// Each device's chain as this record holds it.
    pub fn heads(&self) -> Result<Heads, TournamentError> {
        Ok(self.store.heads()?)
    }

    /// What a copy holding `theirs` lacks, within about `budget` bytes a page.
    pub fn lacking(&self, theirs: &Heads, budget: usize) -> Result<Page, TournamentError> {
        Ok(self.store.lacking(theirs, budget)?)
    }

    /// How many of `device`'s events come after its `seq`-th.
    pub fn events_after(&self, device: &str, seq: u64) -> Result<usize, TournamentError> {
        Ok(self.store.events_after(device, seq)?)
    }

    /// Whether `name` may name a referee (as any typed name is checked).
    pub fn check_name(name: &str) -> Result<(), TournamentError> {
        Ok(crate::rulings::typed_field(
            "name",
            crate::limits::FieldKind::Name,
            name,
        )?)
    }

    /// Notes a pairing request (the name is checked as any typed name is).
    pub fn hall_asked(
        &mut self,
        device: &str,
        name: &str,
        at: &str,
    ) -> Result<(), TournamentError> {
        Self::check_name(name)?;
        Ok(self.store.hall_asked(device, name, at)?)
    }

    /// Refuses a pairing request: the device is never enrolled. False when it never asked.
    pub fn hall_refuse(&mut self, device: &str) -> Result<bool, TournamentError> {
        Ok(self.store.hall_refuse(device)?)
    }

    /// Notes that `device` synced with this hall at `at`.
    pub fn hall_seen(&mut self, device: &str, at: &str) -> Result<(), TournamentError> {
        Ok(self.store.hall_seen(device, at)?)
    }

    /// `device`'s pairing request, if it asked the hall (refused or not).
    pub fn hall_request(
        &self,
        device: &str,
    ) -> Result<Option<ledger::HallDevice>, TournamentError> {
        Ok(self
            .store
            .hall_devices()?
            .into_iter()
            .find(|d| d.device == device && d.asked_at.is_some()))
    }

    /// The hall this device syncs with.
    pub fn hall_peer(&self) -> Result<Option<HallPeer>, TournamentError> {
        Ok(self.store.hall_peer()?)
    }

    pub fn set_hall_peer(&mut self, peer: &HallPeer) -> Result<(), TournamentError> {
        Ok(self.store.set_hall_peer(peer)?)
    }

    /// Who records on this device from now on (the name it paired with), kept in the
    /// device's own copy of the event's setup; nothing is signed. An empty name, or a device
    /// with no setup yet, changes nothing.
    pub fn record_as(&mut self, name: &str) -> Result<(), TournamentError> {
        if let super::InForce::Setup(setup) = &mut self.event {
            if !name.is_empty() && setup.referee != name {
                setup.referee = name.to_string();
                let json = serde_json::to_string(&**setup)?;
                self.store.save_setup(chrono::Utc::now(), &json)?;
            }
        }
        Ok(())
    }

    /// The devices of the hall as its head's screen lists them, read without going through
    /// the record's events (the screen asks every second): those on the latest referee list,
    /// then those that asked to pair and were not refused, each with when it last synced.
    pub fn hall_roster(&self) -> Result<Vec<KnownDevice>, TournamentError> {
        let me = self.store.device_key()?;
        let enrolment = Enrolment::of(&self.store)?;
        let asked = self.store.hall_devices()?;
        let seen = |device: &str| {
            asked
                .iter()
                .find(|a| a.device == device)
                .and_then(|a| a.last_seen.clone())
        };
        let mut out: Vec<KnownDevice> = self
            .referees()?
            .into_iter()
            .filter(|r| me.as_deref() != Some(r.device.as_str()))
            .map(|r| KnownDevice {
                last_seen: seen(&r.device),
                device: r.device,
                name: r.name,
                role: Some(r.role),
                state: DeviceState::Enrolled,
            })
            .collect();
        for a in asked.iter().filter(|a| !a.refused && a.asked_at.is_some()) {
            if me.as_deref() == Some(a.device.as_str()) || out.iter().any(|d| d.device == a.device)
            {
                continue;
            }
            out.push(KnownDevice {
                device: a.device.clone(),
                name: a.name.clone(),
                role: None,
                state: enrolment
                    .state_of(&a.device)
                    .unwrap_or(DeviceState::Pending),
                last_seen: a.last_seen.clone(),
            });
        }
        Ok(out)
    }

    /// Whether another process committed to this record since the last time this was asked.
    pub fn data_version(&self) -> Result<i64, TournamentError> {
        Ok(self.store.data_version()?)
    }
}
