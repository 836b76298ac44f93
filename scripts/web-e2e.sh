#!/usr/bin/env bash
# `make web-e2e`: the browser build's end-to-end tests in Debian's Chromium (chromedriver), the
# build served under a LAN-like name (ui/e2e/chromium.mjs). First ui/e2e-web/ (what only a
# browser has: the differential test against mjref, issue 24's done-when flow at four tablet
# sizes, the ruling flow in WebKitGTK's MiniBrowser under the display `make` gives it), then the
# app's floor-referee files run on the browser build (MJREF_E2E_WEB=1): every step a floor
# referee takes in the app, taken in a tablet's browser.
# MJREF_WEB_DIR names the build (default target/web-test, which `make web-e2e` builds);
# MJREF_E2E_FILES picks files as scripts/e2e.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v chromium >/dev/null && command -v chromedriver >/dev/null || {
  echo "web-e2e: needs Chromium and chromedriver (make bootstrap installs them)" >&2; exit 1; }
# Here WebKit's run may not be skipped: the bootstrap installs what it needs.
export MJREF_REQUIRE_WEBKIT=1
export MJREF_WEB_DIR="$(realpath -m "${MJREF_WEB_DIR:-target/web-test}")"
# The hall's test runs the app as the head's device, as scripts/e2e.sh runs it.
export MJREF_APP="${MJREF_APP:-$PWD/target/debug/mj-referee}"
export MJREF_E2E_PORT="${MJREF_E2E_PORT:-4444}"
export MJREF_NATIVE_DRIVER="${MJREF_NATIVE_DRIVER:-/usr/bin/WebKitWebDriver}"
[ -f "$MJREF_WEB_DIR/core/web_bg.wasm" ] || { echo "web-e2e: no browser build in $MJREF_WEB_DIR" >&2; exit 1; }
mkdir -p target/e2e
# The app's files that drive one floor device through its screens (no head's desk, no second
# device, no file of the app's own record).
FLOOR="e2e/app.test.mjs e2e/mcr.test.mjs e2e/jsma.test.mjs e2e/jsma-hands.test.mjs e2e/drawn.test.mjs e2e/disqualified.test.mjs e2e/duplicate.test.mjs"
cd ui
# shellcheck disable=SC2206 # the list is split on spaces on purpose
files=(${MJREF_E2E_FILES:-e2e-web/*.test.mjs $FLOOR})
failed=()
for f in "${files[@]}"; do
  case "$f" in e2e-web/*) node --test "$f" || failed+=("$f") ;;
    *) MJREF_E2E_WEB=1 node --test "$f" || failed+=("$f") ;; esac
done
[ ${#failed[@]} -eq 0 ] || { echo "web-e2e: failed: ${failed[*]}" >&2; exit 1; }
echo "web-e2e: passed: ${files[*]}"
