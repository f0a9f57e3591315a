"""Rulings: is an action legal here, which rule decides it, and why — a view over the engine
state's `verify`.

`evaluate` converts the position to its engine state (`Position._state`, built once in the one
conversion place, `state._State._load`) and asks it to verify the action: every violation (each
with its slug, reason code and parameters) and, for a legal action, the effects that `play`
applies and the facts its events report (canasta_core.events). `check` wraps that into a
`Ruling`. The rules are walked once (`canasta_core.can`: the same functions refuse a move at
its first fault for the listing and record every fault for a ruling); the reasons are worded in
`canasta_core.verify`. Violations are sorted into notation.md's precedence order, so the most
specific comes first.
"""

from __future__ import annotations

import sys

from canasta_core.actions import Action, parse
from canasta_core.errors import NotationError
from canasta_core.evaluation import PRECEDENCE, Evaluation, ruling_from
from canasta_core.positions import Position, load
from canasta_core.rules import going_out_minimum as _going_out_minimum
from canasta_core.verdicts import Ruling, Violation
from canasta_core.verify import _Verify

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Any


def _state(pos: Position) -> _Verify:
    """The position's engine state: the one it holds, else (`game.state_of`) built and kept on
    it. A command line that only checks has not imported the listing and the transition: it
    builds the state's verifying part alone (the same conversion, `_State._load`)."""
    st: _Verify | None = pos._state
    if st is not None:
        return st
    if "canasta_core.game" in sys.modules:
        from canasta_core.game import state_of

        return state_of(pos)
    return _Verify.from_position(pos)


def evaluate(pos: Position, a: Action) -> Evaluation:
    """Every violation of `a` in `pos`, most specific first, or the effects of a legal `a`."""
    return _state(pos).verify(a)


def check(position: Position | str | dict[str, Any], action: str | Action) -> Ruling:
    """Rule on an action: legal or not, the deciding slug, a reason, and every violation.

    Raises NotationError for unusable input (an invalid position, an unknown card, bad grammar).
    """
    # the values themselves skip the readers' calls (the sandbox and the bots pass them)
    pos = position if position.__class__ is Position else load(position)
    a = action if action.__class__ is Action else parse(action)
    st: _Verify | None = pos._state
    return ruling_from((st or _state(pos)).verify(a))


def is_legal(position: Position, action: str | Action) -> bool:
    try:
        return not evaluate(position, parse(action)).violations
    except NotationError:
        return False


def going_out_minimum(pos: Position) -> int:
    """[open.minimum] [out.concealed] The points the melds that go out this turn must reach:
    the opening minimum for a side that has not opened, 0 when it has opened or when the seat
    drew and could still go out concealed."""
    side = pos.side
    tt = pos.this_turn
    return _going_out_minimum(pos.rules, bool(pos.melds[side]), tt.took_pile, tt.concealed_ok,
                              pos.scores[side])


__all__ = ["PRECEDENCE", "Evaluation", "Ruling", "Violation", "check", "evaluate",
           "going_out_minimum", "is_legal", "ruling_from"]
