"""Random legal play: the engine's own workload for soak tests and benchmarks."""

from __future__ import annotations

import random

from canasta_core.game import Game, random_policy
from canasta_core.positions import SEATS, Position


def random_deal(seed: int, max_actions: int = 5000) -> tuple[Position, int]:
    """Play one seeded deal to its end, choosing uniformly among the legal actions.

    The deal is `deal(seed=seed, dealer=SEATS[seed % 4])` and each choice is
    `random.Random(seed).choice` over `legal_actions` (played on the fast path, `Game`, which
    lists the same actions in the same order). Returns the final position and the number of
    actions played.
    """
    rng = random.Random(seed)
    g = Game.deal(seed, SEATS[seed % 4])
    try:
        n = g.play_out(random_policy, rng, max_actions)
    except RuntimeError:
        raise RuntimeError(f"deal {seed} did not end within {max_actions} actions") from None
    return g.to_position(), n
