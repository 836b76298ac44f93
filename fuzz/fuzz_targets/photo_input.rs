//! Any bytes offered as an evidence photo: preparing them never panics, and whatever is kept is
//! a JPEG of the size it reports, within the long-side cap, with no EXIF block, named by its
//! own hash.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut settings = evidence::Settings::builtin();
    // Small enough that a fuzzer's bombs are refused quickly.
    settings.max_side = 4096;
    settings.max_memory_mib = 64;
    let Ok(stored) = evidence::prepare(data, &settings) else {
        return;
    };
    assert_eq!(stored.sha256, evidence::sha256_hex(&stored.bytes));
    assert!(stored.width.max(stored.height) <= settings.long_side);
    let back = image::load_from_memory_with_format(&stored.bytes, image::ImageFormat::Jpeg)
        .expect("what is stored reads back as JPEG");
    assert_eq!((back.width(), back.height()), (stored.width, stored.height));
    assert!(
        !stored.bytes.windows(4).any(|w| w == [0xFF, 0xE1, 0x00, 0x00] || w == *b"Exif"),
        "no EXIF kept"
    );
});
