"""The fast simulation path: a mutable `Game` for bots and Monte-Carlo playouts.

    g = Game.from_position(pos)        # or Game.deal(seed, dealer, scores)
    h = g.copy()                       # cheap and independent
    moves = g.legal()                  # compact moves, in the order of legal_actions(pos)
    g.text(m); g.kind(m)               # canonical action text / its verb, on demand
    g.apply(m)                         # apply a listed move in place (no second check)
    g.play("take 7H 7S")               # parse, rule (rulings.evaluate), apply; IllegalAction
    g.turn, g.actor, g.phase, g.side, g.over, g.margin("NS"), g.to_position()
    g.play_out(random_policy, rng)     # play to the end of the deal with a policy

It plays the same rules as the immutable API: `legal()` lists exactly `legal_actions`, and
applying a listed move gives the position `play` gives.

(First version: an adapter over the immutable API, so other engineers can build on the
interface while the compact representation replaces its inside.)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from canasta_core.actions import parse
from canasta_core.deal import deal
from canasta_core.errors import IllegalAction
from canasta_core.legal import legal_evaluations
from canasta_core.play import apply
from canasta_core.positions import OTHER_SIDE, PARTNER, SIDE_OF, Position
from canasta_core.rulings import Evaluation, evaluate, ruling_from
from canasta_core.scoring import score

#: A legal move: opaque to callers except that `move[0]` is its kind ("draw", "take", ...).
Move = tuple[Any, ...]
Policy = Callable[["Game", list[Move], random.Random], Move]


class Game:
    """One deal in progress, mutated in place by `apply`."""

    __slots__ = ("_pos", "_found")

    def __init__(self, pos: Position) -> None:
        self._pos = pos
        self._found: dict[str, Evaluation | None] | None = None

    @classmethod
    def from_position(cls, pos: Position) -> Game:
        return cls(pos)

    @classmethod
    def deal(cls, seed: int | None = None, dealer: str = "N",
             scores: tuple[int, int] = (0, 0)) -> Game:
        return cls(deal(seed=seed, dealer=dealer, scores=scores))

    def copy(self) -> Game:
        g = Game(self._pos)
        g._found = self._found
        return g

    def to_position(self) -> Position:
        return self._pos

    # --- state --------------------------------------------------------------------------
    @property
    def turn(self) -> str:
        """The seat whose turn it is."""
        return self._pos.turn

    @property
    def actor(self) -> str:
        """The seat that decides the next move: the partner while a question is pending."""
        p = self._pos
        if p.phase == "play" and p.this_turn.asked == "pending":
            return PARTNER[p.turn]
        return p.turn

    @property
    def phase(self) -> str:
        return self._pos.phase

    @property
    def side(self) -> str:
        return SIDE_OF[self._pos.turn]

    @property
    def over(self) -> bool:
        return self._pos.phase == "over"

    # --- moves ---------------------------------------------------------------------------
    def _listing(self) -> dict[str, Evaluation | None]:
        if self._found is None:
            self._found = legal_evaluations(self._pos)
        return self._found

    def legal(self) -> list[Move]:
        """The legal moves, in the order of `legal_actions` (so a uniform choice matches)."""
        return [(t.partition(" ")[0], t) for t in self._listing()]

    def text(self, move: Move) -> str:
        return str(move[1])

    def kind(self, move: Move) -> str:
        return str(move[0])

    def apply(self, move: Move) -> None:
        """Apply a move from `legal()` (not re-checked)."""
        found = self._listing()
        text = move[1]
        ev = found[text] or evaluate(self._pos, parse(text))
        self._pos = apply(self._pos, ev)
        self._found = None

    def play(self, action: str) -> None:
        """Apply any action text after the full check; raises IllegalAction if refused."""
        ev = evaluate(self._pos, parse(action))
        if ev.violations:
            raise IllegalAction(ruling_from(ev))
        self._pos = apply(self._pos, ev)
        self._found = None

    # --- the end -------------------------------------------------------------------------
    def score(self) -> dict[str, dict[str, int]]:
        """`scoring.score` of the deal as it stands."""
        return score(self._pos)

    def margin(self, side: str) -> int:
        """The side's deal total minus the other side's, as if the deal ended now."""
        sc = self.score()
        return sc[side]["total"] - sc[OTHER_SIDE[side]]["total"]

    def play_out(self, policy: Policy, rng: random.Random, max_actions: int = 5000) -> int:
        """Play to the end of the deal choosing with `policy`; returns the moves played."""
        n = 0
        while not self.over:
            if n >= max_actions:
                raise RuntimeError(f"the deal did not end within {max_actions} actions")
            self.apply(policy(self, self.legal(), rng))
            n += 1
        return n


def random_policy(game: Game, moves: list[Move], rng: random.Random) -> Move:
    """Uniform over the legal moves (the same draw as `rng.choice(legal_actions(pos))`)."""
    return rng.choice(moves)


__all__ = ["Game", "Move", "Policy", "random_policy"]
