"""A pile blocked by a black three, in a real browser (issue 23): the practice table offers no
"take the pile" (no take kind, no card chips to take with, no bare take button), the prompt
names the rule that stops it with a link to the rules reference, and drawing goes on."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

import pytest
from practice_moments import pile_block_moment

from canasta_app.practice import model as pr
from canasta_app.ui.ruling import rule_title

from .helpers import MAIN, assert_no_error, by_key, click_and_wait, main_text, open_page
from .locators import PRACTICE

pytestmark = pytest.mark.e2e


def test_a_blocked_pile_is_not_offered_and_the_rule_is_named(page: Any, shot: Any) -> None:
    game = pile_block_moment(1, "pile.blocked")
    page.set_viewport_size({"width": 1366, "height": 800})
    open_page(page, "/practice?" + urlencode({**pr.query_for(game), "pace": "instant",
                                              "lang": "en"}))
    assert_no_error(page)
    main = page.locator(MAIN)
    title = rule_title("pile.blocked", "en")
    prompt = main.get_by_text("The pile cannot be taken now.")
    prompt.wait_for()
    assert main.get_by_role("link", name=title).count() >= 1
    assert "Take the pile" not in main_text(page)
    assert main.locator(PRACTICE.chips).count() == 0
    assert by_key(page, "practice_pick_bare_take").count() == 0
    shot(page, "blocked", focus=prompt)
    moves = len(game.moves)
    click_and_wait(page, by_key(page, "practice_pick_bare_draw").get_by_role("button").first)
    assert f"move={moves}" not in page.url, "the draw was played"
    assert_no_error(page)
