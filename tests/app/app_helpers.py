"""The one way the page AppTests open the site (at a page, with query parameters) and a box on
it (an expander whose content is drawn only while open)."""

from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

ROOT = Path(__file__).resolve().parents[2]
APP = str(ROOT / "streamlit_app.py")


def page_file(page: str) -> str:
    """The script of the page at address `page` ("home", "class", ...), as AppTest's switch_page
    wants it: each feature's folder holds its page, named like its address (before its first
    run AppTest finds a page by its file's name); the class page's folder is `classes`, `class`
    being a Python keyword."""
    return f"canasta_app/{'classes' if page == 'class' else page}/{page}.py"


def open_page(page: str, query: dict[str, str] | None = None, timeout: float = 60,
              locale: str | None = None) -> AppTest:
    """The site opened at the page named `page` (`page_file`) with these query parameters (and, given, the
    browser's `locale`), run once, with no exception."""
    at = AppTest.from_file(APP, default_timeout=timeout)
    if locale is not None:
        at.context = {"locale": locale}
    for k, v in (query or {}).items():
        at.query_params[k] = v
    at.switch_page(page_file(page))
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def open_box(at: AppTest, key: str, is_open: bool = True) -> None:
    """Open (or close) the expander with Streamlit key `key` as a click on its label does: the
    pages draw such a box's content only while it is open, so the page runs again."""
    at.session_state[key] = is_open
    at.run()
    assert not at.exception, at.exception
