"""Clicked cards → action text: the one place that builds an action from a picked hand.

Used by the card picker (`canasta_app.ui.picker`) on every page, and by tests. No
Streamlit here. The builder never decides legality: it writes exactly the cards clicked, in
groups a player can see and change, and the engine rules on the result.

- `hand_chips`: each physical card of a hand is its own chip with its own identity
  ("KC#1", "KC#2"), so two K♣ are picked independently;
- `plan_groups`: which meld each picked card goes into. Naturals go to the group of their rank
  (black threes to a group of threes); a `take`'s first group is the pile top's rank. Each wild
  card goes where the player assigned it, else to the group that needs it to reach three cards
  (counting the pile's top card for a take and the side's meld already on the table), else to
  the group with the most room for a wild card (wilds fewer than naturals), else the first;
- `compose_action`: the groups as notation (`take QS QD; AH AS JK`, `meld K: 2D`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from canasta_core.cards import is_black_three, is_wild
from canasta_core.positions import Position

#: kinds the picker builds from cards, and kinds that are a bare word
CARD_KINDS: Final = ("take", "meld", "discard")
BARE_KINDS: Final = ("draw", "take", "ask", "yes", "no", "pass")
MELD_SIZE: Final = 3
MAX_WILDS: Final = 3


@dataclass(frozen=True, slots=True)
class Chip:
    """One physical card in a hand: `id` is the card code and which copy it is ("KC#2")."""

    id: str
    card: str
    index: int  # position in the hand


def offered_card_kinds(pos: Position) -> tuple[str, ...]:
    """The kinds built from clicked cards that are legal-shaped now (the engine still rules)."""
    if pos.phase == "over" or pos.this_turn.asked == "pending":
        return ()
    if pos.phase == "draw":
        return ("take",) if pos.pile else ()
    return ("meld", "discard")


def offered_bare(pos: Position) -> tuple[str, ...]:
    """The one-word actions that are legal-shaped now, as buttons: a draw when the stock has
    cards (else a pass), a bare take when the side has a meld of the pile's top rank, an ask
    before asking (when there is a partner to ask), the partner's yes/no while an ask is
    pending."""
    if pos.phase == "over":
        return ()
    if pos.this_turn.asked == "pending":
        return ("yes", "no")
    if pos.phase == "draw":
        out = ["draw" if pos.stock_size > 0 else "pass"]
        top = pos.pile[-1] if pos.pile else None
        if top is not None and not is_wild(top) and _group_rank(top) in pos.melds[pos.side]:
            out.append("take")
        return tuple(out)
    if pos.rules.alone(pos.turn):  # two or three players: nobody to ask ([two.alone])
        return ()
    return ("ask",) if pos.this_turn.asked is None else ()


def hand_chips(hand: Sequence[str]) -> tuple[Chip, ...]:
    """Every card of the hand as its own chip; copies of one card are numbered in hand order."""
    seen: dict[str, int] = {}
    out = []
    for i, c in enumerate(hand):
        seen[c] = seen.get(c, 0) + 1
        out.append(Chip(f"{c}#{seen[c]}", c, i))
    return tuple(out)


def chip_keys(key: str, pos: Position, withhold: Sequence[str] = ()) -> dict[str, str] | None:
    """The hand of the seat to act as the card picker's chip buttons (picker `key`): chip id
    ("KC#1") -> the chip button's widget key, for a table whose cards are tapped to pick
    (`render_table`'s `pick`); None when no card can be picked now (a hand given as a count,
    or no kind built from cards offered)."""
    hand = pos.hands[pos.turn]
    kinds = [k for k in offered_card_kinds(pos) if k not in withhold]
    if isinstance(hand, int) or not kinds:
        return None
    return {c.id: f"{key}_chip_{c.id.replace('#', '_')}" for c in hand_chips(hand)}


@dataclass(frozen=True, slots=True)
class PlannedGroup:
    """One meld of the action being built.

    `rank` is the meld's rank ("" when only wild cards and no rank chosen); `picked` are the
    indices (into the picked cards) it holds; `with_top` marks a take's first group (the pile's
    top card joins it); `on_table` is how many cards the side's meld of that rank already has.
    """

    rank: str
    cards: tuple[str, ...]
    picked: tuple[int, ...]
    with_top: bool = False
    on_table: int = 0
    auto_wilds: tuple[int, ...] = ()  # indices of wild cards placed by default, not assigned

    @property
    def naturals(self) -> int:
        return sum(1 for c in self.cards if not is_wild(c))

    @property
    def wilds(self) -> int:
        return len(self.cards) - self.naturals

    @property
    def needs(self) -> int:
        """Cards still missing for a meld of three (0 when it adds to a meld on the table)."""
        if self.on_table:
            return 0
        return max(0, MELD_SIZE - len(self.cards) - (1 if self.with_top else 0))

    def text(self) -> str:
        """The group in notation; a group of only wild cards names its rank ("K: 2D"), except
        a take's first group, whose rank is the pile's top card."""
        body = " ".join(self.cards)
        if self.cards and self.naturals == 0 and self.rank and not self.with_top:
            return f"{rank_label(self.rank)}: {body}"
        return body


def rank_label(rank: str) -> str:
    return "10" if rank == "T" else rank


def _group_rank(card: str) -> str:
    return "3" if is_black_three(card) else card[0]


def _top_rank(kind: str, pos: Position | None) -> str | None:
    if kind != "take" or pos is None or not pos.pile:
        return None
    top = pos.pile[-1]
    return None if is_wild(top) else _group_rank(top)


def _table_melds(pos: Position | None) -> dict[str, tuple[str, ...]]:
    return {} if pos is None else dict(pos.melds[pos.side])


def wild_targets(kind: str, cards: Sequence[str], pos: Position | None = None) -> list[str]:
    """The ranks a wild card of this action may be assigned to: the take's top rank, the ranks
    of the naturals picked, then the side's melds on the table (in rank order)."""
    out: list[str] = []
    top = _top_rank(kind, pos)
    if top is not None:
        out.append(top)
    for c in cards:
        if not is_wild(c) and _group_rank(c) not in out:
            out.append(_group_rank(c))
    order = "AKQJT9876543"
    for r in sorted(_table_melds(pos), key=lambda r: order.index(r) if r in order else 99):
        if r not in out:
            out.append(r)
    return out


def plan_groups(
    kind: str,
    cards: Sequence[str],
    pos: Position | None = None,
    wild_to: Mapping[int, str] | None = None,
) -> tuple[PlannedGroup, ...]:
    """The melds a take or meld of these picked cards lays down (see the module docstring).

    `wild_to` maps the index (in `cards`) of a wild card to the rank the player assigned it
    to; an empty or missing entry means "place it by default".
    """
    if kind not in ("take", "meld"):
        return ()
    assigned = dict(wild_to or {})
    table = _table_melds(pos)
    top = _top_rank(kind, pos)
    members: dict[str, list[int]] = {}
    if top is not None:
        members[top] = []
    wild_idx: list[int] = []
    for i, c in enumerate(cards):
        if is_wild(c):
            target = assigned.get(i) or ""
            if target:
                members.setdefault(target, []).append(i)
            else:
                wild_idx.append(i)
        else:
            members.setdefault(_group_rank(c), []).append(i)

    def size(rank: str) -> int:
        """Cards of the meld so far: picked, the pile's top card, the meld on the table."""
        return len(members[rank]) + (1 if rank == top else 0) + len(table.get(rank, ()))

    def wilds(rank: str) -> int:
        on_table = sum(1 for c in table.get(rank, ()) if is_wild(c))
        return on_table + sum(1 for i in members[rank] if is_wild(cards[i]))

    auto: dict[str, list[int]] = {r: [] for r in members}
    for i in wild_idx:
        if not members:
            break
        needy = [r for r in members if size(r) < MELD_SIZE]
        roomy = [r for r in members if wilds(r) < MAX_WILDS]
        if needy:  # the first group that is furthest from three cards
            target = max(needy, key=lambda r: MELD_SIZE - size(r))
        elif roomy:  # else the first group with the fewest wild cards
            target = min(roomy, key=wilds)
        else:
            target = next(iter(members))
        members[target].append(i)
        auto[target].append(i)
    groups = [
        PlannedGroup(
            rank=r,
            cards=tuple(cards[i] for i in idx),
            picked=tuple(idx),
            with_top=(r == top),
            on_table=len(table.get(r, ())),
            auto_wilds=tuple(auto.get(r, ())),
        )
        for r, idx in members.items()
        if idx or r == top
    ]
    if not members and wild_idx:  # only wild cards and nowhere chosen: the engine explains
        groups = [PlannedGroup("", tuple(cards[i] for i in wild_idx), tuple(wild_idx),
                               auto_wilds=tuple(wild_idx))]
    return tuple(groups)


def compose_action(
    kind: str,
    cards: Sequence[str],
    pos: Position | None = None,
    wild_to: Mapping[int, str] | None = None,
) -> str:
    """Action text from a kind and the hand cards picked (in the order picked).

    draw/ask/yes/no/pass are bare words (cards ignored); `discard` names the cards picked (one
    is legal-shaped; more is written as clicked, and the engine explains); take/meld write the
    groups of `plan_groups`. A take whose first group is empty is a bare `take` (onto the side's
    meld of the top card's rank), followed by any other groups.
    """
    if kind in ("draw", "ask", "yes", "no", "pass"):
        return kind
    if kind == "discard":
        return ("discard " + " ".join(cards)).strip()
    if kind not in ("take", "meld"):
        raise ValueError(f"unknown action kind {kind!r}")
    groups = plan_groups(kind, cards, pos, wild_to)
    parts = [g.text() for g in groups if g.cards]
    if kind == "take" and groups and groups[0].with_top and not groups[0].cards and parts:
        # top group empty but other groups picked: written as clicked; the engine rules on it
        return "take " + "; ".join(parts)
    if not parts:
        return kind
    return f"{kind} " + "; ".join(parts)


__all__ = [
    "BARE_KINDS",
    "CARD_KINDS",
    "Chip",
    "PlannedGroup",
    "compose_action",
    "hand_chips",
    "offered_bare",
    "offered_card_kinds",
    "plan_groups",
    "rank_label",
    "wild_targets",
]
