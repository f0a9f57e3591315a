"""A moment at the table as the pages draw it: the position as one seat (or the room) may see it,
and where the cards of the last move arrived, for the table to highlight. Plain values over
the engine's positions, no Streamlit."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace

from canasta_core.positions import Position


def seat_view(pos: Position, view: str) -> Position:
    """The position as `view` sees it: hands it may not see become counts, and so does the stock
    (its order is nobody's to see). "all" is the position itself. A link built from this value
    (the sandbox's) carries no card the view hides."""
    if view == "all":
        return pos
    hands = {s: (h if s == view else pos.hand_size(s)) for s, h in pos.hands.items()}
    return replace(pos, hands=hands, stock=pos.stock_size)


def just_played(before: Position, after: Position) -> dict[str, tuple[str, ...]]:
    """Where cards arrived in one move, for the table to highlight: "hand:N", "meld:NS:K",
    "red:EW" and "pile" (the card discarded on top). A hand given as a count has no entry."""
    out: dict[str, tuple[str, ...]] = {}
    for seat, hand in after.hands.items():
        was = before.hands.get(seat, ())
        if not isinstance(hand, int) and not isinstance(was, int):
            new = _added(was, hand)
            if new:
                out[f"hand:{seat}"] = new
    for side in after.rules.side_names:  # the position's profile's sides
        melds = after.melds.get(side, {})
        for rank, cards in melds.items():
            new = _added(before.melds.get(side, {}).get(rank, ()), cards)
            if new:
                out[f"meld:{side}:{rank}"] = new
        new = _added(before.red_threes.get(side, ()), after.red_threes.get(side, ()))
        if new:
            out[f"red:{side}"] = new
    if len(after.pile) > len(before.pile):
        out["pile"] = (after.pile[-1],)
    return out


def _added(before: Sequence[str], after: Sequence[str]) -> tuple[str, ...]:
    """The cards of `after` that `before` did not have (as a multiset)."""
    left = Counter(before)
    out = []
    for c in after:
        if left[c]:
            left[c] -= 1
        else:
            out.append(c)
    return tuple(out)
