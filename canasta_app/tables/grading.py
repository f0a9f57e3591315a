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
from canasta_app.store.models import REVIEW_MAX
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


#: The mark on a move of a player's seat that the player did not decide (a stand-in bot's
#: while they were away, another learner's): no seat's decisions include it.
NOT_THEIRS = "~"


def seat_moves(play: TablePlay, seat: str, learner: int | None = None
               ) -> tuple[SeatMove, ...]:
    """The current deal's moves, each seen from `seat` (its own hand only). `learner`: the
    seat's player; a move of the seat that this learner did not decide (a stand-in's, a bot
    seat's) is marked NOT_THEIRS, so it is never graded as theirs (None: every move of the
    seat counts as its own, for a deal played by bots alone)."""
    return tuple(SeatMove(m.seat if learner is None or m.seat != seat or m.by == learner
                          else m.seat + NOT_THEIRS,
                          m.action, seat_view(m.before, seat), seat_view(m.after, seat))
                 for m in play.moves)


def played(play: TablePlay, info: SeatInfo | None) -> bool:
    """Whether the seat's player played this deal: they sat before it was over (a player
    seated later does not get the table's earlier deals in their record)."""
    if info is None or info.learner_id is None:
        return False
    return info.seated_version < play.version


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
    when it grew, only over the review it read (`Store.replace_deal_review`: a grade another
    writer kept meanwhile is read and merged, never overwritten). Every grade now kept."""
    key, digest = game_key(code), moves_digest(moves)
    mine = set(rv.decisions(moves, seat))
    kept: dict[int, rv.Judgement] = {}
    for _ in range(8):
        text = records.deal_review(learner_id, key, deal_number, digest)
        got = rv.review_from_json(text, moves, seat) if text else None
        kept, kept_skipped = got if got is not None else ({}, set())
        new = {i: j for i, j in graded.items() if i in mine and i not in kept}
        more_skipped = (set(skipped) & mine) - kept_skipped - set(kept)
        if not new and not more_skipped:
            return kept
        kept.update(new)
        kept_skipped |= more_skipped
        kept_skipped -= set(kept)
        data = rv.review_to_json(kept, kept_skipped, len(mine))
        if records.replace_deal_review(learner_id, key, deal_number, digest, text, data):
            return kept
        if len(data) > REVIEW_MAX:  # never kept: the same next time
            return kept
    return kept  # written by others all the while: this one's grades come again later


def record_deal(records: Store, code: str, play: TablePlay, seat: str, tries: int,
                learner_id: int, grades: Mapping[str, int] | None) -> None:
    """A finished deal into the learner's record (the class page lists it with the practice
    deals): their side's total, the best other side's, every side's, their refused `tries` in
    this deal (counted at each try: TablesStore.refusals) and the coach's `grades`
    ({grade: count})."""
    rules = play.rules
    scores = play.deal_scores()
    points = {side: int(scores[side]["total"]) for side in rules.side_names}
    mine = rules.side_of[seat]
    key = game_key(code)
    records.record_practice_deal(
        learner_id, key, play.deal_number, ns_points=points[mine],
        ew_points=max(v for side, v in points.items() if side != mine),
        illegal_tries=int(tries), take_backs=0, grades=dict(grades or {}), profile=rules.name,
        points=points)
