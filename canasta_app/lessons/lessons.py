"""Lessons: a list with progress, then one step at a time on a real table.

Thin page: the lessons are data (`lessons/*.toml`), validated and judged by
`canasta_app.lessons.model` with the engine; what the learner did is kept by the page session
(canasta_app.lessons.session, tested without Streamlit); a step's exercise is drawn by
canasta_app.lessons.step_view. This page reads widgets and draws.

URL: `?lesson=freezing&step=3` opens a step (for a teacher's slides); `?done=freezing.1.2,...`
carries progress so a saved link restores it. Session keys are prefixed "lessons_".
"""

from __future__ import annotations

import streamlit as st

from canasta_app.lessons import model as L
from canasta_app.lessons.list_view import lesson_card_html
from canasta_app.lessons.session import LessonsSession
from canasta_app.lessons.step_view import StepView
from canasta_app.shell import learner, links
from canasta_app.shell.lang import get_lang
from canasta_app.shell.notices import notice
from canasta_app.shell.share import ShareError
from canasta_app.shell.show import show_url
from canasta_app.text.i18n import t
from canasta_app.ui.moment import just_played, seat_view
from canasta_app.ui.picker import reset_picker, table_taps
from canasta_app.ui.ruling import md_escape
from canasta_app.ui.score_table import render_breakdown
from canasta_app.ui.scroll import open_at_top
from canasta_app.ui.table import render_table
from canasta_core.positions import Position

lang = get_lang()
ss = st.session_state
LESSONS, ERRORS = L.catalogue()
session = LessonsSession(ss, st.query_params, lang, LESSONS, recorder=learner,
                         reset_picker=reset_picker)


def tx(key: str, **params: object) -> str:
    return t(key, lang, **params)


def page_url(query: dict[str, str]) -> str:
    """This page's address with `query`, absolute when the browser said where the site is."""
    try:
        current = str(st.context.url or "")
    except Exception:  # noqa: BLE001 — no URL (tests): the link stays relative
        current = ""
    return links.absolute(links.page_link("lessons", query), current)


# --- the lesson list ---------------------------------------------------------------------------

def show_list() -> None:
    st.title(tx("lessons.title"))
    st.markdown(tx("lessons.intro"))
    n_done, total = session.totals()
    st.progress(n_done / total if total else 0.0,
                text=tx("lessons.progress_all", done=n_done, total=total))
    if (flash := session.take_flash()) is not None:
        st.success(flash)
    suggested = session.suggested()
    for i, lesson in enumerate(LESSONS, start=1):
        steps_done = len(session.done_in(lesson.id))
        with st.container(border=True):
            left, right = st.columns([4, 1.3], vertical_alignment="center")
            with left:  # one HTML element, not three Markdown ones (issue 22)
                st.html(lesson_card_html(i, lesson.title(lang), lesson.summary(lang),
                                         tuple(lesson.teaches), lang,
                                         steps_done == len(lesson.steps)))
            with right:
                st.progress(steps_done / len(lesson.steps),
                            text=tx("lessons.steps_done", done=steps_done,
                                    total=len(lesson.steps)))
                label, target = session.open_target(lesson)
                st.button(tx(label), key=f"lessons_open_{lesson.id}", on_click=session.go,
                          args=(lesson.id, target),
                          type="primary" if lesson.id == suggested else "secondary",
                          use_container_width=True)
    if n_done:
        st.markdown(tx("lessons.resume_link"))
        st.code(page_url({"done": session.progress_code(), "lang": lang}), language=None)
        st.button(tx("lessons.reset"), key="lessons_reset", on_click=session.clear_progress)


# --- one step ----------------------------------------------------------------------------------

def show_breakdown(lesson: L.Lesson, step: L.Step) -> None:
    """A score quiz's whole breakdown, once answered — full width, so no column is clipped —
    unless it would answer a later step of the lesson (then only that last step shows it)."""
    fb = session.feedback(lesson.id, step.number)
    if (step.quiz != "score" or fb is None or fb.kind not in ("success", "revealed")
            or L.breakdown_gives_away(lesson, step)):
        return
    st.markdown(f"**{tx('lessons.breakdown')}**")
    render_breakdown(fb.breakdown, lang)


def show_nav(lesson: L.Lesson, n: int) -> None:
    c1, _, c3 = st.columns([1, 2, 1])
    if n > 1:
        c1.button(tx("lessons.prev"), key="lessons_prev", on_click=session.go,
                  args=(lesson.id, n - 1), use_container_width=True)
    if n < len(lesson.steps):
        c3.button(tx("lessons.next"), key="lessons_next", on_click=session.go,
                  args=(lesson.id, n + 1), type="primary", use_container_width=True)
        return
    c3.button(tx("lessons.finish"), key="lessons_finish", on_click=session.go, args=(None,),
              type="primary", use_container_width=True)
    if n not in session.done_in(lesson.id):
        return  # "you finished" only once the last step is done
    st.success(tx("lessons.all_done", title=lesson.title(lang)), icon=":material/celebration:")
    if (nxt := session.later_lesson(lesson)) is not None:
        st.button(tx("lessons.next_lesson", title=nxt.title(lang)), key="lessons_next_lesson",
                  on_click=session.go, args=(nxt.id, 1))
        return
    # the last lesson: on to a whole deal at the practice table
    if session.all_done():
        if not ss.get("lessons_celebrated"):
            st.balloons()
            ss["lessons_celebrated"] = True
        st.info(tx("lessons.all_lessons_done"))
    st.page_link("canasta_app/practice/practice.py", label=tx("practice.from_lessons"),
                 icon=":material/sports_esports:", query_params={"lang": lang})
    st.page_link("canasta_app/sandbox/sandbox.py", label=tx("lessons.to_sandbox"),
                 icon=":material/playing_cards:", query_params={"lang": lang})


def show_to_class(pos: Position, reveal: str, quiz: bool = False) -> None:
    """A link that puts the table as shown here on the classroom's projector (what the step
    hides stays hidden: only the revealed seat's hand travels; a quiz's turn line names no
    choice there either, until the teacher reveals it)."""
    try:
        url = show_url(seat_view(pos, reveal), lang=lang, quiz=quiz)
    except ShareError:  # too large for a link: nothing to offer
        return
    st.link_button(tx("classroom.show_to_class"), url, icon=":material/co_present:",
                   help=tx("classroom.show_to_class_help"))


def show_step(lesson: L.Lesson, n: int) -> None:
    step = lesson.step(n)
    assert step is not None
    total = len(lesson.steps)
    st.button(tx("lessons.back"), key="lessons_back", on_click=session.go, args=(None,),
              type="tertiary", icon=":material/arrow_back:")
    st.title(lesson.title(lang))
    if step.kind == "explain":  # reading it is doing it (and it is saved, as a try is)
        session.read(lesson.id, n)
    st.progress(n / total, text=tx("lessons.step_of", n=n, total=total))
    label = tx(f"lessons.kind.{step.kind}")
    tick = (f"  :green-badge[{tx('lessons.step_done')}]"
            if n in session.done_in(lesson.id) else "")
    heading = f" — {md_escape(step.title(lang))}" if step.title(lang) else ""
    st.subheader(f":orange-badge[{label}]{heading}{tick}")

    table_pos = step.position
    fresh: dict[str, tuple[str, ...]] = {}  # cards the move just put somewhere, highlighted
    taps: dict[str, str] | None = None  # the stock and the pile, tapped to draw and take
    if table_pos is None:
        st.markdown(step.text(lang))
    else:
        view = StepView(session, lesson.id, n)
        left, right = st.columns([2, 3], gap="medium")
        with left:
            st.markdown(step.text(lang))
            if step.kind == "try":
                view.try_it()
                fb = session.feedback(lesson.id, n)
                if fb is not None and fb.ok and fb.after is not None:
                    table_pos = fb.after
                    fresh = just_played(step.position, fb.after)
                elif table_pos is not None:
                    taps = table_taps(view.key("pick"), table_pos)
            elif step.kind == "demo":
                frame = view.demo()
                table_pos = step.frames[frame]
                if frame:
                    fresh = just_played(step.frames[frame - 1], table_pos)
            elif step.kind == "quiz":
                view.quiz()
        with right:
            if step.kind == "try" and table_pos is not step.position:
                st.caption(tx("lessons.after_title"))
            render_table(table_pos, lang, reveal=step.reveal, fresh=fresh,
                         show_minimum=L.table_shows_minimum(step),
                         quiz=step.kind == "quiz", taps=taps)  # the turn line must not answer it
            show_to_class(table_pos, step.reveal, quiz=step.kind == "quiz")
        show_breakdown(lesson, step)
    st.divider()
    show_nav(lesson, n)
    # drawn only while open: a code block loads the syntax highlighter's code (issue 22)
    with st.expander(tx("lessons.copy_link"), key="lessons_copy_open",
                     on_change="rerun") as copy_box:
        if copy_box.open:
            st.code(page_url({"lesson": lesson.id, "step": str(n), "lang": lang}),
                    language=None)


# --- the page ----------------------------------------------------------------------------------

lesson, n, problem = session.opened()
# each step (and the list) opens at its top: on a phone a step opened where the last one was
# scrolled to, past its text (issue 37). First on the page, so its place never moves (a new
# place would run it again over an answer brought into view)
open_at_top("list" if lesson is None else f"{lesson.id}.{n}")
if ERRORS:
    notice("warning", tx("lessons.broken", errors="; ".join(str(e) for e in ERRORS)))

learner.render_store_notice(lang)
if problem is not None:
    notice("info", problem)
if lesson is None:
    show_list()
else:
    show_step(lesson, n)
session.sync_done_param()
