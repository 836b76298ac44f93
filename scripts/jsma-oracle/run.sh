#!/usr/bin/env bash
# The JSMA hand engine against the `mahjong` package (PyPI, MahjongRepository's riichi
# calculator), end to end (`make jsma-oracle`): the oracle's venv, N random winning hands, the
# package's answers and throughput, then ours and the comparison. Exits non-zero on a
# disagreement that no documented difference (compare.py, docs/jsma-oracle.md) explains.
#
#   JSMA_ORACLE_N        number of cases (10000)
#   JSMA_ORACLE_SEED     the generator's seed (2024)
#   JSMA_ORACLE_MJREF    another binary (skips the release build)
#   JSMA_ORACLE_DEBUG_BUILD  set by `make jsma-oracle-test`: throughput printed, not judged,
#                        and one timed pass of the package instead of three
#   JSMA_ORACLE_PASSES   the package's timed passes (3; 1 with JSMA_ORACLE_DEBUG_BUILD)
#   JSMA_ORACLE_FRESH    set: ask the package again even when its stored answers fit
#
# The package takes about 4 minutes a pass over 10,000 cases; its answers and throughput are
# kept (target/jsma-oracle/package*.json*) and reused while the cases, the scripts and the
# package version stay the same.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$HOME/.cargo/bin:$PATH"

N="${JSMA_ORACLE_N:-10000}"
SEED="${JSMA_ORACLE_SEED:-2024}"
if [ -n "${JSMA_ORACLE_DEBUG_BUILD:-}" ]; then PASSES="${JSMA_ORACLE_PASSES:-1}"
else PASSES="${JSMA_ORACLE_PASSES:-3}"; fi
OUT=target/jsma-oracle
HERE=scripts/jsma-oracle
mkdir -p "$OUT"

"$HERE/setup.sh"
python3 "$HERE/generate.py" --n "$N" --seed "$SEED" --out "$OUT/cases.jsonl"
min_per_yaku=0
[ "$N" -ge 10000 ] && min_per_yaku=5   # the full corpus must name every yaku several times
reuse=--reuse
[ -n "${JSMA_ORACLE_FRESH:-}" ] && reuse=
"$OUT/venv/bin/python" "$HERE/oracle.py" --cases "$OUT/cases.jsonl" --out "$OUT/package.jsonl" \
  --passes "$PASSES" --min-per-yaku "$min_per_yaku" $reuse
# Always through cargo: a no-op when the binary is fresh, and never a stale engine compared.
# JSMA_ORACLE_MJREF names another binary (and skips the build).
MJREF="${JSMA_ORACLE_MJREF:-target/release/mjref}"
[ -n "${JSMA_ORACLE_MJREF:-}" ] || cargo build --release -q -p mjref
python3 "$HERE/compare.py" --cases "$OUT/cases.jsonl" --package "$OUT/package.jsonl" \
  --mjref "$MJREF" --report "$OUT/report.json"
