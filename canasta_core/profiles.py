"""Profiles: the tables that play another way, each named once (../shared/spec/profiles.md §4).

A profile is a separate named ruleset agreed before the deal (`[profile.separate]`). Every
parameter a rule reads lives here, once: the seats in clockwise order and the sides they form
(`[prof.sides]`), who answers `ask`, the deck, the hand size, the cards one stock draw brings,
the canastas going out needs, the meld limits, the opening tiers and the target score. The
classic game of rules.md is `CLASSIC`, the default of every position.

Every adopted profile keeps the classic deck and meld limits (`[prof.deck]`; the wild-card
limit, canasta size and opening tiers are the same row in §4's table), but nothing in the
engine assumes it: every rule reads them from the profile a position is bound to (the engine
state binds its profile once, `state._Table`), so a profile may change any of them
(tests/engine/test_profile_parameters.py plays a table with canastas of eight cards and two
wild cards a meld).
"""

from __future__ import annotations

from dataclasses import dataclass, field

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Final


@dataclass(frozen=True, slots=True, eq=False)
class Profile:
    """One ruleset: the parameters of profiles.md §4, with the facts derived from them."""

    name: str
    #: seats in clockwise order ([deal.first], [prof.order]); the deal passes to the left
    seats: tuple[str, ...]
    #: side name -> its seats, in seat order ([prof.sides])
    sides: tuple[tuple[str, tuple[str, ...]], ...]
    #: seat -> the seat that answers its `ask` ([out.permission], [six.ask]); absent: nobody
    answerer: tuple[tuple[str, str], ...]
    #: [deal.hands] cards dealt to each seat
    hand_size: int
    #: [turn.sequence] / [two.draw] cards one draw from the stock brings to the hand
    draw_count: int = 1
    #: [out.canasta] / [two.out] canastas the side needs before a player may empty the hand
    canastas_to_go_out: int = 1
    #: [deal.deck] copies of each card other than the joker, and jokers
    copies: int = 2
    jokers: int = 4
    #: [meld.wilds] wild cards a meld may hold
    wild_limit: int = 3
    #: [meld.rank] cards a meld needs; [meld.naturals] natural cards it needs
    meld_min: int = 3
    naturals_min: int = 2
    #: [meld.canasta] cards that make a meld a canasta
    canasta_size: int = 7
    #: [open.minimum] (lowest score or None, first score above or None, minimum), low to high
    opening_tiers: tuple[tuple[int | None, int | None, int], ...] = (
        (None, 0, 15),
        (0, 1500, 50),
        (1500, 3000, 90),
        (3000, None, 120),
    )
    #: [game.end] the score that ends the game
    target: int = 5000

    # --- derived once, in __post_init__ (read on every ruling) ---------------------------
    #: [deal.deck] 52 cards `copies` times and the jokers: 108 in every adopted profile
    deck_size: int = field(init=False)
    side_names: tuple[str, ...] = field(init=False)
    side_of: dict[str, str] = field(init=False)  # seat -> its side
    side_seats: dict[str, tuple[str, ...]] = field(init=False)  # side -> its seats
    next_seat: dict[str, str] = field(init=False)  # [prof.order] the seat to the left
    answers_ask: dict[str, str] = field(init=False)  # seat -> who answers its `ask`

    def __post_init__(self) -> None:
        n = len(self.seats)
        derived = {
            "deck_size": 52 * self.copies + self.jokers,
            "side_names": tuple(name for name, _ in self.sides),
            "side_of": {seat: name for name, seats in self.sides for seat in seats},
            "side_seats": dict(self.sides),
            "next_seat": {s: self.seats[(i + 1) % n] for i, s in enumerate(self.seats)},
            "answers_ask": dict(self.answerer),
        }
        for k, v in derived.items():
            object.__setattr__(self, k, v)

    def alone(self, seat: str) -> bool:
        """[prof.sides] The seat is its side's only seat: nobody to ask ([two.alone])."""
        return seat not in self.answers_ask

    def is_canasta(self, size: int) -> bool:
        """[meld.canasta] A meld of `size` cards is a canasta: the one place that decides it
        (the judge, the generator, the scorer, the bots and the site all ask it)."""
        return size >= self.canasta_size

    def completes_canasta(self, before: int, after: int) -> bool:
        """[meld.canasta] A meld that grows from `before` to `after` cards becomes a canasta."""
        return before < self.canasta_size <= after

    def canastas(self, sizes: Iterable[int]) -> int:
        """[meld.canasta] How many of the melds of these sizes are canastas."""
        size = self.canasta_size
        n = 0
        for k in sizes:  # a loop: no generator frame
            if k >= size:
                n += 1
        return n

    def opening_minimum(self, score: int) -> int:
        """[open.minimum] The card value a side's first meld must reach, from its score."""
        for low, high, minimum in self.opening_tiers:
            if (low is None or score >= low) and (high is None or score < high):
                return minimum
        raise AssertionError(score)  # pragma: no cover - the tiers cover every score


CLASSIC: Final = Profile(
    name="classic",
    seats=("N", "E", "S", "W"),
    sides=(("NS", ("N", "S")), ("EW", ("E", "W"))),
    answerer=(("N", "S"), ("E", "W"), ("S", "N"), ("W", "E")),
    hand_size=11,
)

TWO_HAND: Final = Profile(
    name="two-hand",  # [two.seats] [two.deal] [two.draw] [two.alone] [two.out]
    seats=("N", "S"),
    sides=(("N", ("N",)), ("S", ("S",))),
    answerer=(),
    hand_size=15,
    draw_count=2,
    canastas_to_go_out=2,
)

THREE_HAND: Final = Profile(
    name="three-hand",  # [three.seats] [three.deal] [three.draw] [three.alone] [three.out]
    seats=("N", "E", "S"),
    sides=(("N", ("N",)), ("E", ("E",)), ("S", ("S",))),
    answerer=(),
    hand_size=13,
    draw_count=2,
)

SIX_HAND: Final = Profile(
    name="six-hand",  # [six.seats] [six.deal] [six.shared] [six.ask] [six.out]
    seats=("N", "NE", "SE", "S", "SW", "NW"),
    sides=(("A", ("N", "SE", "SW")), ("B", ("NE", "S", "NW"))),
    # [six.ask] the next partner in turn order, two seats clockwise
    answerer=(("N", "SE"), ("SE", "SW"), ("SW", "N"), ("NE", "S"), ("S", "NW"), ("NW", "NE")),
    hand_size=11,
)

PROFILES: Final[dict[str, Profile]] = {
    p.name: p for p in (CLASSIC, TWO_HAND, THREE_HAND, SIX_HAND)
}
DEFAULT: Final = CLASSIC.name


__all__ = ["CLASSIC", "DEFAULT", "PROFILES", "SIX_HAND", "THREE_HAND", "TWO_HAND", "Profile"]
