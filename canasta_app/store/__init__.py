"""Progress, classes, live sessions and poll answers, in a database.

SQLAlchemy 2 models (`models.py`), Alembic migrations applied at start-up (`migrations/`),
SQLite in `.data/canasta.db` by default and PostgreSQL when CANASTA_DATABASE_URL is set
(`db.py`), and the operations (`api.py`). `get_store()` is the process's one store.
"""

from __future__ import annotations

import threading

from canasta_app.store.api import Store
from canasta_app.store.db import Database, StoreUnavailable, database_url

_LOCK = threading.Lock()
_STORES: dict[str, Store] = {}


def get_store(url: str | None = None) -> Store:
    """The store for this URL (default: the configured one), opened and migrated once per
    process. Raises StoreUnavailable if the database cannot be reached."""
    key = database_url(url)
    with _LOCK:
        store = _STORES.get(key)
        if store is None:
            store = Store(Database(key))
            _STORES[key] = store
        return store


def forget_stores() -> None:
    """Close every open store (tests; a process about to exit)."""
    with _LOCK:
        for store in _STORES.values():
            store.db.dispose()
        _STORES.clear()


__all__ = ["Database", "Store", "StoreUnavailable", "database_url", "forget_stores",
           "get_store"]
