//! The hall's messages as they travel (docs/hall-protocol.md): paths, content types, the
//! `Authorization` header, and the JSON lines of a pairing request and a sync round. A sync
//! body is one JSON line (what the sender holds) followed by a bundle exactly as
//! `ledger::bundle` writes it, so a bundle's one-spelling check applies on the wire too.

use ledger::Heads;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub const PAIR_PATH: &str = "/hall/v1/pair";
pub const SYNC_PATH: &str = "/hall/v1/sync";
/// Neither is a type a foreign page may send without asking first (CORS preflight), which
/// the hall never grants.
pub const PAIR_TYPE: &str = "application/x-mjref-pair";
pub const SYNC_TYPE: &str = "application/x-mjref-sync";
/// The header that carries the hall's signature of its answer.
pub const ANSWER_SIG: &str = "x-mjref-sig";
pub const FORMAT: &str = "mjref-hall-sync";
pub const VERSION: u64 = 1;
/// About how much bundle text a page carries (at least one event, whatever its size).
pub const PAGE_BUDGET: usize = 4 << 20;
/// The longest a sync round is held open waiting for news.
pub const MAX_WAIT_MS: u64 = 25_000;
/// The most chain heads a sync request may name.
pub const MAX_HEADS: usize = 1_000;

/// The first line of a sync request: what the device holds, and how long it will wait for
/// news when there is none.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SyncAsk {
    pub format: String,
    pub heads: Heads,
    pub version: u64,
    pub wait_ms: u64,
}

/// What the hall did with the events a request brought.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Took {
    pub added: usize,
    pub duplicates: usize,
}

/// The first line of the hall's answer: what it holds now that what the request brought is
/// durably in its record (the acknowledgement), and whether more pages wait.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SyncAnswer {
    pub format: String,
    pub heads: Heads,
    pub imported: Took,
    pub more: bool,
    pub version: u64,
}

/// A device asks to pair: its key, the name it gives, the code it was shown, and its
/// signature of `ledger::transport::pairing` (proof that it holds the key).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairAsk {
    pub code: String,
    pub device: String,
    pub name: String,
    pub sig: String,
}

/// The hall's answer to a pairing request: its key, and where the device stands.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairAnswer {
    pub hall: String,
    pub state: String,
}

/// A refusal, as every error crosses: a code and its arguments.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Refusal {
    pub code: String,
    #[serde(default)]
    pub args: BTreeMap<String, String>,
}

/// The signed request's credentials, as the `Authorization` header carries them:
/// `Mjref-Sig device=<64 hex>,ts=<unix ms>,nonce=<32 hex>,sig=<128 hex>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credentials {
    pub device: String,
    pub ts: i64,
    pub nonce: String,
    pub sig: String,
}

const SCHEME: &str = "Mjref-Sig ";

impl Credentials {
    pub fn header(&self) -> String {
        format!(
            "{SCHEME}device={},ts={},nonce={},sig={}",
            self.device, self.ts, self.nonce, self.sig
        )
    }

    /// Reads the header; `None` unless it has exactly the four fields, in order, each of its
    /// shape (hex of the right length, a number).
    pub fn parse(header: &str) -> Option<Self> {
        let rest = header.strip_prefix(SCHEME)?;
        if rest.len() > 320 {
            return None;
        }
        let mut fields = rest.split(',');
        let mut field = |name: &str| fields.next()?.strip_prefix(name)?.strip_prefix('=');
        let device = field("device")?.to_string();
        let ts = field("ts")?.parse().ok()?;
        let nonce = field("nonce")?.to_string();
        let sig = field("sig")?.to_string();
        let hex = |s: &str, n: usize| {
            s.len() == n
                && s.bytes()
                    .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        };
        (fields.next().is_none() && hex(&device, 64) && hex(&nonce, 32) && hex(&sig, 128))
            .then_some(Credentials {
                device,
                ts,
                nonce,
                sig,
            })
    }
}

/// A sync body: the first line and the bundle text after it.
pub fn sync_body<T: Serialize>(first: &T, bundle: &ledger::bundle::Bundle) -> Vec<u8> {
    let mut out = serde_json::to_string(first).expect("a sync line serialises");
    out.push('\n');
    out.push_str(&ledger::bundle::write(&bundle.events, &bundle.photos));
    out.into_bytes()
}

/// Splits a sync body into its first line and the bundle text; `None` when it is not UTF-8
/// or has no second part.
pub fn split_body(body: &[u8]) -> Option<(&str, &str)> {
    std::str::from_utf8(body).ok()?.split_once('\n')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credentials_read_back_and_nothing_else_reads() {
        let c = Credentials {
            device: "ab".repeat(32),
            ts: 1_764_230_400_000,
            nonce: "0f".repeat(16),
            sig: "9c".repeat(64),
        };
        assert_eq!(Credentials::parse(&c.header()), Some(c.clone()));
        let h = c.header();
        for bad in [
            h.replace("Mjref-Sig", "Bearer"),
            h.replace("ts=", "t="),
            h.replace(",nonce", ",extra=1,nonce"),
            format!("{h},x=1"),
            h.replace(&"ab".repeat(32), &"AB".repeat(32)),
            h.replace("1764230400000", "soon"),
            h[..h.len() - 2].to_string(),
            String::new(),
        ] {
            assert_eq!(Credentials::parse(&bad), None, "{bad}");
        }
    }
}
