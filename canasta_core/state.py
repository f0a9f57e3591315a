"""The engine state: one deal in progress on card ints, bound to its profile (issue 40).

Read first. `_State` holds a deal (see `canasta_core.game` for the whole object and its
representation) and converts it to and from the notation's `Position` in one place
(`_load`, `to_position`, `position_field`); the modules after it add, in order, the
predicates that refuse a move at its first fault (`can`), the listing (`listing`), the
transition (`transition`) and the playouts (`playouts`); `game.Game` is the object.
"""

from __future__ import annotations

from canasta_core.actions import Action, parse, text_of
from canasta_core.cards import (
    ALL_CODES,
    BLACK_THREE_INTS,
    CARD_INDEX,
    CARD_VALUE,
    FIRST_WILD,
    JOKER_INT,
    MELD_RANK_INDEXES,
    RANK_INDEX,
    RANKS,
    RED_THREE_INTS,
    THREE_RANK,
    full_deck,
)
from canasta_core.positions import (
    Phase,
    Position,
    TurnState,
    WentOut,
)
from canasta_core.profiles import CLASSIC, PROFILES, Profile
from canasta_core.rules import (
    freezes,
    meld_faults,
    pile_takeable,
    turn_fault,
)

# typing, random and the dealer are not imported at run time: `canasta check` builds a state to
# verify one action, and starts faster without them.
TYPE_CHECKING = False
if TYPE_CHECKING:
    import random
    from collections.abc import Callable
    from typing import Any, Final, Self

    #: A move: the tuple form of `actions.Action` (`move[0]` is its kind, "draw", ...); the
    #: listing builds plain tuples of it, an `Action` is one.
    Move = tuple[Any, ...]
else:
    Move = tuple
Group = tuple[int, tuple[int, ...]]  # (rank index of an `R:` prefix or -1, sorted cards)

# The compact card form, defined once (cards.py); the short names below are this module's
# aliases. The table's parameters (meld limits, canasta size, ...) are never bound here: they
# are read from the state's profile (`_Table`).
CODES: Final = ALL_CODES  # card int -> code
INDEX: Final = CARD_INDEX  # card code -> int
RANK_CHARS: Final = RANKS  # rank index -> letter ("AKQJT98765432")
THREE: Final = THREE_RANK  # rank index of threes (black threes meld only when going out)
BLACK3: Final = BLACK_THREE_INTS  # 3C 3S
RED3: Final = RED_THREE_INTS  # 3D 3H
VAL: Final = CARD_VALUE  # [values] a card's points by int
_RANK_VAL: Final = tuple(VAL[r * 4] for r in range(12))  # a natural's points by rank index
#: Cards a new meld of a natural pair and one wild card names (the listing's and the uniform
#: sampler's fast paths: it keeps two cards when the hand holds this many more).
PAIR_AND_WILD: Final = 3
#: [values] A wild card's points, by kind: a two, a joker (the listing's openings, read from
#: the rank counts, give each pair the wild card it will get: twos first).
TWO_VAL: Final = VAL[FIRST_WILD]
JOKER_VAL: Final = VAL[JOKER_INT]
_MELD_RANKS: Final = MELD_RANK_INDEXES  # rank indexes A..4


# Rules that read a few small counts only are read here through tables built from the very
# primitives of `rules` once (at import, or per profile when its table is bound: `_Table`):
# each rule is still written once (in `rules`), and the listing's inner loops index a tuple
# instead of calling a function per candidate.
_MELD_CELLS: Final = 48  # sizes 0..47: more than a meld can hold (8 naturals, 12 wild cards)


def _meld_table(rules: Profile, before: int) -> tuple[bool, ...]:
    """`not rules.meld_faults(rules, before, size, wilds)` at `size << 4 | wilds` (a profile's
    deck holds at most 15 wild cards: `_Table` checks it)."""
    return tuple(not meld_faults(rules, before, size, wilds)
                 for size in range(_MELD_CELLS) for wilds in range(16))


#: [pile.empty] [pile.blocked] [meld.rank] `rules.pile_takeable(top)`, by top card.
_TAKEABLE_TOP: Final = tuple(pile_takeable(c) for c in range(53))
#: [pile.frozen] `rules.freezes(card)`, by card.
_FREEZES: Final = tuple(freezes(c) for c in range(53))
#: A red three, by card: `c in RED3` as one index (the hot loops read it per card).
_IS_RED3: Final = tuple(c in RED_THREE_INTS for c in range(53))
#: Counts of cards (a stock, a pile's freezing cards, a hand's naturals of a rank) are at most
#: a deck's cards (`positions.load` refuses more); a profile's deck may hold up to
#: `_MAX_DECK` (`_Table` checks it).
_MAX_DECK: Final = 1024
# The listing's tables by count (`_NO_DRAW`, `_PILE_FROZEN`, `_FROZEN_TAKE_FAULT`) are built in
# `canasta_core.listing`: a state that only verifies does not need them.


class _Table:
    """A profile (profiles.py) in the fast path's terms: seats and sides as indexes, and the
    meld rules as tables (`sound_new`, `sound_onto`) built from `rules.meld_faults` with this
    profile's limits."""

    __slots__ = ("rules", "n", "seats", "sides", "seat_index", "sof", "nxt", "ans",
                 "side_seats", "draw", "need", "hand", "sound_new", "sound_onto", "meld_min",
                 "wild_limit", "deck", "simple")

    def __init__(self, rules: Profile) -> None:
        if 4 * rules.copies + rules.jokers >= 16 or rules.deck_size > _MAX_DECK or (
                4 * rules.copies + rules.wild_limit >= _MELD_CELLS):
            raise ValueError(f"profile {rules.name!r}: a deck larger than the engine's tables")
        self.rules = rules
        self.deck = tuple(INDEX[c] for c in full_deck(rules))  # [deal.deck] canonical order
        #: A meld the action starts / one it adds to, sound after it ([meld.*],
        #: `rules.meld_faults`), at `size << 4 | wilds`.
        self.sound_new = _meld_table(rules, 0)
        self.sound_onto = _meld_table(rules, 1)
        self.meld_min = rules.meld_min  # [meld.rank] read by the listing's walk
        self.wild_limit = rules.wild_limit  # [meld.wilds]
        #: The listing's fast paths list a new meld of `meld_min` naturals or more, of a
        #: natural pair and one wild card, and of a take's top card with a natural pair,
        #: without the judge: sound under these limits (the classic ones and most others);
        #: where not, the judge decides every such meld.
        self.simple = self.sound_new[3 << 4 | 1] and self.sound_new[3 << 4] and all(
            self.sound_new[k << 4] for k in range(rules.meld_min, 4 * rules.copies + 2))
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


#: Each profile's table, bound when first used (and again if the profile of that name is
#: replaced: a test binds a profile of its own).
_TABLES: Final[dict[str, _Table]] = {}


def _table(name: str) -> _Table | None:
    """The table of the profile named `name` (profiles.PROFILES), or None if there is none."""
    tb = _TABLES.get(name)
    rules = PROFILES.get(name)
    if tb is None or tb.rules is not rules:
        if rules is None:
            return None
        tb = _TABLES[name] = _Table(rules)
    return tb


def bind_tables() -> None:
    """Bind the adopted profiles' tables now (`game` does at import, so a deal's first listing
    does not build them; a command line that only checks builds its profile's alone)."""
    for name in PROFILES:
        _table(name)


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


class _State:
    """One deal in progress on card ints (`game.Game` is the whole object)."""

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
    def from_position(cls, pos: Position) -> Self:
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
        from collections import Counter

        for c, n in Counter(known).items():
            if n > (self.tb.rules.jokers if c == JOKER_INT else self.tb.rules.copies):
                raise ValueError(f"{n} copies of {CODES[c]} in one deal")

    def _load(self, pos: Position) -> None:
        tb = _table(pos.profile)
        assert tb is not None  # `positions.load` refuses an unknown profile
        self.tb = tb
        nsides = len(tb.sides)
        self.dealer = tb.seat_index[pos.dealer]
        self._turn = tb.seat_index[pos.turn]
        self._phase = _PHASES.index(pos.phase)
        self.scores = [pos.scores[side] for side in tb.sides]
        self.minimum = tuple(map(tb.rules.opening_minimum, self.scores))
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
                self.ncanasta[side_i] += tb.rules.is_canasta(len(cards_t))
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
             scores: tuple[int, ...] = (0, 0), profile: str = CLASSIC.name) -> Self:
        """The deal `deal.deal(seed, dealer, scores, profile)` gives, built directly in
        compact form."""
        import random

        from canasta_core.deal import deal_out

        tb = _table(profile)
        if tb is None or dealer not in tb.seat_index:
            from canasta_core.deal import deal

            # raises its NotationError
            return cls.from_position(deal(seed, dealer, scores, profile))
        deck = _shuffled(random.Random(seed), tb.deck)
        d = tb.seat_index[dealer]
        n = tb.n
        nsides = len(tb.sides)
        order = [(d + 1 + i) % n for i in range(n)]
        dealt, stock, pile, laid = deal_out(deck, n, tb.hand, freezes, RED3)
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
        g.minimum = tuple(map(tb.rules.opening_minimum, g.scores))
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

    # --- moves: the one action form -------------------------------------------------
    # A move is an `actions.Action`'s tuple (the listing builds plain tuples of that form, an
    # `Action` equals the listed tuple of its text): these read it through the one codec.
    @staticmethod
    def text(move: Move) -> str:
        """The canonical action text of a move (what `legal_actions` lists)."""
        if move[0] == "discard":
            return _DISCARD_TEXTS[move[1]]
        return text_of(move)

    @staticmethod
    def kind(move: Move) -> str:
        return str(move[0])

    @staticmethod
    def groups(move: Move) -> list[tuple[str | None, tuple[str, ...]]]:
        """A take's or meld's groups as (rank prefix or None, card codes); [] otherwise."""
        return [(g.rank, g.cards) for g in Action.of(move).groups]

    @staticmethod
    def move(action: str | Action) -> Move:
        """The move of any action: the `Action` itself (text is parsed; NotationError if
        unusable). A move that is not listed can be tested with `allows`; `apply` rules on a
        take or meld it is given."""
        return parse(action)


def _hands_field(g: _State) -> dict[str, int | tuple[str, ...]]:
    return {s: (g.hand_n[i] if (h := g.hands[i]) is None else tuple([CODES[c] for c in h]))
            for i, s in enumerate(g.tb.seats)}


def _this_turn_field(g: _State) -> TurnState:
    return TurnState(took_pile=g.took_pile, melded=g.tmelded, asked=_ASKED[g._asked],
                     concealed_ok=g.cok, new_melds=tuple([RANK_CHARS[r] for r in g.new_melds]))


#: Each field of a Position, from a `Game` (the one conversion from card ints to codes).
_POSITION_FIELDS: Final[dict[str, Callable[[_State], Any]]] = {
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


def _natural_meld(m: tuple[int, ...]) -> bool:
    """A meld without a wild card, on the compact form (sorted: a wild card would be last)."""
    return m[-1] < FIRST_WILD


def _shuffled(rng: random.Random, deck: tuple[int, ...]) -> list[int]:
    """The deck shuffled as `rng.shuffle(list(deck))` shuffles it (the permutation `deal()`
    applies to the codes), with the draws of `Random._randbelow` written out: a third faster.
    tests/engine/test_game.py checks it against `rng.shuffle`."""
    x = list(deck)
    bits = rng.getrandbits
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = bits(k)
        while j >= n:
            j = bits(k)
        x[i], x[j] = x[j], x[i]
    return x


