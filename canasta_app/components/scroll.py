"""A page that opens at its top.

Streamlit keeps the main area's scroll offset when the visitor moves to another page: a button
far down the sandbox ("Score this position") opened the calculator part-way down, over its
own results. `open_at_top()` draws a tiny frame whose script scrolls the page's main area to
the top when the frame is mounted: once when the page is opened (a rerun of the same page
keeps the frame, so the script does not run again and the visitor's own scrolling is left
alone). The frame then hides its own row (an empty one still took a gap above the title).

A frame rather than st.html: the page itself never holds a <script> element (the bad-input
tests check that none is ever injected). The script is a constant; no user text goes into it.
"""

from __future__ import annotations

from typing import Final

import streamlit.components.v1 as components

OPEN_AT_TOP_SCRIPT: Final = """
<script>
(() => {
  const page = window.parent;
  const main = page.document.querySelector('[data-testid="stMain"]');
  if (main) main.scrollTop = 0;
  page.scrollTo(0, 0);
  const row = window.frameElement && window.frameElement.closest('[data-testid="stElementContainer"]');
  if (row) row.style.display = "none";
})();
</script>
"""


def open_at_top() -> None:
    """Scroll the page to its top when it is opened (not on its reruns)."""
    components.html(OPEN_AT_TOP_SCRIPT, height=0)


__all__ = ["OPEN_AT_TOP_SCRIPT", "open_at_top"]
