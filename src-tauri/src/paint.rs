//! How the desktop web view paints. On Linux the app has WebKitGTK paint on the CPU instead of
//! compositing layers through GL, unless whoever starts it said otherwise.
//!
//! Why: our screens are forms, lists and tables without animation, and a composited web view
//! keeps a tiled backing store, a second frame buffer and the GL stack for them. On the startup
//! bench (`make bench`) the web process of a composited start holds about 85 MiB more than a
//! CPU-painted one. It is also the usual cure for a blank window on some GL drivers.
//!
//! It is WebKitGTK's own switch, `WEBKIT_DISABLE_COMPOSITING_MODE`: read once, as the first web
//! view is made, so it is set before Tauri starts and before any thread of ours. Setting it
//! through the web view's settings after Tauri has made the view switches modes under a page
//! that is already loading, which costs the start time and memory this saves.

/// WebKitGTK's environment variable; any value but `0` turns compositing off.
pub const COMPOSITING_SWITCH: &str = "WEBKIT_DISABLE_COMPOSITING_MODE";

/// The value to give the switch, given the one it has: none when it is already set (a desk
/// that wants the GPU starts the app with `WEBKIT_DISABLE_COMPOSITING_MODE=0`).
pub fn switch_value(set: Option<&std::ffi::OsStr>) -> Option<&'static str> {
    match set {
        Some(_) => None,
        None => Some("1"),
    }
}

/// Paint on the CPU unless the environment already chose. Call first thing, while the process
/// has only its main thread.
pub fn choose() {
    if cfg!(target_os = "linux") {
        if let Some(value) = switch_value(std::env::var_os(COMPOSITING_SWITCH).as_deref()) {
            std::env::set_var(COMPOSITING_SWITCH, value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsStr;

    #[test]
    fn the_cpu_paints_unless_the_environment_chose() {
        assert_eq!(switch_value(None), Some("1"));
        assert_eq!(switch_value(Some(OsStr::new("0"))), None);
        assert_eq!(switch_value(Some(OsStr::new("1"))), None);
    }
}
