"""The live classroom on the projector: in presentation mode at 1280×720 (and 1920×1080), with a
question open and answers in, the live panel sits in the right-hand column under the narration
and covers neither the narration nor the table; while the question is not revealed the table
cannot step on to the move that would give the answer away."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .helpers import wait_quiet
from .test_class import PHONE, PROJECTOR, create_class, idle, join_in
from .test_fit import MEASURE

pytestmark = pytest.mark.e2e
FULL_HD = {"width": 1920, "height": 1080}

_BOXES = """() => {
  const box = (sel) => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return {x: r.left, y: r.top, right: r.right, bottom: r.bottom};
  };
  return {panel: box('.st-key-live_host'), narration: box('.st-key-classroom_narr_big'),
          table: box('.cc-table.cc-present'), chart: box('.st-key-live_answers'),
          height: window.innerHeight, width: window.innerWidth};
}"""


def _overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["x"] < b["right"] and b["x"] < a["right"] and a["y"] < b["bottom"] and \
        b["y"] < a["bottom"]


def _check_layout(page: Any) -> dict[str, Any]:
    wait_quiet(page, 300)  # the table's fit-to-screen zoom (in the next frame) has settled
    boxes = page.evaluate(_BOXES)
    panel, narration, table = boxes["panel"], boxes["narration"], boxes["table"]
    assert panel and narration and table, boxes
    assert not _overlap(panel, narration), boxes
    assert not _overlap(panel, table), boxes
    for name in ("panel", "narration", "table", "chart"):  # all of it on the screen
        assert boxes[name]["bottom"] <= boxes["height"] + 1, (name, boxes)
        assert boxes[name]["right"] <= boxes["width"] + 1, (name, boxes)
    found = page.evaluate(MEASURE)  # and inside it, nothing drawn over anything (test_fit.py)
    for what in ("overlap", "outside", "stacked", "cut"):
        assert not found[what], (what, found[what])
    return boxes


def test_the_live_panel_covers_nothing_on_the_projector_and_holds_the_move(
        server: str, new_context: Any, new_page: Any, shot: Any) -> None:
    # the worker's shared server (no restart here, unlike test_class.py: no server of its own),
    # the teacher in the worker's kept projector tab, the two students in two tabs of its kept
    # phone context (tests/e2e/conftest.py): a student is the personal code in the tab's
    # address, nothing in cookies, so two tabs are two students; a context of their own each
    # cost a cold load of Streamlit's frontend
    url = server
    ctx = new_context(viewport=PROJECTOR)
    teacher = new_page(ctx)
    code, secret = create_class(teacher, url, "Projector")
    phones = new_context(viewport=PHONE, is_mobile=True, has_touch=True)
    students = [join_in(new_page(phones), url, code, nick) for nick in ("Ana", "Bruno")]

    teacher.goto(f"{url}/classroom?live={secret}&present=1&step=5")
    idle(teacher)
    teacher.get_by_role("button", name="Go live").click()
    teacher.get_by_text("Live: students see move 5").wait_for()
    teacher.get_by_role("button", name="Ask: what would you play?").click()
    for i, s in enumerate(students):
        s.get_by_text("What would you play?").wait_for()
        s.locator(".st-key-live_poll button").nth(i).click()
        s.get_by_text("Your answer:").wait_for()
    teacher.get_by_text("2 answers").wait_for()
    idle(teacher)

    # the move list folds while the question is open; the answers chart is on screen
    assert teacher.locator(".st-key-classroom_moves").count() == 0
    shot(teacher, "projector-1280-question")
    _check_layout(teacher)

    # not revealed yet: the table cannot step on to the move that shows what was played
    step = teacher.locator(".st-key-classroom_b_step").get_by_role("button", name=re.compile("Next"))
    assert step.is_disabled()
    end = teacher.locator(".st-key-classroom_b_end").get_by_role("button", name=re.compile("end"))
    assert end.is_disabled()
    assert "Move 5 of" in teacher.inner_text(".st-key-classroom_bar")

    teacher.set_viewport_size(FULL_HD)
    _check_layout(teacher)
    shot(teacher, "projector-1920-question")
    teacher.set_viewport_size(PROJECTOR)

    teacher.get_by_role("button", name="Reveal the answer").click()
    for s in students:
        s.get_by_text("The answer:").wait_for()
        s.goto("about:blank")  # done: its page would go on refreshing every second
    teacher.wait_for_function("""() => {
        const b = document.querySelector('.st-key-classroom_b_step button');
        return b && !b.disabled; }""")
    _check_layout(teacher)
    shot(teacher, "projector-1280-revealed")
    step.click()
    idle(teacher)
    teacher.get_by_text("Live: students see move 6").wait_for()
