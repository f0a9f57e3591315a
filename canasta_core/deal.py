"""Dealing a new deal ([deal.*]): shuffle, 11 cards each, the upcard, red threes replaced."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from canasta_core.cards import RED_THREES, full_deck, is_wild, sort_cards
from canasta_core.errors import NotationError
from canasta_core.positions import NEXT_SEAT, SEATS, SIDE_OF, Position, TurnState

if TYPE_CHECKING:
    from canasta_core.events import Event

HAND_SIZE = 11


def deal(
    seed: int | None = None,
    dealer: str = "N",
    scores: tuple[int, int] | dict[str, int] = (0, 0),
) -> Position:
    """A freshly dealt position: reproducible for a given seed, the dealer's left to draw."""
    return _deal(seed, dealer, scores, None)


def deal_events(
    seed: int | None = None,
    dealer: str = "N",
    scores: tuple[int, int] | dict[str, int] = (0, 0),
) -> tuple[Position, tuple[Event, ...]]:
    """The same deal as `deal(seed, dealer, scores)` and what the dealing did: the upcard (and
    the cards it covered, which froze the pile), then each red three laid out by the seat that
    was dealt it, with the card that replaced it."""
    out: list[Event] = []
    return _deal(seed, dealer, scores, out), tuple(out)


def _deal(seed: int | None, dealer: str, scores: tuple[int, int] | dict[str, int],
          out: list[Event] | None) -> Position:
    d = dealer.strip().upper() if isinstance(dealer, str) else dealer
    if d not in SEATS:
        raise NotationError.of("seat.unknown", "dealer", value=repr(dealer))
    sc = dict(scores) if isinstance(scores, dict) else {"NS": scores[0], "EW": scores[1]}
    rng = random.Random(seed)
    deck = full_deck()
    rng.shuffle(deck)
    stock = deck  # top first
    order = [NEXT_SEAT[d]]
    while len(order) < 4:
        order.append(NEXT_SEAT[order[-1]])
    hands: dict[str, list[str]] = {s: [] for s in SEATS}
    pos_i = 0
    for _ in range(HAND_SIZE):  # one card at a time, from the dealer's left
        for s in order:
            hands[s].append(stock[pos_i])
            pos_i += 1
    stock = stock[pos_i:]
    # [deal.upcard] turn the top card; cover a wild card or red three until another shows.
    pile = [stock.pop(0)]
    while is_wild(pile[-1]) or pile[-1] in RED_THREES:
        pile.append(stock.pop(0))
    if out is not None:
        from canasta_core.events import PileFroze, RedThreeLaidOut, UpcardTurned  # see play.py

        out.append(UpcardTurned(pile[-1], tuple(pile[:-1])))
        if len(pile) > 1:
            out.append(PileFroze(pile[0]))
    # [deal.red-three] dealt red threes are laid out and replaced at once, again if needed.
    reds: dict[str, list[str]] = {"NS": [], "EW": []}
    for s in order:
        h = hands[s]
        while any(c in RED_THREES for c in h):
            for c in [c for c in h if c in RED_THREES]:
                h.remove(c)
                reds[SIDE_OF[s]].append(c)
                h.append(stock.pop(0))
                if out is not None:
                    out.append(RedThreeLaidOut(s, SIDE_OF[s], c, "deal", h[-1]))
    return Position(
        dealer=d,
        turn=order[0],
        phase="draw",
        scores={"NS": int(sc.get("NS", 0)), "EW": int(sc.get("EW", 0))},
        hands={s: sort_cards(hands[s]) for s in SEATS},
        melds={"NS": {}, "EW": {}},
        red_threes={side: sort_cards(v) for side, v in reds.items()},
        pile=tuple(pile),
        stock=tuple(stock),
        melded=frozenset(),
        this_turn=TurnState(),
        went_out=None,
    )


def events_for_deal(pos: Position) -> tuple[Event, ...]:
    """What the deal laid on the table, read from a freshly dealt position.

    [deal.upcard] the upcard and the cards it covered (the first of them froze the pile);
    [deal.red-three] the red threes laid out, per side (the seat and the replacement card are
    not recorded in a position, so they are None here).
    """
    from canasta_core.events import PileFroze, RedThreeLaidOut, UpcardTurned  # see play.py

    out: list[Event] = []
    if pos.pile:
        out.append(UpcardTurned(pos.pile[-1], pos.pile[:-1]))
        if len(pos.pile) > 1:
            out.append(PileFroze(pos.pile[0]))
    for side in ("NS", "EW"):
        for card in pos.red_threes[side]:
            out.append(RedThreeLaidOut(None, side, card, "deal"))
    return tuple(out)
