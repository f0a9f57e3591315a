"""Which tables changed, known in this server process without a query per page (issue 41).

Every open seat's page runs a short timer (`tables.py` `_watch`, every WATCH_S) that asks
whether its table's revision moved. Asking the database each time would cost a query per page
per tick; instead this process keeps each watched table's last revision read (`revision`):

- the server's driver thread (driver.py) reads the revisions of every table a page here
  watches, in one query, at each of its passes (every driver.TICK_S), so a move made by another
  replica, a bot or a test writing to the database shows within one pass;
- a write made by this process (a seat's move, a seat taken, a stand-in) marks its table
  `changed`: the next page to ask reads the database at once;
- a revision older than FRESH_S (no driver here: AppTest, the logic tests, a driver behind)
  is read from the database by the page that asks: the answer is never staler than that.

Plain data under a lock; no thread of its own.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from canasta_app.store.tables import TablesStore

WATCH_S: Final = 0.25  # how often an open seat's page asks (its fragment's run_every)
FRESH_S: Final = 0.4  # a revision read longer ago than this is read again by the page asking
KEEP_S: Final = 10.0  # a table no page asked about for this long is no longer watched
_LOCK = threading.Lock()
_REVS: dict[tuple[str, int], tuple[int | None, float]] = {}  # (db, table) -> (revision, read at)
_ASKED: dict[tuple[str, int], float] = {}  # (db, table) -> when a page last asked
_WROTE: dict[tuple[str, int], float] = {}  # (db, table) -> when this process last wrote to it


def _key(store: TablesStore, table_id: int) -> tuple[str, int]:
    return (str(store.db.url), int(table_id))


def revision(store: TablesStore, table_id: int, now: float | None = None) -> int | None:
    """The table's revision as this process last read it (None: no such table), read from the
    database when not known, marked changed here, or older than FRESH_S."""
    key = _key(store, table_id)
    now = time.monotonic() if now is None else now
    with _LOCK:
        _ASKED[key] = now
        got = _REVS.get(key)
    if got is not None and now - got[1] < FRESH_S:
        return got[0]
    rev = store.revision(table_id)
    with _LOCK:
        _REVS[key] = (rev, now)
    return rev


def changed(store: TablesStore, table_id: int) -> None:
    """This process wrote to the table: the next page to ask reads its revision again."""
    key = _key(store, table_id)
    with _LOCK:
        _REVS.pop(key, None)
        _WROTE[key] = time.monotonic()


def refresh(store: TablesStore, now: float | None = None) -> int:
    """The driver's pass: the revision of every table a page of this process asked about in the
    last KEEP_S, read in one query (the others forgotten). How many tables were read."""
    url = str(store.db.url)
    now = time.monotonic() if now is None else now
    with _LOCK:
        for key, at in list(_ASKED.items()):
            if now - at > KEEP_S:
                del _ASKED[key]
                _REVS.pop(key, None)
                _WROTE.pop(key, None)
        ids = [tid for (db, tid) in _ASKED if db == url]
    if not ids:
        return 0
    started = time.monotonic()
    revs = store.revisions(ids)
    with _LOCK:
        for tid in ids:
            key = (url, tid)
            if _WROTE.get(key, float("-inf")) < started:  # else a write here came after the read
                _REVS[key] = (revs.get(tid), now)
    return len(ids)


def forget() -> None:
    """Everything known dropped (tests)."""
    with _LOCK:
        _REVS.clear()
        _ASKED.clear()
        _WROTE.clear()
