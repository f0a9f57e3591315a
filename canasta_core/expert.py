"""The expert bot: it plays each candidate move forward in sampled deals and keeps the best.

For each decision the expert

1. lists candidates: the legal actions, pruned (only the few discards the sensible bot ranks
   cheapest, and every take, meld, question and answer), always keeping the sensible bot's own
   choice;
2. samples *worlds*: the cards its seat cannot see, dealt at random into the other hands and the
   stock, consistently with what the seat has seen — its hand, the melds, the red threes, the
   pile, and the cards everyone saw another seat take with the pile and not yet lay down. It
   never reads the real hidden hands or the stock order: the worlds are drawn from the seat's
   view alone (`seat_view`), so two positions that differ only in hidden cards get the same
   worlds. With `Budget.infer` the hands are also dealt the way the seats' play shapes them
   (`sample_world`; off by default: it measured no stronger, docs/performance.md);
3. plays each candidate in each world to the end of the deal (or `Budget.max_actions`) with the
   sensible bot in every seat, on the fast `game.Game`, using the same worlds and rollout seeds
   for every candidate so that the differences come from the candidates rather than from luck;
   the weaker half of the candidates stops after a quarter and after half of the worlds
   (successive halving); when the best candidate and the sensible bot's choice are still
   within two standard errors, only those two get up to `Budget.extend` more worlds. Two
   options, off by default (issue 19 item 6): `Budget.stakes` multiplies the worlds of the
   pile and going-out decisions, and `Budget.horizon` cuts the rollouts short and scores them
   with `static_margin`;
4. ranks the candidates by mean margin (its side's deal score minus the other's), counting
   `Budget.win_bonus` extra per simulated deal won (and less per deal lost), and plays the
   best one if it beats the sensible bot's own choice by more than `Budget.confidence`
   standard errors over the same worlds — otherwise the sensible choice (with a handful of
   worlds many leads are luck, and the sampled hands are less shaped than real ones).

Everything is seeded: the per-decision random generator is derived from the bot's seed and the
seat's view, so the same seed and view give the same choice and the same advice.

The parts live in three modules: `canasta_core.worlds` (what a seat has seen, `Sightings`,
and the worlds sampled from it), `canasta_core.rollout_policy` (who plays a simulation and how
it is played: `rollout`, `static_margin`) and this one (the candidates, the search, its
budget and the bot). The names of the first two are re-exported here.
"""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from canasta_core.actions import parse, text_of
from canasta_core.bots import HeuristicBot, TableView, acting_seat
from canasta_core.game import Game, Move
from canasta_core.legal import legal_actions
from canasta_core.positions import Position
from canasta_core.rollout_policy import (
    POLICIES,
    ROLLOUT_ACTIONS,
    Stopped,
    player,
    rollout,
    static_margin,
)
from canasta_core.worlds import Sightings, sample_world, seat_view, unseen_cards

#: Worlds sampled per candidate when no budget is given.
DEFAULT_WORLDS: Final = 8
#: Discards kept as candidates (the sensible bot's cheapest).
DEFAULT_DISCARDS: Final = 3
#: Points a simulated deal won counts extra when ranking (see Budget.win_bonus).
DEFAULT_WIN_BONUS: Final = 700
#: Standard errors by which a candidate must beat the sensible bot's choice to be played.
DEFAULT_CONFIDENCE: Final = 1.0
#: Most candidates evaluated for one decision.
DEFAULT_CANDIDATES: Final = 8
#: Extra worlds for a close call between the best candidate and the sensible move (Budget.extend).
DEFAULT_EXTEND: Final = 24


# --- candidates ------------------------------------------------------------------------------

def candidates(
    pos: Position, seat: str, legal: Sequence[str], discards: int = DEFAULT_DISCARDS,
    limit: int = DEFAULT_CANDIDATES, rng_seed: int = 0,
) -> list[str]:
    """The actions worth simulating, most promising first, always with the sensible bot's choice.

    Takes, melds, questions and answers are all kept (up to `limit`); of the discards only the
    `discards` cheapest by the sensible bot's reckoning.
    """
    return _candidates(pos, seat, legal, discards, limit, rng_seed)[0]


def _candidates(
    pos: Position, seat: str, legal: Sequence[str], discards: int, limit: int, rng_seed: int,
    policy: str = "sensible",
) -> tuple[list[str], str]:
    """`candidates`, and the default move among them (the sensible bot's choice, or the
    eager bot's with `policy` "eager")."""
    first = text_of(player(policy, False)(rng_seed).choose(pos, seat, [parse(t) for t in legal]))
    plays = [t for t in legal if not t.startswith("discard ")]
    # A meld that leaves at most one card goes out: first, so that it wins a tie with asking.
    out = [t for t in plays if t.startswith("meld") and _goes_out(pos, seat, t)]
    out.append(first)
    cards = [t[8:] for t in legal if t.startswith("discard ")]
    if cards:
        ranked = sorted(HeuristicBot(rng_seed).discard_costs(pos, seat, cards))
        out += ["discard " + c for _, c in ranked[:discards]]
    out += sorted(plays, key=lambda t: -len(t))  # larger melds first
    kept = list(dict.fromkeys(out))[:max(limit, 1)]
    return (kept if first in kept else [*kept[:-1], first]), first


def high_stakes(pos: Position, seat: str, actions: Iterable[str]) -> bool:
    """Whether a decision among `actions` is one of the few that swing a deal most: taking the
    pile (a take is among them), going out (a meld that leaves at most one card), asking the
    partner or answering (`Budget.stakes` gives them more worlds)."""
    return any(t.split(" ", 1)[0] in ("take", "ask", "yes", "no")
               or (t.startswith("meld") and _goes_out(pos, seat, t)) for t in actions)


def holds_back(pos: Position, seat: str, choice: str, default: str) -> bool:
    """Whether `choice` keeps cards in hand that the `default` move lays down (a discard
    where it melds or asks, a "no" where it answers "yes") while the other side has the
    canastas it needs to go out: the race `Budget.race` does not hold back in."""
    kind, base = choice.split(" ", 1)[0], default.split(" ", 1)[0]
    if not ((kind == "discard" and base in ("meld", "ask")) or (kind == "no" and base == "yes")):
        return False
    rules = pos.rules
    side = rules.side_of[seat]
    return any(rules.canastas(len(m) for m in pos.melds[other].values())
               >= rules.canastas_to_go_out for other, _ in rules.sides if other != side)


def _goes_out(pos: Position, seat: str, meld: str) -> bool:
    used = sum(len(g.cards) for g in parse(meld).groups)
    return pos.hand_size(seat) - used <= 1



def _tally(c: Counter[str], side: str, line: list[tuple[str, str]], end: Position) -> None:
    """Count what happened in one simulation that a coach may mention."""
    side_of = end.rules.side_of
    for seat, text in line:
        if side_of[seat] != side and text.split(" ", 1)[0] in ("draw", "take", "pass"):
            c["they_take"] += text.startswith("take")
            break
    if end.went_out is not None:
        c["we_out" if side_of[end.went_out.seat] == side else "they_out"] += 1


@dataclass(frozen=True, slots=True)
class Estimate:
    """One candidate's result: the mean margin over `sims` simulated deals (an estimate)."""

    action: str
    mean: float
    sims: int
    spread: float  # standard deviation of the margins
    line: tuple[tuple[str, str], ...] = ()  # (seat, action) of the first world's next moves
    they_take: float = 0.0  # share of the simulations where the other side took the pile next
    we_out: float = 0.0  # share where the deciding side went out
    they_out: float = 0.0  # share where the other side went out
    value: float = 0.0  # what the choice maximises: the mean margin plus the win bonus
    samples: tuple[int, ...] = ()  # the margin of each simulated deal, world by world


def _utility(margin: int, win_bonus: int) -> float:
    """What one simulated deal is worth to the chooser: its margin, plus the bonus if won
    (less if lost)."""
    return margin + (win_bonus if margin > 0 else -win_bonus if margin < 0 else 0)


def _value(margins: list[int], win_bonus: int) -> float:
    """What a candidate's choice maximises: the mean utility of its simulated deals."""
    if not margins:
        return float("-inf")
    return statistics.fmean(_utility(m, win_bonus) for m in margins)


@dataclass(frozen=True, slots=True)
class Comparison:
    """How much worse one candidate did than another over the same worlds and rollout seeds
    (common random numbers): the mean of the paired differences and its standard error."""

    diff: float  # mean of (reference − candidate), in the analysis' utility (points)
    stderr: float  # standard error of that mean (inf with fewer than two worlds)
    worlds: int  # worlds both were simulated in

    def clearly_worse(self, z: float = 2.0) -> bool:
        """The difference is more than `z` standard errors: not luck of the sampled worlds."""
        return self.worlds >= 2 and self.diff > z * self.stderr


@dataclass(frozen=True, slots=True)
class Analysis:
    """The expert's view of one decision: candidates best first."""

    seat: str
    estimates: tuple[Estimate, ...]
    seconds: float = 0.0  # process time spent
    sensible: str = ""  # the sensible bot's choice (simulated in every world)
    win_bonus: int = 0
    stopped: bool = False  # the budget ran out or the work was cancelled before every world

    @property
    def best(self) -> Estimate:
        return self.estimates[0]

    @property
    def worlds(self) -> int:
        """Worlds every candidate still in the race was simulated in."""
        return self.estimates[0].sims if self.estimates else 0

    def versus(self, action: str, reference: str | None = None) -> Comparison:
        """`action` against `reference` (the best by default) over their common worlds."""
        a, b = self.of(action), self.of(reference or self.best.action)
        if a is None or b is None:
            raise ValueError("both moves must have been estimated in this analysis")
        n = min(len(a.samples), len(b.samples))
        if n == 0:
            return Comparison(0.0, float("inf"), 0)
        diff = [_utility(y, self.win_bonus) - _utility(x, self.win_bonus)
                for x, y in zip(a.samples[:n], b.samples[:n], strict=True)]
        se = statistics.stdev(diff) / n ** 0.5 if n >= 2 else float("inf")
        return Comparison(statistics.fmean(diff), se, n)

    def choice(self, confidence: float) -> str:
        """The best candidate if it beats the sensible bot's choice by more than `confidence`
        standard errors of their difference over the same worlds, else the sensible choice:
        with a handful of worlds many leads are luck, and the sensible move is a safe default."""
        if not self.estimates or self.worlds == 0:
            return self.sensible or (self.estimates[0].action if self.estimates else "")
        best, base = self.best, self.of(self.sensible)
        if base is None or best.action == base.action or confidence <= 0:
            return best.action
        c = self.versus(base.action, best.action)
        if c.worlds < 2:
            return base.action
        return best.action if c.diff > confidence * c.stderr else base.action

    @property
    def sims(self) -> int:
        return sum(e.sims for e in self.estimates)

    def of(self, action: str) -> Estimate | None:
        for e in self.estimates:
            if e.action == action:
                return e
        return None


@dataclass(frozen=True, slots=True)
class Budget:
    """How much the expert thinks per decision.

    `worlds` sampled deals per candidate; `candidates` and `discards` bound the pruning;
    `max_actions` bounds each rollout; `seconds` (process time), when set, is checked between
    rollout moves and ends the decision with the worlds finished so far — then the choice also
    depends on the machine's speed, so leave it None where reproducibility matters. `win_bonus` is added to a simulated deal won (and taken from one
    lost) when ranking candidates: it trades a few points of margin for more deals won.
    `halving` stops the weaker half of the candidates after a quarter and after half of the
    worlds (about half the simulations for nearly the same choice). The bot leaves the
    sensible bot's choice only for a candidate that beats it by `confidence` standard errors
    (`Analysis.choice`); 0 always takes the best estimate. `extend` more worlds go to the
    close calls only: when the best candidate leads the sensible choice by less than two
    standard errors, both (and the included moves) are simulated in up to `extend` more
    worlds, stopping as soon as the lead is clear either way. `policy` (POLICIES) picks who
    gives the default move and plays the deciding side in the rollouts: "sensible" (the
    sensible bot everywhere) or "eager" (`rollout_policy.EagerBot`, which goes out whenever it
    may; the other side stays the sensible bot). `infer` deals the sampled hands the way the
    sensible bot's play shapes them (`sample_world`). `stakes` multiplies `worlds` and `extend`
    for the high-stakes decisions only (`high_stakes`: whether to take the pile, to go out,
    to ask or to answer), where one choice swings the deal most; 1 (the default) treats every
    decision alike. `horizon`, when set, cuts each rollout after that many actions and scores
    the position it reached with `static_margin` (the deal's score as if it ended then, plus
    the pile's points to the side that can take it next) instead of playing to the end: each
    world costs less, so more `worlds` fit in the same time (lower variance, a cruder score).
    `race` (off by default; a variant measured by `benchmarks/bots.py --versus`): once the
    other side has the canastas it needs to go out, the bot keeps the default move rather than
    hold cards back (a discard or a "no" where the default melds, asks or answers "yes"):
    cards held when they go out count against its side (`holds_back`).
    """

    worlds: int = DEFAULT_WORLDS
    candidates: int = DEFAULT_CANDIDATES
    discards: int = DEFAULT_DISCARDS
    max_actions: int = ROLLOUT_ACTIONS
    seconds: float | None = None
    win_bonus: int = DEFAULT_WIN_BONUS
    halving: bool = True
    confidence: float = DEFAULT_CONFIDENCE
    extend: int = DEFAULT_EXTEND
    policy: str = "sensible"
    infer: bool = False
    stakes: int = 1
    horizon: int | None = None
    race: bool = False


#: The expert bot's own budget (`ExpertBot`, `make_bot("expert")`, benchmarks/bots.py): the
#: eager policy for its default move and its side's rollouts (it wins more deals against the
#: sensible bots; docs/performance-archive.md, issue 19). The coach's budgets (canasta_app.coach.review) keep
#: the sensible rollouts.
# stakes=3: 0.700 (seed 3) / 0.708 (seed 11) over 400 deals against 0.682 / 0.680 without it
# (docs/performance.md); at the goal, not clearly stronger, for about 7 % more CPU.
# worlds=16 (issue 36): its choices gained +6.2 ± 3.1 points per decision over 8 worlds against
# an oracle that knows the hidden hands (tuning seed 101, benchmarks/expert_oracle.py), but won
# 0.693 of 400 deals on untuned seed 211, no more than 8 worlds elsewhere, for twice the CPU:
# not kept (docs/performance-archive.md, "Issue 36: the expert's strength").
EXPERT_BUDGET: Final = Budget(policy="eager", stakes=3)


def analyse(
    pos: Position,
    seat: str | None = None,
    *,
    seed: int = 0,
    budget: Budget = Budget(),
    sightings: Sightings | None = None,
    include: Sequence[str] = (),
    also: Callable[[Sequence[str]], Iterable[str]] | None = None,
    legal: Sequence[str] | None = None,
    stop: Callable[[], bool] | None = None,
    progress: Callable[[float], None] | None = None,
) -> Analysis:
    """Estimate each candidate action for the seat to decide, best first.

    `include` adds actions to evaluate even if pruning would drop them (a learner's move);
    each must be legal. `also`, given the candidates (with `include`), names more legal
    actions to simulate beside them, like `include` (the coach adds the moves its principles
    prefer to a candidate, so that a candidate's broken principle can be named). Only
    `seat`'s view of `pos` is read. `stop` (a cancel flag or a deadline) is asked between
    rollout moves, like `budget.seconds`: when either says stop, the world under way is
    dropped and the answer rests on the worlds every candidate finished
    (`Analysis.stopped`). `progress` is told the share of the worlds done after each world.
    """
    t0 = time.process_time()
    limit = budget.seconds

    def halt() -> bool:
        return ((limit is not None and time.process_time() - t0 > limit)
                or (stop is not None and stop()))

    who = acting_seat(pos) if seat is None else seat
    side = pos.rules.side_of[who]
    listed = legal_actions(pos)
    found = set(listed)
    allowed = listed if legal is None else [t for t in legal if t in found]
    unlisted = {t: _unlisted_move(pos, t) for t in include if t not in found}
    view = seat_view(pos, who, sightings)
    rng = random.Random(f"canasta-expert:{seed}:{view}")
    cands, sensible = _candidates(pos, who, allowed, budget.discards, budget.candidates,
                                  rng.randrange(2**31), budget.policy)
    cands += [t for t in include if t not in cands]
    added = [] if also is None else list(dict.fromkeys(t for t in also(tuple(cands))
                                                         if t not in cands))
    unlisted.update({t: _unlisted_move(pos, t) for t in added if t not in found})
    cands += added
    worlds, extend = budget.worlds, budget.extend
    if budget.stakes > 1 and high_stakes(pos, who, cands):
        worlds, extend = worlds * budget.stakes, extend * budget.stakes
    always = {*include, *added, sensible}  # simulated in every world, whatever the halving
    margins: dict[str, list[int]] = {t: [] for t in cands}
    lines: dict[str, tuple[tuple[str, str], ...]] = {}
    tally: dict[str, Counter[str]] = {t: Counter() for t in cands}
    live = list(cands)
    stopped = False
    # Successive halving: after a quarter and after half of the worlds, the weaker half of
    # the candidates stops; the rest get every world (the included moves always do).
    reach = budget.max_actions if budget.horizon is None else min(budget.max_actions,
                                                                    max(0, budget.horizon))
    cuts = {max(1, worlds // 4), max(2, worlds // 2)} if budget.halving else set()
    for w in range(worlds + extend):
        if w >= worlds and not _close_call(margins, live, sensible, always, budget):
            break
        if w == worlds:
            leader = max(live, key=lambda t: _value(margins[t], budget.win_bonus))
            live = [t for t in live if t == leader or t in always]
        if w in cuts and len(live) > 2:
            ranked = sorted(live, key=lambda t: -_value(margins[t], budget.win_bonus))
            keep = set(ranked[:max(2, (len(live) + 1) // 2)]) | always
            live = [t for t in live if t in keep]
        if halt():
            stopped = True
            break
        world = Game.from_position(sample_world(pos, who, rng, sightings, budget.infer))
        world.validate()  # every card at most as often as the deck has it
        roll_seed = rng.randrange(2**31)
        done: dict[str, tuple[int, list[tuple[str, str]], Position]] = {}
        try:
            for t in live:
                # the world shares the seat's hand, so its listing has t (or, for a legal
                # move the listing summarised away, the world allows it as the table did)
                move = world.listed(t) or unlisted[t]
                g = world.copy()  # after the listing: the copy shares it
                g.apply(move)
                line: list[tuple[str, str]] = []
                rollout(g, roll_seed, reach, line, halt, budget.policy, side)
                score = (g.margin(side) if budget.horizon is None or g.over
                         else static_margin(g, side))
                done[t] = (score, line, g.to_position())
        except Stopped:
            stopped = True  # this world is dropped for every candidate: they stay paired
            break
        for t, (margin, line, end) in done.items():
            margins[t].append(margin)
            _tally(tally[t], side, line, end)
            if w == 0:
                lines[t] = tuple(line[:12])
        if progress is not None:
            progress(min(1.0, (w + 1) / worlds))
    ests = []
    for t, ms in margins.items():
        n, c = len(ms), tally[t]
        share = 1 / n if n else 0.0
        ests.append(Estimate(t, statistics.fmean(ms) if ms else 0.0, n,
                             statistics.pstdev(ms) if ms else 0.0, lines.get(t, ()),
                             c["they_take"] * share, c["we_out"] * share, c["they_out"] * share,
                             _value(ms, budget.win_bonus), tuple(ms)))
    order = {t: i for i, t in enumerate(cands)}
    # The candidates simulated longest are the ones that survived the halving: they come first.
    ests.sort(key=lambda e: (-e.sims, -e.value, order[e.action]))
    return Analysis(who, tuple(ests), time.process_time() - t0, sensible, budget.win_bonus,
                    stopped)


def _unlisted_move(pos: Position, text: str) -> Move:
    """The move of a legal action the listing does not name (it summarises melds: a meld of
    three eights is not listed beside the meld of all four held), to be simulated like a
    listed one. ValueError when the action is not legal here."""
    try:
        move = parse(text)  # an Action is a move
        ok = Game.from_position(pos).allows(move)
    except (ValueError, KeyError):
        ok = False
    if not ok:
        raise ValueError(f"{text!r} is not a legal action here.")
    return move


def _close_call(margins: dict[str, list[int]], live: list[str], sensible: str,
                always: set[str], budget: Budget) -> bool:
    """Whether the best live candidate and the sensible choice are still within two standard
    errors of each other over their common worlds (then more worlds are worth it)."""
    leader = max(live, key=lambda t: _value(margins[t], budget.win_bonus))
    if leader == sensible:
        return False
    a, b = margins[leader], margins[sensible]
    n = min(len(a), len(b))
    if n < 2:
        return False
    diff = [_utility(x, budget.win_bonus) - _utility(y, budget.win_bonus)
            for x, y in zip(a[:n], b[:n], strict=True)]
    se = statistics.stdev(diff) / n ** 0.5
    return bool(abs(statistics.fmean(diff)) <= 2 * se)


# --- the bot ----------------------------------------------------------------------------------

@dataclass
class ExpertBot:
    """A bot that simulates its candidates (see the module docstring); `Bot`-compatible."""

    seed: int | None = None
    budget: Budget = field(default_factory=lambda: EXPERT_BUDGET)
    name: str = "expert"
    sightings: Sightings = field(default_factory=Sightings)
    thinking: list[float] = field(default_factory=list)  # process seconds per simulated decision

    def observe(self, before: Position, action: str, after: Position) -> None:
        """Watch an action at the table (anyone's), to remember who took which cards."""
        self.sightings.observe(before, action, after)

    def reset(self) -> None:
        """Forget the sightings (a new deal)."""
        self.sightings = Sightings()

    def choose(self, pos: TableView, seat: str, legal: Sequence[Move]) -> Move:
        """The `Bot` protocol: the state (or a `Position`, its read-only view), the seat and
        the legal actions in their one form; the action chosen among them. The search
        (`analyse`) names its candidates by their canonical text, so the actions are written
        once here and the choice read back from them."""
        if len(legal) == 1:
            return legal[0]
        texts = [text_of(m) for m in legal]
        view = pos if isinstance(pos, Position) else Position.of_state(pos)
        try:
            a = analyse(view, seat, seed=self.seed or 0, budget=self.budget,
                        sightings=self.sightings, legal=texts)
        except ValueError:  # no world fits (a made-up position with cards missing)
            return HeuristicBot(self.seed).choose(pos, seat, legal)
        self.thinking.append(a.seconds)
        choice = a.choice(self.budget.confidence)
        if self.budget.race and holds_back(view, seat, choice, a.sensible):
            choice = a.sensible
        if choice not in texts:
            raise ValueError(f"the expert chose {choice!r}, which is not among the legal actions.")
        return legal[texts.index(choice)]


__all__ = [
    "DEFAULT_WORLDS", "EXPERT_BUDGET", "POLICIES", "Analysis", "Budget", "Comparison", "Estimate", "ExpertBot", "Sightings",
    "Stopped", "analyse",
    "candidates", "high_stakes", "rollout", "sample_world", "seat_view", "static_margin",
    "unseen_cards",
]
