//! Any text offered as a ruleset folder (a `ruleset.toml` and an incident file, split at the
//! first NUL): loading and validating never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (header, incidents) = text.split_once('\0').unwrap_or((text, ""));
    let files = [("ruleset.toml", header), ("incidents.toml", incidents)];
    let _ = rulebook::load::load_ruleset("fuzz", &files, None);
});
