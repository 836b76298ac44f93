//! Evidence photos for appeals: a photo from the tablet's camera or a file, kept as nothing
//! but the picture. It is decoded within limits (size, memory), turned upright by its EXIF
//! orientation, shrunk to fit, and encoded afresh as JPEG — which writes no EXIF, GPS, XMP,
//! comment or text block — with a thumbnail, and the SHA-256 of the stored bytes, which the
//! record signs. JPEG, PNG and WebP are read; HEIC and anything else is refused, nothing kept.
//! The limits are data (`rules-data/evidence.toml`). A file cut short is refused, not stored
//! padded with grey. A photo that arrives already stored (in a bundle from another device) is
//! held to exactly the form `prepare` writes: [`check_stored`].

mod error;
mod jpeg;

pub use error::EvidenceError;

use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::io::Cursor;
use std::sync::OnceLock;

/// What is kept of a photo (`rules-data/evidence.toml`).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    pub long_side: u32,
    pub thumbnail_long_side: u32,
    pub jpeg_quality: u8,
    pub max_side: u32,
    pub max_memory_mib: u64,
    pub max_file_mib: u64,
}

impl Settings {
    pub fn builtin() -> Self {
        toml::from_str(include_str!("../../../rules-data/evidence.toml"))
            .expect("rules-data/evidence.toml parses (tested)")
    }
}

/// A photo as stored: upright JPEG bytes, their size, a thumbnail, and the hash of the bytes.
#[derive(Debug, Clone)]
pub struct Stored {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
    pub thumbnail: Vec<u8>,
    /// SHA-256 of `bytes`, 64 lowercase hex digits: the photo's name in the store and what the
    /// record signs.
    pub sha256: String,
}

/// The photo in `input` as it is kept, or why it is refused.
pub fn prepare(input: &[u8], settings: &Settings) -> Result<Stored, EvidenceError> {
    if input.len() as u64 > settings.max_file_mib * 1024 * 1024 {
        return Err(EvidenceError::TooLarge {
            limit: format!("{} MiB", settings.max_file_mib),
        });
    }
    let format = format_of(input)?;
    // Cut short: the decoder would pad a JPEG with grey (and name the rest less plainly).
    whole(input, format, settings)?;
    let mut reader = ImageReader::with_format(Cursor::new(input), format);
    reader.limits(limits(settings));
    let mut decoder = reader.into_decoder().map_err(refused)?;
    let orientation = decoder.orientation().map_err(refused)?;
    let mut picture = DynamicImage::from_decoder(decoder).map_err(refused)?;
    picture.apply_orientation(orientation);
    if picture.width().max(picture.height()) > settings.long_side {
        picture = picture.resize(settings.long_side, settings.long_side, FilterType::Lanczos3);
    }
    let thumbnail = picture.thumbnail(settings.thumbnail_long_side, settings.thumbnail_long_side);
    let bytes = jpeg(&picture, settings.jpeg_quality)?;
    Ok(Stored {
        sha256: sha256_hex(&bytes),
        width: picture.width(),
        height: picture.height(),
        thumbnail: jpeg(&thumbnail, settings.jpeg_quality)?,
        bytes,
    })
}

/// Whether a photo that arrives already stored — in a bundle from another device — is one
/// [`prepare`] could have stored, under the shipped limits (`rules-data/evidence.toml`): see
/// [`check_stored_within`].
pub fn check_stored(bytes: &[u8]) -> Result<(), EvidenceError> {
    static BUILTIN: OnceLock<Settings> = OnceLock::new();
    check_stored_within(bytes, BUILTIN.get_or_init(Settings::builtin))
}

/// Whether `bytes` are exactly the form [`prepare`] stores under `settings`, and nothing else:
/// a baseline JPEG of at most `long_side` pixels a side and `max_file_mib`, its segments a plain
/// JFIF header, the tables it uses, one frame and one scan of it, every block of the picture
/// there (`Truncated` otherwise), the end marker and nothing after it (`TrailingData`) — no
/// EXIF, XMP, ICC or other application block and no comment (`Metadata`), nothing else
/// (`NotStoredForm`) — and that decodes, within `max_memory_mib`. The segments are read by hand
/// first (cheap, and never panicking on hostile bytes), then the picture decoded.
pub fn check_stored_within(bytes: &[u8], settings: &Settings) -> Result<(), EvidenceError> {
    if bytes.len() as u64 > settings.max_file_mib * 1024 * 1024 {
        return Err(EvidenceError::TooLarge {
            limit: format!("{} MiB", settings.max_file_mib),
        });
    }
    if !bytes.starts_with(&[0xff, 0xd8]) {
        let detail = match format_of(bytes) {
            Ok(f) => format!("{}, not JPEG", format!("{f:?}").to_uppercase()),
            Err(EvidenceError::Unsupported { format }) if format != "?" => {
                format!("{format}, not JPEG")
            }
            _ => "not JPEG".into(),
        };
        return Err(EvidenceError::NotStoredForm { detail });
    }
    let mode = jpeg::Mode::Stored {
        max_side: settings.long_side,
    };
    let size = match jpeg::read(bytes, mode) {
        Ok(Some(size)) => size,
        // The stored form is always answered; were it not, the photo is not taken.
        Ok(None) => return Err(stored_fault(jpeg::Fault::Form("unread".into()), settings)),
        Err(fault) => return Err(stored_fault(fault, settings)),
    };
    let mut reader = ImageReader::with_format(Cursor::new(bytes), ImageFormat::Jpeg);
    reader.limits(limits(settings));
    let picture = reader.decode().map_err(refused)?;
    if (picture.width(), picture.height()) != (size.width, size.height) {
        return Err(EvidenceError::NotStoredForm {
            detail: "decoded to another size".into(),
        });
    }
    Ok(())
}

fn stored_fault(fault: jpeg::Fault, settings: &Settings) -> EvidenceError {
    match fault {
        jpeg::Fault::Truncated => EvidenceError::Truncated,
        jpeg::Fault::Metadata(block) => EvidenceError::Metadata { block },
        jpeg::Fault::Trailing(bytes) => EvidenceError::TrailingData { bytes },
        jpeg::Fault::Form(detail) => EvidenceError::NotStoredForm { detail },
        jpeg::Fault::TooLarge => EvidenceError::TooLarge {
            limit: format!("{} px", settings.long_side),
        },
    }
}

/// Whether a photo offered to `prepare` is the whole file: a JPEG with every block of its
/// picture (a sequential one walked block by block) and its end marker, a PNG up to its `IEND`
/// chunk, a WebP as long as its RIFF header says. A JPEG cut within its headers is left to the
/// decoder, which refuses it (`Unreadable`).
fn whole(input: &[u8], format: ImageFormat, settings: &Settings) -> Result<(), EvidenceError> {
    let cut = match format {
        ImageFormat::Jpeg => {
            let mode = jpeg::Mode::Input {
                max_side: settings.max_side,
            };
            jpeg::read(input, mode).is_err()
        }
        ImageFormat::Png => !png_whole(input),
        ImageFormat::WebP => match input.get(4..8) {
            Some(size) => {
                let size = u32::from_le_bytes([size[0], size[1], size[2], size[3]]);
                (input.len() as u64) < u64::from(size) + 8
            }
            None => true,
        },
        _ => false,
    };
    if cut {
        Err(EvidenceError::Truncated)
    } else {
        Ok(())
    }
}

/// A PNG's chunks, from the signature, reach a whole `IEND`.
fn png_whole(input: &[u8]) -> bool {
    let mut at = 8usize;
    loop {
        let Some(header) = input.get(at..at + 8) else {
            return false;
        };
        let len = u32::from_be_bytes([header[0], header[1], header[2], header[3]]) as usize;
        let Some(next) = at.checked_add(12).and_then(|n| n.checked_add(len)) else {
            return false;
        };
        if next > input.len() {
            return false;
        }
        if &header[4..8] == b"IEND" {
            return true;
        }
        at = next;
    }
}

/// The thumbnail of a stored photo (one `prepare` made, on this device or another): thumbnails
/// are made on each device rather than carried, so what is shown is always the signed photo.
pub fn thumbnail(stored: &[u8], settings: &Settings) -> Result<Vec<u8>, EvidenceError> {
    let mut reader = ImageReader::with_format(Cursor::new(stored), ImageFormat::Jpeg);
    reader.limits(limits(settings));
    let picture = reader.decode().map_err(refused)?;
    let small = picture.thumbnail(settings.thumbnail_long_side, settings.thumbnail_long_side);
    jpeg(&small, settings.jpeg_quality)
}

/// The hex SHA-256 of `bytes` (a stored photo's name and signed hash).
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// JPEG, PNG or WebP by their first bytes; anything else is named as well as it can be.
fn format_of(input: &[u8]) -> Result<ImageFormat, EvidenceError> {
    match image::guess_format(input) {
        Ok(f @ (ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP)) => Ok(f),
        Ok(other) => Err(EvidenceError::Unsupported {
            format: format!("{other:?}").to_uppercase(),
        }),
        Err(_) => Err(EvidenceError::Unsupported {
            format: container_name(input).to_string(),
        }),
    }
}

/// What an unknown file says it is: an ISO media file names its brand (HEIC from an iPhone).
fn container_name(input: &[u8]) -> &'static str {
    match input.get(4..12) {
        Some(b"ftypheic" | b"ftypheix" | b"ftypmif1" | b"ftypmsf1" | b"ftyphevc") => "HEIC",
        Some(b"ftypavif") => "AVIF",
        _ => "?",
    }
}

/// The decoder's limits: a side, and the memory it may take.
fn limits(settings: &Settings) -> Limits {
    let mut limits = Limits::default();
    limits.max_image_width = Some(settings.max_side);
    limits.max_image_height = Some(settings.max_side);
    limits.max_alloc = Some(settings.max_memory_mib * 1024 * 1024);
    limits
}

fn refused(e: image::ImageError) -> EvidenceError {
    match e {
        image::ImageError::Limits(_) => EvidenceError::TooLarge {
            limit: "pixels".into(),
        },
        other => EvidenceError::Unreadable {
            detail: other.to_string(),
        },
    }
}

fn jpeg(picture: &DynamicImage, quality: u8) -> Result<Vec<u8>, EvidenceError> {
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, quality)
        .encode_image(&picture.to_rgb8())
        .map_err(|e| EvidenceError::Unreadable {
            detail: e.to_string(),
        })?;
    Ok(out)
}
