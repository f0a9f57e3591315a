"""The shared tables' logic tests: a store of their own on a fresh SQLite file each (a copy of
one migrated once per process: helpers/stores.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.stores import sqlite_at_head

from canasta_app.store import Database, Store
from canasta_app.tables import service, watch


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store(Database(sqlite_at_head(tmp_path / "site.db"), migrate_now=False))
    service.forget_cache()
    watch.forget()
    try:
        yield s
    finally:
        s.db.dispose()
