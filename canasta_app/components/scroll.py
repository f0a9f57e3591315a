"""A page that opens at its top.

Streamlit keeps the main area's scroll offset when the visitor moves to another page: a button
far down the sandbox ("Score this position") opened the calculator part-way down, over its
own results. `open_at_top()` draws a tiny frame whose script scrolls the page's main area to
the top when the frame is mounted: once when the page is opened (a rerun of the same page
keeps the frame, so the script does not run again and the visitor's own scrolling is left
alone). The frame then hides its own row (an empty one still took a gap above the title).

`bring_into_view(selector, nonce)` is the other half: a result drawn below the fold (on a
phone the calculator's columns stack, so "Score this position" put the totals a screen and a
half down) is scrolled up to the top of the screen. Only when it is not already wholly on
screen: on a laptop, where the totals sit beside the box, nothing moves. A new `nonce` (a
counter the page bumps when it has a fresh result to show) makes a new frame, so the script runs
once per result, not on every rerun.

A frame rather than st.html: the page itself never holds a <script> element (the bad-input
tests check that none is ever injected). The scripts are constants; the selector is the
page's own (a CSS selector written in the code, JSON-quoted), never user text.
"""

from __future__ import annotations

import json
from typing import Final

import streamlit.components.v1 as components

OPEN_AT_TOP_SCRIPT: Final = """
<script>
(() => {
  const page = window.parent;
  const row = window.frameElement && window.frameElement.closest('[data-testid="stElementContainer"]');
  if (row) row.style.display = "none";
  // The two frames load in either order: when a result of this page was already brought into
  // view, scrolling to the top now would hide it again.
  const mark = page.__canastaBroughtIntoView;
  if (mark && mark.path === page.location.pathname && Date.now() - mark.at < 20000) return;
  const main = page.document.querySelector('[data-testid="stMain"]');
  if (main) main.scrollTop = 0;
  page.scrollTo(0, 0);
})();
</script>
"""


# Waits (up to 15 s: a busy machine loads frames late) for the target, then scrolls the target's
# top to 12 px below the screen's top when its bottom is below the screen's bottom. It marks the
# page so a page-opening scroll to the top that loads after it leaves the result alone, and
# checks again for about 6 s: if the target left the screen while the page stayed where this
# script put it (content above it was still being laid out) or went back to the top, it brings
# the target back; a visitor who scrolled elsewhere meanwhile is left alone.
BRING_INTO_VIEW_SCRIPT: Final = """
<script>
(() => {
  const page = window.parent;
  const row = window.frameElement && window.frameElement.closest('[data-testid="stElementContainer"]');
  if (row) row.style.display = "none";
  const selector = SELECTOR;  // nonce NONCE
  const main = page.document.querySelector('[data-testid="stMain"]');
  const offset = () => (main && main.scrollHeight > main.clientHeight) ? main.scrollTop : page.scrollY;
  const started = Date.now();
  let checks = 0;
  let left = -1;  // the offset this script left the page at
  const bring = () => {
    const el = page.document.querySelector(selector);
    if (!el || !el.getBoundingClientRect().height) {
      if (Date.now() - started < 15000) setTimeout(bring, 100);
      return;
    }
    page.__canastaBroughtIntoView = {path: page.location.pathname, at: Date.now()};
    const r = el.getBoundingClientRect();
    if (!(r.bottom <= page.innerHeight && r.top >= 0)) {
      const by = r.top - 12;
      if (main && main.scrollHeight > main.clientHeight) main.scrollTop += by;
      else page.scrollBy(0, by);
    }
    left = offset();
    if (checks++ < 15) setTimeout(() => { const now = offset(); if (now === 0 || now === left) bring(); }, 400);
  };
  setTimeout(bring, 250);
})();
</script>
"""


def open_at_top() -> None:
    """Scroll the page to its top when it is opened (not on its reruns)."""
    components.html(OPEN_AT_TOP_SCRIPT, height=0)


def bring_into_view_script(selector: str, nonce: int) -> str:
    return (BRING_INTO_VIEW_SCRIPT.replace("SELECTOR", json.dumps(selector))
            .replace("NONCE", str(int(nonce))))


def bring_into_view(selector: str, nonce: int) -> None:
    """Scroll the element `selector` names up to the screen's top if it is below the fold,
    once for each new `nonce` (0: nothing to show)."""
    if nonce > 0:
        components.html(bring_into_view_script(selector, nonce), height=0)


__all__ = ["BRING_INTO_VIEW_SCRIPT", "OPEN_AT_TOP_SCRIPT", "bring_into_view",
           "bring_into_view_script", "open_at_top"]
