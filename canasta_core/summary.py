"""The facts of one played deal at any table (profiles.md): `deal_facts(record)` -> `DealFacts`.

The facts are counted here only: `bots.summarize` is the classic view of `deal_facts`, its
NS/EW fields ("Canasta by the numbers"). `DealFacts` gives the facts for every profile, per
seat and per side in the profile's order: the seats and the cards dealt to each ([deal.hands],
[two.deal], [three.deal], [six.deal]), the sides' scores ([score.deal], [two.score],
[three.score], [six.score]), their canastas and red threes, and the card count against the
profile's deck ([prof.deck]). For a classic deal every fact equals `bots.summarize`'s
(tests/engine/test_summary.py, and the fixture the counting wrote before it lived here).

It reads a played deal through `PlayedDeal` (what `bots.DealRecord` provides), so it sits below
the bots and imports none of them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from canasta_core.cards import RED_THREES, full_deck, is_wild
from canasta_core.legal import legal_actions
from canasta_core.positions import Position, all_cards, card_total, frozen_card
from canasta_core.scoring import score


class PlayedStep(Protocol):
    @property
    def action(self) -> str: ...
    @property
    def before(self) -> Position: ...


class PlayedDeal(Protocol):
    """A deal as played (bots.DealRecord): its start, its steps and who played each seat."""

    @property
    def seed(self) -> int: ...
    @property
    def dealer(self) -> str: ...
    @property
    def bots(self) -> Mapping[str, str]: ...
    @property
    def start(self) -> Position: ...
    @property
    def steps(self) -> tuple[PlayedStep, ...]: ...
    @property
    def final(self) -> Position: ...


@dataclass(frozen=True, slots=True)
class DealFacts:
    """The facts of one played deal; per-seat tuples follow `seats`, per-side ones `sides`."""

    profile: str
    seed: int
    dealer: str
    seats: tuple[str, ...]  # the profile's seats, clockwise
    sides: tuple[str, ...]  # the profile's sides
    bots: tuple[str, ...]  # per seat: the kind of bot that played it
    dealt: tuple[int, ...]  # per seat: cards in hand after the deal (red threes replaced)
    actions: int
    turns: int  # turns started (draws, takes and the final pass)
    pile_takes: int
    froze: bool
    freezes: int  # times the pile went from unfrozen to frozen for everyone
    freeze_causes: tuple[str, ...]  # bots.FREEZE_CAUSES, in the order they first happened
    end: str  # bots.END_KINDS
    went_out: str | None  # seat
    asked: int  # questions asked
    told_no: int
    scores: tuple[int, ...]  # per side: the deal's total ([score.deal])
    canastas: tuple[int, ...]  # per side
    red_threes: tuple[int, ...]  # per side
    cards: int  # cards in the final position
    deck: int  # cards in the profile's deck ([prof.deck]: 108)
    deck_ok: bool  # the final position holds exactly the cards of the profile's deck

    @property
    def winner(self) -> str:
        """The side with the highest deal score, or 'tie' when two or more share it."""
        best = max(self.scores)
        leaders = [s for s, v in zip(self.sides, self.scores, strict=True) if v == best]
        return leaders[0] if len(leaders) == 1 else "tie"




def end_of(deal: PlayedDeal) -> str:
    """How the deal ended (bots.END_KINDS)."""
    final = deal.final
    if final.phase != "over":
        return "unfinished"
    if final.went_out is not None:
        return "concealed" if final.went_out.concealed else "out"
    last = deal.steps[-1] if deal.steps else None
    if last is not None and last.action == "pass":
        could_take = any(a.startswith("take") for a in legal_actions(last.before))
        return "stock-declined" if could_take else "stock-empty"
    return "last-red-three"


def deal_facts(deal: PlayedDeal) -> DealFacts:
    """The facts of a played deal at its profile's table."""
    start = deal.start
    rules = start.rules
    causes: list[str] = []
    freezes = 0
    if any(is_wild(c) for c in start.pile[:-1]):
        causes.append("upcard-wild")
    if any(c in RED_THREES for c in start.pile):
        causes.append("upcard-red-three")
    if causes:
        freezes = 1
    turns = takes = asked = told_no = 0
    for st in deal.steps:
        kind = st.action.split(" ", 1)[0]
        if kind in ("draw", "take", "pass"):
            turns += 1
            takes += kind == "take"
        elif kind == "ask":
            asked += 1
        elif kind == "no":
            told_no += 1
        elif kind == "discard" and is_wild(st.action[-2:]) and frozen_card(st.before) is None:
            freezes += 1
            if "wild-discard" not in causes:
                causes.append("wild-discard")
    final = deal.final
    sc = score(final)
    sides = rules.side_names
    return DealFacts(
        profile=rules.name,
        seed=deal.seed,
        dealer=deal.dealer,
        seats=rules.seats,
        sides=sides,
        bots=tuple(deal.bots[s] for s in rules.seats),
        dealt=tuple(start.hand_size(s) for s in rules.seats),
        actions=len(deal.steps),
        turns=turns,
        pile_takes=takes,
        froze=bool(causes),
        freezes=freezes,
        freeze_causes=tuple(causes),
        end=end_of(deal),
        went_out=final.went_out.seat if final.went_out else None,
        asked=asked,
        told_no=told_no,
        scores=tuple(sc[s]["total"] for s in sides),
        canastas=tuple(rules.canastas(map(len, final.melds[s].values())) for s in sides),
        red_threes=tuple(len(final.red_threes[s]) for s in sides),
        cards=card_total(final),
        deck=rules.deck_size,
        deck_ok=Counter(all_cards(final)) == Counter(full_deck(rules)),
    )


__all__ = ["DealFacts", "PlayedDeal", "PlayedStep", "deal_facts", "end_of"]
