//! The app's IPC: two entry points into `dispatch`. `call` carries every command of
//! `command_list.rs` with its arguments as JSON; `prepare_photo` carries a photo as the
//! request's raw bytes (a camera picture is megabytes: no JSON array). The browser build calls
//! the same `dispatch`.

use device::error::IpcError;
use device::state::AppState;
use std::sync::{Arc, OnceLock};
use tauri::State;

/// The device's state, once its record is open (opened beside the window's start, `lib.rs`).
/// Shared by the IPC and the page that carries the first screen's data (`start.rs`).
#[derive(Default, Clone)]
pub struct Opened(Arc<OnceLock<AppState>>);

impl Opened {
    pub fn open(&self, state: AppState) {
        // Opened once, at start; a second state would be a bug, and the first is kept.
        let _ = self.0.set(state);
    }

    /// The state, waiting for the record to open if it has not yet.
    pub fn get(&self) -> &AppState {
        self.0.wait()
    }
}

/// Runs one command of the list (`dispatch`).
#[tauri::command]
pub async fn call(
    opened: State<'_, Opened>,
    command: String,
    args: serde_json::Value,
) -> Result<serde_json::Value, IpcError> {
    device::dispatch::dispatch(opened.get(), &command, args, chrono::Local::now())
}

/// Prepares a photo from the camera or a file, sent as the request's raw bytes: upright, every
/// metadata block removed, held until a ruling or a case records it.
#[tauri::command]
pub async fn prepare_photo(
    request: tauri::ipc::Request<'_>,
) -> Result<device::appeals::PhotoPrepared, IpcError> {
    match request.body() {
        tauri::ipc::InvokeBody::Raw(bytes) => device::appeals::prepare(bytes),
        _ => Err(tournament::CaseError::NoPhoto.into()),
    }
}
