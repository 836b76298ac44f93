#!/usr/bin/env python3
"""PyMahjongGB's answer for each case of a JSONL file, with our fan keys; and its throughput.

Runs in the venv setup.sh makes (PyMahjongGB==1.4.0). For each case it records one line:
  {"status": "win", "points": N, "flowers": N, "meets_minimum": bool,
   "fans": [{"key": ..., "gb_name": ..., "count": N, "points": P}]}
  {"status": "error", "error": "ERROR_NOT_WIN"}   (GB raised: not a winning shape, bad input)
`points` includes the flowers, as ours does; a fan's `points` is one occurrence's value.
GB 1.4.0 does not raise under 8 points: it answers the fans, and `meets_minimum` is false
(3.9.1 1 (2): the fans without the flowers must make 8).

Throughput: GB's calls only (the arguments are built beforehand), one core, `--passes`
passes over all cases, the median.

    oracle.py [--cases target/mcr-oracle/cases.jsonl] [--out target/mcr-oracle/gb.jsonl]
              [--passes 3] [--min-per-fan 0]
"""

import argparse
import json
import os
import statistics
import sys
import time
from collections import Counter

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mcrcases import (FAN_KEYS, GB_MELDED_AND_CONCEALED_KONG, GB_NAME_TO_KEY,  # noqa: E402
                      WINDS, gb_tile, parse_hand, win_kind)

from MahjongGB import MahjongFanCalculator  # noqa: E402

# GB's pack types. `offer` 0 marks a pack as concealed (its is_pack_melded tests the offer
# bits), so a concealed kong is ("GANG", tile, 0); an exposed pung or kong names the seat that
# gave the tile (1-3), a chow which of its three tiles was taken (1-3; any, the fans do not
# depend on it). A chow's tile is its middle tile.
def gb_pack(meld):
    typ, body = meld
    if typ == "chow":
        return ("CHI", gb_tile(body[1]), 1)
    if typ == "pung":
        return ("PENG", gb_tile(body[0]), 2)
    if typ == "kong":
        return ("GANG", gb_tile(body[0]), 3)
    if typ == "ckong":
        return ("GANG", gb_tile(body[0]), 0)
    raise ValueError(typ)


def gb_args(case):
    concealed, melds = parse_hand(case["hand"])
    tsumo = bool(case["tsumo"])
    return dict(
        pack=tuple(gb_pack(m) for m in melds),
        hand=tuple(gb_tile(k) for k in concealed),
        winTile=gb_tile(win_kind(case)),
        flowerCount=int(case.get("flowers", 0)),
        isSelfDrawn=tsumo,
        is4thTile=bool(case["last_of_kind"]),
        # One GB flag for both: self-drawn it is 杠上开花, on a discard 抢杠和.
        isAboutKong=bool(case["after_kong"] if tsumo else case["robbing_kong"]),
        isWallLast=bool(case["last_tile"]),
        seatWind=WINDS.index(case["seat_wind"]),
        prevalentWind=WINDS.index(case["round_wind"]),
        verbose=True,
    )


def answer(args):
    try:
        got = MahjongFanCalculator(**args)
    except TypeError as e:  # GB raises TypeError with its error code as the message
        return {"status": "error", "error": str(e)}
    fans, points = [], 0
    for value, count, name_zh, _name_en in got:
        key = GB_NAME_TO_KEY.get(name_zh)
        if key is None:
            raise SystemExit(f"oracle: GB fan {name_zh!r} has no key in mcrcases.GB_NAME_TO_KEY")
        fans.append({"key": key, "gb_name": name_zh, "count": count, "points": value})
        points += value * count
    flowers = args["flowerCount"]
    return {"status": "win", "points": points, "flowers": flowers,
            "meets_minimum": points - flowers >= 8, "fans": fans}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", default="target/mcr-oracle/cases.jsonl")
    ap.add_argument("--out", default="target/mcr-oracle/gb.jsonl")
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--min-per-fan", type=int, default=0,
                    help="fail unless GB names each of the 81 fans in at least this many cases")
    a = ap.parse_args()

    with open(a.cases, encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]
    calls = [gb_args(c) for c in cases]

    answers = [answer(c) for c in calls]
    with open(a.out, "w", encoding="utf-8") as f:
        for ans in answers:
            f.write(json.dumps(ans, ensure_ascii=False) + "\n")

    # Throughput: the calls alone, in this process (one core).
    rates = []
    for _ in range(max(1, a.passes)):
        t0 = time.perf_counter()
        for c in calls:
            try:
                MahjongFanCalculator(**c)
            except TypeError:
                pass
        rates.append(len(calls) / (time.perf_counter() - t0))
    per_second = statistics.median(rates)

    status = Counter(x["status"] if x["status"] == "error" else
                     ("win" if x["meets_minimum"] else "under-8") for x in answers)
    errors = Counter(x["error"] for x in answers if x["status"] == "error")
    hist = Counter()
    for x in answers:
        for fan in x.get("fans", []):
            hist[fan["key"]] += 1

    print(f"oracle: {len(cases)} cases -> {a.out}")
    print("oracle: GB answers: " + ", ".join(f"{k} {v}" for k, v in sorted(status.items()))
          + (" (errors: " + ", ".join(f"{k} {v}" for k, v in errors.most_common()) + ")"
             if errors else ""))
    print("oracle: cases in which GB names each fan (3.8.1 order):")
    width = max(len(k) for k in FAN_KEYS)
    for i, key in enumerate(FAN_KEYS, 1):
        print(f"  {i:2d} {key:<{width}} {hist[key]:6d}")
    print(f"     {'(GB 明暗杠, no fan of the book)':<{width - 4}} "
          f"{hist[GB_MELDED_AND_CONCEALED_KONG]:6d}")
    rare = [k for k in FAN_KEYS if hist[k] < max(a.min_per_fan, 1)]
    print(f"oracle: {81 - len([k for k in FAN_KEYS if hist[k] == 0])}/81 fans seen; fewest: "
          + ", ".join(f"{k} {hist[k]}" for k in sorted(FAN_KEYS, key=lambda k: hist[k])[:5]))
    print(f"oracle: GB throughput {per_second:,.0f} hands/s (one core, median of "
          f"{len(rates)} passes: " + ", ".join(f"{r:,.0f}" for r in rates) + ")")

    with open(os.path.join(os.path.dirname(os.path.abspath(a.out)), "gb-throughput.json"),
              "w", encoding="utf-8") as f:
        json.dump({"hands": len(calls), "passes": rates, "per_second": per_second,
                   "status": status, "errors": errors, "fans": dict(hist)}, f, indent=1,
                  ensure_ascii=False)
    if a.min_per_fan and rare:
        print(f"oracle: fans named in fewer than {a.min_per_fan} cases: " + ", ".join(rare),
              file=sys.stderr)
        sys.exit(3)


if __name__ == "__main__":
    main()
