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
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from canasta_app.coach import review as rv
from canasta_app.store import Store
from canasta_app.store.tables import SeatInfo
from canasta_app.tables.model import (
    NEXT_DEAL,
    Entry,
    Settings,
    TablePlay,
    new_play,
    seat_view,
)
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


def deal_at_end(settings: Settings, entries: Iterable[Entry], number: int) -> TablePlay | None:
    """Deal `number` of a table as it ended (its moves, its scoring), replayed from the log;
    None when that deal is not scored yet."""
    play = new_play(settings)
    for e in entries:
        if e.version <= play.version:
            continue
        if e.action == NEXT_DEAL and play.deal_number == number:
            break
        play = play.apply(e)
    return play if play.deal_number == number and play.deal_over else None


def stored_review(records: Store, learner_id: int, code: str, deal_number: int,
                  moves: Sequence[SeatMove], seat: str
                  ) -> tuple[dict[int, rv.Judgement], set[int]]:
    """The grades of `seat`'s decisions kept in the learner's record for this deal (the
    driver's grader's and the page's review's), and the decisions that cannot be graded."""
    text = records.deal_review(learner_id, game_key(code), deal_number, moves_digest(moves))
    got = rv.review_from_json(text, moves, seat) if text else None
    return got if got is not None else ({}, set())


def merge_review(records: Store, learner_id: int, code: str, deal_number: int,
                 moves: Sequence[SeatMove], seat: str, graded: Mapping[int, rv.Judgement],
                 skipped: Iterable[int] = ()) -> dict[int, rv.Judgement]:
    """The kept review of this deal with `graded` and `skipped` added (a grade kept already
    stays: nothing graded twice, nothing dropped by a page that knew fewer), written back
    when it grew. Every grade now kept."""
    kept, kept_skipped = stored_review(records, learner_id, code, deal_number, moves, seat)
    mine = set(rv.decisions(moves, seat))
    new = {i: j for i, j in graded.items() if i in mine and i not in kept}
    more_skipped = (set(skipped) & mine) - kept_skipped - set(kept)
    if new or more_skipped:
        kept.update(new)
        kept_skipped |= more_skipped
        kept_skipped -= set(kept)
        records.save_deal_review(learner_id, game_key(code), deal_number, moves_digest(moves),
                                 rv.review_to_json(kept, kept_skipped, len(mine)))
    return kept


def record_deal(records: Store, code: str, play: TablePlay, seat: str, seat_info: SeatInfo | None,
                learner_id: int, grades: Mapping[str, int] | None) -> None:
    """A finished deal into the learner's record (the class page lists it with the practice
    deals): their side's total, the best other side's, every side's, their refused tries in
    this deal (the seat's count less those of the deals recorded before) and the coach's
    `grades` ({grade: count})."""
    rules = play.rules
    scores = play.deal_scores()
    points = {side: int(scores[side]["total"]) for side in rules.side_names}
    mine = rules.side_of[seat]
    key = game_key(code)
    earlier = sum(r.illegal_tries for r in records.practice_deals(learner_id)
                  if r.game == key and r.deal_number < play.deal_number)
    tries = max(0, (seat_info.illegal_tries if seat_info else 0) - earlier)
    records.record_practice_deal(
        learner_id, key, play.deal_number, ns_points=points[mine],
        ew_points=max(v for side, v in points.items() if side != mine),
        illegal_tries=tries, take_backs=0, grades=dict(grades or {}), profile=rules.name,
        points=points)
