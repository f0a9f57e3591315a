"""The former judge (`canasta_core/rulings.py` before e256ece), kept as the tests' oracle.

Issue 40 replaced it by the engine state's `verify` (one walk of the rules on card ints,
canasta_core/can.py and verify.py). This copy, on the notation's `Position` and card codes,
written rule by rule, stays here so that `tests/engine/test_verify_oracle.py` keeps checking
the property the replacement was proven by: `verify` finds exactly what the former judge found
(violations, reasons and parameters, cites, warnings, effects, the events' facts). Only its
`evaluate` is used; nothing in canasta_core imports it. It is kept as it was. It reads the
rule primitives of canasta_core.rules (going_out_minimum and about twenty more) as `verify`
does, so it checks the walk, the order of the faults and the wording of the ruling, not the
primitives themselves (their own tests do).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from canasta_core.actions import Action, Group, parse
from canasta_core.cards import (
    BLACK_THREES,
    CARD_INDEX,
    RANK_INDEX,
    RANKS,
    RED_THREES,
    THREE_RANK,
    count_wilds,
    is_natural_meld,
    is_wild,
    sort_cards,
)
from canasta_core.errors import NotationError
from canasta_core.evaluation import PRECEDENCE, Evaluation, _cards_text, _order, ruling_from
from canasta_core.going_out import can_go_out
from canasta_core.positions import (
    FrozenWhy,
    Position,
    Side,
    TurnState,
    frozen_card,
    frozen_for,
    load,
)
from canasta_core.profiles import CLASSIC, PROFILES, Profile
from canasta_core.rules import (
    answer_discard_fault,
    answer_meld_fault,
    ask_fault,
    black_three_faults,
    card_points,
    cards_not_held,
    concealed_after,
    empty_draw_fault,
    freezes,
    frozen_take_fault,
    group_rank,
    lacks_canastas,
    meld_faults,
    one_card_pile_fault,
    opening_waived,
    pass_fault,
    pile_top_fault,
    red_three_on_top,
    top_group_fault,
    turn_fault,
    went_out_concealed,
)
from canasta_core.rules import going_out_minimum as _going_out_minimum
from canasta_core.verdicts import Ruling, Violation

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Any, Final

# --- the checks, one function per kind of action ------------------------------------------

def _check_phase(pos: Position, a: Action, ev: Evaluation, code: str) -> None:
    """[turn.not-yours] (the order of [turn.sequence]), and a pending answer ([out.permission]):
    records the fault `rules.turn_fault` found (`evaluate` asks it: most actions pass)."""
    if code == "turn.over":
        # How the deal ended (notation.md `ended`, resolved by `Position.ending`), and the rule
        # that ended it cited beside the refusal.
        ending = pos.ending
        two = PROFILES[pos.profile].draw_count > 1
        if pos.went_out is not None:
            code = "turn.over-out"
            ev.cites = ["two.out" if pos.profile == "two-hand" else "out.canasta"]
        elif ending == "last-red-three":
            code = "turn.over-red-three"
            ev.cites = ["two.stock-end", "stock.last-red-three"] if two else [
                "stock.last-red-three"]
        elif pos.stock_size == 0:
            code = "turn.over-stock"
            ev.cites = ["stock.empty"]
        ev.add("turn.not-yours", code)
    elif code == "permission.pending" and pos.profile == "six-hand":  # [six.ask] two partners
        ev.add("out.permission", "permission.pending-from", order_key="out.permission/pending",
               partner=pos.rules.answers_ask[pos.turn])
    elif code == "permission.pending":
        ev.add("out.permission", code, order_key="out.permission/pending")
    elif code == "turn.need-draw":
        ev.add("turn.not-yours", code, verb=a.kind)
    else:
        ev.add("turn.not-yours", code)


def _check_draw(pos: Position, ev: Evaluation) -> None:
    """[stock.empty-draw] A draw needs a card in the stock ([two.draw]: it brings the
    profile's cards per draw; [two.stock-end] near the end, what is left); a draw that meets
    only red threes ends the deal ([stock.last-red-three])."""
    if empty_draw_fault(pos.stock_size):
        ev.add("stock.empty-draw", "stock.empty-draw")
        return
    count = PROFILES[pos.profile].draw_count  # pos.rules, unwrapped: a draw is the commonest check
    got, reds = _draw_outcome(pos, count)
    if got == 0:  # [stock.last-red-three] [two.stock-end]: nothing comes to the hand
        ev.ok_code = "ok.draw-ends" if reds == 1 else "ok.draw-ends-n"
        ev.ok_params = {"n": str(reds)}
        ev.cites = ["two.stock-end", "stock.last-red-three"] if count > 1 else [
            "stock.last-red-three"]
        return
    if count == 1:
        ev.ok_code = "ok.draw"
        ev.cites = ["turn.sequence"]
    elif got is not None and got < count:  # [two.stock-end] what is left is a complete draw
        ev.ok_code = "ok.draw-last"
        ev.cites = ["two.stock-end", "two.draw"]
    else:  # [two.draw] [three.draw]
        ev.ok_code = "ok.draw-n"
        ev.ok_params = {"n": str(count)}
        ev.cites = ["two.draw"]
    if reds:  # cited only when it applies: a see-also is what happened
        ev.cites.append("threes.red-draw")


def _draw_outcome(pos: Position, count: int) -> tuple[int | None, int]:
    """What the draw brings (`deal.draw_from_stock`): the cards that come to the hand (None
    when the stock is only counted: unknown) and the red threes met on the way."""
    if isinstance(pos.stock, int):
        return (None if pos.stock < count else count), 0
    got = reds = 0
    for c in pos.stock:  # top first
        if c in RED_THREES:
            reds += 1
            continue
        got += 1
        if got >= count:
            break
    return got, reds


def _check_pass(pos: Position, ev: Evaluation) -> None:
    """[stock.empty] Passing ends the deal; allowed only with an empty stock and no forced take
    (`rules.pass_fault`)."""
    code = pass_fault(pos.stock_size,
                      lambda: bool(pos.pile) and not evaluate(pos, Action("take")).violations)
    if code == "stock.not-empty":
        ev.add("stock.empty", code)
        return
    if code is not None:
        top = pos.pile[-1]
        ev.add("stock.empty", code, top=top, rank=top[0])
        return
    ev.cites = ["stock.empty"]
    # Whether a take was possible is move generation's question (play.py's Passed event tells
    # it); the ruling's sentence says only what is certain: no take, and the deal ends.
    ev.ok_code = "ok.pass" if pos.pile else "ok.pass-empty"


@dataclass(slots=True, init=False)
class _Meldlike:
    """A take or meld while its rules are checked: what each rule group reads and adds to."""

    side: Side
    hand: tuple[str, ...]
    melds: dict[str, tuple[str, ...]]  # the side's melds before the action
    tt: TurnState
    is_take: bool
    rules: Profile = CLASSIC  # the position's profile
    top: str | None = None  # a take: the pile's top card
    frozen_why: FrozenWhy | None = None  # a take: why the pile is frozen for the side
    rest: list[str] = field(default_factory=list)  # the hand without the named cards
    contrib: dict[str, list[str]] = field(default_factory=dict)  # rank -> cards put on it
    black: list[str] = field(default_factory=list)  # black threes melded
    melds_after: dict[str, tuple[str, ...]] = field(default_factory=dict)
    mixed: list[str] = field(default_factory=list)  # natural canastas a wild card joins
    hand_after: list[str] = field(default_factory=list)
    gained: list[str] = field(default_factory=list)  # red threes from the pile
    pile_below: int = 0  # a take: the cards under the top card
    partners_melds: bool = False  # the side's melds were all laid down by the partner

    def __init__(self, side: Side, hand: tuple[str, ...], melds: dict[str, tuple[str, ...]],
                 tt: TurnState, is_take: bool, rules: Profile = CLASSIC) -> None:
        # Written out, as Evaluation's: every take and meld `check` rules on builds one.
        self.side = side
        self.hand = hand
        self.melds = melds
        self.tt = tt
        self.is_take = is_take
        self.rules = rules
        self.top = None
        self.frozen_why = None
        self.rest = []
        self.contrib = {}
        self.black = []
        self.melds_after = {}
        self.mixed = []
        self.hand_after = []
        self.gained = []
        self.pile_below = 0
        self.partners_melds = False


def _check_meldlike(pos: Position, a: Action, ev: Evaluation) -> None:
    """take and meld: [card.not-held] here, then each rule group below in turn, then the
    effects `play` applies."""
    side = pos.side
    w = _Meldlike(side, pos.hand(), pos.melds[side], pos.this_turn, a.kind == "take", pos.rules)
    w.partners_melds = bool(w.melds) and pos.turn not in pos.melded
    if w.is_take and not _check_pile_top(pos, ev, w):
        return
    w.rest, missing = cards_not_held(w.hand, a.hand_cards())
    if missing:
        ev.add("card.not-held", "card.not-held", cards=_cards_text(missing))
    groups = a.groups
    if w.is_take:
        if not _check_pile_take(pos, a, ev, w):
            return
        groups = groups[1:]
    _check_groups(groups, ev, w)
    _check_melds_after(ev, w)
    w.hand_after = w.rest
    if w.is_take:
        w.pile_below = len(pos.pile) - 1
        for c in pos.pile[:-1]:
            (w.gained if c in RED_THREES else w.hand_after).append(c)
    _check_threes(ev, w)
    _check_going_out(ev, w)
    concealed_ok, new_melds = _concealed_bookkeeping(w)
    goes_out = not w.hand_after
    # [out.concealed] decided once: still concealed, with a canasta of the seat's own
    concealed = went_out_concealed(w.rules, concealed_ok,
                                   [len(w.melds_after.get(r, ())) for r in new_melds])
    waived = _check_opening(pos, a, ev, w, concealed_ok, concealed)

    ev.melds_after = w.melds_after
    ev.added = w.contrib
    ev.frozen_why = w.frozen_why
    ev.canastas_mixed = tuple(w.mixed)
    completes = w.rules.completes_canasta
    ev.canastas_completed = tuple(
        r for r in w.contrib
        if completes(len(w.melds.get(r, ())), len(w.melds_after.get(r, ())))
    )
    ev.hand_after = sort_cards(w.hand_after)
    ev.red_threes_gained = tuple(w.gained)
    ev.goes_out = goes_out
    ev.concealed = goes_out and concealed
    ev.turn_after = TurnState(
        took_pile=w.tt.took_pile or w.is_take,
        melded=w.tt.melded or (not w.is_take) or len(a.groups) > 1,
        asked=w.tt.asked,
        concealed_ok=concealed_ok,
        new_melds=new_melds,
    )
    _meldlike_reason(ev, w, waived)


def _check_pile_top(pos: Position, ev: Evaluation, w: _Meldlike) -> bool:
    """[pile.empty] [pile.blocked] Whether there is a pile whose top card may be taken at all
    (`rules.pile_top_fault`)."""
    code = pile_top_fault(CARD_INDEX[pos.pile[-1]] if pos.pile else None)
    if code == "pile.empty":
        ev.add("pile.empty", code)
        return False
    if code is not None:
        ev.add("pile.blocked", code, top=pos.pile[-1])
        return False
    w.top = pos.pile[-1]
    return True


def _check_pile_take(pos: Position, a: Action, ev: Evaluation, w: _Meldlike) -> bool:
    """[pile.one-card] [pile.frozen] [pile.use-top] The top card's meld (the take's first group).

    A red three on top (only in a position written by hand) cannot be melded ([meld.rank]).
    Puts the top card and its group into `w.contrib`; False when nothing more can be judged.
    """
    top = w.top
    assert top is not None
    if red_three_on_top(CARD_INDEX[top]):
        ev.add("meld.rank", "pile.red-three-top")
        return False
    rank = top[0]
    if one_card_pile_fault(len(w.hand), len(pos.pile)):
        ev.add("pile.one-card", "pile.one-card")
    g0 = a.groups[0].cards if a.groups else ()
    same = [c for c in g0 if not is_wild(c) and c[0] == rank]
    other = [c for c in g0 if not is_wild(c) and c[0] != rank]
    w.frozen_why = frozen_for(pos, w.side)
    if w.frozen_why is not None and frozen_take_fault(True, len(same)):
        ev.add("pile.frozen", "pile.frozen", why_code=w.frozen_why, rank=rank)
    code = top_group_fault(rank in w.melds, len(g0), len(same), len(other))
    if code == "pile.use-top-bare":
        ev.add("pile.use-top", code, top=top, rank=rank)
    elif code == "pile.use-top-rank":
        ev.add("pile.use-top", code, top=top, rank=rank, other_rank=other[0][0])
    elif code is not None:
        ev.add("meld.rank", code, cards=_cards_text([top, *g0]))
    w.contrib[rank] = [top] + [c for c in g0 if c not in other]
    return True


def _check_groups(groups: tuple[Group, ...], ev: Evaluation, w: _Meldlike) -> None:
    """[meld.rank] [meld.no-wild-only] [threes.black] Each group laid down names one rank
    (`rules.group_rank`); collects the cards per rank into `w.contrib`, black threes apart in
    `w.black` (their count is judged once the cards left are known, `_check_threes`)."""
    for g in groups:
        r, faults = group_rank(-1 if g.rank is None else RANK_INDEX[g.rank],
                               [CARD_INDEX[c] for c in g.cards])
        for code in faults:
            if code == "threes.black-wild":
                ev.add("threes.black", code)
            elif code == "meld.prefix-mismatch":
                ev.add("meld.rank", code, prefix=str(g.rank), cards=_cards_text(g.cards))
            else:
                ev.add(_GROUP_FAULT_SLUGS[code], code, cards=_cards_text(g.cards))
        if r == THREE_RANK:
            w.black.extend(c for c in g.cards if c in BLACK_THREES)
        elif not faults:
            w.contrib.setdefault(RANKS[r], []).extend(g.cards)


#: A fault of `rules.group_rank` -> the slug it breaks.
_GROUP_FAULT_SLUGS: Final = {"meld.mixed-ranks": "meld.rank",
                             "meld.no-wild-only": "meld.no-wild-only"}


#: A fault of `rules.meld_faults` -> the reason code that explains it and the count it names.
_MELD_FAULT_CODES: Final = {"meld.rank": ("meld.too-small", "size"),
                            "meld.wilds": ("meld.wilds", "wilds"),
                            "meld.naturals": ("meld.naturals", "naturals")}


def _check_melds_after(ev: Evaluation, w: _Meldlike) -> None:
    """[meld.rank] [meld.no-wild-only] [meld.wilds] [meld.naturals] [meld.canasta] Each meld the
    action makes or extends, as it will lie on the table; fills `w.melds_after`."""
    if w.black:
        w.contrib.setdefault("3", []).extend(w.black)
    w.melds_after = dict(w.melds)
    for r, cards in w.contrib.items():
        existing = w.melds.get(r, ())
        merged = existing + tuple(cards)
        n_wild = count_wilds(merged)
        faults = meld_faults(w.rules, len(existing), len(merged), n_wild)
        if "meld.no-wild-only" in faults:
            ev.add("meld.no-wild-only", "meld.no-wild-only-rank", rank=r)
            continue
        counts = {"size": len(merged), "wilds": n_wild, "naturals": len(merged) - n_wild}
        for slug in faults:
            code, count = _MELD_FAULT_CODES[slug]
            ev.add(slug, code, rank=r, **{count: str(counts[count])})
        if w.rules.is_canasta(len(existing)) and is_natural_meld(existing) and n_wild:
            ev.warnings.append(Violation("meld.canasta", "meld.canasta-wild", {"rank": r}))
            w.mixed.append(r)
        w.melds_after[r] = sort_cards(list(merged))


def _check_threes(ev: Evaluation, w: _Meldlike) -> None:
    """[threes.black] Three or four black threes, melded only in the action that goes out."""
    if not w.black:
        return
    # Not going out decides first: "only as three or four" would suggest three would do now.
    for code in black_three_faults(len(w.black) + len(w.melds.get("3", ())), len(w.hand_after)):
        ev.add("threes.black", code)


def _check_going_out(ev: Evaluation, w: _Meldlike) -> None:
    """[out.canasta] [out.permission] Emptying the hand needs a canasta ([two.out]: the
    profile's number of them); a partner's answer binds."""
    n_after = len(w.hand_after)
    need = w.rules.canastas_to_go_out
    have = w.rules.canastas(map(len, w.melds_after.values()))
    if lacks_canastas(w.rules, n_after, have):
        if need == 1:
            ev.add("out.canasta", "out.canasta", left_n=str(max(0, n_after - 1)),
                   hand_after=str(n_after))
        else:  # [two.out] the profile's own slug, ranked where out.canasta is
            ev.add("two.out", "out.canastas", order_key="out.canasta",
                   left_n=str(max(0, n_after - 1)), hand_after=str(n_after),
                   profile=w.rules.name, need=str(need), have=str(have))
    # melding down to one card means going out with the discard: the reason says so
    code = answer_meld_fault(w.tt.asked, n_after, lambda: can_go_out(
        tuple(w.hand_after), w.melds_after, 0, w.rules))
    if code is not None:
        ev.add("out.permission", code)


def _concealed_bookkeeping(w: _Meldlike) -> tuple[bool, tuple[str, ...]]:
    """[out.concealed] Melds started this turn vs melds already on the table: (still concealed?,
    the ranks this seat started this turn), `rules.concealed_after`."""
    return concealed_after(w.tt.concealed_ok, w.tt.new_melds, w.melds, w.contrib)


def _check_opening(pos: Position, a: Action, ev: Evaluation, w: _Meldlike, concealed_ok: bool,
                   made_canasta: bool) -> bool:
    """[open.minimum] [open.pile-top] [out.concealed] A side's first melds reach its minimum (the
    top card of a taken pile counts), unless the seat drew and goes out concealed. Returns
    whether that waiver applied."""
    if w.melds:
        return False
    points = card_points([CARD_INDEX[c] for cards in w.contrib.values() for c in cards])
    minimum = w.rules.opening_minimum(pos.scores[w.side])
    ev.ok_params = {"points": str(points), "minimum": str(minimum)}
    waived = False
    if points < minimum:
        waived = opening_waived(w.is_take, w.tt.took_pile, concealed_ok, len(w.hand_after),
                                made_canasta)
        # the count the player sees is every card the action puts down (a card another rule
        # keeps out of the meld, e.g. a nine with an eight on top, still counts in the sentence);
        # when those cards would reach the minimum, the other rule is the whole story
        shown = max(points, _named_points(pos, a, w)) if ev.violations else points
        if not waived and shown < minimum:
            ev.add("open.minimum", "open.minimum", minimum=str(minimum), points=str(shown),
                   score=str(pos.scores[w.side]))
    ev.opening = (points, minimum, waived)
    return waived


def _named_points(pos: Position, a: Action, w: _Meldlike) -> int:
    """The value of every card the action names (and a take's top card)."""
    named = [*([pos.pile[-1]] if w.is_take and pos.pile else []), *a.hand_cards()]
    return card_points([CARD_INDEX[c] for c in named if c in CARD_INDEX])


def _out_rule(ev: Evaluation, rules: Profile) -> str:
    """The rule that lets this table go out ([out.canasta]; [two.out]: two canastas), and a
    concealed going out's sentence saying how many canastas it has (`-n`: more than one)."""
    need = rules.canastas_to_go_out
    if need > 1:
        if ev.ok_code in ("ok.out-concealed", "ok.open-concealed"):
            ev.ok_code += "-n"
            ev.ok_params["n"] = str(need)
        return "two.out"
    return "out.canasta"


def _meldlike_reason(ev: Evaluation, w: _Meldlike, waived: bool) -> None:
    """The reason and cited slugs of a legal take or meld."""
    opening = not w.melds
    if ev.goes_out:
        ev.ok_code = "ok.out-concealed" if ev.concealed else "ok.out"
        out_rule = _out_rule(ev, w.rules)
        ev.cites = [out_rule, "out.concealed"] if ev.concealed else [out_rule]
    elif w.is_take:
        top = w.top
        assert top is not None
        if w.frozen_why is not None:
            ev.ok_code = "ok.take-frozen"
            ev.ok_params.update(top=top, rank=top[0], why_code=w.frozen_why)
            ev.cites = ["pile.frozen"]
        else:
            # the top card either joins the side's meld of its rank or starts one; a one-card
            # pile has no "rest" to go into the hand
            ev.ok_code = "ok.take" if top[0] in w.melds else "ok.take-new"
            if w.pile_below == 0:
                ev.ok_code += "-one"
            ev.ok_params.update(top=top, rank=top[0])
            ev.cites = ["pile.use-top"]
        if opening:
            ev.cites.append("open.pile-top")
    elif waived:
        ev.ok_code = "ok.open-concealed"
        _out_rule(ev, w.rules)
        ev.cites = ["out.concealed", "open.minimum"]
    elif opening:
        ev.ok_code = "ok.open"
        ev.cites = ["open.minimum"]
    else:
        ev.ok_code = "ok.meld"
        ev.ok_params["what_n"] = str(len(w.contrib))
        # every group named: "add:7:7H 7S;new:3:3C 3S 3C" (reasons.MELD_PARTS says them)
        ev.ok_params["groups"] = ";".join(
            f"{'add' if r in w.melds else 'new'}:{r}:{_cards_text(cs)}" for r, cs in w.contrib.items())
        if len(w.contrib) == 1:  # one meld: say which, and whether it is new or added to
            rank, cards = next(iter(w.contrib.items()))
            ev.ok_code = "ok.meld-add" if rank in w.melds else "ok.meld-new"
            ev.ok_params.update(rank=rank, cards=_cards_text(cards))
        # [meld.shared] only when the meld added to is certainly the partner's (this seat has
        # not melded); adding wild cards is limited by [meld.wilds]; else the rank decides.
        extends = any(r in w.melds for r in w.contrib)
        added_wild = any(is_wild(c) for r in w.contrib if r in w.melds for c in w.contrib[r])
        ev.cites = ["meld.shared"] if extends and w.partners_melds else []
        ev.cites.append("meld.wilds" if added_wild else "meld.rank")
    if ev.canastas_completed:
        ev.cites.append("meld.canasta")
    if w.black:  # [threes.black] allowed only in the action that goes out: the reason says so
        ev.cites.insert(0, "threes.black")
        if ev.ok_code == "ok.meld":  # other melds too: said, then why the threes may go down
            ev.ok_code = "ok.meld-with-threes"
        elif not ev.goes_out:
            ev.ok_code = "ok.meld-threes"
            ev.ok_params["n"] = str(len(w.black))


def _check_discard(pos: Position, a: Action, ev: Evaluation) -> None:
    """[turn.discard] [card.not-held] [out.canasta] [two.out] [out.permission] A discard ends the
    turn; the last card goes out. Records whether it blocks ([pile.blocked]) or freezes ([pile.frozen])."""
    hand = pos.hand()
    assert a.card is not None
    if cards_not_held(hand, (a.card,))[1]:
        ev.add("card.not-held", "card.not-held", cards=a.card)
        return
    left = len(hand) - 1
    asked = pos.this_turn.asked
    if left == 0:
        side = pos.side
        need = pos.rules.canastas_to_go_out
        have = pos.rules.canastas(map(len, pos.melds[side].values()))
        if lacks_canastas(pos.rules, left, have):
            if need == 1:
                ev.add("out.canasta", "out.canasta-discard")
            else:  # [two.out]
                ev.add("two.out", "out.canastas-discard", order_key="out.canasta",
                       profile=pos.rules.name, need=str(need), have=str(have))
        code = answer_discard_fault(asked, left)
        if code is not None:
            ev.add("out.permission", code)
        tt = pos.this_turn
        ev.goes_out = True
        ev.concealed = went_out_concealed(
            pos.rules, tt.concealed_ok, [len(pos.melds[side].get(r, ())) for r in tt.new_melds])
        ev.ok_code = "ok.out-concealed" if ev.concealed else "ok.out"
        ev.cites = [_out_rule(ev, pos.rules), "turn.discard"]
        return
    code = answer_discard_fault(asked, left)
    if code is not None:
        ev.add("out.permission", code)
        return
    ev.ok_code = "ok.discard"
    ev.ok_params = {"card": a.card, "next": PROFILES[pos.profile].next_seat[pos.turn]}
    ev.cites = ["turn.discard"]
    top = a.card
    wild = is_wild(top)
    ev.blocks = pile_top_fault(CARD_INDEX[top]) is not None  # [pile.blocked] for the next
    ev.freezes = freezes(CARD_INDEX[top]) and frozen_card(pos) is None
    if ev.blocks:
        ev.cites.append("pile.blocked")
    if wild:
        ev.cites.append("pile.frozen")


def going_out_minimum(pos: Position) -> int:
    """[open.minimum] [out.concealed] The points the melds that go out this turn must reach:
    the opening minimum for a side that has not opened, 0 when it has opened or when the seat
    drew and could still go out concealed."""
    side = pos.side
    tt = pos.this_turn
    return _going_out_minimum(pos.rules, bool(pos.melds[side]), tt.took_pile, tt.concealed_ok,
                              pos.scores[side])


def _check_ask(pos: Position, ev: Evaluation) -> None:
    """[out.permission] Asking: once, before further melds, with a hand that can go out; never
    where the asker's side is one seat ([two.alone], [three.alone]) and, in six-hand, to the
    next partner ([six.ask])."""
    tt = pos.this_turn
    hand = pos.hand()
    code = ask_fault(pos.rules.alone(pos.turn), tt.asked, tt.melded, len(hand), lambda: can_go_out(
        hand, pos.melds[pos.side], going_out_minimum(pos), pos.rules))
    if code == "ask.alone":  # [two.alone] [three.alone] nobody to ask
        ev.add("out.permission", code, profile=pos.profile)
    elif code is not None:
        ev.add("out.permission", code)
    elif pos.profile == "six-hand":  # [six.ask] one partner of two: name him
        ev.ok_code = "ok.ask-to"
        ev.ok_params = {"partner": pos.rules.answers_ask[pos.turn]}
        ev.cites = ["six.ask", "out.permission"]
    else:
        ev.ok_code = "ok.ask"
        ev.cites = ["out.permission"]


def evaluate(pos: Position, a: Action) -> Evaluation:
    """Every violation of `a` in `pos`, most specific first, or the effects of a legal `a`."""
    ev = Evaluation(a)
    k = a.kind
    phase = pos.phase
    code = turn_fault(phase == "over", phase == "play", k, pos.this_turn.asked == "pending")
    if code is not None:
        _check_phase(pos, a, ev, code)
        return ev
    if k == "draw":
        _check_draw(pos, ev)
    elif k in ("take", "meld"):
        _check_meldlike(pos, a, ev)
    elif k == "discard":
        _check_discard(pos, a, ev)
    elif k == "ask":
        _check_ask(pos, ev)
    elif k in ("yes", "no"):
        if pos.profile == "six-hand":  # [six.ask] the partner who answers, by name
            ev.ok_code = "ok." + k + "-from"
            ev.ok_params = {"partner": pos.rules.answers_ask[pos.turn]}
            ev.cites = ["six.ask", "out.permission"]
        else:
            ev.ok_code = "ok." + k
            ev.cites = ["out.permission"]
    elif k == "pass":
        _check_pass(pos, ev)
    if len(ev.violations) > 1:
        # Stable: discovery order is kept among violations of the same slug.
        ev.violations.sort(key=_order)
    # [two.alone] [three.alone] `pos.rules.alone(pos.turn)`, read inline: once per check
    if pos.turn not in PROFILES[pos.profile].answers_ask:
        ev.spoken_to("alone")
    elif pos.profile == "six-hand":  # [six.shared] a side of three: «tu equipo»
        ev.spoken_to("team")
    return ev


def check(position: Position | str | dict[str, Any], action: str | Action) -> Ruling:
    """Rule on an action: legal or not, the deciding slug, a reason, and every violation.

    Raises NotationError for unusable input (an invalid position, an unknown card, bad grammar).
    """
    # the values themselves skip the readers' calls (the sandbox and the bots pass them)
    pos = position if position.__class__ is Position else load(position)
    a = action if action.__class__ is Action else parse(action)
    return ruling_from(evaluate(pos, a))


def is_legal(position: Position, action: str | Action) -> bool:
    try:
        return not evaluate(position, parse(action)).violations
    except NotationError:
        return False


__all__ = ["PRECEDENCE", "Evaluation", "Ruling", "Violation", "check", "evaluate",
           "going_out_minimum", "is_legal", "ruling_from"]
