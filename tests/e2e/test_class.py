"""A class in the browser: a teacher creates it at 1280×720, a phone (390×844) and a desktop
join with the code, a student makes a wrong lesson try, the class follows a live deal, answers
"What would you play?" and the answers reach the projector; after a server restart everything is
still there. The server here is the test's own (its own database file, restarted mid-test).

Every open class page refreshes itself every second (canasta_app/classes/live_student.py), so
each student is a browser's whole work for as long as it is open: two students (the hostile and
other nicknames are the page's tests' in tests/app/test_class_page.py), the lesson try in a tab
of its own beside the class page, and the desktop (a tab of the teacher's browser) closed before
the restart."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.words import before, says

from canasta_app.ui.ruling import rule_title

from .classes import DESKTOP, PHONE, PROJECTOR, create_class, device, idle, join, join_in
from .helpers import restart, site_of_its_own
from .locators import CLASSROOM, LIVE

pytestmark = pytest.mark.e2e


@pytest.fixture()
def site(tmp_path: Path) -> Iterator[dict[str, Any]]:
    yield from site_of_its_own(tmp_path, "class.db")


def test_a_class_from_joining_to_a_live_poll_survives_a_restart(
        browser: Any, site: dict[str, Any], shot: Any) -> None:
    url = site["url"]
    teacher_ctx = device(browser, PROJECTOR)
    teacher = teacher_ctx.new_page()
    code, secret = create_class(teacher, url, "Tuesday 6 pm")
    teacher_url = teacher.url
    shot(teacher, "teacher-class")

    # the phone in a browser of its own; the desktop in a tab of the teacher's browser, at its
    # own size (a student is the personal code in the tab's address, nothing in cookies): a
    # browser of its own was one more cold load of Streamlit's frontend
    desktop = teacher_ctx.new_page()
    desktop.set_viewport_size(DESKTOP)
    students = [join(browser, url, code, "Ana", PHONE),
                join_in(desktop, url, code, "<script>alert(1)</script>")]
    assert "<script>alert(1)</script>" in students[1].inner_text("body")  # shown as text

    # a wrong lesson try from the phone, under its personal code, in a second tab (the first
    # stays on the class page)
    me = re.search(r"[?&]me=([A-Z0-9]+)", students[0].url).group(1)
    lesson = students[0].context.new_page()
    lesson.goto(f"{url}/lessons?lesson=freezing&step=3&me={me}")
    idle(lesson)
    lesson.get_by_role("textbox", name=says("lessons.type_label")).fill("take 8C 2C")
    lesson.get_by_role("button", name=says("lessons.type_submit"), exact=True).click()
    lesson.get_by_text(says("lessons.quiz_legal_no")).first.wait_for()
    lesson.close()

    # the teacher goes live from the Classroom and steps through the deal
    teacher.goto(f"{url}/classroom?live={secret}")
    idle(teacher)
    teacher.get_by_role("button", name=says("live.host.start")).click()
    teacher.get_by_text(before("live.host.on", "seen", step=0, members=2)).wait_for()
    for s in students:
        s.get_by_text(before("live.student.move", "total", step=0)).wait_for()
    for n in range(1, 3):  # move 2: East to play, four choices (canasta_app/domain/live.py)
        teacher.locator(CLASSROOM.step).get_by_role(
            "button", name=says("classroom.btn.step")).first.click()
        idle(teacher)
        for s in students:
            s.get_by_text(before("live.student.move", "total", step=n)).wait_for()  # how fast: benchmarks/class_load.py

    teacher.get_by_role("button", name=says("live.host.ask")).click()
    for s in students:
        s.get_by_text(before("live.student.question", "seat")).wait_for()
    phone = students[0]
    sizes = phone.evaluate("""(sel) => {
        const box = document.querySelector(sel);
        const btn = [...box.querySelectorAll('button')].filter(b => b.offsetParent);
        const txt = [...box.querySelectorAll('p')].filter(p => p.offsetParent && p.innerText.trim());
        return {btn: Math.min(...btn.map(b => b.getBoundingClientRect().height)),
                font: Math.min(...txt.map(p => parseFloat(getComputedStyle(p).fontSize)))};
    }""", LIVE.student)
    assert sizes["btn"] >= 40 and sizes["font"] >= 14, sizes
    shot(phone, "phone-question")
    for i, s in enumerate(students):
        s.locator(f"{LIVE.poll} button").nth(i % 2).click()
        s.get_by_text(before("live.student.yours", "move")).wait_for()
    answers = teacher.get_by_text(says("live.host.answers", count=len(students)))
    answers.wait_for()
    shot(teacher, "projector-answers", answers)
    teacher.get_by_role("button", name=says("live.host.reveal")).click()
    for s in students:
        s.get_by_text(before("live.student.revealed", "move")).wait_for()

    # restart the server: the class, its students and their progress are still there (the
    # desktop is done: closed; the phone leaves its class page and comes back to its personal
    # link after: open, each would reconnect to the new server and rerun beside the checks)
    students[1].close()
    phone.goto("about:blank")
    restart(site)
    teacher.goto(teacher_url)
    teacher.get_by_text(says("class.teacher.students", count=len(students))).wait_for()
    body = teacher.inner_text("body")
    assert "Tuesday 6 pm" in body
    teacher.get_by_role("tab", name=says("class.tab.wrong")).click()
    teacher.get_by_text(rule_title("pile.frozen", "en")).first.wait_for()
    assert "pile.frozen" not in teacher.inner_text("body")  # the rule in words, no slug
    shot(teacher, "teacher-after-restart")
    phone.goto(f"{url}/class?me={me}")
    phone.get_by_text(says("class.mine.as", name="Tuesday 6 pm", nick="Ana")).wait_for()
    teacher_ctx.close()
    phone.context.close()
