//! The app's IPC: two entry points into `dispatch`. `call` carries every command of
//! `command_list.rs` with its arguments as JSON; `prepare_photo` carries a photo as the
//! request's raw bytes (a camera picture is megabytes: no JSON array). The browser build calls
//! the same `dispatch`.

use device::error::IpcError;
use device::state::AppState;
use tauri::State;

/// Runs one command of the list (`dispatch`).
#[tauri::command]
pub async fn call(
    state: State<'_, AppState>,
    command: String,
    args: serde_json::Value,
) -> Result<serde_json::Value, IpcError> {
    device::dispatch::dispatch(&state, &command, args, chrono::Local::now())
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
