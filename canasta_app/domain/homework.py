"""A class's homework as facts (no Streamlit): an item in words, the lesson steps it asks
for, whether one student did it, when it is due. Read by the class page's teacher tables
(classes/report.py), "Your homework" (shell/homework.py) and the sandbox's homework banner."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date

from canasta_app.store.api import HomeworkItem
from canasta_app.text.i18n import t


def homework_title(item: HomeworkItem, lessons: Sequence, lang: str) -> str:
    """The item in words: "Lesson: Freezing the pile", "Freezing the pile, step 3: Take it
    with a pair", "Situation: Can West take the pile?". Plain text (escape it to draw it)."""
    lesson = next((x for x in lessons if x.id == item.lesson_id), None)
    if item.kind == "lesson":
        return t("class.hw.lesson", lang, lesson=lesson.title(lang) if lesson else item.lesson_id)
    if item.kind == "step":
        step = lesson.step(item.step or 0) if lesson is not None else None
        return t("class.hw.step", lang, lesson=lesson.title(lang) if lesson else item.lesson_id,
                 step=item.step, title=step.title(lang) if step is not None else "")
    return t("class.hw.sandbox", lang,
             title=item.title or t("class.hw.sandbox_untitled", lang))


def homework_steps(item: HomeworkItem, lessons: Sequence) -> set[int]:
    """The lesson steps an item asks for (none for a sandbox situation)."""
    lesson = next((x for x in lessons if x.id == item.lesson_id), None)
    if lesson is None or item.kind == "sandbox":
        return set()
    if item.kind == "step":
        return {item.step} if item.step else set()
    return {s.number for s in lesson.steps}


def homework_done(item: HomeworkItem, done: Mapping[str, set[int]], sandbox_done: bool,
                  lessons: Sequence) -> bool:
    """Whether one student did the item: every step it asks for done (a lesson, a step), or a
    legal move checked in the situation (sandbox)."""
    if item.kind == "sandbox":
        return sandbox_done
    wanted = homework_steps(item, lessons)
    return bool(wanted) and wanted <= done.get(item.lesson_id or "", set())


def due_words(item: HomeworkItem, lang: str, today: date) -> str:
    if item.due is None:
        return ""
    key = "class.hw.overdue" if item.due < today else "class.hw.due"
    return t(key, lang, date=item.due.isoformat())
