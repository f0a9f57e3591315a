"""A move in words, in the page's language: "take the pile with 7♥ 7♠", "levantar el pozo con 7♥ 7♠".

Notation ("take 7H 7S") is for the box where a user types an action and for the rules reference;
everywhere else — hints, the coach, turning points, the practice log, lesson feedback — a move is
shown with this one function, so a Spanish page never shows English command words.
"""

from __future__ import annotations

from canasta_app.text import keys as KEYS
from canasta_app.text.i18n import t
from canasta_core import typed as typed_moves
from canasta_core.actions import Action, Group
from canasta_core.messages import card_name, rank_name
from canasta_core.positions import Position


def _cards(cards: tuple[str, ...] | list[str], lang: str) -> str:
    return " ".join(card_name(c, lang) for c in cards)


def _group(group: Group, lang: str, on_table: frozenset[str] = frozenset()) -> str:
    """One meld group: its cards, and where the rank is only given by the prefix or the cards
    go onto a meld already on the table (`on_table`: the side's meld ranks), that meld."""
    cards = _cards(group.cards, lang)
    rank = group.rank or group.natural_rank()
    if rank is not None and (group.natural_rank() is None or rank in on_table):
        return t("move.group_onto", lang, cards=cards, ranks=rank_name(rank, lang, plural=True))
    return cards


def _groups(groups: tuple[Group, ...], lang: str, on_table: frozenset[str] = frozenset()) -> str:
    parts = [_group(g, lang, on_table) for g in groups]
    if len(parts) <= 1:
        return "".join(parts)
    return t("move.and", lang, a=", ".join(parts[:-1]), b=parts[-1])  # ";" is notation


def action_words(action: str | Action, lang: str = "en", pos: Position | None = None) -> str:
    """The move as a short imperative phrase in the language (no trailing full stop).

    `action` is an Action or action text as typed (the canonical notation, or Spanish on a
    Spanish page: `canasta_core.typed`); text that does not parse is returned as it is, so a caller never loses what the user typed. With the position it is played in,
    cards that go onto a meld already on the table say so ("J♣ onto the jacks").
    """
    on_table = frozenset(pos.melds[pos.side]) if pos is not None else frozenset()
    if isinstance(action, str):
        try:
            action = typed_moves.read(action, lang)
        except ValueError:
            return action
    kind = action.kind
    if kind in ("draw", "ask", "yes", "no", "pass"):
        return t(KEYS.MOVE[kind], lang)
    if kind == "discard":
        return t("move.discard", lang, card=card_name(action.card or "", lang, article="the"))
    if kind == "take":
        if not action.groups:
            return t("move.take", lang)
        first, rest = action.groups[0], action.groups[1:]
        text = t("move.take_with", lang, cards=_cards(first.cards, lang))
        if rest:
            text = t("move.take_and_meld", lang, take=text, melds=_groups(rest, lang, on_table))
        return text
    # meld
    return t("move.meld", lang, melds=_groups(action.groups, lang, on_table))
