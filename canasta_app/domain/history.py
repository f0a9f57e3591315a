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
        """The starting position and actions to put in a link, keeping the last MAX_HISTORY."""
        if len(self.actions) <= MAX_HISTORY:
            return self.start, self.actions
        cut = len(self.actions) - MAX_HISTORY
        return self.positions[cut - 1], self.actions[cut:]
