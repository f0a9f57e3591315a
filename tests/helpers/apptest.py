"""The page AppTests' helpers, written once: open the site at a page (with query parameters)
and a box on it (an expander whose content is drawn only while open), walk its element tree,
read what it says, click a button."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

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
    """The site opened at the page at address `page` (`page_file`) with these query parameters (and, given, the
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


def ok(at: AppTest) -> AppTest:
    """Assert the page ran without an exception; return it."""
    assert not at.exception, [e.value for e in at.exception]
    return at


def click(at: AppTest, key: str) -> AppTest:
    """Click the button with Streamlit key `key`, run the page, assert no exception."""
    at.button(key=key).click().run()
    return ok(at)


def walk(node: Any) -> Iterator[Any]:
    """Every element under `node` (`at._tree` for the whole page, `at.main`, `at.sidebar`)."""
    yield node
    for child in getattr(node, "children", {}).values():
        yield from walk(child)


def html_bodies(at: AppTest, node: Any = None) -> list[str]:
    """The bodies of the `st.html` elements (under `node`, the whole page by default)."""
    return [str(n.value) for n in walk(at._tree if node is None else node)
            if getattr(n, "type", "") == "html"]


_TAG = re.compile(r"<[^>]+>")


def game_sheet(at: AppTest) -> tuple[list[str], list[list[int]]]:
    """The game sheet on the page (ui.score_table.sheet_html): its column headings (the deal's,
    then a side's each) and its rows as [deal, each side's points, each side's total]."""
    bodies = [b for b in html_bodies(at) if 'class="cc-sheet"' in b]
    assert len(bodies) == 1, f"{len(bodies)} game sheets on the page"
    body = bodies[0]
    heads = [html.unescape(h) for h in re.findall(r'<th scope="col">([^<]*)</th>', body)]

    def num(text: str) -> int:
        return int(html.unescape(text).split()[-1].replace("\u2212", "-").replace(",", ""))

    rows = []
    for number, cells in re.findall(r'<tr><th scope="row">(\d+)</th>(.*?)</tr>', body):
        pairs = re.findall(r'<span class="cc-sheet-pts">([^<]*)</span>'
                           r'<span class="cc-sheet-total">([^<]*)</span>', cells)
        rows.append([int(number), *(num(p) for p, _ in pairs), *(num(t) for _, t in pairs)])
    return heads, rows


def texts(at: AppTest) -> str:
    """Everything the page says in words, joined by lines: Markdown (its escapes undone),
    captions, alerts, titles and headers, metrics, progress labels, code blocks, and the words of
    its HTML blocks (tags taken out, entities read)."""
    parts: list[str] = []
    for group in (at.title, at.header, at.subheader, at.markdown, at.caption, at.error,
                  at.warning, at.info, at.success, at.metric, at.code):
        parts.extend(str(e.value) for e in group)
    parts.extend(str(p.proto.text) for p in at.get("progress"))
    parts.extend(html.unescape(_TAG.sub("", body)) for body in html_bodies(at))
    return re.sub(r"\\(.)", r"\1", "\n".join(parts))
