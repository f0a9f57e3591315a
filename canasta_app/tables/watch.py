"""Which tables changed, known in this server process without a script run or a query per
open page (issue 41: a move on every other seat's screen within a second).

When a table's revision moves here (a write made by this process, or one the driver's pass
finds), its pages in this process are woken at once (`_wake` → push.py: the server runs each
page's table fragment again). The revision files below are the pages' fallback.

Each open seat's page has a small script (tables.py, `WATCH_JS`) that fetches a tiny static
file, `/app/static/tables/<db>/<code>.txt` (Streamlit's static serving; `<db>` a digest of
the database's address, so servers on other databases never share a file), every WATCH_S: the
table's revision. When it is newer than the one the page drew (`data-revision` of the seats
list), the script clicks the table's hidden "show the last move" button, and the table's
fragment runs once and draws the table. A still table costs the server one small static file
read per page per WATCH_S, and no script run at all.

This module keeps those files and this process's copy of each watched table's revision:

- `revision`: a page's slower timer (tables.py `_watch`: the seat's presence, and the
  fallback should the script not run) asks for its table's revision: read from this process's
  copy, or from the database when the copy is older than FRESH_S; asking keeps the table
  watched for KEEP_S;
- `changed`: a write made by this process (a seat's move, a bot's, a seat taken) publishes
  the table's new revision at once (one query);
- `refresh`: the server's driver thread (driver.py) reads the revisions of every watched
  table in one query at each of its passes (every driver.TICK_S) and publishes those that
  moved: a move made by another replica, or written to the database by a test, shows within
  a pass.

The files are written only where `publish_to` pointed (the served site's `static/tables/`,
set by the driver's start under a real server); AppTest and the logic tests write none unless
a test points it at a folder of its own. Plain data under a lock; no thread of its own.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Final

from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError

from canasta_app.tables import push

if TYPE_CHECKING:
    from canasta_app.store.tables import TablesStore

WATCH_S: Final = 1.0  # how often an open seat's page fetches its table's revision file: the
#: fallback should a push (push.py) not reach it
#: ... when the tab is hidden, or nothing moves the table any more (the game is over, the
#: table closed)
STILL_S: Final = 2.0
TIMER_S: Final = 5.0  # the page's slow timer: presence, and the fallback without the script
COACH_TIMER_S: Final = 1.0  # the same with the Advice coach on (its work runs in a page run)
FRESH_S: Final = 0.4  # a revision read longer ago than this is read again by the page asking
KEEP_S: Final = 10.0  # a table no page asked about for this long is no longer watched
STALE_S: Final = 24 * 3600.0  # a revision file this old is removed at a server's start
#: The revision files' folder in a source checkout (`make run`: streamlit_app.py beside static/);
#: a served site writes them where its server serves static files from (`static_dir`).
STATIC_DIR: Final = Path(__file__).resolve().parents[2] / "static" / "tables"
STATIC_URL: Final = "app/static/tables/"  # relative to the site's base address
_CODE = re.compile(r"[A-Z0-9]{4,12}")  # fullmatch: no trailing newline slips through
_LOCK = threading.Lock()
_REVS: dict[tuple[str, int], tuple[int | None, float]] = {}  # (db, table) -> (revision, read at)
_ASKED: dict[tuple[str, int], float] = {}  # (db, table) -> when a page last asked
_WROTE: dict[tuple[str, int], float] = {}  # (db, table) -> when this process last wrote to it
_PUBLISHED: dict[tuple[str, str], int] = {}  # (db, code) -> the revision in its file
_CODES: dict[tuple[str, int], str] = {}  # (db, table) -> its code (its file, to remove)
_DIR: list[Path | None] = [None]  # where the files go (None: nowhere)
_WOKE: dict[tuple[str, int], int] = {}  # (db, table) -> the revision its pages were woken for


def static_dir(main_script: str | os.PathLike[str] | None = None) -> Path:
    """The folder the running Streamlit server serves /app/static/tables/ from: `static/`
    beside the app's main script (Streamlit's static serving), wherever the site is installed
    (a source checkout, or the package installed in site-packages and run from a folder of its
    own). `main_script`: the running app's (default: the server's, when one runs; else the
    source checkout's STATIC_DIR)."""
    if main_script is None:
        main_script = _served_script()
    if not main_script:
        return STATIC_DIR
    from streamlit import file_util  # the folder Streamlit's own static route serves

    return Path(file_util.get_app_static_dir(str(Path(main_script).resolve()))) / "tables"


def _served_script() -> str | None:
    """The main script of the Streamlit server running in this process (None: none runs)."""
    try:
        from streamlit.runtime.scriptrunner_utils.script_run_context import (
            get_script_run_ctx,
        )

        ctx = get_script_run_ctx(suppress_warning=True)
        if ctx is not None and getattr(ctx, "main_script_path", ""):
            return str(ctx.main_script_path)
        from streamlit import runtime

        if runtime.exists():
            return str(getattr(runtime.get_instance(), "_main_script_path", "") or "") or None
    except Exception:  # noqa: BLE001 - another Streamlit: the source checkout's folder
        return None
    return None


def _key(store: TablesStore, table_id: int) -> tuple[str, int]:
    return (str(store.db.url), int(table_id))


def publish_to(folder: Path | None) -> None:
    """Write the revision files under `folder` from now on (None: no files): each database's
    in a folder of its own (`db_folder`), so servers on other databases (tests' servers side
    by side, another site) never touch this one's files. Nothing is wiped at the start (a
    replica on the same database may be serving those files): a file left by a process that
    stopped holds a revision that database has reached already, which wakes no page; files
    older than STALE_S are removed, and the databases' folders left empty."""
    with _LOCK:
        _DIR[0] = folder
        _PUBLISHED.clear()
        _CODES.clear()
    if folder is None or not folder.is_dir():
        return
    old = time.time() - STALE_S
    for path in [*folder.glob("*.txt"), *folder.glob("*/*.txt"), *folder.glob("*/.*.tmp"),
                 *folder.glob(".*.tmp")]:
        try:
            if path.stat().st_mtime < old:
                path.unlink(missing_ok=True)
        except OSError:
            pass
    for sub in folder.iterdir():  # a database's folder left empty (its tables unwatched)
        try:
            if sub.is_dir() and not any(sub.iterdir()):
                sub.rmdir()
        except OSError:  # another server wrote into it meanwhile: it stays
            pass


def db_folder(db_url: str) -> str:
    """The folder of a database's revision files under the static folder: a digest of its
    address with any password taken out first (the folder's name is public, in every page's
    HTML and the files' paths, and a plain digest of a password can be guessed offline)."""
    try:
        shown = make_url(db_url).render_as_string(hide_password=True)
    except ArgumentError:  # not an address SQLAlchemy reads: nothing to hide in it
        shown = db_url
    return "d" + hashlib.sha256(shown.encode()).hexdigest()[:12]


def file_key(store: TablesStore, code: str) -> str:
    """What a page's watcher script fetches for this table, under STATIC_URL, less ".txt"."""
    return f"{db_folder(str(store.db.url))}/{code}"


def _unpublish(db: str, code: str) -> None:
    """A table no longer watched here: its file removed (the folder stays bounded)."""
    folder = _DIR[0]
    with _LOCK:
        _PUBLISHED.pop((db, code), None)
    if folder is not None and _CODE.fullmatch(code):
        (folder / db_folder(db) / f"{code}.txt").unlink(missing_ok=True)


def _publish(db: str, code: str | None, rev: int | None) -> None:
    folder = _DIR[0]
    if folder is None or code is None or rev is None or not _CODE.fullmatch(code):
        return
    with _LOCK:
        if _PUBLISHED.get((db, code), -1) >= rev:
            return
        _PUBLISHED[(db, code)] = rev
    try:
        where = folder / db_folder(db)
        where.mkdir(parents=True, exist_ok=True)
        tmp = where / f".{code}.{os.getpid()}.{threading.get_ident()}.tmp"
        tmp.write_text(str(int(rev)), encoding="ascii")
        os.replace(tmp, where / f"{code}.txt")  # a page never reads half a file
    except OSError:
        with _LOCK:
            _PUBLISHED.pop((db, code), None)  # tried again at the next pass; the timer works


def revision(store: TablesStore, table_id: int, now: float | None = None,
             fresh: bool = False) -> int | None:
    """The table's revision as this process last read it (None: no such table), read from the
    database when not known, older than FRESH_S, or `fresh` is asked (a page's watcher saw a
    newer revision in the table's file than this copy: a move another process made), and its
    file written."""
    key = _key(store, table_id)
    now = time.monotonic() if now is None else now
    with _LOCK:
        _ASKED[key] = now
        got = _REVS.get(key)
    if got is not None and now - got[1] < FRESH_S and not fresh:
        return got[0]
    return _read(store, table_id, now)


def _read(store: TablesStore, table_id: int, now: float) -> int | None:
    key = _key(store, table_id)
    got = store.revisions([table_id]).get(int(table_id))
    rev, code = got if got is not None else (None, None)
    with _LOCK:
        if key not in _REVS or _REVS[key][1] <= now:  # a slower read never overwrites a newer
            _REVS[key] = (rev, now)
        if code is not None:
            _CODES[key] = code
    _publish(key[0], code, rev)
    _wake(key, rev)
    return rev


def _wake(key: tuple[str, int], rev: int | None) -> None:
    """The table's pages in this process asked to draw again (push.py) when `rev` is newer
    than the revision they were last woken for; the first revision known only noted."""
    if rev is None:
        return
    with _LOCK:
        before = _WOKE.get(key)
        if before is not None and before >= rev:
            return
        _WOKE[key] = rev
    if before is not None:
        push.wake(key[0], key[1])


def page_seen(store: TablesStore, table_id: int) -> None:
    """A page's table fragment drew the table: it is woken when the table moves (push.py)."""
    push.seen(str(store.db.url), table_id)


def changed(store: TablesStore, table_id: int) -> None:
    """This process wrote to the table: its revision read again now and its file written (one
    query), for the other seats' pages."""
    key = _key(store, table_id)
    now = time.monotonic()
    with _LOCK:
        _REVS.pop(key, None)
        _WROTE[key] = now
    _read(store, table_id, now)


def refresh(store: TablesStore, now: float | None = None) -> int:
    """The driver's pass: the revision of every table a page of this process asked about in the
    last KEEP_S, read in one query, the moved ones published (the others forgotten). How many
    tables were read."""
    url = str(store.db.url)
    now = time.monotonic() if now is None else now
    gone: list[tuple[str, str]] = []
    with _LOCK:
        for key, at in list(_ASKED.items()):
            if now - at > KEEP_S:
                del _ASKED[key]
                _REVS.pop(key, None)
                _WROTE.pop(key, None)
                _WOKE.pop(key, None)
                if (code := _CODES.pop(key, None)) is not None:
                    gone.append((key[0], code))
        ids = [tid for (db, tid) in _ASKED if db == url]
    for db, code in gone:
        _unpublish(db, code)
    if not ids:
        return 0
    started = time.monotonic()
    revs = store.revisions(ids)
    with _LOCK:
        for tid in ids:
            key = (url, tid)
            if _WROTE.get(key, float("-inf")) < started:  # else a write here came after the read
                got = revs.get(tid)
                _REVS[key] = (got[0] if got else None, now)
                if got is not None and got[1] is not None:
                    _CODES[key] = got[1]
    for tid, (rev, code) in revs.items():
        _publish(url, code, rev)
        _wake((url, int(tid)), rev)
    return len(ids)


def forget() -> None:
    """Everything known dropped (tests)."""
    with _LOCK:
        _REVS.clear()
        _ASKED.clear()
        _WROTE.clear()
        _PUBLISHED.clear()
        _CODES.clear()
        _WOKE.clear()
