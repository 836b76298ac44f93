#!/usr/bin/env bash
# Runs the end-to-end suite against the real app (run it under a virtual X display: `make e2e`).
# Each test file starts its own tauri-driver (in front of WebKitWebDriver) and app on a fresh,
# empty data directory (ui/e2e/harness.mjs), so the files share nothing and pass in any order.
# Screenshots and each file's driver log land in target/e2e/.
# MJREF_E2E_PORT (default 4444) moves tauri-driver, and WebKitWebDriver to the port after it, so
# two runs can share a machine; MJREF_E2E_FILES (default every e2e/*.test.mjs) picks test files,
# run one after another in the order given. MJREF_APP (default target/debug/mj-referee) runs
# another build of the app; MJREF_E2E_KEEP=1 keeps each file's data directory.
# With an argument, runs that npm script of ui/ instead of the suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
export MJREF_APP="${MJREF_APP:-$PWD/target/debug/mj-referee}"
[ -x "$MJREF_APP" ] || { echo "e2e: build the app first (make app)" >&2; exit 1; }
mkdir -p target/e2e
export MJREF_E2E_PORT="${MJREF_E2E_PORT:-4444}"
export MJREF_NATIVE_DRIVER="${MJREF_NATIVE_DRIVER:-/usr/bin/WebKitWebDriver}"
cd ui
[ -z "${1:-}" ] || exec npm run --silent "$1"
# One `node --test` per file, as node sorts the files it is given: so the order given holds.
# shellcheck disable=SC2206 # the list is split on spaces on purpose
files=(${MJREF_E2E_FILES:-e2e/*.test.mjs})
failed=()
for f in "${files[@]}"; do node --test "$f" || failed+=("$f"); done
[ ${#failed[@]} -eq 0 ] || { echo "e2e: failed: ${failed[*]}" >&2; exit 1; }
echo "e2e: passed: ${files[*]}"
