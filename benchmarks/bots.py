"""Bots benchmark: the expert's strength and speed against the sensible bots (figures, not pass/fail).

Plays `--deals` deals: each seed twice, the expert side as North–South and then as East–West
against the same sensible (heuristic) bots, so the cards cannot explain the result. `--json`
prints one JSON line:

    deals                   deals played
    expert_win_rate         share of deals the expert side scored more (ties count as not won)
    mean_margin             expert side's deal score minus the other side's, per deal
    margin_stderr           standard error of mean_margin
    ms_per_decision_median  process-CPU ms per expert decision that had a choice (time.process_time,
    ms_per_decision_p95     so other programs on the machine do not inflate it)
    baseline_win_rate       the same deals with a sensible bot in the expert's seats: what the
    baseline_mean_margin    cards alone give (≈ 0.5 and ≈ 0 when the sides are balanced)
    gain_over_baseline      mean of (expert margin − baseline margin) deal by deal: the
    gain_stderr             expert's worth with the luck of the cards taken out

Goals (issue 19): win rate ≥ 0.70 over ≥ 400 deals on a seed the expert was not tuned on
(seeds 1 and 2 were used for tuning; issue 36 tuned on seeds 101 and 103 with
`benchmarks/expert_oracle.py` and with paired `--versus` runs; seeds 3, 11, 21, 29, 211, 1001
and 1013 have been judged on: none of them is fresh any more), median decision ≤ 300 ms CPU,
p95 ≤ 1 s. Reproduce:
`nice .venv/bin/python benchmarks/bots.py --deals 400 --seed 21 --jobs 2 --json` (`--jobs 2`
plays seeds in two processes; `--worlds`, `--extend`, `--policy` and the others change the
expert's budget, whose defaults are `expert.EXPERT_BUDGET`: the eager policy since issue 19;
`--infer` deals the sampled hands the way the seats' play shapes them; `--stakes N` gives the
pile and going-out decisions N times the worlds; `--horizon N` cuts the rollouts after N
actions and scores them statically, best with more `--worlds`). The variant `'{"race": true}'`
(`Budget.race`, off by default) keeps the default move rather than hold cards back once the
other side may go out.

`--versus JSON` (overrides of the budget above, e.g. `'{"infer": true}'`) also plays each deal
with that variant in the expert's seats, against the same opponents on the same cards, and
adds `versus`: its win rate and decision times, and the paired comparison with the expert
deal by deal — `win_diff` (variant's share of deals won minus the expert's, with `win_se`),
`wins_changed` (deals the variant won and the expert lost, and the reverse) and
`margin_diff` / `margin_se`. Only the deals where the two play differently carry any
difference, so a paired run tells a change from luck with far fewer deals than two separate
400-deal runs (each ± 0.023 on its own).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from dataclasses import dataclass, field, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from canasta_core.bots import DealRecord, HeuristicBot, deal_seed, play_deal, summarize  # noqa: E402
from canasta_core.expert import EXPERT_BUDGET, POLICIES, Budget, ExpertBot  # noqa: E402
from canasta_core.positions import SEATS  # noqa: E402

SIDES = ("NS", "EW")


@dataclass
class SeedResult:
    margins: list[int] = field(default_factory=list)  # the expert side's, NS then EW
    baseline: list[int] = field(default_factory=list)  # a sensible bot in the expert's seats
    thinking: list[float] = field(default_factory=list)  # process seconds per decision
    versus: list[int] = field(default_factory=list)  # the variant's margins (--versus)
    versus_thinking: list[float] = field(default_factory=list)


def _margin(record: DealRecord, side: str) -> int:
    s = summarize(record)
    return s.score_ns - s.score_ew if side == "NS" else s.score_ew - s.score_ns


def play_seed(task: tuple[int, int, Budget, Budget | None]) -> SeedResult:
    """One seed, both ways round: the expert's margins and decision times, and the baseline's
    (and the variant's, with `--versus`)."""
    seed, index, budget, versus = task
    ds = deal_seed(seed, index)
    dealer = SEATS[index % 4]
    out = SeedResult()
    for side in SIDES:
        other = "EW" if side == "NS" else "NS"
        expert = ExpertBot(ds, budget)
        rec = play_deal(ds, {side: expert, other: HeuristicBot(ds + 1)}, dealer=dealer)
        out.margins.append(_margin(rec, side))
        out.thinking.extend(expert.thinking)
        base = play_deal(ds, {side: HeuristicBot(ds), other: HeuristicBot(ds + 1)}, dealer=dealer)
        out.baseline.append(_margin(base, side))
        if versus is not None:
            variant = ExpertBot(ds, versus)
            rec = play_deal(ds, {side: variant, other: HeuristicBot(ds + 1)}, dealer=dealer)
            out.versus.append(_margin(rec, side))
            out.versus_thinking.extend(variant.thinking)
    return out


def run(deals: int, seed: int, budget: Budget, jobs: int,
        versus: Budget | None = None) -> dict[str, object]:
    tasks = [(seed, i, budget, versus) for i in range(math.ceil(deals / 2))]
    t0 = time.time()
    results: list[SeedResult] = []
    with ProcessPoolExecutor(jobs) if jobs > 1 else nullcontext() as ex:
        for r in (ex.map(play_seed, tasks) if ex is not None else map(play_seed, tasks)):
            results.append(r)  # the figures so far, on stderr, in case the run is cut short
            print(json.dumps(figures(results, budget, seed, t0)), file=sys.stderr, flush=True)
    return figures(results, budget, seed, t0)


def figures(results: list[SeedResult], budget: Budget, seed: int, t0: float) -> dict[str, object]:
    margins = [m for r in results for m in r.margins]
    base = [m for r in results for m in r.baseline]
    thinking = sorted(t for r in results for t in r.thinking)
    gain = [m - b for m, b in zip(margins, base, strict=True)]  # same cards, same opponents
    n = len(margins)

    def ms(q: float) -> float | None:
        return round(thinking[min(len(thinking) - 1, int(q * len(thinking)))] * 1000, 1) if thinking else None

    return {
        "deals": n,
        "expert_win_rate": round(sum(m > 0 for m in margins) / n, 3),
        "mean_margin": round(statistics.fmean(margins), 1),
        "margin_stderr": round(statistics.stdev(margins) / math.sqrt(n), 1) if n > 1 else None,
        "ms_per_decision_median": round(statistics.median(thinking) * 1000, 1) if thinking else None,
        "ms_per_decision_p95": ms(0.95),
        "decisions": len(thinking),
        "baseline_win_rate": round(sum(m > 0 for m in base) / n, 3),
        "baseline_mean_margin": round(statistics.fmean(base), 1),
        "gain_over_baseline": round(statistics.fmean(gain), 1),
        "gain_stderr": round(statistics.stdev(gain) / math.sqrt(n), 1) if n > 1 else None,
        "worlds": budget.worlds,
        "candidates": budget.candidates,
        "win_bonus": budget.win_bonus,
        "halving": budget.halving,
        "confidence": budget.confidence,
        "extend": budget.extend,
        "policy": budget.policy,
        "infer": budget.infer,
        "stakes": budget.stakes,
        "horizon": budget.horizon,
        "race": budget.race,
        "seed": seed,
        "wall_s": round(time.time() - t0, 1),
        **({"versus": _versus(results, margins)} if results and results[0].versus else {}),
    }


def _versus(results: list[SeedResult], margins: list[int]) -> dict[str, object]:
    """The variant's figures and its paired comparison with the expert, deal by deal."""
    other = [m for r in results for m in r.versus]
    thinking = sorted(t for r in results for t in r.versus_thinking)
    n = len(other)
    won = [(v > 0) - (m > 0) for v, m in zip(other, margins, strict=True)]
    diff = [v - m for v, m in zip(other, margins, strict=True)]

    def se(xs: list[int]) -> float | None:
        return round(statistics.stdev(xs) / math.sqrt(n), 4) if n > 1 else None

    return {
        "win_rate": round(sum(v > 0 for v in other) / n, 3),
        "win_diff": round(statistics.fmean(won), 4), "win_se": se(won),
        "wins_changed": [won.count(1), won.count(-1)],
        "margin_diff": round(statistics.fmean(diff), 1), "margin_se": se(diff),
        "ms_per_decision_median": (round(statistics.median(thinking) * 1000, 1)
                                   if thinking else None),
        "ms_per_decision_p95": (round(thinking[min(len(thinking) - 1,
                                                   int(0.95 * len(thinking)))] * 1000, 1)
                                if thinking else None),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--deals", type=int, default=200, help="deals to play (seeds × 2 sides)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--worlds", type=int, default=EXPERT_BUDGET.worlds,
                    help="sampled deals per candidate")
    ap.add_argument("--candidates", type=int, default=EXPERT_BUDGET.candidates)
    ap.add_argument("--win-bonus", type=int, default=EXPERT_BUDGET.win_bonus,
                    help="points per simulated deal won when ranking candidates")
    ap.add_argument("--no-halving", action="store_true", help="simulate every candidate fully")
    ap.add_argument("--confidence", type=float, default=EXPERT_BUDGET.confidence,
                    help="standard errors by which a move must beat the sensible bot's choice")
    ap.add_argument("--extend", type=int, default=EXPERT_BUDGET.extend,
                    help="extra worlds for a close call between the best and the sensible move")
    ap.add_argument("--policy", default=EXPERT_BUDGET.policy, choices=POLICIES,
                    help="who gives the default move and plays the expert's side in rollouts")
    ap.add_argument("--infer", action="store_true", default=EXPERT_BUDGET.infer,
                    help="deal the sampled hands the way the seats' play shapes them")
    ap.add_argument("--stakes", type=int, default=EXPERT_BUDGET.stakes,
                    help="multiply worlds and extend for pile and going-out decisions")
    ap.add_argument("--horizon", type=int, default=EXPERT_BUDGET.horizon,
                    help="cut rollouts after N actions and score them statically")
    ap.add_argument("--versus", default=None, metavar="JSON",
                    help="also play a variant budget (JSON overrides) on the same deals, paired")
    ap.add_argument("--jobs", type=int, default=1, help="processes playing seeds in parallel")
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    args = ap.parse_args()
    if args.deals < 1:
        ap.error("--deals must be at least 1")
    budget = Budget(worlds=args.worlds, candidates=args.candidates, win_bonus=args.win_bonus,
                    halving=not args.no_halving, confidence=args.confidence,
                    extend=args.extend, policy=args.policy, infer=args.infer,
                    stakes=args.stakes, horizon=args.horizon)
    versus = None
    if args.versus is not None:
        try:
            overrides = json.loads(args.versus)
            versus = replace(budget, **overrides)
        except (ValueError, TypeError) as e:
            ap.error(f"--versus: {e}")
        for k, v in overrides.items():  # a value of the wrong kind would fail deep in a deal
            was = getattr(budget, k)
            if not (v is None or was is None or isinstance(v, type(was))
                    or (isinstance(was, float) and type(v) is int)):
                ap.error(f"--versus: {k} must be of type {type(was).__name__}, not {v!r}")
    figures = run(args.deals, args.seed, budget, args.jobs, versus)
    if args.json:
        print(json.dumps(figures))
    else:
        for k, v in figures.items():
            print(f"{k:24} {v}")


if __name__ == "__main__":
    main()
