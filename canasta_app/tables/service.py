"""A shared table as its pages use it: read from the store and rebuilt (model.rebuild), a
seat's try ruled on and appended with the version it was made on, the bots' moves at the
table's pace. No Streamlit import.

Each process keeps the last game it rebuilt per table (`_CACHE`, least recent dropped): a
page that polls reads the table's revision, and on a new version only the log's new rows are
replayed. The cache is only a shortcut: the log in the database is the table, so another
process (or this one after a restart) rebuilds the same game from it.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import Final

from canasta_app.store.tables import SeatInfo, Stale, TableInfo, TablesStore
from canasta_app.tables import watch
from canasta_app.tables.model import (
    NEXT_DEAL,
    PACES,
    Entry,
    Judged,
    Settings,
    TablePlay,
    rebuild,
    seat_view,
)
from canasta_core.positions import dump

AWAY_S: Final = 15.0  # a seat whose page has not reported for this long is "away"
HANDOVER_S: Final = 60.0  # away this long: the host may give the seat to a bot
SEEN_EVERY_S: Final = 4.5  # a seat's page reports that it is open (each timer run, 5 s)
_CACHE_SIZE: Final = 256
_CACHE: OrderedDict[tuple[str, int], TablePlay] = OrderedDict()
_LOCK = threading.Lock()
#: How long a table read at a revision serves the other pages asking for that revision: the
#: seats' lists show who is away from the seats' last reports, which move no revision, so a
#: read is shared for a moment only (a page's presence check reads afresh: `load`).
SHARE_S: Final = 1.0
_READ: dict[tuple[str, int], tuple[int, float, Table]] = {}  # (db, table) -> (rev, at, table)


def settings_of(table: TableInfo) -> Settings:
    return Settings(table.profile, table.target, table.seed, table.mode, table.pace)


@dataclass(frozen=True, slots=True)
class Table:
    """A table as read now: its row, its seats and the game rebuilt from its log."""

    info: TableInfo
    seats: tuple[SeatInfo, ...]
    play: TablePlay

    def seat(self, seat: str) -> SeatInfo | None:
        return next((s for s in self.seats if s.seat == seat), None)

    def seat_of(self, learner_id: int | None) -> str | None:
        if learner_id is None:
            return None
        return next((s.seat for s in self.seats if s.learner_id == learner_id), None)

    @property
    def open_seats(self) -> tuple[str, ...]:
        return tuple(s.seat for s in self.seats if s.open)

    @property
    def bot_to_move(self) -> str | None:
        """The bot kind that decides next (a bot's seat, or a human's with a stand-in)."""
        seat = self.play.acting
        if seat is None:
            return None
        info = self.seat(seat)
        return None if info is None else info.played_by

    def away(self, seat: str, now_ms: int | None = None) -> float:
        """Seconds the seat's player has been away (0: here, or not a player's seat)."""
        info = self.seat(seat)
        if info is None or info.kind != "human" or info.learner_id is None:
            return 0.0
        now = time.time() * 1000 if now_ms is None else now_ms
        gone = (now - (info.seen_ms or 0)) / 1000
        return gone if gone >= AWAY_S else 0.0


def load_at(store: TablesStore, table_id: int, revision: int) -> Table | None:
    """The table at `revision` for a page to draw: the one this process read at that revision
    within SHARE_S (the seats' pages a move wakes share one read: no query), else read now."""
    with _LOCK:
        got = _READ.get((str(store.db.url), table_id))
    if got is not None and got[0] == revision and time.monotonic() - got[1] < SHARE_S:
        return got[2]
    return load(store, table_id)


def load(store: TablesStore, table_id: int) -> Table | None:
    """The table now: the store's rows, the game rebuilt (from this process's last copy, with
    the new log rows only)."""
    key = (store.db.url, table_id)
    with _LOCK:
        base = _CACHE.get(key)
    snap = store.snapshot(table_id, after_version=base.version if base else 0)
    if snap is None:
        return None
    settings = settings_of(snap.table)
    if base is not None and (base.settings != settings or base.version > snap.table.version):
        base = None  # not this table's game any more (a test's fresh database)
        snap = store.snapshot(table_id)
        if snap is None:
            return None
    play = rebuild(settings, (Entry(r.version, r.seat, r.action, r.at_ms, r.learner_id)
                              for r in snap.log), base)
    with _LOCK:
        _CACHE[key] = play
        _CACHE.move_to_end(key)
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    if snap.table.facts_version < play.version or snap.table.facts_version < 0:
        write_facts(store, snap.table.id, play)
    table = Table(snap.table, snap.seats, play)
    with _LOCK:
        _READ[(str(store.db.url), table_id)] = (snap.table.revision, time.monotonic(), table)
        while len(_READ) > _CACHE_SIZE:
            _READ.pop(next(iter(_READ)))
    return table


def with_seats(store: TablesStore, table: Table) -> Table:
    """The table with its seats read again (one query: who is here, who is away), its game
    as it was (a page's presence check: no new revision, so no new move)."""
    seats = store.seats(table.info.id)
    return replace(table, seats=seats) if seats else table


def write_facts(store: TablesStore, table_id: int, play: TablePlay) -> None:
    """The board's facts of the game at its version (whose turn, the totals, over or not, the
    position as a spectator sees it: every hand a count), kept in the table's row so a class's
    board reads every table in one query and can put its moment on the projector."""
    status = play.status()
    store.set_facts(table_id, play.version, acting=play.acting,
                    totals=[status.totals.get(s, 0) for s in play.rules.side_names],
                    game_over=play.game_over, moment=dump(seat_view(play.position, None)),
                    deals_done=len(play.deals) + (1 if play.deal_over else 0))


def forget_cache() -> None:
    with _LOCK:
        _CACHE.clear()
        _READ.clear()


@dataclass(frozen=True, slots=True)
class Outcome:
    """What became of one try: `kind` "played", "refused", "error" or "stale" (the table had
    moved on: `table` is the fresh one), with the engine's judgement."""

    kind: str
    table: Table | None
    judged: Judged | None = None


def try_move(store: TablesStore, table_id: int, seat: str, text: str,
             seen_version: int) -> Outcome:
    """One seat's try, made on the position of `seen_version`: refused by the engine (and
    counted), or appended to the log; "stale" when the table has moved on since."""
    table = load(store, table_id)
    if table is None:
        return Outcome("error", None, Judged("error", error="tables.err.gone"))
    if table.info.closed:
        return Outcome("error", table, Judged("error", error="tables.err.closed"))
    if table.play.version != seen_version:
        return Outcome("stale", table)
    judged = (table.play.judge(seat, text) if text != NEXT_DEAL
              else _judge_next(table, seat))
    if judged.kind == "refused":
        store.count_illegal(table_id, seat, table.play.deal_number)  # counted now
        watch.changed(store, table_id)  # the seats' lists show the count
        return Outcome("refused", table, judged)
    if judged.kind != "legal":
        return Outcome("error", table, judged)
    try:
        info = table.seat(seat)  # the seat's player decided it (a bot's moves: run_bot)
        store.append(table_id, seen_version, seat, judged.action,
                     info.learner_id if info is not None else None)
    except Stale:
        return Outcome("stale", load(store, table_id))
    watch.changed(store, table_id)  # the other seats' pages here ask the database at once
    return Outcome("played", load(store, table_id), judged)


def _judge_next(table: Table, seat: str) -> Judged:
    if table.play.game_over:
        return Judged("error", error="tables.err.finished")
    if not table.play.deal_over:
        return Judged("error", error="tables.err.deal_on")
    if table.seat(seat) is None:
        return Judged("error", error="tables.err.no_seat")
    return Judged("legal", action=NEXT_DEAL)


def _bot_to_act(table: Table) -> bool:
    """A bot decides next at a table still open (and not past the deal's move cap)."""
    return (table.bot_to_move is not None and not table.info.closed
            and len(table.play.moves) < 3000)


def _pace_left_ms(table: Table, now_ms: int | None) -> float:
    """What is left of the table's pace since the last move (negative: past it)."""
    now = time.time() * 1000 if now_ms is None else now_ms
    return table.play.last_ms + PACES.get(table.info.pace, 1.5) * 1000 - now


def bot_due(table: Table, now_ms: int | None = None) -> bool:
    """A bot decides next and the table's pace has passed since the last move."""
    return _bot_to_act(table) and _pace_left_ms(table, now_ms) <= 0


def bot_wait_ms(table: Table, now_ms: int | None = None) -> int:
    """How long, in ms, before the bot to act may move (the table's pace since the last move;
    0: no bot to act, or due now): no move can come before then, so a page need not look."""
    return max(0, int(_pace_left_ms(table, now_ms))) if _bot_to_act(table) else 0


def run_bot(store: TablesStore, table: Table, now_ms: int | None = None) -> Table:
    """The bot's move, if one is due (the server's driver makes it: driver.py; of two processes making the
    same move, one is kept and the other sees the table moved on). The table after."""
    if not bot_due(table, now_ms):
        return table
    kind = table.bot_to_move
    seat = table.play.acting
    assert kind is not None and seat is not None
    text = table.play.bot_action(kind)
    try:
        store.append(table.info.id, table.play.version, seat, text)
    except Stale:
        pass
    watch.changed(store, table.info.id)
    return load(store, table.info.id) or table
