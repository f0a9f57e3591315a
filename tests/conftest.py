"""Test-wide settings.

Hypothesis runs derandomized (same examples every run), so a CI failure always reproduces
locally; tests that want another budget set their own max_examples.

Tiers (README "Tests"): every test is marked by where it lives, so `make check` can run the
engine and logic tests alone (`-m "not app and not e2e"`):
- `e2e`: everything under tests/e2e (a real Streamlit server and Chromium);
- `app`: the whole site started through Streamlit's AppTest: the page test files
  (test_*_page.py, test_*_pages.py, test_bad_input.py) and single tests marked
  `@pytest.mark.app` elsewhere;
- `slow`: the hypothesis property runs (tests/engine/test_properties.py) and single tests marked
  `@pytest.mark.slow` elsewhere.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "repeatable",
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("repeatable")


def pytest_configure(config: object) -> None:
    """The site's database for the whole test run: a fresh SQLite file (the pages' AppTests
    and the e2e server inherit it), never the developer's .data/canasta.db."""
    import os
    import tempfile

    if not os.environ.get("CANASTA_DATABASE_URL"):
        folder = tempfile.mkdtemp(prefix="canasta-test-db-")
        os.environ["CANASTA_DATABASE_URL"] = f"sqlite:///{folder}/canasta.db"


TESTS = Path(__file__).resolve().parent
APP_FILES = ("test_bad_input.py",)  # besides every test_*_page(s).py under tests/app
SLOW_FILES = ("test_properties.py",)


def tier_of(path: Path) -> str | None:
    """The marker a test file's location gives its tests: "e2e", "app", "slow" or None."""
    rel = path.resolve().relative_to(TESTS)
    if rel.parts[0] == "e2e":
        return "e2e"
    if rel.parts[0] == "app" and (
        rel.name.endswith(("_page.py", "_pages.py")) or rel.name in APP_FILES
    ):
        return "app"
    if rel.name in SLOW_FILES:
        return "slow"
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        tier = tier_of(Path(str(item.path)))
        if tier is not None and item.get_closest_marker(tier) is None:
            item.add_marker(getattr(pytest.mark, tier))
