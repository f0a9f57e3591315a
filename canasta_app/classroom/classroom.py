"""Classroom: bots play a narrated deal for a projector, and "Canasta by the numbers".

Thin page: it reads widgets, calls the page session (canasta_app.classroom.session, tested
without Streamlit) and draws with components (classroom_view, classroom_show,
classroom_numbers, classroom_style). The narrated table lives in a fragment, so stepping and
auto-play redraw only the table (auto-play is the fragment's own timer, `run_every`, switched
on and off by a full rerun). Session keys are prefixed "classroom_". A link `?seed=7&dealer=N&
ns=heuristic&ew=random&step=23&view=all` reopens a deal at a move (`&present=1`: in
presentation mode); unusable values fall back to defaults with a message saying which.

The deal's settings are in a box closed on a first visit, its label saying what is set; their
widgets are drawn only while it is open (the session keeps the settings, not the widgets).

Presentation mode is the projector layout: the table and the move side by side, type sized to
the viewport, the table and the narration zoomed to fit the screen (ui/fit.py), rule
names without slugs. "Present" beside the table's controls turns it on; its toggle, in the
settings' popover, off. Keys: → next move, ← back, P auto-play / pause (Streamlit's button
shortcuts). The slider and the move list jump to any move: in the "Go to a move" box under the
table (drawn only while open), on a projector beside the table.

A class taught live (`?live=SECRET` from the class page, read once and replaced in the address
by `?screen=<join code>`) docks its bar beside the table; a tab without the secret on a
`?screen=` link is the presenter screen (classroom/live_view.render_presenter): the class's
live move and answers, no control.

Two buttons over the table choose the view: the table or "Canasta by the numbers"; only the one
shown is drawn (the session keeps the deal, its settings and its move meanwhile).
"""

from __future__ import annotations

import time

import streamlit as st

from canasta_app.classroom import model as cl
from canasta_app.classroom import style
from canasta_app.classroom.live_view import (
    SCREEN_PARAM,
    held_step,
    poll_open,
    push_live_step,
    render_live_host,
    render_presenter,
    take_teacher_link,
)
from canasta_app.classroom.numbers_view import bot_label, render_numbers_tab
from canasta_app.classroom.session import SETTINGS_BOX, SETTINGS_OPEN, ClassroomSession, W
from canasta_app.classroom.show_view import render_show
from canasta_app.classroom.views import (
    render_controls,
    render_jump,
    render_links,
    render_moves,
    render_narration,
    render_result,
    render_scoring,
)
from canasta_app.coach.turning import render_turning_points
from canasta_app.coach.work import run_requested
from canasta_app.shell.lang import get_lang
from canasta_app.shell.notices import notice
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import format_number, t
from canasta_app.text.narration import Narration, narrate, narrate_start, seat_name
from canasta_app.ui.fit import fit_to_viewport
from canasta_app.ui.static_text import caption_html
from canasta_app.ui.table import render_table
from canasta_core.bots import BOT_KINDS, DealRecord
from canasta_core.profiles import CLASSIC

HISTORY_OPEN = "classroom_history_open"  # the "Go to a move" box is open

lang = get_lang()
ss = st.session_state
# a teacher's `?live=SECRET` is read and leaves the address (for `?screen=<join code>`); a tab
# without the secret on a `?screen=` link is the presenter screen: it shows the class, no controls
teaching = take_teacher_link()
style.apply_base()
if (screen := st.query_params.get(SCREEN_PARAM)) and screen != teaching:
    render_presenter(str(screen), lang)
    st.stop()
session = ClassroomSession(ss, st.query_params, lang, hold=held_step)


def tr(key: str, **params: object) -> str:
    return t(key, lang, **params)


def current_url() -> str:
    """The address the browser reported (the full link to copy is built from it)."""
    try:
        return str(st.context.url or "")
    except Exception:  # noqa: BLE001 — no URL (tests): no full link to copy
        return ""


@st.cache_resource(max_entries=64, show_spinner=False)
def _record(seed: int, dealer: str, ns: str, ew: str) -> DealRecord:
    return cl.deal_record(seed, dealer, ns, ew)


@st.cache_resource(max_entries=128, show_spinner=False)
def _narrations(seed: int, dealer: str, ns: str, ew: str, lang_: str, view: str
                ) -> tuple[Narration, ...]:
    """The deal as dealt, then every move, told in `lang_` for this view."""
    rec = _record(seed, dealer, ns, ew)
    out = [narrate_start(rec.start, lang_)]
    for s in rec.steps:
        reveal = view == "all" or view == s.seat
        out.append(narrate(s.before, s.action, s.after, lang_, reveal=reveal))
    return tuple(out)


def _view_label(view: str) -> str:
    if view in CLASSIC.seats:
        return tr("classroom.view.seat", seat=seat_name(view, lang))
    return tr(KEYS.VIEW[view])


# --- a situation shown to the class: ?show=<share code> (a lesson step, the sandbox) ----------

_shown = session.shown()
if (_show_problem := session.show_problem()) is not None:
    notice("warning", _show_problem, icon=":material/link_off:")
if _shown is not None:
    if session.big:
        style.apply_presentation()
    st.title(tr("classroom.show.title"))
    render_show(session, _shown, lang)
    st.stop()

# --- the narrated deal ------------------------------------------------------------------------

st.title(tr("classroom.title"))
if session.big:  # a projector needs the room (streamlit_app.py closes the sidebar)
    style.apply_presentation()
else:
    st.html(caption_html(tr("classroom.intro")))  # plain text: no Markdown tree to parse
if (problems := session.problem_text()) is not None:
    notice("warning", tr("classroom.bad_params", problems=problems), icon=":material/link_off:")

# The view, table or numbers: two buttons, not tabs (the tabs' code was a measured part of the
# first visit in the browser, issue 22; every page already draws buttons, like the sidebar's
# language switch). Only the view shown is drawn: a first visit does not build the numbers (a
# form, and tables and charts once run) nor load their element types' code. Going to the
# numbers pauses auto-play (its timer is the table's fragment: `show_numbers`).
with st.container(horizontal=True, key="classroom_views"):
    for numbers_view in (False, True):
        st.button(tr("classroom.tab.numbers" if numbers_view else "classroom.tab.table"),
                  key="classroom_v_numbers" if numbers_view else "classroom_v_table",
                  type="primary" if session.numbers_shown == numbers_view else "secondary",
                  on_click=session.show_numbers, args=(numbers_view,))


def settings_form() -> None:
    """The deal's settings, drawn only while their box is open: each widget shows the kept
    value and writes back to it (a new deal goes back to move 0)."""
    session.fill_widgets()
    on = session.on_setting
    c1, c2, c3, c4 = st.columns([1.2, 0.8, 1, 1])
    c1.number_input(tr("classroom.seed"), min_value=0, max_value=cl.SEED_MAX, step=1,
                    key=W + "seed", help=tr("classroom.seed_help"), on_change=on, args=("seed",))
    c2.selectbox(tr("classroom.dealer"), CLASSIC.seats, key=W + "dealer",
                 format_func=lambda s: seat_name(s, lang), on_change=on, args=("dealer",))
    for col, side, label in ((c3, "ns", "classroom.ns_bot"), (c4, "ew", "classroom.ew_bot")):
        col.selectbox(tr(label), BOT_KINDS, key=W + side,
                      format_func=lambda k: bot_label(k, lang), on_change=on, args=(side,))
    c5, c6, c7 = st.columns([1.2, 1.4, 1.4])
    c5.selectbox(tr("classroom.view"), cl.VIEWS, key=W + "view", format_func=_view_label,
                 on_change=on, args=("view",))
    c6.select_slider(tr("classroom.speed"), options=cl.SPEEDS, key=W + "speed",
                     format_func=lambda s: tr("classroom.speed_value", seconds=format_number(
                         s, lang, 0 if s == int(s) else 1)), on_change=on, args=("speed",))
    if session.big:  # (off the projector, the "Present" button beside the table's controls)
        c7.toggle(tr("classroom.presentation"), key=W + "big", on_change=session.on_big)


if session.numbers_shown:  # (the address keeps the table's settings and move for the way back)
    render_numbers_tab(lang, session.big)
else:
    # the settings' widgets (a number box, four select boxes, a select slider, a toggle: each
    # type its own code for the browser to fetch) are drawn only while their box is open; the
    # closed box's label says what is set (issue 22)
    if session.big:  # presentation: settings tucked away in a popover
        settings_box = st.popover(tr("classroom.settings"), icon=":material/tune:",
                                  key=SETTINGS_BOX, on_change="rerun")
    else:
        settings_label = session.settings_box_label()
        settings_box = st.expander(settings_label, icon=":material/tune:",
                                   key=SETTINGS_OPEN, on_change="rerun")
    with settings_box:
        if settings_box.open:
            settings_form()
    if not session.big:
        session.saw_settings_box(settings_label, settings_box.open)
    settings = session.read_widgets()
    key = (settings.seed, settings.dealer, settings.ns, settings.ew)
    record = _record(*key)
    session.total = total = len(record.steps)
    if session.check_link_step():
        st.rerun()

    @st.fragment(run_every=session.speed if session.playing else None)
    def _table_view(playing: bool, big: bool) -> None:
        step = session.advance(time.monotonic()) if playing and session.playing else \
            max(0, min(session.step, total))
        if session.playing != playing or session.big != big:
            st.rerun()  # start or stop the fragment's timer; "Present": the page's layout
        current = cl.TableSettings(settings.seed, settings.dealer, settings.ns, settings.ew,
                                   step, settings.view, big)
        st.query_params.update(cl.query_for(current))
        push_live_step(current)
        if not big and "present" in st.query_params:
            del st.query_params["present"]

        render_controls(session, lang)
        narrations = _narrations(*key, lang, settings.view)
        pos = record.position_at(step)
        fresh = cl.just_played(record.steps[step - 1].before, pos) if step else {}
        if big:  # the table and the move side by side, the rest under the move
            left, right = st.columns([0.66, 0.34], gap="small")
            with left:
                render_table(pos, lang, reveal=settings.view, fresh=fresh, present=True)
            with right:
                if step >= total:  # the deal's result first: it is what the room looks for
                    render_result(record, lang)
                if not poll_open():  # while a question is open, its board takes the room
                    render_narration(narrations[step], step, big, lang)
                # the class following live, docked here so it covers nothing on the projector
                render_live_host(lang)
                if step >= total:
                    render_scoring(record, lang, with_result=False)
                    render_turning_points(record, lang, session.go)
                if not poll_open():  # while a question is open its answers need the room
                    render_jump(session, lang)
                    render_moves(session, narrations, lang)
                    render_links(pos, current, lang, current_url())
            # a long move's narration is zoomed down too, like a crowded table
            # (not the live panel: the answers' board keeps its 24 px type and its height,
            # the most common answers and the rest as "other answers")
            fit_to_viewport(".cc-table.cc-present", ".st-key-classroom_narr_big")
        else:
            render_narration(narrations[step], step, big, lang)
            render_table(pos, lang, reveal=settings.view, fresh=fresh)
            if step >= total:
                render_scoring(record, lang)
                render_turning_points(record, lang, session.go)
            render_links(pos, current, lang, current_url())
            # the slider and the move list (up to 40 buttons, every label new after a step)
            # are drawn only while open; the label names no move, so the box stays open through
            # steps, jumps and auto-play
            with st.expander(tr("classroom.go_to"), icon=":material/history:",
                             key=HISTORY_OPEN, on_change="rerun") as history:
                if history.open:
                    render_jump(session, lang)
                    render_moves(session, narrations, lang)

    _table_view(session.playing, session.big)
    run_requested()  # the expert work the table asked for (progress, Cancel)
# the class following this deal live (canasta_app/store): with the numbers too, so a live class
# keeps its teacher's bar (on the projector, the table's view docks it beside the table)
if session.numbers_shown or not session.big:
    render_live_host(lang)
