"""Fit parts of a page into the viewport: a small script that zooms each element it is given
(the projector table, the current move's narration) down until its bottom edge is on screen.

The table's CSS sizes already follow the viewport height (style.py), which is enough for most
moves; a deal with many melds, or a hand swollen by a big pile, can still need more room than
that, and no CSS rule can shrink content to a height. The script measures instead: after every
change of the page (a move redraws the table) and every resize it sets CSS `zoom` so that the
table ends above the viewport's bottom edge (the largest zoom that does, found from the measured
height in a few tries: each zoom tried costs the browser a layout). It runs in the next animation frame,
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
  const TOL = 0.01;           // a zoom this close to the largest that fits is kept
  // the element's top as it is when the page is scrolled to the top (every scrolled ancestor's
  // offset added back; reading scrollTop needs no style lookup, unlike finding the scroller)
  const topOf = (el) => {
    let top = el.getBoundingClientRect().top;
    for (let p = el.parentElement; p; p = p.parentElement) top += p.scrollTop;
    return top;
  };
  const round = (z) => Math.round(z * 1000) / 1000;  // the zoom as the style holds it
  const fitOne = (el) => {
    const room = window.innerHeight - topOf(el) - MARGIN;
    if (room < 160 || window.innerWidth < 900) { el.style.zoom = ""; return; }  // phone: scroll
    // A zoom change costs the browser a layout of the page, so the search tries few zooms.
    // Zooming out lets hands re-flow into fewer rows (more cards a row in the wider room), so
    // the height H(z) falls at least as fast as z does: from a measured H(z), any zoom below
    // z * room / H(z) fits, and none above it can when H(z) fits (the estimate bounds both
    // ways). `lo` is the largest zoom seen to fit, `hi` a zoom no fitting one exceeds.
    let z = round(parseFloat(el.style.zoom) || 1), lo = 0, hi = 1, set = z;
    const measure = (zz) => {
      window.__ccFitLayouts = (window.__ccFitLayouts || 0) + 1;  // read by benchmarks
      if (zz !== set) { el.style.zoom = zz >= 1 ? "" : String(zz); set = zz; }
      return el.getBoundingClientRect().height;
    };
    for (let i = 0; i < 8; i++) {
      const h = measure(z);
      const est = h > 0 ? z * room / h : 1;
      if (h <= room) { lo = Math.max(lo, z); hi = Math.min(hi, Math.max(z, est)); }
      else hi = Math.min(hi, z - 0.001);
      if (hi - lo <= TOL || lo >= 1 || hi < MIN_ZOOM) break;
      // next: the estimate when it lies inside (lo, hi], else halfway (the estimate can miss
      // when a re-flow changes the number of rows)
      const next = round(Math.min(1, Math.max(MIN_ZOOM, h <= room ? hi : est)));
      z = next > lo + TOL / 2 && next <= hi ? next : round((Math.max(lo, MIN_ZOOM) + hi) / 2);
      if (z <= lo) break;
    }
    const best = Math.max(lo, MIN_ZOOM);
    if (set !== best) el.style.zoom = best >= 1 ? "" : String(best);
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
