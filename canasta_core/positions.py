"""Positions: the table at one moment, its JSON form (notation.md), validation, derived facts.

A Position is an immutable value. Derived facts (opened, frozen, blocked, opening minimum,
canastas) are computed from it on demand, never stored, so they can never disagree with it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields

from canasta_core.cards import (
    ALL_CODES,
    CARD_INDEX,
    JOKER,
    MELD_RANKS,
    RANK_ORDER,
    RED_THREES,
    count_wilds,
    is_black_three,
    is_canasta,
    is_natural,
    is_natural_meld,
    is_red_three,
    parse_rank,
    sort_cards,
)
from canasta_core.errors import NotationError
from canasta_core.position_fields import (
    ASKED,
    ENDINGS,
    MAX_COUNT,
    MAX_POSITION_TEXT,
    PHASES,
    Asked,
    Hand,
    Phase,
    Seat,
    Side,
    _bool,
    _cards,
    _count_or_cards,
    _ended,
    _err,
    _need_obj,
    _object_pairs,
    _phase,
    _profile,
    _seat,
    _side_keys,
    _type_name,
)
from canasta_core.profiles import CLASSIC, PROFILES, Profile
from canasta_core.rules import FrozenWhy, freezes, frozen_why, pile_top_fault

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Any, Final

FORMAT: Final = "canasta/1"
# The classic table's seating, read from its profile (`profiles.CLASSIC`: the one place a
# table's seats, sides and order are written). Kept for callers of the classic table; code
# that meets any table reads its position's profile (`pos.rules`).
SEATS: Final[tuple[Seat, ...]] = CLASSIC.seats  # clockwise
SIDES: Final[tuple[Side, ...]] = CLASSIC.side_names
SIDE_OF: Final[dict[str, Side]] = CLASSIC.side_of
PARTNER: Final[dict[str, Seat]] = CLASSIC.answers_ask  # the partner answers `ask`
NEXT_SEAT: Final[dict[str, Seat]] = CLASSIC.next_seat
OTHER_SIDE: Final[dict[str, Side]] = {a: b for a in SIDES for b in SIDES if a != b}
SIDE_SEATS: Final[dict[str, tuple[Seat, ...]]] = CLASSIC.side_seats


Melds = dict[str, tuple[str, ...]]  # rank -> cards


@dataclass(frozen=True, slots=True)
class TurnState:
    """What has happened so far in the current turn (notation.md `this_turn`)."""

    took_pile: bool = False
    melded: bool = False
    asked: Asked | None = None
    concealed_ok: bool = True
    new_melds: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class WentOut:
    """Who went out to end the deal, and whether from a concealed hand (notation.md `went_out`)."""

    seat: Seat
    concealed: bool


@dataclass(frozen=True, slots=True, eq=True)
class Position:
    """A position of notation.md: an immutable value (`load` reads it, `dump` writes it)."""

    dealer: Seat
    turn: Seat
    phase: Phase
    scores: dict[str, int]
    hands: dict[str, Hand]
    melds: dict[str, Melds]
    red_threes: dict[str, tuple[str, ...]]
    pile: tuple[str, ...]
    stock: tuple[str, ...] | int
    melded: frozenset[str]
    this_turn: TurnState = field(default_factory=TurnState)
    went_out: WentOut | None = None
    #: the ruleset (profiles.py); "classic" when the JSON has no "profile" field
    profile: str = CLASSIC.name
    #: notation.md `ended`, kept only where it differs from its default (so that a position
    #: equals itself read back): in practice "last-red-three"; `ending` reads it resolved
    ended: str | None = None
    #: the engine's state of this position (`canasta_core.game.Game`), kept once built so the
    #: public functions rule, list and play on it without converting again; never mutated
    #: (playing copies it), not part of the value (equality, repr, the JSON ignore it). A
    #: position that `play` returns holds only its state at first: each field above is
    #: converted from it when first read (`__getattr__`), so a caller pays only for what it reads.
    _state: Any = field(default=None, init=False, repr=False, compare=False)

    __hash__ = None  # type: ignore[assignment]  # holds dicts: a value, but not hashable

    @classmethod
    def of_state(cls, state: Any, phase: Phase | None = None) -> Position:
        """The position of an engine state (`Game`), its fields converted when first read (the
        phase, read most, may be given). The state must never be mutated afterwards."""
        p = cls.__new__(cls)
        object.__setattr__(p, "_state", state)
        if phase is not None:
            object.__setattr__(p, "phase", phase)
        return p

    def __getstate__(self) -> list[Any]:
        """Pickled and copied as its value: the engine state is left behind (built again)."""
        return [getattr(self, name) for name in _FIELD_ORDER]

    def __setstate__(self, state: list[Any]) -> None:
        for name, value in zip(_FIELD_ORDER, state, strict=True):
            object.__setattr__(self, name, value)
        object.__setattr__(self, "_state", None)

    if not TYPE_CHECKING:  # mypy would take every attribute of a Position for granted
        def __getattr__(self, name: str) -> Any:
            # only reached for a field not yet set: a position built by `of_state`
            if name in _FIELDS:
                try:
                    state = object.__getattribute__(self, "_state")
                except AttributeError:
                    state = None
                if state is not None:
                    value = state.position_field(name)
                    object.__setattr__(self, name, value)
                    return value
            raise AttributeError(f"'Position' object has no attribute {name!r}")

    # --- convenient views -------------------------------------------------------------
    @property
    def rules(self) -> Profile:
        """The profile's parameters: seats, sides, hand size, cards per draw, limits..."""
        return PROFILES[self.profile]

    @property
    def asked(self) -> Asked | None:
        """[out.permission] This turn's question: None, "pending", "yes" or "no"."""
        return self.this_turn.asked

    @property
    def side(self) -> Side:
        """The side of the seat to act."""
        return PROFILES[self.profile].side_of[self.turn]

    @property
    def ending(self) -> str | None:
        """How the deal ended (notation.md `ended`), None while it is not over: "out" (a player
        went out), "stock" ([stock.empty]) or "last-red-three" ([stock.last-red-three])."""
        if self.phase != "over":
            return None
        if self.ended is not None:
            return self.ended
        return "out" if self.went_out is not None else "stock"

    @property
    def stock_size(self) -> int:
        return self.stock if isinstance(self.stock, int) else len(self.stock)

    def hand_size(self, seat: str) -> int:
        h = self.hands[seat]
        return h if isinstance(h, int) else len(h)

    def hand(self, seat: str | None = None) -> tuple[str, ...]:
        """The listed cards of a seat's hand (the seat to act by default).

        Raises NotationError when the hand is given only as a count, because a ruling needs it.
        """
        s = self.turn if seat is None else seat
        h = self.hands[s]
        if isinstance(h, int):
            raise NotationError.of("hand.count-only", f"hands.{s}", count=h)
        return h


#: The fields of a position's value, in order (what `Position.of_state` converts when first
#: read, what pickling and copying keep).
_FIELD_ORDER: Final = tuple(f.name for f in fields(Position) if f.name != "_state")
_FIELDS: Final = frozenset(_FIELD_ORDER)


# --- derived facts ---------------------------------------------------------------------

def opening_minimum(score: int, rules: Profile = CLASSIC) -> int:
    """[open.minimum] The card value a side's first meld must reach, from its score, at the
    table of `rules` (`Profile.opening_minimum`)."""
    return rules.opening_minimum(score)


#: The classic table's (lowest score, first score above the band, opening minimum), read from
#: its profile; None where the band is open. Words for a band come from messages.score_band.
OPENING_TIERS: Final[tuple[tuple[int | None, int | None, int], ...]] = CLASSIC.opening_tiers


def has_opened(pos: Position, side: str) -> bool:
    """A side has opened when it has at least one meld."""
    return bool(pos.melds[side])


def side_minimum(pos: Position, side: str) -> int:
    return pos.rules.opening_minimum(pos.scores[side])


def canastas(pos: Position, side: str) -> list[tuple[str, bool]]:
    """[meld.canasta] The side's canastas as (rank, natural?) pairs (`Profile.is_canasta`)."""
    rules = pos.rules
    return [(r, is_natural_meld(m)) for r, m in pos.melds[side].items()
            if rules.is_canasta(len(m))]


def has_canasta(pos: Position, side: str) -> bool:
    return pos.rules.canastas(map(len, pos.melds[side].values())) > 0


def pile_top(pos: Position) -> str | None:
    return pos.pile[-1] if pos.pile else None


def blocked_by(pos: Position) -> str | None:
    """[pile.blocked] The top card when it is a wild card or a black three, else None."""
    top = pile_top(pos)
    if top is not None and pile_top_fault(CARD_INDEX[top]) is not None:
        return top
    return None


def frozen_for(pos: Position, side: str) -> FrozenWhy | None:
    """[pile.frozen] Why the pile is frozen for a side, or None when it is not
    (`rules.frozen_why`). A card under the top counts; the top card itself blocks rather than
    freezes (and a wild card discarded on top will be buried by the next discard, freezing the
    pile then). Whether a wild *on top* freezes is moot: it blocks the pile anyway."""
    return frozen_why((CARD_INDEX[c] for c in pos.pile), bool(pos.melds[side]))


def frozen_card(pos: Position) -> str | None:
    """The first card in the pile that freezes it for everyone (a wild card or red three,
    `rules.freezes`)."""
    for c in pos.pile:
        if freezes(CARD_INDEX[c]):
            return c
    return None


# --- JSON ------------------------------------------------------------------------------

def load(source: str | bytes | dict[str, Any] | Position) -> Position:
    """Read a position from JSON text or a parsed dict, validating it (notation.md).

    Raises NotationError naming the field (and card) at fault.
    """
    if isinstance(source, Position):
        return source
    if isinstance(source, bytes | str):
        if len(source) > MAX_POSITION_TEXT:
            raise _err("position.too-long", "", length=len(source), limit=MAX_POSITION_TEXT)
        try:
            data = json.loads(source, object_pairs_hook=_object_pairs)
        except (RecursionError, ValueError) as e:  # JSONDecodeError and UnicodeDecodeError too
            if isinstance(e, json.JSONDecodeError):
                raise _err("position.bad-json-at", "", line=e.lineno, column=e.colno,
                           why=e.msg) from None
            if isinstance(e, RecursionError):
                raise _err("position.too-deep", "") from None
            raise _err("position.bad-json", "", why=str(e)) from None
    else:
        data = source
    d = _need_obj(data, "position")
    fmt = d.get("format")
    if fmt != FORMAT:
        if fmt is None:
            raise _err("format.missing", "format")
        raise _err("format.unknown", "format", value=repr(fmt))
    for req in ("dealer", "turn", "phase", "hands", "stock"):
        if req not in d:
            raise _err("field.missing", req, name=req)
    prof = _profile(d.get("profile"))
    dealer = _seat(d["dealer"], "dealer", prof)
    turn = _seat(d["turn"], "turn", prof)
    phase = _phase(d["phase"])

    scores = dict.fromkeys(prof.side_names, 0)
    if d.get("scores") is not None:
        for k, v in _side_keys(_need_obj(d["scores"], "scores"), "scores", prof).items():
            if isinstance(v, bool) or not isinstance(v, int):
                raise _err("score.not-whole", f"scores.{k}", got=_type_name(v))
            if abs(v) > 1_000_000:
                raise _err("score.implausible", f"scores.{k}", value=str(v))
            scores[k] = v

    hands_in = _need_obj(d["hands"], "hands")
    hands: dict[str, Hand] = {}
    for k, v in hands_in.items():
        seat = _seat(k, "hands", prof)
        h = _count_or_cards(v, f"hands.{seat}")
        if isinstance(h, tuple):
            for i, c in enumerate(h):
                if c in RED_THREES:
                    raise _err("hands.red-three", f"hands.{seat}[{i}]", card=c)
            h = sort_cards(h)
        hands[seat] = h
    for s in prof.seats:
        if s not in hands:
            raise _err("hands.seat-missing", "hands", seat=s)

    melds: dict[str, Melds] = {side: {} for side in prof.side_names}
    if d.get("melds") is not None:
        for side, sm in _side_keys(_need_obj(d["melds"], "melds"), "melds", prof).items():
            side_melds: Melds = {}
            for rk, cards_v in _need_obj(sm, f"melds.{side}").items():
                where = f"melds.{side}.{rk}"
                if not isinstance(rk, str):
                    raise _err("melds.key-not-rank", where)
                rank = parse_rank(rk, where)
                if rank in side_melds:
                    raise _err("melds.duplicate-rank", where, rank=rank)
                cards = _cards(cards_v, where)
                for i, c in enumerate(cards):
                    if c in RED_THREES:
                        raise _err("melds.red-three", f"{where}[{i}]", card=c)
                    if rank == "3":
                        if not is_black_three(c):
                            raise _err("melds.black-threes-only", f"{where}[{i}]", card=c)
                    elif is_natural(c) and c[0] != rank:
                        raise _err("melds.wrong-rank", f"{where}[{i}]", card=c, rank=rank)
                side_melds[rank] = sort_cards(cards)
            melds[side] = dict(sorted(side_melds.items(), key=lambda kv: RANK_ORDER[kv[0]]))

    red_threes: dict[str, tuple[str, ...]] = dict.fromkeys(prof.side_names, ())
    if d.get("red_threes") is not None:
        red_in = _need_obj(d["red_threes"], "red_threes")
        for side, v in _side_keys(red_in, "red_threes", prof).items():
            cards = _cards(v, f"red_threes.{side}")
            for i, c in enumerate(cards):
                if c not in RED_THREES:
                    raise _err("red-threes.not-red-three", f"red_threes.{side}[{i}]", card=c)
            red_threes[side] = sort_cards(cards)

    pile: tuple[str, ...] = ()
    if d.get("pile") is not None:
        pile = _cards(d["pile"], "pile")
    stock = _count_or_cards(d["stock"], "stock")

    if d.get("melded") is not None:
        mv = d["melded"]
        if not isinstance(mv, list):
            raise _err("melded.not-a-list", "melded", got=_type_name(mv))
        melded_as_written = [_seat(s, f"melded[{i}]", prof) for i, s in enumerate(mv)]
        melded = frozenset(melded_as_written)
    else:
        melded_as_written = []
        melded = frozenset(s for s in prof.seats if melds[prof.side_of[s]])

    this_turn = _turn_state(d.get("this_turn"), turn, melded)

    went_out: WentOut | None = None
    if d.get("went_out") is not None:
        wo = _need_obj(d["went_out"], "went_out")
        if "seat" not in wo:
            raise _err("went-out.seat-missing", "went_out")
        went_out = WentOut(
            _seat(wo["seat"], "went_out.seat", prof),
            _bool(wo.get("concealed", False), "went_out.concealed"),
        )
    ended = _ended(d.get("ended"), phase, went_out, stock)

    pos = Position(
        dealer=dealer,
        turn=turn,
        phase=phase,
        scores=scores,
        hands=hands,
        melds=melds,
        red_threes=red_threes,
        pile=pile,
        stock=stock,
        melded=melded,
        this_turn=this_turn,
        went_out=went_out,
        profile=prof.name,
        ended=ended,
    )
    _check_counts(pos)
    _check_possible(pos, melded_as_written)
    return pos


def _turn_state(v: Any, turn: str, melded: frozenset[str]) -> TurnState:
    default_ok = turn not in melded
    if v is None:
        return TurnState(concealed_ok=default_ok)
    t = _need_obj(v, "this_turn")
    asked = t.get("asked")
    if isinstance(asked, str):
        asked = asked.strip().lower()
    if asked not in ASKED:
        raise _err("asked.unknown", "this_turn.asked", value=repr(asked))
    nm = t.get("new_melds", [])
    if not isinstance(nm, list):
        raise _err("new-melds.not-a-list", "this_turn.new_melds", got=_type_name(nm))
    new_melds = tuple(parse_rank(str(r), f"this_turn.new_melds[{i}]") for i, r in enumerate(nm))
    return TurnState(
        took_pile=_bool(t.get("took_pile", False), "this_turn.took_pile"),
        melded=_bool(t.get("melded", False), "this_turn.melded"),
        asked=asked,
        concealed_ok=_bool(t.get("concealed_ok", default_ok), "this_turn.concealed_ok"),
        new_melds=new_melds,
    )


def _check_counts(pos: Position) -> None:
    """No card more than twice (jokers: four times) across every listed zone."""
    counts: dict[str, int] = {}
    first_seen: dict[str, str] = {}

    def add(cards: tuple[str, ...], where: str) -> None:
        for c in cards:
            n = counts.get(c, 0) + 1
            counts[c] = n
            first_seen.setdefault(c, where)
            limit = prof.jokers if c == JOKER else prof.copies
            if n > limit:
                code = "cards.too-many-jokers" if c == JOKER else "cards.too-many-copies"
                raise _err(code, where, card=c, limit=limit, first=first_seen[c])

    prof = pos.rules
    for s in prof.seats:
        h = pos.hands[s]
        if isinstance(h, tuple):
            add(h, f"hands.{s}")
    for side in prof.side_names:
        for r, m in pos.melds[side].items():
            add(m, f"melds.{side}.{r}")
        add(pos.red_threes[side], f"red_threes.{side}")
    add(pos.pile, "pile")
    if isinstance(pos.stock, tuple):
        add(pos.stock, "stock")


def _going_out_with_threes(pos: Position) -> bool:
    """[threes.black] Mid-turn of the seat that melded the black threes this turn and keeps at
    most the final discard: the one moment threes lie on the table before the deal is over."""
    return (pos.phase == "play" and "3" in pos.this_turn.new_melds
            and pos.hand_size(pos.turn) <= 1)


def _check_possible(pos: Position, melded_as_written: list[Seat]) -> None:
    """notation.md, "A position is invalid": what could not arise at a table.

    Each table meld keeps [meld.*] (three cards or more, two naturals or more, three wild cards
    at most); black threes lie on the table only once the deal is over (they go down with the
    action that goes out, so at most the final discard is still to come); a seat in `melded` belongs to a side with a meld; and all zones
    together, hands and stock counted as numbers, hold at most the 108 cards of the game.
    Fewer than 108 is fine: lessons leave cards out.
    """
    prof = pos.rules
    for side in prof.side_names:
        for rank, cards in pos.melds[side].items():
            where = f"melds.{side}.{rank}"
            wilds = count_wilds(cards)
            if len(cards) < prof.meld_min:
                raise _err("melds.too-small", where, size=len(cards))
            if len(cards) - wilds < prof.naturals_min:
                raise _err("melds.few-naturals", where, naturals=len(cards) - wilds)
            if wilds > prof.wild_limit:
                raise _err("melds.too-many-wilds", where, wilds=wilds)
            if rank == "3" and pos.phase != "over" and not _going_out_with_threes(pos):
                raise _err("melds.threes-before-the-end", where)
    for i, seat in enumerate(melded_as_written):
        side = prof.side_of[seat]
        if not pos.melds[side]:
            raise _err("melded.side-has-no-meld", f"melded[{i}]", seat=seat, side=side)
    total = card_total(pos)
    if total > prof.deck_size:
        counted = [f"hands.{s}" for s in prof.seats if isinstance(pos.hands[s], int)]
        where = "stock" if isinstance(pos.stock, int) else (counted[0] if counted else "")
        raise _err(
            "position.too-many-cards", where, total=total,
            hands=sum(pos.hand_size(s) for s in prof.seats), stock=pos.stock_size,
            pile=len(pos.pile),
            melds=sum(len(m) for side in prof.side_names for m in pos.melds[side].values()),
            reds=sum(len(pos.red_threes[side]) for side in prof.side_names),
        )


def to_dict(pos: Position) -> dict[str, Any]:
    """The canonical JSON-ready dict: every field written, in the order of notation.md."""
    t = pos.this_turn
    prof = pos.rules
    sides = prof.side_names
    out: dict[str, Any] = {"format": FORMAT}
    if prof is not CLASSIC:
        out["profile"] = prof.name  # written only when not classic: classic text unchanged
    return out | {
        "dealer": pos.dealer,
        "turn": pos.turn,
        "phase": pos.phase,
        "scores": {side: pos.scores[side] for side in sides},
        "hands": {s: (h if isinstance(h, int) else list(h))
                  for s in prof.seats for h in [pos.hands[s]]},
        "melds": {side: {r: list(m) for r, m in pos.melds[side].items()} for side in sides},
        "red_threes": {side: list(pos.red_threes[side]) for side in sides},
        "pile": list(pos.pile),
        "stock": pos.stock if isinstance(pos.stock, int) else list(pos.stock),
        "melded": [s for s in prof.seats if s in pos.melded],
        "this_turn": {
            "took_pile": t.took_pile,
            "melded": t.melded,
            "asked": t.asked,
            "concealed_ok": t.concealed_ok,
            "new_melds": list(t.new_melds),
        },
        "went_out": (
            None if pos.went_out is None
            else {"seat": pos.went_out.seat, "concealed": pos.went_out.concealed}
        ),
    } | ({"ended": pos.ended} if pos.ended is not None and pos.phase == "over" else {})


def dump(pos: Position, indent: int | None = None) -> str:
    """Canonical JSON text; load(dump(p)) == p."""
    return json.dumps(to_dict(pos), indent=indent, ensure_ascii=False)


def all_cards(pos: Position) -> list[str]:
    """Every listed card in the position (hands given as counts and a counted stock excluded)."""
    out: list[str] = []
    prof = pos.rules
    for s in prof.seats:
        h = pos.hands[s]
        if isinstance(h, tuple):
            out.extend(h)
    for side in prof.side_names:
        for m in pos.melds[side].values():
            out.extend(m)
        out.extend(pos.red_threes[side])
    out.extend(pos.pile)
    if isinstance(pos.stock, tuple):
        out.extend(pos.stock)
    return out


def card_total(pos: Position) -> int:
    """Cards in the position, counting hands and stock given as numbers."""
    prof = pos.rules
    n = sum(pos.hand_size(s) for s in prof.seats) + len(pos.pile) + pos.stock_size
    for side in prof.side_names:
        n += sum(len(m) for m in pos.melds[side].values()) + len(pos.red_threes[side])
    return n


__all__ = [
    "ASKED", "Asked", "Hand", "MAX_COUNT", "MAX_POSITION_TEXT", "PHASES", "Phase", "Seat", "Side",
    "FrozenWhy", "ALL_CODES", "ENDINGS", "FORMAT", "MELD_RANKS", "OPENING_TIERS", "PARTNER", "SEATS", "SIDES", "SIDE_OF",
    "NEXT_SEAT", "OTHER_SIDE", "Position", "TurnState", "WentOut", "blocked_by", "canastas",
    "card_total", "dump", "frozen_card", "frozen_for", "has_canasta", "has_opened", "is_canasta",
    "load", "opening_minimum", "pile_top", "side_minimum", "to_dict", "all_cards",
    "is_red_three",
]
