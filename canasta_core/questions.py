"""The questions a player asks of a hand, answered by the engine: can this seat take the pile
(and with which cards), open (with what minimum), go out (with which melds), and what rule
stops every take of the pile.

Why this is not read off the listing alone: `legal_actions` is a summary of the meld choices
(see "How the listing summarises meld choices" in docs/architecture.md: one entry per useful
group, wild cards offered only to pairs, one opening combination, one way to go out), so a
meld or take it does not name may still be legal, and "cannot" must never be read from it.
Each answer here is either a listed action (legal by construction) or a candidate ruled on by
the judge (`check`); `meld_choices` is the complete enumeration of natural groups with the wild
cards added that the opening and take searches walk. The table's parameters (meld size, natural
cards, wild-card limit, opening minimum) are the position's profile's.
"""

from __future__ import annotations

from itertools import combinations

from canasta_core.cards import CARD_INDEX, VALUES, is_wild
from canasta_core.legal import legal_actions
from canasta_core.positions import Position
from canasta_core.profiles import Profile
from canasta_core.rules import card_points, pile_takeable
from canasta_core.rulings import check
from canasta_core.verdicts import Ruling

#: The richest ranks `meld_choices` combines (2**6 - 1 choices of groups at most).
RANKS_COMBINED = 6


def _value(cards: list[str] | tuple[str, ...]) -> int:
    """[values] The points of these cards (`rules.card_points`, on codes)."""
    return card_points([CARD_INDEX[c] for c in cards])


def meld_choices(cards: list[str] | tuple[str, ...], rules: Profile) -> list[tuple[int, str]]:
    """(points, groups text) for every choice of natural groups among `cards` (as many
    naturals of a rank as a meld needs, `rules.naturals_min`, filled up to `rules.meld_min`
    with wild cards) with the wild cards left added, `rules.wild_limit` at most to a group;
    richest first. Threes are never grouped (black threes meld only when going out). The
    `RANKS_COMBINED` richest ranks are considered."""
    wilds = sorted((c for c in cards if is_wild(c)), key=lambda c: -VALUES[c])
    by_rank: dict[str, list[str]] = {}
    for c in cards:
        if not is_wild(c) and c[0] != "3":
            by_rank.setdefault(c[0], []).append(c)
    groups = sorted((g for g in by_rank.values() if len(g) >= rules.naturals_min),
                    key=lambda g: -_value(g))[:RANKS_COMBINED]
    out: list[tuple[int, str]] = []
    for mask in range(1, 1 << len(groups)):
        chosen = [list(g) for i, g in enumerate(groups) if mask >> i & 1]
        free = list(wilds)
        if sum(max(0, rules.meld_min - len(g)) for g in chosen) > len(free):
            continue
        for g in chosen:
            while len(g) < rules.meld_min:
                g.append(free.pop(0))
        for keep in range(len(free) + 1):  # add the best wild cards left, then fewer
            extra = list(free[:len(free) - keep])
            melds = [list(g) for g in chosen]
            for g in sorted(melds, key=len):
                while extra and sum(1 for c in g if is_wild(c)) < rules.wild_limit:
                    g.append(extra.pop(0))
            if extra:
                continue
            out.append((sum(_value(g) for g in melds), "; ".join(" ".join(g) for g in melds)))
    return sorted(out, key=lambda x: -x[0])


def _first_legal(pos: Position, actions: list[str]) -> str | None:
    for action in actions:
        try:
            if check(pos, action).legal:
                return action
        except ValueError:
            continue
    return None


def opening_minimum(pos: Position) -> int:
    """[open.minimum] The points the first meld of the seat's side must reach (the side's
    score's tier of the profile)."""
    return pos.rules.opening_minimum(pos.scores[pos.side])


def opening_meld(pos: Position) -> str | None:
    """A meld that opens for the seat in the play phase, accepted by the judge (`check`), or
    None when none reaches the minimum.

    The candidates are every choice of natural groups with the wild cards added
    (`meld_choices`), each ruled on by `check`: those reaching the minimum first, spending the
    fewest wild cards, then richest (the example a coach shows keeps the wild cards it can:
    6♣ 6♦ 2♣ 2♦ is 50, enough to open, where the richest choice spent the 2♥ too). When no
    candidate passes, the card values show no meld can reach the minimum (the bound counts
    every natural of a rank held as often as a meld needs and every wild card).
    """
    if pos.phase != "play" or pos.this_turn.asked is not None:
        return None
    hand = list(pos.hand(pos.turn))
    need = pos.rules.naturals_min
    pairs = [c for c in hand if not is_wild(c) and c[0] != "3"
             and sum(1 for d in hand if d[0] == c[0]) >= need]
    bound = _value(pairs) + _value([c for c in hand if is_wild(c)])
    minimum = opening_minimum(pos)
    if not pairs or bound < minimum:
        return None
    choices = sorted(meld_choices(hand, pos.rules), key=lambda c: (
        c[0] < minimum, sum(1 for card in c[1].split() if is_wild(card.rstrip(";"))), -c[0]))
    return _first_legal(pos, ["meld " + text for _, text in choices][:64])


def pile_take(pos: Position) -> str | None:
    """A way to take the pile that the judge accepts, or None when there is none.

    The listed takes come first; for a side that has not opened, the listing offers only some
    of the takes that open with more melds, so those are searched too: the top card with
    naturals or a natural and a wild card from the hand, plus each choice of melds from the
    rest of the hand (`meld_choices`), each ruled on by `check`.
    """
    if pos.phase != "draw" or not pos.pile:
        return None
    listed = [a for a in legal_actions(pos) if a.startswith("take")]
    if listed:
        return listed[0]
    if pos.melds[pos.side]:
        return None  # an opened side's takes are all listed (tests/app/test_coach_claims.py)
    top = pos.pile[-1]
    if not pile_takeable(CARD_INDEX[top]):  # a wild card or a three on top
        return None
    hand = list(pos.hand(pos.turn))
    naturals = [c for c in hand if c[0] == top[0] and not is_wild(c)]
    wilds = [c for c in hand if is_wild(c)]
    pairs = {tuple(naturals[:2])} if len(naturals) >= 2 else set()
    if len(naturals) > 2:
        pairs.add(tuple(naturals))
    pairs |= {(n, w) for n in naturals[:1] for w in dict.fromkeys(wilds)}
    # The take's own meld with wild cards added (a frozen pile's natural pair of queens with
    # the Q♦ is 30, with a 2 from the hand 50), one try per count and kind of wild cards; every
    # take is tried spending the fewest and cheapest wild cards first (a 2 before the joker).
    heads: list[list[str]] = []
    for pair in sorted(pairs):
        left = list(wilds)
        for c in pair:
            if c in left:
                left.remove(c)
        heads.append(list(pair))
        room = pos.rules.wild_limit - sum(1 for c in pair if is_wild(c))
        for k in range(1, min(room, len(left)) + 1):
            kinds: dict[tuple[int, ...], tuple[str, ...]] = {}
            for extra in combinations(sorted(left, key=lambda c: (VALUES[c], c)), k):
                kinds.setdefault(tuple(VALUES[c] for c in extra), extra)
            heads += [[*pair, *extra] for extra in kinds.values()]
    heads.sort(key=lambda g: (sum(1 for c in g if is_wild(c)),
                              sum(VALUES[c] for c in g if is_wild(c)), g))
    tries: list[str] = []
    for group in heads:
        rest = list(hand)
        for c in group:
            rest.remove(c)
        head = "take " + " ".join(group)
        tries += [head] + [f"{head}; {text}" for _, text in meld_choices(rest, pos.rules)][:32]
    return _first_legal(pos, tries)


def pile_block(pos: Position) -> str | None:
    """The rule that stops every take of the pile now (a rule slug), or None when the seat may
    take it (`pile_take` finds a way the judge accepts) or there is nothing to take.

    The rule is the judge's own ruling on the take closest to legal (the top card with a
    natural pair, a natural and a wild card, or alone): a blocked top card names its rule."""
    found = pile_block_ruling(pos)
    return None if found is None else found[0]


def pile_block_ruling(pos: Position) -> tuple[str, Ruling] | None:
    """(`pile_block`'s rule, the judge's ruling on the take closest to legal), or None when the
    pile may be taken or there is nothing to take."""
    if pos.phase != "draw" or not pos.pile or pos.this_turn.asked == "pending":
        return None
    if pile_take(pos) is not None:
        return None
    top = pos.pile[-1]
    hand = list(pos.hand(pos.turn))
    naturals = [c for c in hand if c[0] == top[0] and not is_wild(c)][:2]
    wilds = [c for c in hand if is_wild(c)][:1]
    pair = naturals if len(naturals) == 2 else (naturals + wilds)[:2]
    ruling = check(pos, " ".join(["take", *pair]))
    rules = [ruling.rule, *(v.rule for v in ruling.violations)]
    return next((r for r in rules if r), "pile.use-top"), ruling


def going_out_meld(pos: Position) -> str | None:
    """A meld with which the seat goes out now (its hand emptied but for at most the final
    discard), or None: the listing's going-out meld (found by `going_out.plan_out`, the
    engine's one search for a way out; a hand that goes out by its discard alone has none)."""
    if pos.phase != "play":
        return None
    n = len(pos.hand(pos.turn))
    for a in legal_actions(pos):
        if a.startswith("meld ") and n - sum(len(g.split()) for g in a[5:].split(";")) <= 1:
            return a
    return None


__all__ = ["RANKS_COMBINED", "going_out_meld", "meld_choices", "opening_meld", "opening_minimum",
           "pile_block", "pile_block_ruling", "pile_take"]
