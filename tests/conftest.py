"""Test-wide settings.

Hypothesis runs derandomized (same examples every run), so a CI failure always reproduces
locally; tests that want another budget set their own max_examples.

Tiers (docs/testing.md): every test is marked by where it lives, so `make check` can run the
engine and logic tests alone (`-m "not app and not e2e"`):
- `e2e`: everything under tests/e2e (a real Streamlit server and Chromium);
- `app`: the whole site started through Streamlit's AppTest: the page test files
  (test_*_page.py, test_*_pages.py, test_bad_input.py) and single tests marked
  `@pytest.mark.app` elsewhere;
- `slow`: the hypothesis property runs (tests/engine/test_properties.py) and single tests marked
  `@pytest.mark.slow` elsewhere.
"""

from __future__ import annotations

import functools
import itertools
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from worker_order import deal_longest_first

settings.register_profile(
    "repeatable",
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("repeatable")


# Set in the environment when this suite made the site's database (so each pytest-xdist
# worker, which inherits the environment, makes its own instead of sharing the controller's).
MADE_DB = "CANASTA_TEST_DB_MADE"
PG_ENV = "CANASTA_TEST_PG_URL"


def worker_id() -> str | None:
    """The pytest-xdist worker running this process ("gw0", "gw1", ...), or None."""
    return os.environ.get("PYTEST_XDIST_WORKER") or None


def pytest_configure(config: pytest.Config) -> None:
    # The site shows a plain message for an unexpected error (shell/unexpected.py); under
    # test it raises instead, so that a bug fails its test (AppTest's `at.exception`).
    os.environ.setdefault("CANASTA_RAISE", "1")
    config.pluginmanager.register(
        WorkerOrder(bool(config.getoption("--record-durations", False))), "canasta-order")
    _make_databases()


def _make_databases() -> None:
    """The site's database for the whole test run: a fresh SQLite file (the pages' AppTests
    use it; every site server a test starts gets one of its own, tests/e2e/helpers.py), never
    the developer's .data/canasta.db. Under pytest-xdist every worker gets its own file and its
    own PostgreSQL database (see worker_pg_url)."""
    if not os.environ.get("CANASTA_DATABASE_URL") or os.environ.get(MADE_DB):
        folder = tempfile.mkdtemp(prefix=f"canasta-test-db-{worker_id() or 'main'}-")
        os.environ["CANASTA_DATABASE_URL"] = f"sqlite:///{folder}/canasta.db"
        os.environ[MADE_DB] = "1"
        _made_folders.append(folder)
    pg = os.environ.get(PG_ENV, "").strip()
    if pg and worker_id():
        os.environ[PG_ENV] = worker_pg_url(pg, worker_id() or "")


_made_folders: list[str] = []  # this process's database folders, removed when the run ends


def pytest_unconfigure(config: pytest.Config) -> None:
    """Remove the database folders this process made (a run left one per worker in /tmp)."""
    while _made_folders:
        shutil.rmtree(_made_folders.pop(), ignore_errors=True)


def worker_pg_url(url: str, worker: str) -> str:
    """A database of its own for one pytest-xdist worker, beside the one `url` names (created
    when missing): the storage tests and the failover test empty their database's schema
    before each test, which two workers must not do to each other. `.ci/postgres` starts one
    cluster with one database; its user may create more."""
    from helpers.stores import pg_beside

    try:
        return pg_beside(url, worker)
    except Exception as exc:  # noqa: BLE001 - said once, then the tests that need it fail or skip
        raise pytest.UsageError(
            f"{PG_ENV}: could not create a database for pytest-xdist worker {worker} "
            f"({exc.__class__.__name__}: {exc}); run without -n, or give a user "
            "that may create databases"
        ) from exc


def _share_apptest_caches() -> None:
    """Make Streamlit's AppTest keep, for the whole process, two things it redoes on every
    run, and which the real server does once per process:

    - the scan of every installed distribution's metadata for custom components (at the first
      run of each new AppTest: about 0.1 s of CPU here, and the suite makes some 500 AppTests);
    - the compiled script (`ScriptCache`: each `AppTest.run()` made a new, empty one, so every
      click in a test compiled streamlit_app.py and the page again, with Streamlit's "magic"
      rewrite of the syntax tree: 20-40 ms a run for the larger pages).

    The installed packages do not change during a run; the compiled code is keyed by the
    script's path and its text, so a test that writes a script gets its own."""
    try:
        from streamlit.components.v2 import manifest_scanner
        from streamlit.runtime.scriptrunner.script_cache import ScriptCache
        from streamlit.testing.v1 import app_test, local_script_runner
    except ImportError:  # another Streamlit: nothing to share
        return
    if not hasattr(manifest_scanner.scan_component_manifests, "cache_info"):
        manifest_scanner.scan_component_manifests = functools.cache(
            manifest_scanner.scan_component_manifests
        )
    for module in (app_test, local_script_runner):  # the page's and the entry point's
        if getattr(module, "ScriptCache", None) is ScriptCache:
            module.ScriptCache = _SharedScriptCache


class _SharedScriptCache:
    """Streamlit's ScriptCache with one process-wide store, keyed by (path, text)."""

    _code: dict[tuple[str, str], Any] = {}

    def __init__(self) -> None:
        from streamlit.runtime.scriptrunner.script_cache import ScriptCache

        self._compiler = ScriptCache()

    def clear(self) -> None:
        self._compiler.clear()

    def get_bytecode(self, script_path: str) -> Any:
        path = os.path.abspath(script_path)
        with open(path, encoding="utf-8") as f:
            key = (path, f.read())
        code = self._code.get(key)
        if code is None:
            code = self._code[key] = self._compiler.get_bytecode(path)
        return code


def pytest_runtest_setup(item: pytest.Item) -> None:
    if "streamlit.testing.v1" in sys.modules:  # an AppTest may run: Streamlit is imported
        _share_apptest_caches()


TESTS = Path(__file__).resolve().parent
APP_FILES = ("test_bad_input.py",)  # besides every test_*_page(s).py under tests/app
SLOW_FILES = ("test_properties.py",)


TIERS = ("e2e", "app", "slow")


def tier_of(path: Path) -> str | None:
    """The marker a test file's location gives its tests: "e2e", "app", "slow" or None."""
    return _tier_of(str(path))


@functools.cache
def _tier_of(path: str) -> str | None:  # one resolve per file, not one per test
    rel = Path(path).resolve().relative_to(TESTS)
    if rel.parts[0] == "e2e":
        return "e2e"
    if rel.parts[0] == "app" and (
        rel.name.endswith(("_page.py", "_pages.py")) or rel.name in APP_FILES
    ):
        return "app"
    if rel.name in SLOW_FILES:
        return "slow"
    return None


def _excluded_tiers(markexpr: str) -> frozenset[str]:
    """The tiers whose every test `-m markexpr` deselects, whatever other tier marker a test of
    theirs also carries: e.g. all three for make check's "not app and not e2e and not slow".
    Empty when the expression names any marker besides the tiers (nothing is presumed then)."""
    from _pytest.mark.expression import Expression

    names = set(re.findall(r"[A-Za-z_][\w.:+-]*", markexpr)) - {"and", "or", "not"}
    if not markexpr.strip() or not names <= set(TIERS):
        return frozenset()
    expr = Expression.compile(markexpr)
    out = set()
    for tier in TIERS:
        others = [t for t in TIERS if t != tier]
        combos = [{tier, *(o for o, on in zip(others, bits, strict=True) if on)}
                  for bits in itertools.product((False, True), repeat=len(others))]
        if not any(expr.evaluate(lambda name, c=c, **_: name in c) for c in combos):
            out.add(tier)
    return frozenset(out)


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """Do not even import a test file (or the e2e folder) whose tier the `-m` expression
    deselects: make check skipped 525 tests but still imported their modules (Streamlit,
    AppTest's pages) in every xdist worker, a few seconds of CPU each."""
    excluded = config.stash.get(_EXCLUDED, None)
    if excluded is None:
        excluded = config.stash[_EXCLUDED] = _excluded_tiers(config.option.markexpr or "")
    if not excluded:
        return None
    path = collection_path.resolve()
    if path == TESTS / "e2e" and "e2e" in excluded:
        return True
    if path.suffix == ".py" and path.name.startswith("test_") and path.is_relative_to(TESTS):
        if tier_of(path) in excluded:
            return True
    return None


_EXCLUDED = pytest.StashKey[frozenset[str]]()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        tier = tier_of(Path(str(item.path)))
        if tier is None and item.nodeid.startswith(SLOW_TESTS):
            tier = "slow"
        if tier is not None and item.get_closest_marker(tier) is None:
            item.add_marker(getattr(pytest.mark, tier))


# Single engine and logic tests that play many whole deals (the expert's sampled worlds over
# every table, seeded deals move for move): `slow`, in make test, so make check stays the
# edit-test loop of under a minute (each took 2-4 s of CPU; together a third of make check).
SLOW_TESTS = (
    "tests/engine/test_expert_worlds.py::test_worlds_from_expert_play_of_every_profile_load",
    "tests/engine/test_expert_worlds.py::test_worlds_from_expert_play_load",
    "tests/engine/test_game.py::TestSameDealsAsTheAPI::test_seeded_deals_are_identical_move_for_move",
    "tests/engine/test_profile_properties.py::test_random_play_through_the_api_and_the_fast_path_agree",
    "tests/engine/test_expert.py::test_the_expert_finishes_deals_of_every_profile",
)


# --- the order of the tests under pytest-xdist ----------------------------------------------
# pytest-xdist's worksteal hands each worker a contiguous share of the collected tests, in
# order, and a worker that runs dry takes the tail of the other's queue: a long test near the
# end (the 100 s coach test) left one core idle for its whole length. With a recorded duration
# for each test (tests/durations.json, `make test PYTEST_ARGS=--record-durations` rewrites
# it), the tests are dealt to the workers' shares longest first, balancing their totals, and
# each share runs longest first, so what is left to steal at the end is short.
DURATIONS = TESTS / "durations.json"
RECORD_AT_LEAST = 0.5  # s: shorter tests are not recorded (the defaults below stand in)
DEFAULT_SECONDS = {"e2e": 8.0, "app": 1.0, "slow": 3.0, None: 0.05}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--record-durations", action="store_true",
        help=f"write each test's duration (those of {RECORD_AT_LEAST} s or more) into "
             "tests/durations.json, which orders the tests under pytest-xdist")


def _recorded_durations() -> dict[str, float]:
    import json

    try:
        data = json.loads(DURATIONS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): float(v) for k, v in data.items()} if isinstance(data, dict) else {}


def _estimate(item: pytest.Item, recorded: dict[str, float]) -> float:
    if item.nodeid in recorded:
        return recorded[item.nodeid]
    tiers = [t for t in TIERS if item.get_closest_marker(t) is not None]
    return DEFAULT_SECONDS[tiers[0] if tiers else None]


class WorkerOrder:
    """Orders the tests for pytest-xdist's workers and, with --record-durations, records how
    long each took (a plugin object: the ordering must run after `-m`/`-k` deselected, i.e.
    after the tier markers above were set, so it cannot be this file's own hook)."""

    def __init__(self, record: bool) -> None:
        self.record = record
        self.seconds: dict[str, float] = {}  # setup + call + teardown
        self.ran: set[str] = set()

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, config: pytest.Config,
                                      items: list[pytest.Item]) -> None:
        workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "0") or 0)
        if workers < 2 or len(items) < 2:
            return  # one process: the files' own order
        recorded = _recorded_durations()
        items[:] = deal_longest_first(items, [_estimate(i, recorded) for i in items], workers)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if self.record:
            self.seconds[report.nodeid] = self.seconds.get(report.nodeid, 0.0) + report.duration
            if report.when == "teardown":
                self.ran.add(report.nodeid)  # all three phases are in

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        if not self.record or worker_id() or exitstatus not in (0, 1):
            return  # under xdist the controller writes, from every worker's reports; an
            # interrupted run writes nothing
        import json

        data = _recorded_durations()
        for nodeid in self.ran:
            took = self.seconds[nodeid]
            data.pop(nodeid, None)
            if took >= RECORD_AT_LEAST:
                data[nodeid] = round(took, 1)
        DURATIONS.write_text(json.dumps(dict(sorted(data.items())), indent=0) + "\n",
                             encoding="utf-8")
