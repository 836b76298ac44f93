#!/usr/bin/env python3
"""Our MCR fan calculator against PyMahjongGB's answers, case by case.

Runs `mjref bench mcr-fans --cases IN --out OUT --json` on the cases, reads GB's answers
(oracle.py), turns GB's answer into ours where a documented difference says the two readings
of the book part (DIFFERENCES below; docs/mcr-oracle.md), and compares what is left: whether
the hand wins, whether it makes 8, and each fan with its count and value. Any other
disagreement makes the exit status 1. Prints the number of cases, the agreements, each kind
of disagreement with five examples, and both throughputs beside the target (ours at least 3x
GB's); writes everything to --report.

    compare.py [--cases target/mcr-oracle/cases.jsonl] [--gb target/mcr-oracle/gb.jsonl]
               [--mjref target/release/mjref] [--report target/mcr-oracle/report.json]

Standard library only (tomllib reads the fan table, Python 3.11+).
"""

import argparse
import json
import os
import subprocess
import sys
import tomllib
from collections import defaultdict

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mcrcases import (FAN_KEYS, GB_MELDED_AND_CONCEALED_KONG, all_tiles, describe,  # noqa: E402
                      parse_hand, win_kind)

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
FAN_TABLE = os.path.join(ROOT, "rules-data", "mcr-2006/hand/fans.toml")
TARGET_RATIO = 3.0
EXAMPLES = 5

# The chow-pair fans: where two sets of them give the same points the names may differ.
PAIR_FANS = {"pure-double-chow", "mixed-double-chow", "short-straight", "two-terminal-chows"}

# The concealed special hands whose definitions say 自摸加计不求人.
SELF_DRAWN_SPECIALS = {
    "nine-gates", "seven-shifted-pairs", "thirteen-orphans", "four-concealed-pungs",
    "seven-pairs", "greater-honours-and-knitted-tiles", "lesser-honours-and-knitted-tiles",
}


# --- Documented differences ------------------------------------------------------------------
# Each takes a case and GB's fans ({key: [count, points]}) and, when it applies, changes the
# fans to our reading and returns True. They look at the case and GB's answer only, never at
# ours: a rule says what the book says, whatever our engine answers.

def self_drawn_special_hand(case, fans):
    """MCR 3.8.1 4, 6, 7, 12, 19, 20, 34: a concealed special hand (九莲宝灯, 连七对, 十三幺,
    四暗刻, 七对, 七星不靠, 全不靠) won by self-draw 'adds 不求人' (自摸加计不求人): we count
    fully-concealed-hand (4), which makes self-drawn not count (3.9.1 5 (1)); GB counts 自摸
    (1), or nothing when 妙手回春 or 杠上开花 already absorbed the self-draw."""
    if not case["tsumo"] or "fully-concealed-hand" in fans:
        return False
    if not SELF_DRAWN_SPECIALS & fans.keys():
        return False
    fans.pop("self-drawn", None)
    fans["fully-concealed-hand"] = [1, 4]
    return True


def melded_and_concealed_kong(case, fans):
    """MCR 3.8.1 57 双明杠: 'one melded and one concealed kong count 6 points'
    (一明杠与一暗杠计6分): we count two-melded-kongs at 6; GB counts its own 明暗杠 at 5."""
    if GB_MELDED_AND_CONCEALED_KONG not in fans:
        return False
    count, _ = fans.pop(GB_MELDED_AND_CONCEALED_KONG)
    fans["two-melded-kongs"] = [count, 6]
    return True


def concealed_kongs_besides(case, fans):
    """MCR 3.8.1 5 四杠 and 17 三杠 say 暗杠加计: the concealed kongs among three or four kongs
    count besides, 暗杠 (2) for one, 双暗杠 (6) for two or more (which makes 双暗刻 not count,
    3.9.1 5 (1)); GB counts only the concealed pungs they make."""
    _, melds = parse_hand(case["hand"])
    kongs = sum(1 for kind, _ in melds if kind in ("kong", "ckong"))
    concealed = sum(1 for kind, _ in melds if kind == "ckong")
    if kongs < 3 or concealed == 0:
        return False
    if concealed == 1:
        fans["concealed-kong"] = [1, 2]
    else:
        fans["two-concealed-kongs"] = [1, 6]
        fans.pop("two-concealed-pungs", None)
    return True


def nine_gates_terminal_pungs(case, fans):
    """MCR 3.8.1 4 with 3.9.1 5 (1): 九莲宝灯 is 1112345678999 of one suit, so its pungs of 1 and 9
    are the shape itself and 幺九刻 does not count beside it (our table's nine-gates excludes);
    GB adds one 幺九刻 when the hand wins on 2, 5 or 8."""
    if "nine-gates" not in fans or "pung-of-terminals-or-honours" not in fans:
        return False
    fans.pop("pung-of-terminals-or-honours")
    return True


def _wins(counts, sets):
    """Four sets and a pair (`sets` still to find) or, with no melds, seven pairs: the two
    shapes a wait fan can come from. No copy limit."""
    def split(c, sets, pair):
        i = next((k for k in range(34) if c[k]), None)
        if i is None:
            return sets == 0 and pair
        if not pair and c[i] >= 2:
            c[i] -= 2
            ok = split(c, sets, True)
            c[i] += 2
            if ok:
                return True
        if sets and c[i] >= 3:
            c[i] -= 3
            ok = split(c, sets - 1, pair)
            c[i] += 3
            if ok:
                return True
        if sets and i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
            for k in (i, i + 1, i + 2):
                c[k] -= 1
            ok = split(c, sets - 1, pair)
            for k in (i, i + 1, i + 2):
                c[k] += 1
            return ok
        return False
    if split(list(counts), sets, False):
        return True
    return sets == 4 and all(n % 2 == 0 for n in counts)


def only_wait_when_the_rest_are_held(case, fans):
    """MCR 3.8.1 77–79: 边张, 坎张 and 单钓将 are for a hand that 'can only' (只能) win on the one
    tile. A tile the player already holds all four of cannot be won on, so a hand whose other
    winning tiles are all such tiles waits on one tile; GB counts those tiles as waits and
    gives no wait fan. Ours may then count one of the three (1 point)."""
    concealed, melds = parse_hand(case["hand"])
    held = [0] * 34
    for k in all_tiles(case):
        held[k] += 1
    held[win_kind(case)] -= 1
    counts = [0] * 34
    for k in concealed:
        counts[k] += 1
    waits = []
    for t in range(34):
        counts[t] += 1
        if _wins(counts, 4 - len(melds)):  # GB's view: a fifth copy too
            waits.append(t)
        counts[t] -= 1
    others = [t for t in waits if t != win_kind(case)]
    if not others or any(held[t] < 4 for t in others):
        return False
    if {"edge-wait", "closed-wait", "single-wait"} & fans.keys():
        return False
    fans["wait-fan-if-ours"] = [1, 1]  # matched by classify against ours' one wait fan
    return True


DIFFERENCES = [
    ("self-drawn-special-hand", "MCR 3.8.1 4, 6, 7, 12, 19, 20, 34", self_drawn_special_hand),
    ("melded-and-concealed-kong", "MCR 3.8.1 57", melded_and_concealed_kong),
    ("concealed-kongs-besides", "MCR 3.8.1 5, 17", concealed_kongs_besides),
    ("nine-gates-terminal-pungs", "MCR 3.8.1 4; 3.9.1 5 (1)", nine_gates_terminal_pungs),
    ("only-wait-when-the-rest-are-held", "MCR 3.8.1 77-79", only_wait_when_the_rest_are_held),
]

WAIT_FANS = ("edge-wait", "closed-wait", "single-wait")


# --- Reading the answers ---------------------------------------------------------------------

def gb_fans(gb):
    return {f["key"]: [f["count"], f["points"]] for f in gb["fans"]}


def our_fans(ours):
    fans = {}
    for f in ours.get("fans") or []:
        if f["key"] in fans:  # one entry per fan; sum counts if a fan came twice
            fans[f["key"]][0] += f["count"]
        else:
            fans[f["key"]] = [f["count"], f["points"]]
    # The flowers as a fan, as GB names them, if our answer gives them only as `flowers`.
    if ours.get("flowers") and "flower-tiles" not in fans:
        fans["flower-tiles"] = [ours["flowers"], 1]
    return fans


def total(fans):
    return sum(c * p for c, p in fans.values())


def fmt_fans(fans):
    return " ".join(f"{k}" + (f"x{c}" if c != 1 else "") + f"={c * p}"
                    for k, (c, p) in sorted(fans.items(), key=lambda kv: FAN_ORDER.get(kv[0], 99)))


FAN_ORDER = {k: i for i, k in enumerate(FAN_KEYS)}
FAN_ORDER[GB_MELDED_AND_CONCEALED_KONG] = 56.5


def signature(ours, gb):
    """The fans on which two answers differ: '+key' only ours, '-key' only GB's, 'key a/b' in
    both with another count or value."""
    parts = []
    for k in sorted(ours.keys() | gb.keys(), key=lambda k: FAN_ORDER.get(k, 99)):
        o, g = ours.get(k), gb.get(k)
        if o == g:
            continue
        if g is None:
            parts.append(f"+{k}")
        elif o is None:
            parts.append(f"-{k}")
        else:
            parts.append(f"{k} {o[0]}x{o[1]}/{g[0]}x{g[1]}")
    return parts


def classify(case, ours, gb, table):
    """(kind, detail) for one case; kind 'agree' or 'agree (documented: ...)' when they agree."""
    detail = {}
    our_win = bool(ours.get("win"))
    gb_win = gb["status"] == "win"
    if not our_win and not gb_win:
        return "agree (neither wins)", detail
    if not our_win:
        return f"ours: no win ({ours.get('reason') or ours.get('error')}), GB: a win", detail
    if not gb_win:
        return f"GB: no win ({gb.get('error')}), ours: a win", detail

    o = our_fans(ours)
    g = gb_fans(gb)
    applied = [name for name, _, rule in DIFFERENCES if rule(case, g)]
    if "wait-fan-if-ours" in g:
        g.pop("wait-fan-if-ours")
        ours_wait = [k for k in WAIT_FANS if k in o]
        if ours_wait:  # ours counted the one wait fan the rule allows
            g[ours_wait[0]] = [1, 1]
    detail["documented"] = applied
    detail["gb_adjusted"] = g

    # Our answer must hold together: its total, its minimum, each value from the fan table.
    problems = []  # (short kind, detail)
    if total(o) != ours.get("points"):
        problems.append(("total", f"points {ours.get('points')} but its fans sum to {total(o)}"))
    flowers = ours.get("flowers", case.get("flowers", 0))
    if flowers != case.get("flowers", 0):
        problems.append(("flowers", f"flowers {flowers}, the case has {case.get('flowers', 0)}"))
    if ours.get("meets_minimum") != (ours.get("points", 0) - flowers >= 8):
        problems.append(("meets_minimum", f"meets_minimum {ours.get('meets_minimum')} with "
                         f"{ours.get('points', 0) - flowers} points without flowers"))
    for k, (_, p) in o.items():
        want = table.get(k)
        if k == "two-melded-kongs" and p == 6:
            continue  # 3.8.1 57: one melded and one concealed kong
        if want is None:
            problems.append(("unknown fan key", f"unknown fan key {k}"))
        elif p != want:
            problems.append(("fan value off the table", f"{k} valued {p}, the table says {want}"))
    if problems:
        detail["problems"] = [text for _, text in problems]
        return "ours inconsistent: " + problems[0][0], detail

    prefix = "nine-gates: " if "nine-gates" in o or "nine-gates" in g else ""
    if o == g:
        return ("agree" + (f" (documented: {', '.join(applied)})" if applied else "")), detail
    diff = signature(o, g)
    detail["diff"] = diff
    if total(o) == total(g):
        # 3.9.1 5 (4) 就高不就低 chooses between readings by their points only: two readings of
        # equal points are both the book's, so this is an agreement on the hand's value, listed
        # by kind so that a change of reading shows.
        keys = {d.lstrip("+-").split(" ")[0] for d in diff}
        if keys <= PAIR_FANS:
            return prefix + "agree (equal readings: other pair fans)", detail
        return prefix + "agree (equal readings: " + " ".join(diff) + ")", detail
    if ours.get("meets_minimum") != (total(g) - flowers >= 8):
        prefix += "8-point minimum differs; "
    return prefix + "points differ: " + " ".join(diff), detail


def run_ours(mjref, cases_path, out_path):
    cmd = [mjref, "bench", "mcr-fans", "--cases", cases_path, "--out", out_path, "--json"]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:
        sys.exit(f"compare: cannot run {mjref}: {e}")
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr)
        if "mcr-fans" in proc.stderr and "unrecognized" in proc.stderr:
            sys.exit(f"compare: {mjref} has no `bench mcr-fans` yet: nothing to compare")
        sys.exit(f"compare: `{' '.join(cmd)}` failed with status {proc.returncode}")
    stats = None
    for line in proc.stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                got = json.loads(line)
            except json.JSONDecodeError:
                continue
            if "per_second" in got:
                stats = got
    if stats is None:
        sys.exit(f"compare: `{' '.join(cmd)}` printed no {{hands, seconds, per_second}} line:\n"
                 + proc.stdout[-2000:])
    with open(out_path, encoding="utf-8") as f:
        answers = [json.loads(line) for line in f if line.strip()]
    return answers, stats


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", default="target/mcr-oracle/cases.jsonl")
    ap.add_argument("--gb", default="target/mcr-oracle/gb.jsonl")
    ap.add_argument("--gb-throughput", default=None,
                    help="oracle.py's throughput file (default: beside --gb)")
    ap.add_argument("--mjref", default="target/release/mjref")
    ap.add_argument("--ours", default=None, help="where our answers go (default: beside --gb)")
    ap.add_argument("--report", default="target/mcr-oracle/report.json")
    a = ap.parse_args()

    out_dir = os.path.dirname(os.path.abspath(a.gb))
    ours_path = a.ours or os.path.join(out_dir, "ours.jsonl")
    gb_tp_path = a.gb_throughput or os.path.join(out_dir, "gb-throughput.json")

    with open(FAN_TABLE, "rb") as f:
        table = {fan["key"]: fan["points"] for fan in tomllib.load(f)["fan"]}
    if list(table) != FAN_KEYS:
        sys.exit("compare: rules-data/mcr-2006/hand/fans.toml's keys are not mcrcases.FAN_KEYS")
    with open(a.cases, encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]
    with open(a.gb, encoding="utf-8") as f:
        gbs = [json.loads(line) for line in f if line.strip()]
    with open(gb_tp_path, encoding="utf-8") as f:
        gb_rate = json.load(f)["per_second"]
    if len(gbs) != len(cases):
        sys.exit(f"compare: {len(cases)} cases but {len(gbs)} GB answers (run oracle.py again)")

    ours, stats = run_ours(a.mjref, a.cases, ours_path)
    if len(ours) != len(cases):
        sys.exit(f"compare: {len(cases)} cases but {len(ours)} answers from mjref")

    kinds = defaultdict(list)
    documented = defaultdict(int)
    records = []
    for i, (case, our, gb) in enumerate(zip(cases, ours, gbs)):
        kind, detail = classify(case, our, gb, table)
        kinds[kind].append(i)
        for name in detail.get("documented", []):
            documented[name] += 1
        if not kind.startswith("agree"):
            records.append({"case": i, "kind": kind, "hand": describe(case), "input": case,
                            "ours": our, "gb": gb, **detail})

    agreements = sum(len(v) for k, v in kinds.items() if k.startswith("agree"))
    disagreements = len(cases) - agreements
    by_case = {r["case"]: r for r in records}

    print(f"compare: {len(cases)} cases, {agreements} agree, {disagreements} disagree")
    for k in sorted((k for k in kinds if k.startswith("agree")), key=lambda k: -len(kinds[k])):
        print(f"  {len(kinds[k]):6d}  {k}")
    if documented:
        print("compare: documented differences applied to GB's answer (docs/mcr-oracle.md):")
        for name, article, _ in DIFFERENCES:
            print(f"  {documented[name]:6d}  {name} ({article})")
    bad = sorted((k for k in kinds if not k.startswith("agree")), key=lambda k: (-len(kinds[k]), k))
    if bad:
        print(f"compare: disagreements by kind ({len(bad)} kinds):")
    for k in bad:
        print(f"\n  {len(kinds[k]):6d}  {k}")
        for i in kinds[k][:EXAMPLES]:
            r = by_case[i]
            print(f"          #{i} {r['hand']}")
            if r["ours"].get("win"):
                print(f"            ours {r['ours'].get('points')}: {fmt_fans(our_fans(r['ours']))}")
            else:
                print(f"            ours: no win ({r['ours'].get('reason') or r['ours'].get('error')})")
            if r["gb"]["status"] == "win":
                adj = r.get("gb_adjusted")
                print(f"            GB   {r['gb']['points']}: {fmt_fans(gb_fans(r['gb']))}")
                if r.get("documented"):
                    print(f"            GB as ours ({', '.join(r['documented'])}) "
                          f"{total(adj)}: {fmt_fans(adj)}")
            else:
                print(f"            GB: {r['gb'].get('error')}")
            for p in r.get("problems", []):
                print(f"            ours: {p}")

    ratio = stats["per_second"] / gb_rate if gb_rate else float("inf")
    if os.environ.get("MCR_ORACLE_DEBUG_BUILD"):
        # `make test` compares with the debug build, whose speed says nothing: `make bench`
        # measures the release build.
        print(f"\ncompare: throughput not judged (debug build; `make bench` measures it); "
              f"GB {gb_rate:,.0f} hands/s")
    else:
        verdict = "meets" if ratio >= TARGET_RATIO else "BELOW"
        print(f"\ncompare: throughput ours {stats['per_second']:,.0f} hands/s, GB {gb_rate:,.0f} "
              f"hands/s: {ratio:.2f}x (target >= {TARGET_RATIO:g}x: {verdict})")

    os.makedirs(os.path.dirname(os.path.abspath(a.report)), exist_ok=True)
    with open(a.report, "w", encoding="utf-8") as f:
        json.dump({
            "cases": len(cases), "agreements": agreements, "disagreements": disagreements,
            "kinds": {k: {"count": len(v), "cases": v} for k, v in kinds.items()},
            "documented_differences": [
                {"name": n, "article": art, "applied": documented[n]} for n, art, _ in DIFFERENCES],
            "throughput": {"ours": stats, "gb_per_second": gb_rate, "ratio": ratio,
                           "target_ratio": TARGET_RATIO},
            "disagreements_detail": records,
        }, f, ensure_ascii=False, indent=1)
    print(f"compare: report -> {a.report}")
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
