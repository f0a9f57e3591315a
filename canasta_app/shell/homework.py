"""A student's homework on screen: "Your homework" on Home and on the class page, every item
of the learner's classes soonest due first, with its state and a link that opens it. The store
is reached through shell/learner.py's safe calls; every title is escaped here."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import streamlit as st

from canasta_app.domain.homework import due_words, homework_done, homework_steps, homework_title
from canasta_app.domain.lesson_loading import catalogue
from canasta_app.shell import learner as me_
from canasta_app.store.api import HomeworkItem
from canasta_app.text.i18n import t
from canasta_app.ui.ruling import md_escape


def _first_open_step(item: HomeworkItem, done: set[int], lessons: Sequence) -> int:
    wanted = sorted(homework_steps(item, lessons))
    return next((n for n in wanted if n not in done), wanted[0] if wanted else 1)


def student_list(lang: str, class_id: int | None = None, *, empty_note: bool = True) -> None:
    """"Your homework": every item of the learner's classes (or of one class), soonest due
    first, each with its state and a link that opens it."""
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
    today = date.today()
    several = len({n for n, _ in rows}) > 1
    with st.container(border=True, key=f"hw_list_{class_id or 'all'}"):
        st.markdown("**" + md_escape(t("class.hw.title", lang)) + "**")
        for name, item in rows:
            ok = homework_done(item, done, item.id in sbx, lessons)
            state = t("class.hw.done" if ok else "class.hw.todo", lang)
            bits = [state]
            when = due_words(item, lang, today)
            if when:
                bits.append(when)
            if several:
                bits.append(name)
            label = md_escape(homework_title(item, lessons, lang))
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
