"""A position and the moves played from it (the sandbox's Undo and Redo, a homework
situation's moves, a shared link's history): a value, each method returns a new one."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import canasta_core as cc
from canasta_app.shell.share import MAX_HISTORY
from canasta_core.positions import Position


@dataclass(frozen=True)
class History:
    """A starting position, the actions played from it, and undone actions that can be redone.

    `positions[i]` is the position after `actions[i]`; `current` is the last one (or `start`).
    Every method returns a new History: the old one stays valid (positions are values).
    """

    start: Position
    actions: tuple[str, ...] = ()
    positions: tuple[Position, ...] = ()
    redo_stack: tuple[tuple[str, Position], ...] = field(default=())  # last undone is last

    @property
    def current(self) -> Position:
        return self.positions[-1] if self.positions else self.start

    @property
    def can_undo(self) -> bool:
        return bool(self.actions)

    @property
    def can_redo(self) -> bool:
        return bool(self.redo_stack)

    def play(self, action: str) -> tuple[History, cc.Ruling]:
        """Apply a legal action. Raises cc.IllegalAction (with the ruling) or cc.NotationError."""
        ruling = cc.check(self.current, action)
        if not ruling.legal:
            raise cc.IllegalAction(ruling)
        new_pos = cc.play(self.current, action)
        text = ruling.action or cc.format_action(cc.parse(action))
        redo = self.redo_stack
        if redo and redo[-1][0] == text and redo[-1][1] == new_pos:
            redo = redo[:-1]  # playing what was undone keeps the rest of the redo line
        else:
            redo = ()
        return (
            History(self.start, self.actions + (text,), self.positions + (new_pos,), redo),
            ruling,
        )

    def told(self, action: str, new_pos: Position) -> History:
        """A move whose outcome the player told, not the engine (a draw from a stock given as a
        count: the cards it brought were named): recorded as played, undone and redone like
        any move; a link starts after it (`for_link`: replaying its text cannot give it)."""
        return History(self.start, self.actions + (action,), self.positions + (new_pos,), ())

    def _told_steps(self) -> list[int]:
        """The steps `told`: draws from a stock given as a count (`play` refuses those)."""
        befores = (self.start, *self.positions)[:len(self.actions)]
        return [i for i, (p, a) in enumerate(zip(befores, self.actions, strict=True))
                if a == "draw" and isinstance(p.stock, int)]

    def undo(self) -> History:
        if not self.actions:
            return self
        undone = (self.actions[-1], self.positions[-1])
        return History(
            self.start, self.actions[:-1], self.positions[:-1], self.redo_stack + (undone,)
        )

    def redo(self) -> History:
        if not self.redo_stack:
            return self
        text, pos = self.redo_stack[-1]
        return History(
            self.start, self.actions + (text,), self.positions + (pos,), self.redo_stack[:-1]
        )

    def go_to(self, n: int) -> History:
        """Undo back to just after the n-th action (0 = the start)."""
        h = self
        while len(h.actions) > max(0, n):
            h = h.undo()
        return h

    @classmethod
    def replay(cls, start: Position, actions: Iterable[str]) -> History:
        h = cls(start)
        for a in actions:
            h, _ = h.play(a)
        return h

    def for_link(self) -> tuple[Position, tuple[str, ...]]:
        """The starting position and actions to put in a link, keeping the last MAX_HISTORY,
        and none up to a step `told` (the link starts from the position it led to)."""
        told = self._told_steps()
        cut = max(len(self.actions) - MAX_HISTORY, told[-1] + 1 if told else 0)
        if cut <= 0:
            return self.start, self.actions
        return self.positions[cut - 1], self.actions[cut:]
