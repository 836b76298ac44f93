//! A photo cut short is refused, not stored: a JPEG's decoder pads the missing part with grey,
//! so the file is read to its end marker and a sequential JPEG walked block by block first. A
//! JPEG cut anywhere in its picture, or cut and padded with zeros, or (sequential) cut and given
//! back an end marker; a PNG without its `IEND`; a WebP shorter than its header says — all
//! `photo-truncated`. Whole files are still taken, with whatever they carry after the picture.

mod common;

use common::*;
use evidence::{prepare, EvidenceError};
use image::ImageFormat;
use proptest::prelude::*;

fn truncated(input: &[u8]) -> bool {
    matches!(prepare(input, &settings()), Err(EvidenceError::Truncated))
}

/// Every photo kind there is a file of: the fixtures (but the phone photo, whose half is
/// within its headers), and made here as JPEG, PNG and WebP.
fn photos() -> Vec<(String, Vec<u8>)> {
    let mut all: Vec<(String, Vec<u8>)> = FIXTURES[1..]
        .iter()
        .map(|(name, bytes)| (name.to_string(), bytes.to_vec()))
        .collect();
    for format in [ImageFormat::Jpeg, ImageFormat::Png, ImageFormat::WebP] {
        all.push((format!("{format:?}"), encoded(&busy(300, 200), format)));
    }
    all
}

#[test]
fn every_photo_whole_is_taken_and_cut_in_half_is_refused_as_cut_short() {
    for (name, bytes) in photos() {
        assert!(prepare(&bytes, &settings()).is_ok(), "{name} whole");
        assert!(truncated(&bytes[..bytes.len() / 2]), "{name} cut in half");
    }
}

#[test]
fn a_phone_photo_cut_within_its_headers_is_unreadable_as_before() {
    // What `mjref appeal evidence` tells of it (crates/mjref/tests/appeals.rs).
    let phone = FIXTURES[0].1;
    assert!(matches!(
        prepare(&phone[..phone.len() / 2], &settings()),
        Err(EvidenceError::Unreadable { .. })
    ));
}

#[test]
fn a_jpeg_cut_anywhere_in_its_picture_is_refused() {
    for (name, bytes) in photos()
        .into_iter()
        .filter(|(_, b)| b.starts_with(&[0xff, 0xd8]))
    {
        // From the first byte of the picture (a cut before it the decoder refuses itself).
        let mut cuts: Vec<usize> = (scan_data(&bytes)..bytes.len()).step_by(211).collect();
        cuts.extend([bytes.len() - 2, bytes.len() - 1]);
        for cut in cuts {
            assert!(
                truncated(&bytes[..cut]),
                "{name} cut at {cut} of {}",
                bytes.len()
            );
        }
    }
}

/// Given back an end marker, a sequential JPEG is still told cut (its blocks are counted); a
/// progressive one is not (its scans are not walked: only the missing end marker tells).
#[test]
fn a_cut_jpeg_given_back_an_end_marker_or_padded_with_zeros_is_refused() {
    for (name, bytes) in photos()
        .into_iter()
        .filter(|(_, b)| b.starts_with(&[0xff, 0xd8]))
    {
        let half = &bytes[..bytes.len() / 2];
        let mut ended = half.to_vec();
        ended.extend([0xff, 0xd9]);
        if name != "progressive.jpg" {
            assert!(truncated(&ended), "{name}: half and an end marker");
        }
        let mut padded = half.to_vec();
        padded.resize(bytes.len(), 0);
        assert!(truncated(&padded), "{name}: half and zeros");
    }
}

#[test]
fn a_sequential_jpeg_with_only_its_first_scan_is_refused() {
    // Three scans, one a component; cut before the second's tables, and ended.
    let three = FIXTURES[2].1;
    let first_scan = find(three, &[0xff, 0xda], 2).unwrap();
    let second_tables = find(three, &[0xff, 0xc4], first_scan).unwrap();
    let mut one = three[..second_tables].to_vec();
    one.extend([0xff, 0xd9]);
    assert!(truncated(&one));
}

#[test]
fn a_png_without_its_end_chunk_and_a_short_webp_are_refused() {
    let png = encoded(&busy(100, 80), ImageFormat::Png);
    // The pixels are whole; the IEND chunk is not.
    assert!(truncated(&png[..png.len() - 1]));
    assert!(truncated(&png[..png.len() - 12]));
    let webp = encoded(&busy(100, 80), ImageFormat::WebP);
    assert!(truncated(&webp[..webp.len() - 1]));
}

#[test]
fn what_follows_a_whole_picture_does_not_matter_to_prepare() {
    // A phone's motion photo or second picture after the end marker; a PNG's trailing bytes.
    for (name, bytes) in photos() {
        let mut more = bytes.clone();
        more.extend(b"MotionPhoto_Data and more");
        prepare(&more, &settings()).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any bytes changed, cut or added in a camera's photo: `prepare` answers, never panics,
    /// and what it stores is whole.
    #[test]
    fn a_damaged_photo_never_panics_prepare(
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..6),
        cut in any::<prop::sample::Index>(),
    ) {
        let mut bytes = FIXTURES[1].1.to_vec();
        for (at, value) in edits {
            let i = at.index(bytes.len());
            bytes[i] = value;
        }
        bytes.truncate(cut.index(bytes.len()) + 1);
        if let Ok(stored) = prepare(&bytes, &settings()) {
            prop_assert!(evidence::check_stored(&stored.bytes).is_ok());
        }
    }
}
