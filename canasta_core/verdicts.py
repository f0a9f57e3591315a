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


class _ViolationFilled:
    """A Violation while `new_violation` fills it (as `_RulingFilled` below, for Ruling)."""

    __slots__ = Violation.__slots__


def new_violation(rule: str, code: str, params: dict[str, str], order: int) -> Violation:
    """`Violation(rule, code, params, order)` without the frozen dataclass's four
    `object.__setattr__` calls: `check` builds one per rule an action breaks."""
    f: Any = _ViolationFilled()
    f.rule = rule
    f.code = code
    f.params = params
    f.order = order
    f.__class__ = Violation
    v: Violation = f
    return v


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
        _fill_ruling(self, legal, rule, reason, violations, warnings, cites, code,
                     {} if params is None else params, action)

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


class _RulingFilled:
    """A Ruling while it is filled in: the same slots, set by plain stores (Ruling's
    `__setattr__` refuses), then the instance becomes a Ruling. `check` builds one Ruling per
    call: switching the class once costs a fraction of nine calls of the slots' setters."""

    __slots__ = Ruling.__slots__


def new_ruling(legal: bool, rule: str | None, reason: str | None,
               violations: tuple[Violation, ...], warnings: tuple[Violation, ...],
               cites: tuple[str, ...], code: str, params: dict[str, str], action: str) -> Ruling:
    """`Ruling(...)` with every field given (`rulings.ruling_from`'s fast path)."""
    f: Any = _RulingFilled()
    _store_and_seal(f, legal, rule, reason, violations, warnings, cites, code, params, action)
    r: Ruling = f
    return r


def _store_and_seal(f: Any, legal: bool, rule: str | None, reason: str | None,
                    violations: tuple[Violation, ...], warnings: tuple[Violation, ...],
                    cites: tuple[str, ...], code: str, params: dict[str, str],
                    action: str) -> None:
    """Fills a `_RulingFilled` by plain stores and makes it a Ruling."""
    f.legal = legal
    f.rule = rule
    f._reason = reason
    f.violations = violations
    f.warnings = warnings
    f.cites = cites
    f.code = code
    f.params = params
    f.action = action
    f.__class__ = Ruling


def _fill_ruling(r: Ruling, legal: bool, rule: str | None, reason: str | None,
                 violations: tuple[Violation, ...], warnings: tuple[Violation, ...],
                 cites: tuple[str, ...], code: str, params: dict[str, str], action: str) -> None:
    """`Ruling.__init__`: the same stores as `new_ruling`, on the instance being built (a
    subclass's instance, whose layout may differ, is filled through `object.__setattr__`)."""
    f: Any = r
    if f.__class__ is not Ruling:
        fields = {"legal": legal, "rule": rule, "_reason": reason, "violations": violations,
                  "warnings": warnings, "cites": cites, "code": code, "params": params,
                  "action": action}  # by name: nothing hangs on the slots' order
        for name, value in fields.items():
            object.__setattr__(f, name, value)
        return
    object.__setattr__(f, "__class__", _RulingFilled)
    _store_and_seal(f, legal, rule, reason, violations, warnings, cites, code, params, action)


#: the lazily rendered reason's slot, set once when first read (`Ruling.reason`)
_set_reason: Callable[[Ruling, str | None], None] = Ruling.__dict__["_reason"].__set__


class IllegalAction(ValueError):
    """Raised by play() for an action the rules forbid; carries the full ruling."""

    def __init__(self, ruling: Ruling) -> None:
        super().__init__(f"{ruling.rule}: {ruling.reason}")
        self.ruling = ruling


__all__ = ["IllegalAction", "Ruling", "Violation"]
