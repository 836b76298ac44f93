"""Shared by generate.py, oracle.py and compare.py: our tile notation, the case format, the yaku
keys of rules-data/jsma/hand/yaku.toml, the `mahjong` package's yaku names for the same yaku, and the
payment of ルール 5.

Standard library only: oracle.py imports this inside the `mahjong` venv, compare.py with the
system python3.

A tile kind is an int 0..33, the package's own 34-tile index: 0-8 characters (m), 9-17 dots (p),
18-26 bamboo (s), 27-30 East South West North (1z-4z), 31 White 白 (5z), 32 Green 發 (6z),
33 Red 中 (7z). A case (one JSON object a line):

  {"hand": "<13 tiles, melds in brackets>", "win": "5m", "tsumo": bool, "riichi": bool,
   "double_riichi": bool, "first_turn": false, "after_kong": bool, "robbing_kong": bool,
   "last_tile": bool, "seat_wind": "E|S|W|N", "round_wind": "E|S|W|N",
   "dora_indicators": "<tiles, e.g. 3m7z, or empty>"}

Melds: `[123m]` chow, `[777s]` pung, `[7777s]` open kong, `{7777s}` concealed kong. The winning
tile is not in "hand".
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from oracle_notation import (  # noqa: E402  (the shared notation, scripts/oracle_notation.py)
    suit_of, rank_of, kind, tile_str, group, meld_str, hand_str, parse_tiles, parse_hand,
)

WINDS = "ESWN"

# Our yaku keys in rules-data/jsma/hand/yaku.toml's order (compare.py checks the table against it).
YAKU_KEYS = [
    "menzen-tsumo", "pinfu", "riichi", "tanyao", "yakuhai", "iipeikou", "haitei", "houtei",
    "rinshan", "chankan", "toitoi", "double-riichi", "sanankou", "sankantsu", "renfonpai",
    "shousangen", "honroutou", "sanshoku-doukou", "chiitoitsu", "chanta", "ittsu", "sanshoku",
    "junchan", "honitsu", "ryanpeikou", "chinitsu", "renhou", "tenhou", "chiihou", "daisangen",
    "suushiihou", "tsuuiisou", "tsuuiisou-chiitoitsu", "chinroutou", "suuankou", "suukantsu",
    "kokushi", "ryuuiisou", "chuuren",
]
assert len(YAKU_KEYS) == len(set(YAKU_KEYS))

# ◎ 無資格一翻役 (アガリ役 注, 特に注意するルール 5): no win on these alone.
NOT_ALONE = {"haitei", "houtei", "rinshan", "chankan"}

# The `mahjong` package's yaku names (Yaku.name, mahjong 1.4.0) -> our keys, by meaning.
# Several of its names are one yaku of ours:
# - its five yakuhai (白, 發, 中, the seat's wind "wind of place", the round's "wind of round")
#   are our `yakuhai`, one han a set; a pung of the wind that is both seat and round gives it
#   both "wind of place" and "wind of round" (compare.py: `double-wind-pung` -> renfonpai);
# - its double yakuman (13-sided kokushi, 9-sided chuuren, suuankou tanki, dai suushii) are our
#   single yakuman (役満の重複は認めない; with has_double_yakuman=False it counts them 13);
# - its 字一色 covers the seven-pairs shape, our `tsuuiisou-chiitoitsu` (compare.py:
#   `tsuuiisou-seven-pairs`).
# Names of yaku JSMA does not have (ippatsu, open riichi, nagashi mangan, the local yakuman) map
# to None: the oracle is configured so that they never come, and oracle.py stops if one does.
PACKAGE_NAME_TO_KEY = {
    "Menzen Tsumo": "menzen-tsumo",
    "Riichi": "riichi",
    "Double Riichi": "double-riichi",
    "Chankan": "chankan",
    "Rinshan Kaihou": "rinshan",
    "Haitei Raoyue": "haitei",
    "Houtei Raoyui": "houtei",
    "Renhou": "renhou",
    "Renhou (yakuman)": "renhou",
    "Pinfu": "pinfu",
    "Tanyao": "tanyao",
    "Iipeiko": "iipeikou",
    "Yakuhai (haku)": "yakuhai",
    "Yakuhai (hatsu)": "yakuhai",
    "Yakuhai (chun)": "yakuhai",
    "Yakuhai (wind of place)": "yakuhai",
    "Yakuhai (wind of round)": "yakuhai",
    "Sanshoku Doujun": "sanshoku",
    "Ittsu": "ittsu",
    "Chantai": "chanta",
    "Honroutou": "honroutou",
    "Toitoi": "toitoi",
    "San Ankou": "sanankou",
    "San Kantsu": "sankantsu",
    "Sanshoku Doukou": "sanshoku-doukou",
    "Chiitoitsu": "chiitoitsu",
    "Shou Sangen": "shousangen",
    "Honitsu": "honitsu",
    "Junchan": "junchan",
    "Ryanpeikou": "ryanpeikou",
    "Chinitsu": "chinitsu",
    "Kokushi Musou": "kokushi",
    "Kokushi Musou Juusanmen Matchi": "kokushi",
    "Chuuren Poutou": "chuuren",
    "Daburu Chuuren Poutou": "chuuren",
    "Suu Ankou": "suuankou",
    "Suu Ankou Tanki": "suuankou",
    "Daisangen": "daisangen",
    "Shousuushii": "suushiihou",
    "Dai Suushii": "suushiihou",
    "Ryuuiisou": "ryuuiisou",
    "Suu Kantsu": "suukantsu",
    "Tsuu Iisou": "tsuuiisou",
    "Chinroutou": "chinroutou",
    "Tenhou": "tenhou",
    "Chiihou": "chiihou",
    # Not JSMA's; never produced with the options oracle.py sets.
    "Ippatsu": None, "Open Riichi": None, "Double Open Riichi": None, "Nagashi Mangan": None,
    "Daisharin": None, "Daisuurin": None, "Daichikurin": None, "Daichisei": None,
    "Sashikomi": None, "Paarenchan": None, "Aka Dora": None,
}
PACKAGE_DORA = "Dora"
assert {k for k in PACKAGE_NAME_TO_KEY.values() if k} <= set(YAKU_KEYS)


def is_terminal_or_honour(k):
    return k >= 27 or k % 9 in (0, 8)


def dora_of(indicator):
    """The tile an indicator makes dora: 1→2 … 9→1 in a suit, E→S→W→N→E, 白→發→中→白."""
    if indicator < 27:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 27 + 1) % 4
    return 31 + (indicator - 31 + 1) % 3


def indicator_of(dora):
    """The inverse of dora_of."""
    for i in range(34):
        if dora_of(i) == dora:
            return i
    raise AssertionError(dora)


def win_kind(case):
    t = case["win"]
    return kind(t[-1], int(t[:-1]))


def all_tiles(case):
    """Every tile of the winning hand (concealed, the winning tile, all four of a kong)."""
    concealed, melds = parse_hand(case["hand"])
    out = concealed + [win_kind(case)]
    for _, body in melds:
        out += body
    return out


def is_open(melds):
    return any(t in ("chow", "pung", "kong") for t, _ in melds)


def describe(case):
    """One line: hand + win tile, the flags that are set, winds and dora indicators."""
    flags = [f for f in ("tsumo", "riichi", "double_riichi", "after_kong", "robbing_kong",
                         "last_tile") if case.get(f)]
    dora = f" dora-ind={case['dora_indicators']}" if case.get("dora_indicators") else ""
    return (f"{case['hand']} +{case['win']} [{' '.join(flags) or 'ron'}] "
            f"seat={case['seat_wind']} round={case['round_wind']}{dora}")


# --- Payment (JSMA ルール 5, 19; docs/jsma-hands.md "Points") --------------------------------

MANGAN_BASIC = 2000


def ceil100(x):
    return (x + 99) // 100 * 100


def basic_points(han, dora, fu, yakuman):
    """A win's basic points by ルール 5, its 翻 counted with 場に2翻 (reading
    limits-count-ba-han = yes): total = han + dora + 2; 13+: 3 mangan; 10-12: 2; 8-9: 1.5;
    7, or 6 at 32 fu or more: 1; below, fu x 2^total capped at a mangan. A yakuman: 4 mangan."""
    if yakuman:
        return 4 * MANGAN_BASIC
    total = han + dora + 2
    if total >= 13:
        return 3 * MANGAN_BASIC
    if total >= 10:
        return 2 * MANGAN_BASIC
    if total >= 8:
        return 3 * MANGAN_BASIC // 2
    if total >= 7 or (total == 6 and fu >= 32):
        return MANGAN_BASIC
    return min(fu * 2 ** total, MANGAN_BASIC)


def points_received(basic, tsumo, dealer):
    """What the winner receives in all: a ron the discarder's 4x (dealer 6x); a tsumo each
    non-dealer 1x and the dealer 2x (a dealer's tsumo 2x from each), each rounded up to 100."""
    if not tsumo:
        return ceil100(basic * (6 if dealer else 4))
    if dealer:
        return 3 * ceil100(2 * basic)
    return 2 * ceil100(basic) + ceil100(2 * basic)
