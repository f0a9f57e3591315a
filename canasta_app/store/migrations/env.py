"""Alembic environment. The store runs `upgrade head` itself at start-up, passing its
connection in `config.attributes["connection"]`; from the command line
(`alembic -c canasta_app/store/alembic.ini ...`) the URL comes from CANASTA_DATABASE_URL or
the default SQLite file."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from canasta_app.store.db import database_url
from canasta_app.store.models import Base

target_metadata = Base.metadata


def _run(connection: object) -> None:
    context.configure(
        connection=connection,  # type: ignore[arg-type]
        target_metadata=target_metadata,
        render_as_batch=True,  # SQLite alters tables by copying them
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


connection = context.config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    engine = create_engine(database_url())
    with engine.connect() as conn:
        _run(conn)
    engine.dispose()
