"""A situation shown to the class (`classroom?show=<code>`, from a lesson step or the sandbox):
its table, big when presenting, its moves one by one, narrated like a bot deal, and the
question it asks ruled on for the room. A situation shown as it stands (no moves yet, no
question) says what the engine sees in it — frozen or not, who has opened, whose turn — so the
projector's right-hand third is never empty. The question and its ruling come first, above the
last move's narration: they are what the room is looking at."""

from __future__ import annotations

import streamlit as st

from canasta_app.classroom import model as cl
from canasta_app.classroom.session import ClassroomSession, W
from canasta_app.classroom.views import render_narration
from canasta_app.shell.show import Shown
from canasta_app.text.i18n import t
from canasta_app.text.move_words import action_words
from canasta_app.text.narration import narrate, seat_name
from canasta_app.ui.facts import fact_lines
from canasta_app.ui.fit import fit_to_viewport
from canasta_app.ui.ruling import md_escape, render_ruling
from canasta_app.ui.table import render_table


def render_show(session: ClassroomSession, shown: Shown, lang: str) -> None:
    big = session.big
    step = session.show_step
    bar = st.container(horizontal=True, vertical_alignment="center", key="classroom_show_bar")
    if shown.moves:
        bar.button(t("classroom.btn.back", lang), icon=":material/chevron_left:",
                   key="classroom_show_back", on_click=session.move_shown, args=(-1,),
                   disabled=step == 0, shortcut="Left")
        bar.button(t("classroom.btn.step", lang), icon=":material/chevron_right:",
                   type="primary", key="classroom_show_next", on_click=session.move_shown,
                   args=(1,), disabled=step >= shown.moves, shortcut="Right")
        move = t("classroom.show.move", lang, step=step, total=shown.moves)
        bar.markdown(f"**{md_escape(move)}**", width="content")
    hide = session.show_hides_choice  # from a lesson quiz: the turn line must not answer it
    if hide:
        bar.button(t("classroom.show.reveal", lang), icon=":material/visibility:",
                   key="classroom_show_reveal", on_click=session.reveal_shown,
                   help=t("classroom.show.reveal_help", lang))
    session.fill_widgets(("big",))  # the toggle shows the mode, however it was set
    bar.toggle(t("classroom.show.present", lang), key=W + "big", on_change=session.on_big)
    bar.button(t("classroom.show.leave", lang), icon=":material/close:",
               key="classroom_show_leave", on_click=session.leave_show)
    pos = shown.at(step)
    fresh = cl.just_played(shown.at(step - 1), pos) if step else {}
    left, right = (st.columns([0.66, 0.34], gap="small") if big
                   else (st.container(), st.container()))
    with left:
        render_table(pos, lang, reveal="all", fresh=fresh, present=big, quiz=hide)
    with right:
        asking = step == shown.moves and bool(shown.pending)
        if asking:  # the question first: on a 720-px projector it was under the narration, cut
            action = action_words(shown.pending, lang)
            question = t("classroom.show.question", lang, seat=seat_name(pos.turn, lang),
                         action=action)
            st.markdown(("### " if big else "**") + md_escape(question) + ("" if big else "**"))
            ruling = shown.ruling()
            if ruling is None:
                st.warning(t("classroom.show.unreadable", lang, detail=md_escape(shown.pending)))
            else:
                render_ruling(ruling, lang, big=big)
        if step:
            n = narrate(shown.at(step - 1), shown.history[step - 1], pos, lang)
            render_narration(n, step, big, lang)
        elif not asking:  # the situation as it stands: what there is to see in it
            with st.container(key="classroom_narr_big" if big else "classroom_narr"):
                st.markdown(f"**{md_escape(t('sandbox.facts.header', lang))}**")
                lines = fact_lines(pos, lang, quiz=hide)
                st.markdown("\n".join(f"- {md_escape(line)}" for line in lines))
    if big:
        fit_to_viewport(".cc-table.cc-present", ".st-key-classroom_narr_big")


__all__ = ["render_show"]
