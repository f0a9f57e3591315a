"""Shared tables in the store (issue 41): a table's settings, its seats and its log.

The position is never stored: the log (one row per move, numbered by the version it made)
is the table, and `canasta_app.tables.model.rebuild` replays it. A move is appended only on
the version it was made on: `append` raises the version with `UPDATE … WHERE version =
:seen` and writes the row in the same transaction, so of two moves made on one version (two
tabs of one seat, a double tap, two server processes) one is kept and the other gets
`Stale` ("the table has moved on"); the unique (table, version) pair holds it even so.
`revision` grows on anything a page must redraw for, so a seat's page polls one integer.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import func, or_, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from canasta_app.store import codes
from canasta_app.store.db import Database
from canasta_app.store.models import (
    ACTION_MAX,
    TABLE_CODE_LEN,
    Membership,
    SharedTable,
    TableAction,
    TableSeat,
)
from canasta_app.store.table_grading import TableGrading
from canasta_core.profiles import PROFILES

#: The table a class plays at, by players per table (the teacher chooses the number).
CLASS_PROFILES: dict[int, str] = {len(p.seats): name for name, p in PROFILES.items()}
CLASS_TABLES_MAX = 40  # tables opened at once for one class


def now_ms() -> int:
    return int(time.time() * 1000)


def _epoch_ms(when: datetime) -> int:
    """A stored time in epoch ms (SQLite gives it back without its zone: it was UTC)."""
    return int((when if when.tzinfo else when.replace(tzinfo=UTC)).timestamp() * 1000)


class Stale(Exception):
    """The table has moved on: a move made on an older version (its page was behind)."""


class SeatTaken(ValueError):
    """Someone else sits there already."""


class TableFull(ValueError):
    """Every human seat is taken."""


class NotASeat(ValueError):
    """No such seat at this table, or it is a bot's."""


@dataclass(frozen=True, slots=True)
class TableInfo:
    id: int
    code: str
    profile: str
    target: int
    mode: str
    pace: str
    seed: int
    host_id: int | None
    class_id: int | None
    version: int
    revision: int
    facts_version: int = -1  # the version the board's facts were written at (-1: never)
    closed_ms: int | None = None  # when a class's teacher closed it (None: open)

    @property
    def closed(self) -> bool:
        return self.closed_ms is not None


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: str
    kind: str  # "human" or "bot"
    bot: str | None
    learner_id: int | None
    nickname: str | None
    standin: str | None
    seen_ms: int | None
    illegal_tries: int
    seated_version: int = 0  # the table's version when its player sat

    @property
    def open(self) -> bool:
        return self.kind == "human" and self.learner_id is None

    @property
    def played_by(self) -> str | None:
        """The bot kind that moves for this seat now (None: its player decides)."""
        return self.bot if self.kind == "bot" else self.standin


@dataclass(frozen=True, slots=True)
class LogRow:
    version: int
    seat: str
    action: str
    at_ms: int
    learner_id: int | None = None  # who decided it (None: a bot)


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    table: TableInfo
    seats: tuple[SeatInfo, ...]
    log: tuple[LogRow, ...]  # the rows after the version asked for

    def seat(self, seat: str) -> SeatInfo | None:
        return next((s for s in self.seats if s.seat == seat), None)


@dataclass(frozen=True, slots=True)
class DueRow:
    """A table the server must look at (`TablesStore.due`): its facts are older than its log
    (never written, for a table nobody has opened yet), or a bot decides next."""

    id: int
    version: int
    facts_version: int
    pace: str
    last_ms: int  # its last move (its opening, before any)


@dataclass(frozen=True, slots=True)
class BoardRow:
    """One table of a class's board: its seats, the facts written at `table.facts_version`
    (the seat to act, the sides' totals, whether the game is over, the position as the room
    may see it: `moment`, JSON with every hand a count), when its last move was made
    (`last_ms`; the table's opening when it has none) and its refused tries so far."""

    table: TableInfo
    seats: tuple[SeatInfo, ...]
    acting: str | None
    totals: tuple[int, ...]
    game_over: bool
    last_ms: int
    refused: int
    moment: str | None = None
    number: int = 0  # the table's number in its class, 1 for the first opened, closed or not

    @property
    def started(self) -> bool:
        return self.table.facts_version >= 0

    def idle_s(self, now: int | None = None) -> float:
        """Seconds since the last move (since the table opened, before any)."""
        return max(0.0, ((now_ms() if now is None else now) - self.last_ms) / 1000)

    def seat(self, seat: str) -> SeatInfo | None:
        return next((s for s in self.seats if s.seat == seat), None)


def seating(learners: Sequence[int], tables: int, per_table: int,
            shuffle_seed: int | None = None) -> tuple[list[list[int]], list[int]]:
    """The learners dealt to `tables` tables of `per_table` seats, one table after another
    in turn so the bots are spread (ten players at three tables of four: 4, 3, 3); shuffled
    first when a seed is given (random seating), in the order given otherwise (chosen seating).
    Returns the tables' players and those left over (more players than seats)."""
    order = list(dict.fromkeys(learners))
    if shuffle_seed is not None:
        random.Random(shuffle_seed).shuffle(order)
    room = tables * per_table
    seated, left = order[:room], order[room:]
    return [seated[i::tables] for i in range(tables)], left


def placed_seating(placed: Sequence[Sequence[int | None]], tables: int, per_table: int,
                   members: Sequence[int]) -> tuple[list[list[int | None]], list[int]]:
    """The teacher's chosen seating, checked: `placed` holds, for each table, the learner of
    each seat in the table's seat order (None: a bot). Returns the tables' seats and the
    members left without a seat. Raises ValueError on a shape that is not `tables` tables of
    `per_table` seats, a learner who is not in the class, or one learner in two seats."""
    if len(placed) != tables or any(len(row) != per_table for row in placed):
        raise ValueError(f"the seating is not {tables} tables of {per_table} seats")
    known = set(members)
    seen: set[int] = set()
    out: list[list[int | None]] = []
    for row in placed:
        for who in row:
            if who is None:
                continue
            if who not in known:
                raise ValueError(f"learner {who} is not in the class")
            if who in seen:
                raise ValueError(f"learner {who} has two seats")
            seen.add(who)
        out.append(list(row))
    return out, [m for m in members if m not in seen]


def _table(r: SharedTable) -> TableInfo:
    return TableInfo(r.id, r.code, r.profile, r.target, r.mode, r.pace, r.seed, r.host_id,
                     r.class_id, r.version, r.revision, r.facts_version, r.closed_ms)


def _seat(r: TableSeat) -> SeatInfo:
    return SeatInfo(r.seat, r.kind, r.bot, r.learner_id, r.nickname, r.standin, r.seen_ms,
                    r.illegal_tries, r.seated_version or 0)


class TablesStore(TableGrading):
    """The shared tables' operations on one database (`Store.db`)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # ------------------------------------------------------------------ opening a table

    def create(self, *, profile: str, target: int, mode: str, pace: str, seed: int,
               seats: Mapping[str, str], host_id: int | None = None,
               class_id: int | None = None) -> TableInfo:
        """A new table: `seats` maps every seat to "human" or a bot kind."""
        def go(s: Session) -> TableInfo:
            row = SharedTable(code=self._new_code(s), profile=profile, target=target, mode=mode, pace=pace,
                              seed=seed, host_id=host_id, class_id=class_id, version=0,
                              revision=0)
            s.add(row)
            s.flush()
            for seat, kind in seats.items():
                human = kind == "human"
                s.add(TableSeat(table_id=row.id, seat=seat, kind="human" if human else "bot",
                                bot=None if human else kind, illegal_tries=0))
            return _table(row)

        return self.db.run(go)

    def by_code(self, typed: str) -> TableInfo | None:
        code = codes.normalize_code(typed)
        if not codes.looks_like_code(code, TABLE_CODE_LEN):
            return None

        def go(s: Session) -> TableInfo | None:
            row = s.scalar(select(SharedTable).where(SharedTable.code == code))
            return None if row is None else _table(row)

        return self.db.read(go)

    def by_id(self, table_id: int) -> TableInfo | None:
        def go(s: Session) -> TableInfo | None:
            row = s.get(SharedTable, table_id)
            return None if row is None else _table(row)

        return self.db.read(go)

    def tables_of_class(self, class_id: int) -> list[TableInfo]:
        def go(s: Session) -> list[TableInfo]:
            rows = s.scalars(select(SharedTable).where(SharedTable.class_id == class_id)
                             .order_by(SharedTable.id))
            return [_table(r) for r in rows]

        return self.db.read(go)

    # ------------------------------------------------------------------ a class's tables

    def open_class_tables(self, class_id: int, *, tables: int, per_table: int,
                          learners: Sequence[int] | None = None, shuffle_seed: int | None = None,
                          placed: Sequence[Sequence[int | None]] | None = None,
                          bot: str = "heuristic", target: int = 5000, mode: str = "teaching",
                          pace: str = "normal", host_id: int | None = None,
                          seed: int | None = None) -> tuple[list[TableInfo], list[int]]:
        """Opens `tables` tables of `per_table` players for the class: its students (the
        class's roster, or `learners` in the order chosen) seated by `seating` — randomly when
        `shuffle_seed` is given — each with their class nickname, every seat left over given to
        a `bot`; or, with `placed`, seated where the teacher chose (`placed_seating`: per
        table, the learner of each seat in seat order, None for a bot). All in one
        transaction. Returns the tables and the students left without a seat (more students
        than seats, or not placed). Raises ValueError on a number of players no table has, a
        number of tables out of 1..CLASS_TABLES_MAX, or a seating `placed_seating` refuses."""
        profile = CLASS_PROFILES.get(per_table)
        if profile is None:
            raise ValueError(f"no table for {per_table} players")
        if not 1 <= tables <= CLASS_TABLES_MAX:
            raise ValueError(f"{tables} tables: 1 to {CLASS_TABLES_MAX}")
        seats = PROFILES[profile].seats
        rng = random.Random(seed)

        def go(s: Session) -> tuple[list[TableInfo], list[int]]:
            nicks = dict(s.execute(select(Membership.learner_id, Membership.nickname)
                                   .where(Membership.class_id == class_id,
                                          Membership.removed.is_(False))
                                   .order_by(Membership.joined_at, Membership.id)).all())
            groups: Sequence[Sequence[int | None]]
            if placed is not None:
                groups, left = placed_seating(placed, tables, per_table, list(nicks))
            else:
                wanted = list(nicks) if learners is None else [x for x in learners if x in nicks]
                groups, left = seating(wanted, tables, per_table, shuffle_seed)
            made = []
            for players in groups:
                row = SharedTable(code=self._new_code(s), profile=profile, target=target,
                                  mode=mode, pace=pace, seed=rng.randrange(2**31),
                                  host_id=host_id, class_id=class_id, version=0, revision=0,
                                  facts_version=-1, game_over=False)
                s.add(row)
                s.flush()
                for i, seat in enumerate(seats):
                    who = players[i] if i < len(players) else None
                    s.add(TableSeat(table_id=row.id, seat=seat,
                                    kind="human" if who is not None else "bot",
                                    bot=None if who is not None else bot, learner_id=who,
                                    nickname=nicks.get(who) if who is not None else None,
                                    illegal_tries=0))
                made.append(_table(row))
            return made, left

        return self.db.run(go)

    def class_board(self, class_id: int, closed: bool = False) -> list[BoardRow]:
        """Every open table of the class (`closed`: every closed one) with its board facts and
        its number in the class (1 for the first opened), oldest first, in four queries."""
        def go(s: Session) -> list[BoardRow]:
            every = list(s.execute(select(SharedTable.id, SharedTable.closed_ms)
                                   .where(SharedTable.class_id == class_id)
                                   .order_by(SharedTable.id)))
            number = {i: n for n, (i, _) in enumerate(every, start=1)}
            ids = [i for i, shut in every if (shut is not None) == closed]
            rows = (list(s.scalars(select(SharedTable).where(SharedTable.id.in_(ids))
                                   .order_by(SharedTable.id))) if ids else [])
            if not ids:
                return []
            seats: dict[int, list[SeatInfo]] = {i: [] for i in ids}
            for x in s.scalars(select(TableSeat).where(TableSeat.table_id.in_(ids))
                               .order_by(TableSeat.id)):
                seats[x.table_id].append(_seat(x))
            last = dict(s.execute(select(TableAction.table_id, func.max(TableAction.at_ms))
                                  .where(TableAction.table_id.in_(ids))
                                  .group_by(TableAction.table_id)).all())
            out = []
            for r in rows:
                opened = int(r.created_at.timestamp() * 1000)
                totals = tuple(int(x) for x in (r.totals or "").split(",") if x.strip())
                out.append(BoardRow(_table(r), tuple(seats[r.id]), r.acting, totals,
                                    bool(r.game_over), int(last.get(r.id) or opened),
                                    sum(x.illegal_tries for x in seats[r.id]), r.moment,
                                    number[r.id]))
            return out

        return self.db.read(go)

    def count_closed(self, class_id: int) -> int:
        return int(self.db.read(lambda s: s.scalar(
            select(func.count()).select_from(SharedTable)
            .where(SharedTable.class_id == class_id, SharedTable.closed_ms.is_not(None)))) or 0)

    def close_class_tables(self, class_id: int, table_ids: Sequence[int],
                           closed: bool = True) -> int:
        """Closes these tables of the class (`closed` False: opens them again): a closed table
        leaves the live board, its students' class page no longer links to it and it takes
        no more moves; its log stays, so its deals stay in the record. A table of another
        class is left alone. Returns how many changed."""
        ids = [int(x) for x in table_ids]
        if not ids:
            return 0

        def go(s: Session) -> int:
            now = SharedTable.closed_ms.is_(None) if closed else SharedTable.closed_ms.is_not(None)
            done = s.execute(update(SharedTable)
                             .where(SharedTable.class_id == class_id, SharedTable.id.in_(ids),
                                    now)
                             .values(closed_ms=now_ms() if closed else None,
                                     revision=SharedTable.revision + 1))
            return int(done.rowcount)  # type: ignore[attr-defined]

        return self.db.run(go)

    def class_table_of(self, class_id: int, learner_id: int) -> TableInfo | None:
        """The learner's table in this class: the newest open one they sit at."""
        def go(s: Session) -> TableInfo | None:
            row = s.scalar(select(SharedTable).join(TableSeat,
                                                    TableSeat.table_id == SharedTable.id)
                           .where(SharedTable.class_id == class_id,
                                  SharedTable.closed_ms.is_(None),
                                  TableSeat.learner_id == learner_id)
                           .order_by(SharedTable.id.desc()).limit(1))
            return None if row is None else _table(row)

        return self.db.read(go)

    def set_facts(self, table_id: int, version: int, *, acting: str | None,
                  totals: Sequence[int], game_over: bool, moment: str | None = None,
                  deals_done: int | None = None) -> None:
        """The board's facts of the table at `version` (the tables' service, after a rebuild;
        `moment`: the position as the room may see it, JSON; `deals_done`: how many deals are
        scored). Facts of an older version than those kept change nothing (a table from before
        moments were kept gets one at its next move)."""
        values: dict[str, object] = dict(
            acting=acting, totals=",".join(str(int(x)) for x in totals), game_over=game_over,
            facts_version=version, moment=moment,
            **({} if deals_done is None else {"deals_done": int(deals_done)}))
        self.db.run(lambda s: s.execute(
            update(SharedTable).where(SharedTable.id == table_id,
                                      SharedTable.facts_version < version).values(**values)))

    # ------------------------------------------------------------------ reading

    def due(self) -> list[DueRow]:
        """The open tables whose game is not over and whose board facts are behind their log, or
        whose seat to act (by those facts) is played by a bot: what the server's driver
        (canasta_app/tables/driver.py) rebuilds and moves for. One query."""
        def go(s: Session) -> list[DueRow]:
            bot_acts = (select(TableSeat.id)
                        .where(TableSeat.table_id == SharedTable.id,
                               TableSeat.seat == SharedTable.acting,
                               or_(TableSeat.kind == "bot", TableSeat.standin.is_not(None)))
                        .exists())
            last = (select(func.max(TableAction.at_ms))
                    .where(TableAction.table_id == SharedTable.id).scalar_subquery())
            rows = s.execute(select(SharedTable.id, SharedTable.version,
                                    SharedTable.facts_version, SharedTable.pace, last,
                                    SharedTable.created_at)
                             .where(SharedTable.game_over.is_(False),
                                    SharedTable.closed_ms.is_(None),  # closed: no more moves
                                    or_(SharedTable.facts_version < SharedTable.version,
                                        bot_acts))
                             .order_by(SharedTable.id))
            return [DueRow(i, v, f, p, int(at) if at is not None else _epoch_ms(created))
                    for i, v, f, p, at, created in rows]

        return self.db.read(go)

    def seats(self, table_id: int) -> tuple[SeatInfo, ...]:
        """The table's seats alone (one query: a page's presence check, who is away)."""
        return self.db.read(lambda s: tuple(_seat(x) for x in s.scalars(
            select(TableSeat).where(TableSeat.table_id == table_id).order_by(TableSeat.id))))

    def revision(self, table_id: int) -> int | None:
        """The one integer a seat's page polls (None: no such table)."""
        return self.db.read(lambda s: s.scalar(
            select(SharedTable.revision).where(SharedTable.id == table_id)))

    def revisions(self, table_ids: Sequence[int]) -> dict[int, tuple[int, str]]:
        """The revision and code of each of these tables in one query (the open pages'
        watcher, tables/watch.py); a table that does not exist is left out."""
        ids = sorted({int(i) for i in table_ids})
        if not ids:
            return {}
        return self.db.read(lambda s: {int(i): (int(r), str(c)) for i, r, c in s.execute(
            select(SharedTable.id, SharedTable.revision, SharedTable.code)
            .where(SharedTable.id.in_(ids)))})

    def snapshot(self, table_id: int, after_version: int = 0) -> TableSnapshot | None:
        """The table, its seats and its log after `after_version`, read in one transaction."""
        def go(s: Session) -> TableSnapshot | None:
            row = s.get(SharedTable, table_id)
            if row is None:
                return None
            seats = s.scalars(select(TableSeat).where(TableSeat.table_id == table_id)
                              .order_by(TableSeat.id))
            log = s.execute(select(TableAction.version, TableAction.seat, TableAction.action,
                                   TableAction.at_ms, TableAction.learner_id)
                            .where(TableAction.table_id == table_id,
                                   TableAction.version > after_version)
                            .order_by(TableAction.version))
            return TableSnapshot(_table(row), tuple(_seat(x) for x in seats),
                                 tuple(LogRow(*r) for r in log))

        return self.db.read(go)

    # ------------------------------------------------------------------ seats

    def take_seat(self, table_id: int, learner_id: int, nickname: str,
                  seat: str | None = None) -> str:
        """Seats the learner (at `seat`, or the first open human seat) and returns the seat.
        A learner who already sits here gets their seat back (a returning device). Raises
        SeatTaken, TableFull or NotASeat."""
        nick = codes.clean_nickname(nickname)

        def go(s: Session) -> str:
            rows = list(s.scalars(select(TableSeat).where(TableSeat.table_id == table_id)
                                  .order_by(TableSeat.id)))
            mine = next((r for r in rows if r.learner_id == learner_id), None)
            if mine is not None:
                return mine.seat
            if seat is None:
                chosen = next((r for r in rows if r.kind == "human" and r.learner_id is None),
                              None)
                if chosen is None:
                    raise TableFull(table_id)
            else:
                chosen = next((r for r in rows if r.seat == seat), None)
                if chosen is None or chosen.kind != "human":
                    raise NotASeat(seat)
                if chosen.learner_id is not None:
                    raise SeatTaken(seat)
            # taken only if still open: a second device racing for the seat updates nothing
            done = s.execute(update(TableSeat).where(TableSeat.id == chosen.id,
                                                     TableSeat.learner_id.is_(None))
                             .values(learner_id=learner_id, nickname=nick or None,
                                     seen_ms=now_ms(), standin=None,
                                     seated_version=select(SharedTable.version)
                                     .where(SharedTable.id == table_id).scalar_subquery()))
            if done.rowcount != 1:  # type: ignore[attr-defined]
                raise SeatTaken(chosen.seat)
            self._bump(s, table_id)
            return chosen.seat

        return self.db.run(go)

    def seat_of(self, table_id: int, learner_id: int) -> str | None:
        return self.db.read(lambda s: s.scalar(
            select(TableSeat.seat).where(TableSeat.table_id == table_id,
                                         TableSeat.learner_id == learner_id)))

    def seen(self, table_id: int, seat: str) -> None:
        """The seat's page is open (it reports every few seconds): not away."""
        self.db.run(lambda s: s.execute(
            update(TableSeat).where(TableSeat.table_id == table_id, TableSeat.seat == seat)
            .values(seen_ms=now_ms())))

    def set_standin(self, table_id: int, seat: str, bot: str | None) -> None:
        """A bot plays this human seat from now (the host, for an away player), or its player
        takes it back (None)."""
        def go(s: Session) -> None:
            s.execute(update(TableSeat).where(TableSeat.table_id == table_id,
                                              TableSeat.seat == seat,
                                              TableSeat.kind == "human")
                      .values(standin=bot))
            self._bump(s, table_id)

        self.db.run(go)

    # ------------------------------------------------------------------ the log

    def append(self, table_id: int, seen_version: int, seat: str, action: str,
               learner_id: int | None = None) -> int:
        """Appends one move made on `seen_version` (`learner_id`: the player who decided it;
        None: a bot); returns the new version. Raises Stale when the table is no longer at
        that version (another move came first)."""
        def go(s: Session) -> int:
            done = s.execute(update(SharedTable)  # (a closed table takes no move)
                             .where(SharedTable.id == table_id,
                                    SharedTable.version == seen_version,
                                    SharedTable.closed_ms.is_(None))
                             .values(version=SharedTable.version + 1,
                                     revision=SharedTable.revision + 1))
            if done.rowcount != 1:  # type: ignore[attr-defined]
                raise Stale(seen_version)
            s.add(TableAction(table_id=table_id, version=seen_version + 1, seat=seat,
                              action=action[:ACTION_MAX], at_ms=now_ms(),
                              learner_id=learner_id))
            s.flush()
            return seen_version + 1

        try:
            return self.db.run(go)
        except IntegrityError as exc:  # the unique (table, version): another move came first
            raise Stale(seen_version) from exc

    def log(self, table_id: int) -> list[LogRow]:
        snap = self.snapshot(table_id)
        return list(snap.log) if snap else []

    def _new_code(self, s: Session) -> str:
        code = ""
        for _ in range(20):
            code = codes.new_code(TABLE_CODE_LEN)
            if s.scalar(select(func.count()).where(SharedTable.code == code)) == 0:
                break
        return code
