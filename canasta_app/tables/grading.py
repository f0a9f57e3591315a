"""The coach at a shared table, without Streamlit: a seat's deal as the practice table's coach
reads it (canasta_app/coach/review.py: the one computation of grades, advice and the deal
review), and what goes into the player's record.

Everything the coach is given is the seat's own view: each move's position before and after
with every other hand, and the stock, as counts (`model.seat_view`). The coach's simulations
deal the hidden cards at random consistently with that view, so nothing it says can come
from a card the player could not see.

    moves = seat_moves(play, "E")            # the deal as East saw it
    rv.decisions(moves, "E")                 # East's decisions (what a review grades)
    coach_seed(play)                         # the same grades in any process
    grade_counts(graded)                     # {"best": 3, "mistake": 1}: the record's grades
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from canasta_app.coach import review as rv
from canasta_app.tables.model import TablePlay, seat_view
from canasta_core.positions import Position


@dataclass(frozen=True, slots=True)
class SeatMove:
    """A move of the deal as one seat saw it (the coach's `MoveLike`)."""

    seat: str
    action: str
    before: Position
    after: Position


def seat_moves(play: TablePlay, seat: str) -> tuple[SeatMove, ...]:
    """The current deal's moves, each seen from `seat` (its own hand only)."""
    return tuple(SeatMove(m.seat, m.action, seat_view(m.before, seat), seat_view(m.after, seat))
                 for m in play.moves)


def coach_seed(play: TablePlay) -> int:
    """The coach's seed for the current deal: the same advice and grades in any process."""
    return (play.settings.seed * 7919 + play.deal_number) % 2**31


def alone(play: TablePlay, seat: str) -> bool:
    """A player alone on their side ([two.alone]): "you", never "your side"."""
    return play.rules.alone(seat)


def last_decision(moves: Sequence[SeatMove], seat: str) -> int | None:
    """The index of `seat`'s last move this deal that was a decision (None: none yet)."""
    found = rv.decisions(moves, seat)
    return found[-1] if found else None


#: The grades that make a decision a fault: a turning point is one of these.
FAULT_GRADES = ("inaccuracy", "mistake", "blunder")


def turning_points(moves: Sequence[SeatMove], graded: Mapping[int, rv.Judgement],
                   size: int = rv.REVIEW_SIZE) -> list[rv.Moment]:
    """A player's turning points: their costliest decisions graded a fault, most costly
    first. A move graded good is never one, whatever the simulations' difference: no
    principle says why it was worse ("Good move: about 1575 points worse" contradicted
    itself)."""
    ranked = rv.costliest(moves, dict(graded), len(graded))
    return [m for m in ranked if m.judgement.grade in FAULT_GRADES][:size]


def grade_counts(graded: Mapping[int, rv.Judgement]) -> dict[str, int]:
    """{grade: how many decisions got it}: the grades a record keeps."""
    return dict(Counter(j.grade for j in graded.values()))


def moves_digest(moves: Sequence[SeatMove]) -> str:
    """A digest of the deal's moves (a kept review belongs to exactly this deal)."""
    return hashlib.sha256("|".join(m.action for m in moves).encode()).hexdigest()


def game_key(code: str) -> str:
    """The name a table's game is kept under in a learner's record (as the page session's)."""
    return f"table:{code}"
