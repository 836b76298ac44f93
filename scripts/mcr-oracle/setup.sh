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

die() { say "$*" >&2; exit 1; }
command -v python3 >/dev/null || die "python3 is missing (3.11 or newer)"
python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || die "python3 is $(python3 -V 2>&1); compare.py reads the fan table with tomllib (3.11+)"

# Debian's python3 needs python3-venv for `python3 -m venv` and python3-dev for Python.h;
# g++ comes with build-essential (make bootstrap). Installed like bootstrap.sh does.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root to run: $*"; fi
}
missing=()
# A throwaway venv is the sure test: Debian ships an ensurepip that only says to install it.
probe=$(mktemp -d)
python3 -m venv "$probe/v" >/dev/null 2>&1 || missing+=(python3-venv)
rm -rf "$probe"
python3 -c 'import os, sysconfig; assert os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h"))' \
  2>/dev/null || missing+=(python3-dev)
command -v g++ >/dev/null || missing+=(build-essential)
if [ ${#missing[@]} -gt 0 ]; then
  command -v apt-get >/dev/null || die "install by hand: ${missing[*]}"
  say "installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq || die "apt-get update failed"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null \
    || die "could not install: ${missing[*]}"
fi
rm -rf "$VENV"
mkdir -p "$(dirname "$VENV")"
python3 -m venv "$VENV" || die "python3 -m venv failed"
say "installing $PIN into $VENV (builds its C++ once)"
"$VENV/bin/pip" install --quiet --disable-pip-version-check --no-cache-dir "$PIN"
"$VENV/bin/python" -c 'import MahjongGB' && say "ready"
