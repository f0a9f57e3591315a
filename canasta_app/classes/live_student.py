"""The live class on a student's device (the class page): the teacher's move from the acting
seat, refreshed every second in a fragment that reads the store, and "What would you play?"
answered with the listed choices or the card picker, each answer ruled on by the engine
(domain/live.py) and written to the store. The teacher's side is the Classroom's
(classroom/live_view.py). Session keys "live_student_", "live_poll", "live_opt_", "live_pick_"."""

from __future__ import annotations

import time

import streamlit as st

from canasta_app.domain import live as lv
from canasta_app.shell.learner import render_store_notice, safe
from canasta_app.store.api import ClassInfo, LiveInfo, PollInfo, StudentLive
from canasta_app.text.i18n import seat_name, t
from canasta_app.text.move_words import action_words
from canasta_app.ui.compose import offered_bare
from canasta_app.ui.picker import card_picker
from canasta_app.ui.ruling import action_md as _words
from canasta_app.ui.ruling import broken_rule_title as rule_title
from canasta_app.ui.ruling import md_escape
from canasta_app.ui.table import render_table

STUDENT_REFRESH_S = 1.0
PRESENCE_EVERY_S = 10.0  # a student's "still here" write, at most this often

_CSS = """
<style>
.st-key-live_student p, .st-key-live_student li { font-size: max(1rem, 16px); }
.st-key-live_student button { min-height: 44px; }
</style>
"""


def _send(poll: PollInfo, learner_id: int, text: str) -> None:
    live: LiveInfo | None = st.session_state.get("live_student_session")
    move = lv.live_move(live.settings, poll.step) if live is not None else None
    judged = lv.judge_answer(move, text) if move is not None else None
    if judged is None:
        st.session_state["live_student_note"] = "live.student.unreadable"
        return
    ok = safe(lambda s: s.answer_poll(poll.id, learner_id, judged.action, judged.legal,
                                      judged.slug), False)
    st.session_state["live_student_note"] = None if ok else "live.student.refused"


def render_student_live(info: ClassInfo, learner_id: int, lang: str) -> None:
    """The teacher's live deal on a student's device, refreshed every second."""
    st.html(_CSS)

    @st.fragment(run_every=STUDENT_REFRESH_S)
    def _student() -> None:
        ss = st.session_state
        now = time.monotonic()
        if now - float(ss.get("live_student_seen", 0.0)) > PRESENCE_EVERY_S:
            safe(lambda s: s.touch(learner_id), None)
            ss["live_student_seen"] = now
        with st.container(key="live_student"):
            # one read a refresh (membership, live session, open poll, own answer together)
            state: StudentLive | None = safe(lambda s: s.student_live(info.id, learner_id),
                                             None)
            if state is None:  # the database is not reachable: say so, retry next refresh
                render_store_notice(lang)
                return
            if state.member is None:
                st.warning(t("live.student.removed", lang))
                return
            live, poll = state.live, state.poll
            ss["live_student_session"] = live
            if live is None:
                st.info(t("live.student.waiting", lang), icon=":material/hourglass_top:")
                return
            move = lv.live_move(live.settings, poll.step if poll else live.step)
            if move is None:
                st.info(t("live.student.waiting", lang), icon=":material/hourglass_top:")
                return
            head = t("live.student.move", lang, step=move.step, total=move.total)
            turn = (t("live.student.turn", lang, seat=seat_name(move.seat, lang))
                    if move.seat else t("live.student.over", lang))
            st.markdown(f"**{md_escape(head)}** · {md_escape(turn)}")
            if move.last and poll is None:
                st.caption(t("live.student.played", lang, move=_words(move.last, lang)))
            if poll is not None and move.seat is not None:
                _student_poll(poll, move, learner_id, state.mine, lang)
            view = move.seat or "N"
            render_table(lv.student_position(move), lang, reveal=view)

    _student()


def _student_poll(poll: PollInfo, move: lv.LiveMove, learner_id: int, mine: str | None,
                  lang: str) -> None:
    ss = st.session_state
    seat = seat_name(poll.seat, lang)
    with st.container(border=True, key="live_poll"):
        st.markdown(f"##### :material/quiz: {md_escape(t('live.student.question', lang, seat=seat))}")
        note = ss.pop("live_student_note", None)
        if note:
            st.warning(t(note, lang))
        if mine:
            st.success(t("live.student.yours", lang, move=_words(mine, lang)))
        if poll.revealed:
            st.info(t("live.student.revealed", lang, move=_words(poll.answer, lang)),
                    icon=":material/visibility:")
            if poll.expert:
                st.caption(t("live.expert", lang, move=_words(poll.expert, lang)))
            if mine:
                judged = lv.judge_answer(move, mine)
                if judged is not None and judged.legal:
                    st.caption(t("live.student.yours_legal", lang))
                elif judged is not None:
                    st.caption(t("live.student.yours_illegal", lang,
                                 rule=rule_title(judged.slug, lang)))
            return
        if mine:
            st.caption(t("live.student.change", lang))
        st.caption(t("live.student.pick", lang))
        cols = st.columns(2)
        for i, option in enumerate(poll.options):
            cols[i % 2].button(action_words(option, lang), key=f"live_opt_{poll.id}_{i}",
                               width="stretch", on_click=_send,
                               args=(poll, learner_id, option))
        pos = lv.student_position(move)
        # a one-word answer listed above (draw, take, pass, ask, yes, no) is not offered again
        # as the picker's own button (a phone showed "draw from the stock" twice, a walk "take
        # the pile" beside "Take the pile onto our meld"); the picker's take of picked cards
        # stays
        listed = tuple(b for b in offered_bare(pos) if b in poll.options)
        card_picker(f"live_pick_{poll.id}", pos, lang,
                    on_confirm=lambda text: _send(poll, learner_id, text),
                    confirm_label=t("live.student.send", lang), listed=listed)
