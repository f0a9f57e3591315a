"""Golden playthroughs: seeded deals written out move by move, so any change in behaviour shows
as a diff in review.

Each deal is `cc.deal(seed, dealer)` played to its end through the public API by a fixed,
seeded policy (prefer a take or a meld seven times in ten, else any legal action, drawn from
`legal_actions`). Every step records the seat to act, the action, its ruling (`check`) and the
events `play_events` returned; before it, one refused or accepted *try* (a bare `take` in a draw
phase, a meld of the first three cards in a play phase) records the judge's ruling on a move
that was not played. The deal's opening events and the final score close the file.

    .venv/bin/python -m tests.golden.regen          # rewrite tests/golden/<profile>/*.txt
    .venv/bin/python -m tests.golden.regen --check  # exit 1 and name the files that differ

tests/golden/test_golden.py regenerates in memory and diffs against the files.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import canasta_core as cc

HERE = Path(__file__).resolve().parent
#: (profile, number of seeded deals) written out; classic is the game of rules.md, the others
#: the tables of profiles.md.
SETS: tuple[tuple[str, int], ...] = (("classic", 20), ("two-hand", 5), ("three-hand", 5), ("six-hand", 5))
MAX_STEPS = 3000  # a deal that has not ended by then is a bug the file will show


def _event_text(e: Any) -> str:
    d = e.to_dict()
    kind = d.pop("kind")
    return f"{kind} {json.dumps(d, ensure_ascii=False, separators=(',', ':'))}"


def _ruling_text(r: cc.Ruling) -> str:
    verdict = "legal" if r.legal else "illegal"
    slugs = ",".join(v.rule for v in r.violations) if r.violations else (r.rule or "-")
    return f"{verdict} [{slugs}] {r.reason}"


def _try_action(pos: cc.Position) -> str | None:
    if pos.phase == "draw":
        return "take"
    hand = pos.hand()
    if len(hand) >= 3:
        return "meld " + " ".join(hand[:3])
    return None


def _choose(rng: random.Random, actions: list[str]) -> str:
    active = [a for a in actions if a.startswith(("take", "meld"))]
    if active and rng.random() < 0.7:
        return rng.choice(active)
    return rng.choice(actions)


def _deal_args(profile: str, seed: int) -> dict[str, Any]:
    if profile == "classic":
        return {"seed": seed, "dealer": "NESW"[seed % 4]}
    seats = cc.deal(seed=0, profile=profile).rules.seats
    return {"seed": seed, "dealer": seats[seed % len(seats)], "profile": profile}


def playthrough(profile: str, seed: int) -> str:
    """The text of one seeded deal played to its end."""
    lines: list[str] = []
    args = _deal_args(profile, seed)
    pos, dealt = cc.deal_events(**args)
    lines.append(f"# golden playthrough: profile {profile}, seed {seed}, dealer {pos.dealer}")
    lines.append(f"deal {cc.dump(pos)}")
    lines.extend(f"  = {_event_text(e)}" for e in dealt)
    rng = random.Random(seed)
    step = 0
    while pos.phase != "over" and step < MAX_STEPS:
        step += 1
        probe = _try_action(pos)
        if probe is not None:
            lines.append(f"{step:4} {pos.turn} try {probe!r}: {_ruling_text(cc.check(pos, probe))}")
        actions = cc.legal_actions(pos)
        action = _choose(rng, actions)
        ruling = cc.check(pos, action)
        lines.append(f"{step:4} {pos.turn} {action!r} of {len(actions)}: {_ruling_text(ruling)}")
        pos, events = cc.play_events(pos, action)
        lines.extend(f"  = {_event_text(e)}" for e in events)
    if pos.phase != "over":
        lines.append(f"NOT OVER after {MAX_STEPS} steps")
    lines.append(f"final {cc.dump(pos)}")
    lines.append(f"score {json.dumps(cc.score(pos), separators=(',', ':'))}")
    return "\n".join(lines) + "\n"


def golden_files() -> Iterator[tuple[Path, str, int]]:
    for profile, n in SETS:
        for seed in range(n):
            yield HERE / profile / f"seed-{seed:02d}.txt", profile, seed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare instead of writing")
    args = ap.parse_args(argv)
    differ: list[str] = []
    for path, profile, seed in golden_files():
        text = playthrough(profile, seed)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                differ.append(str(path.relative_to(HERE)))
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if differ:
        print("differ: " + ", ".join(differ))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
