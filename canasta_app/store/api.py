"""The store's operations: plain methods on `Store`, each one transaction (retried), returning
frozen values. Nothing here knows about Streamlit; pages reach it through
`canasta_app.shell.learner`, and tests call it directly on SQLite and PostgreSQL."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import case, func, select, update
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from canasta_app.store import codes
from canasta_app.store.db import Database
from canasta_app.store.homework import (  # noqa: F401
    HOMEWORK_KINDS,
    HOMEWORK_TITLE_MAX,
    HomeworkStore,
)
from canasta_app.store.live import LiveStore
from canasta_app.store.models import (
    ACTION_MAX,
    CODE_LEN,
    DIGEST_LEN,
    JOIN_LEN,
    PROFILE_MAX,
    REVIEW_MAX,
    TEACHER_CODE_LEN,
    Class,
    CodeAttempt,
    DealReview,
    Homework,
    HomeworkTry,
    Learner,
    LiveSession,
    Membership,
    PracticeDeal,
    QuizAnswer,
    SharedTable,
    StepProgress,
    Teacher,
    WrongTry,
    utcnow,
)
from canasta_app.store.tables import TablesStore
from canasta_app.store.values import (  # noqa: F401
    AnswerCount,
    ClassInfo,
    DealRecordRow,
    HomeworkItem,
    LearnerInfo,
    LiveInfo,
    Member,
    MemberDeal,
    MemberStep,
    NicknameTaken,
    PollInfo,
    SandboxTries,
    SandboxWrong,
    StepRecord,
    StudentLive,
    TeacherInfo,
    WrongCount,
    _answer_of,
    _class,
    _current_poll,
    _deal,
    _homework,
    _learner,
    _live,
    _live_for_class,
    _membership,
    _poll,
    suggest_nickname,
)

CLASS_NAME_MAX = 80
THROTTLE_FREE = 3  # wrong codes allowed before waiting
THROTTLE_WINDOW = timedelta(minutes=10)
THROTTLE_MAX_S = 60.0


# ------------------------------------------------------------------------------- values


class Store(HomeworkStore, LiveStore):
    """Progress, classes, live sessions and poll answers in one database."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.tables = TablesStore(db)  # shared tables (issue 41): store/tables.py

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

    def set_practice_grades(self, learner_id: int, game: str, deal_number: int,
                            grades: Mapping[str, int]) -> bool:
        """The coach's grades ({grade: count}) of a deal already in the learner's record
        (`record_practice_deal`), the rest of its row kept. False: no such deal recorded."""
        def go(s: Session) -> bool:
            done = s.execute(update(PracticeDeal).where(
                PracticeDeal.learner_id == learner_id, PracticeDeal.game == game[:80],
                PracticeDeal.deal_number == deal_number)
                .values(grades=json.dumps(dict(grades), sort_keys=True)))
            return bool(getattr(done, "rowcount", 0))

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

    def replace_deal_review(self, learner_id: int, game: str, deal_number: int, moves: str,
                            old: str | None, data: str) -> bool:
        """Keep `data` as this deal's review only if the one kept is still `old` (None: none
        is kept): one statement, so of two writers that read the same review (the server's
        grader in two replicas, a player's page) the later one reads again and merges, and
        no grade is lost. False: the kept review changed (or `data` is too long)."""
        if len(data) > REVIEW_MAX:
            return False
        game, moves = game[:80], moves[:DIGEST_LEN]
        if old is None:
            try:
                self.db.run(lambda s: s.add(DealReview(
                    learner_id=learner_id, game=game, deal_number=deal_number, moves=moves,
                    data=data, updated_at=utcnow())))
            except IntegrityError:
                return False
            return True
        done = self.db.run(lambda s: s.execute(update(DealReview).where(
            DealReview.learner_id == learner_id, DealReview.game == game,
            DealReview.deal_number == deal_number, DealReview.moves == moves,
            DealReview.data == old).values(data=data, updated_at=utcnow())).rowcount)
        return bool(done == 1)

    def deal_review(self, learner_id: int, game: str, deal_number: int,
                    moves: str) -> str | None:
        """The review kept for this learner's deal, or None (a read only)."""
        def go(s: Session) -> str | None:
            return s.scalar(select(DealReview.data).where(
                DealReview.learner_id == learner_id, DealReview.game == game[:80],
                DealReview.deal_number == deal_number, DealReview.moves == moves[:DIGEST_LEN]))

        return self.db.read(go)  # a read: no write lock (a review on screen asks often)

    # --------------------------------------------------------------------------- classes

    def create_class(self, name: str, teacher_id: int | None = None) -> ClassInfo:
        clean = codes.clean_text(name or "", CLASS_NAME_MAX)

        def go(s: Session) -> ClassInfo:
            row = Class(name=clean or "?",
                        teacher_secret=self._unique_code(s, Class.teacher_secret,
                                                         codes.new_secret),
                        join_code=self._unique_code(s, Class.join_code, codes.new_join_code),
                        teacher_id=teacher_id)
            s.add(row)
            s.flush()
            return _class(row)

        return self.db.run(go)

    # --------------------------------------------------------------------------- teachers

    def new_teacher(self) -> TeacherInfo:
        def go(s: Session) -> TeacherInfo:
            row = Teacher(code=self._unique_code(s, Teacher.code, codes.new_teacher_code))
            s.add(row)
            s.flush()
            return TeacherInfo(row.id, row.code)

        return self.db.run(go)

    def teacher_by_code(self, typed: str) -> TeacherInfo | None:
        code = codes.normalize_code(typed)
        if not codes.looks_like_code(code, TEACHER_CODE_LEN):
            return None

        def go(s: Session) -> TeacherInfo | None:
            row = s.scalar(select(Teacher).where(Teacher.code == code))
            return None if row is None else TeacherInfo(row.id, row.code)

        return self.db.read(go)

    def classes_of_teacher(self, teacher_id: int) -> list[ClassInfo]:
        """"My classes": every class this teacher made, newest first, archived ones last."""
        def go(s: Session) -> list[ClassInfo]:
            rows = s.scalars(select(Class).where(Class.teacher_id == teacher_id)
                             .order_by(Class.archived, Class.created_at.desc(), Class.id.desc()))
            return [_class(r) for r in rows]

        return self.db.read(go)

    def adopt_class(self, class_id: int, teacher_id: int) -> None:
        """A class without a teacher (made before teachers were kept) opened with its teacher
        link joins this teacher's "My classes". A class that has a teacher keeps it."""
        self.db.run(lambda s: s.execute(
            update(Class).where(Class.id == class_id, Class.teacher_id.is_(None))
            .values(teacher_id=teacher_id)))

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
        """Joins (or rejoins, perhaps under a new nickname) and returns the nickname as stored.
        Raises NicknameTaken, with a free name to suggest, when another student of the class
        has this name (case and spacing do not count). The same learner rejoining under their
        own name is the same student: their row and progress stay."""
        nick = codes.clean_nickname(nickname) or "?"
        key = codes.nick_key(nick)

        def go(s: Session) -> str:
            rows = s.execute(select(Membership.learner_id, Membership.nick_key).where(
                Membership.class_id == class_id, Membership.nick_key.is_not(None))).all()
            taken = {k for who, k in rows if who != learner_id}
            if key in taken:
                raise NicknameTaken(nick, suggest_nickname(nick, taken | {key}))
            self._upsert(
                s, Membership,
                dict(class_id=class_id, learner_id=learner_id, nickname=nick, removed=False,
                     joined_at=utcnow(), nick_key=key),
                ("class_id", "learner_id"), dict(nickname=nick, removed=False, nick_key=key))
            return nick

        try:
            return self.db.run(go)
        except IntegrityError:  # another student took the name in the same instant
            taken = {codes.nick_key(m.nickname) for m in self.roster(class_id)}
            raise NicknameTaken(nick, suggest_nickname(nick, taken | {key})) from None

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

    def class_stamp(self, class_id: int) -> tuple[Any, ...]:
        """A fingerprint of what the teacher's view of the class shows, a few aggregate
        queries: it changes when a student joins, leaves or is renamed, a step is read, tried
        or done, a wrong try or quiz answer is kept, a practice deal is recorded or updated,
        homework is set or tried, or a class table moves. The view reads the class in full
        only when it changed (classes/class.py), so an open teacher window costs next to
        nothing while the class is still."""
        def go(s: Session) -> tuple[Any, ...]:
            mem = self._members(class_id)
            work = select(Homework.id).where(Homework.class_id == class_id)

            def agg(*cols: Any, where: Any) -> tuple[Any, ...]:
                return tuple(s.execute(select(*cols).where(where)).one())

            return (
                agg(func.count(Membership.id), func.max(Membership.id),
                    func.sum(func.length(Membership.nickname)),
                    where=(Membership.class_id == class_id) & Membership.removed.is_(False)),
                agg(func.count(StepProgress.id), func.max(StepProgress.updated_at),
                    func.sum(StepProgress.tries), where=StepProgress.learner_id.in_(mem)),
                agg(func.count(WrongTry.id), func.max(WrongTry.id),
                    where=WrongTry.learner_id.in_(mem)),
                agg(func.count(QuizAnswer.id), func.max(QuizAnswer.id),
                    where=QuizAnswer.learner_id.in_(mem)),
                agg(func.count(PracticeDeal.id), func.max(PracticeDeal.id),
                    func.sum(PracticeDeal.illegal_tries + PracticeDeal.take_backs),
                    func.sum(func.length(PracticeDeal.grades)),
                    where=PracticeDeal.learner_id.in_(mem)),
                agg(func.count(Homework.id), func.max(Homework.id),
                    func.sum(case((Homework.removed.is_(True), 1), else_=0)),
                    where=Homework.class_id == class_id),
                agg(func.count(HomeworkTry.id), func.max(HomeworkTry.id),
                    where=HomeworkTry.homework_id.in_(work)),
                agg(func.count(SharedTable.id), func.sum(SharedTable.revision),
                    where=SharedTable.class_id == class_id),
            )

        return self.db.read(go)

    def class_progress(self, class_id: int) -> list[MemberStep]:
        """Progress by student and by step: one MemberStep per (student in the class, lesson
        step they touched), in no particular order; a step with no row was never opened for a
        try (reading steps and demos are rows once read or watched to the end, with no try).
        This is what the class view's heat map and tables read (classes.step_grid shapes it
        per student × step); one query, cheap enough for a refresh every few seconds."""
        def go(s: Session) -> list[MemberStep]:
            rows = s.scalars(select(StepProgress).where(
                StepProgress.learner_id.in_(self._members(class_id))))
            return [MemberStep(r.learner_id, r.lesson_id, r.step, r.done, r.tries, r.wrong,
                               r.shown) for r in rows]

        return self.db.read(go)

    def common_wrong_tries(self, class_id: int, limit: int = 200) -> list[WrongCount]:
        """Per lesson step, each wrong try of the class's students: by how many different
        students (a double submit counts once) and how many times, most students first."""
        def go(s: Session) -> list[WrongCount]:
            n = func.count(WrongTry.id)
            who = func.count(WrongTry.learner_id.distinct())
            kind = func.max(WrongTry.kind)
            rows = s.execute(
                select(WrongTry.lesson_id, WrongTry.step, WrongTry.action, WrongTry.slug, n,
                       who, kind)
                .where(WrongTry.learner_id.in_(self._members(class_id)))
                .group_by(WrongTry.lesson_id, WrongTry.step, WrongTry.action, WrongTry.slug)
                .order_by(who.desc(), n.desc(), WrongTry.lesson_id, WrongTry.step,
                          WrongTry.action)
                .limit(limit))
            return [WrongCount(a, b, c, d, int(e), int(f), str(g or "illegal"))
                    for a, b, c, d, e, f, g in rows]

        return self.db.read(go)

    def class_practice(self, class_id: int) -> list[MemberDeal]:
        def go(s: Session) -> list[MemberDeal]:
            rows = s.scalars(select(PracticeDeal).where(
                PracticeDeal.learner_id.in_(self._members(class_id)))
                .order_by(PracticeDeal.created_at, PracticeDeal.id))
            return [MemberDeal(r.learner_id, _deal(r)) for r in rows]

        return self.db.run(go)

    def remove_member(self, class_id: int, learner_id: int) -> None:
        """Out of the roster and the figures; their name is free again for the class."""
        self.db.run(lambda s: s.execute(
            update(Membership).where(Membership.class_id == class_id,
                                     Membership.learner_id == learner_id)
            .values(removed=True, nick_key=None)))

    # --------------------------------------------------------------------------- homework


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
