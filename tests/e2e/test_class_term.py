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
from helpers.words import before, lead, says
from playwright.sync_api import expect

from canasta_app.store.models import NICK_MAX

from .classes import (
    DESKTOP,
    PHONE,
    WAIT_MS,
    create_class,
    device,
    fill_join,
    idle,
    open_class,
    personal_code,
)
from .helpers import restart, site_of_its_own

pytestmark = pytest.mark.e2e
CARLA = says("class.mine.as", name="Thursday club", nick="Carla")  # her class, as she sees it
OPEN_IT = says("class.my.open", name="Thursday club")  # the teacher's button to open it
QUESTION = "Can South draw now?"  # the homework's question


@pytest.fixture()
def site(tmp_path: Path) -> Iterator[dict[str, Any]]:
    yield from site_of_its_own(tmp_path, "term.db")


def remembered(ctx: Any) -> None:
    """Wait until the device keeps its learner (the cookie a script of the page sets after the
    run): a tab opened before that is a new visitor, as it would be for a person that quick."""
    import time

    from canasta_app.shell.device import ME

    deadline = time.monotonic() + WAIT_MS / 1000
    while not any(c["name"] == ME for c in ctx.cookies()):
        assert time.monotonic() < deadline, "the device never kept its learner"
        time.sleep(0.1)


def test_students_and_the_teacher_are_remembered_over_two_meetings(
        browser: Any, site: dict[str, Any], shot: Any) -> None:
    url = site["url"]
    teacher_dev = device(browser, DESKTOP)
    teacher = teacher_dev.new_page()
    code, _ = create_class(teacher, url, "Thursday club")

    # meeting 1: Carla joins on her phone; the code is shown right after joining
    carla_phone = device(browser, PHONE)
    carla = open_class(carla_phone, url, f"?join={code}")
    carla.get_by_text(says("class.join.nick_cap", max=NICK_MAX)).wait_for()  # the cap, said at the field
    fill_join(carla, code, "Carla")
    carla.get_by_text(CARLA).wait_for()
    carla_code = personal_code(carla)
    carla.get_by_text(says("class.me.other_device")).wait_for()
    shot(carla, "phone-joined", carla.get_by_text(before("class.me.title", "code")))
    carla.get_by_text(says("live.student.waiting")).wait_for()

    # another student pastes a name far too long, then tries Carla's
    ben_phone = device(browser, PHONE)
    ben = open_class(ben_phone, url, f"?join={code}")
    box = ben.get_by_role("textbox", name=says("class.join.nick"))
    box.fill("B" * 200)
    box.press("Tab")
    idle(ben)
    cut = ben.get_by_text(before("class.join.nick_cut", "nick", max=NICK_MAX))
    cut.wait_for()
    expect(box).to_have_value("B" * NICK_MAX)
    shot(ben, "phone-nick-cut", cut)
    fill_join(ben, code, "carla")
    taken = ben.get_by_text(lead("class.join.nick_taken"))
    taken.wait_for()
    shot(ben, "phone-nick-taken", taken)
    ben.get_by_role("button", name=says("class.join.use_suggestion", suggestion="carla 2")).click()
    idle(ben)
    expect(box).to_have_value("carla 2")
    fill_join(ben, code, "Ben")
    ben.get_by_text(says("class.mine.as", name="Thursday club", nick="Ben")).wait_for()

    # Carla closes the tab and opens the site again on the same phone: she is Carla
    carla.close()
    carla = open_class(carla_phone, url)
    carla.get_by_text(CARLA).wait_for()
    assert personal_code(carla) == carla_code

    # the week passes: the server restarts
    for page in (carla, ben):
        page.close()
    teacher.close()
    restart(site)

    # meeting 2: the teacher's device shows My classes; the phones are the same students
    teacher = open_class(teacher_dev, url)
    teacher.get_by_text(says("class.my.title")).wait_for()
    shot(teacher, "teacher-my-classes")
    teacher.get_by_role("button", name=OPEN_IT).click()
    teacher.get_by_text(f"{before('class.teacher.code', 'code')} {code}").wait_for()
    teacher.get_by_text(says("class.teacher.students", count=2)).wait_for()
    carla = open_class(carla_phone, url)
    carla.get_by_text(CARLA).wait_for()
    shot(carla, "phone-week-two")

    # homework: the teacher assigns a situation from the sandbox (its share link) with a due
    # date; Carla sees it on her phone, opens it, checks a legal move: done, and the
    # teacher's table says so
    import canasta_core as cc
    from canasta_app.shell.share import encode_state

    teacher.get_by_role("tab", name=says("class.tab.homework")).click()
    teacher.get_by_text(says("class.hw.empty")).wait_for()
    teacher.get_by_text(says("class.hw.kind.sandbox")).click()
    idle(teacher)
    shot(teacher, "teacher-assign")
    link = f"{url}/sandbox?s={encode_state(cc.deal(7), [])}&lang=en"
    teacher.get_by_role("textbox", name=says("class.hw.share")).fill(link)
    teacher.get_by_role("textbox", name=says("class.hw.share_title")).fill(QUESTION)
    teacher.get_by_text(says("class.hw.has_due")).click()
    idle(teacher)
    teacher.get_by_role("button", name=says("class.hw.assign_btn"), exact=True).click()
    teacher.get_by_text(says("class.hw.assigned")).wait_for()
    carla.reload()
    idle(carla)
    homework = carla.get_by_text(says("class.hw.title"))
    homework.wait_for()
    shot(carla, "phone-homework", homework)
    carla.get_by_role("link", name=says("class.hw.sandbox", title=QUESTION)).click()
    carla.get_by_text(says("class.hw.banner", title=QUESTION)).wait_for()
    carla.get_by_text(says("sandbox.ask.type")).click()
    carla.get_by_role("textbox", name=says("sandbox.ask.label")).fill("draw")
    carla.get_by_role("button", name=says("sandbox.ask.check"), exact=True).click()
    idle(carla)
    carla.reload()
    carla.get_by_text(says("class.hw.banner_done")).wait_for()
    shot(carla, "phone-homework-done")
    teacher.reload()
    idle(teacher)
    teacher.get_by_role("tab", name=says("class.tab.homework")).click()
    caption = teacher.get_by_text(says("class.hw.caption"))
    caption.wait_for()
    shot(teacher, "teacher-homework", caption)
    # every column on screen at 1366 px, the last one too (a data grid cut it off)
    fit = teacher.locator(".cc-hw-table").evaluate(
        "t => { const main = t.closest('[data-testid=stMain]').getBoundingClientRect();"
        " const cells = [...t.querySelectorAll('th')].map(c => c.getBoundingClientRect());"
        " return {right: Math.max(...cells.map(c => c.right)), main: main.right,"
        " cols: cells.length, wide: t.scrollWidth - t.clientWidth}; }")
    assert fit["cols"] == 7 and fit["right"] <= fit["main"] and fit["wide"] <= 0, fit
    from canasta_app.store import Database, Store

    db = Store(Database(site["db"]))
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
    other.get_by_text(CARLA).wait_for()

    # the teacher opens their classes on a second device with the teacher code
    teacher.goto(f"{url}/class")
    idle(teacher)
    teacher.get_by_text(says("class.my.code_show")).click()
    words = before("class.my.code", "code")
    teacher.get_by_text(words).wait_for()
    tcode = re.search(rf"{words} ([A-Z0-9-]{{14}})", teacher.inner_text("body")).group(1)
    tablet = device(browser, {"width": 1024, "height": 768})
    second = open_class(tablet, url)
    assert says("class.my.title") not in second.inner_text("body")
    second.get_by_text(says("class.my.enter")).click()
    second.get_by_role("textbox", name=says("class.my.enter_label")).fill(tcode)
    second.get_by_role("button", name=says("class.my.enter_btn")).click()
    second.get_by_role("button", name=OPEN_IT).wait_for()
    shot(second, "tablet-teacher-code")
    for ctx in (teacher_dev, carla_phone, ben_phone, laptop, tablet):
        ctx.close()
