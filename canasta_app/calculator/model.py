"""The score calculator's logic (no Streamlit): one deal from a position or a form, and the
worked 925 example. (The game sheet is canasta_app/domain/game_sheet.py, an input problem
canasta_app/domain/calc_errors.py; both are importable from here too.)

Every number comes from the engine: `canasta_core.scoring.breakdown` for a form,
`canasta_core.score` for a position, `canasta_core.game_status` for the game ([game.end]).
Problems are reported as `CalcError(key, **params)`; the key is a UI string in
`canasta_app/calculator/strings.py`, so the page can say what is wrong in either language.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Final

import canasta_core as cc
from canasta_app.domain.calc_errors import CalcError
from canasta_app.domain.game_sheet import (
    CSV_COLUMNS,
    MAX_CSV_BYTES,
    MAX_CSV_ROWS,
    MAX_DEAL_SCORE,
    GameSheet,
    check_csv_size,
    check_deal_score,
    result_message,
    sheet_chart,
    sheet_from_csv,
)
from canasta_app.text.i18n import seat_name, side_name, t
from canasta_app.ui.facts import card_label
from canasta_app.ui.score_lines import (  # noqa: F401
    LINES,
    fmt_points,
)
from canasta_core import typed
from canasta_core.cards import VALUES, full_deck, is_canasta, is_wild, parse_card
from canasta_core.input_messages import render_input
from canasta_core.messages import lang_of
from canasta_core.positions import Position
from canasta_core.profiles import CLASSIC, PROFILES
from canasta_core.scoring import (
    GOING_OUT,
    GOING_OUT_CONCEALED,
    NATURAL_CANASTA,
    RED_THREE,
    breakdown,
    red_three_bonus,
)

GOING_OUT_KINDS: Final = ("none", "normal", "concealed")

# Limits on what a user can enter or upload.
MAX_POSITION_CHARS: Final = 20_000
MAX_FORM_POINTS: Final = 10_000  # melded card points / cards left in hands, per side
MAX_CANASTAS: Final = 15  # 108 cards make at most 15 melds of seven

# The cheapest meld, natural canasta and mixed canasta in card points: three fours (15);
# seven fours (35); six fours and a two (50). Used only for a plausibility warning.
MIN_MELD_POINTS: Final = 3 * VALUES["4C"]
MIN_NATURAL_CANASTA_POINTS: Final = 7 * VALUES["4C"]
MIN_MIXED_CANASTA_POINTS: Final = 6 * VALUES["4C"] + VALUES["2C"]


# --- counting from the cards ----------------------------------------------------------------

MAX_COUNT_CARDS: Final = 108  # two decks: nobody melds or holds more


def count_cards(text: str, lang: str = "en", profile: str = CLASSIC.name) -> tuple[int, int]:
    """(cards, points) of the cards written in `text` ("KH KD 7S JK", commas allowed): the count
    tab's fields added up from the cards themselves, so a miscount cannot slip in. The cards are
    read as the page's language types them, as in the sandbox's fields: on a Spanish page 3c is
    the 3♥ (a red three) and Kp the K♠, where the English reading took 3c for the 3♣ (5 points)
    and refused Kp. A red three is a bonus, not a card value (CalcError says so); so is anything
    that is not a card, and a card written more times than the table's two decks hold."""
    codes = [c for c in text.replace(",", " ").split() if c]
    if len(codes) > MAX_COUNT_CARDS:
        raise CalcError("calculator.count.too_many", count=len(codes), limit=MAX_COUNT_CARDS)
    points = 0
    seen: Counter[str] = Counter()
    for code in codes:
        card = _read_card(code, lang)
        if card in ("3H", "3D"):
            raise CalcError("calculator.count.red_three", card=card_label(card, lang))
        seen[card] += 1
        points += VALUES[card]
    deck = Counter(full_deck(PROFILES.get(profile, CLASSIC)))
    for card, n in seen.items():
        if n > deck[card]:
            raise CalcError("calculator.count.more_than_deck", card=card_label(card, lang), n=n,
                            copies=deck[card])
    return len(codes), points


def _read_card(token: str, lang: str) -> str:
    """One card of a count box, canonical: in Spanish by the Spanish reading (its message says
    what is wrong: an English suit letter, the ten written T), else the notation's."""
    if lang_of(lang) == "es":
        try:
            return typed.parse_card_es(token)
        except cc.NotationError as e:
            code = e.code.removeprefix("typed.")
            if code == "card.english-suit":  # no move here: the box's own wording
                code = "card.english-suit-field"
            raise CalcError("calculator.count.unreadable",
                            detail=render_input("typed." + code, e.params, "es")) from None
    try:
        return parse_card(token)
    except cc.NotationError:
        raise CalcError("calculator.count.bad_card", card=token[:12]) from None


# --- one deal from a position ------------------------------------------------------------


def pretty_json(value: Any, indent: int = 0) -> str:
    """JSON with objects spread over lines but lists of cards kept on one line, so a position
    reads like a table: `"N": ["7H", "7S", "KD"]`."""
    pad = "  " * (indent + 1)
    if isinstance(value, dict) and value:
        items = [
            f"{pad}{json.dumps(str(k), ensure_ascii=False)}: {pretty_json(v, indent + 1)}"
            for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + "  " * indent + "}"
    if isinstance(value, list) and any(isinstance(v, dict | list) for v in value):
        items = [pad + pretty_json(v, indent + 1) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + "  " * indent + "]"
    return json.dumps(value, ensure_ascii=False)


def position_text(value: object) -> str:
    """Text for the JSON box from whatever arrives (a Position, a dict, or JSON text)."""
    if isinstance(value, Position):
        return pretty_json(cc.to_dict(value))
    if isinstance(value, Mapping):
        try:
            return pretty_json(json.loads(json.dumps(dict(value))))
        except (TypeError, ValueError, RecursionError):
            return str(value)
    text = value.decode("utf-8", errors="replace") if isinstance(value, bytes) else str(value)
    if len(text) <= MAX_POSITION_CHARS:
        try:  # compact JSON (as cc.dump writes it) is easier to read and correct spread out
            return pretty_json(json.loads(text))
        except (ValueError, RecursionError):
            pass
    return text


def load_for_scoring(text: str, hidden_as_empty: bool = False) -> Position:
    """Read a position to score. Raises cc.NotationError (bad JSON or position, with `.field`)
    or CalcError (empty, too long, or a hand given only as a count)."""
    return read_position(text, hidden_as_empty)[0]


def read_position(text: str, hidden_as_empty: bool = False) -> tuple[Position, tuple[str, ...]]:
    """(the position to score, the seats whose hidden hands were taken as empty).

    Without `hidden_as_empty` a hand given only as a count is a CalcError; with it, such hands
    are scored as empty (the table alone: what is melded and laid out), and named.
    """
    if not text.strip():
        raise CalcError("calculator.position.empty")
    if len(text) > MAX_POSITION_CHARS:
        raise CalcError("calculator.position.too_long", chars=len(text), limit=MAX_POSITION_CHARS)
    pos = cc.load(text)
    hidden = hidden_seats(pos)
    if hidden and hidden_as_empty:
        return replace(
            pos, hands={seat: (() if seat in hidden else pos.hands[seat])
                        for seat in pos.rules.seats}
        ), hidden
    if hidden:
        seat = hidden[0]
        raise CalcError(
            "calculator.position.hand_count",
            field=f"hands.{seat}",
            seat=seat,
            count=pos.hands[seat],
        )
    return pos, ()


def hidden_seats(pos: Position) -> tuple[str, ...]:
    """Seats whose hand is given only as a count (their cards are unknown)."""
    return tuple(seat for seat in pos.rules.seats if isinstance(pos.hands[seat], int))


def position_from_share(s: str) -> Position | None:
    """The position a sandbox link (`?s=`) leads to: its start with its history replayed.

    None when this site has no share links (canasta_app.shell.share missing); the share module's
    own error (a ValueError with a message) when the link is unusable.
    """
    try:
        from canasta_app.shell.share import decode_state
    except ImportError:
        return None
    pos, history = decode_state(s)
    for action in history:
        pos = cc.play(pos, action)
    return pos


def score_position(text: str) -> dict[str, dict[str, int]]:
    """The engine's breakdown of the deal in `text` (see load_for_scoring for the errors)."""
    return cc.score(load_for_scoring(text))


# --- one deal from a form ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SideForm:
    """What the form asks about one side. `hands` is the (positive) value of the cards left
    in both partners' hands; it is subtracted."""

    melds: int = 0
    natural_canastas: int = 0
    mixed_canastas: int = 0
    red_threes: int = 0
    melded_anything: bool = False
    going_out: str = "none"
    hands: int = 0


@dataclass(frozen=True, slots=True)
class FormResult:
    breakdown: dict[str, dict[str, int]] | None  # None when there are errors
    errors: tuple[CalcError, ...] = ()
    warnings: tuple[CalcError, ...] = ()


def _side_errors(side: str, f: SideForm, profile: str = CLASSIC.name
                 ) -> tuple[list[CalcError], list[CalcError]]:
    errors: list[CalcError] = []
    warnings: list[CalcError] = []
    for name, value in (("melds", f.melds), ("hands", f.hands)):
        if value < 0:
            errors.append(CalcError("calculator.form.err.negative", side=side, what=name))
        elif value > MAX_FORM_POINTS:
            errors.append(
                CalcError(
                    "calculator.form.err.too_big", side=side, what=name, limit=MAX_FORM_POINTS
                )
            )
        elif value % 5:
            errors.append(
                CalcError("calculator.form.err.multiple5", side=side, what=name, value=value)
            )
    for name, value in (
        ("natural_canastas", f.natural_canastas),
        ("mixed_canastas", f.mixed_canastas),
    ):
        if not 0 <= value <= MAX_CANASTAS:
            errors.append(
                CalcError("calculator.form.err.canastas", side=side, what=name, limit=MAX_CANASTAS)
            )
    if not 0 <= f.red_threes <= 4:
        errors.append(CalcError("calculator.form.err.red_threes", side=side))
    if f.going_out not in GOING_OUT_KINDS:
        errors.append(CalcError("calculator.form.err.going_out_kind", side=side))
    canastas = f.natural_canastas + f.mixed_canastas
    if not f.melded_anything and (f.melds > 0 or canastas > 0):
        errors.append(CalcError("calculator.form.err.not_melded", side=side))
    need = PROFILES[profile].canastas_to_go_out  # [out.canasta] [two.out]
    if f.going_out in ("normal", "concealed") and canastas < need:
        errors.append(CalcError("calculator.form.err.out_needs_canasta", side=side) if need == 1
                      else CalcError("calculator.form.err.out_needs_canastas", side=side,
                                     n=need))
    if f.melded_anything and not errors:
        least = max(
            MIN_MELD_POINTS,
            f.natural_canastas * MIN_NATURAL_CANASTA_POINTS
            + f.mixed_canastas * MIN_MIXED_CANASTA_POINTS,
        )
        if f.melds < least:
            warnings.append(
                CalcError("calculator.form.warn.few_points", side=side, value=f.melds, least=least)
            )
    return errors, warnings


def validate_form(form: Mapping[str, SideForm], profile: str = CLASSIC.name
                  ) -> tuple[list[CalcError], list[CalcError]]:
    """(errors, warnings) for the form of a table's sides. Errors block scoring; warnings do
    not."""
    sides = PROFILES[profile].side_names
    errors: list[CalcError] = []
    warnings: list[CalcError] = []
    for side in sides:
        e, w = _side_errors(side, form[side], profile)
        errors += e
        warnings += w
    if sum(form[s].going_out != "none" for s in sides) > 1:
        errors.append(CalcError("calculator.form.err.both_out"))
    if sum(form[s].red_threes for s in sides) > 4:
        errors.append(CalcError("calculator.form.err.red_threes_total"))
    return errors, warnings


def score_form(form: Mapping[str, SideForm], profile: str = CLASSIC.name) -> FormResult:
    """Validate the form and, if it is consistent, score every side with the engine."""
    errors, warnings = validate_form(form, profile)
    if errors:
        return FormResult(None, tuple(errors), tuple(warnings))
    result = {
        side: breakdown(
            melds=f.melds,
            hands=f.hands,
            natural_canastas=f.natural_canastas,
            mixed_canastas=f.mixed_canastas,
            red_threes=f.red_threes,
            melded_anything=f.melded_anything,
            going_out=f.going_out,
        )
        for side, f in ((s, form[s]) for s in PROFILES[profile].side_names)
    }
    return FormResult(result, (), tuple(warnings))


def form_from_position(pos: Position) -> dict[str, SideForm]:
    """The form's answers for a position (what a player would count at the table)."""
    out: dict[str, SideForm] = {}
    rules = pos.rules
    for side in rules.side_names:
        melds = pos.melds[side]
        natural = mixed = 0
        for cards in melds.values():
            if is_canasta(cards):
                if any(is_wild(c) for c in cards):
                    mixed += 1
                else:
                    natural += 1
        going_out = "none"
        if pos.went_out is not None and rules.side_of[pos.went_out.seat] == side:
            going_out = "concealed" if pos.went_out.concealed else "normal"
        hands = sum(VALUES[c] for seat in rules.side_seats[side] for c in pos.hand(seat))
        out[side] = SideForm(
            melds=sum(VALUES[c] for cards in melds.values() for c in cards),
            natural_canastas=natural,
            mixed_canastas=mixed,
            red_threes=len(pos.red_threes[side]),
            melded_anything=bool(melds),
            going_out=going_out,
            hands=hands,
        )
    return out


# --- the worked example ([score.example]) ------------------------------------------------

#: The deal of [score.example] as a position: North went out (normal) with NS holding a natural
#: canasta of seven kings, three aces and two red threes; South kept a seven.
EXAMPLE_925_POSITION: Final[dict[str, Any]] = {
    "format": "canasta/1",
    "dealer": "W",
    "turn": "N",
    "phase": "over",
    "scores": {"NS": 0, "EW": 0},
    "hands": {"N": [], "E": [], "S": ["7C"], "W": []},
    "melds": {
        "NS": {
            "K": ["KC", "KC", "KD", "KD", "KH", "KH", "KS"],
            "A": ["AC", "AD", "AH"],
        },
        "EW": {},
    },
    "red_threes": {"NS": ["3H", "3D"], "EW": []},
    "pile": [],
    "stock": 40,
    "went_out": {"seat": "N", "concealed": False},
}


@dataclass(frozen=True, slots=True)
class ExampleLine:
    key: str  # UI string explaining the line
    params: dict[str, Any]
    points: int
    part: str  # which breakdown row it belongs to

    def text(self, lang: str) -> str:
        params = dict(self.params)
        params["points"] = fmt_points(int(params["points"]))
        return t(self.key, lang, **params)


@dataclass(frozen=True, slots=True)
class Example:
    position: Position
    form: dict[str, SideForm]
    lines: tuple[ExampleLine, ...]
    breakdown: dict[str, dict[str, int]]  # the engine's score of the position

    @property
    def total(self) -> int:
        return self.breakdown["NS"]["total"]


def example_925() -> Example:
    """The worked example, every number taken from the engine's card values and bonuses."""
    pos = cc.load(EXAMPLE_925_POSITION)
    kings = pos.melds["NS"]["K"]
    aces = pos.melds["NS"]["A"]
    left = pos.hand("S")
    king_v, ace_v = VALUES[kings[0]], VALUES[aces[0]]
    threes = len(pos.red_threes["NS"])
    lines = (
        ExampleLine(
            "calculator.example.kings",
            {"n": len(kings), "value": king_v, "points": len(kings) * king_v},
            len(kings) * king_v,
            "melds",
        ),
        ExampleLine(
            "calculator.example.aces",
            {"n": len(aces), "value": ace_v, "points": len(aces) * ace_v},
            len(aces) * ace_v,
            "melds",
        ),
        ExampleLine(
            "calculator.example.canasta", {"points": NATURAL_CANASTA}, NATURAL_CANASTA, "canastas"
        ),
        ExampleLine(
            "calculator.example.red_threes",
            {"n": threes, "value": RED_THREE, "points": red_three_bonus(threes, True)},
            red_three_bonus(threes, True),
            "red_threes",
        ),
        ExampleLine(
            "calculator.example.going_out",
            {"points": GOING_OUT, "concealed": GOING_OUT_CONCEALED},
            GOING_OUT,
            "going_out",
        ),
        ExampleLine(
            "calculator.example.hand",
            {"points": -sum(VALUES[c] for c in left)},
            -sum(VALUES[c] for c in left),
            "hands",
        ),
    )
    return Example(pos, form_from_position(pos), lines, cc.score(pos))


__all__ = [
    # this module: one deal scored, from a position or a count, and the worked 925 example
    "EXAMPLE_925_POSITION", "GOING_OUT_KINDS", "LINES", "MAX_CANASTAS", "MAX_COUNT_CARDS", "MAX_FORM_POINTS",
    "MAX_POSITION_CHARS", "Example", "ExampleLine", "FormResult", "SideForm", "count_cards",
    "example_925", "fmt_points", "form_from_position", "hidden_seats", "load_for_scoring",
    "position_from_share", "position_text", "pretty_json", "read_position", "score_form",
    "score_position", "validate_form",
    # kept importable from here: the input problem, names, and the game sheet's API
    # (canasta_app/domain/calc_errors.py, canasta_app/domain/game_sheet.py)
    "CSV_COLUMNS", "MAX_CSV_BYTES", "MAX_CSV_ROWS", "MAX_DEAL_SCORE", "CalcError", "GameSheet",
    "check_csv_size", "check_deal_score", "result_message", "seat_name", "sheet_chart",
    "sheet_from_csv", "side_name",
]
