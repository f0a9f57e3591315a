"""A migrated, empty site database for a test, without running the migrations for each test.

Running `alembic upgrade head` on a fresh database took 0.17 s on SQLite and 0.3-0.5 s on
PostgreSQL (DROP SCHEMA, then every migration) at each of some 230 storage and shared-table
tests: about 60 s of a contended run's 110 s for tests/store and tests/tables (-n 0). Now the
migrations run once per process and backend:

- SQLite: once into a template file; each test gets a copy of it (a file copy, milliseconds);
- PostgreSQL: once into the worker's database; each test then starts from its tables emptied
  (every row deleted, every sequence restarted: as a new database is), unless a migration test
  dropped the schema since (`schema_dropped`), when the migrations run again.

The migrations themselves stay tested by the tests that build a database from nothing or from
an older revision (tests/store/test_store.py's TestSchema, test_deal_reviews.py), which take
the empty `db_url` instead."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

from sqlalchemy import Engine, create_engine, text

from canasta_app.store import Database
from canasta_app.store.models import Base

_template: dict[str, Path] = {}
_pg_at_head: set[str] = set()  # PostgreSQL URLs this process migrated and nothing dropped since
_engines: dict[str, Engine] = {}  # one per PostgreSQL URL, for emptying it between tests


def sqlite_at_head(path: Path) -> str:
    """A SQLite database at `path`, at the newest revision, with no rows: its URL."""
    if "sqlite" not in _template:
        folder = Path(tempfile.mkdtemp(prefix="canasta-test-template-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        template = folder / "template.db"
        Database(f"sqlite:///{template}").dispose()  # `alembic upgrade head`, once
        _template["sqlite"] = template
    shutil.copyfile(_template["sqlite"], path)
    return f"sqlite:///{path}"


def pg_beside(url: str, suffix: str) -> str:
    """The URL of a PostgreSQL database beside the one `url` names, `<name>_<suffix>`, created
    when missing (the user of `.ci/postgres`'s cluster may create databases): a worker's own
    (tests/conftest.py), a test's own (the replicas of the failover tests)."""
    from sqlalchemy.engine import make_url

    base = make_url(url)
    name = f"{base.database or 'canasta_test'}_{suffix}"
    engine = create_engine(base, isolation_level="AUTOCOMMIT")  # CREATE DATABASE: no transaction
    try:
        with engine.connect() as conn:
            exists = conn.execute(
                text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name}
            ).scalar()
            if not exists:
                conn.execute(text(f'CREATE DATABASE "{name}"'))
    finally:
        engine.dispose()
    return base.set(database=name).render_as_string(hide_password=False)


def schema_dropped(url: str) -> None:
    """The PostgreSQL database at `url` lost its tables (a migration test's fresh start)."""
    _pg_at_head.discard(url)


def pg_at_head(url: str) -> str:
    """The PostgreSQL database at `url` at the newest revision with no rows (its rows deleted
    and its sequences restarted, or, the first time or after a migration test, its schema
    dropped and migrated again)."""
    if url not in _pg_at_head:
        engine = create_engine(url)
        with engine.begin() as conn:
            conn.execute(text("DROP SCHEMA public CASCADE"))
            conn.execute(text("CREATE SCHEMA public"))
        engine.dispose()
        Database(url).dispose()  # `alembic upgrade head`
        _pg_at_head.add(url)
        return url
    engine = _engines.get(url)
    if engine is None:
        engine = _engines[url] = create_engine(url)
        atexit.register(engine.dispose)
    with engine.begin() as conn:  # DELETE, not TRUNCATE: TRUNCATE makes new files per table
        for table in reversed(Base.metadata.sorted_tables):  # children before parents
            conn.execute(table.delete())
        sequences = conn.execute(
            text("SELECT sequencename FROM pg_sequences WHERE schemaname = 'public'")).scalars()
        for name in list(sequences):
            conn.execute(text(f'ALTER SEQUENCE "{name}" RESTART'))
    return url
