//! A device's side of the hall over a plain socket (`mjref pair`, `mjref sync`, the tests and
//! the bench): `device::hall::client` decides what to send and takes in what comes back; this
//! only carries the bytes, one request a connection, as the hall serves them.

use device::hall::client::{self as side, Incoming, Outgoing, Paired, Round};
use device::hall::HallError;
use std::io::{Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::sync::Mutex;
use std::time::Duration;
use tournament::Desk;

/// How long to wait for an answer beyond the round's own wait.
const SLACK: Duration = Duration::from_secs(10);
/// The largest answer read (a page and one event's photos).
const MAX_ANSWER: u64 = 64 << 20;

/// An answer as it came: its status, the hall's signature, its body.
pub struct Answer {
    pub status: u16,
    pub sig: Option<String>,
    pub body: Vec<u8>,
}

fn unreachable(url: &str, e: std::io::Error) -> HallError {
    HallError::unreachable(url, &e)
}

/// An address this client cannot reach at all.
fn bad_address(url: &str, why: &str) -> HallError {
    HallError::Unreachable {
        url: url.to_string(),
        reason: "address",
        detail: why.to_string(),
    }
}

/// `http://host:port/path` → (`host:port`, `/path`).
fn split_url(url: &str) -> Option<(&str, &str)> {
    let rest = url.strip_prefix("http://")?;
    match rest.find('/') {
        Some(i) => Some((&rest[..i], &rest[i..])),
        None => Some((rest, "/")),
    }
}

/// Sends `out` and reads the answer, waiting at most `wait` plus a margin.
pub fn send(out: &Outgoing, wait: Duration) -> Result<Answer, HallError> {
    send_cutting(out, wait, &Mutex::new(None))
}

/// [`send`], leaving a handle on the connection in `cut` meanwhile: shutting it down ends the
/// wait at once (a device that has a ruling to send cuts its held round short).
pub fn send_cutting(
    out: &Outgoing,
    wait: Duration,
    cut: &Mutex<Option<TcpStream>>,
) -> Result<Answer, HallError> {
    let (host, path) =
        split_url(&out.url).ok_or_else(|| bad_address(&out.url, "not an http:// address"))?;
    let addr = host
        .to_socket_addrs()
        .map_err(|e| bad_address(&out.url, &e.to_string()))?
        .next()
        .ok_or_else(|| bad_address(&out.url, "no address"))?;
    let mut stream =
        TcpStream::connect_timeout(&addr, SLACK).map_err(|e| unreachable(&out.url, e))?;
    stream
        .set_read_timeout(Some(wait + SLACK))
        .and_then(|_| stream.set_write_timeout(Some(SLACK)))
        .map_err(|e| unreachable(&out.url, e))?;
    *cut.lock().unwrap_or_else(|e| e.into_inner()) = stream.try_clone().ok();
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nhost: {host}\r\ncontent-type: {}\r\ncontent-length: {}\r\nconnection: close\r\n",
        out.content_type,
        out.body.len()
    );
    if let Some(auth) = &out.authorization {
        head.push_str(&format!("authorization: {auth}\r\n"));
    }
    head.push_str("\r\n");
    stream
        .write_all(head.as_bytes())
        .and_then(|_| stream.write_all(&out.body))
        .map_err(|e| unreachable(&out.url, e))?;
    let mut raw = Vec::new();
    stream
        .take(MAX_ANSWER)
        .read_to_end(&mut raw)
        .map_err(|e| unreachable(&out.url, e))?;
    parse(&raw).ok_or_else(|| HallError::Unreadable {
        detail: "not an HTTP answer".into(),
    })
}

fn parse(raw: &[u8]) -> Option<Answer> {
    let end = raw.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = std::str::from_utf8(&raw[..end]).ok()?;
    let mut lines = head.split("\r\n");
    let status: u16 = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let mut sig = None;
    let mut length = None;
    for line in lines {
        let (name, value) = line.split_once(':')?;
        match name.trim().to_ascii_lowercase().as_str() {
            "x-mjref-sig" => sig = Some(value.trim().to_string()),
            "content-length" => length = value.trim().parse::<usize>().ok(),
            _ => {}
        }
    }
    let body = &raw[end + 4..];
    if length.is_some_and(|n| n != body.len()) {
        return None;
    }
    Some(Answer {
        status,
        sig,
        body: body.to_vec(),
    })
}

fn incoming(a: &Answer) -> Incoming<'_> {
    Incoming {
        status: a.status,
        sig: a.sig.as_deref(),
        body: &a.body,
    }
}

/// Asks the hall at `url` to pair this device under `code`.
pub fn pair(desk: &mut Desk, url: &str, code: &str, name: &str) -> Result<Paired, HallError> {
    let out = side::pair_request(desk, url, code, name)?;
    let answer = send(&out, Duration::ZERO)?;
    side::pair_answer(desk, url, &out, incoming(&answer))
}

/// The hall's clock minus this device's, from a refusal that gives it (`now`).
fn skew_from(answer: &Answer) -> Option<i64> {
    let v: serde_json::Value = serde_json::from_slice(&answer.body).ok()?;
    (v["args"]["reason"] == "clock")
        .then(|| v["args"]["now"].as_str()?.parse::<i64>().ok())
        .flatten()
        .map(|now| now - chrono::Utc::now().timestamp_millis())
}

/// One sync round with the device's hall, waiting up to `wait_ms` for news when neither side
/// has any. A device whose clock is off is told the hall's time and signs again once.
pub fn round(desk: &mut Desk, wait_ms: u64, skew_ms: &mut i64) -> Result<Round, HallError> {
    for _ in 0..2 {
        let now = chrono::Utc::now().timestamp_millis() + *skew_ms;
        let out = side::sync_request(desk, wait_ms, now)?;
        let answer = send(&out, Duration::from_millis(wait_ms))?;
        if answer.status == 401 {
            if let Some(skew) = skew_from(&answer) {
                *skew_ms = skew;
                continue;
            }
        }
        return side::sync_answer(desk, &out, incoming(&answer));
    }
    Err(HallError::refused("hall-unauthorized", Default::default()))
}

/// How many of this device's events its hall has not acknowledged (`None`: not paired, or
/// the record could not be read).
pub fn device_unsent(desk: &mut Desk) -> Option<usize> {
    side::unsent(desk).ok().flatten()
}

/// Rounds until neither side has more to send at once: `mjref sync`'s one round both ways.
pub fn sync(desk: &mut Desk) -> Result<Round, HallError> {
    let mut skew = 0;
    let mut total = Round {
        sent: 0,
        received: 0,
        unsent: 0,
        more: false,
    };
    loop {
        let r = round(desk, 0, &mut skew)?;
        total.sent += r.sent;
        total.received += r.received;
        total.unsent = r.unsent;
        if !r.more {
            return Ok(total);
        }
    }
}
