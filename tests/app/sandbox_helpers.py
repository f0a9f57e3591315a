"""Opening the sandbox's set-up form and its box to type the action in, in AppTest, as a player
does: both are drawn only while open (issue 22), so a test that uses one opens it first."""

from __future__ import annotations

from typing import Any

from streamlit.testing.v1 import AppTest

from canasta_app.sandbox.setup_view import SETUP_OPEN, SETUP_TAB
from canasta_app.text.i18n import t


def open_setup(at: AppTest, tab: str = "new") -> None:
    """Open the set-up form at `tab` ("new", "presets", "deal" or "json") and run."""
    lang = at.query_params["lang"] if "lang" in at.query_params else "en"
    lang = lang[0] if isinstance(lang, list) else lang
    at.session_state[SETUP_OPEN] = True
    at.session_state[SETUP_TAB] = t("sandbox.tab." + tab, lang)
    at.run()
    assert not at.exception, at.exception


def typing_box(at: AppTest) -> Any:
    """The action's text box, its box opened first when closed (as a player clicks "Type the
    action"; it then stays open)."""
    if "sandbox_typed_open" not in at.session_state or not at.session_state["sandbox_typed_open"]:
        at.session_state["sandbox_typed_open"] = True
        at.run()
        assert not at.exception, at.exception
    return at.text_input(key="sandbox_action")
