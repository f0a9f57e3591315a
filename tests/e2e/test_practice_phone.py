"""The practice table on a phone (390×844): the pile, South's hand and the controls share one
screen, so a turn is played without scrolling up to the pile and back down to the buttons
(issue 23, section 3). Measured in the browser; the laptop and projector layouts are the
classic table, melds under the pile (unchanged).
"""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import assert_no_error, open_page, resize
from .locators import PRACTICE

pytestmark = pytest.mark.e2e

#: a deal whose first moment offers a take of the pile (the chips are drawn only then: seed 1's
#: pile is frozen for South, so the table offers the stock alone)
SEED = 2
PATH = f"/practice?seed={SEED}&pace=instant"
#: the page's header bar over the main area (Streamlit's toolbar) on a phone
HEADER = 60

_BOXES = """(sels) => Object.fromEntries(sels.map(s => {
  const e = document.querySelector(s);
  if (!e) return [s, null];
  const b = e.getBoundingClientRect();
  return [s, {top: b.top, bottom: b.bottom}];
}))"""
PILE, MELDS, HAND = ".cc-pile", ".cc-melds", ".cc-seat-S"
#: the controls (the picker's buttons) and Draw among them; the hand is picked on the table
CHIPS, DRAW = PRACTICE.controls, PRACTICE.draw


def test_the_measured_deal_offers_the_pile() -> None:
    from canasta_app.practice import model as pr

    assert pr.pile_block(pr.new_game(SEED).run_bots().position) is None


def test_the_pile_sits_right_above_the_hands_buttons_on_a_phone_only(page: Any) -> None:
    """One load at 1366×800, then 1280×720 and the phone's 390×844 by resizing (the order is
    CSS: a media query, no rerun; tests/e2e/test_fit.py's `resize` waits for the layout):
    a wide screen keeps the classic table; the phone puts the pile right above the buttons."""
    page.set_viewport_size({"width": 1366, "height": 800})
    open_page(page, PATH)
    page.locator(DRAW).wait_for()
    assert_no_error(page)
    for width, height in ((1366, 800), (1280, 720), (390, 844)):
        resize(page, width, height)
        b: dict[str, Any] = page.evaluate(_BOXES, [PILE, MELDS, HAND, CHIPS, DRAW])
        assert all(b.values()), (width, b)
        if width > 760:
            # the phone's order applies only to a phone: North above, the pile between West
            # and East, South below, then the melds; the controls beside the table, at its
            # top: Draw on the first screen (issue 37: below the fold at 1366×800)
            assert b[PILE]["bottom"] <= b[HAND]["top"] < b[MELDS]["top"], (width, b)
            assert b[CHIPS]["top"] < b[PILE]["top"] and b[DRAW]["bottom"] <= height, (width, b)
            continue
        # the table ends with South's hand and then the pile; the melds went to the table's top
        assert b[MELDS]["bottom"] <= b[HAND]["top"] <= b[HAND]["bottom"] <= b[PILE]["top"], b
        # from the pile's top to the Draw button's bottom: one screen under the header (it was
        # ~1,000 px, the pile ~780 px above the first chip)
        assert b[DRAW]["bottom"] - b[PILE]["top"] <= height - HEADER - 100, b
        assert b[CHIPS]["top"] - b[PILE]["bottom"] <= 350, b
        # and South's hand, which the player taps, with them
        assert b[DRAW]["bottom"] - b[HAND]["top"] <= height - HEADER + 40, b
