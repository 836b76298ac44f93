//! The app shell: it opens the device's record (`device::state::AppState`), registers the two
//! IPC entry points (`ipc.rs`) that hand every command to `device::dispatch`, and starts the
//! window. It holds no rules and no commands of its own. The record is opened on a thread of
//! its own while the window and its web view start (`ipc::Opened`): the catalogues and the
//! record take about as long as the web view, and the first command waits for them.

#[cfg(test)]
mod capability;
mod data_dir;
mod hall;
pub mod ipc;
mod paint;
mod start;

use std::path::PathBuf;
use tauri::Manager;

/// Where the record lives: `MJREF_DATA_DIR` when set (tests use a fresh one), else the
/// platform's app-data directory.
fn data_dir(app: &tauri::App) -> PathBuf {
    std::env::var_os("MJREF_DATA_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            let dir = app
                .path()
                .app_data_dir()
                .expect("the platform has an app data directory");
            let legacy = dir.with_file_name(data_dir::LEGACY_IDENTIFIER);
            data_dir::adopt_legacy(dir, &legacy)
        })
}

/// The browser build the hall serves: `MJREF_WEB_DIR` when set, else the one the installed
/// package carries (`make package` bundles `target/web` as the resource `web/`), else the one
/// `make web` or `make run` left in `target/`.
fn web_dir(app: &tauri::App) -> Option<PathBuf> {
    let bundled = app.path().resource_dir().ok().map(|d| d.join("web"));
    match std::env::var_os("MJREF_WEB_DIR") {
        Some(_) => ::hall::web_dir(None),
        None => ::hall::web_dir(bundled).or_else(|| ::hall::web_dir(None)),
    }
}

pub fn run() {
    paint::choose();
    let (opened, early) = (ipc::Opened::default(), start::Early::default());
    let mut context = tauri::generate_context!();
    start::serve_start(&mut context, opened.clone(), early.clone());
    tauri::Builder::default()
        // File pickers for the record screen's bundles (the typed path works without them).
        .plugin(tauri_plugin_dialog::init())
        .setup(|app| {
            let (data, web) = (data_dir(app), web_dir(app));
            app.manage(opened);
            let handle = app.handle().clone();
            std::thread::spawn(move || {
                // A record that cannot be opened is reported by every command, in words, on
                // the first screen; the app never deletes or replaces it.
                let state = device::state::AppState::open_or_report(&data, chrono::Local::now())
                    .with_hall(Box::new(hall::AppHall::serving(web)));
                // A floor device that paired with a hall keeps in sync with it from the start.
                if let (Some(control), Ok(desk)) = (state.hall(), state.shared_desk()) {
                    let paired = desk
                        .lock()
                        .is_ok_and(|d| d.hall_peer().is_ok_and(|p| p.is_some()));
                    if paired {
                        control.follow(desk);
                    }
                }
                early.prepare(&state);
                handle.state::<ipc::Opened>().open(state);
            });
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![ipc::call, ipc::prepare_photo])
        .run(context)
        .expect("the app runs");
}
