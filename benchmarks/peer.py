"""Side by side with the OpenSpiel-based peer: list every legal move and apply one, interleaved.

Issue 20 asks that listing every legal move and applying one chosen uniformly (the work the
peer does per action) stays >= 5x the public OpenSpiel-based Python peer, measured side by
side. OpenSpiel itself has no Canasta game; the peer is a separate project, a pyspiel Python
game (4-player partnership Canasta). Neither it nor open_spiel is a dependency of this project,
so this benchmark needs both from outside:

    python3.11 -m venv /tmp/peer-venv && /tmp/peer-venv/bin/pip install open_spiel
    # a checkout of the peer (its repository: "Canasta for OpenSpiel", package `canasta`)
    .venv/bin/python benchmarks/peer.py --peer /path/to/canasta-openspiel \\
        --peer-python /tmp/peer-venv/bin/python --rounds 5 --seconds 3 [--json]

Each round runs the sides in fresh processes, alternating which goes first (ABBA), for
`--seconds` of CPU time each, one seeded deal after another:
    ours: `Game.deal` then `Game.play_out(random_policy)` (the whole listing every action)
    api:  the public API as a library user writes it (issue 40: >= 3x the peer): `cc.load`
          once, then `cc.legal_actions` and `cc.play` of one chosen uniformly, each action
    peer: `new_initial_state()`, chance outcomes (the deal) and `legal_actions()` chosen
          uniformly, until the hand ends. The peer's deal often ends with no legal action
          (the stock runs out and the player has no card): that is counted as the deal's end
          and reported as `dead_ends`.
Reported per round, and the median ratio: deals per CPU-second (the issue's unit) and CPU µs
per player action (the peer's actions are finer: separate meld, skip and go-out steps).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def ours(seconds: float) -> dict[str, float]:
    sys.path.insert(0, str(ROOT))
    from canasta_core.game import Game, random_policy

    t0 = time.process_time()
    deals = actions = 0
    while time.process_time() - t0 < seconds:
        g = Game.deal(deals, "NESW"[deals % 4])
        actions += g.play_out(random_policy, random.Random(deals))
        deals += 1
    dt = time.process_time() - t0
    return {"deals_per_s": deals / dt, "us_per_action": dt / actions * 1e6,
            "actions_per_deal": actions / deals}


def api(seconds: float) -> dict[str, float]:
    sys.path.insert(0, str(ROOT))
    import canasta_core as cc

    t0 = time.process_time()
    deals = actions = 0
    while time.process_time() - t0 < seconds:
        rng = random.Random(deals)
        pos = cc.load(cc.dump(cc.deal(seed=deals, dealer="NESW"[deals % 4])))
        while pos.phase != "over":
            pos = cc.play(pos, rng.choice(cc.legal_actions(pos)))
            actions += 1
        deals += 1
    dt = time.process_time() - t0
    return {"deals_per_s": deals / dt, "us_per_action": dt / actions * 1e6,
            "actions_per_deal": actions / deals}


def peer(seconds: float, where: str) -> dict[str, float]:
    sys.path.insert(0, where)
    from canasta.canasta_game import CanastaGame  # the peer's package (registers its game)

    game = CanastaGame()
    t0 = time.process_time()
    deals = actions = dead = 0
    while time.process_time() - t0 < seconds:
        rng = random.Random(deals)
        st = game.new_initial_state()
        hand = st._hand_number  # a deal ends when the peer starts its next hand
        while not st.is_terminal() and st._hand_number == hand:
            if st.is_chance_node():
                st.apply_action(rng.choice(st.chance_outcomes())[0])
                continue
            legal = st.legal_actions()
            if not legal:
                dead += 1
                break
            st.apply_action(rng.choice(legal))
            actions += 1
        deals += 1
    dt = time.process_time() - t0
    return {"deals_per_s": deals / dt, "us_per_action": dt / actions * 1e6,
            "actions_per_deal": actions / deals, "dead_ends": dead, "deals": deals}


def _run(cmd: list[str]) -> dict[str, float]:
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--peer", help="a checkout of the OpenSpiel-based peer (package `canasta`)")
    ap.add_argument("--peer-python", help="a Python with open_spiel installed")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--json", action="store_true", help="print one JSON line")
    ap.add_argument("--side", choices=("ours", "api", "peer"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.side == "ours":
        print(json.dumps(ours(args.seconds)))
        return
    if args.side == "api":
        print(json.dumps(api(args.seconds)))
        return
    if args.side == "peer":
        print(json.dumps(peer(args.seconds, args.peer)))
        return
    if not args.peer or not args.peer_python:
        ap.error("--peer and --peer-python are needed (see the docstring: neither is a "
                 "dependency of this project)")
    me = str(Path(__file__).resolve())
    cmds = {
        "ours": [sys.executable, me, "--side", "ours", "--seconds", str(args.seconds)],
        "api": [sys.executable, me, "--side", "api", "--seconds", str(args.seconds)],
        "peer": [args.peer_python, me, "--side", "peer", "--seconds", str(args.seconds),
                 "--peer", str(Path(args.peer).resolve())],
    }
    rounds = []
    for i in range(args.rounds):
        order = ("peer", "ours", "api") if i % 2 == 0 else ("api", "ours", "peer")
        r = {side: _run(cmds[side]) for side in order}
        r["deals_ratio"] = r["ours"]["deals_per_s"] / r["peer"]["deals_per_s"]
        r["action_ratio"] = r["peer"]["us_per_action"] / r["ours"]["us_per_action"]
        r["api_deals_ratio"] = r["api"]["deals_per_s"] / r["peer"]["deals_per_s"]
        rounds.append(r)
        if not args.json:
            print(f"round {i + 1}: ours {r['ours']['deals_per_s']:.0f} deals/s "
                  f"{r['ours']['us_per_action']:.1f} µs/action; peer "
                  f"{r['peer']['deals_per_s']:.0f} deals/s {r['peer']['us_per_action']:.1f} "
                  f"µs/action ({r['peer']['dead_ends']:.0f} of {r['peer']['deals']:.0f} deals "
                  f"dead-ended); x{r['deals_ratio']:.2f} per deal, x{r['action_ratio']:.2f} "
                  f"per action; api {r['api']['deals_per_s']:.0f} deals/s, "
                  f"x{r['api_deals_ratio']:.2f} per deal")
    summary = {
        "deals_ratio_median": round(statistics.median(r["deals_ratio"] for r in rounds), 2),
        "action_ratio_median": round(statistics.median(r["action_ratio"] for r in rounds), 2),
        "deals_ratio_min": round(min(r["deals_ratio"] for r in rounds), 2),
        "action_ratio_min": round(min(r["action_ratio"] for r in rounds), 2),
        "api_deals_ratio_median": round(statistics.median(r["api_deals_ratio"] for r in rounds), 2),
        "api_deals_ratio_min": round(min(r["api_deals_ratio"] for r in rounds), 2),
    }
    if args.json:
        print(json.dumps({**summary, "rounds": rounds}))
    else:
        print(" ".join(f"{k} {v}" for k, v in summary.items()), "(goals: >= 6 per deal, >= 5 per action (issues 20, 40); api >= 3)")


if __name__ == "__main__":
    main()
