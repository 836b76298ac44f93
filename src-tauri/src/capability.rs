//! The app's window may call its two IPC entry points (`ipc.rs`) and nothing else: every
//! command goes through `call` to `device::dispatch`.

use std::collections::BTreeSet;
use std::path::PathBuf;

#[test]
fn the_capability_grants_exactly_the_two_entry_points() {
    let capability: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("capabilities/default.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let granted: BTreeSet<String> = capability["permissions"]
        .as_array()
        .expect("default.json has a permissions array")
        .iter()
        .filter_map(|p| p.as_str())
        .filter(|p| p.starts_with("allow-"))
        .map(String::from)
        .collect();
    let expected: BTreeSet<String> = ["allow-call", "allow-prepare-photo"]
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(granted, expected, "src-tauri/capabilities/default.json");
}
