#!/usr/bin/env bash
# `make web`: the browser build (issue 24) — static files any HTTP server can serve, in
# target/web: the UI (ui/dist) and the core compiled to WebAssembly (core/web.js and
# core/web_bg.wasm). The core is built with the `web` profile (small: opt-level z, LTO), then
# made smaller by binaryen's wasm-opt when it is installed (before wasm-bindgen: after it the
# page fails to load), then given its JavaScript by the wasm-bindgen CLI, whose version must
# be the one Cargo.lock holds (installed into target/tools on first use, about two minutes;
# WASM_BINDGEN names another copy).
# WEB_PROFILE=web-test builds the same files into target/web-test with the `web-test` profile
# (less optimised, no wasm-opt: minutes faster on two cores), for `make test`'s e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf 'web: %s\n' "$*"; }
die() { printf 'web: %s\n' "$*" >&2; exit 1; }

version=$(awk '/^name = "wasm-bindgen"$/ { getline; print }' Cargo.lock | cut -d'"' -f2)
[ -n "$version" ] || die "no wasm-bindgen in Cargo.lock"
bindgen="${WASM_BINDGEN:-target/tools/bin/wasm-bindgen}"
if [ ! -x "$bindgen" ] || [ "$("$bindgen" --version | cut -d' ' -f2)" != "$version" ]; then
  # A debug build: it installs in under two minutes instead of ten, and still processes the
  # core in seconds.
  say "installing the wasm-bindgen CLI $version (cargo install --debug, once)"
  cargo install --debug wasm-bindgen-cli --version "$version" --root target/tools >/dev/null 2>&1 \
    || die "cargo install wasm-bindgen-cli $version failed"
  bindgen=target/tools/bin/wasm-bindgen
fi

profile="${WEB_PROFILE:-web}"
case "$profile" in web) out=target/web ;; web-test) out=target/web-test ;; *) die "WEB_PROFILE is web or web-test" ;; esac
say "building the core for the browser (cargo build --profile $profile --target wasm32-unknown-unknown)"
cargo build -q --profile "$profile" --target wasm32-unknown-unknown -p web
wasm=target/wasm32-unknown-unknown/$profile/web.wasm
if [ "$profile" = web ] && command -v wasm-opt >/dev/null; then
  say "wasm-opt -Oz"
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue \
    "$wasm" -o target/wasm32-unknown-unknown/web/web.opt.wasm
  wasm=target/wasm32-unknown-unknown/web/web.opt.wasm
fi

rm -rf "$out"
mkdir -p "$out"
cp -r ui/dist/. "$out/"
"$bindgen" --target web --no-typescript --out-dir "$out/core" --out-name web "$wasm"
# A compressed copy beside each text and WebAssembly file: the hall sends it to a browser that
# takes gzip (a third of the bytes over the venue's Wi-Fi); any other server ignores it.
find "$out" -type f \( -name '*.wasm' -o -name '*.js' -o -name '*.css' -o -name '*.html' \
  -o -name '*.svg' -o -name '*.json' \) -exec gzip -9 -k -n -f {} +
size=$(stat -c %s "$out/core/web_bg.wasm")
gz=$(stat -c %s "$out/core/web_bg.wasm.gz")
say "$out: the core is $((size / 1024)) KiB, $((gz / 1024)) KiB gzipped; serve the folder with any HTTP server"
