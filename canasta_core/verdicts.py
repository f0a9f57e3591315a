"""Verdicts: a ruling on an action, the violations behind it, and the exception play() raises.

A leaf module (it imports only the sentence table), so rulings, errors, play and the app can all
use these values without importing each other.
"""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass, field

from canasta_core.reasons import render

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any


@dataclass(frozen=True, slots=True)
class Violation:
    """One rule an action breaks (or, in `warnings`, a legal consequence worth knowing)."""

    rule: str
    code: str
    params: dict[str, str] = field(default_factory=dict)
    order: int = 99

    @property
    def reason(self) -> str:
        return render(self.code, self.params, "en")

    def reason_in(self, lang: str) -> str:
        return render(self.code, self.params, lang)

    def to_dict(self) -> dict[str, str]:
        return {"rule": self.rule, "reason": self.reason}


class Ruling:
    """The ruling on one action: legal or not, the deciding slug, its reason, every violation.

    An immutable value. The English `reason` is rendered from `code` and `params` only when
    read (most rulings made while listing or simulating are never shown), unless the caller
    gave one.
    """

    __slots__ = ("_reason", "action", "cites", "code", "legal", "params", "rule", "violations",
                 "warnings")
    _reason: str | None
    legal: bool
    rule: str | None
    violations: tuple[Violation, ...]
    warnings: tuple[Violation, ...]
    cites: tuple[str, ...]  # slugs that explain a legal move (for links), not the contract
    code: str
    params: dict[str, str]
    action: str  # canonical text of the action ruled on

    def __init__(self, legal: bool, rule: str | None, reason: str | None = None,
                 violations: tuple[Violation, ...] = (), warnings: tuple[Violation, ...] = (),
                 cites: tuple[str, ...] = (), code: str = "",
                 params: dict[str, str] | None = None, action: str = "") -> None:
        # The slots' own setters (`__setattr__` refuses): a third of the cost of
        # object.__setattr__ by name, and `check` builds one Ruling per call.
        _set_legal(self, legal)
        _set_rule(self, rule)
        _set_reason(self, reason)
        _set_violations(self, violations)
        _set_warnings(self, warnings)
        _set_cites(self, cites)
        _set_code(self, code)
        _set_params(self, {} if params is None else params)
        _set_action(self, action)

    @property
    def reason(self) -> str:
        text = self._reason
        if text is None:
            text = render(self.code, self.params, "en") if self.code else ""
            _set_reason(self, text)
        return text

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def _key(self) -> tuple[object, ...]:
        return (self.legal, self.rule, self.reason, self.violations, self.warnings, self.cites,
                self.code, self.params, self.action)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ruling) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]  # holds a dict: a value, but not hashable

    def __reduce__(self) -> tuple[type[Ruling], tuple[object, ...]]:
        return (Ruling, self._key())

    def __repr__(self) -> str:
        return (f"Ruling(legal={self.legal!r}, rule={self.rule!r}, reason={self.reason!r}, "
                f"violations={self.violations!r}, warnings={self.warnings!r}, cites={self.cites!r}, "
                f"code={self.code!r}, params={self.params!r}, action={self.action!r})")

    def reason_in(self, lang: str) -> str:
        return render(self.code, self.params, lang) if self.code else self.reason

    def reason_told(self, lang: str, seat: str, partner: str, side: str) -> str:
        """A legal move's reason told of the player in the third person, for narration:
        "North takes the pile…" (`reasons.TOLD`); `side` is the side's name as shown."""
        return render(self.code, self.params, lang,
                      told={"seat": seat, "partner": partner, "side": side})

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"legal": self.legal, "rule": self.rule, "reason": self.reason}
        if self.violations:
            out["violations"] = [v.to_dict() for v in self.violations]
        if self.warnings:
            out["warnings"] = [v.to_dict() for v in self.warnings]
        return out


def _slot_setter(name: str) -> Callable[[Ruling, Any], None]:
    """The setter of one of Ruling's slots (its member descriptor's `__set__`)."""
    setter: Callable[[Ruling, Any], None] = Ruling.__dict__[name].__set__
    return setter


_set_legal = _slot_setter("legal")
_set_rule = _slot_setter("rule")
_set_reason = _slot_setter("_reason")
_set_violations = _slot_setter("violations")
_set_warnings = _slot_setter("warnings")
_set_cites = _slot_setter("cites")
_set_code = _slot_setter("code")
_set_params = _slot_setter("params")
_set_action = _slot_setter("action")


class IllegalAction(ValueError):
    """Raised by play() for an action the rules forbid; carries the full ruling."""

    def __init__(self, ruling: Ruling) -> None:
        super().__init__(f"{ruling.rule}: {ruling.reason}")
        self.ruling = ruling


__all__ = ["IllegalAction", "Ruling", "Violation"]
