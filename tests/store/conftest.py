"""The storage tests run on SQLite and on a real PostgreSQL (never a mock).

PostgreSQL comes from CANASTA_TEST_PG_URL (`.ci/run` starts a throwaway cluster and sets it;
by hand: `.ci/postgres start` prints one). Without it the PostgreSQL cases are skipped with
that reason — unless CI is set, where a missing PostgreSQL fails them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.stores import pg_at_head, schema_dropped, sqlite_at_head
from sqlalchemy import create_engine, text

from canasta_app.store import Database, Store

PG_ENV = "CANASTA_TEST_PG_URL"


def in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() not in ("", "0", "false", "no")


def pg_url() -> str:
    url = os.environ.get(PG_ENV, "").strip()
    if not url:
        message = (f"PostgreSQL tests need {PG_ENV} (a throwaway cluster: "
                   f"`.ci/postgres start` prints one; `.ci/run` sets it)")
        if in_ci():
            pytest.fail(f"CI is set, so PostgreSQL must be there: {message}", pytrace=False)
        pytest.skip(message)
    return url


def fresh_pg(url: str) -> str:
    """An empty public schema: the test starts from no tables, as a new site does."""
    schema_dropped(url)
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    return url


def database_for(backend: str, tmp_path: Path) -> str:
    if backend == "sqlite":
        return f"sqlite:///{tmp_path / 'canasta.db'}"
    return fresh_pg(pg_url())


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def db_url(backend: str, tmp_path: Path) -> str:
    """An empty database (no tables): for the tests of the migrations themselves."""
    return database_for(backend, tmp_path)


@pytest.fixture
def store(backend: str, tmp_path: Path) -> Iterator[Store]:
    """A store on a database at the newest revision with no rows, migrated once per process
    (helpers/stores.py), not once per test."""
    if backend == "sqlite":
        url = sqlite_at_head(tmp_path / "canasta.db")
    else:
        url = pg_at_head(pg_url())
    s = Store(Database(url, migrate_now=False))
    try:
        yield s
    finally:
        s.db.dispose()


def database_at(db_url: str, revision: str) -> Database:
    """A database brought to an older revision only, as a site of that version left it (the
    migration tests then write its data and let the site upgrade it)."""
    from alembic import command
    from alembic.config import Config

    from canasta_app.store.db import MIGRATIONS

    db = Database(db_url, migrate_now=False)
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with db.engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, revision)
    return db
