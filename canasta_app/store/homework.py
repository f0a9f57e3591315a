"""Homework in the store: a lesson, a lesson step or a sandbox situation assigned to a class (with an
optional due date), what each student did of it, and their tries at a sandbox situation. A part
of `Store` (store/api.py), kept apart so each file holds one job."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import and_, case, func, select, update
from sqlalchemy.orm import Session

from canasta_app.store import codes
from canasta_app.store.models import (
    ACTION_MAX,
    SHARE_MAX,
    Class,
    Homework,
    HomeworkTry,
    Membership,
)
from canasta_app.store.values import (
    HomeworkItem,
    SandboxTries,
    SandboxWrong,
    _homework,
)

HOMEWORK_TITLE_MAX = 80
HOMEWORK_KINDS = ("lesson", "step", "sandbox")


class HomeworkStore:
    """The homework calls of `Store`, which gives `db` and `_upsert`."""

    db: Any

    def assign_homework(self, class_id: int, kind: str, *, lesson_id: str | None = None,
                        step: int | None = None, share: str | None = None,
                        title: str | None = None, due: date | None = None) -> HomeworkItem:
        """Assigns an item to the class. The caller checks that the lesson, step or share code
        exists (the store does not know the lessons); here only the shape is checked."""
        if kind not in HOMEWORK_KINDS:
            raise ValueError(f"homework kind must be one of {HOMEWORK_KINDS}, not {kind!r}")
        if kind in ("lesson", "step") and not lesson_id:
            raise ValueError("a lesson or step homework names its lesson")
        if kind == "step" and not step:
            raise ValueError("a step homework names its step")
        if kind == "sandbox" and not share:
            raise ValueError("a sandbox homework carries its share code")
        if share is not None and len(share) > SHARE_MAX:
            raise ValueError(f"a share code is at most {SHARE_MAX} characters")
        clean = codes.clean_text(title, HOMEWORK_TITLE_MAX) if title else None

        def go(s: Session) -> HomeworkItem:
            row = Homework(class_id=class_id, kind=kind,
                           lesson_id=lesson_id[:60] if lesson_id else None,
                           step=step if kind == "step" else None,
                           share=share if kind == "sandbox" else None,
                           title=clean or None, due=due)
            s.add(row)
            s.flush()
            return _homework(row)

        return self.db.run(go)

    def remove_homework(self, class_id: int, homework_id: int) -> None:
        self.db.run(lambda s: s.execute(
            update(Homework).where(Homework.id == homework_id, Homework.class_id == class_id)
            .values(removed=True)))

    def homework_of_class(self, class_id: int) -> list[HomeworkItem]:
        """The class's homework, soonest due first (no due date last), then as assigned."""
        def go(s: Session) -> list[HomeworkItem]:
            rows = s.scalars(select(Homework).where(Homework.class_id == class_id,
                                                    Homework.removed.is_(False))
                             .order_by(Homework.due.is_(None), Homework.due,
                                       Homework.created_at, Homework.id))
            return [_homework(r) for r in rows]

        return self.db.read(go)

    def homework_for_learner(self, learner_id: int) -> list[tuple[str, HomeworkItem]]:
        """(class name, item) for every homework of the classes this learner is in (not
        removed, class not archived), soonest due first."""
        def go(s: Session) -> list[tuple[str, HomeworkItem]]:
            rows = s.execute(
                select(Class.name, Homework)
                .join(Homework, Homework.class_id == Class.id)
                .join(Membership, Membership.class_id == Class.id)
                .where(Membership.learner_id == learner_id, Membership.removed.is_(False),
                       Class.archived.is_(False), Homework.removed.is_(False))
                .order_by(Homework.due.is_(None), Homework.due, Homework.created_at,
                          Homework.id)).all()
            return [(name, _homework(hw)) for name, hw in rows]

        return self.db.read(go)

    def homework_item(self, homework_id: int) -> HomeworkItem | None:
        def go(s: Session) -> HomeworkItem | None:
            row = s.get(Homework, homework_id)
            return None if row is None or row.removed else _homework(row)

        return self.db.read(go)

    def record_homework_try(self, homework_id: int, learner_id: int, action: str,
                            legal: bool, slug: str | None) -> bool:
        """A checked move at a sandbox homework. False (nothing kept) if the learner is not
        in the item's class or the item was removed. The same move checked again right after
        (Enter in the box, then Check) is one try."""
        def go(s: Session) -> bool:
            ok = s.scalar(
                select(func.count(Homework.id))
                .join(Membership, and_(Membership.class_id == Homework.class_id,
                                       Membership.learner_id == learner_id,
                                       Membership.removed.is_(False)))
                .where(Homework.id == homework_id, Homework.removed.is_(False),
                       Homework.kind == "sandbox"))
            if not ok:
                return False
            last = s.scalar(select(HomeworkTry.action).where(
                HomeworkTry.homework_id == homework_id, HomeworkTry.learner_id == learner_id)
                .order_by(HomeworkTry.id.desc()).limit(1))
            if last == str(action)[:ACTION_MAX]:
                return True  # the same move again at once (Enter, then Check): one try
            s.add(HomeworkTry(homework_id=homework_id, learner_id=learner_id,
                              action=str(action)[:ACTION_MAX], legal=legal,
                              slug=slug[:60] if slug else None))
            return True

        return self.db.run(go)

    def sandbox_homework_done(self, learner_id: int) -> set[int]:
        """The sandbox homework items this learner did (a legal move checked)."""
        def go(s: Session) -> set[int]:
            rows = s.scalars(select(HomeworkTry.homework_id).distinct().where(
                HomeworkTry.learner_id == learner_id, HomeworkTry.legal.is_(True)))
            return {int(x) for x in rows}

        return self.db.read(go)

    def sandbox_homework_tries(self, class_id: int) -> list[SandboxTries]:
        """Per sandbox homework of the class and student in it: checked moves, and whether
        one was legal (the item is done)."""
        def go(s: Session) -> list[SandboxTries]:
            legal = func.max(case((HomeworkTry.legal, 1), else_=0))
            rows = s.execute(
                select(HomeworkTry.homework_id, HomeworkTry.learner_id,
                       func.count(HomeworkTry.id), legal)
                .join(Homework, Homework.id == HomeworkTry.homework_id)
                .where(Homework.class_id == class_id,
                       HomeworkTry.learner_id.in_(self._members(class_id)))
                .group_by(HomeworkTry.homework_id, HomeworkTry.learner_id)).all()
            return [SandboxTries(a, b, int(c), bool(d)) for a, b, c, d in rows]

        return self.db.read(go)

    def sandbox_homework_wrong(self, class_id: int) -> list[SandboxWrong]:
        """Per sandbox homework, each refused move with how many students tried it, most
        students first."""
        def go(s: Session) -> list[SandboxWrong]:
            who = func.count(HomeworkTry.learner_id.distinct())
            rows = s.execute(
                select(HomeworkTry.homework_id, HomeworkTry.action, HomeworkTry.slug, who)
                .join(Homework, Homework.id == HomeworkTry.homework_id)
                .where(Homework.class_id == class_id, HomeworkTry.legal.is_(False),
                       HomeworkTry.learner_id.in_(self._members(class_id)))
                .group_by(HomeworkTry.homework_id, HomeworkTry.action, HomeworkTry.slug)
                .order_by(who.desc(), HomeworkTry.action)).all()
            return [SandboxWrong(a, b, c, int(d)) for a, b, c, d in rows]

        return self.db.read(go)
