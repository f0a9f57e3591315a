"""The coach's judgement of strategy: grades, advice and the deal review (no Streamlit here).

All of it comes from the expert bot's simulations (`canasta_core.expert.analyse`): an
*estimate* is the mean score margin of the deciding side over the sampled deals, so every
figure shown is labelled an estimate, with the number of simulations behind it.

- `judge(...)` grades one decision: the expert's estimate of the move played against the best
  move's, as a grade by its cost in points (`GRADE_LIMITS`).
- `advise(...)` lists the expert's top candidates before a move, each with its estimate and a
  one-line reason read from the engine's events of that move and the simulations' tallies.
- `deal_review(...)` picks the learner's costliest decisions of a deal, in cost order, each
  with the move index that reopens that moment (`PracticeGame.reopen(move)`).

The same seed and the same view of the table give the same advice.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Final, Protocol

from canasta_core.actions import parse
from canasta_core.bots import acting_seat
from canasta_core.cards import is_canasta, is_wild
from canasta_core.events import (
    CanastaCompleted,
    Event,
    PileBlocked,
    PileFroze,
    PileTaken,
    PlayerWentOut,
    SideOpened,
)
from canasta_core.expert import Analysis, Budget, Estimate, Sightings, analyse
from canasta_core.legal import legal_actions
from canasta_core.play import play_events
from canasta_core.positions import NEXT_SEAT, OTHER_SIDE, SEATS, SIDE_OF, Position, frozen_for

#: Grades, best first.
GRADES: Final = ("best", "good", "inaccuracy", "mistake")
#: The most a move may cost (estimated points below the best move) and keep each grade; beyond
#: the last limit it is a mistake. A spread of a few dozen points is simulation noise.
GRADE_LIMITS: Final = (("best", 15.0), ("good", 60.0), ("inaccuracy", 150.0))
#: The coach's thinking budget per decision (read when the coach thinks, where no budget is
#: given): the expert bot's, ranking by points alone (no bonus for deals won), so a grade's
#: cost is the estimates' difference in points.
COACH_BUDGET: Budget = Budget(win_bonus=0)
#: Decisions a deal review shows.
REVIEW_SIZE: Final = 3
#: A share of simulations worth mentioning in a reason.
_NOTABLE: Final = 0.3


def grade_for(cost: float) -> str:
    """The grade of a move that costs `cost` points against the best (monotone in the cost)."""
    for grade, limit in GRADE_LIMITS:
        if cost <= limit:
            return grade
    return GRADES[-1]


@dataclass(frozen=True, slots=True)
class Judgement:
    """A decision graded by the expert's estimates (points of deal margin for the side)."""

    action: str
    estimate: float
    best_action: str
    best_estimate: float
    sims: int  # simulations behind each estimate

    @property
    def cost(self) -> float:
        return max(0.0, self.best_estimate - self.estimate)

    @property
    def grade(self) -> str:
        return grade_for(self.cost)


def judgement_of(analysis: Analysis, action: str, confidence: float = 0.0) -> Judgement:
    """The grade of `action` in an analysis that estimated it, against the expert's move:
    the best estimate, or with `confidence` > 0 the move the expert bot would play
    (`Analysis.choice`), so that playing the bot's own move is never graded down."""
    est = analysis.of(action)
    if est is None:
        raise ValueError(f"{action!r} was not estimated in this analysis.")
    best = analysis.of(analysis.choice(confidence)) or analysis.best
    return Judgement(action, est.mean, best.action, best.mean, est.sims)


def judge(
    pos: Position, action: str, *, seed: int, sightings: Sightings | None = None,
    budget: Budget | None = None,
) -> Judgement | None:
    """Grade the move `action` made in `pos`; None when there was no choice to make."""
    legal = legal_actions(pos)
    if len(legal) < 2 or action not in legal:
        return None
    b = budget or COACH_BUDGET
    a = analyse(pos, acting_seat(pos), seed=seed, budget=b, sightings=sightings,
                include=[action])
    return judgement_of(a, action, b.confidence)


# --- advice --------------------------------------------------------------------------------------

Reason = tuple[str, dict[str, object]]  # (string key, params), translated by the page


@dataclass(frozen=True, slots=True)
class Suggestion:
    action: str
    estimate: float
    sims: int
    reason: Reason


def advise(
    pos: Position, *, seed: int, sightings: Sightings | None = None,
    budget: Budget | None = None, top: int = 3,
) -> tuple[Suggestion, ...]:
    """The expert's best `top` candidates for the seat to decide, each with a reason."""
    if len(legal_actions(pos)) < 1:
        return ()
    a = analyse(pos, acting_seat(pos), seed=seed, budget=budget or COACH_BUDGET,
                sightings=sightings)
    return tuple(Suggestion(e.action, e.mean, e.sims, reason_for(pos, e))
                 for e in a.estimates[:top])


def reason_for(pos: Position, est: Estimate) -> Reason:
    """One line on what a candidate does, from the engine's events and the simulations.

    A draw is never played here (its events would name the hidden card drawn).
    """
    seat = acting_seat(pos)
    side = SIDE_OF[seat]
    them = OTHER_SIDE[side]
    kind = est.action.split(" ", 1)[0]
    if kind == "draw":
        if any(t.startswith("take") for t in legal_actions(pos)):
            return "review.reason.draw_leaves_pile", {"count": len(pos.pile)}
        return "review.reason.draw", {}
    if kind in ("ask", "yes", "no", "pass"):
        return f"review.reason.{kind}", {"out": est.we_out}
    after, events = play_events(pos, est.action)
    by_kind: dict[type[Event], Event] = {type(e): e for e in reversed(events)}  # first wins
    out = by_kind.get(PlayerWentOut)
    if isinstance(out, PlayerWentOut):
        return ("review.reason.out_concealed" if out.concealed else "review.reason.out"), {}
    if kind == "meld" and after.hand_size(seat) <= 1:  # the last card is the final discard
        tt = after.this_turn
        concealed = tt.concealed_ok and any(is_canasta(after.melds[side].get(r, ()))
                                            for r in tt.new_melds)
        return ("review.reason.out_concealed" if concealed
                else "review.reason.meld_to_go_out"), {}
    took = by_kind.get(PileTaken)
    opened = by_kind.get(SideOpened)
    if isinstance(took, PileTaken):
        if isinstance(opened, SideOpened):
            return "review.reason.take_open", {"count": took.size}
        wilds = sum(1 for c in parse(est.action).hand_cards() if is_wild(c))
        if wilds:
            return "review.reason.take_wild", {"count": took.size, "wilds": wilds}
        return "review.reason.take", {"count": took.size}
    canasta = by_kind.get(CanastaCompleted)
    if isinstance(canasta, CanastaCompleted):
        key = "review.reason.canasta_natural" if canasta.natural else "review.reason.canasta_mixed"
        return key, {"rank": canasta.rank}
    if isinstance(opened, SideOpened):
        return "review.reason.open", {"points": opened.points}
    if kind == "meld":
        left = after.hand_size(seat)
        if left <= 2 and not any(is_canasta(m) for m in after.melds[side].values()):
            return "review.reason.meld_no_canasta", {"count": left}  # it cannot go out yet
        if est.we_out >= _NOTABLE:
            return "review.reason.meld_out_later", {"share": est.we_out}
        return "review.reason.meld", {"count": left}
    # A discard.
    if isinstance(by_kind.get(PileFroze), PileFroze):
        return "review.reason.freezes", {"side": them}
    if isinstance(by_kind.get(PileBlocked), PileBlocked):
        return "review.reason.blocks", {"seat": NEXT_SEAT[seat]}
    if est.they_take >= _NOTABLE:
        return "review.reason.feeds", {"side": them, "share": est.they_take}
    if frozen_for(pos, them) in ("wild", "red-three"):
        return "review.reason.frozen_for", {"side": them}
    return "review.reason.safe_discard", {"side": them, "share": est.they_take}


# --- the deal review -------------------------------------------------------------------------------

class MoveLike(Protocol):
    """A move of a deal as the practice table records it."""

    @property
    def seat(self) -> str: ...
    @property
    def action(self) -> str: ...
    @property
    def before(self) -> Position: ...
    @property
    def after(self) -> Position: ...


@dataclass(frozen=True, slots=True)
class Moment:
    """One reviewed decision: reopen the deal before move `move` to try it again."""

    move: int  # index in the deal's moves
    before: Position
    judgement: Judgement


def sightings_before(moves: Sequence[MoveLike], index: int) -> Sightings:
    """What the table had seen go into hands before move `index` (public information)."""
    return Sightings.from_steps((m.before, m.action, m.after) for m in moves[:index])


def judge_moves(
    moves: Sequence[MoveLike], seat: str | Collection[str], *, seed: int,
    budget: Budget | None = None, known: dict[int, Judgement] | None = None,
) -> dict[int, Judgement]:
    """Grades of the decisions of `seat` (or of several seats) in a deal, by move index,
    reusing any `known` grades."""
    seats = {seat} if isinstance(seat, str) else set(seat)
    out: dict[int, Judgement] = {}
    seen = Sightings()
    for i, m in enumerate(moves):
        if m.seat in seats:
            j = (known or {}).get(i)
            if j is None:
                j = judge(m.before, m.action, seed=seed, sightings=seen, budget=budget)
            if j is not None:
                out[i] = j
        seen.observe(m.before, m.action, m.after)
    return out


def costliest(
    moves: Sequence[MoveLike], judgements: dict[int, Judgement], size: int = REVIEW_SIZE,
) -> list[Moment]:
    """The costliest graded decisions, most costly first (earlier first on a tie); moves that
    cost nothing against the best are left out."""
    ranked = sorted((i for i, j in judgements.items() if j.grade != "best"),
                    key=lambda i: (-judgements[i].cost, i))
    return [Moment(i, moves[i].before, judgements[i]) for i in ranked[:size]]


#: The classroom's budget for a whole bot deal's turning points (every decision of four seats).
TURNING_POINTS_BUDGET: Budget = Budget(worlds=4, candidates=6, win_bonus=0)


def turning_points(
    moves: Sequence[MoveLike], *, seed: int, budget: Budget | None = None,
    size: int = REVIEW_SIZE,
) -> list[Moment]:
    """A whole deal's costliest decisions, whoever made them (a classroom's bot deal)."""
    graded = judge_moves(moves, SEATS, seed=seed, budget=budget or TURNING_POINTS_BUDGET)
    return costliest(moves, graded, size)


def deal_review(
    moves: Sequence[MoveLike], seat: str, *, seed: int, budget: Budget | None = None,
    known: dict[int, Judgement] | None = None, size: int = REVIEW_SIZE,
) -> list[Moment]:
    """The learner's `size` costliest decisions of a deal, in cost order."""
    return costliest(moves, judge_moves(moves, seat, seed=seed, budget=budget, known=known), size)


__all__ = [
    "COACH_BUDGET", "GRADES", "GRADE_LIMITS", "REVIEW_SIZE", "Judgement", "Moment", "Reason",
    "Suggestion", "TURNING_POINTS_BUDGET", "advise", "costliest", "deal_review", "grade_for",
    "judge", "judge_moves", "judgement_of", "reason_for", "sightings_before", "turning_points",
]
