#!/usr/bin/env python3
"""The `mahjong` package's answer for each case of a JSONL file, with our yaku keys; and its
throughput.

Runs in the venv setup.sh makes (mahjong==1.4.0, MahjongRepository's riichi hand calculator),
configured as close to JSMA as its options allow (jsma_options() below). For each case one line:
  {"status": "win", "han": N, "dora": N, "fu": N, "yakuman": bool, "package_han": N,
   "yaku": [{"key": K, "name": NAME, "han": N}], "fu_details": [...],
   "cost": {"main": N, "additional": N, "total": N, "yaku_level": S}}
  {"status": "no-yaku"}                            (the package's "no_yaku")
  {"status": "not-a-winning-shape", "error": E}    ("hand_not_winning", "hand_not_correct")
  {"status": "error", "error": E}                  (any other refusal)
`han` is the yaku's han without dora (ours), `package_han` the package's own (dora included),
`dora` the dora of all the hand's tiles by the package's plus_dora (also for a yakuman, where
the package leaves dora out), `yaku` the package's yaku named by our keys
(jsmacases.PACKAGE_NAME_TO_KEY) with the han the package gives each (open or closed), `cost`
what the package would pay (no 積み場, no riichi sticks).

Throughput: the package's estimate_hand_value calls only (tiles, melds, indicators and the
HandConfig built beforehand; each call timed alone), one core, `--passes` passes over all cases,
the median; the first pass also gives the answers. Also the time of one call (p50, p90, p99,
max): closed one-suit hands cost the package a hundred times the median (its HandDivider tries
permutations of candidate sets). `--reuse` keeps package.jsonl and package-throughput.json when
they were made from the same cases, these scripts and the same package version, with at least
as many passes (the package is slow: about 4 minutes a pass over 10,000 cases).

    oracle.py [--cases target/jsma-oracle/cases.jsonl] [--out target/jsma-oracle/package.jsonl]
              [--passes 3] [--min-per-yaku 0] [--reuse]
"""

import argparse
import hashlib
import importlib.metadata
import json
import os
import statistics
import sys
import time
from collections import Counter

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from jsmacases import (PACKAGE_DORA, PACKAGE_NAME_TO_KEY, WINDS, YAKU_KEYS,  # noqa: E402
                       parse_hand, parse_tiles, win_kind)

from mahjong.constants import EAST  # noqa: E402
from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules  # noqa: E402
from mahjong.meld import Meld  # noqa: E402
from mahjong.utils import plus_dora  # noqa: E402

# Yaku JSMA has whose cases this generator never makes (first_turn is always false).
NOT_GENERATED = {"tenhou", "chiihou", "renhou"}


def jsma_options():
    """The package's OptionalRules nearest JSMA's rules:
    - has_open_tanyao: 食いタン (ルール 10);
    - has_aka_dora False: no red dora (特に注意するルール 3);
    - has_double_yakuman False: its double yakuman count 13 (役満の重複は認めない; several
      yakuman still add up in the package: compare.py `yakuman-do-not-stack`);
    - kazoe_limit KAZOE_SANBAIMAN: 13 han or more of ordinary yaku are a sanbaiman, not a
      counted yakuman (ルール 5: 13翻以上を3倍満貫);
    - kiriage False: no rounding up to mangan (ルール 5: 満貫 is 32符以上の6翻・7翻);
    - fu_for_open_pinfu True: 食いピンフ counts 30 fu (ルール 10);
    - fu_for_pinfu_tsumo False: 門前自摸平和 20 fu 2 han (ルール 11);
    - renhou_as_yakuman False (人和 is a 倍満; no case has first_turn);
    - no daisharin, daichisei, sashikomi (not JSMA's yaku)."""
    return OptionalRules(
        has_open_tanyao=True,
        has_aka_dora=False,
        has_double_yakuman=False,
        kazoe_limit=HandConfig.KAZOE_SANBAIMAN,
        kiriage=False,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=False,
        has_daisharin=False,
        has_daisharin_other_suits=False,
        has_sashikomi_yakuman=False,
        has_daichisei=False,
    )


class Ids:
    """136-format tile ids: each physical tile its own id (kind * 4 + copy)."""

    def __init__(self):
        self.used = Counter()

    def take(self, k):
        n = self.used[k]
        if n >= 4:
            raise ValueError(f"a fifth tile of kind {k}")
        self.used[k] += 1
        return k * 4 + n


def package_args(case):
    """(tiles, win_tile, melds, dora_indicators, config) for estimate_hand_value."""
    concealed, melds = parse_hand(case["hand"])
    ids = Ids()
    tiles = [ids.take(k) for k in concealed]
    win = ids.take(win_kind(case))
    tiles.append(win)
    pkg_melds = []
    for typ, body in melds:
        got = [ids.take(k) for k in body]
        tiles += got
        if typ == "chow":
            pkg_melds.append(Meld(Meld.CHI, got, opened=True))
        elif typ == "pung":
            pkg_melds.append(Meld(Meld.PON, got, opened=True))
        elif typ == "kong":
            pkg_melds.append(Meld(Meld.KAN, got, opened=True))
        else:  # concealed kong
            pkg_melds.append(Meld(Meld.KAN, got, opened=False))
    indicators = [ids.take(k) for k in parse_tiles(case.get("dora_indicators") or "")]
    tsumo = bool(case["tsumo"] or case["after_kong"])  # 嶺上開花 is always a tsumo (ルール 15)
    config = HandConfig(
        is_tsumo=tsumo,
        is_riichi=bool(case["riichi"] or case["double_riichi"]),
        is_daburu_riichi=bool(case["double_riichi"]),
        is_rinshan=bool(case["after_kong"]),
        is_chankan=bool(case["robbing_kong"]),
        is_haitei=bool(case["last_tile"]) and tsumo,
        is_houtei=bool(case["last_tile"]) and not tsumo,
        player_wind=EAST + WINDS.index(case["seat_wind"]),
        round_wind=EAST + WINDS.index(case["round_wind"]),
        options=jsma_options(),
    )
    if case.get("first_turn"):
        raise SystemExit("oracle: first_turn cases are not supported (the package's tenhou, "
                         "chiihou and renhou are not JSMA's first-turn conditions)")
    return tiles, win, pkg_melds, indicators, config


NOT_WINNING = {HandCalculator.ERR_HAND_NOT_WINNING, HandCalculator.ERR_HAND_NOT_CORRECT}


def read_answer(got, args):
    """The package's HandResponse as one line of package.jsonl."""
    tiles, win, melds, indicators, config = args
    if got.error:
        if got.error == HandCalculator.ERR_NO_YAKU:
            return {"status": "no-yaku"}
        if got.error in NOT_WINNING:
            return {"status": "not-a-winning-shape", "error": got.error}
        return {"status": "error", "error": got.error}
    yaku, han, dora_han = [], 0, 0
    for y in got.yaku:
        h = y.han_open if got.is_open_hand and y.han_open else y.han_closed
        if y.name == PACKAGE_DORA:
            dora_han += h
            continue
        if y.name not in PACKAGE_NAME_TO_KEY:
            raise SystemExit(f"oracle: the package's yaku {y.name!r} has no key in "
                             "jsmacases.PACKAGE_NAME_TO_KEY")
        key = PACKAGE_NAME_TO_KEY[y.name]
        if key is None:
            raise SystemExit(f"oracle: the package counted {y.name!r}, which JSMA does not "
                             "have and jsma_options() should have turned off")
        yaku.append({"key": key, "name": y.name, "han": h})
        han += h
    yakuman = any(y.is_yakuman for y in got.yaku)
    # Dora of every tile (kongs' fourth tiles too), by the package's own rule; for a yakuman the
    # package leaves them out of its answer, so they are counted here the same way.
    dora = sum(plus_dora(t, indicators) for t in tiles)
    if not yakuman and dora != dora_han:
        raise SystemExit(f"oracle: dora {dora} by plus_dora but {dora_han} in the answer")
    cost = got.cost or {}
    counts = Counter(t // 4 for t in tiles)
    return {"status": "win", "han": han, "dora": dora, "fu": got.fu, "yakuman": yakuman,
            "package_han": got.han, "yaku": yaku,
            # Two facts of the case the histogram needs (compare.py reads them off the case).
            "double_wind": config.player_wind == config.round_wind,
            "seven_pairs": not melds and len(counts) == 7 and set(counts.values()) == {2},
            "fu_details": [[d["reason"], d["fu"]] for d in (got.fu_details or [])],
            "cost": {k: cost.get(k) for k in ("main", "additional", "total", "yaku_level")}}


def fingerprint(cases_path):
    """What the answers and the timing depend on: the cases, these scripts, the package."""
    h = hashlib.sha256()
    for path in (cases_path, __file__, os.path.join(HERE, "jsmacases.py")):
        with open(path, "rb") as f:
            h.update(f.read())
    h.update(f"mahjong=={importlib.metadata.version('mahjong')}".encode())
    return h.hexdigest()


def timed_pass(calc, calls, answers=None):
    """One pass over all calls; each estimate_hand_value call timed alone. With `answers`, the
    answers are collected too (their reading is not timed)."""
    times = []
    for args in calls:
        tiles, win, melds, indicators, config = args
        t0 = time.perf_counter()
        got = calc.estimate_hand_value(tiles, win, melds=melds, dora_indicators=indicators,
                                       config=config)
        times.append(time.perf_counter() - t0)
        if answers is not None:
            answers.append(read_answer(got, args))
    return times


def yaku_histogram(answers):
    hist = Counter()
    for x in answers:
        for key in {y["key"] for y in x.get("yaku", [])}:
            hist[key] += 1
        names = {y["name"] for y in x.get("yaku", [])}
        # What compare.py turns into our own keys (double-wind-pung, tsuuiisou-seven-pairs).
        if {"Yakuhai (wind of place)", "Yakuhai (wind of round)"} <= names and x.get("double_wind"):
            hist["renfonpai"] += 1
        if "Tsuu Iisou" in names and x.get("seven_pairs"):
            hist["tsuuiisou-chiitoitsu"] += 1
    hist["(with dora)"] = sum(1 for x in answers if x.get("dora"))
    return hist


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", default="target/jsma-oracle/cases.jsonl")
    ap.add_argument("--out", default="target/jsma-oracle/package.jsonl")
    ap.add_argument("--passes", type=int, default=3)
    ap.add_argument("--min-per-yaku", type=int, default=0,
                    help="fail unless the package names each yaku (but tenhou, chiihou, renhou) "
                         "in at least this many cases")
    ap.add_argument("--reuse", action="store_true",
                    help="keep --out and its throughput when the cases, these scripts and the "
                         "package version are those they were made with, with as many passes")
    a = ap.parse_args()
    passes = max(1, a.passes)
    tp_path = os.path.join(os.path.dirname(os.path.abspath(a.out)), "package-throughput.json")
    key = fingerprint(a.cases)

    with open(a.cases, encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]

    stored = None
    if a.reuse and os.path.exists(a.out) and os.path.exists(tp_path):
        with open(tp_path, encoding="utf-8") as f:
            stored = json.load(f)
        with open(a.out, encoding="utf-8") as f:
            answers = [json.loads(line) for line in f if line.strip()]
        if stored.get("fingerprint") != key or len(answers) != len(cases) \
                or len(stored.get("passes", [])) < passes:
            stored = None
    if stored:
        rates, per_second, pcts = stored["passes"], stored["per_second"], stored["call_ms"]
        print(f"oracle: reusing {a.out} and its throughput (measured {stored['measured']}; "
              "same cases, scripts and package; at least as many passes)")
    else:
        calls = [package_args(c) for c in cases]
        calc = HandCalculator()
        answers = []
        all_times = [timed_pass(calc, calls, answers)]
        for _ in range(passes - 1):
            all_times.append(timed_pass(calc, calls))
        rates = [len(calls) / sum(t) for t in all_times]
        per_second = statistics.median(rates)
        one = sorted(all_times[rates.index(per_second)] if per_second in rates else all_times[0])
        pcts = {p: one[min(len(one) - 1, int(len(one) * p / 100))] * 1000
                for p in (50, 90, 99, 100)}
        with open(a.out, "w", encoding="utf-8") as f:
            for ans in answers:
                f.write(json.dumps(ans, ensure_ascii=False) + "\n")

    status = Counter(x["status"] for x in answers)
    errors = Counter(x["error"] for x in answers if x["status"] == "error")
    hist = yaku_histogram(answers)

    print(f"oracle: {len(cases)} cases -> {a.out}")
    print("oracle: package answers: " + ", ".join(f"{k} {v}" for k, v in sorted(status.items()))
          + (" (errors: " + ", ".join(f"{k} {v}" for k, v in errors.most_common()) + ")"
             if errors else ""))
    print("oracle: cases in which the package names each yaku (our keys, table order; "
          "renfonpai and tsuuiisou-chiitoitsu as compare.py names them):")
    width = max(len(k) for k in YAKU_KEYS)
    for k in YAKU_KEYS + ["(with dora)"]:
        print(f"  {k:<{width}} {hist[k]:6d}" + ("  (no case: first_turn is always false)"
                                               if k in NOT_GENERATED else ""))
    wanted = [k for k in YAKU_KEYS if k not in NOT_GENERATED]
    rare = [k for k in wanted if hist[k] < max(a.min_per_yaku, 1)]
    print("oracle: fewest: " + ", ".join(
        f"{k} {hist[k]}" for k in sorted(wanted, key=lambda k: hist[k])[:5]))
    print(f"oracle: package throughput {per_second:,.0f} hands/s (one core, median of "
          f"{len(rates)} passes: " + ", ".join(f"{r:,.0f}" for r in rates) + "); one call "
          + ", ".join(f"p{p} {ms:.2f} ms" for p, ms in pcts.items()))

    if not stored:
        with open(tp_path, "w", encoding="utf-8") as f:
            json.dump({"hands": len(cases), "passes": rates, "per_second": per_second,
                       "call_ms": pcts, "fingerprint": key,
                       "measured": time.strftime("%Y-%m-%d %H:%M:%S"),
                       "package": f"mahjong=={importlib.metadata.version('mahjong')}",
                       "status": status, "errors": errors, "yaku": dict(hist)}, f, indent=1,
                      ensure_ascii=False)
    if errors:
        print("oracle: the package refused cases the generator should not make", file=sys.stderr)
        sys.exit(3)
    if a.min_per_yaku and rare:
        print(f"oracle: yaku named in fewer than {a.min_per_yaku} cases: " + ", ".join(rare),
              file=sys.stderr)
        sys.exit(3)


if __name__ == "__main__":
    main()
