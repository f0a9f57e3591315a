"""The server's side of the shared tables: one thread per server process that moves the bots
at the table's pace and keeps each table's board facts up to date, whether or not anybody
has that table open (a table opened from the class board deals and plays its bots at once),
and reads the revisions of the tables the open pages here watch (tables/watch.py).

Every quarter of a second it asks the store which tables need it (`TablesStore.due`: one
query, the tables whose board facts are behind their log, or whose seat to act is a bot's or
a stand-in's) and, for each, rebuilds the table (which writes its facts) and makes the bot's
move once the table's pace has passed since the last move (`service.run_bot`). A move is
appended with the version check, so two server processes driving the same table (replicas
behind the proxy) never both move: one is kept, the other sees the table moved on.

Its life is the site's open pages', not a request's: a page run starts it (`ensure_started`,
at every run of the site's entry point, only under a real Streamlit server: AppTest and the
logic tests call `tick` themselves, so a test decides when a bot moves) and notes its
session; the thread ends by itself once no session that ran a page is open any more for
IDLE_S, or when the server stops (and, a daemon, with its process at the latest). After a
restart the first page run (a browser reconnecting) starts it again; a bot whose turn came
while no driver ran moves at the first pass, then at the table's pace (`tick`).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from canasta_app.store.tables import TablesStore

TICK_S: Final = 0.25  # how often the driver asks the store for due tables
RETRY_S: Final = 5.0  # after the database could not be reached
IDLE_S: Final = 120.0  # no open page for this long: the driver ends (a page run starts it)
CHECK_S: Final = 5.0  # how often the driver looks whether the pages that started it are open
_log = logging.getLogger(__name__)
_LOCK = threading.Lock()
_THREADS: dict[str, tuple[threading.Thread, threading.Event]] = {}
_SESSIONS: set[str] = set()  # the sessions whose page runs started or kept the drivers
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


def _server_open() -> tuple[bool, Callable[[str], bool]]:
    """Whether the Streamlit server is still serving, and a test of a session being open."""
    from streamlit.runtime import Runtime, RuntimeState

    if not Runtime.exists():
        return False, lambda _sid: False
    rt = Runtime.instance()
    serving = rt.state not in (RuntimeState.STOPPING, RuntimeState.STOPPED)
    return serving, rt.is_active_session


def _still_wanted(key: str, halt: threading.Event, idle_since: list[float],
                  now: float) -> bool:
    """Whether the driver goes on: the server serves and a page that ran it is open, or was
    within IDLE_S. When not, the driver leaves `_THREADS` (a page run starts a new one)."""
    serving, is_open = _server_open()
    with _LOCK:
        for sid in [x for x in _SESSIONS if not is_open(x)]:
            _SESSIONS.discard(sid)
        if _SESSIONS:
            idle_since[0] = now
        keep = serving and now - idle_since[0] < IDLE_S
        if not keep and _THREADS.get(key, (None, None))[1] is halt:
            del _THREADS[key]
        return keep


def _loop(store: TablesStore, halt: threading.Event,
          wanted: Callable[[str, threading.Event, list[float], float], bool] | None = None
          ) -> None:
    from canasta_app.store import Store
    from canasta_app.tables import grader, watch

    key = str(store.db.url)
    wanted = wanted or _still_wanted
    idle_since = [time.monotonic()]
    checked = time.monotonic()
    # the finished deals' grades, in a worker process of this driver's that ends with it
    grades = grader.Grader(Store(store.db))
    try:
        while not halt.is_set():
            now = time.monotonic()
            if now - checked >= CHECK_S:
                checked = now
                if not wanted(key, halt, idle_since, now):
                    _log.info("tables driver: no open page for %s s; stopped", IDLE_S)
                    return
            try:
                made = tick(store)
                watch.refresh(store)  # the revisions the open pages here ask about, one query
                grader.grade_pass(grades, store, idle=made == 0)  # never waits for a grade
            except Exception:  # noqa: BLE001 - a database hiccup must not end the driver
                _log.exception("tables driver: a pass failed; trying again in %s s", RETRY_S)
                halt.wait(RETRY_S)
            halt.wait(TICK_S)
    finally:
        grades.close()


def start(store: TablesStore, session_id: str | None = None) -> bool:
    """The driver for this store's database, started once per process (True: started now);
    `session_id`: the page's session that asks (the driver goes on while it is open)."""
    key = str(store.db.url)
    with _LOCK:
        if session_id is not None:
            _SESSIONS.add(session_id)
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
        _SESSIONS.clear()
    for _, halt in running:
        halt.set()
    for thread, _ in running:
        thread.join(timeout)


def ensure_started() -> None:
    """Called by the site's entry point at every page run: cheap once started (it notes the
    page's session, which keeps the driver going). Only under a real Streamlit server (not
    AppTest, not a test importing the page)."""
    import sys

    from streamlit import runtime
    from streamlit.runtime.scriptrunner import get_script_run_ctx

    ctx = get_script_run_ctx()
    sid = ctx.session_id if ctx is not None else None
    with _LOCK:
        if _THREADS and all(t.is_alive() for t, _ in _THREADS.values()):
            if sid is not None:
                _SESSIONS.add(sid)
            return
    if time.monotonic() < _NEXT_TRY[0]:
        return
    # AppTest makes a Runtime too: its runs (tests/app) are told apart by Streamlit's testing
    # package, which a served site never imports
    if not runtime.exists() or "streamlit.testing" in sys.modules:
        return
    from canasta_app.store import StoreUnavailable, get_store
    from canasta_app.tables import watch

    # the open pages' revision files (a served site only), in the static folder its server
    # serves: beside the app's main script, wherever the site is installed
    watch.publish_to(watch.static_dir())
    try:
        start(get_store().tables, sid)
    except StoreUnavailable:
        _NEXT_TRY[0] = time.monotonic() + RETRY_S
