//! Appeals and evidence photos for the app: the same `Desk` methods `mjref appeal` calls, and
//! photos prepared by the `evidence` crate as `mjref appeal evidence` prepares them.
//!
//! A photo comes from the webview's `<input type="file" accept="image/*" capture>` as raw bytes
//! (`prepare_photo`). It is prepared at once — upright, every metadata block gone — and held
//! here, by its hash, until the referee records the ruling or adds it to a case; only then is
//! it signed into the record. The window shows photos as data URLs of what the record holds.

use crate::error::IpcError;
use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine;
use ledger::Photo;
use serde::Serialize;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Mutex, MutexGuard, OnceLock};
use tournament::appeal::PreparedPhoto;
use tournament::{CaseError, Desk};

/// Prepared photos not yet recorded; at most this many are held (a referee who takes photos and
/// records nothing does not fill the memory).
const HELD: usize = 24;

/// A photo as prepared, for the window: its hash (what recording names), its size, and its
/// thumbnail to show.
#[derive(Debug, Clone, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct PhotoPrepared {
    pub sha256: String,
    pub width: u32,
    pub height: u32,
    /// `data:image/jpeg;base64,…`
    pub thumbnail: String,
}

struct Held {
    photo: PreparedPhoto,
    thumbnail: Vec<u8>,
    /// Order of arrival, to let the oldest go first.
    order: u64,
}

fn held() -> MutexGuard<'static, (u64, HashMap<String, Held>)> {
    static HELD_PHOTOS: OnceLock<Mutex<(u64, HashMap<String, Held>)>> = OnceLock::new();
    HELD_PHOTOS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn data_url(jpeg: &[u8]) -> String {
    format!("data:image/jpeg;base64,{}", BASE64.encode(jpeg))
}

/// Prepares the photo in `bytes` and holds it until it is recorded; a photo that is not JPEG,
/// PNG or WebP, too large or unreadable is refused in words and nothing is held.
pub fn prepare(bytes: &[u8]) -> Result<PhotoPrepared, IpcError> {
    let stored = evidence::prepare(bytes, &evidence::Settings::builtin())?;
    let prepared = PhotoPrepared {
        sha256: stored.sha256.clone(),
        width: stored.width,
        height: stored.height,
        thumbnail: data_url(&stored.thumbnail),
    };
    let mut guard = held();
    let (counter, photos) = &mut *guard;
    *counter += 1;
    photos.insert(
        stored.sha256.clone(),
        Held {
            photo: PreparedPhoto {
                photo: Photo {
                    sha256: stored.sha256,
                    bytes: stored.bytes,
                },
                width: stored.width,
                height: stored.height,
            },
            thumbnail: stored.thumbnail,
            order: *counter,
        },
    );
    while photos.len() > HELD {
        let oldest = photos
            .iter()
            .min_by_key(|(_, h)| h.order)
            .map(|(k, _)| k.clone());
        if let Some(k) = oldest {
            photos.remove(&k);
        }
    }
    Ok(prepared)
}

/// The held photos named `shas` (each must have been prepared this run), with thumbnails.
fn take(shas: &[String]) -> Result<Vec<(PreparedPhoto, Vec<u8>)>, IpcError> {
    let guard = held();
    shas.iter()
        .map(|sha| {
            guard
                .1
                .get(sha)
                .map(|h| (h.photo.clone(), h.thumbnail.clone()))
                .ok_or_else(|| CaseError::NoPhoto.into())
        })
        .collect()
}

/// Once recorded, the photos are the record's: the thumbnails are kept beside them and the
/// held copies let go.
fn recorded(desk: &mut Desk, photos: &[(PreparedPhoto, Vec<u8>)]) -> Result<(), IpcError> {
    let mut guard = held();
    for (p, thumbnail) in photos {
        desk.save_thumbnail(&p.photo.sha256, thumbnail)?;
        guard.1.remove(&p.photo.sha256);
    }
    Ok(())
}

/// Records `draft` with the held photos `shas` (the ruling flow's "photo of the hand").
pub fn record_ruling(
    desk: &mut Desk,
    draft: &tournament::RulingDraft,
    shas: &[String],
    stamp: &ledger::Stamp,
) -> Result<tournament::RecordedRuling, IpcError> {
    let photos = take(shas)?;
    let bytes: Vec<Photo> = photos.iter().map(|(p, _)| p.photo.clone()).collect();
    let saved = desk.record_with_photos(draft, &bytes, stamp)?;
    recorded(desk, &photos)?;
    Ok(saved)
}

/// Adds the held photo `sha256` to case `case`.
pub fn add_case_photo(
    desk: &mut Desk,
    case: &str,
    sha256: &str,
    caption: &str,
    stamp: &ledger::Stamp,
) -> Result<String, IpcError> {
    let photos = take(&[sha256.to_string()])?;
    let done = desk.add_case_photo(case, &photos[0].0, caption, stamp)?;
    recorded(desk, &photos)?;
    Ok(done.id)
}

/// A photo of the record as a data URL: the full photo, or its thumbnail (made from the photo
/// and kept, when it came in a bundle without one).
pub fn photo_data(desk: &mut Desk, sha256: &str, full: bool) -> Result<String, IpcError> {
    let unknown = || CaseError::UnknownPhoto {
        sha256: sha256.to_string(),
    };
    if !full {
        if let Some(t) = desk.thumbnail(sha256)? {
            return Ok(data_url(&t));
        }
    }
    let photo = desk.photo(sha256)?.ok_or_else(unknown)?;
    if full {
        return Ok(data_url(&photo));
    }
    let thumbnail = evidence::thumbnail(&photo, &evidence::Settings::builtin())?;
    desk.save_thumbnail(sha256, &thumbnail)?;
    Ok(data_url(&thumbnail))
}

/// Writes case `case`'s file as PDF in `lang` to `path`, whole or not at all.
pub fn export_case(
    desk: &Desk,
    case: &str,
    lang: &str,
    path: &Path,
) -> Result<crate::reports::ReportWritten, IpcError> {
    crate::files::checked_path(path)?;
    let words = report::Words::new(crate::reports::localizer(), lang);
    let printed = report::case_pdf(desk, case, &words)?;
    crate::reports::keep(path, printed.bytes)?;
    Ok(crate::reports::ReportWritten {
        path: path.display().to_string(),
        rows: None,
        pages: Some(printed.pages),
    })
}
