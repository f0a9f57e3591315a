"""The choices the bots and the expert make over a few seeded deals, as one fingerprint.

An engine change that must not change play (issue 40: one engine state) is proven by this:
record the fingerprint before the change, then check after it. For each profile and each
seed (3 and 11, the seeds of benchmarks/bots.py's figures) it plays:

    random     every seat the random bot
    sensible   every seat the sensible (heuristic) bot
    expert     one side the expert (its own budget, `EXPERT_BUDGET`), the rest sensible bots

each on `deal_seed(seed, index)` for the first `--deals` indexes, and records every action
chosen. The fingerprint is a SHA-256 per (profile, seed, players) and one over all of them.

    .venv/bin/python tools/choices.py record /tmp/choices.json   # before the change
    .venv/bin/python tools/choices.py check /tmp/choices.json    # after: exit 1 on a change,
                                                                 # naming the first move that differs

The expert's choices depend on its tuning (canasta_core/expert.py's parameters): take the
baseline again after merging a tuning change. `--quick` skips the expert.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from canasta_core.bots import HeuristicBot, RandomBot, deal_seed, play_deal  # noqa: E402
from canasta_core.expert import ExpertBot  # noqa: E402
from canasta_core.profiles import PROFILES  # noqa: E402

SEEDS = (3, 11)


def _players(kind: str, profile: str, ds: int) -> dict[str, object]:
    rules = PROFILES[profile]
    sides = rules.side_names
    if kind == "random":
        return {s: RandomBot(ds + i) for i, s in enumerate(rules.seats)}
    if kind == "sensible":
        return {s: HeuristicBot(ds + i) for i, s in enumerate(rules.seats)}
    bots: dict[str, object] = {sides[0]: ExpertBot(ds)}
    for i, side in enumerate(sides[1:], 1):
        bots[side] = HeuristicBot(ds + i)
    return bots


def record(deals: int, kinds: tuple[str, ...]) -> dict[str, list[list[str]]]:
    """(profile/seed/players) -> the actions of each deal, in order."""
    out: dict[str, list[list[str]]] = {}
    for profile, rules in PROFILES.items():
        for seed in SEEDS:
            for kind in kinds:
                lines = []
                for index in range(deals):
                    ds = deal_seed(seed, index)
                    dealer = rules.seats[index % len(rules.seats)]
                    rec = play_deal(ds, _players(kind, profile, ds), dealer=dealer,  # type: ignore[arg-type]
                                    profile=profile)
                    lines.append([f"{s.seat} {s.action}" for s in rec.steps])
                out[f"{profile}/{seed}/{kind}"] = lines
    return out


def digest(lines: list[list[str]]) -> str:
    return hashlib.sha256(json.dumps(lines).encode()).hexdigest()[:16]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=("record", "check"))
    ap.add_argument("file", type=Path)
    ap.add_argument("--deals", type=int, default=2, help="deals per profile, seed and players")
    ap.add_argument("--quick", action="store_true", help="the random and sensible bots only")
    args = ap.parse_args()
    kinds = ("random", "sensible") if args.quick else ("random", "sensible", "expert")
    got = record(args.deals, kinds)
    if args.mode == "record":
        args.file.write_text(json.dumps(got))
        for k, v in got.items():
            print(f"{k:28} {digest(v)} ({sum(map(len, v))} actions)")
        print("all", digest(sum(got.values(), [])))
        return 0
    want = json.loads(args.file.read_text())
    bad = 0
    for k, v in got.items():
        w = want.get(k)
        if w is None:
            print(f"{k}: not in the baseline")
            continue
        if v == w:
            print(f"{k:28} {digest(v)} same")
            continue
        bad += 1
        for d, (a, b) in enumerate(zip(v, w, strict=False)):
            for i, (x, y) in enumerate(zip(a, b, strict=False)):
                if x != y:
                    print(f"{k}: deal {d} action {i}: now {x!r}, was {y!r}")
                    break
            else:
                if len(a) != len(b):
                    print(f"{k}: deal {d} has {len(a)} actions, was {len(b)}")
                continue
            break
    print("DIFFERENT" if bad else "all the same")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
