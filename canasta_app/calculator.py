"""The score calculator's logic (no Streamlit): one deal from a position or a form, the worked
925 example, and a game sheet with CSV export/import.

Every number comes from the engine: `canasta_core.scoring.breakdown` for a form,
`canasta_core.score` for a position, `canasta_core.game_status` for the game ([game.end]).
Problems are reported as `CalcError(key, **params)`; the key is a UI string in
`canasta_app/strings/calculator.py`, so the page can say what is wrong in either language.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Final

import pandas as pd

import canasta_core as cc
from canasta_app.i18n import seat_name, side_name, t
from canasta_core.cards import VALUES, is_canasta, is_wild, parse_card
from canasta_core.positions import SEATS, SIDE_OF, SIDE_SEATS, SIDES, Position
from canasta_core.scoring import (
    GAME_TARGET,
    GOING_OUT,
    GOING_OUT_CONCEALED,
    NATURAL_CANASTA,
    RED_THREE,
    GameStatus,
    breakdown,
    red_three_bonus,
)

#: Rows of a breakdown, in display order (the keys of canasta_core.scoring.breakdown).
LINES: Final = ("melds", "hands", "canastas", "red_threes", "going_out", "total")
GOING_OUT_KINDS: Final = ("none", "normal", "concealed")

# Limits on what a user can enter or upload.
MAX_POSITION_CHARS: Final = 20_000
MAX_FORM_POINTS: Final = 10_000  # melded card points / cards left in hands, per side
MAX_CANASTAS: Final = 15  # 108 cards make at most 15 melds of seven
MAX_DEAL_SCORE: Final = 20_000  # absolute value of one deal's score on the game sheet
MAX_CSV_BYTES: Final = 50 * 1024
MAX_CSV_ROWS: Final = 200
CSV_COLUMNS: Final = ("deal", "NS", "EW")

# The cheapest meld, natural canasta and mixed canasta in card points: three fours (15);
# seven fours (35); six fours and a two (50). Used only for a plausibility warning.
MIN_MELD_POINTS: Final = 3 * VALUES["4C"]
MIN_NATURAL_CANASTA_POINTS: Final = 7 * VALUES["4C"]
MIN_MIXED_CANASTA_POINTS: Final = 6 * VALUES["4C"] + VALUES["2C"]


class CalcError(ValueError):
    """A problem with what the user entered; `key` names a UI string, `params` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str) -> str:
        """The message in `lang`; side codes and field names in the params are translated."""
        shown: dict[str, Any] = {}
        for name, value in self.params.items():
            if name in _SIDE_PARAMS and value in SIDES:
                value = side_name(value, lang)
            elif name == "seat" and value in SEATS:
                value = seat_name(value, lang)
            elif name == "what":
                value = t(f"calculator.what.{value}", lang)
            shown[name] = value
        return t(self.key, lang, **shown)


_SIDE_PARAMS: Final = frozenset({"side", "winner", "loser", "leader"})


def fmt_points(value: int) -> str:
    """A score for display: a true minus sign for negatives ("−5"), plain otherwise."""
    return f"−{-value}" if value < 0 else str(value)


# --- counting from the cards ----------------------------------------------------------------

MAX_COUNT_CARDS: Final = 108  # two decks: nobody melds or holds more


def count_cards(text: str) -> tuple[int, int]:
    """(cards, points) of the cards written in `text` ("KH KD 7S JK", commas allowed): the count
    tab's fields added up from the cards themselves, so a miscount cannot slip in. A red three
    is a bonus, not a card value (CalcError says so); so is anything that is not a card."""
    codes = [c for c in text.replace(",", " ").split() if c]
    if len(codes) > MAX_COUNT_CARDS:
        raise CalcError("calculator.count.too_many", count=len(codes), limit=MAX_COUNT_CARDS)
    points = 0
    for code in codes:
        try:
            card = parse_card(code)
        except cc.NotationError:
            raise CalcError("calculator.count.bad_card", card=code[:12]) from None
        if card in ("3H", "3D"):
            raise CalcError("calculator.count.red_three", card=card)
        points += VALUES[card]
    return len(codes), points


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
            pos, hands={seat: (() if seat in hidden else pos.hands[seat]) for seat in SEATS}
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
    return tuple(seat for seat in SEATS if isinstance(pos.hands[seat], int))


def position_from_share(s: str) -> Position | None:
    """The position a sandbox link (`?s=`) leads to: its start with its history replayed.

    None when this site has no share links (canasta_app.share missing); the share module's
    own error (a ValueError with a message) when the link is unusable.
    """
    try:
        from canasta_app.share import decode_state
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


def _side_errors(side: str, f: SideForm) -> tuple[list[CalcError], list[CalcError]]:
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
    if f.going_out in ("normal", "concealed") and canastas == 0:
        errors.append(CalcError("calculator.form.err.out_needs_canasta", side=side))
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


def validate_form(form: Mapping[str, SideForm]) -> tuple[list[CalcError], list[CalcError]]:
    """(errors, warnings) for a two-side form. Errors block scoring; warnings do not."""
    errors: list[CalcError] = []
    warnings: list[CalcError] = []
    for side in SIDES:
        e, w = _side_errors(side, form[side])
        errors += e
        warnings += w
    if sum(form[s].going_out != "none" for s in SIDES) > 1:
        errors.append(CalcError("calculator.form.err.both_out"))
    if sum(form[s].red_threes for s in SIDES) > 4:
        errors.append(CalcError("calculator.form.err.red_threes_total"))
    return errors, warnings


def score_form(form: Mapping[str, SideForm]) -> FormResult:
    """Validate the form and, if it is consistent, score both sides with the engine."""
    errors, warnings = validate_form(form)
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
        for side, f in ((s, form[s]) for s in SIDES)
    }
    return FormResult(result, (), tuple(warnings))


def form_from_position(pos: Position) -> dict[str, SideForm]:
    """The form's answers for a position (what a player would count at the table)."""
    out: dict[str, SideForm] = {}
    for side in SIDES:
        melds = pos.melds[side]
        natural = mixed = 0
        for cards in melds.values():
            if is_canasta(cards):
                if any(is_wild(c) for c in cards):
                    mixed += 1
                else:
                    natural += 1
        going_out = "none"
        if pos.went_out is not None and SIDE_OF[pos.went_out.seat] == side:
            going_out = "concealed" if pos.went_out.concealed else "normal"
        hands = sum(VALUES[c] for seat in SIDE_SEATS[side] for c in pos.hand(seat))
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


# --- the game sheet ([game.end]) ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GameSheet:
    """The deals of one game, in order, as (NS, EW) scores. A value: methods return new sheets."""

    deals: tuple[tuple[int, int], ...] = field(default_factory=tuple)

    @classmethod
    def of(cls, deals: Sequence[Sequence[int]]) -> GameSheet:
        sheet = cls()
        for ns, ew in deals:
            sheet = sheet.add(int(ns), int(ew))
        return sheet

    def status(self) -> GameStatus:
        return cc.game_status(list(self.deals))

    def add(self, ns: int, ew: int) -> GameSheet:
        """A sheet with one more deal; CalcError if the game is over or a score is unusable."""
        check_deal_score(ns, "NS")
        check_deal_score(ew, "EW")
        if len(self.deals) >= MAX_CSV_ROWS:
            raise CalcError("calculator.sheet.err.full", limit=MAX_CSV_ROWS)
        status = self.status()
        if status.finished:
            raise CalcError("calculator.sheet.err.finished", winner=status.winner or "")
        return replace(self, deals=(*self.deals, (ns, ew)))

    def undo(self) -> GameSheet:
        return replace(self, deals=self.deals[:-1])

    def rows(self) -> list[dict[str, int]]:
        """One row per deal: deal number, the deal's scores and the totals after it."""
        status = self.status()
        return [
            {"deal": i, "NS": ns, "EW": ew, "NS_total": after["NS"], "EW_total": after["EW"]}
            for i, ((ns, ew), after) in enumerate(zip(self.deals, status.history, strict=True), 1)
        ]

    def to_csv(self) -> str:
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(CSV_COLUMNS)
        for i, (ns, ew) in enumerate(self.deals, 1):
            w.writerow((i, ns, ew))
        return buf.getvalue()


def sheet_chart(totals: pd.DataFrame, deal_label: str, points_label: str,
                colors: Sequence[str]) -> Any:
    """The game sheet's running totals as lines, one per column of `totals` (index: deal number).

    An Altair chart (st.altair_chart shows it) rather than st.line_chart, so the axes can print
    whole numbers without an English thousands comma ("5000", as format_number writes them):
    "5,000" would read as five in Spanish.
    """
    import altair as alt  # only this chart needs it

    long = totals.reset_index(names="deal").melt(id_vars="deal", var_name="series",
                                                 value_name="points")
    return (
        alt.Chart(long)
        .mark_line(point=True)
        .encode(
            x=alt.X("deal:Q", title=deal_label, axis=alt.Axis(format="d", tickMinStep=1)),
            y=alt.Y("points:Q", title=points_label, axis=alt.Axis(format="d")),
            color=alt.Color("series:N", sort=list(totals.columns), title=None,
                            scale=alt.Scale(domain=list(totals.columns), range=list(colors)),
                            legend=alt.Legend(orient="top")),
            tooltip=[alt.Tooltip("deal:Q", title=deal_label), alt.Tooltip("series:N", title=" "),
                     alt.Tooltip("points:Q", title=points_label, format="d")],
        )
    )


def check_deal_score(value: int, side: str) -> None:
    if abs(value) > MAX_DEAL_SCORE:
        raise CalcError(
            "calculator.sheet.err.too_big", side=side, value=value, limit=MAX_DEAL_SCORE
        )
    if value % 5:
        raise CalcError("calculator.sheet.err.multiple5", side=side, value=value)


def result_message(status: GameStatus) -> tuple[str, str, dict[str, Any]]:
    """(kind, key, params) saying where the game stands: kind is 'won', 'tie' or 'on'."""
    totals = status.totals
    if status.finished and status.winner:
        loser = "EW" if status.winner == "NS" else "NS"
        return (
            "won",
            "calculator.sheet.won",
            {
                "winner": status.winner,
                "loser": loser,
                "win": totals[status.winner],
                "lose": totals[loser],
                "target": GAME_TARGET,
            },
        )
    if status.tie_at_target:
        return "tie", "calculator.sheet.tie", {"total": totals["NS"], "target": GAME_TARGET}
    if not status.history:
        return "on", "calculator.sheet.empty", {"target": GAME_TARGET}
    leader = max(SIDES, key=lambda s: totals[s])
    gap = GAME_TARGET - max(totals.values())
    if totals["NS"] == totals["EW"]:
        return (
            "on",
            "calculator.sheet.on_level",
            {"total": totals["NS"], "gap": gap, "target": GAME_TARGET},
        )
    return (
        "on",
        "calculator.sheet.on",
        {"leader": leader, "total": totals[leader], "gap": gap, "target": GAME_TARGET},
    )


# --- CSV import ----------------------------------------------------------------------------


def _int_cell(text: str) -> int | None:
    s = text.strip().replace("\u2212", "-")
    if s.startswith("+"):
        s = s[1:]
    if not s or not (s.isdigit() or (s[0] == "-" and s[1:].isdigit())):
        return None
    return int(s)


def check_csv_size(size: int) -> None:
    """CalcError if a file of `size` bytes is over the upload cap (checked before reading)."""
    if size > MAX_CSV_BYTES:
        raise CalcError(
            "calculator.csv.too_large", kb=round(size / 1024, 1), limit=MAX_CSV_BYTES // 1024
        )


def sheet_from_csv(data: bytes | str) -> GameSheet:
    """Read a game sheet written by GameSheet.to_csv (columns deal,NS,EW).

    Also accepts a semicolon separator (spreadsheets set to Spanish write one), a byte-order
    mark, surrounding spaces and blank lines. Raises CalcError saying what is wrong and how to
    fix it; it never returns a partial sheet.
    """
    check_csv_size(len(data.encode("utf-8")) if isinstance(data, str) else len(data))
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise CalcError("calculator.csv.not_text") from None
    else:
        text = data.removeprefix("\ufeff")
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines:
        raise CalcError("calculator.csv.empty")
    delimiter = ";" if ";" in lines[0] and "," not in lines[0] else ","
    rows = list(csv.reader(lines, delimiter=delimiter))
    header = [c.strip().lower() for c in rows[0]]
    if header != [c.lower() for c in CSV_COLUMNS]:
        raise CalcError(
            "calculator.csv.columns",
            found=delimiter.join(rows[0])[:80] or "—",
            expected=",".join(CSV_COLUMNS),
        )
    body = rows[1:]
    if not body:
        raise CalcError("calculator.csv.no_deals")
    if len(body) > MAX_CSV_ROWS:
        raise CalcError("calculator.csv.too_many", rows=len(body), limit=MAX_CSV_ROWS)
    deals: list[tuple[int, int]] = []
    for i, row in enumerate(body, 1):
        line_no = i + 1  # the header is line 1
        if len(row) != len(CSV_COLUMNS):
            raise CalcError("calculator.csv.cells", line=line_no, n=len(row))
        values = [_int_cell(c) for c in row]
        for col, cell, v in zip(CSV_COLUMNS, row, values, strict=True):
            if v is None:
                raise CalcError(
                    "calculator.csv.not_number",
                    line=line_no,
                    column=col,
                    value=cell.strip()[:20] or "—",
                )
        deal, ns, ew = (int(v) for v in values if v is not None)
        if deal != i:
            raise CalcError("calculator.csv.deal_number", line=line_no, value=deal, expected=i)
        for col, v in (("NS", ns), ("EW", ew)):
            if v % 5:
                raise CalcError("calculator.csv.multiple5", line=line_no, column=col, value=v)
            if abs(v) > MAX_DEAL_SCORE:
                raise CalcError(
                    "calculator.csv.too_big",
                    line=line_no,
                    column=col,
                    value=v,
                    limit=MAX_DEAL_SCORE,
                )
        deals.append((ns, ew))
    # [game.end]: nothing may follow the deal that won the game.
    for n in range(1, len(deals)):
        status = cc.game_status(deals[:n])
        if status.finished:
            raise CalcError(
                "calculator.csv.after_win", deal=n, winner=status.winner or "", extra=len(deals) - n
            )
    return GameSheet(tuple(deals))
