"""Verdicts: a ruling on an action, the violations behind it, and the exception play() raises.

A leaf module (it imports only the sentence table), so rulings, errors, play and the app can all
use these values without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from canasta_core.reasons import render


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


@dataclass(frozen=True, slots=True)
class Ruling:
    legal: bool
    rule: str | None
    reason: str
    violations: tuple[Violation, ...] = ()
    warnings: tuple[Violation, ...] = ()
    cites: tuple[str, ...] = ()  # slugs that explain a legal move (for links), not the contract
    code: str = ""
    params: dict[str, str] = field(default_factory=dict)
    action: str = ""  # canonical text of the action ruled on

    def reason_in(self, lang: str) -> str:
        return render(self.code, self.params, lang) if self.code else self.reason

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"legal": self.legal, "rule": self.rule, "reason": self.reason}
        if self.violations:
            out["violations"] = [v.to_dict() for v in self.violations]
        if self.warnings:
            out["warnings"] = [v.to_dict() for v in self.warnings]
        return out


class IllegalAction(ValueError):
    """Raised by play() for an action the rules forbid; carries the full ruling."""

    def __init__(self, ruling: Ruling) -> None:
        super().__init__(f"{ruling.rule}: {ruling.reason}")
        self.ruling = ruling


__all__ = ["IllegalAction", "Ruling", "Violation"]
