"""The plain going-out search on card codes that `canasta_core.going_out` replaced with its
compact one (`plan_out`): kept here as the oracle the tests compare it with (test_game.py).

It reads each rule directly on the codes, without the compact search's shortcuts; the wild-card
allotment (`allot_wilds`) is the one primitive both share.
"""

from __future__ import annotations

from canasta_core.actions import Group
from canasta_core.cards import (
    BLACK_THREES,
    VALUES,
    count_wilds,
    is_canasta,
    is_wild,
    sort_cards,
)
from canasta_core.going_out import allot_wilds
from canasta_core.profiles import CLASSIC

#: The classic meld limits, read from the profile (the oracle plays the classic table).
WILDS, MELD_MIN, NATURALS = CLASSIC.wild_limit, CLASSIC.meld_min, CLASSIC.naturals_min


def meld_everything(
    rest: list[str],
    melds: dict[str, tuple[str, ...]],
    need_min: int = 0,
    canastas_needed: int = 1,
) -> list[Group] | None:
    """Groups that meld every card of `rest` legally and leave the side the canastas going out
    needs ([out.canasta]; [two.out]: two), or None.

    `need_min` > 0 means the side has not opened and these melds must reach that many points.
    """
    done = [r for r, m in melds.items() if is_canasta(m)]
    missing = max(0, canastas_needed - len(done))
    if not rest:
        return [] if not missing else None
    if need_min and sum(VALUES[c] for c in rest) < need_min:
        return None
    by_rank: dict[str, list[str]] = {}
    wilds: list[str] = []
    black: list[str] = []
    for c in rest:
        if is_wild(c):
            wilds.append(c)
        elif c in BLACK_THREES:
            black.append(c)
        else:
            by_rank.setdefault(c[0], []).append(c)
    if black and len(black) not in (3, 4):
        return None
    # slot: rank, size before extra wilds, wild room, wilds required
    slots: list[tuple[str, int, int, int]] = []
    for r, cs in by_rank.items():
        m = melds.get(r)
        if m is not None:
            slots.append((r, len(m) + len(cs), max(0, WILDS - count_wilds(m)), 0))
        elif len(cs) >= NATURALS:
            need = max(0, MELD_MIN - len(cs))
            slots.append((r, len(cs), WILDS, need))
        else:
            return None  # a lone natural with no meld of its rank can never be melded
    for r, m in melds.items():
        if r not in by_rank and r != "3":
            slots.append((r, len(m), max(0, WILDS - count_wilds(m)), 0))
    give = allot_wilds(slots, len(wilds), missing, CLASSIC, done)
    if give is None:
        return None
    groups: list[Group] = []
    wi = 0
    for r, _base, _cap, _need in slots:
        w = wilds[wi:wi + give[r]]
        wi += give[r]
        nat = by_rank.get(r, [])
        if nat:
            groups.append(Group(sort_cards(nat + w)))
        elif w:
            groups.append(Group(sort_cards(w), rank=r))
    if black:
        groups.append(Group(sort_cards(black)))
    return groups


def going_out_plan(
    hand: tuple[str, ...],
    melds: dict[str, tuple[str, ...]],
    need_min: int = 0,
    canastas_needed: int = 1,
) -> tuple[list[Group], str | None] | None:
    """A way to go out this turn from this hand: (meld groups, final discard or None)."""
    if not hand:
        return None
    # Cheap necessary conditions first: this runs for every play-phase listing.
    lone: list[str] = []
    counts: dict[str, int] = {}
    for c in hand:
        if not is_wild(c):
            k = "3" if c in BLACK_THREES else c[0]
            counts[k] = counts.get(k, 0) + 1
    for k, n in counts.items():
        if k == "3":
            if n in (1, 2):
                lone.append(k)
        elif n == 1 and k not in melds:
            lone.append(k)
    if len(lone) > 1:
        return None  # at most one card can be the final discard
    candidates: list[str] = list(hand)
    if lone:
        k = lone[0]
        candidates = [c for c in hand if (c in BLACK_THREES if k == "3" else c[0] == k)][:1]
        if k == "3" and counts["3"] == 2:
            return None  # one black three would remain alone
    tried: set[str] = set()
    # Prefer keeping a discard: try each distinct card as the final discard, then none.
    for d in candidates:
        if d in tried:
            continue
        tried.add(d)
        rest = list(hand)
        rest.remove(d)
        plan = meld_everything(rest, melds, need_min, canastas_needed)
        if plan is not None:
            return plan, d
    if lone:
        return None
    plan = meld_everything(list(hand), melds, need_min, canastas_needed)
    if plan is not None:
        return plan, None
    return None
