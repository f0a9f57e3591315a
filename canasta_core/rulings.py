"""Rulings: is an action legal here, which rule decides it, and why.

`evaluate` is the one source of truth: it finds every violation (each with its slug and the
facts behind it) and, for a legal action, the effects that `play` applies. `check` wraps it
into a Ruling. Each slug's test lives in one place below, in the precedence order of
notation.md, so the most specific violation comes first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from canasta_core.actions import Action, parse
from canasta_core.cards import (
    BLACK_THREES,
    RED_THREES,
    VALUES,
    is_canasta,
    is_natural_meld,
    is_wild,
    sort_cards,
)
from canasta_core.errors import NotationError
from canasta_core.going_out import can_go_out
from canasta_core.positions import (
    NEXT_SEAT,
    FrozenWhy,
    Position,
    TurnState,
    frozen_card,
    frozen_for,
    load,
    opening_minimum,
)
from canasta_core.reasons import render
from canasta_core.verdicts import Ruling, Violation

#: notation.md's precedence: when several rules forbid an action, the first listed wins.
#: "out.permission" appears twice: a pending answer outranks almost everything.
PRECEDENCE: Final = (
    "turn.not-yours",
    "out.permission/pending",
    "stock.empty-draw",
    "stock.empty",
    "pile.empty",
    "pile.blocked",
    "card.not-held",
    "pile.one-card",
    "pile.frozen",
    "pile.use-top",
    "threes.black",
    "meld.no-wild-only",
    "meld.rank",
    "meld.wilds",
    "meld.naturals",
    "out.canasta",
    "out.permission",
    "open.minimum",
)
_RANKING: Final = {slug: i for i, slug in enumerate(PRECEDENCE)}


@dataclass(slots=True)
class Evaluation:
    """What `evaluate` found: violations, and for a legal action its effects."""

    action: Action
    violations: list[Violation] = field(default_factory=list)
    warnings: list[Violation] = field(default_factory=list)
    ok_code: str = ""
    ok_params: dict[str, str] = field(default_factory=dict)
    cites: list[str] = field(default_factory=list)
    # effects of a take or meld (side melds, hand and red threes afterwards, turn bookkeeping)
    melds_after: dict[str, tuple[str, ...]] | None = None
    hand_after: tuple[str, ...] | None = None
    red_threes_gained: tuple[str, ...] = ()
    turn_after: TurnState | None = None
    goes_out: bool = False
    concealed: bool = False
    # facts behind the events of a legal action (canasta_core.events)
    added: dict[str, list[str]] = field(default_factory=dict)  # rank -> cards put on that meld
    frozen_why: FrozenWhy | None = None  # a take: why the pile was frozen for the side
    opening: tuple[int, int, bool] | None = None  # (points, minimum, waived) when the side opens
    canastas_completed: tuple[str, ...] = ()  # ranks whose meld reaches seven cards
    canastas_mixed: tuple[str, ...] = ()  # natural canastas a wild card joins
    freezes: bool = False  # a discard that freezes the pile for everyone
    blocks: bool = False  # a discard that blocks the pile for the next player

    def add(self, rule: str, code: str, order_key: str | None = None, **params: str) -> None:
        order = _RANKING.get(order_key or rule, 99)
        self.violations.append(Violation(rule, code, params, order))


def _v_sorted(vs: list[Violation]) -> tuple[Violation, ...]:
    # Stable sort keeps discovery order among violations of the same slug.
    return tuple(sorted(vs, key=lambda v: v.order))


def _cards_text(cards: list[str] | tuple[str, ...]) -> str:
    return " ".join(cards)


def _remove(hand: tuple[str, ...], cards: list[str]) -> tuple[list[str], list[str]]:
    """Hand minus cards (as a multiset); returns (remaining, cards that were not there)."""
    rest = list(hand)
    missing: list[str] = []
    for c in cards:
        try:
            rest.remove(c)
        except ValueError:
            missing.append(c)
    return rest, missing


# --- the checks, one function per kind of action ------------------------------------------

def _check_phase(pos: Position, a: Action, ev: Evaluation) -> bool:
    """[turn.sequence] via turn.not-yours, and a pending answer ([out.permission])."""
    if pos.phase == "over":
        ev.add("turn.not-yours", "turn.over")
        return False
    if a.kind in ("draw", "take", "pass"):
        if pos.phase != "draw":
            ev.add("turn.not-yours", "turn.already-drew")
            return False
        return True
    if a.kind in ("yes", "no"):
        if pos.phase != "play" or pos.this_turn.asked != "pending":
            ev.add("turn.not-yours", "turn.no-question")
            return False
        return True
    # meld, discard, ask
    if pos.phase != "play":
        ev.add("turn.not-yours", "turn.need-draw", verb=a.kind)
        return False
    if pos.this_turn.asked == "pending":
        ev.add("out.permission", "permission.pending", order_key="out.permission/pending")
        return False
    return True


def _check_draw(pos: Position, ev: Evaluation) -> None:
    if pos.stock_size == 0:
        ev.add("stock.empty-draw", "stock.empty-draw")
        return
    ev.ok_code = "ok.draw"
    ev.cites = ["turn.sequence", "threes.red-draw"]


def _check_pass(pos: Position, ev: Evaluation) -> None:
    """[stock.empty] Passing ends the deal; allowed only with an empty stock and no forced take."""
    if pos.stock_size > 0:
        ev.add("stock.empty", "stock.not-empty")
        return
    if pos.pile:
        take = evaluate(pos, Action("take"))
        if not take.violations:
            top = pos.pile[-1]
            ev.add("stock.empty", "stock.must-take", top=top, rank=top[0])
            return
    ev.ok_code = "ok.pass"
    ev.cites = ["stock.empty"]


def _check_meldlike(pos: Position, a: Action, ev: Evaluation) -> None:
    """take and meld: the pile rules, then the meld rules, going out, and the opening."""
    side = pos.side
    hand = pos.hand()
    melds = pos.melds[side]
    tt = pos.this_turn
    is_take = a.kind == "take"
    top: str | None = None
    frozen_why = None

    if is_take:
        if not pos.pile:
            ev.add("pile.empty", "pile.empty")
            return
        top = pos.pile[-1]
        if is_wild(top):
            ev.add("pile.blocked", "pile.blocked-wild", top=top)
            return
        if top in BLACK_THREES:
            ev.add("pile.blocked", "pile.blocked-three", top=top)
            return

    named = a.hand_cards()
    rest, missing = _remove(hand, named)
    if missing:
        ev.add("card.not-held", "card.not-held", cards=_cards_text(missing))

    contrib: dict[str, list[str]] = {}
    black: list[str] = []
    groups = a.groups
    if is_take:
        assert top is not None
        if top in RED_THREES:
            ev.add("meld.rank", "pile.red-three-top")
            return
        rank = top[0]
        if len(hand) == 1 and len(pos.pile) == 1:
            ev.add("pile.one-card", "pile.one-card")
        g0 = groups[0].cards if groups else ()
        same = [c for c in g0 if not is_wild(c) and c[0] == rank]
        other = [c for c in g0 if not is_wild(c) and c[0] != rank]
        frozen_why = frozen_for(pos, side)
        if frozen_why is not None and len(same) < 2:
            ev.add("pile.frozen", "pile.frozen", why_code=frozen_why, rank=rank)
        if not g0:
            if rank not in melds:
                ev.add("pile.use-top", "pile.use-top-bare", top=top, rank=rank)
        elif other and not same:
            ev.add("pile.use-top", "pile.use-top-rank", top=top, rank=rank, other_rank=other[0][0])
        elif other:
            ev.add("meld.rank", "meld.mixed-ranks", cards=_cards_text([top, *g0]))
        contrib[rank] = [top] + [c for c in g0 if c not in other]
        groups = groups[1:]

    for g in groups:
        nats = [c for c in g.cards if not is_wild(c)]
        wilds = [c for c in g.cards if is_wild(c)]
        ranks = {c[0] for c in nats}
        if "3" in ranks or g.rank == "3":
            if wilds:
                ev.add("threes.black", "threes.black-wild")
            if len(ranks) > 1:
                ev.add("meld.rank", "meld.mixed-ranks", cards=_cards_text(g.cards))
            black.extend(c for c in nats if c in BLACK_THREES)
            continue
        if len(ranks) > 1:
            ev.add("meld.rank", "meld.mixed-ranks", cards=_cards_text(g.cards))
            continue
        if ranks:
            r = next(iter(ranks))
            if g.rank is not None and g.rank != r:
                ev.add("meld.rank", "meld.prefix-mismatch", prefix=g.rank,
                       cards=_cards_text(g.cards))
                continue
        else:
            if g.rank is None:
                ev.add("meld.no-wild-only", "meld.no-wild-only", cards=_cards_text(g.cards))
                continue
            r = g.rank
        contrib.setdefault(r, []).extend(g.cards)

    if black:
        black_total = len(black) + len(melds.get("3", ()))
        if black_total not in (3, 4):
            ev.add("threes.black", "threes.black-count")
        contrib.setdefault("3", []).extend(black)

    melds_after = dict(melds)
    mixed: list[str] = []
    for r, cards in contrib.items():
        existing = melds.get(r, ())
        merged = existing + tuple(cards)
        n_wild = sum(1 for c in merged if is_wild(c))
        n_nat = len(merged) - n_wild
        if not existing:
            if n_nat == 0:
                ev.add("meld.no-wild-only", "meld.no-wild-only-rank", rank=r)
                continue
            if len(merged) < 3:
                ev.add("meld.rank", "meld.too-small", rank=r, size=str(len(merged)))
        if n_wild > 3:
            ev.add("meld.wilds", "meld.wilds", rank=r, wilds=str(n_wild))
        if n_nat < 2:
            ev.add("meld.naturals", "meld.naturals", rank=r, naturals=str(n_nat))
        if is_canasta(existing) and is_natural_meld(existing) and n_wild:
            ev.warnings.append(Violation("meld.canasta", "meld.canasta-wild", {"rank": r}))
            mixed.append(r)
        melds_after[r] = sort_cards(list(merged))

    hand_after = rest
    gained: list[str] = []
    if is_take:
        for c in pos.pile[:-1]:
            (gained if c in RED_THREES else hand_after).append(c)
    n_after = len(hand_after)
    canasta_after = any(is_canasta(m) for m in melds_after.values())

    if black and n_after > 1:
        ev.add("threes.black", "threes.black-not-out")
    if n_after <= 1 and not canasta_after:
        ev.add("out.canasta", "out.canasta", left_n=str(max(0, n_after - 1)))
    if tt.asked == "no" and n_after <= 1:
        ev.add("out.permission", "out.told-no")
    elif tt.asked == "yes" and n_after >= 2 and not can_go_out(tuple(hand_after), melds_after):
        ev.add("out.permission", "out.told-yes-stuck")

    # Concealed bookkeeping: melds started this turn vs melds already on the table.
    concealed_ok = tt.concealed_ok
    new_melds = list(tt.new_melds)
    for r in contrib:
        if r in melds:
            if r not in tt.new_melds:
                concealed_ok = False
        elif r not in new_melds:
            new_melds.append(r)
    goes_out = n_after == 0
    made_canasta = any(is_canasta(melds_after.get(r, ())) for r in new_melds)

    opening = not melds
    waived = False
    if opening:
        points = sum(VALUES[c] for cards in contrib.values() for c in cards)
        minimum = opening_minimum(pos.scores[side])
        ev.ok_params = {"points": str(points), "minimum": str(minimum)}
        if points < minimum:
            # [out.concealed] going out concealed after drawing needs no minimum.
            exempt = (not is_take and not tt.took_pile and concealed_ok and n_after <= 1
                      and made_canasta)
            waived = exempt
            if not exempt:
                ev.add("open.minimum", "open.minimum", minimum=str(minimum), points=str(points),
                       score=str(pos.scores[side]))
        ev.opening = (points, minimum, waived)

    ev.melds_after = melds_after
    ev.added = contrib
    ev.frozen_why = frozen_why
    ev.canastas_mixed = tuple(mixed)
    ev.canastas_completed = tuple(
        r for r in contrib if is_canasta(melds_after.get(r, ())) and not is_canasta(melds.get(r, ()))
    )
    ev.hand_after = sort_cards(hand_after)
    ev.red_threes_gained = tuple(gained)
    ev.goes_out = goes_out
    ev.concealed = goes_out and concealed_ok and made_canasta
    ev.turn_after = TurnState(
        took_pile=tt.took_pile or is_take,
        melded=tt.melded or (not is_take) or len(a.groups) > 1,
        asked=tt.asked,
        concealed_ok=concealed_ok,
        new_melds=tuple(new_melds),
    )
    # Reason for a legal move.
    if goes_out:
        ev.ok_code = "ok.out-concealed" if ev.concealed else "ok.out"
        ev.cites = ["out.canasta", "out.concealed"] if ev.concealed else ["out.canasta"]
    elif is_take:
        assert top is not None
        if frozen_why is not None:
            ev.ok_code = "ok.take-frozen"
            ev.ok_params.update(top=top, rank=top[0], why_code=frozen_why)
            ev.cites = ["pile.frozen"]
        else:
            ev.ok_code = "ok.take"
            ev.ok_params.update(top=top, rank=top[0])
            ev.cites = ["pile.use-top"]
        if opening:
            ev.cites.append("open.pile-top")
    elif waived:
        ev.ok_code = "ok.open-concealed"
        ev.cites = ["out.concealed", "open.minimum"]
    elif opening:
        ev.ok_code = "ok.open"
        ev.cites = ["open.minimum"]
    else:
        ev.ok_code = "ok.meld"
        ev.ok_params["what_n"] = str(len(contrib))
        ev.cites = ["meld.shared"] if any(r in melds for r in contrib) else ["meld.rank"]
    if ev.canastas_completed:
        ev.cites.append("meld.canasta")


def _check_discard(pos: Position, a: Action, ev: Evaluation) -> None:
    hand = pos.hand()
    assert a.card is not None
    if a.card not in hand:
        ev.add("card.not-held", "card.not-held", cards=a.card)
        return
    left = len(hand) - 1
    side = pos.side
    asked = pos.this_turn.asked
    if left == 0:
        if not any(is_canasta(m) for m in pos.melds[side].values()):
            ev.add("out.canasta", "out.canasta-discard")
        if asked == "no":
            ev.add("out.permission", "out.told-no")
        tt = pos.this_turn
        ev.goes_out = True
        ev.concealed = tt.concealed_ok and any(
            is_canasta(pos.melds[side].get(r, ())) for r in tt.new_melds
        )
        ev.ok_code = "ok.out-concealed" if ev.concealed else "ok.out"
        ev.cites = ["out.canasta", "turn.discard"]
        return
    if asked == "yes":
        ev.add("out.permission", "out.told-yes")
        return
    ev.ok_code = "ok.discard"
    ev.ok_params = {"card": a.card, "next": NEXT_SEAT[pos.turn]}
    ev.cites = ["turn.discard"]
    top = a.card
    ev.blocks = is_wild(top) or top in BLACK_THREES
    ev.freezes = is_wild(top) and frozen_card(pos) is None
    if ev.blocks:
        ev.cites.append("pile.blocked")
    if is_wild(top):
        ev.cites.append("pile.frozen")


def _ask_need_min(pos: Position) -> int:
    """The minimum a going-out meld must reach for a side that has not opened (0: none)."""
    side = pos.side
    if pos.melds[side]:
        return 0
    tt = pos.this_turn
    if not tt.took_pile and tt.concealed_ok:
        return 0  # [out.concealed] after drawing, going out concealed needs no minimum
    return opening_minimum(pos.scores[side])


def _check_ask(pos: Position, ev: Evaluation) -> None:
    tt = pos.this_turn
    hand = pos.hand()
    if tt.asked is not None:
        ev.add("out.permission", "ask.twice")
    elif tt.melded:
        ev.add("out.permission", "ask.after-meld")
    elif len(hand) < 2:
        ev.add("out.permission", "ask.few-cards")
    elif not can_go_out(hand, pos.melds[pos.side], _ask_need_min(pos)):
        ev.add("out.permission", "ask.cannot-go-out")
    else:
        ev.ok_code = "ok.ask"
        ev.cites = ["out.permission"]


def evaluate(pos: Position, a: Action) -> Evaluation:
    """Every violation of `a` in `pos`, most specific first, or the effects of a legal `a`."""
    ev = Evaluation(a)
    if not _check_phase(pos, a, ev):
        return ev
    k = a.kind
    if k == "draw":
        _check_draw(pos, ev)
    elif k in ("take", "meld"):
        _check_meldlike(pos, a, ev)
    elif k == "discard":
        _check_discard(pos, a, ev)
    elif k == "ask":
        _check_ask(pos, ev)
    elif k in ("yes", "no"):
        ev.ok_code = "ok." + k
        ev.cites = ["out.permission"]
    elif k == "pass":
        _check_pass(pos, ev)
    ev.violations = list(_v_sorted(ev.violations))
    return ev


def ruling_from(ev: Evaluation) -> Ruling:
    text = str(ev.action)
    if ev.violations:
        first = ev.violations[0]
        return Ruling(
            legal=False,
            rule=first.rule,
            reason=first.reason,
            violations=tuple(ev.violations),
            warnings=tuple(ev.warnings),
            code=first.code,
            params=first.params,
            action=text,
        )
    return Ruling(
        legal=True,
        rule=None,
        reason=render(ev.ok_code, ev.ok_params, "en"),
        warnings=tuple(ev.warnings),
        cites=tuple(dict.fromkeys(ev.cites)),
        code=ev.ok_code,
        params=ev.ok_params,
        action=text,
    )


def check(position: Position | str | dict[str, Any], action: str | Action) -> Ruling:
    """Rule on an action: legal or not, the deciding slug, a reason, and every violation.

    Raises NotationError for unusable input (an invalid position, an unknown card, bad grammar).
    """
    pos = load(position)
    a = parse(action)
    return ruling_from(evaluate(pos, a))


def is_legal(position: Position, action: str | Action) -> bool:
    try:
        return not evaluate(position, parse(action)).violations
    except NotationError:
        return False


__all__ = ["PRECEDENCE", "Evaluation", "Ruling", "Violation", "check", "evaluate", "is_legal",
           "ruling_from"]
