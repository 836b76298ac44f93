#!/usr/bin/env python3
"""Random legal MCR 2006 winning hands as JSONL, in our notation and flags (one case a line).

Our own generator: four sets and a pair (chows, pungs, kongs; some melded, some kongs
concealed) drawn from templates that aim at the combination fans, plus the special shapes
(seven pairs, seven shifted pairs, thirteen orphans, honours and knitted tiles, a knitted
straight with a set and a pair, nine gates). Never more than four of a tile; the winning tile
is one of the concealed tiles; the flags are consistent with the tiles (see flags()).

    generate.py [--n 10000] [--seed 2006] [--out target/mcr-oracle/cases.jsonl]
"""

import argparse
import json
import os
import random
import sys
from collections import Counter

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mcrcases import hand_str, kind, rank_of, suit_of, tile_str, WINDS  # noqa: E402

NUMBER_SUITS = "mps"
WIND_KINDS = [kind("z", r) for r in range(1, 5)]
DRAGON_KINDS = [kind("z", r) for r in range(5, 8)]
HONOURS = WIND_KINDS + DRAGON_KINDS
TERMINALS = [kind(s, r) for s in NUMBER_SUITS for r in (1, 9)]


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
        self.honours = rng.random() < (0.45 if n == 1 else 0.3)
        self.rng = rng

    def suit(self):
        return self.rng.choice(self.suits)

    def number(self):
        return kind(self.suit(), self.rng.randint(1, 9))

    def any_kind(self):
        if self.honours and self.rng.random() < 0.3:
            return self.rng.choice(HONOURS)
        return self.number()


def random_set(rng, prof, sets):
    """One more set, leaning on the ranks of the chows already there (pair fans, shifted)."""
    chows = [m for m in sets if m[0] == "chow"]
    if rng.random() < 0.62:
        if chows and rng.random() < 0.55:
            base = rng.choice(chows)[1][0]
            start = rank_of(base) + rng.choice([0, 0, 1, 2, 3, -1, -2, -3, 6, -6])
            s = suit_of(base) if rng.random() < 0.5 else prof.suit()
            return chow(s, start)
        return chow(prof.suit(), rng.randint(1, 7))
    if prof.honours and rng.random() < 0.35:
        return pung(rng.choice(HONOURS))
    pungs = [m for m in sets if m[0] == "pung" and m[1][0] < 27]
    if pungs and rng.random() < 0.4:
        base = rng.choice(pungs)[1][0]
        s = suit_of(base) if rng.random() < 0.5 else prof.suit()
        return pung_sr(s, rank_of(base) + rng.choice([0, 1, -1, 2]))
    return pung(prof.number())


def ranks_in(rng, prof, lo, hi):
    """A set and pair source limited to ranks lo..hi (all upper, middle, lower, >5, <5)."""
    def one_set():
        s = prof.suit()
        if hi - lo >= 2 and rng.random() < 0.6:
            return chow(s, rng.randint(lo, hi - 2))
        return pung_sr(s, rng.randint(lo, hi))
    sets = [one_set() for _ in range(4)]
    return sets, kind(prof.suit(), rng.randint(lo, hi))


def from_pool(rng, pool, chows=()):
    """Sets from a pool of kinds (pungs) and a list of allowed chows; a pair from the pool."""
    sets = []
    for _ in range(4):
        if chows and rng.random() < 0.5:
            s, start = rng.choice(chows)
            sets.append(chow(s, start))
        else:
            sets.append(pung(rng.choice(pool)))
    return sets, rng.choice(pool)


def template(rng, prof):
    """(sets, pair or None): some sets that make a combination fan; the rest are random."""
    s = prof.suit()
    others = [x for x in NUMBER_SUITS if x != s]
    rng.shuffle(others)
    t = rng.choice(TEMPLATES)
    r = rng.randint(1, 7)
    if t == "none":
        return [], None
    if t == "pure-triple-chow":
        return [chow(s, r)] * 3, None
    if t == "quadruple-chow":
        return [chow(s, r)] * 4, None
    if t == "pure-shifted-pungs":
        return [pung_sr(s, r + i) for i in range(3)], None
    if t == "four-pure-shifted-pungs":
        return [pung_sr(s, rng.randint(1, 6) + i) for i in range(4)], None
    if t == "pure-shifted-chows":
        step = rng.choice([1, 2])
        return [chow(s, rng.randint(1, 7 - 2 * step) + i * step) for i in range(3)], None
    if t == "four-pure-shifted-chows":
        step = rng.choice([1, 1, 2])
        base = rng.randint(1, 7 - 3 * step)
        return [chow(s, base + i * step) for i in range(4)], None
    if t == "pure-straight":
        return [chow(s, 1), chow(s, 4), chow(s, 7)], None
    if t == "mixed-straight":
        return [chow(x, st) for x, st in zip([s] + others, [1, 4, 7])], None
    if t == "mixed-triple-chow":
        return [chow(x, r) for x in [s] + others], None
    if t == "mixed-shifted-pungs":
        b = rng.randint(1, 7)
        return [pung_sr(x, b + i) for i, x in enumerate([s] + others)], None
    if t == "mixed-shifted-chows":
        b = rng.randint(1, 5)
        return [chow(x, b + i) for i, x in enumerate([s] + others)], None
    if t == "triple-pung":
        b = rng.randint(1, 9)
        return [pung_sr(x, b) for x in [s] + others], None
    if t == "double-pung":
        b = rng.randint(1, 9)
        return [pung_sr(s, b), pung_sr(others[0], b)], None
    if t == "three-suited-terminal-chows":
        return [chow(s, 1), chow(s, 7), chow(others[0], 1), chow(others[0], 7)], kind(others[1], 5)
    if t == "pure-terminal-chows":
        return [chow(s, 1), chow(s, 1), chow(s, 7), chow(s, 7)], kind(s, 5)
    if t == "pair-chows":  # pure/mixed double chow, short straight, two terminal chows
        a = rng.randint(1, 7)
        pick = rng.choice([(s, a), (others[0], a), (s, a + 3), (s, a - 3), (s, 8 - a)])
        return [chow(s, a), chow(*pick)], None
    if t == "big-four-winds":
        return [pung(k) for k in WIND_KINDS], None
    if t == "winds":  # little four winds, big three winds
        w = rng.sample(WIND_KINDS, 4)
        return [pung(k) for k in w[:3]], (w[3] if rng.random() < 0.5 else None)
    if t == "big-three-dragons":
        return [pung(k) for k in DRAGON_KINDS], None
    if t == "dragons":  # little three dragons, two dragon pungs, dragon pung
        d = rng.sample(DRAGON_KINDS, 3)
        return [pung(k) for k in d[:2]], (d[2] if rng.random() < 0.5 else None)
    if t == "seat-round-winds":
        return [pung(rng.choice(WIND_KINDS)) for _ in range(rng.randint(1, 2))], None
    if t == "all-honours":
        return from_pool(rng, HONOURS)
    if t == "all-terminals":
        return from_pool(rng, TERMINALS)
    if t == "all-terminals-and-honours":
        return from_pool(rng, TERMINALS + HONOURS)
    if t == "outside-hand":
        pool = TERMINALS + HONOURS
        return from_pool(rng, pool, [(x, st) for x in prof.suits for st in (1, 7)])
    if t == "all-green":
        green = [kind("s", r) for r in (2, 3, 4, 6, 8)] + [kind("z", 6)]
        return from_pool(rng, green, [("s", 2)])
    if t == "all-even-pungs":
        return from_pool(rng, [kind(x, r) for x in prof.suits for r in (2, 4, 6, 8)])
    if t == "upper-tiles":
        return ranks_in(rng, prof, 7, 9)
    if t == "middle-tiles":
        return ranks_in(rng, prof, 4, 6)
    if t == "lower-tiles":
        return ranks_in(rng, prof, 1, 3)
    if t == "upper-four":
        return ranks_in(rng, prof, 6, 9)
    if t == "lower-four":
        return ranks_in(rng, prof, 1, 4)
    if t == "all-simples":
        return ranks_in(rng, prof, 2, 8)
    if t == "all-fives":
        return from_pool(rng, [kind(x, 5) for x in prof.suits],
                         [(x, st) for x in prof.suits for st in (3, 4, 5)])
    if t == "reversible-tiles":
        rev = [kind("p", r) for r in (1, 2, 3, 4, 5, 8, 9)] + \
              [kind("s", r) for r in (2, 4, 5, 6, 8, 9)] + [kind("z", 5)]
        return from_pool(rng, rev, [("p", 1), ("p", 2), ("p", 3), ("s", 4)])
    if t == "all-chows":
        return [random_chow(rng, prof) for _ in range(4)], prof.number()
    if t == "all-pungs":
        return [pung(prof.any_kind()) for _ in range(4)], None
    if t == "chicken":  # three suits, a pung of simples, an honour pair: little else
        x = NUMBER_SUITS
        return [chow(x[0], rng.randint(1, 7)), chow(x[1], rng.randint(1, 7)),
                pung_sr(x[2], rng.randint(2, 8)), random_chow(rng, prof)], \
            rng.choice(HONOURS)
    if t == "all-types":
        x = NUMBER_SUITS
        return [chow(x[0], rng.randint(1, 7)), chow(x[1], rng.randint(1, 7)),
                pung_sr(x[2], rng.randint(1, 9)), pung(rng.choice(WIND_KINDS))], \
            rng.choice(DRAGON_KINDS)
    raise AssertionError(t)


def random_chow(rng, prof):
    return chow(prof.suit(), rng.randint(1, 7))


TEMPLATES = [
    "none", "none", "none", "none", "none", "none",
    "pure-triple-chow", "quadruple-chow", "pure-shifted-pungs", "four-pure-shifted-pungs",
    "pure-shifted-chows", "four-pure-shifted-chows", "pure-straight", "mixed-straight",
    "mixed-triple-chow", "mixed-shifted-pungs", "mixed-shifted-chows", "triple-pung",
    "double-pung", "three-suited-terminal-chows", "pure-terminal-chows", "pair-chows",
    "pair-chows", "pair-chows", "big-four-winds", "winds", "big-three-dragons", "dragons",
    "dragons", "seat-round-winds", "all-honours", "all-terminals", "all-terminals-and-honours",
    "outside-hand", "all-green", "all-even-pungs", "upper-tiles", "middle-tiles", "lower-tiles",
    "upper-four", "lower-four", "all-simples", "all-fives", "reversible-tiles", "all-chows",
    "all-chows", "all-pungs", "all-pungs", "all-types", "chicken", "chicken", "chicken",
    "four-pure-shifted-pungs", "all-terminals",
]


def standard(rng):
    """Four sets and a pair; returns (concealed 14 kinds, melds)."""
    prof = Profile(rng)
    sets, pair = template(rng, prof)
    sets = list(sets[:4])
    while len(sets) < 4:
        sets.append(random_set(rng, prof, sets))
    rng.shuffle(sets)
    if pair is None:
        pair = prof.any_kind()
    # How open the hand is and how often a pung is a kong, drawn per hand.
    meld_rate = rng.choice([0, 0, 0, 0.2, 0.35, 0.5, 0.75, 1])
    kong_rate = rng.choice([0, 0, 0, 0.15, 0.4, 1])
    concealed, melds = [pair, pair], []
    for typ, body in sets:
        melded = rng.random() < meld_rate
        if typ == "pung" and rng.random() < kong_rate:
            melds.append(("kong" if melded else "ckong", body + body[:1]))
        elif melded:
            melds.append((typ, list(body)))
        else:
            concealed += body
    return concealed, melds


def seven_pairs(rng):
    prof = Profile(rng)
    kinds = set()
    while len(kinds) < 7:
        kinds.add(prof.any_kind())
    kinds = list(kinds)
    if rng.random() < 0.05:  # four of a kind as two pairs: a reading to compare
        kinds[0] = kinds[1]
    return [k for k in kinds for _ in range(2)], []


def seven_shifted_pairs(rng):
    s, b = rng.choice(NUMBER_SUITS), rng.randint(1, 3)
    return [kind(s, b + i) for i in range(7) for _ in range(2)], []


def thirteen_orphans(rng):
    kinds = TERMINALS + HONOURS
    return kinds + [rng.choice(kinds)], []


def knitted_tiles(rng):
    perm = list(NUMBER_SUITS)
    rng.shuffle(perm)
    return [kind(perm[i], r) for i in range(3) for r in (i + 1, i + 4, i + 7)]


def honours_and_knitted(rng):
    knitted = knitted_tiles(rng)
    if rng.random() < 0.4:  # greater: all seven honours
        return rng.sample(knitted, 7) + HONOURS, []
    return rng.sample(knitted + HONOURS, 14), []


def knitted_straight(rng):
    prof = Profile(rng)
    concealed = knitted_tiles(rng)
    melds = []
    x = rng.random()
    one = random_chow(rng, prof) if x < 0.5 else pung(prof.any_kind())
    if rng.random() < 0.35:
        if one[0] == "pung" and rng.random() < 0.4:
            melds.append(("kong", one[1] + one[1][:1]))
        else:
            melds.append(one)
    elif one[0] == "pung" and rng.random() < 0.2:
        melds.append(("ckong", one[1] + one[1][:1]))
    else:
        concealed += one[1]
    pair = prof.any_kind()
    return concealed + [pair, pair], melds


def nine_gates(rng):
    s = rng.choice(NUMBER_SUITS)
    base = [kind(s, r) for r in [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9]]
    extra = kind(s, rng.randint(1, 9))
    return base + [extra], [], extra


SHAPES = [  # (weight, generator)
    (0.74, standard), (0.08, seven_pairs), (0.025, seven_shifted_pairs),
    (0.02, thirteen_orphans), (0.05, honours_and_knitted), (0.05, knitted_straight),
    (0.015, nine_gates),
]


def draw_shape(rng):
    while True:
        x = rng.random() * sum(w for w, _ in SHAPES)
        for w, gen in SHAPES:
            x -= w
            if x < 0:
                break
        try:
            got = gen(rng)
        except Retry:
            continue
        concealed, melds = got[0], got[1]
        win_hint = got[2] if len(got) > 2 else None
        counts = Counter(concealed)
        for _, body in melds:
            counts.update(body)
        if max(counts.values()) > 4:
            continue
        assert len(concealed) + 3 * len(melds) == 14, (concealed, melds)
        return concealed, melds, win_hint, counts


def make_case(rng):
    concealed, melds, win_hint, counts = draw_shape(rng)
    if win_hint is not None and rng.random() < 0.75:
        win = win_hint
    else:
        win = rng.choice(concealed)
    rest = list(concealed)
    rest.remove(win)
    return flags(rng, hand_str(rest, melds), win, melds, counts)


def flags(rng, hand, win, melds, counts):
    """Conditions consistent with the tiles.

    robbing_kong: a discard win whose tile kind appears exactly once in the 14 tiles.
    after_kong: a self-drawn win in a hand with a kong (exposed or concealed).
    last_of_kind (和绝张): the hand holds exactly one of the winning tile's kind and the win is
    not robbing a kong; and always when the exposed melds (a pung, or chows) show the other
    three (the winning tile is then the fourth: 3.8.1 58 'the fourth of a tile of which three
    are shown').
    last_tile (海底): any win but a robbed kong (no kong is declared on the last tile: there is
    no replacement tile to draw).
    """
    tsumo = rng.random() < 0.4
    has_kong = any(t in ("kong", "ckong") for t, _ in melds)
    robbing = not tsumo and counts[win] == 1 and rng.random() < 0.15
    after_kong = tsumo and has_kong and rng.random() < 0.35
    melds_show_three = sum(body.count(win) for t, body in melds if t != "ckong") == 3
    last_of_kind = melds_show_three or (
        counts[win] == 1 and not robbing and rng.random() < 0.15)
    flowers = 0 if rng.random() < 0.7 else rng.randint(1, 8)
    return {
        "hand": hand, "win": tile_str(win), "tsumo": tsumo, "last_of_kind": last_of_kind,
        "after_kong": after_kong, "robbing_kong": robbing,
        "last_tile": not robbing and rng.random() < 0.06, "flowers": flowers,
        "seat_wind": rng.choice(WINDS), "round_wind": rng.choice(WINDS),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=2006)
    ap.add_argument("--out", default="target/mcr-oracle/cases.jsonl")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as f:
        for _ in range(args.n):
            f.write(json.dumps(make_case(rng), ensure_ascii=False) + "\n")
    print(f"generate: {args.n} cases (seed {args.seed}) -> {args.out}")


if __name__ == "__main__":
    main()
