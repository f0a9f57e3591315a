"""The site's Streamlit settings that the pages' code depends on (.streamlit/config.toml)."""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: the entry point and every page st.navigation runs (the scripts named in streamlit_app.py)
PAGE_SCRIPTS = {
    ROOT / path
    for path in re.findall(r'st\.Page\("([^"]+)"', (ROOT / "streamlit_app.py").read_text(encoding="utf-8"))
}
SCRIPTS = sorted([ROOT / "streamlit_app.py", *PAGE_SCRIPTS])


def bare_expressions(source: str) -> list[int]:
    """Lines of statements that Streamlit's "magic" would draw (st.write of a bare expression
    that is not a call and not a docstring)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for i, stmt in enumerate(body):
            if not isinstance(stmt, ast.Expr) or isinstance(
                stmt.value, ast.Call | ast.Await | ast.Yield | ast.YieldFrom
            ):
                continue
            if i == 0 and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str):
                continue  # a docstring: magic skips it too
            found.append(stmt.lineno)
    return found


def test_magic_is_off() -> None:
    """Page speed (docs/performance-archive.md, "Issue 22"): no syntax-tree rewrite of every page."""
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text())
    assert config["runner"]["magicEnabled"] is False


@pytest.mark.parametrize("script", SCRIPTS, ids=[p.name for p in SCRIPTS])
def test_no_page_relies_on_magic(script: Path) -> None:
    """With magic off a bare expression draws nothing: every page says st.write(...)."""
    lines = bare_expressions(script.read_text())
    assert not lines, f"{script.name}: bare expressions at lines {lines} (use st.write)"


def test_the_check_finds_a_bare_expression() -> None:
    assert bare_expressions('"""doc"""\nimport streamlit as st\nx = 1\nx\nst.write(x)\n') == [4]
    assert bare_expressions('def f():\n    "doc"\n    "not a docstring"\n') == [3]
