"""The one way the page AppTests open the site: at a page, with query parameters."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "streamlit_app.py")


def open_page(page: str, query: dict[str, str] | None = None, timeout: float = 60) -> AppTest:
    """The site opened at `app_pages/<page>.py` with these query parameters, run once, with
    no exception."""
    at = AppTest.from_file(APP, default_timeout=timeout)
    for k, v in (query or {}).items():
        at.query_params[k] = v
    at.switch_page(f"app_pages/{page}.py")
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at
