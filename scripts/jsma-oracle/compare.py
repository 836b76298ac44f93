#!/usr/bin/env python3
"""Our JSMA hand engine against the `mahjong` package's answers, case by case.

Runs `mjref bench jsma-hands --cases IN --out OUT --json` on the cases, reads the package's
answers (oracle.py), turns the package's answer into JSMA's where a documented difference of the
rules says they part (DIFFERENCES below; docs/jsma-oracle.md), and compares what is left:
whether the hand wins (and if not, why), the yaku with their han, han, dora, fu (not for a
yakuman), yakuman, and the points the winner receives. Any other disagreement makes the exit
status 1. Also checks that our answer holds together (han the sum of its yaku, each yaku's han
the table's, points by ルール 5 from its own han, dora and fu). Prints the number of cases, the
agreements, each kind of disagreement with five examples, and both throughputs beside the
target (ours at least 30x the package's); writes everything to --report.

    compare.py [--cases target/jsma-oracle/cases.jsonl]
               [--package target/jsma-oracle/package.jsonl]
               [--mjref target/release/mjref] [--report target/jsma-oracle/report.json]

Standard library only (tomllib reads the yaku table, Python 3.11+). With
JSMA_ORACLE_DEBUG_BUILD set the throughput is printed but not judged.
"""

import argparse
import json
import os
import subprocess
import sys
import tomllib
from collections import Counter, defaultdict

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from jsmacases import (NOT_ALONE, YAKU_KEYS, all_tiles, basic_points,  # noqa: E402
                       describe, is_open, parse_hand, points_received)

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
YAKU_TABLE = os.path.join(ROOT, "rules-data", "jsma/hand/yaku.toml")
TARGET_RATIO = 30.0
EXAMPLES = 5
ORDER = {k: i for i, k in enumerate(YAKU_KEYS)}


def is_tsumo(case):
    return bool(case["tsumo"] or case["after_kong"])  # 嶺上開花 is always a tsumo (ルール 15)


def is_dealer(case):
    return case["seat_wind"] == "E"


def jsma_points(case, han, dora, fu, yakuman):
    return points_received(basic_points(han, dora, fu, yakuman), is_tsumo(case), is_dealer(case))


def round_fu(fu):
    return (fu + 9) // 10 * 10


# --- The package's answer as a view we can change --------------------------------------------

def package_view(pkg):
    """{"win", "reason", "han" (the package's, dora included), "dora", "fu", "yakuman",
    "yaku": {key: han}, "names": [package names], "fu_details", "points" (the package's)}."""
    if pkg["status"] != "win":
        return {"win": False, "reason": pkg["status"] if pkg["status"] != "error"
                else "error: " + pkg.get("error", "?")}
    yaku = defaultdict(int)
    for y in pkg["yaku"]:
        yaku[y["key"]] += y["han"]
    return {"win": True, "reason": None, "han": pkg["package_han"], "dora": pkg["dora"],
            "fu": pkg["fu"], "yakuman": pkg["yakuman"], "yaku": dict(yaku),
            "names": [y["name"] for y in pkg["yaku"]], "fu_details": pkg["fu_details"],
            "points": (pkg.get("cost") or {}).get("total")}


# --- Documented differences ------------------------------------------------------------------
# Each takes a case and the package's answer as a view ({win, han, dora, fu, yakuman, yaku,
# names, fu_details, points}) and, when it applies, changes the view to JSMA's reading and
# returns True. They look at the case and the package's answer only, never at ours.

def dora_not_in_han(case, v):
    """JSMA ルール 3 (ドラは…1翻しばりの資格はなし) and docs/jsma-hands.md "Points": our `han`
    is the yaku's alone and `dora` apart; the package's han counts the dora in (for anything
    but a yakuman)."""
    if not v["win"] or v["yakuman"] or not v["dora"]:
        return False
    v["han"] -= v["dora"]
    return True


def double_wind_pung(case, v):
    """JSMA アガリ役 (2翻役 連風牌): a pung or kong of the wind that is both the seat's and the
    round's is 連風牌, 2 han, one yaku; the package counts it as two yakuhai ("wind of place"
    and "wind of round", 1 han each). Same han, our name."""
    if not v["win"] or case["seat_wind"] != case["round_wind"]:
        return False
    if not {"Yakuhai (wind of place)", "Yakuhai (wind of round)"} <= set(v["names"]):
        return False
    v["yaku"]["yakuhai"] -= 2
    if not v["yaku"]["yakuhai"]:
        del v["yaku"]["yakuhai"]
    v["yaku"]["renfonpai"] = 2
    return True


def double_wind_pair_fu(case, v):
    """JSMA 特に注意するルール 7 (翻牌単騎は出て4符、ツモれば6符(連風牌も同じ)): a pair of the
    wind that is both seat and round is 2 fu like any value pair; the package counts 4
    (double_valued_pair). The fu are summed again with 2 and rounded up to 10."""
    if not v["win"] or v["yakuman"]:
        return False
    details = [(r, f) for r, f in v["fu_details"]]
    if ("double_valued_pair", 4) not in details:
        return False
    v["fu"] = round_fu(sum(f for _, f in details) - 2)
    return True


def not_alone_yaku(case, v):
    """JSMA アガリ役 注 (◎印は無資格一翻役とし、他に役がなければアガれない) and 特に注意するルール 5:
    海底自摸, 河底放銃, 嶺上開花 and 搶槓 alone make no win; the package lets any han win."""
    if not v["win"] or v["yakuman"] or not set(v["yaku"]) <= NOT_ALONE:
        return False
    v.update(win=False, reason="no-yaku")
    return True


def yakuman_do_not_stack(case, v):
    """JSMA アガリ役 注 (役満の重複は認めない) and ルール 5 (役満は4倍満貫): a hand with several
    yakuman is paid one; we list each with han 13 and `han` is 13. The package (even with
    has_double_yakuman off) adds them up: 26, 39 han, a double or triple yakuman."""
    if not v["win"] or not v["yakuman"] or v["han"] <= 13:
        return False
    v["han"] = 13
    return True


def tsuuiisou_seven_pairs(case, v):
    """JSMA アガリ役 (役満 字一色七対子): seven pairs of the seven honours is its own yakuman in
    JSMA's list, our `tsuuiisou-chiitoitsu`; the package names it 字一色 (Tsuu Iisou) like the
    four-sets hand."""
    if not v["win"] or "tsuuiisou" not in v["yaku"]:
        return False
    _, melds = parse_hand(case["hand"])
    counts = Counter(all_tiles(case))
    if melds or len(counts) != 7 or set(counts.values()) != {2}:
        return False
    v["yaku"]["tsuuiisou-chiitoitsu"] = v["yaku"].pop("tsuuiisou")
    return True


def points_by_rule_5(case, v):
    """JSMA ルール 5 and 19, docs/jsma-hands.md "Points": the points are worked out again from
    the han, dora and fu above (after the other differences): basic fu x 2^(han + dora + 2)
    (the +2 is 場に2翻), limits counted on han + dora + 2 (7, or 6 at 32 fu: mangan; 8-9: x1.5;
    10-12: x2; 13+: x3, never a counted yakuman), a yakuman x4 (one only). With oracle.py's
    options this is the package's own payment whenever nothing above changed han or fu;
    applied (counted) when the points differ from the package's."""
    if not v["win"]:
        return False
    pts = jsma_points(case, v["han"], v["dora"], v["fu"], v["yakuman"])
    changed = pts != v["points"]
    v["points"] = pts
    return changed


DIFFERENCES = [
    ("dora-not-in-han", "JSMA ルール 3", dora_not_in_han),
    ("double-wind-pung", "JSMA アガリ役 (連風牌)", double_wind_pung),
    ("double-wind-pair-fu", "JSMA 特に注意するルール 7", double_wind_pair_fu),
    ("not-alone-yaku", "JSMA アガリ役 注 ◎, 特に注意するルール 5", not_alone_yaku),
    ("yakuman-do-not-stack", "JSMA アガリ役 注, ルール 5", yakuman_do_not_stack),
    ("tsuuiisou-seven-pairs", "JSMA アガリ役 (字一色七対子)", tsuuiisou_seven_pairs),
    ("points-by-rule-5", "JSMA ルール 5, 19", points_by_rule_5),
]


# --- Our answer ------------------------------------------------------------------------------

def our_view(ours):
    if not ours.get("win"):
        return {"win": False, "reason": ours.get("reason") or
                ("refused: " + str(ours.get("error")) if ours.get("error") else "no win")}
    yaku = defaultdict(int)
    for y in ours.get("yaku") or []:
        yaku[y["key"]] += y["han"]
    return {"win": True, "reason": None, "han": ours.get("han"), "dora": ours.get("dora"),
            "fu": ours.get("fu"), "yakuman": bool(ours.get("yakuman")), "yaku": dict(yaku),
            "points": ours.get("points")}


def our_problems(case, ours, o, table):
    """What does not hold together in our answer: (short kind, text)."""
    out = []
    open_hand = is_open(parse_hand(case["hand"])[1])
    for y in ours.get("yaku") or []:
        row = table.get(y["key"])
        if row is None:
            out.append(("unknown yaku key", f"unknown yaku key {y['key']}"))
            continue
        if row.get("yakuman"):
            want = 13
        elif open_hand:
            want = row.get("open")
            if want is None:
                out.append(("closed-only yaku on an open hand", f"{y['key']} on an open hand"))
                continue
        else:
            want = row["han"]
        if row.get("per_set"):
            want *= y.get("count", 1)
        if row.get("limit"):
            continue  # 人和: listed with han 0 when the 倍満 is paid
        if y["han"] != want:
            out.append(("yaku han off the table", f"{y['key']} han {y['han']}, the table "
                        f"says {want}" + (" (open)" if open_hand else "")))
    if o["yakuman"]:
        if o["han"] != 13:
            out.append(("yakuman han", f"yakuman with han {o['han']}"))
        if any(not table.get(k, {}).get("yakuman") for k in o["yaku"]):
            out.append(("yaku beside a yakuman", "other yaku listed beside a yakuman"))
    elif o["han"] != sum(o["yaku"].values()):
        out.append(("han", f"han {o['han']} but its yaku sum to {sum(o['yaku'].values())}"))
    want = jsma_points(case, o["han"], o["dora"], o["fu"], o["yakuman"])
    if o["points"] != want:
        out.append(("points", f"points {o['points']} but ルール 5 gives {want} for its han "
                    f"{o['han']}, dora {o['dora']}, fu {o['fu']}"))
    return out


# --- Comparing -------------------------------------------------------------------------------

def fmt_yaku(yaku):
    return " ".join(f"{k}={h}"
                    for k, h in sorted(yaku.items(), key=lambda kv: ORDER.get(kv[0], 99)))


def fmt_win(v):
    if not v["win"]:
        return f"no win ({v['reason']})"
    fu = "" if v["yakuman"] else f" {v['fu']} fu"
    return (f"{v['points']} pts: han {v['han']} dora {v['dora']}{fu}"
            f"{' YAKUMAN' if v['yakuman'] else ''}: {fmt_yaku(v['yaku'])}")


def yaku_signature(o, p):
    parts = []
    for k in sorted(o.keys() | p.keys(), key=lambda k: ORDER.get(k, 99)):
        a, b = o.get(k), p.get(k)
        if a == b:
            continue
        if b is None:
            parts.append(f"+{k}")
        elif a is None:
            parts.append(f"-{k}")
        else:
            parts.append(f"{k} {a}/{b}")
    return parts


def classify(case, ours, pkg, table):
    """(kind, detail) for one case; kind starts with 'agree' when they agree."""
    detail = {}
    o = our_view(ours)
    p = package_view(pkg)
    applied = [name for name, _, rule in DIFFERENCES if rule(case, p)]
    detail["documented"] = applied
    detail["package_adjusted"] = p
    doc = f" (documented: {', '.join(applied)})" if applied else ""

    if ours.get("error"):
        return f"ours refused the case: {ours.get('error')}", detail
    if not o["win"] and not p["win"]:
        if o["reason"] == p["reason"]:
            return f"agree (no win: {o['reason']}){doc}", detail
        return f"no win, reasons differ: ours {o['reason']}, package {p['reason']}", detail
    if not o["win"]:
        return f"ours: no win ({o['reason']}), package: a win", detail
    if not p["win"]:
        return f"package: no win ({p['reason']}), ours: a win", detail

    problems = our_problems(case, ours, o, table)
    if problems:
        detail["problems"] = [text for _, text in problems]
        return "ours inconsistent: " + problems[0][0], detail

    parts = yaku_signature(o["yaku"], p["yaku"])
    naming_only = bool(parts)
    if o["yakuman"] != p["yakuman"]:
        parts.append("yakuman ours/package " + f"{o['yakuman']}/{p['yakuman']}")
    if o["han"] != p["han"] and not parts:
        parts.append(f"han {o['han']}/{p['han']}")
    if o["dora"] != p["dora"]:
        parts.append("dora differ")
    if not o["yakuman"] and not p["yakuman"] and o["fu"] != p["fu"]:
        d = o["fu"] - p["fu"]
        parts.append(f"fu {'+' if d > 0 else ''}{d}")
    if o["points"] != p["points"] and not parts:
        parts.append("points differ")
    detail["diff"] = parts
    if not parts:
        return "agree" + doc, detail
    same_value = (o["han"], o["dora"], o["points"], o["yakuman"]) == \
        (p["han"], p["dora"], p["points"], p["yakuman"]) and \
        (o["yakuman"] or o["fu"] == p["fu"])
    if naming_only and same_value:
        # Two readings of the same han, fu and points (docs/jsma-hands.md: the win is the
        # reading that pays most, then more han, then more fu; beyond that either).
        return "agree (equal readings: " + " ".join(parts) + ")", detail
    prefix = ""
    if o["points"] > p["points"] and o["han"] + o["dora"] < p["han"] + p["dora"]:
        prefix = "ours pays more with fewer han: "
    elif o["points"] == p["points"]:
        prefix = "same points: "
    return prefix + " ".join(parts), detail


def run_ours(mjref, cases_path, out_path):
    cmd = [mjref, "bench", "jsma-hands", "--cases", cases_path, "--out", out_path, "--json"]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:
        sys.exit(f"compare: cannot run {mjref}: {e}")
    if proc.returncode != 0:
        sys.stderr.write(proc.stderr)
        if "jsma-hands" in proc.stderr and ("unrecognized" in proc.stderr
                                            or "invalid value" in proc.stderr):
            sys.exit(f"compare: {mjref} has no `bench jsma-hands` yet: nothing to compare")
        sys.exit(f"compare: `{' '.join(cmd)}` failed with status {proc.returncode}")
    stats = None
    for line in proc.stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            try:
                got = json.loads(line)
            except json.JSONDecodeError:
                continue
            if "hands_per_second" in got:
                stats = got
    if stats is None:
        try:
            got = json.loads(proc.stdout)
            if "hands_per_second" in got:
                stats = got
        except json.JSONDecodeError:
            pass
    if stats is None:
        sys.exit(f"compare: `{' '.join(cmd)}` printed no JSON object with hands_per_second:\n"
                 + proc.stdout[-2000:])
    with open(out_path, encoding="utf-8") as f:
        answers = [json.loads(line) for line in f if line.strip()]
    return answers, stats


def load_table():
    with open(YAKU_TABLE, "rb") as f:
        rows = tomllib.load(f)["yaku"]
    table = {r["key"]: r for r in rows}
    if list(table) != YAKU_KEYS:
        sys.exit("compare: rules-data/jsma/hand/yaku.toml's keys are not jsmacases.YAKU_KEYS: "
                 f"{sorted(set(table) ^ set(YAKU_KEYS))}")
    return table


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", default="target/jsma-oracle/cases.jsonl")
    ap.add_argument("--package", default="target/jsma-oracle/package.jsonl")
    ap.add_argument("--package-throughput", default=None,
                    help="oracle.py's throughput file (default: beside --package)")
    ap.add_argument("--mjref", default="target/release/mjref")
    ap.add_argument("--ours", default=None, help="where our answers go (default: beside --package)")
    ap.add_argument("--report", default="target/jsma-oracle/report.json")
    a = ap.parse_args()

    out_dir = os.path.dirname(os.path.abspath(a.package))
    ours_path = a.ours or os.path.join(out_dir, "ours.jsonl")
    tp_path = a.package_throughput or os.path.join(out_dir, "package-throughput.json")

    table = load_table()
    with open(a.cases, encoding="utf-8") as f:
        cases = [json.loads(line) for line in f if line.strip()]
    with open(a.package, encoding="utf-8") as f:
        pkgs = [json.loads(line) for line in f if line.strip()]
    with open(tp_path, encoding="utf-8") as f:
        pkg_rate = json.load(f)["per_second"]
    if len(pkgs) != len(cases):
        sys.exit(f"compare: {len(cases)} cases but {len(pkgs)} package answers "
                 "(run oracle.py again)")

    ours, stats = run_ours(a.mjref, a.cases, ours_path)
    if len(ours) != len(cases):
        sys.exit(f"compare: {len(cases)} cases but {len(ours)} answers from mjref")

    kinds = defaultdict(list)
    documented = Counter()
    records = []
    for i, (case, our, pkg) in enumerate(zip(cases, ours, pkgs)):
        kind, detail = classify(case, our, pkg, table)
        kinds[kind].append(i)
        documented.update(detail.get("documented", []))
        if not kind.startswith("agree"):
            records.append({"case": i, "kind": kind, "hand": describe(case), "input": case,
                            "ours": our, "package": pkg, **detail})

    agreements = sum(len(v) for k, v in kinds.items() if k.startswith("agree"))
    disagreements = len(cases) - agreements
    by_case = {r["case"]: r for r in records}
    wins = Counter("win" if o.get("win") else (o.get("reason") or f"refused {o.get('error')}")
                   for o in ours)

    print(f"compare: {len(cases)} cases, {agreements} agree, {disagreements} disagree "
          f"(ours: " + ", ".join(f"{k} {v}" for k, v in wins.most_common()) + ")")
    for k in sorted((k for k in kinds if k.startswith("agree")), key=lambda k: -len(kinds[k])):
        print(f"  {len(kinds[k]):6d}  {k}")
    print("compare: documented differences applied to the package's answer (docs/jsma-oracle.md):")
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
            print(f"            ours    {fmt_win(our_view(r['ours']))}")
            pk = r["package"]
            if pk["status"] == "win":
                raw = fmt_win(package_view(pk)).replace(" dora ", " (dora in) dora ", 1)
                fu = " ".join(f"{n}={f}" for n, f in pk["fu_details"])
                print(f"            package {raw} (fu: {fu})")
            else:
                print(f"            package {pk['status']} {pk.get('error', '')}")
            if r.get("documented"):
                print(f"            package as JSMA ({', '.join(r['documented'])}) "
                      f"{fmt_win(r['package_adjusted'])}")
            for p in r.get("problems", []):
                print(f"            ours: {p}")

    ours_rate = stats["hands_per_second"]
    ratio = ours_rate / pkg_rate if pkg_rate else float("inf")
    if os.environ.get("JSMA_ORACLE_DEBUG_BUILD"):
        # `make test` compares with the debug build, whose speed says nothing: `make bench`
        # measures the release build.
        print(f"\ncompare: throughput not judged (debug build; `make bench` measures it): "
              f"ours {ours_rate:,.0f} hands/s, package {pkg_rate:,.0f} hands/s: {ratio:,.0f}x")
    else:
        verdict = "meets" if ratio >= TARGET_RATIO else "BELOW"
        print(f"\ncompare: throughput ours {ours_rate:,.0f} hands/s, package {pkg_rate:,.0f} "
              f"hands/s: {ratio:,.1f}x (target >= {TARGET_RATIO:g}x: {verdict})")

    os.makedirs(os.path.dirname(os.path.abspath(a.report)), exist_ok=True)
    with open(a.report, "w", encoding="utf-8") as f:
        json.dump({
            "cases": len(cases), "agreements": agreements, "disagreements": disagreements,
            "kinds": {k: {"count": len(v), "cases": v} for k, v in kinds.items()},
            "documented_differences": [
                {"name": n, "article": art, "applied": documented[n]} for n, art, _ in DIFFERENCES],
            "throughput": {"ours": stats, "package_per_second": pkg_rate, "ratio": ratio,
                           "target_ratio": TARGET_RATIO},
            "disagreements_detail": records,
        }, f, ensure_ascii=False, indent=1)
    print(f"compare: report -> {a.report}")
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
