"""`verify`: every fault of an action on the engine state, with its reason and parameters —
what `check` returns (`rulings.check` is a view over it).

The rules are walked once, in `canasta_core.can`: the same functions that refuse a move at its
first fault (`can`) record every fault when given an `Evaluation` (`ev`). This module reads an
action's cards as ints (an `Action` is on ints, in the order written: a reason names them so), runs that walk, and words
the ruling: the reason of a legal action, the slugs it cites, and the facts its events report
(canasta_core.events), in codes. Violations are sorted into notation.md's precedence order, so
the most specific comes first.
"""

from __future__ import annotations

from canasta_core.actions import Action
from canasta_core.can import _Can, _text
from canasta_core.cards import CARD_INDEX, FIRST_WILD
from canasta_core.evaluation import Evaluation, _order
from canasta_core.positions import TurnState
from canasta_core.rules import (
    empty_draw_fault,
    freezes,
    pile_top_fault,
    turn_fault,
    went_out_concealed,
)
from canasta_core.state import (
    _ASKED,
    _IS_RED3,
    BLACK3,
    CODES,
    OVER,
    PENDING,
    PLAY_PHASE,
    RANK_CHARS,
    Effects,
    Group,
)


class _Verify(_Can):
    """`_Can` with `verify`: the ruling's evaluation of any action."""

    __slots__ = ()

    def verify(self, a: Action) -> Evaluation:
        """Every violation of `a` here, most specific first, or the effects of a legal `a`."""
        ev = Evaluation(a)
        k = a.kind
        phase = self._phase
        code = turn_fault(phase == OVER, phase == PLAY_PHASE, k, self._asked == PENDING)
        if code is not None:
            self._phase_fault(a, ev, code)
            return ev
        if k == "draw":
            self._verify_draw(ev)
        elif k == "take" or k == "meld":
            self._verify_meldlike(a, ev)
        elif k == "discard":
            self._verify_discard(a, ev)
        elif k == "ask":
            self._verify_ask(ev)
        elif k == "yes" or k == "no":
            if self.tb.rules.name == "six-hand":  # [six.ask] the partner who answers, by name
                ev.ok_code = "ok." + k + "-from"
                ev.ok_params = {"partner": self.tb.seats[self.tb.ans[self._turn]]}
                ev.cites = ["six.ask", "out.permission"]
            else:
                ev.ok_code = "ok." + k
                ev.cites = ["out.permission"]
        elif k == "pass":
            self._verify_pass(ev)
        if len(ev.violations) > 1:
            # Stable: discovery order is kept among violations of the same slug.
            ev.violations.sort(key=_order)
        if self.tb.ans[self._turn] < 0:  # [two.alone] [three.alone]
            ev.spoken_to("alone")
        elif self.tb.rules.name == "six-hand":  # [six.shared] a side of three: «tu equipo»
            ev.spoken_to("team")
        return ev

    # --- each kind of action ----------------------------------------------------------
    def _phase_fault(self, a: Action, ev: Evaluation, code: str) -> None:
        """[turn.not-yours] (the order of [turn.sequence]), and a pending answer
        ([out.permission]): the fault `rules.turn_fault` found."""
        rules = self.tb.rules
        if code == "turn.over":
            # How the deal ended (notation.md `ended`), and the rule that ended it cited beside
            # the refusal.
            two = rules.draw_count > 1
            if self.went_out is not None:
                code = "turn.over-out"
                ev.cites = ["two.out" if rules.name == "two-hand" else "out.canasta"]
            elif self.red_end:
                code = "turn.over-red-three"
                ev.cites = ["two.stock-end", "stock.last-red-three"] if two else [
                    "stock.last-red-three"]
            elif self.stock_n == 0:
                code = "turn.over-stock"
                ev.cites = ["stock.empty"]
            ev.add("turn.not-yours", code)
        elif code == "permission.pending" and rules.name == "six-hand":  # [six.ask]
            ev.add("out.permission", "permission.pending-from", order_key="out.permission/pending",
                   partner=self.tb.seats[self.tb.ans[self._turn]])
        elif code == "permission.pending":
            ev.add("out.permission", code, order_key="out.permission/pending")
        elif code == "turn.need-draw":
            ev.add("turn.not-yours", code, verb=a.kind)
        else:
            ev.add("turn.not-yours", code)

    def _verify_draw(self, ev: Evaluation) -> None:
        """[stock.empty-draw] A draw needs a card in the stock ([two.draw]: it brings the
        profile's cards per draw; [two.stock-end] near the end, what is left); a draw that meets
        only red threes ends the deal ([stock.last-red-three])."""
        if empty_draw_fault(self.stock_n):
            ev.add("stock.empty-draw", "stock.empty-draw")
            return
        count = self.tb.draw
        got, reds = self._draw_outcome(count)
        if got == 0:  # [stock.last-red-three] [two.stock-end]: nothing comes to the hand
            ev.ok_code = "ok.draw-ends" if reds == 1 else "ok.draw-ends-n"
            ev.ok_params = {"n": str(reds)}
            ev.cites = ["two.stock-end", "stock.last-red-three"] if count > 1 else [
                "stock.last-red-three"]
            return
        if count == 1:
            ev.ok_code = "ok.draw"
            ev.cites = ["turn.sequence"]
        elif got is not None and got < count:  # [two.stock-end] what is left is a whole draw
            ev.ok_code = "ok.draw-last"
            ev.cites = ["two.stock-end", "two.draw"]
        else:  # [two.draw] [three.draw]
            ev.ok_code = "ok.draw-n"
            ev.ok_params = {"n": str(count)}
            ev.cites = ["two.draw"]
        if reds:  # cited only when it applies: a see-also is what happened
            ev.cites.append("threes.red-draw")

    def _draw_outcome(self, count: int) -> tuple[int | None, int]:
        """What the draw brings (`deal.draw_from_stock`): the cards that come to the hand (None
        when the stock is only counted: unknown) and the red threes met on the way."""
        stock = self.stock
        if stock is None:
            return (None if self.stock_n < count else count), 0
        got = reds = 0
        for c in reversed(stock):  # top first
            if _IS_RED3[c]:
                reds += 1
                continue
            got += 1
            if got >= count:
                break
        return got, reds

    def _verify_pass(self, ev: Evaluation) -> None:
        """[stock.empty] Passing ends the deal; allowed only with an empty stock and no forced
        take (`rules.pass_fault`)."""
        code = self._pass_fault()
        if code == "stock.not-empty":
            ev.add("stock.empty", code)
            return
        if code is not None:
            top = CODES[self._pile[-1]]
            ev.add("stock.empty", code, top=top, rank=top[0])
            return
        ev.cites = ["stock.empty"]
        # Whether a take was possible is the listing's question (play.py's Passed event tells
        # it); the ruling's sentence says only what is certain: no take, and the deal ends.
        ev.ok_code = "ok.pass" if self._pile else "ok.pass-empty"

    def _verify_discard(self, a: Action, ev: Evaluation) -> None:
        """[turn.discard] [card.not-held] [out.canasta] [two.out] [out.permission] A discard
        ends the turn; the last card goes out. Records whether it blocks ([pile.blocked]) or
        freezes ([pile.frozen])."""
        c = a[1]
        assert c is not None
        card = CODES[c]
        self._discard_ok(c, ev)
        hand = self._hand()
        if ev.violations and (ev.violations[0].code == "card.not-held" or len(hand) > 1):
            return
        rules = self.tb.rules
        if len(hand) == 1:
            side = self.tb.sof[self._turn]
            base = side * 12
            ev.goes_out = True
            ev.concealed = went_out_concealed(
                rules, self.cok, [len(self._melds[base + r]) for r in self.new_melds])
            ev.ok_code = "ok.out-concealed" if ev.concealed else "ok.out"
            ev.cites = [_out_rule(ev, rules.canastas_to_go_out), "turn.discard"]
            return
        ev.ok_code = "ok.discard"
        ev.ok_params = {"card": card, "next": self.tb.seats[self.tb.nxt[self._turn]]}
        ev.cites = ["turn.discard"]
        ev.blocks = pile_top_fault(c) is not None  # [pile.blocked] for the next
        ev.freezes = freezes(c) and not self.frz
        if ev.blocks:
            ev.cites.append("pile.blocked")
        if c >= FIRST_WILD:
            ev.cites.append("pile.frozen")

    def _verify_ask(self, ev: Evaluation) -> None:
        """[out.permission] Asking: once, before further melds, with a hand that can go out;
        never where the asker's side is one seat ([two.alone], [three.alone]) and, in six-hand,
        to the next partner ([six.ask])."""
        self._hand()  # a hand given only as a count: the ruling raises its NotationError
        code = self._ask_fault()
        rules = self.tb.rules
        if code == "ask.alone":  # [two.alone] [three.alone] nobody to ask
            ev.add("out.permission", code, profile=rules.name)
        elif code is not None:
            ev.add("out.permission", code)
        elif rules.name == "six-hand":  # [six.ask] one partner of two: name him
            ev.ok_code = "ok.ask-to"
            ev.ok_params = {"partner": self.tb.seats[self.tb.ans[self._turn]]}
            ev.cites = ["six.ask", "out.permission"]
        else:
            ev.ok_code = "ok.ask"
            ev.cites = ["out.permission"]

    def _verify_meldlike(self, a: Action, ev: Evaluation) -> None:
        """take and meld: the walk of `_judge` records every fault; then the effects `play`
        applies and the facts its events report, in codes, and the reason."""
        groups: tuple[Group, ...] = a[1]  # the cards as written (a reason names them so)
        take = a[0] == "take"
        eff = self._judge(take, groups, ev)
        if eff is None:
            return
        self._meld_facts(take, groups, eff, ev)

    def _meld_facts(self, take: bool, groups: tuple[Group, ...], eff: Effects,
                    ev: Evaluation) -> None:
        """What a take or meld does, in codes (`ev`'s effects), and its reason."""
        rest, contrib, gained, took, tmelded, cok, new, out, _concealed = eff
        rules = self.tb.rules
        side = self.tb.sof[self._turn]
        base = side * 12
        melds = self._melds
        before = {RANK_CHARS[r]: tuple([CODES[c] for c in melds[base + r]])
                  for r in self.mranks[side]}
        skipped = {v.params["rank"] for v in ev.violations
                   if v.code == "meld.no-wild-only-rank"}
        added = {RANK_CHARS[r]: [CODES[c] for c in cs] for r, cs in contrib.items()}
        after = dict(before)
        for r, cs in contrib.items():
            rank = RANK_CHARS[r]
            if rank not in skipped:
                after[rank] = tuple([CODES[c] for c in sorted(melds[base + r] + tuple(cs))])
        ev.melds_after = after
        ev.added = added
        completes = rules.completes_canasta
        ev.canastas_completed = tuple(
            rank for rank in added if completes(len(before.get(rank, ())), len(after.get(rank, ()))))
        ev.hand_after = tuple([CODES[c] for c in rest])
        ev.red_threes_gained = tuple([CODES[c] for c in gained])
        ev.goes_out = out
        concealed = went_out_concealed(rules, cok, [len(after.get(RANK_CHARS[r], ())) for r in new])
        ev.concealed = out and concealed
        ev.turn_after = TurnState(took_pile=took, melded=tmelded, asked=_ASKED[self._asked],
                                  concealed_ok=cok, new_melds=tuple([RANK_CHARS[r] for r in new]))
        waived = ev.opening[2] if ev.opening is not None else False
        top = CODES[self._pile[-1]] if take else None
        black = sum(1 for _p, cs in groups[1 if take else 0:] for c in cs if c in BLACK3)
        partners = bool(before) and not self.melded >> self._turn & 1
        _meldlike_reason(ev, rules.canastas_to_go_out, before, added, top, len(self._pile) - 1,
                         waived, black, partners)


def _out_rule(ev: Evaluation, need: int) -> str:
    """The rule that lets this table go out ([out.canasta]; [two.out]: two canastas), and a
    concealed going out's sentence saying how many canastas it has (`-n`: more than one)."""
    if need > 1:
        if ev.ok_code in ("ok.out-concealed", "ok.open-concealed"):
            ev.ok_code += "-n"
            ev.ok_params["n"] = str(need)
        return "two.out"
    return "out.canasta"


def _meldlike_reason(ev: Evaluation, need: int, melds: dict[str, tuple[str, ...]],
                     contrib: dict[str, list[str]], top: str | None, pile_below: int,
                     waived: bool, black: int, partners_melds: bool) -> None:
    """The reason and cited slugs of a legal take or meld (`melds`: the side's before it;
    `contrib`: the cards put on each rank; `top`: a take's top card; `black`: black threes
    melded; `partners_melds`: the side's melds were all laid down by the partner)."""
    opening = not melds
    if ev.goes_out:
        ev.ok_code = "ok.out-concealed" if ev.concealed else "ok.out"
        out_rule = _out_rule(ev, need)
        ev.cites = [out_rule, "out.concealed"] if ev.concealed else [out_rule]
    elif top is not None:
        if ev.frozen_why is not None:
            ev.ok_code = "ok.take-frozen"
            ev.ok_params.update(top=top, rank=top[0], why_code=ev.frozen_why)
            ev.cites = ["pile.frozen"]
        else:
            # the top card either joins the side's meld of its rank or starts one; a one-card
            # pile has no "rest" to go into the hand
            ev.ok_code = "ok.take" if top[0] in melds else "ok.take-new"
            if pile_below == 0:
                ev.ok_code += "-one"
            ev.ok_params.update(top=top, rank=top[0])
            ev.cites = ["pile.use-top"]
        if opening:
            ev.cites.append("open.pile-top")
    elif waived:
        ev.ok_code = "ok.open-concealed"
        _out_rule(ev, need)
        ev.cites = ["out.concealed", "open.minimum"]
    elif opening:
        ev.ok_code = "ok.open"
        ev.cites = ["open.minimum"]
    else:
        ev.ok_code = "ok.meld"
        ev.ok_params["what_n"] = str(len(contrib))
        # every group named: "add:7:7H 7S;new:3:3C 3S 3C" (reasons.MELD_PARTS says them)
        ev.ok_params["groups"] = ";".join(
            f"{'add' if r in melds else 'new'}:{r}:{' '.join(cs)}" for r, cs in contrib.items())
        if len(contrib) == 1:  # one meld: say which, and whether it is new or added to
            rank, cards = next(iter(contrib.items()))
            ev.ok_code = "ok.meld-add" if rank in melds else "ok.meld-new"
            ev.ok_params.update(rank=rank, cards=" ".join(cards))
        # [meld.shared] only when the meld added to is certainly the partner's (this seat has
        # not melded); adding wild cards is limited by [meld.wilds]; else the rank decides.
        extends = any(r in melds for r in contrib)
        added_wild = any(CARD_INDEX[c] >= FIRST_WILD
                         for r in contrib if r in melds for c in contrib[r])
        ev.cites = ["meld.shared"] if extends and partners_melds else []
        ev.cites.append("meld.wilds" if added_wild else "meld.rank")
    if ev.canastas_completed:
        ev.cites.append("meld.canasta")
    if black:  # [threes.black] allowed only in the action that goes out: the reason says so
        ev.cites.insert(0, "threes.black")
        if ev.ok_code == "ok.meld":  # other melds too: said, then why the threes may go down
            ev.ok_code = "ok.meld-with-threes"
        elif not ev.goes_out:
            ev.ok_code = "ok.meld-threes"
            ev.ok_params["n"] = str(black)


__all__ = ["_Verify", "_text"]
