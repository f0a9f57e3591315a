"""Random legal play: the engine's own workload for soak tests and benchmarks."""

from __future__ import annotations

import random

from canasta_core.deal import profile_named
from canasta_core.game import Game
from canasta_core.positions import Position
from canasta_core.profiles import CLASSIC


def random_deal(seed: int, max_actions: int = 5000,
                profile: str = CLASSIC.name) -> tuple[Position, int]:
    """Play one seeded deal to its end, choosing uniformly among the legal actions.

    The deal is `deal(seed=seed, dealer=seats[seed % len(seats)], profile=profile)` (the
    profile's seats; classic: N E S W); every action is drawn uniformly
    from `legal_actions` of the position it is played in, by `Game.uniform_move` with
    `random.Random(seed)` on the fast path (rejection sampling over cheap candidates: the
    draws are not those of `rng.choice(legal_actions(pos))`). Returns the final position and
    the number of actions played. An unknown profile is a NotationError naming `profile`.
    """
    rules = profile_named(profile)
    rng = random.Random(seed)
    seats = rules.seats
    g = Game.deal(seed, seats[seed % len(seats)], profile=rules.name)
    try:
        n = g.play_out_uniform(rng, max_actions)
    except RuntimeError:
        raise RuntimeError(f"deal {seed} did not end within {max_actions} actions") from None
    return g.to_position(), n
