#!/usr/bin/env bash
# The yardstick for the app's start and memory (`make bench`): an empty Tauri 2 app — one window,
# one button, no IPC — written into target/empty-tauri/ from nothing in the repo but this script
# and the app's icon, and built in release with the app's own Cargo.lock (the same tauri and
# wry as ours, so the comparison is of what we add). Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
DIR=target/empty-tauri
mkdir -p "$DIR/src" "$DIR/dist" "$DIR/icons"
cp src-tauri/icons/icon.png "$DIR/icons/icon.png"
TAURI=$(grep -E '^tauri = ' Cargo.toml | sed -E 's/.*version = "([^"]+)".*/\1/')
TAURI_BUILD=$(grep -E '^tauri-build = ' Cargo.toml | sed -E 's/.*version = "([^"]+)".*/\1/')
cat >"$DIR/Cargo.toml" <<TOML
[package]
name = "empty-tauri"
version = "0.1.0"
edition = "2021"

[build-dependencies]
tauri-build = { version = "$TAURI_BUILD", features = [] }

[dependencies]
tauri = { version = "$TAURI", features = ["custom-protocol"] }

# Not a member of the app's workspace.
[workspace]
TOML
cat >"$DIR/build.rs" <<'RS'
fn main() {
    tauri_build::build()
}
RS
cat >"$DIR/src/main.rs" <<'RS'
fn main() {
    tauri::Builder::default()
        .run(tauri::generate_context!())
        .expect("the empty app runs");
}
RS
cat >"$DIR/dist/index.html" <<'HTML'
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Empty</title></head>
<body><button type="button" data-testid="first-screen">One button</button></body></html>
HTML
cat >"$DIR/tauri.conf.json" <<'JSON'
{
  "productName": "empty-tauri",
  "identifier": "org.mjreferee.yardstick",
  "build": { "frontendDist": "dist" },
  "app": { "windows": [{ "title": "Empty", "width": 1280, "height": 800 }] },
  "bundle": { "active": false, "icon": ["icons/icon.png"] }
}
JSON
# The app's lock, so the yardstick's tauri is ours; cargo drops what it does not use.
cp Cargo.lock "$DIR/Cargo.lock"
CARGO_TARGET_DIR="$ROOT/target" cargo build --release -q --manifest-path "$DIR/Cargo.toml" >&2
echo "$ROOT/target/release/empty-tauri"
