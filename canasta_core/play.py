"""Playing an action: the judge verifies it (`evaluate`), the engine state applies it.

There is one transition: `Game.after`, on the position's engine state (`game.state_of`). `play`
of an action the listing names applies it at once (the listing is legal by construction:
tests/engine/test_game.py proves every listed action passes `check`); any other action is
verified in full by `evaluate` first, and only what it accepted is applied. `play_events` also
returns what happened (canasta_core.events), read from the evaluation and the states around
the move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

from canasta_core.actions import Action, parse
from canasta_core.cards import ALL_CODES as CODES
from canasta_core.cards import RED_THREES, is_natural_meld
from canasta_core.errors import NotationError
from canasta_core.game import Game, state_of
from canasta_core.positions import Position, frozen_card, load
from canasta_core.rulings import Evaluation, evaluate, ruling_from
from canasta_core.verdicts import IllegalAction

if TYPE_CHECKING:
    from canasta_core.events import Event

# The event classes (canasta_core.events) are imported where they are built: defining their
# frozen slotted dataclasses costs ~13 ms, which a command line that only checks need not pay.


def play(position: Position | str | dict[str, Any], action: str | Action) -> Position:
    """Apply a legal action and return the new position; raise IllegalAction otherwise.

    A listed action (`legal_actions`, so legal) is applied to a copy of the position's engine
    state (`game.state_of`), and the new position converts its fields from it when they are
    read; any other action is ruled on in full by `evaluate` first."""
    if isinstance(position, Position) and isinstance(action, str):
        try:
            state: Game = position._state or state_of(position)
            move = state.listed(action)
        except (NotationError, ValueError):  # a hand given as a count: the judge says why
            move = None
        if move is not None:
            after = state.after(move)
            return Position.of_state(after, after.phase)
    return play_events(position, action)[0]


def play_events(
    position: Position | str | dict[str, Any], action: str | Action
) -> tuple[Position, tuple[Event, ...]]:
    """Apply a legal action: the new position and what happened, in order.

    Raises IllegalAction (carrying the ruling) for an action the rules forbid, and
    NotationError for unusable input, exactly like `play`.
    """
    pos = load(position)
    a = parse(action)
    ev = evaluate(pos, a)
    if ev.violations:
        raise IllegalAction(ruling_from(ev))
    return apply_events(pos, ev)


def apply(pos: Position, ev: Evaluation) -> Position:
    """Apply the effects of an evaluation that found no violation."""
    return apply_events(pos, ev)[0]


def apply_events(pos: Position, ev: Evaluation) -> tuple[Position, tuple[Event, ...]]:
    """Apply an evaluation that found no violation: the new position and what happened.

    The one transition is the engine state's (`Game.after` on the position's `state_of`); the
    events are read from the evaluation (what the judge found) and from the state before and
    after (the cards a draw brought)."""
    state: Game = pos._state or state_of(pos)
    after = state.after(ev.action)  # an Action is a move
    return Position.of_state(after, after.phase), tuple(_events(pos, ev, state, after))


def _events(pos: Position, ev: Evaluation, before: Game, after: Game) -> list[Event]:
    from canasta_core import events as E

    k = ev.action.kind
    seat = pos.turn
    if k == "draw":
        return _draw_events(pos, before, after)
    if k in ("take", "meld"):
        return _meld_events(pos, ev)
    if k == "discard":
        return _discard_events(pos, ev)
    if k == "ask":
        return [E.Asked(seat, pos.rules.answers_ask[seat])]
    if k in ("yes", "no"):
        answer: Literal["yes", "no"] = "yes" if k == "yes" else "no"
        return [E.Answered(pos.rules.answers_ask[seat], answer)]
    if k == "pass":
        # a pass declines when some take was legal (else the player could not take)
        declines = bool(pos.pile) and any(x.startswith("take") for x in before.texts())
        return [E.Passed(seat, declines), E.DealEnded("passed" if declines else "stock-ran-out")]
    raise AssertionError(k)  # pragma: no cover - parse() admits no other kind


def _draw_events(pos: Position, before: Game, after: Game) -> list[Event]:
    """[threes.red-draw] Red threes drawn are laid out and replaced; [stock.last-red-three].

    [two.draw] [two.stock-end] A draw brings the profile's cards per draw (classic: one): the
    first cards of the stock that are not red threes, laying out every red three met; near the
    end it brings what is left, and when it brings no card at all the deal ends at once. The
    cards met are the top of the stock before, as many as it lost (`Game._draw` drew them)."""
    from canasta_core import events as E

    assert before.stock is not None  # a counted stock cannot be drawn from (Game._draw says so)
    seat = pos.turn
    side = pos.side
    drawn = [CODES[c] for c in reversed(before.stock[after.stock_n:])]  # top first
    out: list[Event] = []
    got = False
    for i, card in enumerate(drawn):
        if card in RED_THREES:
            out.append(E.RedThreeLaidOut(seat, side, card, "draw",
                                         drawn[i + 1] if i + 1 < len(drawn) else None))
            continue
        got = True
        out.append(E.Drew(seat, card))
    if not got:  # every card met was a red three: the deal ends at once
        out.append(E.StockExhausted(seat))
        out.append(E.DealEnded("last-red-three"))
    elif not after.stock_n:
        out.append(E.StockExhausted(seat))
    return out


def _meld_events(pos: Position, ev: Evaluation) -> list[Event]:
    from canasta_core import events as E

    assert ev.melds_after is not None
    out: list[Event] = []
    seat = pos.turn
    side = pos.side
    melds_before = pos.melds[side]
    if ev.action.kind == "take":
        top = pos.pile[-1]
        out.append(E.PileTaken(seat, side, len(pos.pile), top, ev.frozen_why,
                               tuple(c for c in pos.pile[:-1] if c not in RED_THREES)))
        if ev.frozen_why in ("wild", "red-three"):
            out.append(E.PileUnfroze(frozen_card(pos) or top))
        for c in ev.red_threes_gained:
            out.append(E.RedThreeLaidOut(seat, side, c, "pile", None))
    for rank, cards in ev.added.items():
        size = len(ev.melds_after[rank])
        if rank in melds_before:
            out.append(E.MeldExtended(seat, side, rank, tuple(cards), size))
        else:
            out.append(E.MeldStarted(seat, side, rank, tuple(cards), size))
    for rank in ev.canastas_completed:
        out.append(E.CanastaCompleted(side, rank, is_natural_meld(ev.melds_after[rank])))
    for rank in ev.canastas_mixed:
        out.append(E.CanastaMixed(side, rank))
    if ev.opening is not None:
        points, minimum, waived = ev.opening
        out.append(E.SideOpened(seat, side, points, minimum, ev.action.kind == "take", waived))
    if ev.goes_out:
        out.append(E.PlayerWentOut(seat, side, ev.concealed))
        out.append(E.DealEnded("went-out"))
    return out


def _discard_events(pos: Position, ev: Evaluation) -> list[Event]:
    from canasta_core import events as E

    card = ev.action.card
    assert card is not None
    seat = pos.turn
    out: list[Event] = [E.Discarded(seat, card)]
    if len(pos.hand()) == 1:
        out.append(E.PlayerWentOut(seat, pos.side, ev.concealed))
        out.append(E.DealEnded("went-out"))
        return out
    if ev.freezes:
        out.append(E.PileFroze(card))
    if ev.blocks:
        out.append(E.PileBlocked(card, pos.rules.next_seat[seat]))
    return out


def play_all(position: Position | str | dict[str, Any], actions: list[str]) -> Position:
    pos = load(position)
    for text in actions:
        pos = play(pos, text)
    return pos
