//! Declares the app's two IPC entry points (`src/ipc.rs`), so the capability in
//! `capabilities/` governs them. Every command of `src/command_list.rs` goes through `call`.

fn main() {
    const ENTRY_POINTS: &[&str] = &["call", "prepare_photo"];
    println!("cargo:rerun-if-changed=src/ipc.rs");
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(ENTRY_POINTS)),
    )
    .expect("tauri build step");
}
