"""Shared by generate.py, oracle.py and compare.py: our tile notation, the case format, the 81
fan keys of MCR 2006 3.8.1 in the book's order, and PyMahjongGB's names for the same fans.

Standard library only: oracle.py imports this inside the PyMahjongGB venv, compare.py with the
system python3.

A tile kind is an int 0..33: 0-8 characters (m, GB "W"), 9-17 dots (p, GB "B"), 18-26 bamboo
(s, GB "T"), 27-30 East South West North (1z-4z, GB F1-F4), 31 White (5z), 32 Green (6z),
33 Red (7z).
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from oracle_notation import (  # noqa: E402  (the shared notation, scripts/oracle_notation.py)
    suit_of, rank_of, kind, tile_str, group, meld_str, hand_str, parse_tiles, parse_hand,
)

GB_SUIT = {"m": "W", "p": "B", "s": "T"}
# GB's dragons by meaning, not by position: its tile table orders them 中 (C), 发 (F), 白 (P)
# and its Python binding names them J1, J2, J3 in that order. So J1 is Red, J2 Green, J3 White.
GB_DRAGON = {5: "J3", 6: "J2", 7: "J1"}  # our 5z White, 6z Green, 7z Red

# The 81 fans of 3.8.1, in the book's order (numbers 1-81); rules-data/mcr-2006/hand/fans.toml.
FAN_KEYS = [
    "big-four-winds", "big-three-dragons", "all-green", "nine-gates", "four-kongs",
    "seven-shifted-pairs", "thirteen-orphans", "all-terminals", "little-four-winds",
    "little-three-dragons", "all-honours", "four-concealed-pungs", "pure-terminal-chows",
    "quadruple-chow", "four-pure-shifted-pungs", "four-pure-shifted-chows", "three-kongs",
    "all-terminals-and-honours", "seven-pairs", "greater-honours-and-knitted-tiles",
    "all-even-pungs", "full-flush", "pure-triple-chow", "pure-shifted-pungs", "upper-tiles",
    "middle-tiles", "lower-tiles", "pure-straight", "three-suited-terminal-chows",
    "pure-shifted-chows", "all-fives", "triple-pung", "three-concealed-pungs",
    "lesser-honours-and-knitted-tiles", "knitted-straight", "upper-four", "lower-four",
    "big-three-winds", "mixed-straight", "reversible-tiles", "mixed-triple-chow",
    "mixed-shifted-pungs", "chicken-hand", "last-tile-draw", "last-tile-claim",
    "out-with-replacement-tile", "robbing-the-kong", "two-concealed-kongs", "all-pungs",
    "half-flush", "mixed-shifted-chows", "all-types", "melded-hand", "two-dragon-pungs",
    "outside-hand", "fully-concealed-hand", "two-melded-kongs", "last-tile", "dragon-pung",
    "prevalent-wind", "seat-wind", "concealed-hand", "all-chows", "tile-hog", "double-pung",
    "two-concealed-pungs", "concealed-kong", "all-simples", "pure-double-chow",
    "mixed-double-chow", "short-straight", "two-terminal-chows",
    "pung-of-terminals-or-honours", "melded-kong", "one-voided-suit", "no-honours",
    "edge-wait", "closed-wait", "single-wait", "self-drawn", "flower-tiles",
]
assert len(FAN_KEYS) == 81 and len(set(FAN_KEYS)) == 81

# GB's 明暗杠 (one melded and one concealed kong, 5 points) is no fan of the book; this key
# stands for it until a documented difference in compare.py turns it into ours.
GB_MELDED_AND_CONCEALED_KONG = "gb-concealed-kong-and-melded-kong"

# PyMahjongGB's Chinese fan names (verbose=True, third field) -> our keys, by meaning. GB's
# table is not in the book's order everywhere (it lists 双暗杠 after 全求人), so this is no
# positional zip.
GB_NAME_TO_KEY = {
    "大四喜": "big-four-winds", "大三元": "big-three-dragons", "绿一色": "all-green",
    "九莲宝灯": "nine-gates", "四杠": "four-kongs", "连七对": "seven-shifted-pairs",
    "十三幺": "thirteen-orphans", "清幺九": "all-terminals", "小四喜": "little-four-winds",
    "小三元": "little-three-dragons", "字一色": "all-honours", "四暗刻": "four-concealed-pungs",
    "一色双龙会": "pure-terminal-chows", "一色四同顺": "quadruple-chow",
    "一色四节高": "four-pure-shifted-pungs", "一色四步高": "four-pure-shifted-chows",
    "三杠": "three-kongs", "混幺九": "all-terminals-and-honours", "七对": "seven-pairs",
    "七星不靠": "greater-honours-and-knitted-tiles", "全双刻": "all-even-pungs",
    "清一色": "full-flush", "一色三同顺": "pure-triple-chow", "一色三节高": "pure-shifted-pungs",
    "全大": "upper-tiles", "全中": "middle-tiles", "全小": "lower-tiles",
    "清龙": "pure-straight", "三色双龙会": "three-suited-terminal-chows",
    "一色三步高": "pure-shifted-chows", "全带五": "all-fives", "三同刻": "triple-pung",
    "三暗刻": "three-concealed-pungs", "全不靠": "lesser-honours-and-knitted-tiles",
    "组合龙": "knitted-straight", "大于五": "upper-four", "小于五": "lower-four",
    "三风刻": "big-three-winds", "花龙": "mixed-straight", "推不倒": "reversible-tiles",
    "三色三同顺": "mixed-triple-chow", "三色三节高": "mixed-shifted-pungs",
    "无番和": "chicken-hand", "妙手回春": "last-tile-draw", "海底捞月": "last-tile-claim",
    "杠上开花": "out-with-replacement-tile", "抢杠和": "robbing-the-kong",
    "双暗杠": "two-concealed-kongs", "碰碰和": "all-pungs", "混一色": "half-flush",
    "三色三步高": "mixed-shifted-chows", "五门齐": "all-types", "全求人": "melded-hand",
    "双箭刻": "two-dragon-pungs", "全带幺": "outside-hand", "不求人": "fully-concealed-hand",
    "双明杠": "two-melded-kongs", "和绝张": "last-tile", "箭刻": "dragon-pung",
    "圈风刻": "prevalent-wind", "门风刻": "seat-wind", "门前清": "concealed-hand",
    "平和": "all-chows", "四归一": "tile-hog", "双同刻": "double-pung",
    "双暗刻": "two-concealed-pungs", "暗杠": "concealed-kong", "断幺": "all-simples",
    "一般高": "pure-double-chow", "喜相逢": "mixed-double-chow", "连六": "short-straight",
    "老少副": "two-terminal-chows", "幺九刻": "pung-of-terminals-or-honours",
    "明杠": "melded-kong", "缺一门": "one-voided-suit", "无字": "no-honours",
    "独听・边张": "edge-wait", "独听・嵌张": "closed-wait", "独听・单钓": "single-wait",
    "自摸": "self-drawn", "花牌": "flower-tiles",
    "明暗杠": GB_MELDED_AND_CONCEALED_KONG,
}
assert set(GB_NAME_TO_KEY.values()) == set(FAN_KEYS) | {GB_MELDED_AND_CONCEALED_KONG}

WINDS = "ESWN"


def gb_tile(k):
    s, r = suit_of(k), rank_of(k)
    if s == "z":
        return f"F{r}" if r <= 4 else GB_DRAGON[r]
    return f"{GB_SUIT[s]}{r}"


def all_tiles(case):
    """The 14 tiles (kongs as 4) of a case, as kinds."""
    concealed, melds = parse_hand(case["hand"])
    out = concealed + [kind(*_split(case["win"]))]
    for _, body in melds:
        out += body
    return out


def _split(tile):
    return tile[-1], int(tile[:-1])


def win_kind(case):
    return kind(*_split(case["win"]))


def describe(case):
    """One line: hand + win tile and the flags that are set."""
    flags = [f for f in ("tsumo", "last_of_kind", "after_kong", "robbing_kong", "last_tile")
             if case.get(f)]
    extra = f" flowers={case['flowers']}" if case.get("flowers") else ""
    return (f"{case['hand']} +{case['win']} [{' '.join(flags) or 'discard'}] "
            f"seat={case['seat_wind']} round={case['round_wind']}{extra}")
