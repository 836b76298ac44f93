//! Where a device keeps its key, and how its text is read, made and replaced there.
//!
//! - **A file** beside the database, `<db dir>/keys/<db file name>.key` (directory 0700, file
//!   0600): the desktop app and `mjref`. The key stays out of the database, so a copy of the
//!   record carries no secret. A new key is written to a temporary file and linked into place,
//!   so a crash leaves no key or a whole one and two processes starting at once share one; a
//!   sealed key replaces it by rename. A file anyone else can read is refused, not used.
//! - **The record itself**, a one-row table `device_key` in the same database: a browser, which
//!   has no files (its database lives in IndexedDB). Made in the same way — kept only if no key
//!   is there yet — and replaced in one statement when sealed.

use crate::error::LedgerError;
use crate::files::{replace_whole, sync_dir, temp_name, write_new};
use crate::identity::unreadable;
use rusqlite::{Connection, OptionalExtension};
use std::path::{Path, PathBuf};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyPlace {
    File(PathBuf),
    /// The `device_key` table of the record.
    Record,
}

/// How an error names a key kept in the record.
const IN_RECORD: &str = "device_key";

impl KeyPlace {
    /// The key file that belongs to the database at `db`.
    pub fn beside(db: &Path) -> Self {
        let dir = db
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        let name = db.file_name().map(|n| n.to_string_lossy().into_owned());
        KeyPlace::File(
            dir.join("keys")
                .join(format!("{}.key", name.as_deref().unwrap_or("record"))),
        )
    }

    /// How errors name the place.
    pub fn name(&self) -> String {
        match self {
            KeyPlace::File(path) => path.display().to_string(),
            KeyPlace::Record => IN_RECORD.into(),
        }
    }

    /// Makes the place ready (the record's table; a file needs nothing until the key is made).
    pub(crate) fn prepare(&self, conn: &Connection) -> Result<(), LedgerError> {
        if *self == KeyPlace::Record {
            conn.execute(
                "CREATE TABLE IF NOT EXISTS device_key (
                     id INTEGER PRIMARY KEY CHECK (id = 1), text TEXT NOT NULL)",
                [],
            )?;
        }
        Ok(())
    }

    /// The key's text, if one was made.
    pub(crate) fn read(&self, conn: &Connection) -> Result<Option<String>, LedgerError> {
        match self {
            KeyPlace::File(path) => match std::fs::read_to_string(path) {
                Ok(text) => {
                    check_owner_only(path)?;
                    Ok(Some(text))
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(unreadable(&self.name(), &e.to_string())),
            },
            KeyPlace::Record => Ok(conn
                .query_row("SELECT text FROM device_key WHERE id = 1", [], |r| r.get(0))
                .optional()?),
        }
    }

    /// Keeps `text` as the key unless one is there already; returns the text kept (another
    /// process's, when it made one first).
    pub(crate) fn create(&self, conn: &Connection, text: &str) -> Result<String, LedgerError> {
        let failed = |e: &dyn ToString| unreadable(&self.name(), &e.to_string());
        match self {
            KeyPlace::File(path) => {
                let dir = path.parent().unwrap_or(Path::new("."));
                create_private_dir(dir).map_err(|e| failed(&e))?;
                let tmp = temp_name(dir, path);
                write_new(&tmp, text.as_bytes(), true).map_err(|e| failed(&e))?;
                let linked = std::fs::hard_link(&tmp, path);
                let _ = std::fs::remove_file(&tmp);
                match linked {
                    Ok(()) => {
                        sync_dir(dir);
                        Ok(text.to_string())
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                        self.read(conn)?.ok_or_else(|| failed(&"vanished"))
                    }
                    Err(e) => Err(failed(&e)),
                }
            }
            KeyPlace::Record => {
                conn.execute(
                    "INSERT OR IGNORE INTO device_key (id, text) VALUES (1, ?1)",
                    [text],
                )?;
                self.read(conn)?.ok_or_else(|| failed(&"not kept"))
            }
        }
    }

    /// Replaces the key's text whole (when it is sealed).
    pub(crate) fn replace(&self, conn: &Connection, text: &str) -> Result<(), LedgerError> {
        let failed = |e: &dyn ToString| unreadable(&self.name(), &e.to_string());
        match self {
            KeyPlace::File(path) => {
                replace_whole(path, text.as_bytes(), true).map_err(|e| failed(&e))
            }
            KeyPlace::Record => {
                conn.execute("UPDATE device_key SET text = ?1 WHERE id = 1", [text])?;
                Ok(())
            }
        }
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

/// A key anyone else can read is no longer this device's alone: refuse it rather than sign
/// with it.
#[cfg(unix)]
fn check_owner_only(path: &Path) -> Result<(), LedgerError> {
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(path)
        .map_err(|e| unreadable(&path.display().to_string(), &e.to_string()))?
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
