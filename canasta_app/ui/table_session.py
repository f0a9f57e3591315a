"""What every table page session starts with: the visitor's state, the page's language and the
card picker it clears after a move (the practice table and the sandbox)."""

from __future__ import annotations

from collections.abc import Callable, MutableMapping
from typing import Any

from canasta_app.text.i18n import t


class PageSession:
    """A page session over a mutable mapping (the page passes `st.session_state`, tests a
    dict) in one language; `reset_picker` clears the page's card picker (none in tests)."""

    def __init__(self, state: MutableMapping[str, Any], lang: str,
                 reset_picker: Callable[[], None] | None = None) -> None:
        self.state = state
        self.lang = lang
        self._reset_picker = reset_picker or (lambda: None)

    def tr(self, key: str, **params: object) -> str:
        """The catalogue's text for `key` in the page's language."""
        return t(key, self.lang, **params)
