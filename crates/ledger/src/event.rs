//! A signed event: its content as canonical JSON (the payload) and the device's ed25519
//! signature over exactly those bytes. The payload names the device (its public key), the
//! device's sequence number and the SHA-256 of the device's previous payload, so each device's
//! events form a chain that cannot be changed, cut or reordered without it showing.

use crate::canonical;
use crate::error::LedgerError;
use crate::identity::Identity;
use chrono::{DateTime, FixedOffset, Utc};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::borrow::Cow;

/// The version of the payload's fields; a reader refuses any other.
pub const PAYLOAD_VERSION: u64 = 1;

/// An event to record. `body` carries what the kind needs (for a ruling: answers, verdict, note).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct NewEvent {
    pub kind: String,
    pub recorded_at: DateTime<Utc>,
    pub utc_offset_minutes: i32,
    pub referee: String,
    pub event: String,
    pub ruleset: String,
    pub catalogue_version: String,
    pub session: String,
    pub table: Option<u32>,
    pub hand: Option<u32>,
    pub player: String,
    pub incident: String,
    pub body: serde_json::Value,
}

impl NewEvent {
    /// Who signed it and when, on the signing device's clock: how a referee tells events
    /// apart (`floor-1 · 2026-11-28 10:41:56`).
    pub fn who(&self) -> String {
        let at = chrono::FixedOffset::east_opt(self.utc_offset_minutes * 60)
            .map(|zone| self.recorded_at.with_timezone(&zone).naive_local())
            .unwrap_or(self.recorded_at.naive_utc());
        format!("{} · {}", self.referee, at.format("%Y-%m-%d %H:%M:%S"))
    }
}

impl NewEvent {
    /// An event about the whole event `event` rather than a player at a table (a referee
    /// list, a version of the event's setup): the index fields a ruling fills stay empty.
    pub fn about_event(kind: &str, stamp: &Stamp, event: &str, body: serde_json::Value) -> Self {
        NewEvent {
            kind: kind.into(),
            recorded_at: stamp.at,
            utc_offset_minutes: stamp.utc_offset_minutes,
            referee: stamp.referee.into(),
            event: event.into(),
            ruleset: String::new(),
            catalogue_version: String::new(),
            session: String::new(),
            table: None,
            hand: None,
            player: String::new(),
            incident: String::new(),
            body,
        }
    }
}

/// Who records, and when, by the device's clock.
#[derive(Debug, Clone, Copy)]
pub struct Stamp<'a> {
    pub referee: &'a str,
    pub at: DateTime<Utc>,
    pub utc_offset_minutes: i32,
}

impl<'a> Stamp<'a> {
    /// Recorded by `referee` at `now` on this device's clock, with the device's offset then.
    pub fn local(referee: &'a str, now: chrono::DateTime<chrono::Local>) -> Self {
        Stamp {
            referee,
            at: now.with_timezone(&Utc),
            utc_offset_minutes: now.offset().local_minus_utc() / 60,
        }
    }
}

/// The instant in the device's offset at recording time, RFC 3339 (how the log shows it).
pub fn local_time(at: DateTime<Utc>, offset_minutes: i32) -> String {
    let offset =
        FixedOffset::east_opt(offset_minutes * 60).unwrap_or(FixedOffset::east_opt(0).unwrap());
    at.with_timezone(&offset)
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, false)
}

/// An event as it travels: the signed bytes and the signature, both kept verbatim.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignedEvent {
    /// Canonical JSON (see `canonical`).
    pub payload: String,
    /// 128 lowercase hex digits.
    pub sig: String,
}

/// Where an event sits in its device's chain.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Link {
    pub id: String,
    pub device: String,
    pub seq: u64,
    pub prev: Option<String>,
    /// SHA-256 of the payload, hex.
    pub hash: String,
    /// Whether the event needs a role (a void, an amendment, an appeal decision, a referee
    /// list), so verification reads its body.
    pub needs_role: bool,
    /// The photos its body names (their SHA-256), which must be held with those hashes.
    pub photos: Vec<String>,
}

/// The chain fields of a payload, read without materialising the rest (verification speed).
#[derive(Deserialize)]
struct Header<'a> {
    v: u64,
    #[serde(borrow)]
    id: Cow<'a, str>,
    #[serde(borrow)]
    device: Cow<'a, str>,
    seq: u64,
    #[serde(borrow)]
    prev: Option<Cow<'a, str>>,
    #[serde(borrow)]
    kind: Cow<'a, str>,
    #[serde(borrow)]
    body: &'a RawValue,
}

/// Every field of a version-1 payload; anything else is refused.
#[derive(Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Payload {
    pub v: u64,
    pub id: String,
    pub device: String,
    pub seq: u64,
    pub prev: Option<String>,
    pub kind: String,
    pub recorded_at: String,
    pub utc_offset_minutes: i32,
    pub referee: String,
    pub event: String,
    pub ruleset: String,
    pub catalogue_version: String,
    pub session: String,
    pub table: Option<u32>,
    pub hand: Option<u32>,
    pub player: String,
    pub incident: String,
    pub body: Value,
}

/// Every field of a version-1 payload, borrowed from it; the body stays JSON text. What the
/// database's columns are filled from, so they say exactly what was signed.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fields<'a> {
    pub v: u64,
    #[serde(borrow)]
    pub id: Cow<'a, str>,
    #[serde(borrow)]
    pub device: Cow<'a, str>,
    pub seq: u64,
    #[serde(borrow)]
    pub prev: Option<Cow<'a, str>>,
    #[serde(borrow)]
    pub kind: Cow<'a, str>,
    #[serde(borrow)]
    pub recorded_at: Cow<'a, str>,
    pub utc_offset_minutes: i32,
    #[serde(borrow)]
    pub referee: Cow<'a, str>,
    #[serde(borrow)]
    pub event: Cow<'a, str>,
    #[serde(borrow)]
    pub ruleset: Cow<'a, str>,
    #[serde(borrow)]
    pub catalogue_version: Cow<'a, str>,
    #[serde(borrow)]
    pub session: Cow<'a, str>,
    pub table: Option<u32>,
    pub hand: Option<u32>,
    #[serde(borrow)]
    pub player: Cow<'a, str>,
    #[serde(borrow)]
    pub incident: Cow<'a, str>,
    #[serde(borrow)]
    pub body: &'a RawValue,
}

pub fn hash(payload: &str) -> String {
    crate::hex::encode(&Sha256::digest(payload.as_bytes()))
}

/// The form `recorded_at` takes in payloads and in the database.
pub fn instant(at: &DateTime<Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::Micros, true)
}

/// Signs `e` as the device's event number `seq`, following the event whose hash is `prev`.
/// `recorded_at` is passed as text so events recorded before the chain existed are signed
/// with the very string the database holds.
pub fn sign(
    identity: &Identity,
    id: &str,
    seq: u64,
    prev: Option<&str>,
    recorded_at: &str,
    e: &NewEvent,
) -> SignedEvent {
    let payload = payload(identity.device(), id, seq, prev, recorded_at, e);
    let sig = identity.sign(payload.as_bytes());
    SignedEvent { payload, sig }
}

/// The canonical payload of `e` (docs/record-format.md), its members in key order.
fn payload(
    device: &str,
    id: &str,
    seq: u64,
    prev: Option<&str>,
    recorded_at: &str,
    e: &NewEvent,
) -> String {
    use canonical::Member::{Int, Json, Null, Str};
    let number = |n: Option<u32>| n.map_or(Null, |n| Int(n.into()));
    canonical::object(&[
        ("body", Json(&e.body)),
        ("catalogue_version", Str(&e.catalogue_version)),
        ("device", Str(device)),
        ("event", Str(&e.event)),
        ("hand", number(e.hand)),
        ("id", Str(id)),
        ("incident", Str(&e.incident)),
        ("kind", Str(&e.kind)),
        ("player", Str(&e.player)),
        ("prev", prev.map_or(Null, Str)),
        ("recorded_at", Str(recorded_at)),
        ("referee", Str(&e.referee)),
        ("ruleset", Str(&e.ruleset)),
        ("seq", Int(seq as i64)),
        ("session", Str(&e.session)),
        ("table", number(e.table)),
        ("utc_offset_minutes", Int(e.utc_offset_minutes.into())),
        ("v", Int(PAYLOAD_VERSION as i64)),
    ])
}

impl SignedEvent {
    /// The chain fields, or why the payload cannot be read.
    pub fn link(&self) -> Result<Link, String> {
        let h: Header = serde_json::from_str(&self.payload).map_err(|e| e.to_string())?;
        if h.v != PAYLOAD_VERSION {
            return Err(format!("payload version {}", h.v));
        }
        Ok(Link {
            id: h.id.into_owned(),
            device: h.device.into_owned(),
            seq: h.seq,
            prev: h.prev.map(Cow::into_owned),
            hash: hash(&self.payload),
            needs_role: crate::roles::needs_role(&h.kind),
            photos: crate::photo::named_in(h.body),
        })
    }

    /// Every field, borrowed, checked against the version-1 schema (the time must read as
    /// RFC 3339).
    pub fn fields(&self) -> Result<Fields<'_>, LedgerError> {
        let f: Fields = serde_json::from_str(&self.payload)?;
        if f.v != PAYLOAD_VERSION {
            return Err(LedgerError::Corrupt(format!("payload version {}", f.v)));
        }
        DateTime::parse_from_rfc3339(&f.recorded_at)
            .map_err(|e| LedgerError::Corrupt(e.to_string()))?;
        Ok(f)
    }

    /// Every field, checked against the version-1 schema.
    pub fn decode(&self) -> Result<Payload, LedgerError> {
        let p: Payload = serde_json::from_str(&self.payload)?;
        if p.v != PAYLOAD_VERSION {
            return Err(LedgerError::Corrupt(format!("payload version {}", p.v)));
        }
        Ok(p)
    }
}

impl Payload {
    /// The payload as the role checks read it.
    pub fn role_event(&self) -> crate::roles::RoleEvent<'_> {
        crate::roles::RoleEvent {
            id: &self.id,
            device: &self.device,
            kind: &self.kind,
            event: &self.event,
            recorded_at: &self.recorded_at,
            body: &self.body,
        }
    }

    pub fn to_new_event(&self) -> Result<NewEvent, LedgerError> {
        self.clone().into_new_event()
    }

    /// The event it records, moved out of the payload (nothing copied).
    pub fn into_new_event(self) -> Result<NewEvent, LedgerError> {
        Ok(NewEvent {
            kind: self.kind,
            recorded_at: DateTime::parse_from_rfc3339(&self.recorded_at)
                .map_err(|e| LedgerError::Corrupt(e.to_string()))?
                .with_timezone(&Utc),
            utc_offset_minutes: self.utc_offset_minutes,
            referee: self.referee,
            event: self.event,
            ruleset: self.ruleset,
            catalogue_version: self.catalogue_version,
            session: self.session,
            table: self.table,
            hand: self.hand,
            player: self.player,
            incident: self.incident,
            body: self.body,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    /// The payload as a `Value` put through canonical JSON: the slow, obvious way, the oracle
    /// for the members written straight from the event.
    fn by_value(
        device: &str,
        id: &str,
        seq: u64,
        prev: Option<&str>,
        at: &str,
        e: &NewEvent,
    ) -> String {
        canonical::to_string(&json!({
            "v": PAYLOAD_VERSION, "id": id, "device": device, "seq": seq, "prev": prev,
            "kind": e.kind, "recorded_at": at, "utc_offset_minutes": e.utc_offset_minutes,
            "referee": e.referee, "event": e.event, "ruleset": e.ruleset,
            "catalogue_version": e.catalogue_version, "session": e.session, "table": e.table,
            "hand": e.hand, "player": e.player, "incident": e.incident, "body": e.body,
        }))
    }

    proptest! {
        #[test]
        fn the_payload_is_the_canonical_json_of_the_same_object(
            text in prop::collection::vec(".*", 8),
            seq in 1u64..1_000_000,
            numbers in (any::<Option<u32>>(), any::<Option<u32>>(), -720i32..840),
            prev in any::<bool>(),
            amount in -100.0f64..100.0,
        ) {
            let e = NewEvent {
                kind: text[0].clone(),
                recorded_at: Utc::now(),
                utc_offset_minutes: numbers.2,
                referee: text[1].clone(),
                event: text[2].clone(),
                ruleset: text[3].clone(),
                catalogue_version: text[4].clone(),
                session: text[5].clone(),
                table: numbers.0,
                hand: numbers.1,
                player: text[6].clone(),
                incident: text[7].clone(),
                body: json!({"note": text[7], "verdict": {"amount": amount, "k": [1.0, -0.0, null]}}),
            };
            let prev = prev.then_some("ab12");
            prop_assert_eq!(
                payload("dev", "id-1", seq, prev, "2026-11-24T03:00:00.000000Z", &e),
                by_value("dev", "id-1", seq, prev, "2026-11-24T03:00:00.000000Z", &e)
            );
        }
    }
}
