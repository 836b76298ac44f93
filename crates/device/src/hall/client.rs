//! A floor device's side of the hall, without I/O: it builds each request from the record and
//! takes in each answer, and the transport (the browser's `fetch`, `mjref`'s socket) only
//! moves the bytes. What to send is computed from the record each time — every event of its
//! own the hall has not acknowledged — so nothing waits in a queue that a crash could lose.

use super::error::HallError;
use super::wire::{
    self, Credentials, PairAnswer, PairAsk, Refusal, SyncAnswer, SyncAsk, ANSWER_SIG,
};
use ledger::{transport, HallPeer, Heads};
use tournament::Desk;

/// A request ready to send: where, its headers, its body.
#[derive(Debug, Clone, PartialEq)]
pub struct Outgoing {
    pub url: String,
    pub content_type: &'static str,
    /// The `Authorization` header (none on a pairing request).
    pub authorization: Option<String>,
    /// What the hall's signed answer must name.
    pub nonce: String,
    pub body: Vec<u8>,
    /// Whether this device had more to send than one request carries.
    pub more: bool,
    /// How long the hall may hold it (ms) before answering.
    pub wait_ms: u64,
}

/// The answer as the transport received it.
pub struct Incoming<'a> {
    pub status: u16,
    /// The `x-mjref-sig` header, if any.
    pub sig: Option<&'a str>,
    pub body: &'a [u8],
}

/// What one sync round did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Round {
    /// Events of this device the hall acknowledged in this round.
    pub sent: usize,
    /// Events this device added from the hall.
    pub received: usize,
    /// Events of this device the hall has not acknowledged yet.
    pub unsent: usize,
    /// Whether another round should follow at once (either side had more than a page).
    pub more: bool,
}

/// Where a pairing request left this device.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct Paired {
    pub device: String,
    pub state: String,
}

fn join(url: &str, path: &str) -> String {
    format!("{}{}", url.trim_end_matches('/'), path)
}

/// The hall's URL and, when the QR code's address carries it (`#head=<key>`), its key.
pub fn hall_address(url: &str) -> (String, Option<String>) {
    let (base, fragment) = url.split_once('#').unwrap_or((url, ""));
    let head = fragment
        .split('&')
        .find_map(|kv| kv.strip_prefix("head="))
        .filter(|k| ledger::roles::is_device_key(k))
        .map(str::to_string);
    (base.to_string(), head)
}

/// A pairing request to the hall at `url` under `code`, this device named `name`.
pub fn pair_request(
    desk: &mut Desk,
    url: &str,
    code: &str,
    name: &str,
) -> Result<Outgoing, HallError> {
    let (base, _) = hall_address(url);
    let device = desk.device_key()?;
    let (_, sig) = desk.sign_transport(&transport::pairing(code, &device, name))?;
    let ask = PairAsk {
        code: code.to_string(),
        device,
        name: name.to_string(),
        sig,
    };
    Ok(Outgoing {
        url: join(&base, wire::PAIR_PATH),
        content_type: wire::PAIR_TYPE,
        authorization: None,
        nonce: code.to_string(),
        body: serde_json::to_vec(&ask).expect("a pairing request serialises"),
        more: false,
        wait_ms: 0,
    })
}

/// Takes the hall's answer to a pairing request: the hall's key (pinned from the QR code's
/// address when it carried one, else from this first answer) becomes this device's hall.
pub fn pair_answer(
    desk: &mut Desk,
    url: &str,
    sent: &Outgoing,
    got: Incoming,
) -> Result<Paired, HallError> {
    let (base, pinned) = hall_address(url);
    if got.status >= 300 {
        return Err(refusal(got.body));
    }
    let answer: PairAnswer = serde_json::from_slice(got.body).map_err(unreadable)?;
    if pinned.as_ref().is_some_and(|k| *k != answer.hall) {
        return Err(HallError::Forged);
    }
    check_signed(&answer.hall, sent, &got)?;
    let keep = desk
        .hall_peer()?
        .filter(|p| p.hall == answer.hall && p.url == base);
    // Who records on this tablet is the name it gave the head.
    let name = serde_json::from_slice::<PairAsk>(&sent.body)
        .map(|ask| ask.name)
        .unwrap_or_default();
    desk.record_as(&name)?;
    desk.set_hall_peer(&HallPeer {
        url: base,
        hall: answer.hall,
        name,
        heads: keep.and_then(|p| p.heads),
    })?;
    Ok(Paired {
        device: desk.device_key()?,
        state: answer.state,
    })
}

/// The next sync request: what this device holds, and the events the hall lacks by its last
/// answer (on the first round, every event of this device's own).
pub fn sync_request(desk: &mut Desk, wait_ms: u64, now_ms: i64) -> Result<Outgoing, HallError> {
    let peer = desk.hall_peer()?.ok_or(HallError::NotPaired)?;
    let me = desk.device_key()?;
    let theirs: Heads = match &peer.heads {
        Some(heads) => heads.clone(),
        // Before the first answer: send this device's own chain, nothing of anyone else's.
        None => desk
            .heads()?
            .into_iter()
            .filter(|(d, _)| *d != me)
            .collect(),
    };
    let page = desk.lacking(&theirs, wire::PAGE_BUDGET)?;
    let wait_ms = wait_ms.min(wire::MAX_WAIT_MS);
    let ask = SyncAsk {
        format: wire::FORMAT.into(),
        heads: desk.heads()?,
        version: wire::VERSION,
        wait_ms,
    };
    let body = wire::sync_body(&ask, &page.bundle);
    let nonce = transport::random_hex(16).map_err(tournament::TournamentError::from)?;
    let message = transport::request(&peer.hall, "POST", wire::SYNC_PATH, now_ms, &nonce, &body);
    let (device, sig) = desk.sign_transport(&message)?;
    let credentials = Credentials {
        device,
        ts: now_ms,
        nonce: nonce.clone(),
        sig,
    };
    Ok(Outgoing {
        url: join(&peer.url, wire::SYNC_PATH),
        content_type: wire::SYNC_TYPE,
        authorization: Some(credentials.header()),
        nonce,
        body,
        more: page.more,
        wait_ms,
    })
}

/// Takes the hall's answer to a sync request: its signature checked against the pinned key,
/// the events it brings imported through the one import (all or nothing), and the hall's
/// heads kept as the acknowledgement of what this device sent.
pub fn sync_answer(desk: &mut Desk, sent: &Outgoing, got: Incoming) -> Result<Round, HallError> {
    let mut peer = desk.hall_peer()?.ok_or(HallError::NotPaired)?;
    // A refusal keeps nothing, so it is said as it came; what is kept must be the hall's.
    if got.status != 200 {
        return Err(refusal(got.body));
    }
    check_signed(&peer.hall, sent, &got)?;
    let (first, rest) = wire::split_body(got.body).ok_or_else(|| unreadable("no bundle"))?;
    let answer: SyncAnswer = serde_json::from_str(first).map_err(unreadable)?;
    if answer.format != wire::FORMAT || answer.version != wire::VERSION {
        return Err(unreadable(&answer.format));
    }
    let bundle = ledger::bundle::read(rest)
        .map_err(|problems| unreadable(format!("{} problems in the bundle", problems.len())))?;
    let received = match desk.import(&bundle)? {
        // The head's event taken up: it records under the name it paired with.
        Ok(imported) if imported.added > 0 && desk.referee().is_empty() => {
            desk.record_as(&peer.name)?;
            imported.added
        }
        Ok(imported) => imported.added,
        Err(problems) => {
            return Err(HallError::Refused {
                code: "hall-bundle-refused",
                args: [("problems".to_string(), problems.len().to_string())].into(),
            })
        }
    };
    let me = desk.device_key()?;
    let acked = |heads: &Heads| heads.get(&me).map_or(0, |h| h.seq);
    let before = peer.heads.as_ref().map_or(0, acked);
    // Rounds may cross (a held one answers after a later one): what the hall acknowledged
    // only grows, since it never loses what it acknowledged.
    let mut heads = peer.heads.take().unwrap_or_default();
    for (device, held) in answer.heads {
        if heads.get(&device).is_none_or(|h| h.seq < held.seq) {
            heads.insert(device, held);
        }
    }
    let now = acked(&heads);
    peer.heads = Some(heads);
    desk.set_hall_peer(&peer)?;
    Ok(Round {
        sent: now.saturating_sub(before) as usize,
        received,
        unsent: desk.events_after(&me, now)?,
        more: answer.more || sent.more,
    })
}

/// How many of this device's events its hall has not acknowledged (`None`: not paired).
pub fn unsent(desk: &mut Desk) -> Result<Option<usize>, HallError> {
    let Some(peer) = desk.hall_peer()? else {
        return Ok(None);
    };
    // Its public half: counting needs no passphrase.
    let Some(me) = desk.known_device_key()? else {
        return Ok(Some(0));
    };
    let acked = peer
        .heads
        .as_ref()
        .and_then(|h| h.get(&me))
        .map_or(0, |h| h.seq);
    Ok(Some(desk.events_after(&me, acked)?))
}

fn check_signed(hall: &str, sent: &Outgoing, got: &Incoming) -> Result<(), HallError> {
    let message = transport::answer(hall, &sent.nonce, got.status, got.body);
    match got.sig {
        Some(sig) if transport::verify(hall, &message, sig) => Ok(()),
        _ => Err(HallError::Forged),
    }
}

fn refusal(body: &[u8]) -> HallError {
    match serde_json::from_slice::<Refusal>(body) {
        Ok(r) => HallError::refused(&r.code, r.args),
        Err(e) => unreadable(e),
    }
}

fn unreadable(e: impl ToString) -> HallError {
    HallError::Unreadable {
        detail: e.to_string().chars().take(200).collect(),
    }
}

/// The header the hall's answer signature travels in, for transports that look it up.
pub const SIG_HEADER: &str = ANSWER_SIG;
