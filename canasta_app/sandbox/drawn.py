"""A draw from a stock given only as a count, played with the cards the player says it brought
(issue 37): a player at a real table knows what they drew, so the sandbox asks for it.

Without Streamlit, positions as values. `told_draw(pos, text, lang)` reads the cards named
(in the page's language: "7c" is the 7♥ in Spanish), in the order they came off the stock,
and returns the position after the draw, or raises `DrawnProblem` (a message key and its
values, said at the field; the text typed is kept by the page). The engine plays the draw on a
stock made of exactly those cards (so [threes.red-draw], [two.draw], [two.stock-end] and
[stock.last-red-three] are the engine's, not copied here); the stock's count then drops by the
cards named. Checked before: the draw is legal; the cards are readable; they are no more than
the stock holds; a red three is followed by the card that replaced it unless it was the
stock's last card; the draw brings exactly what a draw brings (one card, or two in two- and
three-hand), no fewer unless the stock ran out, no card more; and no card is named that the
table cannot hold (a third copy of a card the table already shows both of: `cc.load`).
"""

from __future__ import annotations

import re
from typing import Any

import canasta_core as cc
from canasta_app.sandbox.editor import read_field_card
from canasta_core.cards import is_red_three, parse_card
from canasta_core.positions import Position, to_dict

#: the field's input cap (a draw names at most a few cards)
MAX_DRAWN_TEXT = 60
_SPLIT = re.compile(r"[\s,;]+")


class DrawnProblem(ValueError):
    """What is wrong with the cards named: a message key of sandbox/strings.py and its values."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


def needs_cards(pos: Position) -> bool:
    """Is this a draw the engine can rule on but not play: the stock is only a count?"""
    return (pos.phase == "draw" and isinstance(pos.stock, int) and pos.stock > 0
            and pos.this_turn.asked != "pending" and not isinstance(pos.hands[pos.turn], int))


def wanted(verdict: dict[str, Any], pos: Position) -> bool:
    """Is the sandbox's verdict a legal draw from a stock given as a count, not played yet?
    Then the page asks which card(s) it brought."""
    ruling = verdict.get("ruling")
    return (ruling is not None and ruling.legal and not verdict.get("played")
            and (ruling.action or "") == "draw" and needs_cards(pos))


def told_cards(before: Position, after: Position) -> list[str] | None:
    """The cards a step brought, when it was a draw from a counted stock whose cards the player
    named (the red threes laid out first, then the hand's new cards); None for any other step."""
    if not (isinstance(before.stock, int) and before.phase == "draw" and before.turn in after.hands):
        return None
    seat, side = before.turn, before.rules.side_of[before.turn]
    old, new = before.hands[seat], after.hands[seat]
    if isinstance(old, int) or isinstance(new, int):
        return None
    reds = list(after.red_threes.get(side, ()))
    for c in before.red_threes.get(side, ()):
        reds.remove(c)
    gained = list(new)
    for c in old:
        gained.remove(c)
    return reds + gained


def read_cards(text: str, lang: str) -> list[str]:
    """The cards named, canonical, in order; a card that cannot be read raises DrawnProblem
    with the card reader's own message (no field name in front: the message is at the field)."""
    if len(text) > MAX_DRAWN_TEXT:
        raise DrawnProblem("sandbox.drawn.too_long", length=len(text), limit=MAX_DRAWN_TEXT)
    out = []
    for tok in (t for t in _SPLIT.split(text.strip()) if t):
        try:
            out.append(parse_card(read_field_card(tok, lang, "drawn")))
        except cc.NotationError as e:
            e.at_field = False
            raise DrawnProblem("sandbox.drawn.unreadable", detail=e.message_in(lang)) from None
    return out


def told_draw(pos: Position, text: str, lang: str) -> Position:
    """The position after `pos`'s draw brought the cards named in `text` (see the module)."""
    return told_draw_ruled(pos, text, lang)[0]


def told_draw_ruled(pos: Position, text: str, lang: str) -> tuple[Position, cc.Ruling]:
    """`told_draw`, with the engine's ruling on the draw as it happened (a red three drawn and
    replaced cites [threes.red-draw]; the stock's last card, [stock.last-red-three])."""
    if not needs_cards(pos):
        raise DrawnProblem("sandbox.drawn.not_now")
    if not cc.check(pos, "draw").legal:  # Check says why; the field is offered after a legal one
        raise DrawnProblem("sandbox.drawn.not_legal")
    cards = read_cards(text, lang)
    count = pos.stock_size  # needs_cards: a count
    per_draw = pos.rules.draw_count
    if not cards:
        raise DrawnProblem("sandbox.drawn.empty" if per_draw == 1 else "sandbox.drawn.empty_n",
                           n=per_draw)
    if len(cards) > count:
        raise DrawnProblem("sandbox.drawn.more_than_stock", count=count, named=len(cards))
    got = 0
    for c in cards:
        if got >= per_draw:  # the draw was complete before this card
            raise DrawnProblem("sandbox.drawn.too_many", n=per_draw, card=c)
        if not is_red_three(c):
            got += 1
    last_of_stock = len(cards) == count
    if got < per_draw and not last_of_stock:
        if is_red_three(cards[-1]):
            raise DrawnProblem("sandbox.drawn.red_unreplaced", card=cards[-1])
        raise DrawnProblem("sandbox.drawn.too_few", n=per_draw, named=got)
    d = to_dict(pos)
    d["stock"] = list(cards)
    try:
        told = cc.load(d)
    except cc.NotationError as e:
        raise DrawnProblem("sandbox.drawn.impossible", detail=e.message_in(lang)) from None
    after = cc.play(told, "draw")
    d = to_dict(after)
    d["stock"] = count - len(cards)
    # the ruling on the draw as told: the cards named are the whole draw (checked above), so
    # the engine says what the stock told brings (a red three replaced, the last card)
    return cc.load(d), cc.check(told, "draw")



__all__ = ["MAX_DRAWN_TEXT", "DrawnProblem", "needs_cards", "read_cards", "told_cards", "told_draw",
           "told_draw_ruled", "wanted"]
