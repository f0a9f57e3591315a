"""Playing a deal out: with a policy over the full listing (`play_out`), or uniformly at random
without it (`uniform_move`, `play_out_uniform`: draw among cheap candidates, judge only the one
drawn)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from canasta_core.cards import (
    distinct_sorted,
)
from canasta_core.going_out import plan_out
from canasta_core.listing import _PILE_FROZEN
from canasta_core.rules import (
    KEEP,
    empty_draw_fault,
)
from canasta_core.state import (
    _DISCARDS,
    _GO,
    _TAKEABLE_TOP,
    _UNSET,
    _WILD_ONTO,
    ASK,
    DRAW,
    DRAW_PHASE,
    NONE,
    OVER,
    PAIR_AND_WILD,
    PENDING,
    PLAY_PHASE,
    THREE,
    YES,
    Effects,
    Move,
)
from canasta_core.transition import (
    _Transition,
)


class _Playouts(_Transition):
    """`_Transition` with the playouts."""

    __slots__ = ()

    def uniform_move(self, rng: random.Random) -> Move:
        """A legal move drawn uniformly at random: each move of `legal()` with probability
        1 / len(legal()), by rejection sampling over cheap candidates (see `_uniform`). The
        draws differ from `rng.choice(legal())`, which `random_policy` makes."""
        return self._uniform(rng.getrandbits)[0]

    def play_out_uniform(self, rng: random.Random, max_actions: int = 5000,
                         record: list[Move] | None = None) -> int:
        """Play to the end of the deal with `uniform_move`; returns the moves played (and
        appends them to `record` when given)."""
        bits = rng.getrandbits
        uniform = self._uniform
        n = 0
        while self._phase != OVER:
            if n >= max_actions:
                raise RuntimeError(f"the deal did not end within {max_actions} actions")
            if (self._phase == DRAW_PHASE and not empty_draw_fault(self.stock_n)
                    and self.hands[self._turn] is not None):
                if self._takeable():
                    move, eff = self._draw_take(bits, *self._take_candidates())
                else:
                    move, eff = DRAW, None  # the only legal move: no randomness needed
            else:
                move, eff = uniform(bits)
            if move is DRAW:
                self._draw()
                self._moves = self._views = self._texts = None
            elif self._moves is not None or (move[0] != "meld" and move[0] != "take"):
                self.apply(move)  # a discard, or drawn from the full listing (its effects kept)
            else:
                self._apply_drawn(move, eff)
            if record is not None:
                record.append(move)
            n += 1
        return n

    def _uniform(self, bits: Callable[[int], int]) -> tuple[Move, Effects | None]:
        """(move, its effects if computed), drawn uniformly from the legal moves by rejection
        sampling. In the play phase (no question pending, two cards or more in hand) the
        candidates are `_slots`: the discards, accepted when drawn, then slots for the melds
        and the going-out candidates, each accepted by `_accept_slot` (a fast path, or the
        judge, run only for the slot drawn) or refused and drawn again. In a draw phase they
        are `_takes`: `draw` and the takes listed by a fast path, then the takes to
        judge. Every legal move is exactly one accepted candidate (tests/engine/test_game.py
        enumerates them at every state of seeded deals), so the result is uniform over
        `legal()`. Anywhere else the full listing is drawn from."""
        sl = self._slots()
        if sl is not None:
            dist = sl[0]
            nd = len(dist)
            total = nd + sl[1]
            k = total.bit_length()
            refused: set[int] = set()
            while True:
                i = bits(k)
                if i >= total or i in refused:
                    continue
                if i < nd:
                    return _DISCARDS[dist[i]], None
                got = self._accept_slot(sl, i - nd)
                if got is not None:
                    return got
                refused.add(i)  # its verdict stands: not judged again
        takes = self._takes()
        if takes is not None:
            return self._draw_take(bits, *takes)
        self._list()
        moves = self._moves
        assert moves is not None
        n = len(moves)
        if n == 1:
            return moves[0], None
        k = n.bit_length()
        i = bits(k)
        while i >= n:
            i = bits(k)
        return moves[i], None

    def _draw_take(self, bits: Callable[[int], int], head: list[Move], judged: list[Move],
                   ) -> tuple[Move, Effects | None]:
        """`_uniform` over `_takes`' candidates (`draw` first)."""
        nh = len(head)
        total = nh + len(judged)
        if total == 1:
            return DRAW, None  # no take is possible
        k = total.bit_length()
        while True:
            i = bits(k)
            if i >= total:
                continue
            if i < nh:
                return head[i], None
            got = self._accept_take(judged[i - nh])
            if got is not None:
                return got

    def _takeable(self) -> bool:
        """Could the seat to act take the pile? False only where no take is legal (so
        `_list_takes` would list none)."""
        pile = self._pile
        if not pile or not _TAKEABLE_TOP[pile[-1]]:  # `rules.pile_takeable`: no take
            return False
        s = self._turn
        if self.hands[s] is None:
            return True  # the full listing raises
        rank = pile[-1] >> 2
        side = self.tb.sof[s]
        k = self.rc[s * 14 + rank]
        if k >= 2:
            return True
        if _PILE_FROZEN[bool(self.mranks[side])][self.frz]:
            return False  # frozen: a natural pair of the top card's rank is needed
        if self._melds[side * 12 + rank]:
            return True  # the top card (and any natural of its rank) onto the side's meld
        # A new meld of three: the top card, a natural of its rank and a wild card.
        return k > 0 and self.rc[s * 14 + 12] + self.rc[s * 14 + 13] > 0

    def _slots(self) -> list[Any] | None:
        """The uniform sampler's candidates in the play phase with no question pending and
        two cards or more in hand, without the rank walk of `_list_melds`:
        [distinct cards (each a discard), the number of other slots, the number of meld
        slots, distinct wild cards, the side's meld ranks, (`_GO`, `ASK`) or fewer, the
        going-out plan or _UNSET, `_listed_melds` or _UNSET]. After the discards come the
        meld slots: for a side that has opened, one per rank present (its naturals as a
        meld) and, with a wild card in hand, a second (a pair of them and the wild); for one
        that has not, two for its openings. Then one slot per meld and wild card (the wild
        onto it), then the going-out candidates. `_accept_slot` accepts a slot exactly when
        `_list_melds` (or the going-out search) lists its move. None elsewhere (the draw
        phase: `_takes`)."""
        if self._phase != PLAY_PHASE:
            return None
        s = self._turn
        hand = self.hands[s]
        side = self.tb.sof[s]
        mranks = self.mranks[side]
        asked = self._asked
        if hand is None or asked == PENDING or len(hand) < KEEP:
            return None
        rc = self.rc
        o = s * 14
        counts = rc[o:o + 11]
        # Going out: the search itself refuses at once a hand with two cards that can never
        # be melded, so it is not tested here.
        extras = ((_GO, ASK) if asked == NONE and not self.tmelded and self.tb.ans[s] >= 0
                  else (_GO,))
        n_wild = rc[o + 12] + rc[o + 13]
        wilds = distinct_sorted(hand[len(hand) - n_wild:]) if n_wild else []
        region = (11 - counts.count(0)) * (2 if wilds else 1) if mranks else 2
        # After a yes, no discard keeps two cards or more legally ([out.permission]).
        dist = distinct_sorted(hand) if asked != YES else []
        return [dist, region + len(wilds) * len(mranks) + len(extras), region, wilds, mranks,
                extras, _UNSET, _UNSET]

    def _accept_slot(self, sl: list[Any], j: int) -> tuple[Move, Effects | None] | None:
        """The move of `_slots`' `j`-th slot after the discards, with its effects when
        judged, if `_list_melds` or the going-out search lists it; else None."""
        n_ranks = sl[2]
        hand = self._hand()
        # The fast paths hold while the player keeps two cards and no "yes" obliges going
        # out: after a yes every meld is judged (n 0 fails every fast test).
        tb = self.tb
        n = len(hand) if self._asked != YES and tb.simple else 0
        s = self._turn
        base = self.tb.sof[s] * 12
        mv: Move
        if j < n_ranks and not sl[4]:  # a side that has not opened: its two openings
            fast, judged = self._listed_melds(sl)
            if j < len(fast):
                return fast[j], None
            j -= len(fast)
            if j >= len(judged):
                return None
            mv = judged[j]
        elif j < n_ranks:
            o = s * 14
            rc = self.rc
            wilds = sl[3]
            want = j >> 1 if wilds else j
            start = 0
            r = 0
            while True:  # the `want`-th rank present, and where its naturals start
                if r >= 14:  # fewer ranks than the counts promised: a state `validate` refuses
                    raise ValueError(f"{self.tb.seats[s]}'s rank counts disagree with the hand")
                k = rc[o + r]
                if k:
                    if not want:
                        break
                    want -= 1
                    start += k
                r += 1
            m = self._melds[base + r]
            if wilds and j & 1:  # a pair and the first wild card, as a new meld
                if m or k < 2:
                    return None
                mv = ("meld", ((-1, (hand[start], hand[start + 1], wilds[0])),))
                if n >= PAIR_AND_WILD + KEEP:  # three cards named, two kept
                    return mv, None  # fast path of _list_melds
            else:  # the rank's naturals: onto its meld, or three or more as a new one
                if not m and k < tb.meld_min:
                    return None
                mv = ("meld", ((-1, tuple(hand[start:start + k])),))
                if n - k >= KEEP:
                    if not m:
                        return mv, None  # fast path: three naturals or more as a new meld
                    if tb.sound_onto[(len(m) + k) << 4 | self.mwild[base + r]]:
                        return mv, None  # fast path: naturals onto a sound meld
        else:
            j -= n_ranks
            wilds = sl[3]
            n_onto = len(wilds) * len(sl[4])
            if j < n_onto:
                r = sl[4][j // len(wilds)]
                w_in = self.mwild[base + r]
                if w_in >= tb.wild_limit or r == THREE:
                    return None  # no room for another wild card
                mv = _WILD_ONTO[r][wilds[j % len(wilds)]]
                m = self._melds[base + r]
                if n - 1 >= KEEP and tb.sound_onto[(len(m) + 1) << 4 | (w_in + 1)]:
                    return mv, None  # fast path: a wild into a sound meld with room
            else:
                mv = sl[5][j - n_onto]
                plan = sl[6]
                if plan is _UNSET:
                    plan = sl[6] = plan_out(
                        hand, self._melds[base:base + 12], self.mwild[base:base + 12],
                        self._ask_need_min(), self.tb.rules, self.rc[s * 14:s * 14 + 12],
                        max(0, self.tb.need - self.ncanasta[self.tb.sof[s]]))
                if plan is None:
                    return None
                if mv is ASK:
                    return ASK, None
                if not plan[0]:
                    return None
                mv = ("meld", tuple(plan[0]))
                fast, judged = self._listed_melds(sl)
                if mv in fast or mv in judged:
                    return None  # a slot's move: that slot stands for it
        eff = self._judge(False, mv[1])
        return None if eff is None else (mv, eff)

    def _listed_melds(self, sl: list[Any]) -> tuple[list[Move], list[Move]]:
        """`_list_melds`' moves for `_slots`' state, kept in it: (legal by a fast path, to be
        judged). For a side that has not opened these are its openings (two at most)."""
        got: tuple[list[Move], list[Move]] | Any = sl[7]
        if got is _UNSET:
            fast: list[Move] = []
            self._deferred = []
            self._list_melds(fast, self._defer)
            got = sl[7] = (fast, self._deferred)
        return got

    def _takes(self) -> tuple[list[Move], list[Move]] | None:
        """The uniform sampler's candidates in a draw phase with cards in the stock and a
        known hand: (`draw` and the takes listed by a fast path, the takes to judge when
        drawn); None elsewhere."""
        if self._phase != DRAW_PHASE or empty_draw_fault(self.stock_n) or self.hands[self._turn] is None:
            return None
        if self._takeable():
            return self._take_candidates()
        return [DRAW], []

    def _take_candidates(self) -> tuple[list[Move], list[Move]]:
        head: list[Move] = [DRAW]
        self._deferred = []
        self._list_takes(head, self._defer)
        return head, self._deferred

    def _defer(self, mv: Move, out: list[Move]) -> None:
        """The uniform sampler's `try_`: a move to judge when drawn, unless it is a candidate
        already."""
        if mv not in out and mv not in self._deferred:
            self._deferred.append(mv)

    def _accept_take(self, mv: Move) -> tuple[Move, Effects | None] | None:
        """A take to judge, with its effects if it is legal; else None."""
        eff = self._judge(True, mv[1])
        return None if eff is None else (mv, eff)

    def _apply_drawn(self, move: Move, eff: Effects | None) -> None:
        """Apply a take or meld `_uniform` drew without the full listing (`_moves` is None)."""
        take = move[0] == "take"
        if eff is None:
            # A fast path's move: legal, so its effects are computed directly when it is one
            # group by an opened side (no "yes" to honour here), else by the judge.
            if len(move[1]) <= 1 and self.mranks[self.tb.sof[self._turn]]:
                eff = self._listed_effects(take, move[1])
            if eff is None:
                eff = self._judge(take, move[1])
                assert eff is not None, move
        self._apply_meld(take, move[1], eff)
        self._moves = None
        self._views = None
        self._texts = None

    def _uniform_outcomes(self) -> list[Move | None]:
        """For tests: what `_uniform` accepts for each value it can draw (None: drawn again)."""
        out: list[Move | None]
        sl = self._slots()
        if sl is not None:
            out = [_DISCARDS[c] for c in sl[0]]
            for j in range(sl[1]):
                got = self._accept_slot(sl, j)
                out.append(None if got is None else got[0])
            return out
        takes = self._takes()
        if takes is None:
            return list(self.legal())
        out = list(takes[0])
        for mv in takes[1]:
            got = self._accept_take(mv)
            out.append(None if got is None else got[0])
        return out

