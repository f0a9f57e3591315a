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

from .helpers import (
    APP_IDLE,
    RUN_TIMEOUT_MS,
    site_of_its_own,
    sqlite_url,
    start_server,
    stop_server,
)
from .locators import LIVE

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}
PROJECTOR = {"width": 1280, "height": 720}
DESKTOP = {"width": 1366, "height": 800}
WAIT_MS = RUN_TIMEOUT_MS  # generous: a loaded machine (30 s was too short at a load of 23)


@pytest.fixture()
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    monkeypatch.setenv("CANASTA_DATABASE_URL", sqlite_url(tmp_path, "class.db"))
    yield from site_of_its_own(tmp_path)


def idle(page: Any) -> None:
    page.wait_for_selector(APP_IDLE, timeout=WAIT_MS)


def join(browser: Any, url: str, code: str, nick: str, viewport: dict[str, int]) -> Any:
    """A student in a browser of their own (a new context) joins the class: its page."""
    phone = viewport["width"] < 500
    ctx = browser.new_context(viewport=viewport, is_mobile=phone, has_touch=phone)
    ctx.set_default_timeout(WAIT_MS)
    return join_in(ctx.new_page(), url, code, nick)


def join_in(page: Any, url: str, code: str, nick: str) -> Any:
    """A new student joins the class in this tab: the tab, waiting for the teacher. A browser
    remembers its student (a cookie, read when a tab's session starts), so the browser's
    cookies are cleared first: two tabs of one browser are then two students, as two devices
    are (tests/e2e/test_class_term.py tests the remembering)."""
    page.context.clear_cookies()
    page.goto(f"{url}/class?join={code}")
    idle(page)
    page.get_by_role("textbox", name="Your nickname").fill(nick)
    page.get_by_role("button", name="Join", exact=True).click()
    page.get_by_text("Waiting for your teacher").wait_for()
    return page


def create_class(teacher: Any, url: str, name: str) -> tuple[str, str]:
    """A teacher creates a class on the Class page: (its join code, its teacher secret)."""
    teacher.goto(f"{url}/class")
    idle(teacher)
    teacher.get_by_text("Start a class (teachers)").click()
    teacher.get_by_role("textbox", name="Class name").fill(name)
    teacher.get_by_role("button", name="Create the class", exact=True).click()
    teacher.get_by_text("Join code:").wait_for()
    code = re.search(r"Join code: ([A-Z0-9]{6})", teacher.inner_text("body")).group(1)
    return code, re.search(r"[?&]t=([^&]+)", teacher.url).group(1)


def test_a_class_from_joining_to_a_live_poll_survives_a_restart(
        browser: Any, site: dict[str, Any], shot: Any) -> None:
    url = site["url"]
    teacher_ctx = browser.new_context(viewport=PROJECTOR)
    teacher_ctx.set_default_timeout(WAIT_MS)
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
    lesson.get_by_role("textbox", name="…or type the action").fill("take 8C 2C")
    lesson.get_by_role("button", name="Try it", exact=True).click()
    lesson.get_by_text("Not legal").first.wait_for()
    lesson.close()

    # the teacher goes live from the Classroom and steps through the deal
    teacher.goto(f"{url}/classroom?live={secret}")
    idle(teacher)
    teacher.get_by_role("button", name="Go live").click()
    teacher.get_by_text("Live: students see move 0").wait_for()
    for s in students:
        s.get_by_text("Move 0 of").wait_for()
    for n in range(1, 3):  # move 2: East to play, four choices (canasta_app/domain/live.py)
        teacher.get_by_role("button", name=re.compile("Next")).first.click()
        idle(teacher)
        for s in students:
            s.get_by_text(f"Move {n} of").wait_for()  # how fast: benchmarks/class_load.py

    teacher.get_by_role("button", name="Ask: what would you play?").click()
    for s in students:
        s.get_by_text("What would you play?").wait_for()
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
        s.get_by_text("Your answer:").wait_for()
    teacher.get_by_text(f"{len(students)} answers").wait_for()
    shot(teacher, "projector-answers", teacher.get_by_text(f"{len(students)} answers"))
    teacher.get_by_role("button", name="Reveal the answer").click()
    for s in students:
        s.get_by_text("The answer:").wait_for()

    # restart the server: the class, its students and their progress are still there (the
    # desktop is done: closed; the phone leaves its class page and comes back to its personal
    # link after: open, each would reconnect to the new server and rerun beside the checks)
    students[1].close()
    phone.goto("about:blank")
    stop_server(site["proc"])
    site["proc"], _ = start_server(site["port"], site["log"])
    teacher.goto(teacher_url)
    teacher.get_by_text(f"{len(students)} students").wait_for()
    body = teacher.inner_text("body")
    assert "Tuesday 6 pm" in body
    teacher.get_by_role("tab", name="Common wrong tries").click()
    teacher.get_by_text("The frozen pile").first.wait_for()
    assert "pile.frozen" not in teacher.inner_text("body")  # the rule in words, no slug
    shot(teacher, "teacher-after-restart")
    phone.goto(f"{url}/class?me={me}")
    phone.get_by_text("Tuesday 6 pm — you are Ana").wait_for()
    teacher_ctx.close()
    phone.context.close()
