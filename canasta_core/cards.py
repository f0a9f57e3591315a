"""Cards: parsing, canonical codes, values, and the wild/natural/three distinctions.

A card is kept as its canonical two-letter code ("7H", "TS", "JK"): codes are hashable, compact in
JSON, and fast to compare. Every helper here is a plain function over those codes.
"""

from __future__ import annotations

from canasta_core.errors import NotationError
from canasta_core.profiles import CLASSIC, Profile

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Final

RANKS: Final = "AKQJT98765432"  # display order, high to low
SUITS: Final = "CDHS"
JOKER: Final = "JK"
MELD_RANKS: Final = "AKQJT987654"  # ranks a meld may have (threes are special)
#: Meld keys in table order (high to low, black threes last): the order melds are listed in.
RANK_ORDER: Final[dict[str, int]] = {r: i for i, r in enumerate("AKQJT98765432")}
SUIT_SYMBOLS: Final = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_SYMBOL_TO_SUIT: Final = {v: k for k, v in SUIT_SYMBOLS.items()}
# Also accept the text-presentation variants of the symbols some keyboards send.
_SYMBOL_TO_SUIT.update({"♧": "C", "♢": "D", "♡": "H", "♤": "S"})

RED_THREES: Final = frozenset({"3H", "3D"})
BLACK_THREES: Final = frozenset({"3C", "3S"})

#: Every distinct card code, in canonical order (jokers last).
ALL_CODES: Final[tuple[str, ...]] = tuple(r + s for r in RANKS for s in SUITS) + (JOKER,)

#: [values] Card values used for opening minimums and scoring. Red threes have no card value.
VALUES: Final[dict[str, int]] = {}
for _code in ALL_CODES:
    _r = _code[0]
    if _code == JOKER:
        VALUES[_code] = 50
    elif _r in "A2":
        VALUES[_code] = 20
    elif _r in "KQJT98":
        VALUES[_code] = 10
    elif _code in RED_THREES:
        VALUES[_code] = 0
    else:  # 7 6 5 4 and black threes
        VALUES[_code] = 5

#: Value of each rank, for tables (the card value of a natural of that rank).
RANK_VALUES: Final[dict[str, int]] = {
    "JK": 50, "A": 20, "2": 20, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 10, "8": 10,
    "7": 5, "6": 5, "5": 5, "4": 5, "3 (black)": 5, "3 (red)": 0,
}

_ORDER: Final[dict[str, int]] = {c: i for i, c in enumerate(ALL_CODES)}

# --- the compact form (the going-out search, the fast path `game.Game`) -------------------
# A card is an int, its index in ALL_CODES (rank-major from the ace, suits C D H S, the joker
# 52): `c >> 2` is its rank index (A=0 ... 4=10, 3=11, 2=12, joker 13), a card is wild when
# `c >= FIRST_WILD`, and sorting ints is the canonical card order.
CARD_INDEX: Final[dict[str, int]] = _ORDER  # card code -> int
RANK_INDEX: Final[dict[str, int]] = {r: i for i, r in enumerate(RANKS)}  # rank -> index
CARD_VALUE: Final[tuple[int, ...]] = tuple(VALUES[c] for c in ALL_CODES)  # [values] by int
FIRST_WILD: Final = _ORDER["2C"]  # every card from here on (twos, the joker) is wild
FIRST_THREE: Final = _ORDER["3C"]  # every card from here on (threes, wild cards) blocks a take
JOKER_INT: Final = _ORDER[JOKER]
THREE_RANK: Final = RANK_INDEX["3"]  # threes: black ones meld only when going out
BLACK_THREE_INTS: Final = (_ORDER["3C"], _ORDER["3S"])
RED_THREE_INTS: Final = (_ORDER["3D"], _ORDER["3H"])
MELD_RANK_INDEXES: Final = range(THREE_RANK)  # rank indexes a meld may have, A..4
#: The canonical card codes ("7H", "TD", "JK"): text that needs no parsing.
CANONICAL: Final[frozenset[str]] = frozenset(ALL_CODES)
RANK_NAMES: Final[dict[str, str]] = {
    "A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine", "8": "eight",
    "7": "seven", "6": "six", "5": "five", "4": "four", "3": "three", "2": "two",
}
RANK_PLURALS: Final[dict[str, str]] = {
    "A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens", "9": "nines",
    "8": "eights", "7": "sevens", "6": "sixes", "5": "fives", "4": "fours", "3": "threes",
    "2": "twos",
}

MAX_CARD_TEXT: Final = 8  # longest plausible card token ("10♥" etc.); longer is rejected early


def is_wild(code: str) -> bool:
    """Jokers and twos are wild."""
    return code == JOKER or code[0] == "2"


def is_natural(code: str) -> bool:
    return not is_wild(code)


def count_wilds(cards: tuple[str, ...] | list[str]) -> int:
    return sum(1 for c in cards if is_wild(c))


def is_canasta(cards: tuple[str, ...] | list[str], rules: Profile = CLASSIC) -> bool:
    """[meld.canasta] The meld is a canasta under `rules` (the classic table: seven cards or
    more); `Profile.is_canasta` decides."""
    return rules.is_canasta(len(cards))


def is_natural_meld(cards: tuple[str, ...] | list[str]) -> bool:
    """A meld without a wild card (a natural canasta when it is a canasta)."""
    return not any(is_wild(c) for c in cards)


def is_red_three(code: str) -> bool:
    return code in RED_THREES


def is_black_three(code: str) -> bool:
    return code in BLACK_THREES


def rank_of(code: str) -> str:
    """The rank of a card: its rank letter, or 'JK' for the joker (never 'J', the jack)."""
    return JOKER if code == JOKER else code[0]


def value(code: str) -> int:
    return VALUES[code]


def sort_key(code: str) -> int:
    return _ORDER[code]


def sort_cards(cards: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Canonical order: high ranks first, suits C D H S, jokers last."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))


def parse_card(text: str, where: str = "card") -> str:
    """Parse one card ('7h', '10♥', 'jk', '*') into its canonical code, or raise NotationError."""
    if text in CANONICAL:
        return text  # already a canonical code: most input (JSON positions, listed actions)
    raw = text
    t = text.strip()
    if not t or len(t) > MAX_CARD_TEXT:
        raise NotationError.of("card.not-a-card", where, text=repr(raw))
    u = t.upper()
    if u in ("JK", "*", "JOKER", "🃏"):
        return JOKER
    suit = _SYMBOL_TO_SUIT.get(u[-1], u[-1])
    rank = u[:-1]
    if rank == "10":
        rank = "T"
    if len(rank) != 1 or rank not in RANKS or suit not in SUITS:
        if suit not in SUITS and u[-1].isalpha():
            raise NotationError.of("card.bad-suit", where, text=repr(raw), suit=repr(u[-1]))
        if rank not in RANKS:
            raise NotationError.of("card.bad-rank", where, text=repr(raw), rank=repr(rank))
        raise NotationError.of("card.unknown", where, text=repr(raw))
    return rank + suit


def parse_rank(text: str, where: str = "rank") -> str:
    """Parse a rank name used as a meld key or prefix ('K', '10', 't')."""
    u = text.strip().upper()
    if u == "10":
        u = "T"
    if len(u) != 1 or u not in RANKS or u == "2":
        raise NotationError.of("rank.not-a-meld-rank", where, text=repr(text))
    return u


def pretty(code: str) -> str:
    """A human label such as '7♥' or '10♠' or 'Joker' (for text, not for HTML layout)."""
    if code == JOKER:
        return "Joker"
    r = "10" if code[0] == "T" else code[0]
    return r + SUIT_SYMBOLS[code[1]]


def full_deck(rules: Profile = CLASSIC) -> list[str]:
    """[deal.deck] [prof.deck] The table's deck in canonical order: each card `rules.copies`
    times and `rules.jokers` jokers (the classic table: two 52-card decks and four jokers, 108
    cards)."""
    deck: list[str] = []
    for code in ALL_CODES:
        deck.extend([code] * (rules.jokers if code == JOKER else rules.copies))
    return deck


def distinct_sorted(cards: list[int]) -> list[int]:
    """`list(dict.fromkeys(cards))` for sorted int cards (equal ones are adjacent): the fast
    path's distinct cards and wild cards, in half the instructions of building a dict."""
    out: list[int] = []
    prev = -1
    for c in cards:
        if c != prev:
            out.append(c)
            prev = c
    return out
