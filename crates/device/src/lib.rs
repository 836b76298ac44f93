//! What a device does, by command: the one list of commands the UI may call
//! (`command_list.rs`), the one dispatch that answers each over the tournament's `Desk`
//! (`dispatch.rs`), and the device's state (`state.rs`: the desk behind a lock, its clock, the
//! demo event). Every transport calls `dispatch` and nothing else: the desktop app's IPC
//! (`src-tauri`) and the browser build. It holds no rules: `tournament::Desk` decides, over
//! `rulebook` and `ledger`.

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
pub mod hall;
pub mod hands;
pub mod record;
pub mod reports;
pub mod settle;
pub mod state;
pub mod team;

/// Every command's name, from `command_list.rs`: what `dispatch` answers and the UI calls.
pub const COMMANDS: &[&str] = with_ipc_commands!(command_names);
