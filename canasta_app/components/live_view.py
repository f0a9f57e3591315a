"""The live classroom on screen: the teacher's bar in the Classroom (go live, ask "What would
you play?", the answers as they arrive, reveal) and the student's view on the Class page (the
teacher's move from the acting seat, the picker to answer).

Both read the store in a fragment that reruns by itself (`run_every`), so a student sees the
teacher's move within a refresh, and every server process shows the same class: nothing lives
only in one process's memory.
"""

from __future__ import annotations

import time
from typing import Any

import altair as alt
import pandas as pd
import streamlit as st

from canasta_app import live as lv
from canasta_app.classes import rule_title
from canasta_app.components.learner import render_store_notice, safe
from canasta_app.components.picker import card_picker
from canasta_app.components.ruling import md_escape
from canasta_app.components.table import render_table
from canasta_app.i18n import seat_name, t
from canasta_app.move_words import action_words
from canasta_app.store.api import ClassInfo, LiveInfo, PollInfo, StudentLive

STUDENT_REFRESH_S = 1.0
HOST_REFRESH_S = 1.0
PRESENCE_EVERY_S = 10.0  # a student's "still here" write, at most this often
HOLD_KEY = "live_hold_step"  # session: the move a question is open at, until it is revealed
POLL_OPEN_KEY = "live_poll_open"
PUSHED_KEY = "live_host_pushed"  # session: (live id, move, deal) this browser last sent  # session: a question is open (revealed or not)
TEACHER_KEY = "class_teacher"  # session: the secret of the class this browser teaches
LIVE_PARAM = "live"  # the Classroom's ?live=SECRET (opened from the class's teacher page)

_CSS = """
<style>
.st-key-live_student p, .st-key-live_student li { font-size: max(1rem, 16px); }
.st-key-live_student button { min-height: 44px; }
.st-key-live_answers p { font-size: 1.15rem; }
/* the panel's title is a markdown heading: Streamlit pulls a markdown block up by the margin of
   a paragraph it does not have, which laid the title over the join-code line */
.st-key-live_host [data-testid="stMarkdownContainer"]:has(> [data-testid="stHeadingWithActionElements"]) {
  margin-bottom: 0;
}
</style>
"""
# Presentation mode (the projector): the live bar docks in the right-hand column, under the
# move's narration (the page folds the move list while a question is open), so the table, the
# narration and the answers are all on screen and nothing covers anything.
_CSS_DOCK = """
<style>
.st-key-live_host { padding: 0.4rem 0.7rem; gap: 0.3rem; }
.st-key-live_host h4 { font-size: clamp(16px, 2.4vh, 30px); padding: 0; }
.st-key-live_host p { font-size: clamp(14px, 2vh, 26px); }
.st-key-live_host [data-testid="stCaptionContainer"] p { font-size: clamp(13px, 1.8vh, 22px); }
.st-key-live_host button { min-height: 0; padding: 0.15rem 0.7rem; }
.st-key-live_host [data-testid="stAlert"] > div { padding: 0.4rem 0.7rem; }
</style>
"""


def _words(action: str | None, lang: str) -> str:
    return md_escape(action_words(action, lang)) if action else "—"


# ------------------------------------------------------------------------------ the teacher


def _push(live: LiveInfo, step: int, new: dict[str, Any]) -> LiveInfo:
    """This browser's table is at `step` of deal `new`: the class follows, once. A browser
    writes only when its own table moved (or it just opened the Classroom), so two teacher
    tabs at different moves never take turns overwriting each other every refresh."""
    ss = st.session_state
    if ss.get(PUSHED_KEY) == (live.id, step, new):
        return live
    ss[PUSHED_KEY] = (live.id, step, new)
    if (live.step, live.settings) == (step, new):
        return live
    safe(lambda s: s.move_live(live.id, step, new), None)
    return LiveInfo(live.id, live.class_id, new, step, live.revision + 1, True)


def push_live_step(settings: Any) -> None:
    """The Classroom moved: the class's live session follows at once (one write, only when
    this browser is teaching a live class and its table's move or deal changed)."""
    live: LiveInfo | None = st.session_state.get("live_host_session")
    if live is not None:
        st.session_state["live_host_session"] = _push(live, settings.step,
                                                      lv.settings_of(settings))


def _answers_chart(counts: list[Any], lang: str, docked: bool) -> None:
    frame = pd.DataFrame({  # ✓ / ✗ say legal or not without the colours
        "answer": [("✓ " if c.legal else "✗ ") + action_words(c.action, lang) for c in counts],
        "count": [c.count for c in counts],
        "status": [t("live.host.legal", lang) if c.legal else
                   t("live.host.illegal", lang, rule=rule_title(c.slug, lang)) for c in counts],
        "legal": [c.legal for c in counts],
    })
    chart = (
        alt.Chart(frame).mark_bar(size=24 if docked else 30)
        .encode(y=alt.Y("answer:N", sort="-x", title=None, axis=alt.Axis(labelLimit=400,
                                                                         labelFontSize=16)),
                x=alt.X("count:Q", title=None,
                        axis=alt.Axis(tickMinStep=1, format="d", labelFontSize=14)),
                color=alt.Color("legal:N", legend=None,
                                scale=alt.Scale(domain=[True, False],
                                                range=["#2e7d32", "#c62828"])),
                tooltip=["answer", "count", "status"])
        .properties(height=alt.Step(32 if docked else 44))
    )
    st.altair_chart(chart, key="live_answers_chart")


def render_live_host(lang: str) -> None:
    """The Classroom's live bar, for a browser that opened a class's teacher link."""
    raw = st.query_params.get(LIVE_PARAM)
    if raw:  # the class page's "teach live" link: survives a reload of the Classroom
        st.session_state[TEACHER_KEY] = str(raw)[:80]
    secret = st.session_state.get(TEACHER_KEY)
    if not secret:
        return
    info: ClassInfo | None = safe(lambda s: s.class_by_secret(secret), None)
    if info is None or info.archived:
        return
    st.html(_CSS)
    if st.session_state.get("classroom_big"):
        st.html(_CSS_DOCK)

    def _start() -> None:
        settings = st.session_state.get("classroom_settings")
        step = int(st.session_state.get("classroom_step", 0))
        if settings is not None:
            new = lv.settings_of(settings)
            live = safe(lambda s: s.start_live(info.id, new, step), None)
            st.session_state["live_host_session"] = live
            if live is not None:
                st.session_state[PUSHED_KEY] = (live.id, step, new)

    def _stop(live_id: int) -> None:
        safe(lambda s: s.stop_live(live_id), None)
        st.session_state["live_host_session"] = None

    def _ask(live: LiveInfo) -> None:
        move = lv.live_move(live.settings, int(st.session_state.get("classroom_step", 0)))
        if move is not None and move.seat is not None:
            expert = lv.expert_choice(move)
            safe(lambda s: s.open_poll(live.id, move.step, move.seat, lv.options_for(move),
                                       move.played, expert), None)

    @st.fragment(run_every=HOST_REFRESH_S)
    def _host() -> None:
        live = safe(lambda s: s.live_for_class(info.id), None)
        settings = st.session_state.get("classroom_settings")
        if live is not None and settings is not None:  # a Classroom just opened on a move (a
            step = int(st.session_state.get("classroom_step", 0))  # link, a reload): the class
            live = _push(live, step, lv.settings_of(settings))  # follows it, once
        st.session_state["live_host_session"] = live
        if live is None:
            _follow_poll(None)
        with st.container(border=True, key="live_host"):
            st.markdown(f"#### :material/cast_for_education: "
                        f"{md_escape(t('live.host.title', lang, name=info.name))}")
            st.markdown(t("live.host.code", lang, code=info.join_code))
            if live is None:
                st.caption(t("live.host.idle", lang))
                st.button(t("live.host.start", lang), key="live_host_start", type="primary",
                          icon=":material/podcasts:", on_click=_start)
                return
            members = len(safe(lambda s: s.roster(info.id), []))
            seen = safe(lambda s: s.seen_members(info.id), 0)
            st.markdown(t("live.host.on", lang, step=live.step, seen=seen, members=members))
            poll: PollInfo | None = safe(lambda s: s.current_poll(live.id), None)
            _follow_poll(poll)
            now = lv.live_move(live.settings, live.step)
            over = now is None or now.seat is None  # the deal is over: nothing to ask
            bar = st.container(horizontal=True)
            bar.button(t("live.host.ask", lang), key="live_host_ask", type="primary",
                       icon=":material/quiz:", on_click=_ask, args=(live,), disabled=over,
                       help=t("live.host.no_seat", lang) if over else None)
            bar.button(t("live.host.stop", lang), key="live_host_stop", icon=":material/stop:",
                       on_click=_stop, args=(live.id,))
            if poll is not None:
                _render_poll(poll, live, lang)

    _host()


def _follow_poll(poll: PollInfo | None) -> None:
    """Tell the Classroom about the open question: while it is not revealed the table stays at
    its move (a step forward would show what was played), and on the projector the move list
    folds to leave the answers room. The page reruns once when that changes."""
    state = (poll.step if poll is not None and not poll.revealed else None, poll is not None)
    ss = st.session_state
    if (ss.get(HOLD_KEY), bool(ss.get(POLL_OPEN_KEY))) != state:
        ss[HOLD_KEY], ss[POLL_OPEN_KEY] = state
        st.rerun()


def held_step() -> int | None:
    """The move an unrevealed question is open at (the table goes no further), else None."""
    hold = st.session_state.get(HOLD_KEY)
    return None if hold is None else int(hold)


def poll_open() -> bool:
    return bool(st.session_state.get(POLL_OPEN_KEY))


def _render_poll(poll: PollInfo, live: LiveInfo, lang: str) -> None:
    docked = bool(st.session_state.get("classroom_big"))
    seat = seat_name(poll.seat, lang)
    st.markdown("**" + md_escape(t("live.host.question", lang, seat=seat, step=poll.step))
                + "**")
    if poll.step != live.step:
        st.caption(t("live.host.other_move", lang, asked=poll.step, step=live.step))
    counts = safe(lambda s: s.poll_counts(poll.id), [])
    total = sum(c.count for c in counts)
    with st.container(key="live_answers"):
        st.markdown(t("live.host.answers", lang, count=total))
        if not counts:
            st.caption(t("live.host.waiting", lang))
        else:
            _answers_chart(counts, lang, docked)
            # on the projector the chart says legal or not; the rule an answer broke is the
            # teaching point, so only those get a line
            for c in (c for c in counts if not (docked and c.legal)):
                status = (t("live.host.legal", lang) if c.legal else
                          t("live.host.illegal", lang, rule=rule_title(c.slug, lang)))
                mark = ":green[✓]" if c.legal else ":red[✗]"
                st.markdown(f"{mark} **{c.count}** · {_words(c.action, lang)} — "
                            f"{md_escape(status)}")
    bar = st.container(horizontal=True)
    if poll.revealed:
        st.success(t("live.host.played", lang, seat=seat, move=_words(poll.answer, lang)),
                   icon=":material/visibility:")
        if poll.expert:
            st.info(t("live.expert", lang, move=_words(poll.expert, lang)),
                    icon=":material/psychology:")
    else:
        bar.button(t("live.host.reveal", lang), key="live_host_reveal",
                   icon=":material/visibility:",
                   on_click=lambda: safe(lambda s: s.reveal_poll(poll.id), None))
    bar.button(t("live.host.close", lang), key="live_host_close", icon=":material/close:",
               on_click=lambda: safe(lambda s: s.close_poll(poll.id), None))


# ------------------------------------------------------------------------------ the student


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
        card_picker(f"live_pick_{poll.id}", lv.student_position(move), lang,
                    on_confirm=lambda text: _send(poll, learner_id, text),
                    confirm_label=t("live.student.send", lang))
