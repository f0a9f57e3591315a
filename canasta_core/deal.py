"""Dealing a new deal ([deal.*]): shuffle, 11 cards each, the upcard, red threes replaced."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from canasta_core.cards import CARD_INDEX, full_deck, sort_cards
from canasta_core.errors import NotationError
from canasta_core.positions import Position, TurnState
from canasta_core.profiles import CLASSIC, PROFILES, Profile
from canasta_core.rules import freezes

if TYPE_CHECKING:
    from canasta_core.events import Event

Card = TypeVar("Card", str, int)
RED_THREE_PAIR: tuple[str, str] = ("3D", "3H")  # cards.RED_THREES, as deal_out takes them



def deal(
    seed: int | None = None,
    dealer: str = "N",
    scores: tuple[int, ...] | dict[str, int] = (0, 0),
    profile: str = CLASSIC.name,
) -> Position:
    """A freshly dealt position: reproducible for a given seed, the dealer's left to draw.

    `profile` names the ruleset (profiles.py): its seats, sides and hand size; `scores` is a
    tuple in the profile's side order or a dict keyed by side name.
    """
    return _deal(seed, dealer, scores, None, profile)


def deal_events(
    seed: int | None = None,
    dealer: str = "N",
    scores: tuple[int, ...] | dict[str, int] = (0, 0),
    profile: str = CLASSIC.name,
) -> tuple[Position, tuple[Event, ...]]:
    """The same deal as `deal(seed, dealer, scores)` and what the dealing did: the upcard (and
    the cards it covered, which froze the pile), then each red three laid out by the seat that
    was dealt it, with the card that replaced it."""
    out: list[Event] = []
    return _deal(seed, dealer, scores, out, profile), tuple(out)


def _covers(card: str) -> bool:
    """[deal.upcard] An upcard that must be covered: one that freezes the pile, a wild card or
    a red three (`rules.freezes`, the one decision)."""
    return freezes(CARD_INDEX[card])


def deal_out(deck: list[Card], n_seats: int, hand_size: int, covers: Callable[[Card], bool],
             red_threes: tuple[Card, Card],
             ) -> tuple[list[list[Card]], list[Card], list[Card], list[tuple[int, Card, Card]]]:
    """The deal itself, on any card representation (codes here, ints in `game.Game.deal`):
    (hands in play order from the dealer's left, stock top first, pile bottom first, the red
    threes laid out as (hand index, card, its replacement) in the order laid).

    [deal.hands] one card at a time round the table from the dealer's left; [deal.upcard] the
    stock's top card turned, covered while it is a wild card or a red three; [deal.red-three]
    each hand's red threes, the first player's first, laid out and replaced from the stock
    (again when a replacement is one).
    """
    dealt = n_seats * hand_size
    hands = [deck[t:dealt:n_seats] for t in range(n_seats)]
    stock = deck[dealt:]
    pile = [stock.pop(0)]
    while covers(pile[-1]):
        pile.append(stock.pop(0))
    laid: list[tuple[int, Card, Card]] = []
    red_a, red_b = red_threes
    for i, h in enumerate(hands):
        while red_a in h or red_b in h:
            for c in [c for c in h if c == red_a or c == red_b]:
                h.remove(c)
                h.append(stock.pop(0))
                laid.append((i, c, h[-1]))
    return hands, stock, pile, laid


def draw_from_stock(stock: list[Card], want: int, red_threes: tuple[Card, Card]) -> list[Card]:
    """One draw, on any card representation (`play` on codes, `Game` on ints): the cards taken
    from `stock` (top card **last**; popped in place), in the order they came.

    [turn.sequence] [two.draw] The draw goes on until `want` cards that are not red threes have
    come (classic: one; two-hand and three-hand: two), or the stock is empty ([two.stock-end]);
    [threes.red-draw] every red three met is laid out by the caller and replaced by the card
    after it (none when it was the last). No card but red threes: the deal ends
    ([stock.last-red-three]).
    """
    red_a, red_b = red_threes
    if want == 1 and stock and stock[-1] != red_a and stock[-1] != red_b:
        return [stock.pop()]  # the common draw (one card, not a red three), as the loop draws it
    drawn: list[Card] = []
    got = 0
    while got < want and stock:
        c = stock.pop()
        drawn.append(c)
        if c != red_a and c != red_b:
            got += 1
    return drawn


def profile_named(name: object) -> Profile:
    """The profile of that name; NotationError (field `profile`) for an unknown one."""
    key = name.strip().lower() if isinstance(name, str) else None
    if key not in PROFILES:
        raise NotationError.of("profile.unknown", "profile", value=repr(name))
    return PROFILES[key]


def _deal(seed: int | None, dealer: str, scores: tuple[int, ...] | dict[str, int],
          out: list[Event] | None, profile: str = CLASSIC.name) -> Position:
    prof = profile_named(profile)
    seats = prof.seats
    d = dealer.strip().upper() if isinstance(dealer, str) else dealer
    if d not in seats:
        if prof is CLASSIC:
            raise NotationError.of("seat.unknown", "dealer", value=repr(dealer))
        raise NotationError.of("seat.not-in-profile", "dealer", value=repr(dealer),
                               profile=prof.name, seats=" ".join(seats))
    sides = prof.side_names
    sc = dict(scores) if isinstance(scores, dict) else dict(zip(sides, scores, strict=False))
    rng = random.Random(seed)
    deck = full_deck(prof)
    rng.shuffle(deck)  # top first
    nxt = prof.next_seat
    order = [nxt[d]]  # [prof.order] from the dealer's left, clockwise
    while len(order) < len(seats):
        order.append(nxt[order[-1]])
    dealt, stock, pile, laid = deal_out(deck, len(seats), prof.hand_size, _covers,
                                        RED_THREE_PAIR)
    hands = {s: dealt[i] for i, s in enumerate(order)}
    if out is not None:
        from canasta_core.events import PileFroze, RedThreeLaidOut, UpcardTurned  # see play.py

        out.append(UpcardTurned(pile[-1], tuple(pile[:-1])))
        if len(pile) > 1:
            out.append(PileFroze(pile[0]))
    # [deal.red-three] dealt red threes are laid out and replaced at once, again if needed.
    reds: dict[str, list[str]] = {side: [] for side in sides}
    side_of = prof.side_of
    for i, c, replacement in laid:
        s = order[i]
        reds[side_of[s]].append(c)
        if out is not None:
            out.append(RedThreeLaidOut(s, side_of[s], c, "deal", replacement))
    return Position(
        dealer=d,
        turn=order[0],
        phase="draw",
        scores={side: int(sc.get(side, 0)) for side in sides},
        hands={s: sort_cards(hands[s]) for s in seats},
        melds={side: {} for side in sides},
        red_threes={side: sort_cards(v) for side, v in reds.items()},
        pile=tuple(pile),
        stock=tuple(stock),
        melded=frozenset(),
        this_turn=TurnState(),
        went_out=None,
        profile=prof.name,
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
    for side in pos.rules.side_names:
        for card in pos.red_threes[side]:
            out.append(RedThreeLaidOut(None, side, card, "deal"))
    return tuple(out)
