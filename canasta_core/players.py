"""Players by name and many deals between them: `make_bot` and `simulate`.

They sit above both kinds of bot (`canasta_core.bots`: the random and the sensible bot;
`canasta_core.expert`, which builds on the sensible bot), so the core's imports point one way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from canasta_core.bots import (
    BOT_KINDS,
    MAX_ACTIONS,
    Bot,
    DealSummary,
    HeuristicBot,
    RandomBot,
    deal_seed,
    play_deal,
    summarize,
)
from canasta_core.expert import ExpertBot
from canasta_core.positions import SEATS


def make_bot(kind: str, seed: int | None = None) -> Bot:
    """A bot by kind name ('heuristic', 'random' or 'expert')."""
    if kind == "heuristic":
        return HeuristicBot(seed)
    if kind == "random":
        return RandomBot(seed)
    if kind == "expert":
        return ExpertBot(seed)
    raise ValueError(f"{kind!r} is not a bot; use one of {', '.join(BOT_KINDS)}.")


def simulate(
    n: int,
    bot_kinds: Mapping[str, str] | tuple[str, str] = ("heuristic", "random"),
    seed: int = 0,
    progress: Callable[[int, int], None] | None = None,
    max_actions: int = MAX_ACTIONS,
    start: int = 0,
) -> list[DealSummary]:
    """Play `n` deals (reproducible from `seed`) and return each deal's facts.

    `bot_kinds` is (NS kind, EW kind) or a mapping of sides/seats to kinds. Deal i (counting
    from `start`, so `simulate(50, start=50)` continues `simulate(50)`) is dealt from
    `deal_seed(seed, i)` by seat i mod 4 (N, E, S, W). `progress(done, n)` is called after
    each deal.
    """
    kinds = ({"NS": bot_kinds[0], "EW": bot_kinds[1]} if isinstance(bot_kinds, tuple)
             else dict(bot_kinds))
    for k in kinds.values():
        if k not in BOT_KINDS:
            raise ValueError(f"{k!r} is not a bot; use one of {', '.join(BOT_KINDS)}.")
    out: list[DealSummary] = []
    for i in range(start, start + n):
        ds = deal_seed(seed, i)
        bots: dict[str, Bot] = {
            key: make_bot(kind, ds * 4 + j) for j, (key, kind) in enumerate(kinds.items())
        }
        rec = play_deal(ds, bots, dealer=SEATS[i % 4], max_actions=max_actions)
        out.append(summarize(rec))
        if progress is not None:
            progress(len(out), n)
    return out


__all__ = ["make_bot", "simulate"]
