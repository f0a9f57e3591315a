"""Can a hand be melded out this turn? ([out.canasta], [out.permission], [threes.black])

The one going-out search of the engine. Used to decide whether `ask` is allowed, whether a meld
after a "yes" still lets the player go out, and to offer a going-out action in the legal-action
list. Returns a witness plan: the meld groups and the final discard, which is itself a legal
action sequence.

The search runs on the compact form of `cards` (a card is an int; a side's melds are a tuple of
sorted ints per rank index with its wild count): `plan_out` and `meld_all`, which the fast path
(`game.Game`) calls directly. `going_out_plan`, `meld_everything` and `can_go_out` take card
codes and convert (the judge, the site and the bots call them).
tests/engine/test_game.py holds the plain search this replaced as an oracle and proves the two
equal on random hands and on every state of seeded deals.
"""

from __future__ import annotations

from collections.abc import Container, Hashable, Sequence

from canasta_core.actions import Group
from canasta_core.cards import (
    ALL_CODES,
    CARD_INDEX,
    CARD_VALUE,
    FIRST_WILD,
    MELD_RANK_INDEXES,
    RANK_INDEX,
    RANKS,
    THREE_RANK,
    distinct_sorted,
    is_wild,
)
from canasta_core.profiles import CLASSIC, Profile
from canasta_core.rules import BLACK_THREES_MAX, BLACK_THREES_MIN, black_three_faults

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import TypeVar

    RankKey = TypeVar("RankKey", bound=Hashable)

#: A meld group on the compact form: (rank index of an `R:` prefix or -1, sorted card ints).
IntGroup = tuple[int, tuple[int, ...]]
#: A side's melds on the compact form: 12 tuples of sorted card ints by rank index (A..3) ...
IntMelds = Sequence[tuple[int, ...]]


def allot_wilds(
    slots: Sequence[tuple[RankKey, int, int, int]], n_wild: int, missing: int, rules: Profile,
    canastas: Container[RankKey] = (),
) -> dict[RankKey, int] | None:
    """How many of `n_wild` wild cards go to each meld slot so that every card is melded, or None.

    A slot is (rank, size before extra wilds, room for wild cards, wilds it requires). While the
    side is `missing` canastas short of going out ([out.canasta]: 1 without a canasta; [two.out]:
    up to 2), the first slots that can be completed to a canasta (`rules.canasta_size` cards)
    take what they need, in order;
    the rest fill the slots in order, within [meld.wilds]' room. `canastas`: the ranks whose
    meld is a canasta already (they are not a new one). Rank keys are rank indexes in
    `meld_all`; any hashable key works.
    """
    # One loop, no comprehension (each would be a call of its own): the fast path runs this
    # often.
    required = room = 0
    give: dict[RankKey, int] = {}
    for r, _base, cap, need in slots:
        required += need
        room += cap
        give[r] = need
    if n_wild < required or n_wild > room:
        return None
    extra = n_wild - required
    if missing > 0:
        size = rules.canasta_size
        done = 0
        for r, base, cap, need in slots:
            if r in canastas:
                continue
            short = size - (base + need)
            if short <= 0:
                done += 1
            elif short <= min(extra, cap - need):
                give[r] += short
                extra -= short
                done += 1
            else:
                continue
            if done >= missing:
                break
        else:
            return None
    for r, _base, cap, _need in slots:
        if extra <= 0:
            break
        more = min(extra, cap - give[r])
        if more > 0:
            give[r] += more
            extra -= more
    return give


def meld_all(rest: list[int], ms: IntMelds, mw: Sequence[int], need_min: int,
             missing: int, rules: Profile) -> list[IntGroup] | None:
    """Groups that meld every card of `rest` (sorted ints) legally and leave the side the
    canastas going out needs, or None. `ms`/`mw`: the side's melds and their wild counts by
    rank index; `missing`: the canastas the side still lacks ([out.canasta]; [two.out]);
    `need_min` > 0: the side has not opened and these melds must reach that many points.
    The meld limits are `rules`'s ([meld.wilds], [meld.rank], [meld.naturals], [meld.canasta])."""
    if not rest:
        return [] if not missing else None
    wilds_max, meld_min, naturals = rules.wild_limit, rules.meld_min, rules.naturals_min
    if need_min and sum(map(CARD_VALUE.__getitem__, rest)) < need_min:
        return None
    by_rank: dict[int, list[int]] = {}
    wilds: list[int] = []
    black: list[int] = []
    for c in rest:
        if c >= FIRST_WILD:
            wilds.append(c)
        elif (r := c >> 2) == THREE_RANK:
            black.append(c)  # a hand holds no red three
        elif r in by_rank:
            by_rank[r].append(c)
        else:
            by_rank[r] = [c]
    if black and black_three_faults(len(black), 0):
        return None  # [threes.black]: three or four
    slots: list[tuple[int, int, int, int]] = []  # rank, size before extra wilds, room, needed
    for r, cs in by_rank.items():
        m = ms[r]
        if m:
            slots.append((r, len(m) + len(cs), max(0, wilds_max - mw[r]), 0))
        elif len(cs) >= naturals:
            slots.append((r, len(cs), wilds_max, max(0, meld_min - len(cs))))
        else:
            return None  # a lone natural with no meld of its rank can never be melded
    for r in MELD_RANK_INDEXES:
        if ms[r] and r not in by_rank:
            slots.append((r, len(ms[r]), max(0, wilds_max - mw[r]), 0))
    if missing:  # the ranks whose meld is a canasta already (`Profile.is_canasta`, inlined)
        size = rules.canasta_size
        done: Sequence[int] = [r for r in MELD_RANK_INDEXES if len(ms[r]) >= size]
    else:
        done = ()
    give = allot_wilds(slots, len(wilds), missing, rules, done)
    if give is None:
        return None
    groups: list[IntGroup] = []
    wi = 0
    for r, _size, _cap, _need in slots:
        w = wilds[wi:wi + give[r]]
        wi += give[r]
        nat = by_rank.get(r)
        if nat:
            groups.append((-1, tuple(sorted(nat + w))))
        elif w:
            groups.append((r, tuple(w)))
    if black:
        groups.append((-1, tuple(black)))
    return groups


def plan_out(hand: list[int], ms: IntMelds, mw: Sequence[int], need_min: int, rules: Profile,
             counts: Sequence[int] | None = None, missing: int | None = None,
             ) -> tuple[list[IntGroup], int | None] | None:
    """A way to go out this turn from this hand (sorted ints): (groups, final discard or None).

    `rules`: the table's profile (its meld limits, and the canastas going out needs:
    [out.canasta]; [two.out]); `counts`: the hand's
    natural counts per rank index 0-11 and `missing`: the canastas the side still lacks, when
    the caller has them. Each early return below is a necessary condition of `meld_all`.
    """
    if not hand:
        return None
    wilds_max, meld_min, naturals = rules.wild_limit, rules.meld_min, rules.naturals_min
    canasta = rules.canasta_size
    if counts is None:
        cnt = [0] * 12
        for c in hand:
            if c < FIRST_WILD:
                cnt[c >> 2] += 1
        counts = cnt
    # At most one card can be the final discard: a lone natural of an unmelded rank, or
    # black threes short of three.
    lone = -1
    for k in MELD_RANK_INDEXES:
        if counts[k] == 1 and not ms[k]:
            if lone >= 0:
                return None
            lone = k
    if 0 < counts[THREE_RANK] < BLACK_THREES_MIN:
        if lone >= 0:
            return None
        lone = THREE_RANK
    if missing is None:
        missing = max(0, rules.canastas_to_go_out - rules.canastas(map(len, ms)))
    if missing:
        # Canastas must be completed: that many ranks need a canasta's cards with the wilds they
        # have room for (meld_all's choice of slots can do no better).
        n_wild = len(hand) - sum(counts)
        able = 0
        for r in MELD_RANK_INDEXES:
            m = ms[r]
            size = len(m) + counts[r]
            if (size and len(m) < canasta
                    and size + min(n_wild, wilds_max - mw[r] if m else wilds_max) >= canasta):
                able += 1
                if able >= missing:
                    break
        else:
            return None
    # What meld_all would refuse at once is skipped: it needs, per unmelded rank, wild cards
    # up to three cards (`req`) and has room for three wilds per meld (`room`).
    n_wild = len(hand) - sum(counts)
    req = room = 0
    for k in MELD_RANK_INDEXES:
        n = counts[k]
        if ms[k]:
            room += wilds_max - mw[k] if mw[k] < wilds_max else 0
        elif n:
            req += meld_min - n if n < meld_min else 0
            room += wilds_max
    if lone >= 0:
        if lone == THREE_RANK and counts[THREE_RANK] == 2:
            return None  # one black three would remain alone
        if lone != THREE_RANK:  # the lone natural leaves: its rank needs and offers nothing
            req -= meld_min - 1
            room -= wilds_max
        if req > n_wild or n_wild > room:
            return None
        d = next(c for c in hand if c >> 2 == lone)
        rest = hand[:]
        rest.remove(d)
        plan = meld_all(rest, ms, mw, need_min, missing, rules)
        return None if plan is None else (plan, d)
    # No lone card: try each distinct card as the final discard, then none.
    total = sum(map(CARD_VALUE.__getitem__, hand)) if need_min and len(hand) > 1 else 0
    for d in distinct_sorted(hand):  # each distinct card once (the hand is sorted)
        k = d >> 2
        nw, rq = n_wild, req
        if d >= FIRST_WILD:
            nw -= 1
        elif k == THREE_RANK:
            if counts[THREE_RANK] != BLACK_THREES_MAX:
                continue  # three black threes less one cannot be melded
        elif not ms[k]:
            if counts[k] == naturals:
                continue  # its partner would be left alone (no meld of one natural)
            if counts[k] == meld_min:
                rq += 1
        if rq > nw or nw > room or total and total - CARD_VALUE[d] < need_min:
            continue
        rest = hand[:]
        rest.remove(d)
        plan = meld_all(rest, ms, mw, need_min, missing, rules)
        if plan is not None:
            return plan, d
    if req > n_wild or n_wild > room:
        return None
    plan = meld_all(hand, ms, mw, need_min, missing, rules)
    return None if plan is None else (plan, None)


# --- the same search on card codes ------------------------------------------------------

def _compact(cards: Sequence[str], melds: dict[str, tuple[str, ...]],
             ) -> tuple[list[int], list[tuple[int, ...]], list[int]]:
    ints = sorted([CARD_INDEX[c] for c in cards])
    ms: list[tuple[int, ...]] = [()] * 12
    mw = [0] * 12
    for r, m in melds.items():
        k = RANK_INDEX[r]
        ms[k] = tuple(sorted([CARD_INDEX[c] for c in m]))
        mw[k] = sum(1 for c in ms[k] if c >= FIRST_WILD)
    return ints, ms, mw


def _groups(groups: list[IntGroup]) -> list[Group]:
    return [Group(tuple([ALL_CODES[c] for c in cs]), rank=None if p < 0 else RANKS[p])
            for p, cs in groups]


def meld_everything(
    rest: list[str],
    melds: dict[str, tuple[str, ...]],
    need_min: int = 0,
    rules: Profile = CLASSIC,
) -> list[Group] | None:
    """Groups that meld every card of `rest` legally and leave the side the canastas going out
    needs ([out.canasta]; [two.out]: two), or None (`meld_all` on card codes, under the
    table's `rules`).

    `need_min` > 0 means the side has not opened and these melds must reach that many points.
    """
    ints, ms, mw = _compact(rest, melds)
    missing = max(0, rules.canastas_to_go_out - rules.canastas(map(len, ms)))
    found = meld_all(ints, ms, mw, need_min, missing, rules)
    return None if found is None else _groups(found)


def going_out_plan(
    hand: tuple[str, ...],
    melds: dict[str, tuple[str, ...]],
    need_min: int = 0,
    rules: Profile = CLASSIC,
) -> tuple[list[Group], str | None] | None:
    """A way to go out this turn from this hand: (meld groups, final discard or None)
    (`plan_out` on card codes, under the table's `rules`)."""
    ints, ms, mw = _compact(hand, melds)
    found = plan_out(ints, ms, mw, need_min, rules)
    if found is None:
        return None
    return _groups(found[0]), None if found[1] is None else ALL_CODES[found[1]]


def can_go_out(hand: tuple[str, ...], melds: dict[str, tuple[str, ...]], need_min: int = 0,
               rules: Profile = CLASSIC) -> bool:
    """Can this hand go out this turn under the table's `rules` (`plan_out`)?"""
    return going_out_plan(hand, melds, need_min, rules) is not None


__all__ = ["can_go_out", "going_out_plan", "is_wild", "meld_all", "meld_everything", "plan_out"]
