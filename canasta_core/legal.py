"""The legal actions for the seat to act: a canonical, finite list of distinct actions.

Meld choices are summarised (one entry per useful group, an opening combination, a way to go
out) rather than every subset of the hand: docs/architecture.md, "How the listing summarises
meld choices", says exactly how; `canasta_core.questions` answers what a hand can do where a
summary is not enough. The list is produced by the fast lister of
`canasta_core.game` on the compact form of the position, so the API, the bots and the
Monte-Carlo playouts share one listing in one order. Its fast paths (moves listed without a
full ruling) are documented there and proven equal to `rulings.evaluate` in
tests/engine/test_game.py; every listed action passes `check`.
"""

from __future__ import annotations

from canasta_core.game import state_of
from canasta_core.positions import Position
from canasta_core.rulings import Evaluation

Found = dict[str, Evaluation | None]  # canonical text -> its evaluation (None: not kept)


def legal_actions(pos: Position) -> list[str]:
    """Canonical action strings, each accepted by `check`, for the seat to act."""
    return (pos._state or state_of(pos)).texts()


def legal_evaluations(pos: Position) -> Found:
    """The legal actions as keys (kept for callers of the former API); every value is None:
    `evaluate(pos, parse(text))` rules on the one chosen. Simulations use `Game` instead."""
    return dict.fromkeys(legal_actions(pos))
