"""Helpers shared by the practice page's AppTests (the page itself and its coach)."""

from __future__ import annotations

from app_helpers import open_page
from streamlit.testing.v1 import AppTest

from canasta_app import practice as pr

W = "practice_w_"  # the page's widget-key prefix


def open_practice(query: dict[str, str] | None = None, timeout: float = 60) -> AppTest:
    """The site opened at the practice page with these query parameters, run once, no exception."""
    return open_page("practice", query, timeout)


def game_of(at: AppTest) -> pr.PracticeGame:
    return at.session_state["practice_game"]
