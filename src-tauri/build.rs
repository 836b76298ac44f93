//! Declares every command the UI may call, so the capability in `capabilities/` governs each.
//! The commands are listed once, in `src/command_list.rs`.

include!("src/command_list.rs");

fn main() {
    const COMMANDS: &[&str] = with_ipc_commands!(command_names);
    println!("cargo:rerun-if-changed=src/command_list.rs");
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("tauri build step");
}
