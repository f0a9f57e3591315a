"""Playing an action: verify it with `evaluate`, then apply its effects to a new Position.

Because `play` applies only what `evaluate` accepted (and uses the effects it computed), the
ruling and the resulting position can never disagree. `play_events` also returns what happened
(canasta_core.events), built from the same evaluation and from the application itself.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Literal

from canasta_core.actions import Action, parse
from canasta_core.cards import RANK_ORDER, RED_THREES, is_natural_meld, sort_cards
from canasta_core.deal import RED_THREE_PAIR, draw_from_stock
from canasta_core.errors import NotationError
from canasta_core.game import Game, state_of
from canasta_core.legal import legal_actions
from canasta_core.positions import (
    Position,
    TurnState,
    WentOut,
    frozen_card,
    load,
)
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
    """Apply the effects of an evaluation that found no violation, recording its events."""
    from canasta_core import events as E

    a = ev.action
    k = a.kind
    out: list[Event] = []
    seat = pos.turn
    if k == "draw":
        new = _draw(pos, out)
    elif k in ("take", "meld"):
        new = _meld(pos, ev, out)
    elif k == "discard":
        new = _discard(pos, ev, out)
    elif k == "ask":
        out.append(E.Asked(seat, pos.rules.answers_ask[seat]))
        new = replace(pos, this_turn=replace(pos.this_turn, asked="pending"))
    elif k in ("yes", "no"):
        answer: Literal["yes", "no"] = "yes" if k == "yes" else "no"
        out.append(E.Answered(pos.rules.answers_ask[seat], answer))
        new = replace(pos, this_turn=replace(pos.this_turn, asked=answer))
    elif k == "pass":
        # a pass declines when some take was legal (else the player could not take)
        declines = bool(pos.pile) and any(x.startswith("take") for x in legal_actions(pos))
        out.append(E.Passed(seat, declines))
        out.append(E.DealEnded("passed" if declines else "stock-ran-out"))
        new = replace(pos, phase="over", went_out=None, ended=None)
    else:  # pragma: no cover - parse() admits no other kind
        raise AssertionError(k)
    return new, tuple(out)


def _draw(pos: Position, out: list[Event]) -> Position:
    """[threes.red-draw] Red threes drawn are laid out and replaced; [stock.last-red-three].

    [two.draw] [two.stock-end] A draw brings the profile's cards per draw (classic: one): the
    first cards of the stock that are not red threes, laying out every red three met; near the
    end it brings what is left, and when it brings no card at all the deal ends at once.
    """
    from canasta_core import events as E

    if isinstance(pos.stock, int):
        raise NotationError.of("stock.count-only", "stock")
    stock = list(reversed(pos.stock))  # top last, as draw_from_stock pops it
    seat = pos.turn
    side = pos.side
    reds = list(pos.red_threes[side])
    drawn = draw_from_stock(stock, pos.rules.draw_count, RED_THREE_PAIR)
    got: list[str] = []
    for i, card in enumerate(drawn):
        if card in RED_THREES:
            reds.append(card)
            out.append(E.RedThreeLaidOut(seat, side, card, "draw",
                                         drawn[i + 1] if i + 1 < len(drawn) else None))
            continue
        got.append(card)
        out.append(E.Drew(seat, card))
    if not got:  # every card met was a red three: the deal ends at once
        out.append(E.StockExhausted(seat))
        out.append(E.DealEnded("last-red-three"))
        return replace(
            pos,
            stock=(),
            red_threes={**pos.red_threes, side: sort_cards(reds)},
            phase="over",
            went_out=None,
            ended="last-red-three",
        )
    if not stock:
        out.append(E.StockExhausted(seat))
    hand = pos.hand()
    return replace(
        pos,
        stock=tuple(reversed(stock)),
        hands={**pos.hands, pos.turn: sort_cards([*hand, *got])},
        red_threes={**pos.red_threes, side: sort_cards(reds)},
        phase="play",
    )


def _meld(pos: Position, ev: Evaluation, out: list[Event]) -> Position:
    from canasta_core import events as E

    assert ev.melds_after is not None and ev.hand_after is not None and ev.turn_after is not None
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
    reds = pos.red_threes
    if ev.red_threes_gained:
        reds = {**reds, side: sort_cards([*reds[side], *ev.red_threes_gained])}
    new = replace(
        pos,
        hands={**pos.hands, pos.turn: ev.hand_after},
        melds={**pos.melds, side: _ordered(ev.melds_after)},
        red_threes=reds,
        pile=() if ev.action.kind == "take" else pos.pile,
        melded=pos.melded | {pos.turn},
        this_turn=ev.turn_after,
        phase="play",
    )
    if ev.goes_out:
        return replace(new, phase="over", went_out=WentOut(pos.turn, ev.concealed))
    return new


def _ordered(melds: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    return dict(sorted(melds.items(), key=lambda kv: RANK_ORDER[kv[0]]))


def _discard(pos: Position, ev: Evaluation, out: list[Event]) -> Position:
    from canasta_core import events as E

    a = ev.action
    assert a.card is not None
    seat = pos.turn
    hand = list(pos.hand())
    hand.remove(a.card)
    pile = (*pos.pile, a.card)
    out.append(E.Discarded(seat, a.card))
    if not hand:
        out.append(E.PlayerWentOut(seat, pos.side, ev.concealed))
        out.append(E.DealEnded("went-out"))
        return replace(
            pos,
            hands={**pos.hands, pos.turn: ()},
            pile=pile,
            phase="over",
            went_out=WentOut(pos.turn, ev.concealed),
        )
    nxt = pos.rules.next_seat[pos.turn]
    if ev.freezes:
        out.append(E.PileFroze(a.card))
    if ev.blocks:
        out.append(E.PileBlocked(a.card, nxt))
    return replace(
        pos,
        hands={**pos.hands, pos.turn: tuple(hand)},
        pile=pile,
        turn=nxt,
        phase="draw",
        this_turn=TurnState(concealed_ok=nxt not in pos.melded),
    )


def play_all(position: Position | str | dict[str, Any], actions: list[str]) -> Position:
    pos = load(position)
    for text in actions:
        pos = play(pos, text)
    return pos
