//! The app shell: it opens the device's record, registers the IPC commands and starts the
//! window. It holds no rules: `tournament::Desk` decides, over `rulebook` and `ledger`.

#[cfg(test)]
mod bindings;
pub mod commands;
pub mod error;
pub mod record;
pub mod settle;
pub mod state;

use std::path::PathBuf;
use tauri::Manager;

/// Where the record lives: `MJREF_DATA_DIR` when set (tests use a fresh one), else the
/// platform's app-data directory.
fn data_dir(app: &tauri::App) -> PathBuf {
    std::env::var_os("MJREF_DATA_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            app.path()
                .app_data_dir()
                .expect("the platform has an app data directory")
        })
}

pub fn run() {
    tauri::Builder::default()
        // File pickers for the record screen's bundles (the typed path works without them).
        .plugin(tauri_plugin_dialog::init())
        .setup(|app| {
            // A record that cannot be opened is reported by every command, in words, on the
            // first screen; the app never deletes or replaces it.
            let state = state::AppState::open_or_report(&data_dir(app), chrono::Local::now());
            app.manage(state);
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::get_event,
            commands::save_event,
            commands::list_rulesets,
            commands::get_catalogue,
            commands::evaluate_ruling,
            commands::record_ruling,
            commands::list_rulings,
            commands::record_scores,
            commands::get_standings,
            commands::analyse_hand,
            commands::settle_drawn_hand,
            commands::check_record,
            commands::export_bundle,
            commands::import_bundle,
            commands::device_role,
            commands::void_ruling,
            commands::unlock_device,
            commands::evaluate_amendment,
            commands::amend_ruling,
        ])
        .run(tauri::generate_context!())
        .expect("the app runs");
}
