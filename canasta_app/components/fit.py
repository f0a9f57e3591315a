"""Fit the projector table into the viewport: a small script that zooms `.cc-table.cc-present`
down until its bottom edge is on screen.

The table's CSS sizes already follow the viewport height (style.py), which is enough for most
moves; a deal with many melds, or a hand swollen by a big pile, can still need more room than
that, and no CSS rule can shrink content to a height. The script measures instead: after every
change of the page (a move redraws the table) and every resize it sets CSS `zoom` so that the
table ends above the viewport's bottom edge. It runs before the browser paints (a
MutationObserver callback), so a redrawn table never shows at the wrong size. It is installed
once per browser tab; later calls only re-fit.

The script is a constant: no user text goes into it.
"""

from __future__ import annotations

from typing import Final

import streamlit as st

FIT_SCRIPT: Final = """
<script>
(() => {
  if (window.__ccFit) { window.__ccFit(); return; }
  const SEL = ".cc-table.cc-present";
  const MARGIN = 12;          // px left free under the table
  const MIN_ZOOM = 0.45;      // below this the cards are unreadable anyway
  const scroller = (el) => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowY;
      if ((o === "auto" || o === "scroll") && p.scrollHeight > p.clientHeight) return p;
    }
    return document.scrollingElement || document.documentElement;
  };
  const fitOne = (el) => {
    const sc = scroller(el);
    // the table's top as it is when the page is scrolled to the top
    const top = el.getBoundingClientRect().top + sc.scrollTop;
    const room = window.innerHeight - top - MARGIN;
    if (room < 160 || window.innerWidth < 900) { el.style.zoom = ""; return; }  // phone: scroll
    let zoom = parseFloat(el.style.zoom) || 1;
    for (let i = 0; i < 6; i++) {
      const h = el.getBoundingClientRect().height;
      const tooTall = h > room;
      if (!tooTall && (zoom >= 1 || h > room * 0.96)) break;
      const next = Math.max(MIN_ZOOM, Math.min(1, zoom * (room / h) * (tooTall ? 0.985 : 1)));
      if (Math.abs(next - zoom) < 0.005) break;
      zoom = next;
      el.style.zoom = zoom >= 1 ? "" : zoom.toFixed(3);
    }
  };
  const fitAll = () => document.querySelectorAll(SEL).forEach(fitOne);
  window.__ccFit = fitAll;
  new MutationObserver(fitAll).observe(document.body, {childList: true, subtree: true});
  // the sidebar opening or closing changes the table's width, not the window's
  const main = document.querySelector('[data-testid="stMain"]');
  if (main && window.ResizeObserver) new ResizeObserver(fitAll).observe(main);
  window.addEventListener("resize", fitAll);
  fitAll();
})();
</script>
"""


def fit_present_table() -> None:
    """Install (once per tab) the script that keeps the projector table inside the viewport."""
    st.html(FIT_SCRIPT, unsafe_allow_javascript=True)
