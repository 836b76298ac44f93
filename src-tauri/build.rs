//! Declares every command the UI may call, so the capability in `capabilities/` governs each.
fn main() {
    const COMMANDS: &[&str] = &[
        "get_event",
        "save_event",
        "list_rulesets",
        "get_catalogue",
        "evaluate_ruling",
        "record_ruling",
        "list_rulings",
        "record_scores",
        "get_standings",
        "analyse_hand",
        "settle_drawn_hand",
        "check_record",
        "export_bundle",
        "import_bundle",
        "device_role",
        "void_ruling",
        "unlock_device",
        "evaluate_amendment",
        "amend_ruling",
    ];
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("tauri build step");
}
