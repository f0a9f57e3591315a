"""Helpers shared by the browser tests and benchmarks/load.py: start/stop the site, open a page
and wait for its script run, find exception and error boxes.

No pytest import here, so benchmarks/load.py can reuse `start_server` / `stop_server`.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SERVER_START_TIMEOUT = 60.0
# One script run (the first runs import pandas and graphviz). Generous: at a load average of 30
# on two cores a page's run took over 30 s (nine browser tests failed on the 30 s this was).
RUN_TIMEOUT_MS = 90_000

APP = '[data-testid="stApp"]'
APP_IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'
APP_RUNNING = '[data-testid="stApp"][data-test-script-state="running"]'
EXCEPTION = '[data-testid="stException"]'
ERROR_BOX = '[data-testid="stAlertContentError"]'
WARNING_BOX = '[data-testid="stAlertContentWarning"]'
INFO_BOX = '[data-testid="stAlertContentInfo"]'
SUCCESS_BOX = '[data-testid="stAlertContentSuccess"]'
MAIN = '[data-testid="stMain"]'
SIDEBAR = '[data-testid="stSidebar"]'

PAGES = ("home", "lessons", "practice", "tables", "reference", "sandbox", "calculator", "classroom", "class")
# Streamlit serves the default page (home) at the root URL; "/home" forwards there.
PAGE_PATHS = {name: ("/" if name == "home" else f"/{name}") for name in PAGES}
DIALOG = '[role="dialog"]'


def chromium_missing_reason() -> str | None:
    """Why the browser tests cannot run here, or None when Chromium is installed."""
    if os.path.exists(CHROMIUM) and os.access(CHROMIUM, os.X_OK):
        return None
    return (
        f"{CHROMIUM} is not installed (Debian package 'chromium'); the browser tests need it. "
        "Install it with `apt-get install chromium`, or run `.ci/run`, which does."
    )


# ------------------------------------------------------------------------------- the server


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def healthy(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
            return bool(r.status == 200)
    except OSError:
        return False


def start_server(
    port: int,
    log_path: Path | None = None,
    extra_args: tuple[str, ...] = (),
    script: str = "streamlit_app.py",
    cwd: Path = ROOT,
    database: str | None = None,
) -> tuple[subprocess.Popen[bytes], str]:
    """Start the site (or another Streamlit `script`, e.g. the benchmarks' empty app) on
    127.0.0.1:<port>; return the process and its base URL once healthy. `cwd`: the tree whose
    site it is (the page benchmark's `--baseline` runs another tree with this tree's Streamlit).
    `database`: the site's database URL (CANASTA_DATABASE_URL), else the environment's.

    Under the test suite a site server must be given a database of its own (`own_database`):
    the suite's database is its worker's AppTests', and a server's shared-tables driver moves
    the bots of every table in its database (it moved the AppTests' and another server's).
    A test that means to share one passes the same URL to each of its servers (replicas).

    The server runs in its own process group so `stop_server` can stop it and its children.
    """
    env = None
    if database is not None:
        env = {**os.environ, DATABASE_ENV: database}
    elif os.environ.get(SUITE_DB_MADE) and script == "streamlit_app.py":
        raise RuntimeError("a site server started by a test needs a database of its own: "
                           "start_server(..., database=own_database(folder))")
    if "PYTEST_CURRENT_TEST" in os.environ:  # a test's server: the teacher's timer faster
        env = {**(env or os.environ), REFRESH_ENV: os.environ.get(REFRESH_ENV, TEST_REFRESH_S)}
    streamlit = ROOT / ".venv" / "bin" / "streamlit"
    exe = [str(streamlit)] if streamlit.exists() else [sys.executable, "-m", "streamlit"]
    cmd = [
        *exe, "run", script,
        "--server.port", str(port),
        "--server.headless", "true",
        "--server.address", "127.0.0.1",
        "--browser.gatherUsageStats", "false",
        "--server.fileWatcherType", "none",
        *extra_args,
    ]  # fmt: skip
    out: Any = open(log_path, "wb") if log_path else subprocess.DEVNULL  # noqa: SIM115
    proc = subprocess.Popen(
        cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, start_new_session=True, env=env
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log = log_path.read_text(errors="replace")[-3000:] if log_path else ""
            raise RuntimeError(f"streamlit exited with {proc.returncode} while starting:\n{log}")
        if healthy(url):
            if database is not None:
                DATABASES[url] = database
            return proc, url
        time.sleep(0.2)
    stop_server(proc)
    raise RuntimeError(f"streamlit did not answer {url}/_stcore/health in {SERVER_START_TIMEOUT}s")


DATABASE_ENV = "CANASTA_DATABASE_URL"
# The teacher's view of a class looks for news every 3 s by itself: a server a test starts
# does it every second (canasta_app/classes/report.py, CANASTA_TEACHER_REFRESH_S; set for pytest,
# that value is passed on instead), as the browser tests wait for it and prove that the view
# follows the class, not how often. Not the live pages' one-second timers: at a quarter second
# they kept the projector test's quiet waits (300 ms without a DOM change) from ending (the poll
# board test 22 s -> 166 s) and cost CPU (the class failover test 16 s -> 30 s). The benchmarks
# (benchmarks/pages.py, tables.py, ...) start their servers outside pytest: the real period.
REFRESH_ENV, TEST_REFRESH_S = "CANASTA_TEACHER_REFRESH_S", "1"
SUITE_DB_MADE = "CANASTA_TEST_DB_MADE"  # set by tests/conftest.py: the suite made its database
DATABASES: dict[str, str] = {}  # a running test server's base URL -> its database URL
SESSION: dict[str, str] = {}  # "url": the worker's session server (tests/e2e/conftest.py)


def own_database(folder: Path, name: str = "site.db") -> str:
    """A SQLite database for one site server, in `folder`: a copy of a template migrated once
    per process (tests/helpers/stores.py), so the server starts at the newest revision."""
    from helpers.stores import sqlite_at_head

    return sqlite_at_head(folder / name)


def site_store(url: str | None = None) -> Any:
    """The store of the test server at `url` (its database, as the server sees it): the
    worker's session server (the `server` fixture's) when None. Rows a test writes here are
    the server's to show; the worker's own database (`get_store()`) is another one."""
    from canasta_app.store import get_store

    url = url or SESSION.get("url")
    assert url in DATABASES, f"no test server at {url} (its database is unknown)"
    return get_store(DATABASES[url])


def site_of_its_own(tmp_path: Path, db_name: str = "site.db",
                    cwd: Path = ROOT) -> Iterator[dict[str, Any]]:
    """A fixture's body for a test that needs a site of its own (restarted, or with its own
    tables' bots to move): the site on a free port with a database of its own (`db`, in
    `tmp_path`) and its log in `tmp_path`; yields its `port`, `log`, `db`, `proc` and `url`
    (`restart(site)` stops and starts it again on its port and database), and stops it at the
    end. `cwd`: the folder the site runs from (`start_server`). `own_site` is the same as a
    context manager, for a test that prepares its database or folder first."""
    port = free_port()
    state: dict[str, Any] = {"port": port, "log": tmp_path / "server.log",
                             "db": own_database(tmp_path, db_name), "cwd": cwd}
    state["proc"], state["url"] = start_server(port, state["log"], database=state["db"],
                                               cwd=cwd)
    try:
        yield state
    finally:
        stop_server(state["proc"], graceful=False)


own_site = contextlib.contextmanager(site_of_its_own)


def restart(site: dict[str, Any], log: Path | None = None) -> None:
    """Stop the server of `site_of_its_own` (when it still runs) and start it again: same
    port, same database, same folder; its log in `log` when given (the first one kept)."""
    stop_server(site["proc"])
    if log is not None:
        site["log"] = log
    site["proc"], _ = start_server(site["port"], site["log"], database=site["db"],
                                   cwd=site["cwd"])


def stop_server(proc: subprocess.Popen[bytes], graceful: bool = True) -> None:
    """Stop a server started by `start_server` (its own process group only).

    `graceful=False` kills the group at once (SIGKILL): for a server whose test is over. A
    graceful stop waits for Streamlit's shutdown, which with a browser still connected took
    3-6 s at a load of ~20 (0.6-1.4 s with none), at the end of every test with a server of
    its own and of each worker's session; a restart within a test stays graceful."""
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM if graceful else signal.SIGKILL)
    except ProcessLookupError:
        return
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)


# ------------------------------------------------------------------------------- pages


_NEXT_FRAME = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"

# Resolves once the app's DOM has not changed for `quiet` ms and the page is idle (at most
# `limit` ms). React paints a run's elements a little after the run's last message arrives, and
# renders a large update in time slices that change nothing in the DOM until they commit: the
# check runs in requestIdleCallback, which waits while such work is queued, at most 100 ms
# (its timeout): a tab whose renderer another tab of the same site shares (a link opened in a
# new tab) got no idle callback for minutes (189 s, measured at the sandbox's rule link), and
# every such wait ran to its `limit` of 10 s.
_QUIET = """([quiet, limit]) => new Promise((resolve) => {
  const root = document.querySelector('[data-testid="stApp"]') || document.body;
  const start = performance.now();
  let last = start;
  let done = false;
  const obs = new MutationObserver(() => { last = performance.now(); });
  obs.observe(root, {subtree: true, childList: true, characterData: true, attributes: true});
  const finish = () => {
    if (!done) { done = true; obs.disconnect(); resolve(performance.now() - start); }
  };
  const idle = window.requestIdleCallback
    ? ((f) => requestIdleCallback(f, {timeout: 100})) : ((f) => setTimeout(f, 20));
  const tick = () => {
    if (done) return;
    if (performance.now() - last >= quiet) finish();
    else setTimeout(() => idle(tick), 20);
  };
  setTimeout(() => idle(tick), 20);
  setTimeout(finish, limit);
})"""
# The quiet that ends a wait after a run (`wait_run_after`, `wait_idle`). 60 ms would save
# ~60 ms a wait on a settled page (measured ~130-150 ms a wait at 120, ~65-85 ms at 60, load 9;
# 165 waits in the 17 tests of test_sandbox, test_practice and test_lesson), but 5% of the waits
# measured there saw the DOM change 160 ms - 1.3 s in (docs/testing.md): kept at 120.
QUIET_MS = 120


def wait_quiet(page: Any, quiet_ms: float = QUIET_MS, limit_ms: float = 10_000) -> None:
    """Wait until the page's DOM has stopped changing for `quiet_ms`."""
    page.evaluate(_QUIET, [quiet_ms, limit_ms])


# Resolves once the window has its new width and nothing moves any more: no finite CSS
# transition or animation running (the sidebar folding away slides; a looping one, a pulse, is
# not a move) and the main area's box unchanged over three frames in a row; or after `limit` ms
# (a ceiling that ends the wait, not a claim: the checks that follow then say what is wrong).
_SETTLED = """([w, limit]) => new Promise((resolve) => {
  const start = performance.now();
  let last = '', same = 0;
  const tick = () => {
    const main = document.querySelector('[data-testid="stMain"]');
    const box = main ? JSON.stringify(main.getBoundingClientRect()) : '';
    const moving = document.getAnimations().some((a) => a.playState === 'running'
      && a.effect && a.effect.getComputedTiming().iterations !== Infinity);
    same = (box === last && !moving && window.innerWidth === w) ? same + 1 : 0;
    last = box;
    if (same >= 3 || performance.now() - start > limit) resolve(true);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})"""


def resize(page: Any, w: int, h: int) -> None:
    """Set the window to w×h and wait until the page has followed: the width applied, no
    transition running, the layout still for three frames, then the DOM quiet (the table's
    fit script sets its zoom in the frame after a resize). Conditions, not a time."""
    page.set_viewport_size({"width": w, "height": h})
    page.evaluate(_SETTLED, [w, 30_000])
    wait_quiet(page, 300)


def wait_idle(page: Any, timeout: float = RUN_TIMEOUT_MS) -> None:
    """Wait until no script run is under way or asked for, and the page has painted it.

    On a tracked page (the `page` fixture's) the run tracker decides: every rerun the browser
    asked for has started and finished (its WebSocket messages). Otherwise the app's idle
    state, then the DOM quiet (a rerun a callback starts shows in the DOM), then idle again.
    Conditions, never a fixed time."""
    tracker = getattr(page, "cc_runs", None)
    if tracker is not None:
        deadline = time.monotonic() + timeout / 1000
        while not tracker.idle():
            if time.monotonic() > deadline:
                raise AssertionError(f"the page's runs did not end on {page.url}")
            page.wait_for_timeout(20)  # lets Playwright deliver WebSocket events
        tracker.waited_upto = tracker.seq
    page.wait_for_selector(APP_IDLE, timeout=timeout)
    wait_quiet(page)
    page.wait_for_selector(APP_IDLE, timeout=timeout)
    page.evaluate(_NEXT_FRAME)  # React has painted what arrived


def open_page(page: Any, path_and_query: str, timeout: float = RUN_TIMEOUT_MS) -> Any:
    """Navigate to `path_and_query` (relative to the server) and wait for its run to finish.

    With a RunTracker on the page (the `page` fixture has one) this waits for the session's
    `script_finished` message; otherwise for the app's idle state plus a short settle."""
    if not path_and_query.startswith(("/", "http")):
        path_and_query = "/" + path_and_query
    tracked = getattr(page, "cc_runs", None) is not None
    before = runs_done(page) if tracked else 0
    page.goto(path_and_query, wait_until="domcontentloaded")
    page.wait_for_selector(APP, timeout=timeout)
    if tracked:
        wait_run_after(page, before, timeout)
    else:
        wait_idle(page, timeout)
    # the page's own content has been painted (every page starts with a title)
    page.wait_for_selector(f"{MAIN} h1, {EXCEPTION}", timeout=timeout)
    return page


REQUEST_WINDOW = 10.0


def after_action(page: Any, timeout: float = RUN_TIMEOUT_MS) -> None:
    """Wait for the rerun that an interaction just made (click, key press) to finish.

    Prefer `click_and_wait`, which marks the moment before the click. Here, on a tracked page,
    the first rerun requested since the previous wait ended (sent already, or within the next
    REQUEST_WINDOW seconds: generous, as a loaded machine delivers the browser's message late;
    it ends at the request) is awaited to the end; on an untracked page: "running" if caught
    within a second, then idle."""
    tracker = getattr(page, "cc_runs", None)
    if tracker is not None:
        mark = tracker.waited_upto
        called = time.monotonic()
        while tracker.last_request <= mark and time.monotonic() - called < REQUEST_WINDOW:
            page.wait_for_timeout(20)
        if tracker.last_request > mark:
            wait_run_after(page, mark, timeout)
            return
    try:
        page.wait_for_selector(APP_RUNNING, timeout=1000)
    except Exception:  # noqa: BLE001 - a fast rerun may be over before we look
        pass
    wait_idle(page, timeout)


def exception_texts(page: Any) -> list[str]:
    return [str(e.inner_text()) for e in page.query_selector_all(EXCEPTION)]


def error_texts(page: Any) -> list[str]:
    return [str(e.inner_text()) for e in page.query_selector_all(ERROR_BOX)]


_BOXES_SHOWN = """([exc, err, dialog]) => {
  const texts = (sel) => [...document.querySelectorAll(sel)].map((e) => e.innerText);
  return {exc: texts(exc), err: texts(err), dialogs: texts(dialog)};
}"""


def assert_no_error(page: Any, allow_errors: bool = False) -> None:
    """No exception box and no JavaScript error; no error alert unless `allow_errors`. The boxes
    are read in one pass of the DOM (one round trip, not one per box)."""
    found = page.evaluate(_BOXES_SHOWN, [EXCEPTION, ERROR_BOX, DIALOG])
    exc, dialogs = [str(e) for e in found["exc"]], [str(d) for d in found["dialogs"]]
    assert not any("not found" in d.lower() or "no encontr" in d.lower() for d in dialogs), (
        f"'page not found' dialog on {page.url}: {dialogs}"
    )
    assert not exc, f"exception shown on {page.url}:\n" + "\n---\n".join(exc)
    if not allow_errors:
        errs = [str(e) for e in found["err"]]
        assert not errs, f"error box shown on {page.url}:\n" + "\n---\n".join(errs)
    tracker = getattr(page, "cc_runs", None)
    assert tracker is None or not tracker.not_found, f"'page not found' on {page.url}"
    js = getattr(page, "js_errors", [])
    assert not js, f"JavaScript errors on {page.url}: {js}"


def main_text(page: Any) -> str:
    return str(page.locator(MAIN).inner_text())


# ------------------------------------------------------------------------------- interactions


class RunTracker:
    """Follows a page's Streamlit session through its WebSocket messages: each rerun request the
    browser sends (BackMsg `rerun_script`), each run start (ForwardMsg `new_session`) and each
    run end (`script_finished`, not counting runs cut short by a newer request).

    The DOM attribute data-test-script-state is not enough to tell that a click's rerun is
    over: a fast rerun can go running → notRunning within one React commit and never show
    "running". Events are numbered in the order Playwright delivers them.
    """

    def __init__(self) -> None:
        self.reset()

    def reset(self) -> None:
        """Forget every event (a kept tab starting a new test: tests/e2e/conftest.py)."""
        self.seq = 0
        self.last_request = 0  # seq of the latest rerun request sent
        self.last_start = 0
        self.last_finish = 0
        self.finished = 0  # runs finished (not cut short)
        self.waited_upto = 0  # seq when a wait for a run last ended (see after_action)
        self.inflight: set[Any] = set()  # HTTP requests under way (e.g. lazy JS chunks)
        self.not_found = 0  # "page not found" messages

    def on_sent(self, payload: bytes | str) -> None:
        if isinstance(payload, str):
            return
        from streamlit.proto.BackMsg_pb2 import BackMsg

        try:
            kind = BackMsg.FromString(payload).WhichOneof("type")
        except Exception:  # noqa: BLE001 - not a BackMsg: ignore
            return
        if kind == "rerun_script":
            self.seq += 1
            self.last_request = self.seq

    def on_received(self, payload: bytes | str) -> None:
        if isinstance(payload, str):
            return
        from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

        try:
            msg = ForwardMsg.FromString(payload)
        except Exception:  # noqa: BLE001 - not a ForwardMsg: ignore
            return
        kind = msg.WhichOneof("type")
        if kind == "new_session":
            self.seq += 1
            self.last_start = self.seq
        elif kind == "script_finished":
            if msg.script_finished != ForwardMsg.ScriptFinishedStatus.FINISHED_EARLY_FOR_RERUN:
                self.seq += 1
                self.last_finish = self.seq
                self.finished += 1
        elif kind == "page_not_found":
            self.not_found += 1

    def idle(self) -> bool:
        """No run under way and none asked for that has not run: the latest request (if any)
        was followed by a run's start, and the latest start by its end."""
        return self.last_start > self.last_request and self.last_finish > self.last_start

    def settled_after(self, mark: int) -> bool:
        """A rerun was requested after `mark`, and the run serving the latest request is over."""
        return (
            self.last_request > mark
            and self.last_start > self.last_request
            and self.last_finish > self.last_start
        )


def track_runs(page: Any) -> RunTracker:
    """Attach a RunTracker to a page (before its first navigation)."""
    tracker = RunTracker()

    def on_ws(ws: Any) -> None:
        ws.on("framesent", tracker.on_sent)
        ws.on("framereceived", tracker.on_received)

    def started(req: Any) -> None:
        if req.resource_type != "websocket":
            tracker.inflight.add(req)

    def ended(req: Any) -> None:
        tracker.inflight.discard(req)

    page.on("websocket", on_ws)
    page.on("request", started)
    page.on("requestfinished", ended)
    page.on("requestfailed", ended)
    page.cc_runs = tracker
    return tracker


def tracked_page(context: Any) -> Any:
    """A new page in `context` that records uncaught JavaScript errors (`page.js_errors`, read
    by assert_no_error) and follows its script runs (`page.cc_runs`)."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.js_errors = errors
    track_runs(page)
    return page


def tracker_of(page: Any) -> RunTracker:
    tracker = getattr(page, "cc_runs", None)
    assert tracker is not None, "page was not created with track_runs()"
    return tracker  # type: ignore[no-any-return]


def runs_done(page: Any) -> int:
    return tracker_of(page).seq


def wait_run_after(page: Any, mark: int, timeout: float = RUN_TIMEOUT_MS) -> None:
    """Wait until a rerun requested after `mark` (= runs_done(page) before the interaction)
    has run to the end, then for the page to be idle and painted."""
    tracker = tracker_of(page)
    deadline = time.monotonic() + timeout / 1000
    while not tracker.settled_after(mark):
        if time.monotonic() > deadline:
            raise AssertionError(
                f"no script run finished after the interaction on {page.url} "
                f"(requested: {tracker.last_request > mark})"
            )
        page.wait_for_timeout(20)  # lets Playwright deliver WebSocket events
    page.wait_for_selector(APP_IDLE, timeout=timeout)
    wait_quiet(page)
    # Streamlit loads an element's code the first time a page shows it (a lazy JS chunk): the
    # DOM can be quiet while that request is under way, and the element appears after it.
    if tracker.inflight:
        while tracker.inflight and time.monotonic() < deadline:
            page.wait_for_timeout(20)
        wait_quiet(page)
    tracker.waited_upto = tracker.seq


def click_and_wait(page: Any, target: Any, timeout: float = RUN_TIMEOUT_MS) -> None:
    """Click a widget that reruns the script, and wait for that rerun to finish."""
    before = runs_done(page)
    target.click()
    wait_run_after(page, before, timeout)


def open_list_to(box: Any, item: Any) -> None:
    """Open a select box's list (`box`: its combobox) until `item` (a locator of one of its
    options) shows: a click that lands while the box is being drawn may only focus it, and
    the list never opens (seen on the lobby every time, and in CI on the classroom's dealer:
    a 300 s wait for an option); a list that opened is never clicked shut (the box is read
    first), and each try waits longer, the last one as long as a run may take."""
    waits = (2_000, 5_000, 10_000, RUN_TIMEOUT_MS)
    for attempt, wait in enumerate(waits):
        if box.get_attribute("aria-expanded") != "true":
            box.click()
        try:
            item.wait_for(timeout=wait)
            return
        except Exception:  # noqa: BLE001 - the list did not open: click the box again
            if attempt == len(waits) - 1:
                raise


def choose_in(page: Any, key: str, option: str, timeout: float = RUN_TIMEOUT_MS) -> None:
    """Pick `option` in the select box with Streamlit key `key` and wait for the rerun."""
    item = page.get_by_role("option", name=option, exact=True)
    open_list_to(by_key(page, key).get_by_role("combobox"), item)
    click_and_wait(page, item, timeout)


def type_and_commit(page: Any, box: Any, text: str, timeout: float = RUN_TIMEOUT_MS) -> None:
    """Type into a text box outside a form and press Enter (Streamlit reruns with the value)."""
    box.fill(text)
    before = runs_done(page)
    box.press("Enter")
    wait_run_after(page, before, timeout)


def button(page: Any, name: str, exact: bool = True) -> Any:
    """A button in the main area by its visible name."""
    return page.locator(MAIN).get_by_role("button", name=name, exact=exact)


def by_key(page: Any, key: str) -> Any:
    """The element of the widget/container with Streamlit key `key` (class st-key-<key>)."""
    return page.locator(f".st-key-{key}")


def sandbox_action_box(page: Any, lang: str = "en") -> Any:
    """The sandbox's text box for the action, its "Type the action" box opened first (the text
    box is drawn only while that is open, issue 22)."""
    from canasta_app.text.i18n import t

    open_expander(page, t("sandbox.ask.type", lang))
    box = page.get_by_label(t("sandbox.ask.label", lang), exact=True)
    box.wait_for()
    return box


def open_expander(page: Any, label: str, where: str = MAIN) -> None:
    """Open the expander titled `label` (in `where`: the main area, or SIDEBAR) when it is
    closed."""
    summary = page.locator(f'{where} [data-testid="stExpander"] summary', has_text=label).first
    details = summary.locator("xpath=..")
    if details.get_attribute("open") is None:
        summary.click()
        page.wait_for_function("(d) => d.open", arg=details.element_handle())
    # a rerun begun by the page itself (a query-parameter sync after the first run) can redraw
    # the expander's widgets: a click then may land on a node that is being replaced
    page.wait_for_selector(APP_IDLE)
    wait_quiet(page)
