"""The schema, as SQLAlchemy 2 declarative models. The migrations in `migrations/versions/`
create exactly this (a test compares them); change both together.

Learners are anonymous: a random personal code is the whole identity (no e-mail, no password),
plus an optional nickname. A class has a long teacher secret (its private link) and a short
join code. A live session mirrors the Classroom's deal and move; a poll is a question at one
move; an answer is one row per student and poll (answering again replaces it).
"""

from __future__ import annotations

from datetime import UTC, date, datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy import false as sa_false
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

# Named constraints so migrations can alter them on every backend (SQLite batch mode too).
NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

CODE_LEN = 8  # a learner's personal code
JOIN_LEN = 6  # a class's join code
NICK_MAX = 30  # characters of a nickname
ACTION_MAX = 200  # characters of a stored action text
PROFILE_MAX = 20  # characters of a profile's name (profiles.md: "classic", "two-hand", ...)
DIGEST_LEN = 64  # a SHA-256 digest in hexadecimal
REVIEW_MAX = 200_000  # characters of a kept deal review (a long deal's grades take ~40,000)
TEACHER_CODE_LEN = 12  # a teacher's code (opens "My classes" on another device)
SHARE_MAX = 4000  # characters of a sandbox share code kept as homework


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class Learner(Base):
    __tablename__ = "learners"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(16), unique=True)
    nickname: Mapped[str | None] = mapped_column(String(NICK_MAX))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    last_seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class StepProgress(Base):
    """One row per learner and lesson step: done or not, how many tries."""

    __tablename__ = "step_progress"
    __table_args__ = (UniqueConstraint("learner_id", "lesson_id", "step"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id", ondelete="CASCADE"))
    lesson_id: Mapped[str] = mapped_column(String(60))
    step: Mapped[int] = mapped_column(Integer)
    done: Mapped[bool] = mapped_column(Boolean, default=False)
    tries: Mapped[int] = mapped_column(Integer, default=0)
    wrong: Mapped[int] = mapped_column(Integer, default=0)
    shown: Mapped[bool] = mapped_column(Boolean, default=False)  # "show me" played it
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class WrongTry(Base):
    """A refused or off-goal try at a lesson step: the action and the rule it broke."""

    __tablename__ = "wrong_tries"
    __table_args__ = (Index("ix_wrong_tries_step", "lesson_id", "step"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id", ondelete="CASCADE"),
                                            index=True)
    lesson_id: Mapped[str] = mapped_column(String(60))
    step: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(String(ACTION_MAX))
    kind: Mapped[str] = mapped_column(String(20))  # illegal, off-goal, input
    slug: Mapped[str | None] = mapped_column(String(60))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class QuizAnswer(Base):
    __tablename__ = "quiz_answers"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id", ondelete="CASCADE"),
                                            index=True)
    lesson_id: Mapped[str] = mapped_column(String(60))
    step: Mapped[int] = mapped_column(Integer)
    answer: Mapped[str] = mapped_column(String(ACTION_MAX))
    correct: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class PracticeDeal(Base):
    """A finished practice deal. `game` names the game (seed, bots and, at another table, its
    profile), so recording the same deal twice (a page rerun) updates the row instead of adding
    one. `profile` is the table it was played at (profiles.md; "classic" for rows from before
    other tables were kept). `ns_points` is the learner's side's total and `ew_points` the best
    other side's (at the classic table: North–South and East–West); `points` holds every side's
    total as JSON, side -> points, in the profile's side order ("{}" for older rows)."""

    __tablename__ = "practice_deals"
    __table_args__ = (UniqueConstraint("learner_id", "game", "deal_number"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id", ondelete="CASCADE"))
    game: Mapped[str] = mapped_column(String(80))
    deal_number: Mapped[int] = mapped_column(Integer)
    ns_points: Mapped[int] = mapped_column(Integer)
    ew_points: Mapped[int] = mapped_column(Integer)
    illegal_tries: Mapped[int] = mapped_column(Integer, default=0)
    take_backs: Mapped[int] = mapped_column(Integer, default=0)
    grades: Mapped[str] = mapped_column(Text, default="{}")  # JSON: grade -> count
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    profile: Mapped[str] = mapped_column(String(PROFILE_MAX), default="classic",
                                         server_default="classic")
    points: Mapped[str] = mapped_column(Text, default="{}", server_default="{}")


class DealReview(Base):
    """The coach's review of a finished practice deal, kept with the learner's record so that
    it survives a reload: `game` and `deal_number` as in `practice_deals`, `moves` a digest
    of the deal's moves (a deal tried again from a reviewed moment is another deal), `data`
    the review as JSON (`canasta_app.coach.review.review_to_json`: every decision's grade)."""

    __tablename__ = "deal_reviews"
    __table_args__ = (UniqueConstraint("learner_id", "game", "deal_number", "moves"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id", ondelete="CASCADE"))
    game: Mapped[str] = mapped_column(String(80))
    deal_number: Mapped[int] = mapped_column(Integer)
    moves: Mapped[str] = mapped_column(String(DIGEST_LEN))
    data: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Teacher(Base):
    """A teacher without an account: a random code, kept on the device that created a class
    (a cookie) and typed on another device to open "My classes" there. Never in an address."""

    __tablename__ = "teachers"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(16), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Class(Base):
    __tablename__ = "classes"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(80))
    teacher_secret: Mapped[str] = mapped_column(String(64), unique=True)
    join_code: Mapped[str] = mapped_column(String(16), unique=True)
    archived: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    #: who created it, a teachers.id (None: a class from before teachers were kept). No
    #: foreign key: SQLite could add one only by copying `classes`, and that copy's drop would
    #: cascade into every membership (migration 0004); teachers are never deleted.
    teacher_id: Mapped[int | None] = mapped_column(Integer, index=True)


class Membership(Base):
    """A student in a class. `nick_key` is the nickname folded (case, spaces) while the
    student is in the class, unique per class, so two students can never share a name; it is
    NULL once removed (the name is free again) and for the later of two same-named students
    kept from before names were unique (migration 0004)."""

    __tablename__ = "memberships"
    __table_args__ = (UniqueConstraint("class_id", "learner_id"),
                      UniqueConstraint("class_id", "nick_key", name="uq_memberships_nick_key"))
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"))
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id", ondelete="CASCADE"),
                                            index=True)
    nickname: Mapped[str] = mapped_column(String(NICK_MAX))
    removed: Mapped[bool] = mapped_column(Boolean, default=False)
    joined_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    nick_key: Mapped[str | None] = mapped_column(String(NICK_MAX))


class Homework(Base):
    """An item a teacher assigned: a whole lesson (`kind` "lesson"), one lesson step ("step")
    or a sandbox situation ("sandbox": `share` is the sandbox's share code, the question
    shared), with an optional due date."""

    __tablename__ = "homework"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"),
                                          index=True)
    kind: Mapped[str] = mapped_column(String(10))
    lesson_id: Mapped[str | None] = mapped_column(String(60))
    step: Mapped[int | None] = mapped_column(Integer)
    share: Mapped[str | None] = mapped_column(Text)
    title: Mapped[str | None] = mapped_column(String(80))  # the teacher's words (sandbox)
    due: Mapped[date | None] = mapped_column(Date)
    removed: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class HomeworkTry(Base):
    """A student's checked move on a sandbox homework: the action, legal or not, the rule."""

    __tablename__ = "homework_tries"
    __table_args__ = (Index("ix_homework_tries_item", "homework_id", "learner_id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    homework_id: Mapped[int] = mapped_column(ForeignKey("homework.id", ondelete="CASCADE"))
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id", ondelete="CASCADE"))
    action: Mapped[str] = mapped_column(String(ACTION_MAX))
    legal: Mapped[bool] = mapped_column(Boolean)
    slug: Mapped[str | None] = mapped_column(String(60))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class LiveSession(Base):
    """The Classroom's deal (settings as JSON) and move, as the teacher shows it. `revision`
    grows on every change, so a student's page redraws only when something changed."""

    __tablename__ = "live_sessions"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    class_id: Mapped[int] = mapped_column(ForeignKey("classes.id", ondelete="CASCADE"),
                                          index=True)
    settings: Mapped[str] = mapped_column(Text)  # JSON: seed, dealer, ns, ew, view
    step: Mapped[int] = mapped_column(Integer, default=0)
    revision: Mapped[int] = mapped_column(Integer, default=0)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Poll(Base):
    """"What would you play?" at one move of a live session."""

    __tablename__ = "polls"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    live_id: Mapped[int] = mapped_column(ForeignKey("live_sessions.id", ondelete="CASCADE"),
                                         index=True)
    step: Mapped[int] = mapped_column(Integer)
    seat: Mapped[str] = mapped_column(String(2))  # the acting seat, whose view students get
    options: Mapped[str] = mapped_column(Text, default="[]")  # JSON: listed choices, if any
    answer: Mapped[str | None] = mapped_column(String(ACTION_MAX))  # what the bot played
    expert: Mapped[str | None] = mapped_column(String(ACTION_MAX))  # the expert's choice
    revealed: Mapped[bool] = mapped_column(Boolean, default=False)
    closed: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class Answer(Base):
    __tablename__ = "answers"
    __table_args__ = (UniqueConstraint("poll_id", "learner_id"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    poll_id: Mapped[int] = mapped_column(ForeignKey("polls.id", ondelete="CASCADE"))
    learner_id: Mapped[int] = mapped_column(ForeignKey("learners.id", ondelete="CASCADE"))
    action: Mapped[str] = mapped_column(String(ACTION_MAX))
    legal: Mapped[bool] = mapped_column(Boolean)
    slug: Mapped[str | None] = mapped_column(String(60))
    answered_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


class CodeAttempt(Base):
    """A wrong join or learner code, by client: repeated ones are slowed down."""

    __tablename__ = "code_attempts"
    __table_args__ = (Index("ix_code_attempts_client", "client", "created_at"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    client: Mapped[str] = mapped_column(String(80))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


# --------------------------------------------------------------------------- shared tables
# Learners playing each other (issue 41; canasta_app/store/tables.py, canasta_app/tables/).

TABLE_CODE_LEN = 6  # a shared table's short code (read aloud, typed on a phone)


class SharedTable(Base):
    """A table people play at together. The position is never stored: it is rebuilt from the
    table's log (`table_actions`) and checked with the engine. `version` is the log's length
    (a move is accepted only on the version it was made on); `revision` grows on anything a
    seat's page must redraw for (a move, a seat taken, a bot standing in)."""

    __tablename__ = "shared_tables"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(16), unique=True)
    profile: Mapped[str] = mapped_column(String(PROFILE_MAX))
    target: Mapped[int] = mapped_column(Integer)
    mode: Mapped[str] = mapped_column(String(10))  # "teaching" or "match"
    pace: Mapped[str] = mapped_column(String(10))  # how soon a bot moves
    seed: Mapped[int] = mapped_column(Integer)  # the deals (never shown: it would tell hands)
    host_id: Mapped[int | None] = mapped_column(
        ForeignKey("learners.id", ondelete="SET NULL"), index=True)
    class_id: Mapped[int | None] = mapped_column(
        ForeignKey("classes.id", ondelete="CASCADE"), index=True)
    version: Mapped[int] = mapped_column(Integer, default=0)
    revision: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    # the board's facts (a class's board reads them without replaying every log), written by
    # the tables' service when it rebuilds the table at a newer version (`facts_version`)
    acting: Mapped[str | None] = mapped_column(String(2))  # the seat to act; None: deal over
    totals: Mapped[str | None] = mapped_column(String(80))  # the sides' totals, "120,340"
    game_over: Mapped[bool] = mapped_column(Boolean, default=False, server_default=sa_false())
    facts_version: Mapped[int] = mapped_column(Integer, default=-1, server_default="-1")
    # the position at `facts_version` as the room may see it (every hand a count, JSON): what a
    # class's board puts on the projector with "Show to the class"
    moment: Mapped[str | None] = mapped_column(Text)
    # when the class's teacher closed the table (epoch ms; None: open): it leaves the board and
    # takes no more moves, its log (its deals) stays
    closed_ms: Mapped[int | None] = mapped_column(BigInteger)
    # how many of the table's deals are scored (a board fact), and how many of them, from the
    # first, have every human seat's decisions graded by the coach into the players' records
    # (the server's driver grades the rest: canasta_app/tables/grader.py)
    deals_done: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    graded_deals: Mapped[int] = mapped_column(Integer, default=0, server_default="0")


class TableSeat(Base):
    """One seat of a shared table: a bot (`bot` its kind) or a human seat, open until a
    learner takes it with a nickname. `standin` is the bot kind playing a human's seat while
    the player is away (given by the host; the player takes it back). `seen_ms` is when the
    player's page last reported (epoch ms): a seat not seen for a while is "away"."""

    __tablename__ = "table_seats"
    __table_args__ = (UniqueConstraint("table_id", "seat"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("shared_tables.id", ondelete="CASCADE"))
    seat: Mapped[str] = mapped_column(String(2))
    kind: Mapped[str] = mapped_column(String(10))  # "human" or "bot"
    bot: Mapped[str | None] = mapped_column(String(20))
    learner_id: Mapped[int | None] = mapped_column(
        ForeignKey("learners.id", ondelete="SET NULL"), index=True)
    nickname: Mapped[str | None] = mapped_column(String(NICK_MAX))
    standin: Mapped[str | None] = mapped_column(String(20))
    seen_ms: Mapped[int | None] = mapped_column(BigInteger)
    illegal_tries: Mapped[int] = mapped_column(Integer, default=0)
    # the table's version when its player took the seat: a deal over by then is not theirs
    seated_version: Mapped[int] = mapped_column(Integer, default=0, server_default="0")


class TableAction(Base):
    """The table's log: one row per move, numbered by the version it made (1, 2, ...). The
    unique (table, version) pair is the optimistic check's last line: two moves made on the
    same version can never both be kept."""

    __tablename__ = "table_actions"
    __table_args__ = (UniqueConstraint("table_id", "version"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("shared_tables.id", ondelete="CASCADE"))
    version: Mapped[int] = mapped_column(Integer)
    seat: Mapped[str] = mapped_column(String(2))
    action: Mapped[str] = mapped_column(String(ACTION_MAX))
    at_ms: Mapped[int] = mapped_column(BigInteger)  # epoch ms: the bots' pace counts from it
    # who decided it: the seat's player (None: a bot, a bot seat's or a stand-in's); only a
    # player's own decisions are graded into their record
    learner_id: Mapped[int | None] = mapped_column(Integer)


class TableRefusal(Base):
    """One refused try at a shared table, with the deal it was made in (written at the try:
    a deal's tries in the record are that deal's, whenever the deal is recorded)."""

    __tablename__ = "table_refusals"
    __table_args__ = (Index("ix_table_refusals_deal", "table_id", "seat", "deal_number"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("shared_tables.id", ondelete="CASCADE"))
    seat: Mapped[str] = mapped_column(String(2))
    deal_number: Mapped[int] = mapped_column(Integer)
    at_ms: Mapped[int] = mapped_column(BigInteger)


class GradeClaim(Base):
    """The server's grader's claim of one decision of a shared table's finished deal: a
    process (`owner`) grades it only after claiming it, in one statement, so two replicas
    never grade the same decision at once; a claim older than the grade's budget may be taken
    over (its process died). `attempts`: how many times it was handed to a grader."""

    __tablename__ = "grade_claims"
    __table_args__ = (UniqueConstraint("table_id", "deal_number", "seat", "move_index"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("shared_tables.id", ondelete="CASCADE"))
    deal_number: Mapped[int] = mapped_column(Integer)
    seat: Mapped[str] = mapped_column(String(2))
    move_index: Mapped[int] = mapped_column(Integer)
    owner: Mapped[str] = mapped_column(String(80))
    claimed_ms: Mapped[int] = mapped_column(BigInteger)
    attempts: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
