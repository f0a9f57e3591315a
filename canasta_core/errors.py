"""The engine's exceptions. Both are ValueErrors, so callers can catch bad input generically."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from canasta_core.rulings import Ruling


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


class IllegalAction(ValueError):
    """Raised by play() for an action the rules forbid; carries the full ruling."""

    def __init__(self, ruling: Ruling) -> None:
        super().__init__(f"{ruling.rule}: {ruling.reason}")
        self.ruling = ruling
