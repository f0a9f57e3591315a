"""The coach's judgement of one move: the one computation behind the site's grades and
`canasta coach`.

A grade rests on two kinds of evidence:

- the expert's simulations (`canasta_core.expert.analyse`): the move played and the others
  compared over the same sampled deals and rollout seeds (paired), as the mean of the
  differences and its uncertainty. The **margin** is `CLEAR_Z` standard errors of that mean
  (at least `NOISE_FLOOR` points): a difference within the margin is "too close to tell
  apart", one beyond it is a real difference. That one threshold decides every grade and is
  the "±" every sentence shows, so "too close to tell apart" never sits beside a difference
  larger than the margin it states;
- the strategy principles (`canasta_core.principles`): a move that breaks one is graded at
  least the principle's grade (an inaccuracy or a mistake) in favour of the move the principle
  prefers, unless the simulations clearly say the move played was better (then the principle
  is overruled). With a few dozen simulated deals the numbers alone cannot tell a wild card
  thrown into a small pile from a good discard; the principle can, and the simulations check
  it.

Without a principle, the simulations alone grade a move worse than *good* only when its cost
exceeds the margin, and only when a principle names why: a detector's, or the one the
simulations' tallies point to (the other side took the pile, or went out, more often). A move
is never graded down in favour of a move that itself breaks a principle or spends more wild
cards (a natural meld is not "a mistake" next to a wild card spent on the strength of a few
percentage points). Otherwise the grade stays *good* and the numbers are a detail.

The best move the coach names (in a grade, the list of best moves and the advice) and measures
costs against is the simulations' favourite among the moves whose broken principles do not
stand (`coach_ordered`): never a move the same coach would grade an inaccuracy.

A principle is checked against its better move only when that move was simulated: every
grading path (a grade, `judge_move`; the list of best moves, `best_moves`; the site's advice)
runs the one analysis `coach_analysis`, which simulates the moves the principles prefer to
each of the expert's candidates and to the move graded beside them (`principle_moves`). So a
listed move that breaks a principle names it even when the expert's own pruning had left the
better move out, and a grade names the same best move as the list, measured on the same
worlds.

Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

from canasta_core.actions import parse
from canasta_core.bots import acting_seat
from canasta_core.expert import Analysis, Budget, Comparison, Estimate, Sightings, analyse
from canasta_core.game import Game
from canasta_core.legal import legal_actions
from canasta_core.messages import CATALOGUE
from canasta_core.positions import Position
from canasta_core.principles import (
    Breach,
    breaches,
    principle_sentence,
    spends_wilds,
    table_params,
)

#: Grades, best first: "par" is "about as good as the best" (the difference is within the
#: margin: too close to tell apart).
GRADES: Final = ("best", "par", "good", "inaccuracy", "mistake", "blunder")
#: The grades the command line reports ("par" is reported as "good": it is no worse).
PUBLIC_GRADES: Final = ("best", "good", "inaccuracy", "mistake", "blunder")
#: The most a clearly worse move may cost (estimated points below the best move) and keep each
#: grade; beyond the last limit it is a blunder.
GRADE_LIMITS: Final = (("good", 60.0), ("inaccuracy", 150.0), ("mistake", 400.0))
#: Standard errors of a paired difference that make its margin (the one threshold).
CLEAR_Z: Final = 2.0
#: The least margin, in points: a smaller difference is never told apart (a rounding of luck).
NOISE_FLOOR: Final = 15.0
#: The coach's thinking budget per decision: every candidate on the same worlds (no halving, so
#: the top moves rest on the same number of simulations), ranking by points alone (no bonus
#: for deals won), so a grade's cost is the estimates' difference in points. The site adds a
#: wall-clock deadline of a few seconds on top (`stop`).
COACH_BUDGET: Budget = Budget(worlds=40, candidates=6, discards=3, win_bonus=0, halving=False,
                              extend=0)
#: A difference in shares of simulated deals that names a principle when no detector did.
SHARE_GAP: Final = 0.15

Stop = Callable[[], bool]
Progress = Callable[[float], None]


class NoAnswer(Exception):
    """The budget ran out (or the work was cancelled) before two worlds were simulated."""


def margin_of(stderr: float) -> float:
    """The margin of a paired difference with standard error `stderr`: the one threshold."""
    return max(CLEAR_Z * stderr, NOISE_FLOOR)


def grade_for(cost: float, stderr: float = 0.0) -> str:
    """The grade the simulations alone give a move that costs `cost` points against the best,
    `stderr` the uncertainty of that cost: "par" within the margin, then by the cost."""
    if cost <= 0:
        return "best"
    if cost <= margin_of(stderr):
        return "par"
    for grade, limit in GRADE_LIMITS:
        if cost <= limit:
            return grade
    return GRADES[-1]


def worse(a: str, b: str) -> str:
    return a if GRADES.index(a) >= GRADES.index(b) else b


@dataclass(frozen=True, slots=True)
class Verdict:
    """The coach's judgement of one move.

    `best` is the better move named (the principle's when one was broken, else the
    simulations' best); `cost` its paired advantage in points over `sims` simulated deals
    (never negative), `stderr` that difference's standard error and `margin` the threshold
    (`margin_of`); `breaches` the principles the move broke that the simulations did not
    overrule (empty for a move graded good or better)."""

    action: str
    grade: str
    best: str
    cost: float
    stderr: float
    sims: int
    breaches: tuple[Breach, ...] = ()
    sims_best: str = ""  # the simulations' favourite (may differ from `best`)

    @property
    def margin(self) -> float:
        return margin_of(self.stderr) if self.sims >= 2 else float("inf")

    @property
    def principles(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(b.principle for b in self.breaches))

    @property
    def public_grade(self) -> str:
        return "good" if self.grade == "par" else self.grade

    @property
    def clear(self) -> bool:
        """The cost is beyond the margin (the simulations alone tell the moves apart)."""
        return self.sims >= 2 and self.cost > self.margin


def _cost(c: Comparison) -> float:
    return max(0.0, c.diff)


def _laid(action: str) -> int:
    """Cards a meld or take lays down from the hand (0 for any other move)."""
    if not action.startswith(("meld", "take")):
        return 0
    try:
        return len(parse(action).hand_cards())
    except ValueError:
        return 0


#: The simulations' tallies that tell two moves apart, each with the principle it points to and
#: its sentence: the other side took the pile next (guard the pile), went out first (meld
#: before they go out), or the deciding side went out (go out before they complete canastas).
TALLIES: Final = (("they_take", "guard_pile", "coach.line.tally_take"),
                  ("they_out", "meld_before_out", "coach.line.tally_they_out"),
                  ("we_out", "race_out", "coach.line.tally_we_out"))


@dataclass(frozen=True, slots=True)
class TallyGap:
    """How much more often a tally went against the deciding side after the move `played` than
    after the `better` one (`gap`), with both shares (`after` the move played, `instead` after
    the better one)."""

    kind: str  # "they_take", "they_out" or "we_out" (`TALLIES`)
    gap: float
    after: float
    instead: float


def tally_gaps(better: Estimate, played: Estimate) -> tuple[TallyGap, ...]:
    """The gaps of every tally between two simulated moves, in `TALLIES`' order: the one
    computation behind a grade's tally principle (`_tally_breach`) and the site's reason why
    the better move is better (`canasta_app.coach.reasons.compare_reason`)."""
    return (TallyGap("they_take", played.they_take - better.they_take, played.they_take,
                     better.they_take),
            TallyGap("they_out", played.they_out - better.they_out, played.they_out,
                     better.they_out),
            TallyGap("we_out", better.we_out - played.we_out, played.we_out, better.we_out))


def tallies_said(breaches_: Sequence[Breach]) -> frozenset[str]:
    """The tallies (`TALLIES`' kinds) that these principles' sentences already state with
    their shares: a reason beside them does not say the same difference again."""
    lines = {line: kind for kind, _, line in TALLIES}
    return frozenset(lines[b.why] for b in breaches_ if b.why in lines)


def _tally_breach(analysis: Analysis, action: str, best: str,
                  table: Mapping[str, Any] | None = None) -> Breach | None:
    """The principle the simulations' tallies point to when `best` did clearly better than
    `action` (`TALLIES`, `tally_gaps`). `table`: the sentence's words for the table
    (`principles.table_params`: "you" without partners, «equipo» for a side of three)."""
    a, b = analysis.of(action), analysis.of(best)
    if a is None or b is None:
        return None
    principle_of = {kind: (principle, line) for kind, principle, line in TALLIES}
    gaps = list(tally_gaps(b, a))
    if not (action.startswith("discard ") and best.startswith("discard ")):
        # "guard the pile: discard what they cannot pair" is about a choice of discards (a
        # walk's draw against a take of six cards was told it)
        gaps = [g for g in gaps if g.kind != "they_take"]
    if 0 < _laid(action) >= _laid(best):
        # a meld laying down as many cards as the better move or more is not told "meld
        # before they go out" (a walk's 7♣ 7♠ 2♠ was, against "meld 2♠ onto the jacks")
        gaps = [g for g in gaps if g.kind != "they_out"]
    top = max(gaps, key=lambda g: g.gap)
    if top.gap < SHARE_GAP:
        return None
    principle, why = principle_of[top.kind]
    return Breach(principle, best, {"after": top.after, "instead": top.instead,
                                    **(table or {})}, "inaccuracy", why)


def _standing_breaches(analysis: Analysis, action: str, pos: Position,
                       sightings: Sightings | None, listed: list[list[str]]
                       ) -> list[tuple[Breach, str, Comparison]]:
    """The principles `action` breaks that stand, each with the better move named and the
    comparison with it: a principle whose better moves were not simulated, or that the
    simulations clearly overrule (the move played did clearly better), does not stand.
    `listed` caches the legal moves (computed once, when first needed)."""
    kept: list[tuple[Breach, str, Comparison]] = []
    for b in breaches(pos, action, sightings):
        # The principle's move: the best the simulations found among the moves that keep it,
        # and that break no principle themselves where there are such moves (a wild card's
        # grade never says "better to discard the A♣" into a small pile).
        keep = [t for t in dict.fromkeys((b.better, *b.alternatives))
                if t != action and analysis.of(t) is not None]
        if not keep:
            continue
        if not listed:
            listed.append(legal_actions(pos))
        keep = [t for t in keep if not breaches(pos, t, sightings, listed[0])] or keep
        better = max(keep, key=lambda t: (-analysis.versus(t, action).diff, t == b.better))
        cb = analysis.versus(action, better)
        if cb.worlds >= 2 and -cb.diff > margin_of(cb.stderr):
            continue  # the simulations clearly say the move played was better: overruled
        kept.append((b, better, cb))
    return kept


def coach_ordered(analysis: Analysis, pos: Position,
                  sightings: Sightings | None = None) -> Analysis:
    """`analysis` with the coach's best move first: the simulations' favourite among the moves
    simulated in every world whose broken principles, if any, do not stand (`verdict_of`
    would grade it best). The simulations' favourite stays first when it is sound, or when no
    simulated move is; the others keep their order. So the move the coach names as the best,
    in a grade, the list of best moves or the advice, is never one it would itself grade an
    inaccuracy (discarding the A♣ into a small pile because it scored a few points more in
    forty simulated deals)."""
    est = analysis.estimates
    listed: list[list[str]] = []
    for i, e in enumerate(est):
        if e.sims != analysis.worlds:
            continue
        if not _standing_breaches(analysis, e.action, pos, sightings, listed):
            return analysis if i == 0 else replace(
                analysis, estimates=(e, *est[:i], *est[i + 1:]))
    return analysis


def passed_over(analysis: Analysis, ordered: Analysis) -> frozenset[str]:
    """The moves simulated in every world that the simulations ranked above the coach's best
    (`ordered`, `coach_ordered(analysis, ...)`, names it first): each breaks a principle that
    stands, which is why `coach_ordered` passed it over. A list of the best moves says so of
    each ("ranked above the best, but it breaks a principle"), never "too close to tell
    apart"."""
    top = ordered.best.action if ordered.estimates else ""
    out: list[str] = []
    for e in analysis.estimates:
        if e.action == top:
            break
        if e.sims == analysis.worlds:
            out.append(e.action)
    else:
        return frozenset()  # the coach's best is not among them: nothing was passed over
    return frozenset(out)


def verdict_of(analysis: Analysis, action: str, pos: Position,
               sightings: Sightings | None = None) -> Verdict:
    """Grade `action` from an analysis of `pos` that simulated it (and, for a principle's
    verdict, the principle's better move): see the module docstring. The one computation of
    a grade, for the site and the command line alike. The best move it names, and measures
    the cost against, is the coach's (`coach_ordered`), not a move it would grade down."""
    if analysis.of(action) is None:
        raise ValueError(f"{action!r} was not estimated in this analysis.")
    full = [e for e in analysis.estimates if e.sims == analysis.worlds]  # (in any order)
    sims_top = max(full, key=lambda e: e.value).action if full else analysis.best.action
    analysis = coach_ordered(analysis, pos, sightings)
    top = analysis.best.action
    c = analysis.versus(action, top)
    kept = _standing_breaches(analysis, action, pos, sightings, [])
    if kept:
        b, better, cb = kept[0]
        grade = b.least
        sims_grade = grade_for(_cost(cb), cb.stderr)
        if GRADES.index(sims_grade) > GRADES.index("good"):
            grade = worse(grade, sims_grade)
        if cb.diff < 0:  # the simulations lean (within the margin) the other way: the mildest
            grade = "inaccuracy"
        # Only the principles the named move keeps: "meld before they go out" is not said
        # beside a better discard.
        named = tuple(k for k, _, _ in kept if better in (k.better, *k.alternatives))
        return Verdict(action, grade, better, _cost(cb), cb.stderr, cb.worlds, named, sims_top)
    if action == top:
        return Verdict(action, "best", top, 0.0, c.stderr, c.worlds, (), sims_top)
    grade = grade_for(_cost(c), c.stderr)
    found: tuple[Breach, ...] = ()
    if GRADES.index(grade) > GRADES.index("good"):
        guarded = (bool(breaches(pos, top, sightings))
                   or spends_wilds(top) > spends_wilds(action))
        tally = None if guarded else _tally_breach(
            analysis, action, top, table_params(pos.rules, acting_seat(pos)))
        if tally is None:
            grade = "good"  # clearly behind, but nothing names why: the numbers stay a detail
        else:
            found = (tally,)
    return Verdict(action, grade, top, _cost(c), c.stderr, c.worlds, found, sims_top)


def _betters(pos: Position, action: str, sightings: Sightings | None,
             legal: Sequence[str] | None = None) -> list[str]:
    return list(dict.fromkeys(b.better for b in breaches(pos, action, sightings, legal)
                              if b.better != action))


def principle_moves(pos: Position, sightings: Sightings | None = None
                    ) -> Callable[[Sequence[str]], list[str]]:
    """For `analyse(also=...)`: given the candidates, the moves the principles prefer to each
    candidate that breaks one. Simulated beside them, they let a listed move name the
    principle it breaks (`verdict_of` names one only against a simulated better move)."""
    legal = legal_actions(pos)

    def also(cands: Sequence[str]) -> list[str]:
        return list(dict.fromkeys(t for c in cands for t in _betters(pos, c, sightings, legal)))
    return also


def coach_analysis(pos: Position, *, seed: int, sightings: Sightings | None = None,
                   budget: Budget | None = None, include: Sequence[str] = (),
                   stop: Stop | None = None, progress: Progress | None = None) -> Analysis:
    """The one analysis behind every grade and list of best moves (`judge_move`, `best_moves`,
    the site's advice): the expert's candidates for the seat to act, the moves in `include`
    (the move played), and the moves the principles prefer to any of them
    (`principle_moves`), all over the same worlds and rollout seeds. So a grade, the list and
    the advice compare the same moves: a grade never names a better move that the list would
    demote, nor misses one it would name. `stop` (a cancel flag or a deadline) ends the work
    early as in `analyse`; the budget is the coach's unless one is given."""
    return analyse(pos, acting_seat(pos), seed=seed, budget=budget or COACH_BUDGET,
                   sightings=sightings, include=include, also=principle_moves(pos, sightings),
                   stop=stop, progress=progress)


def judge_move(
    pos: Position, action: str, *, seed: int, sightings: Sightings | None = None,
    budget: Budget | None = None, stop: Stop | None = None, progress: Progress | None = None,
) -> tuple[Verdict, Analysis] | None:
    """Simulate and grade `action` for the seat to act in `pos` (only that seat's view is
    read); None when there was no choice to make. The moves simulated are those of every
    grading path (`coach_analysis`): the expert's candidates, the move played and the
    principles' better moves to any of them, over the same worlds.

    Raises NoAnswer when `stop` ended the work before two worlds were simulated, ValueError
    for an action that is not legal here or a position no world fits."""
    legal = legal_actions(pos)
    if action not in legal:  # the listing summarises melds: a legal meld may not be named
        try:
            allowed = Game.from_position(pos).allows(parse(action))
        except (ValueError, KeyError):
            allowed = False
        if not allowed:
            raise ValueError(f"{action!r} is not a legal action here.")
    elif len(legal) < 2:
        return None
    a = coach_analysis(pos, seed=seed, sightings=sightings, budget=budget, include=[action],
                       stop=stop, progress=progress)
    if a.worlds < 2:
        raise NoAnswer
    return verdict_of(a, action, pos, sightings), a


def complete(analysis: Analysis, pos: Position, action: str, *, seed: int,
             sightings: Sightings | None = None, budget: Budget | None = None,
             stop: Stop | None = None, progress: Progress | None = None) -> Analysis:
    """`analysis` (advice already given for `pos`) with the move played and the principles'
    better moves added where it did not simulate them: each simulated alone on the analysis'
    own worlds and rollout seeds (worlds are drawn in the same order whatever the candidates),
    so every comparison stays paired."""
    missing = [t for t in [action, *principle_moves(pos, sightings)([action])]
               if analysis.of(t) is None]
    if not missing:
        return analysis
    b = replace(budget or COACH_BUDGET, worlds=analysis.worlds, extend=0, stakes=1,
                halving=False)
    own = analyse(pos, analysis.seat, seed=seed, budget=b, sightings=sightings,
                  include=missing, legal=missing, stop=stop, progress=progress)
    n = min([analysis.worlds, *(e.sims for e in own.estimates if e.action in missing)])
    if n < 2:
        raise NoAnswer
    added = tuple(e for e in own.estimates if e.action in missing)
    return Analysis(analysis.seat, (*analysis.estimates, *added),
                    analysis.seconds + own.seconds, analysis.sensible, analysis.win_bonus,
                    analysis.stopped or own.stopped)


@dataclass(frozen=True, slots=True)
class Ranked:
    """One of the best moves for a position: its paired cost below the simulations' best, the
    margin, and its grade and broken principles as `judge_move` would give them."""

    action: str
    estimate: float
    cost: float
    stderr: float
    sims: int
    breaches: tuple[Breach, ...] = field(default=())
    grade: str = "best"  # the move's verdict (`verdict_of`), as `judge_move` grades it
    #: The simulations ranked it above the coach's best, which passed it over for a principle
    #: it breaks (`passed_over`); for the first move, that some move was passed over.
    demoted: bool = False

    @property
    def margin(self) -> float:
        return margin_of(self.stderr) if self.sims >= 2 else float("inf")

    @property
    def clear(self) -> bool:
        """Its cost is beyond the margin: the simulations tell it apart from the best."""
        return self.sims >= 2 and self.cost > self.margin


def ranked_line(n: int, r: Ranked, lang: str = "en", *, first: bool = False) -> str:
    """One line of `canasta coach POSITION`'s list: the grade with the principles it rests on,
    and a cost in points only when it is beyond the margin; within it, "too close to tell
    apart" (never "12 points below (± 40)")."""
    grade = CATALOGUE.render(f"coach.grade.{'good' if r.grade == 'par' else r.grade}", lang)
    if r.breaches:  # a grade worse than good names the principle it rests on
        titles = ", ".join(CATALOGUE.render(f"coach.principle.{p}.title", lang)
                           for p in dict.fromkeys(b.principle for b in r.breaches))
        grade = f"{grade} ({titles})"
    return CATALOGUE.render(ranked_key(r, first=first), lang, n=n, action=r.action,
                            grade=grade, cost=r.cost, margin=r.margin)


def ranked_key(r: Ranked, *, first: bool = False) -> str:
    """The catalogue key of `r`'s line in a list of best moves: the best (the best move that
    keeps the principles when the simulations' favourite was passed over for one); a move the
    simulations ranked above it, passed over for a principle ("ranked above the best, but it
    breaks a principle", never "too close to tell apart"); else a cost beyond the margin or
    "too close to tell apart"."""
    if first:
        return "coach.cli.ranked_best_principled" if r.demoted else "coach.cli.ranked_best"
    if r.demoted:
        return "coach.cli.ranked_principled"
    return "coach.cli.ranked" if r.clear else "coach.cli.ranked_close"


def best_moves(pos: Position, *, seed: int, sightings: Sightings | None = None,
               budget: Budget | None = None, top: int = 3, stop: Stop | None = None,
               progress: Progress | None = None) -> tuple[Ranked, ...]:
    """The expert's `top` moves for the seat to act, best first, each with its cost below the
    best and the margin of that difference. Raises NoAnswer as `judge_move`."""
    legal = legal_actions(pos)
    if not legal:
        return ()
    a = coach_analysis(pos, seed=seed, sightings=sightings, budget=budget, stop=stop,
                       progress=progress)
    if a.worlds < 2 and len(legal) > 1:
        raise NoAnswer
    ordered = coach_ordered(a, pos, sightings)  # the coach's best first, as each grade names
    over = passed_over(a, ordered)
    a = ordered
    out = []
    full: Sequence[Estimate] = [e for e in a.estimates if e.sims == a.worlds]
    for e in full[:top]:
        c = a.versus(e.action, a.best.action)
        v = verdict_of(a, e.action, pos, sightings)  # the grade `judge_move` would give
        first = e.action == a.best.action
        out.append(Ranked(e.action, e.mean, _cost(c) if not first else 0.0,
                          c.stderr, c.worlds, v.breaches, v.grade,
                          bool(over) if first else e.action in over))
    return tuple(out)


def reason_text(v: Verdict, lang: str = "en") -> str:
    """The verdict in words (`canasta coach`'s `reason`): the principle broken and what it
    says of this position, then the numbers as a detail; for a move no worse than good, how
    it compared."""
    params = {"cost": v.cost, "margin": v.margin, "sims": v.sims}
    if v.breaches:
        said = " ".join(principle_sentence(b, lang) for b in v.breaches)
        numbers = ("coach.line.numbers" if v.clear else "coach.line.numbers_close")
        return said + " " + CATALOGUE.render(numbers, lang, **params)
    if v.grade == "best":
        if v.sims_best and v.sims_best != v.action:  # the favourite broke a principle
            return CATALOGUE.render("coach.line.best_principled", lang, sims=v.sims,
                                    favourite=v.sims_best)
        return CATALOGUE.render("coach.line.best", lang, sims=v.sims)
    if v.grade == "par" or not v.clear:  # a cost is stated only beyond the margin
        return CATALOGUE.render("coach.line.par", lang, **params)
    return CATALOGUE.render("coach.line.good", lang, **params)


__all__ = [
    "CLEAR_Z", "COACH_BUDGET", "GRADES", "GRADE_LIMITS", "NOISE_FLOOR", "PUBLIC_GRADES",
    "SHARE_GAP", "TALLIES", "NoAnswer", "Ranked", "TallyGap", "Verdict", "best_moves",
    "coach_analysis", "tallies_said", "tally_gaps",
    "coach_ordered", "complete",
    "grade_for",
    "judge_move", "margin_of", "passed_over", "principle_moves", "ranked_key", "ranked_line",
    "reason_text", "verdict_of", "worse",
]
