"""The server's side of the shared tables: one thread per server process that moves the bots
at the table's pace and keeps each table's board facts up to date, whether or not anybody
has the table open (a table opened from the class board deals and plays its bots at once).

Every quarter of a second it asks the store which tables need it (`TablesStore.due`: one
query, the tables whose board facts are behind their log, or whose seat to act is a bot's or
a stand-in's) and, for each, rebuilds the table (which writes its facts) and makes the bot's
move once the table's pace has passed since the last move (`service.run_bot`). A move is
appended with the version check, so two server processes driving the same table (replicas
behind the proxy) never both move: one is kept, the other sees the table moved on.

The thread is started by the site's entry point (`ensure_started`, once per process, only
under a real Streamlit server: AppTest and the logic tests call `tick` themselves, so a test
decides when a bot moves). It is a daemon thread: it ends with its server process.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from canasta_app.store.tables import TablesStore

TICK_S: Final = 0.25  # how often the driver asks the store for due tables
RETRY_S: Final = 5.0  # after the database could not be reached
_log = logging.getLogger(__name__)
_LOCK = threading.Lock()
_THREADS: dict[str, tuple[threading.Thread, threading.Event]] = {}
_NEXT_TRY = [0.0]


def tick(store: TablesStore, now_ms: int | None = None) -> int:
    """One pass over the due tables: their facts written, each due bot's move made. The
    number of moves made."""
    from canasta_app.tables import service
    from canasta_app.tables.model import PACES

    now = int(time.time() * 1000) if now_ms is None else now_ms
    made = 0
    for row in store.due():
        stale_facts = row.facts_version < row.version
        due = now - row.last_ms >= PACES.get(row.pace, 1.5) * 1000
        if not (stale_facts or due):
            continue  # a bot waits for the table's pace: nothing to read yet
        table = service.load(store, row.id)  # rebuilt; the board's facts written
        if table is None:
            continue
        after = service.run_bot(store, table, now)
        if after.play.version != table.play.version:
            made += 1
    return made


def _loop(store: TablesStore, halt: threading.Event) -> None:
    from canasta_app.tables import watch

    while not halt.is_set():
        try:
            tick(store)
            watch.refresh(store)  # the revisions the open pages here ask about, one query
        except Exception:  # noqa: BLE001 - a database hiccup must not end the driver
            _log.exception("tables driver: a pass failed; trying again in %s s", RETRY_S)
            halt.wait(RETRY_S)
        halt.wait(TICK_S)


def start(store: TablesStore) -> bool:
    """The driver for this store's database, started once per process (True: started now)."""
    key = str(store.db.url)
    with _LOCK:
        running = _THREADS.get(key)
        if running is not None and running[0].is_alive():
            return False
        halt = threading.Event()
        thread = threading.Thread(target=_loop, args=(store, halt), daemon=True,
                                  name="canasta-tables-driver")
        _THREADS[key] = (thread, halt)
        thread.start()
        return True


def stop_all(timeout: float = 5.0) -> None:
    """Stop every driver of this process and wait for it (tests; a process shutting down)."""
    with _LOCK:
        running = list(_THREADS.values())
        _THREADS.clear()
    for _, halt in running:
        halt.set()
    for thread, _ in running:
        thread.join(timeout)


def ensure_started() -> None:
    """Called by the site's entry point at every page run: cheap once started. Only under a
    real Streamlit server (not AppTest, not a test importing the page)."""
    if _THREADS or time.monotonic() < _NEXT_TRY[0]:
        return
    import sys

    from streamlit import runtime

    # AppTest makes a Runtime too: its runs (tests/app) are told apart by Streamlit's testing
    # package, which a served site never imports
    if not runtime.exists() or "streamlit.testing" in sys.modules:
        return
    from canasta_app.store import StoreUnavailable, get_store

    try:
        start(get_store().tables)
    except StoreUnavailable:
        _NEXT_TRY[0] = time.monotonic() + RETRY_S
