"""Connecting: the database URL, the engine, the migrations, and transactions with retries.

SQLite (the default, a file under .data/) runs in WAL mode: readers never wait for the writer,
and writers queue on a busy timeout. Every write transaction starts with BEGIN IMMEDIATE, so
two writers never both read and then fail to upgrade their lock (SQLite's "database is
locked" that no timeout cures); whatever still fails as busy or locked is retried. PostgreSQL
(CANASTA_DATABASE_URL=postgresql+psycopg://...) retries serialization failures, deadlocks and
dropped connections the same way.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.exc import DBAPIError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

ENV_URL = "CANASTA_DATABASE_URL"
ROOT = Path(__file__).resolve().parents[2]
DEFAULT_FILE = ROOT / ".data" / "canasta.db"
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
BUSY_TIMEOUT_MS = 10_000
RETRIES = 8
READ_ONLY = "canasta_read_only"  # an engine option: this transaction only reads
MIGRATION_LOCK = 0x43616E61  # a PostgreSQL advisory lock: one process migrates at a time

T = TypeVar("T")


class StoreUnavailable(RuntimeError):
    """The database cannot be reached or stays locked: the page says so and carries on."""


def database_url(url: str | None = None) -> str:
    """The URL given, else CANASTA_DATABASE_URL, else the SQLite file .data/canasta.db."""
    chosen = url or os.environ.get(ENV_URL, "").strip()
    if chosen:
        if chosen.startswith(("postgres://", "postgresql://")):  # the usual spelling → psycopg 3
            chosen = "postgresql+psycopg://" + chosen.split("://", 1)[1]
        return chosen
    DEFAULT_FILE.parent.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{DEFAULT_FILE}"


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000,
                                                  "check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_conn: Any, _record: Any) -> None:
            dbapi_conn.isolation_level = None  # SQLAlchemy emits BEGIN itself (below)
            cur = dbapi_conn.cursor()
            if ":memory:" not in url and url != "sqlite://":
                cur.execute("PRAGMA journal_mode=WAL")
            cur.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            cur.execute("PRAGMA foreign_keys=ON")
            cur.execute("PRAGMA synchronous=NORMAL")  # safe in WAL mode
            cur.close()

        @event.listens_for(engine, "begin")
        def _begin(conn: Any) -> None:
            # a reader takes no lock in WAL mode (a plain BEGIN): 30 students refreshing every
            # second must not queue on the write lock, nor make the answers queue behind them
            read_only = conn.get_execution_options().get(READ_ONLY)
            conn.exec_driver_sql("BEGIN" if read_only else "BEGIN IMMEDIATE")

        return engine
    return create_engine(url, pool_pre_ping=True, pool_size=5, max_overflow=10,
                         connect_args={"connect_timeout": 5} if "psycopg" in url else {})


def migrate(engine: Engine) -> None:
    """`alembic upgrade head` on this engine (the site never creates tables any other way)."""
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        if engine.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": MIGRATION_LOCK})
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


def _retryable(exc: DBAPIError) -> bool:
    if exc.connection_invalidated:
        return True
    message = str(exc.orig).lower() if exc.orig is not None else str(exc).lower()
    code = getattr(exc.orig, "sqlstate", None) or getattr(exc.orig, "pgcode", None)
    return (
        "locked" in message or "busy" in message
        or code in ("40001", "40P01", "57P01", "57P03", "08006", "08003", "08001")
        or isinstance(exc, OperationalError) and "connection" in message
    )


class Database:
    """One engine and its session factory; `run(fn)` is a transaction with retries."""

    def __init__(self, url: str | None = None, *, migrate_now: bool = True) -> None:
        self.url = database_url(url)
        self.engine = make_engine(self.url)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)
        self.readers = sessionmaker(self.engine.execution_options(**{READ_ONLY: True}),
                                    expire_on_commit=False)
        if migrate_now:
            try:
                migrate(self.engine)
            except DBAPIError as exc:
                raise StoreUnavailable(str(exc.orig or exc)[:300]) from exc

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @contextmanager
    def session(self) -> Iterator[Session]:
        with self.sessions.begin() as s:
            yield s

    def run(self, fn: Callable[[Session], T]) -> T:
        """fn in one transaction; busy, locked, serialization and dropped-connection errors
        are retried with jittered backoff; after RETRIES, StoreUnavailable."""
        return self._retrying(self.sessions, fn)

    def read(self, fn: Callable[[Session], T]) -> T:
        """fn in one transaction that only reads (on SQLite it takes no write lock), with
        the same retries. fn must not write: SQLite would take the lock mid-transaction."""
        return self._retrying(self.readers, fn)

    def _retrying(self, sessions: sessionmaker[Session], fn: Callable[[Session], T]) -> T:
        delay = 0.02
        for attempt in range(RETRIES):
            try:
                with sessions.begin() as s:
                    return fn(s)
            except DBAPIError as exc:
                if not _retryable(exc) or attempt == RETRIES - 1:
                    if _retryable(exc) or isinstance(exc, OperationalError):
                        raise StoreUnavailable(str(exc.orig or exc)[:300]) from exc
                    raise
                time.sleep(delay * (1 + random.random()))
                delay = min(delay * 2, 1.0)
        raise AssertionError("unreachable")  # pragma: no cover

    def dispose(self) -> None:
        self.engine.dispose()
