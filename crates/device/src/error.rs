//! Errors cross IPC as a code and arguments, never as text: the UI says them in the user's
//! language (`error-<code>` in `locales/`). The type is the one every front end uses.

pub use errcode::ErrorCode as IpcError;
