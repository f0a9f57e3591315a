"""The live class in the store: a live session (the Classroom's settings and the move the class is
on), its polls ("What would you play?"), the students' answers and their counts. A part of
`Store` (store/api.py), kept apart so each file holds one job."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from sqlalchemy import and_, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from canasta_app.store.models import (
    ACTION_MAX,
    Answer,
    LiveSession,
    Membership,
    Poll,
    utcnow,
)
from canasta_app.store.values import (
    AnswerCount,
    LiveInfo,
    PollInfo,
    StudentLive,
    _answer_of,
    _current_poll,
    _live,
    _live_for_class,
    _membership,
    _poll,
)


class LiveStore:
    """The live session's calls of `Store`, which gives `db` and `_upsert`."""

    db: Any

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
