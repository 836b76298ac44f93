//! Writing a file so that a reader never sees half of it: written beside it under a temporary
//! name, synced, then renamed over it (or linked into place), and its folder synced. The
//! device key is written so (owner-only), and so is every file a device exports.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Replaces `path` whole with `bytes`: a crash leaves the old file or the new one, never a
/// part. `private`: readable by its owner only (a key).
pub fn replace_whole(path: &Path, bytes: &[u8], private: bool) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let tmp = temp_name(dir, path);
    write_new(&tmp, bytes, private)
        .and_then(|()| std::fs::rename(&tmp, path))
        .inspect_err(|_| {
            let _ = std::fs::remove_file(&tmp);
        })?;
    sync_dir(dir);
    Ok(())
}

/// A name for `path`'s temporary copy in `dir`, this process's own.
pub(crate) fn temp_name(dir: &Path, path: &Path) -> PathBuf {
    dir.join(format!(
        ".{}.{}.tmp",
        path.file_name().unwrap_or_default().to_string_lossy(),
        std::process::id()
    ))
}

/// Writes a new file (never an existing one) and syncs it; `private`: mode 0600 on Unix.
pub(crate) fn write_new(path: &Path, bytes: &[u8], private: bool) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    if private {
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    }
    #[cfg(not(unix))]
    let _ = private;
    let mut file = options.open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

pub(crate) fn sync_dir(dir: &Path) {
    // Best effort: makes the new name durable on filesystems that need it.
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_replaced_whole_and_no_temporary_copy_is_left() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("export.mjref");
        std::fs::write(&path, b"old").unwrap();
        replace_whole(&path, b"new and longer", true).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new and longer");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().flatten().collect();
        assert_eq!(names.len(), 1, "only the file itself");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600, "a private file is its owner's alone");
        }
        // Into a folder that does not exist: refused, nothing made.
        let nowhere = dir.path().join("missing").join("x");
        assert!(replace_whole(&nowhere, b"x", false).is_err());
        assert!(!dir.path().join("missing").exists());
    }
}
