//! Every route the hall answers (docs/hall-protocol.md). Public: the browser build's files
//! (GET) and the pairing request. Everything else under `/hall/` needs an enrolled device's
//! signed request and answers 401 and no data without one; an unknown path is 404, a known one
//! asked by the wrong method 405. No route ever sends a CORS header: a page of another origin
//! can neither read an answer nor send the hall's content types without a preflight, which is
//! refused (405).

use crate::guard::{CLOCK_WINDOW_MS, PAIR_RATE, SYNC_RATE};
use crate::http::{self, Request, Response};
use crate::state::{lock, now_text, Hall};
use chrono::Utc;
use device::hall::wire::{self, Credentials, PairAnswer, PairAsk, SyncAnswer, SyncAsk, Took};
use ledger::transport;
use std::io::BufReader;
use std::net::TcpStream;
use std::time::{Duration, Instant};
use tournament::enrolment::DeviceState;
use tournament::Desk;

/// The largest pairing request.
pub const MAX_PAIR_BODY: usize = 4 * 1024;
/// The largest sync request: a page of events, or one event with its photos.
pub const MAX_SYNC_BODY: usize = 16 << 20;

pub fn route(
    hall: &Hall,
    req: &Request,
    stream: &TcpStream,
    reader: &mut BufReader<TcpStream>,
) -> Response {
    let mut post = |cap: usize, handler: fn(&Hall, &Request, Vec<u8>) -> Response| {
        if req.method != "POST" {
            return hall.refuse(req, None, &Response::refusal(405, "hall-bad-request", &[]));
        }
        // Whatever else is wrong with it, a sync without credentials hears only that.
        if req.path == wire::SYNC_PATH
            && req
                .header("authorization")
                .and_then(Credentials::parse)
                .is_none()
        {
            return hall.refuse(req, None, &Response::refusal(401, "hall-unauthorized", &[]));
        }
        if let Some(refused) = cross_site(req) {
            return hall.refuse(req, None, &refused);
        }
        if req.path == wire::SYNC_PATH {
            if let Err(refused) = admit(hall, req) {
                return refused;
            }
        }
        if req.length > cap {
            return hall.refuse(req, None, &Response::refusal(413, "hall-too-large", &[]));
        }
        match http::read_body(stream, reader, req.length) {
            Ok(body) => handler(hall, req, body),
            Err(_) => hall.refuse(req, None, &Response::refusal(400, "hall-bad-request", &[])),
        }
    };
    match req.path.as_str() {
        wire::PAIR_PATH => post(MAX_PAIR_BODY, pair),
        wire::SYNC_PATH => post(MAX_SYNC_BODY, sync),
        p if p.starts_with("/hall/") => {
            hall.refuse(req, None, &Response::refusal(404, "not-found", &[]))
        }
        _ if req.method == "GET" || req.method == "HEAD" => crate::statics::serve(hall, req),
        _ => hall.refuse(req, None, &Response::refusal(405, "hall-bad-request", &[])),
    }
}

/// A request a browser sent for a page of another origin, or in a content type the route does
/// not take (a form can send only simple types, which need no preflight).
fn cross_site(req: &Request) -> Option<Response> {
    let wanted = match req.path.as_str() {
        wire::PAIR_PATH => wire::PAIR_TYPE,
        _ => wire::SYNC_TYPE,
    };
    if let (Some(origin), Some(host)) = (req.header("origin"), req.header("host")) {
        if origin != format!("http://{host}") {
            return Some(Response::refusal(403, "hall-unauthorized", &[]));
        }
    }
    (req.header("content-type") != Some(wanted))
        .then(|| Response::refusal(415, "hall-bad-request", &[]))
}

fn signed(hall: &Hall, nonce: &str, response: Response) -> Response {
    sign_with(hall, &mut lock(&hall.desk), nonce, response)
}

/// `response` with the hall's signature of it, the desk already held.
fn sign_with(hall: &Hall, desk: &mut Desk, nonce: &str, response: Response) -> Response {
    let message = transport::answer(&hall.key, nonce, response.status, &response.body);
    match desk.sign_transport(&message) {
        Ok((_, sig)) => response.with(wire::ANSWER_SIG, sig),
        Err(_) => Response::refusal(500, "internal", &[]),
    }
}

fn internal(e: impl std::fmt::Display) -> Response {
    Response::refusal(500, "internal", &[("detail", e.to_string())])
}

/// `POST /hall/v1/pair`: a device that holds its key asks, under the standing code, to be
/// enrolled. The head decides; the answer says only where the device stands.
fn pair(hall: &Hall, req: &Request, body: Vec<u8>) -> Response {
    let ip = req.peer.ip().to_string();
    if !lock(&hall.guard).pairs.take(&ip, PAIR_RATE, Instant::now()) {
        return hall.refuse(req, None, &Response::refusal(429, "hall-busy", &[]));
    }
    let Ok(ask) = serde_json::from_slice::<PairAsk>(&body) else {
        return hall.refuse(req, None, &Response::refusal(400, "hall-bad-request", &[]));
    };
    let proof = transport::pairing(&ask.code, &ask.device, &ask.name);
    if !ledger::roles::is_device_key(&ask.device)
        || !transport::verify(&ask.device, &proof, &ask.sig)
    {
        return hall.refuse(req, None, &Response::refusal(401, "hall-unauthorized", &[]));
    }
    if let Err(e) = tournament::Desk::check_name(&ask.name) {
        let e = errcode::ErrorCode::from(e);
        let args: Vec<(&str, String)> = e
            .args
            .iter()
            .map(|(k, v)| (k.as_str(), v.clone()))
            .collect();
        return hall.refuse(
            req,
            Some(&ask.device),
            &Response::refusal(400, &e.code, &args),
        );
    }
    let (ok, new) = lock(&hall.pairing).redeem(&ask.code, Utc::now());
    if let Some(code) = new {
        hall.new_code(code);
    }
    if !ok {
        return hall.refuse(
            req,
            Some(&ask.device),
            &Response::refusal(403, "pairing-code", &[]),
        );
    }
    let state = {
        let mut desk = lock(&hall.desk);
        if let Err(e) = desk.hall_asked(&ask.device, &ask.name, &now_text(Utc::now())) {
            return internal(e);
        }
        match desk.standing(&ask.device) {
            Ok(Some(DeviceState::Enrolled)) => "enrolled",
            Ok(_) => "pending",
            Err(e) => return internal(e),
        }
    };
    hall.changed();
    let answer = PairAnswer {
        hall: hall.key.clone(),
        state: state.into(),
    };
    let body = serde_json::to_vec(&answer).expect("a pairing answer serialises");
    signed(
        hall,
        &ask.code,
        Response::new(202, "application/json", body),
    )
}

/// The signed request's device, or the refusal (401, and nothing else said) when its
/// credentials do not hold: shape, clock, signature, first use of its nonce, its rate.
/// Before a sync's body is read: credentials of the right shape and time, from a device the
/// head enrolled. Any other device is answered from its header alone — not enrolled, refused
/// or revoked, which says nothing a bundle would not — so no body is read, and no memory held,
/// for a device the head has not enrolled. A device waiting for the head asks every few
/// seconds: those refusals are expected and not logged.
fn admit(hall: &Hall, req: &Request) -> Result<(), Response> {
    let Some(c) = req.header("authorization").and_then(Credentials::parse) else {
        return Err(hall.refuse(req, None, &Response::refusal(401, "hall-unauthorized", &[])));
    };
    if (c.ts - Utc::now().timestamp_millis()).abs() > CLOCK_WINDOW_MS {
        return Err(hall.refuse(req, None, &clock_refusal()));
    }
    let mut desk = lock(&hall.desk);
    let (code, waiting) = match desk.standing(&c.device) {
        Ok(Some(DeviceState::Enrolled)) => return Ok(()),
        Ok(Some(DeviceState::Revoked)) => ("revoked", false),
        Ok(_) => match desk.hall_request(&c.device) {
            Ok(Some(asked)) if asked.refused => ("pairing-refused", false),
            Ok(Some(_)) => ("not-enrolled", true),
            Ok(None) => ("not-enrolled", false),
            Err(e) => return Err(internal(e)),
        },
        Err(e) => return Err(internal(e)),
    };
    let refused = Response::refusal(401, code, &[]);
    let refused = match waiting {
        true => refused,
        false => hall.refuse(req, Some(&c.device), &refused),
    };
    Err(sign_with(hall, &mut desk, &c.nonce, refused))
}

/// A request signed at a time too far from the hall's: the hall's time, to sign by.
fn clock_refusal() -> Response {
    Response::refusal(
        401,
        "hall-unauthorized",
        &[
            ("reason", "clock".into()),
            ("now", Utc::now().timestamp_millis().to_string()),
        ],
    )
}

fn authenticate(hall: &Hall, req: &Request, body: &[u8]) -> Result<Credentials, Response> {
    let unauthorized = |reason: &str| {
        Response::refusal(
            401,
            "hall-unauthorized",
            &[
                ("reason", reason.into()),
                ("now", Utc::now().timestamp_millis().to_string()),
            ],
        )
    };
    let Some(c) = req.header("authorization").and_then(Credentials::parse) else {
        return Err(hall.refuse(req, None, &Response::refusal(401, "hall-unauthorized", &[])));
    };
    if (c.ts - Utc::now().timestamp_millis()).abs() > CLOCK_WINDOW_MS {
        return Err(hall.refuse(req, None, &unauthorized("clock")));
    }
    let message = transport::request(&hall.key, &req.method, &req.path, c.ts, &c.nonce, body);
    if !transport::verify(&c.device, &message, &c.sig) {
        return Err(hall.refuse(req, None, &Response::refusal(401, "hall-unauthorized", &[])));
    }
    let now = Instant::now();
    let (fresh, within) = {
        let mut guard = lock(&hall.guard);
        let fresh = guard.nonces.first_use(&c.device, &c.nonce, now);
        (fresh, fresh && guard.syncs.take(&c.device, SYNC_RATE, now))
    };
    if !fresh {
        return Err(hall.refuse(req, Some(&c.device), &unauthorized("replay")));
    }
    if !within {
        return Err(hall.refuse(
            req,
            Some(&c.device),
            &Response::refusal(429, "hall-busy", &[]),
        ));
    }
    Ok(c)
}

/// `POST /hall/v1/sync`: one round both ways. What the request brings goes through the one
/// import; the answer is written only once that is committed, so whatever it acknowledges
/// survives the hall being killed. A round that brings nothing and lacks nothing is held
/// until the record changes (or its wait ends).
fn sync(hall: &Hall, req: &Request, body: Vec<u8>) -> Response {
    let c = match authenticate(hall, req, &body) {
        Ok(c) => c,
        Err(refused) => return refused,
    };
    let refuse = |desk: &mut Desk, status: u16, code: &str, args: &[(&str, String)]| {
        let refused = hall.refuse(req, Some(&c.device), &Response::refusal(status, code, args));
        sign_with(hall, desk, &c.nonce, refused)
    };
    // The body is read before the desk is taken: one lock a round (two when it waits), so in a
    // burst each round is answered as soon as its own turn is done.
    let parsed = wire::split_body(&body)
        .ok_or("body")
        .and_then(|(first, rest)| {
            let ask = serde_json::from_str::<SyncAsk>(first).map_err(|_| "first line")?;
            if ask.format != wire::FORMAT
                || ask.version != wire::VERSION
                || ask.heads.len() > wire::MAX_HEADS
            {
                return Err("format");
            }
            Ok((ask, ledger::bundle::read(rest).map_err(|_| "bundle")?))
        });
    let seen = hall.generation();
    let mut desk = lock(&hall.desk);
    match desk.standing(&c.device) {
        // Only an enrolled device is noted as seen: a stranger's self-made key writes nothing.
        Ok(Some(DeviceState::Enrolled)) => hall.seen(&mut desk, &c.device),
        Ok(Some(DeviceState::Revoked)) => return refuse(&mut desk, 401, "revoked", &[]),
        Ok(_) => return refuse(&mut desk, 401, "not-enrolled", &[]),
        Err(e) => return internal(e),
    }
    let (ask, bundle) = match parsed {
        Ok(parsed) => parsed,
        Err(why) => {
            return refuse(
                &mut desk,
                400,
                "hall-bad-request",
                &[("detail", why.into())],
            )
        }
    };
    let mut took = Took::default();
    if !bundle.events.is_empty() {
        match desk.import(&bundle) {
            Ok(Ok(imported)) => {
                took = Took {
                    added: imported.added,
                    duplicates: imported.duplicates,
                };
            }
            Ok(Err(problems)) => {
                let n = problems.len().to_string();
                return refuse(&mut desk, 422, "hall-bundle-refused", &[("problems", n)]);
            }
            Err(e) => return internal(e),
        }
        if took.added > 0 {
            hall.changed();
        }
    }
    // What the device holds now includes what it just sent.
    let mut theirs = ask.heads;
    for link in bundle.events.iter().filter_map(|e| e.link().ok()) {
        if theirs.get(&link.device).is_none_or(|h| h.seq < link.seq) {
            let held = ledger::checkpoint::Held {
                seq: link.seq,
                hash: link.hash.clone(),
            };
            theirs.insert(link.device.clone(), held);
        }
    }
    let mut page = match desk.lacking(&theirs, wire::PAGE_BUDGET) {
        Ok(page) => page,
        Err(e) => return internal(e),
    };
    if bundle.events.is_empty() && page.bundle.events.is_empty() && ask.wait_ms > 0 {
        drop(desk);
        let wait = Duration::from_millis(ask.wait_ms.min(wire::MAX_WAIT_MS));
        hall.wait_for_news(seen, wait);
        desk = lock(&hall.desk);
        // Revoked while it waited (the revocation is what woke it): nothing more is given.
        if !matches!(desk.standing(&c.device), Ok(Some(DeviceState::Enrolled))) {
            return refuse(&mut desk, 401, "revoked", &[]);
        }
        page = match desk.lacking(&theirs, wire::PAGE_BUDGET) {
            Ok(page) => page,
            Err(e) => return internal(e),
        };
    }
    let heads = match desk.heads() {
        Ok(heads) => heads,
        Err(e) => return internal(e),
    };
    let first = SyncAnswer {
        format: wire::FORMAT.into(),
        heads,
        imported: took,
        more: page.more,
        version: wire::VERSION,
    };
    let body = wire::sync_body(&first, &page.bundle);
    sign_with(
        hall,
        &mut desk,
        &c.nonce,
        Response::new(200, wire::SYNC_TYPE, body),
    )
}
