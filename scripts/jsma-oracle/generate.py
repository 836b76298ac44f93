#!/usr/bin/env python3
"""Random legal JSMA (riichi) winning hands as JSONL, in our notation and flags (one case a line).

Our own generator, standard library only, seeded. A hand is four sets and a pair (chows, pungs,
kongs; per hand a meld rate and a kong rate decide which sets are open and which pungs are
kongs, open or concealed), leaning to one or two suits, often from a template aimed at a yaku
(pinfu, tanyao, iipeikou/ryanpeikou, sanshoku, ittsu, chanta, junchan, honitsu, chinitsu,
toitoi, sanankou, sankantsu, shousangen, honroutou, sanshoku-doukou, value pungs, a double-wind
pair, an open hand with no yaku, and the yakuman: daisangen, suushiihou, tsuuiisou, chinroutou,
suuankou, suukantsu, ryuuiisou); or seven pairs (seven different kinds, now and then all
honours), thirteen orphans, nine gates. In 3% of the cases the winning tile is swapped for
another (NEAR_MISS), which mostly leaves no winning shape. The flags are consistent with the
tiles (see flags()).

    generate.py [--n 10000] [--seed 2024] [--out target/jsma-oracle/cases.jsonl]
"""

import argparse
import json
import os
import random
import sys
from collections import Counter

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from jsmacases import (group, hand_str, indicator_of, kind, rank_of, suit_of,  # noqa: E402
                       tile_str, WINDS)

NUMBER_SUITS = "mps"
WIND_KINDS = [kind("z", r) for r in range(1, 5)]
DRAGON_KINDS = [kind("z", r) for r in range(5, 8)]
HONOURS = WIND_KINDS + DRAGON_KINDS
TERMINALS = [kind(s, r) for s in NUMBER_SUITS for r in (1, 9)]
GREEN = [kind("s", r) for r in (2, 3, 4, 6, 8)] + [kind("z", 6)]
ROUND_WINDS = "ES"  # 東南廻し (ルール 1): the round wind is East or South


class Retry(Exception):
    """The draw broke a constraint (five of a tile, an impossible template); draw again."""


def chow(s, start):
    if not 1 <= start <= 7:
        raise Retry
    return ("chow", [kind(s, start + i) for i in range(3)])


def pung(k):
    return ("pung", [k] * 3)


def pung_sr(s, r):
    if not 1 <= r <= 9:
        raise Retry
    return pung(kind(s, r))


class Profile:
    """Which suits and honours a hand leans to: one suit, two, or all three."""

    def __init__(self, rng):
        x = rng.random()
        n = 1 if x < 0.3 else 2 if x < 0.7 else 3
        self.suits = rng.sample(NUMBER_SUITS, n)
        self.honours = rng.random() < (0.5 if n == 1 else 0.35)
        self.rng = rng

    def suit(self):
        return self.rng.choice(self.suits)

    def number(self):
        return kind(self.suit(), self.rng.randint(1, 9))

    def any_kind(self):
        if self.honours and self.rng.random() < 0.35:
            return self.rng.choice(HONOURS)
        return self.number()


def random_set(rng, prof, sets):
    """One more set, leaning on the chows already there (iipeikou, sanshoku, ittsu)."""
    chows = [m for m in sets if m[0] == "chow"]
    if rng.random() < 0.6:
        if chows and rng.random() < 0.45:
            base = rng.choice(chows)[1][0]
            start = rank_of(base) + rng.choice([0, 0, 3, -3, 6, -6])
            s = suit_of(base) if rng.random() < 0.5 else prof.suit()
            return chow(s, start)
        return chow(prof.suit(), rng.randint(1, 7))
    if prof.honours and rng.random() < 0.4:
        return pung(rng.choice(HONOURS))
    return pung(prof.number())


def from_pool(rng, pool, chows=(), chow_rate=0.5):
    """Four sets from a pool of kinds (pungs) and a list of allowed chows; a pair from the pool."""
    sets = []
    for _ in range(4):
        if chows and rng.random() < chow_rate:
            sets.append(chow(*rng.choice(chows)))
        else:
            sets.append(pung(rng.choice(pool)))
    return sets, rng.choice(pool)


def template(rng, prof):
    """(sets, pair or None, options): sets aimed at a yaku, the rest drawn at random. Options:
    'closed' (no open melds), 'open' (at least one open meld), 'kongs' (that many pungs are
    kongs), 'winds' (seat, round)."""
    s = prof.suit()
    others = [x for x in NUMBER_SUITS if x != s]
    rng.shuffle(others)
    t = rng.choice(TEMPLATES)
    r = rng.randint(1, 7)
    opts = {}
    if t == "none":
        return [], None, opts
    if t == "pinfu":
        return [chow(prof.suit(), rng.randint(1, 7)) for _ in range(4)], prof.number(), \
            {"closed": rng.random() < 0.7}
    if t == "tanyao":
        sets = []
        for _ in range(4):
            x = prof.suit()
            sets.append(chow(x, rng.randint(2, 6)) if rng.random() < 0.65
                        else pung_sr(x, rng.randint(2, 8)))
        return sets, kind(prof.suit(), rng.randint(2, 8)), opts
    if t == "iipeikou":
        return [chow(s, r)] * 2, None, {"closed": rng.random() < 0.7}
    if t == "ryanpeikou":
        r2 = rng.randint(1, 7)
        return [chow(s, r)] * 2 + [chow(prof.suit(), r2)] * 2, None, {"closed": True}
    if t == "sanshoku":
        return [chow(x, r) for x in [s] + others], None, opts
    if t == "ittsu":
        return [chow(s, 1), chow(s, 4), chow(s, 7)], None, opts
    if t == "chanta":
        return from_pool(rng, TERMINALS + HONOURS,
                         [(x, st) for x in prof.suits for st in (1, 7)], 0.6) + (opts,)
    if t == "junchan":
        return from_pool(rng, [k for k in TERMINALS if suit_of(k) in prof.suits],
                         [(x, st) for x in prof.suits for st in (1, 7)], 0.65) + (opts,)
    if t == "honitsu":
        sets = [chow(s, rng.randint(1, 7)) if rng.random() < 0.5 else
                pung(rng.choice(HONOURS) if rng.random() < 0.4 else kind(s, rng.randint(1, 9)))
                for _ in range(4)]
        pair = rng.choice(HONOURS) if rng.random() < 0.5 else kind(s, rng.randint(1, 9))
        return sets, pair, opts
    if t == "chinitsu":
        sets = [chow(s, rng.randint(1, 7)) if rng.random() < 0.65 else
                pung(kind(s, rng.randint(1, 9))) for _ in range(4)]
        return sets, kind(s, rng.randint(1, 9)), opts
    if t == "toitoi":
        return [pung(prof.any_kind()) for _ in range(4)], None, opts
    if t == "sanankou":
        return [pung(prof.any_kind()) for _ in range(3)], None, {"closed": rng.random() < 0.6}
    if t == "sankantsu":
        return [pung(prof.any_kind()) for _ in range(3)], None, {"kongs": 3}
    if t == "shousangen":
        d = rng.sample(DRAGON_KINDS, 3)
        return [pung(d[0]), pung(d[1])], d[2], opts
    if t == "honroutou":
        return from_pool(rng, TERMINALS + HONOURS) + (opts,)
    if t == "sanshoku-doukou":
        b = rng.randint(1, 9)
        return [pung_sr(x, b) for x in [s] + others], None, opts
    if t == "value-pungs":
        ks = rng.sample(HONOURS, rng.randint(1, 2))
        return [pung(k) for k in ks], None, opts
    if t == "double-wind":  # a pung or the pair of the wind that is both seat and round
        w = rng.choice(ROUND_WINDS)
        k = kind("z", WINDS.index(w) + 1)
        opts["winds"] = (w, w)
        if rng.random() < 0.5:
            return [pung(k)], None, opts
        return [], k, opts
    if t == "value-pair":
        return [], rng.choice(HONOURS), opts
    if t == "no-yaku":  # open, two or three suits, a terminal chow, no value pung: often no yaku
        x = NUMBER_SUITS
        return [chow(x[0], rng.choice([1, 7])), chow(x[1], rng.randint(1, 7)),
                chow(x[2], rng.randint(1, 7)) if rng.random() < 0.6 else
                pung_sr(x[2], rng.randint(1, 9))], None, {"open": True}
    if t == "daisangen":
        return [pung(k) for k in DRAGON_KINDS], None, opts
    if t == "suushiihou":
        w = rng.sample(WIND_KINDS, 4)
        if rng.random() < 0.3:
            return [pung(k) for k in w], None, opts
        return [pung(k) for k in w[:3]], w[3], opts
    if t == "tsuuiisou":
        return from_pool(rng, HONOURS) + (opts,)
    if t == "chinroutou":
        return from_pool(rng, TERMINALS) + (opts,)
    if t == "suuankou":
        return [pung(prof.any_kind()) for _ in range(4)], None, {"closed": True}
    if t == "suukantsu":
        return [pung(prof.any_kind()) for _ in range(4)], None, {"kongs": 4}
    if t == "ryuuiisou":
        return from_pool(rng, GREEN, [("s", 2)], 0.4) + (opts,)
    raise AssertionError(t)


TEMPLATES = (
    ["none"] * 24 + ["pinfu"] * 4 + ["tanyao"] * 3 + ["iipeikou"] * 2 + ["ryanpeikou"]
    + ["sanshoku"] * 2 + ["ittsu"] * 2 + ["chanta"] * 2 + ["junchan"] * 2 + ["honitsu"] * 3
    + ["chinitsu"] * 2 + ["toitoi"] * 2 + ["sanankou"] * 2 + ["sankantsu"] + ["shousangen"]
    + ["honroutou"] + ["sanshoku-doukou"] + ["value-pungs"] * 3 + ["double-wind"] * 2
    + ["value-pair"] * 2 + ["no-yaku"] * 5
    + ["daisangen", "suushiihou", "tsuuiisou", "suuankou", "suukantsu", "ryuuiisou"]
    + ["chinroutou"] * 2  # four pungs and a pair of six kinds: often five of a tile, drawn again
)


def standard(rng):
    """Four sets and a pair: (concealed 14 - 3 x melds kinds, melds, options)."""
    prof = Profile(rng)
    sets, pair, opts = template(rng, prof)
    sets = list(sets[:4])
    while len(sets) < 4:
        sets.append(random_set(rng, prof, sets))
    rng.shuffle(sets)
    if pair is None:
        pair = prof.any_kind()
    # How open the hand is and how often a pung is a kong, drawn per hand: about 40% of the
    # standard hands have an open meld.
    meld_rate = 0 if opts.get("closed") else rng.choice([0, 0, 0, 0, 0, 0.25, 0.4, 0.6, 0.8, 1])
    if opts.get("open") and meld_rate == 0:
        meld_rate = rng.choice([0.4, 0.7, 1])
    kong_rate = rng.choice([0, 0, 0, 0, 0, 0.2, 0.5, 1])
    want_kongs = opts.get("kongs", 0)
    concealed, melds = [pair, pair], []
    pung_seen = 0
    for typ, body in sets:
        melded = rng.random() < meld_rate
        is_kong = typ == "pung" and (pung_seen < want_kongs or rng.random() < kong_rate)
        if typ == "pung":
            pung_seen += 1
        if is_kong:
            melds.append(("kong" if melded else "ckong", body + body[:1]))
        elif melded:
            melds.append((typ, list(body)))
        else:
            concealed += body
    if opts.get("open") and not any(t in ("chow", "pung", "kong") for t, _ in melds):
        raise Retry
    return concealed, melds, opts


def seven_pairs(rng):
    """Seven different pairs (JSMA's 七対子: no four of a kind as two pairs)."""
    x = rng.random()
    if x < 0.06:
        kinds = list(HONOURS)  # 字一色七対子
    else:
        prof = Profile(rng)
        if x < 0.2:
            pool = [kind(s, r) for s in prof.suits for r in range(2, 9)]  # tanyao
        elif x < 0.3:
            pool = TERMINALS + HONOURS  # honroutou
        else:
            pool = None
        kinds = set()
        while len(kinds) < 7:
            kinds.add(rng.choice(pool) if pool else prof.any_kind())
        kinds = list(kinds)
    return [k for k in kinds for _ in range(2)], [], {"closed": True}


def kokushi(rng):
    kinds = TERMINALS + HONOURS
    return kinds + [rng.choice(kinds)], [], {"closed": True}


def chuuren(rng):
    s = rng.choice(NUMBER_SUITS)
    base = [kind(s, r) for r in [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9]]
    return base + [kind(s, rng.randint(1, 9))], [], {"closed": True}


SHAPES = [(0.84, standard), (0.12, seven_pairs), (0.02, kokushi), (0.02, chuuren)]
NEAR_MISS = 0.03  # a winning hand whose winning tile is swapped for another: mostly no win


def draw_shape(rng):
    while True:
        x = rng.random() * sum(w for w, _ in SHAPES)
        for w, gen in SHAPES:
            x -= w
            if x < 0:
                break
        try:
            concealed, melds, opts = gen(rng)
        except Retry:
            continue
        counts = Counter(concealed)
        for _, body in melds:
            counts.update(body)
        if max(counts.values()) > 4:
            continue
        assert len(concealed) + 3 * len(melds) == 14, (concealed, melds)
        return concealed, melds, opts, counts


def make_case(rng):
    while True:
        concealed, melds, opts, counts = draw_shape(rng)
        win = rng.choice(concealed)
        rest = list(concealed)
        rest.remove(win)
        if rng.random() < NEAR_MISS:
            # Another tile instead (a neighbour or any): the hand mostly does not win; both
            # sides must say so (not-a-winning-shape), or agree on the other shape it makes.
            other = win + rng.choice([-2, -1, 1, 2]) if win < 27 and rng.random() < 0.6 \
                else rng.randrange(34)
            if other == win or not 0 <= other < 34 or (win < 27 and other // 9 != win // 9
                                                       and other < 27):
                continue
            counts = Counter(counts)
            counts[win] -= 1
            counts[other] += 1
            if counts[other] > 4:
                continue
            win = other
        case = flags(rng, hand_str(rest, melds), win, melds, counts, opts)
        if case is not None:
            return case


def flags(rng, hand, win, melds, counts, opts):
    """Conditions consistent with the tiles (docs/jsma-hands.md "refused as impossible"):

    riichi / double_riichi only with a closed hand (concealed kongs keep it closed); a double
    riichi is a riichi (both set). after_kong only in a hand with a kong, and always a tsumo
    (ルール 15). robbing_kong only on a ron whose tile appears once in the hand and not among
    the dora indicators (the other three are the robbed kong's pung). last_tile not with
    after_kong or robbing_kong. first_turn always false. The round wind is East or South
    (東南廻し); the seat any. One dora indicator (ルール 3: 表ドラ only), now and then none,
    often one that makes a tile of the hand dora. At most four of a tile, indicators included.
    """
    closed = not any(t in ("chow", "pung", "kong") for t, _ in melds)
    has_kong = any(t in ("kong", "ckong") for t, _ in melds)
    tsumo = rng.random() < 0.4
    after_kong = has_kong and rng.random() < 0.3
    if after_kong:
        tsumo = True
    robbing = not tsumo and counts[win] == 1 and rng.random() < 0.15
    last_tile = not after_kong and not robbing and rng.random() < 0.07
    riichi = closed and rng.random() < 0.55
    double_riichi = riichi and rng.random() < 0.12
    seat, rnd = opts.get("winds") or (rng.choice(WINDS), rng.choice(ROUND_WINDS))

    indicators = []
    if rng.random() < 0.92:
        if rng.random() < 0.45:
            tiles = [k for k, n in counts.items() for _ in range(n)]
            ind = indicator_of(rng.choice(tiles))
        else:
            ind = rng.randrange(34)
        indicators.append(ind)
    used = Counter(counts)
    used.update(indicators)
    if max(used.values()) > 4:
        return None
    if robbing and win in indicators:
        robbing = False
    return {
        "hand": hand, "win": tile_str(win), "tsumo": tsumo, "riichi": riichi,
        "double_riichi": double_riichi, "first_turn": False, "after_kong": after_kong,
        "robbing_kong": robbing, "last_tile": last_tile, "seat_wind": seat, "round_wind": rnd,
        "dora_indicators": group(indicators),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--out", default="target/jsma-oracle/cases.jsonl")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        for _ in range(args.n):
            f.write(json.dumps(make_case(rng), ensure_ascii=False) + "\n")
    print(f"generate: {args.n} cases (seed {args.seed}) -> {args.out}")


if __name__ == "__main__":
    main()
