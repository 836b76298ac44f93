//! Evidence photos as the record holds them: bytes named by their SHA-256. An event carries
//! photos by naming their hashes in its body (`"photos": [HEX, …]`), so its signature covers
//! every byte of them; the bytes themselves live beside the events (`photos` table) and travel
//! in bundles after the events. What a photo may contain (upright, no metadata) is decided
//! before it gets here (`evidence` crate): the ledger only keeps and checks bytes.

use serde::Deserialize;
use serde_json::value::RawValue;
use sha2::{Digest, Sha256};

/// A photo's bytes and the name they must hash to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Photo {
    /// SHA-256 of `bytes`, 64 lowercase hex digits.
    pub sha256: String,
    pub bytes: Vec<u8>,
}

impl Photo {
    /// A photo named by its own bytes.
    pub fn of(bytes: Vec<u8>) -> Self {
        Photo {
            sha256: sha256(&bytes),
            bytes,
        }
    }

    /// Whether the bytes hash to the name.
    pub fn intact(&self) -> bool {
        sha256(&self.bytes) == self.sha256
    }
}

pub fn sha256(bytes: &[u8]) -> String {
    crate::hex::encode(&Sha256::digest(bytes))
}

/// Whether `text` has the shape of a SHA-256 as the record writes one: 64 lowercase hex digits.
pub fn is_sha256(text: &str) -> bool {
    crate::hex::decode_array::<32>(text).is_some()
}

/// The photos a body names. Only bodies that mention `photos` are read past their first byte,
/// so verifying a record of rulings without photos costs nothing more.
pub fn named_in(body: &RawValue) -> Vec<String> {
    #[derive(Deserialize)]
    struct Refs {
        #[serde(default)]
        photos: Vec<String>,
    }
    let text = body.get();
    if !text.starts_with('{') || !text.contains("\"photos\"") {
        return Vec::new();
    }
    serde_json::from_str::<Refs>(text)
        .map(|r| r.photos)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(text: &str) -> Box<RawValue> {
        RawValue::from_string(text.to_string()).unwrap()
    }

    #[test]
    fn a_body_names_its_photos_and_others_name_none() {
        assert_eq!(
            named_in(&raw(r#"{"case":"c","photos":["ab","cd"]}"#)),
            ["ab", "cd"]
        );
        assert!(named_in(&raw(r#"{"note":"no photos here"}"#)).is_empty());
        assert!(named_in(&raw("null")).is_empty());
        // A note that merely says the word names nothing.
        assert!(named_in(&raw(r#"{"note":"\"photos\""}"#)).is_empty());
    }

    #[test]
    fn a_photo_is_intact_only_with_its_own_bytes() {
        let p = Photo::of(b"picture".to_vec());
        assert!(p.intact());
        let mut changed = p.clone();
        changed.bytes[0] ^= 1;
        assert!(!changed.intact());
    }
}
