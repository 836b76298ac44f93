//! The hall as the screens see it, and the commands that act on it. The head's device opens
//! its hall through a [`HallControl`] the app's shell gives it (the server is native only); a
//! floor device — a browser tab — pairs and syncs through the sans-I/O requests of `client`,
//! its page moving the bytes. Either way, what the screens show is read from the record here.

use super::client::{self, Incoming, Outgoing, Paired, Round};
use crate::error::IpcError;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex};
use tournament::enrolment::KnownDevice;
use tournament::Desk;

/// A request the hall refused, as its log keeps it and the head's screen lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct HallRefusal {
    pub at: String,
    pub peer: String,
    /// The device that signed it, when its signature was checked.
    pub device: Option<String>,
    pub route: String,
    pub status: u16,
    pub code: String,
}

/// The open hall, as its server tells it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Serving {
    /// Where tablets reach it (`http://ADDR:PORT/`).
    pub url: String,
    pub code: String,
    /// RFC 3339.
    pub expires: String,
    pub refusals: Vec<HallRefusal>,
}

/// What the app's shell gives the device to run the head's hall (the browser has none).
pub trait HallControl: Send + Sync {
    /// Opens the hall over `desk`, listening on `listen` (`ADDR:PORT`).
    fn open(&self, desk: Arc<Mutex<Desk>>, listen: &str) -> Result<(), IpcError>;
    fn close(&self);
    /// The open hall, or `None`.
    fn serving(&self) -> Option<Serving>;
    /// The record changed on this device: held rounds hear of it at once, and a floor
    /// device's held round is cut short so what it recorded leaves now.
    fn changed(&self);
    /// As a floor device: asks the hall at `url` to enrol this device under `code` as `name`,
    /// then keeps the device in sync with it.
    fn join(
        &self,
        desk: Arc<Mutex<Desk>>,
        url: &str,
        code: &str,
        name: &str,
    ) -> Result<Paired, IpcError>;
    /// Keeps a device that paired with a hall in sync with it (from the app's start).
    fn follow(&self, desk: Arc<Mutex<Desk>>);
    /// A floor device's link with its hall: `online`, `offline`, `waiting` (for the head to
    /// enrol it) or `refused`; `None` when it follows no hall.
    fn link(&self) -> Option<String>;
}

/// The open hall on the head's screen.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct OpenHall {
    pub url: String,
    /// The address a tablet opens to pair: the hall's, the code and the head's key after `#`
    /// (a fragment: never sent to the server, never in a log).
    pub pairing_url: String,
    /// `pairing_url` as a QR code, an SVG drawing.
    pub qr_svg: String,
    pub code: String,
    pub expires: String,
    pub refusals: Vec<HallRefusal>,
}

/// The hall as this device's screens show it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct HallView {
    /// The hall this device serves, when open.
    pub open: Option<OpenHall>,
    /// Whether this device may serve a hall here (the app, not a browser).
    pub can_serve: bool,
    /// The hall's devices: who is enrolled, who asked to pair (and was not refused).
    pub devices: Vec<KnownDevice>,
    /// The hall this device syncs with, if it paired with one.
    pub peer: Option<String>,
    /// This device's link with its hall, when the app keeps one (`online`, `offline`,
    /// `waiting`, `refused`); a browser tab keeps its own.
    pub link: Option<String>,
    /// This device's events its hall has not acknowledged (with a peer).
    #[cfg_attr(test, ts(type = "number | null"))]
    pub unsent: Option<usize>,
    /// Changes with every write to the record: a screen showing the record reads it again when
    /// this moves.
    #[cfg_attr(test, ts(type = "number"))]
    pub generation: u64,
}

pub fn view(desk: &mut Desk, control: Option<&dyn HallControl>) -> Result<HallView, IpcError> {
    let serving = control.and_then(|c| c.serving());
    let open = match serving {
        Some(s) => {
            let key = desk.known_device_key()?.unwrap_or_default();
            let pairing_url = format!("{}#pair={}&head={key}", s.url, s.code);
            Some(OpenHall {
                qr_svg: crate::team::qr_svg(&pairing_url)?,
                pairing_url,
                url: s.url,
                code: s.code,
                expires: s.expires,
                refusals: s.refusals,
            })
        }
        None => None,
    };
    Ok(HallView {
        open,
        can_serve: control.is_some(),
        devices: desk.hall_roster()?,
        peer: desk.hall_peer()?.map(|p| p.url),
        link: control.and_then(|c| c.link()),
        unsent: client::unsent(desk).map_err(IpcError::from)?,
        generation: desk.store().writes(),
    })
}

/// An outgoing request as the page's `fetch` sends it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct HallRequest {
    pub url: String,
    pub content_type: String,
    pub authorization: Option<String>,
    pub nonce: String,
    pub body: String,
    pub more: bool,
    /// How long the hall may hold it (ms): the page waits that long and a little more.
    #[cfg_attr(test, ts(type = "number"))]
    pub wait_ms: u64,
}

impl From<Outgoing> for HallRequest {
    fn from(o: Outgoing) -> Self {
        HallRequest {
            url: o.url,
            content_type: o.content_type.to_string(),
            authorization: o.authorization,
            nonce: o.nonce,
            body: String::from_utf8(o.body).expect("requests are UTF-8"),
            more: o.more,
            wait_ms: o.wait_ms,
        }
    }
}

impl HallRequest {
    fn outgoing(&self) -> Outgoing {
        Outgoing {
            url: self.url.clone(),
            content_type: if self.content_type == super::wire::PAIR_TYPE {
                super::wire::PAIR_TYPE
            } else {
                super::wire::SYNC_TYPE
            },
            authorization: self.authorization.clone(),
            nonce: self.nonce.clone(),
            body: self.body.clone().into_bytes(),
            more: self.more,
            wait_ms: self.wait_ms,
        }
    }
}

/// The answer as the page's `fetch` received it.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct HallAnswer {
    pub status: u16,
    pub sig: Option<String>,
    pub body: String,
}

pub fn pair_request(
    desk: &mut Desk,
    url: &str,
    code: &str,
    name: &str,
) -> Result<HallRequest, IpcError> {
    Ok(client::pair_request(desk, url, code, name)?.into())
}

pub fn pair_answer(
    desk: &mut Desk,
    url: &str,
    sent: &HallRequest,
    got: &HallAnswer,
) -> Result<Paired, IpcError> {
    Ok(client::pair_answer(
        desk,
        url,
        &sent.outgoing(),
        incoming(got),
    )?)
}

pub fn sync_request(desk: &mut Desk, wait_ms: u64, now_ms: i64) -> Result<HallRequest, IpcError> {
    Ok(client::sync_request(desk, wait_ms, now_ms)?.into())
}

pub fn sync_answer(
    desk: &mut Desk,
    sent: &HallRequest,
    got: &HallAnswer,
) -> Result<Round, IpcError> {
    Ok(client::sync_answer(desk, &sent.outgoing(), incoming(got))?)
}

fn incoming(got: &HallAnswer) -> Incoming<'_> {
    Incoming {
        status: got.status,
        sig: got.sig.as_deref(),
        body: got.body.as_bytes(),
    }
}
