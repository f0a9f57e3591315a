"""Unusable input: NotationError. A ValueError, so callers can catch bad input generically.

IllegalAction (an action the rules forbid) lives in canasta_core.verdicts with the Ruling it
carries; it is re-exported here for callers that import it from this module.
"""

from __future__ import annotations

from canasta_core.verdicts import IllegalAction


class NotationError(ValueError):
    """Unusable input: an unknown card, bad action grammar, or an invalid position.

    `field` names where the problem is (e.g. "hands.N[3]", "action"), so a UI can point at it.
    """

    rule = "input"

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.field = field

    def message_in(self, lang: str) -> str:
        """The message in 'en' or 'es' (English when no Spanish rendering is known)."""
        if lang == "es":
            from canasta_core.errors_es import translate

            return translate(self.message, self.field) or self.message
        return self.message


__all__ = ["IllegalAction", "NotationError"]
