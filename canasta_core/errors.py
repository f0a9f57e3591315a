"""Unusable input: NotationError. A ValueError, so callers can catch bad input generically.

IllegalAction (an action the rules forbid) lives in canasta_core.verdicts with the Ruling it
carries; it is re-exported here for callers that import it from this module.
"""

from __future__ import annotations

from collections.abc import Mapping

from canasta_core.verdicts import IllegalAction


class NotationError(ValueError):
    """Unusable input: an unknown card, bad action grammar, or an invalid position.

    `code` and `params` say what is wrong (canasta_core.input_messages renders them in English
    or Spanish); `field` names where (e.g. "hands.N[3]", "action"), so a UI can point at it.
    The message starts with "field: " unless `at_field` is False (action grammar, whose field
    is the whole action). Built from a free `message` and no code, it reads the same in every
    language (for callers outside the engine that have no code).
    """

    rule = "input"

    def __init__(self, message: str = "", field: str = "", *, code: str = "",
                 params: Mapping[str, object] | None = None, at_field: bool = True) -> None:
        self.code = code
        self.params: dict[str, object] = dict(params or {})
        self.field = field
        self.at_field = at_field
        if code:
            message = self.message_in("en")
        super().__init__(message)
        self.message = message

    @classmethod
    def of(cls, code: str, field: str = "", *, at_field: bool = True,
           **params: object) -> NotationError:
        """The error for a message code, e.g. NotationError.of("card.unknown", "pile[2]", text="'ZZ'")."""
        return cls(field=field, code=code, params=params, at_field=at_field)

    def message_in(self, lang: str) -> str:
        """The message in 'en' or 'es', the field in front (the action box named in the language)."""
        if not self.code:
            return self.message
        # the input messages are read when an error is first worded: a valid input needs none
        from canasta_core.input_messages import field_label, render_input

        text = render_input(self.code, self.params, lang)
        return f"{field_label(self.field, lang)}: {text}" if self.field and self.at_field else text


__all__ = ["IllegalAction", "NotationError"]
