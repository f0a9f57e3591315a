"""Helpers for the engine tests: build positions from a few keyword arguments.

`position(...)` fills in everything a test does not care about with a valid default: the seat to
act is N in phase "play", other hands are counts, and the stock is a count. A test names only
the facts that matter to the rule it exercises, which keeps each test readable as a ruling.
"""

from __future__ import annotations

from typing import Any

import canasta_core as cc


def position_dict(
    *,
    turn: str = "N",
    phase: str = "play",
    dealer: str = "W",
    hand: list[str] | None = None,
    hands: dict[str, Any] | None = None,
    melds: dict[str, dict[str, list[str]]] | None = None,
    red_threes: dict[str, list[str]] | None = None,
    pile: list[str] | None = None,
    stock: int | list[str] = 40,
    scores: dict[str, int] | None = None,
    melded: list[str] | None = None,
    this_turn: dict[str, Any] | None = None,
    went_out: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A position as a JSON-ready dict (see notation.md)."""
    all_hands: dict[str, Any] = {"N": 11, "E": 11, "S": 11, "W": 11}
    if hands:
        all_hands.update(hands)
    if hand is not None:
        all_hands[turn] = list(hand)
    d: dict[str, Any] = {
        "format": "canasta/1",
        "dealer": dealer,
        "turn": turn,
        "phase": phase,
        "scores": scores or {"NS": 0, "EW": 0},
        "hands": all_hands,
        "melds": {"NS": {}, "EW": {}, **(melds or {})},
        "red_threes": {"NS": [], "EW": [], **(red_threes or {})},
        "pile": list(pile or []),
        "stock": stock,
    }
    if melded is not None:
        d["melded"] = melded
    if this_turn is not None:
        d["this_turn"] = this_turn
    if went_out is not None:
        d["went_out"] = went_out
    return d


def position(**kw: Any) -> cc.Position:
    """A validated Position; see position_dict for the keywords."""
    return cc.load(position_dict(**kw))


def rule_of(pos: cc.Position, action: str) -> str | None:
    """The deciding slug of a ruling (None for a legal action)."""
    return cc.check(pos, action).rule


def slugs_of(pos: cc.Position, action: str) -> list[str]:
    """Every slug the action breaks, most specific first."""
    return [v.rule for v in cc.check(pos, action).violations]


# A natural canasta of kings and a mixed one of queens, for sides that need a canasta.
KINGS7 = ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]
QUEENS_MIXED = ["QC", "QD", "QH", "QS", "QC", "2C", "JK"]
