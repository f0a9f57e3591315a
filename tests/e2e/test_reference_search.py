"""The rules reference's search box in a real browser (issue 22, twelfth pass): the page's own
box (canasta_app.reference.search_box), found by its label, sends what was typed on Enter or
on leaving it, keeps it through other clicks, counts the characters against its cap, and
follows the language."""

from __future__ import annotations

from typing import Any

import pytest

from canasta_app.reference.model import ALL_SLUGS, MAX_QUERY
from canasta_app.text.i18n import t

from .helpers import (
    MAIN,
    assert_no_error,
    click_and_wait,
    open_page,
    runs_done,
    type_and_commit,
    wait_run_after,
)

pytestmark = pytest.mark.e2e


def _rules_tab(page: Any) -> str:
    return str(page.locator(MAIN).get_by_role("tab").first.inner_text()).strip()


def test_the_search_box_finds_keeps_and_caps(page: Any, shot: Any) -> None:
    open_page(page, "/reference?lang=en")
    box = page.get_by_label(t("reference.search", "en"), exact=True)
    assert box.get_attribute("placeholder") == t("reference.search_placeholder", "en")
    assert _rules_tab(page) == t("reference.tab_rules", "en", count=len(ALL_SLUGS))

    type_and_commit(page, box, "frozen")  # Enter sends it
    assert _rules_tab(page) == t("reference.tab_rules", "en", count=1)
    shot(page, "found")

    # a details button pressed: the page runs again, the box keeps what was typed
    click_and_wait(page, page.locator(f"{MAIN} [data-cc-details]").first)
    assert box.input_value() == "frozen"
    assert _rules_tab(page) == t("reference.tab_rules", "en", count=1)

    # leaving the box sends it too; an empty box shows every rule again
    box.fill("")
    mark = runs_done(page)
    box.press("Tab")
    wait_run_after(page, mark)
    assert _rules_tab(page) == t("reference.tab_rules", "en", count=len(ALL_SLUGS))

    # the cap: the box takes no more, and says how much while it is used
    box.fill("x" * (MAX_QUERY + 20))
    assert len(box.input_value()) == MAX_QUERY
    box.focus()
    assert page.locator(f"{MAIN} .cc-search-count").inner_text() == f"{MAX_QUERY}/{MAX_QUERY}"

    # Spanish: its label, and a Spanish search
    open_page(page, "/reference?lang=es")
    box = page.get_by_label(t("reference.search", "es"), exact=True)
    type_and_commit(page, box, "pozo congelado")
    assert _rules_tab(page) != t("reference.tab_rules", "es", count=len(ALL_SLUGS))
    assert_no_error(page)
