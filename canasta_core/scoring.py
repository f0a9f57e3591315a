"""Scoring a deal ([score.deal], [threes.red-score]) and a game ([game.end], [open.minimum])."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final, TypeVar

from canasta_core.cards import VALUES, is_natural_meld
from canasta_core.positions import Position, load
from canasta_core.profiles import CLASSIC, PROFILES, Profile

NATURAL_CANASTA: Final = 500
MIXED_CANASTA: Final = 300
RED_THREE: Final = 100
ALL_RED_THREES: Final = 800
GOING_OUT: Final = 100
GOING_OUT_CONCEALED: Final = 200
BREAKDOWN_KEYS: Final = ("melds", "hands", "canastas", "red_threes", "going_out", "total")


def red_three_bonus(count: int, melded_anything: bool) -> int:
    """[threes.red-score] 100 each, 800 for all four; a minus for a side that melded nothing."""
    if count == 0:
        return 0
    amount = ALL_RED_THREES if count >= 4 else RED_THREE * count
    return amount if melded_anything else -amount


def going_out_bonus(kind: str) -> int:
    """kind: 'none', 'normal' or 'concealed'."""
    return {"none": 0, "normal": GOING_OUT, "concealed": GOING_OUT_CONCEALED}[kind]


def breakdown(
    melds: int,
    hands: int,
    natural_canastas: int,
    mixed_canastas: int,
    red_threes: int,
    melded_anything: bool,
    going_out: str = "none",
) -> dict[str, int]:
    """A side's score from its parts; `hands` is the (positive) value of cards left in hands."""
    canasta_pts = natural_canastas * NATURAL_CANASTA + mixed_canastas * MIXED_CANASTA
    parts = {
        "melds": melds,
        "hands": -abs(hands),
        "canastas": canasta_pts,
        "red_threes": red_three_bonus(red_threes, melded_anything),
        "going_out": going_out_bonus(going_out),
    }
    parts["total"] = sum(parts.values())
    return parts


C = TypeVar("C")  # a card: its code (the judge) or its int (the fast path, cards.CARD_INDEX)


def side_score(rules: Profile, melds: Sequence[tuple[C, ...]], hands: Iterable[Sequence[C]],
               value: Callable[[C], int], natural: Callable[[tuple[C, ...]], bool],
               red_threes: int, going_out: str) -> dict[str, int]:
    """[score.deal] The one count of a side's deal score, on either card form: its melds' card
    values, a canasta bonus each (natural: no wild card; [meld.canasta], `Profile.is_canasta`
    of the table's `rules`), minus the cards left
    in its seats' hands ([six.score]: every seat of the side), the red threes and going out.
    `value`/`natural`: a card's points and whether a meld holds no wild card, in the caller's
    card form."""
    meld_pts = naturals = mixed = 0
    for m in melds:
        meld_pts += sum(map(value, m))
        if rules.is_canasta(len(m)):
            if natural(m):
                naturals += 1
            else:
                mixed += 1
    hand_pts = 0
    for h in hands:
        hand_pts += sum(map(value, h))
    return breakdown(meld_pts, hand_pts, naturals, mixed, red_threes, bool(melds), going_out)


def score_side(pos: Position, side: str) -> dict[str, int]:
    rules = pos.rules
    out = "none"
    if pos.went_out is not None and rules.side_of[pos.went_out.seat] == side:
        out = "concealed" if pos.went_out.concealed else "normal"
    return side_score(rules, tuple(pos.melds[side].values()),
                      [pos.hand(seat) for seat in rules.side_seats[side]],
                      VALUES.__getitem__, is_natural_meld, len(pos.red_threes[side]), out)


def score(position: Position | str | dict[str, Any]) -> dict[str, dict[str, int]]:
    """Score the deal as it stands (over, or as if it ended now): per side, the breakdown.

    Needs every hand's cards; a hand given only as a count raises NotationError.
    """
    pos = load(position)
    state = pos._state
    if state is not None:
        # A thin view over the position's engine state (`game.state_of`, kept by the position
        # once built, or the state a played position came from): `Game.score` counts it with
        # the same `side_score`, without converting the position's fields to card codes.
        scored: dict[str, dict[str, int]] = state.score()
        return scored
    return {side: score_side(pos, side) for side in pos.rules.side_names}


# --- the game ---------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class GameStatus:
    """Where a game stands after some deals ([game.end])."""

    totals: dict[str, int]
    history: tuple[dict[str, int], ...]  # cumulative totals after each deal
    minimums: dict[str, int]  # each side's opening minimum for the next deal
    finished: bool
    winner: str | None  # "NS" / "EW" when finished
    tie_at_target: bool  # a side reached the target but the totals are level: play on


def game_status(deals: list[tuple[int, ...]] | list[dict[str, int]],
                profile: str = CLASSIC.name, target: int | None = None) -> GameStatus:
    """Cumulative totals, next minimums and the result after the listed deal scores (a tuple in
    the profile's side order, classic (NS, EW), or a dict by side).

    [game.end] [two.end] [three.end] [six.end] Once a side has reached the target, the highest
    total wins; when the highest total is shared, another deal is played. `target`: a game
    to another score than the profile's (a shared table's host may choose a shorter game).
    """
    rules = PROFILES[profile]
    goal = rules.target if target is None else target
    sides = rules.side_names
    totals = dict.fromkeys(sides, 0)
    history: list[dict[str, int]] = []
    finished = False
    winner: str | None = None
    tie = False
    for d in deals:
        if finished:
            raise ValueError("The game was already won; a further deal cannot be added.")
        scored = [d[side] for side in sides] if isinstance(d, dict) else list(d)
        for side, points in zip(sides, scored, strict=True):
            totals[side] += points
        history.append(dict(totals))
        tie = False
        best = max(totals.values())
        if best >= goal:
            leaders = [side for side in sides if totals[side] == best]
            if len(leaders) > 1:
                tie = True  # this table's agreement: level totals play another deal
            else:
                finished = True
                winner = leaders[0]
    return GameStatus(
        totals=dict(totals),
        history=tuple(history),
        minimums={side: rules.opening_minimum(totals[side]) for side in sides},
        finished=finished,
        winner=winner,
        tie_at_target=tie,
    )
