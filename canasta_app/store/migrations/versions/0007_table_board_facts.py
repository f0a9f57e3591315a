"""shared tables: the board's facts kept beside the log (issue 41, item 5)

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-07 06:10:00

Four columns on `shared_tables`, written by the tables' service whenever it rebuilds a table at
a newer version: the seat to act (`acting`, empty when the deal is over), the game's totals by
side (`totals`, "120,340"), whether the game is over (`game_over`) and the version those facts
are of (`facts_version`, -1: never rebuilt yet). A class's board reads them for every table in
one query instead of replaying every log. Existing rows get the defaults.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table('shared_tables') as batch:
        batch.add_column(sa.Column('acting', sa.String(length=2), nullable=True))
        batch.add_column(sa.Column('totals', sa.String(length=80), nullable=True))
        batch.add_column(sa.Column('game_over', sa.Boolean(), nullable=False,
                                   server_default=sa.false()))
        batch.add_column(sa.Column('facts_version', sa.Integer(), nullable=False,
                                   server_default='-1'))


def downgrade() -> None:
    with op.batch_alter_table('shared_tables') as batch:
        batch.drop_column('facts_version')
        batch.drop_column('game_over')
        batch.drop_column('totals')
        batch.drop_column('acting')
