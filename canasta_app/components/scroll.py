"""A page that opens at its top.

Streamlit keeps the main area's scroll offset when the visitor moves to another page: a button
far down the sandbox ("Score this position") opened the calculator part-way down, over its
own results. `open_at_top()` draws a tiny script that scrolls the main area to the top when it
is mounted: once when the page is opened (a rerun of the same page keeps its element, so the
script does not run again and the visitor's own scrolling is left alone).

The element hides its own container (an empty one still took a row gap above the title). The
script is a constant; no user text goes into it.
"""

from __future__ import annotations

from typing import Final

import streamlit as st

OPEN_AT_TOP_SCRIPT: Final = """
<style>
[data-testid="stElementContainer"]:has(> [data-testid="stHtml"] #cc-open-at-top) { display: none; }
</style>
<script id="cc-open-at-top">
(() => {
  const main = document.querySelector('[data-testid="stMain"]');
  if (main) main.scrollTop = 0;
  window.scrollTo(0, 0);
})();
</script>
"""


def open_at_top() -> None:
    """Scroll the page to its top when it is opened (not on its reruns)."""
    st.html(OPEN_AT_TOP_SCRIPT, unsafe_allow_javascript=True)


__all__ = ["OPEN_AT_TOP_SCRIPT", "open_at_top"]
