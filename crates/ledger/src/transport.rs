//! Signatures that carry a request or an answer between a device and the head's hall
//! (docs/hall-protocol.md), made with the device's own key. Every message signed here begins
//! with [`DOMAIN`] and a line naming its use, while every event's payload is canonical JSON
//! beginning with `{`: a transport signature can never pass as an event's, nor the reverse.

use crate::error::LedgerError;
use ed25519_dalek::{Signature, VerifyingKey};
use sha2::{Digest, Sha256};

/// The first line of every message signed for the hall.
pub const DOMAIN: &str = "mjref-hall-v1";

fn message(lines: &[&str]) -> Vec<u8> {
    let mut out = String::from(DOMAIN);
    for line in lines {
        out.push('\n');
        out.push_str(line);
    }
    out.into_bytes()
}

/// A request to the hall `hall` (its head's key): method, path, the signer's clock in Unix
/// milliseconds, a one-time nonce and the body's SHA-256.
pub fn request(hall: &str, method: &str, path: &str, ts: i64, nonce: &str, body: &[u8]) -> Vec<u8> {
    message(&[
        "request",
        hall,
        method,
        path,
        &ts.to_string(),
        nonce,
        &sha256_hex(body),
    ])
}

/// The hall's answer to the request that carried `nonce`.
pub fn answer(hall: &str, nonce: &str, status: u16, body: &[u8]) -> Vec<u8> {
    message(&[
        "answer",
        hall,
        nonce,
        &status.to_string(),
        &sha256_hex(body),
    ])
}

/// A device's request to pair under a pairing code: proof that it holds the key it names.
/// The code, one hall's and short-lived, binds it to that hall.
pub fn pairing(code: &str, device: &str, name: &str) -> Vec<u8> {
    message(&["pair", code, device, name])
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    crate::hex::encode(&Sha256::digest(bytes))
}

/// Whether `sig` (128 hex digits) is `device`'s (64 hex digits) signature of `message`, by
/// the strict rule the record's signatures are checked by; a weak key is refused.
pub fn verify(device: &str, message: &[u8], sig: &str) -> bool {
    let key = crate::hex::decode_array::<32>(device)
        .and_then(|b| VerifyingKey::from_bytes(&b).ok())
        .filter(|k| !k.is_weak());
    let sig = crate::hex::decode_array::<64>(sig).map(|b| Signature::from_bytes(&b));
    match (key, sig) {
        (Some(key), Some(sig)) => key.verify_strict(message, &sig).is_ok(),
        _ => false,
    }
}

/// `n` random bytes as lowercase hex: nonces and pairing secrets.
pub fn random_hex(n: usize) -> Result<String, LedgerError> {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes).map_err(|e| LedgerError::Identity {
        path: "-".into(),
        detail: e.to_string(),
    })?;
    Ok(crate::hex::encode(&bytes))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::identity::Identity;

    #[test]
    fn a_signed_request_verifies_and_any_change_does_not() {
        let id = Identity::generate().unwrap();
        let hall = "ab".repeat(32);
        let msg = request(
            &hall,
            "POST",
            "/hall/v1/sync",
            1_700_000_000_000,
            "n1",
            b"body",
        );
        let sig = id.sign(&msg);
        assert!(verify(id.device(), &msg, &sig));
        for other in [
            request(
                &hall,
                "POST",
                "/hall/v1/sync",
                1_700_000_000_001,
                "n1",
                b"body",
            ),
            request(
                &hall,
                "POST",
                "/hall/v1/sync",
                1_700_000_000_000,
                "n2",
                b"body",
            ),
            request(
                &hall,
                "POST",
                "/hall/v1/sync",
                1_700_000_000_000,
                "n1",
                b"bodz",
            ),
            request(
                &"cd".repeat(32),
                "POST",
                "/hall/v1/sync",
                1_700_000_000_000,
                "n1",
                b"body",
            ),
            answer(&hall, "n1", 200, b"body"),
        ] {
            assert!(!verify(id.device(), &other, &sig));
        }
        assert!(!verify(&"00".repeat(32), &msg, &sig), "another key");
        assert!(!verify(id.device(), &msg, "zz"), "not a signature");
    }

    #[test]
    fn the_signed_text_is_pinned_byte_for_byte() {
        // Another implementation (the browser's, a future one) must sign exactly this.
        let text = String::from_utf8(request("H", "POST", "/p", 5, "n", b"")).unwrap();
        assert_eq!(
            text,
            "mjref-hall-v1\nrequest\nH\nPOST\n/p\n5\nn\n\
             e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        );
        assert!(!text.starts_with('{'), "never an event payload");
    }
}
