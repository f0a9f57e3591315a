"""Playing an action: verify it with `evaluate`, then apply its effects to a new Position.

Because `play` applies only what `evaluate` accepted (and uses the effects it computed), the
ruling and the resulting position can never disagree.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from canasta_core.actions import Action, parse
from canasta_core.cards import RED_THREES, sort_cards
from canasta_core.errors import IllegalAction, NotationError
from canasta_core.positions import (
    NEXT_SEAT,
    SIDE_OF,
    Position,
    TurnState,
    WentOut,
    load,
)
from canasta_core.rulings import Evaluation, evaluate, ruling_from


def play(position: Position | str | dict[str, Any], action: str | Action) -> Position:
    """Apply a legal action and return the new position; raise IllegalAction otherwise."""
    pos = load(position)
    a = parse(action)
    ev = evaluate(pos, a)
    if ev.violations:
        raise IllegalAction(ruling_from(ev))
    return apply(pos, ev)


def apply(pos: Position, ev: Evaluation) -> Position:
    """Apply the effects of an evaluation that found no violation."""
    a = ev.action
    k = a.kind
    if k == "draw":
        return _draw(pos)
    if k in ("take", "meld"):
        return _meld(pos, ev)
    if k == "discard":
        return _discard(pos, a)
    if k == "ask":
        return replace(pos, this_turn=replace(pos.this_turn, asked="pending"))
    if k in ("yes", "no"):
        return replace(pos, this_turn=replace(pos.this_turn, asked=k))
    if k == "pass":
        return replace(pos, phase="over", went_out=None)
    raise AssertionError(k)  # pragma: no cover - parse() admits no other kind


def _draw(pos: Position) -> Position:
    """[threes.red-draw] Red threes drawn are laid out and replaced; [stock.last-red-three]."""
    if isinstance(pos.stock, int):
        raise NotationError(
            "stock: the stock is given only as a count, so the card drawn is unknown; list the "
            "stock's cards (top first) to play a draw.",
            field="stock",
        )
    stock = list(pos.stock)
    side = SIDE_OF[pos.turn]
    reds = list(pos.red_threes[side])
    while True:
        card = stock.pop(0)
        if card in RED_THREES:
            reds.append(card)
            if not stock:  # the last card of the stock was a red three: the deal ends at once
                return replace(
                    pos,
                    stock=(),
                    red_threes={**pos.red_threes, side: sort_cards(reds)},
                    phase="over",
                    went_out=None,
                )
            continue
        break
    hand = pos.hand()
    return replace(
        pos,
        stock=tuple(stock),
        hands={**pos.hands, pos.turn: sort_cards([*hand, card])},
        red_threes={**pos.red_threes, side: sort_cards(reds)},
        phase="play",
    )


def _meld(pos: Position, ev: Evaluation) -> Position:
    assert ev.melds_after is not None and ev.hand_after is not None and ev.turn_after is not None
    side = SIDE_OF[pos.turn]
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


_RANK_ORDER = {r: i for i, r in enumerate("AKQJT9876543")}


def _ordered(melds: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    return dict(sorted(melds.items(), key=lambda kv: _RANK_ORDER[kv[0]]))


def _discard(pos: Position, a: Action) -> Position:
    assert a.card is not None
    hand = list(pos.hand())
    hand.remove(a.card)
    pile = (*pos.pile, a.card)
    if not hand:
        tt = pos.this_turn
        side = SIDE_OF[pos.turn]
        concealed = tt.concealed_ok and any(
            len(pos.melds[side].get(r, ())) >= 7 for r in tt.new_melds
        )
        return replace(
            pos,
            hands={**pos.hands, pos.turn: ()},
            pile=pile,
            phase="over",
            went_out=WentOut(pos.turn, concealed),
        )
    nxt = NEXT_SEAT[pos.turn]
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
