"""Markdown escaping for text shown with st.markdown: the one escape, without Streamlit (the
rules reference builds its sections' Markdown in canasta_app.reference.render)."""

from __future__ import annotations

_MD_SPECIAL = "\\`*_{}[]()#+!|<>~$"
_TABLE = str.maketrans({ch: "\\" + ch for ch in _MD_SPECIAL})


def md_escape(text: str) -> str:
    """Escape Markdown (and so HTML-looking) characters in a sentence for st.markdown."""
    return str(text).translate(_TABLE)


__all__ = ["md_escape"]
