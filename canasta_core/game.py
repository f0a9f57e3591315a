"""The engine state as one object: `Game`, one deal in progress over a compact representation.

It is written in modules a newcomer reads in order, each a class the next one extends:
`state` (the deal on card ints, bound to its profile, and its one conversion to and from the
notation's `Position`), `can` (the predicates that refuse a move at its first fault, on the
primitives of `rules`), `listing` (the legal moves and their texts), `transition` (the one
transition: `apply`, `after`, `copy`), `playouts` (uniform random play), and this module (the
object, a policy's play-out, the score, and `state_of`, the state a position holds).

    g = Game.from_position(pos)        # or Game.deal(seed, dealer, scores)
    h = g.copy()                       # cheap and independent
    moves = g.legal()                  # compact moves, in the order of legal_actions(pos)
    g.text(m); g.kind(m); g.groups(m)  # canonical action text / verb / groups, on demand
    g.apply(m)                         # apply a listed move in place (no second check)
    g.play("take 7H 7S")               # any action text, ruled on by `verify` (every fault)
    g.turn, g.actor, g.phase, g.side, g.over, g.margin("NS"), g.to_position()
    g.texts(); g.listed("draw"); g.after(m)   # the public API's view: see `state_of`
    g.play_out(random_policy, rng)     # play to the end of the deal with a policy
    g.uniform_move(rng)                # a legal move drawn uniformly, without the listing
    g.play_out_uniform(rng)            # uniform random play to the end (simulate.random_deal)

Representation: a card is an int, its index in `cards.ALL_CODES` (rank-major from the ace, suits
C D H S, the joker 52), so `c >> 2` is its rank index (A=0 ... 4=10, 3=11, 2=12, joker 13), a
card is wild when `c >= 48`, and sorting ints is the canonical card order. A hand is a sorted
list plus per-rank counts; a side's melds are a tuple per rank with its wild count; the pile
keeps a count of the cards that freeze it; the stock is a list with its top card last. Every
rule test is then a few array reads, and text is produced only when asked for.

`legal()` is the listing of `legal.legal_actions` (which is produced from it): the same
candidates in the same order, each decided by the one walk of the rules (`can`: `_judge`,
`_discard_ok`, `_ask_ok`, `_pass_ok`, on the primitives of `canasta_core.rules`) refusing a
move at its first fault; `verify` (what `check` returns) is that walk recording every fault.
tests/engine/test_game.py proves the two modes agree on every candidate the lister considers
and on random near-miss actions, and that seeded deals played through this path and through
the immutable API are identical move for move.

Uniform random play does not need the whole listing: `uniform_move` draws among cheap
candidates (each discard, a slot per rank present, per meld and wild card, the going-out
candidates; in a draw phase `draw` and the takes) and judges only the one drawn, drawing again
when it is refused. Each legal move is exactly one accepted candidate (the tests enumerate
them at every state of seeded deals), so the draw is uniform over `legal()`.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from canasta_core.listing import _NO_DRAW
from canasta_core.playouts import (
    _Playouts,
)
from canasta_core.positions import (
    Position,
)
from canasta_core.scoring import side_score
from canasta_core.state import (
    _DRAW_ONLY,
    DRAW_PHASE,
    OVER,
    VAL,
    Move,
    _natural_meld,
    bind_tables,
)

bind_tables()  # every adopted profile's tables, once at import


class Game(_Playouts):
    """One deal in progress, mutated in place by `apply` (see the module docstring)."""

    __slots__ = ()

    def play_out(self, policy: Policy, rng: random.Random, max_actions: int = 5000) -> int:
        """Play to the end of the deal choosing with `policy`; returns the moves played."""
        n = 0
        if policy is random_policy:
            # The same draws as random_policy over legal(), without copying the listing.
            # `_list` is called directly: `legal()` would copy the listing for the caller.
            # For a plain `random.Random`, `rng.choice(moves)` is written out as CPython's
            # `choice` and `_randbelow_with_getrandbits` make it (the same bits drawn, so the
            # same move; tests/engine/test_game.py checks it against `choice`).
            bits = rng.getrandbits if type(rng) is random.Random else None
            choice = rng.choice
            apply = self.apply
            lister = self._list
            while self._phase != OVER:
                if n >= max_actions:
                    raise RuntimeError(f"the deal did not end within {max_actions} actions")
                moves = self._moves
                if moves is None:
                    if (self._phase == DRAW_PHASE and not _NO_DRAW[self.stock_n]
                            and self.hands[self._turn] is not None and not self._takeable()):
                        # The listing would be `draw` alone (as for `play_out_uniform`): the
                        # choice among one move is made (its random bits drawn) without it.
                        if bits is None:
                            choice(_DRAW_ONLY)
                        else:
                            while bits(1):
                                pass
                        self._draw()
                        self._views = self._texts = None
                        n += 1
                        continue
                    try:
                        lister()
                    except BaseException:
                        self._moves = None  # as in legal(): no partial listing is kept
                        raise
                    moves = self._moves
                    assert moves is not None
                if bits is None:
                    apply(choice(moves))
                else:
                    m = len(moves)
                    if not m:
                        choice(moves)  # raises its IndexError
                    k = m.bit_length()
                    i = bits(k)
                    while i >= m:
                        i = bits(k)
                    apply(moves[i])
                n += 1
            return n
        while self._phase != OVER:
            if n >= max_actions:
                raise RuntimeError(f"the deal did not end within {max_actions} actions")
            self.apply(policy(self, self.legal(), rng))
            n += 1
        return n

    # --- scoring ([score.deal]) ------------------------------------------------------------
    def score(self) -> dict[str, dict[str, int]]:
        """`scoring.score` of the deal as it stands (as if it ended now)."""
        if any(h is None for h in self.hands):
            from canasta_core.scoring import score

            return score(self.to_position())  # raises its NotationError for a counted hand
        return {side: self._score_side(i) for i, side in enumerate(self.tb.sides)}

    def _score_side(self, side: int) -> dict[str, int]:
        """`scoring.side_score` on the compact form."""
        base = side * 12
        out = "none"
        if self.went_out is not None and self.tb.sof[self.went_out[0]] == side:
            out = "concealed" if self.went_out[1] else "normal"
        return side_score(self.tb.rules, [m for m in self._melds[base:base + 12] if m],
                          [self.hands[seat] or () for seat in self.tb.side_seats[side]],
                          VAL.__getitem__, _natural_meld, len(self.reds[side]), out)

    def margin(self, side: str) -> int:
        """The side's deal total minus the other side's (the best other), as if the deal ended
        now."""
        sc = self.score()
        return sc[side]["total"] - max(v["total"] for k, v in sc.items() if k != side)




Policy = Callable[[Game, list[Move], random.Random], Move]


def state_of(pos: Position) -> Game:
    """The engine's state of a position: the one it holds (`Position._state`), else built from
    it once and kept there. Read it, list it, copy it; never mutate it (it is the position's)."""
    g: Game | None = pos._state
    if g is None:
        g = Game.from_position(pos)
        object.__setattr__(pos, "_state", g)
    return g


def random_policy(game: Game, moves: list[Move], rng: random.Random) -> Move:
    """Uniform over the legal moves (the same draw as `rng.choice(legal_actions(pos))`)."""
    return rng.choice(moves)


__all__ = ["Game", "Move", "Policy", "random_policy"]


__all__ = ["Game", "Move", "Policy", "random_policy", "state_of"]
