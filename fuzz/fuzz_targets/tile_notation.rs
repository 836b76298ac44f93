//! Any text offered as a hand or a tile: the notation parser never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = tiles::parse_hand(text);
        let _ = tiles::parse_tile(text);
    }
});
