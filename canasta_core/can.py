"""The predicates: may this move be played here? Each refuses at the first fault, calling the
primitives of `canasta_core.rules` as the judge (`rulings.evaluate`, which reports every fault)
calls them; `_judge` also computes what a legal take or meld does (its `Effects`)."""

from __future__ import annotations

from canasta_core.cards import (
    FIRST_WILD,
)
from canasta_core.going_out import plan_out
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
    NONE,
    PENDING,
    THREE,
    Effects,
    Group,
    Move,
    _State,
)


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
        return pass_fault(self.stock_n, self._must_take) is None

    def _must_take(self) -> bool:
        """[stock.empty] A bare take of the pile is legal (so a pass is not)."""
        return bool(self._pile) and self._judge(True, ()) is not None

    def _discard_ok(self, c: int) -> bool:
        """[turn.discard] [card.not-held] [out.canasta] [out.permission] The judge's
        `_check_discard`, on the same primitives."""
        if not self._turn_ok("discard"):
            return False
        hand = self._hand()
        if cards_not_held(hand, (c,))[1]:
            return False
        left = len(hand) - 1
        if not left and lacks_canastas(self.tb.rules, left,
                                       self.ncanasta[self.tb.sof[self._turn]]):
            return False  # going out by discarding the last card
        return answer_discard_fault(_ASKED[self._asked], left) is None

    def _ask_need_min(self) -> int:
        """The minimum a going-out meld must reach (`rules.going_out_minimum`)."""
        side = self.tb.sof[self._turn]
        return going_out_minimum(self.tb.rules, bool(self.mranks[side]), self.took_pile,
                                 self.cok, self.scores[side])

    def _ask_ok(self) -> bool:
        """[out.permission] [two.alone] The judge's `_check_ask`, on the same primitives."""
        if not self._turn_ok("ask"):
            return False
        s = self._turn
        hand = self.hands[s]
        base = self.tb.sof[s] * 12
        return ask_fault(
            self.tb.ans[s] < 0, _ASKED[self._asked], self.tmelded,
            KEEP if hand is None else len(hand),  # an unknown hand raises in the search
            lambda: plan_out(self._hand(), self._melds[base:base + 12],
                             self.mwild[base:base + 12], self._ask_need_min(),
                             self.tb.rules) is not None) is None

    def _judge(self, take: bool, groups: tuple[Group, ...]) -> Effects | None:
        """A take or meld: its effects when `rulings.evaluate` finds no violation, else None.
        The same primitives of `rules` decide, refusing at the first fault."""
        if not self._turn_ok("take" if take else "meld"):
            return None
        pile = self._pile
        top = -1
        if take:
            top = pile[-1] if pile else -1
            if pile_top_fault(top if pile else None) is not None:
                return None  # [pile.empty] [pile.blocked]
        hand = self._hand()
        s = self._turn
        side = self.tb.sof[s]
        if not self.mranks[side]:
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
            return None  # [card.not-held]
        base = side * 12
        melds = self._melds
        contrib: dict[int, list[int]] = {}
        black: list[int] = []
        gs = groups
        if take:
            if red_three_on_top(top):
                return None  # [meld.rank]
            rank = top >> 2
            if one_card_pile_fault(len(hand), len(pile)):
                return None  # [pile.one-card]
            g0 = groups[0][1] if groups else ()
            same = other = 0
            for c in g0:
                if c < FIRST_WILD:
                    if c >> 2 == rank:
                        same += 1
                    else:
                        other += 1
            if frozen_take_fault(pile_frozen(self.frz, bool(self.mranks[side])), same):
                return None  # [pile.frozen]
            if top_group_fault(bool(melds[base + rank]), len(g0), same, other) is not None:
                return None  # [pile.use-top] or [meld.rank]
            contrib[rank] = [top, *g0]
            gs = groups[1:]
        for prefix, cs in gs:
            r, faults = group_rank(prefix, cs)
            if faults:
                return None  # [meld.rank] [meld.no-wild-only] [threes.black]
            if r == THREE:
                black.extend(cs)
                continue
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
        for r, cards in contrib.items():
            existing = melds[base + r]
            size = len(existing) + len(cards)
            nw = self.mwild[base + r]
            for c in cards:
                if c >= FIRST_WILD:
                    nw += 1
            if meld_faults(rules, len(existing), size, nw):
                return None  # [meld.no-wild-only] [meld.rank] [meld.wilds] [meld.naturals]
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
        if black and black_three_faults(len(black) + len(melds[base + THREE]), n_after):
            return None  # [threes.black]: only in the action that goes out
        if lacks_canastas(rules, n_after, canastas_after):
            return None  # [out.canasta] [two.out]
        if self._asked != NONE:
            def still_goes_out() -> bool:  # after a yes, the hand must still go out
                ms = list(melds[base:base + 12])
                mw = self.mwild[base:base + 12]
                for r, cards in contrib.items():
                    ms[r] = tuple(sorted(ms[r] + tuple(cards)))
                    mw[r] = sum(1 for c in ms[r] if c >= FIRST_WILD)
                return plan_out(rest, ms, mw, 0, rules) is not None

            if answer_meld_fault(_ASKED[self._asked], n_after, still_goes_out) is not None:
                return None  # [out.permission]
        cok, new = concealed_after(self.cok, self.new_melds, self.mranks[side], contrib)
        # Only read when the meld leaves at most one card (going out, the concealed waiver):
        # still concealed, with a canasta of the seat's own this turn.
        concealed = goes_out(n_after) and went_out_concealed(
            rules, cok, [len(melds[base + r]) + len(contrib.get(r, ())) for r in new])
        if not self.mranks[side]:
            points = 0
            for added in contrib.values():
                points += card_points(added)
            if points < self.minimum[side] and not opening_waived(
                    take, self.took_pile, cok, n_after, concealed):
                return None  # [open.minimum] (not waived for going out concealed)
        out = n_after == 0  # the hand is empty: out without a discard
        return (rest, contrib, gained, self.took_pile or take,
                self.tmelded or (not take) or len(groups) > 1, cok, new, out,
                out and concealed)

