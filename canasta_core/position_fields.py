"""The fields of a position's JSON (notation.md), each read and checked on its own: what
`positions.load` builds a `Position` from. An input error names its field
(`NotationError`, with a code of `input_messages`)."""

from __future__ import annotations

from canasta_core.cards import CANONICAL, parse_card
from canasta_core.errors import NotationError
from canasta_core.profiles import CLASSIC, PROFILES, Profile

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Any, Final, Literal

#: A seat of the position's profile (classic: N E S W; profiles.py names the others).
Seat = str
#: A side of the position's profile (classic: NS, EW).
Side = str
if TYPE_CHECKING:
    Phase = Literal["draw", "play", "over"]
    Asked = Literal["pending", "yes", "no"]  # this_turn.asked, or None before asking
else:
    Phase = Asked = str

PHASES: Final[tuple[Phase, ...]] = ("draw", "play", "over")
#: notation.md `ended`: how a deal that is over ended
ENDINGS: Final[tuple[str, ...]] = ("out", "stock", "last-red-three")
ASKED: Final[tuple[Asked | None, ...]] = (None, "pending", "yes", "no")
MAX_POSITION_TEXT: Final = 100_000  # characters of JSON we agree to read
#: [deal.deck] The longest list of cards a field holds: the largest deck of the profiles (108 in
#: every adopted one); a position's cards are checked against its own profile's deck later.
MAX_COUNT: Final = max(p.deck_size for p in PROFILES.values())

Hand = tuple[str, ...] | int


def _err(code: str, where: str, **params: object) -> NotationError:
    """The input error `code` (canasta_core.input_messages) at the field `where`."""
    return NotationError(field=where, code=code, params=params)


class _JSONObject(dict[str, "Any"]):  # a string: typing is not imported at run time
    """A JSON object as parsed from text, remembering the first key written twice in it."""

    duplicate: str | None = None


def _object_pairs(pairs: list[tuple[str, Any]]) -> _JSONObject:
    obj = _JSONObject()
    for k, v in pairs:
        if k in obj and obj.duplicate is None:
            obj.duplicate = k  # json.loads would silently keep only the last value
        obj[k] = v
    return obj


def _need_obj(d: Any, where: str) -> dict[str, Any]:
    if not isinstance(d, dict):
        raise _err("json.not-object", where, got=_type_name(d))
    dup = getattr(d, "duplicate", None)
    if dup is not None:
        key_where = dup if where == "position" else f"{where}.{dup}"
        if where.startswith("melds."):
            raise _err("melds.duplicate-rank", key_where, rank=dup)
        raise _err("json.duplicate-key", key_where, key=repr(dup))
    return d


def _type_name(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true/false"
    if isinstance(v, int | float):
        return "a number"
    if isinstance(v, str):
        return "text"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


def _seat(v: Any, where: str, prof: Profile = CLASSIC) -> Seat:
    seat = v.strip().upper() if isinstance(v, str) else None
    for s in prof.seats:
        if s == seat:
            return s
    if prof is CLASSIC:
        raise _err("seat.unknown", where, value=repr(v))
    raise _err("seat.not-in-profile", where, value=repr(v), profile=prof.name,
               seats=" ".join(prof.seats))


def _profile(v: Any) -> Profile:
    """[profile.separate] The position's ruleset; classic when the field is absent."""
    if v is None:
        return CLASSIC
    name = v.strip().lower() if isinstance(v, str) else None
    if name not in PROFILES:
        raise _err("profile.unknown", "profile", value=repr(v))
    return PROFILES[name]


def _cards(v: Any, where: str) -> tuple[str, ...]:
    if not isinstance(v, list):
        raise _err("cards.not-a-list", where, got=_type_name(v))
    if len(v) > MAX_COUNT:
        raise _err("cards.too-long", where, count=len(v), limit=MAX_COUNT)
    out = []
    for i, c in enumerate(v):
        if c.__class__ is str and c in CANONICAL:
            out.append(c)  # a canonical code: nothing to parse (and no field name to build)
            continue
        if not isinstance(c, str):
            raise _err("card.not-text", f"{where}[{i}]", got=_type_name(c))
        out.append(parse_card(c, f"{where}[{i}]"))
    return tuple(out)


def _count_or_cards(v: Any, where: str) -> tuple[str, ...] | int:
    if isinstance(v, bool):
        raise _err("cards.list-or-count", where)
    if isinstance(v, int):
        if not 0 <= v <= MAX_COUNT:
            raise _err("cards.bad-count", where, count=v, limit=MAX_COUNT)
        return v
    if isinstance(v, list):
        return _cards(v, where)
    raise _err("cards.list-or-count-got", where, got=_type_name(v))


def _phase(v: Any) -> Phase:
    name = v.strip().lower() if isinstance(v, str) else None
    for p in PHASES:
        if p == name:
            return p
    raise _err("phase.unknown", "phase", value=repr(v))


def _ended(v: Any, phase: Phase, went_out: object | None, stock: Hand) -> str | None:
    """notation.md `ended`: how an over deal ended, kept only where it is not the default
    ("out" with `went_out`, else "stock"); it must agree with `phase`, `went_out` and the stock."""
    if v is None:
        return None
    name = v.strip().lower() if isinstance(v, str) else None
    if name not in ENDINGS:
        raise _err("ended.unknown", "ended", value=repr(v))
    if phase != "over":
        raise _err("ended.not-over", "ended", value=name)
    if (name == "out") != (went_out is not None):
        raise _err("ended.out-needs-went-out" if name == "out" else "ended.went-out-set",
                   "ended", value=name)
    if name != "out" and (stock if isinstance(stock, int) else len(stock)):
        raise _err("ended.stock-not-empty", "ended", value=name)
    return name if name == "last-red-three" else None


def _bool(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise _err("bool.expected", where, got=_type_name(v))
    return v


def _side_keys(d: dict[str, Any], where: str, prof: Profile = CLASSIC) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in d.items():
        key = k.strip().upper() if isinstance(k, str) else k
        if key not in prof.side_of.values():
            if prof is CLASSIC:
                raise _err("side.unknown", where, value=repr(k))
            raise _err("side.not-in-profile", where, value=repr(k), profile=prof.name,
                       sides=", ".join(prof.side_names))
        out[key] = v
    return out
