"""Shared by generate.py, oracle.py and compare.py: our tile notation, the case format, the 81
fan keys of MCR 2006 3.8.1 in the book's order, and PyMahjongGB's names for the same fans.

Standard library only: oracle.py imports this inside the PyMahjongGB venv, compare.py with the
system python3.

A tile kind is an int 0..33: 0-8 characters (m, GB "W"), 9-17 dots (p, GB "B"), 18-26 bamboo
(s, GB "T"), 27-30 East South West North (1z-4z, GB F1-F4), 31 White (5z), 32 Green (6z),
33 Red (7z).
"""

import re

SUITS = "mpsz"
GB_SUIT = {"m": "W", "p": "B", "s": "T"}
# GB's dragons by meaning, not by position: its tile table orders them 中 (C), 发 (F), 白 (P)
# and its Python binding names them J1, J2, J3 in that order. So J1 is Red, J2 Green, J3 White.
GB_DRAGON = {5: "J3", 6: "J2", 7: "J1"}  # our 5z White, 6z Green, 7z Red

# The 81 fans of 3.8.1, in the book's order (numbers 1-81); rules-data/mcr-2006-fans.toml.
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


def suit_of(k):
    return SUITS[k // 9] if k < 27 else "z"


def rank_of(k):
    return k % 9 + 1 if k < 27 else k - 26


def kind(suit, rank):
    if suit == "z":
        assert 1 <= rank <= 7
        return 26 + rank
    assert 1 <= rank <= 9
    return SUITS.index(suit) * 9 + rank - 1


def tile_str(k):
    return f"{rank_of(k)}{suit_of(k)}"


def gb_tile(k):
    s, r = suit_of(k), rank_of(k)
    if s == "z":
        return f"F{r}" if r <= 4 else GB_DRAGON[r]
    return f"{GB_SUIT[s]}{r}"


def group(kinds):
    """Kinds as our notation: digits then their suit letter, in m p s z order."""
    out = []
    for s in SUITS:
        ranks = sorted(rank_of(k) for k in kinds if suit_of(k) == s)
        if ranks:
            out.append("".join(map(str, ranks)) + s)
    return "".join(out)


# A meld: (type, kinds) with type "chow", "pung", "kong" (exposed) or "ckong" (concealed kong).
def meld_str(meld):
    typ, kinds = meld
    body = group(kinds)
    return "{" + body + "}" if typ == "ckong" else "[" + body + "]"


def hand_str(concealed13, melds):
    return group(concealed13) + "".join(meld_str(m) for m in melds)


_PART = re.compile(r"(\d+)([mpsz])")


def parse_tiles(text):
    kinds = []
    pos = 0
    for m in _PART.finditer(text):
        if m.start() != pos:
            raise ValueError(f"bad tiles {text!r}")
        pos = m.end()
        for d in m.group(1):
            kinds.append(kind(m.group(2), int(d)))
    if pos != len(text):
        raise ValueError(f"bad tiles {text!r}")
    return kinds


_MELD = re.compile(r"(\[[^\]]*\]|\{[^}]*\})")


def parse_hand(text):
    """'123m55z[777s]{1111p}' -> (concealed kinds, [(type, kinds), ...])."""
    parts = _MELD.split(text)
    concealed = parse_tiles(parts[0])
    melds = []
    for i in range(1, len(parts), 2):
        if parts[i + 1]:
            raise ValueError(f"concealed tiles after a meld in {text!r}")
        body = parse_tiles(parts[i][1:-1])
        if parts[i][0] == "{":
            if len(body) != 4 or len(set(body)) != 1:
                raise ValueError(f"bad concealed kong in {text!r}")
            melds.append(("ckong", body))
        elif len(body) == 4 and len(set(body)) == 1:
            melds.append(("kong", body))
        elif len(body) == 3 and len(set(body)) == 1:
            melds.append(("pung", body))
        elif len(body) == 3 and body[0] < 27 and body[1] == body[0] + 1 and body[2] == body[0] + 2 \
                and suit_of(body[0]) == suit_of(body[2]):
            melds.append(("chow", body))
        else:
            raise ValueError(f"bad meld {parts[i]} in {text!r}")
    return concealed, melds


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
