"""canasta_core — the rules engine for classic partnership Canasta.

The public API of notation.md:

    import canasta_core as cc
    pos = cc.load(text_or_dict)      # Position; raises cc.NotationError (a ValueError)
    r = cc.check(pos, "take 7H 7S")  # r.legal, r.rule, r.reason, r.violations
    pos2 = cc.play(pos, "take 7H 7S")  # raises cc.IllegalAction carrying the ruling
    cc.legal_actions(pos); cc.score(pos); cc.deal(seed=7, dealer="N", scores=(0, 0))
    cc.dump(pos)                     # canonical JSON; cc.load(cc.dump(p)) == p
    pos2, events = cc.play_events(pos, "draw")  # also what happened (canasta_core.events)

Pure Python, standard library only, so the command line starts fast: the names above are
imported when first used (PEP 562), so `canasta check` loads the judge but not the move
generator, the dealer or the scorer.
"""

from __future__ import annotations

import sys
from types import ModuleType

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Any

    from canasta_core.actions import Action, Group, format_action, parse
    from canasta_core.deal import deal, deal_events, events_for_deal
    from canasta_core.errors import NotationError
    from canasta_core.legal import legal_actions
    from canasta_core.play import play, play_events
    from canasta_core.positions import Position, dump, load, to_dict
    from canasta_core.rulings import check, is_legal
    from canasta_core.scoring import game_status, score
    from canasta_core.verdicts import IllegalAction, Ruling, Violation

#: Each public name and the module that defines it.
_HOME: dict[str, str] = {
    "Action": "actions", "Group": "actions", "format_action": "actions", "parse": "actions",
    "deal": "deal", "deal_events": "deal", "events_for_deal": "deal",
    "NotationError": "errors",
    "legal_actions": "legal",
    "play": "play", "play_events": "play",
    "Position": "positions", "dump": "positions", "load": "positions", "to_dict": "positions",
    "check": "rulings", "is_legal": "rulings",
    "game_status": "scoring", "score": "scoring",
    "IllegalAction": "verdicts", "Ruling": "verdicts", "Violation": "verdicts",
}

__all__ = [
    "Action", "Group", "IllegalAction", "NotationError", "Position", "Ruling", "Violation",
    "check", "deal", "deal_events", "dump", "events_for_deal", "format_action", "game_status",
    "is_legal", "legal_actions", "load", "parse", "play", "play_events", "score", "to_dict",
]


def _import_module(name: str) -> ModuleType:
    """`importlib.import_module` of an absolute name, without importing `importlib` (and its
    `warnings`): `canasta check` starts faster."""
    __import__(name)
    return sys.modules[name]


def __getattr__(name: str) -> Any:
    """A public name (imported from its module on first use, then kept), or a submodule."""
    home = _HOME.get(name)
    if home is not None:
        value = getattr(_import_module(f"canasta_core.{home}"), name)
        globals()[name] = value
        return value
    try:
        return _import_module(f"canasta_core.{name}")
    except ModuleNotFoundError as e:
        if e.name != f"canasta_core.{name}":
            raise
        raise AttributeError(f"module 'canasta_core' has no attribute {name!r}") from None


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


class _Package(ModuleType):
    """`cc.deal` and `cc.play` stay the functions when their modules are imported first (the
    import system would otherwise set the package's attribute to the module)."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name in _HOME and isinstance(value, ModuleType):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
