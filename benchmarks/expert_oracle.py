"""The expert's choices against an oracle that knows the hidden hands (a tuning yardstick).

`benchmarks/bots.py` measures what counts — deals won — but a win rate moves by ± 0.023 over
400 deals, so a change worth a point or two cannot be told from luck in the hours a shared
2-core machine gives. This measures the choices themselves, decision by decision, with far
less noise per CPU-second:

1. the expert with its own budget (variant 0) plays one side against the sensible bots, each
   deal both ways round, as in `benchmarks/bots.py`;
2. at each of its decisions every variant (`--variants`, budgets as JSON overrides of
   `expert.EXPERT_BUDGET`) chooses from the same view (its hand, the table, what it saw);
3. where the variants disagree, each distinct choice is played on in the *true* position —
   the real hidden hands, which no variant reads — over `--shuffles` reshuffles of the stock
   (the same reshuffles and rollout seeds for every choice), with the expert's rollout
   players (eager for its side, sensible for the other);
4. per variant it reports the mean, over all decisions, of its choice's oracle value minus
   variant 0's (points of deal margin, and share of deals won), with standard errors.

The oracle plays on with the rollout players, not with the expert, and knows the hands, so
its values are a yardstick for comparing choices, not a forecast of the win rate: a variant
that gains here must still be confirmed with `benchmarks/bots.py`. `--json` prints one JSON
line per finished seed index (the figures so far) and the last is the result:

    decisions            expert decisions with a choice
    v<k>.differ          decisions where variant k chose otherwise than variant 0
    v<k>.margin, .se     mean oracle gain in points per decision, and its standard error
    v<k>.win, .wse       mean gain in the share of deals won per decision, and its error
    ms<k>                variant k's median and p95 CPU ms per decision

Reproduce issue 36's tuning run (docs/performance.md):

    nice .venv/bin/python benchmarks/expert_oracle.py --deals 18 --seed 101 --json \\
      --variants '[{}, {"stakes": 6}, {"worlds": 16}, {"win_bonus": 1500}]'
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from canasta_core.actions import text_of  # noqa: E402
from canasta_core.bots import HeuristicBot, TableView, deal_seed, play_deal  # noqa: E402
from canasta_core.expert import EXPERT_BUDGET, Budget, Sightings, analyse  # noqa: E402
from canasta_core.game import Game, Move  # noqa: E402
from canasta_core.positions import SEATS, Position  # noqa: E402
from canasta_core.rollout_policy import rollout  # noqa: E402


@dataclass
class Row:
    """One decision: each variant's choice, its oracle gain over variant 0's, its CPU time."""

    picks: list[str]
    margin: list[float]
    win: list[float]
    seconds: list[float]


def oracle(pos: Position, seat: str, choices: list[str], shuffles: int,
           seed: int) -> dict[str, list[int]]:
    """Each choice's deal margins in the true position over `shuffles` stock reshuffles."""
    side = pos.rules.side_of[seat]
    out: dict[str, list[int]] = {c: [] for c in choices}
    rng = random.Random(seed)
    for _ in range(shuffles):
        stock = list(pos.stock)
        rng.shuffle(stock)
        world = Game.from_position(replace(pos, stock=tuple(stock)))
        moves = {world.text(m): m for m in world.legal()}
        roll = rng.randrange(2**31)
        for c in choices:
            g = world.copy()
            g.apply(moves[c])
            rollout(g, roll, policy="eager", side=side)
            out[c].append(g.margin(side))
    return out


@dataclass
class Recorder:
    """Plays variant 0's choices and records every variant's at each decision."""

    seed: int
    budgets: list[Budget]
    shuffles: int
    name: str = "expert"
    sightings: Sightings = field(default_factory=Sightings)
    rows: list[Row] = field(default_factory=list)

    def observe(self, before: Position, action: str, after: Position) -> None:
        self.sightings.observe(before, action, after)

    def choose(self, state: TableView, seat: str, moves: Sequence[Move]) -> Move:
        if len(moves) == 1:
            return moves[0]
        # The search names its candidates by text (`analyse`): the edge of the bot protocol.
        legal = [text_of(m) for m in moves]
        pos = state if isinstance(state, Position) else Position.of_state(state)
        picks, secs = [], []
        for b in self.budgets:
            t = time.process_time()
            a = analyse(pos, seat, seed=self.seed, budget=b, sightings=self.sightings,
                        legal=legal)
            picks.append(a.choice(b.confidence))
            secs.append(time.process_time() - t)
        n = len(picks)
        distinct = list(dict.fromkeys(picks))
        if len(distinct) == 1:
            self.rows.append(Row(picks, [0.0] * n, [0.0] * n, secs))
        else:
            # a tuple of ints hashes the same in every run (no hash randomisation)
            got = oracle(pos, seat, distinct, self.shuffles,
                         hash((self.seed, len(self.rows))) & 0xFFFFFFFF)
            m = {c: statistics.fmean(v) for c, v in got.items()}
            w = {c: statistics.fmean(x > 0 for x in v) for c, v in got.items()}
            self.rows.append(Row(picks, [m[p] - m[picks[0]] for p in picks],
                                 [w[p] - w[picks[0]] for p in picks], secs))
        return moves[legal.index(picks[0])]


def play_index(task: tuple[int, int, list[Budget], int]) -> list[Row]:
    seed, index, budgets, shuffles = task
    ds = deal_seed(seed, index)
    rows: list[Row] = []
    for side in ("NS", "EW"):
        other = "EW" if side == "NS" else "NS"
        rec = Recorder(ds, budgets, shuffles)
        play_deal(ds, {side: rec, other: HeuristicBot(ds + 1)}, dealer=SEATS[index % 4])
        rows.extend(rec.rows)
    return rows


def figures(rows: list[Row], deals: int, variants: int) -> dict[str, object]:
    n = len(rows)
    out: dict[str, object] = {"deals": deals, "decisions": n}

    def se(xs: list[float]) -> float | None:
        return round(statistics.stdev(xs) / math.sqrt(len(xs)), 4) if len(xs) > 1 else None

    for k in range(1, variants):
        dm = [r.margin[k] for r in rows]
        dw = [r.win[k] for r in rows]
        out[f"v{k}"] = {"differ": sum(r.picks[k] != r.picks[0] for r in rows),
                        "margin": round(statistics.fmean(dm), 2) if dm else None, "se": se(dm),
                        "win": round(statistics.fmean(dw), 4) if dw else None, "wse": se(dw)}
    for k in range(variants):
        t = sorted(r.seconds[k] for r in rows)
        out[f"ms{k}"] = ([round(t[len(t) // 2] * 1000), round(t[int(0.95 * len(t))] * 1000)]
                         if t else None)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--deals", type=int, default=20, help="deals to play (seeds × 2 sides)")
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--variants", default='[{}, {"worlds": 16}]',
                    help="JSON list of budget overrides of EXPERT_BUDGET; the first one plays")
    ap.add_argument("--shuffles", type=int, default=16, help="stock reshuffles per choice")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    try:
        budgets = [replace(EXPERT_BUDGET, **v) for v in json.loads(args.variants)]
    except (ValueError, TypeError) as e:
        ap.error(f"--variants: {e}")
    if len(budgets) < 2:
        ap.error("--variants needs at least two budgets")
    tasks = [(args.seed, i, budgets, args.shuffles) for i in range(math.ceil(args.deals / 2))]
    rows: list[Row] = []
    with ProcessPoolExecutor(args.jobs) as ex:
        for i, got in enumerate(ex.map(play_index, tasks)):
            rows.extend(got)
            line = figures(rows, 2 * (i + 1), len(budgets))
            print(json.dumps(line) if args.json else line, flush=True)


if __name__ == "__main__":
    main()
