"""Players by name and many deals between them: `make_bot`, `simulate` and `simulate_deals`.

They sit above both kinds of bot (`canasta_core.bots`: the random and the sensible bot;
`canasta_core.expert`, which builds on the sensible bot), so the core's imports point one way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from canasta_core.bots import (
    BOT_KINDS,
    MAX_ACTIONS,
    Bot,
    DealRecord,
    DealSummary,
    HeuristicBot,
    RandomBot,
    deal_seed,
    play_deal,
    summarize,
)
from canasta_core.deal import profile_named
from canasta_core.expert import ExpertBot
from canasta_core.profiles import CLASSIC, Profile
from canasta_core.summary import DealFacts, deal_facts


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
    """Play `n` classic deals (reproducible from `seed`) and return each deal's facts.

    The classic table's NS/EW summaries ("Canasta by the numbers"); `simulate_deals` plays
    the same deals, or any profile's, and gives `summary.DealFacts` per seat and side.

    `bot_kinds` is (NS kind, EW kind) or a mapping of sides/seats to kinds. Deal i (counting
    from `start`, so `simulate(50, start=50)` continues `simulate(50)`) is dealt from
    `deal_seed(seed, i)` by seat i mod 4 (N, E, S, W). `progress(done, n)` is called after
    each deal.
    """
    return [summarize(rec) for rec in _records(
        n, _kinds(bot_kinds, CLASSIC), seed, CLASSIC, progress, max_actions, start)]


def simulate_deals(
    n: int,
    bot_kinds: Mapping[str, str] | tuple[str, ...] | None = None,
    seed: int = 0,
    profile: str = CLASSIC.name,
    progress: Callable[[int, int], None] | None = None,
    max_actions: int = MAX_ACTIONS,
    start: int = 0,
) -> list[DealFacts]:
    """`simulate` at any table (profiles.md): `n` deals of `profile`, each one's `DealFacts`.

    `bot_kinds` is one kind per side in the profile's side order (two-hand: N, S; three-hand:
    N, E, S; six-hand: A, B; classic: NS, EW), or a mapping of the profile's sides or seats to
    kinds; None: the heuristic bot everywhere. Deal i is dealt from `deal_seed(seed, i)` by the
    profile's seat i mod its seat count, so a classic simulation plays the deals `simulate` plays.
    An unknown profile is a NotationError naming `profile`; kinds that do not fit the profile's
    sides or seats a ValueError naming `bot_kinds`.
    """
    rules = profile_named(profile)
    if bot_kinds is None:
        bot_kinds = ("heuristic",) * len(rules.side_names)
    return [deal_facts(rec) for rec in _records(
        n, _kinds(bot_kinds, rules), seed, rules, progress, max_actions, start)]


def _kinds(bot_kinds: Mapping[str, str] | tuple[str, ...], rules: Profile) -> dict[str, str]:
    """Sides or seats -> bot kind, checked against the profile's sides, seats and bot kinds."""
    if isinstance(bot_kinds, Mapping):
        kinds = dict(bot_kinds)
        for key in kinds:
            k = key.upper() if isinstance(key, str) else key
            if k not in rules.side_seats and k not in rules.side_of:
                raise ValueError(
                    f"bot_kinds: {key!r} is not a side or seat of the {rules.name} table "
                    f"(sides {', '.join(rules.side_names)}; seats {', '.join(rules.seats)}).")
    else:
        if len(bot_kinds) != len(rules.side_names):
            raise ValueError(
                f"bot_kinds: the {rules.name} table has {len(rules.side_names)} sides "
                f"({', '.join(rules.side_names)}); give one bot kind per side, "
                f"not {len(bot_kinds)}.")
        kinds = dict(zip(rules.side_names, bot_kinds, strict=True))
    for k in kinds.values():
        if k not in BOT_KINDS:
            raise ValueError(f"{k!r} is not a bot; use one of {', '.join(BOT_KINDS)}.")
    return kinds


def _records(
    n: int, kinds: dict[str, str], seed: int, rules: Profile,
    progress: Callable[[int, int], None] | None, max_actions: int, start: int,
) -> Iterator[DealRecord]:
    seats = rules.seats  # classic: N E S W
    for done, i in enumerate(range(start, start + n), 1):
        ds = deal_seed(seed, i)
        bots: dict[str, Bot] = {
            key: make_bot(kind, ds * 4 + j) for j, (key, kind) in enumerate(kinds.items())
        }
        yield play_deal(ds, bots, dealer=seats[i % len(seats)], max_actions=max_actions,
                        profile=rules.name)
        if progress is not None:
            progress(done, n)


__all__ = ["make_bot", "simulate", "simulate_deals"]
