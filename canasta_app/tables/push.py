"""A move pushed to the open seats' pages by the server (issue 41: a move on every other seat's
screen within a second, 32 pages on two cores).

Each page's table fragment registers here at each run (`seen`: this Streamlit session and the
fragment's id for its table). When this process learns that a table moved (tables/watch.py:
a write made here, or the driver's pass that reads the revisions other processes wrote),
`wake` asks each other session registered for that table to run its table fragment again, on
the session's own event loop: the run a tap on the hidden "show the last move" button would
have asked for, without the page having to poll for it. The page's own script (WATCH_JS) stays
as a slow fallback.

It reaches into Streamlit's runtime (`AppSession`, `ScriptRunner`, `RerunData`, pinned
streamlit 1.67; tests/e2e/test_tables*.py drive it in a real server): a fragment rerun with no
widget states, i.e. the widgets as the last run left them and no button pressed again, which
is what a fragment's own `run_every` timer asks for. Outside a served site (AppTest, the logic
tests, a script) `seen` and `wake` do nothing. Plain data under a lock; no thread of its own.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any, Final

_LOG = logging.getLogger(__name__)
_LOCK = threading.Lock()
#: (database key, table id) -> {session id: (fragment id, registered at)}
_PAGES: dict[tuple[str, int], dict[str, tuple[str, float]]] = {}
KEEP_S: Final = 30.0  # a page not seen for this long is forgotten (its timer runs every 5 s)
BUSY_RETRY_S: Final = 0.15  # a page in the middle of a run (a tap) is woken after it
BUSY_TRIES: Final = 40  # ... for at most 6 s, then left to its own timer


def _ctx() -> Any:
    try:
        from streamlit.runtime.scriptrunner_utils.script_run_context import (
            ThreadState,
            get_script_run_ctx,
        )
    except ImportError:  # pragma: no cover - another Streamlit
        return None, None
    ctx = get_script_run_ctx(suppress_warning=True)
    if ctx is None:
        return None, None
    return ctx, ThreadState.get().fragment_id


def seen(db: str, table_id: int) -> None:
    """Called inside the table's fragment at each of its runs: this page shows `table_id`."""
    ctx, fragment_id = _ctx()
    if ctx is None or not fragment_id or not _served():
        return
    now = time.monotonic()
    with _LOCK:
        pages = _PAGES.setdefault((db, int(table_id)), {})
        pages[ctx.session_id] = (fragment_id, now)
        for sid, (_, at) in list(pages.items()):
            if now - at > KEEP_S:
                del pages[sid]


def _served() -> bool:
    try:
        from streamlit.runtime import Runtime
    except ImportError:  # pragma: no cover
        return False
    return Runtime.exists()


def wake(db: str, table_id: int) -> int:
    """Every page registered for the table, but the one whose run made the change, runs its
    table fragment again. Returns how many were asked."""
    with _LOCK:
        pages = dict(_PAGES.get((db, int(table_id)), {}))
    if not pages or not _served():
        return 0
    ctx, _ = _ctx()
    own = ctx.session_id if ctx is not None else None
    from streamlit.runtime import Runtime

    # see the module's docstring; AppTest's runtime is a stand-in without sessions
    mgr = getattr(Runtime.instance(), "_session_mgr", None)
    if mgr is None or not hasattr(mgr, "get_active_session_info"):
        return 0
    asked = 0
    for sid, (fragment_id, _) in pages.items():
        if sid == own:
            continue  # its own run draws the change
        info = mgr.get_active_session_info(sid)
        if info is None:
            with _LOCK:
                _PAGES.get((db, int(table_id)), {}).pop(sid, None)
            continue
        session = info.session
        session._event_loop.call_soon_threadsafe(_rerun, session, fragment_id, BUSY_TRIES)  # noqa: SLF001
        asked += 1
    return asked


def _rerun(session: Any, fragment_id: str, tries: int) -> None:
    """On the session's event loop: its table fragment run again, as its timer would ask; a
    session in the middle of a run (a tap's) is asked again shortly after, not interrupted."""
    from streamlit.runtime.app_session import AppSessionState
    from streamlit.runtime.scriptrunner_utils.script_requests import RerunData

    try:
        state = session._state  # noqa: SLF001
        if state == AppSessionState.SHUTDOWN_REQUESTED or not session.has_fragment(fragment_id):
            return
        if state == AppSessionState.APP_IS_RUNNING:
            if tries > 0:
                session._event_loop.call_later(  # noqa: SLF001
                    BUSY_RETRY_S, _rerun, session, fragment_id, tries - 1)
            return
        client = session._client_state  # noqa: SLF001
        data = RerunData(query_string=client.query_string, widget_states=None,
                         page_script_hash=client.page_script_hash, page_name=client.page_name,
                         fragment_id=fragment_id, is_auto_rerun=True)
        runner = session._scriptrunner  # noqa: SLF001
        if runner is not None and runner.request_rerun(data):
            return
        session._create_scriptrunner(data)  # noqa: SLF001
    except Exception:  # never let a push break the server; the page's timer still runs
        _LOG.exception("pushing a table's move to a page failed")


def forget() -> None:
    """Tests: no page registered."""
    with _LOCK:
        _PAGES.clear()
