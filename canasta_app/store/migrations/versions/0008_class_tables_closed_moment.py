"""a class's tables: closed tables and the moment shown to the class (issue 41, item 5)

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-07 08:00:00

Two nullable columns on `shared_tables`: `closed_ms` (when the teacher closed the table: it
leaves the class's live board and takes no more moves; its log, and so its deals, stay) and
`moment` (the table's position at `facts_version` as the room may see it, every hand a count:
what "Show to the class" puts on the projector, written beside the board's other facts).
Existing rows keep everything: open (NULL), with no moment until their next rebuild.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('shared_tables') as batch:
        batch.add_column(sa.Column('closed_ms', sa.BigInteger(), nullable=True))
        batch.add_column(sa.Column('moment', sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table('shared_tables') as batch:
        batch.drop_column('moment')
        batch.drop_column('closed_ms')
