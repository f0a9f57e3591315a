"""End-to-end fixtures: one Streamlit server and one headless Chromium for the whole session
(under pytest-xdist, `make test`'s -n 2: one of each per worker, on ports of their own).

- `server` starts `streamlit run streamlit_app.py` on a free loopback port, waits for
  `/_stcore/health`, and stops it when the session ends.
- `browser` is Debian's /usr/bin/chromium driven by Playwright's sync API (never a
  downloaded browser build; never a browser download).
- `new_context()` / `context` / `page` are fresh per test (own cookies, storage and
  Streamlit session), with `base_url` set so `open_page(page, "/sandbox?lang=es")` works.
- `shot(page, name, focus=None)` saves a PNG in a temporary folder and prints its path; the
  folder is also named in the terminal summary.

The suite is skipped, with a visible reason, only when /usr/bin/chromium is missing and the
`CI` environment variable is not set. In CI a missing Chromium fails every browser test.
Helpers (open_page, assert_no_error, ...) live in helpers.py.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from .helpers import (
    CHROMIUM,
    CHROMIUM_ARGS,
    RUN_TIMEOUT_MS,
    chromium_missing_reason,
    free_port,
    start_server,
    stop_server,
    tracked_page,
)

_SHOTS: dict[str, Path] = {}
_SERVER: dict[str, Any] = {}


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


E2E_TIMEOUT = 900  # s: pytest-timeout's ceiling for a browser test (pyproject's 300 s is for
# the rest): the every-step projector walk took 300 s at a load average of 30; a hang still ends


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker("e2e") is not None and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(E2E_TIMEOUT))
    reason = chromium_missing_reason()
    if reason is None or _in_ci():
        return  # in CI the fixtures fail loudly instead
    skip = pytest.mark.skip(reason=f"browser tests skipped: {reason}")
    for item in items:
        if item.get_closest_marker("e2e") is not None:
            item.add_marker(skip)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    folder = _SHOTS.get("dir")
    if folder is not None and folder.exists() and any(folder.iterdir()):
        terminalreporter.write_line(f"e2e screenshots: {folder}")


def _require_chromium() -> None:
    reason = chromium_missing_reason()
    if reason is not None:
        pytest.fail(f"CI is set, so the browser tests must run, but {reason}", pytrace=False)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL of one Streamlit server running the site for the whole session."""
    _require_chromium()
    log = tmp_path_factory.mktemp("server") / "streamlit.log"
    proc, url = start_server(free_port(), log)
    _SERVER.update(proc=proc, log=log)
    try:
        yield url
    finally:
        _SERVER.clear()
        stop_server(proc)
        print(f"streamlit log: {log}")


@pytest.fixture(autouse=True)
def _server_still_running() -> Iterator[None]:
    """Name the cause when the shared server dies mid-suite (every later test would fail
    with "connection refused")."""
    yield
    proc, log = _SERVER.get("proc"), _SERVER.get("log")
    if proc is not None and proc.poll() is not None:
        tail = log.read_text(errors="replace")[-1500:] if log else ""
        pytest.fail(
            f"the Streamlit server exited with code {proc.returncode} during this test "
            f"(a crash, or a signal from outside the suite); its log ends:\n{tail}",
            pytrace=False,
        )


def _chromium_keeping_our_nice(folder: Path) -> str:
    """The Chromium to launch: /usr/bin/chromium itself, or, when the tests run niced as root
    (`nice -n 10 pytest` on a shared machine), a wrapper that keeps it niced. Chromium sets its
    own processes' priority (the browser and GPU processes to -8, renderers to 0), which root
    may do: a "niced" test run's browser then competed at full priority with everything else.
    Without CAP_SYS_NICE (dropped from the bounding set) those calls fail and it keeps ours."""
    setpriv = shutil.which("setpriv")
    if os.geteuid() != 0 or os.nice(0) <= 0 or setpriv is None:
        return CHROMIUM
    wrapper = folder / "chromium"
    wrapper.write_text(f'#!/bin/sh\nexec {setpriv} --bounding-set -sys_nice {CHROMIUM} "$@"\n')
    wrapper.chmod(0o755)
    return str(wrapper)


@pytest.fixture(scope="session")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    _require_chromium()
    from playwright.sync_api import sync_playwright

    exe = _chromium_keeping_our_nice(tmp_path_factory.mktemp("chromium"))
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS, headless=True)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture()
def new_context(browser: Any, server: str) -> Iterator[Callable[..., Any]]:
    """A factory of fresh browser contexts; a second one is a "fresh browser" (share links)."""
    made: list[Any] = []

    def make(**kwargs: Any) -> Any:
        opts: dict[str, Any] = {"base_url": server, "viewport": {"width": 1400, "height": 1000}}
        opts.update(kwargs)
        ctx = browser.new_context(**opts)
        ctx.set_default_timeout(RUN_TIMEOUT_MS)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()


@pytest.fixture()
def new_page() -> Callable[[Any], Any]:
    """new_page(context) -> a page that records uncaught JavaScript errors."""
    return tracked_page


@pytest.fixture()
def context(new_context: Callable[..., Any]) -> Any:
    return new_context()


@pytest.fixture()
def page(context: Any) -> Any:
    return tracked_page(context)


@pytest.fixture(scope="session")
def shots_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("e2e-screenshots")
    _SHOTS["dir"] = folder
    return folder


@pytest.fixture()
def shot(shots_dir: Path, request: pytest.FixtureRequest) -> Callable[..., Path]:
    """shot(page, name, focus=None) -> the path of a PNG of the viewport (printed); `focus`
    (a locator) is scrolled into view first, so the part under test is in the picture."""

    def take(page: Any, name: str, focus: Any = None) -> Path:
        if focus is not None:
            focus.first.scroll_into_view_if_needed()
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{request.node.name}-{name}")[:120]
        path = shots_dir / f"{safe}.png"
        page.screenshot(path=str(path))
        print(f"screenshot: {path}")
        return path

    return take
