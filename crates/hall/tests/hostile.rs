//! Clients that are not what they claim (issue 25): unpaired, revoked, replayed, forged,
//! oversized, malformed, cross-site, flooding. Each is refused, logged and keeps nothing, and
//! the hall goes on serving the enrolled tablet.

mod common;

use common::*;
use device::hall::wire;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// Credentials of the right shape, signed by nobody.
fn shaped() -> String {
    shaped_as(&"ab".repeat(32))
}

/// Credentials of the right shape naming `device`, signed by nobody.
fn shaped_as(device: &str) -> String {
    wire::Credentials {
        device: device.to_string(),
        ts: chrono::Utc::now().timestamp_millis(),
        nonce: "cd".repeat(16),
        sig: "ef".repeat(64),
    }
    .header()
}

struct Raw {
    status: u16,
    head: String,
    body: String,
}

fn raw(addr: SocketAddr, request: &[u8]) -> Raw {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let _ = s.write_all(request);
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).to_string();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    Raw {
        status: head
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0),
        head: head.to_ascii_lowercase(),
        body: body.to_string(),
    }
}

fn post(addr: SocketAddr, path: &str, headers: &str, body: &[u8]) -> Raw {
    let mut req = format!(
        "POST {path} HTTP/1.1\r\nhost: {addr}\r\ncontent-length: {}\r\n{headers}\r\n",
        body.len()
    )
    .into_bytes();
    req.extend_from_slice(body);
    raw(addr, &req)
}

/// A hall with an enrolled tablet that recorded a ruling for player "Zhang Wei".
fn hall_with_a_ruling(dir: &std::path::Path) -> (Running, tournament::Desk) {
    let running = open_hall(head_desk(dir), None);
    let mut floor = desk(dir, "floor");
    running.pair_and_enrol(&mut floor, "Mei");
    hall::client::sync(&mut floor).unwrap();
    floor.record(&late_arrival("Zhang Wei"), &stamp()).unwrap();
    hall::client::sync(&mut floor).unwrap();
    (running, floor)
}

#[test]
fn without_an_enrolled_devices_signature_nothing_is_said() {
    let dir = tempfile::tempdir().unwrap();
    let (running, mut floor) = hall_with_a_ruling(dir.path());
    let sync_type = format!("content-type: {}\r\n", wire::SYNC_TYPE);
    let ask = br#"{"format":"mjref-hall-sync","heads":{},"version":1,"wait_ms":0}
{"events":0,"format":"mjref-bundle","version":1}
"#;
    // No credentials, garbled ones, a stranger's valid signature.
    let stranger = {
        let mut s = desk(dir.path(), "stranger");
        s.set_hall_peer(&ledger::HallPeer {
            url: running.url.clone(),
            hall: running.hall.key().to_string(),
            name: String::new(),
            heads: None,
        })
        .unwrap();
        s
    };
    let mut stranger = stranger;
    let out =
        device::hall::client::sync_request(&mut stranger, 0, chrono::Utc::now().timestamp_millis())
            .unwrap();
    let signed = format!(
        "{sync_type}authorization: {}\r\n",
        out.authorization.clone().unwrap()
    );
    for (headers, body, code) in [
        (sync_type.clone(), &ask[..], "hall-unauthorized"),
        (
            format!("{sync_type}authorization: Mjref-Sig device=zz\r\n"),
            &ask[..],
            "hall-unauthorized",
        ),
        (signed, &out.body[..], "not-enrolled"),
    ] {
        let r = post(running.addr, wire::SYNC_PATH, &headers, body);
        assert_eq!(r.status, 401, "{headers}");
        assert!(r.body.contains(code), "{}", r.body);
        assert!(
            !r.body.contains("Zhang Wei") && !r.body.contains("open"),
            "no data: {}",
            r.body
        );
    }
    // Unknown paths and wrong methods.
    assert_eq!(
        raw(running.addr, b"GET /hall/v1/sync HTTP/1.1\r\n\r\n").status,
        405
    );
    assert_eq!(
        post(running.addr, "/hall/v1/other", &sync_type, b"").status,
        404
    );
    assert_eq!(post(running.addr, "/", &sync_type, b"").status, 405);
    let options = raw(
        running.addr,
        b"OPTIONS /hall/v1/sync HTTP/1.1\r\norigin: http://evil.example\r\naccess-control-request-method: POST\r\n\r\n",
    );
    assert_eq!(options.status, 405);
    // The tablet still syncs.
    assert!(hall::client::sync(&mut floor).is_ok());
    let stranger_key = stranger.device_key().unwrap();
    let known = running.desk.lock().unwrap().known_devices().unwrap();
    assert!(
        known.iter().all(|d| d.device != stranger_key),
        "a stranger's key writes nothing"
    );
    let refused = running.hall.refusals();
    assert!(refused
        .iter()
        .any(|r| r.code == "not-enrolled" && r.device == Some(stranger.device_key().unwrap())));
    assert!(refused.iter().all(|r| !r.peer.is_empty()));
}

#[test]
fn no_answer_carries_a_cors_header_and_cross_site_requests_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (running, _floor) = hall_with_a_ruling(dir.path());
    // A form on another site can send text/plain without asking first: refused.
    let form = post(
        running.addr,
        wire::PAIR_PATH,
        "content-type: text/plain\r\norigin: http://evil.example\r\n",
        b"{}",
    );
    assert_eq!(form.status, 403);
    let plain = post(
        running.addr,
        wire::SYNC_PATH,
        &format!(
            "content-type: text/plain\r\nauthorization: {}\r\n",
            shaped()
        ),
        b"x\ny",
    );
    assert_eq!(plain.status, 415);
    let bare = post(
        running.addr,
        wire::SYNC_PATH,
        "content-type: text/plain\r\n",
        b"x\ny",
    );
    assert_eq!(bare.status, 401, "without credentials, only that is said");
    for r in [form, plain, raw(running.addr, b"GET / HTTP/1.1\r\n\r\n")] {
        assert!(!r.head.contains("access-control"), "{}", r.head);
    }
}

#[test]
fn replayed_and_forged_requests_are_refused_and_keep_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (running, mut floor) = hall_with_a_ruling(dir.path());
    floor.record(&late_arrival("Li Na"), &stamp()).unwrap();
    let out =
        device::hall::client::sync_request(&mut floor, 0, chrono::Utc::now().timestamp_millis())
            .unwrap();
    let headers = format!(
        "content-type: {}\r\nauthorization: {}\r\n",
        wire::SYNC_TYPE,
        out.authorization.clone().unwrap()
    );
    let held = running.rulings_on_head().len();
    // One byte of the body changed under the same signature: refused, nothing kept.
    let mut forged = out.body.clone();
    let at = forged.len() - 3;
    forged[at] ^= 1;
    let r = post(running.addr, wire::SYNC_PATH, &headers, &forged);
    assert_eq!(r.status, 401);
    assert_eq!(running.rulings_on_head().len(), held);
    // Sent as signed: taken. Sent again: a replay.
    assert_eq!(
        post(running.addr, wire::SYNC_PATH, &headers, &out.body).status,
        200
    );
    assert_eq!(running.rulings_on_head().len(), held + 1);
    let again = post(running.addr, wire::SYNC_PATH, &headers, &out.body);
    assert_eq!(again.status, 401);
    assert!(again.body.contains("replay"));
    // Signed with a clock three minutes off: refused, with the hall's time to sign by.
    let late = device::hall::client::sync_request(
        &mut floor,
        0,
        chrono::Utc::now().timestamp_millis() - 180_000,
    )
    .unwrap();
    let r = post(
        running.addr,
        wire::SYNC_PATH,
        &format!(
            "content-type: {}\r\nauthorization: {}\r\n",
            wire::SYNC_TYPE,
            late.authorization.unwrap()
        ),
        &late.body,
    );
    assert_eq!(r.status, 401);
    assert!(r.body.contains("clock"));
    // An event signed by someone else, carried by an enrolled device: the import refuses it.
    let mut bad = floor.store().bundle().unwrap();
    let last = bad.events.len() - 1;
    bad.events[last].sig = "00".repeat(64);
    let first =
        serde_json::json!({"format": wire::FORMAT, "heads": {}, "version": 1, "wait_ms": 0});
    let body = wire::sync_body(&first, &bad);
    let peer = floor.hall_peer().unwrap().unwrap();
    let ts = chrono::Utc::now().timestamp_millis();
    let nonce = ledger::transport::random_hex(16).unwrap();
    let msg = ledger::transport::request(&peer.hall, "POST", wire::SYNC_PATH, ts, &nonce, &body);
    let (device, sig) = floor.sign_transport(&msg).unwrap();
    let c = wire::Credentials {
        device,
        ts,
        nonce,
        sig,
    };
    let r = post(
        running.addr,
        wire::SYNC_PATH,
        &format!(
            "content-type: {}\r\nauthorization: {}\r\n",
            wire::SYNC_TYPE,
            c.header()
        ),
        &body,
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(running
        .hall
        .refusals()
        .iter()
        .any(|r| r.code == "hall-bundle-refused"));
    assert!(running.desk.lock().unwrap().verify().unwrap().ok());
}

#[test]
fn oversized_and_malformed_requests_are_refused_without_being_read() {
    let dir = tempfile::tempdir().unwrap();
    let (running, mut floor) = hall_with_a_ruling(dir.path());
    // A body declared over the cap is refused before a byte of it is sent; one from a device
    // the head has not enrolled is not even looked at.
    let stranger = format!(
        "POST {} HTTP/1.1\r\ncontent-type: {}\r\nauthorization: {}\r\ncontent-length: {}\r\n\r\n",
        wire::SYNC_PATH,
        wire::SYNC_TYPE,
        shaped(),
        hall::MAX_SYNC_BODY
    );
    let r = raw(running.addr, stranger.as_bytes());
    assert_eq!(
        r.status, 401,
        "no body is read for a device nobody enrolled"
    );
    assert!(r.body.contains("not-enrolled"));
    let enrolled = floor.device_key().unwrap();
    let huge = format!(
        "POST {} HTTP/1.1\r\ncontent-type: {}\r\nauthorization: {}\r\ncontent-length: {}\r\n\r\n",
        wire::SYNC_PATH,
        wire::SYNC_TYPE,
        shaped_as(&enrolled),
        hall::MAX_SYNC_BODY + 1
    );
    assert_eq!(raw(running.addr, huge.as_bytes()).status, 413);
    let pair = format!(
        "POST {} HTTP/1.1\r\ncontent-type: {}\r\ncontent-length: 5000\r\n\r\n",
        wire::PAIR_PATH,
        wire::PAIR_TYPE
    );
    assert_eq!(raw(running.addr, pair.as_bytes()).status, 413);
    // Headers without end, a chunked body, a broken request line, two lengths.
    let mut endless = b"GET / HTTP/1.1\r\n".to_vec();
    endless.extend(std::iter::repeat_n(b'a', hall::http::MAX_HEAD + 10));
    assert_eq!(raw(running.addr, &endless).status, 431);
    assert_eq!(
        raw(
            running.addr,
            b"POST /hall/v1/sync HTTP/1.1\r\ntransfer-encoding: chunked\r\n\r\n"
        )
        .status,
        411
    );
    assert_eq!(raw(running.addr, b"HELLO\r\n\r\n").status, 400);
    assert_eq!(
        raw(
            running.addr,
            b"POST /hall/v1/pair HTTP/1.1\r\ncontent-length: 1\r\ncontent-length: 2\r\n\r\nab"
        )
        .status,
        400
    );
    // A body that is not what it says.
    for body in [&b"not json"[..], b"{\"code\":\"x\"}", &[0xff, 0xfe][..]] {
        let r = post(
            running.addr,
            wire::PAIR_PATH,
            &format!("content-type: {}\r\n", wire::PAIR_TYPE),
            body,
        );
        assert_eq!(r.status, 400);
    }
    assert!(
        hall::client::sync(&mut floor).is_ok(),
        "the hall still serves"
    );
}

#[test]
fn guessing_the_pairing_code_retires_it_and_an_address_is_capped() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let shown = running.hall.code().code;
    let mut guesser = desk(dir.path(), "guesser");
    let mut codes = Vec::new();
    for i in 0..10 {
        let e = hall::client::pair(&mut guesser, &running.url, &format!("WRONG{i:03}"), "X")
            .unwrap_err();
        codes.push(errcode::Coded::code(&e));
    }
    assert!(codes.iter().all(|c| *c == "pairing-code"), "{codes:?}");
    assert_ne!(
        running.hall.code().code,
        shown,
        "retired after ten wrong tries"
    );
    let e = hall::client::pair(&mut guesser, &running.url, &shown, "X").unwrap_err();
    assert_eq!(
        errcode::Coded::code(&e),
        "hall-busy",
        "the address is over its pairing rate"
    );
    assert!(running
        .desk
        .lock()
        .unwrap()
        .known_devices()
        .unwrap()
        .iter()
        .all(|d| d.name != "X"));
    let now = running.hall.code().code;
    assert!(running
        .notices
        .lock()
        .unwrap()
        .iter()
        .any(|n| matches!(n, hall::Notice::Code(c) if c.code == now)));
}

#[test]
fn a_flood_from_one_device_is_capped_and_the_others_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let running = open_hall(head_desk(dir.path()), None);
    let mut floor = desk(dir.path(), "floor");
    let mut other = desk(dir.path(), "other");
    running.pair_and_enrol(&mut floor, "Mei");
    running.pair_and_enrol(&mut other, "Lin");
    let mut capped = 0;
    for _ in 0..80 {
        let mut skew = 0;
        if let Err(e) = hall::client::round(&mut floor, 0, &mut skew) {
            assert_eq!(errcode::Coded::code(&e), "hall-busy");
            capped += 1;
        }
    }
    assert!(capped > 0, "a flood meets the rate cap");
    assert!(running.hall.refusals().iter().any(|r| r.status == 429));
    assert!(
        hall::client::sync(&mut other).is_ok(),
        "another tablet is served"
    );
}

/// The browser build as a tablet fetches it over the venue's Wi-Fi: the compressed copy when the
/// browser takes gzip, "not modified" on a reload, and nothing outside the build's folder.
#[test]
fn the_browser_build_is_served_tagged_and_compressed() {
    let dir = tempfile::tempdir().unwrap();
    let web = dir.path().join("web");
    std::fs::create_dir_all(web.join("core")).unwrap();
    std::fs::write(web.join("index.html"), "<!doctype html>").unwrap();
    std::fs::write(web.join("core/web_bg.wasm"), vec![7u8; 4096]).unwrap();
    std::fs::write(web.join("core/web_bg.wasm.gz"), b"compressed").unwrap();
    std::fs::write(dir.path().join("secret.txt"), "not served").unwrap();
    let running = open_hall(head_desk(dir.path()), Some(web));
    let get = |path: &str, headers: &str| {
        raw(
            running.addr,
            format!(
                "GET {path} HTTP/1.1\r\nhost: {}\r\n{headers}\r\n",
                running.addr
            )
            .as_bytes(),
        )
    };
    let header = |r: &Raw, name: &str| {
        r.head
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{name}: ")))
            .map(str::to_string)
    };

    let plain = get("/core/web_bg.wasm", "");
    assert_eq!((plain.status, plain.body.len()), (200, 4096));
    assert_eq!(
        header(&plain, "content-type").as_deref(),
        Some("application/wasm")
    );
    assert_eq!(header(&plain, "content-encoding"), None);

    let zipped = get(
        "/core/web_bg.wasm",
        "accept-encoding: gzip, deflate, br\r\n",
    );
    assert_eq!((zipped.status, zipped.body.as_str()), (200, "compressed"));
    assert_eq!(header(&zipped, "content-encoding").as_deref(), Some("gzip"));
    let refused = get(
        "/core/web_bg.wasm",
        "accept-encoding: gzip;q=0, identity\r\n",
    );
    assert_eq!(refused.body.len(), 4096, "gzip;q=0 is a refusal");

    // A reload: the same tag, so nothing is sent again; each encoding has its own tag.
    let tag = header(&zipped, "etag").unwrap();
    assert_ne!(Some(&tag), header(&plain, "etag").as_ref());
    let again = get(
        "/core/web_bg.wasm",
        &format!("accept-encoding: gzip\r\nif-none-match: {tag}\r\n"),
    );
    assert_eq!((again.status, again.body.as_str()), (304, ""));
    assert_eq!(header(&again, "content-length"), None);
    let stale = get("/core/web_bg.wasm", "if-none-match: \"0-0\"\r\n");
    assert_eq!(stale.status, 200);

    // A compressed copy an earlier build left, older than its file, is not sent.
    let an_hour_ago = std::time::SystemTime::now() - Duration::from_secs(3600);
    std::fs::File::options()
        .write(true)
        .open(dir.path().join("web/core/web_bg.wasm.gz"))
        .unwrap()
        .set_modified(an_hour_ago)
        .unwrap();
    let stale_copy = get("/core/web_bg.wasm", "accept-encoding: gzip\r\n");
    assert_eq!(
        (
            stale_copy.body.len(),
            header(&stale_copy, "content-encoding")
        ),
        (4096, None)
    );

    assert_eq!(get("/", "").status, 200, "the page itself");
    for outside in [
        "/../secret.txt",
        "/core/../../secret.txt",
        "/.hidden",
        "/nothing.js",
    ] {
        assert_eq!(get(outside, "").status, 404, "{outside}");
    }
}
