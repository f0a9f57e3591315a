"""Actions: the text grammar of notation.md, parsed into values and written back canonically.

    draw | take [C ...] [; MELD ...] | meld MELD [; MELD ...] | discard C | ask | yes | no | pass
    MELD = [R:] C [C ...]
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_core.cards import is_natural, parse_card, parse_rank, sort_cards
from canasta_core.errors import NotationError

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from typing import Final, Literal

    ActionKind = Literal["draw", "take", "meld", "discard", "ask", "yes", "no", "pass"]
else:
    ActionKind = str

KINDS: Final[tuple[ActionKind, ...]] = ("draw", "take", "meld", "discard", "ask", "yes", "no", "pass")
_KIND_OF: Final[dict[str, ActionKind]] = {k: k for k in KINDS}
BARE_KINDS: Final = frozenset({"draw", "ask", "yes", "no", "pass"})
MAX_ACTION_TEXT: Final = 400
EXAMPLES: Final = (
    "draw",
    "take",
    "take 7H 7S",
    "take 7H 2C; KH KS KD",
    "meld 5C 5D 5H; AS AH JK",
    "meld K: 2D",
    "discard 9C",
    "ask",
    "yes",
    "no",
    "pass",
)


@dataclass(frozen=True, slots=True)
class Group:
    """Cards laid down together in one rank; `rank` is set when written with an `R:` prefix."""

    cards: tuple[str, ...]
    rank: str | None = None

    def natural_rank(self) -> str | None:
        """The rank of the first natural card, if any."""
        for c in self.cards:
            if is_natural(c):
                return c[0]
        return None

    def meld_rank(self) -> str | None:
        """The rank the group is laid down in: its `R:` prefix, else its first natural's."""
        return self.rank or self.natural_rank()


@dataclass(frozen=True, slots=True)
class Action:
    """One action of a turn, as notation.md writes it: its kind, the groups laid down (a take's
    first group goes with the pile's top card) and the card discarded."""

    kind: ActionKind
    groups: tuple[Group, ...] = ()  # take: groups[0] goes with the pile's top card
    card: str | None = None  # discard

    def __str__(self) -> str:
        return format_action(self)

    def hand_cards(self) -> list[str]:
        """Every card the action takes from the hand (with repeats)."""
        if self.kind == "discard" and self.card is not None:
            return [self.card]
        return [c for g in self.groups for c in g.cards]


def _grammar(code: str, **params: object) -> NotationError:
    """An error in the action text as a whole (its message ends with examples of actions)."""
    return NotationError.of(code, "action", at_field=False, **params)


def _parse_group(text: str, index: int) -> Group:
    where = f"action (group {index + 1})"
    t = text.replace(",", " ").strip()
    rank: str | None = None
    if ":" in t:
        head, _, rest = t.partition(":")
        if ":" in rest:
            raise _grammar("action.group-colons", group=index + 1)
        rank = parse_rank(head, where)
        t = rest
    tokens = t.split()
    if not tokens:
        raise _grammar("action.group-empty", group=index + 1)
    return Group(tuple(parse_card(tok, where) for tok in tokens), rank)


def parse(text: str | Action) -> Action:
    """Parse action text (case-insensitive) into an Action, or raise NotationError."""
    if isinstance(text, Action):
        return text
    if not isinstance(text, str):
        raise _grammar("action.not-text")
    if len(text) > MAX_ACTION_TEXT:
        raise _grammar("action.too-long", length=len(text), limit=MAX_ACTION_TEXT)
    t = text.strip()
    if not t:
        raise _grammar("action.empty")
    verb, _, rest = t.partition(" ")
    if ";" in verb:  # "take;..." written without a space
        verb, _, tail = verb.partition(";")
        rest = ";" + tail + " " + rest
    found = _KIND_OF.get(verb.lower())
    rest = rest.strip()
    if found is None:
        raise _grammar("action.unknown-verb", verb=repr(verb))
    kind = found
    if kind in BARE_KINDS:
        if rest:
            raise _grammar("action.bare-extra", kind=kind, rest=repr(rest))
        return Action(kind)
    if kind == "discard":
        tokens = rest.replace(",", " ").split()
        if len(tokens) != 1:
            raise _grammar("action.discard-one")
        return Action("discard", card=parse_card(tokens[0], "action"))
    parts = rest.split(";")
    if kind == "take":
        if not rest:
            return Action("take")
        if not parts[0].strip():
            raise _grammar("action.take-first-group")
    elif not rest:
        raise _grammar("action.meld-empty")
    groups = tuple(_parse_group(p, i) for i, p in enumerate(parts))
    if kind == "take" and groups[0].rank is not None:
        raise _grammar("action.take-prefix")
    return Action(kind, groups)


#: Canonical texts already read by `read` (the listing's texts, read again and again by the
#: bots), cleared when it holds `_READ_MAX`.
_READ: Final[dict[str, Action]] = {}
_READ_MAX: Final = 50_000


def read(text: str) -> Action:
    """`parse`, remembering what it read: for the listing's texts (`legal_actions`), which the
    bots and the expert read at every decision of every simulation."""
    a = _READ.get(text)
    if a is None:
        if len(_READ) >= _READ_MAX:
            _READ.clear()
        a = _READ[text] = parse(text)
    return a


def format_group(g: Group) -> str:
    cards = " ".join(sort_cards(g.cards))
    # The prefix is written unless the naturals already say it (a disagreeing one is kept, so
    # the canonical text is ruled on exactly like the original).
    if g.rank is not None and g.natural_rank() != g.rank:
        return f"{g.rank}: {cards}"
    return cards


def format_action(a: Action) -> str:
    """Canonical text: lower-case verb, upper-case cards, cards sorted within each group."""
    if a.kind == "discard":
        return f"discard {a.card}"
    if a.groups:
        return a.kind + " " + "; ".join(format_group(g) for g in a.groups)
    return a.kind


def canonical(text: str) -> str:
    return format_action(parse(text))
