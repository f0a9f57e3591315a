"""What the judge finds (`rulings.evaluate`): an `Evaluation` (every violation in notation.md's
precedence order, or for a legal action its effects and the facts its events report), and
the `Ruling` `check` returns from it (`ruling_from`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from canasta_core.actions import Action, format_action
from canasta_core.positions import FrozenWhy, TurnState
from canasta_core.verdicts import Ruling, Violation, new_ruling, new_violation

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Final

#: notation.md's precedence: when several rules forbid an action, the first listed wins.
#: "out.permission" appears twice: a pending answer outranks almost everything.
PRECEDENCE: Final = (
    "turn.not-yours",
    "out.permission/pending",
    "stock.empty-draw",
    "stock.empty",
    "pile.empty",
    "pile.blocked",
    "card.not-held",
    "pile.one-card",
    "pile.frozen",
    "pile.use-top",
    "threes.black",
    "meld.no-wild-only",
    "meld.rank",
    "meld.wilds",
    "meld.naturals",
    "out.canasta",
    "out.permission",
    "open.minimum",
)
_RANKING: Final = {slug: i for i, slug in enumerate(PRECEDENCE)}


@dataclass(init=False)
class Evaluation:
    """What `evaluate` found: violations, and for a legal action its effects.

    No `__slots__`: a field's plain default is then the class attribute, read until the
    field is set, so `__init__` (one per `check`) stores only the action and the fields that
    need a list or dict of their own."""

    action: Action
    violations: list[Violation] = field(default_factory=list)
    warnings: list[Violation] = field(default_factory=list)
    ok_code: str = ""
    ok_params: dict[str, str] = field(default_factory=dict)
    cites: list[str] = field(default_factory=list)
    # effects of a take or meld (side melds, hand and red threes afterwards, turn bookkeeping)
    melds_after: dict[str, tuple[str, ...]] | None = None
    hand_after: tuple[str, ...] | None = None
    red_threes_gained: tuple[str, ...] = ()
    turn_after: TurnState | None = None
    goes_out: bool = False
    concealed: bool = False
    # facts behind the events of a legal action (canasta_core.events)
    added: dict[str, list[str]] = field(default_factory=dict)  # rank -> cards put on that meld
    frozen_why: FrozenWhy | None = None  # a take: why the pile was frozen for the side
    opening: tuple[int, int, bool] | None = None  # (points, minimum, waived) when the side opens
    canastas_completed: tuple[str, ...] = ()  # ranks whose meld reaches seven cards
    canastas_mixed: tuple[str, ...] = ()  # natural canastas a wild card joins
    freezes: bool = False  # a discard that freezes the pile for everyone
    blocks: bool = False  # a discard that blocks the pile for the next player

    def __init__(self, action: Action) -> None:
        # Written out (the dataclass's generated __init__ calls a factory per list and dict
        # and stores every field): `check` builds one per ruling, so this is on its hot path.
        self.action = action
        self.violations = []
        self.warnings = []
        self.ok_params = {}
        self.cites = []
        self.added = {}

    def spoken_to(self, who: str) -> None:
        """The reasons speak to this player: `who` is "alone" (a side alone: no "your side",
        no partner, `reasons.ALONE`) or "team" (a side of three: «tu equipo», never «tu
        pareja», `reasons.TEAM`). A text parameter only: what is legal does not change."""
        for v in self.violations:
            v.params[who] = "1"
        if self.ok_code:
            self.ok_params[who] = "1"

    def add(self, rule: str, code: str, order_key: str | None = None, **params: str) -> None:
        order = _RANKING.get(order_key or rule, 99)
        self.violations.append(new_violation(rule, code, params, order))


def _order(v: Violation) -> int:
    return v.order


def _cards_text(cards: list[str] | tuple[str, ...]) -> str:
    return " ".join(cards)


def ruling_from(ev: Evaluation) -> Ruling:
    text = format_action(ev.action)
    # Positional: (legal, rule, reason, violations, warnings, cites, code, params, action).
    if ev.violations:
        first = ev.violations[0]
        return new_ruling(False, first.rule, None, tuple(ev.violations),
                          tuple(ev.warnings) if ev.warnings else (), tuple(ev.cites), first.code,
                          first.params, text)
    cites = ev.cites  # without repeats; most legal moves cite one slug
    return new_ruling(True, None, None, (), tuple(ev.warnings) if ev.warnings else (),
                      tuple(cites) if len(cites) < 2 else tuple(dict.fromkeys(cites)),
                      ev.ok_code, ev.ok_params, text)


__all__ = ["PRECEDENCE", "Evaluation", "ruling_from"]
