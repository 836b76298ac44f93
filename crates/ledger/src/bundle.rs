//! Bundles: a file of signed events that carries a record from one device to another.
//!
//! JSON Lines, UTF-8, each line ending in `\n`:
//! ```text
//! {"events":2,"format":"mjref-bundle","version":1}
//! {"event":{…payload, verbatim…},"sig":"…128 hex digits…"}
//! {"event":{…},"sig":"…"}
//! ```
//! Events are sorted by device, then by the device's sequence number. A bundle has exactly one
//! spelling: reading one renders it again and compares the bytes, so a change to any byte
//! outside a payload (spaces, order, the count, an extra line) is refused like a change inside
//! one, which the signature catches. The payload is embedded verbatim, never re-encoded, so
//! the signed bytes travel untouched.

use crate::event::SignedEvent;
use crate::problem::Problem;
use serde::Deserialize;
use serde_json::value::RawValue;

pub const FORMAT: &str = "mjref-bundle";
pub const VERSION: u64 = 1;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    events: usize,
    format: String,
    version: u64,
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
    let size: usize = events.iter().map(|e| e.payload.len() + 150).sum();
    let mut out = String::with_capacity(size + 64);
    out.push_str(&header(events.len()));
    for e in events {
        push_line(&mut out, e);
    }
    out
}

fn header(n: usize) -> String {
    format!("{{\"events\":{n},\"format\":\"{FORMAT}\",\"version\":{VERSION}}}\n")
}

fn push_line(out: &mut String, e: &SignedEvent) {
    out.push_str("{\"event\":");
    out.push_str(&e.payload);
    out.push_str(",\"sig\":");
    // Signatures are hex; serde_json's quoting also keeps a forged one well-formed.
    out.push_str(&serde_json::to_string(&e.sig).expect("a string serialises"));
    out.push_str("}\n");
}

/// Reads a bundle. Anything that is not exactly how `render` writes it is a problem; the events
/// are returned for verification, which is a separate step.
pub fn parse(text: &str) -> Result<Vec<SignedEvent>, Vec<Problem>> {
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
        || header(head.events) != format!("{first}\n")
    {
        return Err(not_canonical(1));
    }
    let mut events = Vec::with_capacity(head.events.min(1 << 20));
    let mut problems = Vec::new();
    let mut one = String::new();
    for (i, line) in lines.enumerate() {
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
    if problems.is_empty() && events.len() != head.events {
        problems.push(Problem::BundleNotCanonical { line: 1 });
    }
    if problems.is_empty() {
        if let Some(k) = first_out_of_order(&events) {
            problems.push(Problem::BundleNotCanonical { line: k + 2 });
        }
    }
    if problems.is_empty() {
        Ok(events)
    } else {
        Err(problems)
    }
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
