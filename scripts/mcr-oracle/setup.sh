#!/usr/bin/env bash
# The oracle's venv: target/mcr-oracle/venv with PyMahjongGB 1.4.0 from PyPI (an sdist whose
# C++ builds with g++). Reused when it is there and imports; nothing else is downloaded.
# PyMahjongGB is only run here, as the independent oracle; none of it enters the repository.
set -euo pipefail
cd "$(dirname "$0")/../.."

VENV=target/mcr-oracle/venv
PIN="PyMahjongGB==1.4.0"
say() { printf 'mcr-oracle setup: %s\n' "$*"; }

if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" - <<'PY' 2>/dev/null
import importlib.metadata, MahjongGB
assert importlib.metadata.version("PyMahjongGB") == "1.4.0"
PY
then
  say "reusing $VENV (PyMahjongGB 1.4.0)"
  exit 0
fi

command -v python3 >/dev/null || { say "python3 is missing (3.11 or newer)" >&2; exit 1; }
command -v g++ >/dev/null || { say "g++ is missing (apt-get install build-essential)" >&2; exit 1; }
rm -rf "$VENV"
mkdir -p "$(dirname "$VENV")"
python3 -m venv "$VENV" || { say "python3 -m venv failed (apt-get install python3-venv)" >&2; exit 1; }
say "installing $PIN into $VENV (builds its C++ once)"
"$VENV/bin/pip" install --quiet --disable-pip-version-check --no-cache-dir "$PIN"
"$VENV/bin/python" -c 'import MahjongGB' && say "ready"
