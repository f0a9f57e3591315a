"""Random legal play: the engine's own workload for soak tests and benchmarks."""

from __future__ import annotations

import random

from canasta_core.actions import parse
from canasta_core.deal import deal
from canasta_core.legal import legal_evaluations
from canasta_core.play import apply
from canasta_core.positions import SEATS, Position
from canasta_core.rulings import evaluate


def random_deal(seed: int, max_actions: int = 5000) -> tuple[Position, int]:
    """Play one seeded deal to its end, choosing uniformly among the legal actions.

    Returns the final position and the number of actions played.
    """
    rng = random.Random(seed)
    pos = deal(seed=seed, dealer=SEATS[seed % 4])
    n = 0
    while pos.phase != "over":
        if n >= max_actions:
            raise RuntimeError(f"deal {seed} did not end within {max_actions} actions")
        found = legal_evaluations(pos)
        text = rng.choice(list(found))
        ev = found[text] or evaluate(pos, parse(text))
        pos = apply(pos, ev)
        n += 1
    return pos, n
