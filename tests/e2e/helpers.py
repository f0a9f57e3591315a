"""Helpers shared by the browser tests and benchmarks/load.py: start/stop the site, open a page
and wait for its script run, find exception and error boxes.

No pytest import here, so benchmarks/load.py can reuse `start_server` / `stop_server`.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
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
RUN_TIMEOUT_MS = 30_000  # one script run (the first runs import pandas and graphviz)
SETTLE_MS = 150

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

PAGES = ("home", "lessons", "reference", "sandbox", "calculator", "classroom")
# Streamlit serves the default page (home) at the root URL; "/home" shows "Page not found".
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
    port: int, log_path: Path | None = None, extra_args: tuple[str, ...] = ()
) -> tuple[subprocess.Popen[bytes], str]:
    """Start the site on 127.0.0.1:<port>; return the process and its base URL once healthy.

    The server runs in its own process group so `stop_server` can stop it and its children.
    """
    streamlit = ROOT / ".venv" / "bin" / "streamlit"
    exe = [str(streamlit)] if streamlit.exists() else [sys.executable, "-m", "streamlit"]
    cmd = [
        *exe, "run", "streamlit_app.py",
        "--server.port", str(port),
        "--server.headless", "true",
        "--server.address", "127.0.0.1",
        "--browser.gatherUsageStats", "false",
        "--server.fileWatcherType", "none",
        *extra_args,
    ]  # fmt: skip
    out: Any = open(log_path, "wb") if log_path else subprocess.DEVNULL  # noqa: SIM115
    proc = subprocess.Popen(
        cmd, cwd=ROOT, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            log = log_path.read_text(errors="replace")[-3000:] if log_path else ""
            raise RuntimeError(f"streamlit exited with {proc.returncode} while starting:\n{log}")
        if healthy(url):
            return proc, url
        time.sleep(0.2)
    stop_server(proc)
    raise RuntimeError(f"streamlit did not answer {url}/_stcore/health in {SERVER_START_TIMEOUT}s")


def stop_server(proc: subprocess.Popen[bytes]) -> None:
    """Stop a server started by `start_server` (its own process group only)."""
    if proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        return
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)


# ------------------------------------------------------------------------------- pages


def wait_idle(page: Any, timeout: float = RUN_TIMEOUT_MS) -> None:
    """Wait until the app's script run has finished, then let the page settle briefly."""
    page.wait_for_selector(APP_IDLE, timeout=timeout)
    page.wait_for_timeout(SETTLE_MS)
    # a rerun may have started during the settle (a callback, a query-parameter sync)
    page.wait_for_selector(APP_IDLE, timeout=timeout)


def open_page(page: Any, path_and_query: str, timeout: float = RUN_TIMEOUT_MS) -> Any:
    """Navigate to `path_and_query` (relative to the server) and wait for the run to finish."""
    if not path_and_query.startswith(("/", "http")):
        path_and_query = "/" + path_and_query
    page.goto(path_and_query, wait_until="domcontentloaded")
    page.wait_for_selector(APP, timeout=timeout)
    wait_idle(page, timeout)
    # the page's own content has been painted (every page starts with a title)
    page.wait_for_selector(f"{MAIN} h1, {EXCEPTION}", timeout=timeout)
    return page


def after_action(page: Any, timeout: float = RUN_TIMEOUT_MS) -> None:
    """Wait for the rerun an interaction triggers: running (if caught) then idle."""
    try:
        page.wait_for_selector(APP_RUNNING, timeout=1000)
    except Exception:  # noqa: BLE001 - a fast rerun may be over before we look
        pass
    wait_idle(page, timeout)


def exception_texts(page: Any) -> list[str]:
    return [str(e.inner_text()) for e in page.query_selector_all(EXCEPTION)]


def error_texts(page: Any) -> list[str]:
    return [str(e.inner_text()) for e in page.query_selector_all(ERROR_BOX)]


def assert_no_error(page: Any, allow_errors: bool = False) -> None:
    """No exception box and no JavaScript error; no error alert unless `allow_errors`."""
    exc = exception_texts(page)
    dialogs = [str(d.inner_text()) for d in page.query_selector_all(DIALOG)]
    assert not any("not found" in d.lower() or "no encontr" in d.lower() for d in dialogs), (
        f"'page not found' dialog on {page.url}: {dialogs}"
    )
    assert not exc, f"exception shown on {page.url}:\n" + "\n---\n".join(exc)
    if not allow_errors:
        errs = error_texts(page)
        assert not errs, f"error box shown on {page.url}:\n" + "\n---\n".join(errs)
    js = getattr(page, "js_errors", [])
    assert not js, f"JavaScript errors on {page.url}: {js}"


def main_text(page: Any) -> str:
    return str(page.locator(MAIN).inner_text())
