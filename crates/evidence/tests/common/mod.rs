//! What the photo tests share: pictures with detail in them (so a JPEG's coded data is most
//! of its bytes), encoders, the fixtures, and a JPEG's segments by hand.
#![allow(dead_code)]

use evidence::Settings;
use image::{DynamicImage, ImageFormat, Rgb, RgbImage};
use std::io::Cursor;

/// Small limits, so the tests shrink small pictures.
pub fn settings() -> Settings {
    Settings {
        long_side: 120,
        thumbnail_long_side: 32,
        ..Settings::builtin()
    }
}

/// A `w` × `h` picture with detail everywhere: stripes, a ramp, a red disc.
pub fn busy(w: u32, h: u32) -> DynamicImage {
    DynamicImage::ImageRgb8(RgbImage::from_fn(w, h, |x, y| {
        let (cx, cy) = (x as i64 - w as i64 / 3, y as i64 - h as i64 / 2);
        if cx * cx + cy * cy < (h as i64 / 4).pow(2) {
            return Rgb([220, 30, 40]);
        }
        Rgb([
            ((x * 7) ^ (y * 3)) as u8,
            ((x * y) / 3) as u8,
            (x + y * 5) as u8,
        ])
    }))
}

pub fn encoded(img: &DynamicImage, format: ImageFormat) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    img.write_to(&mut out, format).unwrap();
    out.into_inner()
}

/// The fixtures, by name: a phone photo with EXIF, GPS and orientation 6 (`photos.rs`); a
/// camera's 4:2:0 JPEG with restart markers and a comment holding a location; the same picture
/// as a sequential JPEG of three scans, and as a progressive one (libjpeg-turbo's `cjpeg`).
pub const FIXTURES: [(&str, &[u8]); 4] = [
    (
        "phone-gps-orientation-6.jpg",
        include_bytes!("../fixtures/phone-gps-orientation-6.jpg"),
    ),
    (
        "camera-420-restart-comment.jpg",
        include_bytes!("../fixtures/camera-420-restart-comment.jpg"),
    ),
    (
        "sequential-three-scans.jpg",
        include_bytes!("../fixtures/sequential-three-scans.jpg"),
    ),
    (
        "progressive.jpg",
        include_bytes!("../fixtures/progressive.jpg"),
    ),
];

pub fn contains(hay: &[u8], needle: &[u8]) -> bool {
    hay.windows(needle.len()).any(|w| w == needle)
}

/// Where `needle` first is in `hay`, from `from`.
pub fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    hay.get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// A segment: its marker, length and payload.
pub fn segment(marker: u8, payload: &[u8]) -> Vec<u8> {
    let mut s = vec![0xff, marker];
    s.extend(((payload.len() + 2) as u16).to_be_bytes());
    s.extend(payload);
    s
}

/// `jpeg` with `insert` put in at `at`.
pub fn spliced(jpeg: &[u8], at: usize, insert: &[u8]) -> Vec<u8> {
    let mut out = jpeg[..at].to_vec();
    out.extend(insert);
    out.extend(&jpeg[at..]);
    out
}

/// Where a JPEG's coded picture starts: after its first start-of-scan header (`FF DA`, its
/// length, the header).
pub fn scan_data(jpeg: &[u8]) -> usize {
    let sos = find(jpeg, &[0xff, 0xda], 2).expect("a start of scan");
    sos + 2 + u16::from_be_bytes([jpeg[sos + 2], jpeg[sos + 3]]) as usize
}

/// Where the segment after a JPEG's first segment (its JFIF header, in a stored photo) starts.
pub fn after_first_segment(jpeg: &[u8]) -> usize {
    4 + u16::from_be_bytes([jpeg[4], jpeg[5]]) as usize
}

/// An EXIF (APP1) block as a phone writes one, with a GPS marker string in it.
pub fn exif_app1() -> Vec<u8> {
    let mut tiff: Vec<u8> = b"MM\0\x2a\0\0\0\x08".to_vec();
    tiff.extend([0, 1]);
    tiff.extend([0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26]);
    tiff.extend([0, 0, 0, 0]);
    tiff.extend([0, 0]);
    tiff.extend(b"GPSSECRET123");
    let mut block = b"Exif\0\0".to_vec();
    block.extend(tiff);
    segment(0xe1, &block)
}
