#!/usr/bin/env bash
# Runs the end-to-end suite against the real app: a fresh database, tauri-driver in front of
# WebKitWebDriver, all under a virtual X display. Screenshots land in target/e2e/.
# With an argument, runs that npm script instead of the suite (e.g. `startup`, the start-up bench).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
export MJREF_APP="$PWD/target/debug/mj-referee"
[ -x "$MJREF_APP" ] || { echo "e2e: build the app first (make app)" >&2; exit 1; }
export MJREF_DATA_DIR
MJREF_DATA_DIR=$(mktemp -d)
mkdir -p target/e2e
cleanup() { [ -n "${driver:-}" ] && kill "$driver" 2>/dev/null; rm -rf "$MJREF_DATA_DIR"; }
trap cleanup EXIT
tauri-driver --native-driver /usr/bin/WebKitWebDriver >target/e2e/tauri-driver.log 2>&1 &
driver=$!
for _ in $(seq 50); do (exec 3<>/dev/tcp/127.0.0.1/4444) 2>/dev/null && break; sleep 0.2; done
cd ui && npm run --silent "${1:-e2e}"
