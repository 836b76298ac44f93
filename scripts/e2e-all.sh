#!/usr/bin/env bash
# `make test`'s end-to-end run: the app's suite (scripts/e2e.sh: WebKitGTK under tauri-driver)
# and the browser build's (scripts/web-e2e.sh: Chromium, and WebKit's MiniBrowser) at once, each
# under its own virtual display. Both mostly wait on pages, so on two cores together they take
# little longer than the longer one alone (measured here: 8 min 29 s and 7 min 19 s together,
# against 8 min 13 s and 6 min 27 s one after the other). Each suite's output goes to
# target/e2e/<suite>.log: its last lines are printed when it passed, all of it when it failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p target/e2e
screen=(-s "-screen 0 1920x1400x24")
xvfb-run -a "${screen[@]}" scripts/e2e.sh >target/e2e/app.log 2>&1 &
app=$!
# xvfb-run -a takes the first free display: the first server's lock is there by now.
sleep 3
xvfb-run -a "${screen[@]}" scripts/web-e2e.sh >target/e2e/web.log 2>&1 &
web=$!
wait "$app"; app_rc=$?
wait "$web"; web_rc=$?
failed=0
for suite in app web; do
  rc=$([ "$suite" = app ] && echo "$app_rc" || echo "$web_rc")
  if [ "$rc" -eq 0 ]; then
    echo "== e2e $suite: passed (target/e2e/$suite.log)"; tail -n 3 "target/e2e/$suite.log"
  else
    echo "== e2e $suite: FAILED (exit $rc)"; cat "target/e2e/$suite.log"; failed=1
  fi
done
exit "$failed"
