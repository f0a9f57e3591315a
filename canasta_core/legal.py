"""The legal actions for the seat to act: a canonical, finite list of distinct actions.

Meld choices are summarised (one entry per useful group, an opening combination, a way to go
out) rather than every subset of the hand. Every entry is produced by `evaluate`, so each one
passes `check` by construction.
"""

from __future__ import annotations

from canasta_core.actions import Action, Group, format_action
from canasta_core.cards import BLACK_THREES, VALUES, sort_cards
from canasta_core.going_out import going_out_plan
from canasta_core.positions import Position, frozen_for, opening_minimum
from canasta_core.rulings import Evaluation, _ask_need_min, evaluate


def _wild(c: str) -> bool:
    return c == "JK" or c[0] == "2"


def _naturals_by_rank(cards: list[str] | tuple[str, ...]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for c in cards:
        if not _wild(c) and c not in BLACK_THREES:
            out.setdefault(c[0], []).append(c)
    return out


def _new_meld_groups(cards: list[str], exclude: set[str]) -> list[Group]:
    """Groups that could start new melds from these cards, most valuable first."""
    by_rank = _naturals_by_rank(cards)
    wilds = sorted((c for c in cards if _wild(c)), key=lambda c: VALUES[c])
    groups: list[Group] = []
    for r, nats in by_rank.items():
        if r in exclude:
            continue
        if len(nats) >= 3:
            groups.append(Group(tuple(nats)))
        elif len(nats) == 2 and wilds:
            groups.append(Group((*nats, wilds.pop(0))))
    groups.sort(key=lambda g: -sum(VALUES[c] for c in g.cards))
    return groups


def _sound(meld: tuple[str, ...]) -> bool:
    """An existing meld (or none) that stays legal when naturals are added to it."""
    wild = sum(1 for c in meld if _wild(c))
    return not meld or (wild <= 3 and len(meld) - wild >= 2 and meld[0][0] != "3")


def _opening_groups(cards: list[str], exclude: set[str], points: int, minimum: int) -> list[Group]:
    """Greedy: add candidate groups until the opening minimum is reached."""
    chosen: list[Group] = []
    for g in _new_meld_groups(cards, exclude):
        if points >= minimum:
            break
        chosen.append(g)
        points += sum(VALUES[c] for c in g.cards)
    return chosen


Found = dict[str, Evaluation | None]  # canonical text -> its evaluation (None: not kept)


def _try(pos: Position, a: Action, out: Found) -> None:
    text = format_action(a)
    if text in out:
        return
    ev = evaluate(pos, a)
    if not ev.violations:
        out[text] = ev


def legal_actions(pos: Position) -> list[str]:
    """Canonical action strings, each accepted by `check`, for the seat to act."""
    return list(legal_evaluations(pos))


def legal_evaluations(pos: Position) -> Found:
    """The legal actions with their evaluations, so a caller can apply one without re-checking.

    An entry's evaluation may be None where listing it needed no full evaluation (discards);
    `evaluate(pos, parse(text))` recomputes it.
    """
    if pos.phase == "over":
        return {}
    out: Found = {}
    if pos.phase == "draw":
        if pos.stock_size > 0:
            out["draw"] = None
        if pos.pile:
            _take_actions(pos, out)
        _try(pos, Action("pass"), out)
        return out
    # play phase
    if pos.this_turn.asked == "pending":
        return {"yes": None, "no": None}
    hand = pos.hand()
    side = pos.side
    melds = pos.melds[side]
    by_rank = _naturals_by_rank(hand)
    wild_codes = sorted({c for c in hand if _wild(c)}, key=lambda c: (VALUES[c], c))
    if melds:
        free = pos.this_turn.asked != "yes"  # no "yes" to honour: only the meld rules matter
        for r, nats in by_rank.items():
            group = Action("meld", (Group(tuple(nats)),))
            if r in melds or len(nats) >= 3:
                if free and len(hand) - len(nats) >= 2 and _sound(melds.get(r, ())):
                    # Naturals onto a sound meld, or three or more naturals as a new one, while
                    # keeping two cards: legal by [meld.rank]/[meld.shared]; skip the full check.
                    out.setdefault(format_action(group), None)
                else:
                    _try(pos, group, out)
            if r not in melds and len(nats) >= 2 and wild_codes:
                _try(pos, Action("meld", (Group((nats[0], nats[1], wild_codes[0])),)), out)
        for r in melds:
            if r == "3":
                continue
            m = melds[r]
            room = 3 - sum(1 for c in m if _wild(c))
            for w in wild_codes:
                a = Action("meld", (Group((w,), rank=r),))
                if free and len(hand) >= 3 and room >= 1 and _sound(m):
                    out.setdefault(format_action(a), None)  # [meld.wilds] leaves room for one
                elif room >= 1:
                    _try(pos, a, out)
    else:
        minimum = opening_minimum(pos.scores[side])
        groups = _opening_groups(list(hand), set(), 0, minimum)
        if groups:
            _try(pos, Action("meld", tuple(groups)), out)
        every = _new_meld_groups(list(hand), set())
        if every:
            _try(pos, Action("meld", tuple(every)), out)
    plan = going_out_plan(hand, melds, _ask_need_min(pos))
    if plan is not None:
        if plan[0]:
            _try(pos, Action("meld", tuple(plan[0])), out)
        _try(pos, Action("ask"), out)  # asking needs a way out, so only worth trying here
    distinct = sort_cards(list(dict.fromkeys(hand)))
    if len(hand) >= 2 and pos.this_turn.asked != "yes":
        # Keeping a card is always allowed when no "yes" obliges going out ([turn.discard]).
        for c in distinct:
            out[f"discard {c}"] = None
    else:
        for c in distinct:
            _try(pos, Action("discard", card=c), out)
    return out


def _take_actions(pos: Position, out: Found) -> None:
    top = pos.pile[-1]
    if _wild(top) or top in BLACK_THREES or top[0] == "3":
        return
    hand = list(pos.hand())
    rank = top[0]
    nats = [c for c in hand if not _wild(c) and c[0] == rank]
    wild_codes = sorted({c for c in hand if _wild(c)}, key=lambda c: (VALUES[c], c))
    firsts: list[tuple[str, ...]] = [()]
    if nats:
        firsts.append((nats[0],))
    if len(nats) >= 2:
        firsts.append((nats[0], nats[1]))
    if len(nats) >= 3:
        firsts.append(tuple(nats))
    if nats:
        for w in wild_codes:
            firsts.append((nats[0], w))
    side = pos.side
    opened = bool(pos.melds[side])
    if frozen_for(pos, side) is not None:
        if len(nats) < 2:
            return  # a frozen pile needs a natural pair of the top card's rank
        firsts = [g for g in firsts if len(g) >= 2 and not _wild(g[1])]
    elif not nats and rank not in pos.melds[side]:
        return  # nothing to meld the top card with
    minimum = opening_minimum(pos.scores[side])
    for g0 in firsts:
        a = Action("take", (Group(g0),) if g0 else ())
        _try(pos, a, out)
        if not opened and g0:
            rest = list(hand)
            for c in g0:
                rest.remove(c)
            points = VALUES[top] + sum(VALUES[c] for c in g0)
            extra = _opening_groups(rest, {rank}, points, minimum)
            if extra:
                _try(pos, Action("take", (Group(g0), *extra)), out)
