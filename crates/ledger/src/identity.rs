//! The device's identity: one ed25519 key per record, made on first use and kept in a file only
//! its owner can read. Every event this device records is signed with it; the public half is
//! the `device` field of each event, so a record verifies without any key file.
//!
//! Where it lives: beside the database, `<db dir>/keys/<db file name>.key` (directory 0700,
//! file 0600). One key per database file, because a database is one device's chain: two
//! databases in one folder (two simulated tablets in a test, say) must not share a chain.

use crate::error::LedgerError;
use ed25519_dalek::{Signer, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use std::io::Write;
use std::path::{Path, PathBuf};

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
    /// The key file that belongs to the database at `db`.
    pub fn path_for(db: &Path) -> PathBuf {
        let dir = db
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let name = db.file_name().map(|n| n.to_string_lossy().into_owned());
        dir.join("keys")
            .join(format!("{}.key", name.as_deref().unwrap_or("record")))
    }

    /// Reads the key at `path`, or makes one there if there is none. A file that exists but
    /// cannot be read is an error, never replaced: replacing it would silently start a new
    /// device.
    /// A sealed key needs its passphrase.
    pub fn load_or_create(path: &Path, passphrase: Option<&str>) -> Result<Self, LedgerError> {
        match std::fs::read_to_string(path) {
            Ok(text) => {
                check_owner_only(path)?;
                Self::parse(path, &text, passphrase)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Self::create(path),
            Err(e) => Err(unreadable(path, e)),
        }
    }

    /// The public key in the file at `path`, without its passphrase and without making a key:
    /// `None` when there is no file yet.
    pub fn public_of(path: &Path) -> Result<Option<String>, LedgerError> {
        Ok(Self::file_at(path)?.map(|f| f.public))
    }

    /// Whether the key at `path` is sealed by a passphrase; reading it needs none.
    pub fn sealed_at(path: &Path) -> Result<bool, LedgerError> {
        Ok(Self::file_at(path)?.is_some_and(|f| f.sealed.is_some()))
    }

    fn file_at(path: &Path) -> Result<Option<KeyFile>, LedgerError> {
        match std::fs::read_to_string(path) {
            Ok(text) => Ok(Some(
                serde_json::from_str(&text).map_err(|e| unreadable(path, e))?,
            )),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(unreadable(path, e)),
        }
    }

    fn parse(path: &Path, text: &str, passphrase: Option<&str>) -> Result<Self, LedgerError> {
        let file: KeyFile = serde_json::from_str(text).map_err(|e| unreadable(path, e))?;
        if file.format != FORMAT || file.version != 1 {
            return Err(unreadable(path, "unknown key format"));
        }
        let bad_hex = || unreadable(path, "not lowercase hex of the right length");
        let (seed, sealed) = match (&file.secret, &file.sealed) {
            (Some(secret), None) => (
                crate::hex::decode_array::<32>(secret).ok_or_else(bad_hex)?,
                false,
            ),
            (None, Some(sealed)) => {
                let Some(passphrase) = passphrase else {
                    return Err(LedgerError::IdentityLocked {
                        path: path.display().to_string(),
                    });
                };
                if sealed.kdf != "argon2id" {
                    return Err(unreadable(path, "unknown key derivation"));
                }
                let salt = crate::hex::decode_array::<16>(&sealed.salt).ok_or_else(bad_hex)?;
                let mut seed =
                    crate::hex::decode_array::<32>(&sealed.secret).ok_or_else(bad_hex)?;
                let pad = derive(passphrase, &salt, (sealed.m_kib, sealed.t, sealed.p))
                    .map_err(|e| unreadable(path, e))?;
                seed.iter_mut().zip(pad).for_each(|(s, p)| *s ^= p);
                (seed, true)
            }
            _ => return Err(unreadable(path, "neither a secret nor a sealed one")),
        };
        let mut identity = Identity::from_key(SigningKey::from_bytes(&seed));
        identity.sealed = sealed;
        if identity.device != file.public {
            return Err(if sealed {
                LedgerError::WrongPassphrase {
                    path: path.display().to_string(),
                }
            } else {
                unreadable(path, "the public key does not match the secret")
            });
        }
        Ok(identity)
    }

    /// Seals the key at `path` with `passphrase` (the same key, so the device stays the same
    /// device). The file is replaced whole: written beside it, then renamed over it.
    pub fn seal(&self, path: &Path, passphrase: &str) -> Result<(), LedgerError> {
        if passphrase.trim().is_empty() {
            return Err(LedgerError::EmptyPassphrase);
        }
        let mut salt = [0u8; 16];
        getrandom::fill(&mut salt).map_err(|e| unreadable(path, e))?;
        let pad = derive(passphrase, &salt, (M_KIB, T, P)).map_err(|e| unreadable(path, e))?;
        let mut secret = self.key.to_bytes();
        secret.iter_mut().zip(pad).for_each(|(s, p)| *s ^= p);
        let text = serde_json::to_string(&KeyFile {
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
        })?;
        let dir = path.parent().unwrap_or(Path::new("."));
        let tmp = temp_name(dir, path);
        write_private(&tmp, text.as_bytes()).map_err(|e| unreadable(path, e))?;
        std::fs::rename(&tmp, path).map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            unreadable(path, e)
        })?;
        sync_dir(dir);
        Ok(())
    }

    /// Whether the key is kept sealed by a passphrase (required for the head referee's and the
    /// appeals committee's changes).
    pub fn is_sealed(&self) -> bool {
        self.sealed
    }

    /// Writes the new key to a temporary file and links it into place, so a crash leaves either
    /// no key or a whole one, and two processes starting at once end up with the same key.
    fn create(path: &Path) -> Result<Self, LedgerError> {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).map_err(|e| unreadable(path, e))?;
        let identity = Identity::from_key(SigningKey::from_bytes(&seed));
        let dir = path.parent().unwrap_or(Path::new("."));
        create_private_dir(dir).map_err(|e| unreadable(path, e))?;
        let text = serde_json::to_string(&KeyFile {
            format: FORMAT.into(),
            version: 1,
            public: identity.device.clone(),
            secret: Some(crate::hex::encode(&seed)),
            sealed: None,
        })?;
        let tmp = temp_name(dir, path);
        write_private(&tmp, text.as_bytes()).map_err(|e| unreadable(path, e))?;
        let linked = std::fs::hard_link(&tmp, path);
        let _ = std::fs::remove_file(&tmp);
        match linked {
            Ok(()) => {
                sync_dir(dir);
                Ok(identity)
            }
            // Another process made the key first: use theirs.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                Self::load_or_create(path, None)
            }
            Err(e) => Err(unreadable(path, e)),
        }
    }

    /// A key that lives only in memory (benchmarks, tests).
    pub fn generate() -> Result<Self, LedgerError> {
        let mut seed = [0u8; 32];
        getrandom::fill(&mut seed).map_err(|e| unreadable(Path::new("-"), e))?;
        Ok(Identity::from_key(SigningKey::from_bytes(&seed)))
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

fn temp_name(dir: &Path, path: &Path) -> PathBuf {
    dir.join(format!(
        ".{}.{}.tmp",
        path.file_name().unwrap_or_default().to_string_lossy(),
        std::process::id()
    ))
}

fn unreadable(path: &Path, detail: impl ToString) -> LedgerError {
    LedgerError::Identity {
        path: path.display().to_string(),
        detail: detail.to_string(),
    }
}

#[cfg(unix)]
fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
    match std::fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
    {
        Ok(()) => std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700)),
        Err(e) => Err(e),
    }
}

#[cfg(not(unix))]
fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)
}

fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

fn sync_dir(dir: &Path) {
    // Best effort: makes the new name durable on filesystems that need it.
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

/// A key anyone else can read is no longer this device's alone: refuse it rather than sign
/// with it.
#[cfg(unix)]
fn check_owner_only(path: &Path) -> Result<(), LedgerError> {
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(path)
        .map_err(|e| unreadable(path, e))?
        .permissions()
        .mode();
    if mode & 0o077 != 0 {
        return Err(LedgerError::IdentityExposed {
            path: path.display().to_string(),
        });
    }
    Ok(())
}

#[cfg(not(unix))]
fn check_owner_only(_: &Path) -> Result<(), LedgerError> {
    Ok(())
}
