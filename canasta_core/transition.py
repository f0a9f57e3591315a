"""The one transition: `apply` a move in place, `after` a move as a new state (what `play` and
`play_events` use), `copy` for in-place play."""

from __future__ import annotations

from bisect import insort
from typing import Any, Self

from canasta_core.actions import Action, parse
from canasta_core.cards import (
    FIRST_WILD,
)
from canasta_core.deal import draw_from_stock
from canasta_core.errors import IllegalAction, NotationError
from canasta_core.evaluation import ruling_from
from canasta_core.listing import (
    _Listing,
)
from canasta_core.rules import (
    KEEP,
    concealed_after,
    went_out_concealed,
)
from canasta_core.state import (
    _FREEZES,
    _IS_RED3,
    DRAW_PHASE,
    NO,
    NONE,
    OVER,
    PENDING,
    PLAY_PHASE,
    RED3,
    YES,
    Effects,
    Group,
    Move,
)


class _Transition(_Listing):
    """`_Listing` with the transition."""

    __slots__ = ()

    def copy(self) -> Self:
        g = type(self).__new__(type(self))
        g.tb = self.tb
        g.dealer, g._turn, g._phase = self.dealer, self._turn, self._phase
        g.scores, g.minimum = self.scores, self.minimum  # never mutated
        g.hands = [None if h is None else h[:] for h in self.hands]
        g.hand_n = self.hand_n[:]
        g.rc = self.rc[:]
        g._melds = self._melds[:]
        g.mwild = self.mwild[:]
        g.mranks = self.mranks[:]
        g.ncanasta = self.ncanasta[:]
        g.reds = self.reds[:]
        g._pile = self._pile[:]
        g.frz = self.frz
        g.stock = None if self.stock is None else self.stock[:]
        g.stock_n = self.stock_n
        g.melded, g.took_pile, g.tmelded = self.melded, self.took_pile, self.tmelded
        g._asked, g.cok, g.new_melds = self._asked, self.cok, self.new_melds
        g.went_out, g.red_end = self.went_out, self.red_end
        g._moves, g._effects = self._moves, self._effects  # immutable values, never mutated
        g._views, g._texts = self._views, self._texts
        return g

    def after(self, move: Move) -> Self:
        """The state after a listed move (`apply`) as a new state, this one left as it was.

        What the move cannot change is shared with this state rather than copied (a discard
        copies the mover's hand, its rank counts and the pile; a draw the hand, the stock and
        the red threes; a take or meld the hand and the side's melds), so from then on both are
        values: read, listed, `after`-ed or `copy`-ed, never mutated in place. This is how a
        position is played (`play`); `copy` is the independent copy for in-place play."""
        g = type(self).__new__(type(self))
        g.tb = self.tb
        g.dealer, g._turn, g._phase = self.dealer, self._turn, self._phase
        g.scores, g.minimum = self.scores, self.minimum
        g.hands, g.hand_n, g.rc = self.hands, self.hand_n, self.rc
        g._melds, g.mwild, g.mranks = self._melds, self.mwild, self.mranks
        g.ncanasta, g.reds = self.ncanasta, self.reds
        g._pile, g.frz, g.stock, g.stock_n = self._pile, self.frz, self.stock, self.stock_n
        g.melded, g.took_pile, g.tmelded = self.melded, self.took_pile, self.tmelded
        g._asked, g.cok, g.new_melds = self._asked, self.cok, self.new_melds
        g.went_out, g.red_end = self.went_out, self.red_end
        g._moves, g._effects, g._views, g._texts = self._moves, self._effects, None, None
        k = move[0]
        if k == "discard" or k == "draw" or k == "meld" or k == "take":
            s = self._turn
            hands = g.hands = self.hands[:]
            h = hands[s]
            if h is not None:
                hands[s] = h[:]
            g.hand_n = self.hand_n[:]
            g.rc = self.rc[:]
            if k == "discard":
                g._pile = self._pile[:]
            elif k == "draw":
                if self.stock is not None:
                    g.stock = self.stock[:]
                g.reds = self.reds[:]
            else:  # a take empties the pile by a new list: the old one is left as it was
                g._melds, g.mwild = self._melds[:], self.mwild[:]
                g.mranks, g.ncanasta, g.reds = self.mranks[:], self.ncanasta[:], self.reds[:]
        g.apply(move)
        return g

    def apply(self, move: Move) -> None:
        """Apply a move from `legal()` in place (a move not listed is the caller's error)."""
        k = move[0]
        s = self._turn
        if k == "discard":
            c = move[1]
            hand = self.hands[s]
            if hand is None:
                hand = self._hand()  # raises
            hand.remove(c)
            self.hand_n[s] -= 1
            self.rc[s * 14 + (c >> 2)] -= 1
            self._pile.append(c)
            if _FREEZES[c]:
                self.frz += 1
            if not hand:
                base = self.tb.sof[s] * 12
                self._phase = OVER
                self.went_out = (s, went_out_concealed(
                    self.tb.rules, self.cok, [len(self._melds[base + r]) for r in self.new_melds]))
            else:
                nxt = self.tb.nxt[s]
                self._turn, self._phase = nxt, DRAW_PHASE
                self.took_pile = self.tmelded = False
                self._asked = NONE
                self.cok = not self.melded >> nxt & 1
                self.new_melds = ()
        elif k == "draw":
            self._draw()
        elif k == "meld" or k == "take":
            eff = None
            if self._moves is not None:
                eff = self._effects.get(move)
                if (eff is None and len(move[1]) <= 1 and self._asked != YES
                        and self.mranks[self.tb.sof[s]] and move in self._moves):
                    eff = self._listed_effects(k == "take", move[1])
            if eff is None:
                eff = self._judge(k == "take", move[1])
                if eff is None:
                    raise IllegalAction(self._ruling(move))
            self._apply_meld(k == "take", move[1], eff)
        elif k == "ask":
            self._asked = PENDING
        elif k == "yes":
            self._asked = YES
        elif k == "no":
            self._asked = NO
        elif k == "pass":
            self._phase = OVER
            self.went_out = None
        else:
            raise ValueError(f"not a move: {move!r}")
        self._moves = None
        self._views = None
        self._texts = None

    def _listed_effects(self, take: bool, groups: tuple[Group, ...]) -> Effects | None:
        """What `_judge` computes for a listed (so legal) take or meld of at most one group by
        an opened side with no "yes" to honour, when it keeps two cards and the pile holds no
        red three; None otherwise (the caller judges). Such a move cannot go out, meld black
        threes or open, so only the cards, the meld's rank and the turn bookkeeping change."""
        hand = self.hands[self._turn]
        if hand is None:
            hand = self._hand()  # raises
        cs: tuple[int, ...] = groups[0][1] if groups else ()
        rest = hand[:]
        for c in cs:
            rest.remove(c)
        if take:
            if self.frz:
                return None  # a red three may be in the pile: the judge lays it out
            pile = self._pile
            r = pile[-1] >> 2
            cards = [pile[-1], *cs]
            rest.extend(pile[:-1])
            rest.sort()
        else:
            r = groups[0][0]
            if r < 0:
                r = cs[0] >> 2  # naturals first: the hand's cards are sorted
            cards = list(cs)
        if len(rest) < KEEP:
            return None
        cok, new = concealed_after(self.cok, self.new_melds,
                                   self.mranks[self.tb.sof[self._turn]], (r,))
        return (rest, {r: cards}, [], self.took_pile or take, self.tmelded or not take, cok,
                new, False, False)

    def _ruling(self, move: Move) -> Any:
        return ruling_from(self.verify(Action.of(move)))

    def _draw(self) -> None:
        """[threes.red-draw] red threes drawn are laid out and replaced; [stock.last-red-three];
        [two.draw] [two.stock-end] (`deal.draw_from_stock`, shared with `play`)."""
        stock = self.stock
        if stock is None:
            raise NotationError.of("stock.count-only", "stock")
        s = self._turn
        hand = self.hands[s]
        if hand is None and not all(c in RED3 for c in stock):
            self._hand()  # raises; a stock of red threes only ends the deal without the hand
        drawn = draw_from_stock(stock, self.tb.draw, RED3)
        self.stock_n -= len(drawn)
        got = False
        for c in drawn:
            if _IS_RED3[c]:
                side = self.tb.sof[s]
                self.reds[side] = tuple(sorted((*self.reds[side], c)))
                continue
            assert hand is not None
            insort(hand, c)
            self.hand_n[s] += 1
            self.rc[s * 14 + (c >> 2)] += 1
            got = True
        if got:
            self._phase = PLAY_PHASE
        else:  # only red threes: the deal ends at once
            self._phase = OVER
            self.went_out = None
            self.red_end = True

    def _apply_meld(self, take: bool, groups: tuple[Group, ...], eff: Effects) -> None:
        rest, contrib, gained, took, tmelded, cok, new, goes_out, concealed = eff
        s = self._turn
        side = self.tb.sof[s]
        base = side * 12
        rc = self.rc
        o = s * 14
        rules = self.tb.rules
        for _p, cs in groups:
            for c in cs:
                rc[o + (c >> 2)] -= 1
        if take:
            for c in self._pile[:-1]:
                if not _IS_RED3[c]:
                    rc[o + (c >> 2)] += 1
            self._pile = []
            self.frz = 0
        self.hands[s] = rest[:]
        self.hand_n[s] = len(rest)
        for r, cards in contrib.items():
            k = base + r
            old = self._melds[k]
            m = tuple(sorted(old + tuple(cards)))
            self._melds[k] = m
            for c in cards:
                if c >= FIRST_WILD:
                    self.mwild[k] += 1
            if not old:
                self.mranks[side] = tuple(sorted((*self.mranks[side], r)))
            if rules.completes_canasta(len(old), len(m)):
                self.ncanasta[side] += 1
        if gained:
            self.reds[side] = tuple(sorted((*self.reds[side], *gained)))
        self.melded |= 1 << s
        self.took_pile, self.tmelded, self.cok, self.new_melds = took, tmelded, cok, new
        self._phase = PLAY_PHASE
        if goes_out:
            self._phase = OVER
            self.went_out = (s, concealed)

    def play(self, action: str | Action) -> None:
        """Apply any action after the full check (`verify`); IllegalAction if refused."""
        a = parse(action)
        ev = self.verify(a)
        if ev.violations:
            raise IllegalAction(ruling_from(ev))
        self.apply(a)  # an Action is a move

