"""Coach benchmark: how long the coach's answers take (figures, not pass/fail).

Plays `--deals` deals with the sensible bot in every seat and, at each decision of South with
a choice, times what the practice table's coach does there: an *ask* (the expert's advice,
`canasta_app.coach.review.advise_analysed`, the "Ask the expert" button) and a *grade* of the move
played (`canasta_core.coach.judge_move`, what the site and `canasta coach` run), each with
the coach's budget (`canasta_core.coach.COACH_BUDGET`) and no deadline. `--json` prints one
JSON line: the decisions timed, the median and 95th percentile of each in wall-clock seconds
and in process-CPU seconds (the firmer figure on a shared machine), the worlds per decision,
and the load average. The site adds a wall-clock deadline of about 2 s on top
(`coach/work.py`), so a slower machine answers on fewer worlds rather than later.

Reproduce: `nice .venv/bin/python benchmarks/coach.py --deals 3 --seed 5 --json`.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from canasta_app.coach import review as rv  # noqa: E402
from canasta_core.actions import parse  # noqa: E402
from canasta_core.bots import HeuristicBot, acting_seat, choose_text  # noqa: E402
from canasta_core.coach import COACH_BUDGET, judge_move  # noqa: E402
from canasta_core.deal import deal  # noqa: E402
from canasta_core.expert import Sightings  # noqa: E402
from canasta_core.legal import legal_actions  # noqa: E402
from canasta_core.play import apply  # noqa: E402
from canasta_core.rulings import evaluate  # noqa: E402


def _q(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def run(deals: int, seed: int, limit: int) -> dict[str, object]:
    ask_wall: list[float] = []
    ask_cpu: list[float] = []
    grade_wall: list[float] = []
    grade_cpu: list[float] = []
    for d in range(deals):
        pos = deal(seed=seed * 1000 + d)
        bots = {s: HeuristicBot(seed * 10 + i) for i, s in enumerate("NESW")}
        seen = Sightings()
        timed = 0
        while pos.phase != "over" and timed < limit:
            legal = legal_actions(pos)
            if not legal:
                break
            seat = acting_seat(pos)
            action = choose_text(bots[seat], pos, seat)
            if seat == "S" and len(legal) > 1 and not action.startswith("draw"):
                w, c = time.perf_counter(), time.process_time()
                rv.advise_analysed(pos, seed=seed, sightings=seen)
                ask_wall.append(time.perf_counter() - w)
                ask_cpu.append(time.process_time() - c)
                w, c = time.perf_counter(), time.process_time()
                judge_move(pos, action, seed=seed, sightings=seen)
                grade_wall.append(time.perf_counter() - w)
                grade_cpu.append(time.process_time() - c)
                timed += 1
            after = apply(pos, evaluate(pos, parse(action)))
            seen.observe(pos, action, after)
            pos = after
    return {
        "decisions": len(ask_wall), "worlds": COACH_BUDGET.worlds,
        "ask_wall_s_median": round(statistics.median(ask_wall), 3),
        "ask_wall_s_p95": round(_q(ask_wall, 0.95), 3),
        "ask_cpu_s_median": round(statistics.median(ask_cpu), 3),
        "ask_cpu_s_p95": round(_q(ask_cpu, 0.95), 3),
        "grade_wall_s_median": round(statistics.median(grade_wall), 3),
        "grade_cpu_s_median": round(statistics.median(grade_cpu), 3),
        "grade_cpu_s_p95": round(_q(grade_cpu, 0.95), 3),
        "load": round(os.getloadavg()[0], 1), "seed": seed, "deals": deals,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=3)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--limit", type=int, default=12, help="decisions timed per deal at most")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    out = run(a.deals, a.seed, a.limit)
    print(json.dumps(out) if a.json else "\n".join(f"{k}: {v}" for k, v in out.items()))


if __name__ == "__main__":
    main()
