#!/usr/bin/env bash
# Runs the end-to-end suite against the real app: a fresh database, tauri-driver in front of
# WebKitWebDriver, all under a virtual X display. Screenshots land in target/e2e/.
# With an argument, runs that npm script instead of the suite (e.g. `startup`, the start-up bench).
# MJREF_E2E_PORT (default 4444) moves tauri-driver, and WebKitWebDriver to the port after it, so
# two runs can share a machine; MJREF_E2E_FILES (default the whole e2e/ folder) picks test files.
# MJREF_APP (default target/debug/mj-referee) runs another build of the app.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
export MJREF_APP="${MJREF_APP:-$PWD/target/debug/mj-referee}"
[ -x "$MJREF_APP" ] || { echo "e2e: build the app first (make app)" >&2; exit 1; }
export MJREF_DATA_DIR
MJREF_DATA_DIR=$(mktemp -d)
mkdir -p target/e2e
cleanup() { [ -n "${driver:-}" ] && kill "$driver" 2>/dev/null; rm -rf "$MJREF_DATA_DIR"; }
trap cleanup EXIT
export MJREF_E2E_PORT="${MJREF_E2E_PORT:-4444}"
tauri-driver --port "$MJREF_E2E_PORT" --native-port "$((MJREF_E2E_PORT + 1))" \
  --native-driver /usr/bin/WebKitWebDriver >"target/e2e/tauri-driver-$MJREF_E2E_PORT.log" 2>&1 &
driver=$!
for _ in $(seq 50); do (exec 3<>/dev/tcp/127.0.0.1/$MJREF_E2E_PORT) 2>/dev/null && break; sleep 0.2; done
cd ui
if [ -n "${1:-}" ]; then npm run --silent "$1"
else node --test --test-concurrency=1 ${MJREF_E2E_FILES:-e2e/}
fi
