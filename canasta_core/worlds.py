"""The expert's worlds: what a seat has seen, and deals sampled consistently with it.

A seat's *view* (`seat_view`) is the position with the other hands and the stock given only as
counts, plus the cards the table saw go into another seat's hand (`Sightings`: a pile taken
and not yet laid down). A *world* (`sample_world`) deals the cards the seat cannot place
(`unseen_cards`) at random into the other hands and the stock, keeping what was seen. It never
reads the real hidden hands or the stock order, so two positions that differ only in hidden
cards give the same worlds. With `infer` the hands are also dealt the way the seats' play
shapes them (off by default: it measured no stronger, docs/performance-archive.md).

The expert (`canasta_core.expert`) plays its candidates forward in these worlds.
"""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import replace
from typing import Final

from canasta_core.bots import rules_of
from canasta_core.cards import RED_THREES, full_deck, is_wild, sort_cards, sort_key
from canasta_core.going_out import can_go_out
from canasta_core.positions import Position, to_dict
from canasta_core.rulings import going_out_minimum

_ASK_TRIES: Final = 200
#: Whether the inferring sampler reads a seat's last discard (`Sightings.shed`).
_DISCARD_INFERENCE = True

_DECK: Final = Counter(full_deck())

# --- what a seat has seen -------------------------------------------------------------------

class Sightings:
    """Cards each seat is known to hold because the table saw them go into its hand.

    A seat that takes the pile puts the pile's cards in its hand except those it melds at once;
    everyone saw them. They stay known until that seat melds or discards cards of the same code.
    This is public: every seat at the table knows the same, so one record serves them all
    (a seat of any profile; a seat never seen taking holds nothing known).
    """

    def __init__(self) -> None:
        self.held: defaultdict[str, Counter[str]] = defaultdict(Counter)
        # What play tells of a hand (used only by inferring samplers, Budget.infer): ranks a
        # seat of an opened side drew rather than take the pile on (a natural pair would have
        # taken it), and the ranks its side had melded when the seat last ended a turn opened.
        self.passed: defaultdict[str, set[str]] = defaultdict(set)
        self.tidy: dict[str, frozenset[str]] = {}
        # The rank a seat discarded last (the sensible bot keeps its pairs: it rarely holds
        # another), until that seat draws again.
        self.shed: dict[str, str] = {}

    def observe(self, before: Position, action: str, after: Position) -> None:
        """Record one action, given the positions around it (only public parts are read)."""
        kind = action.split(" ", 1)[0]
        seat = before.turn
        if kind in ("draw", "take"):
            self.shed.pop(seat, None)
        if kind == "draw" and before.pile and before.melds[rules_of(before).side_of[seat]]:
            top = before.pile[-1]
            if not is_wild(top) and top[0] != "3":
                self.passed[seat].add(top[0])
        if kind not in ("take", "meld", "discard"):
            return
        held = self.held[seat]
        if kind == "take":
            self.passed[seat].clear()  # a new hand: what it lacked before says little now
        if kind == "discard":
            shed = action.split(" ", 1)[1].strip().upper()
            if _DISCARD_INFERENCE and not is_wild(shed) and shed[0] != "3":
                self.shed[seat] = shed[0]
            side_melds = after.melds[rules_of(after).side_of[seat]]
            if side_melds:
                self.tidy[seat] = frozenset(side_melds)
            else:
                self.tidy.pop(seat, None)
            card = action.split(" ", 1)[1].strip().upper()
            if held[card] > 0:
                held[card] -= 1
            return
        side = rules_of(before).side_of[seat]
        laid = Counter(c for m in after.melds[side].values() for c in m)
        laid.subtract(c for m in before.melds[side].values() for c in m)
        laid = +laid
        if kind == "take":
            pile = Counter(before.pile)
            from_hand = laid - pile  # what was laid beyond the pile's cards came from the hand
            # A red three taken with the pile is laid out at once ([threes.red-draw]): never held.
            held.update(c for c in (pile - laid).elements() if c not in RED_THREES)
            laid = from_hand
        held.subtract(laid)
        for c in [c for c, n in held.items() if n <= 0]:
            del held[c]

    def known(self, seat: str) -> Counter[str]:
        return Counter(self.held[seat])

    @classmethod
    def from_steps(cls, steps: Iterable[tuple[Position, str, Position]]) -> Sightings:
        """Sightings after a deal's steps, each (before, action, after), from the deal's start."""
        s = cls()
        for before, action, after in steps:
            s.observe(before, action, after)
        return s


def seat_view(pos: Position, seat: str, sightings: Sightings | None = None) -> str:
    """Everything `seat` may know, as canonical text: the position with the other hands and the
    stock given only as counts, plus the cards seen going into other hands."""
    d = to_dict(pos)
    seats = pos.rules.seats
    d["hands"] = {s: (list(pos.hand(s)) if s == seat else pos.hand_size(s)) for s in seats}
    d["stock"] = pos.stock_size
    d["seat"] = seat
    if sightings is not None:
        d["seen"] = {s: sorted(sightings.held[s].elements(), key=sort_key)
                     for s in seats if s != seat}
    return json.dumps(d, sort_keys=True, separators=(",", ":"))


def _usable_sightings(pos: Position, seat: str, sightings: Sightings | None) -> dict[str, Counter[str]]:
    """The sightings for the other seats that can belong to this position: never a red three
    (laid out, never held), never more copies of a card than the cards `seat` cannot see, and
    none at all for a seat known to hold more cards than it has (a record from another deal)."""
    out: dict[str, Counter[str]] = {s: Counter() for s in pos.rules.seats if s != seat}
    if sightings is None:
        return out
    free = _unseen_pool(pos, seat)
    for s in out:
        k = Counter({c: n for c, n in sightings.held[s].items() if n > 0 and c not in RED_THREES})
        if sum(k.values()) > pos.hand_size(s):
            return {s: Counter() for s in out}
        k = k & free  # a card seen elsewhere since (a stale record) is not held any more
        free.subtract(k)
        out[s] = k
    return out


def _unseen_pool(pos: Position, seat: str) -> Counter[str]:
    """The full deck less everything on the table and in `seat`'s hand."""
    pool = Counter(_DECK)
    pool.subtract(pos.hand(seat))
    for side in pos.rules.side_names:
        for m in pos.melds[side].values():
            pool.subtract(m)
        pool.subtract(pos.red_threes[side])
    pool.subtract(pos.pile)
    return +pool


def unseen_cards(pos: Position, seat: str, sightings: Sightings | None = None) -> list[str]:
    """The cards `seat` cannot place: the full deck less everything it sees, in code order."""
    pool = _unseen_pool(pos, seat)
    for k in _usable_sightings(pos, seat, sightings).values():
        pool.subtract(k)
    return sorted((+pool).elements(), key=sort_key)


def sample_world(
    pos: Position, seat: str, rng: random.Random, sightings: Sightings | None = None,
    infer: bool = False,
) -> Position:
    """A full position consistent with what `seat` sees: the unseen cards dealt at random into
    the other hands and the stock (red threes only into the stock: nobody holds one).

    With `infer`, the other hands are also dealt the way the sensible bot's play shapes them
    (`_limits`): a seat whose side had opened when it last ended its turn holds no natural of
    a rank its side had melded and no natural triple (it would have melded them), a seat
    that drew rather than take the pile holds at most one natural of its top rank, and a seat
    holds no other natural of the rank it discarded last (it keeps its pairs).

    Reads only `seat`'s view of `pos`. Raises ValueError when the position has more hidden
    places than unseen cards (a position that is not part of a real deal).
    """
    asker = (pos.turn if pos.phase == "play" and pos.turn != seat
             and pos.this_turn.asked in ("pending", "yes") else None)
    world = _deal_unseen(pos, seat, rng, sightings, infer)
    if asker is not None:
        # The partner asked "may I go out?", which it may only do when it can: keep to worlds
        # where its hand can under the table's own rule (the profile bound to the position:
        # the canastas it needs, the canasta size, the wild-card limit) — a few tries; a rare
        # failure just makes a weaker sample.
        need, rules = going_out_minimum(pos), pos.rules
        for _ in range(_ASK_TRIES):
            if can_go_out(world.hand(asker), world.melds[rules.side_of[asker]], need, rules):
                break
            world = _deal_unseen(pos, seat, rng, sightings, infer)
    return world


def _limits(pos: Position, seat: str, sightings: Sightings) -> dict[str, dict[str, int]]:
    """For each other seat, the most naturals of a rank its play lets it hold (ranks absent
    are free): see `sample_world`. Hands too small to meld from are not limited."""
    out: dict[str, dict[str, int]] = {}
    for s in pos.rules.seats:
        if s == seat:
            continue
        h = pos.hand_size(s)
        lim: dict[str, int] = {}
        tidy = sightings.tidy.get(s)
        if tidy is not None and h >= 4:
            lim = dict.fromkeys("456789TJQKA", 2)
        if tidy is not None and h >= 3:
            lim.update(dict.fromkeys(tidy, 0))
        for r in sightings.passed.get(s, ()):
            lim[r] = min(lim.get(r, 1), 1)
        if s in sightings.shed:
            lim[sightings.shed[s]] = 0
        out[s] = lim
    return out


def _unseen_to_deal(
    pos: Position, seat: str, rng: random.Random, sightings: Sightings | None,
) -> tuple[dict[str, Counter[str]], dict[str, int], list[str], list[str]]:
    """What both dealers start from: each other hand's sighted cards and how many more it
    needs, the red threes that go to the stock (never to a hand), and the other unseen cards,
    shuffled."""
    known = _usable_sightings(pos, seat, sightings)
    cards = unseen_cards(pos, seat, sightings)
    reds = [c for c in cards if c in RED_THREES]
    rest = [c for c in cards if c not in RED_THREES]
    rng.shuffle(rest)
    needs = {s: pos.hand_size(s) - sum(known[s].values()) for s in known}
    if sum(needs.values()) + pos.stock_size > len(cards):
        raise ValueError("the position hides more cards than the game has left unseen")
    return known, needs, reds[: pos.stock_size], rest


def _deal_unseen(
    pos: Position, seat: str, rng: random.Random, sightings: Sightings | None,
    infer: bool = False,
) -> Position:
    if infer and sightings is not None:
        return _deal_inferred(pos, seat, rng, sightings)
    known, needs, reds, rest = _unseen_to_deal(pos, seat, rng, sightings)
    stock_n = pos.stock_size
    stock = reds + rest[: stock_n - len(reds)]
    rest = rest[stock_n - len(reds):]
    rng.shuffle(stock)
    hands = dict(pos.hands)
    for s in pos.rules.seats:
        if s == seat:
            continue
        n = needs[s]
        hands[s] = sort_cards([*known[s].elements(), *rest[:n]])
        rest = rest[n:]
    return replace(pos, hands=hands, stock=tuple(stock))


def _deal_inferred(
    pos: Position, seat: str, rng: random.Random, sightings: Sightings
) -> Position:
    """`_deal_unseen` with the hands shaped by `_limits`: each limited hand is filled from the
    shuffled cards, passing over a card that would break a limit (it goes on to the next hand
    or the stock); if too few fit, the hand takes the cards passed over."""
    known, needs, reds, rest = _unseen_to_deal(pos, seat, rng, sightings)
    stock_n = pos.stock_size
    limits = _limits(pos, seat, sightings)
    hands = dict(pos.hands)
    # The most limited hands first, so that the cards they pass over can go elsewhere.
    for s in sorted(known, key=lambda s: (-len(limits[s]), pos.rules.seats.index(s))):
        lim, n = limits[s], needs[s]
        have = Counter(c[0] for c in known[s].elements() if not is_wild(c))
        got: list[str] = []
        left: list[str] = []
        for c in rest:
            if len(got) < n and (is_wild(c) or have[c[0]] < lim.get(c[0], 99)):
                got.append(c)
                if not is_wild(c):
                    have[c[0]] += 1
            else:
                left.append(c)
        if len(got) < n:  # the limits cannot all hold: fill up from what was passed over
            k = n - len(got)
            got += left[:k]
            left = left[k:]
        hands[s] = sort_cards([*known[s].elements(), *got])
        rest = left
    stock = reds + rest[: stock_n - len(reds)]
    rng.shuffle(stock)
    return replace(pos, hands=hands, stock=tuple(stock))


__all__ = ["Sightings", "sample_world", "seat_view", "unseen_cards"]
