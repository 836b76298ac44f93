"""Our tile notation for the oracle scripts (scripts/mcr-oracle, scripts/jsma-oracle), as
shared/design/contract.md writes it ("Hand notation"). Standard library only: imported inside
an oracle's venv and by the system python3 alike.

A tile kind is an int 0..33: 0-8 characters (m), 9-17 dots (p), 18-26 bamboo (s), 27-30 East
South West North (1z-4z), 31 White (5z), 32 Green (6z), 33 Red (7z). A meld is (type, kinds)
with type "chow", "pung", "kong" (exposed) or "ckong" (concealed kong).
"""

import re

SUITS = "mpsz"


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
