"""Fit parts of a page into the viewport: a small script that zooms each element it is given
(the projector table, the current move's narration) down until its bottom edge is on screen.

The table's CSS sizes already follow the viewport height (style.py), which is enough for most
moves; a deal with many melds, or a hand swollen by a big pile, can still need more room than
that, and no CSS rule can shrink content to a height. The script measures instead: after every
change of the page (a move redraws the table) and every resize it sets CSS `zoom` so that the
table ends above the viewport's bottom edge. It runs in the next animation frame,
before that frame is painted, so a redrawn table never shows at the wrong size. It is installed
once per browser tab; later calls only re-fit.

The script is a constant apart from the CSS selectors, which are the code's own constants; no
user text goes into it.
"""

from __future__ import annotations

import json
from typing import Final

import streamlit as st

FIT_SCRIPT: Final = """
<script>
(() => {
  window.__ccFitSel = __SELECTORS__;  // the latest page's parts to fit
  if (window.__ccFit) { window.__ccFit(); return; }
  const MARGIN = 12;          // px left free under each part
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
    // the element's top as it is when the page is scrolled to the top
    const top = el.getBoundingClientRect().top + sc.scrollTop;
    const room = window.innerHeight - top - MARGIN;
    if (room < 160 || window.innerWidth < 900) { el.style.zoom = ""; return; }  // phone: scroll
    // Zooming out lets hands re-flow into fewer rows, so height is not proportional to zoom:
    // search for the largest zoom that fits instead of scaling by the ratio.
    const fits = (z) => {
      window.__ccFitLayouts = (window.__ccFitLayouts || 0) + 1;  // read by benchmarks
      el.style.zoom = z >= 1 ? "" : z.toFixed(3);
      return el.getBoundingClientRect().height <= room;
    };
    const now = parseFloat(el.style.zoom) || 1;
    if (fits(now) && (now >= 1 || !fits(Math.min(1, now + 0.02)))) { fits(now); return; }
    if (fits(1)) return;
    let lo = MIN_ZOOM, hi = 1;
    for (let i = 0; i < 8; i++) {
      const mid = (lo + hi) / 2;
      if (fits(mid)) lo = mid; else hi = mid;
    }
    fits(lo);
  };
  // A part also changes size without a DOM change of its own (fonts arriving, the sidebar
  // closing, the page above it settling): each one is watched for size changes too.
  const sized = window.ResizeObserver ? new ResizeObserver(() => fitAll()) : null;
  const watched = new WeakSet();
  const fitNow = () => document.querySelectorAll(window.__ccFitSel.join(",")).forEach((el) => {
    if (sized && !watched.has(el)) { watched.add(el); sized.observe(el); }
    fitOne(el);
  });
  // once per frame, before it is painted (a rerun changes the DOM in several batches)
  let queued = false;
  const fitAll = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      window.__ccFitPasses = (window.__ccFitPasses || 0) + 1;  // read by benchmarks
      fitNow();
    });
  };
  window.__ccFit = fitAll;
  new MutationObserver(fitAll).observe(document.body, {childList: true, subtree: true});
  const main = document.querySelector('[data-testid="stMain"]');
  if (main && sized) sized.observe(main);
  window.addEventListener("resize", fitAll);
  fitAll();
})();
</script>
"""


def fit_to_viewport(*selectors: str) -> None:
    """Keep the elements matching these CSS selectors inside the viewport (the script installs
    itself once per tab; each call names the current page's parts)."""
    if any("<" in s for s in selectors):  # the selectors go inside a <script>
        raise ValueError("a CSS selector cannot contain '<'")
    script = FIT_SCRIPT.replace("__SELECTORS__", json.dumps(list(selectors)))
    st.html(script, unsafe_allow_javascript=True)
