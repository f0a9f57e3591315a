"""The score calculator opened from the sandbox on a laptop screen (issue 23): the page opens at
its top, not at the sandbox's scroll offset, and the position's totals are on screen after
"Score this position" at 1280×720 without scrolling."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from canasta_app.calculator import model as calc
from canasta_app.shell.share import encode_state
from canasta_app.text.i18n import t

from .helpers import (
    MAIN,
    assert_no_error,
    button,
    click_and_wait,
    main_text,
    open_page,
    runs_done,
    wait_idle,
    wait_quiet,
    wait_run_after,
)
from .locators import CALCULATOR

pytestmark = pytest.mark.e2e

LAPTOP = {"width": 1280, "height": 720}
TO_BOTTOM = """() => {
  const main = document.querySelector('[data-testid="stMain"]');
  if (main) main.scrollTop = main.scrollHeight;
}"""
SCROLL = """() => {
  const main = document.querySelector('[data-testid="stMain"]');
  return Math.max(window.scrollY, main ? main.scrollTop : 0);
}"""


def _open_from_sandbox(new_context: Callable[..., Any], new_page: Callable[[Any], Any],
                       viewport: dict[str, int]) -> Any:
    """The 925 example's position in the sandbox, scrolled down to "Score this position" and
    clicked: the calculator opens with that position."""
    page = new_page(new_context(viewport=viewport))
    code = encode_state(calc.example_925().position)
    open_page(page, f"/sandbox?s={code}&lang=en")
    score = button(page, t("sandbox.score", "en"))
    score.scroll_into_view_if_needed()
    page.evaluate(TO_BOTTOM)  # as far down as the sandbox goes (its history)
    assert page.evaluate(SCROLL) > 200, "the sandbox should be scrolled down"
    before = runs_done(page)
    score.evaluate("b => b.click()")  # a click that does not scroll the button into view
    wait_run_after(page, before)
    page.wait_for_url("**/calculator*")
    wait_idle(page)
    page.wait_for_selector(f'{MAIN} [data-testid="stMetric"]')
    return page


def test_calculator_from_the_sandbox_opens_at_the_top_with_the_totals_on_screen(
    new_context: Callable[..., Any], new_page: Callable[[Any], Any], shot: Any,
) -> None:
    """Opened from the scrolled sandbox at 1280×720; then the window is resized to 1366×800
    (the layout follows the width, nothing reruns), so the sandbox-to-calculator trip is made
    once for both laptop sizes. (Opening at the top at 1366×800: the test after the next.)"""
    page = _open_from_sandbox(new_context, new_page, LAPTOP)
    assert t("calculator.position.from_sandbox", "en") in main_text(page)
    for viewport in (LAPTOP, {"width": 1366, "height": 800}):
        page.set_viewport_size(viewport)
        wait_quiet(page)
        assert page.evaluate(SCROLL) == 0, "the calculator opened part-way down"
        assert page.locator(f"{MAIN} h1").first.bounding_box()["y"] >= 0
        totals = page.locator(f'{MAIN} {CALCULATOR.result} [data-testid="stMetric"]')
        assert totals.count() == 2
        for i in range(2):
            box = totals.nth(i).bounding_box()
            assert box is not None and 0 <= box["y"] and (
                box["y"] + box["height"] <= viewport["height"]), (
                f"total {i} is not on screen at {viewport}: {box}")
        assert "925" in totals.first.inner_text()
        assert_no_error(page)
        shot(page, f"calculator-from-sandbox-{viewport['width']}x{viewport['height']}")


def test_a_rerun_keeps_the_visitors_own_scrolling(page: Any) -> None:
    """The scroll to the top happens once, when the page opens: scoring again after scrolling
    down leaves the page where the visitor put it."""
    page.set_viewport_size(LAPTOP)
    open_page(page, "/calculator?lang=en")
    click_and_wait(page, button(page, t("calculator.position.load_example", "en")))
    score = button(page, t("calculator.position.score", "en"))
    score.scroll_into_view_if_needed()
    before = page.evaluate(SCROLL)
    assert before > 0
    click_and_wait(page, score)
    assert page.evaluate(SCROLL) == before


def test_the_calculator_opens_at_the_top_after_the_sandbox_was_scrolled(
    new_context: Callable[..., Any], new_page: Callable[[Any], Any],
) -> None:
    """The sandbox's own position (hands given as counts: the calculator says to list them):
    scrolled far down in the sandbox, the calculator still opens at its title. (Both laptop
    sizes with a scored position: the test above.)"""
    page = new_page(new_context(viewport={"width": 1366, "height": 800}))
    open_page(page, "/sandbox?lang=en")
    score = button(page, t("sandbox.score", "en"))
    score.scroll_into_view_if_needed()
    click_and_wait(page, score)
    page.wait_for_url("**/calculator*")
    wait_idle(page)
    assert page.evaluate(SCROLL) == 0, "the calculator opened part-way down"



PHONE = {"width": 390, "height": 844}


def _totals_on_screen(page: Any, viewport: dict[str, int]) -> None:
    totals = page.locator(f'{MAIN} {CALCULATOR.totals} [data-testid="stMetric"]')
    assert totals.count() == 2
    page.wait_for_function(
        """([sel, h]) => [...document.querySelectorAll(sel)]
                .every(m => { const r = m.getBoundingClientRect(); return r.top >= 0 && r.bottom <= h; })""",
        arg=[f'{CALCULATOR.totals} [data-testid="stMetric"]', viewport["height"]], timeout=60_000)
    assert "925" in totals.first.inner_text()


def test_on_a_phone_the_totals_come_into_view_after_scoring(
    new_context: Callable[..., Any], new_page: Callable[[Any], Any], shot: Any,
) -> None:
    """A phone stacks the calculator's columns: the totals sat a screen and a half under the
    box after "Score this position". Arriving from the sandbox, and after Score on the page
    itself, both totals are brought on screen."""
    page = new_page(new_context(viewport=PHONE, is_mobile=True, has_touch=True))
    code = encode_state(calc.example_925().position)
    open_page(page, f"/sandbox?s={code}&lang=en")
    score = button(page, t("sandbox.score", "en"))
    score.scroll_into_view_if_needed()
    click_and_wait(page, score)
    page.wait_for_url("**/calculator*")
    wait_idle(page)
    _totals_on_screen(page, PHONE)
    shot(page, "phone-from-sandbox")

    page.evaluate("""() => { const m = document.querySelector('[data-testid="stMain"]');
                             if (m) m.scrollTop = 0; window.scrollTo(0, 0); }""")
    again = button(page, t("calculator.position.score", "en"))
    again.scroll_into_view_if_needed()
    page.evaluate("""() => { const m = document.querySelector('[data-testid="stMain"]');
                             if (m) m.scrollTop = 0; window.scrollTo(0, 0); }""")
    before = runs_done(page)
    again.evaluate("b => b.click()")  # from the top of the page: the totals are far below
    wait_run_after(page, before)
    _totals_on_screen(page, PHONE)
    assert_no_error(page)
