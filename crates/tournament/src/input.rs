//! Reading what arrives from outside: every file a reader takes (a bundle, a record to verify,
//! a roster, a scenario, a drawn hand to settle, a photo) is read here, streamed with the bound
//! it states (`rules-data/limits.toml` `[files]`; a photo's in `evidence.toml`). Nothing past
//! the bound is read: one byte more than it, and the file is refused with the bound named. A
//! text file is checked as it streams, so a file that is not UTF-8 text (a binary, a device
//! such as `/dev/zero`, a spreadsheet saved as UTF-16) is refused at its first wrong byte
//! rather than held in memory up to the bound.

use crate::limits::Limits;
use errcode::Coded;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

/// How much is read at a time, and checked before the next.
const CHUNK: u64 = 64 * 1024;

/// Why a file is not read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    /// More arrived than the reader's bound (in bytes); nothing past it was read.
    #[error("{path} is larger than the {max_bytes}-byte bound")]
    TooLarge { path: String, max_bytes: u64 },
    /// A text reader met a byte that is not UTF-8 text (or a NUL) at this offset.
    #[error("{path} is not UTF-8 text (byte {at})")]
    NotText { path: String, at: u64 },
    /// The file cannot be opened or read.
    #[error("cannot read {path}: {detail}")]
    Unreadable { path: String, detail: String },
}

impl InputError {
    /// Every code `code()` gives (the app's `ErrorCodeName`; tested below).
    pub const CODES: &'static [&'static str] = &["file-too-large", "file-not-text", "bad-file"];
}

impl Coded for InputError {
    fn code(&self) -> &'static str {
        match self {
            Self::TooLarge { .. } => "file-too-large",
            Self::NotText { .. } => "file-not-text",
            // As `ErrorCode::bad_file` says it.
            Self::Unreadable { .. } => "bad-file",
        }
    }

    fn args(&self) -> BTreeMap<String, String> {
        let pairs = match self {
            Self::TooLarge { path, max_bytes } => {
                vec![("path", path.clone()), ("limit_mib", mib(*max_bytes))]
            }
            Self::NotText { path, at } => vec![("path", path.clone()), ("at", at.to_string())],
            Self::Unreadable { path, detail } => {
                vec![("path", path.clone()), ("detail", detail.clone())]
            }
        };
        errcode::args(&pairs)
    }
}

/// A bound in MiB as the message says it: whole, or to two places for a bound set in bytes.
fn mib(bytes: u64) -> String {
    let mib = Limits::bytes(1);
    if bytes.is_multiple_of(mib) {
        (bytes / mib).to_string()
    } else {
        format!("{:.2}", bytes as f64 / mib as f64)
    }
}

/// The text files the desk reads, each with its bound in `rules-data/limits.toml`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextFile {
    /// A bundle to import or verify.
    Bundle,
    /// The scoring office's roster.
    Roster,
    /// A scenario to replay.
    Scenario,
    /// A drawn hand to settle.
    Settle,
}

impl TextFile {
    /// The bound, in bytes.
    pub fn max_bytes(self) -> u64 {
        let files = &Limits::builtin().files;
        Limits::bytes(match self {
            Self::Bundle => files.bundle_mib,
            Self::Roster => files.roster_mib,
            Self::Scenario => files.scenario_mib,
            Self::Settle => files.settle_mib,
        })
    }
}

/// The text file at `path`, read within its bound.
pub fn read_text(path: &Path, what: TextFile) -> Result<String, InputError> {
    text(read_path(path, what.max_bytes(), true)?, path)
}

/// Standard input as text, read within the bound of `what`.
pub fn read_stdin_text(what: TextFile) -> Result<String, InputError> {
    let path = Path::new("-");
    let bytes = read_capped_from(std::io::stdin().lock(), path, what.max_bytes(), true)?;
    text(bytes, path)
}

/// Text that arrived whole from elsewhere (a browser's upload, named `name`), held to the bound
/// of `what` and read as a file is: no more than the bound, UTF-8 text without NUL.
pub fn given_text(bytes: &[u8], name: &str, what: TextFile) -> Result<String, InputError> {
    let path = Path::new(name);
    text(read_capped_from(bytes, path, what.max_bytes(), true)?, path)
}

/// Whether an upload of `size` bytes named `name` is within the bound of `what`, asked before
/// a browser reads it whole into memory (it reads the file only when this says yes).
pub fn given_size(size: u64, name: &str, what: TextFile) -> Result<(), InputError> {
    if size > what.max_bytes() {
        return Err(too_large(Path::new(name), what.max_bytes()));
    }
    Ok(())
}

/// The file at `path` as bytes (a photo), read within `max_bytes`.
pub fn read_capped(path: &Path, max_bytes: u64) -> Result<Vec<u8>, InputError> {
    read_path(path, max_bytes, false)
}

fn read_path(path: &Path, max_bytes: u64, text: bool) -> Result<Vec<u8>, InputError> {
    let unreadable = |e| unreadable(path, e);
    let file = std::fs::File::open(path).map_err(unreadable)?;
    let meta = file.metadata().map_err(unreadable)?;
    if meta.is_dir() {
        return Err(unreadable(std::io::Error::from(
            std::io::ErrorKind::IsADirectory,
        )));
    }
    // A file that says it is larger is refused unread; one that says nothing of its size (a
    // pipe, a device) or grows while read is held to the bound as it streams.
    if meta.is_file() && meta.len() > max_bytes {
        return Err(too_large(path, max_bytes));
    }
    read_capped_from(file, path, max_bytes, text)
}

fn unreadable(path: &Path, e: std::io::Error) -> InputError {
    InputError::Unreadable {
        path: path.display().to_string(),
        detail: e.to_string(),
    }
}

fn too_large(path: &Path, max_bytes: u64) -> InputError {
    InputError::TooLarge {
        path: path.display().to_string(),
        max_bytes,
    }
}

/// Reads `reader` to its end, or refuses as soon as more than `max_bytes` arrive (reading at
/// most `max_bytes + 1`); with `text`, refuses at the first byte that is not UTF-8 text or is
/// NUL. `path` names the source in the refusal.
pub fn read_capped_from(
    reader: impl Read,
    path: &Path,
    max_bytes: u64,
    text: bool,
) -> Result<Vec<u8>, InputError> {
    let mut limited = reader.take(max_bytes.saturating_add(1));
    let mut bytes = Vec::new();
    // The bytes known to be text so far; a character cut by a chunk's end waits for the next.
    let mut checked = 0;
    loop {
        let n = (&mut limited)
            .take(CHUNK)
            .read_to_end(&mut bytes)
            .map_err(|e| unreadable(path, e))?;
        if bytes.len() as u64 > max_bytes {
            return Err(too_large(path, max_bytes));
        }
        if text {
            checked = check_text(&bytes, checked, n == 0, path)?;
        }
        if n == 0 {
            return Ok(bytes);
        }
    }
}

/// Checks `bytes[from..]` as UTF-8 text without NUL; returns how far it is text. An incomplete
/// character at the end is left for the next chunk, unless this is the end.
fn check_text(bytes: &[u8], from: usize, at_end: bool, path: &Path) -> Result<usize, InputError> {
    let tail = &bytes[from..];
    let (valid, bad) = match std::str::from_utf8(tail) {
        Ok(_) => (tail.len(), false),
        Err(e) => (e.valid_up_to(), e.error_len().is_some() || at_end),
    };
    let not_text = |at: usize| InputError::NotText {
        path: path.display().to_string(),
        at: (from + at) as u64,
    };
    if let Some(at) = tail[..valid].iter().position(|&b| b == 0) {
        return Err(not_text(at));
    }
    if bad {
        return Err(not_text(valid));
    }
    Ok(from + valid)
}

fn text(bytes: Vec<u8>, path: &Path) -> Result<String, InputError> {
    String::from_utf8(bytes).map_err(|e| InputError::NotText {
        path: path.display().to_string(),
        at: e.utf8_error().valid_up_to() as u64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn read(input: &[u8], max: u64, text: bool) -> Result<Vec<u8>, InputError> {
        read_capped_from(Cursor::new(input.to_vec()), Path::new("f"), max, text)
    }

    /// Counts what the reader handed out.
    struct Counted<R> {
        inner: R,
        read: u64,
    }

    impl<R: Read> Read for Counted<R> {
        fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
            let n = self.inner.read(buf)?;
            self.read += n as u64;
            Ok(n)
        }
    }

    #[test]
    fn a_file_within_its_bound_is_read_whole() {
        assert_eq!(read(b"abc", 3, true).unwrap(), b"abc");
        assert_eq!(read(b"", 0, true).unwrap(), b"");
        let long = "名".repeat(100_000);
        assert_eq!(
            read(long.as_bytes(), long.len() as u64, true).unwrap(),
            long.as_bytes()
        );
    }

    #[test]
    fn one_byte_past_the_bound_is_refused_and_nothing_further_is_read() {
        assert_eq!(
            read(b"abcd", 3, true),
            Err(InputError::TooLarge {
                path: "f".into(),
                max_bytes: 3
            })
        );
        let mut endless = Counted {
            inner: std::io::repeat(b'a'),
            read: 0,
        };
        let max = 3 * CHUNK + 17;
        let e = read_capped_from(&mut endless, Path::new("-"), max, true).unwrap_err();
        assert_eq!(e.code(), "file-too-large");
        assert_eq!(endless.read, max + 1);
    }

    #[test]
    fn a_text_reader_stops_at_the_first_byte_that_is_not_text() {
        let mut zeros = Counted {
            inner: std::io::repeat(0),
            read: 0,
        };
        let e = read_capped_from(&mut zeros, Path::new("/dev/zero"), Limits::bytes(512), true);
        assert_eq!(
            e,
            Err(InputError::NotText {
                path: "/dev/zero".into(),
                at: 0
            })
        );
        assert!(zeros.read <= CHUNK);
        assert_eq!(read(b"ab\xffc", 10, true).unwrap_err().args()["at"], "2");
        // A character cut at the end of a chunk is whole in the next.
        let mut cut = vec![b'a'; CHUNK as usize - 1];
        cut.extend("东南西北".as_bytes());
        assert_eq!(read(&cut, 1 << 20, true).unwrap(), cut);
        // …but not at the end of the file.
        let half = &"东".as_bytes()[..2];
        assert_eq!(read(half, 10, true).unwrap_err().code(), "file-not-text");
        // Bytes are bytes.
        assert_eq!(read(b"\0\xff", 10, false).unwrap(), b"\0\xff");
    }

    #[test]
    fn a_file_is_refused_by_its_size_before_it_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.json");
        let file = std::fs::File::create(&path).unwrap();
        // Sparse: no disk is used.
        file.set_len(TextFile::Settle.max_bytes() + 1).unwrap();
        let e = read_text(&path, TextFile::Settle).unwrap_err();
        assert_eq!(e.code(), "file-too-large");
        assert_eq!(
            e.args()["limit_mib"],
            Limits::builtin().files.settle_mib.to_string()
        );
        assert_eq!(
            read_text(dir.path(), TextFile::Settle).unwrap_err().code(),
            "bad-file"
        );
        let missing = read_capped(&dir.path().join("none.jpg"), Limits::bytes(1)).unwrap_err();
        assert_eq!(missing.code(), "bad-file");
        std::fs::write(&path, "{}").unwrap();
        assert_eq!(read_text(&path, TextFile::Settle).unwrap(), "{}");
    }

    #[test]
    fn every_refusal_is_said_in_every_language_with_its_arguments() {
        let all = [
            InputError::TooLarge {
                path: "b.jsonl".into(),
                max_bytes: Limits::bytes(512),
            },
            InputError::NotText {
                path: "r.csv".into(),
                at: 7,
            },
            InputError::Unreadable {
                path: "s.json".into(),
                detail: "denied".into(),
            },
        ];
        let codes: Vec<&str> = all.iter().map(|e| e.code()).collect();
        assert_eq!(codes, InputError::CODES);
        let l10n = l10n::Localizer::new().unwrap();
        for lang in l10n::LANGUAGES {
            for e in &all {
                l10n.says(lang, &format!("error-{}", e.code()), &e.args(), |_, _| true)
                    .unwrap();
            }
        }
        assert_eq!(mib(Limits::bytes(3) / 2), "1.50");
    }
}
