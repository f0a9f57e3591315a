"""The shared tables' logic tests: a store of their own on a fresh SQLite file each."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from canasta_app.store import Database, Store
from canasta_app.tables import service, watch


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store(Database(f"sqlite:///{tmp_path / 'site.db'}"))
    service.forget_cache()
    watch.forget()
    try:
        yield s
    finally:
        s.db.dispose()
