//! The Referees screen's work: this device (its key, whether it is sealed, its role, its
//! fingerprint as a QR code), the devices seen in the record, and the referee list the head
//! signs (`Desk::publish_referees`, as `mjref referees` composes it), checked by the ledger
//! (only the head may sign a later list; the head's key must be sealed).

use crate::error::IpcError;
use ledger::roles::{Referee, Role};
use serde::Serialize;

/// A device the record holds events of, other than this one.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct SeenDevice {
    pub device: String,
    /// The referees its events were recorded by, first seen first.
    pub referees: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct RefereeTeam {
    /// This device's public key (64 hex digits).
    pub device: String,
    pub sealed: bool,
    pub role: Option<Role>,
    /// The latest valid referee list's referees (empty before the first).
    pub referees: Vec<Referee>,
    pub seen: Vec<SeenDevice>,
    /// The device key as a QR code, an SVG drawing.
    pub qr_svg: String,
    /// Whether this device may sign the event's first referee list: it created the event (or
    /// the event is its own, not shared). A tablet that joined another's event may not.
    pub may_start_list: bool,
}

pub fn team(desk: &mut tournament::Desk) -> Result<RefereeTeam, IpcError> {
    let creator = desk.event_creator()?;
    // Its public half needs no passphrase: a sealed key shows its fingerprint while locked.
    let device = match desk.known_device_key()? {
        Some(device) => device,
        None => desk.device_key()?,
    };
    let referees = desk.referees()?;
    let seen: Vec<SeenDevice> = desk
        .referees_by_device()?
        .into_iter()
        .filter(|(d, _)| !d.is_empty() && *d != device)
        .map(|(device, referees)| SeenDevice { device, referees })
        .collect();
    Ok(RefereeTeam {
        may_start_list: creator.is_none_or(|c| c == device),
        qr_svg: qr_svg(&device)?,
        sealed: desk.key_is_sealed()?,
        role: referees.iter().find(|r| r.device == device).map(|r| r.role),
        device,
        referees,
        seen,
    })
}

pub(crate) fn qr_svg(device: &str) -> Result<String, IpcError> {
    let code = qrcode::QrCode::new(device.as_bytes()).map_err(IpcError::internal)?;
    Ok(code
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(240, 240)
        .quiet_zone(true)
        .build())
}
