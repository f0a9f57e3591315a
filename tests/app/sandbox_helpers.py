"""Opening the sandbox's set-up form in AppTest, as a player does: the form and its tabs are
drawn only while open (issue 22), so a test that uses a set-up field opens them first."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest

from canasta_app.components.sandbox_setup import SETUP_OPEN, SETUP_TAB
from canasta_app.i18n import t


def open_setup(at: AppTest, tab: str = "new") -> None:
    """Open the set-up form at `tab` ("new", "presets", "deal" or "json") and run."""
    lang = at.query_params["lang"] if "lang" in at.query_params else "en"
    lang = lang[0] if isinstance(lang, list) else lang
    at.session_state[SETUP_OPEN] = True
    at.session_state[SETUP_TAB] = t("sandbox.tab." + tab, lang)
    at.run()
    assert not at.exception, at.exception
