"""The listing: the legal moves of the seat to act, in the order of `legal_actions`, with their
canonical texts. How it summarises meld choices: docs/architecture.md."""

from __future__ import annotations

import threading
from collections.abc import Callable
from operator import itemgetter
from typing import Final

from canasta_core.cards import (
    FIRST_THREE,
    FIRST_WILD,
    distinct_sorted,
)
from canasta_core.going_out import plan_out
from canasta_core.rules import (
    BLACK_THREES_MIN,
    KEEP,
    ask_fault,
    card_points,
    empty_draw_fault,
    frozen_take_fault,
    goes_out,
    meld_faults,
    pile_frozen,
)
from canasta_core.state import (
    _ANSWERING,
    _ASKED,
    _DISCARDS,
    _MAX_DECK,
    _MELD_RANKS,
    _RANK_VAL,
    _TAKEABLE_TOP,
    _TEXT_OF,
    _TEXT_OF_MAX,
    _WILD_ONTO,
    ANSWERS,
    ASK,
    DRAW,
    DRAW_PHASE,
    JOKER_VAL,
    NONE,
    OVER,
    PAIR_AND_WILD,
    PASS,
    PENDING,
    THREE,
    TWO_VAL,
    VAL,
    YES,
    Group,
    Move,
    _found,
    _State,
)
from canasta_core.verify import _Verify

# Rules on counts read by the listing's inner loops through tables built from the primitives of
# `rules` once, at import (each rule is still written once, in `rules`).
#: Counts of cards (a stock, a pile's freezing cards, a hand's naturals of a rank) are at most
#: a deck's cards (`positions.load` refuses more; `state._Table` checks a profile's deck).
_COUNTS: Final = range(_MAX_DECK + 1)
#: [stock.empty-draw] `rules.empty_draw_fault(stock size)`, by stock size.
_NO_DRAW: Final = tuple(empty_draw_fault(n) for n in _COUNTS)
#: [pile.frozen] `rules.pile_frozen(freezing cards, opened)`, at `[opened][freezing cards]`.
_PILE_FROZEN: Final = tuple(tuple(pile_frozen(n, opened) for n in _COUNTS)
                            for opened in (False, True))
#: [pile.frozen] `rules.frozen_take_fault(frozen, naturals)`, at `[frozen][naturals]`.
_FROZEN_TAKE_FAULT: Final = tuple(tuple(frozen_take_fault(frozen, n) for n in _COUNTS)
                                  for frozen in (False, True))


#: Held while a state is listed (`_Listing._list`): a position's state may be shared by threads.
_LISTING: Final = threading.RLock()


class _Listing(_Verify):
    """`_Verify` with the listing (`legal`, `texts`, `listed`)."""

    __slots__ = ()

    def texts(self) -> list[str]:
        """The legal moves as canonical action texts (`legal_actions`), in the listing's order."""
        return list(self._texts or self._listing())

    def listed(self, text: str) -> Move | None:
        """The listed move whose canonical text is `text`, or None (not legal, or legal but
        summarised away by the listing, or not written canonically)."""
        return (self._texts or self._listing()).get(text)

    def _listing(self) -> dict[str, Move]:
        """The listing by text (`_texts`), built once per state."""
        moves = self._moves
        if moves is None:
            self._list()
            moves = self._moves
            assert moves is not None
        known = _TEXT_OF
        if len(known) > _TEXT_OF_MAX:
            known.clear()
        t = self._texts = {known.get(m) or _text_of(m): m for m in moves}
        return t

    def legal(self) -> list[Move]:
        """The legal moves, in the order of `legal_actions` (so a uniform choice matches)."""
        if self._moves is None:
            try:
                self._list()
            except BaseException:
                self._moves = None  # a hand given as a count: no partial listing is kept
                raise
            assert self._moves is not None
        return self._moves[:]

    def _list(self) -> None:
        """Set `_moves` (the listing) and `_effects` (what it computed for takes and melds).

        `_moves` is set only once the listing is whole: a position's state is shared (a lesson's
        position read by two sessions at once), and another thread must never read half a list.
        """
        with _LISTING:  # two threads listing one shared state would share `_effects` (which
            if self._moves is not None:  # `_try` reads to skip a move already listed) and
                return                   # publish a listing short of the moves the other took
            out: list[Move] = []  # the candidate families below never repeat a move, except
            self._effects = {}    # where _try checks (opening groups, the going-out meld)
            self._fill(out)
            self._moves = out

    def _fill(self, out: list[Move]) -> None:
        phase = self._phase
        if phase == OVER:
            return
        if phase == DRAW_PHASE:
            empty = _NO_DRAW[self.stock_n]
            if not empty:
                out.append(DRAW)
            pile = self._pile
            if pile and _TAKEABLE_TOP[pile[-1]]:
                self._list_takes(out, self._try)
            if empty and self._pass_ok():  # a pass needs an empty stock
                out.append(PASS)
            return
        if _ANSWERING[self._asked == PENDING]:
            # a question pending: only its answers
            out.extend(ANSWERS)
            return
        hand = self.hands[self._turn]
        if hand is None:
            hand = self._hand()  # raises
        if self._list_melds(out, self._try) <= 1:
            # Going out: _plan's first test, at most one card that can never be melded, read
            # by _list_melds from the rank counts so that most hands skip the search.
            s = self._turn
            side = self.tb.sof[s]
            base = side * 12
            n = len(hand)
            plan = plan_out(hand, self._melds[base:base + 12], self.mwild[base:base + 12],
                            self._ask_need_min(), self.tb.rules, self.rc[s * 14:s * 14 + 12],
                            max(0, self.tb.need - self.ncanasta[side]))
            if plan is not None:
                if plan[0]:
                    self._try(("meld", tuple(plan[0])), out)
                if ask_fault(self.tb.ans[s] < 0, _ASKED[self._asked], self.tmelded, n,
                             _found) is None:
                    out.append(ASK)  # the plan found is the way out the ask needs
        if len(hand) >= KEEP and self._asked != YES:
            # Keeping a card is always allowed when no "yes" obliges going out. Each distinct
            # card once: the hand is sorted, so a loop skips the repeats (a third of the
            # instructions of `map(_DISCARDS.__getitem__, dict.fromkeys(hand))`).
            append = out.append
            discards = _DISCARDS
            prev = -1
            for c in hand:
                if c != prev:
                    append(discards[c])
                    prev = c
        else:
            out.extend(_DISCARDS[c] for c in distinct_sorted(hand) if self._discard_ok(c))

    def _list_melds(self, out: list[Move], try_: Callable[[Move, list[Move]], None]) -> int:
        """List the play phase's melds (hand known, no question pending) into `out`: moves
        legal by a fast path are appended, the others are given to `try_` (`_try` judges
        them; the uniform sampler defers them). Returns the number of cards that can never
        be melded this turn, as far as the rank counts tell (going out needs at most one)."""
        s = self._turn
        hand = self.hands[s]
        if hand is None:
            hand = self._hand()  # raises
        side = self.tb.sof[s]
        base = side * 12
        melds = self._melds
        n = len(hand)
        rc = self.rc
        o = s * 14
        mranks = self.mranks[side]
        tb = self.tb
        meld_min = tb.meld_min  # [meld.rank] the profile's
        if mranks:
            sound_onto = tb.sound_onto  # [meld.*] `rules.meld_faults` with the profile's limits
            wild_limit = tb.wild_limit
            free = self._asked != YES  # no "yes" to honour: only the meld rules matter
            n_wild = rc[o + 12] + rc[o + 13]
            wilds = distinct_sorted(hand[n - n_wild:]) if n_wild else []
            nat_end = n - n_wild - rc[o + THREE]
            # The side's melds and wild counts by rank (one slice each: the walk indexes them
            # by rank), and the fast paths' test "no yes to honour and k cards leave two or
            # more" as `k <= spare` (never true when a yes is to be honoured).
            sm = melds[base:base + 12]
            sw = self.mwild[base:base + 12]
            spare = n - KEEP if free and tb.simple else -1
            append = out.append
            # The hand is sorted rank by rank: the naturals of a rank are one slice of it, so
            # the walk goes through the ranks A..4 with their counts, a slice per rank
            # present. It also counts the lone naturals (one of an unmelded rank), for the
            # going-out test below. (`zip` stops at the 11 counts, ranks A..4; given as a
            # keyword, `strict=False` would cost a dict per call: a fifth of the zip's cost.)
            lone = 0
            i = 0
            for k, m, w_in in zip(rc[o:o + 11], sm, sw):  # noqa: B905
                if not k:
                    continue
                j = i + k
                if m:
                    mv: Move = ("meld", ((-1, tuple(hand[i:j])),))
                    # Fast path: naturals onto a sound meld while keeping two cards are legal
                    # by [meld.rank]/[meld.shared].
                    if k <= spare and sound_onto[(len(m) + k) << 4 | w_in]:
                        append(mv)
                    else:
                        try_(mv, out)
                elif k >= 2:
                    if k >= meld_min:
                        mv = ("meld", ((-1, tuple(hand[i:j])),))
                        if k <= spare:
                            append(mv)  # fast path: three naturals or more as a new meld
                        else:
                            try_(mv, out)
                    if wilds:
                        mv = ("meld", ((-1, (hand[i], hand[i + 1], wilds[0])),))
                        if PAIR_AND_WILD <= spare:  # three cards named, two kept
                            append(mv)  # a new meld of two naturals and a wild, keeping two
                        else:
                            try_(mv, out)
                else:
                    lone += 1
                i = j
            if i != nat_end:  # the counts disagree with the hand: every slice above is wrong
                raise ValueError(f"{self.tb.seats[s]}'s rank counts disagree with the hand")
            if wilds:
                for r in mranks:
                    w_in = sw[r]
                    if w_in >= wild_limit or r == THREE:
                        continue  # no room for another wild card
                    # Fast path: a wild into a sound meld with room, keeping two cards.
                    onto = _WILD_ONTO[r]
                    if 1 <= spare and sound_onto[(len(sm[r]) + 1) << 4 | (w_in + 1)]:
                        for w in wilds:
                            append(onto[w])
                    else:
                        for w in wilds:
                            try_(onto[w], out)
        else:
            # Fast path: the points and cards of every new-meld group (_new_meld_groups), read
            # from the rank counts. Below the minimum, the greedy opening is all of them, and
            # both fail _judge's first test ([open.minimum]) unless they leave at most one card.
            minimum = self.minimum[side]
            w_left = rc[o + 12]
            jokers = rc[o + 13]
            points = named = 0
            for r in _MELD_RANKS:
                k = rc[o + r]
                if k >= meld_min:
                    points += k * _RANK_VAL[r]
                    named += k
                elif k == 2 and (w_left or jokers):
                    if w_left:  # the wild cards go to the pairs in order: twos, then jokers
                        w_left -= 1
                        points += 2 * _RANK_VAL[r] + TWO_VAL
                    else:
                        jokers -= 1
                        points += 2 * _RANK_VAL[r] + JOKER_VAL
                    named += 3
            if (named and points >= minimum and n - named >= KEEP and self._asked != YES
                    and tb.simple):
                # Fast path: new melds of distinct ranks (no threes) that reach the minimum
                # and keep two cards pass every test of _judge; it runs once, in apply, for
                # the one chosen. The greedy opening is a prefix of all of them.
                every = _openings_from_counts(hand, rc, o, meld_min)
                groups = _greedy(every, 0, minimum)
                out.append(("meld", tuple(groups)))
                if len(groups) != len(every):
                    out.append(("meld", tuple(every)))
            elif named and (points >= minimum or goes_out(n - named) or not tb.simple):
                every = _openings_from_counts(hand, rc, o, meld_min)
                groups = _greedy(every, 0, minimum)
                try_(("meld", tuple(groups)), out)
                try_(("meld", tuple(every)), out)
            elif named and _RECORD is not None:
                every = _openings_from_counts(hand, rc, o, meld_min)  # refused: recorded
                _RECORD.append((("meld", tuple(_greedy(every, 0, minimum))), False))
                _RECORD.append((("meld", tuple(every)), False))
        c3 = rc[o + THREE]
        if mranks:
            return lone + (0 < c3 < BLACK_THREES_MIN)  # the walk counted the lone naturals
        return rc[o:o + 12].count(1) - (c3 == 1) + (0 < c3 < BLACK_THREES_MIN)

    def _try(self, mv: Move, out: list[Move]) -> None:
        """List `mv` if the judge allows it and it is not listed yet (keeping its effects)."""
        if mv in self._effects or mv in out:
            return
        eff = self._judge(mv[0] == "take", mv[1])
        if _RECORD is not None:
            _RECORD.append((mv, eff is not None))
        if eff is not None:
            out.append(mv)
            self._effects[mv] = eff

    def _list_takes(self, out: list[Move], try_: Callable[[Move, list[Move]], None]) -> None:
        """List the takes of the pile into `out` (fast paths) or give them to `try_`."""
        top = self._pile[-1]
        if not _TAKEABLE_TOP[top]:  # a wild card or a three on top: `rules.pile_takeable`
            return
        tb = self.tb
        meld_min = tb.meld_min
        s = self._turn
        hand = self.hands[s]
        if hand is None:
            hand = self._hand()  # raises
        rank = top >> 2
        side = self.tb.sof[s]
        o = s * 14
        k = self.rc[o + rank]
        frozen = _PILE_FROZEN[bool(self.mranks[side])][self.frz]
        if _FROZEN_TAKE_FAULT[frozen][k] or (not k and not self._melds[side * 12 + rank]):
            return  # frozen: a natural pair of the top card's rank is needed; else some meld
        i = sum(self.rc[o:o + rank])  # the hand is sorted: its naturals of that rank start here
        nats = hand[i:i + k]
        n_wild = self.rc[o + 12] + self.rc[o + 13]
        wilds = distinct_sorted(hand[len(hand) - n_wild:]) if n_wild else []
        if frozen:
            firsts: list[tuple[int, ...]] = [(nats[0], nats[1])]
            if len(nats) >= meld_min:
                firsts.append(tuple(nats))
        else:
            firsts = [()]
            if nats:
                firsts.append((nats[0],))
            if len(nats) >= 2:
                firsts.append((nats[0], nats[1]))
            if len(nats) >= meld_min:
                firsts.append(tuple(nats))
            if nats:
                for w in wilds:
                    firsts.append((nats[0], w))
            # Fast path: a pile not frozen for an opened side. While the player keeps two
            # cards (and no question was asked), only the meld rules decide: the top card and
            # these cards onto the side's meld of that rank, or as a new meld of three.
            mk = side * 12 + rank
            m = self._melds[mk]
            mw = self.mwild[mk]
            keep = len(hand) + len(self._pile) - 1  # no red three: it would freeze the pile
            simple = self._asked == NONE
            for g0 in firsts:
                mv: Move = ("take", ((-1, g0),) if g0 else ())
                if simple and keep - len(g0) >= KEEP:
                    size = len(m) + 1 + len(g0)
                    nw = mw + (1 if g0 and g0[-1] >= FIRST_WILD else 0)
                    if (tb.sound_onto if m else tb.sound_new)[size << 4 | nw]:
                        out.append(mv)
                    elif _RECORD is not None:
                        _RECORD.append((mv, False))
                else:
                    try_(mv, out)
            return
        opened = bool(self.mranks[side])
        minimum = self.minimum[side]
        if opened:
            # Fast path: a frozen pile taken by an opened side with a natural pair (or all
            # the naturals) of the top card's rank, onto a sound meld or as a new one, while
            # the player keeps two cards however many of the pile's freezing cards are red
            # threes, and no question was asked: legal by [pile.frozen] and the meld rules.
            # The judge runs once, in apply, for the one chosen (it lays out red threes).
            mk = side * 12 + rank
            m = self._melds[mk]
            mw = self.mwild[mk]
            sound = not m or not meld_faults(self.tb.rules, len(m), len(m), mw)
            keep = len(hand) + len(self._pile) - 1 - self.frz
            simple = sound and self._asked == NONE and tb.simple
        for g0 in firsts:
            mv = ("take", ((-1, g0),) if g0 else ())
            if opened:
                if simple and keep - len(g0) >= KEEP:
                    out.append(mv)
                else:
                    try_(mv, out)
                continue
            points = card_points((top, *g0))
            if points < minimum:  # fast path: _judge's first test, [open.minimum]
                if _RECORD is not None:
                    _RECORD.append((mv, False))
            else:
                try_(mv, out)
            if g0:
                rest = hand[:]
                for c in g0:
                    rest.remove(c)
                extra = _opening_groups(rest, rank, points, minimum, meld_min)
                if extra:
                    try_(("take", ((-1, g0), *extra)), out)



def _text_of(move: Move) -> str:
    """`Game.text` (the one codec, `actions.text_of`), kept in `_TEXT_OF`."""
    text = _TEXT_OF[move] = _State.text(move)
    return text


# --- meld builders of the listing (which groups to offer; each is judged by _judge) -------

def _new_meld_groups(cards: list[int], exclude: int, meld_min: int) -> list[Group]:
    """Groups that could start new melds from these cards, most valuable first."""
    by_rank: dict[int, list[int]] = {}
    for c in cards:
        if c < FIRST_THREE:
            by_rank.setdefault(c >> 2, []).append(c)
    wilds = [c for c in cards if c >= FIRST_WILD]  # sorted ints: twos (20) before jokers (50)
    groups: list[Group] = []
    for r, nats in by_rank.items():
        if r == exclude:
            continue
        if len(nats) >= meld_min:
            groups.append((-1, tuple(nats)))
        elif len(nats) == 2 and wilds:
            groups.append((-1, (*nats, wilds.pop(0))))
    groups.sort(key=lambda g: -card_points(g[1]))
    return groups


def _openings_from_counts(hand: list[int], rc: list[int], o: int, meld_min: int,
                          ) -> list[Group]:
    """`_new_meld_groups(hand, -1, meld_min)` read from the sorted hand's rank counts (`rc[o + rank]`):
    the same groups in the same order, without sorting the cards into ranks again."""
    n = len(hand)
    wi = n - rc[o + 12] - rc[o + 13]  # the wild cards are last: twos, then jokers
    scored: list[tuple[int, Group]] = []
    i = 0
    for r in _MELD_RANKS:
        k = rc[o + r]
        if k >= meld_min:
            scored.append((-k * _RANK_VAL[r], (-1, tuple(hand[i:i + k]))))
        elif k == 2 and wi < n:
            w = hand[wi]
            wi += 1
            scored.append((-2 * _RANK_VAL[r] - VAL[w], (-1, (hand[i], hand[i + 1], w))))
        i += k
    scored.sort(key=_FIRST)  # stable, as _new_meld_groups's sort
    return list(map(_SECOND, scored))


_FIRST: Final = itemgetter(0)  # the sort key of `_openings_from_counts` (its score)
_SECOND: Final = itemgetter(1)


def _opening_groups(cards: list[int], exclude: int, points: int, minimum: int,
                    meld_min: int) -> list[Group]:
    """Greedy: add candidate groups until the opening minimum is reached."""
    return _greedy(_new_meld_groups(cards, exclude, meld_min), points, minimum)


def _greedy(groups: list[Group], points: int, minimum: int) -> list[Group]:
    chosen: list[Group] = []
    for g in groups:
        if points >= minimum:
            break
        chosen.append(g)
        for c in g[1]:  # `rules.card_points`, inlined: a call per group costs more here
            points += VAL[c]
    return chosen


#: Set to a list by tests to record every candidate the lister rules on without listing it
#: for sure (judged, or refused by a fast path), with its verdict; listed moves are all legal.
_RECORD: list[tuple[Move, bool]] | None = None


