//! The device in a tablet's browser (issue 24): the desktop app's one dispatch
//! (`device::dispatch`), compiled to WebAssembly, over the record kept in the browser's
//! IndexedDB. The UI's `api.ts` calls four functions: `open` once, then `call` for every
//! command (JSON in, JSON out, as the app's IPC carries it), `prepare_photo` for a photo's
//! bytes, and `saved`, which resolves once everything written so far has reached IndexedDB —
//! the UI says "saved" only then.
//!
//! Natively this crate holds only its constant; its browser side is built by `make web` (and,
//! less optimised, by `make test` for the browser's e2e).

#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
mod browser;

/// What the record is called in the browser's storage: one device, one record.
pub const RECORD: &str = "mjref.db";
