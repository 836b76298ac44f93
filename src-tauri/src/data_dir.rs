//! Where the record lives. The app's identifier was `org.mjreferee.app` until it was found
//! that macOS reads a name ending in `.app` as an application bundle; the record a device kept
//! under the old name moves, whole, to the new one the first time the app starts. Nothing is
//! copied or left behind, and a move that fails leaves the app on the old place.

use std::path::{Path, PathBuf};

/// The identifier the app had before (`tauri.conf.json` has the new one).
pub const LEGACY_IDENTIFIER: &str = "org.mjreferee.app";

/// `dir`, after moving the record from `legacy` into it when only the legacy place exists;
/// `legacy` when that move fails (the record is never left unseen behind a fresh one).
pub fn adopt_legacy(dir: PathBuf, legacy: &Path) -> PathBuf {
    if dir.exists() || !legacy.is_dir() {
        return dir;
    }
    let moved = dir
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::rename(legacy, &dir));
    match moved {
        Ok(()) => {
            eprintln!(
                "mj-referee: the record moved from {} to {}",
                legacy.display(),
                dir.display()
            );
            dir
        }
        Err(e) => {
            eprintln!(
                "mj-referee: the record stays in {} (moving it to {} failed: {e})",
                legacy.display(),
                dir.display()
            );
            legacy.to_path_buf()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::adopt_legacy;

    #[test]
    fn a_record_under_the_old_name_moves_whole_once() {
        let root = tempfile::tempdir().unwrap();
        let legacy = root.path().join("org.mjreferee.app");
        let dir = root.path().join("org.mjreferee.referee");
        std::fs::create_dir_all(legacy.join("keys")).unwrap();
        std::fs::write(legacy.join("mjref.db"), b"the record").unwrap();
        std::fs::write(legacy.join("keys/mjref.db.key"), b"the key").unwrap();
        assert_eq!(adopt_legacy(dir.clone(), &legacy), dir);
        assert_eq!(std::fs::read(dir.join("mjref.db")).unwrap(), b"the record");
        assert_eq!(
            std::fs::read(dir.join("keys/mjref.db.key")).unwrap(),
            b"the key"
        );
        assert!(!legacy.exists(), "moved, not copied");
        // Once there, a legacy place that appears again is left alone.
        std::fs::create_dir_all(&legacy).unwrap();
        assert_eq!(adopt_legacy(dir.clone(), &legacy), dir);
        assert_eq!(std::fs::read(dir.join("mjref.db")).unwrap(), b"the record");
    }

    #[test]
    fn a_fresh_device_starts_in_the_new_place() {
        let root = tempfile::tempdir().unwrap();
        let dir = root.path().join("org.mjreferee.referee");
        assert_eq!(adopt_legacy(dir.clone(), &root.path().join("none")), dir);
        assert!(!dir.exists(), "created by the record, not here");
    }
}
