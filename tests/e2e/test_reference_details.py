"""The rules reference's details buttons in a real browser (issue 22, twelfth pass): a closed
rule's button is HTML in its box (canasta_app.reference.details_button), and pressing it, by
mouse or keyboard, opens that rule's details in a rerun; "Hide" closes them, and keyboard focus
follows the press both ways."""

from __future__ import annotations

from typing import Any

import pytest

from canasta_app.text.i18n import t

from .helpers import (
    MAIN,
    assert_no_error,
    by_key,
    click_and_wait,
    open_page,
    runs_done,
    wait_run_after,
)
from .locators import REFERENCE

pytestmark = pytest.mark.e2e

HTML_BUTTON = '[data-cc-details="pile.frozen"]'


def _focused(page: Any) -> str:
    return str(page.evaluate(
        "() => { const e = document.activeElement;"
        " return (e.getAttribute('data-cc-details') || '') + '|' + e.textContent; }"))


def test_a_closed_rules_button_opens_its_details_and_hide_closes_them(page: Any, shot: Any) -> None:
    open_page(page, "/reference?lang=en")
    closed = page.locator(f"{MAIN} {HTML_BUTTON}")
    assert closed.count() == 1
    assert closed.inner_text().strip().endswith(t("reference.details", "en"))
    assert by_key(page, "ref_more_pile_frozen").count() == 0

    closed.scroll_into_view_if_needed()
    click_and_wait(page, closed)
    details = by_key(page, "ref_more_pile_frozen")
    assert details.count() == 1 and t("reference.link", "en") in details.inner_text()
    # the rule's code in the link's address only, not among the words (issue 37)
    assert "?rule=pile.frozen" not in details.inner_text()
    assert details.locator('a[href*="rule=pile.frozen"]').count() >= 1
    assert page.locator(f"{MAIN} {HTML_BUTTON}").count() == 0
    hide = by_key(page, "ref_details_btn_pile_frozen").locator("button")
    assert hide.inner_text().strip().endswith(t("reference.details_hide", "en"))
    page.wait_for_function("(sel) => document.activeElement && document.activeElement.closest(sel)",
                           arg=REFERENCE.details_button("pile.frozen"))
    shot(page, "open", focus=details)

    # the keyboard: Enter on "Hide" (focused) closes, and focus goes back to the rule's button
    mark = runs_done(page)
    page.keyboard.press("Enter")
    wait_run_after(page, mark)
    assert by_key(page, "ref_more_pile_frozen").count() == 0
    page.wait_for_function("() => document.activeElement && document.activeElement"
                           ".getAttribute('data-cc-details') === 'pile.frozen'")
    # and Enter on the rule's button opens it again
    mark = runs_done(page)
    page.keyboard.press("Enter")
    wait_run_after(page, mark)
    assert by_key(page, "ref_more_pile_frozen").count() == 1
    assert t("reference.details_hide", "en") in _focused(page)
    assert_no_error(page)
