"""Events: what happened when an action was applied (or a deal was dealt), as data.

`play_events(position, action)` returns the new position and the events of that action, in the
order they happened. The events come from what `rulings.evaluate` computed and from applying it
(the card drawn, the red threes laid out), never from comparing positions, so a narration, a
lesson's feedback or a bot's explanation reads the same facts the judge used.

Every event is a frozen value with a `kind` string (stable, for matching and JSON) and
`to_dict()`. Cards are canonical codes ("7H", "JK"); ranks are meld keys ("7", "T", "3").
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, Final, Literal

from canasta_core.positions import FrozenWhy, Seat, Side

#: Where a red three laid out came from.
RedThreeSource = Literal["deal", "draw", "pile"]
#: Why a deal ended.
DealEndWhy = Literal["went-out", "stock-ran-out", "passed", "last-red-three"]


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event; `kind` names the event class."""

    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = list(v) if isinstance(v, tuple) else v
        return out


@dataclass(frozen=True, slots=True)
class UpcardTurned(Event):
    """[deal.upcard] The upcard, after any wild cards or red threes it had to cover."""

    kind: ClassVar[str] = "upcard-turned"
    card: str
    covered: tuple[str, ...] = ()  # cards under it, in order (they freeze the pile)


@dataclass(frozen=True, slots=True)
class RedThreeLaidOut(Event):
    """[deal.red-three] [threes.red-draw] A red three laid out in front of the side.

    `replacement` is the card drawn to replace it (None when it is not replaced: from the pile,
    or the last card of the stock, or when the replacement is not known, e.g. a dealt position).
    `seat` is None when only the side is known (a dealt position read back).
    """

    kind: ClassVar[str] = "red-three-laid-out"
    seat: Seat | None
    side: Side
    card: str
    source: RedThreeSource
    replacement: str | None = None


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """[turn.sequence] The seat drew a card from the stock (a red three is not 'drawn' here:
    it is a RedThreeLaidOut, and Drew names the card that stayed in the hand)."""

    kind: ClassVar[str] = "drew"
    seat: Seat
    card: str


@dataclass(frozen=True, slots=True)
class StockExhausted(Event):
    """[stock.empty] The stock became empty with this draw."""

    kind: ClassVar[str] = "stock-exhausted"
    seat: Seat


@dataclass(frozen=True, slots=True)
class PileTaken(Event):
    """[pile.use-top] [pile.frozen] The seat took the whole pile."""

    kind: ClassVar[str] = "pile-taken"
    seat: Seat
    side: Side
    size: int  # cards in the pile, top included
    top: str
    frozen_why: FrozenWhy | None  # None: the pile was not frozen for the side
    cards: tuple[str, ...] = ()  # what went into the hand (the pile under the top, red threes out)


@dataclass(frozen=True, slots=True)
class PileFroze(Event):
    """[pile.frozen] The pile became frozen for everyone by this card (a wild card discarded,
    or a wild card / red three covered by the upcard at the deal)."""

    kind: ClassVar[str] = "pile-froze"
    card: str


@dataclass(frozen=True, slots=True)
class PileUnfroze(Event):
    """[pile.frozen] Taking the pile removed a freeze that held for everyone."""

    kind: ClassVar[str] = "pile-unfroze"
    card: str  # the card that had frozen it


@dataclass(frozen=True, slots=True)
class PileBlocked(Event):
    """[pile.blocked] The top card (a wild card or black three) blocks the next player."""

    kind: ClassVar[str] = "pile-blocked"
    card: str
    next_seat: Seat


@dataclass(frozen=True, slots=True)
class SideOpened(Event):
    """[open.minimum] [open.pile-top] [out.concealed] The side laid its first melds."""

    kind: ClassVar[str] = "side-opened"
    seat: Seat
    side: Side
    points: int
    minimum: int
    top_counted: bool  # the pile's top card counted toward the minimum (a take)
    waived: bool = False  # below the minimum, allowed because the seat went out concealed


@dataclass(frozen=True, slots=True)
class MeldStarted(Event):
    """[meld.rank] A new meld on the side's table."""

    kind: ClassVar[str] = "meld-started"
    seat: Seat
    side: Side
    rank: str
    cards: tuple[str, ...]  # the cards it was started with (the pile's top card included)
    size: int


@dataclass(frozen=True, slots=True)
class MeldExtended(Event):
    """[meld.shared] Cards added to a meld already on the side's table."""

    kind: ClassVar[str] = "meld-extended"
    seat: Seat
    side: Side
    rank: str
    cards: tuple[str, ...]  # the cards added
    size: int  # the meld's size afterwards


@dataclass(frozen=True, slots=True)
class CanastaCompleted(Event):
    """[meld.canasta] A meld reached seven cards."""

    kind: ClassVar[str] = "canasta-completed"
    side: Side
    rank: str
    natural: bool


@dataclass(frozen=True, slots=True)
class CanastaMixed(Event):
    """[meld.canasta] A wild card joined a natural canasta: it now scores as mixed."""

    kind: ClassVar[str] = "canasta-mixed"
    side: Side
    rank: str


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """[turn.discard] The seat discarded a card (its turn ends unless it went out)."""

    kind: ClassVar[str] = "discarded"
    seat: Seat
    card: str


@dataclass(frozen=True, slots=True)
class Asked(Event):
    """[out.permission] The seat asked the partner for permission to go out."""

    kind: ClassVar[str] = "asked"
    seat: Seat
    partner: Seat


@dataclass(frozen=True, slots=True)
class Answered(Event):
    """[out.permission] The partner answered; the answer binds the seat to act."""

    kind: ClassVar[str] = "answered"
    seat: Seat  # the partner who answered
    answer: Literal["yes", "no"]


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """[stock.empty] With the stock empty the seat did not take the pile."""

    kind: ClassVar[str] = "passed"
    seat: Seat
    declined: bool  # True: a take was legal and the seat declined it; False: it could not take


@dataclass(frozen=True, slots=True)
class PlayerWentOut(Event):
    """[out.canasta] [out.concealed] The seat emptied its hand."""

    kind: ClassVar[str] = "went-out"
    seat: Seat
    side: Side
    concealed: bool


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """The deal is over; `why` says how (scoring then follows [score.deal])."""

    kind: ClassVar[str] = "deal-ended"
    why: DealEndWhy


#: Every event class by its kind.
EVENT_TYPES: Final[dict[str, type[Event]]] = {
    cls.kind: cls
    for cls in (
        UpcardTurned, RedThreeLaidOut, Drew, StockExhausted, PileTaken, PileFroze, PileUnfroze,
        PileBlocked, SideOpened, MeldStarted, MeldExtended, CanastaCompleted, CanastaMixed,
        Discarded, Asked, Answered, Passed, PlayerWentOut, DealEnded,
    )
}
EVENT_KINDS: Final = tuple(EVENT_TYPES)

__all__ = [
    "EVENT_KINDS", "EVENT_TYPES", "Answered", "Asked", "CanastaCompleted", "CanastaMixed",
    "DealEndWhy", "DealEnded", "Discarded", "Drew", "Event", "FrozenWhy", "MeldExtended",
    "MeldStarted", "Passed", "PileBlocked", "PileFroze", "PileTaken", "PileUnfroze",
    "PlayerWentOut", "RedThreeLaidOut", "RedThreeSource", "Seat", "Side", "SideOpened",
    "StockExhausted", "UpcardTurned",
]
