"""The teacher's view of a class follows the class by itself, in the browser at 1366×800: a
student who joins, a step done and a wrong try appear within a few seconds without a reload;
the CSV is made when clicked (never the view's last refresh); the heat map names lessons and
steps by their titles, and no chart's legend is cut."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from helpers.words import says

from canasta_app.ui.ruling import rule_title

from .classes import DESKTOP, idle
from .helpers import runs_done, site_store, wait_run_after

pytestmark = pytest.mark.e2e
SEEN_WITHIN_S = 10.0  # "within a few seconds": the view refreshes every 3 s (a loaded machine)

# Every legend's labels drawn inside the chart's own box (a cut legend ends past its edge).
_LEGENDS = """() => [...document.querySelectorAll('[data-testid="stVegaLiteChart"]')]
  .filter(c => c.offsetParent).map(c => {
    const box = c.getBoundingClientRect();
    const texts = [...c.querySelectorAll('.role-legend text')];
    return {right: box.right, left: box.left,
            worst: Math.max(0, ...texts.map(t => t.getBoundingClientRect().right)),
            labels: texts.map(t => t.textContent)};
  })"""


def test_the_teachers_view_updates_itself_and_the_csv_is_fresh(
        server: str, new_context: Any, new_page: Any, shot: Any) -> None:
    from canasta_app.lessons.model import catalogue

    store = site_store()
    lessons, _ = catalogue()
    klass = store.create_class("Live view")
    ana = store.new_learner()
    store.join_class(klass.id, ana.id, "Ana")
    ctx = new_context(viewport=DESKTOP, accept_downloads=True)
    page = new_page(ctx)
    page.goto(f"{server}/class?t={klass.teacher_secret}")
    idle(page)
    page.get_by_text(f"{says('class.teacher.students', count=1)} ·").wait_for()

    # a student joins and does two steps, one with a wrong try: no reload
    started = time.monotonic()
    bea = store.new_learner()
    store.join_class(klass.id, bea.id, "Bea")
    first = lessons[0]
    store.record_step(bea.id, first.id, 1, done=True)
    store.record_step(bea.id, "freezing", 3, done=False, wrong_action="take 8C 2C",
                      slug="pile.frozen")
    page.get_by_text(f"{says('class.teacher.students', count=2)} ·").wait_for(timeout=SEEN_WITHIN_S * 1000)
    page.locator('[data-testid="stVegaLiteChart"] text', has_text="Bea").first.wait_for()
    assert time.monotonic() - started < SEEN_WITHIN_S + 2

    # the CSV is made when clicked: a step done after the last refresh is in it
    store.record_step(ana.id, first.id, 2, done=True)
    with page.expect_download() as download:
        page.get_by_role("button", name=says("class.csv")).click()
    rows = Path(download.value.path()).read_text(encoding="utf-8-sig").splitlines()
    ana_row = next(r for r in rows if r.startswith("Ana"))
    assert "1 of" in ana_row or "1/" in ana_row, rows  # Ana's step 2, not yet drawn

    # the heat map: lessons and the chosen lesson's steps by title, legends whole
    page.locator('[data-testid="stVegaLiteChart"]').first.scroll_into_view_if_needed()
    body = page.inner_text("body")
    assert "pile.frozen" not in body
    svg = " ".join(page.locator('[data-testid="stVegaLiteChart"] text').all_text_contents())
    assert first.title("en") in svg and first.steps[0].title("en") in svg
    for chart in page.evaluate(_LEGENDS):
        assert chart["worst"] <= chart["right"] + 1, chart
    shot(page, "teacher-heat-map")
    page.get_by_role("tab", name=says("class.tab.wrong")).click()
    page.get_by_text(rule_title("pile.frozen", "en")).first.wait_for()
    for chart in page.evaluate(_LEGENDS):
        assert chart["worst"] <= chart["right"] + 1, chart
    shot(page, "teacher-wrong-tries")
    # the tab stays chosen through the view's refresh: the next run of its timer (every 3 s),
    # waited for by the run tracker, not a fixed 4 s
    wait_run_after(page, runs_done(page), timeout=(SEEN_WITHIN_S + 20) * 1000)
    assert page.get_by_role("tab", name=says("class.tab.wrong")).get_attribute(
        "aria-selected") == "true"
