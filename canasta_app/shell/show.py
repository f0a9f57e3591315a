"""Show to the class: any position — a lesson step, a sandbox situation — on the classroom's
projector, from one link: `./classroom?show=<code>&present=1`.

The code is the sandbox's share code (`canasta_app.shell.share.encode_state`): a starting position,
the actions played from it (checked by replaying them) and an action being asked about. The
classroom steps through those actions with the same narration as a bot deal, and rules on the
pending action big, for the room. No Streamlit here: the page draws it, tests read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

import canasta_core as cc
from canasta_app.shell.share import Shared, ShareError, decode_share, encode_state
from canasta_core.positions import Position

QUERY_KEY = "show"
QUIZ_KEY = "quiz"  # shown from a lesson quiz: the turn line must not answer it


def show_url(position: Position | dict[str, object], history: tuple[str, ...] | list[str] = (),
             lang: str = "en", pending: str = "", quiz: bool = False) -> str:
    """The classroom link that puts this situation on the projector (presentation mode).
    `quiz`: shown from a lesson's quiz, whose table names no choice of the draw — the
    classroom hides it too until the teacher reveals it (`QUIZ_KEY`)."""
    code = encode_state(position, list(history), pending)  # type: ignore[arg-type]
    return (f"./classroom?{QUERY_KEY}={quote(code, safe='._-')}&present=1"
            f"&lang={quote(lang[:5], safe='')}" + (f"&{QUIZ_KEY}=1" if quiz else ""))


@dataclass(frozen=True, slots=True)
class Shown:
    """A situation on the projector: every position along its actions, and the question."""

    positions: tuple[Position, ...]  # the start, then after each action
    history: tuple[str, ...]
    pending: str
    quiz: bool = False  # from a lesson quiz: the turn line hides the draw's choice

    @property
    def moves(self) -> int:
        return len(self.history)

    def at(self, step: int) -> Position:
        return self.positions[max(0, min(step, self.moves))]

    def ruling(self) -> cc.Ruling | None:
        """The engine's ruling on the pending action, at the last position (None: no question,
        or one the engine cannot read — the page says so)."""
        if not self.pending:
            return None
        try:
            return cc.check(self.positions[-1], self.pending)
        except cc.NotationError:
            return None


def shown_from(shared: Shared) -> Shown:
    positions = [shared.position]
    for action in shared.history:
        positions.append(cc.play(positions[-1], action))
    return Shown(tuple(positions), tuple(shared.history), shared.pending)


def read_show(code: str) -> tuple[Shown | None, ShareError | None]:
    """The situation a `?show=` value carries, or the reason it cannot be shown."""
    try:
        return shown_from(decode_share(code)), None
    except ShareError as e:
        return None, e


__all__ = ["QUERY_KEY", "QUIZ_KEY", "Shown", "read_show", "show_url", "shown_from"]
