"""The teacher's Homework tab on the class page (issue 39): assign a lesson, a lesson step or a
sandbox situation with an optional due date; who did each item, their tries, the most common
wrong try. A student's "Your homework" is shell/homework.py; the sandbox's side of a homework
situation sandbox/homework.py.

The figures are canasta_app.classes.report's (plain pandas, tested without Streamlit); the store
is reached through shell/learner.py's safe calls. Every title and name is escaped here.
Session keys "class_hw_"."""

from __future__ import annotations

import html
from collections.abc import Sequence
from datetime import date, timedelta
from typing import Any

import streamlit as st

from canasta_app.classes import report as cv
from canasta_app.shell import learner as me_
from canasta_app.store.api import HOMEWORK_TITLE_MAX, ClassInfo, Member, MemberStep
from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t

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


