//! Evidence photos keep nothing but the picture: a JPEG carrying GPS and an orientation is
//! stored upright with no EXIF block and no coordinates left in its bytes; a PNG's text chunks
//! are gone; WebP is read; HEIC is refused by name; a photo too big to decode is refused before
//! its pixels are allocated; the stored size and thumbnail keep to the limits.

use evidence::{prepare, sha256_hex, EvidenceError, Settings};
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use proptest::prelude::*;
use std::io::Cursor;

/// Small limits, so the tests shrink small pictures.
fn settings() -> Settings {
    Settings {
        long_side: 120,
        thumbnail_long_side: 32,
        ..Settings::builtin()
    }
}

/// A picture whose top-left pixel is red and the rest blue, `w` × `h`.
fn picture(w: u32, h: u32) -> DynamicImage {
    let mut img = RgbImage::from_pixel(w, h, Rgb([0, 0, 255]));
    for y in 0..h.min(8) {
        for x in 0..w.min(8) {
            img.put_pixel(x, y, Rgb([255, 0, 0]));
        }
    }
    DynamicImage::ImageRgb8(img)
}

fn encoded(img: &DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    img.write_to(&mut out, format).unwrap();
    out.into_inner()
}

/// An EXIF (APP1) block, as a phone writes one: the orientation and a GPS position.
fn exif(orientation: u16) -> Vec<u8> {
    let mut tiff: Vec<u8> = b"MM\0\x2a\0\0\0\x08".to_vec();
    // IFD0: two entries — Orientation, and the GPS IFD at offset 38.
    tiff.extend([0, 2]);
    tiff.extend([0x01, 0x12, 0, 3, 0, 0, 0, 1]);
    tiff.extend(orientation.to_be_bytes());
    tiff.extend([0, 0]);
    tiff.extend([0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 38]);
    tiff.extend([0, 0, 0, 0]);
    // GPS IFD: latitude reference "N", and a marker string to look for afterwards.
    tiff.extend([0, 2]);
    tiff.extend([0, 1, 0, 2, 0, 0, 0, 2, b'N', 0, 0, 0]);
    tiff.extend([0, 0x1b, 0, 7, 0, 0, 0, 12, 0, 0, 0, 68]);
    tiff.extend([0, 0, 0, 0]);
    tiff.extend(b"GPSSECRET123");
    let mut block = b"Exif\0\0".to_vec();
    block.extend(tiff);
    let mut app1 = vec![0xff, 0xe1];
    app1.extend(((block.len() + 2) as u16).to_be_bytes());
    app1.extend(block);
    app1
}

/// A JPEG with `exif` inserted after its start marker.
fn jpeg_with_exif(img: &DynamicImage, orientation: u16) -> Vec<u8> {
    let plain = encoded(img, ImageFormat::Jpeg);
    let mut out = plain[..2].to_vec();
    out.extend(exif(orientation));
    out.extend(&plain[2..]);
    out
}

/// PNG's chunk checksum (CRC-32, ISO 3309), over the chunk's type and data.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xedb8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

/// Whether a JPEG has an APP1 (EXIF/XMP) segment among its markers before the image data.
fn has_app1(jpeg: &[u8]) -> bool {
    let mut i = 2;
    while i + 4 <= jpeg.len() && jpeg[i] == 0xff {
        let marker = jpeg[i + 1];
        if marker == 0xe1 {
            return true;
        }
        if marker == 0xda {
            return false;
        }
        let len = u16::from_be_bytes([jpeg[i + 2], jpeg[i + 3]]) as usize;
        i += 2 + len;
    }
    false
}

#[test]
fn a_phone_photo_is_stored_upright_with_its_location_gone() {
    let input = jpeg_with_exif(&picture(90, 60), 6);
    assert!(
        contains(&input, b"GPSSECRET123") && has_app1(&input),
        "the input carries GPS"
    );
    let stored = prepare(&input, &settings()).unwrap();
    // Orientation 6: turned a quarter clockwise, so 90 × 60 is stored 60 × 90.
    assert_eq!((stored.width, stored.height), (60, 90));
    assert!(!has_app1(&stored.bytes), "no EXIF block");
    assert!(!contains(&stored.bytes, b"GPSSECRET123") && !contains(&stored.bytes, b"Exif"));
    assert_eq!(stored.sha256, sha256_hex(&stored.bytes));
    // Upright: the red corner, top left in the sensor's frame, is now top right.
    let back = image::load_from_memory(&stored.bytes).unwrap().to_rgb8();
    let px = back.get_pixel(back.width() - 2, 1);
    assert!(px[0] > 200 && px[2] < 80, "red at the top right: {px:?}");
    let thumb = image::load_from_memory(&stored.thumbnail).unwrap();
    assert!(thumb.width().max(thumb.height()) <= 32);
}

#[test]
fn a_png_loses_its_text_chunks_and_webp_is_read() {
    let png = encoded(&picture(40, 30), ImageFormat::Png);
    // A tEXt chunk with a location, before IEND.
    let mut chunk = Vec::new();
    let data = b"Comment\0taken at 51.5N 0.1W GPSSECRET123";
    chunk.extend((data.len() as u32).to_be_bytes());
    chunk.extend(b"tEXt");
    chunk.extend(data);
    chunk.extend(crc32(&chunk[4..]).to_be_bytes());
    let iend = png.len() - 12;
    let mut with_text = png[..iend].to_vec();
    with_text.extend(chunk);
    with_text.extend(&png[iend..]);
    assert!(
        image::load_from_memory(&with_text).is_ok(),
        "a valid PNG with its text"
    );
    let stored = prepare(&with_text, &settings()).unwrap();
    assert!(!contains(&stored.bytes, b"GPSSECRET123"));
    assert_eq!((stored.width, stored.height), (40, 30));
    let webp = encoded(&picture(40, 30), ImageFormat::WebP);
    let stored = prepare(&webp, &settings()).unwrap();
    assert_eq!((stored.width, stored.height), (40, 30));
}

#[test]
fn heic_and_unknown_files_are_refused_by_name() {
    let mut heic = vec![0, 0, 0, 24];
    heic.extend(b"ftypheic");
    heic.extend([0; 12]);
    assert_eq!(
        prepare(&heic, &settings()).unwrap_err(),
        EvidenceError::Unsupported {
            format: "HEIC".into()
        }
    );
    assert!(matches!(
        prepare(b"not a picture at all", &settings()).unwrap_err(),
        EvidenceError::Unsupported { .. }
    ));
}

#[test]
fn a_large_photo_is_shrunk_and_an_enormous_one_refused_before_decoding() {
    let stored = prepare(&encoded(&picture(300, 100), ImageFormat::Png), &settings()).unwrap();
    assert_eq!((stored.width, stored.height), (120, 40));
    // A PNG whose header claims 100,000 × 100,000 pixels: refused by the limits, not decoded.
    let mut huge = encoded(&picture(4, 4), ImageFormat::Png);
    huge[16..20].copy_from_slice(&100_000u32.to_be_bytes());
    huge[20..24].copy_from_slice(&100_000u32.to_be_bytes());
    assert!(matches!(
        prepare(&huge, &Settings::builtin()).unwrap_err(),
        EvidenceError::TooLarge { .. } | EvidenceError::Unreadable { .. }
    ));
}

#[test]
fn the_shipped_limits_parse_and_keep_the_issues_cap() {
    let s = Settings::builtin();
    assert_eq!(s.long_side, 2560);
    assert!(s.thumbnail_long_side < s.long_side);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Every EXIF orientation: the stored photo has the upright size (orientations 5–8 swap
    /// width and height) and never an EXIF block or the GPS marker.
    #[test]
    fn every_orientation_is_applied_and_nothing_else_kept(orientation in 1u16..=8, w in 8u32..80, h in 8u32..80) {
        let stored = prepare(&jpeg_with_exif(&picture(w, h), orientation), &settings()).unwrap();
        let upright = if orientation >= 5 { (h, w) } else { (w, h) };
        prop_assert_eq!((stored.width, stored.height), upright);
        prop_assert!(!has_app1(&stored.bytes));
        prop_assert!(!contains(&stored.bytes, b"GPSSECRET123"));
    }
}

#[test]
fn a_thumbnail_made_again_from_the_stored_photo_matches_the_first() {
    let stored = prepare(&encoded(&picture(900, 600), ImageFormat::Png), &settings()).unwrap();
    let again = evidence::thumbnail(&stored.bytes, &settings()).unwrap();
    let (a, b) = (
        image::load_from_memory(&stored.thumbnail).unwrap(),
        image::load_from_memory(&again).unwrap(),
    );
    assert_eq!((a.width(), a.height()), (b.width(), b.height()));
    assert!(a.width().max(a.height()) <= settings().thumbnail_long_side);
    assert!(evidence::thumbnail(b"not a photo", &settings()).is_err());
}

/// The fixture other crates' tests use (`mjref appeal evidence`, the app's e2e): a phone photo
/// of 120 × 80 with GPS and orientation 6, made by `jpeg_with_exif`; it must stay what that
/// makes, so what they assert of it holds.
#[test]
fn the_phone_photo_fixture_is_a_gps_tagged_photo_turned_on_its_side() {
    let fixture = include_bytes!("fixtures/phone-gps-orientation-6.jpg");
    assert!(contains(fixture, b"GPSSECRET123") && has_app1(fixture));
    let stored = prepare(fixture, &settings()).unwrap();
    assert_eq!((stored.width, stored.height), (80, 120));
    assert!(!contains(&stored.bytes, b"GPSSECRET123") && !has_app1(&stored.bytes));
}
