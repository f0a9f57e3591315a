"""A class over a term, in the browser (issue 39): two meetings a "week" apart, the server
restarted between them. Students are remembered by their device (a cookie set by the page):
a phone that closed its tab comes back as the same student; a name already in the class is
refused with a free one; a student continues on a second device with their personal code; the
teacher finds "My classes" on the device that made the class, and opens it on another device
with the teacher code. The server is the test's own (its own database file)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from .helpers import (
    APP_IDLE,
    RUN_TIMEOUT_MS,
    site_of_its_own,
    sqlite_url,
    start_server,
    stop_server,
)

pytestmark = pytest.mark.e2e
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 800}
WAIT_MS = RUN_TIMEOUT_MS


@pytest.fixture()
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    monkeypatch.setenv("CANASTA_DATABASE_URL", sqlite_url(tmp_path, "term.db"))
    yield from site_of_its_own(tmp_path)


def idle(page: Any) -> None:
    page.wait_for_selector(APP_IDLE, timeout=WAIT_MS)


def remembered(ctx: Any) -> None:
    """Wait until the device keeps its learner (the cookie a script of the page sets after the
    run): a tab opened before that is a new visitor, as it would be for a person that quick."""
    import time

    from canasta_app.shell.device import ME

    deadline = time.monotonic() + WAIT_MS / 1000
    while not any(c["name"] == ME for c in ctx.cookies()):
        assert time.monotonic() < deadline, "the device never kept its learner"
        time.sleep(0.1)


def device(browser: Any, viewport: dict[str, int]) -> Any:
    phone = viewport["width"] < 500
    ctx = browser.new_context(viewport=viewport, is_mobile=phone, has_touch=phone)
    ctx.set_default_timeout(WAIT_MS)
    return ctx


def open_class(ctx: Any, url: str, query: str = "") -> Any:
    page = ctx.new_page()
    page.goto(f"{url}/class{query}")
    idle(page)
    return page


def join(page: Any, code: str, nick: str) -> None:
    page.get_by_role("textbox", name="Join code").fill(code)
    page.get_by_role("textbox", name="Your nickname").fill(nick)
    page.get_by_role("button", name="Join", exact=True).click()
    idle(page)


def personal_code(page: Any) -> str:
    page.get_by_text("Your personal code:").wait_for()
    found = re.search(r"Your personal code: ([A-Z0-9]{4}-[A-Z0-9]{4})", page.inner_text("body"))
    assert found, page.inner_text("body")
    return found.group(1)


def test_students_and_the_teacher_are_remembered_over_two_meetings(
        browser: Any, site: dict[str, Any], shot: Any) -> None:
    url = site["url"]
    teacher_dev = device(browser, DESKTOP)
    teacher = open_class(teacher_dev, url)
    teacher.get_by_text("Start a class (teachers)").click()
    teacher.get_by_role("textbox", name="Class name").fill("Thursday club")
    teacher.get_by_role("button", name="Create the class", exact=True).click()
    teacher.get_by_text("Join code:").wait_for()
    code = re.search(r"Join code: ([A-Z0-9]{6})", teacher.inner_text("body")).group(1)

    # meeting 1: Carla joins on her phone; the code is shown right after joining
    carla_phone = device(browser, PHONE)
    carla = open_class(carla_phone, url, f"?join={code}")
    carla.get_by_text("Up to 30 characters.").wait_for()  # the cap, said at the field
    join(carla, code, "Carla")
    carla.get_by_text("Thursday club — you are Carla").wait_for()
    carla_code = personal_code(carla)
    carla.get_by_text("Continue on another device").wait_for()
    shot(carla, "phone-joined", carla.get_by_text("Your personal code:"))
    carla.get_by_text("Waiting for your teacher").wait_for()

    # another student pastes a name far too long, then tries Carla's
    ben_phone = device(browser, PHONE)
    ben = open_class(ben_phone, url, f"?join={code}")
    box = ben.get_by_role("textbox", name="Your nickname")
    box.fill("B" * 200)
    box.press("Tab")
    idle(ben)
    ben.get_by_text("Nicknames are at most 30 characters").wait_for()
    expect(box).to_have_value("B" * 30)
    shot(ben, "phone-nick-cut", ben.get_by_text("Nicknames are at most 30"))
    join(ben, code, "carla")
    ben.get_by_text("Someone in this class is already called").wait_for()
    shot(ben, "phone-nick-taken", ben.get_by_text("Someone in this class"))
    ben.get_by_role("button", name="Use “carla 2”").click()
    idle(ben)
    expect(box).to_have_value("carla 2")
    join(ben, code, "Ben")
    ben.get_by_text("Thursday club — you are Ben").wait_for()

    # Carla closes the tab and opens the site again on the same phone: she is Carla
    carla.close()
    carla = open_class(carla_phone, url)
    carla.get_by_text("Thursday club — you are Carla").wait_for()
    assert personal_code(carla) == carla_code

    # the week passes: the server restarts
    for page in (carla, ben):
        page.close()
    teacher.close()
    stop_server(site["proc"])
    site["proc"], _ = start_server(site["port"], site["log"])

    # meeting 2: the teacher's device shows My classes; the phones are the same students
    teacher = open_class(teacher_dev, url)
    teacher.get_by_text("My classes").wait_for()
    shot(teacher, "teacher-my-classes")
    teacher.get_by_role("button", name="Open “Thursday club”").click()
    teacher.get_by_text(f"Join code: {code}").wait_for()
    teacher.get_by_text("2 students").wait_for()
    carla = open_class(carla_phone, url)
    carla.get_by_text("Thursday club — you are Carla").wait_for()
    shot(carla, "phone-week-two")

    # homework: the teacher assigns a situation from the sandbox (its share link) with a due
    # date; Carla sees it on her phone, opens it, checks a legal move: done, and the
    # teacher's table says so
    import canasta_core as cc
    from canasta_app.shell.share import encode_state

    teacher.get_by_role("tab", name="Homework").click()
    teacher.get_by_text("No homework assigned yet.").wait_for()
    teacher.get_by_text("A situation from the sandbox").click()
    idle(teacher)
    shot(teacher, "teacher-assign")
    link = f"{url}/sandbox?s={encode_state(cc.deal(7), [])}&lang=en"
    teacher.get_by_role("textbox", name="The sandbox's share link or code").fill(link)
    teacher.get_by_role("textbox", name="What to ask (students see it)").fill(
        "Can South draw now?")
    teacher.get_by_text("Set a due date").click()
    idle(teacher)
    teacher.get_by_role("button", name="Assign", exact=True).click()
    teacher.get_by_text("Assigned to the class.").wait_for()
    carla.reload()
    idle(carla)
    carla.get_by_text("Your homework").wait_for()
    shot(carla, "phone-homework", carla.get_by_text("Your homework"))
    carla.get_by_role("link", name="Situation: Can South draw now?").click()
    carla.get_by_text("Homework: Can South draw now?").wait_for()
    carla.get_by_text("Type the action").click()
    carla.get_by_role("textbox", name="The action, in the notation").fill("draw")
    carla.get_by_role("button", name="Check", exact=True).click()
    idle(carla)
    carla.reload()
    carla.get_by_text("Done: you checked a legal move").wait_for()
    shot(carla, "phone-homework-done")
    teacher.reload()
    idle(teacher)
    teacher.get_by_role("tab", name="Homework").click()
    teacher.get_by_text("who did it, their tries").wait_for()
    shot(teacher, "teacher-homework", teacher.get_by_text("who did it, their tries"))
    # every column on screen at 1366 px, the last one too (a data grid cut it off)
    fit = teacher.locator(".cc-hw-table").evaluate(
        "t => { const main = t.closest('[data-testid=stMain]').getBoundingClientRect();"
        " const cells = [...t.querySelectorAll('th')].map(c => c.getBoundingClientRect());"
        " return {right: Math.max(...cells.map(c => c.right)), main: main.right,"
        " cols: cells.length, wide: t.scrollWidth - t.clientWidth}; }")
    assert fit["cols"] == 7 and fit["right"] <= fit["main"] and fit["wide"] <= 0, fit
    from canasta_app.store import Database, Store

    db = Store(Database(f"sqlite:///{site['log'].parent / 'term.db'}"))
    try:
        klass = db.class_by_join_code(code)
        (done,) = db.sandbox_homework_tries(klass.id)  # type: ignore[union-attr]
        assert done.legal and done.tries == 1
        assert db.homework_of_class(klass.id)[0].due is not None  # type: ignore[union-attr]
    finally:
        db.db.dispose()

    # Carla continues on a laptop with her personal code (the resume link)
    laptop = device(browser, DESKTOP)
    other = laptop.new_page()
    other.goto(f"{url}/?me={carla_code.replace('-', '')}")
    idle(other)
    remembered(laptop)
    other = open_class(laptop, url)  # a new tab: the laptop now remembers her too
    other.get_by_text("Thursday club — you are Carla").wait_for()

    # the teacher opens their classes on a second device with the teacher code
    teacher.goto(f"{url}/class")
    idle(teacher)
    teacher.get_by_text("Show my teacher code").click()
    teacher.get_by_text("Your teacher code:").wait_for()
    tcode = re.search(r"Your teacher code: ([A-Z0-9-]{14})", teacher.inner_text("body")).group(1)
    tablet = device(browser, {"width": 1024, "height": 768})
    second = open_class(tablet, url)
    assert "My classes" not in second.inner_text("body")
    second.get_by_text("Open my classes with a teacher code").click()
    second.get_by_role("textbox", name="Teacher code").fill(tcode)
    second.get_by_role("button", name="Open my classes").click()
    second.get_by_role("button", name="Open “Thursday club”").wait_for()
    shot(second, "tablet-teacher-code")
    for ctx in (teacher_dev, carla_phone, ben_phone, laptop, tablet):
        ctx.close()
