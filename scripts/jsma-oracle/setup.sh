#!/usr/bin/env bash
# The oracle's venv: target/jsma-oracle/venv with mahjong 1.4.0 from PyPI (MahjongRepository's
# riichi hand calculator, pure Python; 1.4.0 is the last 1.x). Reused when it is there and
# imports; nothing else is downloaded. The package is only run here, as the independent oracle;
# none of it enters the repository.
set -euo pipefail
cd "$(dirname "$0")/../.."

VENV=target/jsma-oracle/venv
VERSION=1.4.0
PIN="mahjong==$VERSION"
say() { printf 'jsma-oracle setup: %s\n' "$*"; }

if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" - "$VERSION" <<'PY' 2>/dev/null
import importlib.metadata, sys
from mahjong.hand_calculating.hand import HandCalculator  # noqa: F401
assert importlib.metadata.version("mahjong") == sys.argv[1]
PY
then
  say "reusing $VENV (mahjong $VERSION)"
  exit 0
fi

die() { say "$*" >&2; exit 1; }
command -v python3 >/dev/null || die "python3 is missing (3.11 or newer)"
python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || die "python3 is $(python3 -V 2>&1); compare.py reads the yaku table with tomllib (3.11+)"

# Debian's python3 needs python3-venv for `python3 -m venv`. Installed like bootstrap.sh does.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif command -v sudo >/dev/null; then sudo "$@"
  else die "need root to run: $*"; fi
}
# A throwaway venv is the sure test: Debian ships an ensurepip that only says to install it.
probe=$(mktemp -d)
if ! python3 -m venv "$probe/v" >/dev/null 2>&1; then
  rm -rf "$probe"
  command -v apt-get >/dev/null || die "install python3-venv by hand"
  say "installing Debian package python3-venv"
  as_root apt-get update -qq || die "apt-get update failed"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null \
    || die "could not install python3-venv"
fi
rm -rf "$probe"
rm -rf "$VENV"
mkdir -p "$(dirname "$VENV")"
python3 -m venv "$VENV" || die "python3 -m venv failed"
say "installing $PIN into $VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check --no-cache-dir "$PIN"
"$VENV/bin/python" -c 'from mahjong.hand_calculating.hand import HandCalculator' && say "ready"
