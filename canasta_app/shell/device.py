"""What this device remembers: the learner's personal code and the teacher's code, each in a
first-party cookie, so a student who closes the tab and comes back next week is the same
student, and a teacher finds "My classes" on the device that made them.

Reading: `st.context.cookies` (the cookies the browser sent when the page connected).
Writing: Streamlit has no call that sets a cookie, so `keep()` draws a tiny script (an
`st.html` element with `unsafe_allow_javascript`, run in the page itself like
ui/scroll.py's) that sets or clears it; it hides its row and takes itself out of the
page. The values written are codes from `store.codes.ALPHABET` only (checked here), JSON-quoted
into a constant script: never user text.

The cookies are bearer keys, like the `?me=` address: whoever has the device continues as
that learner (Home's "Use another code" and the class page's "Not you?" switch it). They are
`SameSite=Lax`, `Secure` on https, for a year (a school year, with room).
"""

from __future__ import annotations

import json
from typing import Final

import streamlit as st

from canasta_app.store.codes import ALPHABET

ME: Final = "canasta_me"  # the learner's personal code
TEACHER: Final = "canasta_teacher"  # the teacher's code
MAX_AGE_S: Final = 365 * 24 * 3600
SS_WRITTEN: Final = "device_written"  # name -> the value this session last wrote (None: cleared)

_SCRIPT: Final = """<script data-cc="device">
(() => {
  const me = document.currentScript;
  const row = me && me.closest('[data-testid="stElementContainer"]');
  if (row) row.style.display = "none";
  if (me) me.remove();
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = NAME + "=" + VALUE + "; path=/; max-age=" + AGE + "; SameSite=Lax" + secure;
})();
</script>"""


def _clean(value: str | None) -> str | None:
    """A code as it may be kept: letters and digits of the codes' alphabet, else nothing."""
    if value is None:
        return None
    value = str(value).strip().upper()
    if not value or len(value) > 16 or any(c not in ALPHABET for c in value):
        return None
    return value


def read(name: str) -> str | None:
    """The code this device keeps under `name` (what this session wrote last, else what the
    browser sent), or None."""
    written: dict[str, str | None] = st.session_state.get(SS_WRITTEN, {})
    if name in written:
        return written[name]
    try:
        raw = st.context.cookies.get(name)
    except Exception:  # noqa: BLE001 — no request (AppTest, a bare script run)
        return None
    return _clean(raw)


def script(name: str, value: str | None) -> str:
    """The script that sets the cookie (None: clears it)."""
    return (_SCRIPT.replace("NAME", json.dumps(name))
            .replace("VALUE", json.dumps(value or ""))
            .replace("AGE", str(MAX_AGE_S if value else 0)))


def keep(name: str, value: str | None) -> None:
    """Makes the device remember `value` under `name` (None: forget it): draws the script only
    when the device holds something else, so an ordinary run draws nothing."""
    value = _clean(value)
    if read(name) == value:
        return
    st.session_state.setdefault(SS_WRITTEN, {})[name] = value
    st.html(script(name, value), unsafe_allow_javascript=True)

