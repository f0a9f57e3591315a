"""Test-wide settings: hypothesis runs derandomized (same examples every run), so a CI failure
always reproduces locally; tests that want another budget set their own max_examples."""

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
