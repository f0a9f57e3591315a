"""Helpers shared by the practice page's AppTests (the page itself and its coach)."""

from __future__ import annotations

from helpers.apptest import open_box, open_page
from streamlit.testing.v1 import AppTest

from canasta_app.practice import model as pr

W = "practice_w_"  # the page's widget-key prefix


def open_practice(query: dict[str, str] | None = None, timeout: float = 60) -> AppTest:
    """The site opened at the practice page with these query parameters, run once, no exception."""
    return open_page("practice", query, timeout)


def game_of(at: AppTest) -> pr.PracticeGame:
    return at.session_state["practice_game"]


def play_typed(at: AppTest, text: str) -> None:
    """Type an action in the practice page's typed box and play it, as a player does: the box
    is opened first (a click on its label; it is drawn only while open), then stays open."""
    if "practice_typed_open" not in at.session_state or not at.session_state["practice_typed_open"]:
        open_box(at, "practice_typed_open")
    at.text_input(key=W + "action").input(text)
    at.button(key="practice_b_play_typed").click().run()
    assert not at.exception, at.exception
