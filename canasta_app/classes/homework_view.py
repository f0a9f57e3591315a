"""Homework on screen (issue 39): the teacher's Homework tab on the class page (assign a
lesson, a lesson step or a sandbox situation with an optional due date; who did each item,
their tries, the most common wrong try), "Your homework" for a student on Home and Class, and
the sandbox's side of a homework situation (the banner, and each checked move recorded).

The figures are canasta_app.classes.report' (plain pandas, tested without Streamlit); the store is
reached through components.learner's safe calls. Every title and name is escaped here.
Session keys "class_hw_" (class page) and "sandbox_hw_" (sandbox)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from datetime import date, timedelta
from typing import Any

import streamlit as st

import canasta_core as cc
from canasta_app.classes import report as cv
from canasta_app.sandbox import model as sb
from canasta_app.shell import learner as me_
from canasta_app.store.api import HOMEWORK_TITLE_MAX, ClassInfo, HomeworkItem, Member, MemberStep
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_app.ui.ruling import md_escape

SHARE_INPUT_MAX = 9000  # characters of a pasted share link (share.MAX_ENCODED and the address)


def _today() -> date:
    return date.today()


# ------------------------------------------------------------------------------ the teacher


def _assign(info: ClassInfo, lessons: Sequence, lang: str) -> None:
    ss = st.session_state
    ss.pop("class_hw_problem", None)
    kind = str(ss.get("class_hw_kind") or "lesson")
    due = ss.get("class_hw_due") if ss.get("class_hw_has_due") else None
    lesson_id = str(ss.get("class_hw_lesson") or lessons[0].id)
    kwargs: dict[str, Any] = {"due": due}
    if kind == "sandbox":
        code = cv.share_code_of(str(ss.get("class_hw_share") or ""))
        if code is None:
            ss["class_hw_problem"] = "class.hw.share_bad"
            return
        kwargs.update(share=code, title=str(ss.get("class_hw_title") or "") or None)
    else:
        kwargs["lesson_id"] = lesson_id
        if kind == "step":
            kwargs["step"] = int(ss.get("class_hw_step") or 1)
    done = me_.safe(lambda s: s.assign_homework(info.id, kind, **kwargs), None)
    if done is None:
        ss["class_hw_flash"] = ("error", "class.join.down")
        return
    ss["class_hw_flash"] = ("success", "class.hw.assigned")
    ss["class_hw_share"] = ""
    ss["class_hw_title"] = ""


def _remove(info: ClassInfo, homework_id: int) -> None:
    me_.safe(lambda s: s.remove_homework(info.id, homework_id), None)
    st.session_state["class_hw_flash"] = ("info", "class.hw.removed")


def assign_form(info: ClassInfo, lessons: Sequence, lang: str) -> None:
    ss = st.session_state
    kinds = ["lesson", "step", "sandbox"]
    kind = st.radio(t("class.hw.kind", lang), kinds, horizontal=True, key="class_hw_kind",
                    format_func=lambda k: t(KEYS.HW_KIND[k], lang))
    if kind in ("lesson", "step"):
        by_id = {x.id: x for x in lessons}
        lesson_id = st.selectbox(t("class.hw.pick_lesson", lang), list(by_id),
                                 format_func=lambda i: by_id[i].title(lang),
                                 key="class_hw_lesson")
        if kind == "step":
            lesson = by_id[lesson_id]
            numbers = [s.number for s in lesson.steps]
            if ss.get("class_hw_step") not in numbers:
                ss["class_hw_step"] = numbers[0]
            st.selectbox(t("class.hw.pick_step", lang), numbers, key="class_hw_step",
                         format_func=lambda n: f"{n}. {lesson.step(n).title(lang)}")
    else:
        st.text_input(t("class.hw.share", lang), key="class_hw_share",
                      max_chars=SHARE_INPUT_MAX, help=t("class.hw.share_help", lang))
        if ss.get("class_hw_problem"):
            st.warning(t(ss["class_hw_problem"], lang), icon=":material/link_off:")
        st.text_input(t("class.hw.share_title", lang), key="class_hw_title",
                      max_chars=HOMEWORK_TITLE_MAX,
                      help=t("class.hw.share_title_help", lang, max=HOMEWORK_TITLE_MAX))
    has_due = st.checkbox(t("class.hw.has_due", lang), key="class_hw_has_due")
    if has_due:
        st.date_input(t("class.hw.due_label", lang), key="class_hw_due",
                      value=_today() + timedelta(days=7), min_value=_today(),
                      format="YYYY-MM-DD")
    st.button(t("class.hw.assign_btn", lang), key="class_hw_assign", type="primary",
              icon=":material/assignment_add:", on_click=_assign, args=(info, lessons, lang))


def teacher_tab(info: ClassInfo, roster: Sequence[Member], steps: Sequence[MemberStep],
                lessons: Sequence, lang: str) -> None:
    """The class page's Homework tab: what is assigned, who did it, and the form to assign."""
    ss = st.session_state
    flash = ss.pop("class_hw_flash", None)
    if flash:
        getattr(st, flash[0])(t(flash[1], lang))
    items = me_.safe(lambda s: s.homework_of_class(info.id), [])
    if not items:
        st.info(t("class.hw.empty", lang), icon=":material/assignment:")
    else:
        wrong = me_.safe(lambda s: s.common_wrong_tries(info.id, limit=2000), [])
        tries = me_.safe(lambda s: s.sandbox_homework_tries(info.id), [])
        sbx_wrong = me_.safe(lambda s: s.sandbox_homework_wrong(info.id), [])
        frame = cv.homework_frame(items, roster, steps, wrong, tries, sbx_wrong, lessons, lang)
        st.caption(t("class.hw.caption", lang))
        # a static table whose cells wrap: in a data grid the names and the wrong try were cut
        # and its last columns were off screen at 1366 px (issue 39)
        st.html(table_html(frame))
        titles = {h.id: cv.homework_title(h, lessons, lang) for h in items}
        c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
        who = c1.selectbox(t("class.hw.col.item", lang), list(titles),
                           format_func=titles.__getitem__, key="class_hw_remove_which")
        c2.button(t("class.hw.remove", lang), key="class_hw_remove", on_click=_remove,
                  args=(info, int(who)), icon=":material/delete:")
    with st.expander(t("class.hw.assign", lang), icon=":material/assignment_add:",
                     expanded=not items):
        assign_form(info, lessons, lang)


# ------------------------------------------------------------------------------ students


#: the homework table: the names and the wrong try wrap; the due date, "3 of 5" and the tries
#: stay on one line each (columns 2, 3 and 6)
_CSS_TABLE = """<style>
.cc-hw-table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
.cc-hw-table th { text-align: left; font-weight: 600; opacity: 0.85; }
.cc-hw-table th, .cc-hw-table td { padding: 0.45rem 0.6rem; vertical-align: top;
  border-bottom: 1px solid rgba(255, 255, 255, 0.18); }
.cc-hw-table td { overflow-wrap: break-word; }
.cc-hw-table :is(td, th):is(:nth-child(2), :nth-child(3), :nth-child(6)) {
  white-space: nowrap; overflow-wrap: normal; }
.cc-hw-table :is(td, th):nth-child(6) { text-align: right; }
</style>"""


def table_html(frame: Any) -> str:
    """The Homework table as a plain HTML table whose cells wrap (a data grid cut the names
    and the wrong try, and its last columns were off screen at 1366 px: issue 39). Every
    cell is escaped: nicknames and titles are the users' text."""
    head = "".join(f"<th scope=\"col\">{html.escape(str(c))}</th>" for c in frame.columns)
    rows = "".join("<tr>" + "".join(f"<td>{html.escape(str(v))}</td>" for v in row) + "</tr>"
                   for row in frame.itertuples(index=False))
    return (f'{_CSS_TABLE}<div class="st-key-class_hw_table"><table class="cc-hw-table">'
            f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>")


def _first_open_step(item: HomeworkItem, done: set[int], lessons: Sequence) -> int:
    wanted = sorted(cv.homework_steps(item, lessons))
    return next((n for n in wanted if n not in done), wanted[0] if wanted else 1)


def student_list(lang: str, class_id: int | None = None, *, empty_note: bool = True) -> None:
    """"Your homework": every item of the learner's classes (or of one class), soonest due
    first, each with its state and a link that opens it."""
    from canasta_app.lessons.model import catalogue

    me = me_.current()
    if me is None:
        return
    rows = me_.safe(lambda s: s.homework_for_learner(me.id), [])
    if class_id is not None:
        rows = [(n, h) for n, h in rows if h.class_id == class_id]
    if not rows:
        if empty_note:
            st.caption(t("class.hw.none", lang))
        return
    lessons, _ = catalogue()
    done = me_.safe(lambda s: s.done_steps(me.id), {})
    sbx = me_.safe(lambda s: s.sandbox_homework_done(me.id), set())
    today = _today()
    several = len({n for n, _ in rows}) > 1
    with st.container(border=True, key=f"hw_list_{class_id or 'all'}"):
        st.markdown("**" + md_escape(t("class.hw.title", lang)) + "**")
        for name, item in rows:
            ok = cv.homework_done(item, done, item.id in sbx, lessons)
            state = t("class.hw.done" if ok else "class.hw.todo", lang)
            bits = [state]
            when = cv.due_words(item, lang, today)
            if when:
                bits.append(when)
            if several:
                bits.append(name)
            label = md_escape(cv.homework_title(item, lessons, lang))
            icon = ":material/task_alt:" if ok else ":material/assignment:"
            if item.kind == "sandbox":
                st.page_link("canasta_app/sandbox/sandbox.py", label=label, icon=icon,
                             query_params={"s": item.share or "", "hw": str(item.id),
                                           "lang": lang})
            else:
                n = _first_open_step(item, done.get(item.lesson_id or "", set()), lessons)
                st.page_link("canasta_app/lessons/lessons.py", label=label, icon=icon,
                             query_params={"lesson": item.lesson_id or "", "step": str(n),
                                           "lang": lang})
            st.caption(md_escape(" · ".join(bits)))


# ------------------------------------------------------------------------------ the sandbox


def sandbox_hook(raw: Any) -> Callable[[sb.History, str, cc.Ruling], None] | None:
    """For `?hw=ID` in the sandbox: the listener that records this learner's checked moves
    while the situation on the table is the homework's (a move checked after the student
    changed the position is theirs, not the homework's). None when there is no such item or
    the learner is not in its class (record_homework_try says so)."""
    item = homework_in_link(raw)
    me = me_.current()
    if item is None or me is None or not item.share:
        return None
    from canasta_app.shell.share import ShareError, decode_share

    try:
        shared = decode_share(item.share)
    except (ShareError, ValueError):
        return None

    def heard(history: sb.History, action: str, ruling: cc.Ruling) -> None:
        if history.start != shared.position or tuple(history.actions) != tuple(shared.history):
            return
        slug = ruling.rule if not ruling.legal else None
        me_.safe(lambda s: s.record_homework_try(item.id, me.id, action, ruling.legal, slug),
                 None)
        st.session_state["sandbox_hw_tried"] = True

    return heard


def homework_in_link(raw: Any) -> HomeworkItem | None:
    """The sandbox homework `?hw=` names, looked up once per session and id."""
    ss = st.session_state
    try:
        hw_id = int(str(raw)[:12])
    except (TypeError, ValueError):
        return None
    cached = ss.get("sandbox_hw_item")
    if cached is not None and cached[0] == hw_id:
        item: HomeworkItem | None = cached[1]
        return item
    item = me_.safe(lambda s: s.homework_item(hw_id), None)
    if item is not None and item.kind != "sandbox":
        item = None
    ss["sandbox_hw_item"] = (hw_id, item)
    return item


def sandbox_banner(raw: Any, lang: str) -> None:
    """Above the sandbox: which homework this is, and whether it is done."""
    item = homework_in_link(raw)
    me = me_.current()
    if item is None or me is None:
        return
    title = item.title or t("class.hw.sandbox_untitled", lang)
    done = item.id in me_.safe(lambda s: s.sandbox_homework_done(me.id), set())
    text = (md_escape(t("class.hw.banner", lang, title=title)) + "\n\n"
            + t("class.hw.banner_done" if done else "class.hw.banner_todo", lang))
    (st.success if done else st.info)(text, icon=":material/assignment:")
