"""The score calculator's page session: what the calculator page does between reading a widget
and drawing, without Streamlit (tests drive it with a plain dict).

State lives in a mutable mapping (the page passes `st.session_state`) under the page's
"calculator_" keys, the same keys its widgets use, so a callback can set a widget's value
before the widget is drawn again. Every method is one user intent: `arrive` with a position,
`paste_example`, `score_position`, `fill_example` / `clear_form` / `count_from_cards` on the
count tab, `add_deal`, `undo_deal`, `reset`, `restore`, `load_upload` on the game sheet.
Sentences come back in the page's language as plain text (the page escapes them).
"""

from __future__ import annotations

import json
from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Any

import canasta_core as cc
from canasta_app.calculator import model as calc
from canasta_app.calculator.model import FormResult, SideForm
from canasta_app.domain.calc_errors import CalcError
from canasta_app.domain.game_sheet import (
    GameSheet,
    check_csv_size,
    result_message,
    sheet_from_csv,
)
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.ui.seats import side_label
from canasta_core.catalogue import profile_name
from canasta_core.positions import Position
from canasta_core.profiles import CLASSIC, PROFILES

TEXT = "calculator_position_text"
HIDDEN_AS_EMPTY = "calculator_hidden_as_empty"
NOTE = "calculator_position_note"
DEALS = "calculator_deals"
PREV_DEALS = "calculator_prev_deals"
FLASH = "calculator_flash"
LAST_SCORED = "calculator_last_scored"
CONFIRM_RESET = "calculator_confirm_reset"
SHOW_EXAMPLE = "calculator_show_example"
UPLOAD_VER = "calculator_upload_ver"
IN = "calculator_in_"  # the game sheet's two number boxes: calculator_in_NS / _EW
TAB = "calculator_tab"  # the open tab's label: only the open tab is drawn (issue 22)
PROFILE = "calculator_profile"  # the table the count form counts (profiles.md)
SHEET_PROFILE = "calculator_sheet_profile"  # the table of the game on the sheet
PROFILE_NAMES = tuple(PROFILES)
#: The count tab's fields per side (SideForm's), each a widget "calculator_f_<side>_<name>".
FIELDS = ("melds", "natural_canastas", "mixed_canastas", "red_threes", "melded_anything",
          "going_out", "hands")
COUNTED = ("melds", "hands")  # the fields with a box of cards under them


def fkey(side: str, name: str) -> str:
    return f"calculator_f_{side}_{name}"


@dataclass(frozen=True)
class PositionResult:
    """What the position tab shows for the text in its box: nothing typed (`empty`), an error
    (plain text; `offer_table_only` when scoring the table alone would help), or the position
    with its breakdown (`hidden`: seats whose unknown hands were counted as empty)."""

    empty: bool = False
    error: str | None = None
    offer_table_only: bool = False
    position: Position | None = None
    breakdown: dict[str, dict[str, int]] | None = None
    hidden: tuple[str, ...] = ()

    @property
    def totals(self) -> tuple[int, ...] | None:
        """Each side's total, in the position's side order (classic: NS, EW)."""
        bd, pos = self.breakdown, self.position
        if bd is None or pos is None:
            return None
        return tuple(bd[s]["total"] for s in pos.rules.side_names)


class CalculatorSession:
    """One visitor's calculator: the position box, the count form, the game sheet and the
    one-shot messages ("flashes") that callbacks leave for the next run."""

    def __init__(self, state: MutableMapping[str, Any], lang: str) -> None:
        self.state = state
        self.lang = lang
        state.setdefault(DEALS, [])
        state.setdefault(TEXT, "")
        if state.get(PROFILE) not in PROFILES:
            state[PROFILE] = CLASSIC.name
        if state.get(SHEET_PROFILE) not in PROFILES:
            state[SHEET_PROFILE] = CLASSIC.name
        self._defaults()

    def _defaults(self) -> None:
        """Every field of the table's sides and of the sheet's, present in state."""
        for s in dict.fromkeys((*self.sides, *self.sheet_sides)):
            for name in FIELDS:
                self.state.setdefault(fkey(s, name), getattr(SideForm(), name))
            self.state.setdefault(IN + s, 0)

    # ------------------------------------------------------------------ the table

    @property
    def profile(self) -> str:
        """The table the count form counts and a new game sheet keeps (profiles.md)."""
        return str(self.state.get(PROFILE) or CLASSIC.name)

    @property
    def sides(self) -> tuple[str, ...]:
        return PROFILES[self.profile].side_names

    @property
    def alone(self) -> bool:
        """Each side is one player (two and three players): no partner to speak of."""
        return all(len(v) == 1 for v in PROFILES[self.profile].side_seats.values())

    @property
    def sheet_profile(self) -> str:
        return str(self.state.get(SHEET_PROFILE) or CLASSIC.name)

    @property
    def sheet_sides(self) -> tuple[str, ...]:
        return PROFILES[self.sheet_profile].side_names

    def table_name(self, profile: str | None = None) -> str:
        """The table in a sentence: "four players (classic)" / "cuatro jugadores (clásica)"."""
        name = profile_name(profile or self.profile, self.lang)
        return name[:1].lower() + name[1:]

    def table_label(self, profile: str) -> str:
        """The table as an option of the table box: "Two players"."""
        return profile_name(profile, self.lang)

    def set_profile(self, profile: str) -> None:
        """Choose the table: the count form follows it, and so does an empty game sheet."""
        if profile not in PROFILES:
            return
        self.state[PROFILE] = profile
        if not self.state.get(DEALS):
            self.state[SHEET_PROFILE] = profile
        self._defaults()

    def on_profile_change(self) -> None:
        """The table box's callback (its key is PROFILE): an empty sheet follows it."""
        self.set_profile(self.profile)

    def tr(self, key: str, **params: Any) -> str:
        return t(key, self.lang, **params)

    def side(self, s: str, profile: str | None = None) -> str:
        """A side's name at the calculator's table (or `profile`'s)."""
        return self.side_of(s, profile)

    # ------------------------------------------------------------------ messages for later

    def flash(self, where: str, kind: str, text: str) -> None:
        """Leave a message for the next run, shown at `where` (callbacks run before the page)."""
        self.state[FLASH] = {"where": where, "kind": kind, "text": text}

    def take_flash(self, where: str) -> tuple[str, str] | None:
        """(kind, text) of the message left for `where`, once."""
        note = self.state.get(FLASH)
        if not note or note["where"] != where:
            return None
        del self.state[FLASH]
        return note["kind"], note["text"]

    def take_position_note(self) -> tuple[str, str] | None:
        """(kind, text) about where the position in the box came from, once."""
        return self.state.pop(NOTE, None)

    # ------------------------------------------------------------------ (a) from a position

    def arrive(self, share: str | None) -> None:
        """A position handed over by the sandbox (in state "calculator_position") or a link's
        `?s=` code goes into the box, with a note saying where it came from; a link is read
        once, and an unusable one says why (the box keeps what it had)."""
        incoming = self.state.pop("calculator_position", None)
        if incoming is not None:
            self.state[TEXT] = calc.position_text(incoming)
            self.state[NOTE] = ("info", self.tr("calculator.position.from_sandbox"))
            self._follow(incoming)
        if not share or self.state.get("calculator_share_seen") == share:
            return
        self.state["calculator_share_seen"] = share
        try:
            shared = calc.position_from_share(share[:20_000])
        except ValueError as e:  # ShareError, NotationError, IllegalAction are all ValueErrors
            code = getattr(e, "code", "")
            key = KEYS.SHARE_ERROR.get(code)
            if key is not None:
                detail = t(key, self.lang, **getattr(e, "params", {}))
            else:
                detail = str(e)
            self.state[NOTE] = ("warning", self.tr("calculator.position.bad_link", error=detail))
            return
        if shared is not None:
            self.state[TEXT] = calc.position_text(shared)
            self.state[NOTE] = ("info", self.tr("calculator.position.from_link"))
            self._follow(shared)

    def _follow(self, incoming: object) -> None:
        """A position handed over sets the calculator's table to its own."""
        profile = getattr(incoming, "profile", None)
        if profile is None and isinstance(incoming, str | bytes):
            try:  # the sandbox hands over its JSON text
                incoming = json.loads(incoming)
            except (ValueError, RecursionError):
                return
        if profile is None and isinstance(incoming, dict):
            profile = incoming.get("profile") or CLASSIC.name
        if isinstance(profile, str) and profile in PROFILES:
            self.set_profile(profile)

    def paste_example(self) -> None:
        self.state[TEXT] = calc.position_text(calc.example_925().position)
        self.state.pop(NOTE, None)

    def score_position(self) -> PositionResult:
        """The box's text, read and scored by the engine (never raises)."""
        text = str(self.state.get(TEXT) or "")
        if not text.strip():
            return PositionResult(empty=True)
        try:
            pos, hidden = calc.read_position(text, bool(self.state.get(HIDDEN_AS_EMPTY)))
        except cc.NotationError as e:
            message = e.message_in(self.lang)
            if e.field and message.startswith(f"{e.field}: "):
                message = message[len(e.field) + 2:]
            shown = (self.tr("calculator.position.invalid", field=e.field, message=message)
                     if e.field else
                     self.tr("calculator.position.invalid_nofield", message=message))
            return PositionResult(error=shown + "\n\n" + self.tr("calculator.position.kept"))
        except CalcError as e:
            return PositionResult(error=e.message(self.lang),
                                  offer_table_only=e.key == "calculator.position.hand_count")
        return PositionResult(position=pos, breakdown=cc.score(pos), hidden=hidden)

    def side_of(self, s: str, profile: str | None = None) -> str:
        """A side's name at a table: North–South; a player alone, by his seat; six players,
        by the side's three seats."""
        return side_label(PROFILES.get(profile or self.profile, CLASSIC), s, self.lang)

    def scores_text(self, totals: tuple[int, ...], profile: str) -> str:
        """'North–South 925, East–West −15' in the table's side order."""
        sides = PROFILES[profile].side_names
        return ", ".join(f"{self.side_of(s, profile)} {calc.fmt_points(v)}"
                         for s, v in zip(sides, totals, strict=True))

    def went_out_line(self, pos: Position) -> str:
        if pos.went_out is None:
            return self.tr("calculator.position.nobody_out")
        key = ("calculator.position.went_out_concealed" if pos.went_out.concealed
               else "calculator.position.went_out")
        return self.tr(key, seat=calc.seat_name(pos.went_out.seat, self.lang))

    def hidden_note(self, hidden: tuple[str, ...]) -> str:
        return self.tr("calculator.position.table_only_note",
                       seats=", ".join(calc.seat_name(x, self.lang) for x in hidden))

    # ------------------------------------------------------------------ (b) from a count

    def read_form(self) -> dict[str, SideForm]:
        return {s: SideForm(**{name: self.state[fkey(s, name)] for name in FIELDS})
                for s in self.sides}

    def score_form(self) -> FormResult:
        return calc.score_form(self.read_form(), self.profile)

    def form_is_blank(self) -> bool:
        return self.read_form() == {s: SideForm() for s in self.sides}

    def showing_example(self) -> bool:
        """The worked 925 example is shown beside the form while the form still holds it."""
        return (bool(self.state.get(SHOW_EXAMPLE)) and self.profile == CLASSIC.name
                and self.read_form() == calc.example_925().form)

    def set_form(self, form: dict[str, SideForm]) -> None:
        for s in form:
            for name in FIELDS:
                self.state[fkey(s, name)] = getattr(form[s], name)
            for name in COUNTED:  # the cards counted belong to the numbers replaced
                self.state[fkey(s, f"{name}_cards")] = ""
                self.state.pop(fkey(s, f"{name}_counted"), None)

    def fill_example(self) -> None:
        """The rulebook's worked example is a four-player deal: the table goes to four."""
        self.set_profile(CLASSIC.name)
        self.set_form(calc.example_925().form)
        self.state[SHOW_EXAMPLE] = True

    def clear_form(self) -> None:
        self.set_form({s: SideForm() for s in self.sides})
        self.state[SHOW_EXAMPLE] = False

    def tick_melded(self, s: str) -> None:
        """Points or canastas entered for a side mean it has melded: tick the box for it."""
        if any(self.state.get(fkey(s, n)) for n in ("melds", "natural_canastas",
                                                     "mixed_canastas")):
            self.state[fkey(s, "melded_anything")] = True

    def count_from_cards(self, s: str, name: str) -> None:
        """The cards typed under a points field, added up into it (or why they could not be)."""
        text = str(self.state.get(fkey(s, f"{name}_cards")) or "")
        if not text.strip():
            self.state.pop(fkey(s, f"{name}_counted"), None)
            return
        try:
            n, points = calc.count_cards(text, self.lang, self.profile)
        except CalcError as e:
            self.state[fkey(s, f"{name}_counted")] = ("error", e.message(self.lang))
            return
        self.state[fkey(s, name)] = min(points, calc.MAX_FORM_POINTS)
        self.state[fkey(s, f"{name}_counted")] = (
            "ok", self.tr("calculator.count.done", n=n, points=points))
        if name == "melds":
            self.tick_melded(s)

    def counted(self, s: str, name: str) -> tuple[str, str] | None:
        """("ok" or "error", text) said under a box of cards, if anything."""
        return self.state.get(fkey(s, f"{name}_counted"))

    # ------------------------------------------------------------------ (c) the game sheet

    @property
    def sheet(self) -> GameSheet:
        n = len(self.sheet_sides)
        deals = [d for d in self.state.get(DEALS, []) if len(d) == n]
        return GameSheet(tuple(tuple(int(v) for v in d) for d in deals), self.sheet_profile)

    def _store(self, sheet: GameSheet) -> None:
        self.state[DEALS] = [list(d) for d in sheet.deals]
        self.state[SHEET_PROFILE] = sheet.profile

    def remember_scored(self, totals: tuple[int, ...], where: str,
                        profile: str | None = None) -> None:
        """A deal scored on the position or count tab is "the deal scored last", which the
        game sheet offers to add (with its table: a sheet keeps one table's game)."""
        scored = (profile or self.profile, tuple(totals))
        if self.state.get(f"calculator_scored_{where}") != scored:
            self.state[f"calculator_scored_{where}"] = scored
            self.state[LAST_SCORED] = scored

    @property
    def last_scored(self) -> tuple[str, tuple[int, ...]] | None:
        """(its table, each side's total) of the deal scored last, or None."""
        got = self.state.get(LAST_SCORED)
        if not got or len(got) != 2 or not isinstance(got[1], tuple | list):
            return None
        return str(got[0]), tuple(int(v) for v in got[1])

    def add_deal(self, totals: tuple[int, ...], where: str, profile: str | None = None) -> None:
        """One deal onto the game sheet. A sheet keeps one table's game: an empty sheet takes
        the deal's table; a deal of another table than the sheet's is refused, saying so."""
        profile = profile or self.sheet_profile
        sheet = self.sheet
        if profile != sheet.profile:
            if sheet.deals:
                self.flash(where, "error", self.tr(
                    "calculator.sheet.err.other_table", sheet_table=self.table_name(sheet.profile),
                    table=self.table_name(profile)))
                return
            sheet = GameSheet((), profile)
        try:
            sheet = sheet.add(*totals)
        except CalcError as e:
            self.flash(where, "error", e.message(self.lang))
            return
        except ValueError:
            self.flash(where, "error", self.tr("calculator.sheet.err.other_table",
                                               sheet_table=self.table_name(sheet.profile),
                                               table=self.table_name(profile)))
            return
        self._store(sheet)
        n = len(sheet.deals)
        if where == "sheet":
            text = self.tr("calculator.sheet.added", n=n)
        else:
            text = self.tr("calculator.added", n=n, scores=self.scores_text(totals, profile))
        self.flash(where, "success", text)

    def add_from_inputs(self) -> None:
        sides = self.sheet_sides
        self.add_deal(tuple(int(self.state.get(IN + s) or 0) for s in sides), "sheet")
        if (self.state.get(FLASH) or {}).get("kind") == "success":
            for s in sides:
                self.state[IN + s] = 0

    def undo_deal(self) -> None:
        sheet = self.sheet
        if sheet.deals:
            self._store(sheet.undo())
            self.flash("sheet", "info", self.tr("calculator.sheet.undone", n=len(sheet.deals)))

    def ask_reset(self) -> None:
        self.state[CONFIRM_RESET] = True

    def cancel_reset(self) -> None:
        self.state[CONFIRM_RESET] = False

    @property
    def confirming_reset(self) -> bool:
        return bool(self.state.get(CONFIRM_RESET)) and bool(self.sheet.deals)

    def reset(self) -> None:
        """A new game, at the table chosen above (the old sheet can be restored)."""
        self.state[PREV_DEALS] = (self.sheet_profile, list(self.state.get(DEALS, [])))
        self.state[DEALS] = []
        self.state[SHEET_PROFILE] = self.profile
        self.state[CONFIRM_RESET] = False
        self._defaults()

    @property
    def previous_deals(self) -> list[list[int]]:
        """The sheet a reset or a loaded file replaced (Restore brings it back)."""
        prev = self.state.get(PREV_DEALS)
        if isinstance(prev, tuple) and len(prev) == 2:
            return list(prev[1])
        return list(prev or [])

    def restore(self) -> None:
        prev = self.state.pop(PREV_DEALS, [])
        profile, deals = prev if isinstance(prev, tuple) and len(prev) == 2 else (
            CLASSIC.name, prev)
        self.state[DEALS] = list(deals)
        self.state[SHEET_PROFILE] = profile
        self._defaults()
        self.flash("sheet", "success", self.tr("calculator.sheet.restored", n=len(deals)))

    @property
    def upload_key(self) -> str:
        """The uploader's key: a new one empties the box after a file was loaded."""
        return f"calculator_upload_{self.state.get(UPLOAD_VER, 0)}"

    def load_sheet(self, sheet: GameSheet, name: str) -> None:
        if self.state.get(DEALS):
            self.state[PREV_DEALS] = (self.sheet_profile, list(self.state[DEALS]))
        self._store(sheet)
        self._defaults()
        self.state[UPLOAD_VER] = self.state.get(UPLOAD_VER, 0) + 1
        self.flash("sheet", "success",
                   self.tr("calculator.sheet.loaded", n=len(sheet.deals), name=name))

    def read_upload(self, name: str, size: int, data: bytes) -> tuple[GameSheet | None, str]:
        """(the sheet in an uploaded file, "") or (None, why it was not loaded)."""
        try:
            check_csv_size(size)
            return sheet_from_csv(data, self.sheet_profile), ""
        except CalcError as e:
            return None, self.tr("calculator.sheet.upload_bad", name=name,
                                 message=e.message(self.lang))

    def standing(self) -> tuple[str, str]:
        """(kind, sentence) saying where the game stands: kind is 'won', 'tie' or 'on'."""
        sheet = self.sheet
        kind, key, params = result_message(sheet.status(), sheet.profile)
        for p in ("winner", "loser", "leader"):
            if p in params:
                params[p] = self.side_of(params[p], sheet.profile)
        return kind, self.tr(key, **params)


__all__ = ["FIELDS", "CalculatorSession", "PositionResult", "fkey"]
