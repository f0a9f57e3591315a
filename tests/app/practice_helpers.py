"""Helpers shared by the practice page's AppTests (the page itself and its coach)."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from canasta_app import practice as pr

ROOT = Path(__file__).resolve().parents[2]
W = "practice_w_"  # the page's widget-key prefix


def open_practice(query: dict[str, str] | None = None, timeout: float = 60) -> AppTest:
    """The site opened at the practice page with these query parameters, run once, no exception."""
    at = AppTest.from_file(str(ROOT / "streamlit_app.py"), default_timeout=timeout)
    for k, v in (query or {}).items():
        at.query_params[k] = v
    at.switch_page("app_pages/practice.py")
    at.run()
    assert not at.exception, at.exception
    return at


def game_of(at: AppTest) -> pr.PracticeGame:
    return at.session_state["practice_game"]
