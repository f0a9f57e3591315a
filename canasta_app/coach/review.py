"""The coach's judgement of strategy: grades, advice and the deal review (no Streamlit here).

All of it comes from the expert bot's simulations (`canasta_core.expert.analyse`): an
*estimate* is the mean score margin of the deciding side over the sampled deals, so every
figure shown is labelled an estimate, with the number of simulations behind it.

- `judge(...)` grades one decision with the core's `canasta_core.coach.judge_move` (the
  computation `canasta coach` runs): the move played against the best move over the same
  sampled deals and rollout seeds (common random numbers), checked against the strategy
  principles (`canasta_core.principles`). A difference within the margin (`CLEAR_Z` standard
  errors) is too close to tell apart; a move graded worse than *good* names the principle it
  broke and the better move.
- `advise(...)` lists the expert's top candidates before a move, each with its estimate and a
  one-line reason read from the engine's events of that move and the simulations' tallies.
- `judge_against(...)` grades a move after advice for the same position: the advice's
  favourite stays the best move named, and a move the advice did not simulate is simulated
  alone on the advice's worlds and rollout seeds, so the coach never contradicts itself.
- `deal_review(...)` lists every decision of the learner graded a mistake or worse, in the
  deal's order, each with the move index that reopens that moment
  (`PracticeGame.reopen(move)`); `decisions(...)` says which moves are the learner's decisions
  (what a review counts), and any legal move is graded, listed by the engine or not. A
  review is kept as JSON with the learner's record (`review_to_json`, `review_from_json`).

The same seed and the same view of the table give the same advice.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, Final, Protocol

from canasta_app.coach.reasons import (  # noqa: F401
    _NOTABLE,
    _SHARE_GAP,
    ALONE_KEYS,
    FAULT_KEYS,
    KEPT_CARDS_KEYS,
    LIKE_BEST,
    LIKE_BETTER,
    Reason,
    Standing,
    _kind,
    _reason_for,
    compare_reason,
    reason_for,
    reasons_in,
    standing_of,
)
from canasta_core.actions import parse
from canasta_core.bots import acting_seat
from canasta_core.coach import (
    CLEAR_Z,
    COACH_BUDGET,
    GRADE_LIMITS,
    GRADES,
    NOISE_FLOOR,
    NoAnswer,
    Verdict,
    coach_analysis,
    coach_ordered,
    complete,
    grade_for,
    judge_move,
    margin_of,
    passed_over,
    tallies_said,
    verdict_of,
)
from canasta_core.expert import Analysis, Budget, Sightings
from canasta_core.game import Game
from canasta_core.legal import legal_actions
from canasta_core.positions import Position
from canasta_core.principles import PRINCIPLES, Breach, breaches, table_params
from canasta_core.profiles import CLASSIC
from canasta_core.summary import PlayedStep

# The grades, the one threshold (the margin) and the coach's budget are the core's
# (`canasta_core.coach`): the site's grades and `canasta coach` are the same computation.
#: Decisions a deal review shows.
REVIEW_SIZE: Final = 3

Stop = Callable[[], bool]
Progress = Callable[[float], None]


def is_legal(pos: Position, action: str) -> bool:
    """Whether the referee allows `action` in `pos`, listed or not (the engine's listing
    summarises melds: a meld of three nines is not listed beside the meld of the four held)."""
    if action in legal_actions(pos):
        return True
    try:
        return bool(Game.from_position(pos).allows(parse(action)))
    except (ValueError, KeyError):
        return False


def is_choice(pos: Position, action: str) -> bool:
    """Whether playing `action` in `pos` was a decision the coach grades: a legal move with
    another legal move beside it. A move the listing does not name always had one (the
    listing has at least one move); a move alone in the listing was forced."""
    legal = legal_actions(pos)
    if action in legal:
        return len(legal) >= 2
    return is_legal(pos, action)


@dataclass(frozen=True, slots=True)
class Judgement:
    """A decision graded by the expert's estimates (points of deal margin for the side) and
    the strategy principles: the core's `Verdict` (`canasta_core.coach.verdict_of`) with the
    reasons the site words."""

    action: str
    estimate: float
    best_action: str
    best_estimate: float
    sims: int  # simulations behind each estimate
    diff: float | None = None  # paired mean of (best − action) over the same worlds
    stderr: float = 0.0  # its standard error
    reason: Reason = ("", {})  # what the move played does
    best_reason: Reason = ("", {})  # what the better move does
    verdict: Verdict | None = None  # the core's grade (None: from the numbers alone)

    @property
    def cost(self) -> float:
        d = self.best_estimate - self.estimate if self.diff is None else self.diff
        return max(0.0, d) if self.action != self.best_action else 0.0

    @property
    def margin(self) -> float:
        """The one threshold: a cost within it is too close to tell apart."""
        return margin_of(self.stderr)

    @property
    def grade(self) -> str:
        return self.verdict.grade if self.verdict is not None else grade_for(self.cost,
                                                                               self.stderr)

    @property
    def breaches(self) -> tuple[Breach, ...]:
        return self.verdict.breaches if self.verdict is not None else ()

    @property
    def principles(self) -> tuple[str, ...]:
        return self.verdict.principles if self.verdict is not None else ()

    @property
    def clear(self) -> bool:
        """The move is graded worse than the best, beyond "about as good as the best"."""
        return self.grade not in ("best", "par")


def judgement_of(analysis: Analysis, action: str, pos: Position | None = None,
                 sightings: Sightings | None = None) -> Judgement:
    """The grade of `action` in `analysis`; with `pos`, the core's verdict (principles
    included: the better move named may be a principle's rather than the simulations' best)
    and each move's reason too."""
    est = analysis.of(action)
    if est is None:
        raise ValueError(f"{action!r} was not estimated in this analysis.")
    if pos is not None:  # the coach's best first: each move's standing is against it
        analysis = coach_ordered(analysis, pos, sightings)
    verdict = verdict_of(analysis, action, pos, sightings) if pos is not None else None
    best = analysis.best if verdict is None else (analysis.of(verdict.best) or analysis.best)
    c = analysis.versus(action, best.action)
    reason: Reason = ("", {})
    best_reason: Reason = ("", {})
    if pos is not None:
        seat = acting_seat(pos)
        # each its own reason (no "as good as the pick" here: the grade line compares them)
        reason = reason_for(pos, est, sightings, standing_of(analysis, action))
        # what the better move does, never a tally the grade's principle already states
        # with its shares (the same difference said twice in one retry's text)
        said = tallies_said(verdict.breaches) if verdict is not None else frozenset()
        table = table_params(pos.rules, seat)  # the words for the table: «equipo», "your opponent"
        best_reason = (reason if best.action == action
                       else compare_reason(best, est, pos.rules.alone(seat),
                                           pos.rules.side_of[seat], said,
                                           table["side_size"], table["opponents"])
                       or reason_for(pos, best, sightings, standing_of(analysis, best.action)))
    return Judgement(action, est.mean, best.action, best.mean, c.worlds, c.diff, c.stderr,
                     reason, best_reason, verdict)


def judge(
    pos: Position, action: str, *, seed: int, sightings: Sightings | None = None,
    budget: Budget | None = None, stop: Stop | None = None, progress: Progress | None = None,
) -> Judgement | None:
    """Grade the move `action` made in `pos`; None when there was no choice to make (the
    core's `judge_move`, with the site's reasons).

    Raises NoAnswer when `stop` ended the work before two worlds were simulated."""
    if not is_choice(pos, action):
        return None
    got = judge_move(pos, action, seed=seed, sightings=sightings, budget=budget or COACH_BUDGET,
                     stop=stop,
                     progress=progress)
    if got is None:
        return None
    return judgement_of(got[1], action, pos, sightings)


# --- advice --------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Suggestion:
    action: str
    estimate: float
    sims: int
    reason: Reason
    diff: float = 0.0  # below the best move, paired over the same worlds
    stderr: float = 0.0
    #: The principles this move breaks that the simulations did not overrule: what its grade
    #: would name if it were played (`canasta_core.coach.verdict_of`).
    breaches: tuple[Breach, ...] = ()
    #: The principles whose preferred move this is, broken by another legal move here.
    keeps: tuple[str, ...] = ()
    #: The simulations ranked it above the coach's best, which passed it over for a principle
    #: it breaks (`canasta_core.coach.passed_over`); for the first move, that some move was.
    demoted: bool = False

    @property
    def clearly_worse(self) -> bool:
        """Beyond the margin: the one threshold (`canasta_core.coach.margin_of`)."""
        return grade_for(self.diff, self.stderr) not in ("best", "par")

    @property
    def margin(self) -> float:
        return margin_of(self.stderr)


def advise(
    pos: Position, *, seed: int, sightings: Sightings | None = None,
    budget: Budget | None = None, top: int = 3, stop: Stop | None = None,
    progress: Progress | None = None,
) -> tuple[Suggestion, ...]:
    """The expert's best `top` candidates for the seat to decide, best first, each with its
    difference to the best (and that difference's uncertainty) and a reason.

    Raises NoAnswer when `stop` ended the work before two worlds were simulated."""
    return advise_analysed(pos, seed=seed, sightings=sightings, budget=budget, top=top,
                           stop=stop, progress=progress)[0]


def advise_analysed(
    pos: Position, *, seed: int, sightings: Sightings | None = None,
    budget: Budget | None = None, top: int = 3, stop: Stop | None = None,
    progress: Progress | None = None,
) -> tuple[tuple[Suggestion, ...], Analysis | None]:
    """`advise`, with the analysis behind it (None when there is nothing to decide): kept by
    the page so that a move the advice did not list is graded on the same worlds
    (`judge_against`)."""
    if len(legal_actions(pos)) < 1:
        return (), None
    a = coach_analysis(pos, seed=seed, sightings=sightings, budget=budget or COACH_BUDGET,
                       stop=stop, progress=progress)
    if a.worlds < 2:
        raise NoAnswer
    ordered = coach_ordered(a, pos, sightings)  # the coach's best first, as every grade names it
    over = passed_over(a, ordered)
    a = ordered
    full = [e for e in a.estimates if e.sims == a.worlds]  # all on the same simulations
    told = reasons_in(pos, a, [e.action for e in full[:top]], sightings)
    kept = principles_kept(pos, sightings)
    out = []
    for e in full[:top]:
        c = a.versus(e.action, a.best.action)
        broken = verdict_of(a, e.action, pos, sightings).breaches
        first = e.action == a.best.action
        out.append(Suggestion(e.action, e.mean, e.sims, told[e.action],
                              max(0.0, c.diff) if not first else 0.0, c.stderr,
                              broken, tuple(p for p in kept.get(e.action, ())
                                            if p not in {b.principle for b in broken}),
                              bool(over) if first else e.action in over))
    return tuple(out), a


def principles_kept(pos: Position, sightings: Sightings | None = None) -> dict[str, tuple[str, ...]]:
    """For each legal move that a principle prefers (the `better` of another legal move's
    breach), the principles it keeps, in the catalogue's order."""
    found: dict[str, list[str]] = {}
    for t in legal_actions(pos):
        for b in breaches(pos, t, sightings):
            if b.better != t:
                found.setdefault(b.better, []).append(b.principle)
    order = {p.id: i for i, p in enumerate(PRINCIPLES)}
    return {t: tuple(sorted(set(ps), key=lambda p: order.get(p, len(order))))
            for t, ps in found.items()}


def judge_against(
    pos: Position, action: str, advice: Analysis, *, seed: int,
    sightings: Sightings | None = None, budget: Budget | None = None, stop: Stop | None = None,
    progress: Progress | None = None,
) -> Judgement | None:
    """Grade `action` in `pos` against the advice already given there (`advice`, from
    `advise_analysed` with the same `seed`, `sightings` and `budget`): the advice's favourite
    stays the best move named, and the move played is compared with it over the same sampled
    worlds and rollout seeds (common random numbers). A move the advice simulated is graded
    from its figures; any other is simulated alone, on the advice's worlds only (the worlds
    are drawn in the same order whatever the candidates, so world i is the advice's world i).
    None when there was no choice to make.

    Raises NoAnswer when `stop` ended the work before two worlds were simulated."""
    if not is_choice(pos, action):
        return None
    if not advice.estimates:
        raise ValueError("the advice has no estimates")
    both = complete(advice, pos, action, seed=seed, sightings=sightings, budget=budget,
                    stop=stop, progress=progress)
    return judgement_of(both, action, pos, sightings)


# --- the deal review -------------------------------------------------------------------------------

class MoveLike(PlayedStep, Protocol):
    """A move of a deal as the practice table records it: a played step (its action and the
    position before it) with its seat and the position after it."""

    @property
    def seat(self) -> str: ...
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


def decisions(moves: Sequence[MoveLike], seat: str | Collection[str]) -> list[int]:
    """The move indices of `seat`'s decisions in a deal (of several seats' decisions), in
    order: its moves that had another legal move beside them (`is_choice`). Only the moves
    the seat itself decided: a bot's move is never one of the learner's, and an answer to
    "may I go out?" is the answering partner's."""
    seats = {seat} if isinstance(seat, str) else set(seat)
    return [i for i, m in enumerate(moves) if m.seat in seats and is_choice(m.before, m.action)]


def judge_moves(
    moves: Sequence[MoveLike], seat: str | Collection[str], *, seed: int,
    budget: Budget | None = None, known: dict[int, Judgement] | None = None,
    stop: Stop | None = None, progress: Callable[[int, int], None] | None = None,
    skipped: set[int] | None = None,
) -> dict[int, Judgement]:
    """Grades of the decisions of `seat` (or of several seats) in a deal (`decisions`), by
    move index, reusing any `known` grades. `stop` ends the work early with the grades done
    so far; `progress(done, total)` is told after each decision. A decision that cannot be
    graded (no world fits a position that is not from a real deal) is added to `skipped`, so
    a count of the decisions done still reaches the total."""
    todo = decisions(moves, seat)
    wanted = set(todo)
    out: dict[int, Judgement] = {}
    seen = Sightings()
    for i, m in enumerate(moves):
        if i in wanted:
            if stop is not None and stop():
                break
            j = (known or {}).get(i)
            if j is None:
                try:
                    j = judge(m.before, m.action, seed=seed, sightings=seen, budget=budget,
                              stop=stop)
                except NoAnswer:
                    break
                except ValueError:  # no world fits this position (not from a real deal)
                    j = None
            if j is not None:
                out[i] = j
            elif skipped is not None:
                skipped.add(i)
            if progress is not None:
                progress(todo.index(i) + 1, len(todo))
        seen.observe(m.before, m.action, m.after)
    # stopped early: the grades already known for the decisions not reached are grades too
    # (the coach gave them at the moves; a review that left them out hid the deal's mistakes)
    for i in todo:
        if i not in out and known and i in known:
            out[i] = known[i]
    return out


def costliest(
    moves: Sequence[MoveLike], judgements: dict[int, Judgement], size: int = REVIEW_SIZE,
) -> list[Moment]:
    """The costliest graded decisions, most costly first (earlier first on a tie); only moves
    clearly worse than the best (their cost beyond its uncertainty) are kept."""
    ranked = sorted((i for i, j in judgements.items() if j.clear),
                    key=lambda i: (-judgements[i].cost, i))
    return [Moment(i, moves[i].before, judgements[i]) for i in ranked[:size]]


#: The grades a deal review lists: every decision graded a mistake or worse.
REVIEWED_GRADES: Final = ("mistake", "blunder")


def at_least_mistakes(judgements: dict[int, Judgement]) -> list[int]:
    """The move indices of every decision graded a mistake or worse, in the deal's order."""
    worst = set(REVIEWED_GRADES)
    return sorted(i for i, j in judgements.items() if j.grade in worst)


def review_moments(moves: Sequence[MoveLike], judgements: dict[int, Judgement]) -> list[Moment]:
    """A deal review: every graded decision that is a mistake or worse, in the deal's order
    (none left out, however many)."""
    return [Moment(i, moves[i].before, judgements[i]) for i in at_least_mistakes(judgements)]


def grade_counts(judgements: dict[int, Judgement]) -> list[tuple[str, int]]:
    """(grade, how many decisions got it), best grade first, the grades given only."""
    got = [j.grade for j in judgements.values()]
    return [(g, got.count(g)) for g in GRADES if g in got]


#: The version of a review kept in the learner's record (`review_to_json`).
REVIEW_FORMAT: Final = 2
#: The values a kept review holds, by name: a judgement, the core's verdict and its breaches.
_KEPT_TYPES: Final[dict[str, type]] = {"Judgement": Judgement, "Verdict": Verdict,
                                       "Breach": Breach}


def _to_json(value: object) -> object:
    """A judgement as plain JSON: each dataclass as its fields and its type's name."""
    if is_dataclass(value) and not isinstance(value, type):
        return {"__type__": type(value).__name__,
                **{f.name: _to_json(getattr(value, f.name)) for f in fields(value)}}
    if isinstance(value, (list, tuple)):
        return [_to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _to_json(v) for k, v in value.items()}
    return value


def _from_json(value: object) -> Any:
    """`_to_json` read back (lists as the tuples a judgement holds). ValueError for a type this
    version does not keep."""
    if isinstance(value, list):
        return tuple(_from_json(v) for v in value)
    if isinstance(value, dict):
        name = value.get("__type__")
        if name is None:
            return {k: _from_json(v) for k, v in value.items()}
        cls = _KEPT_TYPES.get(str(name))
        if cls is None:
            raise ValueError(f"a kept review holds an unknown {name!r}")
        names = {f.name for f in fields(cls)}
        return cls(**{k: _from_json(v) for k, v in value.items() if k in names})
    return value


def review_to_json(graded: dict[int, Judgement], skipped: Collection[int], total: int) -> str:
    """A deal review as the learner's record keeps it: every decision's judgement by move
    index, the decisions that could not be graded, and how many decisions there are."""
    return json.dumps({
        "format": REVIEW_FORMAT, "total": total, "skipped": sorted(skipped),
        "grades": {str(i): _to_json(j) for i, j in sorted(graded.items())}},
        sort_keys=True, default=str)


def review_from_json(text: str, moves: Sequence[MoveLike], seat: str,
                     ) -> tuple[dict[int, Judgement], set[int]] | None:
    """A kept review read back for the deal `moves` (graded, skipped), or None when it is not
    this deal's or not readable (kept by another version of the site): a judgement is kept
    only for a decision of `seat` in this deal that played the same action."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or data.get("format") != REVIEW_FORMAT:
            return None
        mine = set(decisions(moves, seat))
        graded: dict[int, Judgement] = {}
        for raw, values in dict(data["grades"]).items():
            i = int(raw)
            j = _from_json(values)
            if i not in mine or not isinstance(j, Judgement) or j.action != moves[i].action:
                return None
            graded[i] = j
        skipped = {int(i) for i in data.get("skipped", ())} & mine
        if int(data.get("total", -1)) != len(mine):
            return None
    except (TypeError, ValueError, KeyError, AttributeError):
        return None
    return graded, skipped


#: The classroom's budget for a whole bot deal's turning points (every decision of four seats):
#: fewer worlds per decision, the same worlds for every candidate.
TURNING_POINTS_BUDGET: Budget = Budget(worlds=8, candidates=4, discards=2, win_bonus=0,
                                       halving=False, extend=0)


def turning_points(
    moves: Sequence[MoveLike], *, seed: int, budget: Budget | None = None,
    size: int = REVIEW_SIZE, stop: Stop | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> list[Moment]:
    """A whole deal's costliest decisions, whoever made them (a classroom's bot deal)."""
    graded = judge_moves(moves, CLASSIC.seats, seed=seed, budget=budget or TURNING_POINTS_BUDGET,
                         stop=stop, progress=progress)
    return costliest(moves, graded, size)


def deal_review(
    moves: Sequence[MoveLike], seat: str, *, seed: int, budget: Budget | None = None,
    known: dict[int, Judgement] | None = None, stop: Stop | None = None,
) -> list[Moment]:
    """The learner's decisions of a deal graded a mistake or worse, in the deal's order."""
    return review_moments(moves, judge_moves(moves, seat, seed=seed, budget=budget,
                                             known=known, stop=stop))


__all__ = [
    "CLEAR_Z", "COACH_BUDGET", "GRADES", "GRADE_LIMITS", "NOISE_FLOOR", "REVIEW_SIZE",
    "Judgement", "Moment", "margin_of",
    "NoAnswer", "Reason", "Suggestion", "TURNING_POINTS_BUDGET", "advise", "advise_analysed",
    "costliest", "compare_reason", "deal_review", "grade_for", "judge", "judge_against",
    "REVIEWED_GRADES", "REVIEW_FORMAT", "at_least_mistakes", "decisions", "grade_counts",
    "is_choice", "is_legal", "principles_kept", "review_from_json", "review_moments", "review_to_json",
    "judge_moves", "judgement_of", "reason_for",
    "reasons_in", "standing_of", "Standing", "FAULT_KEYS", "KEPT_CARDS_KEYS", "LIKE_BEST",
    "LIKE_BETTER",
    "sightings_before", "turning_points",
]
