"""Messages on a page, drawn one way everywhere: the text is Markdown-escaped (user text is
never rendered as markup) and each kind has its own icon."""

from __future__ import annotations

from typing import Any

import streamlit as st

from canasta_app.ui.ruling import md_escape

ICONS = {
    "error": ":material/error:",
    "warning": ":material/warning:",
    "info": ":material/info:",
}


def notice(kind: str, text: str, icon: str | None = None, where: Any = None) -> None:
    """Show `text` as an error, warning or info box (in `where`, default the page)."""
    box = where if where is not None else st
    draw = {"error": box.error, "warning": box.warning}.get(kind, box.info)
    draw(md_escape(text), icon=icon or ICONS.get(kind))


__all__ = ["ICONS", "notice"]
