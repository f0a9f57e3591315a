"""The rules that both the judge and the move generator decide, each written once.

Each function is one rule of rules.md (its slugs in its docstring), read on plain counts and the
table's `Profile`, so that either representation of a position can call it: the judge
(`rulings.evaluate`, on card codes) turns every fault it returns into a violation with its
reason; the move generator (`game.Game`, on card ints) refuses a move at the first fault. The
profile's parameters (meld limits, canastas to go out) are read here and nowhere else in a rule.

Where else a rule lives (docs/architecture.md has the table by slug): the going-out search in
`going_out` (`plan_out`), dealing and drawing in `deal` (`deal_out`, `draw_from_stock`),
scoring in `scoring` (`side_score`), the opening minimum in `Profile.opening_minimum`.
"""

from __future__ import annotations

from typing import Final

from canasta_core.profiles import Profile

_SOUND: Final[tuple[str, ...]] = ()
#: [threes.black] Black threes are melded three or four together (rules.md: not a profile's
#: parameter; every profile keeps them).
BLACK_THREES_MIN: Final = 3
BLACK_THREES_MAX: Final = 4


def meld_faults(rules: Profile, before: int, size: int, wilds: int) -> tuple[str, ...]:
    """[meld.no-wild-only] [meld.rank] [meld.wilds] [meld.naturals] What is wrong with one meld
    as it will lie on the table after the action: `before` cards of it were there already,
    `size` after, `wilds` of them wild. The slugs broken, in precedence order; () when sound.
    A new meld of wild cards alone is that fault only (its rank and naturals are moot)."""
    naturals = size - wilds
    small = False
    if not before:
        if naturals == 0:
            return ("meld.no-wild-only",)
        small = size < rules.meld_min
    if not small and wilds <= rules.wild_limit and naturals >= rules.naturals_min:
        return _SOUND
    faults: list[str] = []
    if small:
        faults.append("meld.rank")
    if wilds > rules.wild_limit:
        faults.append("meld.wilds")
    if naturals < rules.naturals_min:
        faults.append("meld.naturals")
    return tuple(faults)


#: [pile.frozen] Natural cards of the top card's rank a frozen pile's taker shows from the hand.
FROZEN_PAIR: Final = 2


def frozen_take_fault(frozen: bool, same_rank_naturals: int) -> bool:
    """[pile.frozen] A frozen pile (a wild card or red three in it, or the side has not opened)
    is taken only with a natural pair of its top card's rank from the hand, in the take's first
    group: `same_rank_naturals` of them are named."""
    return frozen and same_rank_naturals < FROZEN_PAIR


def one_card_pile_fault(hand_size: int, pile_size: int) -> bool:
    """[pile.one-card] A player holding one card may not take a pile of one card (it would
    leave nothing to discard)."""
    return hand_size == 1 and pile_size == 1


def black_three_faults(melded: int, cards_left: int) -> tuple[str, ...]:
    """[threes.black] Black threes are melded only in the action that goes out (at most the
    final discard left: `cards_left` <= 1), and only as three or four of them (`melded`: the
    side's black threes after the action). The reason codes broken, not going out first."""
    faults: tuple[str, ...] = _SOUND
    if cards_left > 1:
        faults = ("threes.black-not-out",)
    if not BLACK_THREES_MIN <= melded <= BLACK_THREES_MAX:
        faults += ("threes.black-count",)
    return faults


def lacks_canastas(rules: Profile, cards_left: int, canastas: int) -> bool:
    """[out.canasta] [two.out] A move that leaves at most the final discard goes out, which the
    side may do only with the profile's canastas (`canastas`: the side's after the move)."""
    return cards_left <= 1 and canastas < rules.canastas_to_go_out


def opening_waived(takes_pile: bool, took_pile: bool, concealed_ok: bool, cards_left: int,
                   made_canasta: bool) -> bool:
    """[out.concealed] [open.minimum] A side's first melds need not reach its minimum when the
    seat drew (neither takes nor took the pile this turn), still goes out concealed, leaves at
    most the final discard and has made a canasta of its own this turn."""
    return (not takes_pile and not took_pile and concealed_ok and cards_left <= 1
            and made_canasta)


__all__ = ["BLACK_THREES_MAX", "BLACK_THREES_MIN", "FROZEN_PAIR", "black_three_faults",
           "frozen_take_fault", "one_card_pile_fault", "lacks_canastas", "meld_faults", "opening_waived"]
