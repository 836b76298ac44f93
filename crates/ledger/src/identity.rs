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

/// What the key file holds. `version` leaves room for passphrase-sealed keys (head referee,
/// appeals committee) without guessing at the format of a plain one.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct KeyFile {
    format: String,
    version: u32,
    public: String,
    secret: String,
}

const FORMAT: &str = "mjref-device-key";

pub struct Identity {
    key: SigningKey,
    device: String,
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
    pub fn load_or_create(path: &Path) -> Result<Self, LedgerError> {
        match std::fs::read_to_string(path) {
            Ok(text) => {
                check_owner_only(path)?;
                Self::parse(path, &text)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Self::create(path),
            Err(e) => Err(unreadable(path, e)),
        }
    }

    fn parse(path: &Path, text: &str) -> Result<Self, LedgerError> {
        let file: KeyFile = serde_json::from_str(text).map_err(|e| unreadable(path, e))?;
        if file.format != FORMAT || file.version != 1 {
            return Err(unreadable(path, "unknown key format"));
        }
        let secret: [u8; 32] = crate::hex::decode_array(&file.secret)
            .ok_or_else(|| unreadable(path, "the secret is not 64 hex digits"))?;
        let key = SigningKey::from_bytes(&secret);
        let identity = Identity::from_key(key);
        if identity.device != file.public {
            return Err(unreadable(path, "the public key does not match the secret"));
        }
        Ok(identity)
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
            secret: crate::hex::encode(&seed),
        })?;
        let tmp = dir.join(format!(
            ".{}.{}.tmp",
            path.file_name().unwrap_or_default().to_string_lossy(),
            std::process::id()
        ));
        write_private(&tmp, text.as_bytes()).map_err(|e| unreadable(path, e))?;
        let linked = std::fs::hard_link(&tmp, path);
        let _ = std::fs::remove_file(&tmp);
        match linked {
            Ok(()) => {
                sync_dir(dir);
                Ok(identity)
            }
            // Another process made the key first: use theirs.
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Self::load_or_create(path),
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
        Identity { key, device }
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
