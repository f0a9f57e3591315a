"""The fast simulation path: a mutable `Game` over a compact representation of one deal.

    g = Game.from_position(pos)        # or Game.deal(seed, dealer, scores)
    h = g.copy()                       # cheap and independent
    moves = g.legal()                  # compact moves, in the order of legal_actions(pos)
    g.text(m); g.kind(m); g.groups(m)  # canonical action text / verb / groups, on demand
    g.apply(m)                         # apply a listed move in place (no second check)
    g.play("take 7H 7S")               # any action text, ruled on by rulings.evaluate
    g.turn, g.actor, g.phase, g.side, g.over, g.margin("NS"), g.to_position()
    g.texts(); g.listed("draw"); g.after(m)   # the public API's view: see `state_of`
    g.play_out(random_policy, rng)     # play to the end of the deal with a policy
    g.uniform_move(rng)                # a legal move drawn uniformly, without the listing
    g.play_out_uniform(rng)            # uniform random play to the end (simulate.random_deal)

Representation: a card is an int, its index in `cards.ALL_CODES` (rank-major from the ace, suits
C D H S, the joker 52), so `c >> 2` is its rank index (A=0 ... 4=10, 3=11, 2=12, joker 13), a
card is wild when `c >= 48`, and sorting ints is the canonical card order. A hand is a sorted
list plus per-rank counts; a side's melds are a tuple per rank with its wild count; the pile
keeps a count of the cards that freeze it; the stock is a list with its top card last. Every
rule test is then a few array reads, and text is produced only when asked for.

`legal()` is the listing of `legal.legal_actions` (which is produced from it): the same
candidates in the same order, each decided by predicates (`_judge`, `_discard_ok`, `_ask_ok`,
`_pass_ok`) that call the same rules as `rulings.evaluate` (the one judge of the API): the
primitives of `canasta_core.rules`, refusing a move at its first fault. tests/engine/test_game.py proves the two agree on every candidate the
lister considers and on random near-miss actions, and that seeded deals played through this
path and through the immutable API are identical move for move.

Uniform random play does not need the whole listing: `uniform_move` draws among cheap
candidates (each discard, a slot per rank present, per meld and wild card, the going-out
candidates; in a draw phase `draw` and the takes) and judges only the one drawn, drawing again
when it is refused. Each legal move is exactly one accepted candidate (the tests enumerate
them at every state of seeded deals), so the draw is uniform over `legal()`.
"""

from __future__ import annotations

import random
from bisect import insort
from collections import Counter
from collections.abc import Callable
from operator import itemgetter
from typing import Any, Final

from canasta_core.actions import Action, parse
from canasta_core.cards import (
    ALL_CODES,
    BLACK_THREE_INTS,
    CARD_INDEX,
    CARD_VALUE,
    FIRST_THREE,
    FIRST_WILD,
    JOKER_INT,
    MELD_RANK_INDEXES,
    RANK_INDEX,
    RANKS,
    RED_THREE_INTS,
    THREE_RANK,
    distinct_sorted,
    full_deck,
)
from canasta_core.deal import deal_out, draw_from_stock
from canasta_core.errors import IllegalAction, NotationError
from canasta_core.going_out import MELD_MIN, WILDS, plan_out
from canasta_core.positions import (
    Phase,
    Position,
    TurnState,
    WentOut,
    opening_minimum,
)
from canasta_core.profiles import CLASSIC, PROFILES, Profile
from canasta_core.rules import (
    BLACK_THREES_MIN,
    KEEP,
    answer_discard_fault,
    answer_meld_fault,
    ask_fault,
    black_three_faults,
    cards_not_held,
    concealed_after,
    empty_draw_fault,
    freezes,
    frozen_take_fault,
    goes_out,
    going_out_minimum,
    group_rank,
    lacks_canastas,
    made_canasta,
    meld_faults,
    one_card_pile_fault,
    opening_waived,
    pass_fault,
    pile_frozen,
    pile_top_fault,
    red_three_on_top,
    top_group_fault,
    turn_fault,
)
from canasta_core.scoring import side_score

#: A legal move: opaque to callers except that `move[0]` is its kind ("draw", "take", ...).
Move = tuple[Any, ...]
Policy = Callable[["Game", list[Move], random.Random], Move]
Group = tuple[int, tuple[int, ...]]  # (rank index of an `R:` prefix or -1, sorted cards)

# The compact card form and the meld limits, each defined once (cards.py, going_out.py from
# the profile); the short names below are this module's aliases.
CODES: Final = ALL_CODES  # card int -> code
INDEX: Final = CARD_INDEX  # card code -> int
RANK_CHARS: Final = RANKS  # rank index -> letter ("AKQJT98765432")
CANASTA_SIZE: Final = CLASSIC.canasta_size  # [meld.canasta]
THREE: Final = THREE_RANK  # rank index of threes (black threes meld only when going out)
BLACK3: Final = BLACK_THREE_INTS  # 3C 3S
RED3: Final = RED_THREE_INTS  # 3D 3H
VAL: Final = CARD_VALUE  # [values] a card's points by int
_DECK: Final = tuple(INDEX[c] for c in full_deck())
_RANK_VAL: Final = tuple(VAL[r * 4] for r in range(12))  # a natural's points by rank index
_MELD_RANKS: Final = MELD_RANK_INDEXES  # rank indexes A..4


# Rules that read a few small counts only are read here through tables built from the very
# primitives of `rules` once, at import: each rule is still written once (in `rules`), and the
# listing's inner loops index a tuple instead of calling a function per candidate.
_MELD_CELLS: Final = 48  # sizes 0..47: more than a meld can hold (8 naturals, 12 wild cards)


def _meld_table(before: int) -> tuple[bool, ...]:
    """`not rules.meld_faults(CLASSIC, before, size, wilds)` at `size << 4 | wilds` (wilds: at
    most 12 in a deck; every profile keeps the classic meld limits, profiles._check_shared)."""
    return tuple(not meld_faults(CLASSIC, before, size, wilds)
                 for size in range(_MELD_CELLS) for wilds in range(16))


#: A meld the action starts / one it adds to, sound after it ([meld.*], `rules.meld_faults`).
_SOUND_NEW: Final = _meld_table(0)
_SOUND_ONTO: Final = _meld_table(1)
#: [pile.empty] [pile.blocked] `rules.pile_top_fault(top) is None`, by top card.
_TAKEABLE_TOP: Final = tuple(pile_top_fault(c) is None for c in range(53))
#: [pile.frozen] `rules.freezes(card)`, by card.
_FREEZES: Final = tuple(freezes(c) for c in range(53))
#: A red three, by card: `c in RED3` as one index (the hot loops read it per card).
_IS_RED3: Final = tuple(c in RED_THREE_INTS for c in range(53))
#: Counts of cards (a stock, a pile's freezing cards, a hand's naturals of a rank) are at most
#: a deck's cards: `positions.load` refuses more.
_COUNTS: Final = range(max(p.deck_size for p in PROFILES.values()) + 1)
#: [stock.empty-draw] `rules.empty_draw_fault(stock size)`, by stock size.
_NO_DRAW: Final = tuple(empty_draw_fault(n) for n in _COUNTS)
#: [pile.frozen] `rules.pile_frozen(freezing cards, opened)`, at `[opened][freezing cards]`.
_PILE_FROZEN: Final = tuple(tuple(pile_frozen(n, opened) for n in _COUNTS)
                            for opened in (False, True))
#: [pile.frozen] `rules.frozen_take_fault(frozen, naturals)`, at `[frozen][naturals]`.
_FROZEN_TAKE_FAULT: Final = tuple(tuple(frozen_take_fault(frozen, n) for n in _COUNTS)
                                  for frozen in (False, True))


class _Table:
    """A profile (profiles.py) in the fast path's terms: seats and sides as indexes."""

    __slots__ = ("rules", "n", "seats", "sides", "seat_index", "sof", "nxt", "ans",
                 "side_seats", "draw", "need", "hand")

    def __init__(self, rules: Profile) -> None:
        self.rules = rules
        self.seats: tuple[str, ...] = rules.seats
        self.sides: tuple[str, ...] = rules.side_names
        self.n = len(rules.seats)
        self.seat_index = {s: i for i, s in enumerate(rules.seats)}
        side_index = {side: i for i, side in enumerate(self.sides)}
        #: seat index -> side index ([prof.sides])
        self.sof = tuple(side_index[rules.side_of[s]] for s in rules.seats)
        #: seat index -> the next seat clockwise ([prof.order])
        self.nxt = tuple((i + 1) % self.n for i in range(self.n))
        #: seat index -> the seat that answers its `ask`, or -1 ([two.alone], [six.ask])
        self.ans = tuple(self.seat_index[rules.answers_ask[s]] if s in rules.answers_ask
                         else -1 for s in rules.seats)
        self.side_seats = tuple(tuple(self.seat_index[s] for s in rules.side_seats[side])
                                for side in self.sides)
        self.draw = rules.draw_count  # [two.draw] cards one draw brings
        self.need = rules.canastas_to_go_out  # [out.canasta] [two.out]
        self.hand = rules.hand_size  # [deal.hands]


_TABLES: Final[dict[str, _Table]] = {name: _Table(p) for name, p in PROFILES.items()}

DRAW_PHASE, PLAY_PHASE, OVER = 0, 1, 2
_VERBS: Final = ("draw", "take", "pass", "meld", "discard", "ask", "yes", "no")
#: [turn.not-yours] [turn.sequence] The verbs `rules.turn_fault` allows, at
#: `phase * 2 + (a question is pending)` (phases as numbered here).
_VERBS_OK: Final = tuple(
    frozenset(v for v in _VERBS
              if turn_fault(phase == OVER, phase == PLAY_PHASE, v, pending) is None)
    for phase in range(3) for pending in (False, True))
#: [out.permission] In the play phase, a question pending leaves only its answers, by
#: `asked == PENDING`.
_ANSWERING: Final = tuple("yes" in _VERBS_OK[PLAY_PHASE * 2 + pending]
                          for pending in (False, True))
_PHASES: Final[tuple[Phase, ...]] = ("draw", "play", "over")
NONE, PENDING, YES, NO = 0, 1, 2, 3
_ASKED: Final = (None, "pending", "yes", "no")
_ASKED_INDEX: Final[dict[str | None, int]] = {a: i for i, a in enumerate(_ASKED)}

DRAW: Final[Move] = ("draw",)
_GO: Final[Move] = ("meld", "going out")  # a candidate of the uniform sampler: the plan's meld
_UNSET: Final = object()


def _found() -> bool:
    """A search already made and found a way out (the listing's `ask`)."""
    return True

_DRAW_ONLY: Final[list[Move]] = [DRAW]  # the listing where `draw` is the only legal move
PASS: Final[Move] = ("pass",)
ASK: Final[Move] = ("ask",)
ANSWERS: Final[tuple[Move, Move]] = (("yes",), ("no",))
_DISCARDS: Final[tuple[Move, ...]] = tuple(("discard", c) for c in range(53))
_DISCARD_TEXTS: Final[tuple[str, ...]] = tuple("discard " + CODES[c] for c in range(53))
#: The text of each move met so far (`Game.text` is a pure function of the move), cleared when
#: it holds `_TEXT_OF_MAX` moves.
_TEXT_OF: Final[dict[Move, str]] = {}
_TEXT_OF_MAX: Final = 50_000
#: "meld R: w" for every meld rank and wild card, built once.
_WILD_ONTO: Final[tuple[tuple[Move, ...], ...]] = tuple(
    tuple(("meld", ((r, (w,)),)) if w >= FIRST_WILD else () for w in range(53))
    for r in range(12)
)

#: What a legal take or meld does: hand after, cards per meld rank, red threes gained, turn
#: bookkeeping (took_pile, melded, concealed_ok, new_melds), goes out, concealed.
Effects = tuple[list[int], dict[int, list[int]], list[int], bool, bool, bool, tuple[int, ...],
                bool, bool]


def _group_text(g: Group) -> str:
    prefix, cards = g
    text = " ".join([CODES[c] for c in cards])
    natural = next((c >> 2 for c in cards if c < FIRST_WILD), -1)
    if prefix >= 0 and natural != prefix:
        return f"{RANK_CHARS[prefix]}: {text}"
    return text


class Game:
    """One deal in progress, mutated in place by `apply` (see the module docstring)."""

    __slots__ = (
        "tb", "dealer", "_turn", "_phase", "scores", "minimum", "hands", "hand_n", "rc", "_melds", "mwild",
        "mranks", "ncanasta", "reds", "_pile", "frz", "stock", "stock_n", "melded", "took_pile",
        "tmelded", "_asked", "cok", "new_melds", "went_out", "_moves", "_effects", "_views",
        "_deferred", "red_end", "_texts",
    )

    tb: _Table  # the profile: seats, sides, cards per draw, canastas to go out
    dealer: int
    _turn: int
    _phase: int
    scores: list[int]
    minimum: tuple[int, ...]  # per side: its opening minimum, from its score (fixed in a deal)
    hands: list[list[int] | None]  # sorted card ints; None when given only as a count
    hand_n: list[int]
    rc: list[int]  # per seat 14 rank counts (seat * 14 + rank index; the joker is 13)
    _melds: list[tuple[int, ...]]  # side * 12 + rank index -> sorted cards
    mwild: list[int]  # wild cards in each meld
    mranks: list[tuple[int, ...]]  # per side, the rank indexes of its melds, in order
    ncanasta: list[int]  # canastas per side
    reds: list[tuple[int, ...]]
    _pile: list[int]  # bottom first
    frz: int  # cards in the pile that freeze it for everyone (wild cards, red threes)
    stock: list[int] | None  # top card last; None when given only as a count
    stock_n: int
    melded: int  # bit per seat: has melded in this deal
    took_pile: bool
    tmelded: bool
    _asked: int
    cok: bool  # concealed_ok
    new_melds: tuple[int, ...]
    went_out: tuple[int, bool] | None
    red_end: bool  # the deal ended by a draw that met only red threes (notation.md `ended`)
    _moves: list[Move] | None  # the current listing (None: not listed since the last move)
    _effects: dict[Move, Effects | None]  # what the listing computed for its takes and melds
    _views: dict[str, Any] | None
    _texts: dict[str, Move] | None  # the listing by its text (`listed`), built on demand
    _deferred: list[Move]  # the uniform sampler's moves to judge when drawn (set before use)

    # --- building ---------------------------------------------------------------------
    @classmethod
    def from_position(cls, pos: Position) -> Game:
        g = cls.__new__(cls)
        g._load(pos)  # refuses a hand holding a red three: `validate`'s hand checks hold
        return g

    def validate(self, copies: bool = True) -> None:
        """Raise ValueError when the state is not one a deal can reach as far as the listing
        relies on it: a known hand unsorted, holding a red three ([turn.discard]: never in a
        hand) or disagreeing with its rank counts, or (with `copies`) a card more often than
        the deck has it across the known zones. The rank walks of the listing assume all of
        this. Every state `from_position` builds passes the hand checks (`_load` sorts each hand,
        counts its ranks from it and refuses a red three); the expert checks the copies too on
        every world it samples."""
        rc = self.rc
        for i, h in enumerate(self.hands):
            if h is None:
                continue
            if len(h) != self.hand_n[i] or h != sorted(h):
                raise ValueError(f"{self.tb.seats[i]}'s hand does not match its size or order")
            if RED3[0] in h or RED3[1] in h:
                raise ValueError(f"{self.tb.seats[i]} holds a red three; red threes are never in a hand")
            counts = [0] * 14
            for c in h:
                counts[c >> 2] += 1
            if counts != rc[i * 14:i * 14 + 14]:
                raise ValueError(f"{self.tb.seats[i]}'s rank counts disagree with the hand")
        if not copies:
            return
        known: list[int] = [c for h in self.hands if h is not None for c in h]
        for zone in self._melds:
            known += zone
        for zone in self.reds:
            known += zone
        known += self._pile
        if self.stock is not None:
            known += self.stock
        for c, n in Counter(known).items():
            if n > (self.tb.rules.jokers if c == JOKER_INT else self.tb.rules.copies):
                raise ValueError(f"{n} copies of {CODES[c]} in one deal")

    def _load(self, pos: Position) -> None:
        self.tb = tb = _TABLES[pos.profile]
        nsides = len(tb.sides)
        self.dealer = tb.seat_index[pos.dealer]
        self._turn = tb.seat_index[pos.turn]
        self._phase = _PHASES.index(pos.phase)
        self.scores = [pos.scores[side] for side in tb.sides]
        self.minimum = tuple(map(opening_minimum, self.scores))
        self.hands = []
        self.hand_n = []
        self.rc = rc = [0] * (14 * tb.n)
        for i, s in enumerate(tb.seats):
            h = pos.hands[s]
            if isinstance(h, int):
                self.hands.append(None)
                self.hand_n.append(h)
                continue
            cards = sorted(map(INDEX.__getitem__, h))
            if RED3[0] in cards or RED3[1] in cards:  # as `validate` says it
                raise ValueError(f"{s} holds a red three; red threes are never in a hand")
            self.hands.append(cards)
            self.hand_n.append(len(cards))
            o = i * 14
            for c in cards:
                rc[o + (c >> 2)] += 1
        self._melds = [()] * (12 * nsides)
        self.mwild = [0] * (12 * nsides)
        mranks: list[list[int]] = [[] for _ in range(nsides)]
        self.ncanasta = [0] * nsides
        for side_i, side in enumerate(tb.sides):
            for r, m in pos.melds[side].items():
                if not m:
                    continue
                k = side_i * 12 + RANK_INDEX[r]
                cards_t = tuple(sorted(map(INDEX.__getitem__, m)))
                self._melds[k] = cards_t
                self.mwild[k] = sum(1 for c in cards_t if c >= FIRST_WILD)
                mranks[side_i].append(RANK_INDEX[r])
                self.ncanasta[side_i] += len(cards_t) >= CANASTA_SIZE
        self.reds = [tuple(sorted(map(INDEX.__getitem__, pos.red_threes[s]))) for s in tb.sides]
        self._pile = list(map(INDEX.__getitem__, pos.pile))
        self.frz = sum(map(_FREEZES.__getitem__, self._pile))  # [pile.frozen] `rules.freezes`
        if isinstance(pos.stock, int):
            self.stock, self.stock_n = None, pos.stock
        else:
            self.stock = list(map(INDEX.__getitem__, reversed(pos.stock)))
            self.stock_n = len(self.stock)
        self.melded = sum(1 << i for i, s in enumerate(tb.seats) if s in pos.melded)
        tt = pos.this_turn
        self.took_pile, self.tmelded = tt.took_pile, tt.melded
        self._asked = _ASKED_INDEX[tt.asked]
        self.cok = tt.concealed_ok
        self.new_melds = tuple(RANK_INDEX[r] for r in tt.new_melds)
        wo = pos.went_out
        self.went_out = None if wo is None else (tb.seat_index[wo.seat], wo.concealed)
        self.red_end = pos.ended == "last-red-three" and pos.phase == "over"
        self.mranks = [tuple(sorted(m)) for m in mranks]
        self._moves = None
        self._effects = {}
        self._views = None
        self._texts = None

    @classmethod
    def deal(cls, seed: int | None = None, dealer: str = "N",
             scores: tuple[int, ...] = (0, 0), profile: str = CLASSIC.name) -> Game:
        """The deal `deal.deal(seed, dealer, scores, profile)` gives, built directly in
        compact form."""
        tb = _TABLES.get(profile)
        if tb is None or dealer not in tb.seat_index:
            from canasta_core.deal import deal

            # raises its NotationError
            return cls.from_position(deal(seed, dealer, scores, profile))
        deck = _shuffled(random.Random(seed))
        d = tb.seat_index[dealer]
        n = tb.n
        nsides = len(tb.sides)
        order = [(d + 1 + i) % n for i in range(n)]
        dealt, stock, pile, laid = deal_out(deck, n, tb.hand, _covers, RED3)
        hands: list[list[int]] = [[] for _ in range(n)]
        for i, s in enumerate(order):
            hands[s] = dealt[i]
        reds: list[list[int]] = [[] for _ in range(nsides)]
        for i, c, _replacement in laid:
            reds[tb.sof[order[i]]].append(c)
        g = cls.__new__(cls)
        g.tb = tb
        g.dealer, g._turn, g._phase = d, order[0], DRAW_PHASE
        g.scores = [int(scores[i]) if i < len(scores) else 0 for i in range(nsides)]
        g.minimum = tuple(map(opening_minimum, g.scores))
        g.hands = [sorted(h) for h in hands]
        g.hand_n = [tb.hand] * n
        g.rc = [0] * (14 * n)
        for s in range(n):
            for c in hands[s]:
                g.rc[s * 14 + (c >> 2)] += 1
        g._melds, g.mwild = [()] * (12 * nsides), [0] * (12 * nsides)
        g.mranks, g.ncanasta = [()] * nsides, [0] * nsides
        g.reds = [tuple(sorted(r)) for r in reds]
        g._pile = pile
        g.frz = sum(map(_FREEZES.__getitem__, pile))  # [pile.frozen] `rules.freezes`
        stock.reverse()
        g.stock, g.stock_n = stock, len(stock)
        g.melded, g.took_pile, g.tmelded, g._asked, g.cok = 0, False, False, NONE, True
        g.new_melds, g.went_out, g._moves, g._effects, g._views = (), None, None, {}, None
        g.red_end, g._texts = False, None
        return g

    def copy(self) -> Game:
        g = Game.__new__(Game)
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

    def after(self, move: Move) -> Game:
        """The state after a listed move (`apply`) as a new state, this one left as it was.

        What the move cannot change is shared with this state rather than copied (a discard
        copies the mover's hand, its rank counts and the pile; a draw the hand, the stock and
        the red threes; a take or meld the hand and the side's melds), so from then on both are
        values: read, listed, `after`-ed or `copy`-ed, never mutated in place. This is how a
        position is played (`play`); `copy` is the independent copy for in-place play."""
        g = Game.__new__(Game)
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

    def to_position(self) -> Position:
        """This state as a Position, every field converted now (`Position.of_state` converts
        each when first read)."""
        return Position(**{name: build(self) for name, build in _POSITION_FIELDS.items()})

    def position_field(self, name: str) -> Any:
        """One field of this state's Position, in codes (the one conversion to the notation's
        form: `to_position` and the positions `Position.of_state` builds both use it)."""
        return _POSITION_FIELDS[name](self)

    def _side_melds(self, side: int) -> dict[str, tuple[str, ...]]:
        base = side * 12
        return {RANK_CHARS[r]: tuple([CODES[c] for c in m])
                for r in range(12) if (m := self._melds[base + r])}

    # --- state ------------------------------------------------------------------------
    @property
    def rules(self) -> Profile:
        """The profile the deal is played under."""
        return self.tb.rules

    @property
    def turn(self) -> str:
        """The seat whose turn it is."""
        return self.tb.seats[self._turn]

    @property
    def actor(self) -> str:
        """The seat that decides the next move: the partner while a question is pending."""
        if self._phase == PLAY_PHASE and self._asked == PENDING:
            return self.tb.seats[self.tb.ans[self._turn]]
        return self.tb.seats[self._turn]

    @property
    def phase(self) -> Phase:
        return _PHASES[self._phase]

    @property
    def side(self) -> str:
        return self.tb.sides[self.tb.sof[self._turn]]

    @property
    def over(self) -> bool:
        return self._phase == OVER

    @property
    def asked(self) -> str | None:
        return _ASKED[self._asked]

    @property
    def this_turn(self) -> TurnState:
        tt: TurnState = self._view("this_turn", lambda: _this_turn_field(self))
        return tt

    @property
    def stock_size(self) -> int:
        return self.stock_n

    def hand_size(self, seat: str) -> int:
        return self.hand_n[self.tb.seat_index[seat]]

    def hand(self, seat: str | None = None) -> tuple[str, ...]:
        """The cards of a seat's hand (the seat to act by default), as codes."""
        i = self._turn if seat is None else self.tb.seat_index[seat]
        h = self.hands[i]
        if h is None:
            self.to_position().hand(self.tb.seats[i])  # raises its NotationError
            raise AssertionError  # pragma: no cover
        codes: tuple[str, ...] = self._view(self.tb.seats[i],
                                            lambda: tuple([CODES[c] for c in h]))
        return codes

    @property
    def pile(self) -> tuple[str, ...]:
        codes: tuple[str, ...] = self._view("pile", lambda: tuple([CODES[c] for c in self._pile]))
        return codes

    @property
    def melds(self) -> dict[str, dict[str, tuple[str, ...]]]:
        melds: dict[str, dict[str, tuple[str, ...]]] = self._view(
            "melds", lambda: {s: self._side_melds(i) for i, s in enumerate(self.tb.sides)})
        return melds

    @property
    def red_threes(self) -> dict[str, tuple[str, ...]]:
        reds: dict[str, tuple[str, ...]] = self._view("red_threes", lambda: {
            side: tuple([CODES[c] for c in self.reds[i]])
            for i, side in enumerate(self.tb.sides)})
        return reds

    def _view(self, key: str, build: Callable[[], Any]) -> Any:
        """A read-only view in codes, built once per state (every move clears them)."""
        if self._views is None:
            self._views = {}
        if key not in self._views:
            self._views[key] = build()
        return self._views[key]

    def _hand(self) -> list[int]:
        h = self.hands[self._turn]
        if h is None:
            self.to_position().hand()  # raises the NotationError a ruling would raise
            raise AssertionError  # pragma: no cover
        return h

    # --- moves: text on demand ----------------------------------------------------------
    @staticmethod
    def text(move: Move) -> str:
        """The canonical action text of a move (what `legal_actions` lists)."""
        k = move[0]
        if k == "discard":
            return _DISCARD_TEXTS[move[1]]
        if k == "meld" or k == "take":
            if move[1]:
                return f"{k} " + "; ".join([_group_text(g) for g in move[1]])
        return str(k)

    @staticmethod
    def kind(move: Move) -> str:
        return str(move[0])

    @staticmethod
    def groups(move: Move) -> list[tuple[str | None, tuple[str, ...]]]:
        """A take's or meld's groups as (rank prefix or None, card codes); [] otherwise."""
        if move[0] not in ("meld", "take"):
            return []
        return [(RANK_CHARS[p] if p >= 0 else None, tuple([CODES[c] for c in cs]))
                for p, cs in move[1]]

    @staticmethod
    def move(action: str | Action) -> Move:
        """The move of any action (text is parsed; NotationError if unusable). A move that is
        not listed can be tested with `allows`; `apply` rules on a take or meld it is given."""
        a = parse(action)
        k = a.kind
        if k == "discard":
            assert a.card is not None
            return _DISCARDS[INDEX[a.card]]
        if k == "meld" or k == "take":
            return (k, tuple((-1 if g.rank is None else RANK_INDEX[g.rank],
                              tuple(sorted([INDEX[c] for c in g.cards]))) for g in a.groups))
        return (k,)

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

    def _turn_ok(self, verb: str) -> bool:
        """[turn.not-yours] [turn.sequence] May `verb` be played now (`rules.turn_fault`)?"""
        return verb in _VERBS_OK[self._phase * 2 + (self._asked == PENDING)]

    # --- the listing --------------------------------------------------------------------
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
        out: list[Move] = []  # the candidate families below never repeat a move, except where
        self._effects = {}    # _try checks (opening groups, the going-out meld)
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
                            self._ask_need_min(), self.tb.need, self.rc[s * 14:s * 14 + 12],
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
        if mranks:
            free = self._asked != YES  # no "yes" to honour: only the meld rules matter
            n_wild = rc[o + 12] + rc[o + 13]
            wilds = distinct_sorted(hand[n - n_wild:]) if n_wild else []
            nat_end = n - n_wild - rc[o + THREE]
            # The side's melds and wild counts by rank (one slice each: the walk indexes them
            # by rank), and the fast paths' test "no yes to honour and k cards leave two or
            # more" as `k <= spare` (never true when a yes is to be honoured).
            sm = melds[base:base + 12]
            sw = self.mwild[base:base + 12]
            spare = n - KEEP if free else -1
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
                    if k <= spare and _SOUND_ONTO[(len(m) + k) << 4 | w_in]:
                        append(mv)
                    else:
                        try_(mv, out)
                elif k >= 2:
                    if k >= MELD_MIN:
                        mv = ("meld", ((-1, tuple(hand[i:j])),))
                        if k <= spare:
                            append(mv)  # fast path: three naturals or more as a new meld
                        else:
                            try_(mv, out)
                    if wilds:
                        mv = ("meld", ((-1, (hand[i], hand[i + 1], wilds[0])),))
                        if MELD_MIN <= spare:
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
                    if w_in >= WILDS or r == THREE:
                        continue  # no room for another wild card
                    # Fast path: a wild into a sound meld with room, keeping two cards.
                    onto = _WILD_ONTO[r]
                    if 1 <= spare and _SOUND_ONTO[(len(sm[r]) + 1) << 4 | (w_in + 1)]:
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
                if k >= MELD_MIN:
                    points += k * _RANK_VAL[r]
                    named += k
                elif k == 2 and (w_left or jokers):
                    if w_left:  # the wild cards go to the pairs in order: twos, then jokers
                        w_left -= 1
                        points += 2 * _RANK_VAL[r] + 20
                    else:
                        jokers -= 1
                        points += 2 * _RANK_VAL[r] + 50
                    named += 3
            if named and points >= minimum and n - named >= KEEP and self._asked != YES:
                # Fast path: new melds of distinct ranks (no threes) that reach the minimum
                # and keep two cards pass every test of _judge; it runs once, in apply, for
                # the one chosen. The greedy opening is a prefix of all of them.
                every = _openings_from_counts(hand, rc, o)
                groups = _greedy(every, 0, minimum)
                out.append(("meld", tuple(groups)))
                if len(groups) != len(every):
                    out.append(("meld", tuple(every)))
            elif named and (points >= minimum or goes_out(n - named)):
                every = _openings_from_counts(hand, rc, o)
                groups = _greedy(every, 0, minimum)
                try_(("meld", tuple(groups)), out)
                try_(("meld", tuple(every)), out)
            elif named and _RECORD is not None:
                every = _openings_from_counts(hand, rc, o)  # refused by the fast path: recorded
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
        if top >= FIRST_THREE:  # a wild card or a three on top: no take
            return
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
            if len(nats) >= MELD_MIN:
                firsts.append(tuple(nats))
        else:
            firsts = [()]
            if nats:
                firsts.append((nats[0],))
            if len(nats) >= 2:
                firsts.append((nats[0], nats[1]))
            if len(nats) >= MELD_MIN:
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
                    if (_SOUND_ONTO if m else _SOUND_NEW)[size << 4 | nw]:
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
            simple = sound and self._asked == NONE
        for g0 in firsts:
            mv = ("take", ((-1, g0),) if g0 else ())
            if opened:
                if simple and keep - len(g0) >= KEEP:
                    out.append(mv)
                else:
                    try_(mv, out)
                continue
            points = VAL[top] + sum([VAL[c] for c in g0])
            if points < minimum:  # fast path: _judge's first test, [open.minimum]
                if _RECORD is not None:
                    _RECORD.append((mv, False))
            else:
                try_(mv, out)
            if g0:
                rest = hand[:]
                for c in g0:
                    rest.remove(c)
                extra = _opening_groups(rest, rank, points, minimum)
                if extra:
                    try_(("take", ((-1, g0), *extra)), out)

    # --- the predicates (the primitives of rules.py, as rulings.evaluate calls them) --------
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
                             self.tb.need) is not None) is None

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
            points = VAL[top] if take else 0
            named = 0
            for _p, cs in groups:
                named += len(cs)
                for c in cs:
                    points += VAL[c]
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
            if size >= CANASTA_SIZE > len(existing):
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
                return plan_out(rest, ms, mw, 0, self.tb.need) is not None

            if answer_meld_fault(_ASKED[self._asked], n_after, still_goes_out) is not None:
                return None  # [out.permission]
        cok, new = concealed_after(self.cok, self.new_melds, self.mranks[side], contrib)
        # Only read when the meld leaves at most one card (going out, the concealed waiver).
        made = goes_out(n_after) and made_canasta(
            rules, [len(melds[base + r]) + len(contrib.get(r, ())) for r in new])
        if not self.mranks[side]:
            points = sum([VAL[c] for cs in contrib.values() for c in cs])
            if points < self.minimum[side] and not opening_waived(
                    take, self.took_pile, cok, n_after, made):
                return None  # [open.minimum] (not waived for going out concealed)
        out = n_after == 0  # the hand is empty: out without a discard
        return (rest, contrib, gained, self.took_pile or take,
                self.tmelded or (not take) or len(groups) > 1, cok, new, out,
                out and cok and made)

    # --- applying -----------------------------------------------------------------------
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
                self.went_out = (s, self.cok and made_canasta(
                    self.tb.rules, [len(self._melds[base + r]) for r in self.new_melds]))
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
        from canasta_core.rulings import evaluate, ruling_from

        return ruling_from(evaluate(self.to_position(), parse(self.text(move))))

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
            if len(old) < CANASTA_SIZE <= len(m):
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
        """Apply any action after the full check (`rulings.evaluate`); IllegalAction if refused."""
        from canasta_core.rulings import evaluate, ruling_from

        a = parse(action)
        ev = evaluate(self.to_position(), a)
        if ev.violations:
            raise IllegalAction(ruling_from(ev))
        self.apply(self.move(a))

    def play_out(self, policy: Policy, rng: random.Random, max_actions: int = 5000) -> int:
        """Play to the end of the deal choosing with `policy`; returns the moves played."""
        n = 0
        if policy is random_policy:
            # The same draws as random_policy over legal(), without copying the listing.
            # `_list` is called directly: `legal()` would copy the listing for the caller.
            # For a plain `random.Random`, `rng.choice(moves)` is written out as CPython's
            # `choice` and `_randbelow_with_getrandbits` make it (the same bits drawn, so the
            # same move; tests/engine/test_game.py checks it against `choice`).
            bits = rng.getrandbits if type(rng) is random.Random else None
            choice = rng.choice
            apply = self.apply
            lister = self._list
            while self._phase != OVER:
                if n >= max_actions:
                    raise RuntimeError(f"the deal did not end within {max_actions} actions")
                moves = self._moves
                if moves is None:
                    if (self._phase == DRAW_PHASE and not _NO_DRAW[self.stock_n]
                            and self.hands[self._turn] is not None and not self._takeable()):
                        # The listing would be `draw` alone (as for `play_out_uniform`): the
                        # choice among one move is made (its random bits drawn) without it.
                        if bits is None:
                            choice(_DRAW_ONLY)
                        else:
                            while bits(1):
                                pass
                        self._draw()
                        self._views = self._texts = None
                        n += 1
                        continue
                    try:
                        lister()
                    except BaseException:
                        self._moves = None  # as in legal(): no partial listing is kept
                        raise
                    moves = self._moves
                    assert moves is not None
                if bits is None:
                    apply(choice(moves))
                else:
                    m = len(moves)
                    if not m:
                        choice(moves)  # raises its IndexError
                    k = m.bit_length()
                    i = bits(k)
                    while i >= m:
                        i = bits(k)
                    apply(moves[i])
                n += 1
            return n
        while self._phase != OVER:
            if n >= max_actions:
                raise RuntimeError(f"the deal did not end within {max_actions} actions")
            self.apply(policy(self, self.legal(), rng))
            n += 1
        return n

    # --- uniform random play: draw among candidates, judge only the one drawn ----------------
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
        if not pile or pile[-1] >= FIRST_THREE:  # a wild card or a three on top: no take
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
        n = len(hand) if self._asked != YES else 0
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
                if n >= MELD_MIN + KEEP:
                    return mv, None  # fast path of _list_melds
            else:  # the rank's naturals: onto its meld, or three or more as a new one
                if not m and k < MELD_MIN:
                    return None
                mv = ("meld", ((-1, tuple(hand[start:start + k])),))
                if n - k >= KEEP:
                    if not m:
                        return mv, None  # fast path: three naturals or more as a new meld
                    if _SOUND_ONTO[(len(m) + k) << 4 | self.mwild[base + r]]:
                        return mv, None  # fast path: naturals onto a sound meld
        else:
            j -= n_ranks
            wilds = sl[3]
            n_onto = len(wilds) * len(sl[4])
            if j < n_onto:
                r = sl[4][j // len(wilds)]
                w_in = self.mwild[base + r]
                if w_in >= WILDS or r == THREE:
                    return None  # no room for another wild card
                mv = _WILD_ONTO[r][wilds[j % len(wilds)]]
                m = self._melds[base + r]
                if n - 1 >= KEEP and _SOUND_ONTO[(len(m) + 1) << 4 | (w_in + 1)]:
                    return mv, None  # fast path: a wild into a sound meld with room
            else:
                mv = sl[5][j - n_onto]
                plan = sl[6]
                if plan is _UNSET:
                    plan = sl[6] = plan_out(
                        hand, self._melds[base:base + 12], self.mwild[base:base + 12],
                        self._ask_need_min(), self.tb.need, self.rc[s * 14:s * 14 + 12],
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

    # --- scoring ([score.deal]) ------------------------------------------------------------
    def score(self) -> dict[str, dict[str, int]]:
        """`scoring.score` of the deal as it stands (as if it ended now)."""
        if any(h is None for h in self.hands):
            from canasta_core.scoring import score

            return score(self.to_position())  # raises its NotationError for a counted hand
        return {side: self._score_side(i) for i, side in enumerate(self.tb.sides)}

    def _score_side(self, side: int) -> dict[str, int]:
        """`scoring.side_score` on the compact form."""
        base = side * 12
        out = "none"
        if self.went_out is not None and self.tb.sof[self.went_out[0]] == side:
            out = "concealed" if self.went_out[1] else "normal"
        return side_score([m for m in self._melds[base:base + 12] if m],
                          [self.hands[seat] or () for seat in self.tb.side_seats[side]],
                          VAL.__getitem__, _natural_meld, len(self.reds[side]), out)

    def margin(self, side: str) -> int:
        """The side's deal total minus the other side's (the best other), as if the deal ended
        now."""
        sc = self.score()
        return sc[side]["total"] - max(v["total"] for k, v in sc.items() if k != side)


def _hands_field(g: Game) -> dict[str, int | tuple[str, ...]]:
    return {s: (g.hand_n[i] if (h := g.hands[i]) is None else tuple([CODES[c] for c in h]))
            for i, s in enumerate(g.tb.seats)}


def _this_turn_field(g: Game) -> TurnState:
    return TurnState(took_pile=g.took_pile, melded=g.tmelded, asked=_ASKED[g._asked],
                     concealed_ok=g.cok, new_melds=tuple([RANK_CHARS[r] for r in g.new_melds]))


#: Each field of a Position, from a `Game` (the one conversion from card ints to codes).
_POSITION_FIELDS: Final[dict[str, Callable[[Game], Any]]] = {
    "dealer": lambda g: g.tb.seats[g.dealer],
    "turn": lambda g: g.tb.seats[g._turn],
    "phase": lambda g: _PHASES[g._phase],
    "scores": lambda g: {side: g.scores[i] for i, side in enumerate(g.tb.sides)},
    "hands": _hands_field,
    "melds": lambda g: {side: g._side_melds(i) for i, side in enumerate(g.tb.sides)},
    "red_threes": lambda g: {side: tuple([CODES[c] for c in g.reds[i]])
                             for i, side in enumerate(g.tb.sides)},
    "pile": lambda g: tuple([CODES[c] for c in g._pile]),
    "stock": lambda g: (g.stock_n if g.stock is None
                        else tuple([CODES[c] for c in reversed(g.stock)])),
    "melded": lambda g: frozenset(s for i, s in enumerate(g.tb.seats) if g.melded >> i & 1),
    "this_turn": _this_turn_field,
    "went_out": lambda g: (None if g.went_out is None
                           else WentOut(g.tb.seats[g.went_out[0]], g.went_out[1])),
    "profile": lambda g: g.tb.rules.name,
    "ended": lambda g: "last-red-three" if g.red_end and g._phase == OVER else None,
}


def _text_of(move: Move) -> str:
    """`Game.text`, kept in `_TEXT_OF`."""
    text = _TEXT_OF[move] = Game.text(move)
    return text


def state_of(pos: Position) -> Game:
    """The engine's state of a position: the one it holds (`Position._state`), else built from
    it once and kept there. Read it, list it, copy it; never mutate it (it is the position's)."""
    g: Game | None = pos._state
    if g is None:
        g = Game.from_position(pos)
        object.__setattr__(pos, "_state", g)
    return g


def _natural_meld(m: tuple[int, ...]) -> bool:
    """A meld without a wild card, on the compact form (sorted: a wild card would be last)."""
    return m[-1] < FIRST_WILD


def _covers(c: int) -> bool:
    """[deal.upcard] An upcard that must be covered: a wild card or a red three."""
    return c >= FIRST_WILD or c in RED3


def _shuffled(rng: random.Random) -> list[int]:
    """The deck shuffled as `rng.shuffle(list(deck))` shuffles it (the permutation `deal()`
    applies to the codes), with the draws of `Random._randbelow` written out: a third faster.
    tests/engine/test_game.py checks it against `rng.shuffle`."""
    x = list(_DECK)
    bits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        x[i], x[j] = x[j], x[i]
    return x


# --- meld builders of the listing (which groups to offer; each is judged by _judge) -------

def _new_meld_groups(cards: list[int], exclude: int) -> list[Group]:
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
        if len(nats) >= MELD_MIN:
            groups.append((-1, tuple(nats)))
        elif len(nats) == 2 and wilds:
            groups.append((-1, (*nats, wilds.pop(0))))
    groups.sort(key=lambda g: -sum([VAL[c] for c in g[1]]))
    return groups


def _openings_from_counts(hand: list[int], rc: list[int], o: int) -> list[Group]:
    """`_new_meld_groups(hand, -1)` read from the sorted hand's rank counts (`rc[o + rank]`):
    the same groups in the same order, without sorting the cards into ranks again."""
    n = len(hand)
    wi = n - rc[o + 12] - rc[o + 13]  # the wild cards are last: twos, then jokers
    scored: list[tuple[int, Group]] = []
    i = 0
    for r in _MELD_RANKS:
        k = rc[o + r]
        if k >= MELD_MIN:
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


def _opening_groups(cards: list[int], exclude: int, points: int, minimum: int) -> list[Group]:
    """Greedy: add candidate groups until the opening minimum is reached."""
    return _greedy(_new_meld_groups(cards, exclude), points, minimum)


def _greedy(groups: list[Group], points: int, minimum: int) -> list[Group]:
    chosen: list[Group] = []
    for g in groups:
        if points >= minimum:
            break
        chosen.append(g)
        for c in g[1]:  # a loop: fewer instructions than `sum(map(VAL.__getitem__, ...))`
            points += VAL[c]
    return chosen


#: Set to a list by tests to record every candidate the lister rules on without listing it
#: for sure (judged, or refused by a fast path), with its verdict; listed moves are all legal.
_RECORD: list[tuple[Move, bool]] | None = None


def random_policy(game: Game, moves: list[Move], rng: random.Random) -> Move:
    """Uniform over the legal moves (the same draw as `rng.choice(legal_actions(pos))`)."""
    return rng.choice(moves)


__all__ = ["Game", "Move", "Policy", "random_policy"]
