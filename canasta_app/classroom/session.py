"""The classroom page's session: the narrated table's settings, the move on screen, auto-play
and a situation shown to the class (`?show=`), without Streamlit (tests drive it with plain
dicts for the session state and the link's query).

State lives under the page's "classroom_" keys (`classroom_step`, `classroom_playing`,
`classroom_big`, ...). The deal's settings are kept in `classroom_settings` and
`classroom_speed`, not in their widgets ("classroom_w_<name>"): the "Deal settings" box draws
its widgets only while open and Streamlit forgets a widget that is not drawn, so the widgets
are filled from the kept settings before they are drawn (`fill_widgets`) and write back to them
as they change (`on_setting`). How far the table may go is `last_open()`: the deal's end, or
the move a live question holds it at (`hold`, from canasta_app/classroom/live_view.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, MutableMapping
from typing import Any

from canasta_app.classroom import model as cl
from canasta_app.shell.show import QUERY_KEY, QUIZ_KEY, Shown, read_show
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import seat_name, t
from canasta_core.profiles import CLASSIC

W = "classroom_w_"  # the settings widgets' keys
SETTINGS_OPEN = "classroom_settings_open"  # the "Deal settings" box is open (closed at first)
SETTINGS_BOX = "classroom_settings_box"  # presentation mode: the settings' popover is open
SETTINGS_SEEN = "classroom_settings_seen"  # the box's label last run, and whether it was open
DEAL_FIELDS = ("seed", "dealer", "ns", "ew")  # a change deals anew: back to move 0
FIELDS = (*DEAL_FIELDS, "view", "speed", "big")  # the settings' widgets (big: presenting)
STEP = "classroom_step"
PLAYING = "classroom_playing"
BIG = "classroom_big"
SPEED = "classroom_speed"
SETTINGS = "classroom_settings"
PROBLEMS = "classroom_problems"
TICK = "classroom_tick"
NUMBERS_TAB = "classroom_tab"  # the page's view: "table" (the narrated deal) or "numbers"


class ClassroomSession:
    """One visitor's classroom. `total` (the deal's moves) is set by the page once the deal
    is known; the callbacks it binds run on the next run with the values of this one."""

    def __init__(
        self,
        state: MutableMapping[str, Any],
        query: MutableMapping[str, str],
        lang: str,
        hold: Callable[[], int | None] | None = None,
    ) -> None:
        self.state = state
        self.query = query
        self.lang = lang
        self._hold = hold or (lambda: None)
        self.total = 0
        if SETTINGS not in state:  # first visit in this session: read the link
            self._first_visit()

    def _first_visit(self) -> None:
        first, problems = cl.read_params(self.query)
        self.state[SETTINGS] = first
        self.state[PROBLEMS] = problems
        self.state[STEP] = first.step
        self.state["classroom_link_step"] = first.step  # checked against the deal's length
        self.state[PLAYING] = False
        self.state[BIG] = first.present
        self.state[SPEED] = cl.DEFAULT_SPEED

    # ------------------------------------------------------------------ settings

    @property
    def big(self) -> bool:
        """Presentation mode (the projector layout)."""
        return bool(self.state[BIG])

    @property
    def playing(self) -> bool:
        return bool(self.state[PLAYING])

    @property
    def speed(self) -> float:
        return float(self.state[SPEED])

    @property
    def step(self) -> int:
        return int(self.state[STEP])

    def problem_text(self) -> str | None:
        """The link's unusable values, in one sentence's worth ("; "-joined), or None."""
        problems = self.state.get(PROBLEMS) or []
        if not problems:
            return None
        return "; ".join(t(k, self.lang, **{n: str(v) for n, v in params.items()})
                         for k, params in problems)

    def kept(self) -> dict[str, object]:
        """The settings as kept, by widget name (what their widgets show when drawn)."""
        settings: cl.TableSettings = self.state[SETTINGS]
        return {"seed": settings.seed, "dealer": settings.dealer, "ns": settings.ns,
                "ew": settings.ew, "view": settings.view, "speed": self.speed, "big": self.big}

    def fill_widgets(self, names: tuple[str, ...] = FIELDS) -> None:
        """Before the settings' widgets are drawn: each shows the kept value (a widget not
        drawn in a run is forgotten, and one drawn earlier may be out of date)."""
        kept = self.kept()
        for name in names:
            if self.state.get(W + name) != kept[name]:
                self.state[W + name] = kept[name]

    def settings_label(self) -> str:
        """The closed box's label: what is set, without opening it ("Deal settings: deal 7 ·
        North deals · sensible bots · all hands")."""
        settings: cl.TableSettings = self.state[SETTINGS]
        lang = self.lang
        if settings.ns == settings.ew:
            bots = t(KEYS.SUMMARY_BOTS[settings.ns], lang)
        else:
            bots = t("classroom.summary.sides", lang,
                     ns=t(KEYS.SUMMARY_BOT[settings.ns], lang),
                     ew=t(KEYS.SUMMARY_BOT[settings.ew], lang))
        if settings.view in CLASSIC.seats:
            view = t("classroom.summary.view.seat", lang, seat=seat_name(settings.view, lang))
        else:
            view = t(KEYS.SUMMARY_VIEW[settings.view], lang)
        return t("classroom.settings_summary", lang, seed=str(settings.seed),
                 dealer=seat_name(settings.dealer, lang), bots=bots, view=view)

    def settings_box_label(self) -> str:
        """The "Deal settings" box's label (`settings_label`). Streamlit draws a box whose
        label changed as a new box, closed: one that was open last run is opened again, so a
        setting changed in it, or the language switched, leaves it open."""
        label = self.settings_label()
        seen = self.state.get(SETTINGS_SEEN)
        if seen is not None and seen[0] != label and seen[1]:
            self.state[SETTINGS_OPEN] = True
            if seen[2] != self.lang:  # its choices are worded anew: drawn afresh, from the kept
                for name in FIELDS:  # settings (a choice kept in the browser in the other
                    self.state.pop(W + name, None)  # language came back as its words)
        return label

    def saw_settings_box(self, label: str, is_open: bool) -> None:
        """The box as drawn this run (`settings_box_label`'s memory)."""
        self.state[SETTINGS_SEEN] = (label, is_open, self.lang)

    def read_widgets(self) -> cl.TableSettings:
        """The settings as kept (their widgets write there as they change, and need not be
        drawn), at the move on screen; kept for the next visit to the page."""
        kept: cl.TableSettings = self.state[SETTINGS]
        settings = cl.TableSettings(seed=kept.seed, dealer=kept.dealer, ns=kept.ns, ew=kept.ew,
                                    step=self.step, view=kept.view)
        self.state[SETTINGS] = settings
        return settings

    def on_setting(self, name: str) -> None:
        """A setting's widget changed: kept; a new deal goes back to its start (the box's
        label says what is set, so a change makes it a new box: `settings_box_label` keeps it
        open)."""
        value = self.state[W + name]
        if name == "speed":
            self.state[SPEED] = float(value)
        else:
            self.state[SETTINGS] = dataclasses.replace(
                self.state[SETTINGS], **{name: int(value) if name == "seed" else str(value)})
        if name in DEAL_FIELDS:
            self.on_deal_change()

    def check_link_step(self) -> bool:
        """A link's move beyond the deal's end becomes a problem and move 0; True when that
        happened (the page runs again to say so)."""
        link_step = self.state.pop("classroom_link_step", None)
        if link_step is None or link_step <= self.total:
            return False
        self.state[PROBLEMS] = [*(self.state.get(PROBLEMS) or []),
                                ("classroom.bad.step", {"value": link_step})]
        self.state[STEP] = 0
        return True

    def on_big(self) -> None:
        self.state[BIG] = bool(self.state[W + "big"])

    def present(self) -> None:
        """The "Present" button: presentation mode on (its toggle, in the settings' popover,
        turns it off: `on_big`)."""
        self.state[BIG] = True

    def on_deal_change(self) -> None:
        self.state[STEP] = 0
        self.state[PLAYING] = False

    # ------------------------------------------------------------------ moving through the deal

    def last_open(self) -> int:
        """How far the table may go: a live question not yet revealed holds it at its move
        (one step on would show what was played)."""
        hold = self._hold()
        return self.total if hold is None else max(0, min(hold, self.total))

    def held(self) -> bool:
        """A live question holds the table before the deal's end."""
        return self.last_open() < self.total and self.step >= self.last_open()

    def go(self, step: int, playing: bool = False) -> None:
        self.state[STEP] = max(0, min(step, self.last_open()))
        self.state[PLAYING] = playing

    def jump(self) -> None:
        self.go(int(self.state[W + "jump"]))

    def toggle_play(self) -> None:
        playing = not self.playing
        if playing and self.step >= self.total:
            self.state[STEP] = 0  # replay from the start
        self.state[PLAYING] = playing
        self.state[TICK] = 0.0

    # ------------------------------------------------------------------ the page's two views

    @property
    def numbers_shown(self) -> bool:
        """The numbers ("Canasta by the numbers") are shown, not the table: only one is drawn."""
        return self.state.get(NUMBERS_TAB) == "numbers"

    def show_numbers(self, on: bool) -> None:
        """The view buttons: the numbers (`on`) or the table. Going to the numbers pauses
        auto-play: its timer is the table's fragment, not drawn meanwhile, so the table would
        stand still while "Pause" said it played, and set off by itself on the way back."""
        self.state[NUMBERS_TAB] = "numbers" if on else "table"
        if on:
            self.state[PLAYING] = False

    def advance(self, now: float) -> int:
        """Auto-play's timer fired at `now` (seconds): one move on when a move's time has
        passed, stopping at the last open move. Returns the move to show."""
        step = max(0, min(self.step, self.total))
        if step < self.last_open() and now - float(self.state.get(TICK, 0.0)) >= self.speed * 0.8:
            step += 1
            self.state[TICK] = now
        self.state[STEP] = step
        if step >= self.last_open():
            self.state[PLAYING] = False
        return step

    # ------------------------------------------------------------------ a situation shown

    def shown(self) -> Shown | None:
        """The situation of the link's ?show= value (read again only when the link changes);
        a link that cannot be read leaves `show_problem()` to say why."""
        code = self.query.get(QUERY_KEY)
        if code is None:
            return None
        quiz = self.query.get(QUIZ_KEY) == "1"
        if self.state.get("classroom_show_code") != (code, quiz):
            shown, error = read_show(code)
            if shown is not None and quiz:
                shown = dataclasses.replace(shown, quiz=True)
            self.state["classroom_show_code"] = (code, quiz)
            self.state["classroom_show_revealed"] = False
            self.state["classroom_show"] = shown
            self.state["classroom_show_step"] = shown.moves if shown else 0
            self.state["classroom_show_error"] = error
            if shown is not None:  # the link asks for the projector (present=1) or not
                self.state[BIG] = self.state[W + "big"] = self.query.get("present") == "1"
        return self.state.get("classroom_show")

    def show_problem(self) -> str | None:
        error = self.state.get("classroom_show_error")
        if error is None or self.query.get(QUERY_KEY) is None:
            return None
        detail = t(KEYS.SHARE_ERROR[error.code], self.lang, **error.params)
        return t("classroom.show.bad", self.lang, detail=detail)

    @property
    def show_hides_choice(self) -> bool:
        """Shown from a lesson quiz and not yet revealed: the turn line names no choice."""
        shown: Shown | None = self.state.get("classroom_show")
        return bool(shown and shown.quiz and not self.state.get("classroom_show_revealed"))

    def reveal_shown(self) -> None:
        self.state["classroom_show_revealed"] = True

    @property
    def show_step(self) -> int:
        shown: Shown = self.state["classroom_show"]
        return int(self.state.get("classroom_show_step", shown.moves))

    def move_shown(self, delta: int) -> None:
        shown: Shown = self.state["classroom_show"]
        self.state["classroom_show_step"] = max(0, min(shown.moves, self.show_step + delta))

    def leave_show(self) -> None:
        for k in ("classroom_show", "classroom_show_code", "classroom_show_error",
                  "classroom_show_revealed"):
            self.state.pop(k, None)
        self.query.pop(QUERY_KEY, None)
        self.query.pop(QUIZ_KEY, None)


__all__ = ["DEAL_FIELDS", "FIELDS", "NUMBERS_TAB", "SETTINGS_BOX", "SETTINGS_OPEN", "W",
           "ClassroomSession"]
