"""The classroom in a real browser: a narrated deal from start to scoring, keyboard stepping,
auto-play that advances on its own and stops on Pause, presentation mode, the numbers tab."""

from __future__ import annotations

import re
from typing import Any

import pytest

from canasta_app import classroom as cl

from .helpers import MAIN, after_action, assert_no_error, main_text, open_page, wait_idle

pytestmark = pytest.mark.e2e


def _move(page: Any) -> int:
    m = re.search(r"Move (\d+) of (\d+)", main_text(page))
    assert m, "the progress line is shown"
    return int(m.group(1))


def test_a_narrated_deal_from_start_to_scoring(page: Any, shot: Any) -> None:
    record = cl.deal_record(7, "N", "heuristic", "random")
    total = len(record.steps)
    open_page(page, "/classroom?seed=7&dealer=N&ns=heuristic&ew=random&lang=en")
    assert_no_error(page)
    assert "The deal as dealt" in main_text(page)
    assert _move(page) == 0
    page.get_by_role("button", name=re.compile("Next move")).click()
    after_action(page)
    assert _move(page) == 1
    page.locator(f"{MAIN} h1").first.click()  # focus the page, not an input
    page.keyboard.press("ArrowRight")
    after_action(page)
    assert _move(page) == 2
    assert "step=2" in page.url
    page.get_by_role("button", name=re.compile("To the end")).click()
    after_action(page)
    text = main_text(page)
    assert f"Move {total} of {total}" in text
    assert "Scoring of the deal" in text
    assert re.search(r"(win the deal, -?\d+ to -?\d+|The deal is a tie)", text)
    assert_no_error(page)
    shot(page, "end")
    href = page.get_by_role(
        "link", name=re.compile("Open this moment in the sandbox")
    ).get_attribute("href")
    assert href and "sandbox?s=" in href


def test_auto_play_advances_and_pause_stops_it(page: Any) -> None:
    open_page(page, "/classroom?seed=7&lang=en")
    page.get_by_role("button", name=re.compile("Auto-play")).click()
    page.wait_for_timeout(5500)  # 2 s per move by default
    page.get_by_role("button", name=re.compile("Pause")).click()
    after_action(page)
    reached = _move(page)
    assert reached >= 2, reached
    page.wait_for_timeout(4500)
    wait_idle(page)
    assert _move(page) == reached, "auto-play stopped on Pause"
    assert_no_error(page)


def test_presentation_mode_and_the_numbers(page: Any, shot: Any) -> None:
    open_page(page, "/classroom?seed=7&step=12&lang=es")
    page.get_by_text("Modo presentación (cartas y texto grandes)").click()
    after_action(page)
    assert page.locator(".st-key-classroom_narr_big").count() == 1
    assert_no_error(page)
    shot(page, "presentation-es")
    page.get_by_role("tab", name="La canasta en números").click()
    page.get_by_role("button", name=re.compile("Jugar las manos")).click()
    after_action(page, timeout=120_000)
    text = main_text(page)
    assert "Todas las manos tuvieron 108 cartas" in text
    assert f"sí ({cl.SIM_DEFAULT} de {cl.SIM_DEFAULT})" in text
    assert_no_error(page)
    shot(page, "numbers-es")
