"""Lessons: a list with progress, then one step at a time on a real table.

Thin page: the lessons are data (`lessons/*.toml`), validated and judged by
`canasta_app.lessons` with the engine; this page only reads widgets and renders.

URL: `?lesson=freezing&step=3` opens a step (for a teacher's slides); `?done=freezing.1.2,...`
carries progress so a saved link restores it. Session keys are prefixed "lessons_".
"""

from __future__ import annotations

from functools import partial
from typing import Any

import streamlit as st

from canasta_app import lessons as L
from canasta_app.classroom import just_played, seat_view
from canasta_app.components.lang import get_lang
from canasta_app.components.learner import (
    merge_stored_done,
    record_lesson,
    record_lesson_done,
    render_store_notice,
    skip_merge,
)
from canasta_app.components.picker import card_picker, reset_picker
from canasta_app.components.ruling import md_escape, render_ruling, rule_title, rule_url
from canasta_app.components.score_table import render_breakdown
from canasta_app.components.table import render_table, seat_name, side_name
from canasta_app.i18n import card_name, t
from canasta_app.move_words import action_words
from canasta_app.share import ShareError
from canasta_app.show import show_url
from canasta_core.actions import EXAMPLES
from canasta_core.cards import pretty
from canasta_core.positions import SIDE_OF, Position

lang = get_lang()
ss = st.session_state
qp = st.query_params


def tx(key: str, **params: Any) -> str:
    return t(key, lang, **params)


LESSONS, ERRORS = L.catalogue()
BY_ID = {x.id: x for x in LESSONS}
MAX_PARAM = 60  # characters of a bad URL value we echo back
BUTTON_ICONS = {
    "take": ":material/move_to_inbox:", "draw": ":material/style:", "meld": ":material/stacks:",
    "discard": ":material/output:", "ask": ":material/contact_support:",
    "pass": ":material/do_not_disturb_on:", "yes": ":material/thumb_up:",
    "no": ":material/thumb_down:",
}


def card_label(code: str) -> str:
    """A card for a pill: 7♥ in red, 7♠ in the normal colour, the joker by name."""
    text = card_name(code, lang).capitalize() if code == "JK" else pretty(code)
    return f":red[{text}]" if code[-1] in "HD" else text


# --- progress: session state, mirrored into ?done= ----------------------------------------

def progress() -> dict[str, set[int]]:
    """Steps done per lesson; merged once with ?done= from a saved link."""
    done: dict[str, set[int]] = ss.setdefault("lessons_done", {})
    merge_stored_done(done)  # the learner's saved progress (canasta_app/store)
    raw = qp.get("done")
    if raw and ss.get("lessons_done_seen") != raw:
        for lid, steps in L.decode_progress(raw, LESSONS).items():
            done.setdefault(lid, set()).update(steps)
        ss["lessons_done_seen"] = raw
    return done


def mark_done(lid: str, n: int) -> None:
    progress().setdefault(lid, set()).add(n)


def sync_done_param() -> None:
    code = L.encode_progress(progress(), LESSONS)
    if code:
        if qp.get("done") != code:
            qp["done"] = code
        ss["lessons_done_seen"] = code
    elif "done" in qp:
        del qp["done"]


def page_url(**params: str) -> str:
    base = st.context.url or "./lessons"
    query = "&".join(f"{k}={v}" for k, v in params.items())
    return f"{base}?{query}" if query else base


# --- navigation (callbacks: they run before the page, so the URL is set for this run) -------

def go(lid: str | None, n: int | None = None) -> None:
    for key in ("lesson", "step"):
        if key in qp:
            del qp[key]
    if lid is not None:
        qp["lesson"] = lid
        qp["step"] = str(n or 1)


def clear_progress() -> None:
    ss["lessons_done"] = {}
    ss["lessons_state"] = {}
    ss["lessons_done_seen"] = None
    skip_merge()  # saved progress stays under the code, not merged back in this session
    if "done" in qp:
        del qp["done"]
    ss["lessons_flash"] = tx("lessons.reset_done")


# --- per-step state -------------------------------------------------------------------------

def state(lid: str, n: int) -> dict[str, Any]:
    allst: dict[str, dict[str, Any]] = ss.setdefault("lessons_state", {})
    return allst.setdefault(f"{lid}.{n}", {"fb": None, "hints": 0, "frame": 0, "shown": False})


def key(kind: str, lid: str, n: int) -> str:
    return f"lessons_{kind}_{lid}_{n}"


def judge(lid: str, n: int, text: str, shown: bool = False) -> None:
    lesson = BY_ID[lid]
    step = lesson.step(n)
    assert step is not None
    fb = L.attempt(step, text)
    st_ = state(lid, n)
    st_["fb"] = fb
    st_["shown"] = shown
    record_lesson(lid, n, fb)
    if fb.ok:
        mark_done(lid, n)


def on_typed(lid: str, n: int) -> None:
    judge(lid, n, str(ss.get(key("input", lid, n), "")))


def on_picked(lid: str, n: int, text: str) -> None:
    """The card picker sent an action: it is written in the box (notation is learnt by
    watching it being written) and judged exactly as sent."""
    ss[key("input", lid, n)] = text
    judge(lid, n, text)


def _note(message: str) -> L.Feedback:
    """A message about the clicked cards (already in the page's language)."""
    return L.Feedback(False, "input", message, message)


def on_show_me(lid: str, n: int) -> None:
    step = BY_ID[lid].step(n)
    assert step is not None
    ss[key("input", lid, n)] = step.solutions[0]
    st_ = state(lid, n)
    st_["fb"] = L.show_me(step)
    st_["shown"] = True
    record_lesson(lid, n, st_["fb"])
    mark_done(lid, n)


def on_retry(lid: str, n: int) -> None:
    st_ = state(lid, n)
    st_["fb"] = None
    st_["shown"] = False
    reset_picker(key("pick", lid, n))  # a new try starts from no cards picked (typed text stays)


def on_hint(lid: str, n: int) -> None:
    st_ = state(lid, n)
    st_["hints"] = min(L.HINT_RUNGS, st_["hints"] + 1)


def on_demo(lid: str, n: int, delta: int) -> None:
    step = BY_ID[lid].step(n)
    assert step is not None
    st_ = state(lid, n)
    st_["frame"] = 0 if delta == 0 else max(0, min(len(step.actions), st_["frame"] + delta))
    if st_["frame"] == len(step.actions):
        mark_done(lid, n)
        record_lesson_done(lid, n)


def on_legal_answer(lid: str, n: int, says_legal: bool) -> None:
    step = BY_ID[lid].step(n)
    assert step is not None
    st_ = state(lid, n)
    st_["tries"] = st_.get("tries", 0) + 1
    fb = L.answer_legal(step, says_legal, st_["tries"])
    st_["fb"] = fb
    record_lesson(lid, n, fb, answer="legal" if says_legal else "illegal")
    if fb.kind != "wrong-answer":  # answered (rightly, or revealed after the last try)
        mark_done(lid, n)


def on_score_answer(lid: str, n: int) -> None:
    step = BY_ID[lid].step(n)
    assert step is not None
    st_ = state(lid, n)
    answer = str(ss.get(key("score", lid, n), "")).strip()
    if st_.get("fb") is not None and st_.get("answer") == answer:
        return  # Enter, then Check, on the same number: one answer, one try
    st_["answer"] = answer
    fb = L.answer_score(step, answer, st_.get("tries", 0) + 1)
    st_["tries"] = fb.tries
    st_["fb"] = fb
    record_lesson(lid, n, fb, answer=str(ss.get(key("score", lid, n), "")))
    if fb.ok:
        mark_done(lid, n)


def on_score_reveal(lid: str, n: int) -> None:
    step = BY_ID[lid].step(n)
    assert step is not None
    state(lid, n)["fb"] = L.reveal_score(step)
    record_lesson(lid, n, state(lid, n)["fb"])
    mark_done(lid, n)


# --- the lesson list ------------------------------------------------------------------------

def show_list() -> None:
    st.title(tx("lessons.title"))
    st.markdown(tx("lessons.intro"))
    done = progress()
    total = sum(len(x.steps) for x in LESSONS)
    n_done = sum(len(done.get(x.id, set())) for x in LESSONS)
    st.progress(n_done / total if total else 0.0, text=tx("lessons.progress_all", done=n_done,
                                                            total=total))
    flash = ss.pop("lessons_flash", None)
    if flash:
        st.success(flash)
    suggested = next((x.id for x in LESSONS if len(done.get(x.id, set())) < len(x.steps)), None)
    for i, lesson in enumerate(LESSONS, start=1):
        steps_done = len(done.get(lesson.id, set()))
        with st.container(border=True):
            left, right = st.columns([4, 1.3], vertical_alignment="center")
            with left:
                badge = f"  :green-badge[{tx('lessons.finished_badge')}]" if (
                    steps_done == len(lesson.steps)) else ""
                st.markdown(f"#### {i}. {md_escape(lesson.title(lang))}{badge}")
                st.markdown(lesson.summary(lang))
                rules = " · ".join(f"[{md_escape(rule_title(s, lang))}]({rule_url(s, lang)})"
                                   for s in lesson.teaches)
                st.caption(f"{tx('lessons.teaches')} {rules}")
            with right:
                st.progress(steps_done / len(lesson.steps),
                            text=tx("lessons.steps_done", done=steps_done,
                                    total=len(lesson.steps)))
                if steps_done == 0:
                    label, target = tx("lessons.start"), 1
                elif steps_done == len(lesson.steps):
                    label, target = tx("lessons.review"), 1
                else:
                    label = tx("lessons.continue")
                    target = L.resume_step(lesson, done.get(lesson.id, set()))
                st.button(label, key=f"lessons_open_{lesson.id}", on_click=go,
                          args=(lesson.id, target),
                          type="primary" if lesson.id == suggested else "secondary",
                          use_container_width=True)
    if n_done:
        st.markdown(tx("lessons.resume_link"))
        st.code(page_url(done=L.encode_progress(done, LESSONS), lang=lang), language=None)
        st.button(tx("lessons.reset"), key="lessons_reset", on_click=clear_progress)


# --- one step -------------------------------------------------------------------------------

def show_hints(step: L.Step, lid: str, n: int) -> None:
    """The hints revealed so far (one rung per click)."""
    hints = step.hints(lang)
    for i in range(min(state(lid, n)["hints"], len(hints))):
        st.info(f"**{tx('lessons.hint_n', n=i + 1)}** — {hints[i]}", icon=":material/lightbulb:")


def hint_button(step: L.Step, lid: str, n: int) -> None:
    """The next rung of the ladder, if any (call inside a horizontal container)."""
    shown = state(lid, n)["hints"]
    if shown < len(step.hints(lang)):
        st.button(tx("lessons.hint") if shown == 0 else tx("lessons.hint_more"),
                  key=key("hint", lid, n), on_click=on_hint, args=(lid, n),
                  icon=":material/lightbulb:")


def show_feedback(fb: L.Feedback, shown: bool, pos: Position | None = None) -> None:
    if fb.action:
        words = md_escape(action_words(fb.action, lang, pos))
        st.markdown(tx("lessons.shown" if shown else "lessons.you_tried", action=words))
    if fb.kind == "success":
        st.success(fb.message(lang), icon=":material/check_circle:")
    elif fb.kind == "shown":
        st.info(fb.message(lang), icon=":material/visibility:")
    elif fb.kind == "input":
        st.warning(fb.message(lang), icon=":material/keyboard:")
    elif fb.kind == "off-goal":
        st.info(fb.message(lang), icon=":material/my_location:")
    else:
        st.markdown(fb.message(lang))
    if fb.ruling is not None:
        render_ruling(fb.ruling, lang)
    if fb.note(lang):
        st.info(fb.note(lang), icon=":material/school:")


def show_try(step: L.Step, lid: str, n: int) -> None:
    pos = step.position
    assert pos is not None and step.goal is not None
    st_ = state(lid, n)
    fb: L.Feedback | None = st_["fb"]
    alone = pos.rules.alone(pos.turn)  # two or three players: no side to name (profiles.md)
    st.markdown(tx("lessons.you_are_alone" if alone else "lessons.you_are",
                   seat=seat_name(pos.turn, lang),
                   side="" if alone else side_name(SIDE_OF[pos.turn], lang),
                   goal=L.goal_text(step.goal, step.goal_rank, lang)))
    solved = fb is not None and fb.ok
    # the answer first, right under the step's text (on a phone it was below the card buttons,
    # off the screen); the cards to try again with follow it
    if fb is not None:
        show_feedback(fb, st_["shown"], pos)
        if fb.kind != "success":  # after "show me" too: the learner may still do it
            st.button(tx("lessons.retry"), key=key("retry", lid, n), on_click=on_retry,
                      args=(lid, n), icon=":material/replay:")
    if not solved:
        card_picker(key("pick", lid, n), pos, lang, on_confirm=partial(on_picked, lid, n),
                    confirm_label=tx("components.picker.try"))
        with st.form(key("form", lid, n), border=False, enter_to_submit=True):
            c1, c2 = st.columns([4, 1], vertical_alignment="bottom")
            c1.text_input(tx("lessons.type_label"), key=key("input", lid, n),
                          placeholder=tx("lessons.type_placeholder"), max_chars=200)
            c2.form_submit_button(tx("lessons.type_submit"), on_click=on_typed, args=(lid, n),
                                  use_container_width=True, type="primary")
            # the box's own examples: notation belongs here, with the box it is typed in
            st.caption(tx("lessons.examples", examples=" · ".join(f"`{e}`" for e in EXAMPLES)))
    if not solved:
        show_hints(step, lid, n)
        with st.container(horizontal=True):
            hint_button(step, lid, n)
            st.button(tx("lessons.show_me"), key=key("showme", lid, n), on_click=on_show_me,
                      args=(lid, n), icon=":material/visibility:")


def show_demo(step: L.Step, lid: str, n: int) -> int:
    """The demo controls and narration; returns the frame to show on the table."""
    frame = state(lid, n)["frame"]
    total = len(step.actions)
    narration = step.narration(lang)
    if frame == 0:
        st.info(tx("lessons.demo_start"), icon=":material/play_circle:")
    for i in range(frame):
        with st.container(border=True):
            st.markdown(tx("lessons.demo_move", n=i + 1, total=total,
                           action=md_escape(action_words(step.actions[i], lang,
                                                         step.frames[i]))))
            st.markdown(narration[i])
    if frame == total:
        st.success(tx("lessons.demo_done"), icon=":material/check_circle:")
    with st.container(horizontal=True):
        st.button(tx("lessons.demo_play"), key=key("demo_next", lid, n), on_click=on_demo,
                  args=(lid, n, 1), disabled=frame >= total, type="primary")
        st.button(tx("lessons.demo_back"), key=key("demo_back", lid, n), on_click=on_demo,
                  args=(lid, n, -1), disabled=frame == 0)
        st.button(tx("lessons.demo_restart"), key=key("demo_restart", lid, n), on_click=on_demo,
                  args=(lid, n, 0), disabled=frame == 0)
    return frame


def show_quiz(step: L.Step, lid: str, n: int) -> None:
    st_ = state(lid, n)
    fb: L.Feedback | None = st_["fb"]
    if step.quiz == "legal":
        st.markdown("##### " + tx("lessons.quiz_legal_q",
                                  action=md_escape(action_words(step.action, lang,
                                                                step.position))))
        answered = fb is not None and fb.kind != "wrong-answer"
        if not answered:
            c1, c2 = st.columns(2)
            c1.button(tx("lessons.quiz_legal_yes"), key=key("quiz_yes", lid, n),
                      icon=":material/check:", on_click=on_legal_answer, args=(lid, n, True),
                      use_container_width=True)
            c2.button(tx("lessons.quiz_legal_no"), key=key("quiz_no", lid, n),
                      icon=":material/block:", on_click=on_legal_answer, args=(lid, n, False),
                      use_container_width=True)
        if fb is not None and not answered:
            st.warning(fb.message(lang), icon=":material/replay:")
        if fb is not None and answered:
            (st.success if fb.ok else st.error)(fb.message(lang))
            if fb.ruling is not None:
                render_ruling(fb.ruling, lang)
            if fb.note(lang):
                st.info(fb.note(lang), icon=":material/school:")
        else:
            show_hints(step, lid, n)
            with st.container(horizontal=True):
                hint_button(step, lid, n)
        return
    assert step.side is not None
    st.markdown("##### " + tx("lessons.quiz_score_q", side=side_name(step.side, lang),
                              part=tx(f"lessons.part.{step.part}")))
    answered = fb is not None and fb.kind in ("success", "revealed")
    if not answered:
        with st.form(key("scoreform", lid, n), border=False, enter_to_submit=True):
            c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
            c1.text_input(tx("lessons.quiz_score_label"), key=key("score", lid, n),
                          max_chars=L.MAX_ANSWER_TEXT)
            c2.form_submit_button(tx("lessons.quiz_check"), on_click=on_score_answer,
                                  args=(lid, n), type="primary", use_container_width=True)
    if fb is not None:
        if fb.kind == "success":
            st.success(fb.message(lang), icon=":material/check_circle:")
        elif fb.kind == "revealed":
            st.info(fb.message(lang))
        else:
            st.warning(fb.message(lang))
        if answered and fb.note(lang):
            st.info(fb.note(lang), icon=":material/school:")
    if not answered:
        show_hints(step, lid, n)
        with st.container(horizontal=True):
            hint_button(step, lid, n)
            st.button(tx("lessons.quiz_reveal"), key=key("reveal", lid, n),
                      on_click=on_score_reveal, args=(lid, n), icon=":material/visibility:")


def show_breakdown(lesson: L.Lesson, step: L.Step) -> None:
    """A score quiz's whole breakdown, once answered — full width, so no column is clipped —
    unless it would answer a later step of the lesson (then only that last step shows it)."""
    fb: L.Feedback | None = state(lesson.id, step.number)["fb"]
    if (step.quiz != "score" or fb is None or fb.kind not in ("success", "revealed")
            or L.breakdown_gives_away(lesson, step)):
        return
    st.markdown(f"**{tx('lessons.breakdown')}**")
    render_breakdown(fb.breakdown, lang)


def show_nav(lesson: L.Lesson, n: int) -> None:
    total = len(lesson.steps)
    c1, _, c3 = st.columns([1, 2, 1])
    if n > 1:
        c1.button(tx("lessons.prev"), key="lessons_prev", on_click=go, args=(lesson.id, n - 1),
                  use_container_width=True)
    if n < total:
        c3.button(tx("lessons.next"), key="lessons_next", on_click=go, args=(lesson.id, n + 1),
                  type="primary", use_container_width=True)
        return
    c3.button(tx("lessons.finish"), key="lessons_finish", on_click=go, args=(None,),
              type="primary", use_container_width=True)
    if n not in progress().get(lesson.id, set()):
        return  # "you finished" only once the last step is done
    st.success(tx("lessons.all_done", title=lesson.title(lang)), icon=":material/celebration:")
    later = [x for x in LESSONS if x.order > lesson.order]
    if later:
        nxt = later[0]
        st.button(tx("lessons.next_lesson", title=nxt.title(lang)), key="lessons_next_lesson",
                  on_click=go, args=(nxt.id, 1))
    else:  # the last lesson: on to a whole deal at the practice table
        if all(len(progress().get(x.id, set())) == len(x.steps) for x in LESSONS):
            if not ss.get("lessons_celebrated"):
                st.balloons()
                ss["lessons_celebrated"] = True
            st.info(tx("lessons.all_lessons_done"))
        st.page_link("app_pages/practice.py", label=tx("practice.from_lessons"),
                     icon=":material/sports_esports:", query_params={"lang": lang})
        st.page_link("app_pages/sandbox.py", label=tx("lessons.to_sandbox"),
                     icon=":material/playing_cards:", query_params={"lang": lang})


def show_to_class(pos: Position, reveal: str) -> None:
    """A link that puts the table as shown here on the classroom's projector (what the step
    hides stays hidden: only the revealed seat's hand travels)."""
    try:
        url = show_url(seat_view(pos, reveal), lang=lang)
    except ShareError:  # too large for a link: nothing to offer
        return
    st.link_button(tx("classroom.show_to_class"), url, icon=":material/co_present:",
                   help=tx("classroom.show_to_class_help"))


def show_step(lesson: L.Lesson, n: int) -> None:
    step = lesson.step(n)
    assert step is not None
    total = len(lesson.steps)
    st.button(tx("lessons.back"), key="lessons_back", on_click=go, args=(None,), type="tertiary",
              icon=":material/arrow_back:")
    st.title(lesson.title(lang))
    if step.kind == "explain":  # reading it is doing it
        mark_done(lesson.id, n)
    done = progress().get(lesson.id, set())
    st.progress(n / total, text=tx("lessons.step_of", n=n, total=total))
    label = tx(f"lessons.kind.{step.kind}")
    tick = f"  :green-badge[{tx('lessons.step_done')}]" if n in done else ""
    heading = f" — {md_escape(step.title(lang))}" if step.title(lang) else ""
    st.subheader(f":orange-badge[{label}]{heading}{tick}")

    table_pos = step.position
    fresh: dict[str, tuple[str, ...]] = {}  # cards the move just put somewhere, highlighted
    if table_pos is None:
        st.markdown(step.text(lang))
    else:
        left, right = st.columns([2, 3], gap="medium")
        with left:
            st.markdown(step.text(lang))
            if step.kind == "try":
                show_try(step, lesson.id, n)
                fb = state(lesson.id, n)["fb"]
                if fb is not None and fb.ok and fb.after is not None:
                    table_pos = fb.after
                    fresh = just_played(step.position, fb.after)
            elif step.kind == "demo":
                frame = show_demo(step, lesson.id, n)
                table_pos = step.frames[frame]
                if frame:
                    fresh = just_played(step.frames[frame - 1], table_pos)
            elif step.kind == "quiz":
                show_quiz(step, lesson.id, n)
        with right:
            if step.kind == "try" and table_pos is not step.position:
                st.caption(tx("lessons.after_title"))
            render_table(table_pos, lang, reveal=step.reveal, fresh=fresh,
                         show_minimum=L.table_shows_minimum(step))
            show_to_class(table_pos, step.reveal)
        show_breakdown(lesson, step)
    st.divider()
    show_nav(lesson, n)
    with st.expander(tx("lessons.copy_link")):
        st.code(page_url(lesson=lesson.id, step=str(n), lang=lang), language=None)


# --- the page -------------------------------------------------------------------------------

if ERRORS:
    st.warning(tx("lessons.broken", errors="; ".join(md_escape(str(e)) for e in ERRORS)))

render_store_notice(lang)
wanted = qp.get("lesson")
if wanted is None:
    show_list()
else:
    lesson = BY_ID.get(str(wanted))
    if lesson is None:
        st.info(tx("lessons.unknown_lesson", value=md_escape(str(wanted)[:MAX_PARAM])))
        go(None)
        show_list()
    else:
        n = L.parse_step_param(qp.get("step"), lesson)
        if n == 0:
            st.info(tx("lessons.unknown_step", lesson=lesson.title(lang),
                       value=md_escape(str(qp.get("step"))[:MAX_PARAM]),
                       count=len(lesson.steps)))
            n = 1
        show_step(lesson, n or 1)
sync_done_param()
