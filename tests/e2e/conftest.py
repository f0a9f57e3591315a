"""End-to-end fixtures: one Streamlit server and one headless Chromium for the whole session
(under pytest-xdist, `make test`'s -n 2: one of each per worker, on ports of their own).

- `server` starts `streamlit run streamlit_app.py` on a free loopback port with a database of
  its own (`helpers.site_store()`: its store), waits for `/_stcore/health`, and stops it when
  the session ends. Every other server a test starts gets a database of its own too
  (`start_server(..., database=...)` refuses to start one on the worker's).
- `browser` is Debian's /usr/bin/chromium driven by Playwright's sync API (never a
  downloaded browser build; never a browser download).
- `new_context()` / `context` / `page` give each test its own pages (each page its own
  Streamlit session) in a context from the worker's pool (`context_pool`: one per set of
  options, emptied between tests, its cache of Streamlit's frontend kept), with `base_url` set
  so `open_page(page, "/sandbox?lang=es")` works.
- `shot(page, name, focus=None)` saves a PNG in a temporary folder and prints its path; the
  folder is also named in the terminal summary.

The suite is skipped, with a visible reason, only when /usr/bin/chromium is missing and the
`CI` environment variable is not set. In CI a missing Chromium fails every browser test.
Helpers (open_page, assert_no_error, ...) live in helpers.py.
"""

from __future__ import annotations

import base64
import json
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
    SESSION,
    chromium_missing_reason,
    free_port,
    own_database,
    start_server,
    stop_server,
    tracked_page,
)

_SHOTS: dict[str, Path] = {}
_SERVER: dict[str, Any] = {}
_BROWSERS: list[Any] = []  # the worker's browser, for the failure report's tabs
PAGE_REPORT_CHARS = 1200  # of each open tab's text in a failed browser test's report


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


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    """A failed browser test's report also says what each open tab showed at the failure (its
    address, whether a script run was under way, the start of its text): a failure seen only
    in CI (a clean clone, another machine's timing) can then be read without its screenshots."""
    report = yield
    if call.when == "call" and report.failed and _BROWSERS and \
            item.get_closest_marker("e2e") is not None:
        report.sections.append(("open tabs at the failure", _tabs_now()))
    return report


def _tabs_now() -> str:
    lines: list[str] = []
    for browser in _BROWSERS:
        for ctx in browser.contexts:
            for page in ctx.pages:
                try:
                    if page.is_closed() or not page.url.startswith("http"):
                        continue
                    state = page.evaluate(
                        "() => { const a = document.querySelector('[data-testid=stApp]');"
                        " return a ? a.getAttribute('data-test-script-state') : 'no app'; }")
                    main = page.locator('[data-testid="stMain"]')  # not the sidebar's links
                    text = (main.first if main.count() else page.locator("body")).inner_text(
                        timeout=3000)
                except Exception as e:  # noqa: BLE001 - a closed or hung tab: say so
                    lines.append(f"- {page.url}: unreadable ({type(e).__name__})")
                    continue
                text = re.sub(r"\s+", " ", text).strip()[:PAGE_REPORT_CHARS]
                lines.append(f"- {page.url} [script {state}] "
                             f"{page.viewport_size}: {text}")
    return "\n".join(lines) or "(no open tab)"


def _require_chromium() -> None:
    reason = chromium_missing_reason()
    if reason is not None:
        pytest.fail(f"CI is set, so the browser tests must run, but {reason}", pytrace=False)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL of one Streamlit server running the site for the whole session, on a database
    of its own (`site_store()` is its store): not the worker's, whose tables the AppTests
    make and expect no driver to move."""
    _require_chromium()
    folder = tmp_path_factory.mktemp("server")
    log = folder / "streamlit.log"
    proc, url = start_server(free_port(), log, database=own_database(folder))
    _SERVER.update(proc=proc, log=log)
    SESSION["url"] = url
    try:
        yield url
    finally:
        _SERVER.clear()
        SESSION.clear()
        stop_server(proc, graceful=False)
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
    from playwright.sync_api import expect, sync_playwright

    # an assertion that waits (expect(...)) waits as long as a script run may take on a loaded
    # machine, not Playwright's 5 s: a CI run saw a rerun still under way after 5 s
    expect.set_options(timeout=RUN_TIMEOUT_MS)
    exe = _chromium_keeping_our_nice(tmp_path_factory.mktemp("chromium"))
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS, headless=True)
        _BROWSERS.append(b)
        try:
            yield b
        finally:
            _BROWSERS.remove(b)
            b.close()


class ContextPool:
    """The worker's browser contexts, one per set of options (viewport, phone emulation), each
    with one kept tab, reused test after test. Measured at a load of 21-27 (five page loads
    three times over): a page load in a new context took 16-18 s, in a new tab of a used
    context 14-16 s, in a used tab 10-11 s (a tab is a renderer process of its own, a context
    the cache of Streamlit's compiled frontend).

    Every Streamlit session is a tab's own, from its navigation on (the site keeps nothing in
    cookies or storage: a learner is the `?me=` in the address), so a test still starts with
    sessions of its own: `release` ends the kept tab's session (about:blank), sets its viewport
    back, closes the test's other tabs and clears cookies, storage and permissions. A test that
    adds an init script to a tab makes a tab of its own (`tracked_page(context)`)."""

    def __init__(self, browser: Any, server: str) -> None:
        self.browser, self.server = browser, server
        self.free: dict[str, Any] = {}

    def take(self, **kwargs: Any) -> Any:
        """A context with these options: the pooled one when no one else holds it, else a
        new one (kept on release when the pool has none with its options)."""
        opts: dict[str, Any] = {"base_url": self.server,
                                "viewport": {"width": 1400, "height": 1000}}
        opts.update(kwargs)
        key = json.dumps(opts, sort_keys=True, default=str)
        ctx = self.free.pop(key, None)
        if ctx is None:
            ctx = self.browser.new_context(**opts)
            ctx.set_default_timeout(RUN_TIMEOUT_MS)
            ctx.cc_pool = {"key": key, "viewport": opts["viewport"], "tab": None}
        ctx.cc_pool["tab_taken"] = False
        return ctx

    def tab(self, ctx: Any) -> Any:
        """The context's kept tab (its run tracker and error list emptied), or, when this test
        already has it or the context is not pooled, a new tab."""
        pool = getattr(ctx, "cc_pool", None)
        if pool is None or pool["tab_taken"]:
            return tracked_page(ctx)
        pool["tab_taken"] = True
        page = pool["tab"]
        if page is None or page.is_closed():
            page = pool["tab"] = tracked_page(ctx)
        else:
            page.cc_runs.reset()
            page.js_errors.clear()
        return page

    def release(self, ctx: Any) -> None:
        """Back to the pool, emptied (closed by its user, or failing to empty: dropped)."""
        kept = ctx.cc_pool["tab"]
        try:
            for page in ctx.pages:
                if page.url.startswith(self.server):
                    page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
                    break
            for page in ctx.pages:
                if page is not kept:
                    page.close()
            if kept is not None and not kept.is_closed():
                kept.goto("about:blank")  # ends its Streamlit session
                kept.set_viewport_size(ctx.cc_pool["viewport"])
            ctx.clear_cookies()
            ctx.clear_permissions()
            ctx.set_default_timeout(RUN_TIMEOUT_MS)
        except Exception:  # noqa: BLE001 - closed by the test, or the browser is gone
            try:
                ctx.close()
            except Exception:  # noqa: BLE001
                pass
            return
        key = ctx.cc_pool["key"]
        if key in self.free:
            ctx.close()  # a second one with the same options: one is enough
        else:
            self.free[key] = ctx

    def close(self) -> None:
        for ctx in self.free.values():
            ctx.close()
        self.free.clear()


@pytest.fixture(scope="session")
def context_pool(browser: Any, server: str) -> Iterator[ContextPool]:
    pool = ContextPool(browser, server)
    yield pool
    pool.close()


@pytest.fixture()
def new_context(context_pool: ContextPool) -> Iterator[Callable[..., Any]]:
    """A factory of browser contexts (default 1400×1000, `base_url` the worker's server), from
    the worker's pool: no cookies, storage or Streamlit session of an earlier test. A second
    context in the same test is another one: a "fresh browser" (share links)."""
    made: list[Any] = []

    def make(**kwargs: Any) -> Any:
        ctx = context_pool.take(**kwargs)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        context_pool.release(ctx)


@pytest.fixture()
def new_page(context_pool: ContextPool) -> Callable[[Any], Any]:
    """new_page(context) -> a tab that records uncaught JavaScript errors and follows its
    script runs: the context's kept tab the first time in a test, then new ones."""
    return context_pool.tab


@pytest.fixture()
def context(new_context: Callable[..., Any]) -> Any:
    return new_context()


@pytest.fixture()
def page(context: Any, new_page: Callable[[Any], Any]) -> Any:
    return new_page(context)


@pytest.fixture(scope="session")
def shots_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("e2e-screenshots")
    _SHOTS["dir"] = folder
    return folder


def _png_of_viewport(page: Any, path: Path) -> None:
    """A PNG of the page's viewport, encoded for speed (Chromium's `optimizeForSpeed`, through
    the DevTools protocol; Playwright's `page.screenshot` does not offer it): a 1280×720
    page's PNG took 0.21-0.39 s with `page.screenshot` and 0.06 s so, a 1920×1080 one's
    0.85-1.1 s and 0.2-0.4 s (load 15-19), for files about half as large again; the suite
    takes some 120. Falls back to `page.screenshot` if the protocol refuses."""
    try:
        cdp = page.context.new_cdp_session(page)
        try:
            data = cdp.send("Page.captureScreenshot", {"format": "png", "optimizeForSpeed": True})
        finally:
            cdp.detach()
        path.write_bytes(base64.b64decode(data["data"]))
    except Exception:  # noqa: BLE001 - an older Chromium, a closed session: the usual way
        page.screenshot(path=str(path))


@pytest.fixture()
def shot(shots_dir: Path, request: pytest.FixtureRequest) -> Callable[..., Path]:
    """shot(page, name, focus=None) -> the path of a PNG of the viewport (printed); `focus`
    (a locator) is scrolled into view first, so the part under test is in the picture."""

    def take(page: Any, name: str, focus: Any = None) -> Path:
        if focus is not None:
            focus.first.scroll_into_view_if_needed()
        safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", f"{request.node.name}-{name}")[:120]
        path = shots_dir / f"{safe}.png"
        _png_of_viewport(page, path)
        print(f"screenshot: {path}")
        return path

    return take
