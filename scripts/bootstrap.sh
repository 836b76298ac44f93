#!/usr/bin/env bash
# Installs what `make run` and `make test` need and skips what is already there:
# Debian packages (WebKitGTK and friends, Xvfb, WebKitWebDriver, CJK fonts, poppler-utils to
# read the PDFs back in tests, clang-19 for SQLite's C part in the browser build, binaryen's
# wasm-opt to make that build small, Chromium and chromedriver to test it), Rust's
# WebAssembly target, the UI's npm packages from the committed lock file, and tauri-driver
# (cargo-fuzz comes with `make fuzz`). Stops with a clear message when something cannot be
# installed.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'bootstrap: %s\n' "$*"; }
die() { printf 'bootstrap: %s\n' "$*" >&2; exit 1; }

APT_PACKAGES=(
  libwebkit2gtk-4.1-dev libgtk-3-dev librsvg2-dev libayatana-appindicator3-dev
  build-essential pkg-config libssl-dev xvfb xauth webkit2gtk-driver fonts-noto-cjk
  poppler-utils clang-19 binaryen chromium chromium-driver
)

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root to run: $* (install sudo or run as root)"; fi
}

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
command -v node >/dev/null && command -v npm >/dev/null || missing+=(nodejs npm)
if [ ${#missing[@]} -gt 0 ]; then
  command -v apt-get >/dev/null || die "apt-get not found; install by hand: ${missing[*]}"
  say "installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq || die "apt-get update failed: check the network or your apt sources"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null \
    || die "could not install: ${missing[*]} (try: sudo apt-get install ${missing[*]})"
fi

command -v cargo >/dev/null || die "Rust is missing: install it with rustup (https://rustup.rs), then run make again"
# The core compiled for a tablet's browser (issue 24).
if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding Rust's WebAssembly target (rustup target add wasm32-unknown-unknown)"
  rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || die "rustup target add wasm32-unknown-unknown failed"
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 20 ] || die "Node.js 20 or newer is needed (found $(node --version)); install a newer nodejs"

# npm packages, exactly as locked; reinstalled only when the lock file changed.
if [ ! -f ui/node_modules/.package-lock.json ] || ! cmp -s ui/package-lock.json ui/node_modules/.lock-stamp; then
  say "installing the UI's npm packages (npm ci)"
  (cd ui && npm ci --no-audit --no-fund --loglevel=error) || die "npm ci failed in ui/"
  cp ui/package-lock.json ui/node_modules/.lock-stamp
fi

export PATH="$HOME/.cargo/bin:$PATH"
# A debug build: it only relays WebDriver calls, and builds in about half the time.
if ! command -v tauri-driver >/dev/null; then
  say "installing tauri-driver (cargo install --locked --debug)"
  cargo install --locked --debug tauri-driver@^2 >/dev/null 2>&1 || die "cargo install tauri-driver failed"
fi
say "ready"
