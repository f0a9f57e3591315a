"""Bots: players that follow the rules, for the classroom table and for simulations.

Both bots choose only among the legal actions they are given (the state's listing, each of
which passes `check`), so a bot can play badly but never illegally. They are seeded: the same
seed and position give the same choice, so a deal played by bots is reproducible from its seed.

A bot reads the engine state (`game.Game`, or a read-only view of it such as a `Position`:
`TableView`) and chooses among actions in their one form (`actions.Action`: the very tuples
the state's listing builds) and returns one of them; text is written only at the edges
(`choose_text` for the site and the command line, `play_deal`'s record). Where the sensible
bot weighs two actions alike it breaks the tie by their canonical text, as it always has.

- `RandomBot` picks uniformly among the legal actions.
- `HeuristicBot` plays like a sensible beginner, using only what a player at the table knows
  (its own hand, the melds, the pile, red threes, hand and stock counts): it takes the pile
  when that is worth it, opens as soon as it can, melds naturals and keeps its wild cards for
  completing canastas, discards cards the next opponent is unlikely to use, freezes a large
  pile with a two, asks its partner to go out when its side would come out ahead, and answers
  a partner's question the same way.

`play_deal` plays one deal between four bots and records every step; `summarize` gives its
facts (`DealSummary`) for "Canasta by the numbers". Choosing a bot by name (`make_bot`) and
playing many deals (`simulate`) live in `canasta_core.players`, above the expert.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Protocol

from canasta_core.actions import text_of
from canasta_core.cards import (
    ALL_CODES,
    BLACK_THREES,
    CARD_INDEX,
    FIRST_WILD,
    RANKS,
    VALUES,
    is_natural_meld,
    is_wild,
)
from canasta_core.deal import deal
from canasta_core.game import Move, state_of
from canasta_core.play import play
from canasta_core.positions import (
    Position,
    Seat,
)
from canasta_core.profiles import PROFILES, Profile
from canasta_core.rules import freezes, pile_frozen
from canasta_core.scoring import going_out_bonus, red_three_bonus, side_score
from canasta_core.summary import deal_facts, end_of

#: Every bot a page may offer. The expert simulates each decision (a tenth of a second or
#: more), so mass simulations ("by the numbers") offer only the quick kinds.
BOT_KINDS: Final = ("heuristic", "random", "expert")
QUICK_BOT_KINDS: Final = ("heuristic", "random")
MAX_ACTIONS: Final = 5000
#: A deal ends in one of these ways (DealSummary.end).
END_KINDS: Final = ("out", "concealed", "stock-declined", "stock-empty", "last-red-three",
                    "unfinished")
#: Why the pile froze (DealSummary.freeze_causes).
FREEZE_CAUSES: Final = ("wild-discard", "upcard-red-three", "upcard-wild")

_AVG_CARD: Final = 8  # rough value of an unseen card, for estimating hands we cannot see
_FREEZE_PILE: Final = 7  # a pile this large is worth freezing against the next opponent


class TableView(Protocol):
    """What a bot reads of the table, read-only: the engine state itself (`game.Game`, which
    `play_deal`, `choose_text` and the expert's rollouts hand the bots), or a `Position` (the
    notation's view of a state)."""

    @property
    def rules(self) -> Profile: ...
    @property
    def phase(self) -> str: ...
    @property
    def turn(self) -> Seat: ...
    @property
    def asked(self) -> str | None: ...
    @property
    def melds(self) -> Mapping[str, Mapping[str, tuple[str, ...]]]: ...
    @property
    def pile(self) -> tuple[str, ...]: ...
    @property
    def red_threes(self) -> Mapping[str, tuple[str, ...]]: ...
    @property
    def stock_size(self) -> int: ...
    def hand(self, seat: str | None = None) -> tuple[str, ...]: ...
    def hand_size(self, seat: str) -> int: ...


class Bot(Protocol):
    """A player: given the state, the deciding seat and the legal actions, pick one.

    `legal` holds actions in their one form (`actions.Action`, or the listing's tuples of that
    very form, `Game.legal()`); the bot returns one of them (never a copy of another form)."""

    name: str

    def choose(self, pos: TableView, seat: str, legal: Sequence[Move]) -> Move: ...


def choose_text(bot: Bot, pos: Position, seat: str | None = None) -> str:
    """The edge where text is wanted (the site shows words, the command line prints text):
    `bot`'s choice among the legal actions of `pos` (its engine state's listing, in the order
    of `legal_actions`), for `seat` (the seat to decide by default), as canonical text."""
    state = state_of(pos)
    return text_of(bot.choose(state, acting_seat(state) if seat is None else seat, state.legal()))


def rules_of(pos: TableView) -> Profile:
    """The profile a position is played under (seats, sides, who answers `ask`)."""
    return pos.rules


def acting_seat(pos: TableView) -> Seat:
    """The seat that decides the next action: the partner who answers when a question is
    pending ([out.permission], [six.ask])."""
    if pos.phase == "play" and pos.asked == "pending":
        return pos.rules.answers_ask[pos.turn]
    return pos.turn


def _others(rules: Profile, side: str) -> list[str]:
    """The seats not on `side` (classic: the other side's two seats)."""
    return [s for s in rules.seats if rules.side_of[s] != side]


class RandomBot:
    """Chooses uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, pos: TableView, seat: str, legal: Sequence[Move]) -> Move:
        return self.rng.choice(legal)


def _cards_value(cards: tuple[str, ...] | list[str]) -> int:
    return sum(VALUES[c] for c in cards)


def _public_side_points(pos: TableView, side: str, melding: bool = False) -> int:
    """What a side has on the table: melded cards, canasta bonuses, red threes.

    `melding`: the side is about to meld (going out), so its red threes count as a plus.
    """
    melds = pos.melds[side]
    # the scorer's own count of the melds and their canasta bonuses ([score.deal]), no hand
    parts = side_score(rules_of(pos), tuple(melds.values()), (), VALUES.__getitem__,
                       is_natural_meld, 0, "none")
    return (parts["melds"] + parts["canastas"]
            + red_three_bonus(len(pos.red_threes[side]), melding or bool(melds)))


# The bots weigh a take or meld on its one form (an `Action`: card ints, `a[1]` its groups),
# as the listing produced it.
def _used(a: Move) -> int:
    """How many cards a take or meld lays down from the hand."""
    n = 0
    for _p, cs in a[1]:
        n += len(cs)
    return n


def _wilds(a: Move) -> int:
    """How many wild cards a take or meld lays down from the hand."""
    n = 0
    for _p, cs in a[1]:
        for c in cs:
            if c >= FIRST_WILD:
                n += 1
    return n


def _meld_rank(group: tuple[int, tuple[int, ...]]) -> str | None:
    """The rank a group is laid down in (`Group.meld_rank`): its prefix, else its first
    natural's; None for wild cards alone."""
    p, cs = group
    if p >= 0:
        return RANKS[p]
    for c in cs:
        if c < FIRST_WILD:
            return RANKS[c >> 2]
    return None


def _of_kind(legal: Sequence[Move], kind: str) -> Move | None:
    """The first legal action of this kind (a bare verb is listed once), else None."""
    for a in legal:
        if a[0] == kind:
            return a
    return None


def _least(weighed: list[tuple[tuple[int, ...], Move]]) -> Move:
    """The action of the least `(weight, canonical text)` among (weight, action) pairs: the
    canonical text breaks a tie (as when the bots chose among texts), written only then."""
    low = min(w for w, _a in weighed)
    ties = [a for w, a in weighed if w == low]
    return ties[0] if len(ties) == 1 else min(ties, key=text_of)


def _most_used(opts: list[Move]) -> Move:
    """The take or meld laying down the most cards, the greatest canonical text on a tie."""
    top = max(map(_used, opts))
    ties = [a for a in opts if _used(a) == top]
    return ties[0] if len(ties) == 1 else max(ties, key=text_of)


class HeuristicBot:
    """A sensible player that uses only what it could see at a real table."""

    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    # --- the decision -------------------------------------------------------------------
    def choose(self, pos: TableView, seat: str, legal: Sequence[Move]) -> Move:
        if len(legal) == 1:
            return legal[0]
        if pos.phase == "play" and pos.asked == "pending":
            answer = "yes" if self._out_pays(pos, seat, asker=pos.turn) else "no"
            return _of_kind(legal, answer) or (answer,)
        if pos.phase == "draw":
            return self._start_turn(pos, legal)
        opts: list[Move] = []
        discards: list[Move] = []
        for a in legal:
            (discards if a[0] == "discard" else opts).append(a)
        return self._play(pos, seat, opts, discards)

    # --- drawing or taking ----------------------------------------------------------------
    def _start_turn(self, pos: TableView, legal: Sequence[Move]) -> Move:
        takes = [a for a in legal if a[0] == "take"]
        draw = _of_kind(legal, "draw")
        if not takes:
            return draw or legal[0]
        best = _least([((_wilds(a), _used(a)), a) for a in takes])
        if draw is None:  # stock empty: a forced take, or take it when it costs no wild
            passing = _of_kind(legal, "pass")
            if passing is None or _wilds(best) == 0:
                return best
            return passing
        if _wilds(best) == 0 or len(pos.pile) >= 5:
            return best
        return draw

    # --- melding, asking, discarding --------------------------------------------------------
    def _play(self, pos: TableView, seat: str, opts: list[Move], discards: list[Move]) -> Move:
        n = pos.hand_size(seat)
        side = rules_of(pos).side_of[seat]
        asked = pos.asked
        melds = [a for a in opts if a[0] == "meld"]

        if asked == "yes":  # must go out: take the meld that uses the most cards
            if melds:
                return _most_used(melds)
            return discards[0] if discards else opts[0]

        going_out = [a for a in melds if n - _used(a) <= 1]
        ask = _of_kind(opts, "ask")
        if ask is not None:
            if self._out_pays(pos, seat, asker=seat):
                return ask
        elif going_out and asked != "no" and self._out_pays(pos, seat, asker=seat):
            return _most_used(going_out)

        opened = bool(pos.melds[side])
        endgame = self._endgame(pos, side)
        weighed: list[tuple[tuple[int, ...], Move]] = []
        for a in melds:
            used = _used(a)
            if n - used < 2:
                continue  # keep a card to discard and one more (going out is decided above)
            wilds = _wilds(a)
            if not opened:
                key = (wilds, used)  # open as cheaply as possible, and at once
            elif wilds == 0:
                key = (0, -used)  # naturals: meld them
            elif self._wild_worth_it(pos, side, a, endgame):
                key = (1, -used)
            else:
                continue
            weighed.append((key, a))
        if weighed:
            return _least(weighed)
        if discards:
            return self._discard(pos, seat, discards)
        return opts[0]

    def _wild_worth_it(self, pos: TableView, side: str, a: Move, endgame: bool) -> bool:
        """Wild cards go onto melds only to complete a canasta, or to unload them late."""
        if endgame:
            return True
        for g in a[1]:
            rank = _meld_rank(g)
            if rank is None:
                continue
            existing = pos.melds[side].get(rank, ())
            if rules_of(pos).completes_canasta(len(existing), len(existing) + len(g[1])):
                return True
        return False

    def _endgame(self, pos: TableView, side: str) -> bool:
        """The deal may end soon: the stock is low or an opponent is nearly out."""
        return pos.stock_size < 12 or min(pos.hand_size(s) for s in _others(rules_of(pos), side)) <= 3

    def _out_pays(self, pos: TableView, seat: str, asker: str) -> bool:
        """Would going out now leave our side ahead for this deal (public facts + own hand)?"""
        rules = rules_of(pos)
        side = rules.side_of[seat]
        own = _cards_value(pos.hand(seat))
        # The hands of the side's other seats stay and count against it (none when alone).
        rest = _AVG_CARD * sum(pos.hand_size(s) for s in rules.side_seats[side]
                               if s not in (seat, asker))
        if seat == asker:  # my hand gets melded; my partners' stay and count against us
            ours = _public_side_points(pos, side, True) + own - rest
        else:  # I am the partner: my hand counts against us; my partner's gets melded
            ours = _public_side_points(pos, side, True) + _AVG_CARD * pos.hand_size(asker) - own - rest
        ours += going_out_bonus("normal")
        theirs = max(
            _public_side_points(pos, opp) - _AVG_CARD * sum(pos.hand_size(s) for s in seats)
            for opp, seats in rules.sides if opp != side
        )
        return ours > theirs

    def _discard(self, pos: TableView, seat: str, discards: list[Move]) -> Move:
        codes = [ALL_CODES[a[1]] for a in discards]
        return discards[codes.index(min(self.discard_costs(pos, seat, codes))[1])]

    def discard_costs(self, pos: TableView, seat: str, discards: list[str]) -> list[tuple[float, str]]:
        """(cost, card) for each discard, in the order given; the cheapest is the bot's choice.

        Keep pairs, wilds and cards for our melds; do not feed the opponents' melds or a pile
        they could take; freeze a large pile.
        """
        hand = pos.hand(seat)
        rules = rules_of(pos)
        opp = rules.side_of[rules.next_seat[seat]]  # the side of the seat that may take it next
        side = rules.side_of[seat]
        melds = pos.melds  # read each view once (a Game builds its views on demand)
        pile = pos.pile
        opp_melds = melds[opp]
        own_melds = melds[side]
        copies = 4 * rules.copies  # [deal.deck] naturals of each rank (classic: eight)
        by_rank: dict[str, int] = {}
        for c in hand:
            if not is_wild(c):  # "JK" is no jack
                by_rank[c[0]] = by_rank.get(c[0], 0) + 1
        seen: dict[str, int] = {}
        for cards in (pile, *(m for ms in melds.values() for m in ms.values())):
            for c in cards:
                if not is_wild(c):
                    seen[c[0]] = seen.get(c[0], 0) + 1
        freezing = sum([freezes(CARD_INDEX[c]) for c in pile])  # [pile.frozen]: wild, red three
        frozen_now = freezing > 0  # positions.frozen_card(pos) is not None
        opp_frozen = pile_frozen(freezing, bool(opp_melds))  # positions.frozen_for(pos, opp)
        # Freeze a large pile when the next opponents could take it with any natural pair
        # (they have opened), or a very large one regardless.
        size = len(pile)
        big = size >= _FREEZE_PILE and bool(opp_melds)
        freeze = not frozen_now and (big or size >= _FREEZE_PILE + 3)
        scored: list[tuple[float, str]] = []
        for c in discards:
            cost: float
            if is_wild(c):
                cost = 250.0 if c == "JK" else 200.0
                if freeze:
                    cost = -60.0 if c != "JK" else 20.0
            elif c in BLACK_THREES:
                cost = -25.0  # safe, and it blocks the pile for the next player
            else:
                r = c[0]
                mine = by_rank.get(r, 0)
                cost = {1: 0.0, 2: 25.0}.get(mine, 45.0)
                if r in own_melds:
                    cost += 40.0
                if r in opp_melds:
                    cost += 15.0 if opp_frozen else 80.0
                elif seen.get(r, 0) + mine < copies - 1:  # the next player might hold a pair
                    cost += min(size, 20) * (1.0 if opp_frozen else 2.0)
                cost -= VALUES[c] / 20  # between equals, shed the more expensive card
            scored.append((cost + self.rng.random() * 0.5, c))
        return scored


# --- playing a deal -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Step:
    """One action of a deal: who decided it, what it was, and the positions around it."""

    seat: str  # the deciding seat (the partner for "yes"/"no")
    action: str
    before: Position
    after: Position


@dataclass(frozen=True, slots=True)
class DealRecord:
    seed: int
    dealer: str
    bots: dict[str, str]  # seat -> bot kind
    start: Position
    steps: tuple[Step, ...]

    @property
    def final(self) -> Position:
        return self.steps[-1].after if self.steps else self.start

    def position_at(self, step: int) -> Position:
        """The position after `step` actions (0: the deal as dealt)."""
        if step <= 0:
            return self.start
        return self.steps[min(step, len(self.steps)) - 1].after

    @property
    def finished(self) -> bool:
        return self.final.phase == "over"


def _seat_bots(bots: Mapping[str, Bot], rules: Profile = PROFILES["classic"]) -> dict[str, Bot]:
    out: dict[str, Bot] = {}
    for key, bot in bots.items():
        k = key.upper()
        if k in rules.side_seats and k not in rules.side_of:  # a side (not a one-seat side's seat)
            for s in rules.side_seats[k]:
                out.setdefault(s, bot)
        elif k in rules.side_of:
            out[k] = bot
        else:
            raise ValueError(f"{key!r} is not a seat or side.")
    missing = [s for s in rules.seats if s not in out]
    if missing:
        raise ValueError(f"no bot for seat(s) {', '.join(missing)}.")
    return out


def play_deal(
    seed: int,
    bots: Mapping[str, Bot],
    dealer: str = "N",
    scores: tuple[int, ...] | None = None,
    max_actions: int = MAX_ACTIONS,
    profile: str = "classic",
) -> DealRecord:
    """Deal by seed and let the bots play it to its end (or `max_actions` actions).

    `bots` maps seats (classic: N E S W) or sides (NS EW) to bots; a side's bot plays all its
    seats. `profile` names the ruleset (profiles.py): its seats, sides, hands and deck;
    `scores` (the profile's side order) defaults to nothing scored yet.
    """
    rules = PROFILES[profile]
    seat_bots = _seat_bots(bots, rules)
    start = deal(seed, dealer, scores or (0,) * len(rules.sides), profile=profile)
    pos = start
    steps: list[Step] = []
    # Bots that remember what they saw (the expert) watch every action at the table.
    watchers = [w for w in {id(b): b for b in seat_bots.values()}.values() if hasattr(w, "observe")]
    while pos.phase != "over" and len(steps) < max_actions:
        state = state_of(pos)  # the position's engine state: the bots read it, never change it
        legal = state.legal()
        seat = acting_seat(state)
        move = seat_bots[seat].choose(state, seat, state.legal())
        if move not in legal:
            raise ValueError(f"bot {seat_bots[seat].name} chose {move!r}, which is not legal here.")
        text = text_of(move)  # the record keeps the text (the deal's steps, the observers)
        after = play(pos, text)  # a listed action: applied to the position's engine state
        steps.append(Step(seat, text, pos, after))
        for w in watchers:
            w.observe(pos, text, after)
        pos = after
    return DealRecord(seed, start.dealer, {s: seat_bots[s].name for s in rules.seats}, start,
                      tuple(steps))


# --- facts of a deal ------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class DealSummary:
    """The facts of one simulated deal."""

    seed: int
    dealer: str
    bots_ns: str
    bots_ew: str
    actions: int
    turns: int  # turns started (draws, takes and the final pass)
    pile_takes: int
    froze: bool
    freezes: int  # times the pile went from unfrozen to frozen for everyone
    freeze_causes: tuple[str, ...]  # FREEZE_CAUSES, in the order they first happened
    end: str  # END_KINDS
    went_out: str | None  # seat
    asked: int  # questions asked
    told_no: int
    score_ns: int
    score_ew: int
    canastas_ns: int
    canastas_ew: int
    red_threes_ns: int
    red_threes_ew: int
    cards: int  # card count at the end: always 108
    deck_ok: bool  # the final position holds exactly the 108 cards of the game

    @property
    def winner(self) -> str:
        """'NS', 'EW' or 'tie', by deal score."""
        if self.score_ns == self.score_ew:
            return "tie"
        return "NS" if self.score_ns > self.score_ew else "EW"


#: How a deal ended (END_KINDS): the one reading, in summary.py.
end_kind: Final = end_of

#: The facts `DealSummary` has under the same name as `DealFacts`.
_SHARED_FACTS: Final = ("seed", "dealer", "actions", "turns", "pile_takes", "froze", "freezes",
                        "freeze_causes", "end", "went_out", "asked", "told_no", "cards", "deck_ok")


def summarize(record: DealRecord) -> DealSummary:
    """A classic deal's facts (`summary.deal_facts`, counted there) in the NS/EW fields."""
    facts = deal_facts(record)
    if facts.sides != ("NS", "EW"):
        raise ValueError(f"summarize reads a classic deal (sides NS, EW), not a {facts.profile} one;"
                         " use summary.deal_facts.")
    shared: dict[str, Any] = {name: getattr(facts, name) for name in _SHARED_FACTS}
    (score_ns, score_ew), (canastas_ns, canastas_ew) = facts.scores, facts.canastas
    red_threes_ns, red_threes_ew = facts.red_threes
    return DealSummary(
        **shared, bots_ns=facts.bots[0], bots_ew=facts.bots[1],
        score_ns=score_ns, score_ew=score_ew, canastas_ns=canastas_ns, canastas_ew=canastas_ew,
        red_threes_ns=red_threes_ns, red_threes_ew=red_threes_ew,
    )


def deal_seed(seed: int, index: int) -> int:
    """The seed of the `index`-th deal of a simulation: independent of how it is chunked."""
    return random.Random(f"canasta-sim:{seed}:{index}").randrange(2**31)


__all__ = [
    "BOT_KINDS", "QUICK_BOT_KINDS", "END_KINDS", "FREEZE_CAUSES", "MAX_ACTIONS", "Bot", "DealRecord", "DealSummary",
    "HeuristicBot", "RandomBot", "Step", "TableView", "acting_seat", "choose_text", "deal_seed",
    "end_kind", "play_deal", "summarize",
]
