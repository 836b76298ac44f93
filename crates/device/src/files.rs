//! Reading and writing the files a user picks: a typed path must name a file, and a file is
//! written whole or not at all (a temporary file beside it, synced, then renamed over), so a
//! crash never leaves half a bundle or half a roster under the name.

use crate::error::IpcError;
use std::path::Path;
pub use tournament::input::TextFile;

/// A typed path must name a file, not nothing. A browser has no files to name: every path is
/// `desktop-only` there (the screens show so rather than ask; the core refuses alike).
pub fn checked_path(path: &Path) -> Result<&Path, IpcError> {
    if cfg!(target_arch = "wasm32") {
        return Err(IpcError::new(
            "desktop-only",
            &[("path", path.display().to_string())],
        ));
    }
    if path.as_os_str().is_empty() || path.is_dir() {
        return Err(IpcError::new(
            "no-file",
            &[("path", path.display().to_string())],
        ));
    }
    Ok(path)
}

/// A picked text file (a bundle, a roster), read within the bound of `what`
/// (`rules-data/limits.toml`): a larger file, or one that is not UTF-8 text, is refused
/// without being held in memory.
pub fn read_text(path: &Path, what: TextFile) -> Result<String, IpcError> {
    let path = checked_path(path)?;
    Ok(tournament::input::read_text(path, what)?)
}

pub fn write_whole(path: &Path, bytes: impl AsRef<[u8]>) -> Result<(), IpcError> {
    let path = checked_path(path)?;
    ledger::files::replace_whole(path, bytes.as_ref(), false)
        .map_err(|e| IpcError::bad_file(path, e))
}
