// Keeps a console window from opening beside the app on Windows release builds.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    // WebKitGTK's accelerated compositing costs ~80 MiB PSS and ~0.2 s of start-up where there
    // is no GPU (measured with `make bench`); the app's screens are plain forms and lists and
    // look the same without it. Set before any thread starts; a value already set is kept.
    #[cfg(target_os = "linux")]
    if std::env::var_os("WEBKIT_DISABLE_COMPOSITING_MODE").is_none() {
        std::env::set_var("WEBKIT_DISABLE_COMPOSITING_MODE", "1");
    }
    mj_referee_lib::run();
}
