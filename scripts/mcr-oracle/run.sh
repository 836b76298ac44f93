#!/usr/bin/env bash
# The MCR fan calculator against PyMahjongGB, end to end (`make mcr-oracle`): the oracle's venv,
# N random winning hands, GB's answers and throughput, then ours and the comparison. Exits
# non-zero on a disagreement that no documented difference (compare.py, docs/mcr-oracle.md)
# explains. MCR_ORACLE_N and MCR_ORACLE_SEED choose the corpus (10000, 2006).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="$HOME/.cargo/bin:$PATH"

N="${MCR_ORACLE_N:-10000}"
SEED="${MCR_ORACLE_SEED:-2006}"
OUT=target/mcr-oracle
HERE=scripts/mcr-oracle
mkdir -p "$OUT"

"$HERE/setup.sh"
python3 "$HERE/generate.py" --n "$N" --seed "$SEED" --out "$OUT/cases.jsonl"
min_per_fan=0
[ "$N" -ge 10000 ] && min_per_fan=5   # the full corpus must name every fan several times
"$OUT/venv/bin/python" "$HERE/oracle.py" --cases "$OUT/cases.jsonl" --out "$OUT/gb.jsonl" \
  --min-per-fan "$min_per_fan"
# Always through cargo: a no-op when the binary is fresh, and never a stale engine compared.
# MCR_ORACLE_MJREF names another binary (and skips the build).
MJREF="${MCR_ORACLE_MJREF:-target/release/mjref}"
[ -n "${MCR_ORACLE_MJREF:-}" ] || cargo build --release -q -p mjref
python3 "$HERE/compare.py" --cases "$OUT/cases.jsonl" --gb "$OUT/gb.jsonl" \
  --mjref "$MJREF" --report "$OUT/report.json"
