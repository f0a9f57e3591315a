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


class IllegalAction(ValueError):
    """Raised by play() for an action the rules forbid; carries the full ruling."""

    def __init__(self, ruling: Ruling) -> None:
        super().__init__(f"{ruling.rule}: {ruling.reason}")
        self.ruling = ruling
