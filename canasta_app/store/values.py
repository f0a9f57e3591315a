"""The store's values: what the Store's calls return (a learner, a class, a member's steps, homework,
a live session, a poll and its counts), plain frozen dataclasses, never a database row."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from canasta_app.store import codes
from canasta_app.store.models import (
    NICK_MAX,
    Answer,
    Class,
    Homework,
    Learner,
    LiveSession,
    Membership,
    Poll,
    PracticeDeal,
    utcnow,
)

# A live session nobody moved for this long is over: a teacher who closed the projector without
# "Stop" left it open, and students opening the class page a week later saw last week's question.
LIVE_IDLE = timedelta(hours=12)


@dataclass(frozen=True, slots=True)
class LearnerInfo:
    id: int
    code: str
    nickname: str | None


@dataclass(frozen=True, slots=True)
class StepRecord:
    lesson_id: str
    step: int
    done: bool
    tries: int
    wrong: int
    shown: bool
    updated_at: datetime


@dataclass(frozen=True, slots=True)
class DealRecordRow:
    game: str
    deal_number: int
    ns_points: int
    ew_points: int
    illegal_tries: int
    take_backs: int
    grades: dict[str, int]
    #: the table it was played at (profiles.md); ns_points is then the learner's side's total
    #: and ew_points the best other side's
    profile: str = "classic"
    #: every side's total, side -> points, in the profile's side order
    points: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ClassInfo:
    id: int
    name: str
    teacher_secret: str
    join_code: str
    archived: bool


@dataclass(frozen=True, slots=True)
class Member:
    learner_id: int
    nickname: str
    joined_at: datetime


@dataclass(frozen=True, slots=True)
class MemberStep:
    """One student's record of one lesson step (a step never touched has no row): done or
    not, tries (answers and moves tried; a reading step or a demo watched counts none), wrong
    tries, and whether "show me" played it."""

    learner_id: int
    lesson_id: str
    step: int
    done: bool
    tries: int
    wrong: int
    shown: bool = False


@dataclass(frozen=True, slots=True)
class WrongCount:
    """A wrong try at a lesson step, as the class made it: `students` is how many different
    students made it (the figure the teacher reads: a double submit counts once), `count` how
    many times in all. `kind`: "illegal" (the engine refused it; `slug` the rule), "off-goal"
    (legal, but not what the step asked), "quiz" (a wrong answer to a question)."""

    lesson_id: str
    step: int
    action: str
    slug: str | None
    count: int
    students: int = 1
    kind: str = "illegal"


class NicknameTaken(ValueError):
    """Another student of the class already has this name: `suggestion` is a free one."""

    def __init__(self, nickname: str, suggestion: str) -> None:
        super().__init__(nickname)
        self.nickname = nickname
        self.suggestion = suggestion


@dataclass(frozen=True, slots=True)
class TeacherInfo:
    id: int
    code: str


@dataclass(frozen=True, slots=True)
class HomeworkItem:
    """An assigned item: kind "lesson" (`lesson_id`), "step" (`lesson_id`, `step`) or
    "sandbox" (`share`: the sandbox's share code; `title`: the teacher's words)."""

    id: int
    class_id: int
    kind: str
    lesson_id: str | None
    step: int | None
    share: str | None
    title: str | None
    due: date | None
    created_at: datetime


@dataclass(frozen=True, slots=True)
class SandboxTries:
    """One student's checked moves at a sandbox homework: how many, whether one was legal."""

    homework_id: int
    learner_id: int
    tries: int
    legal: bool


@dataclass(frozen=True, slots=True)
class SandboxWrong:
    homework_id: int
    action: str
    slug: str | None
    students: int


@dataclass(frozen=True, slots=True)
class MemberDeal:
    learner_id: int
    deal: DealRecordRow


@dataclass(frozen=True, slots=True)
class LiveInfo:
    id: int
    class_id: int
    settings: dict[str, Any]
    step: int
    revision: int
    active: bool


@dataclass(frozen=True, slots=True)
class PollInfo:
    id: int
    live_id: int
    step: int
    seat: str
    options: tuple[str, ...]
    answer: str | None
    revealed: bool
    closed: bool
    expert: str | None = None


@dataclass(frozen=True, slots=True)
class AnswerCount:
    action: str
    legal: bool
    slug: str | None
    count: int


def _learner(row: Learner) -> LearnerInfo:
    return LearnerInfo(row.id, row.code, row.nickname)


def _class(row: Class) -> ClassInfo:
    return ClassInfo(row.id, row.name, row.teacher_secret, row.join_code, row.archived)


def _homework(row: Homework) -> HomeworkItem:
    return HomeworkItem(row.id, row.class_id, row.kind, row.lesson_id, row.step, row.share,
                        row.title, row.due, row.created_at)


def suggest_nickname(nickname: str, taken: set[str]) -> str:
    """A free name close to the one asked: "Carla" → "Carla 2" (then 3, …), cut to fit."""
    for n in range(2, 1000):
        tail = f" {n}"
        candidate = nickname[: NICK_MAX - len(tail)].rstrip() + tail
        if codes.nick_key(candidate) not in taken:
            return candidate
    return codes.new_code(6)  # pragma: no cover - a class of a thousand Carlas


def _live(row: LiveSession) -> LiveInfo:
    return LiveInfo(row.id, row.class_id, json.loads(row.settings), row.step, row.revision,
                    row.active)


def _poll(row: Poll) -> PollInfo:
    return PollInfo(row.id, row.live_id, row.step, row.seat, tuple(json.loads(row.options)),
                    row.answer, row.revealed, row.closed, row.expert)


def _deal(row: PracticeDeal) -> DealRecordRow:
    points = json.loads(row.points or "{}") or {"NS": row.ns_points, "EW": row.ew_points}
    return DealRecordRow(row.game, row.deal_number, row.ns_points, row.ew_points,
                         row.illegal_tries, row.take_backs, json.loads(row.grades or "{}"),
                         row.profile or "classic", points)


@dataclass(frozen=True, slots=True)
class StudentLive:
    member: Member | None  # None: not (or no longer) in the class
    live: LiveInfo | None
    poll: PollInfo | None
    mine: str | None  # this student's answer to the open poll


def _membership(s: Session, class_id: int, learner_id: int) -> Member | None:
    row = s.scalar(select(Membership).where(
        Membership.class_id == class_id, Membership.learner_id == learner_id,
        Membership.removed.is_(False)))
    return None if row is None else Member(row.learner_id, row.nickname, row.joined_at)


def _live_for_class(s: Session, class_id: int) -> LiveInfo | None:
    row = s.scalar(select(LiveSession).where(LiveSession.class_id == class_id,
                                             LiveSession.active.is_(True),
                                             LiveSession.updated_at >= utcnow() - LIVE_IDLE)
                   .order_by(LiveSession.id.desc()).limit(1))
    return None if row is None else _live(row)


def _current_poll(s: Session, live_id: int) -> PollInfo | None:
    row = s.scalar(select(Poll).where(Poll.live_id == live_id, Poll.closed.is_(False))
                   .order_by(Poll.id.desc()).limit(1))
    return None if row is None else _poll(row)


def _answer_of(s: Session, poll_id: int, learner_id: int) -> str | None:
    return s.scalar(select(Answer.action).where(Answer.poll_id == poll_id,
                                                Answer.learner_id == learner_id))
