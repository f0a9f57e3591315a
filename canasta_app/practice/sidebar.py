"""The practice table's sidebar: the table, the coach, the bots' pace and "show all hands" (the
"Table and coach" box), and the game's number and bots (the "Game settings" box). Both boxes
draw their widgets only while open (issue 22); the widgets keep their values while not drawn
(KEEP), and the practice page session (canasta_app.practice.session) reads them."""

from __future__ import annotations

import streamlit as st

from canasta_app.practice import model as pr
from canasta_app.practice.session import PLAY_OPEN, PracticeSession, W
from canasta_app.text import keys as KEYS
from canasta_app.ui import KEEP
from canasta_app.ui.ruling import md_escape
from canasta_app.ui.static_text import caption_html


def render_sidebar(session: PracticeSession) -> None:
    """Both boxes and what the table cannot offer yet, in the sidebar."""
    tr = session.tr
    with st.sidebar:  # what the learner changes while playing, beside the table
        st.divider()
        # drawn only while open: the button rows' frontend code was 0.04-0.05x of a first
        # visit (issue 22, thirteenth pass); closed, the line under the box says what is chosen
        with st.expander(tr("practice.play_box"), icon=":material/table_restaurant:",
                         key=PLAY_OPEN, on_change="rerun") as play_box:
            if play_box.open:
                _play_settings(session)
        if not play_box.open:
            st.html(caption_html(session.play_summary()))
        # drawn only while open (a number box and the bots' choices, not on screen while
        # closed: issue 22); the fields keep what was typed in them while not drawn (KEEP)
        with st.expander(tr("practice.settings"), icon=":material/tune:",
                         key="practice_settings_open", on_change="rerun") as settings:
            if settings.open:
                _game_settings(session)
        for note in session.missing_notes():
            st.caption(md_escape(note))


def _play_settings(session: PracticeSession) -> None:
    """The table, the coach, the bots' pace and "show all hands". Button rows, not select
    boxes: a select box's frontend code was 0.08x of the empty app on a first visit (issue 22,
    eleventh pass)."""
    tr = session.tr
    on = session.change_setting
    st.segmented_control(tr("practice.profile"), session.tables, key=W + "profile",
                         format_func=session.table_button, on_change=session.change_profile,
                         help=tr("practice.profile_help"), required=True, persist_state=KEEP)
    st.caption(session.table_caption())
    st.segmented_control(tr("practice.coach"), session.coach_levels, key=W + "coach",
                         format_func=session.coach_button, on_change=on, args=("coach",),
                         required=True, persist_state=KEEP)
    st.caption(session.coach_caption())
    st.segmented_control(tr("practice.pace"), pr.PACES, key=W + "pace",
                         format_func=lambda k: tr(KEYS.PACE[k]), on_change=on,
                         args=("pace",), persist_state=KEEP)
    st.toggle(tr("practice.show_all"), key=W + "show_all", help=tr("practice.show_all_help"),
              on_change=on, args=("show_all",), persist_state=KEEP)


def _game_settings(session: PracticeSession) -> None:
    """The game's number and the bots, and the buttons that start a game with them."""
    tr = session.tr
    st.number_input(tr("practice.seed"), min_value=0, max_value=pr.SEED_MAX, step=1,
                    key=W + "seed", help=tr("practice.seed_help"), persist_state=KEEP)
    profile = session.chosen_table
    for name, label in session.bot_fields(profile):
        st.selectbox(label, session.bots_offered(profile), key=W + name,
                     format_func=session.bot_label, persist_state=KEEP)
    st.button(tr("practice.btn.new_game"), key="practice_b_new", on_click=session.new_game,
              args=(False,), icon=":material/replay:", width="stretch")
    st.button(tr("practice.btn.random_game"), key="practice_b_random", on_click=session.new_game,
              args=(True,), icon=":material/shuffle:", width="stretch")
    st.caption(tr("practice.settings_new_game", button=tr("practice.btn.new_game")))


__all__ = ["render_sidebar"]
