//! A photo that arrives already stored (in a bundle from another device) is held to the form
//! `prepare` writes, and nothing else: everything `prepare` stores passes `check_stored`; a
//! photo with EXIF or GPS, a comment, another application block, bytes after the picture or
//! hidden in its last bits, a cut, a PNG, a progressive JPEG, random bytes are refused; and no
//! bytes, however damaged, make it panic.

mod common;

use common::*;
use evidence::{check_stored, check_stored_within, prepare, EvidenceError, Settings};
use image::codecs::jpeg::JpegEncoder;
use image::{DynamicImage, GrayImage, ImageFormat};
use proptest::prelude::*;
use std::time::Instant;

/// A photo as `prepare` stores it, from a picture with detail.
fn stored(w: u32, h: u32) -> Vec<u8> {
    prepare(&encoded(&busy(w, h), ImageFormat::Png), &settings())
        .unwrap()
        .bytes
}

fn metadata(block: &str) -> Result<(), EvidenceError> {
    Err(EvidenceError::Metadata {
        block: block.into(),
    })
}

fn not_stored_form(bytes: &[u8]) -> bool {
    matches!(
        check_stored(bytes),
        Err(EvidenceError::NotStoredForm { .. })
    )
}

#[test]
fn everything_prepare_stores_passes() {
    let mut inputs: Vec<(String, Vec<u8>)> = FIXTURES
        .iter()
        .map(|(name, bytes)| (name.to_string(), bytes.to_vec()))
        .collect();
    for (w, h) in [(1, 1), (7, 9), (16, 16), (121, 33), (300, 200)] {
        for format in [ImageFormat::Jpeg, ImageFormat::Png, ImageFormat::WebP] {
            inputs.push((format!("{w}×{h} {format:?}"), encoded(&busy(w, h), format)));
        }
    }
    let grey = DynamicImage::ImageLuma8(GrayImage::from_fn(50, 30, |x, y| [(x * y) as u8].into()));
    inputs.push(("grey".into(), encoded(&grey, ImageFormat::Jpeg)));
    let mut with_exif = encoded(&busy(90, 60), ImageFormat::Jpeg);
    with_exif = spliced(&with_exif, 2, &exif_app1());
    inputs.push(("EXIF".into(), with_exif));
    for (name, input) in inputs {
        let kept = prepare(&input, &settings()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(check_stored(&kept.bytes), Ok(()), "{name}");
        assert_eq!(
            check_stored_within(&kept.bytes, &settings()),
            Ok(()),
            "{name}"
        );
    }
}

#[test]
fn a_photo_of_the_shipped_long_side_passes_and_one_longer_is_refused() {
    let builtin = Settings::builtin();
    let kept = prepare(&encoded(&busy(2600, 40), ImageFormat::Png), &builtin).unwrap();
    assert_eq!((kept.width, kept.height), (2560, 39));
    assert_eq!(check_stored(&kept.bytes), Ok(()));
    // The same encoder, but longer than `prepare` keeps.
    let mut longer = Vec::new();
    JpegEncoder::new_with_quality(&mut longer, builtin.jpeg_quality)
        .encode_image(&busy(2561, 8).to_rgb8())
        .unwrap();
    assert!(matches!(
        check_stored(&longer),
        Err(EvidenceError::TooLarge { .. })
    ));
    // Within smaller limits, a photo stored under the shipped ones is too large.
    assert!(matches!(
        check_stored_within(&kept.bytes, &settings()),
        Err(EvidenceError::TooLarge { .. })
    ));
}

#[test]
fn the_fixtures_as_they_are_are_refused() {
    let refusal = |name: &str| {
        let (_, bytes) = FIXTURES.iter().find(|(n, _)| *n == name).unwrap();
        check_stored(bytes)
    };
    assert_eq!(refusal("phone-gps-orientation-6.jpg"), metadata("APP1"));
    assert_eq!(refusal("camera-420-restart-comment.jpg"), metadata("COM"));
    assert_eq!(
        refusal("sequential-three-scans.jpg"),
        Err(EvidenceError::NotStoredForm {
            detail: "not one baseline scan of every component".into()
        })
    );
    assert_eq!(
        refusal("progressive.jpg"),
        Err(EvidenceError::NotStoredForm {
            detail: "not baseline (SOF2)".into()
        })
    );
}

#[test]
fn a_block_spliced_into_a_stored_photo_is_refused_by_name() {
    let photo = stored(100, 70);
    let at = after_first_segment(&photo);
    let cases = [
        (exif_app1(), "APP1"),
        (
            segment(0xe1, b"http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>"),
            "APP1",
        ),
        (
            segment(0xe2, b"ICC_PROFILE\0\x01\x01 not a profile"),
            "APP2",
        ),
        (segment(0xed, b"Photoshop 3.0\0"), "APP13"),
        (segment(0xfe, b"taken at table 7, 51.5N 0.1W"), "COM"),
        // A second APP0: a JFIF extension with a thumbnail.
        (segment(0xe0, b"JFXX\0\x10 thumbnail"), "APP0"),
    ];
    for (block, name) in cases {
        assert_eq!(
            check_stored(&spliced(&photo, at, &block)),
            metadata(name),
            "{name}"
        );
        // Before the JFIF header as well, and after the picture.
        assert_eq!(check_stored(&spliced(&photo, 2, &block)), metadata(name));
        let end = photo.len() - 2;
        assert_eq!(check_stored(&spliced(&photo, end, &block)), metadata(name));
    }
    // A JFIF header with a thumbnail in it is more than the plain header.
    let mut jfif = photo[4 + 2..at].to_vec();
    jfif[12..14].copy_from_slice(&[1, 1]);
    jfif.extend([0, 0, 0]);
    let thumbed = [&photo[..2], &segment(0xe0, &jfif)[..], &photo[at..]].concat();
    assert_eq!(check_stored(&thumbed), metadata("APP0"));
}

#[test]
fn bytes_after_the_picture_or_in_its_last_bits_are_refused() {
    let photo = stored(100, 70);
    let mut after = photo.clone();
    after.extend(b"hidden");
    assert_eq!(
        check_stored(&after),
        Err(EvidenceError::TrailingData { bytes: 6 })
    );
    // Within the coded data, after the last block: the decoder would never read them.
    let end = photo.len() - 2;
    assert_eq!(
        check_stored(&spliced(&photo, end, b"hidden")),
        Err(EvidenceError::TrailingData { bytes: 6 })
    );
    // An unused table would hold 64 bytes of anything.
    let table = [&[2u8][..], &[b'x'; 64][..]].concat();
    assert!(not_stored_form(&spliced(
        &photo,
        after_first_segment(&photo),
        &segment(0xdb, &table)
    )));
}

#[test]
fn a_stored_photo_cut_short_is_refused() {
    let photo = stored(120, 90);
    assert_eq!(
        check_stored(&photo[..photo.len() / 2]),
        Err(EvidenceError::Truncated)
    );
    // Only the end marker missing.
    assert_eq!(
        check_stored(&photo[..photo.len() - 2]),
        Err(EvidenceError::Truncated)
    );
    let mut ended = photo[..photo.len() / 2].to_vec();
    ended.extend([0xff, 0xd9]);
    assert_eq!(check_stored(&ended), Err(EvidenceError::Truncated));
    // Cut within the headers.
    assert_eq!(check_stored(&photo[..40]), Err(EvidenceError::Truncated));
}

#[test]
fn other_files_are_refused_as_not_a_stored_photo() {
    let png = encoded(&busy(40, 30), ImageFormat::Png);
    assert_eq!(
        check_stored(&png),
        Err(EvidenceError::NotStoredForm {
            detail: "PNG, not JPEG".into()
        })
    );
    for bytes in [&b""[..], b"\xff", b"not a photo at all", &[0u8; 64]] {
        assert!(not_stored_form(bytes), "{bytes:?}");
    }
    // Random bytes after a start marker.
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut noise = vec![0xff, 0xd8];
    noise.extend((0..4000).map(|_| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state as u8
    }));
    assert!(not_stored_form(&noise), "{:?}", check_stored(&noise));
    // Too many bytes, before anything is read.
    let small = Settings {
        max_file_mib: 0,
        ..settings()
    };
    assert!(matches!(
        check_stored_within(&stored(20, 20), &small),
        Err(EvidenceError::TooLarge { .. })
    ));
}

/// How long a photo of the shipped long side takes (`cargo test -p evidence --release --test
/// stored -- --ignored --nocapture`).
#[test]
#[ignore]
fn time_a_photo_of_the_long_side() {
    let builtin = Settings::builtin();
    let kept = prepare(&encoded(&busy(2560, 1920), ImageFormat::Png), &builtin).unwrap();
    let runs = 10;
    let start = Instant::now();
    for _ in 0..runs {
        check_stored(&kept.bytes).unwrap();
    }
    let each = start.elapsed() / runs;
    eprintln!(
        "check_stored: 2560 × 1920, {} KiB: {each:?} each",
        kept.bytes.len() / 1024
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Bytes changed, put in, taken out or cut in a stored photo: `check_stored` answers and
    /// never panics; what it passes still decodes.
    #[test]
    fn a_damaged_stored_photo_never_panics_the_check(
        edits in prop::collection::vec(
            (0u8..4, any::<prop::sample::Index>(), any::<u8>()), 1..8),
    ) {
        let mut bytes = stored(40, 24);
        for (kind, at, value) in edits {
            let i = at.index(bytes.len().max(1));
            match kind {
                0 if !bytes.is_empty() => bytes[i] = value,
                1 if !bytes.is_empty() => bytes[i] ^= 1 << (value % 8),
                2 => bytes.insert(i.min(bytes.len()), value),
                _ if !bytes.is_empty() => {
                    bytes.remove(i);
                }
                _ => {}
            }
        }
        // What it accepts is, byte by byte, the form kept: a JPEG from its start marker to its
        // end marker, without any metadata block (APP1–APP15) or comment.
        if check_stored(&bytes).is_ok() {
            prop_assert!(bytes.starts_with(&[0xff, 0xd8]) && bytes.ends_with(&[0xff, 0xd9]));
            let metadata = bytes
                .windows(2)
                .any(|w| w[0] == 0xff && (matches!(w[1], 0xe1..=0xef) || w[1] == 0xfe));
            prop_assert!(!metadata);
        }
    }

    /// A stored photo's headers, then anything: never a panic.
    #[test]
    fn anything_after_a_stored_photos_headers_never_panics_the_check(
        tail in prop::collection::vec(any::<u8>(), 0..600),
    ) {
        let photo = stored(40, 24);
        let mut bytes = photo[..scan_data(&photo)].to_vec();
        bytes.extend(tail);
        let _ = check_stored(&bytes);
    }
}

/// Every code is said in every language (the app checks the same with all its codes).
#[test]
fn every_code_is_said_in_every_language() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
    for lang in ["en", "zh-CN", "ja"] {
        let text = std::fs::read_to_string(root.join(lang).join("errors.ftl")).unwrap();
        for code in EvidenceError::CODES {
            let id = format!("error-{code} =");
            assert!(text.lines().any(|l| l.starts_with(&id)), "{lang}: {id}");
        }
    }
}
