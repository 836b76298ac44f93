//! Evidence photos for appeals: a photo from the tablet's camera or a file, kept as nothing
//! but the picture. It is decoded within limits (size, memory), turned upright by its EXIF
//! orientation, shrunk to fit, and encoded afresh as JPEG — which writes no EXIF, GPS, XMP,
//! comment or text block — with a thumbnail, and the SHA-256 of the stored bytes, which the
//! record signs. JPEG, PNG and WebP are read; HEIC and anything else is refused, nothing kept.
//! The limits are data (`rules-data/evidence.toml`).

mod error;

pub use error::EvidenceError;

use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::io::Cursor;

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
    let mut reader = ImageReader::with_format(Cursor::new(input), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(settings.max_side);
    limits.max_image_height = Some(settings.max_side);
    limits.max_alloc = Some(settings.max_memory_mib * 1024 * 1024);
    reader.limits(limits);
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

/// The thumbnail of a stored photo (one `prepare` made, on this device or another): thumbnails
/// are made on each device rather than carried, so what is shown is always the signed photo.
pub fn thumbnail(stored: &[u8], settings: &Settings) -> Result<Vec<u8>, EvidenceError> {
    let mut reader = ImageReader::with_format(Cursor::new(stored), ImageFormat::Jpeg);
    let mut limits = Limits::default();
    limits.max_image_width = Some(settings.max_side);
    limits.max_image_height = Some(settings.max_side);
    limits.max_alloc = Some(settings.max_memory_mib * 1024 * 1024);
    reader.limits(limits);
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
