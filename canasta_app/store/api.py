"""The store's operations: plain methods on `Store`, each one transaction (retried), returning
frozen values. Nothing here knows about Streamlit; pages reach it through
`canasta_app.components.learner`, and tests call it directly on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import and_, case, func, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from canasta_app.store import codes
from canasta_app.store.db import Database
from canasta_app.store.models import (
    ACTION_MAX,
    CODE_LEN,
    DIGEST_LEN,
    JOIN_LEN,
    PROFILE_MAX,
    REVIEW_MAX,
    Answer,
    Class,
    CodeAttempt,
    DealReview,
    Learner,
    LiveSession,
    Membership,
    Poll,
    PracticeDeal,
    QuizAnswer,
    StepProgress,
    WrongTry,
    utcnow,
)

CLASS_NAME_MAX = 80
THROTTLE_FREE = 3  # wrong codes allowed before waiting
THROTTLE_WINDOW = timedelta(minutes=10)
THROTTLE_MAX_S = 60.0


# ------------------------------------------------------------------------------- values


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
    learner_id: int
    lesson_id: str
    step: int
    done: bool
    tries: int
    wrong: int


@dataclass(frozen=True, slots=True)
class WrongCount:
    lesson_id: str
    step: int
    action: str
    slug: str | None
    count: int


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
                                             LiveSession.active.is_(True))
                   .order_by(LiveSession.id.desc()).limit(1))
    return None if row is None else _live(row)


def _current_poll(s: Session, live_id: int) -> PollInfo | None:
    row = s.scalar(select(Poll).where(Poll.live_id == live_id, Poll.closed.is_(False))
                   .order_by(Poll.id.desc()).limit(1))
    return None if row is None else _poll(row)


def _answer_of(s: Session, poll_id: int, learner_id: int) -> str | None:
    return s.scalar(select(Answer.action).where(Answer.poll_id == poll_id,
                                                Answer.learner_id == learner_id))


class Store:
    """Progress, classes, live sessions and poll answers in one database."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # --------------------------------------------------------------------------- helpers

    def _upsert(self, s: Session, model: Any, values: Mapping[str, Any],
                keys: Sequence[str], updates: Mapping[str, Any]) -> None:
        """INSERT … ON CONFLICT (keys) DO UPDATE: one statement, so concurrent writers of the
        same row never collide (both dialects speak it)."""
        ins = (pg_insert if self.db.dialect == "postgresql" else sqlite_insert)(model)
        stmt = ins.values(**values).on_conflict_do_update(index_elements=list(keys),
                                                          set_=dict(updates))
        s.execute(stmt)

    def _unique_code(self, s: Session, column: Any, make: Any) -> str:
        for _ in range(20):
            code = make()
            if s.scalar(select(func.count()).where(column == code)) == 0:
                return str(code)
        raise RuntimeError("no free code after 20 draws")  # pragma: no cover

    # --------------------------------------------------------------------------- learners

    def new_learner(self, nickname: str | None = None) -> LearnerInfo:
        nick = codes.clean_nickname(nickname) if nickname else None

        def go(s: Session) -> LearnerInfo:
            row = Learner(code=self._unique_code(s, Learner.code, codes.new_code),
                          nickname=nick or None)
            s.add(row)
            s.flush()
            return _learner(row)

        return self.db.run(go)

    def learner_by_code(self, typed: str) -> LearnerInfo | None:
        code = codes.normalize_code(typed)
        if not codes.looks_like_code(code, CODE_LEN):
            return None

        def go(s: Session) -> LearnerInfo | None:
            row = s.scalar(select(Learner).where(Learner.code == code))
            return None if row is None else _learner(row)

        return self.db.run(go)

    def touch(self, learner_id: int) -> None:
        self.db.run(lambda s: s.execute(
            update(Learner).where(Learner.id == learner_id).values(last_seen_at=utcnow())))

    def set_nickname(self, learner_id: int, nickname: str) -> str:
        nick = codes.clean_nickname(nickname)
        self.db.run(lambda s: s.execute(
            update(Learner).where(Learner.id == learner_id).values(nickname=nick or None)))
        return nick

    # --------------------------------------------------------------------------- progress

    def record_step(self, learner_id: int, lesson_id: str, step: int, *, done: bool,
                    wrong_action: str | None = None, kind: str = "illegal",
                    slug: str | None = None, shown: bool = False, count_try: bool = True
                    ) -> None:
        """One try at a lesson step (or a demo watched: count_try=False). A wrong try is kept
        as its action text and the rule it broke, for the teacher's most-common list."""
        wrong = wrong_action is not None

        def go(s: Session) -> None:
            now = utcnow()
            self._upsert(
                s, StepProgress,
                dict(learner_id=learner_id, lesson_id=lesson_id, step=step, done=done,
                     tries=int(count_try), wrong=int(wrong), shown=shown, updated_at=now),
                ("learner_id", "lesson_id", "step"),
                dict(done=case((StepProgress.done, True), else_=done),  # done stays done
                     tries=StepProgress.tries + int(count_try),
                     wrong=StepProgress.wrong + int(wrong),
                     shown=case((StepProgress.shown, True), else_=shown),
                     updated_at=now),
            )
            if wrong:
                s.add(WrongTry(learner_id=learner_id, lesson_id=lesson_id, step=step,
                               action=str(wrong_action)[:ACTION_MAX], kind=kind[:20],
                               slug=slug[:60] if slug else None, created_at=now))

        self.db.run(go)

    def record_quiz(self, learner_id: int, lesson_id: str, step: int, answer: str,
                    correct: bool, *, done: bool, slug: str | None = None) -> None:
        def go(s: Session) -> None:
            s.add(QuizAnswer(learner_id=learner_id, lesson_id=lesson_id, step=step,
                             answer=str(answer)[:ACTION_MAX], correct=correct))

        self.db.run(go)
        self.record_step(learner_id, lesson_id, step, done=done,
                         wrong_action=None if correct else str(answer), kind="quiz", slug=slug)

    def progress(self, learner_id: int) -> list[StepRecord]:
        def go(s: Session) -> list[StepRecord]:
            rows = s.scalars(select(StepProgress).where(StepProgress.learner_id == learner_id)
                             .order_by(StepProgress.lesson_id, StepProgress.step))
            return [StepRecord(r.lesson_id, r.step, r.done, r.tries, r.wrong, r.shown,
                               r.updated_at) for r in rows]

        return self.db.run(go)

    def done_steps(self, learner_id: int) -> dict[str, set[int]]:
        out: dict[str, set[int]] = {}
        for r in self.progress(learner_id):
            if r.done:
                out.setdefault(r.lesson_id, set()).add(r.step)
        return out

    def last_step(self, learner_id: int) -> StepRecord | None:
        """The step touched most recently: where "continue" starts."""
        rows = self.progress(learner_id)
        return max(rows, key=lambda r: (r.updated_at, r.lesson_id, r.step), default=None)

    def record_practice_deal(self, learner_id: int, game: str, deal_number: int, *,
                             ns_points: int, ew_points: int, illegal_tries: int,
                             take_backs: int, grades: Mapping[str, int] | None = None,
                             profile: str = "classic",
                             points: Mapping[str, int] | None = None) -> None:
        """A finished practice deal at the `profile`'s table: `ns_points` the learner's side's
        total, `ew_points` the best other side's, `points` every side's (classic: NS and EW)."""
        every = dict(points) if points else {"NS": ns_points, "EW": ew_points}
        values = dict(ns_points=ns_points, ew_points=ew_points, illegal_tries=illegal_tries,
                      take_backs=take_backs, grades=json.dumps(dict(grades or {}),
                                                               sort_keys=True),
                      profile=profile[:PROFILE_MAX], points=json.dumps(every))
        self.db.run(lambda s: self._upsert(
            s, PracticeDeal,
            dict(learner_id=learner_id, game=game[:80], deal_number=deal_number, **values),
            ("learner_id", "game", "deal_number"), values))

    def practice_deals(self, learner_id: int) -> list[DealRecordRow]:
        def go(s: Session) -> list[DealRecordRow]:
            rows = s.scalars(select(PracticeDeal).where(PracticeDeal.learner_id == learner_id)
                             .order_by(PracticeDeal.created_at, PracticeDeal.id))
            return [_deal(r) for r in rows]

        return self.db.run(go)

    def save_deal_review(self, learner_id: int, game: str, deal_number: int, moves: str,
                         data: str) -> bool:
        """Keep the coach's review of a deal (`moves`: a digest of the deal's moves), replacing
        the one kept for the same deal. False, and nothing kept, for a review longer than
        REVIEW_MAX characters (never cut: a cut review would not read back)."""
        if len(data) > REVIEW_MAX:
            return False
        values = dict(data=data, updated_at=utcnow())
        self.db.run(lambda s: self._upsert(
            s, DealReview, dict(learner_id=learner_id, game=game[:80], deal_number=deal_number,
                                moves=moves[:DIGEST_LEN], **values),
            ("learner_id", "game", "deal_number", "moves"), values))
        return True

    def deal_review(self, learner_id: int, game: str, deal_number: int,
                    moves: str) -> str | None:
        """The review kept for this learner's deal, or None."""
        def go(s: Session) -> str | None:
            return s.scalar(select(DealReview.data).where(
                DealReview.learner_id == learner_id, DealReview.game == game[:80],
                DealReview.deal_number == deal_number, DealReview.moves == moves[:DIGEST_LEN]))

        return self.db.run(go)

    # --------------------------------------------------------------------------- classes

    def create_class(self, name: str) -> ClassInfo:
        clean = codes.clean_text(name or "", CLASS_NAME_MAX)

        def go(s: Session) -> ClassInfo:
            row = Class(name=clean or "?",
                        teacher_secret=self._unique_code(s, Class.teacher_secret,
                                                         codes.new_secret),
                        join_code=self._unique_code(s, Class.join_code, codes.new_join_code))
            s.add(row)
            s.flush()
            return _class(row)

        return self.db.run(go)

    def class_by_secret(self, secret: str) -> ClassInfo | None:
        secret = str(secret).strip()[:64]
        if len(secret) < 20:
            return None

        def go(s: Session) -> ClassInfo | None:
            row = s.scalar(select(Class).where(Class.teacher_secret == secret))
            return None if row is None else _class(row)

        return self.db.read(go)

    def class_by_join_code(self, typed: str) -> ClassInfo | None:
        code = codes.normalize_code(typed)
        if not codes.looks_like_code(code, JOIN_LEN):
            return None

        def go(s: Session) -> ClassInfo | None:
            row = s.scalar(select(Class).where(Class.join_code == code))
            return None if row is None else _class(row)

        return self.db.run(go)

    def class_by_id(self, class_id: int) -> ClassInfo | None:
        def go(s: Session) -> ClassInfo | None:
            row = s.get(Class, class_id)
            return None if row is None else _class(row)

        return self.db.run(go)

    def join_class(self, class_id: int, learner_id: int, nickname: str) -> str:
        """Joins (or rejoins, under a new nickname) and returns the nickname as stored."""
        nick = codes.clean_nickname(nickname) or "?"
        self.db.run(lambda s: self._upsert(
            s, Membership,
            dict(class_id=class_id, learner_id=learner_id, nickname=nick, removed=False,
                 joined_at=utcnow()),
            ("class_id", "learner_id"), dict(nickname=nick, removed=False)))
        return nick

    def membership(self, class_id: int, learner_id: int) -> Member | None:
        return self.db.read(lambda s: _membership(s, class_id, learner_id))

    def classes_of(self, learner_id: int) -> list[ClassInfo]:
        """The classes a learner is in (not removed, not archived). The teacher secret is
        blanked: a student's page never holds it."""
        def go(s: Session) -> list[ClassInfo]:
            rows = s.scalars(select(Class).join(Membership, Membership.class_id == Class.id)
                             .where(Membership.learner_id == learner_id,
                                    Membership.removed.is_(False), Class.archived.is_(False))
                             .order_by(Membership.joined_at))
            return [ClassInfo(r.id, r.name, "", r.join_code, r.archived) for r in rows]

        return self.db.run(go)

    def roster(self, class_id: int) -> list[Member]:
        def go(s: Session) -> list[Member]:
            rows = s.scalars(select(Membership).where(Membership.class_id == class_id,
                                                      Membership.removed.is_(False))
                             .order_by(Membership.joined_at, Membership.id))
            return [Member(r.learner_id, r.nickname, r.joined_at) for r in rows]

        return self.db.read(go)

    def seen_members(self, class_id: int, within_s: float = 30.0) -> int:
        """Students of the class whose page was open in the last `within_s` seconds."""
        since = utcnow() - timedelta(seconds=within_s)
        return int(self.db.read(lambda s: s.scalar(
            select(func.count(Learner.id)).where(Learner.id.in_(self._members(class_id)),
                                                 Learner.last_seen_at >= since))) or 0)

    def _members(self, class_id: int) -> Any:
        return select(Membership.learner_id).where(Membership.class_id == class_id,
                                                   Membership.removed.is_(False))

    def class_progress(self, class_id: int) -> list[MemberStep]:
        def go(s: Session) -> list[MemberStep]:
            rows = s.scalars(select(StepProgress).where(
                StepProgress.learner_id.in_(self._members(class_id))))
            return [MemberStep(r.learner_id, r.lesson_id, r.step, r.done, r.tries, r.wrong)
                    for r in rows]

        return self.db.run(go)

    def common_wrong_tries(self, class_id: int, limit: int = 200) -> list[WrongCount]:
        """Per lesson step, each wrong try of the class's students with how often it was made,
        most common first."""
        def go(s: Session) -> list[WrongCount]:
            n = func.count(WrongTry.id)
            rows = s.execute(
                select(WrongTry.lesson_id, WrongTry.step, WrongTry.action, WrongTry.slug, n)
                .where(WrongTry.learner_id.in_(self._members(class_id)))
                .group_by(WrongTry.lesson_id, WrongTry.step, WrongTry.action, WrongTry.slug)
                .order_by(n.desc(), WrongTry.lesson_id, WrongTry.step, WrongTry.action)
                .limit(limit))
            return [WrongCount(a, b, c, d, int(e)) for a, b, c, d, e in rows]

        return self.db.run(go)

    def class_practice(self, class_id: int) -> list[MemberDeal]:
        def go(s: Session) -> list[MemberDeal]:
            rows = s.scalars(select(PracticeDeal).where(
                PracticeDeal.learner_id.in_(self._members(class_id)))
                .order_by(PracticeDeal.created_at, PracticeDeal.id))
            return [MemberDeal(r.learner_id, _deal(r)) for r in rows]

        return self.db.run(go)

    def remove_member(self, class_id: int, learner_id: int) -> None:
        self.db.run(lambda s: s.execute(
            update(Membership).where(Membership.class_id == class_id,
                                     Membership.learner_id == learner_id)
            .values(removed=True)))

    def archive_class(self, class_id: int, archived: bool = True) -> None:
        def go(s: Session) -> None:
            s.execute(update(Class).where(Class.id == class_id).values(archived=archived))
            if archived:
                s.execute(update(LiveSession).where(LiveSession.class_id == class_id)
                          .values(active=False))

        self.db.run(go)

    # --------------------------------------------------------------------------- throttle

    def wrong_code(self, client: str) -> None:
        self.db.run(lambda s: s.add(CodeAttempt(client=client[:80])))

    def wait_seconds(self, client: str, free: int = THROTTLE_FREE) -> float:
        """How long this client must wait before trying another code: nothing for the first
        `free` wrong codes in ten minutes, then doubling from 2 s up to a minute. (A whole
        class may share one address, so the page allows an address more than a browser.)"""
        def go(s: Session) -> tuple[int, datetime | None]:
            since = utcnow() - THROTTLE_WINDOW
            n, last = s.execute(select(func.count(CodeAttempt.id),
                                       func.max(CodeAttempt.created_at))
                                .where(CodeAttempt.client == client[:80],
                                       CodeAttempt.created_at >= since)).one()
            return int(n), last

        n, last = self.db.run(go)
        if n < free or last is None:
            return 0.0
        if last.tzinfo is None:  # SQLite hands back naive datetimes
            last = last.replace(tzinfo=utcnow().tzinfo)
        wait = min(THROTTLE_MAX_S, 2.0 ** (n - free + 1))
        left = wait - (utcnow() - last).total_seconds()
        return max(0.0, left)

    # --------------------------------------------------------------------------- live

    def start_live(self, class_id: int, settings: Mapping[str, Any], step: int) -> LiveInfo:
        """A new live session for the class (any earlier one ends)."""
        def go(s: Session) -> LiveInfo:
            s.execute(update(LiveSession).where(LiveSession.class_id == class_id,
                                                LiveSession.active.is_(True))
                      .values(active=False))
            row = LiveSession(class_id=class_id, settings=json.dumps(dict(settings),
                                                                     sort_keys=True),
                              step=step, revision=1, active=True)
            s.add(row)
            s.flush()
            return _live(row)

        return self.db.run(go)

    def live_for_class(self, class_id: int) -> LiveInfo | None:
        return self.db.read(lambda s: _live_for_class(s, class_id))

    def move_live(self, live_id: int, step: int,
                  settings: Mapping[str, Any] | None = None) -> None:
        values: dict[str, Any] = dict(step=step, revision=LiveSession.revision + 1,
                                      updated_at=utcnow())
        if settings is not None:
            values["settings"] = json.dumps(dict(settings), sort_keys=True)
        self.db.run(lambda s: s.execute(
            update(LiveSession).where(LiveSession.id == live_id).values(**values)))

    def stop_live(self, live_id: int) -> None:
        self.db.run(lambda s: s.execute(
            update(LiveSession).where(LiveSession.id == live_id)
            .values(active=False, revision=LiveSession.revision + 1)))

    def _bump(self, s: Session, live_id: int) -> None:
        s.execute(update(LiveSession).where(LiveSession.id == live_id)
                  .values(revision=LiveSession.revision + 1, updated_at=utcnow()))

    def open_poll(self, live_id: int, step: int, seat: str, options: Sequence[str] = (),
                  answer: str | None = None, expert: str | None = None) -> PollInfo:
        def go(s: Session) -> PollInfo:
            s.execute(update(Poll).where(Poll.live_id == live_id, Poll.closed.is_(False))
                      .values(closed=True))
            row = Poll(live_id=live_id, step=step, seat=seat, options=json.dumps(list(options)),
                       answer=answer, expert=expert)
            s.add(row)
            s.flush()
            self._bump(s, live_id)
            return _poll(row)

        return self.db.run(go)

    def current_poll(self, live_id: int) -> PollInfo | None:
        """The poll still open, else None."""
        return self.db.read(lambda s: _current_poll(s, live_id))

    def student_live(self, class_id: int, learner_id: int) -> StudentLive:
        """What a student's live view needs, read in one transaction (one refresh, one
        read): the membership, the class's live session, its open poll and this student's
        answer to it."""
        def go(s: Session) -> StudentLive:
            member = _membership(s, class_id, learner_id)
            live = _live_for_class(s, class_id) if member is not None else None
            poll = _current_poll(s, live.id) if live is not None else None
            mine = _answer_of(s, poll.id, learner_id) if poll is not None else None
            return StudentLive(member, live, poll, mine)

        return self.db.read(go)

    def reveal_poll(self, poll_id: int) -> None:
        def go(s: Session) -> None:
            row = s.get(Poll, poll_id)
            if row is not None:
                row.revealed = True
                self._bump(s, row.live_id)

        self.db.run(go)

    def close_poll(self, poll_id: int) -> None:
        def go(s: Session) -> None:
            row = s.get(Poll, poll_id)
            if row is not None:
                row.closed = True
                self._bump(s, row.live_id)

        self.db.run(go)

    def answer_poll(self, poll_id: int, learner_id: int, action: str, legal: bool,
                    slug: str | None) -> bool:
        """Stores (or replaces) this student's answer. False if the poll is closed or the
        student is not in the poll's class."""
        action = str(action)[:ACTION_MAX]

        def go(s: Session) -> bool:
            ok = s.scalar(
                select(func.count(Poll.id))
                .join(LiveSession, LiveSession.id == Poll.live_id)
                .join(Membership, and_(Membership.class_id == LiveSession.class_id,
                                       Membership.learner_id == learner_id,
                                       Membership.removed.is_(False)))
                .where(Poll.id == poll_id, Poll.closed.is_(False), Poll.revealed.is_(False)))
            if not ok:
                return False
            values = dict(action=action, legal=legal, slug=slug, answered_at=utcnow())
            self._upsert(s, Answer, dict(poll_id=poll_id, learner_id=learner_id, **values),
                         ("poll_id", "learner_id"), values)
            return True

        try:
            return self.db.run(go)
        except IntegrityError:  # the poll or the learner vanished meanwhile
            return False

    def my_answer(self, poll_id: int, learner_id: int) -> str | None:
        return self.db.read(lambda s: _answer_of(s, poll_id, learner_id))

    def poll_counts(self, poll_id: int) -> list[AnswerCount]:
        def go(s: Session) -> list[AnswerCount]:
            n = func.count(Answer.id)
            rows = s.execute(select(Answer.action, Answer.legal, Answer.slug, n)
                             .where(Answer.poll_id == poll_id)
                             .group_by(Answer.action, Answer.legal, Answer.slug)
                             .order_by(n.desc(), Answer.action))
            return [AnswerCount(a, bool(b), c, int(d)) for a, b, c, d in rows]

        return self.db.read(go)
