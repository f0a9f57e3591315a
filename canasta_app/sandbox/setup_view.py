"""The sandbox's set-up form: a new situation field by field (with the deck palette), the
examples and lessons, a random deal, and JSON in and out. Drawing only: every change goes to
the page session (canasta_app.sandbox.session) through a widget callback.

Fit (issue 23): every row has at most two fields side by side inside the narrow left column,
so no label is cut, and a field's error is also said at the top of the question column (the
verdict panel), where it is on screen at 1280×720 however long this form is.
"""

from __future__ import annotations

import streamlit as st

import canasta_core as cc
from canasta_app.sandbox import model as sb
from canasta_app.sandbox.session import ADVANCED_FIELDS, ED, FieldProblem, SandboxSession
from canasta_app.shell.notices import notice
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import card_name, t
from canasta_app.ui import KEEP
from canasta_app.ui.picker import chip_label
from canasta_core.positions import PHASES, Position, opening_minimum

_SUIT_ROWS = ("C", "D", "H", "S")
SETUP_OPEN = "sandbox_setup_open"  # the set-up expander's state (drawn only while open)
SETUP_TAB = "sandbox_setup_tab"  # the open tab's label
SETUP_TAB_KEPT = "sandbox_setup_tab_kept"  # ... kept while the form is closed
SETUP_OPEN_KEPT = "sandbox_setup_open_kept"  # open or not, kept across a visit to another page


class SetupForm:
    """Draws the form for one run of the page."""

    def __init__(self, session: SandboxSession) -> None:
        self.s = session
        self.lang = session.lang
        self.ss = session.state
        self.profile = session.editor_profile()  # the table the fields describe
        self.rules = sb.rules_of(self.profile)

    def tr(self, key: str, **params: object) -> str:
        return t(key, self.lang, **params)

    # ------------------------------------------------------------------ pieces

    def _field_error(self, problem: FieldProblem | None, *keys: str) -> None:
        """The field's error under its row (a container always drawn, so an error coming or
        going does not reset the expanders below)."""
        slot = st.container()
        if problem is not None and problem.key in keys:
            notice("error", problem.sentence(self.lang), where=slot)

    def _zone(self, label: str, name: str, help_key: str | None = None, max_chars: int = 0) -> None:
        st.text_input(label, key=ED + name, max_chars=max_chars or sb.MAX_FIELD_TEXT, persist_state=KEEP,
                      help=self.tr(help_key) if help_key else None, on_change=self.s.edit)
        if name != "this_turn.new_melds":
            # the cards with their suits' symbols: a letter's suit is never guessed (7c = 7♥)
            shown = sb.field_symbols(str(self.ss.get(ED + name) or ""), self.lang)
            if shown:
                st.caption(shown)

    def _seat(self, seat: str) -> str:
        return sb.seat_name(seat, self.lang)

    def _profile(self) -> None:
        """The table: four players (classic), two, three or six. The other fields follow its
        seats and sides; changing it starts an empty table of that profile."""
        st.selectbox(self.tr("sandbox.field.profile"), sb.PROFILE_CHOICES, key=ED + "profile", persist_state=KEEP,
                     format_func=lambda p: sb.profile_label(p, self.lang),
                     help=self.tr("sandbox.profile.help"), on_change=self.s.profile_edit)

    def _palette(self, turn: str, ed_pos: Position | None) -> None:
        """The two decks as buttons, each with how many copies are still unplaced; a click
        adds the card to the zone chosen (the hand to act, the pile's top, a side's melds).
        Drawn only while its expander is open: its 53 buttons were most of the closed form's
        elements, sent on every run of the page (issue 22)."""
        with st.expander(self.tr("sandbox.palette.header"), icon=":material/playing_cards:",
                         key="sandbox_palette_open", on_change="rerun") as palette:
            if not palette.open:
                return
            self.ss.setdefault("sandbox_palette_zone", "hand")
            st.segmented_control(
                self.tr("sandbox.palette.zone"), sb.palette_zones(self.profile),
                key="sandbox_palette_zone", persist_state=KEEP,
                format_func=lambda z: sb.field_label(z, self.profile, self.lang)
                if z.startswith("melds") else self.tr(
                    "sandbox.palette.zone.hand" if z == "hand" else "sandbox.palette.zone.pile",
                    seat=self._seat(turn)),
            )
            left = sb.unplaced(ed_pos)
            cards = sb.palette_cards()
            rows = [[c for c in cards if c != "JK" and c[1] == suit] for suit in _SUIT_ROWS]
            rows[-1].append("JK")
            for r, row in enumerate(rows):
                with st.container(horizontal=True, gap="small", key=f"sandbox_palette_row{r}"):
                    for card in row:
                        n = left.get(card, 0)
                        st.button(f"{chip_label(card, self.lang)} ×{max(n, 0)}",
                                  key=f"sandbox_palette_{card}", on_click=self.s.palette_add,
                                  args=(card,), disabled=n <= 0)
            st.caption(self.tr("sandbox.palette.help"))

    # ------------------------------------------------------------------ the tabs

    def new_situation(self) -> None:
        """The editor, in the order a player tells a situation: whose turn and whether they
        have drawn, their hand, the pile, the melds, the scores, the stock. Derived facts (who
        has melded, going out concealed) are the engine's unless overridden in "Advanced"."""
        s, tr, pos = self.s, self.tr, self.s.position
        ed_pos, ed_err = s.editor_position()
        problem = s.field_problem() if ed_err is not None else None
        st.button(tr("sandbox.new.empty"), key="sandbox_new_empty", on_click=s.empty_table,
                  help=tr("sandbox.new.empty_help"), icon=":material/restart_alt:")
        st.caption(tr("sandbox.new.intro"))
        self._profile()
        self._field_error(problem, "profile")
        seats, sides = self.rules.seats, self.rules.side_names

        turn = self.ss.get(ED + "turn") or pos.turn
        if turn not in seats:
            turn = seats[0]
        c = st.columns([1, 2])
        c[0].selectbox(tr("sandbox.field.turn"), seats, key=ED + "turn", persist_state=KEEP,
                       format_func=self._seat, on_change=s.turn_edit)
        c[1].segmented_control(tr("sandbox.new.phase"), PHASES, key=ED + "phase", persist_state=KEEP,
                               format_func=lambda p: tr(KEYS.SANDBOX_PHASE[p]),
                               on_change=s.edit)
        self._field_error(problem, "turn", "phase")

        self._zone(tr("sandbox.new.my_hand", seat=self._seat(turn)), f"hands.{turn}",
                   "sandbox.editor.hand_help")
        self._field_error(problem, f"hands.{turn}")  # right under the field, not the palette
        warn = st.container()
        if ed_pos is not None and (msg := sb.hand_count_message(ed_pos, self.lang)):
            notice("warning", msg, icon=":material/front_hand:", where=warn)
        self._palette(turn, ed_pos)

        c = st.columns([3, 1])
        with c[0]:
            self._zone(tr("sandbox.field.pile"), "pile", "sandbox.editor.pile_help")
            top = s.pile_top()  # from the pile field alone: another field's error is not ours
            if top:
                st.caption(tr("sandbox.new.top", card=card_name(top, self.lang)))
            elif top is None:
                st.caption(tr("sandbox.new.no_top"))
        with c[1]:
            self._zone(tr("sandbox.field.stock"), "stock", "sandbox.editor.stock_help")
        self._field_error(problem, "pile", "stock")

        for row in _rows(sides, 2):
            c = st.columns(2)
            for i, side in enumerate(row):
                with c[i]:
                    self._zone(self._label(f"melds.{side}"), f"melds.{side}",
                               "sandbox.editor.melds_help")
        self._field_error(problem, *(f"melds.{x}" for x in sides))

        for row in _rows(sides, 2):
            c = st.columns(2)
            for i, side in enumerate(row):
                with c[i]:
                    self._score(side, ed_pos, pos)
        self._field_error(problem, *(f"scores.{x}" for x in sides))

        others = [x for x in seats if x != turn]
        st.caption(tr("sandbox.new.others", size=self.rules.hand_size))
        for row in _rows(others, 3):
            c = st.columns(3)
            for i, seat in enumerate(row):
                with c[i]:
                    self._zone(self._label(f"hands.{seat}"), f"hands.{seat}",
                               "sandbox.editor.hand_help")
        self._field_error(problem, *(f"hands.{x}" for x in others))

        if ed_pos is not None:
            melded = ", ".join(self._seat(x) for x in seats if x in ed_pos.melded)
            st.caption(tr("sandbox.new.derived", melded=melded or tr("sandbox.new.nobody"),
                          seat=self._seat(ed_pos.turn),
                          concealed=tr("sandbox.new.yes" if ed_pos.this_turn.concealed_ok
                                       else "sandbox.new.no")))
        with st.expander(tr("sandbox.new.advanced"),
                         expanded=problem is not None and problem.key in ADVANCED_FIELDS):
            self._advanced(problem)
        if problem is not None and not problem.key:
            notice("error", problem.sentence(self.lang))
        self._apply_row(ed_pos, ed_err)

    def _label(self, key: str) -> str:
        return sb.field_label(key, self.profile, self.lang)

    def _score(self, side: str, ed_pos: Position | None, pos: Position) -> None:
        """A side's score, and under it the opening minimum it makes (or "has opened")."""
        tr = self.tr
        st.number_input(self._label(f"scores.{side}"), min_value=-100_000, max_value=100_000,
                        step=5, key=ED + f"scores.{side}", persist_state=KEEP, on_change=self.s.edit)
        shown = ed_pos if ed_pos is not None else pos
        if shown.melds.get(side):
            st.caption(tr("sandbox.new.opened"))
        else:
            minimum = opening_minimum(int(self.ss.get(ED + f"scores.{side}") or 0))
            st.caption(tr("sandbox.new.minimum", minimum=minimum))

    def _advanced(self, problem: FieldProblem | None) -> None:
        s, tr = self.s, self.tr
        seats, sides = self.rules.seats, self.rules.side_names
        st.selectbox(tr("sandbox.field.dealer"), seats, key=ED + "dealer", persist_state=KEEP,
                     format_func=self._seat, on_change=s.edit)
        for row in _rows(sides, 2):
            c = st.columns(2)
            for i, side in enumerate(row):
                with c[i]:
                    self._zone(self._label(f"red_threes.{side}"), f"red_threes.{side}",
                               max_chars=40)
        self._field_error(problem, "dealer", *(f"red_threes.{x}" for x in sides))
        st.checkbox(tr("sandbox.field.this_turn.took_pile"), key=ED + "this_turn.took_pile", persist_state=KEEP,
                    on_change=s.edit)
        st.checkbox(tr("sandbox.field.this_turn.melded"), key=ED + "this_turn.melded", persist_state=KEEP,
                    help=tr("sandbox.editor.melded_flag_help"), on_change=s.edit)
        st.selectbox(tr("sandbox.field.this_turn.asked"), ["", "pending", "yes", "no"],
                     key=ED + "this_turn.asked", persist_state=KEEP,
                     format_func=lambda a: tr(KEYS.SANDBOX_ASKED_FIELD[a]), on_change=s.edit)
        c = st.columns(2)
        c[0].selectbox(tr("sandbox.field.went_out.seat"), ["", *seats], key=ED + "went_out.seat", persist_state=KEEP,
                       format_func=lambda x: self._seat(x) if x else tr("sandbox.went_out.none"),
                       on_change=s.edit)
        with c[1]:
            st.checkbox(tr("sandbox.field.went_out.concealed"), key=ED + "went_out.concealed", persist_state=KEEP,
                        on_change=s.edit)
        st.toggle(tr("sandbox.field.advanced"), key=ED + "advanced", persist_state=KEEP, on_change=s.edit)
        overriding = bool(self.ss.get(ED + "advanced"))
        st.pills(tr("sandbox.field.melded"), seats, key=ED + "melded", selection_mode="multi", persist_state=KEEP,
                 format_func=self._seat, help=tr("sandbox.editor.melded_help"),
                 disabled=not overriding, on_change=s.edit)
        st.checkbox(tr("sandbox.field.this_turn.concealed_ok"), key=ED + "this_turn.concealed_ok", persist_state=KEEP,
                    help=tr("sandbox.editor.concealed_help"), disabled=not overriding,
                    on_change=s.edit)
        self._zone(tr("sandbox.field.this_turn.new_melds"), "this_turn.new_melds",
                   "sandbox.editor.new_melds_help", max_chars=40)
        self._field_error(problem, "this_turn.took_pile", "this_turn.melded",
                          "this_turn.concealed_ok", "this_turn.asked", "this_turn.new_melds",
                          "melded", "went_out.seat")

    def _apply_row(self, ed_pos: Position | None, ed_err: cc.NotationError | None) -> None:
        dirty = self.s.editor_dirty()
        c1, c2, c3 = st.columns([1, 1, 3], vertical_alignment="center")
        c1.button(self.tr("sandbox.editor.apply"), key="sandbox_ed_apply",
                  on_click=self.s.apply_editor, type="primary",
                  disabled=ed_pos is None or not dirty, width="stretch")
        c2.button(self.tr("sandbox.editor.discard"), key="sandbox_ed_discard",
                  on_click=self.s.discard_editor, disabled=not dirty, width="stretch")
        c3.caption(self.tr("sandbox.editor.fix_first" if ed_err is not None else
                           "sandbox.editor.pending" if dirty else "sandbox.editor.in_sync"))

    def presets(self) -> None:
        presets = sb.all_presets()
        by_id = {p.id: p for p in presets}
        if self.ss.get("sandbox_preset") not in by_id:
            self.ss["sandbox_preset"] = (sb.DEFAULT_PRESET if sb.DEFAULT_PRESET in by_id
                                         else presets[0].id)

        def label(pid: str) -> str:
            p = by_id[pid]
            return f"{self.tr(KEYS.PRESET_KIND[p.kind])} · {p.title(self.lang)}"

        c1, c2 = st.columns([4, 1], vertical_alignment="bottom")
        c1.selectbox(self.tr("sandbox.preset.label"), list(by_id), key="sandbox_preset", persist_state=KEEP,
                     format_func=label, help=self.tr("sandbox.preset.help"))
        c2.button(self.tr("sandbox.preset.open"), key="sandbox_preset_open", type="primary",
                  on_click=lambda: self.s.open_preset(self.ss.get("sandbox_preset")),
                  width="stretch")

    def _deal(self, random_seed: bool) -> None:
        seed = self.s.deal(None if random_seed else int(self.ss.get("sandbox_seed") or 0),
                           self.ss.get("sandbox_dealer") or "N",
                           self.ss.get("sandbox_deal_profile"))
        self.ss["sandbox_seed"] = seed

    def deal(self) -> None:
        self.ss.setdefault("sandbox_seed", 1)
        self.ss.setdefault("sandbox_deal_profile", self.s.position.profile)
        st.selectbox(self.tr("sandbox.deal.profile"), sb.PROFILE_CHOICES,
                     key="sandbox_deal_profile", persist_state=KEEP,
                     format_func=lambda p: sb.profile_label(p, self.lang),
                     help=self.tr("sandbox.profile.help"))
        seats = sb.rules_of(self.ss.get("sandbox_deal_profile")).seats
        if self.ss.get("sandbox_dealer") not in seats:
            self.ss["sandbox_dealer"] = seats[0]
        c1, c2 = st.columns(2)
        c1.number_input(self.tr("sandbox.deal.seed"), min_value=0, max_value=sb.MAX_SEED, step=1,
                        key="sandbox_seed", persist_state=KEEP, help=self.tr("sandbox.deal.seed_help"))
        c2.selectbox(self.tr("sandbox.deal.dealer"), seats, key="sandbox_dealer", persist_state=KEEP,
                     format_func=self._seat)
        c1, c2 = st.columns(2)
        c1.button(self.tr("sandbox.deal.button"), key="sandbox_deal", type="primary",
                  on_click=self._deal, args=(False,), width="stretch")
        c2.button(self.tr("sandbox.deal.random"), key="sandbox_deal_random",
                  on_click=self._deal, args=(True,), width="stretch")

    def _upload(self) -> None:
        f = self.ss.get("sandbox_upload")
        if f is not None:
            self.s.load_upload(f.getvalue())

    def json(self) -> None:
        s, tr, pos = self.s, self.tr, self.s.position
        st.text_area(tr("sandbox.json.paste"), key="sandbox_json", height=180, persist_state=KEEP,
                     placeholder='{"format": "canasta/1", "dealer": "W", "turn": "N", ...}',
                     max_chars=sb.MAX_UPLOAD)
        st.button(tr("sandbox.json.load"), key="sandbox_json_load", type="primary",
                  on_click=lambda: s.load_json(self.ss.get("sandbox_json") or "", "paste"))
        if (message := s.json_error()) is not None:  # at the field and its button, in view
            notice("error", message)
        st.file_uploader(tr("sandbox.json.upload"), type=["json"], key="sandbox_upload",
                         on_change=self._upload, help=tr("sandbox.json.upload_help"),
                         max_upload_size=1)
        st.download_button(tr("sandbox.json.download"), data=cc.dump(pos, indent=2),
                           file_name="canasta-position.json", mime="application/json",
                           key="sandbox_download_setup", icon=":material/download:")
        with st.expander(tr("sandbox.json.current")):
            st.code(cc.dump(pos, indent=2), language="json")

    def draw(self) -> None:
        """The form in an expander that opens when asked for (on a phone an open form put
        the card chips 4.8 screens down); a field's error is also said at the verdict.

        Drawn only while open, and only its open tab (issue 22: its ~30 fields were most of
        the sandbox's first run while closed). The fields' values are the session's (kept
        under their keys with `persist_state`), so closing the form or switching tab loses
        nothing, and the verdict is about the fields whether they are drawn or not."""
        # A widget's state ends when the visitor goes to another page: the form opened before
        # opens again on the return (issue 37: it folded shut on every return).
        reopen = SETUP_OPEN not in self.ss and bool(self.ss.get(SETUP_OPEN_KEPT))
        with st.expander(self.tr("sandbox.setup.header"), reopen, icon=":material/tune:",
                         key=SETUP_OPEN, on_change=self._open_changed) as setup:
            if not setup.open:
                return
            parts = {"new": self.new_situation, "presets": self.presets, "deal": self.deal,
                     "json": self.json}
            labels = {self.tr(KEYS.SANDBOX_TAB[name]): name for name in parts}
            kept = self.ss.get(SETUP_TAB_KEPT)
            tabs = st.tabs(list(labels), key=SETUP_TAB, on_change=self._tab_changed,
                           default=kept if kept in labels else None)
            for tab, name in zip(tabs, labels.values(), strict=True):
                with tab:
                    if tab.open:
                        parts[name]()

    def _open_changed(self) -> None:
        self.ss[SETUP_OPEN_KEPT] = bool(self.ss.get(SETUP_OPEN))

    def _tab_changed(self) -> None:
        """The tab chosen outlives the form's closing (the tabs are not drawn while closed)."""
        self.ss[SETUP_TAB_KEPT] = self.ss.get(SETUP_TAB)


def _rows(items: list[str] | tuple[str, ...], n: int) -> list[list[str]]:
    """Items n to a row (six players: five other hands in two rows of three and two)."""
    items = list(items)
    return [items[i:i + n] for i in range(0, len(items), n)]


__all__ = ["SETUP_OPEN", "SETUP_TAB", "SetupForm"]
