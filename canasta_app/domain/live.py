"""The live classroom's logic, without Streamlit: which deal and move the class is on, the
question "What would you play?" at a move, and the engine's ruling on each student's answer.

The live session in the store holds only the Classroom's settings (seed, dealer, the bots) and
the move number; every process rebuilds the same deal from them (`deal_record` is
deterministic), so any server process can show any student the teacher's move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final, Protocol

from canasta_app.ui.moment import seat_view
from canasta_core import NotationError, check, legal_actions
from canasta_core.bots import BOT_KINDS, DealRecord, acting_seat, play_deal
from canasta_core.expert import Budget, analyse
from canasta_core.players import make_bot
from canasta_core.positions import Position
from canasta_core.profiles import CLASSIC

SETTING_KEYS = ("seed", "dealer", "ns", "ew")
TABLE_MAX_ACTIONS: Final = 2000  # a classroom deal longer than this is shown as unfinished
MAX_OPTIONS = 4  # listed choices offered besides the picker
EXPERT_BUDGET = Budget(seconds=0.4, win_bonus=0)  # hard cap inside: the teacher's click waits


@dataclass(frozen=True, slots=True)
class LiveMove:
    """What the class sees: the position at the teacher's move and whose turn it is."""

    position: Position
    step: int
    total: int
    seat: str | None  # the acting seat (None when the deal is over)
    played: str | None  # what the bot played next in the teacher's deal
    last: str | None = None  # the move that led here


@dataclass(frozen=True, slots=True)
class Judged:
    action: str  # canonical text (what is stored and counted)
    legal: bool
    slug: str | None


class DealSettings(Protocol):
    """What names a bot deal (the Classroom's TableSettings has these and more)."""

    @property
    def seed(self) -> int: ...
    @property
    def dealer(self) -> str: ...
    @property
    def ns(self) -> str: ...
    @property
    def ew(self) -> str: ...


def deal_record(seed: int, dealer: str, ns: str, ew: str) -> DealRecord:
    """The bots' deal for these settings: the same settings always give the same deal."""
    bots = {"NS": make_bot(ns, seed * 2 + 1), "EW": make_bot(ew, seed * 2 + 2)}
    return play_deal(seed, bots, dealer=dealer, max_actions=TABLE_MAX_ACTIONS)


def settings_of(s: DealSettings) -> dict[str, Any]:
    return {"seed": s.seed, "dealer": s.dealer, "ns": s.ns, "ew": s.ew}


def valid_settings(raw: Mapping[str, Any]) -> tuple[int, str, str, str] | None:
    """The deal's key from stored settings, or None if they are not a deal this site makes."""
    try:
        seed, dealer, ns, ew = (raw[k] for k in SETTING_KEYS)
    except KeyError:
        return None
    if not isinstance(seed, int) or seed < 0 or dealer not in CLASSIC.seats:
        return None
    if ns not in BOT_KINDS or ew not in BOT_KINDS:
        return None
    return seed, dealer, ns, ew


@lru_cache(maxsize=32)
def _record(seed: int, dealer: str, ns: str, ew: str) -> DealRecord:
    return deal_record(seed, dealer, ns, ew)


def live_move(settings: Mapping[str, Any], step: int) -> LiveMove | None:
    key = valid_settings(settings)
    if key is None:
        return None
    rec = _record(*key)
    total = len(rec.steps)
    step = max(0, min(int(step), total))
    pos = rec.position_at(step)
    over = pos.phase == "over"
    return LiveMove(pos, step, total, None if over else acting_seat(pos),
                    rec.steps[step].action if step < total else None,
                    rec.steps[step - 1].action if step > 0 else None)


def student_position(move: LiveMove) -> Position:
    """The position as the acting seat sees it (the others' hands and the stock as counts)."""
    return seat_view(move.position, move.seat) if move.seat else seat_view(move.position, "N")


def options_for(move: LiveMove) -> list[str]:
    """A few legal moves to choose from (what was played among them), in listing order."""
    if move.seat is None:
        return []
    legal = legal_actions(move.position)
    out = legal[:MAX_OPTIONS]
    if move.played in legal and move.played not in out:
        out = [*out[: MAX_OPTIONS - 1], move.played]
    return out


def judge_answer(move: LiveMove, text: str) -> Judged | None:
    """The engine's ruling on a student's answer at this move (None: not readable)."""
    try:
        ruling = check(move.position, text)
    except (NotationError, ValueError):
        return None
    return Judged(ruling.action or text.strip(), ruling.legal, ruling.rule)


def expert_choice(move: LiveMove, seed: int = 1) -> str | None:
    """The expert's move for the acting seat, judged from that seat's view only (worlds
    consistent with it), within EXPERT_BUDGET; None when the deal is over."""
    if move.seat is None:
        return None
    analysis = analyse(move.position, move.seat, seed=seed, budget=EXPERT_BUDGET)
    return analysis.estimates[0].action if analysis.estimates else None


# ------------------------------------------------------------------------------ the room's board

TOP_ANSWERS = 4  # answers listed one by one on the projector; the rest are "other answers"


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One answer on the projector's board: the move, legal or not (the rule it broke), how
    many students gave it, and on reveal whether it is what was played or the expert's move."""

    action: str
    legal: bool
    slug: str | None
    count: int
    played: bool = False
    expert: bool = False


@dataclass(frozen=True, slots=True)
class Board:
    rows: tuple[BoardRow, ...]
    others: int  # answers not listed one by one
    other_kinds: int  # how many different moves they are
    total: int  # every answer


def group_answers(counts: Sequence[Any], *, played: str | None = None,
                  expert: str | None = None, revealed: bool = False,
                  top: int = TOP_ANSWERS) -> Board:
    """The answers as the room reads them: the `top` most common (ties in a fixed order), the
    rest summed as "other answers". On reveal the move played and the expert's move are listed
    even when few gave them, so the right answer is always on the board; a single leftover
    answer is listed rather than called "1 other"."""
    ordered = sorted(counts, key=lambda c: (-int(c.count), str(c.action)))
    shown, rest = list(ordered[:top]), list(ordered[top:])
    if revealed:
        for c in list(rest):
            if c.action in (played, expert):
                shown.append(c)
                rest.remove(c)
    if len(rest) == 1:
        shown, rest = shown + rest, []
    rows = tuple(BoardRow(c.action, bool(c.legal), c.slug, int(c.count),
                          revealed and c.action == played, revealed and c.action == expert)
                 for c in shown)
    return Board(rows, sum(int(c.count) for c in rest), len(rest),
                 sum(int(c.count) for c in ordered))
