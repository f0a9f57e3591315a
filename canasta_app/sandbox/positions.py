"""The sandbox's tables and starting positions: the profiles it offers and their labels, a dealt
position by seed, an empty or default table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

import canasta_core as cc
from canasta_app.ui.seats import side_label as _table_side_label
from canasta_core.cards import full_deck
from canasta_core.catalogue import profile_name
from canasta_core.positions import (
    Position,
)
from canasta_core.profiles import CLASSIC, DEFAULT, PROFILES, Profile

MAX_SEED: Final = 2**31 - 1


DEFAULT_PROFILE: Final = DEFAULT


#: the tables a situation can be set at, in the order the set-up offers them
PROFILE_CHOICES: Final[tuple[str, ...]] = ("classic", "two-hand", "three-hand", "six-hand")


def rules_of(profile: str | None) -> Profile:
    """The profile of that name; the classic game for None or an unknown name (a widget's
    value: the engine itself refuses an unknown name in a position, at its field)."""
    return PROFILES.get(profile or DEFAULT, CLASSIC)


def profile_label(profile: str, lang: str) -> str:
    """"Two players" / "Dos jugadores" (the catalogue's name for a player)."""
    return profile_name(profile, lang)


def side_label(profile: str, side: str, lang: str) -> str:
    """A side as the table names it: North–South; a player alone, by his seat (North); six
    players, by the side's three seats ("North – South-East – South-West")."""
    return _table_side_label(rules_of(profile), side, lang)


def deal_position(seed: int, dealer: str = "N", scores: tuple[int, ...] | None = None,
                  profile: str = DEFAULT) -> Position:
    """A random deal, reproducible by seed (a seed out of range is clamped, not refused)."""
    seed = max(0, min(int(seed), MAX_SEED))
    rules = rules_of(profile)
    if dealer not in rules.seats:
        dealer = rules.seats[-1]
    return cc.deal(seed=seed, dealer=dealer,
                   scores=scores if scores is not None else (0,) * len(rules.side_names),
                   profile=rules.name)


EMPTY_STOCK: Final = 40  # a mid-deal stock; the player changes it when it matters
#: cards an empty table leaves free beside its stock and the other hands: the acting hand, the
#: pile and the melds the player tells (a canasta is 7)
EMPTY_ROOM: Final = 20


def empty_stock(rules: Profile) -> int:
    """An empty table's stock: 40, or less where the other hands leave no room for a hand, a
    pile and a canasta to be told. At six players 40 was the whole stock of a fresh deal: five
    hands of 11 and it made 95 of the 108 cards, and a 7-card hand, a 3-card pile and a
    canasta told were refused at the stock, a field the player had not touched (22 there)."""
    free = len(full_deck(rules)) - len(rules.seats) * rules.hand_size - EMPTY_ROOM
    return max(0, min(EMPTY_STOCK, free))


def empty_position(turn: str = "N", profile: str = DEFAULT,
                   hand: Sequence[str] = (), pile: Sequence[str] = ()) -> Position:
    """An empty table of the profile: `turn` to act before drawing, no melds, the other hands
    at the profile's hand size and the acting hand empty (the player types or picks it), or
    `hand` and `pile` when the player had told them already (a new profile keeps them)."""
    rules = rules_of(profile)
    if turn not in rules.seats:
        turn = rules.seats[0]
    hands: dict[str, Any] = {s: rules.hand_size for s in rules.seats}
    hands[turn] = list(hand)
    d: dict[str, Any] = {
        "format": "canasta/1",
        "dealer": _previous(turn, rules),
        "turn": turn,
        "phase": "draw",
        "hands": hands,
        "pile": list(pile),
        "stock": empty_stock(rules),
    }
    if rules is not CLASSIC:
        d["profile"] = rules.name
    return cc.load(d)


def _previous(seat: str, rules: Profile = CLASSIC) -> str:
    seats = rules.seats
    return seats[(seats.index(seat) - 1) % len(seats)]
