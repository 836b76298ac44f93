//! Bundles: a file of signed events that carries a record from one device to another.
//!
//! JSON Lines, UTF-8, each line ending in `\n`:
//! ```text
//! {"events":2,"format":"mjref-bundle","version":1}
//! {"event":{…payload, verbatim…},"sig":"…128 hex digits…"}
//! {"event":{…},"sig":"…"}
//! ```
//! Events are sorted by device, then by the device's sequence number. The photos the events
//! name follow them, one a line in order of their hash, the bytes in standard base64, and the
//! header counts them (`"photos":N` between `format` and `version`; absent when there are none,
//! so a bundle without photos reads exactly as before):
//! ```text
//! {"bytes":"/9j/4AAQ…","photo":"…64 hex digits…"}
//! ```
//! A photo is checked against its name by verification, like a signature. A bundle has exactly one
//! spelling: reading one renders it again and compares the bytes, so a change to any byte
//! outside a payload (spaces, order, the count, an extra line) is refused like a change inside
//! one, which the signature catches. The payload is embedded verbatim, never re-encoded, so
//! the signed bytes travel untouched.

use crate::event::SignedEvent;
use crate::photo::Photo;
use crate::problem::Problem;
use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine;
use serde::Deserialize;
use serde_json::value::RawValue;
use std::collections::HashSet;

pub const FORMAT: &str = "mjref-bundle";
pub const VERSION: u64 = 1;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    events: usize,
    format: String,
    #[serde(default)]
    photos: usize,
    version: u64,
}

/// A bundle's contents: signed events, and the photos they name.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bundle {
    pub events: Vec<SignedEvent>,
    pub photos: Vec<Photo>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PhotoLine {
    bytes: String,
    photo: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Line<'a> {
    #[serde(borrow)]
    event: &'a RawValue,
    sig: String,
}

/// Writes `events` (already in bundle order: by device, then sequence number).
pub fn render(events: &[SignedEvent]) -> String {
    write(events, &[])
}

/// Writes `events` (in bundle order) and `photos` (sorted here by hash).
pub fn write(events: &[SignedEvent], photos: &[Photo]) -> String {
    let size: usize = events.iter().map(|e| e.payload.len() + 150).sum::<usize>()
        + photos
            .iter()
            .map(|p| p.bytes.len() * 4 / 3 + 100)
            .sum::<usize>();
    let mut out = String::with_capacity(size + 64);
    out.push_str(&header(events.len(), photos.len()));
    for e in events {
        push_line(&mut out, e);
    }
    let mut photos: Vec<&Photo> = photos.iter().collect();
    photos.sort_by(|a, b| a.sha256.cmp(&b.sha256));
    for p in photos {
        push_photo(&mut out, &p.sha256, &p.bytes);
    }
    out
}

fn header(events: usize, photos: usize) -> String {
    let photos = match photos {
        0 => String::new(),
        n => format!("\"photos\":{n},"),
    };
    format!("{{\"events\":{events},\"format\":\"{FORMAT}\",{photos}\"version\":{VERSION}}}\n")
}

fn push_photo(out: &mut String, sha256: &str, bytes: &[u8]) {
    out.push_str("{\"bytes\":\"");
    BASE64.encode_string(bytes, out);
    out.push_str("\",\"photo\":");
    out.push_str(&serde_json::to_string(sha256).expect("a string serialises"));
    out.push_str("}\n");
}

fn push_line(out: &mut String, e: &SignedEvent) {
    out.push_str("{\"event\":");
    out.push_str(&e.payload);
    out.push_str(",\"sig\":");
    // Signatures are hex; serde_json's quoting also keeps a forged one well-formed.
    out.push_str(&serde_json::to_string(&e.sig).expect("a string serialises"));
    out.push_str("}\n");
}

/// Reads a bundle's events (see `read`), for callers that carry no photos.
pub fn parse(text: &str) -> Result<Vec<SignedEvent>, Vec<Problem>> {
    read(text).map(|b| b.events)
}

/// Reads a bundle. Anything that is not exactly how `write` writes it is a problem (a photo
/// no event names is one); the events and photos are returned for verification, which is a
/// separate step.
pub fn read(text: &str) -> Result<Bundle, Vec<Problem>> {
    let not_canonical = |line: usize| vec![Problem::BundleNotCanonical { line }];
    let Some(body) = text.strip_suffix('\n') else {
        return Err(not_canonical(text.lines().count().max(1)));
    };
    let mut lines = body.split('\n');
    let first = lines.next().unwrap_or_default();
    let head: Header = serde_json::from_str(first).map_err(|e| {
        vec![Problem::Unreadable {
            at: 1,
            detail: e.to_string(),
        }]
    })?;
    if head.format != FORMAT
        || head.version != VERSION
        || header(head.events, head.photos) != format!("{first}\n")
    {
        return Err(not_canonical(1));
    }
    let mut events = Vec::with_capacity(head.events.min(1 << 20));
    let mut problems = Vec::new();
    let mut one = String::new();
    let mut lines = lines.enumerate();
    for (i, line) in lines.by_ref().take(head.events) {
        let number = i + 2;
        let parsed: Line = match serde_json::from_str(line) {
            Ok(parsed) => parsed,
            Err(e) => {
                problems.push(Problem::Unreadable {
                    at: number,
                    detail: e.to_string(),
                });
                continue;
            }
        };
        let e = SignedEvent {
            payload: parsed.event.get().to_string(),
            sig: parsed.sig,
        };
        one.clear();
        push_line(&mut one, &e);
        if one.as_bytes()[..one.len() - 1] != *line.as_bytes() {
            problems.push(Problem::BundleNotCanonical { line: number });
            continue;
        }
        events.push(e);
    }
    let photos = read_photos(lines, &events, &mut problems);
    if problems.is_empty() && (events.len() != head.events || photos.len() != head.photos) {
        problems.push(Problem::BundleNotCanonical { line: 1 });
    }
    if problems.is_empty() {
        if let Some(k) = first_out_of_order(&events) {
            problems.push(Problem::BundleNotCanonical { line: k + 2 });
        }
    }
    if problems.is_empty() {
        Ok(Bundle { events, photos })
    } else {
        Err(problems)
    }
}

/// The photo lines after the events: each written as `write` writes it, in order of hash, and
/// named by one of `events` (a photo nothing signed has no business in a bundle).
fn read_photos<'a>(
    lines: impl Iterator<Item = (usize, &'a str)>,
    events: &[SignedEvent],
    problems: &mut Vec<Problem>,
) -> Vec<Photo> {
    let named: HashSet<String> = events
        .iter()
        .filter_map(|e| e.link().ok())
        .flat_map(|l| l.photos)
        .collect();
    let mut photos: Vec<Photo> = Vec::new();
    let mut one = String::new();
    for (i, line) in lines {
        let number = i + 2;
        let decoded = serde_json::from_str::<PhotoLine>(line)
            .ok()
            .and_then(|p| Some((BASE64.decode(&p.bytes).ok()?, p.photo)));
        let Some((bytes, sha256)) = decoded else {
            problems.push(Problem::BundleNotCanonical { line: number });
            continue;
        };
        one.clear();
        push_photo(&mut one, &sha256, &bytes);
        let in_order = photos.last().is_none_or(|last| last.sha256 < sha256);
        if one.as_bytes()[..one.len() - 1] != *line.as_bytes()
            || !in_order
            || !named.contains(&sha256)
        {
            problems.push(Problem::BundleNotCanonical { line: number });
            continue;
        }
        photos.push(Photo { sha256, bytes });
    }
    photos
}

/// Bundle order: device, sequence number, then hash (two events in one place are a fork,
/// which verification names; they still have one order).
fn order_key(e: &SignedEvent) -> Option<(String, u64, String)> {
    e.link().ok().map(|l| (l.device, l.seq, l.hash))
}

/// The index of the first event not strictly after its predecessor (out of order, or
/// repeated), if any.
fn first_out_of_order(events: &[SignedEvent]) -> Option<usize> {
    let keys: Vec<_> = events.iter().map(order_key).collect();
    (1..keys.len()).find(|&k| match (&keys[k - 1], &keys[k]) {
        (Some(a), Some(b)) => a >= b,
        // Unreadable payloads are reported by verification.
        _ => false,
    })
}

/// Sorts events into bundle order.
pub fn sort(events: &mut [SignedEvent]) {
    events.sort_by_cached_key(order_key);
}
