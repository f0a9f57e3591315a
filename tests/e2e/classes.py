"""The people of a class in the browser tests (test_class.py, test_class_term.py): a device is
a browser of its own (a new context, phone-sized with touch below 500 px); a teacher creates a
class on the Class page; a student joins with its code. The words looked for are the
catalogue's (`helpers.words`), in English: a rewording changes the catalogue alone.

These tests run on a server of their own (`site_of_its_own`, restarted mid-test), so their
browsers are new contexts, not the worker's pool (another address is another cache)."""

from __future__ import annotations

import re
from typing import Any

from helpers.words import lead, says

from .helpers import APP_IDLE, RUN_TIMEOUT_MS

PHONE = {"width": 390, "height": 844}
PROJECTOR = {"width": 1280, "height": 720}
DESKTOP = {"width": 1366, "height": 800}
WAIT_MS = RUN_TIMEOUT_MS  # generous: a loaded machine (30 s was too short at a load of 23)


def fixed(key: str) -> str:
    """A message's words before its first field, as drawn (its Markdown bold unmarked)."""
    return lead(key).rstrip("* ")


def idle(page: Any) -> None:
    page.wait_for_selector(APP_IDLE, timeout=WAIT_MS)


def device(browser: Any, viewport: dict[str, int]) -> Any:
    """A browser of its own at this size (a phone: touch, mobile)."""
    phone = viewport["width"] < 500
    ctx = browser.new_context(viewport=viewport, is_mobile=phone, has_touch=phone)
    ctx.set_default_timeout(WAIT_MS)
    return ctx


def open_class(ctx: Any, url: str, query: str = "") -> Any:
    """A new tab of `ctx` on the Class page (`query`: e.g. "?join=K7M2QX"), its run over."""
    page = ctx.new_page()
    page.goto(f"{url}/class{query}")
    idle(page)
    return page


def create_class(teacher: Any, url: str, name: str) -> tuple[str, str]:
    """A teacher creates a class on the Class page in this tab: (its join code, its teacher
    secret)."""
    teacher.goto(f"{url}/class")
    idle(teacher)
    box = teacher.get_by_role("textbox", name=says("class.new.name"))
    for attempt in range(3):  # a click on the box's title during a redraw may not open it
        teacher.get_by_text(says("class.new.title")).click()
        try:
            box.wait_for(timeout=20_000)
            break
        except Exception:  # noqa: BLE001 - not opened: once more, the page idle first
            if attempt == 2:
                raise
            idle(teacher)
            if box.is_visible():
                break
    box.fill(name)
    teacher.get_by_role("button", name=says("class.new.submit"), exact=True).click()
    code_words = fixed("class.teacher.code")  # "Join code:"
    teacher.get_by_text(code_words).wait_for()
    code = re.search(rf"{code_words} ([A-Z0-9]{{6}})", teacher.inner_text("body")).group(1)
    return code, re.search(r"[?&]t=([^&]+)", teacher.url).group(1)


def fill_join(page: Any, code: str | None, nick: str) -> None:
    """The join form filled (the code too unless the address gave it) and sent."""
    if code is not None:
        page.get_by_role("textbox", name=says("class.join.code")).fill(code)
    page.get_by_role("textbox", name=says("class.join.nick")).fill(nick)
    page.get_by_role("button", name=says("class.join.submit"), exact=True).click()
    idle(page)


def join_in(page: Any, url: str, code: str, nick: str) -> Any:
    """A new student joins the class in this tab by its join link: the tab, waiting for the
    teacher. A browser remembers its student (a cookie, read when a tab's session starts), so
    the browser's cookies are cleared first: two tabs of one browser are then two students, as
    two devices are (test_class_term.py tests the remembering)."""
    page.context.clear_cookies()
    page.goto(f"{url}/class?join={code}")
    idle(page)
    fill_join(page, None, nick)
    page.get_by_text(says("live.student.waiting")).wait_for()
    return page


def join(browser: Any, url: str, code: str, nick: str, viewport: dict[str, int]) -> Any:
    """A student in a browser of their own (`device`) joins the class: its page."""
    return join_in(device(browser, viewport).new_page(), url, code, nick)


def personal_code(page: Any) -> str:
    """The personal code the class page shows its student (after joining)."""
    words = fixed("class.me.title")  # "Your personal code:"
    page.get_by_text(words).wait_for()
    found = re.search(rf"{words} ([A-Z0-9]{{4}}-[A-Z0-9]{{4}})", page.inner_text("body"))
    assert found, page.inner_text("body")
    return found.group(1)
