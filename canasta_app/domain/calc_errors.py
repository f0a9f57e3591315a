"""A problem with what the user entered in the score calculator or its game sheet: a UI string's
key (canasta_app/calculator/strings.py) and its parameters, so the page can say what is wrong,
and how to fix it, in either language."""

from __future__ import annotations

from typing import Any, Final

from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import seat_name, side_name, t
from canasta_core.profiles import CLASSIC


class CalcError(ValueError):
    """A problem with what the user entered; `key` names a UI string, `params` fill it."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str) -> str:
        """The message in `lang`; side codes and field names in the params are translated."""
        shown: dict[str, Any] = {}
        for name, value in self.params.items():
            if name in _SIDE_PARAMS and value in CLASSIC.side_names:
                value = side_name(value, lang)
            elif name == "seat" and value in CLASSIC.seats:
                value = seat_name(value, lang)
            elif name == "what":
                value = t(KEYS.CALC_WHAT[value], lang)
            shown[name] = value
        return t(self.key, lang, **shown)


_SIDE_PARAMS: Final = frozenset({"side", "winner", "loser", "leader"})


__all__ = ["CalcError"]
