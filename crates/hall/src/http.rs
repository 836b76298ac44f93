//! Just enough HTTP/1.1 for the hall, on std sockets: one request per connection, every
//! answer with `Content-Length` and `Connection: close`. A request is read within hard bounds
//! (the request line and headers, a body only with `Content-Length` and never past its route's
//! cap, a deadline for each), so a slow or oversized client costs the hall one thread for a
//! bounded time and nothing more. No chunked bodies, no keep-alive, no upgrades: the hall's
//! clients (the browser build's `fetch`, `mjref`) need none of them.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

/// The request line and headers together.
pub const MAX_HEAD: usize = 16 * 1024;
/// How long a client may take to send its request line and headers.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a client may take to send its body.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(30);

#[derive(Debug)]
pub struct Request {
    pub method: String,
    /// The path, without a query (the hall uses none).
    pub path: String,
    /// Header names in lower case, in the order sent.
    pub headers: Vec<(String, String)>,
    pub peer: SocketAddr,
    /// The declared body length (the body is read only once the route allows it).
    pub length: usize,
}

impl Request {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a request could not be read: the status to answer with, if the client is still there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreadable {
    /// 400: not HTTP/1.1 as the hall reads it.
    Malformed,
    /// 431: the head is over [`MAX_HEAD`].
    HeadTooLarge,
    /// 411: a body without `Content-Length` (chunked is not read).
    LengthRequired,
    /// The client went away or was too slow: nothing to answer.
    Gone,
}

impl Unreadable {
    pub fn status(self) -> Option<u16> {
        match self {
            Unreadable::Malformed => Some(400),
            Unreadable::HeadTooLarge => Some(431),
            Unreadable::LengthRequired => Some(411),
            Unreadable::Gone => None,
        }
    }
}

/// Lets the next read on `stream` wait only until `deadline`; `Gone` once it has passed.
fn until(stream: &TcpStream, deadline: Instant) -> Result<(), Unreadable> {
    let left = deadline.saturating_duration_since(Instant::now());
    if left.is_zero() {
        return Err(Unreadable::Gone);
    }
    stream
        .set_read_timeout(Some(left))
        .map_err(|_| Unreadable::Gone)
}

/// Reads a request's line and headers within [`MAX_HEAD`] and [`HEAD_TIMEOUT`].
pub fn read_head(
    stream: &TcpStream,
    reader: &mut BufReader<TcpStream>,
) -> Result<Request, Unreadable> {
    let peer = stream.peer_addr().map_err(|_| Unreadable::Gone)?;
    let deadline = Instant::now() + HEAD_TIMEOUT;
    let mut used = 0usize;
    let mut line = |reader: &mut BufReader<TcpStream>| -> Result<String, Unreadable> {
        until(stream, deadline)?;
        let mut bytes = Vec::new();
        let limit = (MAX_HEAD - used + 1) as u64;
        let n = reader
            .by_ref()
            .take(limit)
            .read_until(b'\n', &mut bytes)
            .map_err(|_| Unreadable::Gone)?;
        used += n;
        if used > MAX_HEAD {
            return Err(Unreadable::HeadTooLarge);
        }
        if n == 0 || !bytes.ends_with(b"\n") {
            return Err(Unreadable::Gone);
        }
        bytes.pop();
        if bytes.ends_with(b"\r") {
            bytes.pop();
        }
        String::from_utf8(bytes).map_err(|_| Unreadable::Malformed)
    };
    let first = line(reader)?;
    let mut parts = first.split(' ');
    let (Some(method), Some(target), Some(version), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(Unreadable::Malformed);
    };
    if version != "HTTP/1.1" && version != "HTTP/1.0" {
        return Err(Unreadable::Malformed);
    }
    if method.is_empty()
        || !method.bytes().all(|b| b.is_ascii_uppercase())
        || !target.starts_with('/')
    {
        return Err(Unreadable::Malformed);
    }
    let mut headers = Vec::new();
    loop {
        let l = line(reader)?;
        if l.is_empty() {
            break;
        }
        let (name, value) = l.split_once(':').ok_or(Unreadable::Malformed)?;
        if name.is_empty() || name.bytes().any(|b| b.is_ascii_whitespace()) {
            return Err(Unreadable::Malformed);
        }
        headers.push((name.to_ascii_lowercase(), value.trim().to_string()));
    }
    if headers.iter().any(|(n, _)| n == "transfer-encoding") {
        return Err(Unreadable::LengthRequired);
    }
    let lengths: Vec<&str> = headers
        .iter()
        .filter(|(n, _)| n == "content-length")
        .map(|(_, v)| v.as_str())
        .collect();
    let length = match lengths.as_slice() {
        [] => 0,
        [one] if !one.is_empty() && one.bytes().all(|b| b.is_ascii_digit()) && one.len() < 12 => {
            one.parse().map_err(|_| Unreadable::Malformed)?
        }
        _ => return Err(Unreadable::Malformed),
    };
    let path = target.split('?').next().unwrap_or(target).to_string();
    Ok(Request {
        method: method.to_string(),
        path,
        headers,
        peer,
        length,
    })
}

/// Reads the body the head declared, within [`BODY_TIMEOUT`]; the route has checked its length.
pub fn read_body(
    stream: &TcpStream,
    reader: &mut BufReader<TcpStream>,
    length: usize,
) -> Result<Vec<u8>, Unreadable> {
    let deadline = Instant::now() + BODY_TIMEOUT;
    let mut body = vec![0u8; length];
    let mut at = 0;
    while at < length {
        until(stream, deadline)?;
        match reader.read(&mut body[at..]) {
            Ok(0) | Err(_) => return Err(Unreadable::Gone),
            Ok(n) => at += n,
        }
    }
    Ok(body)
}

/// An answer.
#[derive(Debug, Clone)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub body: Vec<u8>,
}

impl Response {
    pub fn new(status: u16, content_type: &str, body: Vec<u8>) -> Self {
        Response {
            status,
            headers: vec![("content-type", content_type.to_string())],
            body,
        }
    }

    /// A refusal as every error crosses: `{"code": …, "args": {…}}`.
    pub fn refusal(status: u16, code: &str, args: &[(&str, String)]) -> Self {
        let args: serde_json::Map<String, serde_json::Value> = args
            .iter()
            .map(|(k, v)| (k.to_string(), serde_json::Value::String(v.clone())))
            .collect();
        let body = serde_json::json!({"code": code, "args": args});
        Response::new(status, "application/json", body.to_string().into_bytes())
    }

    pub fn with(mut self, name: &'static str, value: String) -> Self {
        self.headers.push((name, value));
        self
    }
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        202 => "Accepted",
        304 => "Not Modified",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        409 => "Conflict",
        411 => "Length Required",
        413 => "Content Too Large",
        415 => "Unsupported Media Type",
        422 => "Unprocessable Content",
        429 => "Too Many Requests",
        431 => "Request Header Fields Too Large",
        500 => "Internal Server Error",
        503 => "Service Unavailable",
        _ => "",
    }
}

/// Writes `response` and closes the connection's writing half. `head_only` answers a HEAD.
pub fn write(stream: &mut TcpStream, response: &Response, head_only: bool) -> std::io::Result<()> {
    stream.set_write_timeout(Some(BODY_TIMEOUT))?;
    let mut head = format!(
        "HTTP/1.1 {} {}\r\nconnection: close\r\n",
        response.status,
        reason(response.status)
    );
    // A 304 has no body, and a length there would claim one of the file's.
    if response.status != 304 {
        head.push_str(&format!("content-length: {}\r\n", response.body.len()));
    }
    for (name, value) in &response.headers {
        head.push_str(name);
        head.push_str(": ");
        head.push_str(value);
        head.push_str("\r\n");
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes())?;
    if !head_only {
        stream.write_all(&response.body)?;
    }
    stream.flush()?;
    let _ = stream.shutdown(std::net::Shutdown::Write);
    Ok(())
}
