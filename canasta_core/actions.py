"""Actions: the text grammar of notation.md, parsed into values and written back canonically.

    draw | take [C ...] [; MELD ...] | meld MELD [; MELD ...] | discard C | ask | yes | no | pass
    MELD = [R:] C [C ...]
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_core.cards import (
    ALL_CODES,
    CARD_INDEX,
    FIRST_WILD,
    RANK_INDEX,
    RANKS,
    is_natural,
    parse_card,
    parse_rank,
)
from canasta_core.errors import NotationError

TYPE_CHECKING = False  # typing is not imported at run time: `canasta check` starts faster
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, Final, Literal

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


class Action(tuple):  # type: ignore[type-arg]
    """One action of a turn, as notation.md writes it, in the engine's one form: the very
    value the listing produces (`Game.legal`), the bots and the expert choose and `apply`
    applies, so nothing converts between a parsed action and a move.

    It is a tuple on card ints (`cards.CARD_INDEX`): `(kind,)` for a bare verb,
    `("discard", card)`, and `(kind, groups)` for a take or meld, each group
    `(rank index of an R: prefix or -1, cards in the order written)` (a take's first group goes
    with the pile's top card; a bare take has no group). The listing builds plain tuples of this
    very form (its cards sorted, as the canonical text writes them), and an `Action` equals
    the listed tuple of the same text: `Action.of` wraps one without converting it. The
    public attributes (`kind`, `groups` as `Group`s of codes, `card`) are read from the ints.
    The text is its codec: `parse` reads it, `format_action` / `str` write it canonically."""

    __slots__ = ()

    def __new__(cls, kind: ActionKind, groups: tuple[Group, ...] = (),
                card: str | None = None) -> Action:
        """An action from its parts in codes (as notation.md writes them)."""
        if kind == "discard":
            return tuple.__new__(cls, (kind, None if card is None else CARD_INDEX[card]))
        if groups or kind == "take" or kind == "meld":
            return tuple.__new__(cls, (kind, tuple([group_ints(g) for g in groups])))
        return tuple.__new__(cls, (kind,))

    @classmethod
    def of(cls, move: tuple[Any, ...]) -> Action:
        """The action of a move of this form (a listed one): the same value, named."""
        return tuple.__new__(cls, move)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_action_of, (tuple(self),))

    def __repr__(self) -> str:
        return f"Action(kind={self.kind!r}, groups={self.groups!r}, card={self.card!r})"

    def __str__(self) -> str:
        return text_of(self)

    @property
    def kind(self) -> ActionKind:
        k: ActionKind = self[0]
        return k

    @property
    def groups(self) -> tuple[Group, ...]:
        """The groups laid down, in codes (a take's first group goes with the pile's top card)."""
        if len(self) < 2 or self[0] == "discard":
            return ()
        return tuple([Group(tuple([ALL_CODES[c] for c in cs]), None if p < 0 else RANKS[p])
                      for p, cs in self[1]])

    @property
    def card(self) -> str | None:
        """The card discarded (a discard), else None."""
        if self[0] == "discard" and self[1] is not None:
            code: str = ALL_CODES[self[1]]
            return code
        return None

    def hand_cards(self) -> list[str]:
        """Every card the action takes from the hand (with repeats)."""
        if self[0] == "discard":
            return [] if self[1] is None else [ALL_CODES[self[1]]]
        if len(self) < 2:
            return []
        return [ALL_CODES[c] for _p, cs in self[1] for c in cs]


def _action_of(move: tuple[Any, ...]) -> Action:
    """Rebuild a pickled or copied Action."""
    return Action.of(move)


def group_ints(g: Group) -> tuple[int, tuple[int, ...]]:
    """A `Group` of codes in the action's form: (rank index of its `R:` prefix or -1, cards)."""
    return (-1 if g.rank is None else RANK_INDEX[g.rank], tuple([CARD_INDEX[c] for c in g.cards]))


def _group_text(g: tuple[int, tuple[int, ...]]) -> str:
    """A group's canonical text: its cards sorted, and its `R:` prefix unless the naturals
    already say it (a disagreeing one is kept, so the canonical text is ruled on exactly like
    the original). The one writer of a group (`text_of`, `format_group`, `group_parts`)."""
    prefix, cards = g
    natural = -1
    for c in cards:  # the rank of the first natural as written (`Group.natural_rank`)
        if c < FIRST_WILD:
            natural = c >> 2
            break
    text = " ".join([ALL_CODES[c] for c in sorted(cards)])
    if prefix >= 0 and natural != prefix:
        return f"{RANKS[prefix]}: {text}"
    return text


def group_parts(g: tuple[int, tuple[int, ...]]) -> tuple[str | None, list[str]]:
    """A group as its canonical text writes it, in parts (for a writer in another language,
    `typed.write`): the rank of its `R:` prefix (None when not written) and its cards in order,
    as codes."""
    rank, _, cards = _group_text(g).rpartition(": ")
    return rank or None, cards.split()


def text_of(move: tuple[Any, ...]) -> str:
    """The canonical text of an action or listed move: lower-case verb, upper-case cards,
    cards sorted within each group (the one writer of the form; `format_action`)."""
    k = move[0]
    if k == "discard":
        c = move[1]
        return f"discard {None if c is None else ALL_CODES[c]}"
    if len(move) > 1 and move[1]:
        return f"{k} " + "; ".join([_group_text(g) for g in move[1]])
    return str(k)


def _grammar(code: str, **params: object) -> NotationError:
    """An error in the action text as a whole (its message ends with examples of actions)."""
    return NotationError.of(code, "action", at_field=False, **params)


def near_word(word: str, words: Sequence[str]) -> str | None:
    """The one of `words` that `word` is a slip of ('dicard' -> 'discard'), or None."""
    from difflib import get_close_matches  # only for a word that is no action: starts fast

    near = get_close_matches(word.lower(), list(words), n=1, cutoff=0.75)
    return near[0] if near else None


def _another_move(text: str) -> str | None:
    """A word that starts a move written among a move's cards (`meld 5C 5D 5H; discard 9C`):
    one action is one move, and the word is no card."""
    for tok in text.replace(",", " ").replace(";", " ").split():
        if tok.lower() in _KIND_OF:
            return tok
    return None


def _one_move(rest: str) -> None:
    """Raise the error that says "one move at a time" when `rest` holds another move's word."""
    other = _another_move(rest)
    if other is not None:
        raise _grammar("action.two-moves", verb=repr(other))


def _parse_group(text: str, index: int) -> tuple[int, tuple[int, ...]]:
    where = f"action (group {index + 1})"
    t = text.replace(",", " ").strip()
    rank = -1
    if ":" in t:
        head, _, rest = t.partition(":")
        if ":" in rest:
            raise _grammar("action.group-colons", group=index + 1)
        rank = RANK_INDEX[parse_rank(head, where)]
        t = rest
    tokens = t.split()
    if not tokens:
        raise _grammar("action.group-empty", group=index + 1)
    return rank, tuple([CARD_INDEX[parse_card(tok, where)] for tok in tokens])


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
        near = near_word(verb, KINDS)
        if near is not None:  # 'dicard 4C': the action it is a slip of
            raise _grammar("action.unknown-verb-near", verb=repr(verb), near=repr(near))
        raise _grammar("action.unknown-verb", verb=repr(verb))
    kind = found
    _one_move(rest)
    if kind in BARE_KINDS:
        if rest:
            raise _grammar("action.bare-extra", kind=kind, rest=repr(rest))
        return _new(Action, (kind,))
    if kind == "discard":
        tokens = rest.replace(",", " ").split()
        if len(tokens) != 1:
            raise _grammar("action.discard-one")
        return _new(Action, ("discard", CARD_INDEX[parse_card(tokens[0], "action")]))
    parts = rest.split(";")
    if kind == "take":
        if not rest:
            return _new(Action, ("take", ()))
        if not parts[0].strip():
            raise _grammar("action.take-first-group")
    elif not rest:
        raise _grammar("action.meld-empty")
    groups = tuple([_parse_group(p, i) for i, p in enumerate(parts)])
    if kind == "take" and groups[0][0] >= 0:
        raise _grammar("action.take-prefix")
    return _new(Action, (kind, groups))


_new: Final = tuple.__new__  # an Action of parts already in its form (no check)


def format_group(g: Group) -> str:
    """A group's canonical text (`group_parts`, as `text_of` writes it)."""
    return _group_text(group_ints(g))


def format_action(a: Action) -> str:
    """Canonical text: lower-case verb, upper-case cards, cards sorted within each group."""
    return text_of(a)


def canonical(text: str) -> str:
    return format_action(parse(text))
