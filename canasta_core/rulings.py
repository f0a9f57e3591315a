"""Rulings: is an action legal here, which rule decides it, and why — a view over the engine
state's `verify`.

`evaluate` converts the position to its engine state (`Position._state`, built once in the one
conversion place, `state._State._load`) and asks it to verify the action: every violation (each
with its slug, reason code and parameters) and, for a legal action, the effects that `play`
applies and the facts its events report (canasta_core.events). `check` wraps that into a
`Ruling` (`check_once`, for the command line, builds the state for that one ruling without
keeping it, so a check loads neither the listing nor the dealer). The rules are walked once (`canasta_core.can`: the same functions refuse a move at
its first fault for the listing and record every fault for a ruling); the reasons are worded in
`canasta_core.verify`. Violations are sorted into notation.md's precedence order, so the most
specific comes first.
"""

from __future__ import annotations

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
    """The position's engine state: the one it holds, else built from it once and kept on it
    (`game.state_of`), so checking a position again costs the walk alone."""
    st: _Verify | None = pos._state
    if st is not None:
        return st
    from canasta_core.game import state_of

    return state_of(pos)


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


def check_once(position: Position | str | dict[str, Any], action: str | Action) -> Ruling:
    """`check` of a position read for this one ruling (the command line's `canasta check`): its
    engine state is built for verifying alone (the same conversion, `_State._load`) and not
    kept, so the listing, the transition and the dealer are never imported."""
    pos = position if position.__class__ is Position else load(position)
    a = action if action.__class__ is Action else parse(action)
    st: _Verify | None = pos._state
    return ruling_from((st or _Verify.from_position(pos)).verify(a))


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


__all__ = ["PRECEDENCE", "Evaluation", "Ruling", "Violation", "check", "check_once", "evaluate",
           "going_out_minimum", "is_legal", "ruling_from"]
