//! The app shell: it opens the device's record, registers the IPC commands and starts the
//! window. It holds no rules: `tournament::Desk` decides, over `rulebook` and `ledger`.

// The command list first: its macros are used below.
#[macro_use]
mod command_list;
pub mod appeals;
#[cfg(test)]
mod bindings;
pub mod codes;
#[cfg(test)]
mod command_drift;
pub mod dispatch;
pub mod error;
pub mod files;
pub mod hands;
pub mod ipc;
pub mod record;
pub mod reports;
pub mod settle;
pub mod state;
pub mod team;

use std::path::PathBuf;
use tauri::Manager;

/// Every command's name, from `command_list.rs`: what `dispatch` answers and the UI calls.
pub const COMMANDS: &[&str] = with_ipc_commands!(command_names);

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
        .invoke_handler(tauri::generate_handler![ipc::call, ipc::prepare_photo])
        .run(tauri::generate_context!())
        .expect("the app runs");
}
