"""A page that opens at its top.

Streamlit keeps the main area's scroll offset when the visitor moves to another page: a button
far down the sandbox ("Score this position") opened the calculator part-way down, over its
own results. `open_at_top()` draws a tiny script that scrolls the page's main area to the top
when it is mounted: once when the page is opened (a rerun of the same page keeps the element,
whose text has not changed, so the script does not run again and the visitor's own scrolling is
left alone).

`bring_into_view(selector, nonce)` is the other half: a result drawn below the fold (on a
phone the calculator's columns stack, so "Score this position" put the totals a screen and a
half down) is scrolled up to the top of the screen. Only when it is not already wholly on
screen: on a laptop, where the totals sit beside the box, nothing moves. A new `nonce` (a
counter the page bumps when it has a fresh result to show) makes a new element, so the script
runs once per result, not on every rerun.

Each is an `st.html` element that runs its script (`unsafe_allow_javascript`) in the page
itself: not an iframe (`st.components.v1.html`, removed from Streamlit after 2026-06-01), which
cost a frame's document load on every first visit. The script hides its own row (an empty one
still took a gap above the title) and takes itself out of the page as it starts, so the page
holds no <script> element of it afterwards (the bad-input tests check that none is ever
injected). The scripts are constants; the selector is the page's own (a CSS selector written
in the code, JSON-quoted), never user text.
"""

from __future__ import annotations

import json
from typing import Final

import streamlit as st

# The start of both scripts: hide the element's row, leave no <script> behind.
_TAKE_OUT: Final = """
  const me = document.currentScript;
  const row = me && me.closest('[data-testid="stElementContainer"]');
  if (row) row.style.display = "none";
  if (me) me.remove();"""

OPEN_AT_TOP_SCRIPT: Final = """<script data-cc="scroll">
(() => {TAKE_OUT
  // The two scripts run in either order: when a result of this page was already brought into
  // view, scrolling to the top now would hide it again.
  const mark = window.__canastaBroughtIntoView;
  if (mark && mark.path === location.pathname && Date.now() - mark.at < 20000) return;
  const main = document.querySelector('[data-testid="stMain"]');
  if (main) main.scrollTop = 0;
  window.scrollTo(0, 0);
})();
</script>""".replace("TAKE_OUT", _TAKE_OUT)


# Waits (up to 15 s: a busy machine draws late) for the target, then scrolls the target's top
# to 12 px below the top bar (Streamlit's header, laid over the main area: on a phone the
# target's top landed under it, issue 37) when it is not wholly on screen below that bar. It marks the
# page so a page-opening scroll to the top that runs after it leaves the result alone, and
# checks again for about 6 s: if the target left the screen while the page stayed where this
# script put it (content above it was still being laid out) or went back to the top, it brings
# the target back; a visitor who scrolled elsewhere meanwhile is left alone.
BRING_INTO_VIEW_SCRIPT: Final = """<script data-cc="scroll">
(() => {TAKE_OUT
  const selector = SELECTOR;  // nonce NONCE
  const main = document.querySelector('[data-testid="stMain"]');
  const offset = () => (main && main.scrollHeight > main.clientHeight) ? main.scrollTop : window.scrollY;
  // Streamlit's top bar (its header, laid over the scrolling main area: absolute, fixed or
  // sticky at the screen's top) covers the screen's top: the target goes under it
  const barBottom = () => {
    const bar = document.querySelector('[data-testid="stHeader"]');
    if (!bar) return 0;
    const b = bar.getBoundingClientRect();
    const style = getComputedStyle(bar);
    const over = ["absolute", "fixed", "sticky"].includes(style.position);
    return over && style.display !== "none" && b.height && b.top <= 0 ? Math.max(0, b.bottom) : 0;
  };
  const started = Date.now();
  let checks = 0;
  let left = -1;  // the offset this script left the page at
  const bring = () => {
    const el = document.querySelector(selector);
    if (!el || !el.getBoundingClientRect().height) {
      if (Date.now() - started < 15000) setTimeout(bring, 100);
      return;
    }
    window.__canastaBroughtIntoView = {path: location.pathname, at: Date.now()};
    const r = el.getBoundingClientRect();
    const top = barBottom();
    if (!(r.bottom <= window.innerHeight && r.top >= top)) {
      const by = r.top - top - 12;
      if (main && main.scrollHeight > main.clientHeight) main.scrollTop += by;
      else window.scrollBy(0, by);
    }
    left = offset();
    if (checks++ < 15) setTimeout(() => { const now = offset(); if (now === 0 || now === left) bring(); }, 400);
  };
  setTimeout(bring, 250);
})();
</script>""".replace("TAKE_OUT", _TAKE_OUT)


# A view of a page (a lesson's step) that opens at its top: once per view, whatever was
# brought into view on the view before (the lessons page keeps its scroll offset from step to
# step, so a phone opened a step scrolled past its text: issue 37).
VIEW_AT_TOP_SCRIPT: Final = """<script data-cc="scroll">
(() => {TAKE_OUT
  // view VIEW
  const main = document.querySelector('[data-testid="stMain"]');
  if (main) main.scrollTop = 0;
  window.scrollTo(0, 0);
})();
</script>""".replace("TAKE_OUT", _TAKE_OUT)


def open_at_top(view: str = "") -> None:
    """Scroll the page to its top when it is opened (not on its reruns); with `view` (a name
    of what the page shows: "freezing.3"), also each time the page shows another view."""
    if not view:
        st.html(OPEN_AT_TOP_SCRIPT, unsafe_allow_javascript=True)
        return
    st.html(VIEW_AT_TOP_SCRIPT.replace("VIEW", json.dumps(view).replace("<", "\\u003c")),
            unsafe_allow_javascript=True)


def bring_into_view_script(selector: str, nonce: int) -> str:
    if "<" in selector:  # the selector goes inside a <script>
        raise ValueError("a CSS selector cannot contain '<'")
    return (BRING_INTO_VIEW_SCRIPT.replace("SELECTOR", json.dumps(selector))
            .replace("NONCE", str(int(nonce))))


def bring_into_view(selector: str, nonce: int) -> None:
    """Scroll the element `selector` names up to the screen's top if it is below the fold,
    once for each new `nonce` (0: nothing to show).

    Always one container at the call site, the script inside it or nothing: the script hides
    its own row, and a hidden row at a place where the next run draws something else (a
    message, the picker) was reused for it by the browser and hid it too (a bad field's notice
    in the sandbox showed empty). Call it on every run, with 0 when there is nothing to show."""
    with st.container():
        if nonce > 0:
            st.html(bring_into_view_script(selector, nonce), unsafe_allow_javascript=True)


__all__ = ["BRING_INTO_VIEW_SCRIPT", "OPEN_AT_TOP_SCRIPT", "VIEW_AT_TOP_SCRIPT", "bring_into_view",
           "bring_into_view_script", "open_at_top"]
