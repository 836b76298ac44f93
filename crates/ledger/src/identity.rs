//! The device's identity: one ed25519 key per record, made on first use and kept in a file only
//! its owner can read. Every event this device records is signed with it; the public half is
//! the `device` field of each event, so a record verifies without any key file.
//!
//! Where it lives is `key_place`'s to say (a file beside the database on a desktop, a table
//! of the record in a browser); this module reads and writes the key's text. One key per
//! database, because a database is one device's chain.

use crate::error::LedgerError;
use ed25519_dalek::{Signer, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};

/// What the key file holds: the secret in the clear (a floor referee's tablet), or sealed
/// with a passphrase (the head referee's and the appeals committee's).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeyFile {
    format: String,
    version: u32,
    public: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    secret: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    sealed: Option<Sealed>,
}

/// The seed XORed with 32 bytes that Argon2id derives from the passphrase and a random salt.
/// The public key beside it tells a wrong passphrase from the right one (the seed is random,
/// so nothing else about it is known to a guesser, who pays Argon2id for every guess).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Sealed {
    kdf: String,
    m_kib: u32,
    t: u32,
    p: u32,
    salt: String,
    secret: String,
}

/// Argon2id's recommended minimum (OWASP): 19 MiB, 2 passes, 1 lane.
const M_KIB: u32 = 19 * 1024;
const T: u32 = 2;
const P: u32 = 1;

const FORMAT: &str = "mjref-device-key";

pub struct Identity {
    key: SigningKey,
    device: String,
    sealed: bool,
}

impl Identity {
    /// A new key and the text that keeps it (in the clear, until it is sealed).
    pub(crate) fn create() -> Result<(Self, String), LedgerError> {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).map_err(|e| LedgerError::Identity {
            path: "-".into(),
            detail: e.to_string(),
        })?;
        let identity = Identity::from_key(SigningKey::from_bytes(&seed));
        let text = serde_json::to_string(&KeyFile {
            format: FORMAT.into(),
            version: 1,
            public: identity.device.clone(),
            secret: Some(crate::hex::encode(&seed)),
            sealed: None,
        })?;
        Ok((identity, text))
    }

    /// The public key in a key's text, without its passphrase.
    pub(crate) fn public_in(text: &str, place: &str) -> Result<String, LedgerError> {
        Ok(read_file(text, place)?.public)
    }

    /// Whether a key's text is sealed by a passphrase; reading it needs none.
    pub(crate) fn sealed_in(text: &str, place: &str) -> Result<bool, LedgerError> {
        Ok(read_file(text, place)?.sealed.is_some())
    }

    /// The key a text keeps; a sealed one needs its passphrase. `place` names where the text
    /// was read, for the errors.
    pub(crate) fn parse(
        text: &str,
        passphrase: Option<&str>,
        place: &str,
    ) -> Result<Self, LedgerError> {
        let unreadable = |detail: &str| unreadable(place, detail);
        let file = read_file(text, place)?;
        if file.format != FORMAT || file.version != 1 {
            return Err(unreadable("unknown key format"));
        }
        let bad_hex = || unreadable("not lowercase hex of the right length");
        let (seed, sealed) = match (&file.secret, &file.sealed) {
            (Some(secret), None) => (
                crate::hex::decode_array::<32>(secret).ok_or_else(bad_hex)?,
                false,
            ),
            (None, Some(sealed)) => {
                let Some(passphrase) = passphrase else {
                    return Err(LedgerError::IdentityLocked {
                        path: place.to_string(),
                    });
                };
                if sealed.kdf != "argon2id" {
                    return Err(unreadable("unknown key derivation"));
                }
                let salt = crate::hex::decode_array::<16>(&sealed.salt).ok_or_else(bad_hex)?;
                let mut seed =
                    crate::hex::decode_array::<32>(&sealed.secret).ok_or_else(bad_hex)?;
                let pad = derive(passphrase, &salt, (sealed.m_kib, sealed.t, sealed.p))
                    .map_err(|e| unreadable(&e))?;
                seed.iter_mut().zip(pad).for_each(|(s, p)| *s ^= p);
                (seed, true)
            }
            _ => return Err(unreadable("neither a secret nor a sealed one")),
        };
        let mut identity = Identity::from_key(SigningKey::from_bytes(&seed));
        identity.sealed = sealed;
        if identity.device != file.public {
            return Err(if sealed {
                LedgerError::WrongPassphrase {
                    path: place.to_string(),
                }
            } else {
                unreadable("the public key does not match the secret")
            });
        }
        Ok(identity)
    }

    /// The text that keeps this key sealed with `passphrase` (the same key, so the device
    /// stays the same device).
    pub(crate) fn sealed_text(&self, passphrase: &str, place: &str) -> Result<String, LedgerError> {
        if passphrase.trim().is_empty() {
            return Err(LedgerError::EmptyPassphrase);
        }
        let mut salt = [0u8; 16];
        getrandom::fill(&mut salt).map_err(|e| unreadable(place, &e.to_string()))?;
        let pad = derive(passphrase, &salt, (M_KIB, T, P)).map_err(|e| unreadable(place, &e))?;
        let mut secret = self.key.to_bytes();
        secret.iter_mut().zip(pad).for_each(|(s, p)| *s ^= p);
        Ok(serde_json::to_string(&KeyFile {
            format: FORMAT.into(),
            version: 1,
            public: self.device.clone(),
            secret: None,
            sealed: Some(Sealed {
                kdf: "argon2id".into(),
                m_kib: M_KIB,
                t: T,
                p: P,
                salt: crate::hex::encode(&salt),
                secret: crate::hex::encode(&secret),
            }),
        })?)
    }

    /// Whether the key is kept sealed by a passphrase (required for the head referee's and the
    /// appeals committee's changes).
    pub fn is_sealed(&self) -> bool {
        self.sealed
    }

    /// A key that lives only in memory (benchmarks, tests).
    pub fn generate() -> Result<Self, LedgerError> {
        Ok(Self::create()?.0)
    }

    pub fn from_key(key: SigningKey) -> Self {
        let device = crate::hex::encode(key.verifying_key().as_bytes());
        Identity {
            key,
            device,
            sealed: false,
        }
    }

    /// The public key as 64 lowercase hex digits: the `device` of every event it signs.
    pub fn device(&self) -> &str {
        &self.device
    }

    pub fn verifying_key(&self) -> VerifyingKey {
        self.key.verifying_key()
    }

    /// The signature of `message` as 128 lowercase hex digits.
    pub fn sign(&self, message: &[u8]) -> String {
        crate::hex::encode(&self.key.sign(message).to_bytes())
    }
}

fn read_file(text: &str, place: &str) -> Result<KeyFile, LedgerError> {
    serde_json::from_str(text).map_err(|e| unreadable(place, &e.to_string()))
}

pub(crate) fn unreadable(place: &str, detail: &str) -> LedgerError {
    LedgerError::Identity {
        path: place.to_string(),
        detail: detail.to_string(),
    }
}

/// 32 bytes from the passphrase by Argon2id.
fn derive(passphrase: &str, salt: &[u8], (m, t, p): (u32, u32, u32)) -> Result<[u8; 32], String> {
    let params = argon2::Params::new(m, t, p, Some(32)).map_err(|e| e.to_string())?;
    let argon = argon2::Argon2::new(argon2::Algorithm::Argon2id, argon2::Version::V0x13, params);
    let mut out = [0u8; 32];
    argon
        .hash_password_into(passphrase.as_bytes(), salt, &mut out)
        .map_err(|e| e.to_string())?;
    Ok(out)
}
