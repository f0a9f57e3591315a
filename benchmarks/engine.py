"""Engine benchmark: prints figures (not pass/fail). `--json` prints one JSON line.

    check_us          median µs per `check` on a fixed set of mid-game positions and actions
    legal_actions_ms  median ms to list the legal actions for a 20-card hand (play phase)
    deals_per_s       complete deals per CPU-second of uniform random legal play, one process
                      (`simulate.random_deal`: `Game.play_out_uniform` on the fast path)
    actions_per_deal  mean actions in those deals
    api_deals_per_s   uniform random deals through the immutable API (`rng.choice` over
                      legal_actions, then play, per action)
    cli_check_ms      median ms for one `canasta check` process (start-up included, byte code
                      cached)
    list_apply_deals_per_s    complete deals per CPU-second when every action lists all the
                      legal moves (`Game.play_out` with `random_policy`) and applies one chosen
                      uniformly: the work the OpenSpiel-based peer does per action, compared
                      with it side by side by benchmarks/peer.py (issue 20: >= 5x the peer)
    list_apply_us_per_action  CPU µs per action in those deals (list + choose + apply)

`--ops N` prints instead the deterministic cost of list + apply over N seeded deals: Python
opcodes and function calls per action (counted with sys.settrace, so the machine's load does
not enter), with the functions that execute the most opcodes (ten; ENGINE_OPS_TOP=N for N).

Deals are timed with time.process_time (CPU time of this process), since the machine is
shared; the other figures are medians of wall-clock samples.
Goals (issue 10): check_us ≤ 10, legal_actions_ms ≤ 0.1, deals_per_s ≥ 1000, cli_check_ms ≤ 100.
Reproduce: `make bench` or `.venv/bin/python benchmarks/engine.py --json`.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import canasta_core as cc  # noqa: E402
from canasta_core.actions import parse  # noqa: E402
from canasta_core.game import Game, random_policy  # noqa: E402
from canasta_core.positions import SEATS  # noqa: E402
from canasta_core.simulate import random_deal  # noqa: E402


def mid_game_cases(n_positions: int = 60) -> list[tuple[cc.Position, str]]:
    """Positions part-way through seeded random deals, each with a mix of candidate actions."""
    cases: list[tuple[cc.Position, str]] = []
    seed = 0
    while len(cases) < n_positions * 5:
        rng = random.Random(seed)
        pos = cc.deal(seed=seed)
        stop = 20 + seed % 40
        for _ in range(stop):
            if pos.phase == "over":
                break
            pos = cc.play(pos, rng.choice(cc.legal_actions(pos)))
        seed += 1
        if pos.phase == "over":
            continue
        hand = pos.hand()
        candidates = cc.legal_actions(pos)[:3]
        candidates += [f"discard {hand[0]}", "take", f"meld {' '.join(hand[:3])}", "draw"]
        for a in candidates[:5]:
            cases.append((pos, a))
    return cases


def bench_check(cases: list[tuple[cc.Position, str]], rounds: int = 5) -> float:
    parsed = [(p, parse(a)) for p, a in cases]
    samples = []
    for _ in range(rounds):
        for p, a in parsed:
            t0 = time.perf_counter()
            cc.check(p, a)
            samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1e6


def twenty_card_positions(n: int = 30) -> list[cc.Position]:
    out: list[cc.Position] = []
    seed = 0
    while len(out) < n and seed < 5000:
        pos = cc.deal(seed=seed)
        seed += 1
        # Give the seat to act 20 cards by moving cards from the stock, then start its play phase.
        assert isinstance(pos.stock, tuple)
        hand = list(pos.hand()) + [c for c in pos.stock if c not in ("3H", "3D")][:9]
        stock = list(pos.stock)
        for c in hand[11:]:
            stock.remove(c)
        d = cc.to_dict(pos)
        d["hands"][pos.turn] = hand
        d["stock"] = stock
        d["phase"] = "play"
        d["melds"]["NS" if pos.turn in "NS" else "EW"] = {}
        try:
            out.append(cc.load(d))
        except cc.NotationError:
            continue
    return out


def bench_legal(positions: list[cc.Position], rounds: int = 5) -> float:
    """The first listing of a loaded position (a position keeps its engine state and listing
    once built: each sample lists a fresh copy, its state built inside the timing)."""
    samples = []
    for _ in range(rounds):
        for p in positions:
            fresh = copy.copy(p)  # the value without its engine state
            t0 = time.perf_counter()
            cc.legal_actions(fresh)
            samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1e3


def bench_deals(seconds: float = 5.0) -> tuple[float, float]:
    """Seeded uniform random deals for `seconds` of CPU time: (deals per CPU-second, actions)."""
    t0 = time.process_time()
    deals = actions = 0
    while time.process_time() - t0 < seconds:
        _, n = random_deal(deals)
        deals += 1
        actions += n
    dt = time.process_time() - t0
    return deals / dt, actions / deals


def bench_list_apply(seconds: float = 2.0) -> tuple[float, float]:
    """Seeded deals where each action lists every legal move and applies one chosen uniformly:
    (deals per CPU-second, CPU µs per action)."""
    t0 = time.process_time()
    deals = actions = 0
    while time.process_time() - t0 < seconds:
        g = Game.deal(deals, SEATS[deals % 4])
        actions += g.play_out(random_policy, random.Random(deals))
        deals += 1
    dt = time.process_time() - t0
    return deals / dt, dt / actions * 1e6


def api_random_deal(seed: int) -> int:
    """Uniform random play through the immutable API: a new Position per action."""
    rng = random.Random(seed)
    pos = cc.deal(seed=seed, dealer=SEATS[seed % 4])
    n = 0
    while pos.phase != "over":
        pos = cc.play(pos, rng.choice(cc.legal_actions(pos)))
        n += 1
    return n


def bench_api_deals(seconds: float = 2.0) -> float:
    t0 = time.process_time()
    deals = 0
    while time.process_time() - t0 < seconds:
        api_random_deal(deals)
        deals += 1
    return deals / (time.process_time() - t0)


def bench_cli(runs: int = 15) -> float:
    pos = cc.deal(seed=1)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        f.write(cc.dump(pos))
        path = f.name
    exe = ROOT / ".venv/bin/canasta"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "canasta_core"]
    # Byte code cached, as in any installation (this workplace sets PYTHONDONTWRITEBYTECODE,
    # which would time the compiler on every start): a private cache, filled by a first run.
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    cache = tempfile.mkdtemp(prefix="canasta-bench-pyc-")
    env["PYTHONPYCACHEPREFIX"] = cache
    subprocess.run([*cmd, "check", path, "draw"], capture_output=True, env=env, check=True)
    samples = []
    try:
        for _ in range(runs):
            t0 = time.perf_counter()
            subprocess.run([*cmd, "check", path, "draw"], capture_output=True, env=env, check=True)
            samples.append(time.perf_counter() - t0)
    finally:
        os.unlink(path)
        shutil.rmtree(cache, ignore_errors=True)
    return statistics.median(samples) * 1e3


def count_ops(deals: int) -> dict[str, object]:
    """Opcodes and Python calls per action of `Game.play_out(random_policy)` over `deals`
    seeded deals, and the ten functions that execute the most opcodes (per action)."""
    from collections import Counter
    from types import FrameType
    from typing import Any

    ops: Counter[str] = Counter()
    calls: Counter[str] = Counter()

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        if event != "call":
            return None
        key = f"{Path(frame.f_code.co_filename).name}:{frame.f_code.co_name}"
        calls[key] += 1
        frame.f_trace_opcodes = True

        def local(f: FrameType, ev: str, a: Any) -> Any:
            if ev == "opcode":
                ops[key] += 1
            return local
        return local

    actions = 0
    sys.settrace(tracer)
    try:
        for d in range(deals):
            actions += Game.deal(d, SEATS[d % 4]).play_out(random_policy, random.Random(d))
    finally:
        sys.settrace(None)
    return {"deals": deals, "actions": actions,
            "opcodes_per_action": round(sum(ops.values()) / actions, 1),
            "calls_per_action": round(sum(calls.values()) / actions, 2),
            "top": {k: round(v / actions, 1) for k, v in ops.most_common(int(os.environ.get("ENGINE_OPS_TOP", "10")))}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    ap.add_argument("--seconds", type=float, default=5.0, help="time spent on deals_per_s")
    ap.add_argument("--ops", type=int, metavar="N",
                    help="print the opcodes and calls per action of list + apply over N deals")
    args = ap.parse_args()
    if args.ops:
        print(json.dumps(count_ops(args.ops)))
        return
    cases = mid_game_cases()
    figures = {
        "check_us": round(bench_check(cases), 1),
        "legal_actions_ms": round(bench_legal(twenty_card_positions()), 3),
    }
    dps, apd = bench_deals(args.seconds)
    figures["deals_per_s"] = round(dps, 1)
    figures["actions_per_deal"] = round(apd, 1)
    figures["api_deals_per_s"] = round(bench_api_deals(min(args.seconds, 2.0)), 1)
    figures["cli_check_ms"] = round(bench_cli(), 1)
    lad, lau = bench_list_apply(min(args.seconds, 2.0))
    figures["list_apply_deals_per_s"] = round(lad, 1)
    figures["list_apply_us_per_action"] = round(lau, 2)
    if args.json:
        print(json.dumps(figures))
        return
    goals = {"check_us": "≤ 10", "legal_actions_ms": "≤ 0.1", "deals_per_s": "≥ 1000",
             "cli_check_ms": "≤ 100"}
    for k, v in figures.items():
        print(f"{k:18} {v:>10}   goal {goals.get(k, '-')}")


if __name__ == "__main__":
    main()
