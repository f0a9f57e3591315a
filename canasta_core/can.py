"""The one walk of each move's rules, on the primitives of `canasta_core.rules`: `can` (the
predicates: `allows`, refusing a move at its first fault, for the listing, the bots and the
transition) and `verify` (every fault, with its reason code and parameters: `check`) are the
same functions, given a place to record faults (`ev`) or not. `_judge` also computes what a
take or meld does (its `Effects`); `canasta_core.verify` words a ruling from what they found."""

from __future__ import annotations

from canasta_core.cards import (
    FIRST_WILD,
)
from canasta_core.evaluation import Evaluation
from canasta_core.rules import (
    KEEP,
    answer_discard_fault,
    answer_meld_fault,
    ask_fault,
    black_three_faults,
    card_points,
    cards_not_held,
    concealed_after,
    empty_draw_fault,
    frozen_take_fault,
    frozen_why,
    goes_out,
    going_out_minimum,
    group_rank,
    lacks_canastas,
    meld_faults,
    one_card_pile_fault,
    opening_waived,
    pass_fault,
    pile_frozen,
    pile_top_fault,
    red_three_on_top,
    top_group_fault,
    went_out_concealed,
)
from canasta_core.state import (
    _ASKED,
    _IS_RED3,
    _VERBS_OK,
    BLACK3,
    CODES,
    NONE,
    PENDING,
    RANK_CHARS,
    THREE,
    Effects,
    Group,
    Move,
    _State,
)
from canasta_core.verdicts import Violation

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Final


class _Can(_State):
    """`_State` with the predicates of every move (`allows`)."""

    __slots__ = ()

    def allows(self, move: Move) -> bool:
        """Is this move legal here? The fast predicates, equal to `rulings.evaluate`."""
        k = move[0]
        if k == "draw":
            return self._turn_ok(k) and not empty_draw_fault(self.stock_n)
        if k == "pass":
            return self._pass_ok()
        if k == "meld" or k == "take":
            return self._judge(k == "take", move[1]) is not None
        if k == "discard":
            return self._discard_ok(move[1])
        if k == "ask":
            return self._ask_ok()
        if k == "yes" or k == "no":
            return self._turn_ok(k)
        raise ValueError(f"not a move: {move!r}")

    def _turn_ok(self, verb: str) -> bool:
        """[turn.not-yours] [turn.sequence] May `verb` be played now (`rules.turn_fault`)?"""
        return verb in _VERBS_OK[self._phase * 2 + (self._asked == PENDING)]

    def _pass_ok(self) -> bool:
        """[stock.empty] pass: an empty stock and no take the player must make
        (`rules.pass_fault`)."""
        if not self._turn_ok("pass"):
            return False
        return self._pass_fault() is None

    def _pass_fault(self) -> str | None:
        """[stock.empty] Why a pass is refused (`rules.pass_fault`), or None."""
        return pass_fault(self.stock_n, self._must_take)

    def _must_take(self) -> bool:
        """[stock.empty] A bare take of the pile is legal (so a pass is not)."""
        return bool(self._pile) and self._judge(True, ()) is not None

    def _discard_ok(self, c: int, ev: Evaluation | None = None) -> bool:
        """[turn.discard] [card.not-held] [out.canasta] [two.out] [out.permission] May card `c` be
        discarded? Without `ev` it refuses at the first fault; with it (`verify`) it records
        every fault in the judge's terms."""
        if not self._turn_ok("discard"):
            return False
        hand = self._hand()
        if cards_not_held(hand, (c,))[1]:
            if ev is not None:
                ev.add("card.not-held", "card.not-held", cards=CODES[c])
            return False
        left = len(hand) - 1
        ok = True
        if not left:
            rules = self.tb.rules
            have = self.ncanasta[self.tb.sof[self._turn]]
            if lacks_canastas(rules, left, have):  # going out by discarding the last card
                if ev is None:
                    return False
                ok = False
                need = rules.canastas_to_go_out
                if need == 1:
                    ev.add("out.canasta", "out.canasta-discard")
                else:  # [two.out]
                    ev.add("two.out", "out.canastas-discard", order_key="out.canasta",
                           profile=rules.name, need=str(need), have=str(have))
        code = answer_discard_fault(_ASKED[self._asked], left)
        if code is not None:
            if ev is not None:
                ev.add("out.permission", code)
            return False
        return ok

    def _ask_need_min(self) -> int:
        """The minimum a going-out meld must reach (`rules.going_out_minimum`)."""
        side = self.tb.sof[self._turn]
        return going_out_minimum(self.tb.rules, bool(self.mranks[side]), self.took_pile,
                                 self.cok, self.scores[side])

    def _ask_ok(self) -> bool:
        """[out.permission] [two.alone] May the seat ask to go out?"""
        return self._turn_ok("ask") and self._ask_fault() is None

    def _ask_fault(self) -> str | None:
        """[out.permission] [two.alone] Why asking is refused (`rules.ask_fault`), or None."""
        from canasta_core.going_out import (
            plan_out,  # the search, when asked (not on `check`'s path)
        )

        s = self._turn
        hand = self.hands[s]
        base = self.tb.sof[s] * 12
        return ask_fault(
            self.tb.ans[s] < 0, _ASKED[self._asked], self.tmelded,
            KEEP if hand is None else len(hand),  # an unknown hand raises in the search
            lambda: plan_out(self._hand(), self._melds[base:base + 12],
                             self.mwild[base:base + 12], self._ask_need_min(),
                             self.tb.rules) is not None)

    def _judge(self, take: bool, groups: tuple[Group, ...],
               ev: Evaluation | None = None) -> Effects | None:
        """A take or meld: the one walk of its rules, on the primitives of `rules`: [pile.empty]
        [pile.blocked] [card.not-held] [pile.one-card] [pile.frozen] [pile.use-top] [meld.rank]
        [meld.no-wild-only] [meld.wilds] [meld.naturals] [threes.black] [out.canasta] [two.out]
        [out.permission] [open.minimum] [out.concealed].

        Without `ev` (`can`: the listing, the bots, the transition) it refuses at the first
        fault (None) and returns the move's effects when legal. With `ev` (`verify`, what
        `check` returns) it records every fault the rules find, in the judge's terms (reason
        codes and their parameters, in codes), and the facts a ruling and its events report;
        it returns the effects as far as they could be judged (None when a fault stops the
        walk: no pile to take, a red three on top)."""
        if not self._turn_ok("take" if take else "meld"):
            return None
        pile = self._pile
        top = -1
        if ev is not None:
            self._hand()  # a hand given only as a count: the ruling raises its NotationError
        if take:
            top = pile[-1] if pile else -1
            code = pile_top_fault(top if pile else None)
            if code is not None:
                if ev is not None:  # [pile.empty] [pile.blocked]
                    if code == "pile.empty":
                        ev.add("pile.empty", code)
                    else:
                        ev.add("pile.blocked", code, top=CODES[top])
                return None
        hand = self._hand()
        s = self._turn
        side = self.tb.sof[s]
        opened = bool(self.mranks[side])
        if not opened and ev is None:
            # [open.minimum] decided first when it fails for sure: the points cannot exceed the
            # cards named (and the top card), and only a meld that goes out may be exempt.
            points = card_points((top,)) if take else 0
            named = 0
            for _p, cs in groups:
                named += len(cs)
                points += card_points(cs)
            if points < self.minimum[side] and (
                    take or not goes_out(len(hand) - named)):
                return None
        rest, missing = cards_not_held(hand, [c for _p, cs in groups for c in cs])
        if missing:
            if ev is None:
                return None  # [card.not-held]
            ev.add("card.not-held", "card.not-held", cards=_text(missing))
        base = side * 12
        melds = self._melds
        contrib: dict[int, list[int]] = {}
        black: list[int] = []
        gs = groups
        if take:
            if red_three_on_top(top):
                if ev is not None:
                    ev.add("meld.rank", "pile.red-three-top")
                return None  # [meld.rank]
            rank = top >> 2
            if one_card_pile_fault(len(hand), len(pile)):
                if ev is None:
                    return None  # [pile.one-card]
                ev.add("pile.one-card", "pile.one-card")
            g0 = groups[0][1] if groups else ()
            same = other = 0
            for c in g0:
                if c < FIRST_WILD:
                    if c >> 2 == rank:
                        same += 1
                    else:
                        other += 1
            if ev is None:
                if frozen_take_fault(pile_frozen(self.frz, opened), same):
                    return None  # [pile.frozen]
                if top_group_fault(bool(melds[base + rank]), len(g0), same, other) is not None:
                    return None  # [pile.use-top] or [meld.rank]
                contrib[rank] = [top, *g0]
            else:
                self._take_faults(ev, top, g0, same, other, opened)
                # the top card with the cards of its group that may join it
                contrib[rank] = [top, *[c for c in g0 if c >= FIRST_WILD or c >> 2 == rank]]
            gs = groups[1:]
        for prefix, cs in gs:
            r, faults = group_rank(prefix, cs)
            if faults:
                if ev is None:
                    return None  # [meld.rank] [meld.no-wild-only] [threes.black]
                _group_faults(ev, prefix, cs, faults)
            if r == THREE:
                black.extend([c for c in cs if c in BLACK3])
            elif not faults:
                if r in contrib:
                    contrib[r].extend(cs)
                else:
                    contrib[r] = list(cs)
        if black:  # [threes.black] is decided below, once the cards left are known
            if THREE in contrib:
                contrib[THREE].extend(black)
            else:
                contrib[THREE] = black
        canastas_after = self.ncanasta[side]
        rules = self.tb.rules
        skipped: list[int] = []  # (verify) ranks a new meld of wild cards alone leaves out
        for r, cards in contrib.items():
            existing = melds[base + r]
            size = len(existing) + len(cards)
            nw = self.mwild[base + r]
            for c in cards:
                if c >= FIRST_WILD:
                    nw += 1
            faults = meld_faults(rules, len(existing), size, nw)
            if faults:
                if ev is None:
                    return None  # [meld.no-wild-only] [meld.rank] [meld.wilds] [meld.naturals]
                if _meld_faults(ev, r, faults, size, nw):
                    skipped.append(r)
                    continue
            if ev is not None and nw and existing and rules.is_canasta(len(existing)) and (
                    existing[-1] < FIRST_WILD):
                ev.warnings.append(Violation("meld.canasta", "meld.canasta-wild",
                                             {"rank": RANK_CHARS[r]}))
                ev.canastas_mixed += (RANK_CHARS[r],)
            if rules.completes_canasta(len(existing), size):
                canastas_after += 1
        gained: list[int] = []
        if take:
            for c in pile[:-1]:
                if _IS_RED3[c]:
                    gained.append(c)
                else:
                    rest.append(c)
            rest.sort()
        n_after = len(rest)
        if black:
            faults = black_three_faults(len(black) + len(melds[base + THREE]), n_after)
            if faults:
                if ev is None:
                    return None  # [threes.black]: only in the action that goes out
                for code in faults:
                    ev.add("threes.black", code)
        if lacks_canastas(rules, n_after, canastas_after):
            if ev is None:
                return None  # [out.canasta] [two.out]
            need = rules.canastas_to_go_out
            left = str(max(0, n_after - 1))
            if need == 1:
                ev.add("out.canasta", "out.canasta", left_n=left, hand_after=str(n_after))
            else:  # [two.out] the profile's own slug, ranked where out.canasta is
                ev.add("two.out", "out.canastas", order_key="out.canasta", left_n=left,
                       hand_after=str(n_after), profile=rules.name, need=str(need),
                       have=str(canastas_after))
        if self._asked != NONE:
            def still_goes_out() -> bool:  # after a yes, the hand must still go out
                from canasta_core.going_out import plan_out

                ms = list(melds[base:base + 12])
                mw = self.mwild[base:base + 12]
                for r, cards in contrib.items():
                    if r in skipped:
                        continue
                    ms[r] = tuple(sorted(ms[r] + tuple(cards)))
                    mw[r] = sum(1 for c in ms[r] if c >= FIRST_WILD)
                return plan_out(rest, ms, mw, 0, rules) is not None

            code = answer_meld_fault(_ASKED[self._asked], n_after, still_goes_out)
            if code is not None:
                if ev is None:
                    return None  # [out.permission]
                ev.add("out.permission", code)
        cok, new = concealed_after(self.cok, self.new_melds, self.mranks[side], contrib)
        # Read when the meld leaves at most one card (going out, the concealed waiver), and by
        # a ruling: still concealed, with a canasta of the seat's own this turn.
        concealed = (goes_out(n_after) or ev is not None) and went_out_concealed(
            rules, cok, [len(melds[base + r]) + (0 if r in skipped else len(contrib.get(r, ())))
                         for r in new])
        if not opened:
            points = 0
            for added in contrib.values():
                points += card_points(added)
            minimum = self.minimum[side]
            if ev is not None:
                ev.ok_params = {"points": str(points), "minimum": str(minimum)}
            waived = False
            if points < minimum:
                waived = opening_waived(take, self.took_pile, cok, n_after, concealed)
                if not waived:
                    if ev is None:
                        return None  # [open.minimum] (not waived for going out concealed)
                    # the count the player sees is every card the action puts down (a card
                    # another rule keeps out of the meld still counts in the sentence); when
                    # those cards would reach the minimum, the other rule is the whole story
                    shown = points
                    if ev.violations:
                        shown = max(points, card_points(
                            [*((top,) if take else ()), *[c for _p, cs in groups for c in cs]]))
                    if shown < minimum:
                        ev.add("open.minimum", "open.minimum", minimum=str(minimum),
                               points=str(shown), score=str(self.scores[side]))
            if ev is not None:
                ev.opening = (points, minimum, waived)
        out = n_after == 0  # the hand is empty: out without a discard
        return (rest, contrib, gained, self.took_pile or take,
                self.tmelded or (not take) or len(groups) > 1, cok, new, out,
                out and concealed)

    def _take_faults(self, ev: Evaluation, top: int, g0: tuple[int, ...], same: int,
                     other: int, opened: bool) -> None:
        """[pile.frozen] [pile.use-top] [meld.rank] The top card's group, every fault (`verify`)."""
        rank = top >> 2
        why = frozen_why(self._pile, opened)
        ev.frozen_why = why
        if why is not None and frozen_take_fault(True, same):
            ev.add("pile.frozen", "pile.frozen", why_code=why, rank=RANK_CHARS[rank])
        code = top_group_fault(bool(self._melds[self.tb.sof[self._turn] * 12 + rank]),
                               len(g0), same, other)
        if code == "pile.use-top-bare":
            ev.add("pile.use-top", code, top=CODES[top], rank=RANK_CHARS[rank])
        elif code == "pile.use-top-rank":
            first = next(c for c in g0 if c < FIRST_WILD and c >> 2 != rank)
            ev.add("pile.use-top", code, top=CODES[top], rank=RANK_CHARS[rank],
                   other_rank=RANK_CHARS[first >> 2])
        elif code is not None:
            ev.add("meld.rank", code, cards=_text([top, *g0]))


def _text(cards: Iterable[int]) -> str:
    """Cards as the ruling names them: codes, in the order given."""
    return " ".join([CODES[c] for c in cards])


#: A fault of `rules.group_rank` -> the slug it breaks.
_GROUP_FAULT_SLUGS: Final = {"meld.mixed-ranks": "meld.rank",
                             "meld.no-wild-only": "meld.no-wild-only"}


def _group_faults(ev: Evaluation, prefix: int, cs: tuple[int, ...],
                  faults: tuple[str, ...]) -> None:
    """[meld.rank] [meld.no-wild-only] [threes.black] One group's faults (`verify`)."""
    for code in faults:
        if code == "threes.black-wild":
            ev.add("threes.black", code)
        elif code == "meld.prefix-mismatch":
            ev.add("meld.rank", code, prefix=RANK_CHARS[prefix], cards=_text(cs))
        else:
            ev.add(_GROUP_FAULT_SLUGS[code], code, cards=_text(cs))


#: A fault of `rules.meld_faults` -> the reason code that explains it and the count it names.
_MELD_FAULT_CODES: Final = {"meld.rank": ("meld.too-small", "size"),
                            "meld.wilds": ("meld.wilds", "wilds"),
                            "meld.naturals": ("meld.naturals", "naturals")}


def _meld_faults(ev: Evaluation, r: int, faults: tuple[str, ...], size: int, wilds: int) -> bool:
    """[meld.no-wild-only] [meld.rank] [meld.wilds] [meld.naturals] One meld's faults as it will
    lie (`verify`); True when it is a new meld of wild
    cards alone (left out of the melds after the action)."""
    rank = RANK_CHARS[r]
    if "meld.no-wild-only" in faults:
        ev.add("meld.no-wild-only", "meld.no-wild-only-rank", rank=rank)
        return True
    counts = {"size": size, "wilds": wilds, "naturals": size - wilds}
    for slug in faults:
        code, count = _MELD_FAULT_CODES[slug]
        ev.add(slug, code, rank=rank, **{count: str(counts[count])})
    return False
